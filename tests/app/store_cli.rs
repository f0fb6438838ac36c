//! `sevenfold history`, `stats` and `export` as a user runs them, with a temporary
//! `--data-dir`; an exported hand must pass `sevenfold replay`.
#![allow(clippy::unwrap_used)]

use crate::store_common::{TempDir, play_and_file, play_and_record, run, short};
use std::process::Command;

/// Four matches: three for two players, one for four with a variant. The first three are
/// recorded in the database, the fourth is a file of a release before it (which the first
/// command brings in).
fn populated(tag: &str) -> (TempDir, Vec<String>) {
    let dir = TempDir::new(tag);
    let store = dir.store();
    let mut ids = Vec::new();
    for seed in 0..3 {
        ids.push(play_and_record(&store, short(2), seed).0.id.0);
        std::thread::sleep(std::time::Duration::from_millis(3));
    }
    let mut four = short(4);
    four.apply_variant("burn-b").unwrap();
    ids.push(play_and_file(&store, four, 7).id.0);
    (dir, ids)
}

/// [`populated`] with every match a file of a release before the database (so that one
/// can be damaged).
fn populated_files(tag: &str) -> (TempDir, Vec<String>) {
    let dir = TempDir::new(tag);
    let store = dir.store();
    let mut ids = Vec::new();
    for seed in 0..3 {
        ids.push(play_and_file(&store, short(2), seed).id.0);
        std::thread::sleep(std::time::Duration::from_millis(3));
    }
    let mut four = short(4);
    four.apply_variant("burn-b").unwrap();
    ids.push(play_and_file(&store, four, 7).id.0);
    (dir, ids)
}

#[test]
fn history_on_an_empty_folder() {
    let dir = TempDir::new("cli-empty");
    let (code, out, err) = run(dir.path(), &["history"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, "No finished matches yet.\n");
    let (code, out, _) = run(dir.path(), &["history", "--json"]);
    assert_eq!(code, Some(0));
    assert_eq!(out.trim(), "[]");
    let (code, out, _) = run(dir.path(), &["stats"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("No finished matches"), "{out}");
}

#[test]
fn history_lists_newest_first() {
    let (dir, ids) = populated("cli-history");
    let (code, out, err) = run(dir.path(), &["history"]);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    for (line, id) in lines.iter().zip(ids.iter().rev()) {
        assert!(line.starts_with(id.as_str()), "{line} / {id}");
    }
    assert!(lines[0].contains("sedma 4p, burn-b"), "{}", lines[0]);
    assert!(out.contains("you won") || out.contains("you lost"), "{out}");

    let (code, out, _) = run(dir.path(), &["history", "--json"]);
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let rows = json.as_array().unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0]["id"], ids[3].as_str());
    assert_eq!(rows[0]["players"], 4);
    assert_eq!(rows[0]["variants"][0], "burn-b");
    assert_eq!(rows[3]["seats"][0], "you");

    let (_, out, _) = run(dir.path(), &["history", "--game", "sedma"]);
    assert_eq!(out.lines().count(), 4);
    let (_, out, _) = run(dir.path(), &["history", "--game", "all-fours"]);
    assert_eq!(out, "No finished matches yet.\n");
}

