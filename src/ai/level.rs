//! Difficulty levels: what the window offers a player, each a bot the window builds on a worker
//! thread. Strength comes only from better decisions: every level decides from its seat's view.
//!
//! * `easy`: the rule-of-thumb bot with deliberate mistakes;
//! * `normal`: ISMCTS with a small budget (a quick reply);
//! * `expert`: ISMCTS with the full budget, and (Sedma) perfect play in 2-player endgames.
//!
//! Both searching levels play out by the game's playout policy, which scored better against the
//! rule bot than random playouts at the same number of iterations. This file builds the Sedma
//! bots; `ai::all_fours` builds the All Fours ones from the same levels and budgets.

use super::search::{Budget, Ismcts};
use super::sedma::EndgameSolver;
use super::{Bot, SedmaRuleBot};
use crate::cards::GameRng;
use crate::games::sedma::{Sedma, SedmaAction, SedmaView};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// The `normal` level's search: 6,000 iterations, a few milliseconds a move, never over 200 ms.
pub const NORMAL_BUDGET: Budget = Budget::iterations(6_000).with_time(Duration::from_millis(200));
/// The `expert` level's search: 40,000 iterations, never more than 1.5 s. More iterations did
/// not play measurably better against the rule bot.
pub const EXPERT_BUDGET: Budget = Budget::iterations(40_000).with_time(Duration::from_millis(1500));
/// Samples the expert reads the other players' play with (see `ai::sedma::Reading`).
pub const EXPERT_READING: usize = 1500;

/// How strong a computer opponent plays.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    Easy,
    #[default]
    Normal,
    Expert,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Expert => "expert",
        }
    }

    /// The search budget of the searching levels (`None` for `easy`).
    pub fn budget(self) -> Option<Budget> {
        match self {
            Level::Easy => None,
            Level::Normal => Some(NORMAL_BUDGET),
            Level::Expert => Some(EXPERT_BUDGET),
        }
    }

    /// A Sedma opponent of this level.
    pub fn sedma_bot(self) -> Box<dyn Bot<Sedma>> {
        match self {
            Level::Easy => Box::new(SedmaLevelBot::Easy(SedmaRuleBot::easy())),
            Level::Normal => Box::new(SedmaLevelBot::Search {
                level: self,
                search: Ismcts::new(NORMAL_BUDGET).with_policy_playouts(true),
                endgame: None,
            }),
            Level::Expert => Box::new(SedmaLevelBot::Search {
                level: self,
                search: Ismcts::new(EXPERT_BUDGET)
                    .with_policy_playouts(true)
                    .with_reading(EXPERT_READING),
                endgame: Some(EndgameSolver::new()),
            }),
        }
    }
}

/// A Sedma bot of one level.
pub enum SedmaLevelBot {
    Easy(SedmaRuleBot),
    Search {
        level: Level,
        search: Ismcts<Sedma>,
        /// Perfect play once a 2-player stock is empty.
        endgame: Option<EndgameSolver>,
    },
}

impl Bot<Sedma> for SedmaLevelBot {
    fn name(&self) -> &str {
        match self {
            SedmaLevelBot::Easy(_) => Level::Easy.name(),
            SedmaLevelBot::Search { level, .. } => level.name(),
        }
    }

    fn choose(&mut self, view: &SedmaView, rng: &mut GameRng) -> Option<SedmaAction> {
        match self {
            SedmaLevelBot::Easy(bot) => bot.choose(view, rng),
            SedmaLevelBot::Search {
                search, endgame, ..
            } => {
                if let Some(solver) = endgame
                    && let Some(solved) = solver.solve_view(view)
                {
                    return Some(solved.action);
                }
                search.choose(view, rng)
            }
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown level '{s}'; the levels are: easy, normal, expert"))
    }
}
