//! Random Sedma hands per second: the engine's raw speed (deal, random playout, score) and the
//! `simulate` loop (per-hand random streams and invariant checks on top).
//!
//! `cargo bench --bench sedma`; each figure is reported in hands per second.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sevenfold::cards::rng_from_seed;
use sevenfold::engine::{Game, HandGame};
use sevenfold::games::sedma::{Sedma, SedmaOptions};
use sevenfold::sim::{self, SimSettings, hand_start};
use std::hint::black_box;
use std::time::Duration;

/// Hands per iteration of the `simulate` benchmark.
const SIM_HANDS: u64 = 1000;

fn random_hands(c: &mut Criterion) {
    let mut group = c.benchmark_group("sedma_random_hand");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(1));
    for players in [4u8, 2] {
        let opts = SedmaOptions::for_players(players);
        let seats = players as usize;
        group.bench_function(BenchmarkId::new("standard", format!("{players}p")), |b| {
            let mut rng = rng_from_seed(1);
            let mut index = 0u64;
            b.iter(|| {
                let mut g = Sedma::deal_random(&opts, hand_start(seats, index), &mut rng);
                index += 1;
                g.play_out_randomly(&mut rng);
                black_box(g.outcome())
            });
        });
    }
    group.finish();
}

fn simulate_loop(c: &mut Criterion) {
    let mut group = c.benchmark_group("sedma_simulate");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(SIM_HANDS));
    let opts = SedmaOptions::for_players(4);
    group.bench_function(BenchmarkId::new("standard", "4p"), |b| {
        let mut first_hand = 0u64;
        b.iter(|| {
            let settings = SimSettings {
                seed: 1,
                first_hand,
                hands: SIM_HANDS,
                strict: false,
                max_steps: 65,
                keep_failures: 0,
            };
            first_hand += SIM_HANDS;
            let tally = sim::simulate::<Sedma>(&opts, &settings, |_| {});
            assert_eq!(tally.invariant_failures, 0);
            black_box(tally)
        });
    });
    group.finish();
}

criterion_group!(benches, random_hands, simulate_loop);
criterion_main!(benches);
