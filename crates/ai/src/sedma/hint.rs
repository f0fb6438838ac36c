//! Sedma hints: the action a level would play, and why, in card points a player understands.

use super::level::{Decision, SedmaSearch};
use super::{EndgameSolver, SedmaRuleBot};
use crate::Level;
use crate::cards::{GameRng, PackStyle};
use crate::games::sedma::{Determinizer, SedmaAction, SedmaView, ViewPhase};

type Hint = crate::Hint<SedmaAction>;

/// The hint for the view's seat at `level`, or `None` when the seat has nothing to decide.
/// Decides from the view alone, like the bots.
pub fn hint(view: &SedmaView, level: Level, rng: &mut GameRng) -> Option<Hint> {
    let legal = &view.legal;
    if legal.is_empty() {
        return None;
    }
    let style = view.options.pack;
    let deciding = matches!(view.phase, ViewPhase::LeaderDecides { .. });
    let say = |a: SedmaAction| describe(a, style, deciding);
    if legal.len() == 1 {
        return Some(Hint {
            action: legal[0],
            reason: format!("{}: it is the only legal move.", capitalise(&say(legal[0]))),
        });
    }
    if level == Level::Expert && EndgameSolver::applies(view) {
        let mut search = SedmaSearch::for_level(level)?;
        if let Some(Decision::Swindle(action)) = search.decide(view, rng) {
            return Some(swindle_hint(capitalise(&say(action)), action));
        }
        let g = Determinizer::new(view).ok()?.sample(rng);
        let mut values = EndgameSolver::new().values(&g, view.seat);
        // Best first; the sort is stable, so ties keep the legal order.
        values.sort_by_key(|v| std::cmp::Reverse(v.1));
        let &(best, pts) = values.first()?;
        let reason = match values.get(1) {
            Some(&(next, other)) if other < pts => format!(
                "{}: with best play on both sides you finish with {pts} card points, against {other} for {}.",
                capitalise(&say(best)),
                say(next)
            ),
            _ => format!(
                "{}: every card is known now, and with best play you finish with {pts} card points whatever you do.",
                capitalise(&say(best))
            ),
        };
        return Some(Hint {
            action: best,
            reason,
        });
    }
    match SedmaSearch::for_level(level) {
        None => {
            let mut values = SedmaRuleBot::new().values(view);
            values.sort_by(|a, b| b.1.total_cmp(&a.1));
            let &(best, v) = values.first()?;
            let reason = match values.get(1) {
                Some(&(next, w)) => format!(
                    "{}: by rule of thumb it is worth about {v:.0} card points, against {w:.0} for {}.",
                    capitalise(&say(best)),
                    say(next)
                ),
                None => format!("{}.", capitalise(&say(best))),
            };
            Some(Hint {
                action: best,
                reason,
            })
        }
        Some(mut search) => {
            let result = match search.decide(view, rng)? {
                Decision::Searched { result, .. } => result,
                Decision::Swindle(action) => {
                    return Some(swindle_hint(capitalise(&say(action)), action));
                }
                Decision::Solved(s) => {
                    return Some(Hint {
                        action: s.action,
                        reason: format!(
                            "{}: with best play on both sides you finish with {} card points.",
                            capitalise(&say(s.action)),
                            s.final_points
                        ),
                    });
                }
            };
            let best = result.actions.first()?;
            let reason = match result.actions.get(1) {
                // Equal once rounded: "against 47 for" the other would read as a contradiction.
                Some(next) if next.mean_points.round() >= best.mean_points.round() => format!(
                    "{}: about {:.0} card points expected by the end of the hand; {} is about as \
                     good.",
                    capitalise(&say(best.action)),
                    best.mean_points,
                    say(next.action)
                ),
                Some(next) => format!(
                    "{}: about {:.0} card points expected by the end of the hand, against {:.0} for {}.",
                    capitalise(&say(best.action)),
                    best.mean_points,
                    next.mean_points,
                    say(next.action)
                ),
                None => format!(
                    "{}: about {:.0} card points expected by the end of the hand.",
                    capitalise(&say(best.action)),
                    best.mean_points
                ),
            };
            Some(Hint {
                action: result.best,
                reason,
            })
        }
    }
}

/// The action in words for the view's seat, lower case: "continuing with the 7 of hearts".
pub fn phrase(view: &SedmaView, a: SedmaAction) -> String {
    let deciding = matches!(view.phase, ViewPhase::LeaderDecides { .. });
    describe(a, view.options.pack, deciding)
}

/// The action in words, lower case: "playing the 7 of hearts", "ending the trick".
fn describe(a: SedmaAction, style: PackStyle, deciding: bool) -> String {
    match a {
        SedmaAction::Play(c) if deciding => format!("continuing with the {}", c.phrase(style)),
        SedmaAction::Play(c) => format!("playing the {}", c.phrase(style)),
        SedmaAction::EndTrick => "ending the trick".into(),
        SedmaAction::Pass => "passing".into(),
    }
}

/// "playing the 7 of hearts" → "Play the 7 of hearts" for the head of the sentence.
fn capitalise(s: &str) -> String {
    const VERBS: [(&str, &str); 4] = [
        ("playing", "Play"),
        ("continuing", "Continue"),
        ("ending", "End"),
        ("passing", "Pass"),
    ];
    VERBS
        .iter()
        .find_map(|(ing, verb)| s.strip_prefix(ing).map(|rest| format!("{verb}{rest}")))
        .unwrap_or_else(|| s.to_string())
}

/// The expert's hint for a lost endgame it plays for the opponent's mistake.
fn swindle_hint(said: String, action: SedmaAction) -> Hint {
    Hint {
        action,
        reason: format!(
            "{said}: with best play on both sides this hand is lost, but this line wins it if \
             your opponent replies as a sensible player would."
        ),
    }
}
