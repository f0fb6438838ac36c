//! Property tests of the All Fours engine over random seeds, player counts and every option:
//! every step of a randomly played deal keeps the rules' invariants, views hide what they must,
//! and replaying an action log rebuilds the deal and the match.

#![allow(clippy::unwrap_used)]

use crate::common;

use common::props;
use proptest::prelude::*;
use sevenfold_core::cards::{Card, CardSet, GameRng, french52, rng_from_seed};
use sevenfold_core::engine::{Game, HandGame};
use sevenfold_core::games::all_fours::{AllFours, AllFoursAction, AllFoursOptions, VARIANTS};

/// Every action a player could name: stand, beg, give, run, and each card discarded or played.
fn every_action() -> Vec<AllFoursAction> {
    let mut v = vec![
        AllFoursAction::Stand,
        AllFoursAction::Beg,
        AllFoursAction::Give,
        AllFoursAction::Run,
    ];
    for c in french52() {
        v.push(AllFoursAction::Discard(c));
        v.push(AllFoursAction::Play(c));
    }
    v
}

/// 2 to 4 players and up to three named options.
fn options() -> impl Strategy<Value = AllFoursOptions> {
    props::options::<AllFours>(AllFoursOptions::for_players, VARIANTS)
}

fn deal(opts: &AllFoursOptions, seed: u64) -> (AllFours, GameRng) {
    let mut rng = rng_from_seed(seed);
    let dealer = (seed % opts.players as u64) as usize;
    let g = AllFours::deal_random(opts, dealer, &mut rng);
    (g, rng)
}

/// What `seat` must not see: the stock, other hands and other seats' discards.
fn hidden_from(g: &AllFours, seat: usize) -> CardSet {
    let mut hidden = CardSet::from_cards(g.stock().iter().copied());
    for s in (0..g.seats()).filter(|&s| s != seat) {
        hidden = hidden.union(g.hand(s)).union(g.discards(s));
    }
    hidden
}

fn check_views(g: &AllFours) -> Result<(), TestCaseError> {
    for seat in 0..g.seats() {
        let view = g.view(seat);
        let mut hidden = hidden_from(g, seat);
        if view.may_look {
            prop_assert_eq!(&view.hand, &g.hand(seat).to_vec());
        } else {
            // Before trumps are settled a seat that may not look is not told its cards
            // (rule book 2.3), only how many it holds.
            prop_assert!(view.hand.is_empty());
            prop_assert_eq!(view.hand_sizes[seat], g.hand(seat).len() as usize);
            hidden = hidden.union(g.hand(seat));
        }
        prop_assert_eq!(&view.own_discards, &g.discards(seat).to_vec());
        prop_assert_eq!(view.stock_len, g.stock().len());
        props::check_json_hides(&view, seat, hidden)?;
    }
    Ok(())
}

fn play_checked(
    opts: &AllFoursOptions,
    seed: u64,
) -> Result<(AllFours, Vec<AllFoursAction>), TestCaseError> {
    let (g, log) = props::play_checked(|| deal(opts, seed), &every_action(), 3 + 52, check_views)?;
    // Conservation of points: the outcome equals the score sheet and the tally.
    let o = g.outcome().unwrap();
    let s = g.score().unwrap();
    prop_assert_eq!(&o.game_points[..s.game_points.len()], &s.game_points[..]);
    let t = g.tally().unwrap();
    let counted = t.awards().iter().filter(|a| a.counted).count() as i32;
    let gained: i32 = t.gains().iter().sum();
    let lost: i32 = t.penalties.iter().sum();
    prop_assert!(gained <= counted && gained >= counted - lost - 16);
    if opts.revoke_penalty.is_none() {
        prop_assert_eq!(gained, counted);
    }
    // Counting values: all cards in play were won by somebody.
    if !g.abandoned() && !g.immediate_win() {
        let won = (0..g.seats()).fold(CardSet::EMPTY, |a, s| a.union(g.won(s)));
        let held = (0..g.seats()).fold(CardSet::EMPTY, |a, s| a.union(g.in_play(s)));
        prop_assert_eq!(won, held);
    }
    Ok((g, log))
}

