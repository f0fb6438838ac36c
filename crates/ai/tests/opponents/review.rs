//! The hand review: exact values where every card is known, the same review for the same hand,
//! and nothing read from cards the reviewed seat could not see.

#![allow(clippy::unwrap_used)]

use sevenfold_ai::review::{decisions, review_hand};
use sevenfold_ai::sedma::EndgameSolver;
use sevenfold_ai::{Bot, GameBots, RandomBot};
use sevenfold_core::cards::{GameRng, parse_cards, rng_from_seed};
use sevenfold_core::engine::{FixedDeal, Game, HandGame, HandStart, Seat};
use sevenfold_core::games::all_fours::{AllFours, AllFoursOptions};
use sevenfold_core::games::sedma::{Sedma, SedmaOptions};

/// A hand played to its end: `careless` plays at random, the other seats by the rules of thumb.
fn played<G: GameBots>(dealt: &G, careless: Seat, rng: &mut GameRng) -> Vec<G::Action> {
    let mut g = dealt.clone();
    let mut rule = G::rule_bot();
    let mut actions = Vec::new();
    while let Some(seat) = g.to_act() {
        let view = g.view(seat);
        let a = if seat == careless {
            Bot::<G>::choose(&mut RandomBot, &view, rng)
        } else {
            rule.choose(&view, rng)
        }
        .unwrap();
        g.apply(a).unwrap();
        actions.push(a);
    }
    actions
}

/// A hand played by the hint's moves: the review agrees with the hint, so it marks nothing,
/// in every game (Sedma's endgames solved exactly too).
#[test]
fn the_hints_moves_are_never_marked() {
    use sevenfold_ai::review::hint_of;
    use sevenfold_core::games::sevens_from_hell::{HellOptions, SevensFromHell};
    fn by_the_hint<G: GameBots>(dealt: &G, seat: Seat, rng: &mut GameRng) -> Vec<G::Action> {
        let mut g = dealt.clone();
        let mut rule = G::rule_bot();
        let mut actions = Vec::new();
        while let Some(s) = g.to_act() {
            let view = g.view(s);
            let a = if s == seat {
                hint_of::<G>(&view).unwrap().action
            } else {
                rule.choose(&view, rng).unwrap()
            };
            g.apply(a).unwrap();
            actions.push(a);
        }
        actions
    }
    fn check<G: GameBots>(dealt: G, seat: Seat, seed: u64) {
        let mut rng = rng_from_seed(seed);
        let actions = by_the_hint(&dealt, seat, &mut rng);
        let review = review_hand(&dealt, &actions, seat, seed, |_, _| true)
            .unwrap()
            .unwrap();
        assert!(!review.judged.is_empty());
        let marked: Vec<usize> = review.mistakes().iter().map(|j| j.index + 1).collect();
        assert!(marked.is_empty(), "the hint's moves {marked:?} were marked");
    }
    let mut rng = rng_from_seed(21);
    for hand in 0..3 {
        let opts = SedmaOptions::for_players(2);
        check(
            Sedma::deal_random(&opts, HandStart::new(hand % 2, (hand + 1) % 2), &mut rng),
            1,
            hand as u64,
        );
    }
    let opts = AllFoursOptions::default();
    check(AllFours::deal(&opts, HandStart::new(0, 1), &mut rng), 1, 5);
    let opts = HellOptions::for_players(4);
    check(
        SevensFromHell::deal(&opts, HandStart::new(0, 1), &mut rng),
        2,
        6,
    );
}

/// Once a 2-player stock is gone the review's values are the solver's: a careless move costs
/// exactly what perfect play would have kept, and such moves are found.
#[test]
fn endgame_mistakes_cost_exactly_what_the_solver_says() {
    let opts = SedmaOptions::for_players(2);
    let mut rng = rng_from_seed(7);
    let mut exact_mistakes = 0;
    for hand in 0..6 {
        let dealt = Sedma::deal_random(&opts, HandStart::new(hand % 2, (hand + 1) % 2), &mut rng);
        let actions = played(&dealt, 1, &mut rng);
        let review = review_hand(&dealt, &actions, 1, 3, |_, _| true)
            .unwrap()
            .unwrap();
        assert_eq!(
            review.judged.len(),
            decisions(&dealt, &actions, 1).unwrap().len()
        );
        for j in &review.judged {
            let mut g = dealt;
            for &a in &actions[..j.index] {
                g.apply(a).unwrap();
            }
            assert_eq!(
                j.exact,
                g.stock().is_empty(),
                "exact only once every card is known"
            );
            // Both moves are the position's own, and agreeing with the hint costs nothing.
            let legal = g.legal_actions();
            assert!(legal.contains(&j.played) && legal.contains(&j.best));
            if j.played == j.best {
                assert_eq!(j.cost(), 0.0, "move {}", j.index + 1);
            }
            if j.exact {
                let values = EndgameSolver::new().values(&g, 1);
                let best = values.iter().map(|v| v.1).max().unwrap();
                let mine = values.iter().find(|v| v.0 == j.played).unwrap().1;
                assert_eq!(j.cost(), (best - mine) as f32, "move {}", j.index + 1);
                assert_eq!(j.best_value, best as f32);
            }
        }
        exact_mistakes += review.mistakes().iter().filter(|j| j.exact).count();
    }
    assert!(
        exact_mistakes > 0,
        "random play loses points in some endgame"
    );
}

