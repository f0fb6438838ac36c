//! What can be wrong with a file, as facts: the window words them in the person's language,
//! the command line prints their English `Display`.

use std::fmt;

/// Which of the store's files a problem is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FileKind {
    Settings,
    Players,
    SavedMatch,
    MatchRecord,
    LessonProgress,
    StatsMarker,
    StatsBackup,
    /// The history database (`history.sqlite3`).
    HistoryDatabase,
}

impl FileKind {
    /// Every kind, for tests that word each one.
    pub const ALL: [FileKind; 8] = [
        FileKind::Settings,
        FileKind::Players,
        FileKind::SavedMatch,
        FileKind::MatchRecord,
        FileKind::LessonProgress,
        FileKind::StatsMarker,
        FileKind::StatsBackup,
        FileKind::HistoryDatabase,
    ];

    /// The kind's key for the window's messages.
    pub fn key(self) -> &'static str {
        match self {
            FileKind::Settings => "settings",
            FileKind::Players => "players",
            FileKind::SavedMatch => "saved",
            FileKind::MatchRecord => "record",
            FileKind::LessonProgress => "lessons",
            FileKind::StatsMarker => "stats-marker",
            FileKind::StatsBackup => "stats-backup",
            FileKind::HistoryDatabase => "history-database",
        }
    }
}

impl fmt::Display for FileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileKind::Settings => "the settings file",
            FileKind::Players => "the player list",
            FileKind::SavedMatch => "the saved match",
            FileKind::MatchRecord => "the match record",
            FileKind::LessonProgress => "the lesson progress",
            FileKind::StatsMarker => "the statistics marker",
            FileKind::StatsBackup => "the statistics backup",
            FileKind::HistoryDatabase => "the history database",
        })
    }
}

/// Why a file could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("it is larger than {mib} MiB, the limit for these files")]
    TooLarge { mib: u64 },
    #[error("it is empty")]
    Empty,
    #[error("it is not UTF-8 text (bad byte at offset {offset})")]
    NotText { offset: usize },
    /// The text does not hold what it should. The detail is the parser's or the check's, in
    /// English: it helps someone who edits files by hand, and is shown as it is.
    #[error("{detail}")]
    Unreadable { detail: String },
    #[error(
        "it was written by a newer Sevenfold (file format {found}; this one reads up to \
         {supported}); update Sevenfold to use it"
    )]
    Newer { found: u32, supported: u32 },
    /// A saved match that the history already records: it was ended in another window.
    #[error("its match {id} is already in the history")]
    Recorded { id: String },
    /// The history folder's files are being brought into the database by the window that
    /// has the data folder open: the matches not yet in are left out of this read.
    #[error(
        "the window that has the data folder open is still bringing these match files into \
         its database; the matches not yet brought in are left out"
    )]
    Importing,
}
