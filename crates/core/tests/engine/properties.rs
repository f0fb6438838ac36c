//! Property tests of the Sedma engine over random seeds, player counts and variant combinations:
//! every step of a randomly played hand keeps the rules' invariants.

// Helpers outside #[test] functions unwrap too: a panic is the failure report here.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::props;
use proptest::prelude::*;
use sevenfold_core::cards::{Card, CardSet, GameRng, pack32, rng_from_seed};
use sevenfold_core::engine::{Game, HandStart, left};
use sevenfold_core::games::sedma::{Scoring, Sedma, SedmaAction, SedmaOptions, VARIANTS};

/// Every action a Sedma player could name: each card of the 32-card pack, end and pass.
fn every_action() -> Vec<SedmaAction> {
    pack32()
        .into_iter()
        .map(SedmaAction::Play)
        .chain([SedmaAction::EndTrick, SedmaAction::Pass])
        .collect()
}

/// Options from a player count and variant names, or `None` when the combination is invalid.
fn options_for(players: u8, variants: &[&str]) -> Option<SedmaOptions> {
    props::options_for::<Sedma>(SedmaOptions::for_players(players), VARIANTS, variants)
}

/// Valid options: 2 to 4 players and up to three named variants, invalid combinations dropped.
fn options() -> impl Strategy<Value = SedmaOptions> {
    props::options::<Sedma>(SedmaOptions::for_players, VARIANTS)
}

fn deal(opts: &SedmaOptions, seed: u64) -> (Sedma, GameRng) {
    let mut rng = rng_from_seed(seed);
    let n = opts.players as usize;
    let dealer = (seed % n as u64) as usize;
    let start = HandStart::new(dealer, left(dealer, n));
    let g = Sedma::deal_random(opts, start, &mut rng);
    (g, rng)
}

/// The stock's cards and every hand except `seat`'s: what `seat` must not see.
fn hidden_from(g: &Sedma, seat: usize) -> CardSet {
    let mut hidden = CardSet::from_cards(g.stock().iter().copied());
    for s in (0..g.seats()).filter(|&s| s != seat) {
        hidden = hidden.union(g.hand(s));
    }
    hidden
}

/// What every seat's view shows, as a value and as JSON.
fn check_views(g: &Sedma) -> Result<(), TestCaseError> {
    for seat in 0..g.seats() {
        let view = g.view(seat);
        let hidden = hidden_from(g, seat);
        prop_assert_eq!(&view.hand, &g.hand(seat).to_vec());
        prop_assert_eq!(view.stock_len, g.stock().len());
        let shown = view
            .trick
            .iter()
            .map(|p| p.card)
            .chain(view.won.iter().flatten().copied())
            .chain(view.played.iter().copied())
            .chain(view.legal.iter().filter_map(|a| match a {
                SedmaAction::Play(c) => Some(*c),
                _ => None,
            }));
        for c in shown {
            prop_assert!(!hidden.contains(c), "seat {seat}'s view shows hidden {c}");
        }
        props::check_json_hides(&view, seat, hidden)?;
    }
    Ok(())
}

/// The points a finished hand must add up to for these options, or `None` for a burned hand.
fn expected_total(g: &Sedma) -> Option<i32> {
    let played_out = (0..g.seats()).all(|s| g.hand(s).is_empty())
        && g.stock().is_empty()
        && g.trick().count() == 0;
    if !played_out {
        return None;
    }
    let o = g.options();
    let tricks: i32 = (0..g.seats()).map(|s| g.tricks_won(s) as i32).sum();
    let cards = if o.slovak { 80 } else { 90 };
    Some(match o.scoring {
        Scoring::Standard => cards,
        Scoring::OsmovaTrickPoints => cards + 10 * tricks,
        Scoring::TricksOnly => tricks,
    })
}

