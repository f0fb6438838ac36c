//! Seats shared by the games: compass names, partnerships opposite, a card played to a trick.

use super::Seat;
use crate::cards::Card;
use serde::{Deserialize, Serialize};

/// One card played to a trick, and who played it (every trick game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub seat: Seat,
    pub card: Card,
}

/// A seat's name: N E S W with four players, North/South with two, North/East/West with three.
pub fn seat_name(players: usize, seat: Seat) -> String {
    let names: &[&str] = match players {
        2 => &["North", "South"],
        3 => &["North", "East", "West"],
        _ => &["North", "East", "South", "West"],
    };
    names
        .get(seat)
        .map_or(format!("seat {seat}"), |s| s.to_string())
}

/// The scoring sides: the two partnerships with four players, else each seat on its own.
pub fn side_names(players: usize) -> Vec<String> {
    if players == 4 {
        vec!["North–South".into(), "East–West".into()]
    } else {
        (0..players).map(|s| seat_name(players, s)).collect()
    }
}
