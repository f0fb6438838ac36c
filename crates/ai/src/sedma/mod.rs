//! Sedma bots and the knowledge they share: the rule-of-thumb player, the endgame solver, the
//! reading of the others' play, and the adapter the searching bots use (sampled positions, the
//! playout policy).

pub mod endgame;
pub mod policy;
mod reading;
mod rule;
mod search;
mod table;

pub use crate::mistakes::EASY_MISTAKES;
pub use endgame::{EndgameSolver, Solved, swindle};
pub use reading::{Reading, SENSIBLE_PRIOR};
pub use rule::{SedmaRuleBot, Weights};
pub use search::SedmaSampler;

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
