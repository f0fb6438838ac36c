//! Tables over loopback (127.0.0.1, a free port): a four-player Sedma match between headless
//! clients to its end, with the result the engine gives replaying the same actions and no card
//! in any frame before the rules show it to that seat; bots
//! filling seats; and every refusal: another seat's turn, an illegal or malformed action, a
//! wrong version, a frame over 64 KiB, a code that fits no table, a start by a guest.
#![allow(clippy::unwrap_used)]

mod common;

use common::{Player, WAIT, cards_in, seated, sedma, sedma_options, until};

use sevenfold_core::cards::Card;
use sevenfold_core::engine::{Game, GameDef, Match, Seat};
use sevenfold_core::games::sedma::{Sedma, SedmaView};
use sevenfold_core::registry::GameSetup;
use sevenfold_net::client::ClientError;
use sevenfold_net::protocol::{PROTOCOL_VERSION, SeatInfo, SeatState};
use sevenfold_net::{Client, ClientMessage, SeatLine, SeatPlan, Server, ServerMessage};
use std::time::Duration;

/// How long a connection the server ends may take to be seen ended: the server gives what it
/// has left to write 5 s to go out before it lets the connection go.
const CLOSE_WAIT: Duration = Duration::from_secs(15);

async fn host(server: &Server, game: GameSetup, seats: Vec<SeatPlan>) -> Player {
    host_with(server, game, seats, None).await
}

/// [`host`], a computer player of `stand_in` playing for a person away.
async fn host_with(
    server: &Server,
    game: GameSetup,
    seats: Vec<SeatPlan>,
    stand_in: Option<&str>,
) -> Player {
    let mut client = Client::connect(&server.url()).await.unwrap();
    client
        .send(&ClientMessage::Host {
            game,
            seats,
            name: "Anna".into(),
            stand_in: stand_in.map(String::from),
            // The stand-in plays at once (the grace time has tests of its own).
            grace: stand_in.map(|_| 0),
            no_watchers: false,
        })
        .await
        .unwrap();
    seated(client).await
}

async fn join(server: &Server, code: &str, name: &str) -> Player {
    let mut client = Client::connect(&server.url()).await.unwrap();
    client
        .send(&ClientMessage::Join {
            code: code.to_lowercase(),
            name: name.into(),
        })
        .await
        .unwrap();
    seated(client).await
}

/// Anna hosts a two-player Sedma match to `target` with an easy stand-in for a person away,
/// and Ben joins it.
async fn anna_and_ben_with_stand_in(server: &Server, target: u32) -> (Player, Player) {
    let game = sedma(2, target);
    let anna = host_with(
        server,
        game,
        vec![SeatPlan::Host, SeatPlan::Open],
        Some("easy"),
    )
    .await;
    let ben = join(server, &anna.code, "Ben").await;
    (anna, ben)
}

/// A new line to the server at `url`, asking for the seat `token` holds at table `code`.
async fn rejoining(url: &str, code: &str, token: &str) -> Client {
    let mut client = Client::connect(url).await.unwrap();
    client
        .send(&ClientMessage::Rejoin {
            code: code.into(),
            token: token.into(),
        })
        .await
        .unwrap();
    client
}

/// Reads `client` until the server ends its connection (a Close frame, the end of the stream,
/// or the line reset), passing over any messages that come first; returns how many came, and
/// how the line ended. A connection still open after `within` fails the test: silence is not a
/// close.
async fn closed_by_server(client: &mut Client, within: Duration) -> (usize, String) {
    let deadline = tokio::time::Instant::now() + within;
    let mut before = 0;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        assert!(
            !left.is_zero(),
            "the connection was still open after {within:?} ({before} messages read)"
        );
        match client.recv(left).await {
            Ok(_) => before += 1,
            Err(ClientError::Line(how)) => return (before, how),
            Err(ClientError::Silent(_)) => panic!(
                "the server did not close the connection within {within:?}: only silence \
                 ({before} messages read)"
            ),
            Err(e) => panic!("not a close: {e}"),
        }
    }
}

async fn refusal(client: &mut Client) -> String {
    until(client, |m| match m {
        ServerMessage::Refused { reason, .. } => Some(reason),
        _ => None,
    })
    .await
}

/// Plays the seat's turns (the first legal card or decision of its view) until the match is
/// over; returns the last state seen.
async fn play(p: Player) -> SeatState {
    play_recording(p).await.0
}

/// [`play`], keeping every state the seat was sent.
async fn play_recording(p: Player) -> (SeatState, Vec<SeatState>) {
    let seat = p.seat;
    let seen = play_by(p, move |view| {
        let view: SedmaView = serde_json::from_value(view).unwrap();
        assert_eq!(view.seat, seat, "a seat is sent its own view");
        Sedma::write_action(view.legal[0])
    })
    .await;
    (seen.last().unwrap().clone(), seen)
}

