//! Tables kept on disk, so that a server killed at any moment starts again with every table at
//! its last acknowledged action. Each table has a JSON file, written whole to a temporary file,
//! synced and renamed over the old one when someone sits down, leaves or starts the match. A
//! move is appended to the journal instead, one line synced before it is acknowledged: a
//! table's file grows with its match, and writing it whole (two syncs, a rename) for every
//! move made the disk the server's bottleneck. Starting again, the server reads the files, then
//! the journal's moves that follow them; once the journal has grown large enough, every table
//! with moves in it is written whole again and the old journal goes.

use serde::{Deserialize, Serialize};
use sevenfold_core::engine::Seat;
use sevenfold_core::registry::GameSetup;
use std::collections::{HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

/// The version of a table file; a newer one is refused and left alone.
pub const TABLE_FILE_VERSION: u32 = 1;

/// Who sits at a seat, as kept: a person with the token that proves it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum KeptSeat {
    Person {
        name: String,
        token: String,
        /// The computer player the host gave the seat to while its person is away.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        given: Option<String>,
        /// Offered another match, the person has not yet said they play it.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pending: bool,
    },
    Bot {
        level: String,
    },
    Open,
}

/// A table as kept on disk: enough to rebuild it by replaying its actions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableFile {
    pub version: u32,
    pub code: String,
    pub game: GameSetup,
    pub seed: u64,
    pub host: Seat,
    pub started: bool,
    pub seats: Vec<KeptSeat>,
    /// Every action of the match, in notation.
    pub actions: Vec<String>,
    /// The level of the computer player that plays for a person away (files without it: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stand_in: Option<String>,
    /// How long, in seconds, a person is away before the stand-in plays for them (files
    /// without it: a minute).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grace_secs: Option<u32>,
    /// The host has paused the match.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub paused: bool,
    /// The host ended the match before its end.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended: bool,
    /// The host lets nobody watch.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_watchers: bool,
}

/// The tables a server starts with ([`Keep::load_all`]).
#[derive(Debug)]
pub struct Loaded {
    /// Every table, with the journal's moves that follow its file.
    pub tables: Vec<TableFile>,
    /// The files that cannot be used, each with the reason; they are left where they are.
    pub problems: Vec<String>,
    /// The codes of the tables the journal added moves to (for [`Keep::settle`]).
    pub moved: Vec<String>,
}

/// The journal grows to about this before the tables in it are written whole again.
pub const JOURNAL_LIMIT: u64 = 16 << 20;

/// One move in the journal: the `n`th action (from 0) of the match dealt from `seed` at table
/// `code` (the seed tells a table from a later one that got the same code).
#[derive(Debug, Serialize, Deserialize)]
struct Move {
    code: String,
    seed: u64,
    n: usize,
    action: String,
}

/// The journal being written: `journal-<generation>.log`.
#[derive(Debug)]
struct Journal {
    file: File,
    generation: u64,
    bytes: u64,
}

/// The folder of the table files and the journal, held by one server at a time.
#[derive(Debug)]
pub struct Keep {
    dir: PathBuf,
    journal: Mutex<Journal>,
    limit: AtomicU64,
    /// The lock file, locked for as long as this server keeps tables here ([`LOCK_FILE`]);
    /// `None` once closed, or where the file system cannot lock files.
    lock: Mutex<Option<File>>,
    /// Closed ([`Keep::close`]): nothing more is written.
    closed: std::sync::atomic::AtomicBool,
}

/// The file in the tables folder whose lock says a server keeps its tables there: the
/// operating system lets it go when the server's process ends, however it ends. It holds the
/// process id of the server that has it, for the refusal of a second one.
const LOCK_FILE: &str = "server.lock";

