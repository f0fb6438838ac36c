//! All Fours matches in the store: saved after every action and rebuilt equal, recorded in the
//! history and rechecked on load, counted in the statistics, exported hand by hand as scenarios
//! that replay to their result, listed by the command line; damaged files are set aside. Files
//! written before the store knew All Fours still load.
#![allow(clippy::unwrap_used)]

use crate::store_common;

use crate::store_common::{TempDir, play_some, record_match, run, seats_for};
use sevenfold::engine::{Game, Match};
use sevenfold::games::all_fours::{AllFours, AllFoursOptions};
use sevenfold::games::sedma::Sedma;
use sevenfold::registry::{GameSetup, Scenario};
use sevenfold::store::{AnyMatch, HistoryEntry, SavedMatch, export_hand, split_hands};
use sevenfold::ui::persist::Persist;
use std::path::Path;

fn opts(players: u8) -> AllFoursOptions {
    AllFoursOptions::for_players(players)
}

fn with_variant(players: u8, name: &str) -> AllFoursOptions {
    let mut o = opts(players);
    o.apply_variant(name).unwrap();
    o
}

/// The options the tests play: every player count and the variants that change the log's
/// shape (no discards, a single deal, revokes allowed, gifts to several parties).
fn variety() -> Vec<AllFoursOptions> {
    vec![
        opts(2),
        opts(3),
        opts(4),
        with_variant(2, "keep-all-after-run"),
        with_variant(3, "foster-discard"),
        with_variant(4, "single-deal"),
        with_variant(2, "seed-revoke"),
        with_variant(3, "gift-to-each-opponent"),
        with_variant(4, "run-dealer-and-eldest-only"),
    ]
}

fn same_match(a: &Match<AllFours>, b: &Match<AllFours>) {
    assert_eq!(a.hand(), b.hand(), "the deal in play");
    assert_eq!(a.start(), b.start());
    assert_eq!(a.records(), b.records());
    assert_eq!(a.totals(), b.totals());
    assert_eq!(a.actions(), b.actions());
    assert_eq!(a.winner(), b.winner());
}

#[test]
fn saved_after_every_action_and_rebuilt_equal() {
    let dir = TempDir::new("af-autosave");
    let store = dir.store();
    for (i, o) in [opts(2), opts(4), with_variant(3, "keep-all-after-run")]
        .into_iter()
        .enumerate()
    {
        let seed = 300 + i as u64;
        let mut m = Match::<AllFours>::new(o, seed).unwrap();
        let mut saved = SavedMatch::start(&m, seats_for(o.players as usize));
        let mut rng = sevenfold::cards::rng_from_seed(seed);
        let mut discards = 0;
        while !m.is_over() {
            let a = m.hand().random_action(&mut rng).unwrap();
            discards += usize::from(m.hand().discarding());
            m.apply(a).unwrap();
            saved.update(&m);
            store.save_match(&saved).unwrap();
            let loaded = store.load_match().unwrap();
            assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
            let back = loaded.value.unwrap();
            assert_eq!(back, saved);
            let AnyMatch::AllFours(r) = back.rebuild().unwrap() else {
                panic!("an All Fours save rebuilds an All Fours match");
            };
            same_match(&r, &m);
        }
        if o.players == 2 && i == 0 {
            assert!(discards > 0, "the log held discards, read back as discards");
        }
        let text = std::fs::read_to_string(store.autosave_path()).unwrap();
        assert!(text.contains("game: AllFours("), "{text}");
        let any = saved.rebuild().unwrap();
        assert_eq!(any.game_title(), "All Fours");
        assert_eq!(any.game_name(), "all-fours");
        assert_eq!(any.players(), o.players as usize);
        assert!(any.is_over());
        assert_eq!(any.hands_played(), m.records().len());
        assert_eq!(any.totals(), m.totals());
        let totals: Vec<String> = m.totals().iter().map(i32::to_string).collect();
        assert_eq!(any.totals_text(), totals.join(" : "));
        assert_eq!(sevenfold::ui::games::match_goal(&any), "first to 7 points");
        let e = saved.rebuild_as::<Sedma>().err().unwrap().to_string();
        assert!(e.contains("All Fours") && e.contains("not of Sedma"), "{e}");
        store.finish_match(&saved, &m).unwrap();
        assert!(store.load_match().unwrap().value.is_none());
    }
    assert_eq!(store.history().unwrap().value.len(), 3);
}