/// Plays the seat's turns until the match is over, each with the action (in notation)
/// `decide` picks from the seat's view as sent; every state the seat was sent, the last one
/// at the end.
async fn play_by(
    mut p: Player,
    mut decide: impl FnMut(serde_json::Value) -> String,
) -> Vec<SeatState> {
    let mut seen = Vec::new();
    let mut acted_at: Option<usize> = None;
    loop {
        let state = until(&mut p.client, |m| match m {
            ServerMessage::State(s) => Some(s),
            ServerMessage::Refused { reason, .. } => panic!("seat {}: refused: {reason}", p.seat),
            _ => None,
        })
        .await;
        assert_eq!(state.seat, p.seat);
        seen.push(state.clone());
        if state.over {
            return seen;
        }
        // A state can come twice (someone came back): act once per position.
        if state.to_act == Some(p.seat) && acted_at.replace(state.actions) != Some(state.actions) {
            let act = ClientMessage::Act {
                code: p.code.clone(),
                token: p.token.clone(),
                action: decide(state.view),
            };
            p.client.send(&act).await.unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_sedma_match_is_played_to_its_end_over_the_network() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let opts = sedma_options(4, 6);
    let game = GameSetup::Sedma(opts);
    let plan = vec![
        SeatPlan::Host,
        SeatPlan::Open,
        SeatPlan::Open,
        SeatPlan::Open,
    ];
    let mut anna = host(&server, game.clone(), plan).await;
    let mut friends = Vec::new();
    for name in ["Ben", "Cyril", "Dana"] {
        friends.push(join(&server, &anna.code, name).await);
    }
    let seats: Vec<Seat> = friends.iter().map(|f| f.seat).collect();
    assert_eq!(seats, vec![1, 2, 3]);
    let lobby = until(&mut anna.client, |m| match m {
        ServerMessage::Lobby { seats, .. }
            if seats.iter().all(|s| matches!(s, SeatInfo::Person { .. })) =>
        {
            Some(seats)
        }
        _ => None,
    })
    .await;
    assert_eq!(
        lobby[3],
        SeatInfo::Person {
            name: "Dana".into(),
            connected: true,
            computer: None,
            computer_in: None,
            pending: false,
        }
    );
    anna.client
        .send(&ClientMessage::Start {
            code: anna.code.clone(),
            token: anna.token.clone(),
        })
        .await
        .unwrap();
    let code = anna.code.clone();
    let mut games = vec![tokio::spawn(play_recording(anna))];
    games.extend(friends.into_iter().map(|f| tokio::spawn(play_recording(f))));
    let mut ends = Vec::new();
    let mut frames = Vec::new();
    for g in games {
        let (end, seen) = g.await.unwrap();
        ends.push(end);
        frames.push(seen);
    }
    // Everyone saw the same end, and the engine replaying the server's actions agrees.
    let (setup, seed, actions) = server.record(&code).unwrap();
    assert_eq!(setup, game);
    let mut m = Match::<Sedma>::new(opts, seed).unwrap();
    // The cards each seat may not see after each action: the other hands and the stock.
    let hidden = |hand: &Sedma, seat: Seat| -> Vec<Card> {
        let mut cards: Vec<Card> = hand.stock().to_vec();
        for other in (0..4).filter(|&o| o != seat) {
            cards.extend(hand.hand(other).to_vec());
        }
        cards
    };
    let mut hidden_after = vec![(0..4).map(|s| hidden(m.hand(), s)).collect::<Vec<_>>()];
    // An action's events belong to the hand it was taken in, even when it ended that hand.
    let mut hidden_in_events = hidden_after.clone();
    for text in &actions {
        let a = Sedma::read_action(m.hand(), text).unwrap();
        let hands = m.records().len();
        m.apply(a).unwrap();
        hidden_after.push((0..4).map(|s| hidden(m.hand(), s)).collect());
        let its_hand = match m.last_hand() {
            Some(last) if m.records().len() > hands => last,
            _ => m.hand(),
        };
        hidden_in_events.push((0..4).map(|s| hidden(its_hand, s)).collect());
    }
    assert!(m.is_over());
    // Not one card reached a seat before the rules showed it to that seat.
    let mut checked = 0;
    for (seat, seen) in frames.iter().enumerate() {
        for state in seen {
            let secret = &hidden_after[state.actions][seat];
            let mut rest = serde_json::to_value(state).unwrap();
            let events = rest["events"].take();
            for card in cards_in(&rest) {
                assert!(
                    !secret.contains(&card),
                    "seat {seat} was sent {card:?} after {} actions",
                    state.actions
                );
                checked += 1;
            }
            let secret = &hidden_in_events[state.actions][seat];
            for card in cards_in(&events) {
                assert!(
                    !secret.contains(&card),
                    "seat {seat} was told of {card:?} in the events of action {}",
                    state.actions
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked} cards checked");
    for end in &ends {
        assert_eq!(end.totals, m.totals());
        assert_eq!(end.actions, actions.len());
        assert_eq!(end.hands_played, m.records().len());
    }
    assert!(m.records().len() >= 2, "a whole match of several hands");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_fill_the_seats_the_host_gives_them() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let game = sedma(2, 3);
    let mut anna = host(
        &server,
        game,
        vec![
            SeatPlan::Bot {
                level: "easy".into(),
            },
            SeatPlan::Host,
        ],
    )
    .await;
    assert_eq!(anna.seat, 1);
    anna.client
        .send(&ClientMessage::Start {
            code: anna.code.clone(),
            token: anna.token.clone(),
        })
        .await
        .unwrap();
    let end = play(anna).await;
    assert!(end.over);
    assert!(end.totals.iter().any(|&t| t >= 3), "{:?}", end.totals);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whatever_cannot_be_done_is_refused_with_its_reason_and_the_table_goes_on() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let game = sedma(2, 3);
    let mut anna = host(&server, game.clone(), vec![SeatPlan::Host, SeatPlan::Open]).await;
    let code = anna.code.clone();

    // Codes that fit no table, then too many of them (from an address of its own: the
    // others here are not held back by its guesses).
    let mut guesser = Client::connect_from(&server.url(), [127, 0, 0, 2].into())
        .await
        .unwrap();
    for _ in 0..5 {
        guesser
            .send(&ClientMessage::Join {
                code: "ZZZZZZZZ".into(),
                name: "Eve".into(),
            })
            .await
            .unwrap();
        assert!(
            refusal(&mut guesser)
                .await
                .contains("no table has the code")
        );
    }
    guesser
        .send(&ClientMessage::Join {
            code: code.clone(),
            name: "Eve".into(),
        })
        .await
        .unwrap();
    assert!(refusal(&mut guesser).await.contains("too many codes"));

    // Names that hide something: an override of the text's direction, a zero-width space.
    for name in ["Ben\u{202E}nnA", "A\u{200B}nna"] {
        let mut sly = Client::connect(&server.url()).await.unwrap();
        sly.send(&ClientMessage::Join {
            code: code.clone(),
            name: name.into(),
        })
        .await
        .unwrap();
        assert!(refusal(&mut sly).await.contains("invisible"), "{name:?}");
    }

    let mut ben = join(&server, &code, "Ben").await;
    // A guest does not start the match; nobody acts before it starts.
    ben.client
        .send(&ClientMessage::Start {
            code: code.clone(),
            token: ben.token.clone(),
        })
        .await
        .unwrap();
    assert!(refusal(&mut ben.client).await.contains("only the host"));
    anna.client
        .send(&ClientMessage::Start {
            code: code.clone(),
            token: anna.token.clone(),
        })
        .await
        .unwrap();
    let mut firsts = Vec::new();
    for p in [&mut anna, &mut ben] {
        firsts.push(
            until(&mut p.client, |m| match m {
                ServerMessage::State(s) => Some(s),
                _ => None,
            })
            .await,
        );
    }
    let to_act = firsts[0].to_act.unwrap();
    let (mover, waiter, first) = if to_act == anna.seat {
        (&mut anna, &mut ben, &firsts[0])
    } else {
        (&mut ben, &mut anna, &firsts[1])
    };
    // Out of turn, and a token that holds no seat.
    waiter
        .client
        .send(&ClientMessage::Act {
            code: code.clone(),
            token: waiter.token.clone(),
            action: "7h".into(),
        })
        .await
        .unwrap();
    assert!(refusal(&mut waiter.client).await.contains("turn"));
    waiter
        .client
        .send(&ClientMessage::Act {
            code: code.clone(),
            token: "0".repeat(32),
            action: "7h".into(),
        })
        .await
        .unwrap();
    assert!(refusal(&mut waiter.client).await.contains("holds no seat"));
    // Not an action, and a decision that is not the seat's to take now (only the leader ends
    // a trick, once it is round).
    for (action, why) in [
        ("fly", "is not an action"),
        ("end", "ended only by its leader"),
    ] {
        mover
            .client
            .send(&ClientMessage::Act {
                code: code.clone(),
                token: mover.token.clone(),
                action: action.into(),
            })
            .await
            .unwrap();
        let reason = refusal(&mut mover.client).await;
        assert!(reason.contains(why) && !reason.is_empty(), "{reason}");
    }
    // Junk, a binary frame, another protocol version.
    mover.client.send_text("{\"type\":".into()).await.unwrap();
    assert!(
        refusal(&mut mover.client)
            .await
            .contains(&format!("not a message of protocol {PROTOCOL_VERSION}"))
    );
    mover
        .client
        .send(&ClientMessage::Hello { version: 99 })
        .await
        .unwrap();
    assert!(
        refusal(&mut mover.client)
            .await
            .contains(&format!("protocol {PROTOCOL_VERSION}, not 99"))
    );

    // The table went on: the mover's legal move is taken.
    let view: SedmaView = serde_json::from_value(first.view.clone()).unwrap();
    assert_eq!(view.seat, to_act);
    let legal = view.legal[0];
    mover
        .client
        .send(&ClientMessage::Act {
            code: code.clone(),
            token: mover.token.clone(),
            action: Sedma::write_action(legal),
        })
        .await
        .unwrap();
    let after = until(&mut waiter.client, |m| match m {
        ServerMessage::State(s) if s.actions == 1 => Some(s),
        _ => None,
    })
    .await;
    assert_eq!(after.to_act, Some(waiter.seat));

    // A frame over 64 KiB ends that connection, and only it.
    let mut flooder = Client::connect(&server.url()).await.unwrap();
    flooder.send_text("x".repeat(70 * 1024)).await.unwrap();
    let (told, how) = closed_by_server(&mut flooder, CLOSE_WAIT).await;
    assert_eq!(told, 0, "nothing is answered to a frame too large ({how})");
    // The two seated connections still work: the waiter, now to act, plays, and the mover is
    // told.
    let view: SedmaView = serde_json::from_value(after.view.clone()).unwrap();
    assert_eq!(view.seat, waiter.seat);
    waiter
        .client
        .send(&ClientMessage::Act {
            code: code.clone(),
            token: waiter.token.clone(),
            action: Sedma::write_action(view.legal[0]),
        })
        .await
        .unwrap();
    let second = until(&mut mover.client, |m| match m {
        ServerMessage::State(s) if s.actions == 2 => Some(s),
        _ => None,
    })
    .await;
    assert_eq!(second.seat, mover.seat);
    let mut next = Client::connect(&server.url()).await.unwrap();
    next.send(&ClientMessage::Join {
        code: code.clone(),
        name: "Eve".into(),
    })
    .await
    .unwrap();
    assert!(refusal(&mut next).await.contains("every seat"));
    assert_eq!(server.tables(), 1);
}

/// Plays a seat over its self-mending line until the match is over; returns the last state and
/// the first one seen.
async fn play_line(mut line: SeatLine, seat: Seat) -> (SeatState, SeatState, SeatLine) {
    let mut first = None;
    let mut acted_at: Option<usize> = None;
    loop {
        let state = match line.recv(WAIT).await.unwrap() {
            ServerMessage::State(s) => s,
            ServerMessage::Refused { reason, .. } => panic!("seat {seat}: refused: {reason}"),
            _ => continue,
        };
        let first = first.get_or_insert_with(|| state.clone()).clone();
        if state.over {
            return (state, first, line);
        }
        // A state can come twice (someone came back): act once per position.
        if state.to_act == Some(seat) && acted_at.replace(state.actions) != Some(state.actions) {
            let view: SedmaView = serde_json::from_value(state.view.clone()).unwrap();
            let action = Sedma::write_action(view.legal[0]);
            let act = ClientMessage::Act {
                code: line.code().to_string(),
                token: line.token().to_string(),
                action,
            };
            line.send(&act).await.unwrap();
        }
    }
}

async fn start(p: &mut Player) {
    p.client
        .send(&ClientMessage::Start {
            code: p.code.clone(),
            token: p.token.clone(),
        })
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_line_comes_back_to_its_seat() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let game = sedma(2, 3);
    let mut anna = host(&server, game, vec![SeatPlan::Host, SeatPlan::Open]).await;
    let ben = join(&server, &anna.code, "Ben").await;
    start(&mut anna).await;
    let url = server.url();
    let (code, ben_seat) = (anna.code.clone(), ben.seat);
    let mut anna_line = SeatLine::new(&url, &code, &anna.token, anna.client);
    let mut ben_line = SeatLine::new(&url, &code, &ben.token, ben.client);

    ben_line.drop_line().await;
    // Anna's table shows Ben away, then back once his line has mended itself.
    // (Ben's next read brings him back.)
    loop {
        if let ServerMessage::Lobby { seats, .. } = anna_line.recv(WAIT).await.unwrap()
            && seats[ben_seat]
                == (SeatInfo::Person {
                    name: "Ben".into(),
                    connected: false,
                    computer: None,
                    computer_in: None,
                    pending: false,
                })
        {
            break;
        }
    }
    let anna_task = tokio::spawn(play_line(anna_line, 0));
    let (ben_end, ben_first, ben_line) = play_line(ben_line, ben_seat).await;
    let (anna_end, _, _) = anna_task.await.unwrap();
    assert_eq!(ben_line.reconnects(), 1);
    assert_eq!(ben_first.seat, ben_seat, "his own seat again");
    assert!(ben_end.over && anna_end.over);
    assert_eq!(ben_end.totals, anna_end.totals);
}

/// A server kept on disk and started again takes its tables up at their last acknowledged
/// action; the players come back with their tokens and finish the match.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_started_again_takes_up_its_kept_tables() {
    let dir = std::env::temp_dir().join(format!("sevenfold-net-keep-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (server, problems) = Server::start_keeping("127.0.0.1:0", Some(&dir))
        .await
        .unwrap();
    assert!(problems.is_empty());
    let game = sedma(2, 3);
    let mut anna = host(&server, game, vec![SeatPlan::Host, SeatPlan::Open]).await;
    let mut ben = join(&server, &anna.code, "Ben").await;
    start(&mut anna).await;
    // Five actions, each acknowledged to both seats.
    for k in 1..=5 {
        let mut states = Vec::new();
        for p in [&mut anna, &mut ben] {
            states.push(
                until(&mut p.client, |m| match m {
                    ServerMessage::State(s) if s.actions == k - 1 => Some(s),
                    _ => None,
                })
                .await,
            );
        }
        let to_act = states[0].to_act.unwrap();
        let (p, state) = if to_act == anna.seat {
            (&mut anna, &states[0])
        } else {
            (&mut ben, &states[1])
        };
        let view: SedmaView = serde_json::from_value(state.view.clone()).unwrap();
        p.client
            .send(&ClientMessage::Act {
                code: p.code.clone(),
                token: p.token.clone(),
                action: Sedma::write_action(view.legal[0]),
            })
            .await
            .unwrap();
    }
    until(&mut anna.client, |m| match m {
        ServerMessage::State(s) if s.actions == 5 => Some(()),
        _ => None,
    })
    .await;
    let code = anna.code.clone();
    let before = server.record(&code).unwrap();
    assert_eq!(before.2.len(), 5);
    server.stop();

    let (again, problems) = Server::start_keeping("127.0.0.1:0", Some(&dir))
        .await
        .unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(again.record(&code).unwrap(), before);
    let url = again.url();
    let mut lines = Vec::new();
    for p in [&anna, &ben] {
        let client = rejoining(&url, &code, &p.token).await;
        lines.push((SeatLine::new(&url, &code, &p.token, client), p.seat));
    }
    let (ben_line, ben_seat) = lines.pop().unwrap();
    let (anna_line, anna_seat) = lines.pop().unwrap();
    let anna_task = tokio::spawn(play_line(anna_line, anna_seat));
    let (ben_end, ben_first, _) = play_line(ben_line, ben_seat).await;
    let (anna_end, anna_first, _) = anna_task.await.unwrap();
    assert_eq!(anna_first.actions, 5);
    assert_eq!(ben_first.actions, 5);
    assert_eq!(anna_end.totals, ben_end.totals);
    assert!(anna_end.over);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A bounded load: ten tables of four clients play for two seconds; every action comes back
/// acknowledged, none is refused or lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_busy_tables_lose_nothing() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let report = sevenfold_net::load::run(
        &server.url(),
        (10, None, "sedma"),
        Duration::from_secs(2),
        Duration::ZERO,
        || {},
    )
    .await
    .unwrap();
    assert_eq!(report.errors, 0, "{report:?}");
    assert_eq!(report.lost_actions, 0, "{report:?}");
    assert!(report.actions > 100, "{report:?}");
    assert!(report.rtt_ms_p50 > 0.0 && report.rtt_ms_p99 >= report.rtt_ms_p50);
    assert_eq!(server.tables(), 10);
}

/// Every registered game can be loaded: four tables of each play for two seconds, their
/// matches played again as they end, and nothing is refused or lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_can_be_loaded_and_played_again() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    for kind in sevenfold_core::registry::GameKind::ALL {
        let report = sevenfold_net::load::run(
            &server.url(),
            (4, None, kind.id()),
            Duration::from_secs(2),
            Duration::ZERO,
            || {},
        )
        .await
        .unwrap();
        assert_eq!((report.errors, report.lost_actions), (0, 0), "{report:?}");
        assert!(report.actions > 20, "{report:?}");
    }
    let err = sevenfold_net::load::game_named("chess")
        .map(|_| ())
        .unwrap_err();
    assert!(err.contains("sedma"), "{err}");
}

/// A bounded load with the server's bots: at each of four tables one client plays beside
/// three easy computer players; the client's actions all come back acknowledged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_beside_the_servers_bots_loses_nothing() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let report = sevenfold_net::load::run(
        &server.url(),
        (4, Some("easy".into()), "sedma"),
        Duration::from_secs(2),
        Duration::ZERO,
        || {},
    )
    .await
    .unwrap();
    assert_eq!((report.errors, report.lost_actions), (0, 0), "{report:?}");
    assert!(report.actions > 10, "{report:?}");
    assert_eq!(report.bots.as_deref(), Some("easy"));
}

/// Three-player All Fours with bots: until trumps are settled only the dealer and eldest may
/// look at their cards (rule book 2.3), and the other seat's cards are not sent to it before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_all_fours_seat_is_not_sent_cards_it_may_not_look_at_yet() {
    use sevenfold_core::games::all_fours::{AllFours, AllFoursOptions, AllFoursView};
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut opts = AllFoursOptions::for_players(3);
    opts.match_end = sevenfold_core::games::all_fours::MatchEnd::Target(7);
    let bot = || SeatPlan::Bot {
        level: "easy".into(),
    };
    let mut anna = host(
        &server,
        GameSetup::AllFours(opts),
        vec![SeatPlan::Host, bot(), bot()],
    )
    .await;
    start(&mut anna).await;
    let (mut blind, mut seeing) = (0, 0);
    let mut acted_at = None;
    loop {
        let state = until(&mut anna.client, |m| match m {
            ServerMessage::State(s) => Some(s),
            ServerMessage::Refused { reason, .. } => panic!("refused: {reason}"),
            _ => None,
        })
        .await;
        let view: AllFoursView = serde_json::from_value(state.view.clone()).unwrap();
        if view.may_look {
            seeing += 1;
        } else {
            blind += 1;
            assert!(
                view.hand.is_empty(),
                "sent {:?} before it may look",
                view.hand
            );
            assert!(cards_in(&state.view["hand"]).is_empty());
            for e in &state.events {
                if let Some(run) = e.pointer("/Hand/Received") {
                    assert!(
                        cards_in(&run["cards"]).is_empty(),
                        "run to a blind seat: {e}"
                    );
                }
            }
        }
        if state.over {
            break;
        }
        if state.to_act == Some(anna.seat) && acted_at.replace(state.actions) != Some(state.actions)
        {
            let act = ClientMessage::Act {
                code: anna.code.clone(),
                token: anna.token.clone(),
                action: AllFours::write_action(view.legal[0]),
            };
            anna.client.send(&act).await.unwrap();
        }
    }
    assert!(blind > 0 && seeing > 0, "blind {blind}, seeing {seeing}");
}

