//! `sevenfold history-bench [--sizes 1000,10000,100000] [--real 300]`: builds histories of
//! N matches and measures what the window and the commands ask of them.
//!
//! The matches are real: `--real` matches of all three games are played by the engine with
//! random legal moves from fixed seeds (a person at seat 0, a second person at every fifth
//! table, bots elsewhere; some finished, some left, some given up). Playing 100,000 would take
//! long, so the history of N holds copies of them with new ids and dates, spread over three
//! years, inserted a few thousand to a transaction. Then, in a fresh process that does what
//! the window's pages do (the store opened as the window opens it), it times the History
//! page's first page and the Statistics page under each filter (each period, each game),
//! and reads that process's peak memory; and it times `sevenfold history --json` and
//! `sevenfold stats` as a user runs them.

use crate::engine::Match;
use crate::games::all_fours::{AllFours, AllFoursOptions};
use crate::games::sedma::{Sedma, SedmaOptions};
use crate::games::sevens_from_hell::{HellOptions, SevensFromHell};
use crate::store::{
    HistoryEntry, Level, MatchFilter, MatchId, Period, Player, ProfileId, Profiles, SavedMatch,
    Stamp, StatsFilter, Store, StoredGame,
};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

#[derive(clap::Args)]
pub struct HistoryBenchArgs {
    /// The history sizes to measure, in matches.
    #[arg(long, value_delimiter = ',', default_values_t = [1_000, 10_000, 100_000])]
    pub sizes: Vec<usize>,
    /// Real matches to play (the rest of a history are copies of them).
    #[arg(long, default_value_t = 300)]
    pub real: usize,
    /// Keep the histories in this folder (a subfolder per size) instead of a temporary one
    /// removed at the end.
    #[arg(long, value_name = "DIR")]
    pub keep: Option<PathBuf>,
    /// Measure the history in DIR as the window reads it and print one JSON line (the
    /// benchmark runs itself with this, so each measurement starts in a fresh process).
    #[arg(long, hide = true, value_name = "DIR")]
    pub probe: Option<PathBuf>,
}

/// What the fresh process measured.
#[derive(Serialize, Deserialize)]
struct Probe {
    /// The History page's first page (50 matches), in milliseconds.
    first_page_ms: f64,
    /// Each Statistics filter: its name and milliseconds.
    filters: Vec<(String, f64)>,
    /// The process's peak resident memory, in MB.
    peak_mb: Option<f64>,
}

/// The most matches a history may have here.
const MOST: usize = 1_000_000;

pub fn run(args: &HistoryBenchArgs) -> Result<ExitCode, String> {
    if let Some(dir) = &args.probe {
        let probe = probe(dir)?;
        println!(
            "{}",
            serde_json::to_string(&probe).map_err(|e| e.to_string())?
        );
        return Ok(ExitCode::SUCCESS);
    }
    if args.sizes.iter().any(|&n| n == 0 || n > MOST) || args.real == 0 {
        return Err(format!(
            "sizes must be from 1 to {MOST} matches, and --real at least 1"
        ));
    }
    let started = Instant::now();
    eprintln!("playing {} real matches…", args.real);
    let real = real_matches(args.real)?;
    eprintln!("played in {:.1} s", started.elapsed().as_secs_f64());
    let root = match &args.keep {
        Some(d) => d.clone(),
        None => {
            std::env::temp_dir().join(format!("sevenfold-history-bench-{}", std::process::id()))
        }
    };
    let mut rows = Vec::new();
    for &n in &args.sizes {
        let dir = root.join(n.to_string());
        let _ = std::fs::remove_dir_all(&dir);
        let t = Instant::now();
        build(&dir, &real, n)?;
        let built = t.elapsed().as_secs_f64();
        let db_mb = std::fs::metadata(dir.join(crate::store::DB_FILE))
            .map(|m| m.len() as f64 / 1e6)
            .unwrap_or(0.0);
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let out = Command::new(&exe)
            .arg("history-bench")
            .arg("--probe")
            .arg(&dir)
            .stderr(Stdio::inherit())
            .output()
            .map_err(|e| e.to_string())?;
        let probe: Probe = serde_json::from_slice(&out.stdout)
            .map_err(|e| format!("the measuring process said: {e}"))?;
        let json_s = timed(&exe, &dir, &["history", "--json"])?;
        let stats_s = timed(&exe, &dir, &["stats"])?;
        eprintln!("{n} matches: built in {built:.1} s, database {db_mb:.0} MB");
        rows.push((n, db_mb, probe, json_s, stats_s));
        if args.keep.is_none() {
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    if args.keep.is_none() {
        let _ = std::fs::remove_dir_all(&root);
    }
    let mut out = String::from(
        "| matches | database | History page, first page | slowest Statistics filter | \
         each filter (ms) | `history --json` | `stats` | peak memory of the pages |\n\
         | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |\n",
    );
    for (n, db_mb, probe, json_s, stats_s) in &rows {
        let slowest = probe.filters.iter().map(|f| f.1).fold(0.0, f64::max);
        let each: Vec<String> = probe
            .filters
            .iter()
            .map(|(name, ms)| format!("{name} {ms:.0}"))
            .collect();
        out.push_str(&format!(
            "| {n} | {db_mb:.0} MB | {:.1} ms | {slowest:.0} ms | {} | {json_s:.2} s | {stats_s:.2} s | {} |\n",
            probe.first_page_ms,
            each.join(", "),
            probe
                .peak_mb
                .map_or_else(|| "—".to_string(), |m| format!("{m:.0} MB")),
        ));
    }
    print!("{out}");
    Ok(ExitCode::SUCCESS)
}

/// Seconds `sevenfold ARGS --data-dir DIR` takes, its output thrown away.
fn timed(exe: &Path, dir: &Path, args: &[&str]) -> Result<f64, String> {
    let t = Instant::now();
    let status = Command::new(exe)
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .stdout(Stdio::null())
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("`sevenfold {}` failed", args.join(" ")));
    }
    Ok(t.elapsed().as_secs_f64())
}

