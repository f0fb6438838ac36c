//! Timed steps and easing: the table queues what happened as steps, and the queue plays them one
//! after another against the frame clock (`egui` input time, which tests mock).

use std::collections::VecDeque;

/// How fast the table moves: a setting, so the store defines it (with what each speed
/// multiplies); its name on screen is here.
pub use crate::store::AnimationSpeed;

/// A speed's name in the window's language.
pub fn speed_label(speed: AnimationSpeed) -> String {
    match speed {
        AnimationSpeed::Instant => t!("speed-instant"),
        AnimationSpeed::Fast => t!("speed-fast"),
        AnimationSpeed::Normal => t!("speed-normal"),
        AnimationSpeed::Slow => t!("speed-slow"),
    }
}

/// Smooth start and stop, for cards in flight.
pub fn ease_in_out(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// How long a queued step lasts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Duration {
    /// Seconds (zero finishes the step within the frame it starts in).
    Secs(f64),
    /// Until [`StepQueue::release`] is called (e.g. the player clicks "Next hand").
    Gate,
}

/// A step beginning (borrowed: it stays queued) or ending (handed over).
pub enum Edge<'a, T> {
    Start(&'a T),
    Finish(T),
}

/// A queue of steps played one at a time. Each step reports its start and its finish, so the
/// owner can move a card out of its old place when it starts flying and into its new place when
/// it lands.
pub struct StepQueue<T> {
    steps: VecDeque<(T, Duration)>,
    /// When the front step started, once it has.
    started_at: Option<f64>,
    released: bool,
}

impl<T> Default for StepQueue<T> {
    fn default() -> Self {
        StepQueue {
            steps: VecDeque::new(),
            started_at: None,
            released: false,
        }
    }
}

impl<T> StepQueue<T> {
    pub fn push(&mut self, step: T, duration: Duration) {
        self.steps.push_back((step, duration));
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Lets the current gate step finish on the next [`advance`](Self::advance).
    pub fn release(&mut self) {
        self.released = true;
    }

    /// Whether the step playing now is a gate waiting for [`release`](Self::release).
    pub fn at_gate(&self) -> bool {
        self.started_at.is_some()
            && matches!(self.steps.front(), Some((_, Duration::Gate)))
            && !self.released
    }

    /// Starts and finishes steps up to `now`. Zero-length steps all run in this call.
    pub fn advance(&mut self, now: f64, mut on: impl FnMut(Edge<'_, T>)) {
        loop {
            let Some((step, duration)) = self.steps.front() else {
                return;
            };
            let begun = match self.started_at {
                Some(t) => t,
                None => {
                    on(Edge::Start(step));
                    self.started_at = Some(now);
                    self.released = false;
                    now
                }
            };
            let done = match *duration {
                Duration::Secs(d) => now - begun >= d,
                Duration::Gate => self.released,
            };
            if !done {
                return;
            }
            self.started_at = None;
            self.released = false;
            if let Some((step, _)) = self.steps.pop_front() {
                on(Edge::Finish(step));
            }
        }
    }

    /// The step playing now and how far through it is (0..=1; gates report 1).
    pub fn current(&self, now: f64) -> Option<(&T, f32)> {
        let (step, duration) = self.steps.front()?;
        let begun = self.started_at?;
        let t = match *duration {
            Duration::Secs(d) if d > 0.0 => ((now - begun) / d).clamp(0.0, 1.0) as f32,
            _ => 1.0,
        };
        Some((step, t))
    }

    /// Seconds until the current step finishes (`None` when idle or at a gate).
    pub fn remaining(&self, now: f64) -> Option<f64> {
        let (_, duration) = self.steps.front()?;
        match (*duration, self.started_at) {
            (Duration::Secs(d), Some(t)) => Some((t + d - now).max(0.0)),
            (Duration::Secs(_), None) => Some(0.0),
            (Duration::Gate, _) => None,
        }
    }

    pub fn clear(&mut self) {
        self.steps.clear();
        self.started_at = None;
        self.released = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn describe(e: Edge<'_, i32>) -> String {
        match e {
            Edge::Start(s) => format!("start {s}"),
            Edge::Finish(s) => format!("end {s}"),
        }
    }

    #[test]
    fn steps_start_and_finish_in_order() {
        let mut q = StepQueue::default();
        q.push(1, Duration::Secs(1.0));
        q.push(2, Duration::Secs(0.0));
        q.push(3, Duration::Gate);
        q.push(4, Duration::Secs(0.5));
        let mut log = Vec::new();
        q.advance(10.0, |e| log.push(describe(e)));
        assert_eq!(log, ["start 1"]);
        assert_eq!(q.current(10.5).map(|(s, t)| (*s, t)), Some((1, 0.5)));
        q.advance(11.0, |e| log.push(describe(e)));
        assert_eq!(log, ["start 1", "end 1", "start 2", "end 2", "start 3"]);
        assert!(q.at_gate());
        q.release();
        q.advance(20.0, |e| log.push(describe(e)));
        assert_eq!(log.last().map(String::as_str), Some("start 4"));
        let left = q.remaining(20.2).unwrap_or(f64::NAN);
        assert!((left - 0.3).abs() < 1e-9, "{left}");
    }

    #[test]
    fn instant_speed_has_no_duration() {
        assert_eq!(AnimationSpeed::Instant.scale(0.4), 0.0);
        assert!(AnimationSpeed::Slow.scale(0.4) > AnimationSpeed::Normal.scale(0.4));
    }
}