/// The same hand and seed give the same review; the reviewed seat's decisions are each judged
/// once, in order, with a legal better action.
#[test]
fn an_all_fours_review_is_repeatable() {
    let opts = AllFoursOptions::default();
    let mut rng = rng_from_seed(11);
    let dealt = AllFours::deal(&opts, HandStart::new(0, 1), &mut rng);
    let actions = played(&dealt, 1, &mut rng);
    let mut seen = Vec::new();
    let first = review_hand(&dealt, &actions, 1, 5, |done, total| {
        seen.push((done, total));
        true
    })
    .unwrap()
    .unwrap();
    let total = first.judged.len();
    assert!(total > 0);
    assert_eq!(seen.first(), Some(&(0, total)));
    assert_eq!(seen.last(), Some(&(total, total)));
    let again = review_hand(&dealt, &actions, 1, 5, |_, _| true)
        .unwrap()
        .unwrap();
    assert_eq!(first, again);
    let todo = decisions(&dealt, &actions, 1).unwrap();
    for (j, (index, view, played)) in first.judged.iter().zip(&todo) {
        assert_eq!((j.index, j.played), (*index, *played));
        assert!(view.legal.contains(&j.best));
        assert!(j.error >= 0.0);
        if j.played == j.best {
            assert_eq!(
                (j.cost(), j.samples),
                (0.0, 0),
                "the hint's move costs nothing"
            );
        } else {
            assert!(j.samples > 0, "a move other than the hint's is played out");
        }
    }
    // Stopping early gives nothing.
    let stopped = review_hand(&dealt, &actions, 1, 5, |done, _| done < 2).unwrap();
    assert_eq!(stopped, None);
}

fn cards(text: &str) -> Vec<sevenfold_core::cards::Card> {
    parse_cards(text).unwrap()
}

/// Two deals that look the same from the reviewed seat (North's cards and the stock's hidden
/// part differ) get the same review of that seat's first decision: the review reads only
/// the seat's view.
#[test]
fn the_review_is_blind_to_hidden_cards() {
    let opts = SedmaOptions::for_players(2);
    let deal = |north: &str, stock: &str| {
        let d = FixedDeal {
            dealer: 0,
            leader: None,
            hands: vec![cards(north), cards("10h 8c 9d Ks")],
            stock: cards(stock),
            ..FixedDeal::default()
        };
        <Sedma as HandGame>::from_deal(&opts, &d).unwrap()
    };
    let rest = "7h 8h 9h Oh Kh 7d 8d 10d Ud Kd Ad 9c 10c Uc Oc 7s 10s Us Os As Ah Kc 7c";
    let a = deal("Ac 8s Od Uh", &format!("9s {rest}"));
    let b = deal("9s 8s Od Uh", &format!("Ac {rest}"));
    assert_eq!(a.view(1), b.view(1));
    assert_ne!(a.view(0), b.view(0));
    let review = |g: &Sedma| {
        review_hand(
            g,
            &[sevenfold_core::games::sedma::SedmaAction::Play(
                cards("8c")[0],
            )],
            1,
            9,
            |_, _| true,
        )
        .unwrap()
        .unwrap()
    };
    assert_eq!(review(&a), review(&b));
}

/// A Sevens from Hell round: every decision of the careless seat is judged, each judged move
/// is one it could have made, and playing at random costs points somewhere.
#[test]
fn a_sevens_from_hell_round_is_reviewed() {
    use sevenfold_core::games::sevens_from_hell::{HellOptions, SevensFromHell};
    let opts = HellOptions::for_players(4);
    let mut rng = rng_from_seed(4);
    let dealt = SevensFromHell::deal(&opts, HandStart::new(0, 1), &mut rng);
    let actions = played(&dealt, 2, &mut rng);
    let start = std::time::Instant::now();
    let review = review_hand(&dealt, &actions, 2, 9, |_, _| true)
        .unwrap()
        .unwrap();
    eprintln!(
        "{} decisions reviewed in {:.1} s",
        review.judged.len(),
        start.elapsed().as_secs_f32()
    );
    let todo = decisions(&dealt, &actions, 2).unwrap();
    assert_eq!(review.judged.len(), todo.len());
    for (j, (_, view, _)) in review.judged.iter().zip(&todo) {
        assert!(view.legal.contains(&j.best));
    }
    assert!(!review.mistakes().is_empty(), "random play loses points");
}

/// The reference review measures every sampled cost on exactly the batches asked for, and a
/// move the hint agrees with is never sampled at all.
#[test]
fn the_reference_review_samples_every_differing_move_fully() {
    use sevenfold_ai::review::review_hand_at_length;
    let mut rng = rng_from_seed(77);
    let dealt = AllFours::deal(&AllFoursOptions::default(), HandStart::new(0, 1), &mut rng);
    let actions = played(&dealt, 0, &mut rng);
    let review = review_hand_at_length(&dealt, &actions, 0, 77, 2).unwrap();
    let per_batch = AllFours::REVIEW.samples;
    assert!(review.judged.iter().any(|j| j.played != j.best));
    for j in &review.judged {
        let expected = if j.played == j.best { 0 } else { 2 * per_batch };
        assert_eq!(j.samples, expected, "{j:?}");
    }
}
