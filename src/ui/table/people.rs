//! Who plays each seat of a table, and the cover that hides every hand while a table of
//! several people (hot-seat) passes from one person to the next.

use super::names::{Names, human_seat};
use crate::engine::{Seat, Seating};
use crate::store::{Level, Player, Profiles};
use egui::{RichText, Ui};

/// The players of a table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seats {
    /// One per seat, seat 0 first; empty: one person in the usual seat, bots elsewhere.
    pub players: Vec<Player>,
    /// The people's names by seat (empty for bots).
    pub names: Vec<String>,
    /// Everyone at a table of several people agreed that decisions may be taken back.
    pub undo_agreed: bool,
}

impl Seats {
    /// A table of `players`, the people called by their profiles' names.
    pub fn named(players: &[Player], profiles: &Profiles, undo_agreed: bool) -> Seats {
        Seats {
            names: players
                .iter()
                .map(|p| {
                    p.person()
                        .map(|id| profiles.name_of(id))
                        .unwrap_or_default()
                })
                .collect(),
            players: players.to_vec(),
            undo_agreed,
        }
    }

    /// Who plays each of `count` seats; bots of the usual table play at `level`.
    pub fn players_for(&self, count: usize, level: Level) -> Vec<Player> {
        if self.players.len() == count {
            return self.players.clone();
        }
        crate::store::usual_seats(count, level)
    }

    /// The seat whose cards the table shows first: the person to act (`to_act`) if a person
    /// is, else the first person.
    pub fn viewer(&self, count: usize, to_act: Option<Seat>) -> Seat {
        if self.players.len() != count {
            return human_seat(count);
        }
        to_act
            .filter(|&s| self.players.get(s).is_some_and(|p| p.is_person()))
            .or_else(|| self.players.iter().position(|p| p.is_person()))
            .unwrap_or_else(|| human_seat(count))
    }

    /// Whether several people share the table.
    pub fn hot_seat(&self) -> bool {
        self.players.iter().filter(|p| p.is_person()).count() > 1
    }

    /// The table's names: from the chair of the person to act (`to_act`) or the first person, and at a hot-seat table with every
    /// person called by name.
    pub fn names(&self, seating: Seating, to_act: Option<Seat>) -> Names {
        let mut names = Names::seated(seating);
        names.me = self.viewer(names.players, to_act);
        if self.hot_seat() && self.players.len() == names.players {
            names.people = self
                .players
                .iter()
                .enumerate()
                .map(|(s, p)| {
                    p.is_person().then(|| {
                        self.names
                            .get(s)
                            .filter(|n| !n.is_empty())
                            .cloned()
                            .unwrap_or_else(|| format!("Player {}", s + 1))
                    })
                })
                .collect();
        }
        names
    }
}

/// The seat to act in a match, while it goes on.
pub fn first_to_act<G: crate::engine::HandGame>(m: &crate::engine::Match<G>) -> Option<Seat> {
    if m.is_over() { None } else { m.hand().to_act() }
}

/// The cover over a hot-seat table: nothing of the table is drawn under it, so no hand can be
/// seen (or read by a screen reader) until the person named says they are at the screen.
/// Returns whether they did.
pub fn cover_ui(ui: &mut Ui, names: &Names, seat: Seat, score: &str) -> bool {
    let name = names.seat(seat);
    let mut ready = false;
    egui::CentralPanel::default().show(ui, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space((ui.available_height() * 0.3).max(20.0));
            ui.heading(RichText::new(t!("cover-pass-to", name = name.as_str())).size(30.0));
            ui.add_space(8.0);
            ui.label(t!("cover-ready", name = name.as_str()));
            ui.add_space(4.0);
            ui.label(RichText::new(score).weak());
            ui.add_space(16.0);
            let button =
                ui.button(RichText::new(t!("cover-show", name = name.as_str())).size(18.0));
            crate::ui::table::trick::paint::key_cap(ui, &button, "Enter");
            // Enter or Space, as on every summary, while nothing else has the keyboard.
            let key = ui.memory(|m| m.focused().is_none())
                && ui.input_mut(|i| {
                    i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)
                        || i.consume_key(egui::Modifiers::NONE, egui::Key::Space)
                });
            ready = button.clicked() || key;
        });
    });
    ready
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::ProfileId;

    #[test]
    fn the_first_person_views_and_people_are_named() {
        let usual = Seats::default();
        assert_eq!(usual.viewer(4, Some(0)), 2);
        assert!(!usual.hot_seat());
        let two = Seats {
            players: vec![
                Player::Bot(Level::Easy),
                Player::Person(ProfileId(1)),
                Player::Bot(Level::Expert),
                Player::DEFAULT_PERSON,
            ],
            names: vec![String::new(), "Anna".into(), String::new(), "Ben".into()],
            undo_agreed: false,
        };
        assert_eq!(two.viewer(4, Some(0)), 1);
        assert_eq!(two.viewer(4, Some(3)), 3, "the person to act first");
        let names = two.names(Seating::trick_game(4), None);
        assert_eq!(names.me, 1);
        assert_eq!(names.seat(1), "Anna");
        assert_eq!((names.seat(3).as_str(), names.person(3)), ("Ben", "other"));
        assert_eq!(names.side(1), "Anna & Ben");
        assert!(!names.is_me(1), "nobody is 'you' at a shared table");
        assert_eq!(names.seat(0), "North");
    }
}
