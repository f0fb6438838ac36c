//! Sevens from Hell settings: players and teams, and every option of rule book table 3.11. One
//! serde value, so settings files, scenarios and saved matches share it.

use crate::engine::{Seating, Variant as NamedVariant};
use serde::{Deserialize, Serialize};

/// What happens when a player must draw and one draw deck is empty (3.5 A, 3.11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawWhenDeckEmpty {
    /// House choice: both cards come from the other deck; the round ends when both are empty.
    #[default]
    FromOtherDeck,
    /// The round ends once either deck is empty (the player who emptied it finishes his turn).
    EndRound,
}

/// The bonus of each kind of closed book, and the penalty for a required one that is missing
/// ("it counts against the team for its normal value", 3.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct BookBonuses {
    pub clean: u32,
    pub dirty: u32,
    pub sevens: u32,
    pub wild: u32,
}

impl Default for BookBonuses {
    fn default() -> BookBonuses {
        BookBonuses {
            clean: 500,
            dirty: 300,
            sevens: 500,
            wild: 500,
        }
    }
}

/// Every Sevens from Hell setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct HellOptions {
    /// 4 (two teams of two) or 6.
    pub players: u8,
    /// Teams at the table: 2, or with six players 3 (teams of two, eight decks).
    pub teams: u8,
    /// The initial meld's minimum in rounds 1 to 4.
    pub meld_minimums: [u32; 4],
    /// What a 3 left in hand or foot costs, red and black; `None`: 5 like any low card.
    pub three_penalties: Option<(u32, u32)>,
    pub book_bonuses: BookBonuses,
    /// The player must claim his foot himself (nobody may remind him); otherwise it is taken
    /// for him at the moment the rules allow.
    pub manual_foot: bool,
    /// Sevens may be discarded once any team has closed a book of sevens (a house rule of
    /// Hand and Foot Remastered; the seed's sevens are never discarded).
    pub sevens_discardable_after_sevens_book: bool,
    pub draw_when_deck_empty: DrawWhenDeckEmpty,
}

impl Default for HellOptions {
    fn default() -> HellOptions {
        HellOptions {
            players: 4,
            teams: 2,
            meld_minimums: [90, 120, 150, 180],
            three_penalties: None,
            book_bonuses: BookBonuses::default(),
            manual_foot: false,
            sevens_discardable_after_sevens_book: false,
            draw_when_deck_empty: DrawWhenDeckEmpty::FromOtherDeck,
        }
    }
}

type Variant = NamedVariant<HellOptions>;

/// The named variants, as `--variant NAME` and the settings spell them.
pub const VARIANTS: &[Variant] = &[
    Variant {
        name: "three-teams",
        title: "three teams of two",
        summary: "six players in three pairs sitting opposite, with eight decks",
        apply: |o| {
            o.players = 6;
            o.teams = 3;
        },
    },
    Variant {
        name: "hand-and-foot-minimums",
        title: "Hand and Foot meld minimums",
        summary: "initial melds of 50, 90, 120 and 150 as in plain Hand and Foot",
        apply: |o| o.meld_minimums = [50, 90, 120, 150],
    },
    Variant {
        name: "steep-minimums",
        title: "steep meld minimums",
        summary: "initial melds of 60, 120, 180 and 240",
        apply: |o| o.meld_minimums = [60, 120, 180, 240],
    },
    Variant {
        name: "red-threes-500",
        title: "costly threes (red 500, black 300)",
        summary: "a red 3 left in hand or foot costs 500, a black one 300",
        apply: |o| o.three_penalties = Some((500, 300)),
    },
    Variant {
        name: "red-threes-only",
        title: "costly red threes (red 500, black 5)",
        summary: "a red 3 left in hand or foot costs 500, a black one 5",
        apply: |o| o.three_penalties = Some((500, 5)),
    },
    Variant {
        name: "big-books",
        title: "big book bonuses",
        summary: "a book of wilds is worth 1000 and a book of sevens 3000 (and cost as much missing)",
        apply: |o| {
            o.book_bonuses = BookBonuses {
                wild: 1000,
                sevens: 3000,
                ..BookBonuses::default()
            }
        },
    },
    Variant {
        name: "manual-foot",
        title: "claim your own foot",
        summary: "you must pick up your foot yourself when you may; nobody reminds you",
        apply: |o| o.manual_foot = true,
    },
    Variant {
        name: "sevens-discardable",
        title: "sevens may go once a sevens book is closed",
        summary: "sevens may be discarded after any team has closed a book of sevens",
        apply: |o| o.sevens_discardable_after_sevens_book = true,
    },
    Variant {
        name: "end-on-empty-deck",
        title: "the round ends with the first empty deck",
        summary: "the round ends once either draw deck is empty, not both",
        apply: |o| o.draw_when_deck_empty = DrawWhenDeckEmpty::EndRound,
    },
];

impl HellOptions {
    /// The usual options for `players`: two teams.
    pub fn for_players(players: u8) -> HellOptions {
        HellOptions {
            players,
            ..HellOptions::default()
        }
    }

    /// Decks shuffled together: six, or players + 2 with teams of two beyond four players.
    pub fn decks(&self) -> u8 {
        if self.players > 4 && self.players / self.teams.max(1) == 2 {
            self.players + 2
        } else {
            6
        }
    }

    /// Jokers in the pack: two per deck.
    pub fn jokers(&self) -> u8 {
        2 * self.decks()
    }

    /// Who plays with whom (3.2).
    pub fn seating(&self) -> Seating {
        Seating::new(self.players as usize, self.teams as usize)
    }

    /// The initial meld's minimum in round `round` (1..; later rounds keep the fourth's).
    pub fn minimum(&self, round: u32) -> u32 {
        self.meld_minimums[(round.clamp(1, 4) - 1) as usize]
    }

    /// What a 3 left in hand costs.
    pub fn three_penalty(&self, red: bool) -> u32 {
        match self.three_penalties {
            Some((r, b)) => {
                if red {
                    r
                } else {
                    b
                }
            }
            None => 5,
        }
    }

    /// Checks the settings; the error says what to change.
    pub fn validate(&self) -> Result<(), String> {
        match (self.players, self.teams) {
            (4, 2) | (6, 2) | (6, 3) => {}
            (4, t) => {
                return Err(format!(
                    "four players play in two teams of two, not {t} teams"
                ));
            }
            (6, t) => {
                return Err(format!(
                    "six players play in two teams of three or three teams of two, not {t} teams"
                ));
            }
            (p, _) => {
                return Err(format!("Sevens from Hell is for 4 or 6 players, not {p}"));
            }
        }
        if self.meld_minimums.iter().any(|&m| m > 1000) {
            return Err(format!(
                "a meld minimum of more than 1000 can never be met; the minimums are {:?}",
                self.meld_minimums
            ));
        }
        if let Some((r, b)) = self.three_penalties
            && (r > 5000 || b > 5000)
        {
            return Err(format!("a 3 may cost at most 5000, not {}", r.max(b)));
        }
        let b = self.book_bonuses;
        if [b.clean, b.dirty, b.sevens, b.wild]
            .iter()
            .any(|&v| v > 10_000)
        {
            return Err("a book bonus may be at most 10000".into());
        }
        Ok(())
    }
}
