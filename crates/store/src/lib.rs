//! Saved games, match history, statistics and settings on disk.
//!
//! Files live in the platform's places (settings in the config folder, games and history in
//! the data folder), or all under one folder given by `--data-dir` or `SEVENFOLD_DATA_DIR`.
//! The history and the statistics are an SQLite database; every other file is RON with a
//! `version`: older versions are migrated on read, newer ones are
//! refused and never overwritten. Every write is atomic. A file that cannot be read is moved
//! aside (`NAME.corrupt-<time>`) and reported as a [`Warning`]; everything else carries on.
//!
//! One process owns the store at a time ([`Store::lock`]); another opens it
//! [`Store::read_only`] (reads work, files are never moved, writes are refused).
//!
//! How a front end uses it:
//! * at start: [`Store::open`] and [`Store::lock`], [`Store::load_settings`] (on a newer-version error, run with
//!   defaults and do not save), [`Store::load_match`] to offer resuming; a resumed match that
//!   [`SavedMatch::rebuild`]s into a finished one goes to [`Store::finish_match`];
//! * a new match: [`SavedMatch::start`], then after every action [`SavedMatch::update`] and
//!   [`Store::save_match`]; when it is over, [`Store::finish_match`];
//! * every game the store records implements [`StoredGame`]; a match of unknown game (a
//!   resumed save) is an [`AnyMatch`];
//! * [`Store::history_page`], [`Store::stats_of`] and [`Store::reset_stats`] for the history
//!   and statistics screens (a page, an aggregate: never the whole history), [`Store::history`]
//!   and the CSV writers for the commands, [`export_hand`] to turn a hand into a scenario;
//! * [`writer::Job::Import`] once at start, to bring the history folder's files of older
//!   releases into the database on the writer's thread.
//!
//! Layout: `settings.ron` (config folder); `autosave.ron`, `history.sqlite3` (the history
//! and its statistics: see [`db`]), `history/<match id>.ron` (the files of releases before
//! the database, brought into it once and left in place), `profiles.ron`, `stats.ron`,
//! `stats-backup-<time>.ron`, `lessons.ron` and the lock files `sevenfold.lock` and
//! `lessons.lock` (data folder).

mod clock;
mod csv;
mod db;
mod export;
mod format;
mod fsio;
pub mod game;
mod hands;
mod history;
mod import;
mod language;
mod lessons;
mod lock;
mod players;
mod portable;
mod problem;
mod profiles;
mod query;
mod saved;
mod seats;
mod settings;
mod stats;
pub mod writer;

/// The history's CSV computed from records held in memory, as the releases before the
/// database computed it: the oracle the database's tests compare the streamed CSV with
/// ([`Statistics::compute`] is the statistics' own).
pub mod oracle {
    pub use super::csv::{history_csv, stats_csv};
}

// The engine, for the exported macros' paths.
#[doc(hidden)]
pub use sevenfold_core as __core;

pub use clock::Stamp;
pub use db::{DB_FILE, SCHEMA_VERSION};
pub use export::{export_hand, hand_scenario};
pub use fsio::{MAX_FILE_BYTES, write_atomic, write_atomic_private};
pub use game::{AnyMatch, GameInfo, ScenarioDeal, StoredGame};
pub use hands::{HandPlay, format_actions, read_actions, replay_log, split_hands};
pub use history::{HandRow, HistoryEntry};
pub use import::Import;
pub use language::Language;
pub use lessons::LessonProgress;
pub use lock::StoreLock;
pub use players::{Level, Player, ProfileId, first_person_seat, person_seats};
pub use problem::{FileKind, Problem};
pub use profiles::{MAX_NAME_CHARS, Profile, ProfileError, Profiles, account_name};
pub use query::{HISTORY_PAGE, HistoryPage, MatchFilter, StatsFilter};
pub use saved::{MatchId, SavedMatch};
pub use seats::{TableSeat, TableSeats};
pub use settings::{
    AnimationSpeed, CardBack, InSettings, SeatsError, Settings, TableColour, ZOOM_RANGE,
    usual_person_seat, usual_seats,
};
pub use stats::{
    Against, BestHand, GroupStats, Opposition, Partner, Period, ResetRecord, Statistics,
    StatsBackup, StatsMarker,
};

use format::{Load, Versioned};
use sevenfold_core::engine::Match;
use std::fmt;
use std::path::{Path, PathBuf};

/// The folder name the platform's folders get: on Windows `%APPDATA%\Sevenfold\config` and
/// `\data` (no organization folder), on Linux `sevenfold` under the XDG folders; and the
/// exports' folder in Documents.
const APP_FOLDER: &str = "Sevenfold";

