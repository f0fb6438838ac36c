//! Difficulty levels: what the window offers a player, each a bot the window builds on a worker
//! thread. Strength comes only from better decisions: every level decides from its seat's view.
//!
//! * `easy`: the rule-of-thumb bot weighing as a beginner does, with a slip now and then;
//! * `normal`: the rule-of-thumb bot;
//! * `expert`: ISMCTS with the full budget; in Sedma it also reads the others' play, expects
//!   sensible replies from the opponents while they play sensibly (searching a partner's
//!   decisions with its own), and plays 2-player endgames perfectly (or, when perfect play
//!   loses and the opponent has played sensibly, a line that beats sensible play).
//!   In Sevens from Hell it plays the rules' best actions out and keeps the best.
//!
//! The normal level was once a search with a small budget. It played nearly as well as the
//! expert (the expert won only 50 to 56 % of hands against it), so the levels did not feel
//! different; the rules of thumb sit between a beginner and the expert in every game. The
//! small search lives on in the hints ([`HINT_BUDGET`]): a hint should be good advice.
//!
//! The plain searches play out by the game's playout policy, which scored better against the
//! rule bot than random playouts at the same number of iterations. The expert's modelled search
//! (Sedma) plays every seat out by the rules of thumb instead: against sensible players that
//! won 65 % of 2-player hands against the rule bot where the plain search won 60 %, but against
//! random play it lost ground, hence the switch on the reading. Each game builds its
//! bots from these levels and budgets in its own folder ([`crate::GameBots`]).

use super::search::Budget;
use crate::Bot;
use crate::cards::GameRng;
use crate::engine::Game;
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// The hints' quick search at the easy and normal levels: 6,000 iterations, a few milliseconds
/// a move, never over 200 ms.
pub const HINT_BUDGET: Budget = Budget::iterations(6_000).with_time(Duration::from_millis(200));
/// The `expert` level's search: 40,000 iterations, never more than 1.5 s. More iterations did
/// not play measurably better against the rule bot.
pub const EXPERT_BUDGET: Budget = Budget::iterations(40_000).with_time(Duration::from_millis(1500));
/// How strong a computer opponent plays.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    serde::Serialize,
    serde::Deserialize,
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

    /// The budget of the search behind this level's hints.
    pub fn hint_budget(self) -> Budget {
        match self {
            Level::Easy | Level::Normal => HINT_BUDGET,
            Level::Expert => EXPERT_BUDGET,
        }
    }
}

/// A bot playing at a level under the level's name (the rule bots at `easy` and `normal`).
pub struct AtLevel<B> {
    level: Level,
    bot: B,
}

impl<B> AtLevel<B> {
    pub fn new(level: Level, bot: B) -> AtLevel<B> {
        AtLevel { level, bot }
    }
}

impl<G: Game, B: Bot<G>> Bot<G> for AtLevel<B> {
    fn name(&self) -> &str {
        self.level.name()
    }

    fn choose(&mut self, view: &G::View, rng: &mut GameRng) -> Option<G::Action> {
        self.bot.choose(view, rng)
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