#[test]
fn split_hands_agrees_with_match_replay() {
    let mut all = Vec::new();
    for players in 2..=4 {
        all.extend(AllFoursOptions::every_variant(players));
    }
    for o in all {
        for seed in 0..6 {
            let mut m = Match::<AllFours>::new(o, seed).unwrap();
            play_some(&mut m, seed, 3000);
            let hands = split_hands::<AllFours>(&o, seed, m.actions()).unwrap();
            let records: Vec<_> = hands.iter().filter_map(|h| h.record.clone()).collect();
            assert_eq!(records, m.records(), "{o:?} seed {seed}");
            let all: Vec<_> = hands.iter().flat_map(|h| h.actions.clone()).collect();
            assert_eq!(all, m.actions());
            let last = hands.last().unwrap();
            let mut hand = last.dealt;
            for &a in &last.actions {
                hand.apply(a).unwrap();
            }
            assert_eq!(&hand, m.hand(), "the last hand replays to the match's");
        }
    }
}

#[test]
fn finished_matches_are_recorded_and_rechecked() {
    let dir = TempDir::new("af-history");
    let store = dir.store();
    let mut recorded = Vec::new();
    for (i, o) in variety().into_iter().enumerate() {
        recorded.push(record_match::<AllFours>(&store, o, 40 + i as u64));
        std::thread::sleep(std::time::Duration::from_millis(3));
    }
    // Loading decodes and checks every entry against its own log.
    let h = store.history().unwrap();
    assert!(h.warnings.is_empty(), "{:?}", h.warnings);
    assert_eq!(h.value.len(), recorded.len());
    for (e, (saved, m)) in h.value.iter().zip(recorded.iter().rev()) {
        assert_eq!(e.id, saved.id);
        assert_eq!(e.game_name, "all-fours");
        assert_eq!(e.game, GameSetup::AllFours(*m.config()));
        let variants: Vec<String> = m
            .config()
            .variant_names()
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(e.variants, variants);
        assert_eq!(e.seat_count(), m.config().players as usize);
        assert_eq!(Some(e.winner), m.winner());
        assert_eq!(e.totals, m.totals());
        assert_eq!(e.hands.len(), m.records().len());
        for (row, rec) in e.hands.iter().zip(m.records()) {
            assert_eq!(row.score, rec.score);
            assert_eq!(row.start, rec.start);
        }
        assert_eq!(e.all_actions::<AllFours>().unwrap(), m.actions());
        assert!(e.all_actions::<Sedma>().is_err());
        assert_eq!(e.human_side(), Some(0));
        assert_eq!(e.info().title, "All Fours");
    }
    // The same match is recorded once.
    let (saved, m) = &recorded[0];
    let entry = HistoryEntry::from_match(saved, m).unwrap();
    assert!(store.append_history(&entry).is_err());
    // A save of another match is refused.
    let other = Match::<AllFours>::new(opts(2), 999).unwrap();
    let e = HistoryEntry::from_match(&SavedMatch::start(&other, seats_for(2)), m).unwrap_err();
    assert!(e.to_string().contains("another match"), "{e}");
}