/// The environment variable that puts every file under one folder.
pub const DATA_DIR_ENV: &str = "SEVENFOLD_DATA_DIR";

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error(
        "cannot find the folders for settings and saved games (no home folder?); \
         set {DATA_DIR_ENV} or pass --data-dir DIR"
    )]
    NoHome,
    #[error("{}: {source}; check that the folder exists and that you may write to it", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(
        "{} was written by a newer Sevenfold (file format {found}; this one reads up to \
         {supported}); it was left untouched: update Sevenfold to use it",
        path.display()
    )]
    NewerVersion {
        path: PathBuf,
        found: u32,
        supported: u32,
    },
    #[error("cannot write {what}: {message}")]
    Encode { what: FileKind, message: String },
    #[error("match {id}: {message}")]
    Replay { id: MatchId, message: String },
    #[error("no match '{0}' in the history; `sevenfold history` lists the match ids")]
    UnknownMatch(String),
    #[error("'{prefix}' fits several matches ({}); give more of the id", ids.join(", "))]
    AmbiguousMatch { prefix: String, ids: Vec<String> },
    #[error("match {id} has {count} hands; choose a hand from 1 to {count}, not {hand}")]
    NoSuchHand {
        id: MatchId,
        hand: usize,
        count: usize,
    },
    #[error("match {0} is already in the history")]
    Duplicate(MatchId),
    #[error(
        "{} is in use by another Sevenfold window, so nothing was written; close that window \
         and try again",
        dir.display()
    )]
    InUse { dir: PathBuf },
    #[error("{}: {message}", path.display())]
    Database { path: PathBuf, message: String },
}

impl StoreError {
    fn io(path: &Path, source: std::io::Error) -> StoreError {
        StoreError::Io {
            path: path.to_path_buf(),
            source,
        }
    }
}

/// Something went wrong with one file but everything else carries on (the window shows it,
/// the command line prints it on standard error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub path: PathBuf,
    pub kind: FileKind,
    /// What was wrong with it.
    pub problem: Problem,
    /// Where the file was moved to, if it was moved aside.
    pub moved_to: Option<PathBuf>,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.moved_to {
            Some(p) => write!(
                f,
                "{}: {} could not be read: {}; it was kept as {}",
                self.path.display(),
                self.kind,
                self.problem,
                p.display()
            ),
            None => write!(
                f,
                "{}: {}; it was left untouched and skipped",
                self.path.display(),
                self.problem
            ),
        }
    }
}

/// A value together with the warnings met while loading it.
#[derive(Clone, Debug)]
pub struct Loaded<T> {
    pub value: T,
    pub warnings: Vec<Warning>,
}

/// What [`Store::reset_stats`] did.
#[derive(Clone, Debug, PartialEq)]
pub struct ResetInfo {
    pub at: String,
    /// The file that keeps the statistics as they were.
    pub backup: PathBuf,
}

/// What the statistics are computed from, beside the database.
struct StatsInputs {
    profiles: Profiles,
    /// When the statistics were last reset (RFC 3339).
    reset: Option<String>,
    warnings: Vec<Warning>,
}

/// The folders the files live in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Store {
    config_dir: PathBuf,
    data_dir: PathBuf,
    /// Where the CSV exports go: the Documents folder's `Sevenfold` folder, or with a data
    /// folder given (a portable install, a test) its `exports` folder.
    exports_dir: PathBuf,
    /// Another process owns the folder: read only (see [`Store::read_only`]).
    read_only: bool,
    /// Reads bring the history folder's new files into the database first (see
    /// [`Store::database_only`]).
    import_on_read: bool,
}

