//! The All Fours acceptance cases of the rule book (2.12, A1–A20). Each case is a scenario file
//! in `tests/scenarios/` (replayed here and by the test that replays every file) and is also
//! checked directly on the engine, so a broken expectation checker cannot hide a broken rule.

#![allow(clippy::unwrap_used)]

use crate::common;

use common::scenarios::passes;

use sevenfold_core::cards::{Card, CardSet, parse_cards, rng_from_seed};
use sevenfold_core::engine::{Game, HandGame, HandStart, Match, MatchEvent};
use sevenfold_core::games::all_fours::{
    AllFours, AllFoursAction, AllFoursOptions, MatchEnd, Point, RevokePenalty,
};

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn deal(
    opts: AllFoursOptions,
    dealer: usize,
    hands: &[&str],
    stock: &str,
    totals: &[i32],
) -> AllFours {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    AllFours::from_deal(&opts, dealer, &hands, &cards(stock), totals).unwrap()
}

/// Applies actions in notation (cards read as plays or discards by the phase).
fn play(g: &mut AllFours, actions: &str) {
    for t in actions.split_whitespace() {
        let a = g.interpret(t.parse::<AllFoursAction>().unwrap());
        g.apply(a).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
}

fn two() -> AllFoursOptions {
    AllFoursOptions::for_players(2)
}

const N_CLUBS: &str = "2c 3c 4c 5c 6c 7c";
const S_DIAMONDS: &str = "2d 3d 4d 5d 6d 7d";
const SWEEP: &str = "2d 2c 3d 3c 4d 4c 5d 5c 6d 6c 7d 7c";

#[test]
fn a01_turn_up_jack_scores_for_the_dealer_at_once() {
    passes("a01_turn_up_jack.ron");
    let g = deal(two(), 0, &[N_CLUBS, S_DIAMONDS], "Jh", &[]);
    assert_eq!(g.early_points(0), 1);
    assert_eq!(g.trump_suit(), sevenfold_core::cards::Suit::Hearts);
    assert!(g.eldest_deciding());
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn a02_turn_up_jack_at_six_wins_the_match() {
    passes("a02_turn_up_jack_wins.ron");
    let g = deal(two(), 0, &[N_CLUBS, S_DIAMONDS], "Js", &[6, 0]);
    assert!(g.is_terminal() && g.immediate_win());
    assert_eq!(g.match_decided(), vec![0]);
    // Through the match layer: with a target of 1 any turn-up jack ends the match at once.
    let opts = AllFoursOptions {
        match_end: MatchEnd::Target(1),
        ..two()
    };
    let seed = (0..10_000u64)
        .find(|&s| {
            let mut rng = rng_from_seed(s);
            let start = AllFours::first_start(&opts, &mut rng);
            AllFours::deal(&opts, start, &mut rng).upcard().rank_value() == 11
        })
        .unwrap();
    let m = Match::<AllFours>::new(opts, seed).unwrap();
    assert!(m.is_over());
    assert_eq!(m.winner(), Some(m.start().dealer));
    assert!(m.actions().is_empty());
}

#[test]
fn a03_stand_makes_the_upcard_suit_trumps_and_eldest_leads() {
    passes("a03_stand.ron");
    let mut g = deal(two(), 0, &[N_CLUBS, S_DIAMONDS], "9s", &[]);
    play(&mut g, "stand");
    assert_eq!(g.trump(), Some(sevenfold_core::cards::Suit::Spades));
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(g.legal_actions().len(), 6);
}

#[test]
fn a04_beg_and_give_scores_eldest_a_point() {
    passes("a04_beg_give.ron");
    let mut g = deal(two(), 0, &[N_CLUBS, S_DIAMONDS], "9h", &[0, 3]);
    play(&mut g, "beg give");
    assert_eq!(g.early_points(1), 1);
    assert_eq!(g.trump(), Some(sevenfold_core::cards::Suit::Hearts));
    assert_eq!(g.to_act(), Some(1));
    play(&mut g, SWEEP);
    assert_eq!(g.outcome().unwrap().game_points[..2], [0, 2]);
}

#[test]
fn a05_no_gift_that_would_reach_the_target() {
    passes("a05_gift_would_win.ron");
    let mut g = deal(two(), 0, &[N_CLUBS, S_DIAMONDS], "9h", &[0, 6]);
    play(&mut g, "beg");
    assert_eq!(g.legal_actions().to_vec(), vec![AllFoursAction::Run]);
    let e = g.check(AllFoursAction::Give).unwrap_err();
    assert_eq!(e.rule, "gift-would-win");
    // Each opponent: any receiving party at 6 forbids the gift.
    let opts = AllFoursOptions {
        gift: sevenfold_core::games::all_fours::GiftTo::EachOpponent,
        ..AllFoursOptions::for_players(3)
    };
    let mut g3 = deal(
        opts,
        0,
        &[N_CLUBS, S_DIAMONDS, "2h 3h 4h 5h 6h 7h"],
        "9s",
        &[0, 0, 6],
    );
    play(&mut g3, "beg");
    assert!(g3.check(AllFoursAction::Give).is_err());
}

#[test]
fn a06_run_turning_a_new_suit_then_discard_to_six() {
    passes("a06_run_new_suit.ron");
    let mut g = deal(
        two(),
        0,
        &[N_CLUBS, "2h 3h 4h 5h 6h 7h"],
        "9s 8h 9h 10h 8c 9c 10c 5d",
        &[],
    );
    play(&mut g, "beg run");
    assert_eq!(g.trump(), Some(sevenfold_core::cards::Suit::Diamonds));
    assert!(g.discarding());
    assert_eq!((g.hand(0).len(), g.hand(1).len()), (9, 9));
    // Discarding is one card at a time, eldest first.
    assert_eq!(g.to_act(), Some(1));
    assert!(
        g.legal_actions()
            .iter()
            .all(|a| matches!(a, AllFoursAction::Discard(_)))
    );
    play(&mut g, "8h 9h 10h 8c 9c 10c");
    assert_eq!(g.discards(1), CardSet::from_cards(cards("8h 9h 10h")));
    play(&mut g, "2h 2c 3h 3c 4h 4c 5h 5c 6h 6c 7h 7c");
    assert_eq!(g.tricks_played(), 6);
    assert!(g.is_terminal());
}

#[test]
fn a07_the_rejected_suit_again_is_set_aside_without_a_point() {
    passes("a07_run_same_suit_jack.ron");
    let mut g = deal(
        two(),
        0,
        &[N_CLUBS, "2h 3h 4h 5h 6h 7h"],
        "9s 8h 9h 10h 8c 9c 10c Js Jh Qh Kh Jc Qc Kc 5d",
        &[],
    );
    play(&mut g, "beg run");
    assert_eq!(g.runs(), 2);
    assert_eq!(
        g.early_points(0),
        0,
        "a jack of the rejected suit scores nothing"
    );
    assert!(g.turned().contains(c("Js")));
    assert_eq!(g.upcard(), c("5d"));
    assert_eq!(g.hand(0).len(), 12);
}

#[test]
fn a08_short_stock_abandons_and_the_same_dealer_redeals() {
    passes("a08_short_stock_redeal.ron");
    let opts = AllFoursOptions::for_players(4);
    let mut g = deal(
        opts,
        3,
        &[
            N_CLUBS,
            S_DIAMONDS,
            "2h 3h 4h 5h 6h 7h",
            "8c 9c 10c Jc Qc Kc",
        ],
        "9s Ac 8d 9d 10d Jd Qd Kd Ad 8h 9h 10h Jh 8s Qh Kh Ah 2s 3s 4s 5s 6s 10s Js Qs Ks 7s As",
        &[],
    );
    play(&mut g, "beg run");
    assert!(g.is_terminal() && g.abandoned());
    assert_eq!(g.stock().len(), 1);
    let score = g.score().unwrap();
    assert_eq!(g.next_start(&score).dealer, 3);
    // A turn-up jack in an abandoned deal keeps its point.
    let mut j = deal(
        opts,
        3,
        &[
            N_CLUBS,
            S_DIAMONDS,
            "2h 3h 4h 5h 6h 7h",
            "8c 9c 10c Qc Kc Ac",
        ],
        "Js Jc 8d 9d 10d Jd Qd Kd Ad 8h 9h 10h Jh 8s Qh Kh Ah 2s 3s 4s 5s 6s 10s 9s Qs Ks 7s As",
        &[],
    );
    play(&mut j, "beg run");
    assert!(j.abandoned());
    assert_eq!(j.outcome().unwrap().game_points[..2], [0, 1]);
}

#[test]
fn a09_follow_suit_seed_and_classic_trump_anytime() {
    passes("a09_follow_suit.ron");
    passes("a09_classic_trump_anytime.ron");
    let hands = ["4h Ac 2s 3s 4s 5s", "Kh 2d 3d 4d 5d 6d"];
    let mut g = deal(two(), 0, &hands, "9c", &[]);
    play(&mut g, "stand Kh");
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![AllFoursAction::Play(c("4h"))]
    );
    assert_eq!(
        g.check(AllFoursAction::Play(c("Ac"))).unwrap_err().rule,
        "must-follow-suit"
    );
    let classic = AllFoursOptions {
        trump_anytime: true,
        ..two()
    };
    let mut g = deal(classic, 0, &hands, "9c", &[]);
    play(&mut g, "stand Kh");
    let legal: Vec<_> = g.legal_actions().to_vec();
    assert_eq!(legal.len(), 2);
    assert!(legal.contains(&AllFoursAction::Play(c("Ac"))));
    // A third suit is still refused while the led suit can be followed.
    assert!(g.check(AllFoursAction::Play(c("2s"))).is_err());
}

#[test]
fn a10_void_in_the_led_suit_may_play_anything() {
    passes("a10_void_any_card.ron");
    let mut g = deal(
        two(),
        0,
        &["Ac 2s 3s 4s 5s 2d", "Kh 3d 4d 5d 6d 7d"],
        "9c",
        &[],
    );
    play(&mut g, "stand Kh");
    assert_eq!(g.legal_actions().len(), 6);
}

#[test]
fn a11_a_trump_takes_the_trick_else_the_highest_of_the_led_suit() {
    let r = passes("a11_trump_wins.ron");
    assert_eq!(r.tricks[0].winner, 2);
    assert!(
        r.tricks[0]
            .reason
            .contains("a trump beats any card of the led suit")
    );
    let r = passes("a11_no_trump_highest_led.ron");
    assert_eq!(r.tricks[0].winner, 1);
}

#[test]
fn a12_low_goes_to_the_player_dealt_it_even_if_captured() {
    passes("a12_low_to_the_holder.ron");
    let mut g = deal(
        two(),
        0,
        &["2c 2h 3h 4h 5h 6h", "Ac 2d 3d 4d 5d 6d"],
        "9c",
        &[],
    );
    play(&mut g, "stand Ac 2c 2d 2h 3d 3h 4d 4h 5d 5h 6d 6h");
    assert!(g.won(1).contains(c("2c")));
    let t = g.tally().unwrap();
    assert_eq!(t.side_of(Point::Low), Some(0));
    assert_eq!(t.side_of(Point::High), Some(1));
}

#[test]
fn a13_the_lone_jack_scores_high_low_and_jack() {
    let r = passes("a13_lone_jack.ron");
    assert_eq!(r.game_points, Some(vec![0, 4]));
    let mut g = deal(
        two(),
        0,
        &["2h 3h 4h 5h 6h 7h", "Jc 2d 3d 4d 5d 6d"],
        "9c",
        &[],
    );
    play(&mut g, "stand Jc 2h 2d 3h 3d 4h 4d 5h 5d 6h 6d 7h");
    let t = g.tally().unwrap();
    for p in [Point::High, Point::Low, Point::Jack, Point::Game] {
        assert_eq!(t.side_of(p), Some(1), "{p:?}");
    }
}

#[test]
fn a14_jack_goes_to_its_captor() {
    passes("a14_jack_to_captor.ron");
    let mut g = deal(
        two(),
        0,
        &["Qc 2h 3h 4h 5h 6h", "Jc 2d 3d 4d 5d 6d"],
        "9c",
        &[],
    );
    play(&mut g, "stand Jc Qc 2h 2d 3h 3d 4h 4d 5h 5d 6h 6d");
    assert_eq!(g.tally().unwrap().side_of(Point::Jack), Some(0));
}

#[test]
fn a15_game_ties_dealer_and_non_dealers() {
    let r = passes("a15_game_tie_with_dealer.ron");
    assert_eq!(r.card_points, vec![14, 14]);
    assert_eq!(r.game_points, Some(vec![0, 1]));
    let r = passes("a15_game_tie_non_dealers.ron");
    assert_eq!(r.card_points, vec![9, 15, 15]);
    assert_eq!(r.game_points, Some(vec![0, 0, 0]));
    // A 0-0 count in two-hand play goes to the non-dealer.
    let mut g = deal(two(), 0, &[N_CLUBS, S_DIAMONDS], "9h", &[]);
    play(&mut g, &format!("stand {SWEEP}"));
    assert_eq!(g.tally().unwrap().side_of(Point::Game), Some(1));
}

#[test]
fn a16_counting_values_decide_game() {
    let r = passes("a16_game_count.ron");
    assert_eq!(r.card_points, vec![13, 17]);
    use sevenfold_core::games::all_fours::scoring::count_value;
    assert_eq!(count_value(CardSet::from_cards(cards("10c Ac Kc"))), 17);
    assert_eq!(count_value(CardSet::from_cards(cards("Qh Jh 10h"))), 13);
}

#[test]
fn a17_high_is_counted_before_low_and_game() {
    let r = passes("a17_high_counts_first.ron");
    assert_eq!(r.match_winner, Some(0));
    let mut g = deal(
        two(),
        0,
        &["Ac 2h 3h 4h 5h 6h", "2c 10d Ad Kd 3d 4d"],
        "9c",
        &[6, 6],
    );
    play(&mut g, "stand 10d 2h Ad 3h Kd 4h 3d 5h 4d 6h 2c Ac");
    let t = g.tally().unwrap();
    assert_eq!(t.winner(), Some(0));
    assert_eq!(t.gains(), &[1, 0]);
}

#[test]
fn a18_no_jack_point_when_the_jack_is_not_in_play() {
    let r = passes("a18_jack_left_in_stock.ron");
    assert!(!r.why.unwrap().contains("Jack"));
    let r = passes("a18_jack_discarded.ron");
    assert!(!r.why.unwrap().contains("Jack"));
    let mut g = deal(
        two(),
        0,
        &["2d 3d 4d 5d 6d 7d", "2h 3h 4h 5h 6h 7h"],
        "9s Jc 8h 9h 8d 9d 2c 5c",
        &[],
    );
    play(
        &mut g,
        "beg run Jc 8h 9h 8d 9d 2c 2h 2d 3h 3d 4h 4d 5h 5d 6h 6d 7h 7d",
    );
    assert!(g.discards(1).contains(c("Jc")));
    assert_eq!(g.tally().unwrap().side_of(Point::Jack), None);
}

#[test]
fn a19_partners_score_the_jack_together() {
    let r = passes("a19_partner_takes_jack.ron");
    assert_eq!(r.tricks[0].winner_side, 0);
    assert_eq!(r.game_points, Some(vec![3, 1]));
}

#[test]
fn a20_the_deal_passes_to_the_left() {
    passes("a20_deal_rotation.ron");
    // Through a whole match: each finished deal moves the deal one seat left; an abandoned
    // deal keeps the dealer.
    let mut m = Match::<AllFours>::new(AllFoursOptions::for_players(3), 5).unwrap();
    let mut rng = rng_from_seed(9);
    let mut checked = 0;
    while !m.is_over() {
        let before: HandStart = m.start();
        let hand_before = *m.hand();
        let a = m.hand().random_action(&mut rng).unwrap();
        let events = m.apply(a).unwrap();
        for e in events {
            if let MatchEvent::NewHand(start) = e {
                let mut h = hand_before;
                h.apply(a).unwrap();
                let expected = if h.abandoned() {
                    before.dealer
                } else {
                    (before.dealer + 1) % 3
                };
                assert_eq!(start.dealer, expected);
                assert_eq!(start.leader, (start.dealer + 1) % 3);
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
}

#[test]
fn single_deal_ties_go_to_high_and_revokes_are_punished() {
    // Single deal: South gains more; a tie would go to the holder of High.
    let opts = AllFoursOptions {
        match_end: MatchEnd::SingleDeal,
        ..two()
    };
    let mut g = deal(
        opts,
        0,
        &["Ac 2h 3h 4h 5h 6h", "2c 10d Ad Kd 3d 4d"],
        "9c",
        &[],
    );
    play(&mut g, "stand 10d 2h Ad 3h Kd 4h 3d 5h 4d 6h 2c Ac");
    // North High (1), South Low + Game (2): South wins the single deal.
    assert_eq!(g.match_decided(), vec![1]);

    // Table penalties: North revokes (plays a heart while holding clubs to a club lead).
    let pen = AllFoursOptions {
        revoke_penalty: Some(RevokePenalty::SeedRevoke),
        ..two()
    };
    let mut g = deal(
        pen,
        0,
        &["2c 2h 3h 4h 5h 6h", "Ac 2d 3d 4d 5d 6d"],
        "9c",
        &[6, 0],
    );
    play(&mut g, "stand Ac 2h");
    assert_eq!(g.revokes(), 1);
    play(&mut g, "2d 2c 3h 3d 4h 4d 5h 5d 6h 6d");
    let t = g.tally().unwrap();
    // North held Low (the 2 of clubs): +1, then the seed penalty (jack not in play) −2, and
    // North may not reach the target.
    assert_eq!(t.penalties[0], 2);
    assert_eq!(t.gains[0], -1);
    assert_eq!(t.winner(), None);
}

#[test]
fn foster_revoke_bars_game_and_costs_a_point() {
    let opts = AllFoursOptions {
        revoke_penalty: Some(RevokePenalty::FosterRevoke),
        ..two()
    };
    let mut g = deal(
        opts,
        0,
        &["2c 2h 3h 4h 5h 10d", "Ac 2d 3d 4d 5d 6d"],
        "9c",
        &[],
    );
    // North revokes: a heart to the ace of clubs while holding the 2 of clubs.
    play(&mut g, "stand Ac 2h 2d 10d 3h 3d 4h 4d 5h 5d 2c 6d");
    assert_eq!(g.revokes(), 1);
    let t = g.tally().unwrap();
    let game = t.awards().iter().find(|a| a.point == Point::Game).unwrap();
    assert_eq!(game.side, 0);
    assert!(game.barred && !game.counted);
    // North: Low (+1), then the Foster penalty with the jack not in play (−1).
    assert_eq!(t.gains(), &[0, 1]);
    assert!(
        g.score()
            .unwrap()
            .why
            .contains("Game North (barred by a revoke)")
    );
}

#[test]
fn single_deal_tie_goes_to_the_holder_of_high() {
    let opts = AllFoursOptions {
        match_end: MatchEnd::SingleDeal,
        ..two()
    };
    let mut g = deal(
        opts,
        0,
        &["Ac 2h 3h 4h 5h 6h", "2c 2d 3d 4d 5d 6d"],
        "9c",
        &[],
    );
    // South: gift and Low; North: High and Game. 2-2, North held High.
    play(&mut g, "beg give 2d 2h 3d 3h 4d 4h 5d 5h 6d 6h 2c Ac");
    assert_eq!(g.tally().unwrap().gains(), &[2, 2]);
    assert_eq!(g.match_decided(), vec![0]);
    assert_eq!(g.outcome().unwrap().winners, 1);
}
