//! Shared helpers of the store tests: temporary folders and randomly played matches.
#![allow(dead_code, clippy::unwrap_used)]

use sevenfold::cards::rng_from_seed;
use sevenfold::engine::Match;
use sevenfold::games::sedma::{Sedma, SedmaOptions};
use sevenfold::store::{Level, Player, SavedMatch, Store, StoredGame};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh folder under the system's temporary folder, removed when dropped.
pub struct TempDir(pub PathBuf);

static COUNTER: AtomicU32 = AtomicU32::new(0);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!(
            "sevenfold-store-{tag}-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    pub fn store(&self) -> Store {
        Store::at(&self.0)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn two_players() -> Vec<Player> {
    vec![Player::DEFAULT_PERSON, Player::Bot(Level::Normal)]
}

pub fn players_for(opts: &SedmaOptions) -> Vec<Player> {
    let mut p = vec![Player::DEFAULT_PERSON];
    p.extend((1..opts.players).map(|_| Player::Bot(Level::Expert)));
    p
}

/// Applies `count` random legal actions (fewer if the match ends first).
pub fn play_some<G: StoredGame>(m: &mut Match<G>, seed: u64, count: usize) {
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    for _ in 0..count {
        if m.is_over() {
            return;
        }
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
    }
}

/// A person in seat 0 and bots in the others.
pub fn seats_for(count: usize) -> Vec<Player> {
    let mut p = vec![Player::DEFAULT_PERSON];
    p.extend((1..count).map(|_| Player::Bot(Level::Expert)));
    p
}

/// A whole match of any game played with random legal moves, saved after every action (each
/// save reloaded must rebuild the same match), and recorded.
pub fn record_match<G: StoredGame>(
    store: &Store,
    config: G::Config,
    seed: u64,
) -> (SavedMatch, Match<G>) {
    let mut m = Match::<G>::new(config, seed).unwrap();
    let mut saved = SavedMatch::start(&m, seats_for(G::seat_count(&config)));
    let mut rng = rng_from_seed(seed ^ 0xabcd);
    while !m.is_over() {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
        saved.update(&m);
    }
    store.save_match(&saved).unwrap();
    store.finish_match(&saved, &m).unwrap();
    (saved, m)
}

/// A whole Sedma match played with random legal moves and kept as a release before the
/// history database kept it: its own file in the history folder, which the store imports.
pub fn play_and_file(
    store: &Store,
    opts: SedmaOptions,
    seed: u64,
) -> sevenfold::store::HistoryEntry {
    file_match::<Sedma>(store, opts, seed)
}

/// [`play_and_file`] for a match of any game.
pub fn file_match<G: StoredGame>(
    store: &Store,
    config: G::Config,
    seed: u64,
) -> sevenfold::store::HistoryEntry {
    let mut m = Match::<G>::new(config, seed).unwrap();
    let mut saved = SavedMatch::start(&m, seats_for(G::seat_count(&config)));
    let mut rng = rng_from_seed(seed ^ 0xabcd);
    while !m.is_over() {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
    }
    saved.update(&m);
    let entry = sevenfold::store::HistoryEntry::from_match(&saved, &m).unwrap();
    store.write_history_file(&entry).unwrap();
    entry
}

/// A whole Sedma match played with random legal moves, saved after every action, and recorded.
pub fn play_and_record(store: &Store, opts: SedmaOptions, seed: u64) -> (SavedMatch, Match<Sedma>) {
    record_match::<Sedma>(store, opts, seed)
}

/// Short matches: the first side to 3 game points.
pub fn short(players: u8) -> SedmaOptions {
    let mut o = SedmaOptions::for_players(players);
    o.match_end = sevenfold::games::sedma::MatchEnd::Target(3);
    o
}

/// `sevenfold ARGS --data-dir DIR` as a user runs it: the exit code, standard output and
/// standard error (which must not hold a panic).
pub fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .env_remove(sevenfold::store::DATA_DIR_ENV)
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        stderr,
    )
}
