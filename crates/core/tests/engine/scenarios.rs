//! The Sedma acceptance cases of the rule book (1.10, S1–S20) as scenario files, replayed through
//! the library. Each file carries its own expectations; the tests also check the key facts of
//! each case directly, so a broken expectation checker cannot hide a broken rule.

// Helpers here panic on a broken fixture, like the tests that call them.
#![allow(clippy::unwrap_used)]

use serde_json::json;
use sevenfold_core::registry::Scenario;
use sevenfold_core::scenario::ScenarioError;

use crate::common;

use common::scenarios::{dir, load, passes};

fn text(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap()
}

#[test]
fn s01_last_card_matching_the_lead_wins() {
    let r = passes("s01_last_match_wins.ron");
    assert_eq!(r.tricks[0].winner, 3);
    assert_eq!(r.tricks[0].points, 10);
}

#[test]
fn s02_seven_takes_the_trick() {
    let r = passes("s02_seven_takes.ron");
    assert_eq!(r.tricks[0].winner, 2);
    assert_eq!(r.card_points, vec![10, 0]);
}

#[test]
fn s03_lead_holds_when_nobody_matches() {
    let r = passes("s03_lead_holds.ron");
    assert_eq!(r.tricks[0].winner, 0);
    assert_eq!(r.tricks[0].points, 20);
}

#[test]
fn s04_pagat_example_continue_then_auto_end() {
    let r = passes("s04_pagat_continue.ron");
    let t = &r.tricks[0];
    assert_eq!((t.winner, t.points), (1, 20));
    assert_eq!(
        (&t.facts["rounds"], &t.facts["auto_ended"]),
        (&json!(2), &json!(true))
    );
    let order: Vec<&serde_json::Value> = t.facts["draws"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| &d["seat"])
        .collect();
    assert_eq!(
        order,
        [1, 2, 3, 0, 1, 2, 3, 0]
            .map(|s| json!(s))
            .iter()
            .collect::<Vec<_>>()
    );
    assert_eq!(t.about, "2 rounds, ended by itself");
    assert_eq!(r.to_act, Some(1));
}

#[test]
fn s05_pagat_example_second_ace_wins() {
    let r = passes("s05_pagat_second_ace.ron");
    assert_eq!(r.tricks[0].winner, 3);
    assert_eq!(r.card_points, vec![0, 20]);
    assert_eq!(r.to_act, Some(3));
}

#[test]
fn s06_no_continue_without_match_or_seven() {
    let r = passes("s06_no_continue_auto_end.ron");
    assert_eq!(r.tricks[0].facts["auto_ended"], json!(true));
    assert_eq!(r.refused[0].rule, "end-not-now");
    let r = passes("s06_continue_needs_match.ron");
    assert_eq!(r.refused[0].step, 5);
    assert_eq!(r.refused[0].rule, "continue-needs-match");
}

#[test]
fn s07_continue_while_partner_wins() {
    let r = passes("s07_continue_while_winning.ron");
    assert_eq!(
        (r.tricks[0].winner, &r.tricks[0].facts["rounds"]),
        (0, &json!(2))
    );
    let r = passes("s07_continue_only_when_losing.ron");
    assert_eq!(
        (r.tricks[0].winner, &r.tricks[0].facts["rounds"]),
        (2, &json!(1))
    );
}

#[test]
fn s08_only_a_seven_beats_a_led_seven() {
    let r = passes("s08_led_seven.ron");
    assert_eq!(r.tricks[0].winner, 0);
    assert_eq!(r.tricks[1].winner, 1);
}

#[test]
fn s09_short_stock_refill_keeps_hands_equal() {
    let r = passes("s09_refill_short_stock.ron");
    assert!(r.hands.iter().all(|h| h.len() == 3), "{:?}", r.hands);
    assert_eq!(r.stock_left, 0);
}

#[test]
fn s10_last_trick_breaks_forty_forty() {
    let r = passes("s10_forty_forty_last_trick.ron");
    assert_eq!(r.card_points, vec![40, 50]);
    assert_eq!(r.winner, Some(1));
    assert_eq!(r.game_points, Some(vec![0, 1]));
}

