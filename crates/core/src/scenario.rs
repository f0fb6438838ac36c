//! Scenario files: a game's options, an explicit deal and a list of actions, with optional
//! expectations, written in RON so people can read and edit them. `sevenfold replay` plays one
//! and reports every trick; the rule-book acceptance cases live in the core crate's `tests/scenarios/` as
//! scenarios. The format is described with examples in `docs/scenarios.md`.
//!
//! Loading checks everything that can be checked before play (syntax, card names, option names,
//! the deal, the actions' notation, expectation steps), so a replay only meets rule questions.
//!
//! This module is the format and the replay, written once for every game; a game adds what
//! differs ([`ScenarioGame`], in its folder), and the registry picks the game a file names.

mod checker;
mod deal;
mod expect;
mod fields;
mod replay;
mod run;

pub use checker::Checker;
pub use deal::{Deal, SharedDeal};
pub use expect::{
    ErrorExpect, Expect, HandExpect, PositionExpect, Steps, TrickExpect, run_steps, seat_in_range,
};
pub use fields::{GameFields, NoFields, WithGame};
pub use replay::{
    ExpectationReport, Facts, Record, Recorded, Refusal, Replay, ScenarioDeal, ScenarioGame,
    TrickRecord, facts_of,
};
pub use run::{Prepared, prepare, replay};

use crate::cards::{Card, format_cards, parse_cards};
use crate::engine::{HandGame, HandScore, Side};
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

/// One scenario file, with `S` the game and its options (the registry's `GameSetup`): a file
/// lists only the options it changes, `Sedma(players: 4, osmova: true)`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario<S> {
    pub version: u32,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    pub game: S,
    pub deal: Deal,
    /// Actions in notation ("9h", "end", "pass"); an entry may hold several separated by
    /// spaces, e.g. one per round. Steps count single actions from 1.
    #[serde(default)]
    pub actions: Vec<String>,
    #[serde(default)]
    pub expect: Expect,
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

pub fn invalid(msg: impl Into<String>) -> ScenarioError {
    ScenarioError::Invalid(msg.into())
}

/// The match after a hand with `score` (`None`: not finished): the totals, and the winner the
/// hand decides by itself or the totals make after `hands` hands.
fn match_after<G: HandGame>(
    g: &G,
    config: &G::Config,
    score: Option<&HandScore>,
    before: &[i32],
    hands: usize,
) -> (Option<Vec<i32>>, Vec<Side>) {
    let totals = score.map(|s| {
        before
            .iter()
            .zip(&s.game_points)
            .map(|(t, p)| t.saturating_add(*p))
            .collect::<Vec<i32>>()
    });
    let winners = totals.as_ref().map_or_else(Vec::new, |t| {
        let winners = g.match_decided();
        if winners.is_empty() {
            G::match_winners(config, t, hands)
        } else {
            winners
        }
    });
    (totals, winners)
}

/// The RON dialect of scenario files.
pub fn ron_options() -> ron::Options {
    // `implicit_some` lets files write `winner: 1` for an optional value and
    // `unwrap_variant_newtypes` lets them write `Sedma(players: 4)` instead of `Sedma((...))`.
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
}

/// Reads a scenario file's text (at most [`MAX_FILE_BYTES`]).
pub fn read_text(path: &Path) -> Result<String, ScenarioError> {
    let file = std::fs::File::open(path).map_err(|e| ScenarioError::Read(e.to_string()))?;
    // Read one byte past the limit rather than trusting the size on disk (pipes, devices).
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| ScenarioError::Read(e.to_string()))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(ScenarioError::TooLarge);
    }
    String::from_utf8(bytes).map_err(|e| {
        ScenarioError::Read(format!(
            "it is not UTF-8 text (bad byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

impl<S: for<'de> Deserialize<'de> + Serialize> Scenario<S> {
    /// Parses a scenario from RON text and checks its version; the game's own checks are the
    /// registry's.
    pub fn parse(text: &str) -> Result<Scenario<S>, ScenarioError> {
        let scenario: Scenario<S> = ron_options().from_str(text).map_err(|e| syntax(&e))?;
        if scenario.version != FORMAT_VERSION {
            return Err(invalid(format!(
                "this scenario is format version {}, but this program reads version {FORMAT_VERSION}",
                scenario.version
            )));
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
}

impl<S> Scenario<S> {
    /// The actions one by one, in order (step `k` is element `k - 1`).
    pub fn action_tokens(&self) -> Vec<&str> {
        self.actions
            .iter()
            .flat_map(|a| a.split(|c: char| c.is_whitespace() || c == ','))
            .filter(|t| !t.is_empty())
            .collect()
    }
}

/// Refuses option names the game does not have (a misspelt option would otherwise be ignored
/// silently and the scenario would test something else than it says): `given` is the game's
/// section of the file as plain RON, `defaults` the game's options.
pub fn check_option_names<O: Serialize>(
    text: &str,
    game: &str,
    given: &ron::Value,
    defaults: &O,
) -> Result<(), ScenarioError> {
    let known = field_names(defaults);
    for key in map_keys(given) {
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

/// A RON parse error as a scenario error with its position.
pub fn syntax(e: &ron::error::SpannedError) -> ScenarioError {
    ScenarioError::Syntax {
        line: e.span.start.line,
        column: e.span.start.col,
        message: e.code.to_string(),
    }
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
