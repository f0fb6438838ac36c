//! Hand review: after a hand, the expert looks again at each of one seat's decisions from the
//! view that seat had then, values every legal action, and marks the decisions that cost
//! expected points, with the better action and how much it was worth.
//!
//! A searched value plays each action out on the same sampled deals (drawn in proportion to
//! how well they explain the others' play), every seat then acting as a sensible player: the
//! same deals for every action make the differences sharp. Where the game can solve a position
//! exactly (a 2-player Sedma hand once the stock is gone) the values are exact.

use crate::cards::{GameRng, rng_from_seed};
use crate::engine::Seat;
use crate::search::on_same_deals;
use crate::{GameBots, SeatView};

/// Samples the review reads the others' play with, where the game reads it.
pub const REVIEW_READING: usize = 1000;

/// How a game's review counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewUnit {
    /// The unit by a stable key the window words: "card-points", "points".
    pub unit: &'static str,
    /// Decimals a value is shown with.
    pub decimals: usize,
    /// Searched differences smaller than this are sampling noise, not mistakes.
    pub margin: f32,
    /// Sampled deals per action of a searched decision.
    pub samples: u32,
}

impl ReviewUnit {
    /// `value` rounded as it is shown.
    pub fn round(&self, value: f32) -> f32 {
        let scale = 10f32.powi(self.decimals as i32);
        (value * scale).round() / scale
    }
}

/// The values of a decision's legal actions for the deciding seat's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Appraisal<A> {
    /// Every legal action with its value, in the view's order.
    pub values: Vec<(A, f32)>,
    /// Solved exactly, not sampled.
    pub exact: bool,
}

/// One decision looked at again.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<A> {
    /// Actions of the hand before this decision: replaying them shows the position.
    pub index: usize,
    pub played: A,
    pub best: A,
    /// Expected value of the best action and of the one played, for the seat's side.
    pub best_value: f32,
    pub played_value: f32,
    pub exact: bool,
}

impl<A> Judged<A> {
    /// What the action played cost against the best one (never negative).
    pub fn cost(&self) -> f32 {
        (self.best_value - self.played_value).max(0.0)
    }
}

/// A reviewed hand: every decision with a choice, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Review<A> {
    pub seat: Seat,
    pub unit: ReviewUnit,
    pub judged: Vec<Judged<A>>,
}

impl<A> Review<A> {
    /// The decisions that cost something: exact ones that lost any points, searched ones that
    /// lost more than the sampling's noise. In the hand's order.
    pub fn mistakes(&self) -> Vec<&Judged<A>> {
        self.judged
            .iter()
            .filter(|j| {
                if j.exact {
                    j.cost() > 0.0
                } else {
                    j.cost() >= self.unit.margin
                }
            })
            .collect()
    }

    /// What all the marked decisions cost together: the sum of the costs as each is shown
    /// (rounded), so the figures on screen add up.
    pub fn total_cost(&self) -> f32 {
        self.mistakes()
            .iter()
            .map(|j| self.unit.round(j.cost()))
            .sum()
    }
}

/// A decision in a hand: the actions before it, the deciding seat's view and what it played.
pub type Decision<G> = (
    usize,
    <G as crate::engine::Game>::View,
    <G as crate::engine::Game>::Action,
);

/// A hand whose moves do not fit its deal (a damaged record): move `number` (from 1) is
/// refused for `reason`.
#[derive(Clone, Debug, PartialEq)]
pub struct Misfit {
    pub number: usize,
    pub reason: String,
}

impl std::fmt::Display for Misfit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "move {} does not fit the hand: {}",
            self.number, self.reason
        )
    }
}

/// The seat's decisions in a hand, for every decision with more than one legal action. Fails
/// when an action does not fit the hand.
pub fn decisions<G: GameBots>(
    dealt: &G,
    actions: &[G::Action],
    seat: Seat,
) -> Result<Vec<Decision<G>>, Misfit> {
    let mut g = dealt.clone();
    let mut out = Vec::new();
    for (i, &a) in actions.iter().enumerate() {
        if g.to_act() == Some(seat) {
            let view = g.view(seat);
            if view.legal().len() > 1 {
                out.push((i, view, a));
            }
        }
        g.apply(a).map_err(|e| Misfit {
            number: i + 1,
            reason: e.reason,
        })?;
    }
    Ok(out)
}

