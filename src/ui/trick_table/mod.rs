//! What the tables of the trick games share: where things sit ([`layout`]), seat names from the
//! person's chair ([`names`]), the match and its bot seats ([`driver`]), the drawing of hands,
//! tricks, piles and cards in flight ([`paint`]), the steps being played ([`stage`]), and the
//! table itself with its frame loop ([`table`]). Each game's table keeps only its own steps,
//! its choices and its texts.

pub mod driver;
pub mod layout;
pub mod names;
pub mod paint;
pub mod stage;
pub mod table;

use crate::cards::Card;
use crate::ui::animation::StepQueue;
use layout::Spot;

/// A line under the table: what just happened, or why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub text: String,
    pub error: bool,
}

impl Note {
    pub fn info(text: impl Into<String>) -> Note {
        Note {
            text: text.into(),
            error: false,
        }
    }

    pub fn error(text: impl Into<String>) -> Note {
        Note {
            text: text.into(),
            error: true,
        }
    }
}

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

/// Asks egui for the next frame only when something will change: every frame while cards
/// move, at the end of a pause, or when a bot's reply is due. A bot still thinking wakes the
/// window itself.
pub fn schedule_repaint<T>(
    ctx: &egui::Context,
    queue: &StepQueue<T>,
    flying: bool,
    now: f64,
    reply_due: Option<f64>,
) {
    if !queue.is_empty() {
        if !queue.at_gate() {
            match queue.remaining(now) {
                Some(r) if !flying && r > 0.0 => {
                    ctx.request_repaint_after(std::time::Duration::from_secs_f64(r));
                }
                _ => ctx.request_repaint(),
            }
        }
    } else if let Some(due) = reply_due {
        let left = (due - now).max(0.0);
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(left));
    }
}
