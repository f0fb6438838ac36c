//! Writes the store on a thread of its own, so that the window never waits for the disk: an
//! autosave is a read of the old file and two fsyncs, which a slow disk turns into a stalled
//! animation. Jobs run in the order they were asked for; an autosave or settings write still
//! waiting when a newer one arrives is replaced by it (the newest state wins; the same for the
//! profiles). Every write is
//! the store's own atomic write, so a process killed at any moment leaves the last finished
//! write on disk. [`Writer::flush`] waits until everything asked for is written; dropping the
//! writer flushes too.
//!
//! [`Job::Import`] brings the history folder's files into the database in the background:
//! a batch at a time (one transaction each) whenever no other job waits, so a match's record
//! or an autosave never waits for more than one batch, and [`Writer::flush`] does not wait
//! for the import. [`Writer::import_progress`] says how far it is; a writer dropped in the
//! middle leaves the rest for the next start.

use super::import::{BATCH, Import};
use super::{HistoryEntry, Profiles, SavedMatch, Settings, Store, StoreError, Warning};
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;

/// One write, as the window asks for it.
#[derive(Debug)]
pub enum Job {
    /// The match in progress, replacing the autosave.
    Autosave(Box<SavedMatch>),
    /// A match that left the table: its history record (none when nothing was played), then
    /// the autosave removed. A failed record keeps the autosave unless `discard_anyway`
    /// (the person left the match and would otherwise be asked about it at every start).
    /// `what` names the record in a failure: "finished-record", "given-up-record" or
    /// "abandoned-record".
    Close {
        entry: Option<Box<HistoryEntry>>,
        discard_anyway: bool,
        what: &'static str,
    },
    /// The autosave removed (the person declined to resume it).
    Discard,
    /// The record of a match played elsewhere (on a table server); nothing else is touched.
    Record(Box<HistoryEntry>),
    Settings(Box<Settings>),
    Profiles(Box<Profiles>),
    /// A lesson finished.
    Lesson(String),
    /// The history folder's files brought into the database, in the background.
    Import,
}

impl Job {
    /// What was being written, as a `store-problem` case of the window's words.
    pub fn what(&self) -> &'static str {
        match self {
            Job::Autosave(_) => "match-save",
            Job::Close { what, .. } => what,
            Job::Discard => "saved-remove",
            Job::Record(_) => "finished-record",
            Job::Settings(_) => "settings-save",
            Job::Profiles(_) => "players-save",
            Job::Lesson(_) => "lesson-save",
            Job::Import => "history-import",
        }
    }

    /// Whether `newer`, asked for later, makes this job pointless while it still waits.
    fn replaced_by(&self, newer: &Job) -> bool {
        matches!(
            (self, newer),
            (Job::Autosave(_), Job::Autosave(_))
                | (Job::Settings(_), Job::Settings(_))
                | (Job::Profiles(_), Job::Profiles(_))
        )
    }

    fn run(&self, store: &Store) -> Result<(), StoreError> {
        match self {
            Job::Autosave(saved) => store.save_match(saved),
            Job::Close {
                entry,
                discard_anyway,
                ..
            } => store.close_match(entry.as_deref(), *discard_anyway),
            Job::Discard => store.discard_match(),
            Job::Record(entry) => match store.append_history(entry) {
                Ok(_) | Err(StoreError::Duplicate(_)) => Ok(()),
                Err(e) => Err(e),
            },
            Job::Settings(settings) => store.save_settings(settings),
            Job::Profiles(profiles) => store.save_profiles(profiles),
            Job::Lesson(id) => store.lesson_done(id).map(|_| ()),
            // Run by the writer's loop itself (or whole, by `write_here`).
            Job::Import => Ok(()),
        }
    }
}

/// A write that failed: which one, and why.
#[derive(Debug)]
pub struct Failure {
    pub what: &'static str,
    pub error: StoreError,
}

/// Runs before every job and every batch of an import on the writer's thread; tests use it
/// to slow the disk down.
pub type Pace = Box<dyn Fn() + Send>;

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    /// A job taken off the queue and not yet finished.
    busy: bool,
    closed: bool,
    /// The thread died in a job (a panic): nothing more will be written by it.
    dead: bool,
    failures: Vec<Failure>,
    written: u64,
    /// The import under way: files read, of how many.
    importing: Option<(usize, usize)>,
    /// Files the import could not read (set aside or skipped), not yet collected.
    warnings: Vec<Warning>,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    /// Wakes the writer: a job arrived, or the writer is closing.
    work: Condvar,
    /// Wakes those who wait for the queue to empty.
    idle: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        // The queue is only changed in whole steps under the lock: a poisoned one is intact.
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Held while a job runs: whatever way the job ends, a panic included, the queue learns that
/// it ended and those who wait for it are woken.
struct Running<'a>(&'a Shared);

impl Drop for Running<'_> {
    fn drop(&mut self) {
        let mut q = self.0.lock();
        q.busy = false;
        if std::thread::panicking() {
            q.dead = true;
        }
        self.0.idle.notify_all();
    }
}

/// The store's writing thread.
pub struct Writer {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
    /// For writing on the caller's thread when no thread could be started, or it died.
    store: Store,
}

