//! The server stands up to strangers and to clients that misbehave: an act sent again is taken
//! once, names that hide or fake something are refused, options stay within the rule book,
//! refusals stay small, one client's flood cuts nobody else off, codes cannot be guessed from
//! any number of connections, tables are capped and cleared, a seat taken back elsewhere
//! closes its old connection, and a table's bots think on a bounded pool. Over loopback
//! (127.0.0.1 and other 127.0.0.0/8 addresses, free ports), bounded in count and time.
#![allow(clippy::unwrap_used)]

use sevenfold_core::engine::{Game, GameDef, Match, Seat};
use sevenfold_core::games::sedma::{MatchEnd, SedmaOptions};
use sevenfold_core::games::sevens_from_hell::{HellOptions, SevensFromHell};
use sevenfold_core::registry::GameSetup;
use sevenfold_net::client::ClientError;
use sevenfold_net::protocol::Why;
use sevenfold_net::{Client, ClientMessage, SeatPlan, Server, ServerMessage};
use std::time::Duration;

const WAIT: Duration = Duration::from_secs(20);

fn sedma(players: u8, target: u32) -> GameSetup {
    let mut opts = SedmaOptions::for_players(players);
    opts.match_end = MatchEnd::Target(target);
    GameSetup::Sedma(opts)
}

/// A seated client: its connection, table, seat and token.
struct Player {
    client: Client,
    code: String,
    seat: Seat,
    token: String,
}

/// Reads messages until one `pick` takes.
async fn until<T>(client: &mut Client, mut pick: impl FnMut(ServerMessage) -> Option<T>) -> T {
    loop {
        let m = client.recv(WAIT).await.unwrap();
        if let Some(t) = pick(m) {
            return t;
        }
    }
}

/// The next refusal, with its id ("" without one).
async fn refusal(client: &mut Client) -> (String, String) {
    until(client, |m| match m {
        ServerMessage::Refused { reason, why } => {
            Some((why.map(|w: Why| w.id).unwrap_or_default(), reason))
        }
        _ => None,
    })
    .await
}

async fn seated(mut client: Client) -> Player {
    let (code, seat, token) = until(&mut client, |m| match m {
        ServerMessage::Seated { code, seat, token } => Some((code, seat, token)),
        ServerMessage::Refused { reason, .. } => panic!("refused: {reason}"),
        _ => None,
    })
    .await;
    Player {
        client,
        code,
        seat,
        token,
    }
}

async fn host_named(url: &str, game: GameSetup, seats: Vec<SeatPlan>, name: &str) -> Player {
    let mut client = Client::connect(url).await.unwrap();
    client
        .send(&ClientMessage::Host {
            game,
            seats,
            name: name.into(),
            stand_in: None,
        })
        .await
        .unwrap();
    seated(client).await
}

async fn join(url: &str, code: &str, name: &str) -> Player {
    let mut client = Client::connect(url).await.unwrap();
    client
        .send(&ClientMessage::Join {
            code: code.into(),
            name: name.into(),
        })
        .await
        .unwrap();
    seated(client).await
}

fn easy() -> SeatPlan {
    SeatPlan::Bot {
        level: "easy".into(),
    }
}

/// An `act` sent again on a new connection after the line dropped, when the first had
/// arrived, is taken once: a Sevens from Hell meld lays cards one act each, and the same card
/// (the pack has several of each) may be legal again right after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_act_sent_again_after_a_dropped_line_is_taken_once() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let opts = HellOptions::default();
    let mut me = host_named(
        &server.url(),
        GameSetup::SevensFromHell(opts),
        vec![SeatPlan::Host, easy(), easy(), easy()],
        "Anna",
    )
    .await;
    me.client
        .send(&ClientMessage::Start {
            code: me.code.clone(),
            token: me.token.clone(),
        })
        .await
        .unwrap();
    let mut bot = sevenfold_ai::Level::Normal.bot::<SevensFromHell>();
    let mut rng = sevenfold_core::cards::rng_from_seed(5);
    let mut acted_at = None;
    loop {
        let state = until(&mut me.client, |m| match m {
            ServerMessage::State(s) => Some(s),
            ServerMessage::Refused { reason, .. } => panic!("refused: {reason}"),
            _ => None,
        })
        .await;
        assert!(!state.over, "no action of the match could be sent twice");
        if state.to_act != Some(me.seat) || acted_at.replace(state.actions) == Some(state.actions) {
            continue;
        }
        // The match as the server has it, replayed here.
        let (_, seed, actions) = server.record(&me.code).unwrap();
        assert_eq!(actions.len(), state.actions);
        let mut m = Match::<SevensFromHell>::new(opts, seed).unwrap();
        for a in &actions {
            let a = SevensFromHell::read_action(m.hand(), a).unwrap();
            m.apply(a).unwrap();
        }
        // An action after which the seat acts again, and may take the same one again.
        let twice = m
            .hand()
            .legal_actions()
            .as_ref()
            .iter()
            .copied()
            .find(|&a| {
                let mut after = m.hand().clone();
                after.apply(a).is_ok()
                    && after.to_act() == Some(me.seat)
                    && SevensFromHell::read_action(&after, &SevensFromHell::write_action(a))
                        .is_ok_and(|again| after.legal_actions().as_ref().contains(&again))
            });
        let Some(a) = twice else {
            let view = m.hand().view(me.seat);
            let a = sevenfold_ai::Bot::choose(&mut *bot, &view, &mut rng).unwrap();
            me.client
                .send(&ClientMessage::ActAt {
                    code: me.code.clone(),
                    token: me.token.clone(),
                    action: SevensFromHell::write_action(a),
                    expect: state.actions,
                })
                .await
                .unwrap();
            continue;
        };
        let act = ClientMessage::ActAt {
            code: me.code.clone(),
            token: me.token.clone(),
            action: SevensFromHell::write_action(a),
            expect: state.actions,
        };
        me.client.send(&act).await.unwrap();
        // The state that shows it taken comes; then the line drops.
        until(&mut me.client, |m| match m {
            ServerMessage::State(s) if s.actions == state.actions + 1 => Some(()),
            _ => None,
        })
        .await;
        me.client.close().await;
        // Back on a new connection, the same act is sent again, as a client that did not
        // see it acknowledged does.
        let mut back = Client::connect(&server.url()).await.unwrap();
        back.send(&ClientMessage::Rejoin {
            code: me.code.clone(),
            token: me.token.clone(),
        })
        .await
        .unwrap();
        back.send(&act).await.unwrap();
        let (id, reason) = refusal(&mut back).await;
        assert_eq!(id, "stale", "{reason}");
        let (_, _, after) = server.record(&me.code).unwrap();
        assert_eq!(after.len(), state.actions + 1, "taken once: {reason}");
        // The seat is still to act, and the match goes on from there.
        assert_eq!(&after[..state.actions], &actions[..]);
        return;
    }
}
