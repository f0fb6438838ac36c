//! Random All Fours deals per second: the engine's raw speed (shuffle, deal, trump decision,
//! runs and discards, random playout, score) and the `simulate` loop on top.
//!
//! `cargo bench --bench all_fours`; each figure is reported in deals per second.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sevenfold::cards::rng_from_seed;
use sevenfold::engine::{Game, HandGame};
use sevenfold::games::all_fours::{AllFours, AllFoursOptions};
use sevenfold::sim::{self, SimSettings};
use std::hint::black_box;
use std::time::Duration;

/// Deals per iteration of the `simulate` benchmark.
const SIM_HANDS: u64 = 1000;

fn random_deals(c: &mut Criterion) {
    let mut group = c.benchmark_group("all_fours_random_deal");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(1));
    for players in [2u8, 4] {
        let opts = AllFoursOptions::for_players(players);
        group.bench_function(BenchmarkId::new("standard", format!("{players}p")), |b| {
            let mut rng = rng_from_seed(1);
            let mut dealer = 0usize;
            b.iter(|| {
                let mut g = AllFours::deal_random(&opts, dealer, &mut rng);
                dealer = (dealer + 1) % players as usize;
                g.play_out_randomly(&mut rng);
                black_box(g.outcome())
            });
        });
    }
    group.finish();
}

fn simulate_loop(c: &mut Criterion) {
    let mut group = c.benchmark_group("all_fours_simulate");
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(SIM_HANDS));
    let opts = AllFoursOptions::for_players(4);
    group.bench_function(BenchmarkId::new("standard", "4p"), |b| {
        let mut first_hand = 0u64;
        b.iter(|| {
            let settings = SimSettings {
                seed: 1,
                first_hand,
                hands: SIM_HANDS,
                strict: false,
                max_steps: 55,
                keep_failures: 0,
            };
            first_hand += SIM_HANDS;
            let tally = sim::simulate::<AllFours>(&opts, &settings, |_| {});
            assert_eq!(tally.invariant_failures, 0);
            black_box(tally)
        });
    });
    group.finish();
}

criterion_group!(benches, random_deals, simulate_loop);
criterion_main!(benches);
