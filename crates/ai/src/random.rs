//! The baseline: a uniformly random legal action.

use super::{Bot, SeatView};
use crate::cards::{GameRng, below};
use crate::engine::Game;

/// Picks uniformly among the legal actions the view lists.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot
where
    G::View: SeatView<Action = G::Action>,
{
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, view: &G::View, rng: &mut GameRng) -> Option<G::Action> {
        let legal = view.legal();
        (!legal.is_empty()).then(|| legal[below(rng, legal.len() as u32) as usize])
    }
}
