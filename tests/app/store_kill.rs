//! Crash safety: a writer process is killed with SIGKILL at random moments, over and over.
//! Afterwards every file must parse (nothing set aside) and every match the writer reported as
//! recorded must be in the history.
#![allow(clippy::unwrap_used)]

use crate::store_common::{TempDir, players_for};
use rand::RngExt;
use sevenfold::cards::rng_from_seed;
use sevenfold::engine::{Game, Match};
use sevenfold::games::sedma::{MatchEnd, Sedma, SedmaOptions};
use sevenfold::store::{Settings, Store};
use std::collections::HashSet;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DIR_VAR: &str = "SEVENFOLD_KILL_TEST_DIR";
const SEED_VAR: &str = "SEVENFOLD_KILL_TEST_SEED";
const KILLS: usize = 220;

/// The writer: resumes the saved match if there is one, then plays short matches for ever,
/// saving as it goes and recording each finished match, and reports each recorded
/// match on standard output. Run only as the child of `killed_writer_loses_nothing`.
#[test]
#[ignore = "the child process of killed_writer_loses_nothing"]
fn child_writer() {
    let Some(dir) = std::env::var_os(DIR_VAR) else {
        return;
    };
    let seed: u64 = std::env::var(SEED_VAR).unwrap().parse().unwrap();
    let store = Store::at(Path::new(&dir));
    let mut rng = rng_from_seed(seed);
    let mut out = std::io::stdout();
    let resumed = store.load_match().unwrap();
    assert!(resumed.warnings.is_empty(), "{:?}", resumed.warnings);
    let mut current = resumed
        .value
        .map(|saved| (saved.rebuild_as::<Sedma>().unwrap(), saved));
    // Start-up is over: from here on every moment is a write in progress or between writes.
    writeln!(out, "READY").unwrap();
    out.flush().unwrap();
    for k in 0u64.. {
        let (mut m, mut saved) = match current.take() {
            Some(c) => c,
            None => {
                let mut opts = SedmaOptions::for_players(if k % 2 == 0 { 2 } else { 4 });
                opts.match_end = MatchEnd::Target(1);
                let m = Match::<Sedma>::new(opts, seed * 1000 + k).unwrap();
                let saved = sevenfold::store::SavedMatch::start(&m, players_for(&opts));
                store.save_match(&saved).unwrap();
                (m, saved)
            }
        };
        // Every other match is saved after each action, as the window does; the others only
        // at the end, so that more history is written between kills (each save is synced).
        let every_action = k % 2 == 0;
        while !m.is_over() {
            let a = m.hand().random_action(&mut rng).unwrap();
            m.apply(a).unwrap();
            saved.update(&m);
            if every_action {
                store.save_match(&saved).unwrap();
            }
        }
        store.save_match(&saved).unwrap();
        let entry = store.finish_match(&saved, &m).unwrap();
        let mut settings = Settings::default();
        settings.sedma.players = (k % 3 + 2) as u8;
        store.save_settings(&settings).unwrap();
        writeln!(out, "RECORDED {}", entry.id).unwrap();
        out.flush().unwrap();
    }
}

/// Every file loads without a warning and every reported match is there.
fn check(store: &Store, recorded: &HashSet<String>) {
    let h = store.history().unwrap();
    assert!(h.warnings.is_empty(), "{:?}", h.warnings);
    let ids: HashSet<String> = h.value.iter().map(|e| e.id.0.clone()).collect();
    for id in recorded {
        assert!(
            ids.contains(id),
            "match {id} was reported recorded but is missing"
        );
    }
    let saved = store.load_match().unwrap();
    assert!(saved.warnings.is_empty(), "{:?}", saved.warnings);
    if let Some(s) = saved.value {
        s.rebuild().unwrap();
    }
    let settings = store.load_settings().unwrap();
    assert!(settings.warnings.is_empty(), "{:?}", settings.warnings);
    for dir in [
        store.history_dir(),
        store.autosave_path().parent().unwrap().to_path_buf(),
    ] {
        for f in std::fs::read_dir(dir).unwrap() {
            let name = f.unwrap().file_name().to_string_lossy().into_owned();
            assert!(!name.contains(".corrupt-"), "{name}");
        }
    }
}

#[test]
fn killed_writer_loses_nothing() {
    let dir = TempDir::new("kill");
    let store = dir.store();
    let exe = std::env::current_exe().unwrap();
    let mut rng = rng_from_seed(0x6b11);
    let mut recorded = HashSet::new();
    let started = Instant::now();
    for i in 0..KILLS {
        let mut child = Command::new(&exe)
            .args([
                "store_kill::child_writer",
                "--exact",
                "--ignored",
                "--nocapture",
            ])
            .args(["--test-threads", "1"])
            .env(DIR_VAR, dir.path())
            .env(SEED_VAR, i.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Kill at a random moment after the writer's start-up (which a loaded machine slows
        // down), so the kills land on writes rather than on process start.
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut ready = String::new();
        stdout.read_line(&mut ready).unwrap();
        std::thread::sleep(Duration::from_millis(rng.random_range(0..120)));
        // On Unix, `kill` sends SIGKILL: no destructor, no flush, no clean-up runs.
        child.kill().unwrap();
        let status = child.wait().unwrap();
        let mut text = String::new();
        stdout.read_to_string(&mut text).unwrap();
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        assert!(!err.contains("panicked"), "the writer failed: {err}");
        assert!(!status.success(), "the writer ended by itself: {err}");
        // Only whole lines: a line is written after its match is on disk.
        for line in text.split_inclusive('\n').filter(|l| l.ends_with('\n')) {
            if let Some(id) = line.trim_end().strip_prefix("RECORDED ") {
                recorded.insert(id.to_string());
            }
        }
        if i % 20 == 19 {
            check(&store, &recorded);
        }
    }
    check(&store, &recorded);
    let elapsed = started.elapsed();
    eprintln!(
        "{KILLS} kills in {:.1} s; {} matches recorded",
        elapsed.as_secs_f64(),
        recorded.len()
    );
    assert!(
        recorded.len() >= 10,
        "the writer recorded only {} matches: the kills did not hit a working writer",
        recorded.len()
    );
}
