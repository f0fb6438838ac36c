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

use super::{Bot, GameBots, Hint, Level, ReviewUnit, SeatView};
use crate::cards::GameRng;
use crate::engine::Seat;
use crate::games::sedma::{Determinizer, Sedma, SedmaAction, SedmaView};
use crate::search::Determinize;

impl GameBots for Sedma {
    fn level_bot(level: Level) -> Box<dyn Bot<Sedma>> {
        level::level_bot(level)
    }

    fn rule_bot() -> Box<dyn Bot<Sedma>> {
        Box::new(SedmaRuleBot::new())
    }

    type Rule = std::convert::Infallible;

    fn hint(
        view: &SedmaView,
        level: Level,
        rng: &mut GameRng,
    ) -> Option<Hint<SedmaAction, Self::Rule>> {
        hint::hint(view, level, rng)
    }

    /// Card points, as the hints count, in batches of 600 paired deals.
    const REVIEW: ReviewUnit = ReviewUnit {
        unit: "card-points",
        decimals: 0,
        margin: 2.0,
        samples: 600,
    };

    fn review_score(&self, seat: Seat) -> f32 {
        self.card_points(seat)
    }

    /// Exact once a 2-player stock is gone: every card is known.
    fn exact_values(view: &SedmaView, rng: &mut GameRng) -> Option<Vec<(SedmaAction, f32)>> {
        if !EndgameSolver::applies(view) {
            return None;
        }
        let g = Determinizer::new(view).ok()?.sample(rng);
        let values = EndgameSolver::new().values(&g, view.seat);
        Some(values.into_iter().map(|(a, v)| (a, v as f32)).collect())
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
