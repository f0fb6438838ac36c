//! Finished matches, one file per match in the history folder, named by the match id (which
//! starts with the time). Each file is written once, atomically, and never rewritten, so a
//! crash can lose at most the match being written; a damaged file affects only itself and is
//! moved aside. (An append-only log would need checksums and recovery to get the same.)

use super::StoreError;
use super::clock::Stamp;
use super::format::{Versioned, decode_current};
use super::game::{GameInfo, StoredGame, with_game};
use super::hands::{HandPlay, format_actions, read_actions, split_hands};
use super::players::{Player, ProfileId, first_person_seat, person_seats};
use super::problem::FileKind;
use super::saved::{MatchId, SavedMatch};
use serde::{Deserialize, Serialize};
use sevenfold_core::engine::{HandScore, HandStart, Match, Side};
use sevenfold_core::registry::GameSetup;

/// One hand as the score sheet shows it, with its actions so it can be replayed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandRow {
    pub start: HandStart,
    pub score: HandScore,
    /// Match totals per side after the hand.
    pub totals: Vec<i32>,
    /// The hand's actions in notation, separated by spaces.
    pub actions: String,
    /// The person asked for a hint in this hand.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hinted: bool,
    /// A decision was taken back with Undo in this hand.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undone: bool,
}

/// A finished match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub version: u32,
    pub id: MatchId,
    /// RFC 3339, UTC.
    pub started: String,
    pub finished: String,
    /// The game's name ("sedma", "all-fours").
    pub game_name: String,
    /// The names of the variants that were on (empty: the basic game).
    pub variants: Vec<String>,
    pub game: GameSetup,
    pub seed: u64,
    pub players: Vec<Player>,
    pub side_names: Vec<String>,
    /// The side that won (the first of them when the win was shared); for an abandoned match,
    /// the side that was ahead. Kept beside `winners` for records that have only it.
    pub winner: Side,
    /// Every side that won: two or three when the win was shared (Sevens from Hell's equal
    /// totals). Records written before it was kept read `[winner]` (see [`Self::check`]).
    #[serde(default)]
    pub winners: Vec<Side>,
    pub totals: Vec<i32>,
    /// The finished hands (of an abandoned match, those finished before it was left).
    pub hands: Vec<HandRow>,
    /// The match was left unfinished: a new game was started over it, or its save was
    /// discarded (files written before this was kept read as `false`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abandoned: bool,
    /// The match was given up at the table (it is abandoned too): the side that gave up
    /// lost it, and `winner` is the side that was ahead of the others.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conceded_by: Option<Side>,
    /// At a table played on a table server, the name of the friend at each
    /// [`Player::Friend`] seat (empty for the other seats; no list for a match played here).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub friends: Vec<String>,
    /// At a table played on a table server, the host ended the match before its end (it is
    /// abandoned too).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended_by_host: bool,
}

impl HistoryEntry {
    /// The history record of a finished match.
    pub fn from_match<G: StoredGame>(
        saved: &SavedMatch,
        m: &Match<G>,
    ) -> Result<HistoryEntry, StoreError> {
        if !m.is_over() {
            return Err(StoreError::Replay {
                id: saved.id.clone(),
                message: "the match is not over yet".into(),
            });
        }
        Self::record(saved, m, m.winners().to_vec(), false, None)
    }

    /// The history record of a match left unfinished: its finished hands, the score they
    /// made, and the side that was ahead.
    pub fn from_abandoned<G: StoredGame>(
        saved: &SavedMatch,
        m: &Match<G>,
    ) -> Result<HistoryEntry, StoreError> {
        if m.is_over() {
            return Err(StoreError::Replay {
                id: saved.id.clone(),
                message: "the match is over, not abandoned".into(),
            });
        }
        Self::record(saved, m, vec![ahead_of(m.totals(), None)], true, None)
    }

    /// The record of a match the person left: none when nobody has moved yet or the match is
    /// already over (its finish records it), else [`HistoryEntry::from_abandoned`].
    pub fn of_left<G: StoredGame>(
        saved: &SavedMatch,
        m: &Match<G>,
    ) -> Result<Option<HistoryEntry>, StoreError> {
        if m.actions().is_empty() || m.is_over() {
            return Ok(None);
        }
        Self::from_abandoned(saved, m).map(Some)
    }

