//! The window with a data folder: a finished match appears in the history and can be replayed
//! move by move, statistics count it and are reset only after asking, a match in progress is
//! resumed exactly by a new app, and damaged files are reported in the window.
#![allow(clippy::unwrap_used)]

use crate::common;
use crate::common::window::sedma_table as table;

use crate::common::window::{app_in, stored};
use crate::store_common::TempDir;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::engine::Game;
use sevenfold::games::sedma::{MatchEnd, Sedma, SedmaOptions};
use sevenfold::store::{self, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::app::Screen;
use sevenfold::ui::history_page::row_text;
use std::path::Path;

/// Stored settings: `players`, the match end, no animation.
pub fn prepare(dir: &Path, players: u8, end: MatchEnd) {
    let mut sedma = SedmaOptions::for_players(players);
    sedma.match_end = end;
    let s = store::Settings {
        sedma,
        animation: store::AnimationSpeed::Instant,
        // The rule bot: searching bots stop on a clock, so their games differ run to run.
        bots: store::Level::Easy,
        ..store::Settings::default()
    };
    Store::at(dir).save_settings(&s).unwrap();
}

fn settle(h: &mut Harness<'_, SevenfoldApp>) {
    common::window::settle(h, table);
}

pub fn start_game(h: &mut Harness<'_, SevenfoldApp>) {
    h.get_by_label("Play Sedma").click();
    h.run();
    h.get_by_label("Start game").click();
    h.step();
    assert_eq!(h.state().screen(), Screen::Table);
    settle(h);
}

/// Makes the person's next move by clicking, as a player would.
fn my_move(h: &mut Harness<'_, SevenfoldApp>) {
    let t = table(h);
    assert!(t.my_turn());
    let before = t.game().actions().len();
    common::window::click_sedma_choice(h);
    h.step();
    h.step();
    assert!(
        table(h).game().actions().len() > before,
        "the move was made"
    );
}

pub fn play_to_the_end(h: &mut Harness<'_, SevenfoldApp>) {
    for _ in 0..400 {
        settle(h);
        if table(h).game().is_over() {
            h.run_steps(3);
            return;
        }
        if table(h).shows_hand_summary() {
            h.get_by_label("Next hand").click();
            h.step();
            continue;
        }
        my_move(h);
    }
    panic!("the match did not end");
}

/// Clicks the page's "Export as CSV", reads where it says the file went (a new file in the data
/// folder's exports) and returns the file.
fn export_csv(h: &mut Harness<'static, SevenfoldApp>, dir: &Path, what: &str) -> String {
    h.get_by_label("Export as CSV").click();
    h.run_steps(3);
    let said = h.get_by_label_contains("Saved as ");
    let said = said.accesskit_node();
    let said = said
        .label()
        .or(said.value())
        .unwrap_or_default()
        .to_string();
    let path = std::path::PathBuf::from(&said["Saved as ".len()..]);
    assert!(path.starts_with(dir.join("exports")), "{said}");
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with(&format!("sevenfold-{what}-")) && name.ends_with(".csv"),
        "{name}"
    );
    std::fs::read_to_string(&path).unwrap()
}

