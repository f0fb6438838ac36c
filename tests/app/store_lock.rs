//! One owner of the data folder at a time: the lock refuses a second owner and is freed when
//! its owner dies, a read-only store refuses every write but the merge of finished lessons,
//! and reads through it never move a file.
#![allow(clippy::unwrap_used)]

use crate::store_common::{TempDir, players_for};
use sevenfold::cards::rng_from_seed;
use sevenfold::engine::{Game, Match};
use sevenfold::games::sedma::{MatchEnd, Sedma, SedmaOptions};
use sevenfold::store::{HistoryEntry, SavedMatch, Settings, Store, StoreError};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

const DIR_VAR: &str = "SEVENFOLD_LOCK_TEST_DIR";

/// A match a few moves in, saved, and a record of it finished.
fn saved_and_recorded(store: &Store) -> (SavedMatch, HistoryEntry) {
    let mut opts = SedmaOptions::for_players(2);
    opts.match_end = MatchEnd::Target(1);
    let mut m = Match::<Sedma>::new(opts, 41).unwrap();
    let mut saved = SavedMatch::start(&m, players_for(&opts));
    let mut rng = rng_from_seed(3);
    for _ in 0..3 {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
    }
    saved.update(&m);
    store.save_match(&saved).unwrap();
    while !m.is_over() {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
    }
    saved.update(&m);
    (saved.clone(), HistoryEntry::from_match(&saved, &m).unwrap())
}

fn in_use(e: StoreError) -> bool {
    matches!(e, StoreError::InUse { .. })
}

#[test]
fn a_second_owner_is_refused_and_a_read_only_store_writes_nothing() {
    let dir = TempDir::new("lock-second");
    let store = dir.store();
    let (saved, entry) = saved_and_recorded(&store);
    store.save_settings(&Settings::default()).unwrap();
    let lock = store.lock().unwrap();
    let err = store.lock().unwrap_err();
    let said = err.to_string();
    assert!(
        said.contains("in use by another Sevenfold window") && said.contains("close that window"),
        "{said}"
    );
    assert!(in_use(err));

    let before = files(dir.path());
    let settings_text = std::fs::read_to_string(store.settings_path()).unwrap();
    let second = Store::at(dir.path()).read_only();
    let mut changed = Settings::default();
    changed.sedma.players = 4;
    assert!(in_use(second.save_settings(&changed).unwrap_err()));
    assert!(in_use(second.save_match(&saved).unwrap_err()));
    assert!(in_use(second.discard_match().unwrap_err()));
    assert!(in_use(second.append_history(&entry).unwrap_err()));
    assert!(in_use(second.close_match(Some(&entry), true).unwrap_err()));
    assert!(in_use(second.reset_stats().unwrap_err()));
    assert!(in_use(second.set_aside_recorded(&saved).unwrap_err()));
    assert_eq!(files(dir.path()), before, "nothing was written or removed");
    assert_eq!(
        std::fs::read_to_string(store.settings_path()).unwrap(),
        settings_text
    );
    // Reads work.
    assert_eq!(second.load_match().unwrap().value.unwrap().id, saved.id);
    assert!(second.history().unwrap().value.is_empty());

    // Lessons finished in both windows at once are all kept.
    std::thread::scope(|scope| {
        for (who, s) in [("owner", &store), ("second", &second)] {
            scope.spawn(move || {
                for i in 0..25 {
                    s.lesson_done(&format!("{who}-{i}")).unwrap();
                }
            });
        }
    });
    let done = store.lesson_progress().unwrap().value.done;
    assert_eq!(done.len(), 50, "{done:?}");
    // A damaged progress file is left for the owner to set aside, not written over.
    std::fs::write(store.lessons_path(), "(version: 1, done: [").unwrap();
    assert!(in_use(second.lesson_done("late").unwrap_err()));
    assert_eq!(
        std::fs::read_to_string(store.lessons_path()).unwrap(),
        "(version: 1, done: ["
    );

    drop(lock);
    // A child process another test starts at this instant holds a copy of every open file
    // (the lock's too) between its fork and its exec: the lock comes free within moments.
    let again = (0..100)
        .find_map(|_| {
            let taken = store.lock().ok();
            if taken.is_none() {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            taken
        })
        .expect("the lock comes free once its owner drops it");
    drop(again);
}

#[test]
fn a_read_only_store_reports_a_damaged_file_and_leaves_it_where_it_is() {
    let dir = TempDir::new("lock-damaged");
    let store = dir.store();
    std::fs::write(store.settings_path(), "(version: 1, sedma: ").unwrap();
    let read = store.clone().read_only().load_settings().unwrap();
    assert_eq!(read.warnings.len(), 1);
    assert_eq!(read.warnings[0].moved_to, None);
    assert!(
        read.warnings[0]
            .to_string()
            .contains("left untouched and skipped")
    );
    assert!(store.settings_path().exists(), "not moved");
    // The owner sets it aside as before.
    let owned = store.load_settings().unwrap();
    assert!(owned.warnings[0].moved_to.is_some());
    assert!(!store.settings_path().exists());
}

/// A save whose match the history records (ended in another window) is moved aside, with its
/// moves, and said so.
#[test]
fn a_save_of_a_recorded_match_is_set_aside_with_a_reason() {
    let dir = TempDir::new("lock-recorded");
    let store = dir.store();
    let (saved, entry) = saved_and_recorded(&store);
    assert!(!store.is_recorded(&saved.id));
    store.append_history(&entry).unwrap();
    assert!(store.is_recorded(&saved.id));
    let text = std::fs::read_to_string(store.autosave_path()).unwrap();
    let w = store.set_aside_recorded(&saved).unwrap();
    assert!(!store.autosave_path().exists());
    let kept = w.moved_to.clone().unwrap();
    assert!(
        kept.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("autosave.ron.recorded-")
    );
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), text);
    assert!(w.to_string().contains("already in the history"), "{w}");
}

