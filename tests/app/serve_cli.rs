//! `sevenfold serve`: the binary holds a table server on the address it is given (here a free
//! port of 127.0.0.1), says where on its first line, and seats a host.
#![allow(clippy::unwrap_used)]

use sevenfold::games::sedma::SedmaOptions;
use sevenfold::registry::GameSetup;
use sevenfold_net::{Client, ClientMessage, SeatPlan, ServerMessage};
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
    let mut server = Running(
        Command::new(env!("CARGO_BIN_EXE_sevenfold"))
            .args(["serve", "--addr", "127.0.0.1:0"])
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
        .find(|w| w.starts_with("ws://127.0.0.1:"))
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .trim_end_matches(';')
        .to_string();
    assert!(first.contains("Ctrl+C"), "{first}");
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
        })
        .await
        .unwrap();
        match host.recv(Duration::from_secs(20)).await.unwrap() {
            ServerMessage::Seated { seat, code, token } => {
                assert_eq!(seat, 0);
                assert_eq!(code.len(), 6);
                assert_eq!(token.len(), 32);
            }
            other => panic!("{other:?}"),
        }
    });
}