/// With a stand-in chosen, a friend whose line drops has a computer player play their seat:
/// the match goes on to its end without them, and they come back to its end, all of it told.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_plays_for_a_friend_away_when_the_host_chose_so() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let (mut anna, ben) = anna_and_ben_with_stand_in(&server, 2).await;
    let lobby = until(&mut anna.client, |m| match m {
        ServerMessage::Lobby {
            seats, stand_in, ..
        } if seats.iter().all(|s| !matches!(s, SeatInfo::Open)) => Some(stand_in),
        _ => None,
    })
    .await;
    assert_eq!(lobby.as_deref(), Some("easy"));
    start(&mut anna).await;
    // Ben's line drops before his first move, for good.
    let (code, token, seat) = (ben.code.clone(), ben.token.clone(), ben.seat);
    ben.client.close().await;
    let end = play(anna).await;
    assert!(end.over, "the match ended without Ben");
    assert!(end.totals.iter().any(|&t| t >= 2));
    // Ben comes back to the finished match, told all of it.
    let mut back = rejoining(&server.url(), &code, &token).await;
    let state = until(&mut back, |m| match m {
        ServerMessage::State(s) => Some(s),
        _ => None,
    })
    .await;
    assert_eq!(state.seat, seat);
    assert!(state.over);
    let finished = state.finished.expect("the whole match once it is over");
    assert_eq!(finished.actions.len(), state.actions);
}

