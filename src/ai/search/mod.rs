//! Searching bots for games of hidden cards, written against the [`Game`] trait.
//!
//! A search never looks at hidden cards: it samples full positions consistent with the seat's
//! view ([`Determinize`]) and plays them out. [`FlatMc`] scores each action by random playouts
//! of sampled deals (a yardstick); [`Ismcts`] grows one tree over the seat's information sets
//! across many sampled deals (Cowling, Powley and Whitehouse's single-observer ISMCTS).

mod flatmc;
mod ismcts;
pub mod policy;

pub use flatmc::FlatMc;
pub use ismcts::{ActionStats, Budget, Ismcts, SearchResult};

use super::SeatView;
use crate::cards::GameRng;
use crate::engine::{Game, Seat};
use crate::games::sedma::{Determinizer, Sedma, SedmaAction, SedmaView};

/// A game whose positions can be sampled from one seat's view.
pub trait Determinize: Game {
    /// What the view tells, prepared once per decision so that sampling is cheap.
    type Sampler: Send;

    /// Reads the view, or says why no real position shows it.
    fn sampler(view: &Self::View) -> Result<Self::Sampler, String>;

    /// A full position drawn uniformly among those consistent with the view.
    fn sample(sampler: &Self::Sampler, rng: &mut GameRng) -> Self;

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
}

impl Determinize for Sedma {
    type Sampler = Determinizer;

    fn sampler(view: &SedmaView) -> Result<Determinizer, String> {
        Determinizer::new(view).map_err(|e| e.to_string())
    }

    #[inline]
    fn sample(sampler: &Determinizer, rng: &mut GameRng) -> Sedma {
        sampler.sample(rng)
    }

    fn card_points(&self, seat: Seat) -> f32 {
        let pts = self.seat_points().0;
        (0..self.seats())
            .filter(|&s| self.side_of(s) == self.side_of(seat))
            .map(|s| pts[s] as f32)
            .sum()
    }

    fn play_out(&mut self, rng: &mut GameRng) {
        policy::sedma_playout(self, rng);
    }

    fn policy_action(&self, rng: &mut GameRng) -> Option<SedmaAction> {
        policy::sedma_policy_action(self, rng)
    }
}

/// The legal actions a view lists, or `None` when the seat has nothing to decide.
fn own_actions<V: SeatView>(view: &V) -> Option<&[V::Action]> {
    let legal = view.legal();
    (!legal.is_empty()).then_some(legal)
}
