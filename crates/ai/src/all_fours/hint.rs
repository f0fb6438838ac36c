//! All Fours hints: the action the normal level's search would take, and why, in the points of
//! the deal a player understands.

use super::super::level::{EXPERT_BUDGET, NORMAL_BUDGET};
use super::super::search::Ismcts;
use crate::cards::GameRng;
use crate::games::all_fours::scoring::REWARD_PER_POINT;
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursView};
use crate::{Hint, Level};

/// The hint for the view's seat, searched with `level`'s budget (the easy level's hints come
/// from the normal search: a hint should be good advice), or `None` when the seat has nothing
/// to decide. Decides from the view alone, like the bots.
pub fn hint(view: &AllFoursView, level: Level, rng: &mut GameRng) -> Option<Hint<AllFoursAction>> {
    let legal = &view.legal;
    let first = *legal.first()?;
    if legal.len() == 1 {
        return Some(Hint {
            action: first,
            reason: format!("{}: it is the only legal move.", describe(first)),
        });
    }
    let budget = if level == Level::Expert {
        EXPERT_BUDGET
    } else {
        NORMAL_BUDGET
    };
    let result = Ismcts::<AllFours>::new(budget)
        .with_policy_playouts(true)
        .search(view, rng)?;
    let best = result.actions.iter().find(|s| s.action == result.best)?;
    let runner_up = result.actions.iter().find(|s| s.action != result.best);
    let points = |s: &crate::search::ActionStats<AllFoursAction>| {
        (s.mean_reward / REWARD_PER_POINT * 10.0).round() / 10.0
    };
    let reason = match runner_up {
        // Equal once rounded: "against 1.2 for" the other would read as a contradiction.
        Some(other) if points(other) >= points(best) => format!(
            "{}: about {:.1} points from this deal for your side; {} is about as good.",
            describe(best.action),
            points(best),
            phrase(other.action)
        ),
        Some(other) => format!(
            "{}: about {:.1} points from this deal for your side, against {:.1} for {}.",
            describe(best.action),
            best.mean_reward / REWARD_PER_POINT,
            other.mean_reward / REWARD_PER_POINT,
            phrase(other.action)
        ),
        None => format!(
            "{}: about {:.1} points from this deal for your side.",
            describe(best.action),
            best.mean_reward / REWARD_PER_POINT
        ),
    };
    Some(Hint {
        action: best.action,
        reason,
    })
}

/// The action as an instruction: "Stand", "Discard the 2 of clubs", "Play the king of hearts".
fn describe(a: AllFoursAction) -> String {
    let style = crate::cards::PackStyle::French;
    match a {
        AllFoursAction::Stand => "Stand".into(),
        AllFoursAction::Beg => "Beg".into(),
        AllFoursAction::Give => "Give a point".into(),
        AllFoursAction::Run => "Run the cards".into(),
        AllFoursAction::Discard(c) => format!("Discard the {}", c.phrase(style)),
        AllFoursAction::Play(c) => format!("Play the {}", c.phrase(style)),
    }
}

/// The action as the review names it: "standing", "discarding the 2 of clubs".
pub fn phrase(a: AllFoursAction) -> String {
    let style = crate::cards::PackStyle::French;
    match a {
        AllFoursAction::Stand => "standing".into(),
        AllFoursAction::Beg => "begging".into(),
        AllFoursAction::Give => "giving a point".into(),
        AllFoursAction::Run => "running the cards".into(),
        AllFoursAction::Discard(c) => format!("discarding the {}", c.phrase(style)),
        AllFoursAction::Play(c) => format!("playing the {}", c.phrase(style)),
    }
}
