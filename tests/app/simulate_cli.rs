//! `sevenfold simulate` as a user runs it: the real binary, its JSON report and its errors.

// Helpers outside #[test] functions unwrap too: a panic is the failure report here.
#![allow(clippy::unwrap_used)]

use serde_json::Value;
use std::process::{Command, Output};

fn simulate(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .arg("simulate")
        .args(args)
        .output()
        .expect("the sevenfold binary runs")
}

/// Runs a simulation that must succeed and returns its JSON report.
fn report(args: &[&str]) -> Value {
    let out = simulate(&[args, &["--json"]].concat());
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?} failed: {stderr}\n{stdout}");
    assert!(stderr.is_empty(), "{args:?} wrote to stderr: {stderr}");
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {stdout}"))
}

/// Runs a simulation that must be refused and returns its error message.
fn refused(args: &[&str]) -> String {
    let out = simulate(args);
    assert!(!out.status.success(), "{args:?} was accepted");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed a report");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn check_report(r: &Value, hands: u64, sides: usize) {
    assert_eq!(r["hands"], hands, "{r}");
    assert_eq!(r["invariant_failures"], 0, "{r}");
    assert!(r["failures"].as_array().unwrap().is_empty(), "{r}");
    assert!(r["hands_per_sec"].as_f64().unwrap() > 0.0, "{r}");
    assert!(r["seconds"].as_f64().unwrap() > 0.0, "{r}");
    assert!(r["actions_per_hand"].as_f64().unwrap() > 0.0, "{r}");
    assert_eq!(r["sides"].as_array().unwrap().len(), sides, "{r}");
    let wins: Vec<u64> = r["wins"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .collect();
    assert_eq!(wins.len(), sides, "{r}");
    let without = r["hands_without_winner"].as_u64().unwrap();
    assert!(
        wins.iter().sum::<u64>() + without >= hands,
        "every hand has a winner or is counted as without one: {r}"
    );
    assert_eq!(r["mean_card_points"].as_array().unwrap().len(), sides);
}

#[test]
fn standard_games_for_two_three_and_four_players() {
    for (players, sides) in [("2", 2), ("3", 3), ("4", 2)] {
        let r = report(&[
            "--game",
            "sedma",
            "--players",
            players,
            "--hands",
            "3000",
            "--seed",
            "7",
        ]);
        check_report(&r, 3000, sides);
        assert_eq!(r["game"], "sedma");
        assert_eq!(r["players"], players.parse::<u64>().unwrap());
        assert_eq!(r["seed"], 7);
        // Standard scoring: the sides' mean card points add up to 90.
        let mean: f64 = r["mean_card_points"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_f64().unwrap())
            .sum();
        assert!((mean - 90.0).abs() < 1e-9, "{players} players: {r}");
    }
}

#[test]
fn variants_and_strict_checks() {
    let cases: &[(&str, &[&str], usize)] = &[
        ("4", &["osmova", "burn-a"], 2),
        ("2", &["osmova-trick-points", "slovak"], 2),
        ("2", &["tricks-only", "burn-hand"], 2),
        ("3", &["king-of-leaves"], 3),
        ("3", &["three-32-pass"], 3),
        ("4", &["eight-beats-seven", "continue-only-when-losing"], 2),
    ];
    for (players, variants, sides) in cases {
        let mut args = vec![
            "--players",
            players,
            "--hands",
            "1500",
            "--seed",
            "11",
            "--strict",
        ];
        for v in *variants {
            args.extend(["--variant", v]);
        }
        let r = report(&args);
        check_report(&r, 1500, *sides);
        let listed: Vec<&str> = r["variants"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(listed, *variants);
        assert_eq!(r["strict"], true);
    }
}

#[test]
fn comma_separated_variants_are_accepted() {
    let r = report(&[
        "--players",
        "4",
        "--variant",
        "osmova,burn-b",
        "--hands",
        "500",
        "--seed",
        "1",
    ]);
    check_report(&r, 500, 2);
    assert_eq!(r["variants"], serde_json::json!(["osmova", "burn-b"]));
}

#[test]
fn the_same_seed_gives_the_same_hands() {
    let args = ["--players", "3", "--hands", "2000", "--seed", "42"];
    let a = report(&args);
    let b = report(&args);
    for key in [
        "wins",
        "mean_card_points",
        "actions_per_hand",
        "hands_without_winner",
    ] {
        assert_eq!(a[key], b[key], "{key}");
    }
    let c = report(&["--players", "3", "--hands", "2000", "--seed", "43"]);
    assert_ne!(a["mean_card_points"], c["mean_card_points"]);
}

#[test]
fn one_hand_replays_alone() {
    let r = report(&[
        "--players",
        "4",
        "--seed",
        "5",
        "--first-hand",
        "1234",
        "--hands",
        "1",
        "--strict",
    ]);
    check_report(&r, 1, 2);
    assert_eq!(r["first_hand"], 1234);
}

#[test]
fn the_text_report_reads_well() {
    let out = simulate(&["--players", "4", "--hands", "1000", "--seed", "3"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Sedma with 4 players, standard rules, seed 3"),
        "{text}"
    );
    assert!(text.contains("1,000 hands in"), "{text}");
    assert!(
        text.contains("North–South") && text.contains("East–West"),
        "{text}"
    );
    assert!(text.contains("Invariants held in every hand."), "{text}");
    assert!(out.stderr.is_empty(), "no progress bar on a pipe");
}

#[test]
fn all_fours_reports_deals_and_shared_best_scores() {
    let out = simulate(&[
        "--game",
        "all-fours",
        "--players",
        "2",
        "--hands",
        "2000",
        "--seed",
        "3",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2,000 deals in"), "{text}");
    assert!(text.contains("% of deals,"), "{text}");
    assert!(text.contains("points toward Game per deal"), "{text}");
    // Equal counts for Game are common in two-handed play: such deals are counted, not hidden.
    assert!(text.contains("deals with the best score shared"), "{text}");
    assert!(text.contains("Invariants held in every deal."), "{text}");
    assert!(!text.contains("card points"), "{text}");
}

#[test]
fn bad_arguments_are_explained() {
    let e = refused(&["--players", "4", "--variant", "osmosa", "--hands", "10"]);
    assert!(e.contains("unknown Sedma variant 'osmosa'"), "{e}");
    assert!(e.contains("burn-a"), "the error lists the variants: {e}");

    let e = refused(&["--players", "5", "--hands", "10"]);
    assert!(e.contains("2, 3 or 4 players, not 5"), "{e}");

    let e = refused(&["--players", "3", "--variant", "burn-a", "--hands", "10"]);
    assert!(e.contains("2 or 4 players"), "{e}");

    let e = refused(&[
        "--players",
        "2",
        "--variant",
        "king-of-hearts",
        "--hands",
        "10",
    ]);
    assert!(e.contains("3 players"), "{e}");

    let e = refused(&["--game", "whist", "--hands", "10"]);
    assert!(
        e.contains("unknown game 'whist'") && e.contains("sedma"),
        "{e}"
    );

    let e = refused(&["--hands", "0"]);
    assert!(e.contains("--hands must be at least 1"), "{e}");

    let e = refused(&["--hands", "lots"]);
    assert!(e.contains("--hands"), "{e}");
}
