//! Damaged files: each is moved aside as `NAME.corrupt-<time>` with a warning that says what
//! was wrong and where the copy is; files from a newer version are refused and left alone;
//! nothing panics and the other files stay usable.
#![allow(clippy::unwrap_used)]

use crate::store_common;

use crate::store_common::{TempDir, play_and_file, short};
use sevenfold::store::{MAX_FILE_BYTES, Settings, Store, StoreError, Warning};
use std::path::{Path, PathBuf};

/// A store with three finished matches in the history folder's files of a release before
/// the database (damage can only reach files), a saved match in progress and settings.
fn populated(tag: &str) -> (TempDir, Store, Vec<PathBuf>) {
    let dir = TempDir::new(tag);
    let store = dir.store();
    for seed in 0..3 {
        play_and_file(&store, short(2), seed);
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    let mut m =
        sevenfold::engine::Match::<sevenfold::games::sedma::Sedma>::new(short(2), 42).unwrap();
    store_common::play_some(&mut m, 42, 10);
    let saved = sevenfold::store::SavedMatch::start(&m, store_common::two_players());
    store.save_match(&saved).unwrap();
    let mut s = Settings::default();
    s.sedma.players = 3;
    store.save_settings(&s).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(store.history_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    (dir, store, files)
}

/// The warning names the file, says `why`, and the copy holds the original bytes.
fn check_set_aside(w: &Warning, path: &Path, why: &str, original: &[u8]) {
    assert_eq!(w.path, path);
    let text = w.to_string();
    assert!(text.contains(why), "{text}");
    let moved = w.moved_to.as_ref().unwrap();
    assert!(text.contains(&moved.display().to_string()), "{text}");
    let name = moved.file_name().unwrap().to_str().unwrap();
    assert!(name.contains(".corrupt-"), "{name}");
    assert!(!path.exists(), "the bad file is no longer in the way");
    assert_eq!(
        std::fs::read(moved).unwrap(),
        original,
        "kept byte for byte"
    );
}

/// Replaces one history file with `bytes`; the others must still load.
fn damage_history(tag: &str, bytes: &[u8], why: &str) {
    let (_dir, store, files) = populated(tag);
    std::fs::write(&files[1], bytes).unwrap();
    let h = store.history().unwrap();
    assert_eq!(h.value.len(), 2, "the other matches are intact");
    assert_eq!(h.warnings.len(), 1);
    check_set_aside(&h.warnings[0], &files[1], why, bytes);
    // The copy is ignored from now on; settings and the saved match are untouched.
    let again = store.history().unwrap();
    assert!(again.warnings.is_empty());
    assert_eq!(again.value.len(), 2);
    assert_eq!(store.load_settings().unwrap().value.sedma.players, 3);
    assert!(store.load_match().unwrap().value.is_some());
    assert_eq!(store.stats().unwrap().value.groups[0].matches, 2);
}

#[test]
fn corrupt_history_file() {
    damage_history("h-garbage", b"\xff\xfegarbage(((", "not UTF-8");
    damage_history("h-binary", b"\x00\x01\x02", "line 1");
    damage_history("h-syntax", b"(version: 1, id: ]", "line 1");
}

#[test]
fn truncated_history_file() {
    let (_dir, _store, files) = populated("h-trunc-src");
    let full = std::fs::read(&files[0]).unwrap();
    damage_history("h-trunc", &full[..full.len() / 2], "could not be read");
}

#[test]
fn empty_history_file() {
    damage_history("h-empty", b"", "it is empty");
}

#[test]
fn oversized_history_file() {
    let mut big = b"(version: 1, id: \"".to_vec();
    big.resize(MAX_FILE_BYTES as usize + 1, b'x');
    damage_history("h-big", &big, "larger than 8 MiB");
}

#[test]
fn history_file_with_wrong_types() {
    let (_dir, _store, files) = populated("h-types-src");
    let text = std::fs::read_to_string(&files[0]).unwrap();
    let wrong = text.replacen("seed: ", "seed: \"many\", was: ", 1);
    damage_history("h-types", wrong.as_bytes(), "could not be read");
}

#[test]
fn history_file_that_contradicts_its_log() {
    let (_dir, _store, files) = populated("h-lie-src");
    let text = std::fs::read_to_string(&files[0]).unwrap();
    // Same syntax, other totals: the replay of the log disagrees.
    let lie = text.replacen("totals: [", "totals: [7", 1);
    assert_ne!(lie, text);
    damage_history("h-lie", lie.as_bytes(), "could not be read");
}

#[test]
fn future_version_history_file_is_skipped_and_kept() {
    let (_dir, store, files) = populated("h-future");
    let text = std::fs::read_to_string(&files[0]).unwrap();
    let future = text.replacen("version: 1", "version: 7", 1);
    std::fs::write(&files[0], &future).unwrap();
    let h = store.history().unwrap();
    assert_eq!(h.value.len(), 2);
    assert_eq!(h.warnings.len(), 1);
    let msg = h.warnings[0].to_string();
    assert!(
        msg.contains("newer Sevenfold") && msg.contains("update"),
        "{msg}"
    );
    assert!(msg.contains("left untouched"), "{msg}");
    assert_eq!(std::fs::read_to_string(&files[0]).unwrap(), future);
}

#[test]
fn corrupt_settings_file() {
    let (_dir, store, _) = populated("s-garbage");
    let path = store.settings_path();
    std::fs::write(&path, "(players: 4, deck: Hungarian)").unwrap();
    let s = store.load_settings().unwrap();
    assert_eq!(s.value, Settings::default());
    check_set_aside(
        &s.warnings[0],
        &path,
        "settings file could not be read",
        b"(players: 4, deck: Hungarian)",
    );
    assert_eq!(store.history().unwrap().value.len(), 3);
    // The defaults can be saved again.
    store.save_settings(&s.value).unwrap();
    assert!(store.load_settings().unwrap().warnings.is_empty());
}

#[test]
fn truncated_settings_file() {
    let (_dir, store, _) = populated("s-trunc");
    let path = store.settings_path();
    let full = std::fs::read(&path).unwrap();
    let cut = &full[..full.len() * 2 / 3];
    std::fs::write(&path, cut).unwrap();
    let s = store.load_settings().unwrap();
    check_set_aside(&s.warnings[0], &path, "line", cut);
}

#[test]
fn empty_settings_file() {
    let (_dir, store, _) = populated("s-empty");
    let path = store.settings_path();
    std::fs::write(&path, "").unwrap();
    let s = store.load_settings().unwrap();
    check_set_aside(&s.warnings[0], &path, "empty", b"");
}

#[test]
fn oversized_settings_file() {
    let (_dir, store, _) = populated("s-big");
    let path = store.settings_path();
    let big = vec![b' '; MAX_FILE_BYTES as usize + 10];
    std::fs::write(&path, &big).unwrap();
    let s = store.load_settings().unwrap();
    check_set_aside(&s.warnings[0], &path, "larger than", &big);
}

#[test]
fn future_version_settings_are_refused_and_never_overwritten() {
    let (_dir, store, _) = populated("s-future");
    let path = store.settings_path();
    let future = "(version: 3, players: 4, colour_scheme: Dark)";
    std::fs::write(&path, future).unwrap();
    let e = store.load_settings().unwrap_err();
    assert!(matches!(
        e,
        StoreError::NewerVersion {
            found: 3,
            supported: 2,
            ..
        }
    ));
    let msg = e.to_string();
    assert!(
        msg.contains("settings.ron") && msg.contains("update Sevenfold"),
        "{msg}"
    );
    let e = store.save_settings(&Settings::default()).unwrap_err();
    assert!(matches!(e, StoreError::NewerVersion { .. }), "{e}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), future);
    assert_eq!(store.history().unwrap().value.len(), 3);
}

#[test]
fn corrupt_autosave() {
    let (_dir, store, _) = populated("a-garbage");
    let path = store.autosave_path();
    let text = std::fs::read_to_string(&path).unwrap();
    // Valid RON, but an action no one could play.
    let bad = text.replacen("actions: \"", "actions: \"Zz ", 1);
    std::fs::write(&path, &bad).unwrap();
    let l = store.load_match().unwrap();
    assert!(l.value.is_none());
    check_set_aside(
        &l.warnings[0],
        &path,
        "saved match could not be read",
        bad.as_bytes(),
    );
    assert_eq!(store.history().unwrap().value.len(), 3);
}

#[test]
fn autosave_with_an_illegal_action() {
    let (_dir, store, _) = populated("a-illegal");
    let path = store.autosave_path();
    let text = std::fs::read_to_string(&path).unwrap();
    // "end" at the very start of a hand is never legal.
    let bad = text.replacen("actions: \"", "actions: \"end ", 1);
    std::fs::write(&path, &bad).unwrap();
    let l = store.load_match().unwrap();
    assert!(l.value.is_none());
    check_set_aside(&l.warnings[0], &path, "action 1", bad.as_bytes());
}

#[test]
fn truncated_autosave() {
    let (_dir, store, _) = populated("a-trunc");
    let path = store.autosave_path();
    let full = std::fs::read(&path).unwrap();
    std::fs::write(&path, &full[..full.len() - 5]).unwrap();
    let l = store.load_match().unwrap();
    assert!(l.value.is_none());
    check_set_aside(
        &l.warnings[0],
        &path,
        "could not be read",
        &full[..full.len() - 5],
    );
}

#[test]
fn empty_autosave() {
    let (_dir, store, _) = populated("a-empty");
    let path = store.autosave_path();
    std::fs::write(&path, "").unwrap();
    let l = store.load_match().unwrap();
    check_set_aside(&l.warnings[0], &path, "empty", b"");
}

#[test]
fn oversized_autosave() {
    let (_dir, store, _) = populated("a-big");
    let path = store.autosave_path();
    let big = vec![b'('; MAX_FILE_BYTES as usize + 1];
    std::fs::write(&path, &big).unwrap();
    let l = store.load_match().unwrap();
    check_set_aside(&l.warnings[0], &path, "larger than", &big);
}

#[test]
fn future_version_autosave_is_refused_and_kept() {
    let (_dir, store, _) = populated("a-future");
    let path = store.autosave_path();
    let text = std::fs::read_to_string(&path).unwrap();
    let future = text.replacen("version: 1", "version: 3", 1);
    std::fs::write(&path, &future).unwrap();
    let e = store.load_match().unwrap_err();
    assert!(e.to_string().contains("newer Sevenfold"), "{e}");
    assert!(store.discard_match().is_err(), "not deleted either");
    let m = sevenfold::engine::Match::<sevenfold::games::sedma::Sedma>::new(short(2), 1).unwrap();
    let saved = sevenfold::store::SavedMatch::start(&m, store_common::two_players());
    assert!(store.save_match(&saved).is_err());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), future);
}

#[test]
fn corrupt_statistics_marker() {
    let (_dir, store, _) = populated("m-garbage");
    let path = store.stats_path();
    std::fs::write(&path, "(version: 1, counted_since: 12)").unwrap();
    let s = store.stats().unwrap();
    assert_eq!(s.warnings.len(), 1);
    check_set_aside(
        &s.warnings[0],
        &path,
        "statistics marker",
        b"(version: 1, counted_since: 12)",
    );
    assert_eq!(s.value.groups[0].matches, 3, "counted from the start");
    // A reset works again afterwards.
    store.reset_stats().unwrap();
    assert!(store.stats().unwrap().value.groups.is_empty());
}

#[test]
fn leftover_temporary_files_are_ignored_then_swept() {
    let (_dir, store, files) = populated("tmp");
    let full = std::fs::read(&files[0]).unwrap();
    let tmp = store.history_dir().join(".x.ron.tmp-1-1");
    std::fs::write(&tmp, &full[..10]).unwrap();
    let stale = store.history_dir().join(".y.ron.tmp-2-2");
    let f = std::fs::File::create(&stale).unwrap();
    let two_hours = std::time::Duration::from_secs(7200);
    f.set_modified(std::time::SystemTime::now() - two_hours)
        .unwrap();
    drop(f);
    let h = store.history().unwrap();
    assert!(h.warnings.is_empty());
    assert_eq!(h.value.len(), 3);
    assert!(tmp.exists(), "a write in progress is left alone");
    assert!(!stale.exists(), "a crashed write's leftover is swept");
}
