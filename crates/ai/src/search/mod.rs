//! Searching bots for games of hidden cards, written against the [`Game`] trait.
//!
//! A search never looks at hidden cards: it samples full positions consistent with the seat's
//! view ([`Determinize`]) and plays them out. [`FlatMc`] scores each action by random playouts
//! of sampled deals (a yardstick); [`Ismcts`] grows one tree over the seat's information sets
//! across many sampled deals (Cowling, Powley and Whitehouse's single-observer ISMCTS).

mod flatmc;
mod ismcts;

pub use flatmc::FlatMc;
pub use ismcts::{ActionStats, Budget, EXPLORATION, Ismcts, Playouts, SearchResult};

use super::SeatView;
use crate::cards::GameRng;
use crate::engine::{Game, Seat};

/// A game whose positions can be sampled from one seat's view.
pub trait Determinize: Game {
    /// What the view tells, prepared once per decision so that sampling is cheap.
    type Sampler: Send;

    /// Reads the view, or says why no real position shows it.
    fn sampler(view: &Self::View) -> Result<Self::Sampler, String>;

    /// A full position drawn uniformly among those consistent with the view.
    fn sample(sampler: &Self::Sampler, rng: &mut GameRng) -> Self;

    /// Like [`Determinize::sampler`], but positions are drawn in proportion to how well they
    /// explain the other seats' play this hand, read from `particles` samples. Games without a
    /// reader sample uniformly.
    fn reading_sampler(
        view: &Self::View,
        particles: usize,
        rng: &mut GameRng,
    ) -> Result<Self::Sampler, String> {
        let _ = (particles, rng);
        Self::sampler(view)
    }

    /// The card points of `seat`'s side so far (for explaining a choice in the game's units).
    fn card_points(&self, seat: Seat) -> f32;

    /// Plays the hand to its end by the game's quick playout policy (uniformly random unless
    /// the game has a better one).
    fn play_out(&mut self, rng: &mut GameRng) {
        self.play_out_randomly(rng);
    }

    /// The playout policy's action for the seat to act (`None` once the hand is over).
    fn policy_action(&self, rng: &mut GameRng) -> Option<Self::Action> {
        self.random_action(rng)
    }

    /// What a sensible player would do as the seat to act, judged only from what that seat
    /// sees of this (sampled) position: the model a search has of the other players, and of
    /// its own later play. Slower and steadier than the playout policy, which it defaults to.
    fn model_action(&self, rng: &mut GameRng) -> Option<Self::Action> {
        self.policy_action(rng)
    }

    /// Whether seats `a` and `b` play for the same side (a seat is on its own side).
    fn same_side(&self, a: Seat, b: Seat) -> bool {
        a == b
    }

    /// Plays the hand to its end with every seat acting by [`Determinize::model_action`].
    fn play_out_by_model(&mut self, rng: &mut GameRng) {
        while let Some(a) = self.model_action(rng) {
            self.apply_with(a, &mut ());
        }
    }
}

/// Plays each of `legal` on the same `samples` deals drawn from `sampler` (the same deal for
/// every action makes the comparison sharper), finishes each position with `finish`, which
/// plays it out and scores it, and gives each action's mean score, in `legal`'s order.
pub fn on_same_deals<G: Determinize>(
    sampler: &G::Sampler,
    legal: &[G::Action],
    samples: u32,
    rng: &mut GameRng,
    finish: impl FnMut(&mut G, &mut GameRng) -> f32,
) -> Vec<(G::Action, f32)> {
    let scores = scores_on_same_deals::<G>(sampler, legal, samples, rng, finish);
    let n = samples.max(1) as f32;
    legal
        .iter()
        .zip(scores)
        .map(|(&a, s)| (a, s.iter().sum::<f32>() / n))
        .collect()
}

/// Like [`on_same_deals`], but every score: for each action (in `legal`'s order) its score
/// on each deal, deal by deal, so that two actions can be compared pairwise.
pub fn scores_on_same_deals<G: Determinize>(
    sampler: &G::Sampler,
    legal: &[G::Action],
    samples: u32,
    rng: &mut GameRng,
    mut finish: impl FnMut(&mut G, &mut GameRng) -> f32,
) -> Vec<Vec<f32>> {
    let mut scores = vec![Vec::with_capacity(samples as usize); legal.len()];
    for _ in 0..samples {
        let deal = G::sample(sampler, rng);
        for (s, &a) in scores.iter_mut().zip(legal) {
            let mut g = deal.clone();
            g.apply_with(a, &mut ());
            s.push(finish(&mut g, rng));
        }
    }
    scores
}

/// The legal actions a view lists, or `None` when the seat has nothing to decide.
fn own_actions<V: SeatView>(view: &V) -> Option<&[V::Action]> {
    let legal = view.legal();
    (!legal.is_empty()).then_some(legal)
}
