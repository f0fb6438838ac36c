//! Two windows on one data folder: the second, a real second process, says that Sevenfold is
//! open elsewhere, offers the rules, lessons, history and statistics, and changes nothing of
//! the first one's match, history, statistics or settings; once the first has closed it takes
//! the folder over. A save whose match the history already records is never offered.
#![allow(clippy::unwrap_used)]

use crate::common;
use crate::common::window::{app_in, run_frames, sedma_table as table, stored};
use crate::store_common::{TempDir, players_for};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::cards::rng_from_seed;
use sevenfold::engine::{Game, Match};
use sevenfold::games::sedma::{MatchEnd, Sedma, SedmaOptions};
use sevenfold::store::{self, HistoryEntry, SavedMatch, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::app::Screen;
use std::path::Path;
use std::process::Command;

const DIR_VAR: &str = "SEVENFOLD_SECOND_WINDOW_DIR";

/// Two-player Sedma to ten points, the rule bot, no animation.
fn prepare(dir: &Path) {
    let mut sedma = SedmaOptions::for_players(2);
    sedma.match_end = MatchEnd::Target(10);
    let s = store::Settings {
        sedma,
        animation: store::AnimationSpeed::Instant,
        bots: store::Level::Easy,
        ..store::Settings::default()
    };
    Store::at(dir).save_settings(&s).unwrap();
}

fn settle(h: &mut Harness<'_, SevenfoldApp>) {
    common::window::settle(h, table);
}

fn click(h: &mut Harness<'_, SevenfoldApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

/// Starts a Sedma match from the start page and makes the person's first move.
fn start_and_move(h: &mut Harness<'_, SevenfoldApp>) {
    run_frames(h);
    click(h, "Play Sedma");
    click(h, "Start game");
    assert_eq!(h.state().screen(), Screen::Table);
    my_move(h);
}

fn my_move(h: &mut Harness<'_, SevenfoldApp>) {
    settle(h);
    let before = table(h).game().actions().len();
    common::window::click_sedma_choice(h);
    h.step();
    h.step();
    assert!(
        table(h).game().actions().len() > before,
        "the move was made"
    );
    settle(h);
}

/// Every file under `dir` with its contents, but the lesson progress (a second window may
/// add to it) and the lock files (empty, and only ever locked).
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for item in std::fs::read_dir(dir).unwrap() {
        let path = item.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            out.extend(files(&path));
        } else if !name.starts_with("lessons.") && !name.ends_with(".lock") {
            out.push((path.display().to_string(), std::fs::read(&path).unwrap()));
        }
    }
    out.sort();
    out
}

/// The second window, opened on the folder of a window that is playing a match: run only as
/// the child of `a_second_window_reads_and_never_writes`.
#[test]
#[ignore = "the child process of a_second_window_reads_and_never_writes"]
fn child_second_window() {
    let Some(dir) = std::env::var_os(DIR_VAR) else {
        return;
    };
    let mut h = app_in(Path::new(&dir), 11);
    run_frames(&mut h);
    h.get_by_label("Sevenfold is already open in another window");
    assert!(!h.state().offers_resume(), "no resume question");
    assert!(h.query_by_label("Resume").is_none());
    assert!(
        h.state().warnings().is_empty(),
        "{:?}",
        h.state().warnings()
    );

    // No match is played here: the play buttons are off, and there is no new-game page.
    let play = h.get_by_label("Play Sedma");
    assert!(play.accesskit_node().is_disabled());
    play.click();
    run_frames(&mut h);
    assert_eq!(h.state().screen(), Screen::Start);
    assert!(h.query_by_label("New game").is_none());

    // The statistics and the history are read, and the statistics cannot be reset.
    click(&mut h, "Statistics");
    assert_eq!(h.state().screen(), Screen::Statistics);
    assert!(
        h.get_by_label("Reset statistics…")
            .accesskit_node()
            .is_disabled()
    );
    click(&mut h, "History");
    assert_eq!(h.state().screen(), Screen::History);

    // Settings may be changed for this window, and are not kept.
    click(&mut h, "Settings");
    h.get_by_label_contains("changes made here last until this window closes");
    click(&mut h, "Slow");
    click(&mut h, "Apply");
    assert_eq!(h.state().settings().animation, store::AnimationSpeed::Slow);
    click(&mut h, "Settings");
    click(&mut h, "Instant");
    click(&mut h, "Apply");

    // A lesson is played to its end, and kept.
    click(&mut h, "Games");
    click(&mut h, "Learn to play");
    click(&mut h, "What scores: aces, tens and the last trick");
    assert_eq!(h.state().screen(), Screen::Table);
    for step in [
        "Next",
        "Seven of bells",
        "Nine of acorns",
        "Ace of hearts",
        "Next",
    ] {
        settle(&mut h);
        click(&mut h, step);
    }
    h.get_by_label_contains("Well done: the lesson is over.");
    // "Play a real game now" leads to the start page here, where it says why.
    click(&mut h, "Play a real game now");
    assert_eq!(h.state().screen(), Screen::Start);

    // The first window still has the folder.
    click(&mut h, "Use this window instead");
    h.get_by_label_contains("still open in the other window");
    assert!(!h.state().offers_resume());
    h.state_mut().flush_saves();
    assert!(
        h.state().warnings().is_empty(),
        "{:?}",
        h.state().warnings()
    );
    println!("CHECKED");
}

