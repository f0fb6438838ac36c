//! Random Sedma hands per second: the engine's raw speed (deal, random playout, score) and the
//! `simulate` loop (per-hand random streams and invariant checks on top).
//!
//! `cargo bench --bench sedma`; each figure is reported in hands per second.

mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use sevenfold_core::games::sedma::{Sedma, SedmaOptions};
use sevenfold_core::sim::hand_start;

fn random_hands(c: &mut Criterion) {
    common::random_hands::<Sedma>(
        c,
        "sedma_random_hand",
        &[4, 2],
        SedmaOptions::for_players,
        |opts, n, rng| Sedma::deal_random(opts, hand_start(opts.players as usize, n), rng),
    );
}

fn simulate_loop(c: &mut Criterion) {
    common::simulate_loop::<Sedma>(c, "sedma_simulate", SedmaOptions::for_players(4), 65);
}

criterion_group!(benches, random_hands, simulate_loop);
criterion_main!(benches);