#[test]
fn a_finished_match_is_listed_replayed_and_counted() {
    let dir = TempDir::new("ui-history");
    prepare(dir.path(), 2, MatchEnd::FixedHands(1));
    let mut h = app_in(dir.path(), 11);
    assert!(!h.state().offers_resume());
    start_game(&mut h);
    assert!(
        stored(&mut h, dir.path()).autosave_path().exists(),
        "the match is saved from its start"
    );
    play_to_the_end(&mut h);
    let store = stored(&mut h, dir.path());
    assert!(
        !store.autosave_path().exists(),
        "the finished match's save is gone"
    );
    let history = store.history().unwrap().value;
    assert_eq!(history.len(), 1);
    let entry = &history[0];
    assert_eq!(entry.hands.len(), 1);
    assert_eq!(
        entry.all_actions::<Sedma>().unwrap(),
        table(&h).game().actions().to_vec()
    );

    // The history lists it; opening it shows the score sheet and the hand at the deal.
    h.get_by_label("History").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::History);
    // Its hands save as CSV into the data folder's exports, as the command line writes them.
    let csv = export_csv(&mut h, dir.path(), "history");
    assert_eq!(csv, store.history_csv(None).unwrap().value);
    h.get_by_label(&row_text(entry, &sevenfold::store::Profiles::first_run()))
        .click();
    h.run_steps(3);
    assert_eq!(
        h.state().history().position(),
        Some((entry.id.as_str(), 0, 0))
    );
    h.get_by_label("Score sheet");
    h.get_by_label_contains("The deal.");
    let moves = entry.hands[0].actions.split_whitespace().count();
    h.get_by_label(&format!("Move 0 of {moves}"));

    // Forward and back, by button and by key.
    h.get_by_label("Next move").click();
    h.run_steps(3);
    assert_eq!(h.state().history().position().unwrap().2, 1);
    h.get_by_label(&format!("Move 1 of {moves}"));
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(3);
    assert_eq!(h.state().history().position().unwrap().2, 2);
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(3);
    assert_eq!(h.state().history().position().unwrap().2, 1);
    h.get_by_label("Previous move").click();
    h.run_steps(3);
    assert_eq!(h.state().history().position().unwrap().2, 0);
    h.key_press(egui::Key::End);
    h.run_steps(3);
    assert_eq!(h.state().history().position().unwrap().2, moves);
    h.get_by_label_contains("Hand over:");

    // The statistics count the match and its hand.
    h.get_by_label("Statistics").click();
    h.run_steps(3);
    let stats = h.state().statistics().clone();
    assert_eq!(stats.groups.len(), 1);
    let g = &stats.groups[0];
    assert_eq!((g.players, g.matches, g.hands), (2, 1, 1));
    assert_eq!(g.matches_won + g.matches_lost, 1);
    h.get_by_label("Matches played");
    h.get_by_label("Longest winning streak");
    let csv = export_csv(&mut h, dir.path(), "statistics");
    assert_eq!(csv, store.stats_csv(None).unwrap().value);
    assert_eq!(csv.lines().count(), 2, "a header and the hand: {csv}");

    // Resetting asks first; cancelling keeps everything.
    h.get_by_label("Reset statistics…").click();
    h.run();
    assert!(h.state().asks_reset());
    h.get_by_label("Cancel").click();
    h.run_steps(3);
    assert!(!h.state().asks_reset());
    assert_eq!(h.state().statistics().groups.len(), 1);
    assert!(
        stored(&mut h, dir.path())
            .stats()
            .unwrap()
            .value
            .groups
            .len()
            == 1
    );

    // Confirming resets them and keeps a backup; the history stays.
    h.get_by_label("Reset statistics…").click();
    h.run();
    h.get_by_label("Reset statistics").click();
    h.run_steps(3);
    assert!(h.state().statistics().groups.is_empty());
    h.get_by_label_contains("Statistics were reset");
    let backups: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("stats-backup-"))
        .collect();
    assert_eq!(backups.len(), 1);
    assert_eq!(stored(&mut h, dir.path()).history().unwrap().value.len(), 1);
}

