//! The store's writer thread: writes keep their order, a waiting autosave is replaced by a
//! newer one, flushing and dropping write everything asked for, and failures are reported.
#![allow(clippy::unwrap_used)]

use crate::store_common::{TempDir, play_some, short, two_players};
use sevenfold::engine::Match;
use sevenfold::games::sedma::Sedma;
use sevenfold::store::writer::{Job, Writer};
use sevenfold::store::{HistoryEntry, SavedMatch};
use std::sync::Mutex;
use std::sync::mpsc::{Sender, channel};

/// A writer that waits before each job until the returned sender sends or is dropped.
fn gated(dir: &TempDir) -> (Writer, Sender<()>) {
    let (open, gate) = channel::<()>();
    let gate = Mutex::new(gate);
    let writer = Writer::paced(
        dir.store(),
        Box::new(move || {
            let _ = gate.lock().unwrap().recv();
        }),
    );
    (writer, open)
}

fn autosave(saved: &SavedMatch) -> Job {
    Job::Autosave(Box::new(saved.clone()))
}

#[test]
fn a_waiting_autosave_is_replaced_by_the_newest() {
    let dir = TempDir::new("writer-newest");
    let (writer, open) = gated(&dir);
    let mut m = Match::<Sedma>::new(short(2), 5).unwrap();
    let mut saved = SavedMatch::start(&m, two_players());
    for step in 0..12 {
        play_some(&mut m, step, 1);
        saved.update(&m);
        writer.send(autosave(&saved));
    }
    // The first job may already be taken (and held at the gate); the rest wait as one.
    assert!(writer.waiting() <= 2, "{} writes wait", writer.waiting());
    assert!(!dir.store().autosave_path().exists(), "the disk is held");
    drop(open);
    writer.flush();
    assert!(
        writer.written() <= 2,
        "{} writes for 12 saves",
        writer.written()
    );
    let on_disk = dir.store().load_match().unwrap().value.unwrap();
    assert_eq!(on_disk, saved, "the newest save is on disk");
    assert!(writer.failures().is_empty());
}

#[test]
fn a_match_closed_after_its_saves_is_recorded_and_its_save_removed() {
    let dir = TempDir::new("writer-order");
    let (writer, open) = gated(&dir);
    let mut m = Match::<Sedma>::new(short(2), 9).unwrap();
    let mut saved = SavedMatch::start(&m, two_players());
    while !m.is_over() {
        let seed = m.actions().len() as u64;
        play_some(&mut m, seed, 1);
        saved.update(&m);
        writer.send(autosave(&saved));
    }
    let entry = HistoryEntry::from_match(&saved, &m).unwrap();
    writer.send(Job::Close {
        entry: Some(Box::new(entry.clone())),
        discard_anyway: false,
        what: "finished-record",
    });
    drop(open);
    // Dropping the writer writes what waits, in order: the save, then the record and the
    // save's removal.
    drop(writer);
    let store = dir.store();
    assert!(
        !store.autosave_path().exists(),
        "no save of a finished match"
    );
    let history = store.history().unwrap().value;
    assert_eq!(history, vec![entry]);
}

#[test]
fn a_write_that_fails_is_reported_with_what_it_was() {
    let dir = TempDir::new("writer-fails");
    // A folder where the autosave should be: no file can replace it.
    let store = dir.store();
    std::fs::create_dir_all(store.autosave_path().join("in-the-way")).unwrap();
    let writer = Writer::spawn(store);
    let m = Match::<Sedma>::new(short(2), 3).unwrap();
    writer.send(autosave(&SavedMatch::start(&m, two_players())));
    writer.flush();
    let failures = writer.failures();
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert_eq!(failures[0].what, "match-save");
    assert!(
        writer.failures().is_empty(),
        "each failure is reported once"
    );
}

#[test]
fn a_writer_that_dies_neither_hangs_nor_loses_what_follows() {
    let dir = TempDir::new("writer-dies");
    let writer = Writer::paced(dir.store(), Box::new(|| panic!("the disk fell off")));
    let mut m = Match::<Sedma>::new(short(2), 4).unwrap();
    let mut saved = SavedMatch::start(&m, two_players());
    writer.send(autosave(&saved));
    writer.flush();
    play_some(&mut m, 4, 3);
    saved.update(&m);
    writer.send(autosave(&saved));
    writer.flush();
    let on_disk = dir.store().load_match().unwrap().value.unwrap();
    assert_eq!(on_disk, saved, "written on the caller's thread");
}
