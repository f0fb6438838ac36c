//! All Fours hints: the action a search would take (the quick one, or the expert's at the
//! expert level), and why, in the points of the deal a player understands.

use super::super::search::Ismcts;
use crate::cards::GameRng;
use crate::games::all_fours::scoring::REWARD_PER_POINT;
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursView};
use crate::{Hint, Level, Why};
use std::convert::Infallible;

/// The hint for the view's seat, searched with `level`'s hint budget (the easy and normal
/// levels' hints come from the quick search: a hint should be good advice), or `None` when the
/// seat has nothing to decide. Decides from the view alone, like the bots.
pub fn hint(
    view: &AllFoursView,
    level: Level,
    rng: &mut GameRng,
) -> Option<Hint<AllFoursAction, Infallible>> {
    let legal = &view.legal;
    let first = *legal.first()?;
    if legal.len() == 1 {
        return Some(Hint {
            action: first,
            why: Why::Only,
        });
    }
    let budget = level.hint_budget();
    // Iterations alone, no time limit: the same view and seed give the same hint on any
    // machine, as the review that judges against it needs.
    let budget = crate::Budget {
        time: None,
        ..budget
    };
    let result = Ismcts::<AllFours>::new(budget)
        .with_policy_playouts(true)
        .search(view, rng)?;
    let best = result.actions.iter().find(|s| s.action == result.best)?;
    let runner_up = result.actions.iter().find(|s| s.action != result.best);
    // Points of the deal for the seat's side, as the review counts them.
    let points = |s: &crate::search::ActionStats<AllFoursAction>| s.mean_reward / REWARD_PER_POINT;
    Some(Hint {
        action: best.action,
        why: Why::Expected {
            value: points(best),
            next: runner_up.map(|s| (s.action, points(s))),
        },
    })
}
