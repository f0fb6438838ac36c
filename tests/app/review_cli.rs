//! `sevenfold review` as a user runs it on an exported hand: the readable report, `--json`,
//! a scenario that stops early, and the exit status and message for bad input.

#![allow(clippy::unwrap_used)]

use crate::store_common::{TempDir, record_match};
use sevenfold::games::sedma::{Sedma, SedmaOptions};
use std::path::{Path, PathBuf};
use std::process::Command;

fn review(args: &[&std::ffi::OsStr]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sevenfold"))
        .arg("review")
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        stderr,
    )
}

/// Hand 1 of a 2-player Sedma match played at random, exported as a scenario file in `dir`
/// (written with `actions` cut to the first `keep`, when given).
fn exported(dir: &Path, keep: Option<usize>) -> PathBuf {
    let store = dir_store(dir);
    record_match::<Sedma>(&store, SedmaOptions::for_players(2), 17);
    let entry = store.history().unwrap().value.remove(0);
    let mut scenario = sevenfold::store::export_hand(&entry, 1).unwrap();
    if let Some(n) = keep {
        scenario.actions.truncate(n);
        scenario.expect = Default::default();
    }
    let path = dir.join(format!("hand-{}.ron", keep.unwrap_or(0)));
    std::fs::write(&path, scenario.to_ron().unwrap()).unwrap();
    path
}

fn dir_store(dir: &Path) -> sevenfold::store::Store {
    sevenfold::store::Store::at(dir)
}

/// The JSON report agrees with itself and with the hand: every decision counted, the flagged
/// ones costliest first, each with the hint's other move; the readable report says
/// the same and what costs are measured against.
#[test]
fn a_hand_is_reviewed_with_its_costs_and_their_margins() {
    let dir = TempDir::new("review-cli");
    let file = exported(dir.path(), None);
    let (code, out, err) = review(&[
        file.as_os_str(),
        "--seat".as_ref(),
        "1".as_ref(),
        "--json".as_ref(),
    ]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let decisions = json["decisions"].as_u64().unwrap();
    let flagged = json["flagged"].as_u64().unwrap();
    let items = json["items"].as_array().unwrap();
    assert!(decisions > 0);
    assert!(flagged <= decisions);
    assert_eq!(items.len() as u64, flagged);
    // No total (costs from different positions do not add up); the costliest first, each
    // numbered among the seat's decisions.
    assert!(json.get("total_cost").is_none());
    let costs: Vec<f64> = items.iter().map(|i| i["cost"].as_f64().unwrap()).collect();
    assert!(costs.windows(2).all(|w| w[0] >= w[1]), "{costs:?}");
    for i in items {
        let decision = i["decision"].as_u64().unwrap();
        assert!((1..=decisions).contains(&decision));
        assert!(i["move"].as_u64().unwrap() >= decision);
    }
    for i in items {
        assert_ne!(i["played"], i["better"]);
        assert!(i["cost"].as_f64().unwrap() > i["error"].as_f64().unwrap());
    }
    assert!(
        flagged > 0,
        "random play in a 2-player hand loses points: {out}"
    );
    let (code, text, _) = review(&[file.as_os_str(), "--seat".as_ref(), "1".as_ref()]);
    assert_eq!(code, Some(0));
    assert!(
        text.contains(&format!("seat 1 made {decisions} decisions")),
        "{text}"
    );
    assert!(text.contains("measured against the hint's move"), "{text}");
    // The same seed, the same review.
    let (_, again, _) = review(&[
        file.as_os_str(),
        "--seat".as_ref(),
        "1".as_ref(),
        "--json".as_ref(),
    ]);
    assert_eq!(again, out);
}

/// A file that stops mid-hand is reviewed up to where it stops; a seat that is not at the
/// table and a malformed file are refused with exit status 2 and a sentence that says why.
#[test]
fn a_short_file_is_reviewed_and_bad_input_is_refused() {
    let dir = TempDir::new("review-cli-bad");
    let full = exported(dir.path(), None);
    let short = exported(dir.path(), Some(6));
    let count = |file: &PathBuf| {
        let (code, out, err) = review(&[file.as_os_str(), "--json".as_ref()]);
        assert_eq!(code, Some(0), "{err}");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        json["decisions"].as_u64().unwrap()
    };
    assert!(count(&short) < count(&full));
    let (code, _, err) = review(&[full.as_os_str(), "--seat".as_ref(), "5".as_ref()]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("there is no seat 5 at this table: its seats are 0 to 1"),
        "{err}"
    );
    let broken = dir.path().join("broken.ron");
    std::fs::write(&broken, "(version: 1, title: \"x\"").unwrap();
    let (code, _, err) = review(&[broken.as_os_str()]);
    assert_eq!(code, Some(2));
    assert!(err.contains("broken.ron"), "{err}");
}
