//! What the network tests share: a seated client, reading until a message of interest comes,
//! and the Sedma table most of them play at. (Each test file uses a part of it.)
#![allow(dead_code, clippy::unwrap_used)]

use sevenfold_core::cards::Card;
use sevenfold_core::engine::Seat;
use sevenfold_core::games::sedma::{MatchEnd, SedmaOptions};
use sevenfold_core::registry::GameSetup;
use sevenfold_net::{Client, ServerMessage};
use std::time::Duration;

/// How long a test waits for any one message before it fails.
pub const WAIT: Duration = Duration::from_secs(20);

/// Sedma for `players`, the match to `target` game points.
pub fn sedma_options(players: u8, target: u32) -> SedmaOptions {
    let mut opts = SedmaOptions::for_players(players);
    opts.match_end = MatchEnd::Target(target);
    opts
}

/// [`sedma_options`] as a table is asked for.
pub fn sedma(players: u8, target: u32) -> GameSetup {
    GameSetup::Sedma(sedma_options(players, target))
}

/// A seated client: its connection, table, seat and token.
pub struct Player {
    pub client: Client,
    pub code: String,
    pub seat: Seat,
    pub token: String,
}

/// Reads messages until one `pick` takes.
pub async fn until<T>(client: &mut Client, mut pick: impl FnMut(ServerMessage) -> Option<T>) -> T {
    loop {
        let m = client.recv(WAIT).await.unwrap();
        if let Some(t) = pick(m) {
            return t;
        }
    }
}

/// The seat `client` was given (a refusal fails the test with its reason).
pub async fn seated(mut client: Client) -> Player {
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

/// Every card anywhere in a JSON value.
pub fn cards_in(value: &serde_json::Value) -> Vec<Card> {
    let mut out = Vec::new();
    if let Ok(card) = serde_json::from_value::<Card>(value.clone()) {
        out.push(card);
    }
    match value {
        serde_json::Value::Array(items) => items.iter().for_each(|v| out.extend(cards_in(v))),
        serde_json::Value::Object(fields) => fields.values().for_each(|v| out.extend(cards_in(v))),
        _ => {}
    }
    out
}
