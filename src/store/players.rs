//! Who sat at the table: a person or a bot of some level.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong a bot plays: the bots' own levels, saved by name.
pub use crate::ai::Level;

/// One seat's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    Human,
    Bot(Level),
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("you"),
            Player::Bot(l) => write!(f, "bot ({l})"),
        }
    }
}

/// The seat statistics are kept for: the first person at the table.
pub fn human_seat(players: &[Player]) -> Option<usize> {
    players.iter().position(|p| *p == Player::Human)
}
