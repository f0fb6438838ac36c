//! Cards in flight between logical spots of a table: what a step of the stage moves, resolved
//! to rectangles by each table's layout every frame.

use crate::cards::Card;
use crate::engine::Seat;

/// How a card in flight shows its face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reveal {
    Face,
    Back,
    /// Turns face up halfway (cards the person receives).
    FlipUp,
    /// Turns face down near the end (a trick going onto a pile).
    FlipDown,
}

/// A card moving between two spots during the current step.
#[derive(Clone, Copy, Debug)]
pub struct Flight {
    pub card: Card,
    pub from: Spot,
    pub to: Spot,
    pub reveal: Reveal,
    /// Fraction of the step to wait before moving (staggers a dealt packet).
    pub delay: f32,
}

impl Flight {
    /// A card going to a seat's hand: face up for the person (`card` known), else a back.
    pub fn to_hand(card: Option<Card>, from: Spot, to: Spot, delay: f32) -> Flight {
        Flight {
            card: card.unwrap_or(Card::JOKER),
            from,
            to,
            reveal: if card.is_some() {
                Reveal::FlipUp
            } else {
                Reveal::Back
            },
            delay,
        }
    }
}

/// A logical spot on the table; resolved to a rectangle with the current layout each frame, so
/// cards in flight follow a window being resized.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// Card `index` of a hand of `count`.
    Hand {
        seat: Seat,
        index: usize,
        count: usize,
    },
    /// The `nth` card a seat has played to the current trick.
    Trick {
        seat: Seat,
        nth: usize,
    },
    Stock,
    Pile {
        seat: Seat,
    },
    /// The face-up card beside the stock (All Fours' upcard).
    Upcard,
    /// Cards discarded face down.
    Discards,
}
