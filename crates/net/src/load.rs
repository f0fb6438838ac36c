//! A load test: bot clients fill four-seat tables of any registered game on a server and play
//! for a set time (a match that ends is played again at the same table, as friends do); the
//! report says how many actions were taken per second, how long each took to come back
//! acknowledged (the round trip), and what went wrong. With computer players, one client a
//! table plays beside three of the server's bots: its round trip is a person's while every
//! table's bots think. Each client plays a random legal action of its seat's view.

use crate::client::Client;
use crate::protocol::{ClientMessage, SeatInfo, SeatPlan, ServerMessage};
use crate::table::NetGame;
use serde::Serialize;
use sevenfold_core::cards::{GameRng, rng_from_seed};
use sevenfold_core::engine::{GameDef, Seat};
use sevenfold_core::registry::{GameKind, GameSetup, RegisteredGame};
use std::time::{Duration, Instant};

/// How a client decides: its seat's view as sent, to an action in notation.
type Decide = fn(&serde_json::Value, &mut GameRng) -> Result<String, String>;

/// Decides as the random bot of `G` does from the view sent: any legal action, at once (the
/// clients share the machine with the server, so they think as little as possible).
fn decide<G: NetGame>(view: &serde_json::Value, rng: &mut GameRng) -> Result<String, String>
where
    G::View: serde::de::DeserializeOwned,
{
    let view: G::View = serde_json::from_value(view.clone()).map_err(|e| e.to_string())?;
    let mut bot = sevenfold_ai::BotKind::Random.bot::<G>();
    let action = bot
        .choose(&view, rng)
        .ok_or("the view offers nothing to do")?;
    Ok(G::write_action(action))
}

/// The four-seat table of the game called `game` (its default options for four players) and
/// how its clients decide; the error names the games there are.
pub fn game_named(game: &str) -> Result<(GameSetup, Decide), String> {
    let kind = GameKind::from_id(game).ok_or_else(|| {
        let ids: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
        format!("no game is called '{game}': give one of {}", ids.join(", "))
    })?;
    Ok(sevenfold_core::with_kind!(kind, |G| {
        let setup = G::setup(&G::options_for(4));
        (setup, decide::<G> as Decide)
    }))
}

/// How long an action may take to be acknowledged before it counts as lost.
const ACK_WAIT: Duration = Duration::from_secs(10);

/// What a load test measured.
#[derive(Clone, Debug, Default, Serialize)]
pub struct LoadReport {
    pub tables: usize,
    /// The game played (its id).
    pub game: String,
    pub seconds: f64,
    /// How long each bot thought before acting.
    pub think_ms: u64,
    /// The level of the server's computer players at each table beside one client (none:
    /// four clients a table).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bots: Option<String>,
    pub actions: u64,
    pub actions_per_sec: f64,
    pub rtt_ms_p50: f64,
    pub rtt_ms_p99: f64,
    /// Refusals, connections that failed or dropped, tables that could not be set up.
    pub errors: u64,
    /// Actions sent and never acknowledged.
    pub lost_actions: u64,
    /// The server's resident memory per table (kB), where it could be read.
    pub server_rss_per_table_kb: Option<f64>,
}

/// What one seat saw.
#[derive(Default)]
struct SeatTally {
    actions: u64,
    rtts: Vec<Duration>,
    errors: u64,
    lost: u64,
}

