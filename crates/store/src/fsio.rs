//! File primitives that never lose data: atomic replacement, capped reads and moving a bad file
//! aside instead of deleting or overwriting it.

use super::clock::Stamp;
use super::problem::Problem;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// No file of ours is larger; anything bigger is not ours (or is damaged) and is set aside.
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// Marks our temporary files, so listings skip them.
pub const TEMP_MARK: &str = ".tmp-";

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

/// Replaces `path` with `bytes` atomically: a temporary file in the same directory is written
/// and synced, renamed over the target and the directory is synced. A crash at any point
/// leaves either the old file or the new one, never a mix.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_as(path, bytes, false)
}

/// [`write_atomic`] for a file that holds secrets (a table's seat tokens): on Unix only its
/// owner may read it.
pub fn write_atomic_private(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_as(path, bytes, true)
}

fn write_atomic_as(path: &Path, bytes: &[u8], private: bool) -> io::Result<()> {
    let dir = parent(path);
    fs::create_dir_all(dir)?;
    let tmp = temp_path(path);
    let written = (|| {
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        if private {
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        }
        #[cfg(not(unix))]
        let _ = private;
        let mut f = options.open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        // The temporary file is ours and holds nothing that exists nowhere else.
        let _ = fs::remove_file(&tmp);
        return Err(e);
    }
    sync_dir(dir)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Where [`write_atomic`] writes `path`'s next contents before renaming them over it: a hidden
/// name of this process's beside it.
pub fn temp_path(path: &Path) -> PathBuf {
    parent(path).join(format!(
        ".{}{TEMP_MARK}{}-{}",
        file_name(path),
        std::process::id(),
        TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
    ))
}

/// The `n`th name for setting `path` aside at `stamp`: `NAME.<why>-<time>[-n]`.
pub fn aside_path(path: &Path, why: &str, stamp: &str, n: usize) -> PathBuf {
    let suffix = if n == 0 {
        String::new()
    } else {
        format!("-{n}")
    };
    parent(path).join(format!("{}.{why}-{stamp}{suffix}", file_name(path)))
}

/// Makes a rename in `dir` durable (a no-op where directories cannot be opened, e.g. Windows).
fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// What reading a file found.
pub enum ReadOutcome {
    Missing,
    Text(String),
    /// The file exists but is unusable as text.
    Bad(Problem),
}

/// Reads a whole file as UTF-8 text, refusing anything over [`MAX_FILE_BYTES`].
pub fn read_capped(path: &Path) -> io::Result<ReadOutcome> {
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(ReadOutcome::Missing),
        Err(e) => return Err(e),
    };
    // Read one byte past the limit rather than trusting the size on disk.
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Ok(ReadOutcome::Bad(Problem::TooLarge {
            mib: MAX_FILE_BYTES / (1024 * 1024),
        }));
    }
    if bytes.is_empty() {
        return Ok(ReadOutcome::Bad(Problem::Empty));
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok(ReadOutcome::Text(text)),
        Err(e) => Ok(ReadOutcome::Bad(Problem::NotText {
            offset: e.utf8_error().valid_up_to(),
        })),
    }
}

/// Renames a file to `NAME.<why>-<time>` beside it (never over another file) and returns the
/// new path: "corrupt" for a file that cannot be read.
pub fn set_aside(path: &Path, why: &str) -> io::Result<PathBuf> {
    let stamp = Stamp::now().compact();
    let dir = parent(path);
    for n in 0..1000 {
        let aside = aside_path(path, why, &stamp, n);
        if aside.exists() {
            continue;
        }
        fs::rename(path, &aside)?;
        sync_dir(dir)?;
        return Ok(aside);
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        "too many set-aside copies with the same time",
    ))
}

/// Removes temporary files in `dir` left by writes that were interrupted more than `age`
/// ago. They never hold the only copy of anything: a write counts only once renamed.
pub fn sweep_temp_files(dir: &Path, age: std::time::Duration) {
    let Ok(list) = fs::read_dir(dir) else { return };
    for item in list.flatten() {
        let name = item.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with('.') && name.contains(TEMP_MARK)) {
            continue;
        }
        let old = item
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|e| e > age);
        if old {
            let _ = fs::remove_file(item.path());
        }
    }
}
