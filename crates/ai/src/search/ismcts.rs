//! Single-observer information set Monte Carlo tree search (SO-ISMCTS).
//!
//! Each iteration samples a position consistent with the searching seat's view, walks the tree
//! choosing only among actions legal in that sample (UCB1 with availability counts instead of
//! the parent's visits), adds one node, plays the rest of the hand out at random and credits
//! every node on the path with the reward of the seat that chose it. The tree lives in one
//! `Vec` of nodes that is kept between decisions, so a search allocates nothing once warm.

use super::{Determinize, own_actions};
use crate::cards::{GameRng, below};
use crate::engine::Seat;
use crate::{Bot, SeatView};
use std::time::{Duration, Instant};

const NONE: u32 = u32::MAX;
/// UCB1's usual exploration constant, in reward units.
pub const EXPLORATION: f32 = 0.7;
/// Iterations between clock reads under a time budget.
const CLOCK_EVERY: u32 = 128;

/// How long a search runs: a number of iterations, and optionally a time limit on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u32,
    pub time: Option<Duration>,
}

impl Budget {
    pub const fn iterations(iterations: u32) -> Budget {
        Budget {
            iterations,
            time: None,
        }
    }

    pub const fn with_time(self, time: Duration) -> Budget {
        Budget {
            time: Some(time),
            ..self
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Node<A> {
    action: A,
    /// The seat that chose `action` (whose reward this node collects).
    player: u8,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Iterations in which this node's action was legal when its parent was passed.
    avail: u32,
    reward: f32,
    /// Card points of the searching seat's side at the end of playouts (root children only).
    points: f32,
}

/// What the search found for one of the seat's actions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ActionStats<A> {
    pub action: A,
    pub visits: u32,
    /// Mean reward (the game's `rewards` for the seat) over the visits.
    pub mean_reward: f32,
    /// Mean card points of the seat's side at the end of the hand.
    pub mean_points: f32,
}

/// The result of one search: the chosen action and every root action's statistics, most
/// visited first.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<A> {
    pub best: A,
    pub iterations: u32,
    pub actions: Vec<ActionStats<A>>,
}

/// How a search plays a sampled position out to the end of the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// Uniformly random legal actions.
    Random,
    /// The game's quick playout policy ([`Determinize::play_out`]).
    Policy,
    /// Every seat acts as the game's model of a sensible player
    /// ([`Determinize::play_out_by_model`]): slower, and far closer to real play.
    Model,
}

/// The SO-ISMCTS bot for any game that can be sampled from a view.
#[derive(Clone, Debug)]
pub struct Ismcts<G: Determinize> {
    pub budget: Budget,
    /// UCB1's exploration constant, in reward units.
    pub exploration: f32,
    pub playouts: Playouts,
    /// The other sides' seats act as the game's model of a sensible player on each sampled
    /// position ([`Determinize::model_action`], which judges from their sampled cards) instead
    /// of by shared tree statistics that ignore their cards, and the search plays the best
    /// reply to sensible play. A partner's decisions stay in the tree, chosen for the side's
    /// reward as this seat's own are: a partner who plays as well as the search, rather than
    /// by the rules of thumb (with four players in Sedma the expert won 64.4 % of 4,000 hands
    /// against the rules of thumb so, 61.1 % when it modelled its partner too).
    pub model_opponents: bool,
    /// Samples read to weigh positions by the other seats' play this hand (0: uniform).
    pub reading: usize,
    name: String,
    nodes: Vec<Node<G::Action>>,
    path: Vec<u32>,
    fresh: Vec<G::Action>,
}

