//! Sedma bots and the knowledge they share.

pub mod endgame;
mod reading;
mod rule;
mod table;

pub use crate::ai::mistakes::EASY_MISTAKES;
pub use endgame::{EndgameSolver, Solved, swindle};
pub use reading::{Reading, SENSIBLE_PRIOR};
pub use rule::{SedmaRuleBot, Weights};

use super::SeatView;
use crate::engine::Seat;
use crate::games::sedma::{SedmaAction, SedmaView};

impl SeatView for SedmaView {
    type Action = SedmaAction;

    fn legal(&self) -> &[SedmaAction] {
        &self.legal
    }

    fn seat(&self) -> Seat {
        self.seat
    }
}
