//! The review's self-consistency, measured: reviewing the expert's own play marks at most 5 %
//! of its decisions, reviewing random play at least half, the normal level in between; and how
//! long a hand (a round of Sevens from Hell) takes to review.
//!
//! Random play is also reviewed by a reference review that measures every sampled cost on
//! twelve batches of deals, with no early stop, and its share of the exactly solved decisions
//! that cost anything is reported: what the truth allows. Where random play's moves cost
//! nothing measurable (equal cards, lost tricks), no honest review marks them; the window's
//! review must find what the reference finds.
//!
//! `cargo bench -p sevenfold-ai --bench review_consistency`. Seat 0 is played by the level
//! under test, the other seats by the rules of thumb; seat 0's decisions are reviewed. A plain
//! harness: it reports shares and times, and says whether each goal is met.

use sevenfold_ai::review::{review_hand, review_hand_at_length};
use sevenfold_ai::{Bot, GameBots, Level, RandomBot};
use sevenfold_core::cards::{GameRng, rng_from_seed};
use sevenfold_core::engine::{HandGame, HandStart};
use sevenfold_core::games::all_fours::{AllFours, AllFoursOptions};
use sevenfold_core::games::sedma::{Sedma, SedmaOptions};
use sevenfold_core::games::sevens_from_hell::{HellOptions, SevensFromHell};
use std::time::{Duration, Instant};

/// Who plays seat 0.
#[derive(Clone, Copy, PartialEq)]
enum Player {
    Expert,
    Normal,
    Random,
}

impl Player {
    fn name(self) -> &'static str {
        match self {
            Player::Expert => "expert",
            Player::Normal => "normal",
            Player::Random => "random",
        }
    }
}

/// A hand dealt as `dealt`, seat 0 played by `player`, the others by the rules of thumb.
fn play<G: GameBots>(dealt: &G, player: Player, rng: &mut GameRng) -> Vec<G::Action> {
    let mut g = dealt.clone();
    let mut rule = G::rule_bot();
    let mut mine: Box<dyn Bot<G>> = match player {
        Player::Expert => G::level_bot(Level::Expert),
        Player::Normal => G::level_bot(Level::Normal),
        Player::Random => Box::new(RandomBot),
    };
    let mut actions = Vec::new();
    while let Some(seat) = g.to_act() {
        let view = g.view(seat);
        let a = if seat == 0 {
            mine.choose(&view, rng)
        } else {
            rule.choose(&view, rng)
        }
        .expect("a seat to act has a move");
        g.apply(a).expect("bots play legally");
        actions.push(a);
    }
    actions
}

/// Over `hands` hands: seat 0's decisions, how many differ from the hint's move, how many are
/// marked, and the review times.
fn measure<G: GameBots>(
    hands: u64,
    player: Player,
    deal: impl Fn(u64, &mut GameRng) -> G,
) -> Tally {
    let mut t = Tally::default();
    for hand in 0..hands {
        let mut rng = rng_from_seed(1000 + hand);
        let dealt = deal(hand, &mut rng);
        let actions = play(&dealt, player, &mut rng);
        let start = Instant::now();
        let review = review_hand(&dealt, &actions, 0, hand, |_, _| true)
            .expect("the hand replays")
            .expect("not stopped");
        t.times.push(start.elapsed());
        t.decisions += review.judged.len();
        t.differ += review.judged.iter().filter(|j| j.played != j.best).count();
        t.marked += review.mistakes().len();
        let exact: Vec<_> = review.judged.iter().filter(|j| j.exact).collect();
        t.exact += exact.len();
        t.exact_marked += exact
            .iter()
            .filter(|j| j.is_clear(review.unit.margin))
            .count();
        if player == Player::Random {
            let reference = review_hand_at_length(&dealt, &actions, 0, hand, REFERENCE_BATCHES)
                .expect("the hand replays");
            t.reference_marked += reference.mistakes().len();
        }
    }
    t
}

