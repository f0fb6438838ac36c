//! Tables kept on disk, so that a server killed at any moment starts again with every table at
//! its last acknowledged action: one JSON file per table, written whole to a temporary file,
//! synced and renamed over the old one before the action is acknowledged.

use serde::{Deserialize, Serialize};
use sevenfold_core::engine::Seat;
use sevenfold_core::registry::GameSetup;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The version of a table file; a newer one is refused and left alone.
pub const TABLE_FILE_VERSION: u32 = 1;

/// Who sits at a seat, as kept: a person with the token that proves it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum KeptSeat {
    Person { name: String, token: String },
    Bot { level: String },
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
}

/// The folder of the table files.
#[derive(Clone, Debug)]
pub struct Keep {
    dir: PathBuf,
}

impl Keep {
    /// Keeps tables in `dir/tables`, made if missing.
    pub fn new(dir: &Path) -> io::Result<Keep> {
        let dir = dir.join("tables");
        fs::create_dir_all(&dir)?;
        Ok(Keep { dir })
    }

    fn path(&self, code: &str) -> PathBuf {
        self.dir.join(format!("{code}.json"))
    }

    /// Writes the table atomically: the old file or the new one, whatever happens.
    pub fn save(&self, table: &TableFile) -> io::Result<()> {
        let path = self.path(&table.code);
        let tmp = self
            .dir
            .join(format!(".{}.json.tmp-{}", table.code, std::process::id()));
        let text = serde_json::to_vec(table).map_err(io::Error::other)?;
        let written = (|| {
            let mut options = OpenOptions::new();
            options.write(true).create(true).truncate(true);
            // The file holds the seats' tokens: for the server's own user only.
            #[cfg(unix)]
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
            let mut f = options.open(&tmp)?;
            f.write_all(&text)?;
            f.sync_all()?;
            drop(f);
            fs::rename(&tmp, &path)
        })();
        if written.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        written?;
        // The rename itself is made durable by syncing the folder (where folders open). The
        // new file is in place whatever this says, so a failure here is not the change's.
        #[cfg(unix)]
        let _ = fs::File::open(&self.dir).and_then(|d| d.sync_all());
        Ok(())
    }

    /// Forgets the kept table `code` (a table closed before its match started).
    pub fn remove(&self, code: &str) -> io::Result<()> {
        match fs::remove_file(self.path(code)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// The kept table `code`, as on disk.
    pub fn load(&self, code: &str) -> Result<TableFile, String> {
        read(&self.path(code))
    }

    /// Every kept table; a file that cannot be used is named with the reason, and left where
    /// it is.
    pub fn load_all(&self) -> (Vec<TableFile>, Vec<String>) {
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