#[test]
fn statistics_count_all_fours_by_its_own_points() {
    let dir = TempDir::new("af-stats");
    let store = dir.store();
    for seed in 0..4 {
        record_match::<AllFours>(&store, opts(2), seed);
    }
    record_match::<AllFours>(&store, opts(4), 10);
    store_common::play_and_record(&store, store_common::short(2), 11);
    let history = store.history().unwrap().value;
    let stats = store.stats().unwrap();
    assert!(stats.warnings.is_empty());
    let groups = &stats.value.groups;
    assert_eq!(groups.len(), 3, "{groups:?}");
    let two = groups
        .iter()
        .find(|g| g.game == "all-fours" && g.players == 2)
        .unwrap();
    assert_eq!(two.matches, 4);
    assert_eq!(two.game_title(), "All Fours");
    let mine: Vec<&HistoryEntry> = history
        .iter()
        .filter(|e| e.game_name == "all-fours" && e.seat_count() == 2)
        .collect();
    let won = mine.iter().filter(|e| e.winner == 0).count() as u32;
    assert_eq!(two.matches_won, won);
    let hands: usize = mine.iter().map(|e| e.hands.len()).sum();
    assert_eq!(two.hands as usize, hands);
    // All Fours counts the points the person's side made in each deal, not the Game count.
    let points: i32 = mine
        .iter()
        .flat_map(|e| e.hands.iter().map(|h| h.score.game_points[0]))
        .sum();
    assert!((two.average_points - f64::from(points) / hands as f64).abs() < 1e-9);
    let best = two.best_hand.as_ref().unwrap();
    assert!(best.game_points > 0);
    let four = groups
        .iter()
        .find(|g| g.game == "all-fours" && g.players == 4)
        .unwrap();
    assert_eq!(four.matches, 1);
    let sedma = groups.iter().find(|g| g.game == "sedma").unwrap();
    assert_eq!(sedma.matches, 1);
}

#[test]
fn every_exported_deal_replays_to_its_result() {
    let dir = TempDir::new("af-export");
    let store = dir.store();
    for (i, o) in variety().into_iter().enumerate() {
        record_match::<AllFours>(&store, o, 70 + i as u64);
    }
    let mut exported = 0;
    let mut with_runs = 0;
    for e in &store.history().unwrap().value {
        for hand in 1..=e.hands.len() {
            let scenario = export_hand(e, hand).unwrap();
            assert!(matches!(scenario.game, GameSetup::AllFours(_)));
            assert_eq!(scenario.deal.leader, None, "eldest leads in All Fours");
            if scenario.deal.stock.0.len() > 1 {
                with_runs += 1;
            }
            // Through text, as `sevenfold replay` reads it.
            let text = scenario.to_ron().unwrap();
            let parsed = Scenario::from_ron(&text).unwrap();
            let replay = parsed.replay().unwrap();
            assert!(replay.passed(), "{text}\n{:?}", replay.expectations);
            exported += 1;
        }
        let past = export_hand(e, e.hands.len() + 1).unwrap_err().to_string();
        assert!(past.contains("choose a hand from 1"), "{past}");
    }
    assert!(exported >= 30, "only {exported} deals");
    assert!(with_runs >= 5, "only {with_runs} deals with a run");
}

/// Finds a match whose log has a deal abandoned for a short stock, and exports that deal.
#[test]
fn an_abandoned_deal_exports_too() {
    let dir = TempDir::new("af-abandoned");
    let store = dir.store();
    let o = with_variant(4, "keep-all-after-run");
    let seed = (0..400u64)
        .find(|&s| {
            let mut m = Match::<AllFours>::new(o, s).unwrap();
            play_some(&mut m, s ^ 0xabcd ^ 0x5eed, 5000);
            m.records()
                .iter()
                .any(|r| r.score.why.starts_with("deal abandoned"))
        })
        .expect("some match has an abandoned deal");
    let (saved, _) = record_match::<AllFours>(&store, o, seed);
    let entry = store.find_match(saved.id.as_str()).unwrap().value;
    let hands = entry.split::<AllFours>().unwrap();
    let abandoned: Vec<usize> = hands
        .iter()
        .enumerate()
        .filter(|(_, h)| {
            h.record
                .as_ref()
                .is_some_and(|r| r.score.why.starts_with("deal abandoned"))
        })
        .map(|(i, _)| i + 1)
        .collect();
    assert!(!abandoned.is_empty());
    for hand in abandoned {
        let scenario = export_hand(&entry, hand).unwrap();
        let replay = scenario.replay().unwrap();
        assert!(replay.passed(), "{:?}", replay.expectations);
    }
}

