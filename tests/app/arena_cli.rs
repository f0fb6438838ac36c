//! The `arena` command through the real binary.

#![allow(clippy::unwrap_used)]

use std::process::Command;

fn arena(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .arg("arena")
        .args(args)
        .output()
        .unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = arena(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn json_report_has_the_fields() {
    let r = json(&[
        "--game",
        "sedma",
        "--players",
        "2",
        "--a",
        "rule",
        "--b",
        "random",
        "--hands",
        "6",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(r["hands"], 6);
    for field in [
        "win_rate_a",
        "ci95_low",
        "ci95_high",
        "move_ms_p50_a",
        "move_ms_p99_a",
        "move_ms_p50_b",
        "move_ms_p99_b",
        "mean_card_points_a",
        "mean_card_points_b",
        "mean_game_points_a",
        "mean_game_points_b",
    ] {
        assert!(r[field].is_number(), "{field} missing in {r}");
    }
    let rate = r["win_rate_a"].as_f64().unwrap();
    let (lo, hi) = (
        r["ci95_low"].as_f64().unwrap(),
        r["ci95_high"].as_f64().unwrap(),
    );
    assert!(lo <= rate && rate <= hi && 0.0 <= lo && hi <= 1.0);
    let wins =
        r["wins_a"].as_u64().unwrap() + r["wins_b"].as_u64().unwrap() + r["ties"].as_u64().unwrap();
    assert_eq!(wins, 6);
}

#[test]
fn threads_do_not_change_the_result() {
    let base = [
        "--players",
        "4",
        "--a",
        "flatmc:5",
        "--b",
        "easy",
        "--hands",
        "6",
        "--seed",
        "9",
        "--json",
    ];
    let one = json(&[&base[..], &["--threads", "1"]].concat());
    let three = json(&[&base[..], &["--threads", "3"]].concat());
    for field in [
        "wins_a",
        "wins_b",
        "ties",
        "win_rate_a",
        "mean_card_points_a",
        "moves_a",
    ] {
        assert_eq!(one[field], three[field], "{field}");
    }
}

#[test]
fn text_report_names_the_bots() {
    let out = arena(&[
        "--a",
        "ismcts:50",
        "--b",
        "random",
        "--hands",
        "2",
        "--seed",
        "1",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("A = ismcts:50, B = random"), "{text}");
    assert!(text.contains("95 % interval"), "{text}");
}

#[test]
fn bad_arguments_are_explained() {
    let cases: &[(&[&str], &str)] = &[
        (&["--a", "wizard", "--b", "rule"], "unknown bot 'wizard'"),
        (&["--a", "rule", "--b", "ismcts:0"], "above 0"),
        (
            &["--a", "rule", "--b", "rule", "--hands", "0"],
            "--hands must be at least 1",
        ),
        (
            &["--a", "rule", "--b", "rule", "--game", "chess"],
            "unknown game 'chess'",
        ),
        (&["--a", "rule", "--b", "rule", "--players", "5"], "player"),
        (
            &["--a", "rule", "--b", "rule", "--threads", "0"],
            "--threads",
        ),
        (
            &["--a", "rule", "--b", "rule", "--variant", "nonsense"],
            "nonsense",
        ),
    ];
    for (args, message) in cases {
        let out = arena(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
    // A missing bot is refused by the argument parser (also status 2).
    let out = arena(&["--a", "rule"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn all_fours_tables_of_two_three_and_four() {
    for (players, a, b) in [
        ("2", "rule", "random"),
        ("3", "ismcts:30", "easy"),
        ("4", "flatmc:3", "rule"),
    ] {
        let r = json(&[
            "--game",
            "all-fours",
            "--players",
            players,
            "--a",
            a,
            "--b",
            b,
            "--hands",
            "4",
            "--seed",
            "5",
            "--json",
        ]);
        assert_eq!(r["game"], "all-fours");
        assert_eq!(r["hands"], 4);
        let wins = r["wins_a"].as_u64().unwrap()
            + r["wins_b"].as_u64().unwrap()
            + r["ties"].as_u64().unwrap();
        assert_eq!(wins, 4, "{r}");
        assert!(r["moves_a"].as_u64().unwrap() > 0 && r["moves_b"].as_u64().unwrap() > 0);
        // Game counts: at most 80 counting values are in a deal.
        let counted =
            r["mean_card_points_a"].as_f64().unwrap() + r["mean_card_points_b"].as_f64().unwrap();
        assert!((0.0..=80.0).contains(&counted), "{r}");
    }
    // Swapped seatings of the same deals: a bot against itself scores exactly half.
    let r = json(&[
        "--game",
        "all-fours",
        "--a",
        "rule",
        "--b",
        "rule",
        "--hands",
        "20",
        "--seed",
        "8",
        "--json",
    ]);
    assert_eq!(r["win_rate_a"], 0.5);
    let out = arena(&[
        "--game",
        "all-fours",
        "--a",
        "rule",
        "--b",
        "rule",
        "--variant",
        "osmova",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("osmova"));
}

/// `--keep DIR` writes every hand played as a scenario file that replays and can be reviewed.
#[test]
fn kept_hands_replay_and_are_reviewed() {
    let dir = std::env::temp_dir().join(format!("sevenfold-arena-keep-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = arena(&[
        "--game",
        "sedma",
        "--players",
        "2",
        "--a",
        "rule",
        "--b",
        "random",
        "--hands",
        "2",
        "--seed",
        "5",
        "--keep",
        dir.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let names: Vec<_> = files
        .iter()
        .map(|f| f.file_name().unwrap().to_owned())
        .collect();
    assert_eq!(names, ["hand-00001.ron", "hand-00002.ron"]);
    for file in &files {
        for command in ["replay", "review"] {
            let out = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
                .arg(command)
                .arg(file)
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{command} {}: {}",
                file.display(),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--matches N` plays whole matches to the target, seats swapped on the same deals, and
/// reports the match win rate with its interval beside the hands' figures.
#[test]
fn whole_matches_are_played_and_reported() {
    let r = json(&[
        "--game",
        "all-fours",
        "--a",
        "rule",
        "--b",
        "random",
        "--matches",
        "6",
        "--seed",
        "11",
        "--json",
    ]);
    let m = &r["matches"];
    assert_eq!(m["matches"], 6, "{r}");
    let count = |k: &str| m[k].as_u64().unwrap();
    assert_eq!(count("wins_a") + count("wins_b") + count("ties"), 6);
    let rate = m["win_rate_a"].as_f64().unwrap();
    assert!(m["ci95_low"].as_f64().unwrap() <= rate && rate <= m["ci95_high"].as_f64().unwrap());
    // A match to seven points takes more than one deal, and every one of them is counted.
    let hands = r["hands"].as_u64().unwrap();
    assert!(m["mean_hands"].as_f64().unwrap() > 1.0);
    assert!((m["mean_hands"].as_f64().unwrap() * 6.0 - hands as f64).abs() < 1e-6);
    // The same seed plays the same matches.
    let again = json(&[
        "--game",
        "all-fours",
        "--a",
        "rule",
        "--b",
        "random",
        "--matches",
        "6",
        "--seed",
        "11",
        "--threads",
        "2",
        "--json",
    ]);
    assert_eq!(again["matches"], r["matches"]);
    let out = arena(&["--a", "rule", "--b", "random", "--matches", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--matches"));
}

/// The omniscient player (it sees every card) plays in the arena, and beats the rules of
/// thumb by far: the ceiling the other bots are measured against.
#[test]
fn the_omniscient_player_sits_in_the_arena_only() {
    let r = json(&[
        "--game",
        "sevens-from-hell",
        "--players",
        "4",
        "--a",
        "omniscient",
        "--b",
        "rule",
        "--hands",
        "6",
        "--seed",
        "2",
        "--json",
    ]);
    assert_eq!(r["bot_a"], "omniscient");
    assert!(r["win_rate_a"].as_f64().unwrap() >= 0.8, "{r}");
}

/// Told to see every card only at some kinds of decision, the omniscient player plays as the
/// expert elsewhere; a kind the game does not have is a clear error.
#[test]
fn the_omniscient_player_can_see_at_some_decisions_only() {
    let r = json(&[
        "--game",
        "all-fours",
        "--a",
        "omniscient:200@discard,card",
        "--b",
        "random",
        "--hands",
        "2",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(r["bot_a"], "omniscient:200@discard,card");
    assert_eq!(r["hands"], 2, "{r}");
    let out = arena(&[
        "--game",
        "all-fours",
        "--a",
        "omniscient@bids",
        "--b",
        "rule",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("'bids'") && err.contains("bid, discard, card"),
        "{err}"
    );
}