/// With a certificate and key a server speaks only `wss://`: a client that trusts the
/// certificate hosts a table, a plain `ws://` client cannot talk to it, a client that trusts
/// only the web's authorities refuses the self-signed certificate, and a missing key file is
/// named in the error.
#[cfg(feature = "tls")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_with_a_certificate_speaks_wss_only() {
    use sevenfold_net::TlsFiles;
    let signed =
        rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_string(), "localhost".into()])
            .unwrap();
    let dir = std::env::temp_dir().join(format!("sevenfold-tls-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files = TlsFiles {
        cert: dir.join("cert.pem"),
        key: dir.join("key.pem"),
    };
    std::fs::write(&files.cert, signed.cert.pem()).unwrap();
    std::fs::write(&files.key, signed.key_pair.serialize_pem()).unwrap();
    let (server, _) = Server::start_secure("127.0.0.1:0", None, Some(&files))
        .await
        .unwrap();
    assert!(
        server.url().starts_with("wss://127.0.0.1:"),
        "{}",
        server.url()
    );

    let trust = sevenfold_net::tls::trusting(signed.cert.pem().as_bytes()).unwrap();
    let mut anna = Client::connect_trusting(&server.url(), trust)
        .await
        .unwrap();
    anna.send(&ClientMessage::Host {
        game: sedma(2, 1),
        seats: vec![SeatPlan::Host, SeatPlan::Open],
        name: "Anna".into(),
        stand_in: None,
        grace: None,
        no_watchers: false,
    })
    .await
    .unwrap();
    let code = until(&mut anna, |m| match m {
        ServerMessage::Seated { code, .. } => Some(code),
        _ => None,
    })
    .await;
    assert_eq!(code.len(), 8);
    assert_eq!(server.tables(), 1);

    let plain = Client::connect(&format!("ws://{}", server.addr())).await;
    assert!(plain.is_err(), "a plain connection was answered");
    let Err(untrusted) = Client::connect(&server.url()).await else {
        panic!("a self-signed certificate was trusted");
    };
    assert!(untrusted.to_string().contains("certificate"), "{untrusted}");

    let missing = TlsFiles {
        key: dir.join("nowhere.pem"),
        ..files.clone()
    };
    let Err(e) = Server::start_secure("127.0.0.1:0", None, Some(&missing)).await else {
        panic!("a server started without its key");
    };
    assert!(e.to_string().contains("nowhere.pem"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Before the start, a friend who leaves gives the seat back and the host's leaving closes the
/// table (the others are told); after the start, leaving is refused: the seat waits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leaving_before_the_start_gives_the_seat_back() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let game = sedma(2, 1);
    let mut anna = host(&server, game.clone(), vec![SeatPlan::Host, SeatPlan::Open]).await;
    let mut ben = join(&server, &anna.code, "Ben").await;
    let leave = |p: &Player| ClientMessage::Leave {
        code: p.code.clone(),
        token: p.token.clone(),
    };
    // The lobby first shows Ben seated (the one before, of the table alone, has Open too).
    until(&mut anna.client, |m| match m {
        ServerMessage::Lobby { seats, .. } if seats[1] != SeatInfo::Open => Some(()),
        _ => None,
    })
    .await;
    ben.client.send(&leave(&ben)).await.unwrap();
    until(&mut anna.client, |m| match m {
        ServerMessage::Lobby { seats, .. } if seats[1] == SeatInfo::Open => Some(()),
        _ => None,
    })
    .await;
    start(&mut anna).await;
    assert!(
        refusal(&mut anna.client)
            .await
            .contains("a seat is still open")
    );
    let mut cyril = join(&server, &anna.code, "Cyril").await;
    assert_eq!(cyril.seat, 1, "the seat Ben gave back");
    start(&mut anna).await;
    until(&mut cyril.client, |m| match m {
        ServerMessage::State(_) => Some(()),
        _ => None,
    })
    .await;
    cyril.client.send(&leave(&cyril)).await.unwrap();
    assert!(refusal(&mut cyril.client).await.contains("your seat waits"));

    // A second table: its host leaves before the start, and it is gone.
    let mut dana = host(&server, game, vec![SeatPlan::Host, SeatPlan::Open]).await;
    let mut eve = join(&server, &dana.code, "Eve").await;
    assert_eq!(server.tables(), 2);
    dana.client.send(&leave(&dana)).await.unwrap();
    let closed = until(&mut eve.client, |m| match m {
        ServerMessage::Closed { reason, .. } => Some(reason),
        _ => None,
    })
    .await;
    assert!(closed.contains("the host closed the table"), "{closed}");
    assert_eq!(server.tables(), 1);
}

/// A whole three-player All Fours match between people over the network: every frame each
/// seat receives (its view, the events of each action, the deal finished last) is checked
/// against the cards it may not see at that moment (the other hands, their face-down discards,
/// the stock, and its own cards before it may look at them), and everybody sees the end the
/// engine reaches replaying the server's actions.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_player_all_fours_match_sends_nobody_a_card_too_soon() {
    use sevenfold_core::games::all_fours::{
        AllFours, AllFoursOptions, AllFoursView, MatchEnd as AfEnd,
    };
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut opts = AllFoursOptions::for_players(3);
    opts.match_end = AfEnd::Target(7);
    let game = GameSetup::AllFours(opts);
    let mut anna = host(
        &server,
        game.clone(),
        vec![SeatPlan::Host, SeatPlan::Open, SeatPlan::Open],
    )
    .await;
    let mut friends = Vec::new();
    for name in ["Ben", "Cyril"] {
        friends.push(join(&server, &anna.code, name).await);
    }
    start(&mut anna).await;
    let code = anna.code.clone();
    // Each seat plays its first legal action, recording what it was sent.
    async fn play_af(p: Player) -> Vec<SeatState> {
        play_by(p, |view| {
            let view: AllFoursView = serde_json::from_value(view).unwrap();
            AllFours::write_action(view.legal[0])
        })
        .await
    }
    let mut games = vec![tokio::spawn(play_af(anna))];
    games.extend(friends.into_iter().map(|f| tokio::spawn(play_af(f))));
    let mut frames = Vec::new();
    for g in games {
        frames.push(g.await.unwrap());
    }
    let (_, seed, actions) = server.record(&code).unwrap();
    // What each seat may not see in a position of a deal.
    let hidden = |hand: &AllFours, seat: Seat| -> Vec<Card> {
        let mut cards: Vec<Card> = hand.stock().to_vec();
        for other in (0..3).filter(|&o| o != seat) {
            cards.extend(hand.hand(other).iter());
            cards.extend(hand.discards(other).iter());
        }
        if !hand.view(seat).may_look {
            cards.extend(hand.hand(seat).iter());
        }
        cards
    };
    let mut m = Match::<AllFours>::new(opts, seed).unwrap();
    let mut now = vec![(0..3).map(|s| hidden(m.hand(), s)).collect::<Vec<_>>()];
    let mut of_last = vec![vec![Vec::new(); 3]];
    // The events of an action before its `NewHand` belong to the deal it was taken in; the
    // ones after, to the deal dealt then (which may end at once, with the match).
    let mut of_events = now.clone();
    let mut of_new_deal = now.clone();
    for text in &actions {
        let a = AllFours::read_action(m.hand(), text).unwrap();
        let mut its_deal = *m.hand();
        its_deal.apply(a).unwrap();
        let hands = m.records().len();
        m.apply(a).unwrap();
        now.push((0..3).map(|s| hidden(m.hand(), s)).collect());
        let last = m.last_hand();
        of_last.push(
            (0..3)
                .map(|s| last.map(|h| hidden(h, s)).unwrap_or_default())
                .collect(),
        );
        of_events.push((0..3).map(|s| hidden(&its_deal, s)).collect());
        let new_deal = match last {
            Some(h) if m.records().len() > hands + 1 => h,
            _ => m.hand(),
        };
        of_new_deal.push((0..3).map(|s| hidden(new_deal, s)).collect());
    }
    assert!(m.is_over());
    let mut checked = 0;
    for (seat, seen) in frames.iter().enumerate() {
        for state in seen {
            let k = state.actions;
            let mut rest = serde_json::to_value(state).unwrap();
            // The whole match, told once it is over, is no secret then.
            rest["finished"].take();
            // An action that ends a deal also opens the next (its turn-up): the events
            // before `NewHand` belong to the deal that ended, the ones after it to the new.
            let events = rest["events"].take();
            let events = events.as_array().cloned().unwrap_or_default();
            let split = events
                .iter()
                .position(|e| e.get("NewHand").is_some())
                .unwrap_or(events.len());
            let parts = [
                (
                    serde_json::Value::Array(events[..split].to_vec()),
                    &of_events[k][seat],
                    "events",
                ),
                (
                    serde_json::Value::Array(events[split..].to_vec()),
                    &of_new_deal[k][seat],
                    "events of the new deal",
                ),
                (rest["last_hand"].take(), &of_last[k][seat], "last deal"),
                (rest, &now[k][seat], "view"),
            ];
            for (value, secret, what) in parts {
                for card in cards_in(&value) {
                    assert!(
                        !secret.contains(&card),
                        "seat {seat} was sent {card:?} in its {what} after {k} actions: {}",
                        serde_json::to_string(&state.events).unwrap_or_default()
                    );
                    checked += 1;
                }
            }
        }
        let end = seen.last().unwrap();
        assert!(end.over);
        assert_eq!(end.totals, m.totals());
        assert_eq!(end.actions, actions.len());
    }
    assert!(checked > 500, "{checked} cards checked");
}

/// A stand-in plays only while somebody is at the table: when everybody has left, the match
/// waits; when one comes back, it goes on, the stand-in playing for the one still away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_everybody_left_waits_for_somebody() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let (mut anna, ben) = anna_and_ben_with_stand_in(&server, 1).await;
    start(&mut anna).await;
    until(&mut anna.client, |m| match m {
        ServerMessage::State(_) => Some(()),
        _ => None,
    })
    .await;
    let (code, token) = (anna.code.clone(), anna.token.clone());
    anna.client.close().await;
    ben.client.close().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = server.record(&code).unwrap().2.len();
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        server.record(&code).unwrap().2.len(),
        before,
        "nobody is there"
    );
    // Anna comes back: she plays her seat, the stand-in Ben's, to the end.
    let mut client = rejoining(&server.url(), &code, &token).await;
    let seat = until(&mut client, |m| match m {
        ServerMessage::Seated { seat, .. } => Some(seat),
        _ => None,
    })
    .await;
    let end = play(Player {
        client,
        code,
        seat,
        token,
    })
    .await;
    assert!(end.over);
}