    /// The history record of a match `side` gave up: the side ahead of the others wins it.
    pub fn from_conceded<G: StoredGame>(
        saved: &SavedMatch,
        m: &Match<G>,
        side: Side,
    ) -> Result<HistoryEntry, StoreError> {
        let mut e = Self::from_abandoned(saved, m)?;
        if side >= e.totals.len() || e.totals.len() < 2 {
            return Err(StoreError::Replay {
                id: saved.id.clone(),
                message: format!("there is no side {side} to give up"),
            });
        }
        e.winner = ahead_of(&e.totals, Some(side));
        e.winners = vec![e.winner];
        e.conceded_by = Some(side);
        Ok(e)
    }

    fn record<G: StoredGame>(
        saved: &SavedMatch,
        m: &Match<G>,
        winners: Vec<Side>,
        abandoned: bool,
        conceded_by: Option<Side>,
    ) -> Result<HistoryEntry, StoreError> {
        let bad = |message: String| StoreError::Replay {
            id: saved.id.clone(),
            message,
        };
        let config = m.config();
        if saved.seed != m.seed() || G::config_of(&saved.game) != Some(config) {
            return Err(bad(
                "the save belongs to another match (seed or options differ)".into(),
            ));
        }
        let split = split_hands::<G>(config, m.seed(), m.actions()).map_err(bad)?;
        let hands = split
            .into_iter()
            .filter_map(|h| {
                let r = h.record?;
                Some(HandRow {
                    hinted: saved.hinted_hands.contains(&r.start.hand),
                    undone: saved.undone_hands.contains(&r.start.hand),
                    start: r.start,
                    score: r.score,
                    totals: r.totals,
                    actions: format_actions::<G>(&h.actions),
                })
            })
            .collect();
        Ok(HistoryEntry {
            version: HistoryEntry::VERSION,
            id: saved.id.clone(),
            started: saved.started.clone(),
            finished: Stamp::now().rfc3339(),
            game_name: G::ID.into(),
            variants: G::variant_names(config)
                .iter()
                .map(|s| s.to_string())
                .collect(),
            game: G::setup(config),
            seed: m.seed(),
            players: saved.players.clone(),
            side_names: G::side_names(config),
            winner: winners.first().copied().unwrap_or(0),
            winners,
            totals: m.totals().to_vec(),
            hands,
            abandoned,
            conceded_by,
            friends: Vec::new(),
            ended_by_host: false,
        })
    }

    /// Whether `side` won the match (alone or sharing the win); for an abandoned match,
    /// whether it was ahead.
    pub fn won_by(&self, side: Side) -> bool {
        self.winners.contains(&side)
    }

    /// Seats at the table.
    pub fn seat_count(&self) -> usize {
        self.game.seat_count()
    }

    /// Who plays with whom.
    pub fn seating(&self) -> sevenfold_core::engine::Seating {
        self.game.seating()
    }

    /// The game as the screens name it.
    pub fn info(&self) -> GameInfo {
        self.game.info()
    }

    /// Replays the whole log, each action read in the context of its hand, when the match is
    /// one of `G`.
    pub fn replay<G: StoredGame>(&self) -> Result<Match<G>, String> {
        let Some(config) = G::config_of(&self.game) else {
            return Err(format!(
                "it is a match of {}, not of {}",
                self.info().title,
                G::TITLE
            ));
        };
        let mut m = Match::<G>::new(*config, self.seed).map_err(|e| e.to_string())?;
        let mut before = 0;
        for (i, h) in self.hands.iter().enumerate() {
            read_actions(&mut m, &h.actions, before).map_err(|e| format!("hand {}: {e}", i + 1))?;
            before = m.actions().len();
        }
        Ok(m)
    }

    /// Every action of the match, in order, when the match is one of `G`.
    pub fn all_actions<G: StoredGame>(&self) -> Result<Vec<G::Action>, String> {
        self.replay::<G>().map(|m| m.actions().to_vec())
    }

    /// The match's finished hands with their deals, when the match is one of `G` (an
    /// abandoned match's log ends where its next hand would have begun).
    pub fn split<G: StoredGame>(&self) -> Result<Vec<HandPlay<G>>, String> {
        let m = self.replay::<G>()?;
        let mut hands = split_hands::<G>(m.config(), self.seed, m.actions())?;
        hands.retain(|h| h.record.is_some());
        Ok(hands)
    }

