//! The engine benchmarks every game runs: random hands per second (deal, random playout, score)
//! and the `simulate` loop on top. Each game's bench names its groups and how it deals.

use criterion::{BenchmarkId, Criterion, Throughput};
use sevenfold_core::cards::{GameRng, rng_from_seed};
use sevenfold_core::engine::HandGame;
use sevenfold_core::sim::{self, SimSettings};
use std::hint::black_box;
use std::time::Duration;

/// Hands per iteration of the `simulate` benchmark.
pub const SIM_HANDS: u64 = 1000;

/// Random hands at each player count: `deal(config, n, rng)` deals the `n`-th hand of a run.
pub fn random_hands<G: HandGame>(
    c: &mut Criterion,
    group: &str,
    players: &[u8],
    config: fn(u8) -> G::Config,
    deal: fn(&G::Config, u64, &mut GameRng) -> G,
) {
    let mut group = c.benchmark_group(group);
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(1));
    for &players in players {
        let opts = config(players);
        group.bench_function(BenchmarkId::new("standard", format!("{players}p")), |b| {
            let mut rng = rng_from_seed(1);
            let mut index = 0u64;
            b.iter(|| {
                let mut g = deal(&opts, index, &mut rng);
                index += 1;
                g.play_out_randomly(&mut rng);
                black_box(g.outcome())
            });
        });
    }
    group.finish();
}

/// The `simulate` loop over `SIM_HANDS` hands of `opts` (4 players), each within `max_steps`.
pub fn simulate_loop<G: HandGame>(c: &mut Criterion, group: &str, opts: G::Config, max_steps: u32) {
    let mut group = c.benchmark_group(group);
    group
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Elements(SIM_HANDS));
    group.bench_function(BenchmarkId::new("standard", "4p"), |b| {
        let mut first_hand = 0u64;
        b.iter(|| {
            let settings = SimSettings {
                seed: 1,
                first_hand,
                hands: SIM_HANDS,
                strict: false,
                max_steps,
                keep_failures: 0,
            };
            first_hand += SIM_HANDS;
            let tally = sim::simulate::<G>(&opts, &settings, |_| {});
            assert_eq!(tally.invariant_failures, 0);
            black_box(tally)
        });
    });
    group.finish();
}