impl<G: Determinize> Ismcts<G>
where
    G::View: SeatView<Action = G::Action>,
{
    pub fn new(budget: Budget) -> Ismcts<G> {
        Ismcts {
            budget,
            exploration: EXPLORATION,
            playouts: Playouts::Random,
            model_opponents: false,
            reading: 0,
            name: "ismcts".into(),
            nodes: Vec::new(),
            path: Vec::new(),
            fresh: Vec::new(),
        }
    }

    /// The same search under another name (the levels use it).
    pub fn named(self, name: &str) -> Ismcts<G> {
        Ismcts {
            name: name.into(),
            ..self
        }
    }

    /// Plays out by the game's playout policy rather than at random.
    pub fn with_policy_playouts(self, on: bool) -> Ismcts<G> {
        self.with_playouts(if on {
            Playouts::Policy
        } else {
            Playouts::Random
        })
    }

    pub fn with_playouts(self, playouts: Playouts) -> Ismcts<G> {
        Ismcts { playouts, ..self }
    }

    /// Lets the other sides' seats act as sensible players (see [`Ismcts::model_opponents`]).
    pub fn with_model_opponents(self, on: bool) -> Ismcts<G> {
        Ismcts {
            model_opponents: on,
            ..self
        }
    }

    /// Weighs sampled positions by a reading of `particles` samples (see
    /// [`Determinize::reading_sampler`]); 0 samples uniformly.
    pub fn with_reading(self, particles: usize) -> Ismcts<G> {
        Ismcts {
            reading: particles,
            ..self
        }
    }

    pub fn with_exploration(self, c: f32) -> Ismcts<G> {
        Ismcts {
            exploration: c,
            ..self
        }
    }

    /// Searches from the view; `None` when the seat has nothing to decide.
    pub fn search(&mut self, view: &G::View, rng: &mut GameRng) -> Option<SearchResult<G::Action>> {
        let legal = own_actions(view)?;
        if legal.len() == 1 {
            return Some(SearchResult {
                best: legal[0],
                iterations: 0,
                actions: Vec::new(),
            });
        }
        let sampler = if self.reading > 0 {
            G::reading_sampler(view, self.reading, rng)
        } else {
            G::sampler(view)
        }
        .ok()?;
        self.search_with(view, &sampler, rng)
    }

    /// Searches from the view over positions drawn from `sampler` (made from the same view);
    /// the search's own reading setting is not used.
    pub fn search_with(
        &mut self,
        view: &G::View,
        sampler: &G::Sampler,
        rng: &mut GameRng,
    ) -> Option<SearchResult<G::Action>> {
        let legal = own_actions(view)?;
        self.search_positions(legal, view.seat(), |rng| G::sample(sampler, rng), rng)
    }

    /// Searches the position itself, every card in it known: plain Monte Carlo tree search.
    /// Only the arena's omniscient player may use this ([`crate::omniscient`]); a bot at the
    /// table must search from its view.
    pub fn search_seeing(
        &mut self,
        game: &G,
        rng: &mut GameRng,
    ) -> Option<SearchResult<G::Action>> {
        let seat = game.to_act()?;
        let legal = game.legal_actions();
        let legal = legal.as_ref();
        if legal.is_empty() {
            return None;
        }
        self.search_positions(legal, seat, |_| game.clone(), rng)
    }

    /// The search over positions drawn by `sample`, for `seat` choosing among `legal`.
    fn search_positions(
        &mut self,
        legal: &[G::Action],
        seat: Seat,
        mut sample: impl FnMut(&mut GameRng) -> G,
        rng: &mut GameRng,
    ) -> Option<SearchResult<G::Action>> {
        if legal.len() == 1 {
            return Some(SearchResult {
                best: legal[0],
                iterations: 0,
                actions: Vec::new(),
            });
        }
        self.nodes.clear();
        self.nodes.push(Node {
            action: legal[0],
            player: seat as u8,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            avail: 0,
            reward: 0.0,
            points: 0.0,
        });
        let started = Instant::now();
        let mut done = 0;
        while done < self.budget.iterations.max(1) {
            if let Some(limit) = self.budget.time
                && done % CLOCK_EVERY == 0
                && done > 0
                && started.elapsed() >= limit
            {
                break;
            }
            let game = sample(rng);
            self.iterate(game, seat, rng);
            done += 1;
        }
        let mut actions: Vec<ActionStats<G::Action>> = self
            .children(0)
            .map(|i| {
                let n = &self.nodes[i as usize];
                let v = n.visits.max(1) as f32;
                ActionStats {
                    action: n.action,
                    visits: n.visits,
                    mean_reward: n.reward / v,
                    mean_points: n.points / v,
                }
            })
            .collect();
        // Most visited first; ties by reward, then by the view's order (stable sort).
        actions.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(b.mean_reward.total_cmp(&a.mean_reward))
        });
        let best = actions.first().map_or(legal[0], |s| s.action);
        Some(SearchResult {
            best,
            iterations: done,
            actions,
        })
    }

    fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut next = self.nodes[node as usize].first_child;
        std::iter::from_fn(move || {
            (next != NONE).then(|| {
                let i = next;
                next = self.nodes[i as usize].next_sibling;
                i
            })
        })
    }

    /// One iteration on a sampled position: select, expand, play out, back up.
    fn iterate(&mut self, mut game: G, seat: Seat, rng: &mut GameRng) {
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        while let Some(to_act) = game.to_act() {
            if self.model_opponents && !game.same_side(to_act, seat) {
                match game.model_action(rng) {
                    Some(a) => game.apply_with(a, &mut ()),
                    None => break,
                }
                continue;
            }
            let legal = game.legal_actions();
            let legal = legal.as_ref();
            // Actions legal here that have no child yet; children legal here gain availability.
            self.fresh.clear();
            self.fresh.extend_from_slice(legal);
            let c_explore = self.exploration;
            let mut best = NONE;
            let mut best_score = f32::NEG_INFINITY;
            let mut child = self.nodes[node as usize].first_child;
            while child != NONE {
                let c = &mut self.nodes[child as usize];
                if let Some(k) = self.fresh.iter().position(|a| *a == c.action) {
                    self.fresh.swap_remove(k);
                    c.avail += 1;
                    let v = c.visits as f32;
                    let score = c.reward / v + c_explore * ((c.avail as f32).ln() / v).sqrt();
                    if score > best_score {
                        best_score = score;
                        best = child;
                    }
                }
                child = c.next_sibling;
            }
            if !self.fresh.is_empty() {
                let a = self.fresh[below(rng, self.fresh.len() as u32) as usize];
                let id = self.nodes.len() as u32;
                let parent = &mut self.nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                self.nodes.push(Node {
                    action: a,
                    player: to_act as u8,
                    first_child: NONE,
                    next_sibling: sibling,
                    visits: 0,
                    avail: 1,
                    reward: 0.0,
                    points: 0.0,
                });
                game.apply_with(a, &mut ());
                self.path.push(id);
                break;
            }
            let action = self.nodes[best as usize].action;
            game.apply_with(action, &mut ());
            self.path.push(best);
            node = best;
        }
        match self.playouts {
            Playouts::Random => game.play_out_randomly(rng),
            Playouts::Policy => game.play_out(rng),
            Playouts::Model => game.play_out_by_model(rng),
        }
        let rewards = game.rewards();
        for &i in &self.path {
            let n = &mut self.nodes[i as usize];
            n.visits += 1;
            n.reward += rewards[n.player as usize];
        }
        if let Some(&first) = self.path.get(1) {
            self.nodes[first as usize].points += game.card_points(seat);
        }
    }
}

impl<G: Determinize> Bot<G> for Ismcts<G>
where
    G::View: SeatView<Action = G::Action>,
{
    fn name(&self) -> &str {
        &self.name
    }

    fn choose(&mut self, view: &G::View, rng: &mut GameRng) -> Option<G::Action> {
        match self.search(view, rng) {
            Some(r) => Some(r.best),
            // A view no position fits (never from a real game): any legal action.
            None => {
                let legal = view.legal();
                (!legal.is_empty()).then(|| legal[below(rng, legal.len() as u32) as usize])
            }
        }
    }
}
