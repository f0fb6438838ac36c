//! Undo rebuilds a match by replaying its log from the seed up to a decision: for random
//! hands of every game, going back to any decision and playing the same actions again gives
//! the same match, down to every seat's view and the deals still to come.
#![allow(clippy::unwrap_used)]

use proptest::prelude::*;
use sevenfold::cards::rng_from_seed;
use sevenfold::engine::{GameDef, Match};
use sevenfold::games::all_fours::AllFours;
use sevenfold::games::sedma::Sedma;
use sevenfold::games::sevens_from_hell::SevensFromHell;
use sevenfold::ui::table::frame::decisions_of;

/// Everything a match shows: each seat's view, whose turn, the score sheet and the log.
fn state<G: GameDef>(m: &Match<G>) -> String {
    let views: Vec<String> = if m.is_over() {
        Vec::new()
    } else {
        (0..G::seat_count(m.config()))
            .map(|s| format!("{:?}", m.hand().view(s)))
            .collect()
    };
    format!(
        "{views:?} {:?} {:?} {:?} {:?}",
        (!m.is_over()).then(|| m.hand().to_act()),
        m.records(),
        m.totals(),
        m.actions()
    )
}

/// Plays `count` random legal actions (fewer if the match ends) from a stream seeded `seed`.
fn play<G: GameDef>(m: &mut Match<G>, seed: u64, count: usize) {
    let mut rng = rng_from_seed(seed);
    for _ in 0..count {
        if m.is_over() {
            return;
        }
        let a = m.hand().random_action(&mut rng).unwrap();
        m.apply(a).unwrap();
    }
}

/// Plays into a match, then for every decision of the person's seat in the hand being played
/// goes back there as Undo does and plays the same actions again; returns how many decisions
/// were tried.
fn undo_and_replay<G: GameDef>(seed: u64, moves: usize, person: usize) -> usize {
    let config = G::default_options();
    let mut m = Match::<G>::new(config, seed).unwrap();
    play(&mut m, seed ^ 0xfeed, moves);
    let person = person % G::seat_count(&config);
    let decisions = decisions_of(&m, |s| s == person);
    for &at in &decisions {
        let mut back = Match::<G>::replay(config, seed, &m.actions()[..at]).unwrap();
        assert_eq!(
            back.hand().to_act(),
            Some(person),
            "undo stops at the person's turn"
        );
        for &a in &m.actions()[at..] {
            back.apply(a).unwrap();
        }
        assert_eq!(state(&back), state(&m), "seed {seed}, back to action {at}");
        // The deals still to come are the same too.
        let (mut a, mut b) = (m.clone(), back);
        play(&mut a, seed ^ 0xc0de, 400);
        play(&mut b, seed ^ 0xc0de, 400);
        assert_eq!(
            state(&a),
            state(&b),
            "seed {seed}, playing on after action {at}"
        );
    }
    decisions.len()
}

/// The property is not vacuous: the random hands do hold decisions to go back to.
#[test]
fn random_hands_hold_decisions() {
    for (name, tried) in [
        (
            "Sedma",
            (0..8)
                .map(|s| undo_and_replay::<Sedma>(s, 30, 1))
                .sum::<usize>(),
        ),
        (
            "All Fours",
            (0..8).map(|s| undo_and_replay::<AllFours>(s, 30, 1)).sum(),
        ),
        (
            "Sevens from Hell",
            (0..8)
                .map(|s| undo_and_replay::<SevensFromHell>(s, 120, 1))
                .sum(),
        ),
    ] {
        assert!(tried >= 8, "{name}: only {tried} decisions in 8 hands");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn undo_rebuilds_sedma(seed in any::<u64>(), moves in 0usize..120, person in 0usize..4) {
        undo_and_replay::<Sedma>(seed, moves, person);
    }

    #[test]
    fn undo_rebuilds_all_fours(seed in any::<u64>(), moves in 0usize..120, person in 0usize..4) {
        undo_and_replay::<AllFours>(seed, moves, person);
    }

    #[test]
    fn undo_rebuilds_sevens_from_hell(
        seed in any::<u64>(),
        moves in 0usize..400,
        person in 0usize..6,
    ) {
        undo_and_replay::<SevensFromHell>(seed, moves, person);
    }
}
