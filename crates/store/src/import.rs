//! Brings the history folder's files (one RON file per finished match, as every release
//! before the database wrote them) into the database. The files stay where they are.
//!
//! The import is keyed by the match's id: a file whose match is in the database already is
//! passed over, and a match is inserted with `INSERT OR IGNORE`, so running it again, or
//! after a kill in the middle (each batch is one transaction), ends with every match once.
//! When every file has been seen, the folder's modification time is kept; the folder is
//! listed again only when that changes (a file added or set aside), so a start with nothing
//! new costs one `stat`. A damaged file is set aside and reported as the file store always
//! did; a file that had to be left where it was (a newer version, or a read-only store) is
//! reported again on the next read, because the folder is then not marked as seen.

use super::db::{self, DB_FILE};
use super::format::{self, Load};
use super::history::HistoryEntry;
use super::problem::{FileKind, Problem};
use super::{Store, StoreError, Warning};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The `meta` key of the history folder's modification time when it was last seen whole.
const FOLDER_SEEN: &str = "history-folder-seen";

/// Files one transaction of the import takes (a fraction of a second's work).
pub const BATCH: usize = 100;

/// An import under way: the files still to read, and what it met.
#[derive(Debug)]
pub struct Import {
    /// The folder's modification time when it was listed.
    stamp: String,
    /// The files still to read, last first.
    pending: Vec<PathBuf>,
    /// Files to read in all, and read so far.
    pub total: usize,
    pub done: usize,
    /// Damaged or newer files met so far.
    pub warnings: Vec<Warning>,
    /// A file was left where it was: the folder is listed again next time.
    left: bool,
    /// Damaged files are set aside (the owner of the folder), or left where they are.
    set_aside: bool,
}

impl Import {
    pub fn is_finished(&self) -> bool {
        self.pending.is_empty()
    }
}

/// The folder's modification time as text; `None` when there is no folder.
fn folder_stamp(dir: &Path) -> Option<String> {
    let modified = std::fs::metadata(dir).ok()?.modified().ok()?;
    let since = modified
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Some(format!("{}.{:09}", since.as_secs(), since.subsec_nanos()))
}

impl Store {
    /// The database's file: `history.sqlite3` in the data folder.
    pub fn db_path(&self) -> PathBuf {
        self.data_dir.join(DB_FILE)
    }

    /// Whether the history folder has changed since its files were last brought in.
    pub fn import_due(&self) -> Result<bool, StoreError> {
        let Some(stamp) = folder_stamp(&self.history_dir()) else {
            return Ok(false);
        };
        let path = self.db_path();
        let Some(conn) = db::open_ro(&path)? else {
            return Ok(true);
        };
        let seen = db::meta(&conn, FOLDER_SEEN).map_err(|e| db::error(&path, e))?;
        Ok(seen.as_deref() != Some(stamp.as_str()))
    }

    /// Lists the history folder's files whose matches the database lacks; `None` when the
    /// folder has not changed since it was last brought in whole. `set_aside`: damaged files
    /// are moved aside (the folder's owner), else left where they are and reported.
    pub(crate) fn import_start(&self, set_aside: bool) -> Result<Option<Import>, StoreError> {
        let dir = self.history_dir();
        let Some(stamp) = folder_stamp(&dir) else {
            return Ok(None);
        };
        let path = self.db_path();
        let conn = db::open_rw(&path)?;
        let seen = db::meta(&conn, FOLDER_SEEN).map_err(|e| db::error(&path, e))?;
        if seen.as_deref() == Some(stamp.as_str()) {
            return Ok(None);
        }
        let list = std::fs::read_dir(&dir).map_err(|e| StoreError::io(&dir, e))?;
        // Writes take milliseconds; an hour-old temporary file is from a crash.
        if set_aside {
            super::fsio::sweep_temp_files(&dir, std::time::Duration::from_secs(3600));
        }
        let mut known = HashSet::new();
        {
            let mut stmt = conn
                .prepare("SELECT match_id FROM matches")
                .map_err(|e| db::error(&path, e))?;
            let ids = stmt
                .query_map([], |r| r.get::<_, String>(0))
                .map_err(|e| db::error(&path, e))?;
            for id in ids {
                known.insert(id.map_err(|e| db::error(&path, e))?);
            }
        }
        let mut pending = Vec::new();
        for item in list {
            let file = item.map_err(|e| StoreError::io(&dir, e))?.path();
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
            // Skip temporary files of unfinished writes and copies set aside.
            let Some(id) = name.strip_suffix(".ron") else {
                continue;
            };
            if !name.starts_with('.') && !known.contains(id) {
                pending.push(file);
            }
        }
        // Read oldest first (ids start with the time): popped from the end.
        pending.sort();
        pending.reverse();
        Ok(Some(Import {
            stamp,
            total: pending.len(),
            pending,
            done: 0,
            warnings: Vec::new(),
            left: false,
            set_aside,
        }))
    }

