//! Computer players. A bot decides from one seat's view, never from the full state, so it
//! cannot cheat by accident; the same view and the same random stream give the same decision.
//!
//! * [`RandomBot`] plays any game whose view lists the legal actions ([`SeatView`]).
//! * [`search`] holds the searching bots: flat Monte Carlo and ISMCTS, over sampled deals.
//! * [`level`] names the difficulty levels and their search budgets.
//! * [`play`] runs a hand or a whole match with one bot per seat.
//! * [`review`] looks again at a seat's decisions in a finished hand.
//! * [`omniscient`] sees every card: the arena's ceiling, never a bot at the table.
//! * Each game's folder (`sedma/`, `all_fours/`) holds what only that game knows: its
//!   rule-of-thumb bot, its adapter for the searches (`Determinize`), its levels and hints,
//!   offered to the rest of the program through [`GameBots`].

pub mod all_fours;
pub mod level;
pub mod mistakes;
pub mod omniscient;
pub mod play;
pub mod random;
pub mod review;
pub mod search;
pub mod sedma;
pub mod sevens_from_hell;

pub use level::Level;
pub use play::{BotError, play_hand_with_bots, play_match_with_bots};
pub use random::RandomBot;
pub use review::{Misfit, Review, ReviewUnit};
pub use search::{Budget, FlatMc, Ismcts, Playouts};

// The engine's modules under their usual names, so `crate::cards` reads as it does in the core.
use sevenfold_core::{cards, engine, games};

use crate::cards::GameRng;
use crate::engine::{Game, GameDef, Seat};
use search::Determinize;
use std::fmt;
use std::str::FromStr;

/// A computer player for game `G`.
pub trait Bot<G: Game>: Send {
    /// The bot's short name, as `--bot NAME` spells it.
    fn name(&self) -> &str;

    /// The action for the seat whose view this is, or `None` when that seat has nothing to
    /// decide (not its turn, or the hand is over). `rng` is the bot's only source of chance.
    fn choose(&mut self, view: &G::View, rng: &mut GameRng) -> Option<G::Action>;
}

/// What a bot needs from any game's view: whose view it is and what that seat may do now.
pub trait SeatView {
    type Action;
    /// The legal actions of this seat (empty when it is not its turn).
    fn legal(&self) -> &[Self::Action];
    fn seat(&self) -> Seat;
}

/// What each game supplies to the bots, in its own folder: its rule-of-thumb bot, its
/// opponents per level and its hints. The searches come from its [`Determinize`].
pub trait GameBots: GameDef + Determinize<View: SeatView<Action = <Self as Game>::Action>> {
    /// An opponent of `level`.
    fn level_bot(level: Level) -> Box<dyn Bot<Self>>;

    /// The rule-of-thumb bot, without deliberate mistakes.
    fn rule_bot() -> Box<dyn Bot<Self>>;

    /// A game's own rules of thumb a hint may give as its reason ([`Why::Rule`]); a game
    /// whose hints all come from a search has none (`std::convert::Infallible`).
    type Rule: Clone + fmt::Debug + PartialEq + Send + 'static;

    /// The move `level` suggests for the view's seat and why, or `None` when the seat has
    /// nothing to decide or the game gives no hints.
    fn hint(
        _view: &Self::View,
        _level: Level,
        _rng: &mut GameRng,
    ) -> Option<Hint<Self::Action, Self::Rule>> {
        None
    }

    /// How the hand review counts in this game.
    const REVIEW: ReviewUnit;

    /// What a finished hand is worth to `seat`'s side, in [`GameBots::REVIEW`]'s unit.
    fn review_score(&self, seat: Seat) -> f32;

    /// The exact values of the view's legal actions for the seat's side, where the game can
    /// solve the position (the review then judges exactly); `None` elsewhere.
    fn exact_values(view: &Self::View, rng: &mut GameRng) -> Option<Vec<(Self::Action, f32)>> {
        let _ = (view, rng);
        None
    }

    /// The arena's omniscient player for this game: Monte Carlo tree search on the true
    /// position unless the game knows better.
    fn seer() -> Box<dyn omniscient::Seer<Self>> {
        Box::new(omniscient::Omniscient::<Self>::new())
    }

    /// The kinds of decision the game asks for. The arena's omniscient player can be told to
    /// see every card at some kinds only ([`omniscient::SeesAt`]), which shows where a game's
    /// ceiling comes from.
    const DECISIONS: &'static [&'static str] = &["play"];

    /// The kind of decision (one of [`GameBots::DECISIONS`]) the seat to act faces.
    fn decision(&self) -> &'static str {
        Self::DECISIONS[0]
    }
}

/// A suggested action and why, as facts: the window words them in its language.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<A, R> {
    pub action: A,
    pub why: Why<A, R>,
}

/// Why a hint suggests its action. Values are for the seat's side, in the game's
/// [`ReviewUnit`].
#[derive(Clone, Debug, PartialEq)]
pub enum Why<A, R> {
    /// Nothing else is legal.
    Only,
    /// A search expects `value` by the end of the hand; `next` is the next best action and
    /// what it is expected to bring.
    Expected { value: f32, next: Option<(A, f32)> },
    /// Every card is known: with best play on both sides the seat's side finishes with
    /// `points`; `next` is the best other action when it finishes with fewer.
    Solved { points: i32, next: Option<(A, i32)> },
    /// Every card is known, and with best play every action finishes with `points`.
    SolvedAlike { points: i32 },
    /// With best play the hand is lost, but this line wins it if the opponent replies as a
    /// sensible player would.
    Swindle,
    /// One of the game's own rules of thumb.
    Rule(R),
}

impl Level {
    /// An opponent of this level for game `G`.
    pub fn bot<G: GameBots>(self) -> Box<dyn Bot<G>> {
        G::level_bot(self)
    }
}

/// The bots there are, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotKind {
    /// Uniformly random legal moves.
    Random,
    /// Rules of thumb.
    Rule,
    /// Flat Monte Carlo over sampled deals.
    Flatmc,
    /// Information set Monte Carlo tree search.
    Ismcts,
}

/// The `ismcts` bot's iterations per decision.
pub const ISMCTS_ITERATIONS: u32 = 20_000;

impl BotKind {
    pub const ALL: [BotKind; 4] = [
        BotKind::Random,
        BotKind::Rule,
        BotKind::Flatmc,
        BotKind::Ismcts,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Rule => "rule",
            BotKind::Flatmc => "flatmc",
            BotKind::Ismcts => "ismcts",
        }
    }

    /// A bot of this kind for game `G` (the rule bot without deliberate mistakes, the
    /// searches with their default budgets).
    pub fn bot<G: GameBots>(self) -> Box<dyn Bot<G>> {
        match self {
            BotKind::Random => Box::new(RandomBot),
            BotKind::Rule => G::rule_bot(),
            BotKind::Flatmc => Box::new(FlatMc::default()),
            BotKind::Ismcts => Box::new(Ismcts::<G>::new(Budget::iterations(ISMCTS_ITERATIONS))),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        BotKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<_> = BotKind::ALL.iter().map(|k| k.name()).collect();
                format!("unknown bot '{s}'; the bots are: {}", names.join(", "))
            })
    }
}