/// Reviews `seat`'s decisions in a hand dealt as `dealt` and played as `actions`. `seed` fixes
/// the sampling, so the same hand gets the same review. `progress(done, total)` is told after
/// each decision; when it returns `false` the review stops and gives `None`.
pub fn review_hand<G: GameBots>(
    dealt: &G,
    actions: &[G::Action],
    seat: Seat,
    seed: u64,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Result<Option<Review<G::Action>>, Misfit> {
    let todo = decisions(dealt, actions, seat)?;
    let total = todo.len();
    if !progress(0, total) {
        return Ok(None);
    }
    let mut judged = Vec::with_capacity(total);
    for (n, (index, view, played)) in todo.into_iter().enumerate() {
        let mut rng = rng_from_seed(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        if let Some(j) = judge::<G>(index, &view, played, &mut rng) {
            judged.push(j);
        }
        if !progress(n + 1, total) {
            return Ok(None);
        }
    }
    Ok(Some(Review {
        seat,
        unit: G::REVIEW,
        judged,
    }))
}

/// One decision: the values of its actions, the best and the one played.
fn judge<G: GameBots>(
    index: usize,
    view: &G::View,
    played: G::Action,
    rng: &mut GameRng,
) -> Option<Judged<G::Action>> {
    let appraisal = G::appraise(view, rng)?;
    let played_value = appraisal.values.iter().find(|v| v.0 == played)?.1;
    // The first best in the view's order, unless the action played is as good.
    let (best, best_value) = appraisal
        .values
        .iter()
        .copied()
        .reduce(|a, b| if b.1 > a.1 { b } else { a })?;
    let (best, best_value) = if played_value >= best_value {
        (played, played_value)
    } else {
        (best, best_value)
    };
    Some(Judged {
        index,
        played,
        best,
        best_value,
        played_value,
        exact: appraisal.exact,
    })
}

/// Values each legal action by playing it out on `G::REVIEW.samples` sampled deals, the same
/// deals for every action, with every seat then acting as the game's sensible player.
pub fn sampled<G: GameBots>(view: &G::View, rng: &mut GameRng) -> Option<Appraisal<G::Action>> {
    let legal = view.legal();
    if legal.is_empty() {
        return None;
    }
    let seat = view.seat();
    let sampler = G::reading_sampler(view, REVIEW_READING, rng)
        .or_else(|_| G::sampler(view))
        .ok()?;
    let values = on_same_deals::<G>(&sampler, legal, G::REVIEW.samples.max(1), rng, |g, rng| {
        g.play_out_by_model(rng);
        G::review_score(g, seat)
    });
    Some(Appraisal {
        values,
        exact: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(cost: f32, exact: bool) -> Judged<u8> {
        Judged {
            index: 0,
            played: 1,
            best: 2,
            best_value: 10.0 + cost,
            played_value: 10.0,
            exact,
        }
    }

    /// Exact losses always count; searched ones only beyond the sampling's noise.
    #[test]
    fn mistakes_are_losses_beyond_the_noise() {
        let review = Review {
            seat: 0,
            unit: ReviewUnit {
                unit: "card-points",
                decimals: 0,
                margin: 5.0,
                samples: 1,
            },
            judged: vec![
                judged(0.0, true),
                judged(10.0, true),
                judged(4.0, false),
                judged(6.0, false),
            ],
        };
        let costs: Vec<f32> = review.mistakes().iter().map(|j| j.cost()).collect();
        assert_eq!(costs, vec![10.0, 6.0]);
        assert_eq!(review.total_cost(), 16.0);
        assert_eq!(review.unit.round(12.4), 12.0);
    }
}
