//! The omniscient player: it sees every card (the other hands, the stock's order) and searches
//! the position itself. No one could play like this, and it is never offered at the table: it
//! is not a [`Bot`](crate::Bot), which decides from a view, so nothing in the window can seat
//! it. The arena plays it against the others to measure the ceiling: how much of a game's
//! result skill can win at all, and how much is the luck of the cards.

use crate::cards::GameRng;
use crate::search::{Budget, Ismcts};
use crate::{Bot, GameBots};

/// The omniscient search's iterations a move.
pub const SEEING_ITERATIONS: u32 = 20_000;

/// A player that is handed the whole position instead of a seat's view.
pub trait Seer<G: GameBots>: Send {
    fn name(&self) -> &str;

    /// The action for the seat to act in `game`, or `None` when the hand is over.
    fn choose_seeing(&mut self, game: &G, rng: &mut GameRng) -> Option<G::Action>;
}

/// Monte Carlo tree search on the true position, playing out by the game's playout policy.
pub struct Omniscient<G: GameBots> {
    search: Ismcts<G>,
}

impl<G: GameBots> Omniscient<G> {
    pub fn new() -> Omniscient<G> {
        Omniscient::with_iterations(SEEING_ITERATIONS)
    }

    pub fn with_iterations(iterations: u32) -> Omniscient<G> {
        Omniscient {
            search: Ismcts::new(Budget::iterations(iterations))
                .with_policy_playouts(true)
                .named("omniscient"),
        }
    }
}

impl<G: GameBots> Default for Omniscient<G> {
    fn default() -> Self {
        Omniscient::new()
    }
}

impl<G: GameBots> Seer<G> for Omniscient<G> {
    fn name(&self) -> &str {
        "omniscient"
    }

    fn choose_seeing(&mut self, game: &G, rng: &mut GameRng) -> Option<G::Action> {
        self.search.search_seeing(game, rng).map(|r| r.best)
    }
}

/// Sees every card at some kinds of decision only ([`GameBots::DECISIONS`]) and decides from
/// its seat's view at the others: how much of the ceiling each kind of decision holds. In All
/// Fours, seeing at the bids alone is worth more than seeing in the whole card play.
pub struct SeesAt<G: GameBots> {
    seer: Box<dyn Seer<G>>,
    kinds: Vec<&'static str>,
    bot: Box<dyn Bot<G>>,
    name: String,
}

impl<G: GameBots> SeesAt<G> {
    /// `seer` decides at the decisions of `kinds`, `bot` from the seat's view elsewhere.
    pub fn new(seer: Box<dyn Seer<G>>, kinds: Vec<&'static str>, bot: Box<dyn Bot<G>>) -> Self {
        let name = format!("{}@{}", seer.name(), kinds.join(","));
        SeesAt {
            seer,
            kinds,
            bot,
            name,
        }
    }
}

impl<G: GameBots> Seer<G> for SeesAt<G> {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose_seeing(&mut self, game: &G, rng: &mut GameRng) -> Option<G::Action> {
        if self.kinds.contains(&game.decision()) {
            return self.seer.choose_seeing(game, rng);
        }
        self.bot.choose(&game.view(game.to_act()?), rng)
    }
}
