//! Who sits at the arena's table and how a hand there is scored, shared by its hands and its
//! matches: the players by name (the bots, which decide from their seat's view, and the
//! omniscient player, which sees every card), one hand's result for the two of them, the
//! streams and the interval the reports use.

use crate::ai::omniscient::{Omniscient, Seer, SeesAt};
use crate::ai::{Bot, BotKind, Budget, FlatMc, GameBots, Ismcts, Level, Playouts};
use crate::cards::GameRng;
use crate::engine::Seat;
use crate::registry::RegisteredGame;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::time::Instant;

pub const BOTS: &str = "random, rule, flatmc, ismcts, ismcts-policy, ismcts-opp, ismcts-model, \
                    easy, normal, expert, omniscient (flatmc:N, the ismcts kinds and omniscient \
                    with :N set the playouts or iterations; omniscient@KIND,KIND sees only at \
                    those kinds of decision)";

/// A seat's player in the arena: a bot deciding from its view, or the omniscient player.
pub enum Player<G: GameBots> {
    Views(Box<dyn Bot<G>>),
    Sees(Box<dyn Seer<G>>),
}

impl<G: GameBots> Player<G> {
    pub fn name(&self) -> &str {
        match self {
            Player::Views(b) => b.name(),
            Player::Sees(s) => s.name(),
        }
    }

    /// The action for the seat to act in `game`: a bot is shown only that seat's view.
    fn choose(&mut self, game: &G, rng: &mut GameRng) -> Option<G::Action> {
        match self {
            Player::Views(b) => b.choose(&game.view(game.to_act()?), rng),
            Player::Sees(s) => s.choose_seeing(game, rng),
        }
    }
}

/// A player by its arena name: `omniscient` (`omniscient:N`), seeing every card only at some
/// kinds of decision with `@KIND,KIND` (the expert decides the others), or any [`bot`].
pub fn player<G: GameBots>(spec: &str) -> Result<Player<G>, String> {
    let lower = spec.trim().to_ascii_lowercase();
    let (head, kinds) = match lower.split_once('@') {
        Some((head, kinds)) => (head, Some(kinds)),
        None => (lower.as_str(), None),
    };
    let (name, n) = head.split_once(':').unwrap_or((head, ""));
    if name != "omniscient" {
        return bot::<G>(spec).map(Player::Views);
    }
    let seer = if n.is_empty() {
        G::seer()
    } else {
        let n: u32 = n.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
            format!("'{lower}': the number after ':' must be a whole number above 0")
        })?;
        Box::new(Omniscient::<G>::with_iterations(n))
    };
    let Some(kinds) = kinds else {
        return Ok(Player::Sees(seer));
    };
    let kinds = kinds
        .split(',')
        .map(|k| decision_kind::<G>(k.trim(), &lower))
        .collect::<Result<Vec<_>, _>>()?;
    let expert = G::level_bot(Level::Expert);
    Ok(Player::Sees(Box::new(SeesAt::new(seer, kinds, expert))))
}

/// One of the game's kinds of decision by name, for the player `spec`.
fn decision_kind<G: GameBots>(kind: &str, spec: &str) -> Result<&'static str, String> {
    G::DECISIONS
        .iter()
        .copied()
        .find(|&d| d == kind)
        .ok_or_else(|| {
            format!(
                "'{spec}': '{kind}' is not a kind of decision in this game; after '@' list some \
                 of: {}",
                G::DECISIONS.join(", ")
            )
        })
}