/// Sets up `tables` tables of four bot clients each on the server at `url` and plays them
/// until `duration` has passed (a match that ends is not replaced), each bot thinking `think`
/// on average before it acts (between half and one and a half times it, as people do; zero:
/// as fast as the server answers). `ready` is called
/// once every table is seated and started, before the clock starts.
pub async fn run(
    url: &str,
    (tables, bots, game): (usize, Option<String>, &str),
    duration: Duration,
    think: Duration,
    ready: impl FnOnce(),
) -> Result<LoadReport, String> {
    let (setup, decide) = game_named(game)?;
    let mut setups = Vec::with_capacity(tables);
    for _ in 0..tables {
        let table = seat_table(url.to_string(), setup.clone(), bots.clone());
        setups.push(tokio::spawn(table));
    }
    let mut seats = Vec::new();
    let mut errors = 0;
    for s in setups {
        match s.await {
            Ok(Ok(four)) => seats.extend(four),
            _ => errors += 1,
        }
    }
    ready();
    let started = Instant::now();
    let deadline = started + duration;
    let players: Vec<_> = seats
        .into_iter()
        .map(|p| tokio::spawn(play(p, deadline, think, decide)))
        .collect();
    let mut all = SeatTally {
        errors,
        ..SeatTally::default()
    };
    for p in players {
        match p.await {
            Ok(t) => {
                all.actions += t.actions;
                all.rtts.extend(t.rtts);
                all.errors += t.errors;
                all.lost += t.lost;
            }
            Err(_) => all.errors += 1,
        }
    }
    let seconds = duration.as_secs_f64();
    all.rtts.sort();
    let pct = |p: f64| {
        all.rtts
            .get(((all.rtts.len() as f64 * p) as usize).min(all.rtts.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    Ok(LoadReport {
        tables,
        game: game.to_string(),
        seconds,
        think_ms: think.as_millis() as u64,
        bots,
        actions: all.actions,
        actions_per_sec: all.actions as f64 / seconds,
        rtt_ms_p50: pct(0.5),
        rtt_ms_p99: pct(0.99),
        errors: all.errors,
        lost_actions: all.lost,
        server_rss_per_table_kb: None,
    })
}

/// A seated client of a load table.
struct LoadSeat {
    client: Client,
    code: String,
    token: String,
    seat: Seat,
    /// It hosts the table (offers the next match and starts it).
    host: bool,
}

async fn seated(mut client: Client) -> Result<LoadSeat, String> {
    loop {
        match client.recv(ACK_WAIT).await.map_err(|e| e.to_string())? {
            ServerMessage::Seated { code, seat, token } => {
                return Ok(LoadSeat {
                    client,
                    code,
                    token,
                    seat,
                    host: false,
                });
            }
            ServerMessage::Refused { reason, .. } => return Err(reason),
            _ => {}
        }
    }
}

/// Hosts a four-seat table of `setup`, seats three more clients (or the server's `bots` of
/// that level) and starts it.
async fn seat_table(
    url: String,
    setup: GameSetup,
    bots: Option<String>,
) -> Result<Vec<LoadSeat>, String> {
    let other = match &bots {
        Some(level) => SeatPlan::Bot {
            level: level.clone(),
        },
        None => SeatPlan::Open,
    };
    let host = ClientMessage::Host {
        game: setup,
        seats: vec![SeatPlan::Host, other.clone(), other.clone(), other],
        name: "Load".into(),
        stand_in: None,
        grace: None,
        no_watchers: false,
    };
    let mut client = Client::connect(&url).await.map_err(|e| e.to_string())?;
    client.send(&host).await.map_err(|e| e.to_string())?;
    let mut seats = vec![seated(client).await?];
    seats[0].host = true;
    let clients = if bots.is_some() { 1 } else { 4 };
    for i in 1..clients {
        let mut client = Client::connect(&url).await.map_err(|e| e.to_string())?;
        let join = ClientMessage::Join {
            code: seats[0].code.clone(),
            name: format!("Load {i}"),
        };
        client.send(&join).await.map_err(|e| e.to_string())?;
        seats.push(seated(client).await?);
    }
    let start = ClientMessage::Start {
        code: seats[0].code.clone(),
        token: seats[0].token.clone(),
    };
    seats[0]
        .client
        .send(&start)
        .await
        .map_err(|e| e.to_string())?;
    Ok(seats)
}

/// Plays a seat until `deadline`: what `decide` picks from its view whenever it is its turn,
/// timing each action from sending to the state that shows it taken. A match that ends is
/// played again: the host offers it, the others say they play, the host starts it.
async fn play(mut p: LoadSeat, deadline: Instant, think: Duration, decide: Decide) -> SeatTally {
    let mut tally = SeatTally::default();
    let mut rng = rng_from_seed(rand::random());
    // The action sent and not yet seen taken: the count it was sent at, and when.
    let mut pending: Option<(usize, Instant)> = None;
    let mut over = false;
    // This seat has said it plays the match offered (once an offer: the lobbies told as the
    // others say so still show it waiting until its own word has arrived).
    let mut said_again = false;
    loop {
        let now = Instant::now();
        let wait = if now >= deadline {
            if pending.is_none() {
                break;
            }
            ACK_WAIT.saturating_sub(now - deadline)
        } else {
            deadline - now + ACK_WAIT
        };
        if wait.is_zero() {
            break;
        }
        let state = match p.client.recv(wait).await {
            Ok(ServerMessage::State(s)) => s,
            Ok(ServerMessage::Lobby { seats, started, .. }) if over && !started => {
                // The next match is being seated: say so, and the host starts it once all have.
                let mine = matches!(
                    seats.get(p.seat),
                    Some(SeatInfo::Person { pending: true, .. })
                );
                let all_in = !seats
                    .iter()
                    .any(|s| matches!(s, SeatInfo::Person { pending: true, .. } | SeatInfo::Open));
                let next = if mine && !said_again {
                    said_again = true;
                    Some(ClientMessage::Again {
                        code: p.code.clone(),
                        token: p.token.clone(),
                    })
                } else if p.host && all_in {
                    over = false;
                    Some(ClientMessage::Start {
                        code: p.code.clone(),
                        token: p.token.clone(),
                    })
                } else {
                    None
                };
                if let Some(m) = next
                    && p.client.send(&m).await.is_err()
                {
                    tally.errors += 1;
                    break;
                }
                continue;
            }
            Ok(ServerMessage::Refused { .. }) => {
                tally.errors += 1;
                continue;
            }
            Ok(_) => continue,
            Err(_) => {
                tally.errors += 1;
                break;
            }
        };
        if let Some((at, sent)) = pending
            && state.actions > at
        {
            tally.rtts.push(sent.elapsed());
            tally.actions += 1;
            pending = None;
        }
        if Instant::now() >= deadline {
            if pending.is_none() {
                break;
            }
            continue;
        }
        if state.over {
            if !over {
                over = true;
                if p.host {
                    let again = ClientMessage::Again {
                        code: p.code.clone(),
                        token: p.token.clone(),
                    };
                    if p.client.send(&again).await.is_err() {
                        tally.errors += 1;
                        break;
                    }
                }
            }
            continue;
        }
        over = false;
        said_again = false;
        if state.to_act == Some(p.seat) && pending.is_none() {
            let action = match decide(&state.view, &mut rng) {
                Ok(a) => a,
                Err(_) => {
                    tally.errors += 1;
                    break;
                }
            };
            let act = ClientMessage::Act {
                code: p.code.clone(),
                token: p.token.clone(),
                action,
            };
            if !think.is_zero() {
                // People do not all take the same time: between half and one and a half
                // times `think` (a thousand tables in step would be a thundering herd).
                let pause = think.mul_f64(0.5 + rand::random::<f64>());
                tokio::time::sleep(pause).await;
            }
            if p.client.send(&act).await.is_err() {
                tally.errors += 1;
                break;
            }
            pending = Some((state.actions, Instant::now()));
        }
    }
    if pending.is_some() {
        tally.lost += 1;
    }
    p.client.close().await;
    tally
}

/// [`run`] on a runtime of its own, for a command.
pub fn run_blocking(
    url: &str,
    tables: (usize, Option<String>, &str),
    duration: Duration,
    think: Duration,
    ready: impl FnOnce(),
) -> Result<LoadReport, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(run(url, tables, duration, think, ready))
}
