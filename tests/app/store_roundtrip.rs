//! The store keeps what it is given: settings, the match in progress (rebuilt by replay into an
//! equal state), the history, statistics with their reset, and hands exported as scenarios.
#![allow(clippy::unwrap_used)]

use crate::store_common;

use crate::store_common::{TempDir, play_and_record, play_some, short};
use sevenfold::cards::PackStyle;
use sevenfold::engine::Match;
use sevenfold::games::all_fours::AllFoursOptions;
use sevenfold::games::sedma::{Sedma, SedmaOptions};
use sevenfold::registry::GameKind;
use sevenfold::store::{
    AnimationSpeed, DATA_DIR_ENV, Level, MatchId, SavedMatch, Settings, export_hand, split_hands,
};

#[test]
fn settings_round_trip() {
    let dir = TempDir::new("settings");
    let store = dir.store();
    let first = store.load_settings().unwrap();
    assert_eq!(
        first.value,
        Settings::default(),
        "no file gives the defaults"
    );
    assert!(first.warnings.is_empty());

    let mut sedma = SedmaOptions::for_players(4);
    sedma.apply_variant("osmova-trick-points").unwrap();
    sedma.pack = PackStyle::French;
    let mut all_fours = AllFoursOptions::for_players(4);
    all_fours.trump_anytime = true;
    let s = Settings {
        game: GameKind::AllFours,
        sedma,
        all_fours,
        animation: AnimationSpeed::Fast,
        bots: Level::Expert,
        zoom: Some(125),
        ..Settings::default()
    };
    store.save_settings(&s).unwrap();
    let back = store.load_settings().unwrap();
    assert!(back.warnings.is_empty());
    assert_eq!(back.value, s);
    let text = std::fs::read_to_string(store.settings_path()).unwrap();
    assert!(text.contains("version: 2"), "{text}");
    assert!(text.contains("bot_level: Expert"), "{text}");
    assert!(text.contains("last_game: \"all-fours\""), "{text}");
    assert!(text.contains("zoom_percent: 125"), "{text}");
}

/// A settings file written by the release before version 2 (Sedma's player count and pack at
/// the top level) loads with every choice kept.
#[test]
fn settings_of_version_1_load_unchanged() {
    let dir = TempDir::new("settings-v1");
    let store = dir.store();
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/store_fixtures/settings-v1.ron");
    std::fs::copy(fixture, store.settings_path()).unwrap();
    let s = store.load_settings().unwrap();
    assert!(s.warnings.is_empty(), "{:?}", s.warnings);
    let s = s.value;
    assert_eq!(s.game, GameKind::AllFours);
    assert_eq!((s.sedma.players, s.sedma.pack), (3, PackStyle::French));
    assert!(s.sedma.osmova);
    assert_eq!(s.all_fours.players, 4);
    assert!(s.all_fours.trump_anytime);
    assert_eq!(s.animation, AnimationSpeed::Slow);
    assert_eq!(s.bots, Level::Expert);
    assert_eq!(s.zoom, Some(125));
}

/// A game this build does not know (a file from a newer one) gives the first game; options
/// that cannot be played give playable ones; a size out of range is brought into it.
#[test]
fn settings_out_of_range_are_made_usable() {
    let dir = TempDir::new("settings-range");
    let store = dir.store();
    std::fs::write(
        store.settings_path(),
        "(version: 2, last_game: \"no-such-game\", sedma: (players: 9), zoom_percent: 900)",
    )
    .unwrap();
    let s = store.load_settings().unwrap();
    assert!(s.warnings.is_empty(), "{:?}", s.warnings);
    assert_eq!(s.value.game, GameKind::default());
    assert!(s.value.sedma.validate().is_ok(), "{:?}", s.value.sedma);
    assert_eq!(s.value.zoom, Some(300));
}

#[test]
fn settings_missing_fields_take_defaults() {
    let dir = TempDir::new("settings-partial");
    let store = dir.store();
    std::fs::write(store.settings_path(), "(version: 1, players: 3)").unwrap();
    let s = store.load_settings().unwrap();
    assert!(s.warnings.is_empty());
    assert_eq!(s.value.sedma.players, 3);
    assert_eq!(s.value.bots, Level::Normal);
}