impl Store {
    /// The store in `dir` if given, else in `$SEVENFOLD_DATA_DIR`, else in the platform's
    /// folders.
    pub fn open(dir: Option<&Path>) -> Result<Store, StoreError> {
        if let Some(d) = dir {
            return Ok(Store::at(d));
        }
        if let Some(d) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
            return Ok(Store::at(Path::new(&d)));
        }
        let dirs = directories::ProjectDirs::from("", "", APP_FOLDER).ok_or(StoreError::NoHome)?;
        let documents =
            directories::UserDirs::new().and_then(|u| u.document_dir().map(|d| d.join(APP_FOLDER)));
        Ok(Store {
            config_dir: dirs.config_dir().to_path_buf(),
            exports_dir: documents.unwrap_or_else(|| dirs.data_dir().join("exports")),
            data_dir: dirs.data_dir().to_path_buf(),
            read_only: false,
            import_on_read: true,
        })
    }

    /// Everything under one folder.
    pub fn at(dir: &Path) -> Store {
        Store {
            config_dir: dir.to_path_buf(),
            data_dir: dir.to_path_buf(),
            exports_dir: dir.join("exports"),
            read_only: false,
            import_on_read: true,
        }
    }

    /// The store whose reads take the database as it is: the window's, whose writer thread
    /// brings the history folder's files in ([`writer::Job::Import`]) while the pages read.
    pub fn database_only(mut self) -> Store {
        self.import_on_read = false;
        self
    }

    /// The folder of games, history and statistics (and a table server's kept tables).
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    pub fn settings_path(&self) -> PathBuf {
        self.config_dir.join("settings.ron")
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.data_dir.join("autosave.ron")
    }

    pub fn history_dir(&self) -> PathBuf {
        self.data_dir.join("history")
    }

    /// The file where the window keeps its size and position between runs (beside the
    /// settings; written by the window toolkit).
    pub fn window_path(&self) -> PathBuf {
        self.config_dir.join("window.ron")
    }

    pub fn stats_path(&self) -> PathBuf {
        self.data_dir.join("stats.ron")
    }

    pub fn profiles_path(&self) -> PathBuf {
        self.data_dir.join("profiles.ron")
    }

    /// The player profiles; `None` before anyone has named themselves (the first run, or
    /// data from before profiles existed), or when the file had to be moved aside.
    pub fn profiles(&self) -> Result<Loaded<Option<Profiles>>, StoreError> {
        Ok(match self.load::<Profiles>(&self.profiles_path())? {
            Load::Missing => loaded(None),
            Load::Found(p) => loaded(Some(p)),
            Load::SetAside(w) => warned(None, w),
        })
    }

    pub fn save_profiles(&self, profiles: &Profiles) -> Result<(), StoreError> {
        let mut p = profiles.clone();
        p.version = Profiles::VERSION;
        self.save(&self.profiles_path(), &p)
    }

    pub fn lessons_path(&self) -> PathBuf {
        self.data_dir.join("lessons.ron")
    }

    /// The lessons finished; none when there is no file or it had to be moved aside.
    pub fn lesson_progress(&self) -> Result<Loaded<LessonProgress>, StoreError> {
        Ok(match self.load::<LessonProgress>(&self.lessons_path())? {
            Load::Missing => loaded(LessonProgress::default()),
            Load::Found(p) => loaded(p),
            Load::SetAside(w) => warned(LessonProgress::default(), w),
        })
    }

    /// Marks a lesson finished (kept at once). Allowed in a read-only store too: the file is
    /// read and written again under its own lock, so lessons finished in two windows are all
    /// kept.
    pub fn lesson_done(&self, id: &str) -> Result<LessonProgress, StoreError> {
        self.with_lessons_locked(|| {
            let read = self.lesson_progress()?;
            // A damaged file stays for its owner to set aside: never written over here.
            if self.read_only && !read.warnings.is_empty() {
                return Err(StoreError::InUse {
                    dir: self.data_dir.clone(),
                });
            }
            let mut p = read.value;
            if p.done.insert(id.to_string()) {
                p.version = LessonProgress::VERSION;
                format::save(&self.lessons_path(), &p)?;
            }
            Ok(p)
        })
    }

    /// The settings; defaults when there is no file or it had to be moved aside. A file from
    /// a newer Sevenfold is an error (use defaults, and do not save over it).
    pub fn load_settings(&self) -> Result<Loaded<Settings>, StoreError> {
        Ok(match self.load::<Settings>(&self.settings_path())? {
            Load::Missing => loaded(Settings::default()),
            Load::Found(s) => loaded(s),
            Load::SetAside(w) => warned(Settings::default(), w),
        })
    }

    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        let mut s = settings.clone();
        s.version = Settings::VERSION;
        self.save(&self.settings_path(), &s)
    }

    /// Saves the match in progress (after every action).
    pub fn save_match(&self, saved: &SavedMatch) -> Result<(), StoreError> {
        self.save(&self.autosave_path(), saved)
    }

    /// The match in progress, if there is one that can be rebuilt.
    pub fn load_match(&self) -> Result<Loaded<Option<SavedMatch>>, StoreError> {
        Ok(match self.load::<SavedMatch>(&self.autosave_path())? {
            Load::Missing => loaded(None),
            Load::Found(s) => loaded(Some(s)),
            Load::SetAside(w) => warned(None, w),
        })
    }

    /// Whether the history holds a record of the match `id` (in the database, or as a file
    /// of the history folder not yet brought into it).
    pub fn is_recorded(&self, id: &MatchId) -> bool {
        if self.history_dir().join(format!("{id}.ron")).exists() {
            return true;
        }
        let Ok(Some(conn)) = db::open_ro(&self.db_path()) else {
            return false;
        };
        query::has(&conn, id).unwrap_or(false)
    }

    /// Moves the save of a match that the history already records (left or given up in
    /// another window while this one had it open) aside, as `autosave.ron.recorded-<time>`:
    /// it is not offered for resuming, and its moves are not lost.
    pub fn set_aside_recorded(&self, saved: &SavedMatch) -> Result<Warning, StoreError> {
        self.writable()?;
        let path = self.autosave_path();
        let moved = fsio::set_aside(&path, "recorded").map_err(|e| StoreError::io(&path, e))?;
        Ok(Warning {
            path,
            kind: FileKind::SavedMatch,
            problem: Problem::Recorded {
                id: saved.id.to_string(),
            },
            moved_to: Some(moved),
        })
    }

    /// Forgets the match in progress (abandoned, or recorded in the history).
    pub fn discard_match(&self) -> Result<(), StoreError> {
        self.writable()?;
        let path = self.autosave_path();
        format::refuse_newer::<SavedMatch>(&path)?;
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(StoreError::io(&path, e)),
            _ => Ok(()),
        }
    }

    /// Records a finished match in the history, then drops its autosave. A crash between the
    /// two leaves both: a resumed match that is already over should be passed here again,
    /// which finds it recorded and only drops the autosave.
    pub fn finish_any(&self, saved: &SavedMatch, m: &AnyMatch) -> Result<HistoryEntry, StoreError> {
        game::each_match!(m, |_G, m| self.finish_match(saved, m))
    }

    /// [`Store::finish_any`] for a match of a known game.
    pub fn finish_match<G: StoredGame>(
        &self,
        saved: &SavedMatch,
        m: &Match<G>,
    ) -> Result<HistoryEntry, StoreError> {
        let entry = HistoryEntry::from_match(saved, m)?;
        self.close_match(Some(&entry), false)?;
        Ok(entry)
    }

    /// Records a match left unfinished in the history (with the hands finished so far) and
    /// removes its save. A match nobody has moved in yet leaves no record.
    pub fn abandon_any(&self, saved: &SavedMatch, m: &AnyMatch) -> Result<(), StoreError> {
        game::each_match!(m, |_G, m| self.abandon_match(saved, m))
    }

    /// [`Store::abandon_any`] for a match of a known game.
    pub fn abandon_match<G: StoredGame>(
        &self,
        saved: &SavedMatch,
        m: &Match<G>,
    ) -> Result<(), StoreError> {
        let entry = match HistoryEntry::of_left(saved, m) {
            Ok(entry) => entry,
            Err(e) => {
                // The person chose to leave the match: the save goes all the same.
                let discarded = self.discard_match();
                return Err::<(), _>(e).and(discarded);
            }
        };
        self.close_match(entry.as_ref(), true)
    }

    /// Records a match `side` gave up (with the hands finished so far) and removes its save.
    pub fn concede_match<G: StoredGame>(
        &self,
        saved: &SavedMatch,
        m: &Match<G>,
        side: sevenfold_core::engine::Side,
    ) -> Result<HistoryEntry, StoreError> {
        let entry = HistoryEntry::from_conceded(saved, m, side)?;
        self.close_match(Some(&entry), false)?;
        Ok(entry)
    }

    /// A match leaves the table: its record goes to the history (a record already there is
    /// kept), then its save is removed. A record that cannot be written keeps the save, unless
    /// `discard_anyway`: a person who left a match would otherwise be asked about it at every
    /// start. A crash between the two leaves both: a resumed match that is already over is
    /// passed here again, which finds it recorded and only drops the save.
    pub fn close_match(
        &self,
        entry: Option<&HistoryEntry>,
        discard_anyway: bool,
    ) -> Result<(), StoreError> {
        let recorded = match entry.map(|e| self.append_history(e)) {
            None | Some(Ok(_)) | Some(Err(StoreError::Duplicate(_))) => Ok(()),
            Some(Err(e)) => Err(e),
        };
        if recorded.is_err() && !discard_anyway {
            return recorded;
        }
        let discarded = self.discard_match();
        recorded.and(discarded)
    }

    /// Records one finished match in the history database, in one transaction; an existing
    /// record (in the database, or a file of the history folder) is never replaced. Returns
    /// the database's path.
    pub fn append_history(&self, entry: &HistoryEntry) -> Result<PathBuf, StoreError> {
        self.writable()?;
        if self.history_dir().join(entry.file_name()).exists() {
            return Err(StoreError::Duplicate(entry.id.clone()));
        }
        let path = self.db_path();
        let mut conn = db::open_rw(&path)?;
        let tx = conn.transaction().map_err(|e| db::error(&path, e))?;
        let added = db::insert(&tx, entry).map_err(|e| db::error(&path, e))?;
        tx.commit().map_err(|e| db::error(&path, e))?;
        if !added {
            return Err(StoreError::Duplicate(entry.id.clone()));
        }
        Ok(path)
    }

    /// Records many finished matches in one transaction (a benchmark's history, a restore);
    /// matches already recorded are passed over. Returns how many were added.
    pub fn append_histories(&self, entries: &[HistoryEntry]) -> Result<usize, StoreError> {
        self.writable()?;
        let path = self.db_path();
        let mut conn = db::open_rw(&path)?;
        let tx = conn.transaction().map_err(|e| db::error(&path, e))?;
        let mut added = 0;
        for e in entries {
            added += usize::from(db::insert(&tx, e).map_err(|e| db::error(&path, e))?);
        }
        tx.commit().map_err(|e| db::error(&path, e))?;
        Ok(added)
    }

    /// Writes `entry` as a release before the database kept it: its own file in the history
    /// folder (`history/<id>.ron`), which the import brings in. For the import's tests and
    /// benchmark; the history itself is written with [`Store::append_history`].
    pub fn write_history_file(&self, entry: &HistoryEntry) -> Result<PathBuf, StoreError> {
        let path = self.history_dir().join(entry.file_name());
        self.save(&path, entry)?;
        Ok(path)
    }

    /// SQLite's own check of the history database (`PRAGMA integrity_check`): the problems
    /// it finds, none when the database is sound (or there is none yet).
    pub fn check_database(&self) -> Result<Vec<String>, StoreError> {
        let path = self.db_path();
        let Some(conn) = self.reader()? else {
            return Ok(Vec::new());
        };
        let mut stmt = conn
            .prepare("PRAGMA integrity_check")
            .map_err(|e| db::error(&path, e))?;
        let lines = stmt
            .query_map([], |r| r.get::<_, String>(0))
            .map_err(|e| db::error(&path, e))?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| db::error(&path, e))?;
        Ok(lines.into_iter().filter(|l| l != "ok").collect())
    }

    /// A connection that reads the database; `None` while there is none.
    fn reader(&self) -> Result<Option<rusqlite::Connection>, StoreError> {
        db::open_ro(&self.db_path())
    }

    /// A query's failure as a store error.
    fn failed(&self, message: String) -> StoreError {
        StoreError::Database {
            path: self.db_path(),
            message,
        }
    }

    /// Every finished match, newest first, read whole (the commands' and tests' view; the
    /// window reads a page at a time with [`Store::history_page`]). The history folder's
    /// files are brought in first (see [`Store::import_history`]): unreadable ones are moved
    /// aside, files from a newer Sevenfold are skipped; both give a warning.
    pub fn history(&self) -> Result<Loaded<Vec<HistoryEntry>>, StoreError> {
        let warnings = self.ready()?;
        let mut value = Vec::new();
        if let Some(conn) = self.reader()? {
            query::each(
                &conn,
                &self.db_path(),
                None,
                None,
                query::Order::NewestFirst,
                |e| {
                    value.push(e);
                    Ok(())
                },
            )?;
        }
        Ok(Loaded { value, warnings })
    }

    /// Every match of the history folder's files, newest first, read as the releases before
    /// the database read them: the import's source, and the oracle its tests compare the
    /// database with. Unreadable files are moved aside (unless read only), files from a
    /// newer Sevenfold are skipped; both give a warning.
    pub fn history_files(&self) -> Result<Loaded<Vec<HistoryEntry>>, StoreError> {
        let dir = self.history_dir();
        let mut out = loaded(Vec::new());
        let list = match std::fs::read_dir(&dir) {
            Ok(l) => l,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(out),
            Err(e) => return Err(StoreError::io(&dir, e)),
        };
        let mut paths = Vec::new();
        for item in list {
            let path = item.map_err(|e| StoreError::io(&dir, e))?.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            // Skip temporary files of unfinished writes and copies set aside.
            if name.ends_with(".ron") && !name.starts_with('.') {
                paths.push(path);
            }
        }
        paths.sort();
        for path in paths {
            match self.load::<HistoryEntry>(&path) {
                Ok(Load::Found(e)) => out.value.push(e),
                Ok(Load::Missing) => {}
                Ok(Load::SetAside(w)) => out.warnings.push(w),
                Err(StoreError::NewerVersion {
                    found, supported, ..
                }) => out.warnings.push(Warning {
                    path: path.clone(),
                    kind: FileKind::MatchRecord,
                    problem: Problem::Newer { found, supported },
                    moved_to: None,
                }),
                Err(e) => return Err(e),
            }
        }
        out.value
            .sort_by(|a, b| (&b.finished, &b.id).cmp(&(&a.finished, &a.id)));
        Ok(out)
    }

    /// Calls `f` with every finished match (of one game, if `game` names it), newest first, one
    /// at a time: the commands stream the history this way, never holding it whole. The
    /// warnings say which files of the history folder could not be brought in.
    pub fn each_match(
        &self,
        game: Option<&str>,
        f: impl FnMut(HistoryEntry) -> Result<(), StoreError>,
    ) -> Result<Vec<Warning>, StoreError> {
        let warnings = self.ready()?;
        if let Some(conn) = self.reader()? {
            query::each(
                &conn,
                &self.db_path(),
                game,
                None,
                query::Order::NewestFirst,
                f,
            )?;
        }
        Ok(warnings)
    }

    /// One page of the matches `filter` lets through, newest first: `limit` of them from
    /// `offset`, with how many there are in all. Reads the database as it is (the window's
    /// writer thread brings the folder's files in).
    pub fn history_page(
        &self,
        filter: &MatchFilter,
        offset: usize,
        limit: usize,
    ) -> Result<HistoryPage, StoreError> {
        match self.reader()? {
            Some(conn) => query::page(&conn, filter, offset, limit).map_err(|e| self.failed(e)),
            None => Ok(HistoryPage::default()),
        }
    }

    /// The finished match whose id is `id` or starts with it.
    pub fn find_match(&self, id: &str) -> Result<Loaded<HistoryEntry>, StoreError> {
        let warnings = self.ready()?;
        let mut fits = match self.reader()? {
            Some(conn) => query::find(&conn, id, 10).map_err(|e| self.failed(e))?,
            None => Vec::new(),
        };
        match fits.len() {
            0 => Err(StoreError::UnknownMatch(id.to_string())),
            1 => Ok(Loaded {
                value: fits.swap_remove(0),
                warnings,
            }),
            _ => Err(StoreError::AmbiguousMatch {
                prefix: id.to_string(),
                ids: fits.iter().map(|e| e.id.to_string()).collect(),
            }),
        }
    }

    fn stats_marker(&self) -> Result<Loaded<StatsMarker>, StoreError> {
        Ok(match self.load::<StatsMarker>(&self.stats_path())? {
            Load::Missing => loaded(StatsMarker::default()),
            Load::Found(m) => loaded(m),
            Load::SetAside(w) => warned(StatsMarker::default(), w),
        })
    }

    /// The statistics since the last reset, per player (merged profiles counted together).
    pub fn stats(&self) -> Result<Loaded<Statistics>, StoreError> {
        self.stats_from(None)
    }

    /// The statistics of the matches finished after `from` (RFC 3339) as well as after the
    /// last reset: a period of the page's choosing.
    pub fn stats_from(&self, from: Option<&str>) -> Result<Loaded<Statistics>, StoreError> {
        self.stats_of(&StatsFilter::default(), from)
    }

    /// The statistics `filter` asks for (one person's, one game's) of the matches finished
    /// after `from` as well as after the last reset: SQL aggregates, whatever the history's
    /// length.
    pub fn stats_of(
        &self,
        filter: &StatsFilter,
        from: Option<&str>,
    ) -> Result<Loaded<Statistics>, StoreError> {
        let read = self.stats_inputs()?;
        // Timestamps have a fixed width, so the later one is the greater string.
        let since = read.reset.as_deref().max(from);
        let mut value = match self.reader()? {
            Some(conn) => query::statistics(&conn, &read.profiles, filter, since)
                .map_err(|e| self.failed(e))?,
            None => Statistics::default(),
        };
        value.counted_since = read.reset;
        Ok(Loaded {
            value,
            warnings: read.warnings,
        })
    }

    /// The games `player` (everyone without one) has statistics of, of the matches finished
    /// after `from` as well as after the last reset, for the page's game filter.
    pub fn stats_games(
        &self,
        player: Option<ProfileId>,
        from: Option<&str>,
    ) -> Result<Loaded<Vec<String>>, StoreError> {
        let read = self.stats_inputs()?;
        let since = read.reset.as_deref().max(from);
        let value = match self.reader()? {
            Some(conn) => query::stats_games(&conn, &read.profiles, player, since)
                .map_err(|e| self.failed(e))?,
            None => Vec::new(),
        };
        Ok(Loaded {
            value,
            warnings: read.warnings,
        })
    }

    /// Every reset of the statistics so far, oldest first.
    pub fn stats_resets(&self) -> Result<Loaded<Vec<ResetRecord>>, StoreError> {
        let marker = self.stats_marker()?;
        Ok(Loaded {
            value: marker.value.resets,
            warnings: marker.warnings,
        })
    }

    /// The statistics as they were before a reset, from the backup a [`ResetRecord`] names.
    pub fn stats_backup(
        &self,
        reset: &ResetRecord,
    ) -> Result<Loaded<Option<StatsBackup>>, StoreError> {
        let name = Path::new(&reset.backup);
        if name.components().count() != 1 {
            return Err(StoreError::Encode {
                what: FileKind::StatsBackup,
                message: format!("'{}' is not a file name in the data folder", reset.backup),
            });
        }
        Ok(match self.load::<StatsBackup>(&self.data_dir.join(name))? {
            Load::Missing => loaded(None),
            Load::Found(b) => loaded(Some(b)),
            Load::SetAside(w) => warned(None, w),
        })
    }

    /// Every finished hand of the history (of one game, if `game` names it) as CSV, newest
    /// match first (see [`csv`]).
    pub fn history_csv(&self, game: Option<&str>) -> Result<Loaded<String>, StoreError> {
        let mut out = Vec::new();
        let warnings = self.write_history_csv(game, &mut out)?;
        Ok(Loaded {
            value: String::from_utf8_lossy(&out).into_owned(),
            warnings,
        })
    }

    /// [`Store::history_csv`] written to `out` a match at a time, never held whole.
    pub fn write_history_csv(
        &self,
        game: Option<&str>,
        out: &mut dyn std::io::Write,
    ) -> Result<Vec<Warning>, StoreError> {
        let warnings = self.ready()?;
        let sink = Path::new("CSV");
        let io = |e| StoreError::io(sink, e);
        out.write_all(csv::history_head().as_bytes()).map_err(io)?;
        if let Some(conn) = self.reader()? {
            let mut rows = String::new();
            query::each(
                &conn,
                &self.db_path(),
                game,
                None,
                query::Order::NewestFirst,
                |e| {
                    rows.clear();
                    csv::history_rows(&e, &mut rows);
                    out.write_all(rows.as_bytes()).map_err(io)
                },
            )?;
        }
        Ok(warnings)
    }

    /// The hands the statistics count (of one game, if `game` names it) as CSV, a row per
    /// person at the table, oldest first (see [`csv`]).
    pub fn stats_csv(&self, game: Option<&str>) -> Result<Loaded<String>, StoreError> {
        let mut out = Vec::new();
        let warnings = self.write_stats_csv(game, &mut out)?;
        Ok(Loaded {
            value: String::from_utf8_lossy(&out).into_owned(),
            warnings,
        })
    }

    /// [`Store::stats_csv`] written to `out` a match at a time, never held whole.
    pub fn write_stats_csv(
        &self,
        game: Option<&str>,
        out: &mut dyn std::io::Write,
    ) -> Result<Vec<Warning>, StoreError> {
        let read = self.stats_inputs()?;
        let sink = Path::new("CSV");
        let io = |e| StoreError::io(sink, e);
        out.write_all(csv::stats_head().as_bytes()).map_err(io)?;
        if let Some(conn) = self.reader()? {
            let profiles = &read.profiles;
            let mut rows = String::new();
            query::each(
                &conn,
                &self.db_path(),
                game,
                read.reset.as_deref(),
                query::Order::OldestFirst,
                |e| {
                    rows.clear();
                    for (person, side) in stats::people_counted(&e, |p| profiles.resolve(p)) {
                        csv::stats_rows(&e, person, side, profiles, &mut rows);
                    }
                    out.write_all(rows.as_bytes()).map_err(io)
                },
            )?;
        }
        Ok(read.warnings)
    }

    /// What the statistics are computed from: the players and the last reset (the history
    /// folder's files brought in first).
    fn stats_inputs(&self) -> Result<StatsInputs, StoreError> {
        let mut warnings = self.ready()?;
        let marker = self.stats_marker()?;
        let profiles = self.profiles()?;
        warnings.extend(marker.warnings);
        warnings.extend(profiles.warnings);
        Ok(StatsInputs {
            profiles: profiles.value.unwrap_or_else(Profiles::first_run),
            reset: marker.value.counted_since,
            warnings,
        })
    }

    /// Writes `text` as a new CSV file named after `what` ("history", "statistics") and the
    /// time in the exports folder, never over an existing file; returns its path.
    pub fn export_csv(&self, what: &str, text: &str) -> Result<PathBuf, StoreError> {
        self.export_csv_with(what, |out| {
            out.write_all(text.as_bytes())
                .map_err(|e| StoreError::io(Path::new("CSV"), e))
                .map(|()| Vec::new())
        })
        .map(|l| l.value)
    }

    /// A new CSV file named after `what` and the time in the exports folder (never over an
    /// existing file), written by `fill` as it goes: the history's hands are streamed into
    /// it, never held whole. A file `fill` could not finish is removed.
    pub fn export_csv_with(
        &self,
        what: &str,
        fill: impl FnOnce(&mut dyn std::io::Write) -> Result<Vec<Warning>, StoreError>,
    ) -> Result<Loaded<PathBuf>, StoreError> {
        let stamp = Stamp::now().compact();
        let io = |path: &Path, source| StoreError::Io {
            path: path.to_path_buf(),
            source,
        };
        std::fs::create_dir_all(&self.exports_dir).map_err(|e| io(&self.exports_dir, e))?;
        for n in 1..100 {
            let path = self.exports_dir.join(export_file_name(what, &stamp, n));
            // A new file only: an export never replaces one, not even one made meanwhile.
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path);
            match file {
                Ok(f) => {
                    let mut out = std::io::BufWriter::new(f);
                    let written = fill(&mut out).and_then(|warnings| {
                        let f = out.into_inner().map_err(|e| io(&path, e.into_error()))?;
                        f.sync_all().map_err(|e| io(&path, e))?;
                        Ok(warnings)
                    });
                    return match written {
                        Ok(warnings) => Ok(Loaded {
                            value: path,
                            warnings,
                        }),
                        Err(e) => {
                            // Half a file would pass for the whole history.
                            let _ = std::fs::remove_file(&path);
                            Err(e)
                        }
                    };
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(io(&path, e)),
            }
        }
        let taken = std::io::Error::new(
            std::io::ErrorKind::AlreadyExists,
            "a hundred exports this second already",
        );
        Err(io(&self.exports_dir, taken))
    }

    /// Starts the statistics afresh. The history is kept, and so are the statistics as they
    /// were, in a backup file named by the time of the reset.
    pub fn reset_stats(&self) -> Result<Loaded<ResetInfo>, StoreError> {
        let current = self.stats()?;
        let mut marker = self.stats_marker()?.value;
        let now = Stamp::now();
        let at = now.rfc3339();
        let backup = self.data_dir.join(backup_file_name(&now.compact()));
        let name = backup
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        self.save(
            &backup,
            &StatsBackup {
                version: StatsBackup::VERSION,
                reset_at: at.clone(),
                statistics: current.value,
            },
        )?;
        marker.version = StatsMarker::VERSION;
        marker.counted_since = Some(at.clone());
        marker.resets.push(ResetRecord {
            at: at.clone(),
            backup: name,
        });
        self.save(&self.stats_path(), &marker)?;
        Ok(Loaded {
            value: ResetInfo { at, backup },
            warnings: current.warnings,
        })
    }
}

impl Store {
    /// Loads a versioned file; one that cannot be read is set aside, or in a read-only store
    /// reported and left where it is.
    fn load<T: Versioned>(&self, path: &Path) -> Result<Load<T>, StoreError> {
        format::load(path, !self.read_only)
    }

    /// Writes a versioned file, unless another process owns the store.
    fn save<T: Versioned>(&self, path: &Path, value: &T) -> Result<(), StoreError> {
        self.writable()?;
        format::save(path, value)
    }
}

/// The `n`th name (from 1) for a CSV export of `what` ("history", "statistics") at `stamp`.
fn export_file_name(what: &str, stamp: &str, n: usize) -> String {
    match n {
        1 => format!("sevenfold-{what}-{stamp}.csv"),
        n => format!("sevenfold-{what}-{stamp}-{n}.csv"),
    }
}

/// The backup of the statistics reset at `stamp`.
fn backup_file_name(stamp: &str) -> String {
    format!("stats-backup-{stamp}.ron")
}

fn loaded<T>(value: T) -> Loaded<T> {
    Loaded {
        value,
        warnings: Vec::new(),
    }
}

fn warned<T>(value: T, w: Warning) -> Loaded<T> {
    Loaded {
        value,
        warnings: vec![w],
    }
}
