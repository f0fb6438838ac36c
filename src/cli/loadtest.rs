//! `sevenfold loadtest [--addr ws://HOST:PORT] --tables N [--seconds S] [--think-ms MS]
//! [--game GAME] [--bots LEVEL] [--json]`: bot clients fill N four-seat tables of a game (Sedma
//! unless told) on a table server
//! (or one client a table beside three of the server's computer players of LEVEL) and play
//! for S seconds, thinking MS before each move; the report gives
//! actions per second, the round trip of an action (p50, p99), errors, actions lost and the
//! server's memory per table. Bounded: at most 2,000 tables and 600 seconds, then it stops.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, ExitCode, Stdio};
use std::time::Duration;

#[derive(clap::Args)]
pub struct LoadtestArgs {
    /// The server to load (ws://HOST:PORT). Without it, a server of this program is started on
    /// a free port of this computer, keeping its tables in a temporary folder, and its memory
    /// is measured.
    #[arg(long, value_name = "URL")]
    pub addr: Option<String>,
    /// Tables of four players each (each player is one connection).
    #[arg(long, default_value_t = 100)]
    pub tables: usize,
    /// How long to play.
    #[arg(long, default_value_t = 10)]
    pub seconds: u64,
    /// How long each bot thinks before it acts, in milliseconds on average (between half and
    /// one and a half times it, as people do); 0 acts as fast as the server answers (the
    /// server's ceiling).
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub think_ms: u64,
    /// The game its tables play (its id: sedma, all-fours, sevens-from-hell), with its
    /// options for four players.
    #[arg(long, default_value = "sedma", value_name = "GAME")]
    pub game: String,
    /// One client a table plays beside three of the server's computer players of this level
    /// (easy, normal, expert): the round trip is a person's while every table's bots think.
    #[arg(long, value_name = "LEVEL")]
    pub bots: Option<String>,
    /// One JSON object instead of the readable report.
    #[arg(long)]
    pub json: bool,
}

/// The server this command started: stopped (and its folder removed) when dropped.
struct OwnServer {
    child: Child,
    dir: std::path::PathBuf,
}

impl Drop for OwnServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Starts `sevenfold serve` on a free port of 127.0.0.1, taking `tables` tables from this
/// one address; its URL.
fn start_server(tables: usize) -> Result<(OwnServer, String), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let dir = std::env::temp_dir().join(format!("sevenfold-loadtest-{}", std::process::id()));
    let child = Command::new(exe)
        .args(["serve", "--addr", "127.0.0.1:0", "--tables-per-address"])
        .arg(tables.to_string())
        .arg("--data-dir")
        .arg(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot start a table server: {e}"))?;
    let mut server = OwnServer { child, dir };
    let mut first = String::new();
    if let Some(out) = server.child.stdout.take() {
        BufReader::new(out)
            .read_line(&mut first)
            .map_err(|e| e.to_string())?;
    }
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("ws://"))
        .map(|w| w.trim_end_matches(';').to_string())
        .ok_or_else(|| format!("the table server did not say where it listens: {first:?}"))?;
    Ok((server, url))
}

/// The resident memory of process `pid` in kB, where the system tells it (Linux).
fn rss_kb(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

pub fn run(args: &LoadtestArgs) -> Result<ExitCode, String> {
    if !(1..=2000).contains(&args.tables) {
        return Err(format!(
            "--tables {} is out of range: give 1 to 2000",
            args.tables
        ));
    }
    if !(1..=600).contains(&args.seconds) {
        return Err(format!(
            "--seconds {} is out of range: give 1 to 600",
            args.seconds
        ));
    }
    sevenfold_net::load::game_named(&args.game)?;
    if let Some(level) = &args.bots
        && !["easy", "normal", "expert"].contains(&level.as_str())
    {
        return Err(format!(
            "--bots {level} is not a level: give easy, normal or expert"
        ));
    }
    let (own, url) = match &args.addr {
        Some(addr) if addr.starts_with("ws://") => (None, addr.clone()),
        Some(addr) => (None, format!("ws://{addr}")),
        None => {
            let (server, url) = start_server(args.tables)?;
            (Some(server), url)
        }
    };
    let pid = own.as_ref().map(|s| s.child.id());
    let before = pid.and_then(rss_kb);
    let mut after = None;
    let mut report = sevenfold_net::load::run_blocking(
        &url,
        (args.tables, args.bots.clone(), args.game.as_str()),
        Duration::from_secs(args.seconds),
        Duration::from_millis(args.think_ms.min(60_000)),
        || after = pid.and_then(rss_kb),
    )?;
    if let (Some(b), Some(a)) = (before, after) {
        report.server_rss_per_table_kb = Some((a - b).max(0.0) / args.tables as f64);
    }
    drop(own);
    let mut out = std::io::stdout();
    if args.json {
        let text = serde_json::to_string(&report).map_err(|e| e.to_string())?;
        let _ = writeln!(out, "{text}");
    } else {
        let memory = report.server_rss_per_table_kb.map_or(
            "not measured (a server of another process)".to_string(),
            |kb| format!("{kb:.0} kB per table"),
        );
        let beside = report.bots.as_ref().map_or(String::new(), |l| {
            format!(" (one client beside three {l} bots)")
        });
        let _ = writeln!(
            out,
            "{} tables of {}{beside} for {} s, thinking {} ms a move: {} actions ({:.0} a second), \
             round trip p50 {:.1} ms and p99 {:.1} ms, {} errors, {} actions lost; server \
             memory {memory}",
            report.tables,
            report.game,
            report.seconds,
            report.think_ms,
            report.actions,
            report.actions_per_sec,
            report.rtt_ms_p50,
            report.rtt_ms_p99,
            report.errors,
            report.lost_actions,
        );
    }
    Ok(if report.errors == 0 && report.lost_actions == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
