//! The server never panics on input: random text, valid messages mutated byte by byte, and
//! well-formed messages with random fields (actions, codes, tokens, names, game options) are
//! thrown at one server over loopback; after each, the connection (or a new one) still gets
//! its answer, and no thread of the server ever panicked. Bounded: a fixed number of cases.
#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sevenfold_core::games::sedma::SedmaOptions;
use sevenfold_core::registry::GameSetup;
use sevenfold_net::{Client, ClientMessage, PROTOCOL_VERSION, SeatPlan, Server, ServerMessage};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

static PANICS: AtomicUsize = AtomicUsize::new(0);

const WAIT: Duration = Duration::from_secs(20);

/// Valid messages to mutate, with a real table's code and token.
fn valid(code: &str, token: &str) -> Vec<String> {
    [
        ClientMessage::Hello {
            version: PROTOCOL_VERSION,
        },
        ClientMessage::Host {
            game: GameSetup::Sedma(SedmaOptions::for_players(2)),
            seats: vec![SeatPlan::Host, SeatPlan::Open],
            name: "Anna".into(),
            stand_in: Some("normal".into()),
            grace: Some(30),
            no_watchers: false,
        },
        ClientMessage::Join {
            code: code.into(),
            name: "Ben".into(),
        },
        ClientMessage::Rejoin {
            code: code.into(),
            token: token.into(),
        },
        ClientMessage::Start {
            code: code.into(),
            token: token.into(),
        },
        ClientMessage::Act {
            code: code.into(),
            token: token.into(),
            action: "7h".into(),
        },
        ClientMessage::Give {
            code: code.into(),
            token: token.into(),
            seat: 1,
            level: Some("easy".into()),
        },
        ClientMessage::Remove {
            code: code.into(),
            token: token.into(),
            seat: 1,
            level: None,
        },
        ClientMessage::Pause {
            code: code.into(),
            token: token.into(),
            paused: true,
        },
        ClientMessage::Ask {
            code: code.into(),
            name: "Ben".into(),
        },
        ClientMessage::Answer {
            code: code.into(),
            token: token.into(),
            seat: 1,
            allow: true,
        },
        ClientMessage::End {
            code: code.into(),
            token: token.into(),
        },
        ClientMessage::Again {
            code: code.into(),
            token: token.into(),
        },
        ClientMessage::Say {
            code: code.into(),
            token: token.into(),
            text: Some("hello".into()),
            phrase: None,
        },
        ClientMessage::Watch { code: code.into() },
    ]
    .iter()
    .map(ClientMessage::to_json)
    .collect()
}

/// What to throw.
#[derive(Clone, Debug)]
enum Throw {
    Text(String),
    /// A valid message (by index) with bytes overwritten: (position, byte).
    Mutated(usize, Vec<(usize, u8)>),
    /// A real table's act with any action text.
    Action(String),
    /// A host message with any name, and any number of seats planned for the host.
    Host(String, u8),
}

fn throws() -> impl Strategy<Value = Throw> {
    prop_oneof![
        ".{0,300}".prop_map(Throw::Text),
        (
            0usize..15,
            prop::collection::vec((any::<usize>(), any::<u8>()), 1..6)
        )
            .prop_map(|(i, edits)| Throw::Mutated(i, edits)),
        ".{0,40}".prop_map(Throw::Action),
        (".{0,60}", any::<u8>()).prop_map(|(n, p)| Throw::Host(n, p)),
    ]
}

fn frame(throw: &Throw, code: &str, token: &str) -> String {
    match throw {
        Throw::Text(t) => t.clone(),
        Throw::Mutated(i, edits) => {
            let mut bytes = valid(code, token)[*i].clone().into_bytes();
            for &(at, b) in edits {
                let n = bytes.len();
                bytes[at % n] = b;
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
        Throw::Action(a) => ClientMessage::Act {
            code: code.into(),
            token: token.into(),
            action: a.clone(),
        }
        .to_json(),
        Throw::Host(name, seats) => ClientMessage::Host {
            game: GameSetup::Sedma(SedmaOptions::for_players(2 + seats % 3)),
            seats: vec![SeatPlan::Host; usize::from(*seats % 8)],
            // A level, or whatever the name is.
            stand_in: (seats % 3 == 1).then(|| name.clone()),
            grace: (seats % 5 == 2).then_some(u32::from(*seats) * 700),
            no_watchers: false,
            name: name.clone(),
        }
        .to_json(),
    }
}

#[test]
fn junk_never_brings_the_server_down() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICS.fetch_add(1, Ordering::SeqCst);
        default_hook(info);
    }));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let (server, host, code, token) = runtime.block_on(async {
        let server = Server::start("127.0.0.1:0").await.unwrap();
        let mut host = Client::connect(&server.url()).await.unwrap();
        host.send(&ClientMessage::Host {
            game: GameSetup::Sedma(SedmaOptions::for_players(2)),
            seats: vec![
                SeatPlan::Host,
                SeatPlan::Bot {
                    level: "easy".into(),
                },
            ],
            name: "Anna".into(),
            stand_in: None,
            grace: None,
            no_watchers: false,
        })
        .await
        .unwrap();
        let (code, token) = loop {
            if let ServerMessage::Seated { code, token, .. } = host.recv(WAIT).await.unwrap() {
                break (code, token);
            }
        };
        host.send(&ClientMessage::Start {
            code: code.clone(),
            token: token.clone(),
        })
        .await
        .unwrap();
        (server, host, code, token)
    });
    let url = server.url();
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    });
    runner
        .run(&throws(), |throw| {
            runtime.block_on(async {
                let mut c = Client::connect(&url).await.unwrap();
                c.send_text(frame(&throw, &code, &token)).await.unwrap();
                // The server answers a hello after whatever came before it.
                c.send(&ClientMessage::Hello {
                    version: PROTOCOL_VERSION,
                })
                .await
                .unwrap();
                loop {
                    match c.recv(WAIT).await {
                        Ok(ServerMessage::Welcome { .. }) => break,
                        Ok(_) => {}
                        Err(e) => panic!("no answer after {throw:?}: {e}"),
                    }
                }
                c.close().await;
            });
            prop_assert_eq!(PANICS.load(Ordering::SeqCst), 0);
            Ok(())
        })
        .unwrap();
    // The real table went on through it all: the host is told states still (on a new
    // connection: the junk took the seat back with its token, which closed the old one).
    drop(host);
    runtime.block_on(async {
        let mut host = Client::connect(&url).await.unwrap();
        host.send(&ClientMessage::Rejoin {
            code: code.clone(),
            token: token.clone(),
        })
        .await
        .unwrap();
        loop {
            if let ServerMessage::State(s) = host.recv(WAIT).await.unwrap() {
                assert_eq!(s.code, code);
                break;
            }
        }
    });
    assert!(server.tables() >= 1);
    assert_eq!(PANICS.load(Ordering::SeqCst), 0);
}