#[test]
fn a_match_in_progress_is_resumed_exactly() {
    let dir = TempDir::new("ui-resume");
    prepare(dir.path(), 4, MatchEnd::Target(10));
    let (actions, totals, my_hand, scene) = {
        let mut h = app_in(dir.path(), 5);
        start_game(&mut h);
        for _ in 0..3 {
            settle(&mut h);
            my_move(&mut h);
        }
        settle(&mut h);
        let t = table(&h);
        (
            t.game().actions().to_vec(),
            t.game().totals().to_vec(),
            t.game().hand().view(t.me()),
            t.scene().clone(),
        )
    };
    let saved = Store::at(dir.path()).load_match().unwrap().value.unwrap();
    assert_eq!(
        saved.rebuild_as::<Sedma>().unwrap().actions(),
        &actions[..],
        "every action was saved"
    );

    let mut h = app_in(dir.path(), 6);
    h.run_steps(3);
    assert!(h.state().offers_resume());
    h.get_by_label_contains("Resume it where it stopped");
    h.get_by_label("Resume").click();
    h.run_steps(3);
    assert!(!h.state().offers_resume());
    assert_eq!(h.state().screen(), Screen::Table);
    settle(&mut h);
    let t = table(&h);
    assert_eq!(t.game().actions(), &actions[..]);
    assert_eq!(t.game().totals(), &totals[..]);
    assert_eq!(t.game().hand().view(t.me()), my_hand);
    assert_eq!(t.scene(), &scene);

    // Play goes on, and is saved under the same match.
    my_move(&mut h);
    settle(&mut h);
    h.state_mut().flush_saves();
    let again = stored(&mut h, dir.path())
        .load_match()
        .unwrap()
        .value
        .unwrap();
    assert_eq!(again.id, saved.id);
    assert_eq!(
        again.rebuild_as::<Sedma>().unwrap().actions(),
        table(&h).game().actions()
    );
}

#[test]
fn leaving_the_saved_match_forgets_it_and_the_history_keeps_it_abandoned() {
    let dir = TempDir::new("ui-discard");
    prepare(dir.path(), 2, MatchEnd::Target(10));
    {
        let mut h = app_in(dir.path(), 7);
        start_game(&mut h);
        my_move(&mut h);
    }
    let mut h = app_in(dir.path(), 8);
    h.run_steps(3);
    assert!(h.state().offers_resume());
    h.get_by_label("Leave it").click();
    h.run_steps(3);
    assert!(!h.state().offers_resume());
    assert_eq!(h.state().screen(), Screen::Start);
    assert!(!stored(&mut h, dir.path()).autosave_path().exists());
    let history = stored(&mut h, dir.path()).history().unwrap().value;
    assert_eq!(history.len(), 1, "the left match is in the history");
    assert!(history[0].abandoned);
    drop(h);
    let mut h = app_in(dir.path(), 9);
    h.run_steps(3);
    assert!(!h.state().offers_resume());
}

/// A match left for a new game is recorded as abandoned: listed in the history as such, and
/// counted apart in the statistics, neither won nor lost.
#[test]
fn a_match_left_for_a_new_game_is_recorded_as_abandoned() {
    let dir = TempDir::new("ui-abandon");
    prepare(dir.path(), 2, MatchEnd::Target(10));
    let mut h = app_in(dir.path(), 7);
    start_game(&mut h);
    my_move(&mut h);
    settle(&mut h);
    let totals = table(&h).game().totals().to_vec();
    h.get_by_label("New game").click();
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    h.get_by_label("Start a new game?");
    h.get_by_label("Start new game").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Table);
    let history = stored(&mut h, dir.path()).history().unwrap().value;
    assert_eq!(history.len(), 1);
    assert!(history[0].abandoned);
    assert_eq!(history[0].totals, totals);
    h.get_by_label("History").click();
    h.run_steps(3);
    h.get_by_label_contains("abandoned at");
    h.get_by_label("Statistics").click();
    h.run_steps(3);
    let stats = h.state().statistics().groups[0].clone();
    assert_eq!(
        (stats.matches, stats.matches_abandoned, stats.matches_lost),
        (0, 1, 0)
    );
    h.get_by_label("Matches abandoned");
}

