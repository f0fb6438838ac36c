//! Which lessons the player has finished, kept between runs like the statistics.

use super::format::{Versioned, decode_current};
use super::problem::FileKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The lessons finished, by id ("sedma-01").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    pub version: u32,
    pub done: BTreeSet<String>,
}

impl LessonProgress {
    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(id)
    }
}

impl Versioned for LessonProgress {
    const KIND: FileKind = FileKind::LessonProgress;
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<LessonProgress, String> {
        decode_current(Self::KIND, Self::VERSION, version, text)
    }
}
