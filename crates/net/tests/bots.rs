//! A table's bots think on a bounded pool of threads, taking the tables in turn: eight tables
//! of three expert bots thinking at once add no more than four threads to the server, and a
//! table of one easy bot still gets its moves. A test of its own, so that the threads it
//! counts are this server's.
#![allow(clippy::unwrap_used)]

mod common;

use common::{WAIT, sedma};

use sevenfold_core::engine::GameDef;
use sevenfold_core::games::sedma::{Sedma, SedmaView};
use sevenfold_core::registry::GameSetup;
use sevenfold_net::{Client, ClientMessage, SeatPlan, Server, ServerMessage};
use std::time::{Duration, Instant};

/// This process's threads: all of them, and those named as the bots' are.
fn threads() -> (usize, usize) {
    let mut all = 0;
    let mut bots = 0;
    for task in std::fs::read_dir("/proc/self/task").unwrap().flatten() {
        all += 1;
        let name = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
        // The kernel keeps 15 bytes of a thread's name.
        if sevenfold_net::server::BOT_THREAD.starts_with(name.trim()) && !name.trim().is_empty() {
            bots += 1;
        }
    }
    (all, bots)
}

/// Hosts a table of `game` with these seats on a connection of its own, and starts it.
async fn started(url: &str, game: GameSetup, seats: Vec<SeatPlan>) -> (Client, String, String) {
    let mut c = Client::connect(url).await.unwrap();
    c.send(&ClientMessage::Host {
        game,
        seats,
        name: "Anna".into(),
        stand_in: None,
        grace: None,
        no_watchers: false,
    })
    .await
    .unwrap();
    let (code, token) = loop {
        match c.recv(WAIT).await.unwrap() {
            ServerMessage::Seated { code, token, .. } => break (code, token),
            ServerMessage::Refused { reason, .. } => panic!("refused: {reason}"),
            _ => {}
        }
    };
    c.send(&ClientMessage::Start {
        code: code.clone(),
        token: token.clone(),
    })
    .await
    .unwrap();
    (c, code, token)
}

/// Plays the host's seat (its first legal card) until the match is over or the line goes;
/// returns how many of the others' moves it saw, with the time from start to each.
async fn play(mut c: Client, code: String, token: String) -> Vec<Duration> {
    let start = Instant::now();
    let mut others = Vec::new();
    let mut acted_at = None;
    let mut last = 0;
    while let Ok(m) = c.recv(Duration::from_secs(60)).await {
        let ServerMessage::State(state) = m else {
            continue;
        };
        if state.actions > last && acted_at.is_none_or(|a| a + 1 != state.actions) {
            others.push(start.elapsed());
        }
        last = state.actions;
        if state.over {
            break;
        }
        if state.to_act == Some(state.seat)
            && acted_at.replace(state.actions) != Some(state.actions)
        {
            let view: SedmaView = serde_json::from_value(state.view).unwrap();
            let act = ClientMessage::Act {
                code: code.clone(),
                token: token.clone(),
                action: Sedma::write_action(view.legal[0]),
            };
            if c.send(&act).await.is_err() {
                break;
            }
        }
    }
    others
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_think_on_a_bounded_pool_and_every_table_gets_its_turn() {
    let server = Server::start("127.0.0.1:0").await.unwrap();
    let url = server.url();
    let expert = || SeatPlan::Bot {
        level: "expert".into(),
    };
    // Connections first, so the threads counted before and after differ by the bots' alone.
    let mut heavy = Vec::new();
    let (before, _) = threads();
    for _ in 0..8 {
        let seats = vec![SeatPlan::Host, expert(), expert(), expert()];
        heavy.push(started(&url, sedma(4, 99), seats).await);
    }
    let codes: Vec<String> = heavy.iter().map(|(_, code, _)| code.clone()).collect();
    let heavy: Vec<_> = heavy
        .into_iter()
        .map(|(c, code, token)| tokio::spawn(play(c, code, token)))
        .collect();
    // A light table among them: one easy bot.
    let easy = SeatPlan::Bot {
        level: "easy".into(),
    };
    let (c, code, token) = started(&url, sedma(2, 99), vec![SeatPlan::Host, easy]).await;
    let light_code = code.clone();
    let light = tokio::spawn(play(c, code, token));
    let mut most = (0, 0);
    let until = Instant::now() + Duration::from_secs(6);
    while Instant::now() < until {
        let (all, bots) = threads();
        most = (most.0.max(all), most.1.max(bots));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    eprintln!(
        "threads: {before} before, at most {} with the bots thinking ({} theirs)",
        most.0, most.1
    );
    assert!(most.1 >= 1 && most.1 <= 4, "{most:?}");
    assert!(
        most.0 <= before + 4,
        "{before} threads before, {} with the bots",
        most.0
    );
    // Every table's bots had their turns meanwhile, the light table's among the experts'.
    for code in &codes {
        let (_, _, actions) = server.record(code).unwrap();
        assert!(actions.len() >= 3, "{code}: {} actions", actions.len());
    }
    let (_, _, actions) = server.record(&light_code).unwrap();
    assert!(
        actions.len() >= 4,
        "the light table: {} actions",
        actions.len()
    );
    server.stop();
    for h in heavy {
        h.abort();
    }
    light.abort();
}
