//! Names on a trick-game table, from the person's seat: the person is "You" at the bottom (South
//! with two or four players), the others keep the engine's compass names.

use crate::engine::seat_name;
use crate::engine::{Seat, Side};

/// The seat the person plays: South with two or four players (partners with North), and with
/// three the seat the engine calls West, so the others are North (upper left) and East.
pub fn human_seat(players: usize) -> Seat {
    match players {
        2 => 1,
        _ => 2,
    }
}

/// Seat and side names for one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    pub players: usize,
    pub me: Seat,
}

impl Names {
    pub fn new(players: usize) -> Names {
        Names {
            players,
            me: human_seat(players),
        }
    }

    pub fn seat(&self, seat: Seat) -> String {
        if seat == self.me {
            "You".into()
        } else {
            seat_name(self.players, seat)
        }
    }

    /// "You take" / "West takes": the verb agreeing with the seat's name.
    pub fn seat_does(&self, seat: Seat, verb: &str) -> String {
        if seat == self.me {
            format!("You {verb}")
        } else {
            format!("{} {verb}s", self.seat(seat))
        }
    }

    /// The side a seat scores for: partnerships with four players, else each seat alone.
    pub fn side_of(&self, seat: Seat) -> Side {
        if self.players == 4 { seat % 2 } else { seat }
    }

    /// The seats of a side.
    pub fn members(&self, side: Side) -> Vec<Seat> {
        (0..self.players)
            .filter(|&s| self.side_of(s) == side)
            .collect()
    }

    /// A side's name: "You & North", "East & West", or a seat's name.
    pub fn side(&self, side: Side) -> String {
        let mut members = self.members(side);
        // The person first.
        members.sort_by_key(|&s| (s != self.me, s));
        let names: Vec<String> = members.iter().map(|&s| self.seat(s)).collect();
        names.join(" & ")
    }

    /// The number of scoring sides.
    pub fn sides(&self) -> usize {
        if self.players == 4 { 2 } else { self.players }
    }

    /// "You & North win" / "East & West win" / "North wins".
    pub fn side_does(&self, side: Side, verb: &str) -> String {
        let plural = self.members(side).len() > 1 || self.members(side).contains(&self.me);
        if plural {
            format!("{} {verb}", self.side(side))
        } else {
            format!("{} {verb}s", self.side(side))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_the_bottom_seat() {
        let n = Names::new(4);
        assert_eq!(n.seat(2), "You");
        assert_eq!(n.side(0), "You & North");
        assert_eq!(n.side(1), "East & West");
        assert_eq!(n.seat_does(3, "take"), "West takes");
        assert_eq!(n.side_does(0, "win"), "You & North win");
        let n = Names::new(2);
        assert_eq!((n.seat(1).as_str(), n.seat(0).as_str()), ("You", "North"));
        assert_eq!(n.side_does(0, "win"), "North wins");
        let n = Names::new(3);
        assert_eq!(n.side(2), "You");
        assert_eq!(n.sides(), 3);
    }
}