/// Takes the folder's lock, or says which process has it.
fn lock_folder(dir: &Path) -> io::Result<Option<File>> {
    let path = dir.join(LOCK_FILE);
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)?;
    match file.try_lock() {
        Ok(()) => {
            file.set_len(0)?;
            write!(file, "{}", std::process::id())?;
            file.sync_data()?;
            Ok(Some(file))
        }
        Err(fs::TryLockError::WouldBlock) => {
            let holder = fs::read_to_string(&path).unwrap_or_default();
            let holder = holder.trim();
            let who = if holder.is_empty() {
                "another table server".to_string()
            } else {
                format!("another table server (process {holder})")
            };
            Err(io::Error::new(
                io::ErrorKind::ResourceBusy,
                format!(
                    "{who} keeps its tables in {}: two servers on one folder would delete each \
                     other's journal and lose acknowledged moves; stop that server, or give this \
                     one another data folder",
                    dir.display()
                ),
            ))
        }
        Err(fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => Ok(None),
        Err(fs::TryLockError::Error(e)) => Err(e),
    }
}

fn lock(journal: &Mutex<Journal>) -> MutexGuard<'_, Journal> {
    journal
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Opens a new journal file for appending, readable by the server's own user only.
fn open_journal(dir: &Path, generation: u64) -> io::Result<Journal> {
    let mut options = OpenOptions::new();
    options.append(true).create(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let file = options.open(dir.join(format!("journal-{generation}.log")))?;
    // The new file's name is made durable too, or a crash could lose the whole journal.
    #[cfg(unix)]
    File::open(dir)?.sync_all()?;
    let bytes = file.metadata()?.len();
    Ok(Journal {
        file,
        generation,
        bytes,
    })
}

impl Keep {
    /// Keeps tables in `dir/tables`, made if missing, the journal let go at
    /// [`JOURNAL_LIMIT`].
    pub fn new(dir: &Path) -> io::Result<Keep> {
        let dir = dir.join("tables");
        fs::create_dir_all(&dir)?;
        // One server at a time: before anything is read, let alone written.
        let lock = Mutex::new(lock_folder(&dir)?);
        // A new journal after every one there: the old ones are read, then let go.
        let next = journals(&dir).last().map_or(0, |(g, _)| g + 1);
        let journal = Mutex::new(open_journal(&dir, next)?);
        Ok(Keep {
            dir,
            journal,
            limit: AtomicU64::new(JOURNAL_LIMIT),
            lock,
            closed: std::sync::atomic::AtomicBool::new(false),
        })
    }

    /// Writes nothing more and lets the folder go, for another server to take (the server
    /// has stopped; connections it still has are refused every change).
    pub fn close(&self) {
        self.closed.store(true, Ordering::Release);
        // The journal's lock is taken first, so no append is under way as the folder goes.
        let _journal = lock(&self.journal);
        *self
            .lock
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = None;
    }

    /// An error when closed: nothing is written then.
    fn open(&self) -> io::Result<()> {
        if self.closed.load(Ordering::Acquire) {
            return Err(io::Error::other("the server has stopped keeping tables"));
        }
        Ok(())
    }

    /// From now on, the journal is due to be let go at `limit` bytes.
    pub fn set_journal_limit(&self, limit: u64) {
        self.limit.store(limit, Ordering::Relaxed);
    }

    /// Appends `moves`, numbered from `first`, of the match dealt from `seed` at table `code`
    /// to the journal and syncs it. Returns whether the journal is due to be let go
    /// ([`Keep::rotate`]).
    pub fn append(
        &self,
        code: &str,
        seed: u64,
        first: usize,
        moves: &[String],
    ) -> io::Result<bool> {
        let mut lines = Vec::new();
        for (i, action) in moves.iter().enumerate() {
            let line = Move {
                code: code.to_string(),
                seed,
                n: first + i,
                action: action.clone(),
            };
            serde_json::to_writer(&mut lines, &line).map_err(io::Error::other)?;
            lines.push(b'\n');
        }
        let mut journal = lock(&self.journal);
        self.open()?;
        let written = journal
            .file
            .write_all(&lines)
            .and_then(|()| journal.file.sync_data());
        if let Err(e) = written {
            // The moves were not made: none of their bytes may stay, or the next line would
            // run on from a half one. A journal that cannot even be cut back is left for a
            // new one (the caller writes the table whole next, so what is left is passed by).
            let cut = journal
                .file
                .set_len(journal.bytes)
                .and_then(|()| journal.file.sync_data());
            if cut.is_err()
                && let Ok(next) = open_journal(&self.dir, journal.generation + 1)
            {
                *journal = next;
            }
            return Err(e);
        }
        journal.bytes += lines.len() as u64;
        Ok(journal.bytes >= self.limit.load(Ordering::Relaxed))
    }

    /// Starts a new journal; returns the generation of the last one before it, which
    /// [`Keep::forget_journals`] may delete once every table with moves in it is written whole.
    pub fn rotate(&self) -> io::Result<u64> {
        let mut journal = lock(&self.journal);
        self.open()?;
        let next = open_journal(&self.dir, journal.generation + 1)?;
        let old = std::mem::replace(&mut *journal, next);
        Ok(old.generation)
    }

    /// Deletes the journals up to generation `last`: every move in them is in a table file.
    pub fn forget_journals(&self, last: u64) -> io::Result<()> {
        self.open()?;
        // The table files' new names must be on the disk before the moves' only other copy
        // goes.
        #[cfg(unix)]
        File::open(&self.dir)?.sync_all()?;
        for (_, path) in journals(&self.dir).into_iter().filter(|(g, _)| *g <= last) {
            fs::remove_file(path)?;
        }
        Ok(())
    }

    /// The journals before the one being written: their moves are read when the server
    /// starts, and they go once the tables are written whole ([`Keep::settle`]).
    fn old_journals(&self) -> Vec<(u64, PathBuf)> {
        let current = lock(&self.journal).generation;
        journals(&self.dir)
            .into_iter()
            .filter(|(g, _)| *g < current)
            .collect()
    }

    /// Writes whole the tables read with moves from the journal ([`Loaded::moved`]), then
    /// deletes the journals they came from.
    pub fn settle(&self, moved: &[&TableFile]) -> io::Result<()> {
        for table in moved {
            self.save(table)?;
        }
        let current = lock(&self.journal).generation;
        match current.checked_sub(1) {
            Some(last) => self.forget_journals(last),
            None => Ok(()),
        }
    }

    fn path(&self, code: &str) -> PathBuf {
        self.dir.join(format!("{code}.json"))
    }

    /// Writes the table atomically: the old file or the new one, whatever happens.
    pub fn save(&self, table: &TableFile) -> io::Result<()> {
        self.open()?;
        let path = self.path(&table.code);
        let text = serde_json::to_vec(table).map_err(io::Error::other)?;
        // The file holds the seats' tokens: for the server's own user only. Written as the
        // store writes every file: a crash leaves the old file or the new one.
        sevenfold_store::write_atomic_private(&path, &text)?;
        Ok(())
    }

    /// Forgets the kept table `code` (a table closed before its match started).
    pub fn remove(&self, code: &str) -> io::Result<()> {
        self.open()?;
        match fs::remove_file(self.path(code)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// Every kept table with the journal's moves that follow its file.
    pub fn load_all(&self) -> Loaded {
        let (mut tables, problems) = self.load_files();
        let mut by_code: HashMap<String, usize> = HashMap::new();
        for (i, t) in tables.iter().enumerate() {
            by_code.insert(t.code.clone(), i);
        }
        let mut moved = HashSet::new();
        for (_, path) in self.old_journals() {
            let Ok(file) = File::open(&path) else {
                continue;
            };
            // A line cut short by a crash was never acknowledged: it is passed by (every line
            // says whose move it is, so the lines after it still read).
            for line in io::BufReader::new(file).split(b'\n') {
                let Ok(line) = line else {
                    break;
                };
                let Ok(m) = serde_json::from_slice::<Move>(&line) else {
                    continue;
                };
                let Some(&i) = by_code.get(&m.code) else {
                    continue;
                };
                let table = &mut tables[i];
                if table.seed == m.seed && table.actions.len() == m.n {
                    table.actions.push(m.action);
                    moved.insert(m.code);
                }
            }
        }
        let mut moved: Vec<String> = moved.into_iter().collect();
        moved.sort();
        Loaded {
            tables,
            problems,
            moved,
        }
    }

    /// The table files as they are, without the journal's moves.
    fn load_files(&self) -> (Vec<TableFile>, Vec<String>) {
        let mut tables = Vec::new();
        let mut problems = Vec::new();
        let Ok(list) = fs::read_dir(&self.dir) else {
            return (tables, problems);
        };
        let mut paths: Vec<PathBuf> = list
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .filter(|p| {
                !p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with('.'))
            })
            .collect();
        paths.sort();
        for path in paths {
            match read(&path) {
                Ok(t) => tables.push(t),
                Err(e) => problems.push(format!("{}: {e}; it was left as it is", path.display())),
            }
        }
        (tables, problems)
    }
}

fn read(path: &Path) -> Result<TableFile, String> {
    let text = fs::read(path).map_err(|e| e.to_string())?;
    let value: serde_json::Value = serde_json::from_slice(&text).map_err(|e| e.to_string())?;
    let version = value
        .get("version")
        .and_then(serde_json::Value::as_u64)
        .unwrap_or(0);
    if version > u64::from(TABLE_FILE_VERSION) {
        return Err(format!(
            "it was written by a newer Sevenfold (table file {version}; this one reads up to \
             {TABLE_FILE_VERSION})"
        ));
    }
    serde_json::from_value(value).map_err(|e| e.to_string())
}

/// The journals in `dir`, oldest first.
fn journals(dir: &Path) -> Vec<(u64, PathBuf)> {
    let mut found: Vec<(u64, PathBuf)> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let generation = name
                .strip_prefix("journal-")?
                .strip_suffix(".log")?
                .parse()
                .ok()?;
            Some((generation, e.path()))
        })
        .collect();
    found.sort();
    found
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use sevenfold_core::games::sedma::SedmaOptions;

    fn table(code: &str, seed: u64, actions: &[&str]) -> TableFile {
        TableFile {
            version: TABLE_FILE_VERSION,
            code: code.into(),
            game: GameSetup::Sedma(SedmaOptions::for_players(2)),
            seed,
            host: 0,
            started: true,
            seats: vec![KeptSeat::Open, KeptSeat::Open],
            actions: actions.iter().map(|a| a.to_string()).collect(),
            stand_in: None,
            grace_secs: None,
            paused: false,
            ended: false,
            no_watchers: false,
        }
    }

    /// A server killed mid-write leaves a line cut short: the moves before it are read, and
    /// a move of another match that had the same code, or one out of its place, is not.
    #[test]
    fn the_journal_is_read_up_to_a_line_cut_short() {
        let dir = std::env::temp_dir().join(format!("sevenfold-keep-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let keep = Keep::new(&dir).unwrap();
        let mut t = table("AAAAAA", 7, &["7h"]);
        keep.save(&t).unwrap();
        t.actions.extend(["8h".to_string(), "end".to_string()]);
        keep.append("AAAAAA", 7, 1, &t.actions[1..]).unwrap();
        // Another match once at this code, and a move that skips one.
        keep.append("AAAAAA", 8, 3, &["x".into()]).unwrap();
        keep.append("AAAAAA", 7, 4, &["y".into()]).unwrap();
        keep.append("AAAAAA", 7, 3, &["9h".into()]).unwrap();
        let mut journal = lock(&keep.journal);
        journal
            .file
            .write_all(br#"{"code":"AAAAAA","seed":7,"n":4,"act"#)
            .unwrap();
        drop(journal);
        drop(keep);

        let again = Keep::new(&dir).unwrap();
        let Loaded {
            tables,
            problems,
            moved,
        } = again.load_all();
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(tables[0].actions, ["7h", "8h", "end", "9h"]);
        assert_eq!(moved, ["AAAAAA"]);
        // Written whole, the journal goes; read again, the table is the same.
        again.settle(&[&tables[0]]).unwrap();
        assert_eq!(journals(&again.dir).len(), 1, "only the one being written");
        drop(again);
        let Loaded { tables, moved, .. } = Keep::new(&dir).unwrap().load_all();
        assert_eq!(tables[0].actions, ["7h", "8h", "end", "9h"]);
        assert!(moved.is_empty());
        fs::remove_dir_all(&dir).unwrap();
    }
}