#[test]
fn settings_are_kept_between_runs() {
    let dir = TempDir::new("ui-settings");
    prepare(dir.path(), 2, MatchEnd::Target(10));
    {
        let mut h = app_in(dir.path(), 1);
        assert_eq!(h.state().settings().sedma.players, 2);
        h.get_by_label("Play Sedma").click();
        h.run();
        h.get_by_label("3 — each for themselves").click();
        h.run();
        // North's seat gets an expert.
        h.get_by(|n| n.role() == Role::ComboBox && n.label().as_deref() == Some("North"))
            .click();
        h.run();
        h.get_by_label("Computer (Expert)").click();
        h.run();
        h.get_by_label("Start game").click();
        h.run_steps(3);
    }
    let s = Store::at(dir.path()).load_settings().unwrap().value;
    assert_eq!(s.sedma.players, 3);
    let expected = vec![
        store::Player::Bot(store::Level::Expert),
        // The others keep the level the settings give the computer players.
        store::Player::Bot(store::Level::Easy),
        store::Player::DEFAULT_PERSON,
    ];
    assert_eq!(s.seats, expected);
    assert_eq!(s.animation, store::AnimationSpeed::Instant);
    let saved = Store::at(dir.path()).load_match().unwrap().value.unwrap();
    assert_eq!(
        saved.players, expected,
        "the match is played by the seats chosen"
    );
    let h = app_in(dir.path(), 2);
    assert_eq!(h.state().settings().sedma.players, 3);
    assert_eq!(h.state().settings().seats_for(3), expected);
}

#[test]
fn a_damaged_file_is_reported_and_the_app_carries_on() {
    let dir = TempDir::new("ui-damaged");
    std::fs::write(
        Store::at(dir.path()).settings_path(),
        "(version: 1, players: [[[",
    )
    .unwrap();
    let mut h = app_in(dir.path(), 3);
    h.run_steps(3);
    assert_eq!(h.state().warnings().len(), 1);
    let text = h.state().warnings()[0].clone();
    assert!(text.contains("settings.ron"), "{text}");
    assert!(
        text.contains("kept as"),
        "it says where the copy is: {text}"
    );
    h.get_by_label_contains("kept as");
    // Worded again when the language changes, though it was found before the first frame.
    h.get_by_label("Language").click();
    h.run_steps(3);
    h.get_by_label("Čeština").click();
    h.run_steps(3);
    let czech = h.state().warnings()[0].clone();
    assert!(
        czech.contains("nejde přečíst") && czech.contains("uschovaný jako"),
        "{czech}"
    );
    h.get_by_label("Jazyk").click();
    h.run_steps(3);
    h.get_by_label("English").click();
    h.run_steps(3);
    h.get_by_label("Dismiss").click();
    h.run_steps(3);
    assert!(h.state().warnings().is_empty());
    start_game(&mut h);
    my_move(&mut h);
}

/// A disk that does not answer never holds the table up: the person and the bots play on
/// while every write waits, and once the disk answers the save holds the newest position.
#[test]
fn a_stalled_disk_never_holds_the_table_up() {
    let dir = TempDir::new("ui-stalled-disk");
    prepare(dir.path(), 2, MatchEnd::FixedHands(1));
    let mut h = app_in(dir.path(), 17);
    let (open, gate) = std::sync::mpsc::channel::<()>();
    let gate = std::sync::Mutex::new(gate);
    h.state_mut().pace_writes(Box::new(move || {
        let _ = gate.lock().unwrap().recv();
    }));
    start_game(&mut h);
    let start = table(&h).game().actions().len();
    for _ in 0..3 {
        my_move(&mut h);
        settle(&mut h);
    }
    let played = table(&h).game().actions().to_vec();
    assert!(played.len() >= start + 6, "both sides played on");
    assert!(
        h.state().writes_waiting() >= 1,
        "the writes wait for the disk"
    );
    assert!(
        !Store::at(dir.path()).autosave_path().exists(),
        "nothing reached the disk yet"
    );
    drop(open);
    h.state_mut().flush_saves();
    let saved = Store::at(dir.path()).load_match().unwrap().value.unwrap();
    let resumed = saved.rebuild_as::<Sedma>().unwrap();
    assert_eq!(resumed.actions(), played, "the newest position is saved");
    assert!(
        h.state().warnings().is_empty(),
        "{:?}",
        h.state().warnings()
    );
}

