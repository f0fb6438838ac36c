//! One owner of the store at a time. The window holds an exclusive advisory lock on a file in
//! the data folder for as long as it runs; a second window (or a command) that finds it held
//! only reads. The operating system releases the lock when the process ends, however it ends,
//! so a crash never leaves a stale lock behind.

use super::{Store, StoreError};
use std::fs::{File, OpenOptions, TryLockError};
use std::path::PathBuf;

/// The lock file's name in the data folder. It holds nothing: only the lock on it counts.
const LOCK_FILE: &str = "sevenfold.lock";

/// The lock of lesson progress, taken for a moment around each change so that two windows
/// finishing lessons at once both keep theirs.
const LESSONS_LOCK_FILE: &str = "lessons.lock";

/// Ownership of the store; released when dropped (or when the process ends).
#[derive(Debug)]
pub struct StoreLock {
    /// `None` where the file system cannot lock files (some network shares): the store is
    /// used as before locks existed rather than not at all.
    _file: Option<File>,
}

impl Store {
    pub fn lock_path(&self) -> PathBuf {
        self.data_dir.join(LOCK_FILE)
    }

    /// Takes ownership of the store, or says that another process has it
    /// ([`StoreError::InUse`]).
    pub fn lock(&self) -> Result<StoreLock, StoreError> {
        let path = self.lock_path();
        let io = |e| StoreError::io(&path, e);
        let file = self.lock_file(&path)?;
        match file.try_lock() {
            Ok(()) => Ok(StoreLock { _file: Some(file) }),
            Err(TryLockError::WouldBlock) => Err(StoreError::InUse {
                dir: self.data_dir.clone(),
            }),
            Err(TryLockError::Error(e)) if e.kind() == std::io::ErrorKind::Unsupported => {
                Ok(StoreLock { _file: None })
            }
            Err(TryLockError::Error(e)) => Err(io(e)),
        }
    }

    /// A lock file of the data folder, opened (and made, with the folder, if missing); only
    /// the lock on it counts, never what it holds.
    fn lock_file(&self, path: &std::path::Path) -> Result<File, StoreError> {
        std::fs::create_dir_all(&self.data_dir).map_err(|e| StoreError::io(&self.data_dir, e))?;
        OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|e| StoreError::io(path, e))
    }

    /// Runs `change` while holding the lesson progress's own lock (waiting for it: it is
    /// held for a read and a write).
    pub(super) fn with_lessons_locked<T>(
        &self,
        change: impl FnOnce() -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let path = self.data_dir.join(LESSONS_LOCK_FILE);
        let file = self.lock_file(&path)?;
        match file.lock() {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Unsupported => {}
            Err(e) => return Err(StoreError::io(&path, e)),
        }
        // Dropping the file at the end releases the lock.
        change()
    }

    /// The store as a second window sees it while another process owns it: every read
    /// works, files that cannot be read are reported but left where they are, and every
    /// write is refused with [`StoreError::InUse`] (lesson progress alone is merged in).
    pub fn read_only(mut self) -> Store {
        self.read_only = true;
        self
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// Refuses a write to a store another process owns.
    pub(super) fn writable(&self) -> Result<(), StoreError> {
        if self.read_only {
            return Err(StoreError::InUse {
                dir: self.data_dir.clone(),
            });
        }
        Ok(())
    }
}
