//! The Sevens from Hell acceptance cases of the rule book (3.13, H1–H24) as scenario files,
//! replayed through the library; each test also checks the key facts of its case directly.

#![allow(clippy::unwrap_used)]

use crate::common;

use common::scenarios::passes;

use sevenfold_core::cards::rng_from_seed;
use sevenfold_core::engine::{Game, GameDef, HandGame, HandStart, Match};
use sevenfold_core::games::sevens_from_hell::{BookKind, HellAction, HellOptions, SevensFromHell};
use sevenfold_core::scenario::Replay;

fn notes(r: &Replay) -> String {
    r.notes.join("\n")
}

#[test]
fn h01_wild_book_is_an_initial_meld() {
    let r = passes("h01_wild_book_initial_meld.ron");
    assert!(notes(&r).contains("worth 120 of 120"));
    assert_eq!(r.refused.len(), 0);
}

#[test]
fn h02_the_meld_counts_the_whole_lay_down() {
    let r = passes("h02_initial_meld_total.ron");
    assert_eq!(r.refused[0].rule, "meld-minimum");
    assert!(notes(&r).contains("worth 125 of 120"));
}

#[test]
fn h03_dirty_books_keep_more_naturals() {
    let r = passes("h03_dirty_book_composition.ron");
    let rules: Vec<&str> = r.refused.iter().map(|x| x.rule.as_str()).collect();
    assert_eq!(rules, ["book-composition", "book-composition"]);
}

#[test]
fn h04_sevens_books_take_no_wilds() {
    let r = passes("h04_sevens_take_no_wilds.ron");
    assert_eq!(r.refused.len(), 2);
}

#[test]
fn h05_threes_never_meld_and_freeze_the_pile() {
    let r = passes("h05_threes_freeze.ron");
    assert_eq!(r.refused[0].rule, "pile-frozen");
    let err = "3+3+3".parse::<HellAction>().unwrap_err();
    assert!(err.contains("threes never go into a book"), "{err}");
    assert!("3@K".parse::<HellAction>().is_err());
}

#[test]
fn h06_sevens_are_never_discarded_and_never_start_the_pile() {
    let r = passes("h06_no_discarding_sevens.ron");
    assert_eq!(r.refused[0].rule, "no-discarding-sevens");
    let o = HellOptions::default();
    for seed in 0..300 {
        let g = SevensFromHell::deal(&o, HandStart::new(0, 1), &mut rng_from_seed(seed));
        assert_eq!(g.pile().len(), 5);
        assert!(g.pile().iter().all(|c| c.rank_value() != 7), "seed {seed}");
        g.check_invariants().unwrap();
    }
}

#[test]
fn h07_taking_the_pile_lays_the_trio() {
    let r = passes("h07_take_the_pile.ron");
    assert!(notes(&r).contains("Jd Jc Jh for a book of jacks"));
}

#[test]
fn h08_only_matching_cards_take_the_pile() {
    let r = passes("h08_matching_the_top_card.ron");
    assert_eq!(r.refused.len(), 2);
    assert!(notes(&r).contains("for a book of wild cards"));
}

#[test]
fn h09_an_unmelded_team_takes_the_pile_only_with_the_minimum() {
    let r = passes("h09_take_without_a_meld.ron");
    assert!(r.refused[0].reason.contains("80 of the 120"));
    assert!(notes(&r).contains("worth 130 of 120"));
}

#[test]
fn h10_a_short_pile_is_made_up_from_the_decks() {
    let r = passes("h10_short_pile.ron");
    assert!(notes(&r).contains("6c 5c to the hand and 2 drawn"));
}

#[test]
fn h11_a_second_close_waits_for_the_partner() {
    let r = passes("h11_closing_permission.ron");
    assert_eq!(r.refused[0].rule, "close-permission");
    assert_eq!(r.refused.len(), 1);
}

#[test]
fn h12_one_unfinished_book_per_rank() {
    let r = passes("h12_one_unfinished_book_per_rank.ron");
    assert_eq!(r.refused[0].rule, "one-open-book-per-kind");
}

#[test]
fn h13_melding_the_hand_brings_the_foot_at_once() {
    let r = passes("h13_foot_after_melding_the_hand.ron");
    assert!(notes(&r).contains("picked up the foot (11 cards), discarded 9c"));
}

#[test]
fn h14_the_foot_follows_the_discard() {
    let r = passes("h14_foot_after_the_discard.ron");
    assert!(notes(&r).contains("discarded 9s, picked up the foot"));
}

#[test]
fn h15_no_going_out_without_the_five_books() {
    let r = passes("h15_going_out_needs_the_books.ron");
    let rules: Vec<&str> = r.refused.iter().map(|x| x.rule.as_str()).collect();
    assert_eq!(rules, ["going-out-needs-books", "keep-a-card"]);
}

