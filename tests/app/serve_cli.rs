//! `sevenfold serve`: the binary holds a table server on the address it is given (here a free
//! port of 127.0.0.1), says where on its first line, and seats a host; killed with SIGKILL
//! mid-match and started again, it resumes the match at its last acknowledged action.
#![allow(clippy::unwrap_used)]

use sevenfold::engine::GameDef;
use sevenfold::games::sedma::{Sedma, SedmaOptions, SedmaView};
use sevenfold::registry::GameSetup;
use sevenfold_net::protocol::SeatState;
use sevenfold_net::{Client, ClientMessage, SeatLine, SeatPlan, ServerMessage};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Kills the server when dropped, so a failed assertion never leaves it running.
struct Running(std::process::Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn serve_holds_tables_on_the_address_it_says() {
    // Its own data folder: never the platform's.
    let dir = crate::store_common::TempDir::new("serve-plain");
    let (_server, url) = serve("127.0.0.1:0", dir.path());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let mut host = Client::connect(&url).await.unwrap();
        host.send(&ClientMessage::Host {
            game: GameSetup::Sedma(SedmaOptions::for_players(2)),
            seats: vec![SeatPlan::Host, SeatPlan::Open],
            name: "Anna".into(),
            stand_in: None,
            grace: None,
            no_watchers: false,
        })
        .await
        .unwrap();
        match host.recv(Duration::from_secs(20)).await.unwrap() {
            ServerMessage::Seated { seat, code, token } => {
                assert_eq!(seat, 0);
                assert_eq!(code.len(), 8);
                assert_eq!(token.len(), 32);
            }
            other => panic!("{other:?}"),
        }
    });
}

/// A second `sevenfold serve` on a data folder a server is using refuses to start and says
/// why (two servers on one folder deleted each other's journal and lost acknowledged moves);
/// once the first has stopped, a server starts there again.
#[test]
fn a_second_serve_on_the_same_folder_is_refused() {
    let dir = crate::store_common::TempDir::new("serve-twice");
    let (first, _url) = serve("127.0.0.1:0", dir.path());
    let second = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .args(["serve", "--addr", "127.0.0.1:0", "--data-dir"])
        .arg(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&second.stderr);
    assert!(
        !second.status.success(),
        "the second server started: {said}"
    );
    assert!(
        said.contains("another table server") && said.contains(&first.0.id().to_string()),
        "{said}"
    );
    assert!(String::from_utf8_lossy(&second.stdout).is_empty());
    drop(first);
    let (_again, url) = serve("127.0.0.1:0", dir.path());
    assert!(url.starts_with("ws://127.0.0.1:"));
}

