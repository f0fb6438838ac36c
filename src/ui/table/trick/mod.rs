//! The trick games' layout and painting: where hands, the trick, piles and the stock sit
//! ([`layout`]), how they are drawn ([`paint`]), and the cards in flight between those places.
//! Each trick game's table draws its scene with these; a game laid out otherwise (a meld game)
//! brings its own beside them.

pub mod layout;
pub mod paint;

use crate::cards::Card;
use layout::Spot;

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