#[test]
fn stats_text_and_json() {
    let (dir, _) = populated("cli-stats");
    let (code, out, err) = run(dir.path(), &["stats"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("sedma, 2 players, basic rules"), "{out}");
    assert!(out.contains("sedma, 4 players, burn-b"), "{out}");
    assert!(out.contains("matches 3: won"), "{out}");
    assert!(out.contains("longest winning streak"), "{out}");
    assert!(out.contains("best hand:"), "{out}");

    let (code, out, _) = run(dir.path(), &["stats", "--json"]);
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let groups = json["groups"].as_array().unwrap();
    assert_eq!(groups.len(), 2);
    let two = groups.iter().find(|g| g["players"] == 2).unwrap();
    assert_eq!(two["matches"], 3);
    let won = two["matches_won"].as_u64().unwrap();
    assert_eq!(won + two["matches_lost"].as_u64().unwrap(), 3);
    let rate = two["win_rate"].as_f64().unwrap();
    assert!((rate - won as f64 / 3.0).abs() < 1e-9);
}

#[test]
fn exported_hands_pass_replay() {
    let (dir, ids) = populated("cli-export");
    let store = dir.store();
    for id in &ids {
        let entry = store.find_match(id).unwrap().value;
        for hand in 1..=entry.hands.len() {
            let (code, out, err) = run(dir.path(), &["export", id, "--hand", &hand.to_string()]);
            assert_eq!(code, Some(0), "{err}");
            assert!(out.contains("version: 1"), "{out}");
            let file = dir.path().join(format!("{id}-{hand}.ron"));
            std::fs::write(&file, &out).unwrap();
            let replay = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
                .arg("replay")
                .arg(&file)
                .output()
                .unwrap();
            let report = String::from_utf8(replay.stdout).unwrap();
            assert_eq!(
                replay.status.code(),
                Some(0),
                "{out}\n{report}\n{}",
                String::from_utf8_lossy(&replay.stderr)
            );
            assert!(report.contains("checks passed"), "{report}");
        }
    }
    // A unique beginning of the id is enough; hand 1 is the default.
    let (code, out, _) = run(dir.path(), &["export", &ids[3][..ids[3].len() - 2]]);
    assert_eq!(code, Some(0));
    assert!(out.contains("hand 1 of"), "{out}");
}

#[test]
fn export_errors_say_what_to_do() {
    let (dir, ids) = populated("cli-export-err");
    let (code, out, err) = run(dir.path(), &["export", "19991231-000000-000000"]);
    assert_eq!(code, Some(2));
    assert!(out.is_empty());
    assert!(err.contains("no match '19991231-000000-000000'"), "{err}");
    assert!(err.contains("sevenfold history"), "{err}");
    let (code, _, err) = run(dir.path(), &["export", &ids[0], "--hand", "999"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("choose a hand from 1 to"), "{err}");
    // Every id starts with the date: too short a beginning fits several.
    let (code, _, err) = run(dir.path(), &["export", &ids[0][..4]]);
    assert_eq!(code, Some(2));
    assert!(err.contains("fits several matches"), "{err}");
}

#[test]
fn damaged_history_file_is_reported_and_the_rest_listed() {
    let (dir, ids) = populated_files("cli-damaged");
    let bad = dir.path().join("history").join(format!("{}.ron", ids[1]));
    std::fs::write(&bad, "(version: 1, id: \"x\"").unwrap();
    let (code, out, err) = run(dir.path(), &["history"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out.lines().count(), 3, "{out}");
    // A command only reads (a window may be open on the folder): the file is left for the
    // window to set aside, and reported each time.
    assert!(
        err.contains("warning:") && err.contains("left untouched and skipped"),
        "{err}"
    );
    assert!(err.contains(&ids[1]), "{err}");
    assert!(bad.exists());
    let (code, _, err) = run(dir.path(), &["stats"]);
    assert_eq!(code, Some(0));
    assert!(err.contains(&ids[1]), "{err}");
}

/// A Sevens from Hell match whose two teams end level (seed 273 played with these random moves
/// ends 5965 : 5965) is kept with both winners: the history, the statistics of a person on each
/// team and the command line count it as a win for each.
#[test]
fn a_shared_win_counts_for_every_winner() {
    use sevenfold::cards::rng_from_seed;
    use sevenfold::engine::{Game, Match};
    use sevenfold::games::sevens_from_hell::{HellOptions, SevensFromHell};
    use sevenfold::store::{Level, Player, ProfileId, SavedMatch};

    let dir = TempDir::new("cli-shared-win");
    let store = dir.store();
    let mut m = Match::<SevensFromHell>::new(HellOptions::for_players(4), 273).unwrap();
    let players = vec![
        Player::DEFAULT_PERSON,
        Player::Person(ProfileId(7)),
        Player::Bot(Level::Normal),
        Player::Bot(Level::Normal),
    ];
    let mut saved = SavedMatch::start(&m, players);
    let mut rng = rng_from_seed(274);
    while !m.is_over() {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
        saved.update(&m);
    }
    assert_eq!(
        m.winners(),
        [0, 1],
        "the moves no longer end level ({:?}): find another seed",
        m.totals()
    );
    let entry = store.finish_match(&saved, &m).unwrap();
    assert_eq!((entry.winners.as_slice(), entry.winner), (&[0, 1][..], 0));
    let back = store.history().unwrap().value;
    assert!(
        back[0].won_by(0) && back[0].won_by(1),
        "{:?}",
        back[0].winners
    );

    let stats = store.stats().unwrap().value;
    assert_eq!(stats.groups.len(), 2, "one group per person");
    for g in &stats.groups {
        assert_eq!(
            (g.matches, g.matches_won, g.matches_lost),
            (1, 1, 0),
            "{g:?}"
        );
    }

    let (code, out, err) = run(dir.path(), &["history"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("North–South and East–West share the win"),
        "{out}"
    );
    assert!(out.contains("you shared the win"), "{out}");
    let (_, out, _) = run(dir.path(), &["history", "--json"]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json[0]["winners"].as_array().unwrap().len(), 2, "{json}");
    assert_eq!(json[0]["result"], "shared");
}

/// Splits CSV text into rows of fields, quotes undone (RFC 4180, as the export writes it).
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    rows
}

/// `history --csv` and `stats --csv` give a header row and a row per hand, and their numbers
/// are the history's: every hand's points and totals per side, and per group of the statistics
/// the hands, the hands won and lost and the average points, in each game.
#[test]
fn the_history_and_statistics_round_trip_through_csv() {
    use crate::store_common::record_match;
    use sevenfold::games::all_fours::{AllFours, AllFoursOptions};
    use sevenfold::games::sevens_from_hell::{HellOptions, SevensFromHell};
    use std::collections::BTreeMap;

    let (dir, _) = populated("cli-csv");
    let store = dir.store();
    record_match::<AllFours>(&store, AllFoursOptions::for_players(3), 5);
    record_match::<SevensFromHell>(&store, HellOptions::for_players(6), 8);
    let entries = store.history().unwrap().value;

    let (code, out, err) = run(dir.path(), &["history", "--csv"]);
    assert_eq!(code, Some(0), "{err}");
    let rows = parse_csv(&out);
    let header = &rows[0];
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let hands: usize = entries.iter().map(|e| e.hands.len()).sum();
    assert_eq!(rows.len(), 1 + hands, "a header and a row per hand");
    let mut rows = rows[1..].iter();
    for e in &entries {
        for (i, h) in e.hands.iter().enumerate() {
            let r = rows.next().unwrap();
            assert_eq!(r[col("match_id")], e.id.to_string());
            assert_eq!(r[col("game")], e.game_name);
            assert_eq!(r[col("hand")], (i + 1).to_string());
            for side in 0..3 {
                let k = side + 1;
                let want = |v: &[i32]| v.get(side).map(i32::to_string).unwrap_or_default();
                assert_eq!(
                    r[col(&format!("side_{k}_points"))],
                    want(&h.score.game_points)
                );
                assert_eq!(r[col(&format!("side_{k}_total"))], want(&h.totals));
                assert_eq!(
                    r[col(&format!("side_{k}_card_points"))],
                    want(&h.score.card_points)
                );
            }
        }
    }

    let (code, out, err) = run(dir.path(), &["stats", "--csv"]);
    assert_eq!(code, Some(0), "{err}");
    let rows = parse_csv(&out);
    let header = &rows[0];
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    // Per group (game, players, variants) as the statistics count it: hands, won, lost, points.
    type Group = (String, String, String);
    let mut groups: BTreeMap<Group, (u32, u32, u32, i64)> = BTreeMap::new();
    for r in &rows[1..] {
        let key = (
            r[col("game")].clone(),
            r[col("players")].clone(),
            r[col("variants")].clone(),
        );
        let g = groups.entry(key).or_default();
        g.0 += 1;
        g.1 += u32::from(r[col("hand_result")] == "won");
        g.2 += u32::from(r[col("hand_result")] == "lost");
        g.3 += r[col("points")].parse::<i64>().unwrap();
    }
    let stats = store.stats().unwrap().value;
    assert_eq!(groups.len(), stats.groups.len(), "{groups:?}");
    for s in &stats.groups {
        let key = (s.game.clone(), s.players.to_string(), s.variants.join(" "));
        let (hands, won, lost, points) = groups[&key];
        assert_eq!(
            (hands, won, lost),
            (s.hands, s.hands_won, s.hands_lost),
            "{key:?}"
        );
        let average = points as f64 / f64::from(hands);
        assert!((average - s.average_points).abs() < 1e-9, "{key:?}");
    }

    let (code, _, err) = run(dir.path(), &["stats", "--csv", "--json"]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("'--csv' cannot be used with '--json'"),
        "{err}"
    );
}
