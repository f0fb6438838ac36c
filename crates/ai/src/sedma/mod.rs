//! Sedma bots and the knowledge they share: the rule-of-thumb player, the endgame solver, the
//! reading of the others' play, and the adapter the searching bots use (sampled positions, the
//! playout policy).

pub mod endgame;
pub mod hint;
pub mod level;
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

use super::{Bot, GameBots, Hint, Level, SeatView};
use crate::cards::GameRng;
use crate::engine::Seat;
use crate::games::sedma::{Sedma, SedmaAction, SedmaView};

impl GameBots for Sedma {
    const EXPERT_ALSO: &'static str = "reads what the others' play says about their cards, \
        expects sensible replies while their play looks sensible, and once a two-player stock \
        is gone plays perfectly, or, when best play cannot save the hand, the line a sensible \
        opponent gets wrong";

    fn level_bot(level: Level) -> Box<dyn Bot<Sedma>> {
        level::level_bot(level)
    }

    fn rule_bot() -> Box<dyn Bot<Sedma>> {
        Box::new(SedmaRuleBot::new())
    }

    fn hint(view: &SedmaView, level: Level, rng: &mut GameRng) -> Option<Hint<SedmaAction>> {
        hint::hint(view, level, rng)
    }
}

impl SeatView for SedmaView {
    type Action = SedmaAction;

    fn legal(&self) -> &[SedmaAction] {
        &self.legal
    }

    fn seat(&self) -> Seat {
        self.seat
    }
}
