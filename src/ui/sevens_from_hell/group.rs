//! The groups the hand is drawn in and picked by: copies of one rank are interchangeable,
//! wild cards and threes sit apart.

use crate::cards::Card;
use crate::games::sevens_from_hell::{Counts, Piece};

/// A group of the hand as drawn: copies of one rank are interchangeable, wild cards and threes
/// sit apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    Natural(u8),
    Joker,
    Two,
    Three { red: bool },
}

impl Group {
    /// Every group in the order the hand shows them: naturals 4 to ace, then the wild cards,
    /// then the threes.
    pub fn all() -> impl Iterator<Item = Group> {
        (4..=14).map(Group::Natural).chain([
            Group::Joker,
            Group::Two,
            Group::Three { red: true },
            Group::Three { red: false },
        ])
    }

    /// How many cards of the group `hand` holds.
    pub fn count(self, hand: &Counts) -> u8 {
        match self {
            Group::Natural(r) => hand.of_rank(r),
            Group::Joker => hand.jokers(),
            Group::Two => hand.twos(),
            Group::Three { red } => threes(hand, red).map(|c| hand.get(c)).sum(),
        }
    }

    /// The card of the group `hand` holds to show or discard: the first suit with a copy.
    pub fn card(self, hand: &Counts) -> Option<Card> {
        match self {
            Group::Natural(r) => hand.pick(Piece::Natural, r),
            Group::Joker => hand.pick(Piece::Joker, 0),
            Group::Two => hand.pick(Piece::Two, 0),
            Group::Three { red } => threes(hand, red).next(),
        }
    }

    /// The group a card belongs to.
    pub fn of(card: Card) -> Group {
        match card.rank_value() {
            0 => Group::Joker,
            2 => Group::Two,
            3 => Group::Three {
                red: card.suit().is_some_and(|s| s.is_red()),
            },
            r => Group::Natural(r),
        }
    }

    /// The group's key in the messages: a rank's ("king"), "joker", "two", "red-three",
    /// "black-three".
    pub fn key(self) -> &'static str {
        match self {
            Group::Natural(r) => crate::i18n::rank_value_key(r),
            Group::Joker => "joker",
            Group::Two => "two",
            Group::Three { red: true } => "red-three",
            Group::Three { red: false } => "black-three",
        }
    }
}

fn threes(hand: &Counts, red: bool) -> impl Iterator<Item = Card> + '_ {
    hand.held()
        .filter(move |c| c.rank_value() == 3 && c.suit().is_some_and(|s| s.is_red()) == red)
}
