//! Hand review: after a hand, each of one seat's decisions is looked at again from the view
//! that seat had then, against the hint's move from that view (one judgement: the review
//! never calls the hint's move a mistake), and the decisions that cost expected points are
//! marked, with the hint's move and how much better it was.
//!
//! Where the game solves a position exactly (a 2-player Sedma hand once the stock is gone) the
//! values are exact. Elsewhere the played action and the hint's are played out on the same
//! sampled deals (drawn in proportion to how well they explain the others' play), every seat
//! then acting as a sensible player; the cost is the mean of the paired differences, with a
//! 95 % bound, and sampling goes on in batches until the bound settles the question or the
//! budget is spent. A decision is marked only when its cost is clear of that bound.

use crate::cards::{GameRng, rng_from_seed};
use crate::engine::Seat;
use crate::search::scores_on_same_deals;
use crate::{GameBots, Level, SeatView};

/// Samples the review reads the others' play with, where the game reads it.
pub const REVIEW_READING: usize = 1000;

/// The level whose hint the window gives, and the review judges against.
pub const HINT_LEVEL: Level = Level::Normal;

/// The hint for a view, as the window gives it and the review judges against: a function of
/// the view alone (its sampling is seeded by what the view shows), so the two always agree.
pub fn hint_of<G: GameBots>(view: &G::View) -> Option<crate::Hint<G::Action, G::Rule>> {
    let mut rng = rng_from_seed(view_seed(view));
    G::hint(view, HINT_LEVEL, &mut rng)
}

/// A seed from what a view shows (FNV-1a over its printed form): the same on every platform.
fn view_seed(view: &impl std::fmt::Debug) -> u64 {
    format!("{view:?}")
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
}

/// How many standard errors make the 95 % bound of a sampled cost.
const Z95: f32 = 1.96;

/// How many standard errors a batch's difference must reach to stop sampling early: stricter
/// than [`Z95`], since the bound is looked at after every batch (Pocock's correction for up
/// to six looks), so that stopping early does not make the shown bound too kind.
const Z_STOP: f32 = 2.45;

/// How many batches of [`ReviewUnit::samples`] deals a sampled decision may take at most.
const MAX_BATCHES: u32 = 6;

/// How a game's review counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewUnit {
    /// The unit by a stable key the window words: "card-points", "points".
    pub unit: &'static str,
    /// Decimals a value is shown with.
    pub decimals: usize,
    /// Sampled costs smaller than this are not worth telling, however sure.
    pub margin: f32,
    /// Sampled deals per batch of a sampled decision (up to [`MAX_BATCHES`] batches).
    pub samples: u32,
}

impl ReviewUnit {
    /// `value` rounded as it is shown.
    pub fn round(&self, value: f32) -> f32 {
        let scale = 10f32.powi(self.decimals as i32);
        (value * scale).round() / scale
    }
}

/// One decision looked at again.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<A> {
    /// Actions of the hand before this decision: replaying them shows the position.
    pub index: usize,
    pub played: A,
    /// The hint's action from the same view (the one played, when it agreed).
    pub best: A,
    /// Expected value of the hint's action and of the one played, for the seat's side.
    pub best_value: f32,
    pub played_value: f32,
    /// Half the width of the cost's 95 % interval (0 when exact or not sampled).
    pub error: f32,
    /// How many sampled deals the cost was measured on (0 when exact or not sampled).
    pub samples: u32,
    pub exact: bool,
}

impl<A> Judged<A> {
    /// What the action played cost against the hint's (never negative).
    pub fn cost(&self) -> f32 {
        (self.best_value - self.played_value).max(0.0)
    }

