//! Names on a table, from the person's chair: the person is "You" at the bottom; the
//! others are named by where they sit (West on the left, North opposite, East on the right),
//! which with two and four players are the engine's compass names.

use crate::engine::seat_name;
use crate::engine::{Seat, Seating, Side};

/// The seat a lone person plays.
pub use crate::store::usual_person_seat as human_seat;

/// Seat and side names for one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    pub players: usize,
    /// The person's seat (`usize::MAX` for a table seen by nobody in particular).
    pub me: Seat,
    /// Who plays with whom.
    pub seating: Seating,
    /// At a table of several people (hot-seat), each person's name by seat: they are called
    /// by name, nobody "you". Empty at a table of one person.
    pub people: Vec<Option<String>>,
    /// Who the words call "you".
    pub you: You,
    /// At a table played with friends on other computers, the other people's names by seat
    /// (the person is still "you").
    pub friends: Vec<Option<String>>,
}

/// Who a table's words call "you".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum You {
    /// The seat the table is seen from.
    #[default]
    Viewer,
    /// This seat, while the table is seen from another (a replay).
    Seat(Seat),
    /// Nobody (a replay of bots alone).
    Nobody,
}

impl Names {
    /// A trick game's table of `players`, the person in their usual seat.
    pub fn new(players: usize) -> Names {
        Names::seated(Seating::trick_game(players))
    }

    /// A table seated as `seating` says, the person in their usual seat.
    pub fn seated(seating: Seating) -> Names {
        Names {
            players: seating.seats(),
            me: human_seat(seating.seats()),
            seating,
            people: Vec::new(),
            you: You::Viewer,
            friends: Vec::new(),
        }
    }

    /// The person's name at a seat of a hot-seat table.
    fn person_name(&self, seat: Seat) -> Option<&str> {
        self.people.get(seat)?.as_deref()
    }

    /// Whether this is a table of several people, who are called by name.
    pub fn hot_seat(&self) -> bool {
        !self.people.is_empty()
    }

    /// A seat's name at the start of a sentence: "You", "West", "Anna".
    pub fn seat(&self, seat: Seat) -> String {
        if let Some(name) = self.person_name(seat) {
            return name.to_string();
        }
        if self.is_me(seat) {
            return t!("you-start");
        }
        if let Some(Some(name)) = self.friends.get(seat) {
            return name.clone();
        }
        // With three players the others sit at the person's upper left and upper right.
        let anchor = self.anchor();
        if self.players == 3 && anchor < 3 && seat != anchor {
            let side = if (seat + 3 - anchor) % 3 == 1 {
                "west"
            } else {
                "east"
            };
            return t!("seat-compass", seat = side);
        }
        compass_name(self.players, seat)
    }

    /// The seat three-player names are worked out from, so they never change while the table
    /// is turned: the one called "you", else the first person at a hot-seat table, else the
    /// seat the table is seen from.
    fn anchor(&self) -> Seat {
        match self.you {
            You::Seat(s) => s,
            _ => self
                .people
                .iter()
                .position(Option::is_some)
                .unwrap_or(self.me),
        }
    }

    /// A seat's name inside a sentence: "you", "West".
    pub fn seat_in(&self, seat: Seat) -> String {
        if self.is_me(seat) {
            t!("you-inside")
        } else {
            self.seat(seat)
        }
    }

    /// Whether `seat` is the one person's, who is called "you" (at a hot-seat table nobody
    /// is: the words stay on screen when the next person sits down).
    pub fn is_me(&self, seat: Seat) -> bool {
        !self.hot_seat()
            && match self.you {
                You::Viewer => seat == self.me,
                You::Seat(you) => seat == you,
                You::Nobody => false,
            }
    }

