//! Search speed: ISMCTS iterations per second and flat Monte Carlo playouts per second on
//! Sedma opening positions, the 2-player endgame solver, the expert's reading of a 2-player
//! hand's record, and ISMCTS iterations per second on All Fours first-trick positions.
//!
//! `cargo bench --bench ai`; throughput is reported per iteration (or playout, or solve).

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use sevenfold_ai::search::Determinize;
use sevenfold_ai::sedma::SedmaRuleBot;
use sevenfold_ai::sedma::level::EXPERT_READING;
use sevenfold_ai::sedma::{EndgameSolver, Reading};
use sevenfold_ai::{Bot, Budget, FlatMc, Ismcts, SeatView};
use sevenfold_core::cards::rng_from_seed;
use sevenfold_core::engine::{Game, HandStart};
use sevenfold_core::games::all_fours::{AllFours, AllFoursAction, AllFoursOptions};
use sevenfold_core::games::sedma::{Determinizer, Sedma, SedmaOptions};
use std::hint::black_box;
use std::time::Duration;

/// Iterations per search in the ISMCTS benchmark (a `normal`-sized decision).
const ITERATIONS: u32 = 5_000;
const PLAYOUTS: u32 = 200;

fn opening(players: u8, seed: u64) -> Sedma {
    let opts = SedmaOptions::for_players(players);
    let n = players as usize;
    let start = HandStart::new(n - 1, 0);
    Sedma::deal_random(&opts, start, &mut rng_from_seed(seed))
}

/// ISMCTS from `g`'s position for the seat `seat`, with random and with policy playouts.
fn search_both_playouts<G: Determinize>(c: &mut Criterion, game: &str, g: &G, seat: usize)
where
    G::View: SeatView<Action = G::Action>,
{
    let mut group = c.benchmark_group("ismcts_iterations");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5))
        .throughput(Throughput::Elements(ITERATIONS as u64));
    let view = g.view(seat);
    for (playouts, policy) in [("random", false), ("policy", true)] {
        let id = BenchmarkId::new(
            format!("{game}_{playouts}_playouts"),
            format!("{}p", g.seats()),
        );
        group.bench_function(id, |b| {
            let mut bot =
                Ismcts::<G>::new(Budget::iterations(ITERATIONS)).with_policy_playouts(policy);
            let mut rng = rng_from_seed(1);
            b.iter(|| black_box(bot.search(&view, &mut rng)));
        });
    }
    group.finish();
}

fn ismcts(c: &mut Criterion) {
    for players in [4u8, 2] {
        search_both_playouts(c, "sedma", &opening(players, 42), 0);
    }
}

fn flatmc(c: &mut Criterion) {
    let mut group = c.benchmark_group("flatmc_playouts");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    let view = opening(4, 42).view(0);
    let actions = view.legal.len() as u64;
    group.throughput(Throughput::Elements(PLAYOUTS as u64 * actions));
    group.bench_function(BenchmarkId::new("sedma", "4p"), |b| {
        let bot = FlatMc::new(PLAYOUTS);
        let mut rng = rng_from_seed(1);
        b.iter(|| black_box(bot.values::<Sedma>(&view, &mut rng)));
    });
    group.finish();
}

fn endgame(c: &mut Criterion) {
    // A 2-player hand played at random until the stock is empty and it is seat 0's turn.
    let mut rng = rng_from_seed(9);
    let mut g = opening(2, 9);
    while !(g.stock().is_empty() && g.to_act() == Some(0)) {
        match g.random_action(&mut rng) {
            Some(a) => g.apply_with(a, &mut ()),
            None => g = opening(2, 10),
        }
    }
    let mut group = c.benchmark_group("endgame_solve");
    group.throughput(Throughput::Elements(1));
    group.bench_function("sedma_2p_stock_empty", |b| {
        let mut solver = EndgameSolver::new();
        b.iter(|| black_box(solver.solve(&g, 0)));
    });
    group.finish();
}

/// Reading the record of a 2-player hand by rule bots, with four cards left in the stock (the
/// longest record a reading meets), with the expert's number of samples.
fn reading(c: &mut Criterion) {
    let mut rng = rng_from_seed(5);
    let mut bot = SedmaRuleBot::new();
    let mut g = opening(2, 5);
    while !(g.stock().len() <= 4 && g.to_act() == Some(0)) {
        let seat = g.to_act().expect("the stock runs low before the hand ends");
        let a = bot
            .choose(&g.view(seat), &mut rng)
            .expect("the rule bot acts");
        g.apply_with(a, &mut ());
    }
    let view = g.view(0);
    let det = Determinizer::new(&view).expect("a real view");
    let mut group = c.benchmark_group("reading");
    group.throughput(Throughput::Elements(1));
    group.sample_size(20);
    group.bench_function("sedma_2p_stock_4", |b| {
        b.iter(|| black_box(Reading::new(&view, &det, EXPERT_READING, &mut rng)));
    });
    group.finish();
}

/// An All Fours deal where eldest stood: eldest leads the first trick.
fn all_fours_first_trick(players: u8, seed: u64) -> AllFours {
    let opts = AllFoursOptions::for_players(players);
    let mut g = AllFours::deal_random(&opts, players as usize - 1, &mut rng_from_seed(seed));
    g.apply_with(AllFoursAction::Stand, &mut ());
    g
}

fn all_fours_ismcts(c: &mut Criterion) {
    for players in [4u8, 2] {
        let g = all_fours_first_trick(players, 42);
        search_both_playouts(c, "all_fours", &g, g.eldest());
    }
}

criterion_group!(benches, ismcts, flatmc, endgame, reading, all_fours_ismcts);
criterion_main!(benches);
