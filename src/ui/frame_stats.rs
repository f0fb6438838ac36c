//! Optional frame timing for measuring the window: with `SEVENFOLD_FRAME_STATS=1` in the
//! environment, the time of the first frame and, every two seconds with frames, the number of
//! frames and the app's own time per frame are written to standard error, with how long the
//! computer opponents' moves took at the table.

use crate::ui::table::driver::{BotMoveTime, TableTimes};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub struct FrameStats {
    enabled: bool,
    first_done: bool,
    frames: u32,
    busy: Duration,
    since: Instant,
    /// Process CPU seconds at `since`, where the platform reports it.
    cpu_since: Option<f64>,
    /// Bot moves and the person's waits since the last report.
    bots: Vec<BotMoveTime>,
    waits: Vec<f64>,
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
            bots: Vec::new(),
            waits: Vec::new(),
        }
    }

    /// Records bot moves made at the table and the person's waits.
    pub fn table_times(&mut self, times: TableTimes) {
        if self.enabled {
            self.bots.extend(times.bots);
            self.waits.extend(times.person_waits);
        }
    }

    /// One line on the bot moves since the last report: how long each took from the move
    /// before it, how much of that the table's steps played before the bot was asked, and
    /// how long the bot thought.
    fn bot_report(&mut self) {
        for w in self.waits.drain(..) {
            eprintln!(
                "person-wait: {:.0} ms from your move to your next turn",
                w * 1000.0
            );
        }
        if self.bots.is_empty() {
            return;
        }
        let ms = |f: fn(&BotMoveTime) -> f64, bots: &[BotMoveTime]| {
            let mut v: Vec<f64> = bots.iter().map(|b| f(b) * 1000.0).collect();
            v.sort_by(f64::total_cmp);
            let mean = v.iter().sum::<f64>() / v.len() as f64;
            format!("mean {mean:.0} / max {:.0} ms", v[v.len() - 1])
        };
        eprintln!(
            "bot-stats: {} moves; from the move before: {}; steps played before asking: {}; thinking: {}",
            self.bots.len(),
            ms(|b| b.since_last_move, &self.bots),
            ms(|b| b.before_asking, &self.bots),
            ms(|b| b.think, &self.bots),
        );
        self.bots.clear();
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
            self.bot_report();
            self.frames = 0;
            self.busy = Duration::ZERO;
            self.since = Instant::now();
            self.cpu_since = cpu_now;
        }
    }
}
