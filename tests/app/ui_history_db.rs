//! The window and the history database: a match played through the window's controls is
//! found on the History page and in the statistics, read from the database (no file of it is
//! written); the files of a release before the database are brought in on the writer's
//! thread while the window runs, and the History page shows them a page at a time.
#![allow(clippy::unwrap_used)]

use crate::common::window::{app_in, stored};
use crate::store_common::{TempDir, file_match};
use crate::ui_store::{play_to_the_end, prepare, start_game};
use egui_kittest::kittest::Queryable;
use sevenfold::games::sedma::{MatchEnd, Sedma, SedmaOptions};
use sevenfold::store::{StatsFilter, Store};
use sevenfold::ui::app::Screen;
use sevenfold::ui::history_page::row_text;
use std::time::{Duration, Instant};

#[test]
fn a_match_played_in_the_window_is_read_from_the_database() {
    let dir = TempDir::new("ui-db");
    prepare(dir.path(), 2, MatchEnd::FixedHands(1));
    let mut h = app_in(dir.path(), 21);
    start_game(&mut h);
    play_to_the_end(&mut h);
    let store = stored(&mut h, dir.path());
    assert!(store.db_path().exists(), "the history is a database");
    assert!(
        !store.history_dir().exists(),
        "no file of the match is written: the pages read the database"
    );
    // The database holds the match whole.
    let recorded = store.history().unwrap().value;
    assert_eq!(recorded.len(), 1);
    let entry = &recorded[0];
    assert_eq!(entry.hands.len(), 1);

    // The History page lists it (one page, read from the database) and opens it.
    h.get_by_label("History").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::History);
    assert_eq!(h.state().history().entries(), &recorded[..]);
    h.get_by_label(&row_text(entry, &sevenfold::store::Profiles::first_run()))
        .click();
    h.run_steps(3);
    assert_eq!(
        h.state().history().position(),
        Some((entry.id.as_str(), 0, 0))
    );

    // The statistics count it: the database's aggregates, as the page shows them.
    h.get_by_label("Statistics").click();
    h.run_steps(3);
    let shown = h.state().statistics().clone();
    let queried = store.stats_of(&StatsFilter::default(), None).unwrap().value;
    assert_eq!(shown, queried);
    assert_eq!(shown.groups.len(), 1);
    let g = &shown.groups[0];
    assert_eq!((g.players, g.matches, g.hands), (2, 1, 1));
    h.get_by_label("Matches played");
    h.get_by_label("the last 7 days").click();
    h.run_steps(3);
    assert_eq!(h.state().statistics().groups[0].matches, 1, "played today");
}

#[test]
fn files_of_an_older_release_are_brought_in_while_the_window_runs() {
    let dir = TempDir::new("ui-db-import");
    prepare(dir.path(), 2, MatchEnd::FixedHands(1));
    let store = Store::at(dir.path());
    let mut opts = SedmaOptions::for_players(2);
    opts.match_end = MatchEnd::Target(1);
    for seed in 0..120 {
        file_match::<Sedma>(&store, opts, seed);
    }
    let mut h = app_in(dir.path(), 22);
    h.get_by_label("History").click();
    // The writer thread imports them; the page reads again as it goes and when it ends.
    let deadline = Instant::now() + Duration::from_secs(60);
    while h.query_by_label("Matches 1–50 of 120").is_none() {
        assert!(Instant::now() < deadline, "the import did not end");
        std::thread::sleep(Duration::from_millis(100));
        h.run_steps(2);
    }
    assert_eq!(h.state().history().entries().len(), 50);
    h.get_by_label("Older matches").click();
    h.run_steps(3);
    h.get_by_label("Matches 51–100 of 120");
    h.get_by_label("Older matches").click();
    h.run_steps(3);
    h.get_by_label("Matches 101–120 of 120");
    assert_eq!(h.state().history().entries().len(), 20);
    h.get_by_label("Newer matches").click();
    h.run_steps(3);
    h.get_by_label("Matches 51–100 of 120");
    // The files stay where they were.
    assert_eq!(std::fs::read_dir(store.history_dir()).unwrap().count(), 120);
    h.get_by_label("Statistics").click();
    h.run_steps(3);
    let g = &h.state().statistics().groups[0];
    assert_eq!(g.matches + g.matches_abandoned, 120);
}

/// An import that takes more than a second says how far it is on the History page, and the
/// list grows until it is whole.
#[test]
fn a_long_import_shows_its_progress() {
    let dir = TempDir::new("ui-db-progress");
    prepare(dir.path(), 2, MatchEnd::FixedHands(1));
    let mut h = app_in(dir.path(), 23);
    // The window's first import found no history folder.
    h.state_mut().flush_saves();
    let store = Store::at(dir.path());
    let mut opts = SedmaOptions::for_players(2);
    opts.match_end = MatchEnd::Target(1);
    for seed in 0..250 {
        file_match::<Sedma>(&store, opts, seed);
    }
    // A slow disk: each batch of the import waits first. The new writer looks at the folder
    // again and brings the files in, three batches of a second or more.
    h.state_mut()
        .pace_writes(Box::new(|| std::thread::sleep(Duration::from_millis(700))));
    h.get_by_label("History").click();
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut seen_progress = false;
    while h.query_by_label("Matches 1–50 of 250").is_none() {
        assert!(Instant::now() < deadline, "the import did not end");
        seen_progress |= h
            .query_by_label_contains("Bringing the history of earlier versions into its database:")
            .is_some();
        std::thread::sleep(Duration::from_millis(100));
        h.run_steps(2);
    }
    assert!(seen_progress, "the page said how far the import was");
    assert!(
        h.query_by_label_contains("Bringing the history of earlier versions")
            .is_none(),
        "and stopped saying it once it ended"
    );
    assert_eq!(h.state().history().entries().len(), 50);
}
