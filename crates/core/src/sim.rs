//! Random-play simulation: many hands of a game with uniformly random legal actions, checking the
//! rule invariants of every hand. Behind `sevenfold simulate` and the benchmarks, and written
//! against [`HandGame`] so every game gets it for free.
//!
//! Hand `i` of a run with seed `s` is dealt and played from its own random stream ([`hand_rng`]),
//! so any hand can be replayed alone from `(s, i)`, whatever else the run did.

use crate::cards::{GameRng, rng_from_seed};
use crate::engine::{HandGame, HandStart, MAX_SEATS, left};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// How many hands run between two progress reports (keeps the hot loop free of clock reads).
pub const PROGRESS_EVERY: u64 = 4096;

/// What to simulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimSettings {
    /// The run's seed; hand `i` uses [`hand_rng`]`(seed, i)`.
    pub seed: u64,
    /// Index of the first hand (to replay one hand of an earlier run alone).
    pub first_hand: u64,
    /// How many hands to play.
    pub hands: u64,
    /// Check every step, not only every hand's end (slower).
    pub strict: bool,
    /// A hand taking more actions than this has failed to terminate.
    pub max_steps: u32,
    /// How many failures to keep with their messages (all are counted).
    pub keep_failures: usize,
}

/// A broken invariant (or a panic) in one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Index of the hand; with the run's seed it reproduces the hand.
    pub hand: u64,
    /// Actions applied before the failure was seen (`None` for a panic).
    pub step: Option<u32>,
    pub message: String,
}

/// The totals of a run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Hands played (including failed ones).
    pub hands: u64,
    /// Actions applied over all hands.
    pub actions: u64,
    /// Scoring sides of the game.
    pub sides: usize,
    /// Hands won by each side (a shared win counts for each winner).
    pub wins: [u64; MAX_SEATS],
    /// Hands nobody won (e.g. three equal scores).
    pub no_winner: u64,
    /// Hands won by more than one side (a shared best score).
    pub shared: u64,
    /// Card points per side, summed over hands.
    pub card_points: [i64; MAX_SEATS],
    /// Hands that broke an invariant or panicked.
    pub invariant_failures: u64,
    /// The first [`SimSettings::keep_failures`] failures.
    pub failures: Vec<Failure>,
    /// How the hands ended, for games with several endings ([`HandGame::ending`]), in the
    /// order first seen.
    pub endings: Vec<(&'static str, u64)>,
}

impl Tally {
    /// Mean card points per hand for each side.
    pub fn mean_card_points(&self) -> Vec<f64> {
        let hands = self.hands.max(1) as f64;
        self.card_points[..self.sides]
            .iter()
            .map(|&p| p as f64 / hands)
            .collect()
    }

    /// Mean actions per hand.
    pub fn actions_per_hand(&self) -> f64 {
        self.actions as f64 / self.hands.max(1) as f64
    }
}

/// Counts one hand's ending among `endings` (kept in the order first seen).
pub fn count_ending(endings: &mut Vec<(&'static str, u64)>, ending: &'static str) {
    match endings.iter_mut().find(|(e, _)| *e == ending) {
        Some((_, n)) => *n += 1,
        None => endings.push((ending, 1)),
    }
}

/// The random stream of hand `index` in a run with `seed`: the run's ChaCha key, stream `index`.
pub fn hand_rng(seed: u64, index: u64) -> GameRng {
    let mut rng = rng_from_seed(seed);
    rng.set_stream(index);
    rng
}

/// Who deals hand `index`: the deal rotates seat by seat, the dealer's left acts first.
pub fn hand_start(seats: usize, index: u64) -> HandStart {
    let dealer = (index % seats as u64) as usize;
    HandStart::new(dealer, left(dealer, seats))
}

/// A finished hand's result per side, copied out of the game's score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HandOutcome {
    pub card_points: [i32; MAX_SEATS],
    /// Bit `s` set when side `s` won.
    pub winners: u8,
}

/// Why a hand failed, before the hand index is attached.
#[derive(Debug)]
struct Fault {
    step: u32,
    message: String,
}

fn fault(step: u32, message: impl Into<String>) -> Fault {
    Fault {
        step,
        message: message.into(),
    }
}

