//! Finished matches, one file per match in the history folder, named by the match id (which
//! starts with the time). Each file is written once, atomically, and never rewritten, so a
//! crash can lose at most the match being written; a damaged file affects only itself and is
//! moved aside. (An append-only log would need checksums and recovery to get the same.)

use super::StoreError;
use super::clock::Stamp;
use super::format::{Versioned, decode_current};
use super::hands::{format_actions, parse_actions, split_hands};
use super::players::{Player, human_seat};
use super::saved::{MatchId, SavedMatch};
use crate::engine::{HandGame, HandScore, HandStart, Match, Side};
use crate::games::sedma::{Sedma, SedmaOptions};
use crate::scenario::GameSetup;
use serde::{Deserialize, Serialize};

/// One hand as the score sheet shows it, with its actions so it can be replayed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandRow {
    pub start: HandStart,
    pub score: HandScore,
    /// Match totals per side after the hand.
    pub totals: Vec<i32>,
    /// The hand's actions in notation, separated by spaces.
    pub actions: String,
}

/// A finished match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub version: u32,
    pub id: MatchId,
    /// RFC 3339, UTC.
    pub started: String,
    pub finished: String,
    /// The game's name ("sedma").
    pub game_name: String,
    /// The names of the variants that were on (empty: the basic game).
    pub variants: Vec<String>,
    pub game: GameSetup,
    pub seed: u64,
    pub players: Vec<Player>,
    pub side_names: Vec<String>,
    pub winner: Side,
    pub totals: Vec<i32>,
    pub hands: Vec<HandRow>,
}

impl HistoryEntry {
    /// The history record of a finished match.
    pub fn from_match(saved: &SavedMatch, m: &Match<Sedma>) -> Result<HistoryEntry, StoreError> {
        let bad = |message: String| StoreError::Replay {
            id: saved.id.clone(),
            message,
        };
        let Some(winner) = m.winner() else {
            return Err(bad("the match is not over yet".into()));
        };
        let opts = *m.config();
        if saved.seed != m.seed() || saved.options() != &opts {
            return Err(bad(
                "the save belongs to another match (seed or options differ)".into(),
            ));
        }
        let split = split_hands(&opts, m.seed(), m.actions()).map_err(bad)?;
        let hands = split
            .into_iter()
            .filter_map(|h| {
                let r = h.record?;
                Some(HandRow {
                    start: r.start,
                    score: r.score,
                    totals: r.totals,
                    actions: format_actions(&h.actions),
                })
            })
            .collect();
        Ok(HistoryEntry {
            version: HistoryEntry::VERSION,
            id: saved.id.clone(),
            started: saved.started.clone(),
            finished: Stamp::now().rfc3339(),
            game_name: "sedma".into(),
            variants: opts.variant_names().iter().map(|s| s.to_string()).collect(),
            game: GameSetup::Sedma(opts),
            seed: m.seed(),
            players: saved.players.clone(),
            side_names: <Sedma as HandGame>::side_names(&opts),
            winner,
            totals: m.totals().to_vec(),
            hands,
        })
    }

    /// The Sedma options of the match. The store records Sedma matches only so far; a file
    /// naming another game (only possible by hand) replays against default options, fails its
    /// own consistency check and is set aside with a message.
    pub fn options(&self) -> &SedmaOptions {
        super::sedma_options(&self.game)
    }

    /// Every action of the match, in order.
    pub fn all_actions(&self) -> Result<Vec<crate::games::sedma::SedmaAction>, String> {
        let mut all = Vec::new();
        for (i, h) in self.hands.iter().enumerate() {
            all.extend(parse_actions(&h.actions).map_err(|e| format!("hand {}: {e}", i + 1))?);
        }
        Ok(all)
    }

    /// The scoring side of the person at the table, if one played.
    pub fn human_side(&self) -> Option<Side> {
        let seat = human_seat(&self.players)?;
        Some(side_of(self.options().players, seat))
    }

    /// The file name of this entry in the history folder.
    pub fn file_name(&self) -> String {
        format!("{}.ron", self.id)
    }

    /// Checks the entry against its own log: the replayed match must give the same rows.
    fn check(&self) -> Result<(), String> {
        if !self.id.is_valid() {
            return Err(format!("the match id '{}' is not a valid name", self.id));
        }
        let opts = self.options();
        if self.players.len() != opts.players as usize {
            return Err(format!(
                "it lists {} players for a {}-player game",
                self.players.len(),
                opts.players
            ));
        }
        let actions = self.all_actions()?;
        let m = Match::<Sedma>::replay(*opts, self.seed, &actions).map_err(|e| e.to_string())?;
        let rows_agree = m.records().len() == self.hands.len()
            && m.records()
                .iter()
                .zip(&self.hands)
                .all(|(r, h)| r.score == h.score && r.totals == h.totals && r.start == h.start);
        if !rows_agree || m.winner() != Some(self.winner) || m.totals() != self.totals {
            return Err("its score sheet does not match its action log".into());
        }
        Ok(())
    }
}

/// The scoring side of a seat in Sedma: partners in 4, everyone alone otherwise.
pub fn side_of(players: u8, seat: usize) -> Side {
    if players == 4 { seat % 2 } else { seat }
}

impl Versioned for HistoryEntry {
    const WHAT: &'static str = "the match record";
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<HistoryEntry, String> {
        let e: HistoryEntry = decode_current(Self::WHAT, Self::VERSION, version, text)?;
        e.check()?;
        Ok(e)
    }
}
