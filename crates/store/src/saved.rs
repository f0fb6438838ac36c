//! The match in progress, saved after every action as config + seed + action log (never a dump
//! of the state): loading replays the log, which rebuilds the exact state.

use super::StoreError;
use super::clock::Stamp;
use super::format::{Versioned, decode_current};
use super::game::{AnyMatch, StoredGame, with_game};
use super::hands::{format_actions, replay_log};
use super::players::Player;
use super::problem::FileKind;
use serde::{Deserialize, Serialize};
use sevenfold_core::engine::Match;
use sevenfold_core::registry::GameSetup;
use std::fmt;
use std::hash::{BuildHasher, RandomState};

/// A match's name, stable for its whole life and printable: start time plus random hex,
/// e.g. `20261121-070320-3fa9c1`. It names the history file too.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MatchId(pub String);

impl MatchId {
    /// A fresh id for a match starting at `at`.
    pub fn new(at: Stamp) -> MatchId {
        // `RandomState` is seeded from the system's randomness: no generator to carry around.
        let bits = RandomState::new().hash_one((at, std::process::id())) & 0xff_ffff;
        MatchId(format!("{}-{bits:06x}", at.compact()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the id can name a file on every system: letters, digits and dashes only, and
    /// no device name of Windows ("nul").
    pub fn is_valid(&self) -> bool {
        !self.0.is_empty()
            && self.0.len() <= 64
            && self
                .0
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
            && super::portable::is_portable_file_name(&format!("{}.ron", self.0))
    }
}

impl fmt::Display for MatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A match in progress as it is saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch {
    pub version: u32,
    pub id: MatchId,
    /// When the match started (RFC 3339, UTC).
    pub started: String,
    pub game: GameSetup,
    pub seed: u64,
    /// One entry per seat, seat 0 first.
    pub players: Vec<Player>,
    /// Every action so far, in notation, separated by spaces.
    pub actions: String,
    /// The hands (numbered from 1) in which the person asked for a hint.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hinted_hands: Vec<u32>,
    /// The hands (numbered from 1) in which a decision was taken back with Undo.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub undone_hands: Vec<u32>,
    /// Everyone at a table of several people agreed that decisions may be taken back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undo_agreed: bool,
}

impl SavedMatch {
    /// The save of a match that starts now.
    pub fn start<G: StoredGame>(m: &Match<G>, players: Vec<Player>) -> SavedMatch {
        let now = Stamp::now();
        SavedMatch {
            version: SavedMatch::VERSION,
            id: MatchId::new(now),
            started: now.rfc3339(),
            game: G::setup(m.config()),
            seed: m.seed(),
            players,
            actions: format_actions::<G>(m.actions()),
            hinted_hands: Vec::new(),
            undone_hands: Vec::new(),
            undo_agreed: false,
        }
    }

    /// Notes that the person asked for a hint in hand `hand` (from 1).
    pub fn hint_used(&mut self, hand: u32) {
        if let Err(at) = self.hinted_hands.binary_search(&hand) {
            self.hinted_hands.insert(at, hand);
        }
    }

    /// Notes that a decision was taken back in hand `hand` (from 1).
    pub fn undo_used(&mut self, hand: u32) {
        if let Err(at) = self.undone_hands.binary_search(&hand) {
            self.undone_hands.insert(at, hand);
        }
    }

    /// Brings the action log up to date with the match (call after every action).
    pub fn update<G: StoredGame>(&mut self, m: &Match<G>) {
        self.actions = format_actions::<G>(m.actions());
    }

    /// Seats at the table of the saved game.
    pub fn seat_count(&self) -> usize {
        self.game.seat_count()
    }

    /// Rebuilds the match by replaying the log from the seed.
    pub fn rebuild(&self) -> Result<AnyMatch, StoreError> {
        with_game!(&self.game, |G, _c| self.rebuild_as::<G>().map(G::wrap))
    }

    /// Rebuilds the match when it is one of `G`; a save of another game is an error that
    /// names both.
    pub fn rebuild_as<G: StoredGame>(&self) -> Result<Match<G>, StoreError> {
        let bad = |m: String| StoreError::Replay {
            id: self.id.clone(),
            message: m,
        };
        let Some(config) = G::config_of(&self.game) else {
            return Err(bad(format!(
                "it is a match of {}, not of {}",
                self.game.info().title,
                G::TITLE
            )));
        };
        replay_log::<G>(config, self.seed, &self.actions).map_err(bad)
    }

    /// Checks what the type system cannot: seats match the player count, the id is a name.
    pub(crate) fn check(&self) -> Result<(), String> {
        if !self.id.is_valid() {
            return Err(format!("the match id '{}' is not a valid name", self.id));
        }
        let n = self.seat_count();
        if self.players.len() != n {
            return Err(format!(
                "it lists {} players for a {n}-player game",
                self.players.len()
            ));
        }
        self.rebuild().map(|_| ()).map_err(|e| e.to_string())
    }
}

impl Versioned for SavedMatch {
    const KIND: FileKind = FileKind::SavedMatch;
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<SavedMatch, String> {
        let m: SavedMatch = decode_current(Self::KIND, Self::VERSION, version, text)?;
        m.check()?;
        Ok(m)
    }
}
