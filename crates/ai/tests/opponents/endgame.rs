//! The 2-player endgame solver against plain minimax on random endgames.

#![allow(clippy::unwrap_used)]

use sevenfold_ai::sedma::SedmaRuleBot;
use sevenfold_ai::sedma::endgame::brute_force_points;
use sevenfold_ai::sedma::{EndgameSolver, swindle};
use sevenfold_core::cards::rng_from_seed;
use sevenfold_core::engine::{Game, HandStart};
use sevenfold_core::games::sedma::{Sedma, SedmaOptions};

/// Positions with the stock empty and a choice to make, from random 2-player play.
fn endgames(variants: &[&str], count: usize, seed: u64) -> Vec<Sedma> {
    let mut opts = SedmaOptions::for_players(2);
    for v in variants {
        opts.apply_variant(v).unwrap();
    }
    let mut rng = rng_from_seed(seed);
    let mut out = Vec::new();
    let mut hand = 0;
    while out.len() < count {
        let start = HandStart::new(hand % 2, (hand + 1) % 2);
        hand += 1;
        let mut g = Sedma::deal_random(&opts, start, &mut rng);
        // Stop at a random decision after the stock ran out.
        let stop = rng_from_seed(hand as u64).next_u32_below(6);
        let mut seen = 0;
        while let Some(a) = g.random_action(&mut rng) {
            if g.stock().is_empty() && g.legal_actions().len() > 1 {
                if seen == stop {
                    out.push(g);
                    break;
                }
                seen += 1;
            }
            g.apply_with(a, &mut ());
        }
    }
    out
}

trait Below {
    fn next_u32_below(&mut self, n: u32) -> u32;
}

impl Below for sevenfold_core::cards::GameRng {
    fn next_u32_below(&mut self, n: u32) -> u32 {
        sevenfold_core::cards::below(self, n)
    }
}

#[test]
fn solver_matches_brute_force_minimax() {
    let sets: &[(&[&str], usize)] = &[
        (&[], 700),
        (&["osmova"], 150),
        (&["burn-a"], 100),
        (&["continue-only-when-losing"], 100),
        (&["tricks-only"], 50),
    ];
    let mut solver = EndgameSolver::new();
    let mut total = 0;
    for (i, &(variants, count)) in sets.iter().enumerate() {
        for g in endgames(variants, count, 40 + i as u64) {
            let seat = g.to_act().unwrap();
            let want = brute_force_points(&g, seat);
            let solved = solver.solve(&g, seat).unwrap();
            assert_eq!(solved.final_points, want, "{variants:?}: {g:?}");
            // The chosen action really reaches that value against perfect defence.
            let mut after = g;
            after.apply_with(solved.action, &mut ());
            assert_eq!(brute_force_points(&after, seat), want);
            // Every action's exact value, and the best of them is the solved value.
            let values = solver.values(&g, seat);
            assert_eq!(values.len(), g.legal_actions().len());
            for &(a, v) in &values {
                let mut child = g;
                child.apply_with(a, &mut ());
                assert_eq!(v, brute_force_points(&child, seat), "{a:?} in {g:?}");
            }
            assert_eq!(values.iter().map(|v| v.1).max(), Some(want));
            total += 1;
        }
    }
    assert!(total >= 1000);
}

#[test]
fn solver_works_from_the_view_alone() {
    let mut solver = EndgameSolver::new();
    for g in endgames(&[], 50, 7) {
        let seat = g.to_act().unwrap();
        let view = g.view(seat);
        assert!(EndgameSolver::applies(&view));
        let from_view = solver.solve_view(&view).unwrap();
        let from_state = solver.solve(&g, seat).unwrap();
        assert_eq!(from_view, from_state);
        let mut other = g.view(1 - seat);
        other.legal.clear();
        assert_eq!(solver.solve_view(&other), None);
    }
}

#[test]
fn a_swindle_wins_against_the_replies_it_expects_and_never_against_perfect_ones() {
    let rule = SedmaRuleBot::new();
    let sensible = |p: &Sedma| rule.best_in(p);
    let perfect = |p: &Sedma| {
        let seat = p.to_act()?;
        EndgameSolver::new().solve(p, seat).map(|s| s.action)
    };
    let mut swindles = 0;
    for g in endgames(&[], 400, 61) {
        let seat = g.to_act().unwrap();
        // 90 card points in all: a seat wins the hand with 50 or more.
        let forced_win = brute_force_points(&g, seat) >= 50;
        let Some(first) = swindle(&g, seat, &sensible) else {
            continue;
        };
        swindles += 1;
        assert!(!forced_win, "a won hand needs no swindle: {g:?}");
        assert_eq!(swindle(&g, seat, &perfect), None, "{g:?}");
        // Played out against the replies it expects, the line wins.
        let mut after = g;
        after.apply_with(first, &mut ());
        while let Some(to_act) = after.to_act() {
            let a = if to_act == seat {
                swindle(&after, seat, &sensible)
                    .unwrap_or_else(|| EndgameSolver::new().solve(&after, seat).unwrap().action)
            } else {
                sensible(&after).unwrap()
            };
            after.apply_with(a, &mut ());
        }
        assert!(after.rewards()[seat] >= 1.0, "the swindle lost: {g:?}");
    }
    // Random play leaves plenty of lost endgames; some of them can be turned.
    assert!(swindles >= 5, "only {swindles} swindles in 400 endgames");
}