fn check_replay(
    opts: &AllFoursOptions,
    seed: u64,
    end: &AllFours,
    log: &[AllFoursAction],
) -> Result<(), TestCaseError> {
    props::check_replay(deal(opts, seed).0, end, log)
}

fn check_match_replay(opts: &AllFoursOptions, seed: u64) -> Result<(), TestCaseError> {
    props::check_match_replay::<AllFours>(opts, seed, 4, 56)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_step_keeps_the_rules(opts in options(), seed in any::<u64>()) {
        play_checked(&opts, seed)?;
    }

    #[test]
    fn replaying_the_log_rebuilds_the_deal(opts in options(), seed in any::<u64>()) {
        let (end, log) = play_checked(&opts, seed)?;
        check_replay(&opts, seed, &end, &log)?;
        check_match_replay(&opts, seed)?;
    }

    #[test]
    fn events_hide_other_seats_cards(opts in options(), seed in any::<u64>()) {
        let mut rng = rng_from_seed(seed);
        let start = AllFours::first_start(&opts, &mut rng);
        let g = AllFours::deal(&opts, start, &mut rng);
        props::check_events_hide(g, &mut rng, hidden_from)?;
    }
}

/// Every option at every player count on a few fixed seeds.
#[test]
fn every_option_at_every_player_count() {
    let mut played = 0;
    for players in 2..=4u8 {
        for opts in AllFoursOptions::every_variant(players) {
            for seed in 0..8 {
                let (end, log) = play_checked(&opts, seed)
                    .unwrap_or_else(|e| panic!("{opts:?}, seed {seed}: {e}"));
                check_replay(&opts, seed, &end, &log).unwrap();
                check_match_replay(&opts, seed).unwrap();
                played += 1;
            }
        }
    }
    assert_eq!(played, 3 * (VARIANTS.len() + 1) * 8);
}

/// The fused playout makes the same choices as `random_action` + `apply`.
#[test]
fn fused_playout_matches_step_by_step() {
    for players in 2..=4u8 {
        for opts in AllFoursOptions::every_variant(players) {
            for seed in 0..20 {
                let (mut a, mut ra) = deal(&opts, seed);
                let (mut b, mut rb) = deal(&opts, seed);
                a.play_out_randomly(&mut ra);
                while let Some(x) = b.random_action(&mut rb) {
                    b.apply(x).unwrap();
                }
                assert_eq!(a, b, "{opts:?} seed {seed}");
            }
        }
    }
}

#[test]
fn actions_read_and_write_in_notation() {
    for word in ["stand", "beg", "give", "run"] {
        let a: AllFoursAction = word.parse().unwrap();
        assert_eq!(a.to_string(), word);
    }
    let q: AllFoursAction = "Qh".parse().unwrap();
    assert_eq!(q, AllFoursAction::Play("Qh".parse::<Card>().unwrap()));
    assert_eq!(
        AllFoursAction::Discard("Qh".parse().unwrap()).to_string(),
        "Qh"
    );
    let e = "xyz".parse::<AllFoursAction>().unwrap_err();
    assert!(e.contains("stand"), "{e}");
}

#[test]
fn bad_deals_are_refused_with_a_reason() {
    let opts = AllFoursOptions::for_players(2);
    let h = |s: &str| sevenfold_core::cards::parse_cards(s).unwrap();
    let e =
        AllFours::from_deal(&opts, 0, &[h("2c 3c"), h("2d 3d 4d 5d 6d 7d")], &[], &[]).unwrap_err();
    assert!(e.0.contains("holds 2 cards"), "{e}");
    let e = AllFours::from_deal(
        &opts,
        0,
        &[h("2c 3c 4c 5c 6c 7c"), h("2c 3d 4d 5d 6d 7d")],
        &[],
        &[],
    )
    .unwrap_err();
    assert!(e.0.contains("twice"), "{e}");
    let e = AllFours::from_deal(
        &opts,
        5,
        &[h("2c 3c 4c 5c 6c 7c"), h("2d 3d 4d 5d 6d 7d")],
        &[],
        &[],
    )
    .unwrap_err();
    assert!(e.0.contains("dealer"), "{e}");
    assert!(AllFoursOptions::for_players(5).validate().is_err());
    assert!(<AllFours as HandGame>::validate(&AllFoursOptions::for_players(1)).is_err());
}