#[test]
fn s11_all_points_two_every_trick_three() {
    assert_eq!(passes("s11_all_points_two.ron").stake, Some(2));
    assert_eq!(passes("s11_won_pile_counts_as_trick.ron").stake, Some(2));
    assert_eq!(passes("s11_every_trick_three.ron").stake, Some(3));
}

#[test]
fn s12_reaching_ten_ends_the_match() {
    let r = passes("s12_match_over.ron");
    assert_eq!(r.match_totals, Some(vec![10, 4]));
    assert_eq!(r.match_winner, Some(0));
    assert!(!passes("s12_match_goes_on.ron").match_over);
}

#[test]
fn s13_next_dealer_and_leader() {
    let r = passes("s13_dealing_side_loses.ron");
    let next = r.next_start.unwrap();
    assert_eq!((next.dealer, next.leader), (2, 3));
    let r = passes("s13_dealing_side_wins.ron");
    let next = r.next_start.unwrap();
    assert_eq!((next.dealer, next.leader), (1, 2));
}

#[test]
fn s14_osmova_eight_holds_against_later_seven() {
    assert_eq!(passes("s14_osmova_eight_holds.ron").tricks[0].winner, 1);
}

#[test]
fn s15_osmova_seven_beats_second_ace() {
    assert_eq!(passes("s15_osmova_seven_after_ace.ron").tricks[0].winner, 3);
}

#[test]
fn s16_osmova_wild_clash_option() {
    assert_eq!(
        passes("s16_osmova_first_wild_holds.ron").tricks[0].winner,
        1
    );
    assert_eq!(
        passes("s16_osmova_eight_beats_seven.ron").tricks[0].winner,
        2
    );
}

#[test]
fn s17_burning_four_in_a_row() {
    let r = passes("s17_burn_four_nines.ron");
    assert!(r.hand_over && r.facts["burn"].is_object() && r.tricks.is_empty());
    assert!(
        r.summary[0].starts_with("Burned at step"),
        "{:?}",
        r.summary
    );
    assert_eq!((r.winner, r.stake), (Some(1), Some(1)));
    let r = passes("s17_burn_four_sevens.ron");
    assert_eq!((r.winner, r.stake), (Some(1), Some(3)));
}

#[test]
fn s18_three_player_payments() {
    let r = passes("s18_three_players_one_winner.ron");
    assert_eq!(r.game_points, Some(vec![2, -1, -1]));
    let r = passes("s18_three_players_two_tie.ron");
    assert_eq!((r.winner, r.winners.clone()), (None, vec![0, 1]));
    assert_eq!(r.game_points, Some(vec![1, 1, -2]));
    let r = passes("s18_three_players_all_equal.ron");
    assert!(r.winners.is_empty());
    assert_eq!(r.game_points, Some(vec![0, 0, 0]));
}

#[test]
fn s19_king_of_leaves_plays_as_a_seven() {
    assert_eq!(passes("s19_king_of_leaves_wild.ron").tricks[0].winner, 1);
}

#[test]
fn s20_osmova_trick_points_total() {
    let r = passes("s20_osmova_trick_points.ron");
    assert_eq!(r.tricks.len(), 6);
    assert_eq!(r.card_points.iter().sum::<i32>(), 150);
}

/// Every file in the folder, so new scenarios are checked without touching this file.
#[test]
fn every_scenario_file_passes_and_round_trips() {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    names.sort();
    for name in &names {
        let s = passes(name);
        assert!(!s.title.is_empty(), "{name} has no title");
        let scenario = load(name);
        let again = Scenario::from_ron(&scenario.to_ron().unwrap()).unwrap();
        assert_eq!(
            again, scenario,
            "{name} does not survive writing and reading"
        );
    }
    for case in 1..=20 {
        let prefix = format!("s{case:02}_");
        assert!(
            names.iter().any(|n| n.starts_with(&prefix)),
            "no scenario for case S{case}"
        );
    }
}

