//! Sevens from Hell bots: the rule-of-thumb player, the view adapter the generic bots need, the
//! searching bots' adapter, and the difficulty levels.

mod expert;
pub mod hint;
mod rule;
mod search;

pub use expert::HellExpert;
pub use hint::HellRule;
pub use rule::{Habits, HellRuleBot, action_value, policy_action};

use super::level::AtLevel;
use super::{Bot, GameBots, Level, ReviewUnit, SeatView};
use crate::engine::Seat;
use crate::games::sevens_from_hell::{HellAction, HellView, SevensFromHell};

impl SeatView for HellView {
    type Action = HellAction;

    fn legal(&self) -> &[HellAction] {
        self.legal.as_slice()
    }

    fn seat(&self) -> Seat {
        self.seat
    }
}

impl GameBots for SevensFromHell {
    /// `easy` is the rule bot with a beginner's habits and slips, `normal` the rule bot,
    /// `expert` weighs its actions by playing sampled rounds out by the rules of thumb.
    fn level_bot(level: Level) -> Box<dyn Bot<SevensFromHell>> {
        match level {
            Level::Easy => Box::new(AtLevel::new(level, HellRuleBot::easy())),
            Level::Normal => Box::new(AtLevel::new(level, HellRuleBot::new())),
            Level::Expert => Box::new(AtLevel::new(level, HellExpert::default())),
        }
    }

    fn rule_bot() -> Box<dyn Bot<SevensFromHell>> {
        Box::new(HellRuleBot::new())
    }

    /// The rules of thumb's choice (the normal level) with the rule behind it, at every level:
    /// a search's choice has no one-line reason.
    type Rule = hint::HellRule;

    fn hint(
        view: &HellView,
        _level: Level,
        _rng: &mut crate::cards::GameRng,
    ) -> Option<crate::Hint<HellAction, Self::Rule>> {
        hint::hint(view)
    }

    /// Points of the round; sampled rounds vary by hundreds of points.
    const REVIEW: ReviewUnit = ReviewUnit {
        unit: "points",
        decimals: 0,
        margin: 20.0,
        samples: 40,
    };

    fn review_score(&self, seat: Seat) -> f32 {
        self.team_score(self.team_of(seat)).total() as f32
    }

    /// The rules' best actions, each played out by the rules on the true round (the decks'
    /// order known, so one play-out is exact): a tree search would waste its budget on
    /// staging and cancelling melds.
    fn seer() -> Box<dyn crate::omniscient::Seer<SevensFromHell>> {
        Box::new(expert::HellSeer::default())
    }
}
