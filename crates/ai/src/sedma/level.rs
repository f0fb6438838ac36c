//! Sedma's difficulty levels: `easy` is the rule bot weighing as a beginner does, `normal` the
//! rule bot; `expert` searches, reads the others' play, expects sensible replies while they
//! play sensibly (and plans for a partner who plays as well as it does), and plays 2-player
//! endgames perfectly (see [`crate::level`]). The hints search too: quickly at the easy and
//! normal levels, as the expert at the expert level ([`SedmaSearch`]).

use super::{EndgameSolver, SENSIBLE_PRIOR, SedmaRuleBot, Solved, swindle};
use crate::Bot;
use crate::cards::GameRng;
use crate::games::sedma::{Determinizer, Sedma, SedmaAction, SedmaView};
use crate::level::{AtLevel, EXPERT_BUDGET, HINT_BUDGET, Level};
use crate::search::{Budget, Determinize, EXPLORATION, Ismcts, Playouts, SearchResult};
use std::time::Duration;

/// The `expert` level's search while it expects sensible replies: every reply and every
/// playout is judged by the rules of thumb, so an iteration costs about ten plain ones.
pub const EXPERT_MODEL_BUDGET: Budget =
    Budget::iterations(3_000).with_time(Duration::from_millis(1500));
/// Samples the expert reads the other players' play with (see `ai::sedma::Reading`).
pub const EXPERT_READING: usize = 1500;
/// The expert expects sensible replies while the others' play this hand makes sensible play
/// at least this likely (before anyone has played: the reading's prior).
pub const EXPERT_TRUST: f32 = 0.5;
/// The modelled search's exploration constant with three players, where each plays alone: its
/// replies are sharp and its rewards swing by whole game points, and a wider search of the
/// seat's own choices pays (against the rules of thumb, on the same 2,000 deals: 58.1 % at
/// 0.35, 62.8 % at the usual 0.7, 64.9 % at 1.0, 66.0 % at 1.4). Two and four players keep
/// the usual constant: 1.4 won no more of two-player deals (67.4 % of 4,000, against 66.8 %)
/// and fewer of four-player ones (64.6 % of 2,000, against 65.5 %).
pub const EXPERT_EXPLORATION_THREE: f32 = 1.4;

/// A Sedma opponent of `level`.
pub fn level_bot(level: Level) -> Box<dyn Bot<Sedma>> {
    match level {
        Level::Easy => Box::new(AtLevel::new(level, SedmaRuleBot::easy())),
        Level::Normal => Box::new(AtLevel::new(level, SedmaRuleBot::new())),
        Level::Expert => Box::new(AtLevel::new(level, SedmaSearch::expert())),
    }
}

/// The expert plays what its search decides ([`level_bot`] names it after its level).
impl Bot<Sedma> for SedmaSearch {
    fn name(&self) -> &str {
        "search"
    }

    fn choose(&mut self, view: &SedmaView, rng: &mut GameRng) -> Option<SedmaAction> {
        Some(self.decide(view, rng)?.action())
    }
}

/// How the expert and the hints decide in Sedma by searching.
pub struct SedmaSearch {
    /// Every seat's decisions in one tree (SO-ISMCTS).
    plain: Ismcts<Sedma>,
    /// The opponents reply as sensible players would with the cards sampled for them, a
    /// partner's decisions are searched with the seat's own, and every playout is played
    /// sensibly: the best reply to sensible play. Used while the others' play this hand looks
    /// sensible (expert only).
    modelled: Option<Ismcts<Sedma>>,
    /// Samples read to weigh positions by the others' play (0: uniform positions).
    reading: usize,
    /// Perfect play once a 2-player stock is empty (expert only).
    endgame: Option<EndgameSolver>,
}

/// A searching level's decision and where it came from.
#[derive(Clone, Debug, PartialEq)]
pub enum Decision {
    /// Every card is known: solved exactly.
    Solved(Solved),
    /// Every card is known and best play on both sides loses, but this line wins if the
    /// opponent replies sensibly (only while its play this hand has looked sensible).
    Swindle(SedmaAction),
    /// Searched; `modelled` when the search expected sensible replies.
    Searched {
        result: SearchResult<SedmaAction>,
        modelled: bool,
    },
}