/// Damaged All Fours files are moved aside with a message; the rest stays usable.
#[test]
fn damaged_all_fours_files_are_set_aside() {
    let dir = TempDir::new("af-damage");
    let store = dir.store();
    // Files of a release before the database: damage can only reach files.
    for seed in 0..3 {
        store_common::file_match::<AllFours>(&store, opts(2), seed);
    }
    let mut files: Vec<_> = std::fs::read_dir(store.history_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    // Same syntax, another total: the log disagrees.
    let text = std::fs::read_to_string(&files[0]).unwrap();
    let at = text.find("totals: [").unwrap() + "totals: [".len();
    let first = at + text[at..].find(|c: char| c.is_ascii_digit()).unwrap();
    let lie = format!("{}1{}", &text[..first], &text[first..]);
    std::fs::write(&files[0], lie).unwrap();
    // The game's name does not fit its settings.
    let text = std::fs::read_to_string(&files[1]).unwrap();
    std::fs::write(
        &files[1],
        text.replacen("game_name: \"all-fours\"", "game_name: \"sedma\"", 1),
    )
    .unwrap();
    let h = store.history().unwrap();
    assert_eq!(h.value.len(), 1);
    assert_eq!(h.warnings.len(), 2, "{:?}", h.warnings);
    let all: String = h.warnings.iter().map(|w| w.to_string() + "\n").collect();
    assert!(all.contains("does not match its action log"), "{all}");
    assert!(all.contains("names the game 'sedma'"), "{all}");
    assert!(all.contains(".corrupt-"), "{all}");
    assert_eq!(store.stats().unwrap().value.groups[0].matches, 1);

    // An autosave with an action that is not legal where it stands.
    let mut m = Match::<AllFours>::new(opts(3), 5).unwrap();
    play_some(&mut m, 5, 12);
    let mut saved = SavedMatch::start(&m, seats_for(3));
    saved.update(&m);
    store.save_match(&saved).unwrap();
    let path = store.autosave_path();
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replacen("actions: \"", "actions: \"give ", 1)).unwrap();
    let l = store.load_match().unwrap();
    assert!(l.value.is_none());
    let w = l.warnings[0].to_string();
    assert!(
        w.contains("action 1 ('give') cannot be played") && w.contains(".corrupt-"),
        "{w}"
    );
    // A save whose player list does not fit the game.
    store.save_match(&saved).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replacen("players: 3", "players: 2", 1)).unwrap();
    let l = store.load_match().unwrap();
    assert!(l.value.is_none());
    let w = l.warnings[0].to_string();
    assert!(w.contains("3 players for a 2-player game"), "{w}");
}

/// Files written before the store knew All Fours load and check as before.
#[test]
fn sedma_files_of_the_first_format_still_load() {
    let dir = TempDir::new("af-old-files");
    let store = dir.store();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/store_fixtures");
    std::fs::create_dir_all(store.history_dir()).unwrap();
    std::fs::copy(
        fixtures.join("sedma-history-v1.ron"),
        store.history_dir().join("20261121-090719-5a0e26.ron"),
    )
    .unwrap();
    std::fs::copy(
        fixtures.join("sedma-autosave-v1.ron"),
        store.autosave_path(),
    )
    .unwrap();
    let h = store.history().unwrap();
    assert!(h.warnings.is_empty(), "{:?}", h.warnings);
    let e = &h.value[0];
    assert_eq!(e.game_name, "sedma");
    assert_eq!(e.variants, vec!["osmova".to_string()]);
    for (i, row) in e.hands.iter().enumerate() {
        assert_eq!(
            row.start.hand as usize,
            i + 1,
            "hands are numbered on reading"
        );
    }
    assert!(!e.all_actions::<Sedma>().unwrap().is_empty());
    export_hand(e, 1).unwrap();
    let saved = store.load_match().unwrap();
    assert!(saved.warnings.is_empty(), "{:?}", saved.warnings);
    let m = saved.value.unwrap().rebuild().unwrap();
    assert_eq!(m.game_name(), "sedma");
    assert_eq!(m.actions_played(), 40);
    let stats = store.stats().unwrap().value;
    assert_eq!(stats.groups.len(), 1);
    assert_eq!(stats.groups[0].players, 3);
}