impl Writer {
    pub fn spawn(store: Store) -> Writer {
        Self::paced(store, Box::new(|| {}))
    }

    /// A writer that calls `pace` before each job.
    pub fn paced(store: Store, pace: Pace) -> Writer {
        let shared = Arc::new(Shared::default());
        let theirs = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("store writer".into())
            .spawn({
                let store = store.clone();
                move || write_loop(&store, &theirs, &pace)
            })
            .ok();
        Writer {
            shared,
            thread,
            store,
        }
    }

    /// Asks for a write; returns at once.
    pub fn send(&self, job: Job) {
        let mut q = self.shared.lock();
        if self.thread.is_none() || q.dead {
            // No thread could be started, or it died: write here rather than lose it.
            drop(q);
            self.write_here(job);
            return;
        }
        if let Some(last) = q.jobs.back_mut()
            && last.replaced_by(&job)
        {
            *last = job;
        } else {
            q.jobs.push_back(job);
        }
        self.shared.work.notify_one();
    }

    /// Waits until every write asked for so far is finished.
    pub fn flush(&self) {
        let mut q = self.shared.lock();
        while self.thread.is_some() && !q.dead && (!q.jobs.is_empty() || q.busy) {
            q = self
                .shared
                .idle
                .wait(q)
                .unwrap_or_else(PoisonError::into_inner);
        }
        // A thread that died leaves its queue to the caller.
        let left = std::mem::take(&mut q.jobs);
        drop(q);
        for job in left {
            self.write_here(job);
        }
    }

    /// Runs `job` on the caller's thread (an import whole).
    fn write_here(&self, job: Job) {
        let result = match job {
            Job::Import => self.store.import_history().map(|warnings| {
                self.shared.lock().warnings.extend(warnings);
            }),
            _ => job.run(&self.store),
        };
        let mut q = self.shared.lock();
        q.written += 1;
        if let Err(error) = result {
            q.failures.push(Failure {
                what: job.what(),
                error,
            });
        }
    }

    /// The writes that failed since the last call.
    pub fn failures(&self) -> Vec<Failure> {
        std::mem::take(&mut self.shared.lock().failures)
    }

    /// The files the import could not read since the last call (set aside or skipped).
    pub fn warnings(&self) -> Vec<Warning> {
        std::mem::take(&mut self.shared.lock().warnings)
    }

    /// While the history folder's files are being brought into the database: how many have
    /// been read, of how many.
    pub fn import_progress(&self) -> Option<(usize, usize)> {
        self.shared.lock().importing
    }

    /// How many jobs have been written (failed ones included).
    pub fn written(&self) -> u64 {
        self.shared.lock().written
    }

    /// How many jobs wait to be written.
    pub fn waiting(&self) -> usize {
        let q = self.shared.lock();
        q.jobs.len() + usize::from(q.busy)
    }
}

fn write_loop(store: &Store, shared: &Shared, pace: &Pace) {
    let mut import: Option<Import> = None;
    loop {
        let job = {
            let mut q = shared.lock();
            loop {
                if let Some(job) = q.jobs.pop_front() {
                    q.busy = true;
                    break Some(job);
                }
                if q.closed {
                    // An import left half done goes on at the next start.
                    q.importing = None;
                    return;
                }
                if import.is_some() {
                    break None;
                }
                q = shared.work.wait(q).unwrap_or_else(PoisonError::into_inner);
            }
        };
        let Some(job) = job else {
            // Nothing else waits: the next batch of the import.
            if let Some(run) = &mut import {
                pace();
                let step = store.import_step(run, BATCH);
                let mut q = shared.lock();
                q.importing = Some((run.done, run.total));
                q.warnings.append(&mut run.warnings);
                let failed = step.err();
                if failed.is_some() || run.is_finished() {
                    q.importing = None;
                    import = None;
                }
                if let Some(error) = failed {
                    q.failures.push(Failure {
                        what: "history-import",
                        error,
                    });
                }
                shared.idle.notify_all();
            }
            continue;
        };
        let running = Running(shared);
        pace();
        let result = match job {
            Job::Import if import.is_none() => match store.database_notes().and_then(|notes| {
                shared.lock().warnings.extend(notes);
                store.import_start(!store.is_read_only())
            }) {
                Ok(Some(run)) => {
                    shared.lock().importing = Some((0, run.total));
                    // Even an empty folder is marked seen by one step.
                    import = Some(run);
                    Ok(())
                }
                Ok(None) => Ok(()),
                Err(e) => Err(e),
            },
            Job::Import => Ok(()),
            _ => job.run(store),
        };
        let mut q = shared.lock();
        q.written += 1;
        if let Err(error) = result {
            q.failures.push(Failure {
                what: job.what(),
                error,
            });
        }
        drop(q);
        drop(running);
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.work.notify_one();
        if let Some(thread) = self.thread.take() {
            // The thread finishes the queue before it sees `closed`.
            let _ = thread.join();
        }
        // What a thread that died left behind.
        let left = std::mem::take(&mut self.shared.lock().jobs);
        for job in left {
            self.write_here(job);
        }
    }
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("waiting", &self.waiting())
            .finish()
    }
}