#[test]
fn a_second_window_reads_and_never_writes() {
    let dir = TempDir::new("ui-two-windows");
    prepare(dir.path());
    let mut first = app_in(dir.path(), 10);
    start_and_move(&mut first);
    let store = stored(&mut first, dir.path());
    let saved = store.load_match().unwrap().value.unwrap();
    let before = files(dir.path());

    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "ui_two_windows::child_second_window",
            "--exact",
            "--ignored",
        ])
        .args(["--nocapture", "--test-threads", "1"])
        .env(DIR_VAR, dir.path())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("CHECKED"),
        "the second window: {said}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // The first window's match, history, statistics and settings are as they were.
    assert_eq!(files(dir.path()), before);
    assert!(store.history().unwrap().value.is_empty());
    // The lesson finished in the second window is kept.
    assert!(store.lesson_progress().unwrap().value.is_done("sedma-01"));

    // The first window plays on, and its save follows.
    my_move(&mut first);
    let again = stored(&mut first, dir.path())
        .load_match()
        .unwrap()
        .value
        .unwrap();
    assert_eq!(again.id, saved.id);
    assert!(again.actions.len() > saved.actions.len());
}

/// Once the first window has closed, the second takes the folder over: it then offers the
/// match the first left, and plays it on.
#[test]
fn the_second_window_takes_over_once_the_first_has_closed() {
    let dir = TempDir::new("ui-take-over");
    prepare(dir.path());
    let mut first = app_in(dir.path(), 12);
    start_and_move(&mut first);
    let actions = table(&first).game().actions().to_vec();

    let mut second = app_in(dir.path(), 13);
    run_frames(&mut second);
    second.get_by_label("Sevenfold is already open in another window");
    first.state_mut().flush_saves();
    drop(first);

    click(&mut second, "Use this window instead");
    assert!(second.state().offers_resume());
    run_frames(&mut second);
    assert!(second.query_by_label_contains("already open").is_none());
    click(&mut second, "Resume");
    assert_eq!(second.state().screen(), Screen::Table);
    settle(&mut second);
    assert_eq!(
        &table(&second).game().actions()[..actions.len()],
        &actions[..]
    );
    my_move(&mut second);
    let saved = stored(&mut second, dir.path())
        .load_match()
        .unwrap()
        .value
        .unwrap();
    assert_eq!(
        saved.rebuild_as::<Sedma>().unwrap().actions(),
        table(&second).game().actions()
    );
    // The menu leads to a new game again.
    second.get_by_label("New game");
}

/// A save of a match the history records (left in another window that had it open too) is
/// not offered: it is set aside, and the window says so.
#[test]
fn a_save_whose_match_is_recorded_is_not_offered() {
    let dir = TempDir::new("ui-recorded-save");
    prepare(dir.path());
    let store = Store::at(dir.path());
    let mut opts = SedmaOptions::for_players(2);
    opts.match_end = MatchEnd::Target(10);
    let mut m = Match::<Sedma>::new(opts, 77).unwrap();
    let mut saved = SavedMatch::start(&m, players_for(&opts));
    let mut rng = rng_from_seed(5);
    for _ in 0..30 {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
    }
    saved.update(&m);
    // Left in one window: recorded as abandoned; the other window's next move saves it again.
    let entry = HistoryEntry::of_left(&saved, &m).unwrap().unwrap();
    store.close_match(Some(&entry), true).unwrap();
    store.save_match(&saved).unwrap();

    let mut h = app_in(dir.path(), 14);
    run_frames(&mut h);
    assert!(!h.state().offers_resume());
    h.get_by_label_contains(&format!(
        "The saved match {} was not offered for resuming",
        saved.id
    ));
    assert!(!store.autosave_path().exists());
    let kept: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("autosave.ron.recorded-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let history = stored(&mut h, dir.path()).history().unwrap().value;
    assert_eq!(history.len(), 1);
    assert!(history[0].abandoned);
}