    /// Reads up to `batch` files of `run` and inserts their matches in one transaction; once
    /// the last is in, marks the folder seen (unless a file had to be left in place).
    pub(crate) fn import_step(&self, run: &mut Import, batch: usize) -> Result<(), StoreError> {
        let path = self.db_path();
        let mut conn = db::open_rw(&path)?;
        let tx = conn.transaction().map_err(|e| db::error(&path, e))?;
        for _ in 0..batch {
            let Some(file) = run.pending.pop() else { break };
            run.done += 1;
            match format::load::<HistoryEntry>(&file, run.set_aside) {
                Ok(Load::Found(e)) => {
                    db::insert(&tx, &e).map_err(|e| db::error(&path, e))?;
                }
                Ok(Load::Missing) => {}
                Ok(Load::SetAside(w)) => {
                    run.left |= w.moved_to.is_none();
                    run.warnings.push(w);
                }
                Err(StoreError::NewerVersion {
                    found, supported, ..
                }) => {
                    run.left = true;
                    run.warnings.push(Warning {
                        path: file.clone(),
                        kind: FileKind::MatchRecord,
                        problem: Problem::Newer { found, supported },
                        moved_to: None,
                    });
                }
                Err(e) => return Err(e),
            }
        }
        if run.pending.is_empty() && !run.left {
            db::set_meta(&tx, FOLDER_SEEN, &run.stamp).map_err(|e| db::error(&path, e))?;
        }
        tx.commit().map_err(|e| db::error(&path, e))
    }

    /// What the database has to say once: a file in its place that was not a database and
    /// was moved aside (said once, then forgotten).
    pub(crate) fn database_notes(&self) -> Result<Vec<Warning>, StoreError> {
        let path = self.db_path();
        if !path.exists() {
            return Ok(Vec::new());
        }
        let conn = db::open_rw(&path)?;
        let Some(moved) = db::meta(&conn, db::SET_ASIDE).map_err(|e| db::error(&path, e))? else {
            return Ok(Vec::new());
        };
        conn.execute("DELETE FROM meta WHERE key = ?1", [db::SET_ASIDE])
            .map_err(|e| db::error(&path, e))?;
        Ok(vec![Warning {
            path,
            kind: FileKind::HistoryDatabase,
            problem: Problem::Unreadable {
                detail: "it is not an SQLite database".into(),
            },
            moved_to: Some(PathBuf::from(moved)),
        }])
    }

    /// Brings every file the database lacks in, batch by batch; the warnings say which files
    /// could not be read (and whether a file in the database's place had to be moved aside).
    pub(crate) fn import_all(&self, set_aside: bool) -> Result<Vec<Warning>, StoreError> {
        let notes = self.database_notes()?;
        let Some(mut run) = self.import_start(set_aside)? else {
            return Ok(notes);
        };
        run.warnings.extend(notes);
        while !run.is_finished() {
            self.import_step(&mut run, BATCH)?;
        }
        // An empty folder (or one with only set-aside copies) is marked seen too.
        if run.total == 0 {
            self.import_step(&mut run, BATCH)?;
        }
        Ok(run.warnings)
    }

    /// Brings the history folder's files the database lacks in (the owner of the folder;
    /// the window does it on its writer thread with [`crate::writer::Job::Import`]).
    pub fn import_history(&self) -> Result<Vec<Warning>, StoreError> {
        self.writable()?;
        self.import_all(true)
    }

    /// Makes the database hold every match of the history folder before a read. The owner
    /// imports what is new; a read-only store imports only when nobody owns the folder (a
    /// command run with no window open), leaving damaged files where they are; while a window
    /// owns it, that window imports, and the read says that some matches may be missing.
    pub(crate) fn ready(&self) -> Result<Vec<Warning>, StoreError> {
        if !self.import_on_read {
            return Ok(Vec::new());
        }
        if !self.read_only {
            return self.import_all(true);
        }
        if !self.import_due()? {
            return Ok(Vec::new());
        }
        match self.lock() {
            Ok(lock) => {
                let warnings = self.import_all(false);
                drop(lock);
                warnings
            }
            Err(StoreError::InUse { .. }) => Ok(vec![Warning {
                path: self.history_dir(),
                kind: FileKind::MatchRecord,
                problem: Problem::Importing,
                moved_to: None,
            }]),
            Err(e) => Err(e),
        }
    }
}
