//! Property tests of the All Fours engine over random seeds, player counts and every option:
//! every step of a randomly played deal keeps the rules' invariants, views hide what they must,
//! and replaying an action log rebuilds the deal and the match.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sevenfold::cards::{Card, CardSet, GameRng, french52, rng_from_seed};
use sevenfold::engine::{Game, HandGame, Match};
use sevenfold::games::all_fours::{AllFours, AllFoursAction, AllFoursOptions, VARIANTS};

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

fn options_for(players: u8, variants: &[&str]) -> Option<AllFoursOptions> {
    let mut o = AllFoursOptions::for_players(players);
    for v in variants {
        o.apply_variant(v).ok()?;
    }
    o.validate().ok().map(|()| o)
}

/// 2 to 4 players and up to three named options.
fn options() -> impl Strategy<Value = AllFoursOptions> {
    let names: Vec<&'static str> = VARIANTS.iter().map(|v| v.name).collect();
    (2u8..=4, proptest::sample::subsequence(names, 0..=3))
        .prop_filter_map("invalid combination", |(players, variants)| {
            options_for(players, &variants)
        })
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

fn check_step(g: &AllFours, universe: &[AllFoursAction]) -> Result<(), TestCaseError> {
    let before = *g;
    g.check_invariants().map_err(TestCaseError::fail)?;
    let legal = g.legal_actions();
    prop_assert_eq!(*g, before, "listing legal actions changed the state");
    prop_assert!(
        !legal.is_empty(),
        "seat {:?} has no legal action",
        g.to_act()
    );
    for a in legal.iter() {
        prop_assert!(g.check(a).is_ok(), "listed {a:?} refused: {:?}", g.check(a));
        let mut next = *g;
        prop_assert!(next.apply(a).is_ok(), "listed {a:?} does not apply");
        next.check_invariants().map_err(TestCaseError::fail)?;
    }
    for &a in universe.iter().filter(|a| !legal.contains(a)) {
        match g.check(a) {
            Ok(()) => prop_assert!(false, "{a:?} is not listed but check accepts it"),
            Err(e) => {
                prop_assert!(
                    !e.reason.trim().is_empty(),
                    "{a:?} refused without a reason"
                );
                prop_assert!(!e.rule.is_empty());
            }
        }
        let mut next = *g;
        prop_assert!(next.apply(a).is_err(), "{a:?} is not listed but applies");
        prop_assert_eq!(next, before, "a refused {:?} changed the state", a);
    }
    Ok(())
}

fn check_views(g: &AllFours) -> Result<(), TestCaseError> {
    for seat in 0..g.seats() {
        let view = g.view(seat);
        let hidden = hidden_from(g, seat);
        prop_assert_eq!(&view.hand, &g.hand(seat).to_vec());
        prop_assert_eq!(&view.own_discards, &g.discards(seat).to_vec());
        prop_assert_eq!(view.stock_len, g.stock().len());
        let json = serde_json::to_string(&view).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for c in hidden {
            prop_assert!(
                !json.contains(&format!("\"{c}\"")),
                "seat {seat}'s view names hidden {c}: {json}"
            );
        }
    }
    Ok(())
}

fn play_checked(
    opts: &AllFoursOptions,
    seed: u64,
) -> Result<(AllFours, Vec<AllFoursAction>), TestCaseError> {
    let universe = every_action();
    let (mut g, mut rng) = deal(opts, seed);
    let mut log = Vec::new();
    check_views(&g)?;
    while g.to_act().is_some() {
        prop_assert!(log.len() <= 3 + 52, "the deal did not end");
        check_step(&g, &universe)?;
        let legal = g.legal_actions();
        let a = g.random_action(&mut rng);
        prop_assert!(
            a.is_some_and(|a| legal.contains(&a)),
            "random_action gave {a:?}"
        );
        let Some(a) = a else { break };
        g.apply(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        log.push(a);
        check_views(&g)?;
    }
    prop_assert!(g.legal_actions().is_empty());
    g.check_invariants().map_err(TestCaseError::fail)?;
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
    let (mut again, _) = deal(opts, seed);
    for &a in log {
        again
            .apply(a)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
    prop_assert_eq!(&again, end, "replaying the log gave another state");
    Ok(())
}

fn check_match_replay(opts: &AllFoursOptions, seed: u64) -> Result<(), TestCaseError> {
    let mut m =
        Match::<AllFours>::new(*opts, seed).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    while !m.is_over() && m.records().len() < 4 {
        prop_assert!(m.actions().len() < 4 * 56, "the match does not progress");
        let Some(a) = m.hand().random_action(&mut rng) else {
            prop_assert!(false, "a live match hand offers no action");
            break;
        };
        m.apply(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
    let r = Match::<AllFours>::replay(*opts, seed, m.actions())
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(r.hand(), m.hand());
    prop_assert_eq!(r.records(), m.records());
    prop_assert_eq!(r.totals(), m.totals());
    prop_assert_eq!(r.winner(), m.winner());
    Ok(())
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
    let h = |s: &str| sevenfold::cards::parse_cards(s).unwrap();
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
