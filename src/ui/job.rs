//! Work that takes longer than a frame (a hint, a hand review) runs on its own thread; the
//! window polls it each frame, shows its progress, and is woken when it has news. Dropping a
//! job tells the thread to stop at its next progress report.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What the working thread reports and reads: how far it is, and whether it is still wanted.
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    cancelled: AtomicBool,
    ctx: Option<egui::Context>,
}

impl Progress {
    /// Records `done` of `total` and wakes the window; returns whether to go on.
    pub fn report(&self, done: usize, total: usize) -> bool {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
        if let Some(ctx) = &self.ctx {
            ctx.request_repaint();
        }
        !self.cancelled.load(Ordering::Relaxed)
    }
}

/// A result being worked out on another thread.
pub struct Job<T> {
    progress: Arc<Progress>,
    rx: Receiver<T>,
    result: Option<T>,
    /// The thread ended without an answer (it panicked).
    lost: bool,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a new thread; `ctx` is asked for a frame whenever it reports, and when
    /// it ends.
    pub fn spawn(
        ctx: Option<&egui::Context>,
        work: impl FnOnce(&Progress) -> T + Send + 'static,
    ) -> Job<T> {
        let progress = Arc::new(Progress {
            done: AtomicUsize::new(0),
            total: AtomicUsize::new(0),
            cancelled: AtomicBool::new(false),
            ctx: ctx.cloned(),
        });
        let (tx, rx) = mpsc::channel();
        let theirs = Arc::clone(&progress);
        let spawned = std::thread::Builder::new()
            .name("sevenfold-job".into())
            .spawn(move || {
                let result = work(&theirs);
                // The window may have stopped waiting; nothing to do then.
                let _ = tx.send(result);
                if let Some(ctx) = &theirs.ctx {
                    ctx.request_repaint();
                }
            });
        Job {
            progress,
            rx,
            result: None,
            lost: spawned.is_err(),
        }
    }
}

impl<T> Job<T> {
    /// The result once it has come.
    pub fn poll(&mut self) -> Option<&T> {
        if self.result.is_none() && !self.lost {
            match self.rx.try_recv() {
                Ok(r) => self.result = Some(r),
                Err(TryRecvError::Disconnected) => self.lost = true,
                Err(TryRecvError::Empty) => {}
            }
        }
        self.result.as_ref()
    }

    /// Whether the work ended without a result.
    pub fn is_lost(&self) -> bool {
        self.lost
    }

    /// Steps done and steps in all, as last reported.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.progress.done.load(Ordering::Relaxed),
            self.progress.total.load(Ordering::Relaxed),
        )
    }

    /// Waits for the result.
    #[cfg(test)]
    pub fn wait(&mut self) -> Option<&T> {
        if self.result.is_none()
            && !self.lost
            && let Ok(r) = self.rx.recv()
        {
            self.result = Some(r);
        }
        self.poll()
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.progress.cancelled.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_reports_progress_and_its_result() {
        let mut job = Job::spawn(None, |p| {
            for i in 0..=3 {
                assert!(p.report(i, 3));
            }
            42
        });
        assert_eq!(job.wait(), Some(&42));
        assert_eq!(job.progress(), (3, 3));
        assert!(!job.is_lost());
    }

    #[test]
    fn dropping_a_job_stops_its_work() {
        let (tx, rx) = mpsc::channel();
        let (go_tx, go_rx) = mpsc::channel::<()>();
        let job = Job::spawn(None, move |p| {
            go_rx.recv().unwrap();
            tx.send(p.report(1, 2)).unwrap();
        });
        drop(job);
        go_tx.send(()).unwrap();
        assert!(!rx.recv().unwrap(), "told to stop");
    }
}