/// A bot by its arena name.
pub fn bot<G: GameBots>(spec: &str) -> Result<Box<dyn Bot<G>>, String> {
    let spec = spec.trim().to_ascii_lowercase();
    let (name, budget) = match spec.split_once(':') {
        Some((name, n)) => {
            let n: u32 = n.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                format!("'{spec}': the number after ':' must be a whole number above 0")
            })?;
            (name.to_string(), Some(n))
        }
        None => (spec.clone(), None),
    };
    if let Ok(level) = name.parse::<Level>() {
        if budget.is_some() {
            return Err(format!(
                "'{spec}': a level takes no number; the bots are: {BOTS}"
            ));
        }
        return Ok(G::level_bot(level));
    }
    // The search's arena variants: how it plays out, and whether the other sides reply by
    // the game's model of a sensible player (with `Model` playouts too: the best reply to
    // that model; in All Fours, to the rules of thumb themselves).
    let variant = match name.as_str() {
        "ismcts-policy" => Some((Playouts::Policy, false)),
        "ismcts-opp" => Some((Playouts::Policy, true)),
        "ismcts-model" => Some((Playouts::Model, true)),
        _ => None,
    };
    if let Some((playouts, model_opponents)) = variant {
        let n = budget.unwrap_or(crate::ai::ISMCTS_ITERATIONS);
        return Ok(Box::new(
            Ismcts::<G>::new(Budget::iterations(n))
                .with_playouts(playouts)
                .with_model_opponents(model_opponents),
        ));
    }
    let kind: BotKind = name
        .parse()
        .map_err(|_| format!("unknown bot '{spec}'; the bots are: {BOTS}"))?;
    match (kind, budget) {
        (BotKind::Flatmc, Some(n)) => Ok(Box::new(FlatMc::new(n))),
        (BotKind::Ismcts, Some(n)) => Ok(Box::new(Ismcts::<G>::new(Budget::iterations(n)))),
        (_, Some(_)) => Err(format!(
            "'{spec}': only flatmc and ismcts take a number; the bots are: {BOTS}"
        )),
        (kind, None) => Ok(kind.bot::<G>()),
    }
}

/// One hand's result.
#[derive(Clone, Debug, Default)]
pub struct HandResult {
    /// 1 when A's side won, 0 when B's did, 0.5 otherwise.
    pub score_a: f64,
    pub points_a: i32,
    pub points_b: i32,
    pub game_a: i32,
    pub game_b: i32,
    /// How long each decision took, in milliseconds.
    pub ms_a: Vec<f64>,
    pub ms_b: Vec<f64>,
    pub ending: Option<&'static str>,
}

/// Moves no real hand comes near (a six-player round of Sevens from Hell takes a few
/// thousand): a bot going round in circles stops the run with an error, not a hang.
pub const MAX_ACTIONS: usize = 100_000;

