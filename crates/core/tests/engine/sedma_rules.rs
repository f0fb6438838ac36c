//! The rule book's Sedma acceptance cases (RULES.md 1.10), one test per case id.
//! Seats: N(0) E(1) S(2) W(3); sides N-S = 0, E-W = 1.
#![allow(clippy::unwrap_used)]

use sevenfold_core::cards::{Card, CardSet, parse_cards};
use sevenfold_core::engine::{Game, HandGame, HandScore, HandStart};
use sevenfold_core::games::sedma::{
    BurnPreset, KingTeams, OsmovaWildClash, Scoring, Sedma, SedmaAction, SedmaEvent, SedmaOptions,
};

const N: usize = 0;
const E: usize = 1;
const S: usize = 2;
const W: usize = 3;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn start(dealer: usize, leader: usize) -> HandStart {
    HandStart::new(dealer, leader)
}

/// A position with these hands; the cards listed in `won` are in those seats' won piles and every
/// other card of the pack goes to the stock (top first in pack order) or, when `stock_empty`, to
/// the won pile of seat `rest_to`.
fn position(o: &SedmaOptions, st: HandStart, hands: &[&str], won: &[&str], rest: Rest) -> Sedma {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let mut won: Vec<Vec<Card>> = won.iter().map(|w| cards(w)).collect();
    won.resize(o.players as usize, Vec::new());
    let used: CardSet = hands.iter().chain(&won).flatten().copied().collect();
    let others = o.pack().minus(used).to_vec();
    let stock = match rest {
        Rest::Stock => others,
        Rest::WonBy(seat) => {
            won[seat].extend(others);
            Vec::new()
        }
    };
    Sedma::from_deal(o, st, &hands, &stock, &won).unwrap()
}

#[derive(Clone, Copy)]
enum Rest {
    Stock,
    WonBy(usize),
}

fn four() -> SedmaOptions {
    SedmaOptions::for_players(4)
}

/// Applies actions in notation, failing the test with the engine's reason on an illegal one.
fn play(g: &mut Sedma, actions: &str) -> Vec<SedmaEvent> {
    let mut events = Vec::new();
    for tok in actions.split_whitespace() {
        let a: SedmaAction = tok.parse().unwrap();
        match g.apply(a) {
            Ok(ev) => events.extend(ev),
            Err(e) => panic!("{tok} refused: {e}"),
        }
    }
    events
}

/// The trick-won events, as (winner, points, reason text).
fn tricks(events: &[SedmaEvent]) -> Vec<(usize, i32, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            SedmaEvent::TrickWon {
                winner,
                points,
                reason,
                ..
            } => Some((*winner, *points, reason.to_string())),
            _ => None,
        })
        .collect()
}

fn hand_over(events: &[SedmaEvent]) -> HandScore {
    events
        .iter()
        .find_map(|e| match e {
            SedmaEvent::HandOver { score } => Some(score.clone()),
            _ => None,
        })
        .expect("the hand should be over")
}