/// Tables nobody is at are forgotten after their time: a lobby left empty and a finished
/// match go, a match left unfinished stays for its people to come back to.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_nobody_is_at_are_forgotten_in_their_time() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    server.set_expiry(sevenfold_net::Expiry {
        lobby: Duration::from_millis(200),
        over: Duration::from_millis(200),
        playing: Duration::from_secs(3600),
    });
    let game = sedma(2, 1);
    let bot = || SeatPlan::Bot {
        level: "easy".into(),
    };
    let lobby = host(&server, game.clone(), vec![SeatPlan::Host, SeatPlan::Open]).await;
    let mut finished = host(&server, game.clone(), vec![SeatPlan::Host, bot()]).await;
    let mut unfinished = host(&server, game, vec![SeatPlan::Host, bot()]).await;
    let codes = [
        lobby.code.clone(),
        finished.code.clone(),
        unfinished.code.clone(),
    ];
    start(&mut unfinished).await;
    until(&mut unfinished.client, |m| match m {
        ServerMessage::State(_) => Some(()),
        _ => None,
    })
    .await;
    start(&mut finished).await;
    let end = play(finished).await;
    assert!(end.over);
    lobby.client.close().await;
    unfinished.client.close().await;
    let started = std::time::Instant::now();
    while server.tables() > 1 && started.elapsed() < WAIT {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(server.tables(), 1);
    assert!(server.record(&codes[0]).is_none() && server.record(&codes[1]).is_none());
    assert!(
        server.record(&codes[2]).is_some(),
        "the unfinished match stays"
    );
}