#[test]
fn french_and_german_letters_read_the_same() {
    let german = text("s01_last_match_wins.ron");
    let french = german.replace("Uc", "Jc").replace("Od", "Qd");
    assert_ne!(german, french);
    let german = Scenario::from_ron(&german).unwrap();
    let french = Scenario::from_ron(&french).unwrap();
    assert_eq!(german.deal, french.deal);
    assert_eq!(german.replay().unwrap(), french.replay().unwrap());
}

#[test]
fn a_wrong_expectation_is_reported() {
    let t = text("s10_forty_forty_last_trick.ron")
        .replace("winner: 1,\n        winners", "winner: 0,\n        winners")
        .replace("stake: 1,", "stake: 2,");
    let r = Scenario::from_ron(&t).unwrap().replay().unwrap();
    assert!(!r.passed());
    let m = &r.expectations.mismatches;
    assert_eq!(m.len(), 2, "{m:?}");
    assert!(m[0].contains("winner: expected 0, got 1"), "{m:?}");
    assert!(m[1].contains("stake: expected 2, got 1"), "{m:?}");
}

#[test]
fn an_illegal_action_stops_the_replay_and_names_step_and_rule() {
    let t = text("s01_last_match_wins.ron")
        .replace(r#""9h 10s Uc 9c", "end""#, r#""9h 10s Uc 9c", "Kc", "end""#);
    let r = Scenario::from_ron(&t).unwrap().replay().unwrap();
    let bad = r.illegal.as_ref().unwrap();
    assert_eq!(
        (bad.step, bad.action.as_str(), bad.seat),
        (5, "Kc", Some(0))
    );
    assert_eq!(bad.rule, "continue-needs-match");
    assert!(
        bad.reason.contains("the king of acorns is neither"),
        "{}",
        bad.reason
    );
    assert!(!r.passed());
    // What happened before the illegal action is still reported.
    assert_eq!(r.actions_applied, 4);
    assert_eq!(r.open_trick.len(), 4);
}

#[test]
fn an_expected_refusal_that_does_not_happen_fails() {
    let t = text("s06_continue_needs_match.ron")
        .replace(r#""Kc", "end""#, r#""9d", "end""#)
        .replace("errors: [(step: 5, rule: \"continue-needs-match\", reason: \"must play a 9 (the rank led) or a seven\")],", "errors: [(step: 5, rule: \"continue-needs-match\")],");
    let r = Scenario::from_ron(&t).unwrap().replay().unwrap();
    assert!(
        r.expectations
            .mismatches
            .iter()
            .any(|m| m.contains("step 5: expected 9d to be refused")),
        "{:?}",
        r.expectations.mismatches
    );
}

#[test]
fn a_partial_hand_reports_what_happened_so_far() {
    let r = passes("s04_pagat_continue.ron");
    assert!(!r.hand_over);
    assert_eq!(
        (r.winner, r.stake, r.game_points.clone()),
        (None, None, None)
    );
    assert_eq!(r.card_points, vec![0, 20]);
    assert_eq!(r.legal.len(), 4);
    // Asking for the result of an unfinished hand is a failed expectation, not a crash.
    let t = text("s04_pagat_continue.ron")
        .replace("card_points: [0, 20],", "card_points: [0, 20], winner: 1,");
    let r = Scenario::from_ron(&t).unwrap().replay().unwrap();
    assert!(
        r.expectations.mismatches[0].contains("not over"),
        "{:?}",
        r.expectations.mismatches
    );
}

fn load_error(t: &str) -> ScenarioError {
    Scenario::from_ron(t).expect_err("the scenario should be refused")
}

#[test]
fn bad_scenarios_are_refused_with_a_reason() {
    let good = text("s01_last_match_wins.ron");
    let msg = |t: String| load_error(&t).to_string();

    let e = load_error(&good.replace("winner: 3,", "winner: 3"));
    assert!(matches!(e, ScenarioError::Syntax { line: 30, .. }), "{e}");

    let m = msg(good.replace("9h 9d Kc Od", "9h 9d Kc Xd"));
    assert!(
        m.starts_with("line 10, column") && m.contains("'Xd'"),
        "{m}"
    );

    let m = msg(good.replace("9h 9d Kc Od", "9h 9d Kc Kc"));
    assert!(m.contains("Kc appears twice"), "{m}");

    let m = msg(good
        .replace("9h 9d Kc Od", "9h 9d Kc Od 7c")
        .replace("stock: \"7c ", "stock: \""));
    assert!(m.contains("holds 5 cards"), "{m}");

    let m = msg(good.replace("9h 9d Kc Od", "9h 9d Kc"));
    assert!(m.contains("missing: Qd"), "{m}");

    let m = msg(good.replace("players: 4", "players: 4, osmva: true"));
    assert!(
        m.contains("line 6") && m.contains("no option 'osmva'"),
        "{m}"
    );

    let m = msg(good.replace("version: 1", "version: 2"));
    assert!(m.contains("version 2"), "{m}");

    let m = msg(good.replace(r#""end"]"#, r#""ned"]"#));
    assert!(m.contains("action 5 ('ned')"), "{m}");

    let m = msg(good.replace("(step: 6,", "(step: 7,"));
    assert!(m.contains("step 7 is out of range"), "{m}");

    let m = msg(good.replace("hand_over: false", "hand_ovr: false"));
    assert!(m.contains("hand_ovr"), "{m}");

    let m = msg(good.replace("players: 4", "players: 5"));
    assert!(m.contains("2, 3 or 4 players"), "{m}");

    let m = msg(good.replace("dealer: 3,", "dealer: 3, match_totals: [1, 2, 3],"));
    assert!(m.contains("match_totals lists 3"), "{m}");

    // A game's own deal fields belong to that game alone.
    let m = msg(good.replace("dealer: 3,", "dealer: 3, feet: [\"7h\"],"));
    assert!(
        m.contains("a Sedma deal has no field 'feet'") && m.contains("hands_played"),
        "{m}"
    );
    let hell = text("h14_foot_after_the_discard.ron");
    let m = msg(hell.replace("feet:", "fet:"));
    assert!(
        m.contains("a Sevens from Hell deal has no field 'fet'") && m.contains("feet, decks"),
        "{m}"
    );
    let m = msg(hell.replace("pile: \"6c 6d\"", "pile: 7"));
    assert!(m.starts_with("a Sevens from Hell deal: "), "{m}");

    // A seat the game's own expectations name is checked before play, as the shared ones are.
    let m = msg(good.replace("draw_order: [3, 0, 1, 2]", "draw_order: [3, 0, 1, 4]"));
    assert!(
        m.contains("trick 1 draw_order seat 4 is not a seat (seats are 0 to 3)"),
        "{m}"
    );

    let m = msg(String::new());
    assert!(m.starts_with("line 1, column 1"), "{m}");
}

#[test]
fn oversized_and_missing_files_are_refused() {
    let path = std::env::temp_dir().join(format!("sevenfold-big-{}.ron", std::process::id()));
    let mut big = text("s01_last_match_wins.ron");
    big.push_str(&" ".repeat(1024 * 1024));
    std::fs::write(&path, big).unwrap();
    let e = Scenario::load(&path).unwrap_err();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(e, ScenarioError::TooLarge);
    let e = Scenario::load(&dir().join("no-such-file.ron")).unwrap_err();
    assert!(matches!(e, ScenarioError::Read(_)), "{e}");
}

#[test]
fn parts_written_with_their_names_read_the_same() {
    let plain = text("s01_last_match_wins.ron");
    let named =
        plain
            .replacen("deal: (", "deal: Deal(", 1)
            .replacen("expect: (", "expect: Expect(", 1);
    assert_ne!(named, plain);
    assert_eq!(
        Scenario::from_ron(&named).unwrap(),
        Scenario::from_ron(&plain).unwrap()
    );
}
