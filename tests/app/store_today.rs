//! Files written by the release before player profiles (fixtures in `store_fixtures/
//! data-2026-11`: three finished matches of All Fours and Sevens from Hell, one abandoned with a
//! hint, a Sevens from Hell match in progress, the statistics marker and backup of a reset, the
//! settings) load as they are, into the default profile, and are never rewritten by loading.
#![allow(clippy::unwrap_used)]

use crate::store_common;

use crate::store_common::TempDir;
use sevenfold::store::{Player, ProfileId, Statistics, Store};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/store_fixtures")
}

/// Copies a folder's files (one level of subfolders).
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

/// Every file under `dir` with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    for item in std::fs::read_dir(dir).unwrap() {
        let path = item.unwrap().path();
        if path.is_dir() {
            out.extend(snapshot(&path));
        } else {
            out.insert(path.clone(), std::fs::read(&path).unwrap());
        }
    }
    out
}

#[test]
fn files_of_the_release_before_profiles_load_into_the_default_profile_unchanged() {
    let dir = TempDir::new("today");
    copy_dir(&fixtures().join("data-2026-11"), dir.path());
    let before = snapshot(dir.path());
    let store = Store::at(dir.path());

    assert!(
        store.profiles().unwrap().value.is_none(),
        "nobody has a name yet"
    );

    let history = store.history().unwrap();
    assert!(history.warnings.is_empty(), "{:?}", history.warnings);
    assert_eq!(history.value.len(), 3);
    for e in &history.value {
        let people: Vec<_> = e.people().collect();
        assert_eq!(people.len(), 1, "{}", e.id);
        assert_eq!(people[0].0, ProfileId::DEFAULT);
        assert!(
            e.players
                .iter()
                .all(|p| p.is_person() || p.level().is_some())
        );
        assert!(e.conceded_by.is_none() && e.hands.iter().all(|h| !h.undone));
    }
    let abandoned: Vec<_> = history.value.iter().filter(|e| e.abandoned).collect();
    assert_eq!(abandoned.len(), 1);
    assert!(abandoned[0].hands[0].hinted);
    let games: Vec<&str> = history.value.iter().map(|e| e.game_name.as_str()).collect();
    assert!(games.contains(&"sevens-from-hell") && games.contains(&"all-fours"));

    // Every match counts for the default profile.
    let all = Statistics::compute(&history.value, None, |p| p);
    assert!(all.groups.iter().all(|g| g.player == ProfileId::DEFAULT));
    let matches: u32 = all
        .groups
        .iter()
        .map(|g| g.matches + g.matches_abandoned)
        .sum();
    assert_eq!(matches, 3);
    // The reset recorded in the marker still holds: nothing finished after it.
    let stats = store.stats().unwrap();
    assert!(stats.warnings.is_empty(), "{:?}", stats.warnings);
    assert!(stats.value.groups.is_empty());
    let resets = store.stats_resets().unwrap().value;
    assert_eq!(resets.len(), 1);
    let backup = store.stats_backup(&resets[0]).unwrap().value.unwrap();
    assert_eq!(backup.statistics.groups.len(), 2);
    assert!(
        backup
            .statistics
            .groups
            .iter()
            .all(|g| g.player == ProfileId::DEFAULT)
    );
    assert_eq!(
        backup
            .statistics
            .groups
            .iter()
            .map(|g| g.hands_with_hints)
            .sum::<u32>(),
        1
    );

    let saved = store.load_match().unwrap();
    assert!(saved.warnings.is_empty(), "{:?}", saved.warnings);
    let saved = saved.value.unwrap();
    assert_eq!(saved.players[0], Player::DEFAULT_PERSON);
    assert!(!saved.undo_agreed && saved.undone_hands.is_empty());
    let m = saved.rebuild().unwrap();
    assert_eq!(m.game_name(), "sevens-from-hell");
    assert_eq!(m.actions_played(), 60);

    let settings = store.load_settings().unwrap();
    assert!(settings.warnings.is_empty());
    let settings = settings.value;
    assert!(settings.seats.is_empty());
    assert_eq!(
        settings.seats_for(4),
        settings.default_seats(4),
        "the usual table: the default person and bots"
    );

    // The files stay as they were; the only new ones are the history database's.
    let after = snapshot(dir.path());
    for (path, bytes) in &before {
        assert_eq!(
            after.get(path),
            Some(bytes),
            "loading rewrote {}",
            path.display()
        );
    }
    for path in after.keys().filter(|p| !before.contains_key(*p)) {
        let name = path.file_name().unwrap().to_string_lossy();
        assert!(name.starts_with("history.sqlite3"), "{name}");
    }

    // The All Fours save of the same release.
    let other = TempDir::new("today-af");
    std::fs::copy(
        fixtures().join("all-fours-autosave-v1.ron"),
        Store::at(other.path()).autosave_path(),
    )
    .unwrap();
    let saved = Store::at(other.path()).load_match().unwrap().value.unwrap();
    assert_eq!(saved.rebuild().unwrap().game_name(), "all-fours");
}

/// Hands played with Undo are kept in the history and counted in the statistics.
#[test]
fn hands_played_with_undo_are_marked() {
    use sevenfold::engine::Match;
    use sevenfold::games::sedma::{Sedma, SedmaOptions};
    let dir = TempDir::new("undo-marked");
    let store = Store::at(dir.path());
    let mut m = Match::<Sedma>::new(SedmaOptions::for_players(2), 3).unwrap();
    store_common::play_some(&mut m, 3, 10_000);
    let mut saved = sevenfold::store::SavedMatch::start(&m, store_common::two_players());
    saved.undo_used(2);
    saved.undo_used(2);
    assert_eq!(saved.undone_hands, vec![2]);
    let e = store.finish_match(&saved, &m).unwrap();
    let marked: Vec<bool> = e.hands.iter().map(|h| h.undone).collect();
    assert!(
        marked[1] && marked.iter().filter(|&&u| u).count() == 1,
        "{marked:?}"
    );
    let kept = store.find_match(e.id.as_str()).unwrap().value;
    assert_eq!(kept.hands.iter().filter(|h| h.undone).count(), 1);
    let stats = store.stats().unwrap().value;
    assert_eq!(stats.groups[0].hands_with_undo, 1);
}
