//! Scenario files: a game's options, an explicit deal and a list of actions, with optional
//! expectations, written in RON so people can read and edit them. `sevenfold replay` plays one
//! and reports every trick; the rule-book acceptance cases live in the core crate's `tests/scenarios/` as
//! scenarios. The format is described with examples in `docs/scenarios.md`.
//!
//! Loading checks everything that can be checked before play (syntax, card names, option names,
//! the deal, the actions' notation, expectation steps), so a replay only meets rule questions.

mod all_fours;
mod expect;
mod replay;

pub use expect::{ErrorExpect, Expect, PositionExpect, TrickExpect};
pub use replay::{BurnKind, BurnRecord, Draw, ExpectationReport, Refusal, Replay, TrickRecord};

use crate::cards::{Card, format_cards, parse_cards};
use crate::engine::{HandGame, HandScore, HandStart, Seat, Side, left};
use crate::games::all_fours::AllFoursOptions;
use crate::games::sedma::{Sedma, SedmaAction, SedmaOptions};
use ron::extensions::Extensions;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::io::Read;
use std::path::Path;

/// The format version this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// Scenario files larger than this are refused before parsing.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// A list of cards written as one notation string, e.g. `"9h 10s Uc Kd"`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cards(pub Vec<Card>);

impl Serialize for Cards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format_cards(&self.0))
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Cards, D::Error> {
        let text = String::deserialize(d)?;
        parse_cards(&text)
            .map(Cards)
            .map_err(serde::de::Error::custom)
    }
}

/// Which game a scenario is for, with that game's options. Options left out keep their
/// defaults, so a file lists only what it changes: `Sedma(players: 4, osmova: true)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GameSetup {
    Sedma(SedmaOptions),
    /// All Fours: `AllFours(players: 4)`; the deal's stock starts with the upcard.
    AllFours(AllFoursOptions),
}

/// The position the scenario starts from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deal {
    pub dealer: Seat,
    /// Who leads the first trick; the dealer's left when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<Seat>,
    /// Each seat's hand, seat 0 first.
    pub hands: Vec<Cards>,
    /// The stock, top card first.
    #[serde(default)]
    pub stock: Cards,
    /// Cards each seat has already won (empty, or one pile per seat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub won: Vec<Cards>,
    /// Match totals per side before this hand (a fresh match when left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_totals: Option<Vec<i32>>,
    /// Hands already played in the match (for matches of a fixed number of hands).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hands_played: usize,
}

/// One scenario file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub version: u32,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    pub game: GameSetup,
    pub deal: Deal,
    /// Actions in notation ("9h", "end", "pass"); an entry may hold several separated by
    /// spaces, e.g. one per round. Steps count single actions from 1.
    #[serde(default)]
    pub actions: Vec<String>,
    #[serde(default)]
    pub expect: Expect,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Why a scenario cannot be loaded or replayed. None of these is a rule question: an illegal
/// action is reported by the [`Replay`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    #[error("cannot read the file: {0}")]
    Read(String),
    #[error(
        "the file is larger than {max} bytes, the limit for scenario files; is it the right file?",
        max = MAX_FILE_BYTES
    )]
    TooLarge,
    #[error("line {line}, column {column}: {message}")]
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{0}")]
    Invalid(String),
}

fn invalid(msg: impl Into<String>) -> ScenarioError {
    ScenarioError::Invalid(msg.into())
}

impl Deal {
    /// The match totals before the hand (zero for each side when not given); the error says
    /// when the count does not fit the game's sides.
    fn totals_before<G: HandGame>(&self, config: &G::Config) -> Result<Vec<i32>, ScenarioError> {
        let sides = G::side_names(config).len();
        match &self.match_totals {
            Some(t) if t.len() != sides => Err(invalid(format!(
                "the deal: match_totals lists {} numbers; this game has {sides} sides",
                t.len()
            ))),
            Some(t) => Ok(t.clone()),
            None => Ok(vec![0; sides]),
        }
    }
}

