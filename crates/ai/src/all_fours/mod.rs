//! All Fours bots: the rule-of-thumb player, the view adapter the generic bots need, the
//! searching bots' adapter (sampled positions, the playout policy), and the difficulty levels.

pub mod hint;
mod know;
pub mod policy;
mod rule;
mod search;

pub use rule::{AllFoursRuleBot, Habits, strength};

use super::level::{AtLevel, EXPERT_BUDGET};
use super::search::Ismcts;
use super::{Bot, GameBots, Level, ReviewUnit, SeatView};
use crate::engine::{Game, Seat};
use crate::games::all_fours::scoring::REWARD_PER_POINT;
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursView};

impl SeatView for AllFoursView {
    type Action = AllFoursAction;

    fn legal(&self) -> &[AllFoursAction] {
        &self.legal
    }

    fn seat(&self) -> Seat {
        self.seat
    }
}

impl GameBots for AllFours {
    /// `easy` is the rule bot with a beginner's habits and slips, `normal` the rule bot bidding
    /// cautiously ([`Habits::cautious`]), and `expert` searches with the full budget, playing
    /// out by the All Fours playout policy (at 2,000 iterations it scored 57.1 % against the
    /// rule bot over 600 hands, random playouts 54.2 %).
    fn level_bot(level: Level) -> Box<dyn Bot<AllFours>> {
        match level {
            Level::Easy => Box::new(AtLevel::new(level, AllFoursRuleBot::easy())),
            Level::Normal => Box::new(AtLevel::new(level, AllFoursRuleBot::normal())),
            Level::Expert => Box::new(
                Ismcts::<AllFours>::new(EXPERT_BUDGET)
                    .with_policy_playouts(true)
                    .named(level.name()),
            ),
        }
    }

    fn rule_bot() -> Box<dyn Bot<AllFours>> {
        Box::new(AllFoursRuleBot::new())
    }

    type Rule = std::convert::Infallible;

    fn hint(
        view: &AllFoursView,
        level: Level,
        rng: &mut crate::cards::GameRng,
    ) -> Option<crate::Hint<AllFoursAction, Self::Rule>> {
        hint::hint(view, level, rng)
    }

    /// Points of the deal; at 1,500 deals an action the sampling's noise is a few hundredths.
    const REVIEW: ReviewUnit = ReviewUnit {
        unit: "points",
        decimals: 1,
        margin: 0.05,
        samples: 1500,
    };

    fn review_score(&self, seat: Seat) -> f32 {
        self.rewards()[seat] / REWARD_PER_POINT
    }

    /// The bids (stand, beg, give, run), the discards after a run, and the cards played.
    const DECISIONS: &'static [&'static str] = &["bid", "discard", "card"];

    fn decision(&self) -> &'static str {
        if self.eldest_deciding() || self.dealer_deciding() {
            "bid"
        } else if self.discarding() {
            "discard"
        } else {
            "card"
        }
    }
}