/// `count` matches of the three games in turn, played by the engine with random legal moves.
fn real_matches(count: usize) -> Result<Vec<HistoryEntry>, String> {
    let mut out = Vec::with_capacity(count);
    for i in 0..count as u64 {
        let players = [2u8, 3, 4][(i / 3 % 3) as usize];
        let e = match i % 3 {
            0 => played::<Sedma>(SedmaOptions::for_players(players), i)?,
            1 => played::<AllFours>(AllFoursOptions::for_players(players), i)?,
            _ => played::<SevensFromHell>(HellOptions::for_players(4), i)?,
        };
        out.push(e);
    }
    Ok(out)
}

/// One match of `G` from `seed`: finished, or (every seventh) left, or (every eleventh)
/// given up, after some moves.
fn played<G: StoredGame>(config: G::Config, seed: u64) -> Result<HistoryEntry, String> {
    let mut m = Match::<G>::new(config, seed).map_err(|e| e.to_string())?;
    let seats = G::seat_count(&config);
    let players: Vec<Player> = (0..seats)
        .map(|s| match s {
            0 => Player::Person(ProfileId(0)),
            1 if seed.is_multiple_of(5) => Player::Person(ProfileId(1)),
            _ => Player::Bot(Level::ALL[(seed as usize + s) % 3]),
        })
        .collect();
    let mut saved = SavedMatch::start(&m, players);
    let mut rng = crate::cards::rng_from_seed(seed ^ 0xbe9c);
    let stop = (seed % 7 == 3 || seed % 11 == 5).then_some(20 + (seed % 50) as usize);
    while !m.is_over() && stop.is_none_or(|s| m.actions().len() < s) {
        let a = m
            .hand()
            .random_action(&mut rng)
            .ok_or("a hand with nothing to do")?;
        m.apply(a).map_err(|e| e.to_string())?;
    }
    saved.update(&m);
    let e = if m.is_over() {
        HistoryEntry::from_match(&saved, &m)
    } else if seed % 11 == 5 {
        HistoryEntry::from_conceded(&saved, &m, 0)
    } else {
        HistoryEntry::from_abandoned(&saved, &m)
    };
    e.map_err(|e| e.to_string())
}

/// A history of `n` matches in `dir`: the real ones, then copies of them with new ids and
/// dates, the newest now, the oldest three years ago.
fn build(dir: &Path, real: &[HistoryEntry], n: usize) -> Result<(), String> {
    let store = Store::at(dir);
    let mut profiles = Profiles::first_run();
    profiles
        .rename(ProfileId(0), "Anna")
        .map_err(|e| e.to_string())?;
    profiles.add("Ben").map_err(|e| e.to_string())?;
    store.save_profiles(&profiles).map_err(|e| e.to_string())?;
    let now = Stamp::now().secs;
    let span = 3 * 365 * 86_400_i64;
    let mut chunk = Vec::with_capacity(5_000);
    for j in 0..n {
        let mut e = real[j % real.len()].clone();
        let at = Stamp {
            secs: now - span + span * j as i64 / n as i64,
            millis: (j % 1000) as u32,
        };
        e.id = MatchId(format!("{}-{:06x}", at.compact(), j & 0xff_ffff));
        e.started = Stamp {
            secs: at.secs - 600,
            millis: 0,
        }
        .rfc3339();
        e.finished = at.rfc3339();
        chunk.push(e);
        if chunk.len() == 5_000 || j + 1 == n {
            store.append_histories(&chunk).map_err(|e| e.to_string())?;
            chunk.clear();
        }
    }
    Ok(())
}

/// What the window's pages ask, timed, in this process.
fn probe(dir: &Path) -> Result<Probe, String> {
    let store = Store::at(dir).database_only();
    let ms = |t: Instant| t.elapsed().as_secs_f64() * 1000.0;
    let t = Instant::now();
    let page = store
        .history_page(&MatchFilter::default(), 0, crate::store::HISTORY_PAGE)
        .map_err(|e| e.to_string())?;
    let first_page_ms = ms(t);
    if page.entries.is_empty() {
        return Err("the history is empty".into());
    }
    let mut filters = Vec::new();
    let now = Stamp::now();
    for period in Period::ALL {
        let from = period.start(now);
        for game in [
            None,
            Some("sedma"),
            Some("all-fours"),
            Some("sevens-from-hell"),
        ] {
            let t = Instant::now();
            // As the window reads its Statistics page: the games of the player shown, then
            // the figures of the game and period chosen.
            store
                .stats_games(Some(ProfileId(0)), from.as_deref())
                .map_err(|e| e.to_string())?;
            let filter = StatsFilter {
                player: None,
                game: game.map(str::to_string),
            };
            store
                .stats_of(&filter, from.as_deref())
                .map_err(|e| e.to_string())?;
            let name = format!(
                "{}/{}",
                match period {
                    Period::All => "all",
                    Period::Year => "year",
                    Period::Month => "month",
                    Period::Week => "week",
                },
                game.unwrap_or("every game")
            );
            filters.push((name, ms(t)));
        }
    }
    Ok(Probe {
        first_page_ms,
        filters,
        peak_mb: peak_memory_mb(),
    })
}

/// This process's peak resident memory in MB, where the system tells it (Linux).
fn peak_memory_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}