/// A refusal a window words in its own language comes with its id and values beside the
/// English reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_carry_an_id_to_word_them_by() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let mut client = Client::connect(&server.url()).await.unwrap();
    client
        .send(&ClientMessage::Join {
            code: "zzzzzz".into(),
            name: "Ben".into(),
        })
        .await
        .unwrap();
    let (reason, why) = until(&mut client, |m| match m {
        ServerMessage::Refused { reason, why } => Some((reason, why)),
        _ => None,
    })
    .await;
    assert_eq!(reason, "no table has the code 'zzzzzz'");
    let why = why.expect("an id for the window");
    assert_eq!((why.id.as_str(), why.arg("code")), ("no-table", "zzzzzz"));
}

/// A Sevens from Hell match between two people and two computer players, each person's moves
/// chosen from the view the server sent (by the rules of thumb, as the normal level plays):
/// every view a seat is sent is the engine's view for it, another hand shows only the cards
/// everybody saw go into it and no foot shows until the round's cards are counted, the others'
/// draws come face down, and every seat sees the end the engine gives.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sevens_from_hell_match_is_played_to_its_end_and_shows_nobody_a_hidden_card() {
    use sevenfold_ai::Level;
    use sevenfold_core::cards::rng_from_seed;
    use sevenfold_core::games::sevens_from_hell::{HellOptions, HellView, SevensFromHell};
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let opts = HellOptions::for_players(4);
    let game = GameSetup::SevensFromHell(opts);
    let bot = SeatPlan::Bot {
        level: "normal".into(),
    };
    let mut anna = host(
        &server,
        game.clone(),
        vec![SeatPlan::Host, bot.clone(), SeatPlan::Open, bot],
    )
    .await;
    let ben = join(&server, &anna.code, "Ben").await;
    assert_eq!(ben.seat, 2);
    start(&mut anna).await;
    let code = anna.code.clone();
    async fn play_hell(p: Player) -> Vec<SeatState> {
        let mut me = Level::Normal.bot::<SevensFromHell>();
        let mut rng = rng_from_seed(p.seat as u64);
        play_by(p, move |view| {
            let view: HellView = serde_json::from_value(view).unwrap();
            SevensFromHell::write_action(me.choose(&view, &mut rng).unwrap())
        })
        .await
    }
    let people = [
        (0, tokio::spawn(play_hell(anna))),
        (2, tokio::spawn(play_hell(ben))),
    ];
    let mut frames = Vec::new();
    for (seat, g) in people {
        frames.push((seat, g.await.unwrap()));
    }
    let (setup, seed, actions) = server.record(&code).unwrap();
    assert_eq!(setup, game);
    let mut m = Match::<SevensFromHell>::new(opts, seed).unwrap();
    let mut at: std::collections::HashMap<usize, Vec<(Seat, &SeatState)>> = Default::default();
    for (seat, seen) in &frames {
        for state in seen {
            at.entry(state.actions).or_default().push((*seat, state));
        }
    }
    let mut checked = 0;
    for k in 0..=actions.len() {
        for &(seat, state) in at.get(&k).into_iter().flatten() {
            let truth = serde_json::to_value(m.hand().view(seat)).unwrap();
            assert_eq!(state.view, truth, "seat {seat} was sent the engine's view");
            let over = state.view["phase"] == "over";
            for other in (0..4).filter(|&o| o != seat) {
                if !over {
                    assert_eq!(
                        state.view["hands"][other], state.view["known"][other],
                        "seat {seat} sees of seat {other}'s hand only what everybody saw"
                    );
                }
            }
            for foot in state.view["feet"].as_array().unwrap() {
                assert!(over || foot == "", "seat {seat} was shown a foot");
            }
            if let Some(last) = &state.last_hand {
                let truth = serde_json::to_value(m.last_hand().unwrap().view(seat)).unwrap();
                assert_eq!(last, &truth, "the finished round as its end shows it");
            }
            for e in &state.events {
                let Some(hand) = e.get("Hand") else { continue };
                for (kind, field) in [
                    ("Drew", "cards"),
                    ("TookFoot", "cards"),
                    ("Staged", "cards"),
                    ("TookPile", "drawn"),
                ] {
                    let Some(ev) = hand.get(kind) else { continue };
                    if ev["seat"] != seat {
                        let cards = ev[field].as_array().unwrap();
                        assert!(
                            cards.iter().all(|c| c.is_null()),
                            "seat {seat} saw another's {kind}"
                        );
                        checked += cards.len();
                    }
                }
            }
            checked += 1;
        }
        if let Some(text) = actions.get(k) {
            let a = SevensFromHell::read_action(m.hand(), text).unwrap();
            m.apply(a).unwrap();
        }
    }
    assert!(m.is_over());
    assert!(checked > 500, "{checked} frames and cards checked");
    for (_, seen) in &frames {
        let end = seen.last().unwrap();
        assert_eq!(end.totals, m.totals());
        assert_eq!(end.records.len(), 4, "four rounds");
    }
}

