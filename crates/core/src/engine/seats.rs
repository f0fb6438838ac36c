//! Seats shared by the games: who plays with whom ([`Seating`]), compass names, a card played
//! to a trick.

use super::{Seat, Side};
use crate::cards::Card;
use serde::{Deserialize, Serialize};

/// One card played to a trick, and who played it (every trick game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    pub seat: Seat,
    pub card: Card,
}

/// Who plays with whom: `seats` around the table in `sides` equal teams, partners spaced evenly
/// (two teams of two sit opposite, two teams of three alternate, three teams of two sit
/// opposite), so a seat's side is its number modulo the number of sides. With as many sides as
/// seats everyone plays alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seating {
    seats: u8,
    sides: u8,
}

impl Seating {
    /// `seats` (2 to 8) in `sides` equal teams; `sides` must divide `seats`.
    pub const fn new(seats: usize, sides: usize) -> Seating {
        assert!(
            seats >= 2 && seats <= super::MAX_SEATS && sides >= 1 && seats.is_multiple_of(sides)
        );
        Seating {
            seats: seats as u8,
            sides: sides as u8,
        }
    }

    /// Everyone for themselves.
    pub const fn alone(seats: usize) -> Seating {
        Seating::new(seats, seats)
    }

    /// The trick games' seating: with four players two partnerships sit opposite, with two or
    /// three everyone plays alone.
    #[inline]
    pub const fn trick_game(players: usize) -> Seating {
        // Built directly: it sits on the search's hot path, where `new`'s check would cost.
        Seating {
            seats: players as u8,
            sides: if players == 4 { 2 } else { players as u8 },
        }
    }

    pub const fn seats(self) -> usize {
        self.seats as usize
    }

    pub const fn sides(self) -> usize {
        self.sides as usize
    }

    /// The side `seat` plays for.
    #[inline]
    pub const fn side_of(self, seat: Seat) -> Side {
        if self.sides == self.seats {
            seat
        } else {
            seat % self.sides as usize
        }
    }

    /// Whether two seats play on the same side.
    #[inline]
    pub const fn partners(self, a: Seat, b: Seat) -> bool {
        self.side_of(a) == self.side_of(b)
    }

    /// The seats of a side, clockwise from the lowest.
    pub fn members(self, side: Side) -> impl Iterator<Item = Seat> {
        (side..self.seats()).step_by(self.sides())
    }
}

/// A seat's name: N E S W with four players, North/South with two, North/East/West with three,
/// and six around the compass clockwise from North.
pub fn seat_name(players: usize, seat: Seat) -> String {
    let names: &[&str] = match players {
        2 => &["North", "South"],
        3 => &["North", "East", "West"],
        6 => &[
            "North",
            "North-East",
            "South-East",
            "South",
            "South-West",
            "North-West",
        ],
        _ => &["North", "East", "South", "West"],
    };
    names
        .get(seat)
        .map_or(format!("seat {seat}"), |s| s.to_string())
}

/// The scoring sides of a trick game: the two partnerships with four players, else each seat
/// on its own.
pub fn side_names(players: usize) -> Vec<String> {
    if players == 4 {
        vec!["North–South".into(), "East–West".into()]
    } else {
        (0..players).map(|s| seat_name(players, s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seatings_place_partners_evenly() {
        let four = Seating::trick_game(4);
        assert_eq!(
            (four.side_of(0), four.side_of(2), four.side_of(3)),
            (0, 0, 1)
        );
        assert!(four.partners(1, 3) && !four.partners(0, 1));
        assert_eq!(four.members(1).collect::<Vec<_>>(), vec![1, 3]);
        let three = Seating::trick_game(3);
        assert_eq!((three.sides(), three.side_of(2)), (3, 2));
        // Six players: two teams of three alternate, three teams of two sit opposite.
        let two_teams = Seating::new(6, 2);
        assert_eq!(two_teams.members(0).collect::<Vec<_>>(), vec![0, 2, 4]);
        let three_teams = Seating::new(6, 3);
        assert_eq!(three_teams.members(1).collect::<Vec<_>>(), vec![1, 4]);
    }
}