/// Deals hand `index` from `rng` (a fresh [`hand_rng`] stream) and plays it out with random legal
/// actions, checking the invariants; returns the finished hand and its action count.
fn play_hand<G: HandGame>(
    config: &G::Config,
    seats: usize,
    index: u64,
    rng: &mut GameRng,
    settings: &SimSettings,
) -> Result<(G, u32), Fault> {
    let mut game = G::deal(config, hand_start(seats, index), rng);
    let mut steps = 0u32;
    if settings.strict {
        game.check_invariants()
            .map_err(|e| fault(0, format!("after the deal: {e}")))?;
    }
    while let Some(seat) = game.to_act() {
        if steps >= settings.max_steps {
            return Err(fault(
                steps,
                format!("the hand did not end within {} actions", settings.max_steps),
            ));
        }
        if settings.strict {
            check_step(&game, steps)?;
        }
        let Some(action) = game.random_action(rng) else {
            return Err(fault(
                steps,
                format!("seat {seat} is to act but has no legal action"),
            ));
        };
        if let Err(e) = game.check(action) {
            return Err(fault(
                steps,
                format!(
                    "seat {seat} is to act and the only actions offered are illegal: {action:?} refused ({}: {})",
                    e.rule, e.reason
                ),
            ));
        }
        game.apply_with(action, &mut ());
        steps += 1;
        if settings.strict {
            game.check_invariants()
                .map_err(|e| fault(steps, format!("after {action:?}: {e}")))?;
        }
    }
    if game.random_action(rng).is_some() {
        return Err(fault(steps, "the hand is over but an action is offered"));
    }
    game.check_invariants()
        .map_err(|e| fault(steps, format!("at the end of the hand: {e}")))?;
    Ok((game, steps))
}

/// The per-step checks of strict mode: a non-empty legal list, every listed action accepted.
fn check_step<G: HandGame>(game: &G, steps: u32) -> Result<(), Fault> {
    let actions = game.legal_actions();
    let list = actions.as_ref();
    if list.is_empty() {
        return Err(fault(steps, "the seat to act has no legal action"));
    }
    for &a in list {
        if let Err(e) = game.check(a) {
            return Err(fault(
                steps,
                format!("{a:?} is listed as legal but refused: {}", e.reason),
            ));
        }
    }
    Ok(())
}

/// A finished hand's result, without allocating.
fn outcome<G: HandGame>(game: &G) -> Option<HandOutcome> {
    let o = game.outcome()?;
    Some(HandOutcome {
        card_points: o.card_points,
        winners: o.winners,
    })
}

/// Plays one hand of a run and adds it to the tally.
fn run_hand<G: HandGame>(
    config: &G::Config,
    seats: usize,
    base: &GameRng,
    index: u64,
    settings: &SimSettings,
    tally: &mut Tally,
) {
    let mut rng = base.clone();
    rng.set_stream(index);
    // A panic in the rules is a finding like any other: record it with the hand that caused it.
    let played = catch_unwind(AssertUnwindSafe(|| {
        play_hand::<G>(config, seats, index, &mut rng, settings)
    }));
    tally.hands += 1;
    let failure = match played {
        Ok(Ok((game, steps))) => {
            tally.actions += steps as u64;
            match outcome(&game) {
                Some(o) => {
                    for s in 0..tally.sides {
                        tally.card_points[s] += o.card_points[s] as i64;
                        tally.wins[s] += (o.winners >> s & 1) as u64;
                    }
                    tally.no_winner += (o.winners == 0) as u64;
                    tally.shared += (o.winners.count_ones() > 1) as u64;
                    if let Some(ending) = game.ending() {
                        count_ending(&mut tally.endings, ending);
                    }
                    return;
                }
                None => Failure {
                    hand: index,
                    step: Some(steps),
                    message: "the hand is over but has no score".into(),
                },
            }
        }
        Ok(Err(f)) => {
            tally.actions += f.step as u64;
            Failure {
                hand: index,
                step: Some(f.step),
                message: f.message,
            }
        }
        Err(panic) => Failure {
            hand: index,
            step: None,
            message: format!("panicked: {}", panic_message(&*panic)),
        },
    };
    tally.invariant_failures += 1;
    if tally.failures.len() < settings.keep_failures {
        tally.failures.push(failure);
    }
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_string()
    }
}