/// A client that sends and never reads is cut off once its unread messages pile up, instead
/// of growing the server's memory; the table and the server go on, and its seat may come back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_cut_off_and_the_table_goes_on() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    // Read as fast as it sends (a server reads 50 a second past a burst, which would take a
    // minute to fill the kernel's buffers and the 2 MiB queue).
    server.set_limits(sevenfold_net::Limits {
        rate: 100_000.0,
        ..sevenfold_net::Limits::default()
    });
    let game = sedma(2, 3);
    let mut anna = host(
        &server,
        game,
        vec![
            SeatPlan::Host,
            SeatPlan::Bot {
                level: "easy".into(),
            },
        ],
    )
    .await;
    start(&mut anna).await;
    // Every rejoin is answered with the seat, the lobby and the whole state: a few kB unread.
    let mut flood = rejoining(&server.url(), &anna.code, &anna.token).await;
    let rejoin = ClientMessage::Rejoin {
        code: anna.code.clone(),
        token: anna.token.clone(),
    };
    // Sending stops when the server has ended the line (or the rejoins run out). A server
    // that neither reads nor ends the line would keep the sender waiting: that is bounded too.
    let mut sent = 0;
    let sending = async {
        while sent < 50_000 && flood.send(&rejoin).await.is_ok() {
            sent += 1;
        }
    };
    tokio::time::timeout(Duration::from_secs(60), sending)
        .await
        .expect("the server neither took the rejoins nor ended the line in 60 s");
    // The server ends the line itself once 2 MiB wait for it: its end is read, after what
    // was written before it.
    let (told, how) = closed_by_server(&mut flood, CLOSE_WAIT).await;
    eprintln!("cut off after {sent} rejoins sent, {told} messages read: {how}");
    // The seat comes back on a new line, and the match is as it was.
    let mut back = rejoining(&server.url(), &anna.code, &anna.token).await;
    let state = until(&mut back, |m| match m {
        ServerMessage::State(s) => Some(s),
        _ => None,
    })
    .await;
    assert_eq!(state.seat, anna.seat);
    assert!(!state.over);
}

