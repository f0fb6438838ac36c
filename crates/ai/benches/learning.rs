//! The teaching features' goals, measured over many positions: a hint's latency (p99 at most
//! 250 ms) and a 2-player Sedma hand review (at most 5 s), with an All Fours review beside it.
//!
//! `cargo bench -p sevenfold-ai --bench learning`. Prints the distribution and says whether
//! each goal is met; a plain harness, since the goal is a percentile, not a mean.

use sevenfold_ai::review::review_hand;
use sevenfold_ai::{GameBots, Level};
use sevenfold_core::cards::{GameRng, rng_from_seed};
use sevenfold_core::engine::{HandGame, HandStart, Seat};
use sevenfold_core::games::all_fours::{AllFours, AllFoursOptions};
use sevenfold_core::games::sedma::{Sedma, SedmaOptions};
use std::time::{Duration, Instant};

/// Hands per game whose every decision of seat 0 gets a hint.
const HINT_HANDS: u64 = 12;
/// Hands reviewed per game.
const REVIEW_HANDS: u64 = 8;

const HINT_GOAL: Duration = Duration::from_millis(250);
const REVIEW_GOAL: Duration = Duration::from_secs(5);

/// A hand played by the rule bots from a random deal, with its actions.
fn rule_hand<G: GameBots>(dealt: &G, rng: &mut GameRng) -> Vec<G::Action> {
    let mut g = dealt.clone();
    let mut bot = G::rule_bot();
    let mut actions = Vec::new();
    while let Some(seat) = g.to_act() {
        let a = bot
            .choose(&g.view(seat), rng)
            .expect("a seat to act has a move");
        g.apply(a).expect("the bot plays legally");
        actions.push(a);
    }
    actions
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn report(what: &str, mut times: Vec<Duration>, goal: Duration, at: f64) -> bool {
    times.sort();
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    let measured = percentile(&times, at);
    let met = measured <= goal;
    println!(
        "{what}: {} runs, mean {:.0} ms, p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms; goal p{} <= {} ms: {}",
        times.len(),
        mean.as_secs_f64() * 1e3,
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().map_or(0.0, |t| t.as_secs_f64() * 1e3),
        (at * 100.0).round(),
        goal.as_millis(),
        if met { "met" } else { "NOT met" }
    );
    met
}

/// The time of every hint for seat 0 over `HINT_HANDS` hands dealt by `deal`.
fn hint_times<G: GameBots>(deal: impl Fn(u64, &mut GameRng) -> G) -> Vec<Duration> {
    let mut times = Vec::new();
    for hand in 0..HINT_HANDS {
        let mut rng = rng_from_seed(hand);
        let dealt = deal(hand, &mut rng);
        let actions = rule_hand(&dealt, &mut rng);
        let mut g = dealt;
        for a in actions {
            if g.to_act() == Some(0) {
                let view = g.view(0);
                let start = Instant::now();
                let hint = G::hint(&view, Level::Normal, &mut rng);
                times.push(start.elapsed());
                assert!(hint.is_some(), "a hint whenever the seat acts");
            }
            g.apply(a).expect("the recorded action fits");
        }
    }
    times
}

/// The time of reviewing seat `seat`'s decisions in each of `REVIEW_HANDS` hands.
fn review_times<G: GameBots>(seat: Seat, deal: impl Fn(u64, &mut GameRng) -> G) -> Vec<Duration> {
    (0..REVIEW_HANDS)
        .map(|hand| {
            let mut rng = rng_from_seed(100 + hand);
            let dealt = deal(hand, &mut rng);
            let actions = rule_hand(&dealt, &mut rng);
            let start = Instant::now();
            let review = review_hand(&dealt, &actions, seat, hand, |_, _| true)
                .expect("the hand replays")
                .expect("not stopped");
            let took = start.elapsed();
            assert!(!review.judged.is_empty());
            took
        })
        .collect()
}

fn sedma(players: u8) -> impl Fn(u64, &mut GameRng) -> Sedma {
    move |hand, rng| {
        let n = players as usize;
        let dealer = hand as usize % n;
        let opts = SedmaOptions::for_players(players);
        Sedma::deal_random(&opts, HandStart::new(dealer, (dealer + 1) % n), rng)
    }
}

fn all_fours(hand: u64, rng: &mut GameRng) -> AllFours {
    let dealer = hand as usize % 2;
    AllFours::deal(
        &AllFoursOptions::default(),
        HandStart::new(dealer, 1 - dealer),
        rng,
    )
}

fn main() {
    // `cargo test --benches` runs benches with `--bench` absent: nothing to measure then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let mut met = true;
    met &= report(
        "hint, Sedma 2 players",
        hint_times(sedma(2)),
        HINT_GOAL,
        0.99,
    );
    met &= report(
        "hint, Sedma 4 players",
        hint_times(sedma(4)),
        HINT_GOAL,
        0.99,
    );
    met &= report("hint, All Fours", hint_times(all_fours), HINT_GOAL, 0.99);
    met &= report(
        "review of a hand, Sedma 2 players",
        review_times(0, sedma(2)),
        REVIEW_GOAL,
        1.0,
    );
    report(
        "review of a hand, All Fours",
        review_times(0, all_fours),
        REVIEW_GOAL,
        1.0,
    );
    println!(
        "{}",
        if met {
            "every goal met"
        } else {
            "a goal was missed"
        }
    );
}