    /// The scoring side of the first person at the table, if one played.
    pub fn human_side(&self) -> Option<Side> {
        let seat = first_person_seat(&self.players)?;
        Some(self.game.side_of(seat))
    }

    /// Each person at the table with their scoring side.
    pub fn people(&self) -> impl Iterator<Item = (ProfileId, Side)> + '_ {
        person_seats(&self.players).map(|(seat, p)| (p, self.game.side_of(seat)))
    }

    /// The file name of this entry in the history folder.
    pub fn file_name(&self) -> String {
        format!("{}.ron", self.id)
    }

    /// Checks the entry against its own log (the replayed match must give the same rows), and
    /// fills in from the log what older records lack (hand numbers, score items).
    fn check(&mut self) -> Result<(), String> {
        if !self.id.is_valid() {
            return Err(format!("the match id '{}' is not a valid name", self.id));
        }
        let info = self.info();
        if self.game_name != info.name {
            return Err(format!(
                "it names the game '{}' but holds the settings of {}",
                self.game_name, info.title
            ));
        }
        if self.winners.is_empty() {
            self.winners = vec![self.winner];
        }
        let n = self.seat_count();
        if self.players.len() != n {
            return Err(format!(
                "it lists {} players for a {n}-player game",
                self.players.len()
            ));
        }
        with_game!(&self.game.clone(), |G, _c| self.check_log::<G>())
    }

    fn check_log<G: StoredGame>(&mut self) -> Result<(), String> {
        let m = self.replay::<G>()?;
        if m.records().len() == self.hands.len() {
            for (r, h) in m.records().iter().zip(&mut self.hands) {
                if h.start.hand == 0 {
                    h.start.hand = r.start.hand;
                }
                if h.score.items.is_empty() {
                    h.score.items = r.score.items.clone();
                }
                // Records from before reasons were kept get theirs from the replay.
                if h.score.reason.is_none() {
                    h.score.reason = r.score.reason.clone();
                }
            }
        }
        let rows_agree = m.records().len() == self.hands.len()
            && m.records()
                .iter()
                .zip(&self.hands)
                .all(|(r, h)| r.score == h.score && r.totals == h.totals && r.start == h.start);
        let gave_up_agrees = match self.conceded_by {
            Some(side) => self.abandoned && side < self.totals.len() && side != self.winner,
            None => true,
        };
        let winner_agrees = if self.abandoned {
            gave_up_agrees
                && !m.is_over()
                && self.winners == [self.winner]
                && self.winner < self.totals.len()
        } else {
            m.winners() == self.winners && self.winners.first() == Some(&self.winner)
        };
        if !rows_agree || !winner_agrees || m.totals() != self.totals {
            return Err("its score sheet does not match its action log".into());
        }
        // Each row's actions must be exactly its hand's: the split is what replays show.
        let mut split = split_hands::<G>(m.config(), self.seed, m.actions())?;
        if self.abandoned {
            // The hand that would have come next has no actions.
            split.retain(|h| h.record.is_some() || !h.actions.is_empty());
        }
        let logs_agree = split.len() == self.hands.len()
            && split
                .iter()
                .zip(&self.hands)
                .all(|(p, h)| same_words(&format_actions::<G>(&p.actions), &h.actions));
        if !logs_agree {
            return Err("its hands do not divide its action log as the play did".into());
        }
        Ok(())
    }
}

impl Versioned for HistoryEntry {
    const KIND: FileKind = FileKind::MatchRecord;
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<HistoryEntry, String> {
        let mut e: HistoryEntry = decode_current(Self::KIND, Self::VERSION, version, text)?;
        e.check()?;
        Ok(e)
    }
}

/// The side with the most points (the first of equals), leaving out `not`.
fn ahead_of(totals: &[i32], not: Option<Side>) -> Side {
    (0..totals.len())
        .filter(|&s| Some(s) != not)
        .max_by_key(|&s| (totals[s], std::cmp::Reverse(s)))
        .unwrap_or(0)
}

/// Whether two logs hold the same words (spacing aside).
fn same_words(a: &str, b: &str) -> bool {
    a.split_whitespace().eq(b.split_whitespace())
}
