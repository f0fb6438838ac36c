//! Sevens from Hell bots: the rule-of-thumb player, the view adapter the generic bots need, the
//! searching bots' adapter, and the difficulty levels.

mod expert;
mod hint;
mod rule;
mod search;

pub use expert::HellExpert;
pub use rule::{HellRuleBot, action_value, policy_action};

use super::{Bot, GameBots, Level, ReviewUnit, SeatView};
use crate::engine::Seat;
use crate::games::sevens_from_hell::{HellAction, HellView, Piece, SevensFromHell};

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
    /// `easy` is the rule bot with slips, `normal` the rule bot, `expert` weighs its actions
    /// by playing sampled rounds out by the rules of thumb.
    fn level_bot(level: Level) -> Box<dyn Bot<SevensFromHell>> {
        match level {
            Level::Easy => Box::new(HellRuleBot::easy()),
            Level::Normal => Box::new(HellRuleBot::new()),
            Level::Expert => Box::new(HellExpert::default()),
        }
    }

    fn rule_bot() -> Box<dyn Bot<SevensFromHell>> {
        Box::new(HellRuleBot::new())
    }

    /// The rules of thumb's choice (the normal level) with the rule behind it, at every level:
    /// a search's choice has no one-line reason.
    fn hint(
        view: &HellView,
        _level: Level,
        _rng: &mut crate::cards::GameRng,
    ) -> Option<crate::Hint<HellAction>> {
        hint::hint(view)
    }

    /// Points of the round; sampled rounds vary by hundreds of points.
    const REVIEW: ReviewUnit = ReviewUnit {
        unit: "points",
        decimals: 0,
        margin: 60.0,
        samples: 40,
    };

    fn action_phrase(_view: &HellView, action: HellAction) -> String {
        phrase(action)
    }

    fn review_score(&self, seat: Seat) -> f32 {
        self.team_score(self.team_of(seat)).total() as f32
    }
}

/// An action as a sentence names it: "drawing two", "taking the pile", "starting a book of
/// kings", "adding a joker to the kings", "discarding the 9 of hearts".
pub fn phrase(action: HellAction) -> String {
    use crate::cards::PackStyle;
    match action {
        HellAction::Draw => "drawing two".into(),
        HellAction::Take { .. } => "taking the pile".into(),
        HellAction::Start { kind, wilds, .. } => match (kind.is_wild(), wilds) {
            (true, _) => "starting the book of wild cards".into(),
            (false, 0) => format!("starting a book of {}", kind.plural()),
            (false, _) => format!("starting a book of {} with a wild card", kind.plural()),
        },
        HellAction::Add { kind, piece } => {
            let what = match piece {
                Piece::Joker => "a joker",
                Piece::Two => "a 2",
                Piece::Natural => kind.one(),
            };
            format!("adding {what} to the {}", kind.plural())
        }
        HellAction::Meld => "laying down the initial meld".into(),
        HellAction::Cancel => "taking the staged cards back".into(),
        HellAction::Foot => "picking up the foot".into(),
        HellAction::Discard(c) => format!("discarding the {}", c.phrase(PackStyle::French)),
        HellAction::End => "ending the turn".into(),
    }
}