/// A stream seed from the run seed, an index and a purpose (splitmix64 finaliser).
pub fn mix(seed: u64, index: u64, purpose: u64) -> u64 {
    let mut z = seed
        ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ purpose.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A's results over hands or matches, each scored 1, 0 or a half (shared).
pub struct Shares {
    pub wins_a: u64,
    pub wins_b: u64,
    pub ties: u64,
    /// A's mean score, with its 95 % interval.
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

impl Shares {
    pub fn of(scores: &[f64]) -> Shares {
        let n = scores.len().max(1) as f64;
        let total: f64 = scores.iter().sum();
        let count = |v: f64| scores.iter().filter(|&&s| s == v).count() as u64;
        let (low, high) = wilson(total, n);
        Shares {
            wins_a: count(1.0),
            wins_b: count(0.0),
            ties: count(0.5),
            rate: total / n,
            low,
            high,
        }
    }
}

/// The Wilson score interval at 95 % for `wins` successes in `n` trials.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let p = wins / n;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Scores a finished hand for A (at the seats `is_a` names) and B into `result`.
pub fn score_hand<G: RegisteredGame>(
    game: &G,
    is_a: &impl Fn(Seat) -> bool,
    result: &mut HandResult,
) -> Result<(), String> {
    let outcome = game
        .outcome()
        .ok_or_else(|| "a hand ended without a result".to_string())?;
    let (mut mask_a, mut mask_b) = (0u8, 0u8);
    for s in 0..game.seats() {
        if is_a(s) {
            mask_a |= 1 << game.scoring_side(s);
        } else {
            mask_b |= 1 << game.scoring_side(s);
        }
    }
    for side in 0..outcome.sides as usize {
        let pts = outcome.card_points[side];
        if mask_a >> side & 1 == 1 {
            result.points_a += pts;
            result.game_a += outcome.game_points[side];
        }
        if mask_b >> side & 1 == 1 {
            result.points_b += pts;
            result.game_b += outcome.game_points[side];
        }
    }
    result.ending = game.ending();
    let (won_a, won_b) = (outcome.winners & mask_a != 0, outcome.winners & mask_b != 0);
    result.score_a = share_of(won_a, won_b);
    Ok(())
}

/// A's share of a result: 1 when only A's side won, 0 when only B's did, a half otherwise.
pub fn share_of(won_a: bool, won_b: bool) -> f64 {
    match (won_a, won_b) {
        (true, false) => 1.0,
        (false, true) => 0.0,
        _ => 0.5,
    }
}

/// The decision of `player` for the seat to act in `game`, timed and checked for legality.
pub fn decide<G: GameBots>(
    player: &mut Player<G>,
    game: &G,
    rng: &mut GameRng,
) -> Result<(G::Action, f64), String>
where
    G::Action: std::fmt::Display,
{
    let seat = game.to_act().ok_or("nobody is to act")?;
    let clock = Instant::now();
    let action = player.choose(game, rng);
    let ms = clock.elapsed().as_secs_f64() * 1000.0;
    let name = player.name().to_string();
    let action = action.ok_or_else(|| {
        format!("bot '{name}' at seat {seat} returned no action although it is its turn")
    })?;
    game.check(action)
        .map_err(|e| format!("bot '{name}' at seat {seat} chose {action}: {e}"))?;
    Ok((action, ms))
}

/// Runs `job` for every index in `0..count`, split over `threads` in contiguous blocks, each
/// thread with its own `worker` state (its players); the results come back in index order, so
/// they do not depend on the number of threads. `tick` is told after each index.
pub fn over_threads<T: Send, W>(
    count: u64,
    threads: usize,
    worker: impl Fn() -> Result<W, String> + Sync,
    job: impl Fn(&mut W, u64) -> Result<T, String> + Sync,
    tick: impl Fn() + Sync,
) -> Result<Vec<T>, String> {
    let threads = threads.min(count as usize).max(1);
    let per = count.div_ceil(threads as u64);
    let (worker, job, tick) = (&worker, &job, &tick);
    let results: Vec<Result<Vec<T>, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|t| {
                let range = t * per..((t + 1) * per).min(count);
                scope.spawn(move || -> Result<Vec<T>, String> {
                    let mut state = worker()?;
                    let mut out = Vec::with_capacity(range.clone().count());
                    for index in range {
                        out.push(job(&mut state, index)?);
                        tick();
                    }
                    Ok(out)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a worker thread failed".into()))
            })
            .collect()
    });
    let mut all = Vec::with_capacity(count as usize);
    for r in results {
        all.extend(r?);
    }
    Ok(all)
}

/// A progress bar on stderr counting `what`, only when stderr is a terminal.
pub fn progress(total: u64, what: &str) -> Option<ProgressBar> {
    std::io::stderr().is_terminal().then(|| {
        let bar = ProgressBar::new(total);
        let template = format!("{{wide_bar}} {{pos}}/{{len}} {what}, eta {{eta}}");
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        bar
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{all_fours::AllFours, sedma::Sedma};

    #[test]
    fn wilson_interval_matches_known_values() {
        let (lo, hi) = wilson(50.0, 100.0);
        assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3);
        let (lo, hi) = wilson(0.0, 10.0);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3);
    }

    #[test]
    fn bot_names_are_checked() {
        for ok in [
            "random",
            "rule",
            "flatmc",
            "ismcts",
            "easy",
            "normal",
            "expert",
            "flatmc:50",
            "omniscient",
            "omniscient:200",
        ] {
            assert!(player::<Sedma>(ok).is_ok(), "{ok}");
            if !ok.starts_with("omniscient") {
                assert!(bot::<Sedma>(ok).is_ok(), "{ok}");
                assert!(bot::<AllFours>(ok).is_ok(), "{ok}");
            }
        }
        for bad in [
            "best",
            "rule:3",
            "ismcts:0",
            "ismcts:x",
            "expert:5",
            "omniscient:0",
        ] {
            assert!(player::<AllFours>(bad).is_err(), "{bad}");
            assert!(bot::<Sedma>(bad).is_err(), "{bad}");
            assert!(bot::<AllFours>(bad).is_err(), "{bad}");
        }
        // The omniscient player is no bot: nothing that seats bots can seat it.
        let seer = "omniscient";
        assert!(bot::<Sedma>(seer).is_err());
        assert!(seer.parse::<Level>().is_err());
        assert!(seer.parse::<BotKind>().is_err());
    }
}