#[test]
fn settings_version_0_is_migrated() {
    let dir = TempDir::new("settings-v0");
    let store = dir.store();
    // Version 0 had no version field and chose bots by kind.
    let v0 = r#"(
        last_game: "sedma",
        players: 4,
        deck: French,
        sedma: (players: 4, osmova: true),
        animation_speed: Slow,
        bot: "random",
    )"#;
    std::fs::write(store.settings_path(), v0).unwrap();
    let s = store.load_settings().unwrap();
    assert!(s.warnings.is_empty(), "{:?}", s.warnings);
    assert_eq!(s.value.version, 2);
    assert_eq!(s.value.sedma.players, 4);
    assert_eq!(s.value.sedma.pack, PackStyle::French);
    assert!(s.value.sedma.osmova);
    assert_eq!(s.value.animation, AnimationSpeed::Slow);
    assert_eq!(s.value.bots, Level::Easy, "the random bot becomes easy");
    // Migration happens on read; the file is rewritten only when the settings are saved.
    store.save_settings(&s.value).unwrap();
    let text = std::fs::read_to_string(store.settings_path()).unwrap();
    assert!(
        text.contains("version: 2") && !text.contains("bot:"),
        "{text}"
    );
}

#[test]
fn autosave_resume_rebuilds_an_equal_state() {
    let dir = TempDir::new("autosave");
    let store = dir.store();
    assert!(store.load_match().unwrap().value.is_none());
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3)] {
        let opts = SedmaOptions::for_players(players);
        let mut m = Match::<Sedma>::new(opts, seed).unwrap();
        let mut saved = SavedMatch::start(&m, store_common::players_for(&opts));
        // Stop in the middle of a hand, after a few hands have been scored.
        play_some(&mut m, seed, 57);
        saved.update(&m);
        store.save_match(&saved).unwrap();

        let loaded = store.load_match().unwrap();
        assert!(loaded.warnings.is_empty());
        let back = loaded.value.unwrap();
        assert_eq!(back, saved);
        let r = back.rebuild_as::<Sedma>().unwrap();
        assert_eq!(r.hand(), m.hand(), "the hand in play");
        assert_eq!(r.start(), m.start());
        assert_eq!(r.records(), m.records());
        assert_eq!(r.totals(), m.totals());
        assert_eq!(r.actions(), m.actions());
        assert_eq!(r.winner(), m.winner());
    }
    store.discard_match().unwrap();
    assert!(store.load_match().unwrap().value.is_none());
}

#[test]
fn match_ids_are_printable_and_distinct() {
    let now = sevenfold::store::Stamp::now();
    let ids: std::collections::HashSet<String> = (0..200).map(|_| MatchId::new(now).0).collect();
    assert!(ids.len() >= 199, "ids collide: {}", ids.len());
    for id in &ids {
        assert!(MatchId(id.clone()).is_valid(), "{id}");
        assert_eq!(id.len(), "20261121-070320-3fa9c1".len(), "{id}");
    }
}

#[test]
fn history_round_trip_newest_first() {
    let dir = TempDir::new("history");
    let store = dir.store();
    let mut recorded = Vec::new();
    for seed in 0..5 {
        let (saved, m) = play_and_record(&store, short(2 + (seed % 3) as u8), seed);
        assert!(
            store.load_match().unwrap().value.is_none(),
            "autosave dropped"
        );
        recorded.push((saved, m));
        // Finish times have millisecond resolution; keep them apart.
        std::thread::sleep(std::time::Duration::from_millis(3));
    }
    let h = store.history().unwrap();
    assert!(h.warnings.is_empty());
    assert_eq!(h.value.len(), 5);
    for (e, (saved, m)) in h.value.iter().zip(recorded.iter().rev()) {
        assert_eq!(e.id, saved.id);
        assert_eq!(e.seed, m.seed());
        assert_eq!(e.totals, m.totals());
        assert_eq!(Some(e.winner), m.winner());
        assert_eq!(e.hands.len(), m.records().len());
        for (row, rec) in e.hands.iter().zip(m.records()) {
            assert_eq!(row.score, rec.score);
            assert_eq!(row.totals, rec.totals);
        }
        assert_eq!(e.all_actions::<Sedma>().unwrap(), m.actions());
        assert_eq!(e.players, saved.players);
    }
    let one = store.find_match(&recorded[2].0.id.0[..]).unwrap();
    assert_eq!(one.value.id, recorded[2].0.id);
}

#[test]
fn a_match_is_recorded_once() {
    let dir = TempDir::new("dup");
    let store = dir.store();
    let (saved, m) = play_and_record(&store, short(2), 9);
    let entry = sevenfold::store::HistoryEntry::from_match(&saved, &m).unwrap();
    let e = store.append_history(&entry).unwrap_err();
    assert!(e.to_string().contains("already in the history"), "{e}");
    assert_eq!(store.history().unwrap().value.len(), 1);
}

