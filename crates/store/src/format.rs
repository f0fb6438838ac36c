//! Versioned RON files: every file carries a `version`; older versions are migrated on read,
//! newer ones are refused and left untouched, unreadable ones are moved aside with a warning.

use super::fsio::{self, ReadOutcome};
use super::problem::{FileKind, Problem};
use super::{StoreError, Warning};
use ron::extensions::Extensions;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// A type stored in its own versioned file.
pub trait Versioned: Serialize + Sized {
    /// What the file holds, for messages.
    const KIND: FileKind;
    /// The version this build writes.
    const VERSION: u32;
    /// Parses a file of `version` (at most [`Self::VERSION`]), migrating older versions.
    fn decode(version: u32, text: &str) -> Result<Self, String>;
}

/// The RON dialect of every file: `Sedma(players: 4)` for the game and bare values for options.
pub fn ron_options() -> ron::Options {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
}

/// Parses RON text into a value.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    ron_options().from_str(text).map_err(|e| {
        format!(
            "line {}, column {}: {}",
            e.span.start.line, e.span.start.col, e.code
        )
    })
}

pub fn to_text<T: Serialize>(value: &T) -> Result<String, String> {
    let pretty = ron::ser::PrettyConfig::new().struct_names(false);
    ron_options()
        .to_string_pretty(value, pretty)
        .map(|mut s| {
            s.push('\n');
            s
        })
        .map_err(|e| e.to_string())
}

/// Only the version of a file; a file without one is version 0.
#[derive(Deserialize)]
struct Peek {
    #[serde(default)]
    version: u32,
}

/// What loading a file gave.
pub enum Load<T> {
    Missing,
    Found(T),
    /// The file was unusable: moved aside, or left where it is when the store may not be
    /// changed (the warning's `moved_to` says which).
    SetAside(Warning),
}

/// Loads a versioned file. A newer version is an error and the file stays where it is; an
/// unreadable one is reported as [`Load::SetAside`], and moved aside if `set_aside`.
pub fn load<T: Versioned>(path: &Path, set_aside: bool) -> Result<Load<T>, StoreError> {
    let io = |e| StoreError::io(path, e);
    let problem = match fsio::read_capped(path).map_err(io)? {
        ReadOutcome::Missing => return Ok(Load::Missing),
        ReadOutcome::Bad(problem) => problem,
        ReadOutcome::Text(text) => match parse::<Peek>(&text) {
            Ok(p) if p.version > T::VERSION => {
                return Err(StoreError::NewerVersion {
                    path: path.to_path_buf(),
                    found: p.version,
                    supported: T::VERSION,
                });
            }
            Ok(p) => match T::decode(p.version, &text) {
                Ok(v) => return Ok(Load::Found(v)),
                Err(detail) => Problem::Unreadable { detail },
            },
            // Report what the real type makes of it: a clearer message than the peek's.
            Err(peek) => Problem::Unreadable {
                detail: T::decode(T::VERSION, &text).err().unwrap_or(peek),
            },
        },
    };
    let moved_to = if set_aside {
        Some(fsio::set_aside(path, "corrupt").map_err(io)?)
    } else {
        None
    };
    Ok(Load::SetAside(Warning {
        path: path.to_path_buf(),
        kind: T::KIND,
        problem,
        moved_to,
    }))
}

/// Writes a versioned file atomically, refusing to replace a file of a newer version.
pub fn save<T: Versioned>(path: &Path, value: &T) -> Result<(), StoreError> {
    refuse_newer::<T>(path)?;
    let text = to_text(value).map_err(|e| StoreError::Encode {
        what: T::KIND,
        message: e,
    })?;
    fsio::write_atomic(path, text.as_bytes()).map_err(|e| StoreError::io(path, e))
}

/// An error if `path` holds a file of a newer version than this build writes.
pub fn refuse_newer<T: Versioned>(path: &Path) -> Result<(), StoreError> {
    if let Ok(ReadOutcome::Text(text)) = fsio::read_capped(path)
        && let Ok(p) = parse::<Peek>(&text)
        && p.version > T::VERSION
    {
        return Err(StoreError::NewerVersion {
            path: path.to_path_buf(),
            found: p.version,
            supported: T::VERSION,
        });
    }
    Ok(())
}

/// Decodes the current version, or says that there is no migration from `version`.
pub fn decode_current<T: DeserializeOwned>(
    what: FileKind,
    current: u32,
    version: u32,
    text: &str,
) -> Result<T, String> {
    if version != current {
        return Err(format!(
            "{what} has format version {version}, which no release of Sevenfold wrote"
        ));
    }
    parse(text)
}
