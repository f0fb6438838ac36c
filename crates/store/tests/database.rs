//! The history in the database gives what the files gave: every stored fixture (the release
//! before profiles, a version 1 record) and matches of every game, seating and ending are
//! written as the releases before the database wrote them, imported, and compared with the
//! file-based computation (the history read whole, `Statistics::compute`, the CSV built in
//! memory) for every filter the Statistics page offers. The import is idempotent.
#![allow(clippy::unwrap_used)]

use rand::RngExt;
use sevenfold_core::cards::rng_from_seed;
use sevenfold_core::engine::Match;
use sevenfold_core::games::all_fours::{AllFours, AllFoursOptions};
use sevenfold_core::games::sedma::{MatchEnd, Sedma, SedmaOptions};
use sevenfold_core::games::sevens_from_hell::{HellOptions, SevensFromHell};
use sevenfold_store::{
    HistoryEntry, Level, MatchFilter, Player, ProfileId, Profiles, SavedMatch, Statistics,
    StatsFilter, Store, StoredGame, oracle,
};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

struct TempDir(PathBuf);

static COUNTER: AtomicU32 = AtomicU32::new(0);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let path = std::env::temp_dir().join(format!(
            "sevenfold-db-{tag}-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/store_fixtures")
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for item in std::fs::read_dir(from).unwrap() {
        let path = item.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

const ANNA: ProfileId = ProfileId(0);
const BEN: ProfileId = ProfileId(1);
/// Merged into Ben.
const CAROL: ProfileId = ProfileId(2);

/// Who sits where in the `k`th match: people (Carol counts as Ben), bots of each level, a
/// friend elsewhere.
fn seats(count: usize, k: u64) -> Vec<Player> {
    let pool = [
        Player::Person(ANNA),
        Player::Bot(Level::Easy),
        Player::Person(BEN),
        Player::Bot(Level::Expert),
        Player::Person(CAROL),
        Player::Bot(Level::Normal),
        Player::Friend,
    ];
    (0..count)
        .map(|s| pool[(s + k as usize * 3) % pool.len()])
        .collect()
}

/// A match of `G` played with random moves, ended as the `k`th match ends: finished, left
/// after some moves, or given up; finished `days` days before 2027-06-01 (after the
/// fixtures' reset of the statistics).
fn played<G: StoredGame>(config: G::Config, seed: u64, k: u64, days: i64) -> HistoryEntry {
    let mut m = Match::<G>::new(config, seed).unwrap();
    let mut saved = SavedMatch::start(&m, seats(G::seat_count(&config), k));
    if k % 4 == 1 {
        saved.hint_used(1);
    }
    if k % 5 == 2 {
        saved.undo_used(1);
    }
    let mut rng = rng_from_seed(seed ^ 0xabcd);
    let stop = match k % 6 {
        4 => Some(rng.random_range(1..400)),
        5 => Some(rng.random_range(1..400)),
        _ => None,
    };
    let mut n = 0;
    while !m.is_over() && stop.is_none_or(|s| n < s) {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
        n += 1;
    }
    saved.update(&m);
    let mut e = if m.is_over() {
        HistoryEntry::from_match(&saved, &m).unwrap()
    } else if k % 6 == 5 {
        HistoryEntry::from_conceded(&saved, &m, 0).unwrap()
    } else {
        HistoryEntry::from_abandoned(&saved, &m).unwrap()
    };
    let secs = 1_811_980_800 - days * 86_400 + k as i64;
    let stamp = sevenfold_store::Stamp { secs, millis: 0 };
    e.finished = stamp.rfc3339();
    e.id = sevenfold_store::MatchId(format!("{}-{k:06x}", stamp.compact()));
    e
}

/// Matches of every game written as files, the fixtures beside them, and the profiles.
fn history_folder(dir: &Path) -> Store {
    copy_dir(&fixtures().join("data-2026-11"), dir);
    std::fs::copy(
        fixtures().join("sedma-history-v1.ron"),
        dir.join("history/20261121-090719-5a0e26.ron"),
    )
    .unwrap();
    let store = Store::at(dir);
    let mut profiles = Profiles::first_run();
    profiles.rename(ANNA, "Anna").unwrap();
    assert_eq!(profiles.add("Ben").unwrap(), BEN);
    assert_eq!(profiles.add("Carol").unwrap(), CAROL);
    profiles.merge(CAROL, BEN).unwrap();
    store.save_profiles(&profiles).unwrap();
    let mut k = 0;
    for players in [2, 3, 4] {
        let mut o = SedmaOptions::for_players(players);
        o.match_end = MatchEnd::Target(3);
        for seed in 0..6 {
            k += 1;
            let e = played::<Sedma>(o, seed + 10 * k, k, (k * 17 % 180) as i64);
            store.write_history_file(&e).unwrap();
        }
    }
    for players in [2, 3, 4] {
        let o = AllFoursOptions::for_players(players);
        for seed in 0..4 {
            k += 1;
            let e = played::<AllFours>(o, seed + 10 * k, k, (k * 23 % 180) as i64);
            store.write_history_file(&e).unwrap();
        }
    }
    for seed in 0..3 {
        k += 1;
        let e = played::<SevensFromHell>(HellOptions::for_players(4), seed, k, (k % 9) as i64);
        store.write_history_file(&e).unwrap();
    }
    store
}

/// The file-based figures of `entries` for one filter, as the page showed them before.
fn oracle_stats(
    entries: &[HistoryEntry],
    profiles: &Profiles,
    filter: &StatsFilter,
    since: Option<&str>,
) -> Statistics {
    let kept: Vec<HistoryEntry> = entries
        .iter()
        .filter(|e| (filter.game.as_deref()).is_none_or(|g| e.game_name.eq_ignore_ascii_case(g)))
        .cloned()
        .collect();
    let mut s = Statistics::compute(&kept, since, |p| profiles.resolve(p));
    if let Some(who) = filter.player {
        s.groups.retain(|g| g.player == profiles.resolve(who));
    }
    s
}

#[test]
fn the_database_gives_what_the_files_gave() {
    let dir = TempDir::new("oracle");
    let store = history_folder(&dir.0);
    // The oracle reads the files without touching them.
    let files = store.clone().read_only().history_files().unwrap();
    assert!(files.warnings.is_empty(), "{:?}", files.warnings);
    let entries = files.value;
    assert_eq!(entries.len(), 3 + 1 + 18 + 12 + 3);
    let profiles = store.profiles().unwrap().value.unwrap();

    let history = store.history().unwrap();
    assert!(history.warnings.is_empty(), "{:?}", history.warnings);
    assert_eq!(history.value, entries, "the same records, newest first");
    // Nothing was moved or rewritten; the files stay.
    assert_eq!(
        store.clone().read_only().history_files().unwrap().value,
        entries
    );

    let resets = store.stats_resets().unwrap().value;
    let reset = resets.last().map(|r| r.at.as_str());
    assert!(reset.is_some(), "the fixtures' statistics were reset once");
    for game in [
        None,
        Some("sedma"),
        Some("ALL-FOURS"),
        Some("sevens-from-hell"),
    ] {
        assert_eq!(
            store.history_csv(game).unwrap().value,
            oracle::history_csv(
                &entries
                    .iter()
                    .filter(|e| game.is_none_or(|g| e.game_name.eq_ignore_ascii_case(g)))
                    .cloned()
                    .collect::<Vec<_>>()
            ),
            "history CSV of {game:?}"
        );
        let kept: Vec<HistoryEntry> = entries
            .iter()
            .filter(|e| game.is_none_or(|g| e.game_name.eq_ignore_ascii_case(g)))
            .cloned()
            .collect();
        assert_eq!(
            store.stats_csv(game).unwrap().value,
            oracle::stats_csv(&kept, reset, &profiles),
            "statistics CSV of {game:?}"
        );
    }

    // Every filter of the Statistics page: player, game, period.
    for player in [None, Some(ANNA), Some(BEN), Some(CAROL)] {
        for game in [
            None,
            Some("sedma"),
            Some("all-fours"),
            Some("sevens-from-hell"),
        ] {
            for from in [
                None,
                Some("2027-03-01T00:00:00.000Z"),
                Some("2027-05-25T00:00:00.000Z"),
            ] {
                let filter = StatsFilter {
                    player,
                    game: game.map(str::to_string),
                };
                let got = store.stats_of(&filter, from).unwrap();
                assert!(got.warnings.is_empty(), "{:?}", got.warnings);
                // The statistics count from the fixtures' reset on, or from the period.
                let since = reset.max(from);
                let mut want = oracle_stats(&entries, &profiles, &filter, since);
                want.counted_since = reset.map(str::to_string);
                assert_eq!(got.value, want, "{player:?} {game:?} {from:?}");
                let games = store.stats_games(player, from).unwrap().value;
                let mut expected: Vec<String> = oracle_stats(
                    &entries,
                    &profiles,
                    &StatsFilter { player, game: None },
                    since,
                )
                .groups
                .iter()
                .map(|g| g.game.clone())
                .collect();
                expected.dedup();
                if player.is_some() {
                    assert_eq!(games, expected, "{player:?} {from:?}");
                }
            }
        }
    }
    assert!(
        store.stats().unwrap().value.groups.len() > 6,
        "the figures are not empty"
    );

    // Pages of the list: newest first, by game and by player.
    let page = store.history_page(&MatchFilter::default(), 0, 10).unwrap();
    assert_eq!(page.total, entries.len());
    assert_eq!(page.entries, entries[..10]);
    assert_eq!(page.games, ["all-fours", "sedma", "sevens-from-hell"]);
    let next = store.history_page(&MatchFilter::default(), 30, 10).unwrap();
    assert_eq!(next.entries, entries[30..]);
    let bens = MatchFilter {
        game: Some("sedma".into()),
        people: Some(profiles.same_person(CAROL)),
    };
    let page = store.history_page(&bens, 0, 100).unwrap();
    let want: Vec<&HistoryEntry> = entries
        .iter()
        .filter(|e| e.game_name == "sedma")
        .filter(|e| e.people().any(|(p, _)| profiles.resolve(p) == BEN))
        .collect();
    assert_eq!(page.entries.iter().collect::<Vec<_>>(), want);
    assert_eq!(page.total, want.len());

    // One match by its id or the start of it.
    let one = &entries[7];
    assert_eq!(&store.find_match(one.id.as_str()).unwrap().value, one);
    assert!(store.is_recorded(&one.id));

    // Importing again adds nothing; a record already there is refused.
    assert!(store.import_history().unwrap().is_empty());
    assert_eq!(store.history().unwrap().value.len(), entries.len());
    let mut again = entries[0].clone();
    std::fs::remove_file(store.history_dir().join(again.file_name())).unwrap();
    assert!(matches!(
        store.append_history(&again),
        Err(sevenfold_store::StoreError::Duplicate(_))
    ));
    again.id = sevenfold_store::MatchId("20261128-000000-ffffff".into());
    store.append_history(&again).unwrap();
    assert_eq!(store.history().unwrap().value.len(), entries.len() + 1);
}

#[test]
fn a_damaged_file_is_set_aside_and_the_rest_imported() {
    let dir = TempDir::new("damaged");
    let store = history_folder(&dir.0);
    let bad = store.history_dir().join("20261125-000000-000bad.ron");
    std::fs::write(&bad, "(version: 1, id: \"x\"").unwrap();
    let newer = store.history_dir().join("20261125-000001-00new1.ron");
    std::fs::write(&newer, "(version: 99)").unwrap();
    // A reader that owns nothing imports only with the folder free, and leaves files alone.
    let read = store.clone().read_only().history().unwrap();
    assert_eq!(read.warnings.len(), 2, "{:?}", read.warnings);
    assert!(read.warnings.iter().all(|w| w.moved_to.is_none()));
    assert!(bad.exists());
    assert_eq!(read.value.len(), 37);
    // Reported again while the files are there.
    assert_eq!(
        store.clone().read_only().history().unwrap().warnings.len(),
        2
    );
    // The owner sets the damaged one aside; the newer one stays, reported.
    let owned = store.history().unwrap();
    assert_eq!(owned.warnings.len(), 2, "{:?}", owned.warnings);
    assert!(!bad.exists());
    assert!(newer.exists());
    assert_eq!(owned.value.len(), 37);
}

#[test]
fn a_newer_database_is_refused_and_left_alone() {
    let dir = TempDir::new("newer");
    let store = Store::at(&dir.0);
    let e = played::<Sedma>(SedmaOptions::for_players(2), 1, 0, 1);
    store.append_history(&e).unwrap();
    {
        let conn = rusqlite_open(&store.db_path());
        conn.pragma_update(None, "user_version", 99).unwrap();
    }
    let err = store.history().unwrap_err().to_string();
    assert!(err.contains("newer Sevenfold"), "{err}");
    assert!(store.append_history(&e).is_err());
}

fn rusqlite_open(path: &Path) -> rusqlite::Connection {
    rusqlite::Connection::open(path).unwrap()
}

#[test]
fn a_file_that_is_not_a_database_is_moved_aside_and_the_history_rebuilt() {
    let dir = TempDir::new("not-a-db");
    let store = history_folder(&dir.0);
    let junk = b"these are not the droids you are looking for".to_vec();
    std::fs::write(store.db_path(), &junk).unwrap();
    let h = store.history().unwrap();
    assert_eq!(h.warnings.len(), 1, "{:?}", h.warnings);
    let w = &h.warnings[0];
    assert_eq!(w.path, store.db_path());
    assert!(w.to_string().contains("not an SQLite database"), "{w}");
    let moved = w.moved_to.as_ref().unwrap();
    assert_eq!(std::fs::read(moved).unwrap(), junk, "kept byte for byte");
    // The history folder's files are brought into the new database.
    assert_eq!(h.value.len(), 37);
    let again = store.history().unwrap();
    assert!(again.warnings.is_empty(), "said once: {:?}", again.warnings);
    assert_eq!(again.value.len(), 37);
    assert!(store.check_database().unwrap().is_empty());
}
