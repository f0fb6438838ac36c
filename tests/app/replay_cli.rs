//! `sevenfold replay` as a user runs it: the readable report, `--json`, and the exit status and
//! message for every kind of bad input.

// Helpers here panic on a broken fixture, like the tests that call them.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scenario(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/core/tests/scenarios")
        .join(name)
}

fn replay(args: &[&std::ffi::OsStr]) -> (Option<i32>, String, String) {
    let Output {
        status,
        stdout,
        stderr,
    } = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .arg("replay")
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8(stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (status.code(), String::from_utf8(stdout).unwrap(), stderr)
}

/// A scenario written to a temporary file, removed again when dropped.
struct TempScenario(PathBuf);

impl TempScenario {
    fn new(tag: &str, contents: impl AsRef<[u8]>) -> TempScenario {
        let path =
            std::env::temp_dir().join(format!("sevenfold-replay-{}-{tag}.ron", std::process::id()));
        std::fs::write(&path, contents).unwrap();
        TempScenario(path)
    }

    fn run(&self) -> (Option<i32>, String, String) {
        replay(&[self.0.as_os_str()])
    }
}

impl Drop for TempScenario {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn s01_with(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(scenario("s01_last_match_wins.ron")).unwrap();
    assert!(text.contains(from), "{from}");
    text.replace(from, to)
}

#[test]
fn s04_replay_text_and_json() {
    let file = scenario("s04_pagat_continue.ron");
    let (code, out, err) = replay(&[file.as_os_str()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Trick 1 (2 rounds, ended by itself): North 9h, East 10s, South Uc, West 9c | North 9d, East 7c, South 8c, West 10h"), "{out}");
    assert!(
        out.contains("East wins: the 7 takes it: sevens beat any card; 20 points"),
        "{out}"
    );
    assert!(out.contains("Hand not over after 8 of 8 actions"), "{out}");
    assert!(out.contains("Expectations: all"), "{out}");

    let (code, out, err) = replay(&[file.as_os_str(), "--json".as_ref()]);
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let t = &v["tricks"][0];
    assert_eq!(t["cards"][4], "9d");
    assert_eq!(t["seats"], serde_json::json!([0, 1, 2, 3, 0, 1, 2, 3]));
    assert_eq!(t["winner"], 1);
    assert_eq!(t["points"], 20);
    assert!(t["reason"].as_str().unwrap().contains("the 7 takes it"));
    assert_eq!(t["draws"][0]["seat"], 1);
    assert_eq!(v["card_points"], serde_json::json!([0, 20]));
    assert!(v["winner"].is_null());
    assert_eq!(v["winners"], serde_json::json!([]));
    assert!(v["game_points"].is_null());
    assert_eq!(v["hand_over"], false);
    assert_eq!(v["expectations"]["mismatches"], serde_json::json!([]));
}

#[test]
fn s10_finished_hand_as_json() {
    let file = scenario("s10_forty_forty_last_trick.ron");
    let (code, out, err) = replay(&[file.as_os_str(), "--json".as_ref()]);
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["card_points"], serde_json::json!([40, 50]));
    assert_eq!(v["winner"], 1);
    assert_eq!(v["winners"], serde_json::json!([1]));
    assert_eq!(v["game_points"], serde_json::json!([0, 1]));
    assert_eq!(v["stake"], 1);
    assert_eq!(
        v["next_start"],
        serde_json::json!({"dealer": 0, "leader": 1, "hand": 2})
    );
    assert_eq!(v["match_over"], false);
}

#[test]
fn illegal_action_names_step_action_and_rule() {
    let f = TempScenario::new(
        "illegal",
        s01_with(r#""9h 10s Uc 9c", "end""#, r#""9h 10s Uc 9c", "Kc""#),
    );
    let (code, out, err) = f.run();
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("step 5: 'Kc' by North is illegal, rule continue-needs-match: to continue the trick the leader must play a 9"),
        "{err}"
    );
    assert!(out.contains("On the table: North 9h"), "{out}");
}

#[test]
fn an_expected_error_passes() {
    let (code, out, err) = replay(&[scenario("s06_continue_needs_match.ron").as_os_str()]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("Refused as expected at step 5: 'Kc'"), "{out}");
}

#[test]
fn failed_expectations_are_listed() {
    let f = TempScenario::new("mismatch", s01_with("points: 10,", "points: 20,"));
    let (code, _, err) = f.run();
    assert_eq!(code, Some(1));
    assert!(
        err.contains("expectation failed: trick 1 points: expected 20, got 10"),
        "{err}"
    );
}

#[test]
fn malformed_ron_reports_line_and_column() {
    let f = TempScenario::new("malformed", s01_with("winner: 3,", "winner: 3"));
    let (code, _, err) = f.run();
    assert_eq!(code, Some(2));
    assert!(err.contains("line 30, column"), "{err}");
}

#[test]
fn unknown_card_is_named() {
    let f = TempScenario::new("unknown-card", s01_with("Kc Od", "Kc Zd"));
    let (code, _, err) = f.run();
    assert_eq!(code, Some(2));
    assert!(err.contains("'Zd' has an unknown rank"), "{err}");
}

#[test]
fn duplicate_card_is_named() {
    let f = TempScenario::new("duplicate", s01_with("Kc Od", "Kc Kc"));
    let (code, _, err) = f.run();
    assert_eq!(code, Some(2));
    assert!(err.contains("Kc appears twice"), "{err}");
}

#[test]
fn wrong_card_count_is_explained() {
    let f = TempScenario::new("count", s01_with("stock: \"7c 10c", "stock: \"10c"));
    let (code, _, err) = f.run();
    assert_eq!(code, Some(2));
    assert!(
        err.contains("the deal must use the whole pack of 32 cards; missing: 7c"),
        "{err}"
    );
}

#[test]
fn oversized_file_is_refused() {
    let mut text = s01_with("version: 1", "version: 1");
    text.push_str(&"// padding\n".repeat(100_000));
    let f = TempScenario::new("big", text);
    let (code, _, err) = f.run();
    assert_eq!(code, Some(2));
    assert!(err.contains("larger than 1048576 bytes"), "{err}");
}

#[test]
fn missing_and_binary_files_are_refused() {
    let (code, _, err) = replay(&[scenario("no-such-scenario.ron").as_os_str()]);
    assert_eq!(code, Some(2));
    assert!(err.contains("cannot read the file"), "{err}");
    let f = TempScenario::new("binary", [0xff, 0xfe, 0x00, 0x41]);
    let (code, _, err) = f.run();
    assert_eq!(code, Some(2));
    assert!(err.contains("not UTF-8"), "{err}");
}