#[test]
fn h16_going_out_ends_the_round_with_100() {
    let r = passes("h16_going_out.ron");
    assert!(r.hand_over);
    assert!(notes(&r).contains("went out +100"));
}

#[test]
fn h17_the_round_score_comes_to_minus_305() {
    let r = passes("h17_round_score.ron");
    assert_eq!(r.card_points[0], -305);
    assert_eq!(r.game_points.as_ref().unwrap()[0], -305);
}

#[test]
fn h18_missing_books_count_when_the_others_go_out() {
    let r = passes("h18_penalties_when_others_go_out.ron");
    assert!(notes(&r).contains("missing sevens -500, missing dirty -300"));
}

#[test]
fn h19_the_round_ends_when_the_decks_run_out() {
    let r = passes("h19_decks_run_out.ron");
    assert!(r.hand_over);
    assert!(!notes(&r).contains("went out"));
}

#[test]
fn h20_round_three_starts_left_and_asks_150() {
    let r = passes("h20_round_three.ron");
    assert_eq!(r.next_start.unwrap().leader, 2);
    let o = HellOptions::default();
    assert_eq!(o.minimum(3), 150);
    // In a match, each round starts left of the previous round's starter.
    let mut m = Match::<SevensFromHell>::new(o, 5).unwrap();
    let mut rng = rng_from_seed(9);
    let first = m.start().leader;
    while m.records().len() < 2 {
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
    }
    assert_eq!(m.start().leader, (first + 2) % 4);
    assert_eq!(m.hand().minimum(), 150);
}

#[test]
fn h21_six_players_in_three_teams_use_eight_decks() {
    let r = passes("h21_three_teams.ron");
    assert!(notes(&r).contains("added Kd to the kings"));
    let o = SevensFromHell::options_with(6, &["three-teams".into()]).unwrap();
    assert_eq!(o.decks(), 8);
    let g = SevensFromHell::deal(&o, HandStart::new(0, 1), &mut rng_from_seed(1));
    assert_eq!(g.pack().total(), 432);
    let seating = SevensFromHell::seating(&o);
    for (a, b) in [(0, 3), (1, 4), (2, 5)] {
        assert!(seating.partners(a, b));
    }
    assert!(!seating.partners(0, 1));
    assert_eq!(BookKind::ALL.len(), 12);
}

#[test]
fn h22_an_initial_meld_may_leave_a_natural_out_for_wild_cards() {
    let r = passes("h22_reach_of_the_initial_meld.ron");
    // North lays 150 from his hand and East from a pickup; only the sixth 9 is refused.
    assert_eq!(
        notes(&r)
            .matches("laid the initial meld worth 150 of 150")
            .count(),
        2
    );
    let refused: Vec<(usize, &str)> = r
        .refused
        .iter()
        .map(|x| (x.step, x.rule.as_str()))
        .collect();
    assert_eq!(refused, [(12, "meld-out-of-reach")]);
}

#[test]
fn h23_the_meld_that_closes_the_last_required_book_goes_out() {
    let r = passes("h23_going_out_by_closing_the_last_book.ron");
    assert!(r.hand_over);
    assert!(notes(&r).contains("went out +100"));
    let rules: Vec<&str> = r.refused.iter().map(|x| x.rule.as_str()).collect();
    assert_eq!(rules, ["finish-going-out"]);
}

#[test]
fn h24_an_initial_meld_closes_one_book_and_the_round_goes_on() {
    let r = passes("h24_an_initial_meld_closes_one_book.ron");
    let rules: Vec<&str> = r.refused.iter().map(|x| x.rule.as_str()).collect();
    assert_eq!(
        rules,
        [
            "take-meld-minimum",
            "meld-out-of-reach",
            "meld-out-of-reach"
        ]
    );
    assert!(!r.hand_over);
    assert_eq!(r.to_act, Some(1), "the next player acts");
}

#[test]
fn h25_a_meld_may_leave_the_card_that_closes_the_last_book() {
    let r = passes("h25_the_last_card_closes_the_last_book.ron");
    assert!(r.hand_over);
    assert!(notes(&r).contains("went out +100"));
    let rules: Vec<&str> = r.refused.iter().map(|x| x.rule.as_str()).collect();
    assert_eq!(
        rules,
        ["finish-going-out"],
        "only ending the turn unlaid is refused"
    );
    // The same meld with a last card that closes nothing is refused: that card is kept.
    let kept = passes("h25_a_last_card_that_closes_nothing_is_kept.ron");
    let rules: Vec<(usize, &str)> = kept
        .refused
        .iter()
        .map(|x| (x.step, x.rule.as_str()))
        .collect();
    assert_eq!(rules, [(3, "keep-a-card")]);
    assert!(!kept.hand_over);
}