#[test]
fn s01_last_card_equal_to_the_lead_wins() {
    let mut g = position(
        &four(),
        start(W, N),
        &["9c 9d Kc Qc", "10c Ac Ad Kd", "Jc Jd Qd Ah", "9h Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let ev = play(&mut g, "9c 10c Jc 9h");
    assert!(g.leader_deciding(), "N holds another 9, so N decides");
    assert!(tricks(&ev).is_empty());
    let ev = play(&mut g, "end");
    assert_eq!(
        tricks(&ev),
        vec![(
            W,
            10,
            "the second 9 takes it: it matches the lead".to_string()
        )]
    );
}

#[test]
fn s02_a_seven_beats_any_card() {
    let mut g = position(
        &four(),
        start(W, N),
        &["Ac Ad Kc Qc", "Kd 9c 9d Jd", "7c Jc Qd 10h", "8c Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let ev = play(&mut g, "Ac Kd 7c 8c end");
    assert_eq!(tricks(&ev)[0].0, S);
    assert_eq!(tricks(&ev)[0].1, 10);
    assert_eq!(g.won(S).len(), 4);
    assert_eq!(g.seat_points().0[N] + g.seat_points().0[S], 10);
}

#[test]
fn s03_nobody_matched_the_leader_wins() {
    let mut g = position(
        &four(),
        start(W, N),
        &["Kc 7d Qc Jc", "9c 9d Kd Jd", "10c Qd 8d 10h", "Ac Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let ev = play(&mut g, "Kc 9c 10c Ac end");
    let t = tricks(&ev);
    assert_eq!((t[0].0, t[0].1), (N, 20));
    assert!(t[0].2.contains("holds"), "{}", t[0].2);
}

#[test]
fn s04_pagat_example_one_leader_cannot_continue() {
    let mut g = position(
        &four(),
        start(W, N),
        &["9c 9d Kc Qc", "10c 7c Ad Kd", "Jc 8c Qd Ah", "9h 10d Qh Jh"],
        &[],
        Rest::Stock,
    );
    let stock_top: Vec<Card> = g.stock()[..8].to_vec();
    play(&mut g, "9c 10c Jc 9h");
    // N continues with the other 9; E 7, S 8, W 10.
    let ev = play(&mut g, "9d 7c 8c 10d");
    // N holds no 9 and no 7: the trick ends by itself.
    let t = tricks(&ev);
    assert_eq!(t.len(), 1);
    assert_eq!((t[0].0, t[0].1), (E, 20));
    assert_eq!(t[0].2, "the 7 takes it: sevens beat any card");
    // Refill one card at a time from the winner: E, S, W, N, E, S, W, N.
    let draws: Vec<(usize, Card)> = ev
        .iter()
        .filter_map(|e| match e {
            SedmaEvent::Drew { seat, card } => card.map(|c| (*seat, c)),
            _ => None,
        })
        .collect();
    let order: Vec<usize> = draws.iter().map(|d| d.0).collect();
    assert_eq!(order, vec![E, S, W, N, E, S, W, N]);
    assert_eq!(
        draws.iter().map(|d| d.1).collect::<Vec<_>>(),
        stock_top,
        "cards come off the top of the stock"
    );
    assert!((0..4).all(|s| g.hand(s).len() == 4));
    assert_eq!(g.to_act(), Some(E), "the winner leads next");
}

#[test]
fn s05_pagat_example_two_last_equal_card_wins() {
    let mut g = position(
        &four(),
        start(N, E),
        &["Kc Qc Jc 9c", "Ac Ad 8c 9d", "7c Qd 8d 10h", "Ah Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let ev = play(&mut g, "Ac 7c Ah Kc");
    assert!(ev.iter().all(|e| !matches!(e, SedmaEvent::TrickWon { .. })));
    let ev = play(&mut g, "end");
    let t = tricks(&ev);
    assert_eq!((t[0].0, t[0].1), (W, 20));
    assert_eq!(g.to_act(), Some(W));
}

#[test]
fn s06_no_match_and_no_seven_means_no_continue() {
    let mut g = position(
        &four(),
        start(W, N),
        &["9c Kc Qc Jc", "10c Ac Ad Kd", "Jd Qd 8d Ah", "9h Kh Qh 10h"],
        &[],
        Rest::Stock,
    );
    let ev = play(&mut g, "9c 10c Jd 9h");
    // The leader is never asked: continuing is impossible, so the trick ends at once.
    assert_eq!(tricks(&ev).len(), 1);
    assert!(!g.leader_deciding());
    assert_eq!(
        g.check(SedmaAction::EndTrick).unwrap_err().rule,
        "end-not-now"
    );
    // Whereas a leader holding a match is offered exactly EndTrick and that card.
    let mut g = position(
        &four(),
        start(W, N),
        &["9c 9d Qc Jc", "10c Ac Ad Kd", "Jd Qd 8d Ah", "9h Kh Qh 10h"],
        &[],
        Rest::Stock,
    );
    play(&mut g, "9c 10c Jd 9h");
    assert_eq!(
        g.legal_actions().to_vec(),
        vec![
            SedmaAction::EndTrick,
            SedmaAction::Play("9d".parse().unwrap())
        ]
    );
    let err = g
        .check(SedmaAction::Play("Qc".parse().unwrap()))
        .unwrap_err();
    assert_eq!(err.rule, "continue-needs-match");
    assert!(err.reason.contains("seven"), "{}", err.reason);
}

#[test]
fn s07_leader_may_continue_while_partner_wins() {
    let mut g = position(
        &four(),
        start(W, N),
        &["Kc 7c Qc Jc", "Qd Ac Ad 10c", "Kd Jd 8d Ah", "9h Kh Qh 10h"],
        &[],
        Rest::Stock,
    );
    play(&mut g, "Kc Qd Kd 9h");
    assert_eq!(g.winning_seat(), Some(S), "N's partner is winning");
    assert!(g.leader_deciding());
    let seven = SedmaAction::Play("7c".parse().unwrap());
    assert!(g.legal_actions().contains(&seven));
    assert!(g.check(seven).is_ok());
    // The related-games option forbids it.
    let mut o = four();
    o.continue_only_when_losing = true;
    let mut g = position(
        &o,
        start(W, N),
        &["Kc 7c Qc Jc", "Qd Ac Ad 10c", "Kd Jd 8d Ah", "9h Kh Qh 10h"],
        &[],
        Rest::Stock,
    );
    // The leader is not asked: his side is winning, so the trick ends and S takes it.
    let ev = play(&mut g, "Kc Qd Kd 9h");
    assert_eq!(tricks(&ev)[0].0, S);
    assert!(!g.leader_deciding());
}

#[test]
fn s08_only_a_seven_beats_a_led_seven() {
    let two = SedmaOptions::for_players(2);
    let hands = ["7c Kc Qc Jc", "Ac 7d Kd Qd"];
    let mut g = position(&two, start(1, 0), &hands, &[], Rest::Stock);
    let ev = play(&mut g, "7c Ac");
    let t = tricks(&ev);
    assert_eq!((t[0].0, t[0].1), (0, 10));
    let mut g = position(&two, start(1, 0), &hands, &[], Rest::Stock);
    let ev = play(&mut g, "7c 7d");
    let t = tricks(&ev);
    assert_eq!(t[0].0, 1);
    assert_eq!(
        t[0].2,
        "the second 7 takes it: only a seven beats a led seven"
    );
}

#[test]
fn s09_short_stock_refills_everyone_equally() {
    // Stock of 4; 12 cards already won.
    let mut g = position(
        &four(),
        start(W, N),
        &["9c 9d Kc Qc", "10c Ac Ad Kd", "Jc Jd Qd Ah", "9h Kh Qh 8h"],
        &["7c 7d 7h 7s 8c 8d", "8s 9s 10s Js Qs Ks"],
        Rest::Stock,
    );
    assert_eq!(g.stock().len(), 4);
    // N continues with the 9; after the second round N holds no 9 or 7, so the trick ends.
    play(&mut g, "9c 10c Jc 9h 9d Ac Jd Kh");
    assert_eq!(g.stock().len(), 0);
    assert!((0..4).all(|s| g.hand(s).len() == 3), "everyone holds 3");
    g.check_invariants().unwrap();
}

#[test]
fn s10_forty_forty_last_trick_decides() {
    // N-S won aces and tens worth 40, E-W 40; the last trick (no points) goes to E.
    let mut g = position(
        &four(),
        start(W, N),
        &["8c", "7c", "9c", "Jc"],
        &["Ac Ad 10c 10d", "Ah As 10h 10s"],
        Rest::WonBy(S),
    );
    let ev = play(&mut g, "8c 7c 9c Jc");
    let score = hand_over(&ev);
    assert_eq!(score.card_points, vec![40, 50]);
    assert_eq!(score.winners, vec![1]);
    assert_eq!(score.game_points, vec![0, 1]);
}

#[test]
fn s11_all_ninety_is_two_every_trick_is_three() {
    // N-S hold every ace and ten; E-W took one trick of worthless cards.
    let mut g = position(
        &four(),
        start(W, N),
        &["8c", "Jc", "9c", "Qc"],
        &["Ac Ad Ah As 10c 10d 10h 10s", "9d 9h 8d 8h"],
        Rest::WonBy(S),
    );
    let score = hand_over(&play(&mut g, "8c Jc 9c Qc"));
    assert_eq!(score.card_points, vec![90, 0]);
    assert_eq!((score.stake, score.game_points.clone()), (2, vec![2, 0]));
    // N-S took every trick.
    let mut g = position(
        &four(),
        start(W, N),
        &["8c", "Jc", "9c", "Qc"],
        &["Ac Ad Ah As 10c 10d 10h 10s"],
        Rest::WonBy(S),
    );
    let score = hand_over(&play(&mut g, "8c Jc 9c Qc"));
    assert_eq!((score.stake, score.game_points), (3, vec![3, 0]));
    assert_eq!(score.why, "every trick");
}

#[test]
fn s12_reaching_ten_game_points_ends_the_match() {
    let o = four();
    assert_eq!(Sedma::match_winners(&o, &[9, 4], 7), Vec::<usize>::new());
    // N-S at 9 win a one-point hand.
    let mut g = position(
        &o,
        start(W, N),
        &["8c", "7c", "9c", "Jc"],
        &["Ac Ad Ah 10c 10d", "As 10h 10s"],
        Rest::WonBy(S),
    );
    let score = hand_over(&play(&mut g, "8c 7c 9c Jc"));
    assert_eq!(score.game_points, vec![1, 0]);
    let totals = [9 + score.game_points[0], 4 + score.game_points[1]];
    assert_eq!(Sedma::match_winners(&o, &totals, 8), vec![0]);
}

#[test]
fn s13_four_player_deal_rotation() {
    let o = four();
    // Dealer N; E-W take the last trick and win 50–40.
    let mut g = position(
        &o,
        start(N, E),
        &["8c", "7c", "9c", "Jc"],
        &["Ac Ad 10c 10d", "Ah As 10h 10s"],
        Rest::WonBy(S),
    );
    // E leads: 7c, S 9c, W Jc, N 8c — E's 7 wins.
    let score = hand_over(&play(&mut g, "7c 9c Jc 8c"));
    assert_eq!(score.winners, vec![1]);
    assert_eq!(g.next_start(&score), start(S, W));
    // Same dealer, but N-S win: the deal passes left to E and S leads.
    let mut g = position(
        &o,
        start(N, E),
        &["8c", "Jc", "7c", "9c"],
        &["Ac Ad 10c 10d", "Ah As 10h 10s"],
        Rest::WonBy(S),
    );
    let score = hand_over(&play(&mut g, "Jc 7c 9c 8c"));
    assert_eq!(score.winners, vec![0]);
    assert_eq!(g.next_start(&score), start(E, S));
}

fn osmova(players: u8, clash: OsmovaWildClash) -> SedmaOptions {
    let mut o = SedmaOptions::for_players(players);
    o.osmova = true;
    o.wild_clash = clash;
    o
}

#[test]
fn s14_osmova_eight_holds_against_a_later_seven() {
    let mut g = position(
        &osmova(4, OsmovaWildClash::FirstWildHolds),
        start(W, N),
        &["Ac Kc Qc Jc", "8c Kd Qd Jd", "9c 10c 10d Ah", "7c Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let ev = play(&mut g, "Ac 8c 9c 7c");
    let ev = if tricks(&ev).is_empty() {
        play(&mut g, "end")
    } else {
        ev
    };
    let t = tricks(&ev);
    assert_eq!(t[0].0, E, "the 8 wins");
    assert!(t[0].2.contains("8"), "{}", t[0].2);
}

#[test]
fn s15_osmova_second_ace_then_seven() {
    let mut g = position(
        &osmova(4, OsmovaWildClash::FirstWildHolds),
        start(W, N),
        &["Ac Kc Qc Jc", "8c Kd Qd Jd", "Ad 10c 10d Ah", "7c Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let mut ev = play(&mut g, "Ac 8c Ad 7c");
    if g.leader_deciding() {
        ev.extend(play(&mut g, "end"));
    }
    assert_eq!(tricks(&ev)[0].0, W, "the 7 wins");
}

#[test]
fn s16_osmova_seven_then_eight_by_option() {
    let hands = ["Ac Kc Qc Jc", "7c Kd Qd Jd", "8c 10c 10d Ah"];
    for (clash, winner) in [
        (OsmovaWildClash::FirstWildHolds, 1),
        (OsmovaWildClash::EightBeatsSeven, 2),
    ] {
        let mut g = position(&osmova(3, clash), start(2, 0), &hands, &[], Rest::Stock);
        let mut ev = play(&mut g, "Ac 7c 8c");
        if g.leader_deciding() {
            ev.extend(play(&mut g, "end"));
        }
        assert_eq!(tricks(&ev)[0].0, winner, "{clash:?}");
    }
}

#[test]
fn s17_four_in_a_row_burns_the_hand() {
    let mut o = four();
    o.burn = Some(BurnPreset::A);
    let mut g = position(
        &o,
        start(W, N),
        &["9c Kc Qc Jc", "9d Kd Qd Jd", "9h 10c 10d Ah", "9s Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let ev = play(&mut g, "9c 9d 9h 9s");
    assert!(g.is_terminal(), "the hand ends at once");
    assert!(ev.iter().any(|e| matches!(
        e,
        SedmaEvent::BurnedInTrick {
            seat: W,
            rank: 9,
            stake: 1
        }
    )));
    let score = hand_over(&ev);
    assert_eq!(
        (score.winners.clone(), score.game_points),
        (vec![1], vec![0, 1])
    );
    // Four sevens burn for 3.
    let mut g = position(
        &o,
        start(W, N),
        &["7c Kc Qc Jc", "7d Kd Qd Jd", "7h 10c 10d Ah", "7s Kh Qh Jh"],
        &[],
        Rest::Stock,
    );
    let score = hand_over(&play(&mut g, "7c 7d 7h 7s"));
    assert_eq!((score.stake, score.game_points), (3, vec![0, 3]));
}

#[test]
fn s18_three_player_payments() {
    let three = SedmaOptions::for_players(3);
    // 30 cards: no 8h, 8d. One trick left: N leads Kc, E and W can't match: N takes the last 10.
    let end = |won: [&str; 3]| {
        let mut g = position(
            &three,
            start(2, 0),
            &["Kc", "Qc", "Jc"],
            &won,
            Rest::WonBy(2),
        );
        hand_over(&play(&mut g, "Kc Qc Jc"))
    };
    // 40 / 30 / 20.
    let s = end(["Ac Ad 10c", "Ah As 10d", "10h 10s"]);
    assert_eq!(s.card_points, vec![40, 30, 20]);
    assert_eq!(s.game_points, vec![2, -1, -1]);
    // 40 / 40 / 10: the third pays 1 to each.
    let s = end(["Ac Ad 10c", "Ah As 10d 10h", "10s"]);
    assert_eq!(s.card_points, vec![40, 40, 10]);
    assert_eq!(s.game_points, vec![1, 1, -2]);
    // 30 / 30 / 30: nothing is paid.
    let s = end(["Ac Ad", "Ah As 10d", "10c 10h 10s"]);
    assert_eq!(s.card_points, vec![30, 30, 30]);
    assert_eq!(s.game_points, vec![0, 0, 0]);
    assert!(s.winners.is_empty());
}

#[test]
fn s19_king_of_leaves_plays_as_a_seven() {
    let mut o = SedmaOptions::for_players(3);
    o.king_teams = Some(KingTeams::KingOfLeaves);
    let mut g = position(
        &o,
        start(2, 0),
        &["Ac Qc Jc 9c", "Ks Qd Jd 9d", "9h 10c 10d Kh"],
        &[],
        Rest::Stock,
    );
    let mut ev = play(&mut g, "Ac Ks 9h");
    if g.leader_deciding() {
        ev.extend(play(&mut g, "end"));
    }
    let t = tricks(&ev);
    assert_eq!(t[0].0, 1, "the king of leaves takes it");
    assert!(
        t[0].2
            .contains("the king of spades, playing as a seven, takes it"),
        "{}",
        t[0].2
    );
}

/// Rule book 1.8: a led king of leaves is a led seven, and the texts say so: only a seven
/// continues it or beats it, and nobody calls it "a K".
#[test]
fn s19_a_led_king_of_leaves_is_a_led_seven_in_every_text() {
    let mut o = SedmaOptions::for_players(3);
    o.king_teams = Some(KingTeams::KingOfLeaves);
    let mut g = position(
        &o,
        start(0, 1),
        &["Ac Qc Jc 9c", "Ks Kd 7d 9d", "9h 10c 10d Kh"],
        &[],
        Rest::Stock,
    );
    let mut ev = play(&mut g, "Ks Kh 9c");
    assert!(
        g.leader_deciding(),
        "the leader holds a seven and may continue"
    );
    let err = g.check("Kd".parse().unwrap()).unwrap_err();
    assert_eq!(err.rule, "continue-needs-match");
    assert!(
        err.reason
            .contains("the king of leaves was led and plays as a seven")
            && err.reason.contains("the king of bells is not a seven"),
        "{}",
        err.reason
    );
    assert!(!err.reason.contains("a K "), "{}", err.reason);
    ev.extend(play(&mut g, "end"));
    let t = tricks(&ev);
    assert_eq!(t[0].0, 1, "nobody played a seven: the led king holds");
    assert!(
        t[0].2
            .contains("the king of spades, playing as a seven, was led and holds"),
        "{}",
        t[0].2
    );
}

#[test]
fn s20_osmova_trick_points_count_tricks_played() {
    let mut o = osmova(4, OsmovaWildClash::FirstWildHolds);
    o.scoring = Scoring::OsmovaTrickPoints;
    // Play seeded random hands until one has exactly 6 tricks; its total must be 90 + 60.
    let mut found = false;
    for seed in 0..2000 {
        let mut rng = sevenfold_core::cards::rng_from_seed(seed);
        let mut g = Sedma::deal_random(&o, start(W, N), &mut rng);
        g.play_out_randomly(&mut rng);
        let total: i32 = g.hand_score().unwrap().card_points.iter().sum();
        assert_eq!(total, 90 + 10 * g.tricks_played() as i32);
        if g.tricks_played() == 6 {
            assert_eq!(total, 150);
            found = true;
        }
    }
    assert!(found, "some hand among 2000 has six tricks");
}

/// Not a rule-book case: the fused random playout must make exactly the choices that
/// `random_action` + `apply` make, so benchmarks measure the same game the bots play.
#[test]
fn fused_random_playout_matches_the_generic_loop() {
    use sevenfold_core::games::sedma::VARIANTS;
    for players in 2..=4u8 {
        for v in std::iter::once(None).chain(VARIANTS.iter().map(Some)) {
            let mut o = SedmaOptions::for_players(players);
            if let Some(v) = v {
                o.apply_variant(v.name).unwrap();
            }
            if o.validate().is_err() {
                continue;
            }
            for seed in 0..50 {
                let st = start(
                    seed as usize % players as usize,
                    (seed as usize + 1) % players as usize,
                );
                let mut rng_a = sevenfold_core::cards::rng_from_seed(seed);
                let mut a = Sedma::deal_random(&o, st, &mut rng_a);
                let mut rng_b = rng_a.clone();
                let mut b = a;
                a.play_out_randomly(&mut rng_a);
                while let Some(act) = b.random_action(&mut rng_b) {
                    b.apply(act).unwrap();
                }
                assert_eq!(
                    a,
                    b,
                    "{players} players, {:?}, seed {seed}",
                    v.map(|v| v.name)
                );
            }
        }
    }
}

/// Lessons start a match from a fixed deal: the first hand is that deal, with the deal's match
/// totals; a deal the rules refuse, or totals for the wrong number of sides, is refused.
#[test]
fn a_match_starts_from_a_fixed_deal() {
    use sevenfold_core::engine::{FixedDeal, Match, MatchError};
    let o = SedmaOptions::for_players(2);
    let hands = vec![cards("7h 8h 9h 10h"), cards("7d 8d 9d 10d")];
    let used: CardSet = hands.iter().flatten().copied().collect();
    let deal = FixedDeal {
        dealer: 1,
        leader: None,
        hands: hands.clone(),
        stock: o.pack().minus(used).to_vec(),
        totals: vec![3, 1],
        ..FixedDeal::default()
    };
    let m = Match::<Sedma>::from_deal(o, &deal, 7).unwrap();
    assert_eq!(m.totals(), &[3, 1]);
    assert_eq!(m.start(), start(1, 0));
    for (seat, cards) in hands.iter().enumerate() {
        assert_eq!(
            m.hand().hand(seat),
            cards.iter().copied().collect::<CardSet>()
        );
    }
    let three_sides = FixedDeal {
        totals: vec![1, 2, 3],
        ..deal.clone()
    };
    assert!(matches!(
        Match::<Sedma>::from_deal(o, &three_sides, 7),
        Err(MatchError::Deal(_))
    ));
    let twice = FixedDeal {
        hands: vec![cards("7h 8h 9h 10h"), cards("7h 8d 9d 10d")],
        ..deal
    };
    assert!(matches!(
        Match::<Sedma>::from_deal(o, &twice, 7),
        Err(MatchError::Deal(_))
    ));
}
