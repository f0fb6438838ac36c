//! Random All Fours deals per second: the engine's raw speed (shuffle, deal, trump decision,
//! runs and discards, random playout, score) and the `simulate` loop on top.
//!
//! `cargo bench --bench all_fours`; each figure is reported in deals per second.

mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use sevenfold_core::games::all_fours::{AllFours, AllFoursOptions};

fn random_deals(c: &mut Criterion) {
    // The dealer goes round the table, one deal after another.
    common::random_hands::<AllFours>(
        c,
        "all_fours_random_deal",
        &[2, 4],
        AllFoursOptions::for_players,
        |opts, n, rng| AllFours::deal_random(opts, (n % opts.players as u64) as usize, rng),
    );
}

fn simulate_loop(c: &mut Criterion) {
    common::simulate_loop::<AllFours>(c, "all_fours_simulate", AllFoursOptions::for_players(4), 55);
}

criterion_group!(benches, random_deals, simulate_loop);
criterion_main!(benches);