impl Decision {
    pub fn action(&self) -> SedmaAction {
        match self {
            Decision::Solved(s) => s.action,
            Decision::Swindle(a) => *a,
            Decision::Searched { result, .. } => result.best,
        }
    }
}

impl SedmaSearch {
    /// The same search without its time limits: it stops after its iterations alone, so its
    /// answer depends on the view and the seed, not on how busy the machine is (a hint must
    /// be the move the review judges against).
    pub fn untimed(mut self) -> SedmaSearch {
        self.plain.budget.time = None;
        if let Some(m) = &mut self.modelled {
            m.budget.time = None;
        }
        self
    }

    /// The search a level's hints use: the quick one at `easy` and `normal`, the expert's
    /// at `expert`.
    pub fn for_level(level: Level) -> SedmaSearch {
        match level {
            Level::Easy | Level::Normal => SedmaSearch::quick(),
            Level::Expert => SedmaSearch::expert(),
        }
    }

    /// A plain search with the hints' quick budget.
    pub fn quick() -> SedmaSearch {
        SedmaSearch {
            plain: Ismcts::new(HINT_BUDGET).with_policy_playouts(true),
            modelled: None,
            reading: 0,
            endgame: None,
        }
    }

    /// The expert level's: the full budget, the reading, the modelled search, the endgame.
    pub fn expert() -> SedmaSearch {
        SedmaSearch {
            plain: Ismcts::new(EXPERT_BUDGET).with_policy_playouts(true),
            modelled: Some(
                Ismcts::new(EXPERT_MODEL_BUDGET)
                    .with_playouts(Playouts::Model)
                    .with_model_opponents(true),
            ),
            reading: EXPERT_READING,
            endgame: Some(EndgameSolver::new()),
        }
    }

    /// The decision for the view's seat, or `None` when it has nothing to decide.
    pub fn decide(&mut self, view: &SedmaView, rng: &mut GameRng) -> Option<Decision> {
        if view.legal.is_empty() {
            return None;
        }
        let solved = match &mut self.endgame {
            Some(solver) => solver.solve_view(view),
            None => None,
        };
        let sampler = if self.reading > 0 {
            Sedma::reading_sampler(view, self.reading, rng)
        } else {
            Sedma::sampler(view)
        };
        // Whether the others' play this hand looks sensible (the prior before anyone played).
        let sensible = sampler
            .as_ref()
            .ok()
            .and_then(|s| s.reading())
            .map_or(SENSIBLE_PRIOR, |r| r.sensible());
        let expects_sensible = self.modelled.is_some() && sensible >= EXPERT_TRUST;
        if let Some(solved) = solved {
            let line = if expects_sensible {
                // Every card is known: the one position is the real one.
                let g = Determinizer::new(view).ok().map(|d| d.sample(rng));
                let model = SedmaRuleBot::new();
                g.and_then(|g| swindle(&g, view.seat, &|p: &Sedma| model.best_in(p)))
            } else {
                None
            };
            return Some(line.map_or(Decision::Solved(solved), Decision::Swindle));
        }
        let Ok(sampler) = sampler else {
            // A view no position fits (never from a real game): the first legal action.
            return Some(Decision::Searched {
                result: SearchResult {
                    best: view.legal[0],
                    iterations: 0,
                    actions: Vec::new(),
                },
                modelled: false,
            });
        };
        let (search, modelled) = match &mut self.modelled {
            Some(m) if expects_sensible => {
                m.exploration = if view.players == 3 {
                    EXPERT_EXPLORATION_THREE
                } else {
                    EXPLORATION
                };
                (m, true)
            }
            _ => (&mut self.plain, false),
        };
        let result = search.search_with(view, &sampler, rng)?;
        Some(Decision::Searched { result, modelled })
    }
}