/// The statistics page draws each group: the share of matches won over the last ten after each
/// match, the hands' points as a histogram holding every hand, the matches won against each
/// opposition; the game filter keeps one game's groups.
#[test]
fn the_statistics_page_draws_results_points_and_opponents() {
    use crate::store_common::{play_and_file, play_and_record, record_match, short};
    use sevenfold::games::all_fours::{AllFours, AllFoursOptions};
    use sevenfold::ui::stats_chart::{WINDOW, moving_share};

    let dir = TempDir::new("ui-stats-charts");
    let store = Store::at(dir.path());
    // The first Sedma match is a file of a release before the database, so that its date
    // can be moved: it finished long ago, for the periods (the window brings it in).
    let old = play_and_file(&store, short(2), 0);
    for seed in 1..12 {
        play_and_record(&store, short(2), seed);
    }
    for seed in 0..3 {
        record_match::<AllFours>(&store, AllFoursOptions::for_players(2), seed);
    }
    // A four-player match: the person's partner is a computer.
    play_and_record(&store, short(4), 40);
    let file = dir.path().join("history").join(old.file_name());
    let text = std::fs::read_to_string(&file).unwrap();
    let text = text.replace(&old.finished, "2020-01-01T00:00:00.000Z");
    std::fs::write(&file, text).unwrap();
    let mut h = app_in(dir.path(), 3);
    h.get_by_label("Statistics").click();
    h.run_steps(3);
    let stats = h.state().statistics().clone();
    assert_eq!(stats.groups.len(), 3, "{stats:?}");
    let figure = |h: &Harness<'static, SevenfoldApp>, prefix: &str| -> Vec<String> {
        h.query_all_by(|n| {
            n.role() == Role::Figure && n.label().is_some_and(|l| l.starts_with(prefix))
        })
        .map(|n| n.accesskit_node().label().unwrap_or_default().to_string())
        .collect()
    };
    let results = figure(&h, "Chart of the share of matches won");
    assert_eq!(results.len(), 2, "one per group of two matches or more");
    for g in &stats.groups {
        assert_eq!(g.results.len() as u32, g.matches);
        let shares: Vec<String> = moving_share(&g.results)
            .iter()
            .map(u32::to_string)
            .collect();
        let want = format!(
            "over the last {WINDOW} matches, after each match: {}%.",
            shares.join(", ")
        );
        assert!(
            g.matches < 2 || results.iter().any(|r| r.ends_with(&want)),
            "{results:?} lacks {want}"
        );
        // The histogram is drawn from every hand (Sedma's bars are added up below), and every
        // result from a seating.
        assert_eq!(g.hand_points.len() as u32, g.hands);
        let played: u32 = g.against.iter().map(|a| a.matches).sum();
        let won: u32 = g.against.iter().map(|a| a.won).sum();
        assert_eq!((played, won), (g.matches, g.matches_won));
    }
    let prefix = "Card points per hand, hands counted, as a chart: ";
    let mut drawn: Vec<u32> = figure(&h, prefix)
        .iter()
        .map(|points| {
            points[prefix.len()..]
                .trim_end_matches('.')
                .split("; ")
                .map(|b| b.rsplit_once(": ").unwrap().1.parse::<u32>().unwrap())
                .sum()
        })
        .collect();
    let mut hands: Vec<u32> = stats
        .groups
        .iter()
        .filter(|g| g.game == "sedma")
        .map(|g| g.hands)
        .collect();
    drawn.sort_unstable();
    hands.sort_unstable();
    assert_eq!(drawn, hands, "each Sedma histogram holds its group's hands");
    assert_eq!(figure(&h, "Chart of the matches won by seating").len(), 3);
    let four = stats.groups.iter().find(|g| g.players == 4).unwrap();
    let seating = format!(
        "Computers (Expert), partnered by a computer: {} of 1",
        four.matches_won
    );
    h.get_by_label(&seating);

    // One game at a time.
    h.get_by_label("All Fours").click();
    h.run_steps(3);
    assert_eq!(figure(&h, "Chart of the share of matches won").len(), 1);
    assert!(
        h.query_by_label("Sedma, 2 players, standard rules")
            .is_none()
    );
    h.get_by_label("All games").click();
    h.run_steps(3);
    assert_eq!(figure(&h, "Chart of the share of matches won").len(), 2);

    // The last week leaves out the match of 2020; all matches count it again.
    let sedma = |h: &Harness<'static, SevenfoldApp>| {
        let stats = h.state().statistics();
        stats
            .groups
            .iter()
            .find(|g| g.game == "sedma")
            .unwrap()
            .matches
    };
    assert_eq!(sedma(&h), 12);
    h.get_by_label("the last 7 days").click();
    h.run_steps(3);
    assert_eq!(sedma(&h), 11);
    h.get_by_label("all matches").click();
    h.run_steps(3);
    assert_eq!(sedma(&h), 12);
}