/// Starts `sevenfold serve` on `addr` keeping tables in `dir`; returns it and its address.
fn serve(addr: &str, dir: &std::path::Path) -> (Running, String) {
    let mut server = Running(
        Command::new(env!("CARGO_BIN_EXE_sevenfold"))
            .args(["serve", "--addr", addr, "--data-dir"])
            .arg(dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let mut first = String::new();
    BufReader::new(server.0.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("ws://"))
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .trim_end_matches(';')
        .to_string();
    assert!(first.contains("Ctrl+C"), "{first}");
    (server, url)
}

/// Connects to `url`, sends `message` and waits to be seated: the code, seat, token and line.
async fn sit(url: &str, message: &ClientMessage) -> (String, usize, String, Client) {
    let mut client = Client::connect(url).await.unwrap();
    client.send(message).await.unwrap();
    loop {
        match client.recv(Duration::from_secs(20)).await.unwrap() {
            ServerMessage::Seated { code, seat, token } => return (code, seat, token, client),
            ServerMessage::Refused { reason, .. } => panic!("refused: {reason}"),
            _ => {}
        }
    }
}

/// Plays a seat (the first legal move of its view) until the match is over, or until it has
/// seen `stop_at` actions; returns the first and the last state it saw.
async fn play(line: &mut SeatLine, seat: usize, stop_at: Option<usize>) -> (SeatState, SeatState) {
    let mut first = None;
    let mut acted_at: Option<usize> = None;
    loop {
        let state = match line.recv(Duration::from_secs(30)).await.unwrap() {
            ServerMessage::State(s) => s,
            ServerMessage::Refused { reason, .. } => panic!("seat {seat}: refused: {reason}"),
            _ => continue,
        };
        let first = first.get_or_insert_with(|| state.clone()).clone();
        if state.over || stop_at.is_some_and(|n| state.actions >= n) {
            return (first, state);
        }
        // A state can come twice (someone came back): act once per position.
        if state.to_act == Some(seat) && acted_at.replace(state.actions) != Some(state.actions) {
            let view: SedmaView = serde_json::from_value(state.view.clone()).unwrap();
            let act = ClientMessage::Act {
                code: line.code().to_string(),
                token: line.token().to_string(),
                action: Sedma::write_action(view.legal[0]),
            };
            line.send(&act).await.unwrap();
        }
    }
}

/// The server killed with SIGKILL mid-match and started again on the same folder and port:
/// every acknowledged action is still there, both players' lines come back by themselves, and
/// the match is played to its end.
#[test]
fn a_server_killed_mid_match_resumes_it_and_the_players_come_back() {
    let dir = crate::store_common::TempDir::new("serve-kill");
    let (server, url) = serve("127.0.0.1:0", dir.path());
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let host = ClientMessage::Host {
            game: GameSetup::Sedma(SedmaOptions::for_players(2)),
            seats: vec![SeatPlan::Host, SeatPlan::Open],
            name: "Anna".into(),
            stand_in: None,
            grace: None,
            no_watchers: false,
        };
        let mut seated = vec![sit(&url, &host).await];
        let join = ClientMessage::Join {
            code: seated[0].0.clone(),
            name: "Ben".into(),
        };
        seated.push(sit(&url, &join).await);
        let (code, _, host_token, _) = &seated[0];
        let start = ClientMessage::Start {
            code: code.clone(),
            token: host_token.clone(),
        };
        seated[0].3.send(&start).await.unwrap();
        let mut lines: Vec<(SeatLine, usize)> = seated
            .into_iter()
            .map(|(code, seat, token, client)| (SeatLine::new(&url, &code, &token, client), seat))
            .collect();
        // Twelve actions, acknowledged to both players.
        let (mut ben, ben_seat) = lines.pop().unwrap();
        let (mut anna, anna_seat) = lines.pop().unwrap();
        let ben_task = tokio::spawn(async move {
            let seen = play(&mut ben, ben_seat, Some(12)).await;
            (ben, seen)
        });
        let (_, anna_at) = play(&mut anna, anna_seat, Some(12)).await;
        let (mut ben, (_, ben_at)) = ben_task.await.unwrap();
        assert_eq!((anna_at.actions, ben_at.actions), (12, 12));

        // SIGKILL: no clean-up at all. The same folder and port again.
        drop(server);
        let addr = url.trim_start_matches("ws://").to_string();
        let (again, _) = serve(&addr, dir.path());
        let ben_task = tokio::spawn(async move {
            let seen = play(&mut ben, ben_seat, None).await;
            (ben, seen)
        });
        let (anna_first, anna_end) = play(&mut anna, anna_seat, None).await;
        let (ben, (ben_first, ben_end)) = ben_task.await.unwrap();
        // Whoever came back first found the match at its last acknowledged action, nothing
        // lost and nothing added (the other may find moves played meanwhile).
        let firsts = (anna_first.actions, ben_first.actions);
        assert_eq!(firsts.0.min(firsts.1), 12, "{firsts:?}");
        assert!(anna.reconnects() >= 1 && ben.reconnects() >= 1);
        assert!(anna_end.over && ben_end.over);
        assert_eq!(anna_end.totals, ben_end.totals);
        drop(again);
    });
}

/// `sevenfold loadtest` starts a server of its own, loads it briefly and reports every figure
/// the benchmark reports, as one JSON object.
#[test]
fn loadtest_reports_speed_errors_and_memory_as_json() {
    let out = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .args(["loadtest", "--tables", "3", "--seconds", "1", "--json"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_str(text.trim()).unwrap();
    for field in [
        "actions_per_sec",
        "rtt_ms_p50",
        "rtt_ms_p99",
        "errors",
        "lost_actions",
        "server_rss_per_table_kb",
    ] {
        assert!(!report[field].is_null(), "{field} in {text}");
    }
    assert_eq!(report["errors"], 0);
    assert_eq!(report["lost_actions"], 0);
    assert!(report["actions_per_sec"].as_f64().unwrap() > 0.0);
    let (code, _, err) = {
        let out = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
            .args(["loadtest", "--tables", "0"])
            .output()
            .unwrap();
        (
            out.status.code(),
            (),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    assert_eq!(code, Some(2));
    assert!(err.contains("give 1 to 2000"), "{err}");
    // A game or a level it does not know is refused before anything starts, with the choices.
    for (args, says) in [
        (
            ["--game", "chess"],
            "give one of sedma, all-fours, sevens-from-hell",
        ),
        (["--bots", "wizard"], "give easy, normal or expert"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
            .arg("loadtest")
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains(says), "{err}");
    }
}

/// `serve --tls-cert` needs its key, and a certificate that cannot be read is named in a
/// clear error (exit status 2, as every refused command), before anything listens.
#[cfg(feature = "tls")]
#[test]
fn serve_refuses_tls_files_it_cannot_use() {
    let dir = crate::store_common::TempDir::new("serve-tls");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_sevenfold"))
            .arg("--data-dir")
            .arg(dir.path())
            .arg("serve")
            .args(["--addr", "127.0.0.1:0"])
            .args(args)
            .output()
            .unwrap()
    };
    let alone = run(&["--tls-cert", "cert.pem"]);
    assert_eq!(alone.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&alone.stderr).contains("--tls-key"));
    let cert = dir.path().join("missing-cert.pem");
    let key = dir.path().join("missing-key.pem");
    let missing = run(&[
        "--tls-cert",
        cert.to_str().unwrap(),
        "--tls-key",
        key.to_str().unwrap(),
    ]);
    assert_eq!(missing.status.code(), Some(2));
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(
        err.contains("cannot read the certificate") && err.contains("missing-cert.pem"),
        "{err}"
    );
    assert!(String::from_utf8_lossy(&missing.stdout).is_empty());
}