#[test]
fn split_hands_agrees_with_match_replay() {
    let mut variants = Vec::new();
    for players in 2..=4u8 {
        variants.push(SedmaOptions::for_players(players));
    }
    let mut burn = SedmaOptions::for_players(4);
    burn.apply_variant("burn-hand").unwrap();
    burn.apply_variant("burn-a").unwrap();
    variants.push(burn);
    let mut pass = SedmaOptions::for_players(3);
    pass.apply_variant("three-32-pass").unwrap();
    variants.push(pass);
    let mut king = SedmaOptions::for_players(3);
    king.apply_variant("king-of-hearts").unwrap();
    variants.push(king);
    for opts in variants {
        for seed in 0..15 {
            let mut m = Match::<Sedma>::new(opts, seed).unwrap();
            play_some(&mut m, seed, 2000);
            let hands = split_hands::<Sedma>(&opts, seed, m.actions()).unwrap();
            let records: Vec<_> = hands.iter().filter_map(|h| h.record.clone()).collect();
            assert_eq!(records, m.records(), "{opts:?} seed {seed}");
            let all: Vec<_> = hands.iter().flat_map(|h| h.actions.clone()).collect();
            assert_eq!(all, m.actions());
        }
    }
}

#[test]
fn every_exported_hand_replays_to_its_result() {
    let dir = TempDir::new("export");
    let store = dir.store();
    let mut burn = short(4);
    burn.apply_variant("burn-hand").unwrap();
    burn.apply_variant("burn-c").unwrap();
    let mut osmova = short(3);
    osmova.apply_variant("osmova").unwrap();
    let mut fixed = SedmaOptions::for_players(2);
    fixed.match_end = sevenfold::games::sedma::MatchEnd::FixedHands(3);
    for (i, opts) in [short(2), short(3), burn, osmova, fixed]
        .into_iter()
        .enumerate()
    {
        play_and_record(&store, opts, 100 + i as u64);
    }
    let history = store.history().unwrap().value;
    let mut exported = 0;
    for e in &history {
        for hand in 1..=e.hands.len() {
            let scenario = export_hand(e, hand).unwrap();
            // Through text, as `sevenfold replay` reads it.
            let text = scenario.to_ron().unwrap();
            let parsed = sevenfold::registry::Scenario::from_ron(&text).unwrap();
            let replay = parsed.replay().unwrap();
            assert!(replay.passed(), "{}\n{:?}", text, replay.expectations);
            assert_eq!(replay.expectations.mismatches.len(), 0);
            exported += 1;
        }
        let e0 = export_hand(e, 0).unwrap_err().to_string();
        assert!(e0.contains("choose a hand from 1"), "{e0}");
        let past = export_hand(e, e.hands.len() + 1).unwrap_err().to_string();
        assert!(past.contains("choose a hand from 1"), "{past}");
    }
    assert!(exported >= 10, "only {exported} hands");
}

#[test]
fn statistics_follow_the_history_and_reset_keeps_it() {
    let dir = TempDir::new("stats");
    let store = dir.store();
    for seed in 0..6 {
        play_and_record(&store, short(2), seed);
    }
    play_and_record(&store, short(4), 50);
    let history = store.history().unwrap().value;
    let stats = store.stats().unwrap();
    assert!(stats.warnings.is_empty());
    let stats = stats.value;
    assert_eq!(stats.counted_since, None);
    assert_eq!(stats.groups.len(), 2, "{stats:?}");
    let two = stats.groups.iter().find(|g| g.players == 2).unwrap();
    assert_eq!(two.matches, 6);
    let two_player: Vec<_> = history.iter().filter(|e| e.seat_count() == 2).collect();
    let won = two_player.iter().filter(|e| e.winner == 0).count() as u32;
    assert_eq!(two.matches_won, won);
    assert_eq!(two.matches_lost, 6 - won);
    assert!((two.win_rate - f64::from(won) / 6.0).abs() < 1e-9);
    let hands: usize = two_player.iter().map(|e| e.hands.len()).sum();
    assert_eq!(two.hands as usize, hands);
    assert!(two.hands_won + two.hands_lost <= two.hands);
    let points: i32 = two_player
        .iter()
        .flat_map(|e| e.hands.iter().map(|h| h.score.card_points[0]))
        .sum();
    assert!((two.average_points - f64::from(points) / hands as f64).abs() < 1e-9);
    // The longest streak, counted by hand from the oldest match.
    let mut chrono = two_player.clone();
    chrono.reverse();
    let (mut run, mut best) = (0, 0);
    for e in chrono {
        run = if e.winner == 0 { run + 1 } else { 0 };
        best = best.max(run);
    }
    assert_eq!(two.longest_winning_streak, best);
    let b = two.best_hand.as_ref().unwrap();
    let max_gp = two_player
        .iter()
        .flat_map(|e| e.hands.iter().map(|h| h.score.game_points[0]))
        .max()
        .unwrap();
    assert_eq!(b.game_points, max_gp);

    let reset = store.reset_stats().unwrap().value;
    assert!(reset.backup.exists());
    let after = store.stats().unwrap().value;
    assert_eq!(after.counted_since.as_deref(), Some(reset.at.as_str()));
    assert!(after.groups.is_empty(), "{after:?}");
    assert_eq!(store.history().unwrap().value.len(), 7, "history is kept");
    let backup = std::fs::read_to_string(&reset.backup).unwrap();
    assert!(backup.contains("matches: 6"), "{backup}");

    std::thread::sleep(std::time::Duration::from_millis(3));
    play_and_record(&store, short(2), 77);
    let again = store.stats().unwrap().value;
    assert_eq!(again.groups.len(), 1);
    assert_eq!(again.groups[0].matches, 1);
}