    /// Whether a sentence about `seat` speaks to the person ("you") or of another: the
    /// `person` argument of the table's messages, which pick the verb's form by it.
    pub fn person(&self, seat: Seat) -> &'static str {
        if self.is_me(seat) { "you" } else { "other" }
    }

    /// The `person` argument of a sentence about a side: "you" alone, "you-and" others,
    /// "one" other seat, or "many" (partners without the person).
    pub fn side_person(&self, side: Side) -> &'static str {
        let members = self.members(side);
        match (members.iter().any(|&m| self.is_me(m)), members.len()) {
            (true, 1) => "you",
            (true, _) => "you-and",
            (false, 1) => "one",
            (false, _) => "many",
        }
    }

    /// Who plays with whom at this table.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The side a seat scores for: partnerships with four players, else each seat alone.
    pub fn side_of(&self, seat: Seat) -> Side {
        self.seating().side_of(seat)
    }

    /// The seats of a side.
    pub fn members(&self, side: Side) -> Vec<Seat> {
        self.seating().members(side).collect()
    }

    /// A side's name at the start of a sentence: "You & North", "East & West", or a seat's
    /// name.
    pub fn side(&self, side: Side) -> String {
        self.side_names(side, |s| self.seat(s))
    }

    /// A side's name inside a sentence: "you and North", "East and West", "West".
    pub fn side_in(&self, side: Side) -> String {
        let mut members = self.members(side);
        members.sort_by_key(|&s| (s != self.me, s));
        let names: Vec<String> = members
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                if i == 0 {
                    self.seat_in(s)
                } else {
                    self.seat(s)
                }
            })
            .collect();
        listed(&names)
    }

    fn side_names(&self, side: Side, name: impl Fn(Seat) -> String) -> String {
        let mut members = self.members(side);
        // The person first.
        members.sort_by_key(|&s| (s != self.me, s));
        let names: Vec<String> = members.iter().map(|&s| name(s)).collect();
        listed_short(&names)
    }

    /// The number of scoring sides.
    pub fn sides(&self) -> usize {
        self.seating().sides()
    }

    /// The sides in the order a table lists them: the person's own first, then clockwise.
    pub fn sides_in_order(&self) -> Vec<Side> {
        let mut sides: Vec<Side> = (0..self.sides()).collect();
        if self.me < self.players {
            let mine = self.side_of(self.me);
            sides.sort_by_key(|&s| {
                let first = self.members(s).first().copied().unwrap_or(0);
                (s != mine, (first + self.players - self.me) % self.players)
            });
        }
        sides
    }

    /// Scores per side as a table says them, the person's side first: "You & North 4 · East &
    /// West 2".
    pub fn totals_text(&self, totals: &[i32]) -> String {
        self.sides_in_order()
            .into_iter()
            .map(|s| format!("{} {}", self.side(s), totals.get(s).copied().unwrap_or(0)))
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// Who won a match, in a sentence of its own: "You win the match.", or for a shared win
    /// "You, West and East share the win."
    pub fn match_won(&self, winners: &[Side]) -> String {
        match winners {
            [one] => t!(
                "match-won",
                who = self.side(*one),
                person = self.side_person(*one)
            ),
            many => {
                let names: Vec<String> = many
                    .iter()
                    .enumerate()
                    .map(|(i, &s)| {
                        if i == 0 {
                            self.side(s)
                        } else {
                            self.side_in(s)
                        }
                    })
                    .collect();
                t!("match-shared", who = listed(&names))
            }
        }
    }

    /// Sides listed in the table's order, the first as a sentence begins: "You and West",
    /// "East and West".
    /// Who won the match, as the score sheet names them: a side, or the sides that share
    /// the win; `None` while nobody has.
    pub fn sheet_winner(&self, winners: &[Side]) -> Option<String> {
        match winners {
            [] => None,
            [one] => Some(self.side(*one)),
            many => Some(t!("sheet-shared-win", who = self.sides_list(many))),
        }
    }

    pub fn sides_list(&self, sides: &[Side]) -> String {
        let names: Vec<String> = self
            .sides_in_order()
            .into_iter()
            .filter(|s| sides.contains(s))
            .enumerate()
            .map(|(i, s)| {
                if i == 0 {
                    self.side(s)
                } else {
                    self.side_in(s)
                }
            })
            .collect::<Vec<_>>();
        listed(&names)
    }
}

/// The compass name of `seat` at a table of `players`, in the window's language.
pub fn compass_name(players: usize, seat: Seat) -> String {
    // The engine names seats in English ("North-East"); the message picks the translation.
    let key = seat_name(players, seat).to_lowercase().replace('-', "_");
    t!("seat-compass", seat = key)
}

/// Items in a sentence's list: "A and B", "A, B and C".
pub fn listed(names: &[String]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            t!("list-and", first = rest.join(", "), last = last.as_str())
        }
        _ => names.join(""),
    }
}

/// Items in a label's list: "A & B", "A, B & C".
pub fn listed_short(names: &[String]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            t!("list-amp", first = rest.join(", "), last = last.as_str())
        }
        _ => names.join(""),
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
        assert_eq!(n.side_in(0), "you and North");
        assert_eq!(n.side(1), "East & West");
        assert_eq!((n.person(2), n.person(3)), ("you", "other"));
        assert_eq!((n.side_person(0), n.side_person(1)), ("you-and", "many"));
        assert_eq!(n.totals_text(&[3, 5]), "You & North 3 · East & West 5");
        let n = Names::new(2);
        assert_eq!((n.seat(1).as_str(), n.seat(0).as_str()), ("You", "North"));
        assert_eq!((n.side_person(0), n.side_person(1)), ("one", "you"));
        assert_eq!(n.totals_text(&[4, 7]), "You 7 · North 4");
        let n = Names::new(3);
        assert_eq!(n.side(2), "You");
        assert_eq!(n.sides(), 3);
    }

    /// Six players in two teams of three sit alternately; the person is South.
    #[test]
    fn six_players_in_two_teams_of_three() {
        let n = Names::seated(Seating::new(6, 2));
        assert_eq!(n.seat(3), "You");
        assert_eq!(n.side(1), "You, North-East & North-West");
        assert_eq!(n.side_in(1), "you, North-East and North-West");
        assert_eq!(n.side(0), "North, South-East & South-West");
    }

    /// A match won by one side, and a win shared by several (Sevens from Hell).
    #[test]
    fn a_match_won_alone_or_shared() {
        let n = Names::new(4);
        assert_eq!(n.match_won(&[0]), "You & North win the match");
        assert_eq!(n.match_won(&[1]), "East & West win the match");
        let n = Names::new(3);
        assert_eq!(n.match_won(&[0]), "West wins the match");
        assert_eq!(n.match_won(&[2, 0, 1]), "You, West and East share the win");
    }

    /// With three players the names say where the others sit: the next seat clockwise (the
    /// person's left) is West, the other East.
    #[test]
    fn three_players_are_named_by_where_they_sit() {
        use crate::ui::table::trick::layout::{Layout, Place};
        let n = Names::new(3);
        let layout = Layout::new(
            egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1000.0, 600.0)),
            3,
            n.me,
        );
        for seat in 0..3 {
            let expected = match layout.place(seat) {
                Place::Bottom => "You",
                Place::UpperLeft => "West",
                Place::UpperRight => "East",
                other => panic!("no seat sits at {other:?} with three players"),
            };
            assert_eq!(n.seat(seat), expected);
        }
        assert_eq!(n.totals_text(&[1, 2, 3]), "You 3 · West 1 · East 2");
    }
}