/// The window's link saves an All Fours match after each action, offers it for resuming, and
/// records it when it ends.
#[test]
fn the_window_link_keeps_all_fours_matches() {
    let dir = TempDir::new("af-persist");
    let store = dir.store();
    let (mut persist, _, pending) = Persist::open(store.clone());
    assert!(pending.is_none());
    let mut m = Match::<AllFours>::new(opts(2), 8).unwrap();
    persist.started(&m, seats_for(2), false);
    play_some(&mut m, 8, 15);
    assert!(persist.track(&m).is_none());
    persist.flush();
    // The next run: the first window has closed (and let the folder go).
    drop(persist);
    let (mut again, _, pending) = Persist::open(store.clone());
    let pending = pending.expect("the match is offered for resuming");
    assert_eq!(pending.game.game_title(), "All Fours");
    let resumed = pending.game.get::<AllFours>().unwrap();
    same_match(resumed, &m);
    again.resumed(pending.saved, resumed);
    // A Sedma match at another table is not this save's to write.
    let sedma = Match::<Sedma>::new(store_common::short(2), 1).unwrap();
    assert!(again.track(&sedma).is_none());
    let mut rng = sevenfold::cards::rng_from_seed(3);
    let mut entry = None;
    while !m.is_over() {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
        entry = again.track(&m).or(entry);
    }
    let entry = entry.expect("the finished match is recorded");
    assert_eq!(entry.game_name, "all-fours");
    again.flush();
    assert!(again.warnings().is_empty(), "{:?}", again.warnings());
    assert!(store.load_match().unwrap().value.is_none());
    assert_eq!(store.history().unwrap().value.len(), 1);
}

#[test]
fn the_command_line_lists_counts_and_exports_all_fours() {
    let dir = TempDir::new("af-cli");
    let store = dir.store();
    let (saved, _) = record_match::<AllFours>(&store, with_variant(2, "target-10"), 3);
    store_common::play_and_record(&store, store_common::short(2), 4);
    let (code, out, err) = run(dir.path(), &["history", "--game", "all-fours"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(
        out.contains(saved.id.as_str()) && out.contains("all-fours 2p, target-10"),
        "{out}"
    );
    let (_, out, _) = run(dir.path(), &["history", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json.as_array().unwrap().len(), 2);

    let (code, out, err) = run(dir.path(), &["stats", "--game", "all-fours"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("all-fours, 2 players, target-10"), "{out}");
    assert!(out.contains("average points per deal"), "{out}");
    let (_, out, _) = run(dir.path(), &["stats", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(json["groups"][0]["average_points"].is_number(), "{out}");

    let (code, out, err) = run(dir.path(), &["export", saved.id.as_str(), "--hand", "1"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("AllFours("), "{out}");
    let file = dir.path().join("deal.ron");
    std::fs::write(&file, &out).unwrap();
    let replay = std::process::Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .arg("replay")
        .arg(&file)
        .output()
        .unwrap();
    let report = String::from_utf8(replay.stdout).unwrap();
    assert_eq!(replay.status.code(), Some(0), "{out}\n{report}");
    assert!(report.contains("checks passed"), "{report}");
}

/// A statistics backup written before the field was renamed still loads.
#[test]
fn an_old_statistics_backup_still_reads() {
    let old = r#"(
        version: 1,
        reset_at: "2026-01-01T00:00:00.000Z",
        statistics: (
            counted_since: None,
            groups: [(
                game: "sedma", players: 2, variants: [], matches: 1, matches_won: 1,
                matches_lost: 0, win_rate: 1.0, longest_winning_streak: 1, hands: 2,
                hands_won: 2, hands_lost: 0, average_card_points: 61.5, best_hand: None,
            )],
        ),
    )"#;
    let dir = TempDir::new("af-backup");
    let path = dir.path().join("stats-backup.ron");
    std::fs::write(&path, old).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let b: sevenfold::store::StatsBackup = ron::from_str(&text).unwrap();
    assert_eq!(b.statistics.groups[0].average_points, 61.5);
}