/// What [`measure`] counts.
#[derive(Default)]
struct Tally {
    decisions: usize,
    differ: usize,
    marked: usize,
    /// Decisions the game solved exactly, and how many of those cost anything at all.
    exact: usize,
    exact_marked: usize,
    /// Decisions the reference review marks (random play only).
    reference_marked: usize,
    times: Vec<Duration>,
}

/// The reference review measures every sampled cost on this many batches of deals (the
/// window's review stops after at most six, once settled).
const REFERENCE_BATCHES: u32 = 12;

fn run<G: GameBots>(
    game: &str,
    hands: u64,
    time_goal: Duration,
    deal: impl Fn(u64, &mut GameRng) -> G + Copy,
) -> bool {
    let mut met = true;
    let mut shares = Vec::new();
    let mut reference = 0.0;
    for player in [Player::Expert, Player::Normal, Player::Random] {
        let Tally {
            decisions,
            differ,
            marked,
            exact,
            exact_marked,
            reference_marked,
            mut times,
        } = measure(hands, player, deal);
        times.sort();
        let share = marked as f64 / decisions.max(1) as f64;
        let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
        let max = times.last().copied().unwrap_or_default();
        let time_met = max <= time_goal;
        met &= time_met;
        println!(
            "{game}, seat 0 {}: {marked} of {decisions} decisions marked ({:.1} %; {:.1} % differ from the hint's move); review mean {:.2} s, max {:.2} s (goal {:.0} s: {})",
            player.name(),
            share * 100.0,
            differ as f64 * 100.0 / decisions.max(1) as f64,
            mean.as_secs_f64(),
            max.as_secs_f64(),
            time_goal.as_secs_f64(),
            if time_met { "met" } else { "NOT met" }
        );
        if exact > 0 {
            println!(
                "{game}, seat 0 {}: of its {exact} exactly solved decisions, {exact_marked} cost anything ({:.1} %)",
                player.name(),
                exact_marked as f64 * 100.0 / exact as f64
            );
        }
        if player == Player::Random {
            reference = reference_marked as f64 / decisions.max(1) as f64;
            println!(
                "{game}, seat 0 {}: the reference review ({REFERENCE_BATCHES} batches for every cost) marks {reference_marked} ({:.1} %)",
                player.name(),
                reference_marked as f64 * 100.0 / decisions.max(1) as f64
            );
        }
        shares.push(share);
    }
    let (expert, normal, random, reference) = (shares[0], shares[1], shares[2], reference);
    let goals = [
        ("expert at most 5 %", expert <= 0.05),
        ("random at least half", random >= 0.5),
        ("normal between", expert <= normal && normal <= random),
        (
            "finds at least 90 % of what the reference review finds",
            random >= 0.9 * reference,
        ),
    ];
    for (what, ok) in goals {
        println!("{game}: {what}: {}", if ok { "met" } else { "NOT met" });
        met &= ok;
    }
    met
}

fn main() {
    // `cargo test --benches` runs benches with `--bench` absent: nothing to measure then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let mut met = true;
    met &= run(
        "Sedma, 2 players",
        12,
        Duration::from_secs(1),
        |hand, rng| {
            let dealer = hand as usize % 2;
            Sedma::deal_random(
                &SedmaOptions::for_players(2),
                HandStart::new(dealer, 1 - dealer),
                rng,
            )
        },
    );
    met &= run(
        "All Fours, 2 players",
        48,
        Duration::from_secs(1),
        |hand, rng| {
            let dealer = hand as usize % 2;
            AllFours::deal(
                &AllFoursOptions::default(),
                HandStart::new(dealer, 1 - dealer),
                rng,
            )
        },
    );
    met &= run(
        "Sevens from Hell, 4 players",
        4,
        Duration::from_secs(3),
        |hand, rng| {
            let dealer = hand as usize % 4;
            SevensFromHell::deal(
                &HellOptions::for_players(4),
                HandStart::new(dealer, (dealer + 1) % 4),
                rng,
            )
        },
    );
    println!(
        "{}",
        if met {
            "every goal met"
        } else {
            "some goal NOT met"
        }
    );
}
