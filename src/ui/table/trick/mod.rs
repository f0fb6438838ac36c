//! The trick games' layout and painting: where hands, the trick, piles and the stock sit
//! ([`layout`]), how they are drawn ([`paint`]), and the cards in flight between those places.
//! Each trick game's table draws its scene with these; a game laid out otherwise (a meld game)
//! brings its own beside them.

pub mod layout;
pub mod paint;

// The cards in flight are the stage's vocabulary too; they live apart so that the stage does
// not lean on the trick tables' drawing.
pub use super::flight::{Flight, Reveal};