/// The folder can come from the environment; `--data-dir` wins over it. (A child process,
/// since changing this process's environment would race with the other tests.)
#[test]
fn data_dir_from_the_environment() {
    let dir = TempDir::new("env");
    let store = dir.store();
    play_and_record(&store, short(2), 5);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .arg("history")
        .env(DATA_DIR_ENV, dir.path())
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let id = &store.history().unwrap().value[0].id;
    assert!(text.contains(id.as_str()), "{text}");
    let other = TempDir::new("env-other");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .args(["history", "--data-dir"])
        .arg(other.path())
        .env(DATA_DIR_ENV, dir.path())
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("No finished matches"), "{text}");
}

/// A hand that ends at the deal (four of a rank held) has no actions; its export is the deal
/// alone, and the replay finds the same burn.
#[test]
fn a_hand_burned_at_the_deal_exports_too() {
    let dir = TempDir::new("export-burn");
    let store = dir.store();
    let mut opts = short(4);
    opts.apply_variant("burn-hand").unwrap();
    let seed = (0..50_000u64)
        .find(|&s| !Match::<Sedma>::new(opts, s).unwrap().records().is_empty())
        .expect("some deal burns");
    let (saved, _) = play_and_record(&store, opts, seed);
    let entry = store.find_match(saved.id.as_str()).unwrap().value;
    assert!(entry.hands[0].actions.is_empty());
    let scenario = export_hand(&entry, 1).unwrap();
    assert!(scenario.actions.is_empty());
    let replay = scenario.replay().unwrap();
    assert!(replay.passed(), "{:?}", replay.expectations);
    assert!(replay.facts["burn"].is_object(), "the replay sees the burn");
}

#[test]
fn a_save_of_another_match_is_refused() {
    let a = Match::<Sedma>::new(short(2), 1).unwrap();
    let mut b = Match::<Sedma>::new(short(2), 2).unwrap();
    play_some(&mut b, 2, 10_000);
    let saved = SavedMatch::start(&a, store_common::two_players());
    let e = sevenfold::store::HistoryEntry::from_match(&saved, &b).unwrap_err();
    assert!(e.to_string().contains("another match"), "{e}");
}

/// A hint asked in a hand is kept with the save, marked on that hand in the history, and
/// counted in the statistics; a save without the field (older files) has no hinted hands.
#[test]
fn hands_played_with_hints_are_recorded_and_counted() {
    let dir = TempDir::new("hints");
    let store = dir.store();
    let opts = short(2);
    let mut m = Match::<Sedma>::new(opts, 12).unwrap();
    let mut saved = sevenfold::store::SavedMatch::start(&m, store_common::two_players());
    saved.hint_used(1);
    saved.hint_used(1);
    let mut rng = sevenfold::cards::rng_from_seed(5);
    while !m.is_over() {
        let a = sevenfold::engine::Game::random_action(m.hand(), &mut rng).unwrap();
        m.apply(a).unwrap();
        saved.update(&m);
    }
    assert_eq!(saved.hinted_hands, vec![1], "once per hand");
    store.save_match(&saved).unwrap();
    let reloaded = store.load_match().unwrap().value.unwrap();
    assert_eq!(reloaded.hinted_hands, vec![1]);
    store.finish_match(&saved, &m).unwrap();
    let entry = store.history().unwrap().value.remove(0);
    assert!(entry.hands.len() > 1, "a match of several hands");
    let hinted: Vec<bool> = entry.hands.iter().map(|h| h.hinted).collect();
    assert!(hinted[0] && hinted[1..].iter().all(|h| !h), "{hinted:?}");
    let stats = sevenfold::store::Statistics::compute(&[entry], None, |p| p);
    assert_eq!(stats.groups[0].hands_with_hints, 1);

    let mut old = reloaded;
    old.hinted_hands.clear();
    let text = ron::to_string(&old).unwrap();
    assert!(
        !text.contains("hinted_hands"),
        "left out when empty: {text}"
    );
}