/// Plays `settings.hands` hands, calling `progress` with the hands done every
/// [`PROGRESS_EVERY`] hands. The config must be valid ([`HandGame::validate`]).
pub fn simulate<G: HandGame>(
    config: &G::Config,
    settings: &SimSettings,
    mut progress: impl FnMut(u64),
) -> Tally {
    let seats = G::seat_count(config);
    let mut tally = Tally {
        sides: G::side_names(config).len().min(MAX_SEATS),
        ..Tally::default()
    };
    let base = rng_from_seed(settings.seed);
    let end = settings.first_hand.saturating_add(settings.hands);
    let mut index = settings.first_hand;
    while index < end {
        let chunk_end = end.min(index.saturating_add(PROGRESS_EVERY));
        for i in index..chunk_end {
            run_hand::<G>(config, seats, &base, i, settings, &mut tally);
        }
        index = chunk_end;
        progress(tally.hands);
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::sedma::{Sedma, SedmaOptions};

    fn settings(hands: u64) -> SimSettings {
        SimSettings {
            seed: 11,
            first_hand: 0,
            hands,
            strict: true,
            max_steps: 65,
            keep_failures: 3,
        }
    }

    #[test]
    fn a_hand_replays_alone_from_seed_and_index() {
        let opts = SedmaOptions::for_players(4);
        let s = settings(1);
        let mut a = hand_rng(11, 5);
        let (ga, _) = play_hand::<Sedma>(&opts, 4, 5, &mut a, &s).unwrap();
        let mut b = rng_from_seed(11);
        b.set_stream(5);
        let (gb, _) = play_hand::<Sedma>(&opts, 4, 5, &mut b, &s).unwrap();
        assert_eq!(ga, gb);
        let mut c = hand_rng(11, 6);
        let (gc, _) = play_hand::<Sedma>(&opts, 4, 6, &mut c, &s).unwrap();
        assert_ne!(ga, gc);
    }

    #[test]
    fn a_run_is_the_sum_of_its_hands() {
        let opts = SedmaOptions::for_players(2);
        let whole = simulate::<Sedma>(&opts, &settings(300), |_| {});
        let first = simulate::<Sedma>(&opts, &settings(100), |_| {});
        let rest = simulate::<Sedma>(
            &opts,
            &SimSettings {
                first_hand: 100,
                hands: 200,
                ..settings(0)
            },
            |_| {},
        );
        assert_eq!(whole.invariant_failures, 0, "{:?}", whole.failures);
        assert_eq!(whole.hands, 300);
        assert_eq!(whole.actions, first.actions + rest.actions);
        assert_eq!(
            whole.card_points[0],
            first.card_points[0] + rest.card_points[0]
        );
        // Two sides, standard scoring: 90 points per hand between them, one winner per hand.
        assert_eq!(whole.card_points[0] + whole.card_points[1], 90 * 300);
        assert_eq!(whole.wins[0] + whole.wins[1], 300);
        // Sedma hands always end the same way: nothing to count.
        assert!(whole.endings.is_empty());
    }

    #[test]
    fn every_hand_of_a_game_with_several_endings_is_counted_once() {
        use crate::engine::GameDef;
        use crate::games::sevens_from_hell::{HellOptions, SevensFromHell};
        let settings = SimSettings {
            max_steps: SevensFromHell::MAX_ACTIONS,
            ..settings(40)
        };
        let tally = simulate::<SevensFromHell>(&HellOptions::for_players(4), &settings, |_| {});
        assert_eq!(tally.invariant_failures, 0, "{:?}", tally.failures);
        assert_eq!(tally.endings.iter().map(|e| e.1).sum::<u64>(), 40);
        let known = ["a player went out", "the decks ran out"];
        assert!(
            tally.endings.iter().all(|e| known.contains(&e.0)),
            "{:?}",
            tally.endings
        );
    }

    #[test]
    fn a_hand_over_the_step_bound_is_a_failure() {
        let opts = SedmaOptions::for_players(4);
        let tally = simulate::<Sedma>(
            &opts,
            &SimSettings {
                max_steps: 10,
                ..settings(5)
            },
            |_| {},
        );
        assert_eq!(tally.invariant_failures, 5);
        assert_eq!(tally.failures.len(), 3);
        assert!(
            tally.failures[0].message.contains("within 10 actions"),
            "{:?}",
            tally.failures[0]
        );
        assert_eq!(tally.failures[1].hand, 1);
    }

    #[test]
    fn progress_is_reported_per_chunk() {
        let opts = SedmaOptions::for_players(3);
        let mut seen = Vec::new();
        let s = SimSettings {
            strict: false,
            ..settings(PROGRESS_EVERY + 10)
        };
        simulate::<Sedma>(&opts, &s, |n| seen.push(n));
        assert_eq!(seen, vec![PROGRESS_EVERY, PROGRESS_EVERY + 10]);
    }

    #[test]
    fn hands_rotate_the_deal() {
        assert_eq!(hand_start(3, 4), HandStart::new(1, 2));
        let g = Sedma::deal_random(
            &SedmaOptions::for_players(4),
            hand_start(4, 3),
            &mut hand_rng(0, 3),
        );
        assert_eq!(g.to_act(), Some(0));
    }
}