/// Kills the child process when dropped, so a failed assertion never leaves it behind.
struct Child(std::process::Child);

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Holds the lock until it is killed. Run only as the child of
/// `the_lock_is_free_once_its_owner_is_killed`.
#[test]
#[ignore = "the child process of the_lock_is_free_once_its_owner_is_killed"]
fn child_owner() {
    let Some(dir) = std::env::var_os(DIR_VAR) else {
        return;
    };
    let _lock = Store::at(Path::new(&dir)).lock().unwrap();
    println!("LOCKED");
    std::thread::sleep(std::time::Duration::from_secs(120));
}

#[test]
fn the_lock_is_free_once_its_owner_is_killed() {
    let dir = TempDir::new("lock-kill");
    let mut child = Child(
        Command::new(std::env::current_exe().unwrap())
            .args(["store_lock::child_owner", "--exact", "--ignored"])
            .args(["--nocapture", "--test-threads", "1"])
            .env(DIR_VAR, dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let mut out = BufReader::new(child.0.stdout.take().unwrap());
    let mut line = String::new();
    while !line.contains("LOCKED") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "the child ended");
    }
    assert!(in_use(dir.store().lock().unwrap_err()));
    // On Unix, `kill` sends SIGKILL: the child runs no clean-up at all.
    child.0.kill().unwrap();
    child.0.wait().unwrap();
    // The system frees a dead process's locks at once on Unix, a moment later on Windows.
    let mut lock = dir.store().lock();
    for _ in 0..50 {
        if lock.is_ok() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        lock = dir.store().lock();
    }
    assert!(lock.is_ok(), "{:?}", lock.err());
}

/// Every file under `dir` with its contents.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for item in std::fs::read_dir(dir).unwrap() {
        let path = item.unwrap().path();
        if path.is_dir() {
            out.extend(files(&path));
        } else if path.extension().is_none_or(|e| e != "lock") {
            // A locked file cannot be read on Windows; the lock files hold nothing anyway.
            out.push((path.display().to_string(), std::fs::read(&path).unwrap()));
        }
    }
    out.sort();
    out
}