    /// Whether the cost is clear of the sampling's noise: exact and above nothing, or sampled
    /// with its whole 95 % interval above nothing and worth `margin`.
    pub fn is_clear(&self, margin: f32) -> bool {
        if self.exact {
            self.cost() > 0.0
        } else {
            self.cost() - self.error > 0.0 && self.cost() >= margin
        }
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
    /// The decisions that cost something clear of the noise ([`Judged::is_clear`]), in the
    /// hand's order.
    pub fn mistakes(&self) -> Vec<&Judged<A>> {
        self.judged
            .iter()
            .filter(|j| j.is_clear(self.unit.margin))
            .collect()
    }

    /// The marked decisions, the costliest first (the hand's order among equal costs), each
    /// with its number among the seat's decisions (from 1). Costs are not added up: each is
    /// measured from its own position, against a line the hand then left, so a sum means
    /// nothing and can exceed the points in play.
    pub fn by_cost(&self) -> Vec<(usize, &Judged<A>)> {
        let mut marked: Vec<(usize, &Judged<A>)> = self
            .judged
            .iter()
            .enumerate()
            .filter(|(_, j)| j.is_clear(self.unit.margin))
            .map(|(i, j)| (i + 1, j))
            .collect();
        marked.sort_by(|a, b| b.1.cost().total_cmp(&a.1.cost()).then(a.0.cmp(&b.0)));
        marked
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
    progress: impl FnMut(usize, usize) -> bool,
) -> Result<Option<Review<G::Action>>, Misfit> {
    review_with(dealt, actions, seat, seed, Sampling::Settle, progress)
}

/// The review with time to spare: every sampled cost measured on `batches` batches of deals,
/// with no early stop. What the review would say with all the time in the world, to measure
/// the window's review against (the benchmark's reference).
pub fn review_hand_at_length<G: GameBots>(
    dealt: &G,
    actions: &[G::Action],
    seat: Seat,
    seed: u64,
    batches: u32,
) -> Result<Review<G::Action>, Misfit> {
    let review = review_with(
        dealt,
        actions,
        seat,
        seed,
        Sampling::Fixed(batches),
        |_, _| true,
    )?;
    Ok(review.expect("a review without progress checks is never stopped"))
}

/// How long a sampled cost is measured.
#[derive(Clone, Copy)]
enum Sampling {
    /// Batch after batch until settled, at most [`MAX_BATCHES`].
    Settle,
    /// Exactly this many batches.
    Fixed(u32),
}

fn review_with<G: GameBots>(
    dealt: &G,
    actions: &[G::Action],
    seat: Seat,
    seed: u64,
    sampling: Sampling,
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
        if let Some(j) = judge::<G>(index, &view, played, sampling, &mut rng) {
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

/// One decision against the hint's move from the same view: exact where the game solves the
/// position, sampled on paired deals elsewhere.
fn judge<G: GameBots>(
    index: usize,
    view: &G::View,
    played: G::Action,
    sampling: Sampling,
    rng: &mut GameRng,
) -> Option<Judged<G::Action>> {
    let best = hint_of::<G>(view)?.action;
    if let Some(values) = G::exact_values(view, rng) {
        let value = |a: G::Action| values.iter().find(|v| v.0 == a).map(|v| v.1);
        let (best_value, played_value) = (value(best)?, value(played)?);
        return Some(Judged {
            index,
            played,
            best,
            best_value,
            played_value,
            error: 0.0,
            samples: 0,
            exact: true,
        });
    }
    if best == played {
        return Some(Judged {
            index,
            played,
            best,
            best_value: 0.0,
            played_value: 0.0,
            error: 0.0,
            samples: 0,
            exact: false,
        });
    }
    let (best_value, played_value, error, samples) =
        paired::<G>(view, best, played, sampling, rng)?;
    Some(Judged {
        index,
        played,
        best,
        best_value,
        played_value,
        error,
        samples,
        exact: false,
    })
}

/// The mean and the 95 % half-width of paired differences.
pub fn mean_and_bound(diffs: &[f32]) -> (f32, f32) {
    let n = diffs.len() as f32;
    if diffs.len() < 2 {
        return (diffs.first().copied().unwrap_or(0.0), f32::INFINITY);
    }
    let mean = diffs.iter().sum::<f32>() / n;
    let var = diffs.iter().map(|d| (d - mean) * (d - mean)).sum::<f32>() / (n - 1.0);
    (mean, Z95 * (var / n).sqrt())
}

/// Plays `best` and `played` out on the same sampled deals, batch after batch, until the 95 %
/// interval of their difference lies on one side of nothing or the batches run out. Gives
/// both mean values, the difference's half-width, and the deals used.
fn paired<G: GameBots>(
    view: &G::View,
    best: G::Action,
    played: G::Action,
    sampling: Sampling,
    rng: &mut GameRng,
) -> Option<(f32, f32, f32, u32)> {
    let seat = view.seat();
    let sampler = G::reading_sampler(view, REVIEW_READING, rng)
        .or_else(|_| G::sampler(view))
        .ok()?;
    let batch = G::REVIEW.samples.max(2);
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let (batches, settle) = match sampling {
        Sampling::Settle => (MAX_BATCHES, true),
        Sampling::Fixed(n) => (n.max(1), false),
    };
    for _ in 0..batches {
        let scores = scores_on_same_deals::<G>(&sampler, &[best, played], batch, rng, |g, r| {
            g.play_out_by_model(r);
            G::review_score(g, seat)
        });
        ours.extend_from_slice(&scores[0]);
        theirs.extend_from_slice(&scores[1]);
        let diffs: Vec<f32> = ours.iter().zip(&theirs).map(|(a, b)| a - b).collect();
        let (mean, bound) = mean_and_bound(&diffs);
        let strict = bound * Z_STOP / Z95;
        // Settled: clearly one way (or no difference at all), or too small ever to be told.
        if settle && (mean.abs() > strict || bound == 0.0 || mean + bound < G::REVIEW.margin) {
            break;
        }
    }
    let n = ours.len() as f32;
    let diffs: Vec<f32> = ours.iter().zip(&theirs).map(|(a, b)| a - b).collect();
    let (_, bound) = mean_and_bound(&diffs);
    Some((
        ours.iter().sum::<f32>() / n,
        theirs.iter().sum::<f32>() / n,
        bound,
        ours.len() as u32,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(cost: f32, error: f32, exact: bool) -> Judged<u8> {
        Judged {
            index: 0,
            played: 1,
            best: 2,
            best_value: 10.0 + cost,
            played_value: 10.0,
            error,
            samples: if exact { 0 } else { 100 },
            exact,
        }
    }

    /// Exact losses always count; sampled ones only when their 95 % interval lies above
    /// nothing and they are worth the margin.
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
                judged(0.0, 0.0, true),
                judged(10.0, 0.0, true),
                judged(4.0, 1.0, false),
                judged(6.0, 2.0, false),
                judged(30.0, 40.0, false),
            ],
        };
        let costs: Vec<f32> = review.mistakes().iter().map(|j| j.cost()).collect();
        assert_eq!(costs, vec![10.0, 6.0]);
        let order = |r: &Review<u8>| -> Vec<(usize, f32)> {
            r.by_cost().iter().map(|(n, j)| (*n, j.cost())).collect()
        };
        assert_eq!(order(&review), vec![(2, 10.0), (4, 6.0)]);
        // A costlier later decision comes first, still numbered as the seat's sixth.
        let mut later = review.clone();
        later.judged.push(judged(12.0, 0.0, true));
        assert_eq!(order(&later), vec![(6, 12.0), (2, 10.0), (4, 6.0)]);
        assert_eq!(review.unit.round(12.4), 12.0);
    }

    /// Paired differences: their mean, and a bound that narrows with more of them.
    #[test]
    fn the_bound_narrows_with_more_deals() {
        let few: Vec<f32> = [1.0, -1.0, 3.0, 1.0].to_vec();
        let many: Vec<f32> = few.iter().cycle().take(400).copied().collect();
        let (m1, b1) = mean_and_bound(&few);
        let (m2, b2) = mean_and_bound(&many);
        assert_eq!((m1, m2), (1.0, 1.0));
        assert!(b2 < b1 / 5.0, "{b1} then {b2}");
        assert_eq!(mean_and_bound(&[5.0]).1, f32::INFINITY);
    }
}