/// Plays one hand with random actions, checking every step; returns the final state and the log.
fn play_checked(
    opts: &SedmaOptions,
    seed: u64,
) -> Result<(Sedma, Vec<SedmaAction>), TestCaseError> {
    props::play_checked(|| deal(opts, seed), &every_action(), 65, check_views)
}

fn check_points(g: &Sedma) -> Result<(), TestCaseError> {
    let score = g
        .score()
        .ok_or_else(|| TestCaseError::fail("a finished hand has no score"))?;
    if let Some(want) = expected_total(g) {
        let total: i32 = score.card_points.iter().sum();
        prop_assert_eq!(total, want, "points of {:?}", score);
        let seats: i32 = g.seat_points().0.iter().sum();
        prop_assert_eq!(seats, want);
    }
    Ok(())
}

fn check_replay(
    opts: &SedmaOptions,
    seed: u64,
    end: &Sedma,
    log: &[SedmaAction],
) -> Result<(), TestCaseError> {
    props::check_replay(deal(opts, seed).0, end, log)
}

/// Plays a match for up to three hands with random actions, then replays its log.
fn check_match_replay(opts: &SedmaOptions, seed: u64) -> Result<(), TestCaseError> {
    props::check_match_replay::<Sedma>(opts, seed, 3, 66)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_step_keeps_the_rules(opts in options(), seed in any::<u64>()) {
        let (end, _) = play_checked(&opts, seed)?;
        check_points(&end)?;
    }

    #[test]
    fn replaying_the_log_rebuilds_the_hand(opts in options(), seed in any::<u64>()) {
        let (g, _) = deal(&opts, seed);
        let (g2, _) = deal(&opts, seed);
        prop_assert_eq!(g, g2, "the same seed dealt two different hands");
        let (mut end, mut rng) = deal(&opts, seed);
        let mut log = Vec::new();
        while let Some(a) = end.random_action(&mut rng) {
            end.apply(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
            log.push(a);
        }
        check_replay(&opts, seed, &end, &log)?;
        check_match_replay(&opts, seed)?;
    }

    #[test]
    fn events_hide_other_seats_draws(opts in options(), seed in any::<u64>()) {
        let (g, mut rng) = deal(&opts, seed);
        props::check_events_hide(g, &mut rng, hidden_from)?;
    }
}

/// Every named variant at every player count it is valid for, on a few fixed seeds: the random
/// combinations above may miss a variant, this does not.
#[test]
fn every_variant_at_every_valid_player_count() {
    let mut played = 0;
    for v in VARIANTS {
        for players in 2..=4 {
            let Some(opts) = options_for(players, &[v.name]) else {
                continue;
            };
            for seed in 0..6 {
                let (end, log) = play_checked(&opts, seed).unwrap_or_else(|e| {
                    panic!("{} with {players} players, seed {seed}: {e}", v.name)
                });
                check_points(&end).unwrap();
                check_replay(&opts, seed, &end, &log).unwrap();
                played += 1;
            }
        }
    }
    // Each variant is valid for at least one player count.
    assert!(played >= VARIANTS.len() * 6, "only {played} hands played");
}

#[test]
fn invalid_combinations_are_refused_with_a_reason() {
    for (players, variants) in [
        (3u8, &["burn-a"][..]),
        (2, &["king-of-leaves"]),
        (4, &["three-32"]),
        (3, &["king-of-hearts", "burn-hand"]),
        (5, &[]),
    ] {
        let mut o = SedmaOptions::for_players(players);
        for v in variants {
            o.apply_variant(v).unwrap();
        }
        let e = o.validate().unwrap_err();
        assert!(!e.is_empty(), "{players} players {variants:?}");
        assert!(options_for(players, variants).is_none());
    }
}

#[test]
fn an_unknown_card_is_refused() {
    let opts = SedmaOptions::for_players(4);
    let (g, _) = deal(&opts, 3);
    let two: Card = "2c".parse().unwrap();
    let e = g.check(SedmaAction::Play(two)).unwrap_err();
    assert!(e.reason.contains("does not hold"), "{e}");
}