/// Moves go to a journal, which is let go once it has grown (the tables with moves in it
/// written whole again); a server started again after whole matches played so, with the
/// journal let go many times, takes every table up at its last action.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_journal_of_moves_is_let_go_and_nothing_is_lost() {
    let dir = std::env::temp_dir().join(format!("sevenfold-net-journal-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (server, _) = Server::start_keeping("127.0.0.1:0", Some(&dir))
        .await
        .unwrap();
    server.set_journal_limit(2_000);
    let mut codes = Vec::new();
    for _ in 0..3 {
        let game = sedma(2, 2);
        let bot = SeatPlan::Bot {
            level: "easy".into(),
        };
        let mut anna = host(&server, game, vec![SeatPlan::Host, bot]).await;
        start(&mut anna).await;
        codes.push(anna.code.clone());
        play(anna).await;
    }
    let before: Vec<_> = codes.iter().map(|c| server.record(c).unwrap()).collect();
    assert!(before.iter().map(|r| r.2.len()).sum::<usize>() > 100);
    server.stop();
    // The journal was let go as it grew: what is left of it is about the limit.
    let journal: u64 = std::fs::read_dir(dir.join("tables"))
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("journal-"))
        .map(|e| e.metadata().unwrap().len())
        .sum();
    assert!(journal < 6_000, "{journal} bytes of journal left");
    let (again, problems) = Server::start_keeping("127.0.0.1:0", Some(&dir))
        .await
        .unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    for (code, record) in codes.iter().zip(&before) {
        assert_eq!(&again.record(code).unwrap(), record);
    }
    again.stop();
    std::fs::remove_dir_all(&dir).unwrap();
}
