//! Random Sevens from Hell rounds per second and actions per second: the engine's raw speed
//! (shuffle and deal of six or eight decks, random legal actions to the round's end, score) and
//! the `simulate` loop on top.
//!
//! `cargo bench --bench sevens_from_hell`. The round groups report rounds per second; the
//! `actions` group replays a fixed batch of rounds and reports actions per second.

mod common;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sevenfold_core::cards::GameRng;
use sevenfold_core::engine::{Game, GameDef, HandGame};
use sevenfold_core::games::sevens_from_hell::{HellOptions, SevensFromHell};
use sevenfold_core::sim::{hand_rng, hand_start};
use std::hint::black_box;
use std::time::Duration;

fn deal(opts: &HellOptions, n: u64, rng: &mut GameRng) -> SevensFromHell {
    SevensFromHell::deal(opts, hand_start(opts.players as usize, n), rng)
}

fn random_rounds(c: &mut Criterion) {
    common::random_hands::<SevensFromHell>(
        c,
        "sevens_from_hell_random_round",
        &[4, 6],
        HellOptions::for_players,
        deal,
    );
}

/// Rounds in the fixed batch of the actions benchmark.
const BATCH: u64 = 200;

/// Plays round `n` of seed 1 with random legal actions; returns how many actions it took.
fn random_round(opts: &HellOptions, n: u64) -> u64 {
    let mut rng = hand_rng(1, n);
    let mut g = deal(opts, n, &mut rng);
    let mut actions = 0;
    while let Some(a) = g.random_action(&mut rng) {
        g.apply_with(a, &mut ());
        actions += 1;
    }
    black_box(g.outcome());
    actions
}

fn actions_per_second(c: &mut Criterion) {
    let opts = HellOptions::for_players(4);
    let total: u64 = (0..BATCH).map(|n| random_round(&opts, n)).sum();
    let mut group = c.benchmark_group("sevens_from_hell_actions");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .sample_size(20)
        .throughput(Throughput::Elements(total));
    group.bench_function(BenchmarkId::new("standard", "4p"), |b| {
        b.iter(|| {
            let played: u64 = (0..BATCH).map(|n| random_round(&opts, n)).sum();
            assert_eq!(played, total, "the batch is the same rounds every time");
        });
    });
    group.finish();
}

fn simulate_loop(c: &mut Criterion) {
    common::simulate_loop::<SevensFromHell>(
        c,
        "sevens_from_hell_simulate",
        HellOptions::for_players(4),
        SevensFromHell::MAX_ACTIONS,
    );
}

criterion_group!(benches, random_rounds, actions_per_second, simulate_loop);
criterion_main!(benches);