/// Every label's text in the window's order.
fn label_texts(h: &Harness<'static, SevenfoldApp>) -> Vec<String> {
    h.query_all_by_role(Role::Label)
        .map(|n| common::window::node_text(&n))
        .collect()
}

/// The figure shown beside each row named `key`, in the page's order.
fn figures_after(texts: &[String], key: &str) -> Vec<String> {
    texts
        .windows(2)
        .filter(|w| w[0] == key)
        .map(|w| w[1].clone())
        .collect()
}

/// A three-sided match reads as three numbers in the history; the statistics count a deal by
/// the points the sheet shows (a deal tied for the most is neither won nor lost, and won,
/// lost and tied add up to the deals played); a group with no finished match has no win rate.
#[test]
fn the_history_and_statistics_count_every_side_and_every_deal_as_the_sheet_does() {
    use crate::store_common::{record_match, seats_for};
    use sevenfold::games::all_fours::{AllFours, AllFoursOptions};
    use sevenfold::store::SavedMatch;

    // A three-player match with a deal the person tied for the most.
    let o = AllFoursOptions::for_players(3);
    let tied = |gp: &[i32]| gp[0] > 0 && gp[0] == gp[1].max(gp[2]);
    let (dir, entry) = (0..200u64)
        .find_map(|seed| {
            let dir = TempDir::new("ui-three-sides");
            let store = Store::at(dir.path());
            record_match::<AllFours>(&store, o, seed);
            let entry = store.history().unwrap().value.remove(0);
            let found = entry.hands.iter().any(|h| tied(&h.score.game_points));
            found.then_some((dir, entry))
        })
        .expect("a match with a deal tied for the most");
    // A two-player match left after its first deal: abandoned, so nothing finished.
    let store = Store::at(dir.path());
    let two = AllFoursOptions::for_players(2);
    let mut m = sevenfold::engine::Match::<AllFours>::new(two, 9).unwrap();
    let mut saved = SavedMatch::start(&m, seats_for(2));
    crate::store_common::play_some(&mut m, 9, 20);
    assert!(!m.records().is_empty() && !m.is_over(), "left after a deal");
    saved.update(&m);
    store.save_match(&saved).unwrap();
    store.abandon_match(&saved, &m).unwrap();
    assert_eq!(store.history().unwrap().value.len(), 2);
    let mut h = app_in(dir.path(), 3);
    h.get_by_label("History").click();
    h.run_steps(3);
    let t = &entry.totals;
    let row = h
        .query_all_by_label_contains(&format!("You {}", t[0]))
        .map(|n| n.accesskit_node().label().unwrap_or_default().to_string())
        .find(|l| l.contains("All Fours, 3 players"))
        .expect("the three-player match's row");
    for (side, total) in t.iter().enumerate() {
        assert!(
            row.contains(&format!(" {total}")),
            "side {side}'s {total} in {row}"
        );
    }

    h.get_by_label("Statistics").click();
    h.run_steps(3);
    let texts = label_texts(&h);
    let three = h
        .state()
        .statistics()
        .groups
        .iter()
        .find(|g| g.players == 3)
        .unwrap()
        .clone();
    let count = |f: fn(i32, i32) -> bool| {
        entry
            .hands
            .iter()
            .filter(|h| {
                let gp = &h.score.game_points;
                f(gp[0], gp[1].max(gp[2]))
            })
            .count()
    };
    let (won, lost, even) = (
        count(|a, b| a > b),
        count(|a, b| a < b),
        count(|a, b| a == b),
    );
    assert!(even > 0);
    assert_eq!(won + lost + even, entry.hands.len());
    for (key, n) in [
        ("Deals won", won),
        ("Deals lost", lost),
        ("Deals tied for the most points", even),
    ] {
        assert!(
            figures_after(&texts, key).contains(&n.to_string()),
            "{key} {n}: {texts:?}"
        );
    }
    assert_eq!(
        (three.hands_won, three.hands_lost, three.hands_tied),
        (won as u32, lost as u32, even as u32)
    );
    // The abandoned match's group: no finished match, so no rate (not "0%").
    let groups = h.state().statistics().groups.clone();
    let rates = figures_after(&texts, "Win rate");
    assert_eq!(rates.len(), groups.len(), "{rates:?}");
    let unfinished = groups.iter().position(|g| g.matches == 0).unwrap();
    assert_eq!(rates[unfinished], "—");
}

