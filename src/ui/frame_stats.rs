//! Optional frame timing for measuring the window: with `SEVENFOLD_FRAME_STATS=1` in the
//! environment, the time of the first frame and, every two seconds with frames, the number of
//! frames and the app's own time per frame are written to standard error.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub struct FrameStats {
    enabled: bool,
    first_done: bool,
    frames: u32,
    busy: Duration,
    since: Instant,
    /// Process CPU seconds at `since`, where the platform reports it.
    cpu_since: Option<f64>,
}

/// This process's CPU time (user + system) in seconds, from `/proc` on Linux.
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may contain spaces) start after the last ')'.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    // Linux reports clock ticks of 1/100 s on every common platform.
    Some((utime + stime) / 100.0)
}

impl FrameStats {
    /// Reads the environment switch.
    pub fn from_env() -> FrameStats {
        FrameStats {
            enabled: std::env::var_os("SEVENFOLD_FRAME_STATS").is_some_and(|v| v != "0"),
            first_done: false,
            frames: 0,
            busy: Duration::ZERO,
            since: Instant::now(),
            cpu_since: process_cpu_seconds(),
        }
    }

    /// Records one frame that took `spent` in the app's logic and layout.
    pub fn record(&mut self, spent: Duration) {
        if !self.enabled {
            return;
        }
        if !self.first_done {
            self.first_done = true;
            let ms = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_millis());
            eprintln!("frame-stats: first frame at unix ms {ms}");
        }
        self.frames += 1;
        self.busy += spent;
        let elapsed = self.since.elapsed();
        if elapsed >= Duration::from_secs(2) {
            let cpu_now = process_cpu_seconds();
            let process = match (self.cpu_since, cpu_now) {
                (Some(a), Some(b)) => format!(
                    ", whole process {:.1} ms CPU per frame",
                    (b - a) * 1000.0 / self.frames as f64
                ),
                _ => String::new(),
            };
            eprintln!(
                "frame-stats: {} frames in {:.2} s, app logic+layout {:.3} ms per frame{process}",
                self.frames,
                elapsed.as_secs_f64(),
                self.busy.as_secs_f64() * 1000.0 / self.frames as f64
            );
            self.frames = 0;
            self.busy = Duration::ZERO;
            self.since = Instant::now();
            self.cpu_since = cpu_now;
        }
    }
}