/// The match after a hand with `score` (`None`: not finished): the totals, and the winner the
/// hand decides by itself or the totals make after `hands` hands.
fn match_after<G: HandGame>(
    g: &G,
    config: &G::Config,
    score: Option<&HandScore>,
    before: &[i32],
    hands: usize,
) -> (Option<Vec<i32>>, Option<Side>) {
    let totals = score.map(|s| {
        before
            .iter()
            .zip(&s.game_points)
            .map(|(t, p)| t.saturating_add(*p))
            .collect::<Vec<i32>>()
    });
    let winner = totals.as_ref().and_then(|t| {
        g.match_decided()
            .or_else(|| G::match_winner(config, t, hands))
    });
    (totals, winner)
}

fn ron_options() -> ron::Options {
    // `implicit_some` lets files write `winner: 1` for an optional value and
    // `unwrap_variant_newtypes` lets them write `Sedma(players: 4)` instead of `Sedma((...))`.
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
}

impl Scenario {
    /// Reads and checks a scenario file (at most [`MAX_FILE_BYTES`]).
    pub fn load(path: &Path) -> Result<Scenario, ScenarioError> {
        let file = std::fs::File::open(path).map_err(|e| ScenarioError::Read(e.to_string()))?;
        // Read one byte past the limit rather than trusting the size on disk (pipes, devices).
        let mut bytes = Vec::new();
        file.take(MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| ScenarioError::Read(e.to_string()))?;
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(ScenarioError::TooLarge);
        }
        let text = String::from_utf8(bytes).map_err(|e| {
            ScenarioError::Read(format!(
                "it is not UTF-8 text (bad byte at offset {})",
                e.utf8_error().valid_up_to()
            ))
        })?;
        Scenario::from_ron(&text)
    }

    /// Parses and checks a scenario from RON text.
    pub fn from_ron(text: &str) -> Result<Scenario, ScenarioError> {
        let scenario: Scenario = ron_options().from_str(text).map_err(|e| syntax(&e))?;
        if scenario.version != FORMAT_VERSION {
            return Err(invalid(format!(
                "this scenario is format version {}, but this program reads version {FORMAT_VERSION}",
                scenario.version
            )));
        }
        check_option_names(text)?;
        match &scenario.game {
            GameSetup::Sedma(_) => scenario.prepare().map(|_| ())?,
            GameSetup::AllFours(opts) => all_fours::prepare(&scenario, opts).map(|_| ())?,
        }
        Ok(scenario)
    }

    /// The scenario as RON text, in the layout people write by hand.
    pub fn to_ron(&self) -> Result<String, String> {
        let pretty = ron::ser::PrettyConfig::new().struct_names(false);
        ron_options()
            .to_string_pretty(self, pretty)
            .map_err(|e| e.to_string())
    }

    /// The actions one by one, in order (step `k` is element `k - 1`).
    pub fn action_tokens(&self) -> Vec<&str> {
        self.actions
            .iter()
            .flat_map(|a| a.split(|c: char| c.is_whitespace() || c == ','))
            .filter(|t| !t.is_empty())
            .collect()
    }

    /// Plays the scenario and checks its expectations.
    pub fn replay(&self) -> Result<Replay, ScenarioError> {
        match &self.game {
            GameSetup::Sedma(opts) => {
                let prepared = self.prepare()?;
                Ok(replay::replay(self, opts, prepared))
            }
            GameSetup::AllFours(opts) => {
                let prepared = all_fours::prepare(self, opts)?;
                Ok(all_fours::replay(self, opts, prepared))
            }
        }
    }

    /// Everything needed to play: the starting state, the parsed actions and the match totals.
    fn prepare(&self) -> Result<Prepared, ScenarioError> {
        let GameSetup::Sedma(opts) = &self.game else {
            return Err(invalid("the scenario is not a Sedma scenario"));
        };
        opts.validate()
            .map_err(|e| invalid(format!("the Sedma options: {e}")))?;
        let deal = &self.deal;
        let n = opts.players as usize;
        if deal.dealer >= n {
            return Err(invalid(format!(
                "the deal: the dealer must be a seat from 0 to {}, not {}",
                n - 1,
                deal.dealer
            )));
        }
        let start = HandStart {
            dealer: deal.dealer,
            leader: deal.leader.unwrap_or(left(deal.dealer, n)),
        };
        let hands: Vec<Vec<Card>> = deal.hands.iter().map(|h| h.0.clone()).collect();
        let won: Vec<Vec<Card>> = deal.won.iter().map(|w| w.0.clone()).collect();
        let game = Sedma::from_deal(opts, start, &hands, &deal.stock.0, &won)
            .map_err(|e| invalid(format!("the deal: {e}")))?;
        let totals = deal.totals_before::<Sedma>(opts)?;
        let actions = self
            .action_tokens()
            .iter()
            .enumerate()
            .map(|(i, t)| {
                t.parse::<SedmaAction>()
                    .map_err(|e| invalid(format!("action {} ('{t}'): {e}", i + 1)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.expect
            .validate(actions.len(), n, |a| a.parse::<SedmaAction>().map(|_| ()))?;
        Ok(Prepared {
            game,
            actions,
            totals,
        })
    }
}

/// A scenario ready to play.
struct Prepared {
    game: Sedma,
    actions: Vec<SedmaAction>,
    totals: Vec<i32>,
}

fn syntax(e: &ron::error::SpannedError) -> ScenarioError {
    ScenarioError::Syntax {
        line: e.span.start.line,
        column: e.span.start.col,
        message: e.code.to_string(),
    }
}

/// The game section seen as plain RON values, to find option names the options type ignores.
#[derive(Deserialize)]
struct GameNames {
    game: GameValue,
}

#[derive(Deserialize)]
enum GameValue {
    Sedma(ron::Value),
    AllFours(ron::Value),
}

/// Refuses option names the game does not have (a misspelt option would otherwise be ignored
/// silently and the scenario would test something else than it says).
fn check_option_names(text: &str) -> Result<(), ScenarioError> {
    let names: GameNames = ron_options().from_str(text).map_err(|e| syntax(&e))?;
    let (game, given, known) = match names.game {
        GameValue::Sedma(given) => ("Sedma", given, field_names(&SedmaOptions::default())),
        GameValue::AllFours(given) => {
            ("All Fours", given, field_names(&AllFoursOptions::default()))
        }
    };
    for key in map_keys(&given) {
        if !known.contains(&key) {
            let at = key_line(text, &key)
                .map(|line| format!("line {line}: "))
                .unwrap_or_default();
            return Err(invalid(format!(
                "{at}{game} has no option '{key}'; the options are: {}",
                known.join(", ")
            )));
        }
    }
    Ok(())
}

/// The line of the first `key:` in the text (a name followed by a colon, not part of a longer
/// name), for pointing at a misspelt option.
fn key_line(text: &str, key: &str) -> Option<usize> {
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(key)
        .find(|&(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + key.len()..].trim_start();
            !before.is_some_and(is_name) && after.starts_with(':')
        })
        .map(|(i, _)| text[..i].matches('\n').count() + 1)
}

/// The field names a value serializes with.
fn field_names<T: Serialize>(value: &T) -> Vec<String> {
    ron::to_string(value)
        .ok()
        .and_then(|s| ron::from_str::<ron::Value>(&s).ok())
        .map(|v| map_keys(&v))
        .unwrap_or_default()
}

fn map_keys(value: &ron::Value) -> Vec<String> {
    match value {
        ron::Value::Map(m) => m
            .keys()
            .filter_map(|k| match k {
                ron::Value::String(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}