/// A finished match's end is not closed by the key that moves on within a match, and offers
/// *Play again*: a new match with the same players and options, dealt afresh, while the
/// finished one is in the history.
#[test]
fn a_finished_match_offers_to_play_again() {
    let dir = TempDir::new("ui-play-again");
    prepare(dir.path(), 2, MatchEnd::FixedHands(1));
    let mut h = app_in(dir.path(), 12);
    start_game(&mut h);
    let first = table(&h).game().seed();
    play_to_the_end(&mut h);
    assert!(table(&h).game().is_over());
    assert!(table(&h).shows_hand_summary(), "the match's end is up");
    for key in [egui::Key::Enter, egui::Key::Space] {
        h.key_press(key);
        h.run_steps(3);
        assert!(
            table(&h).shows_hand_summary(),
            "{key:?} left the match's end up"
        );
    }
    // Beside the menu's New game, the summary's own, and Play again.
    assert_eq!(h.query_all_by_label("New game").count(), 2);
    h.get_by_label("Play again");
    // Closed on purpose, the end leaves both under the table.
    h.get_by_label("Close").click();
    h.run_steps(3);
    assert!(!table(&h).shows_hand_summary());
    h.get_by_label_contains("Play again with the same players");
    assert_eq!(h.query_all_by_label("New game").count(), 2);
    h.get_by_label("Play again").click();
    h.run_steps(3);
    settle(&mut h);
    let t = table(&h);
    assert_eq!(h.state().screen(), Screen::Table);
    assert!(!t.game().is_over(), "a new match");
    assert_ne!(t.game().seed(), first, "dealt afresh");
    assert_eq!(t.game().config().match_end, MatchEnd::FixedHands(1));
    assert_eq!(t.names().players, 2);
    let store = stored(&mut h, dir.path());
    assert_eq!(
        store.history().unwrap().value.len(),
        1,
        "the first match is kept"
    );
    assert!(
        store.autosave_path().exists(),
        "the new match is saved from its start"
    );
}

/// From a table the rules page opens on the game played there.
#[test]
fn the_rules_open_on_the_game_at_the_table() {
    use crate::ui_keyboard::started;
    let dir = TempDir::new("ui-rules-game");
    let mut h = started(dir.path(), sevenfold::registry::GameKind::SevensFromHell, 4);
    h.get_by_label("Rules").click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::Rules);
    assert_eq!(
        h.state().rules_game(),
        sevenfold::registry::GameKind::SevensFromHell
    );
}
