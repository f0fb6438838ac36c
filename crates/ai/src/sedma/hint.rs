//! Sedma hints: the action a level would play, and why, in card points a player understands.

use super::EndgameSolver;
use super::level::{Decision, SedmaSearch};
use crate::cards::GameRng;
use crate::games::sedma::{Determinizer, SedmaAction, SedmaView};
use crate::{Level, Why};
use std::convert::Infallible;

type Hint = crate::Hint<SedmaAction, Infallible>;

/// The hint for the view's seat at `level` (the easy and normal levels' hints come from the
/// quick search: a hint should be good advice), or `None` when the seat has nothing to decide.
/// Decides from the view alone, like the bots, by iterations alone (no time limit), so the
/// same view and seed give the same hint on any machine.
pub fn hint(view: &SedmaView, level: Level, rng: &mut GameRng) -> Option<Hint> {
    let legal = &view.legal;
    if legal.is_empty() {
        return None;
    }
    if legal.len() == 1 {
        return Some(Hint {
            action: legal[0],
            why: Why::Only,
        });
    }
    // A solved endgame is hinted exactly at every level: the review judges it exactly too,
    // and a hint is never worse than the review's best.
    if EndgameSolver::applies(view) {
        if level == Level::Expert {
            let mut search = SedmaSearch::for_level(level).untimed();
            if let Some(Decision::Swindle(action)) = search.decide(view, rng) {
                return Some(swindle(action));
            }
        }
        let g = Determinizer::new(view).ok()?.sample(rng);
        let mut values = EndgameSolver::new().values(&g, view.seat);
        // Best first; the sort is stable, so ties keep the legal order.
        values.sort_by_key(|v| std::cmp::Reverse(v.1));
        let &(best, points) = values.first()?;
        let why = match values.get(1) {
            Some(&(next, other)) if other < points => Why::Solved {
                points,
                next: Some((next, other)),
            },
            _ => Why::SolvedAlike { points },
        };
        return Some(Hint { action: best, why });
    }
    let result = match SedmaSearch::for_level(level).untimed().decide(view, rng)? {
        Decision::Searched { result, .. } => result,
        Decision::Swindle(action) => return Some(swindle(action)),
        Decision::Solved(s) => {
            return Some(Hint {
                action: s.action,
                why: Why::Solved {
                    points: s.final_points,
                    next: None,
                },
            });
        }
    };
    let best = result.actions.first()?;
    Some(Hint {
        action: result.best,
        why: Why::Expected {
            value: best.mean_points,
            next: result.actions.get(1).map(|n| (n.action, n.mean_points)),
        },
    })
}

/// The expert's hint for a lost endgame it plays for the opponent's mistake.
fn swindle(action: SedmaAction) -> Hint {
    Hint {
        action,
        why: Why::Swindle,
    }
}
