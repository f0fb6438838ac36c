//! `sevenfold arena`: two bots play many hands against each other and the win rate of the
//! first is reported with its 95 % interval.
//!
//! The bots alternate around the table (partners share a bot with four players). Each deal is
//! played twice with the bots' seats swapped, so the luck of the cards cancels out. Every hand
//! is dealt and decided from streams derived from the seed and its index alone, so the result
//! does not depend on `--threads` (move times aside).
//!
//! In All Fours a hand is one deal, not a match: the side that scores more points in the deal
//! wins it (card points are the counting values for Game); a deal where the best score is
//! shared, or nobody scores, counts half to each bot.

use super::arena_matches::{MatchTally, play_matches};
use super::arena_seats::{
    HandResult, MAX_ACTIONS, Player, Shares, decide, mix, over_threads, player, progress,
    score_hand,
};
use super::simulate::{EndingReport, ending_lines, ending_reports};
use crate::ai::GameBots;
use crate::cards::{GameRng, rng_from_seed};
use crate::engine::{Game, HandStart, Seat};
use crate::registry::RegisteredGame;
use serde::Serialize;
use std::process::ExitCode;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

#[derive(clap::Args, Debug, Clone)]
#[command(
    after_help = "BOT is one of: random, rule, flatmc, ismcts, easy, normal, expert, omniscient; \
                  flatmc:N sets the playouts per action, ismcts:N and omniscient:N the iterations \
                  per move. The omniscient player sees every card (the others' hands, the stock's \
                  order): a ceiling to measure the others against, never offered at the table; \
                  omniscient@KIND,KIND sees every card only at those kinds of decision (All \
                  Fours: bid, discard, card) and plays as the expert elsewhere.\n\
                  Each deal is played twice with the seats swapped. The exit status is 2 for bad \
                  arguments."
)]
pub struct ArenaArgs {
    /// The game to play.
    #[arg(long, default_value = crate::registry::FIRST_GAME, value_name = "GAME")]
    pub game: String,
    /// Players at the table.
    #[arg(long, default_value_t = 2, value_name = "N")]
    pub players: u8,
    /// A named variant to turn on (repeat it, or separate names with commas).
    #[arg(long = "variant", value_name = "NAME", value_delimiter = ',')]
    pub variants: Vec<String>,
    /// The first bot (its win rate is reported).
    #[arg(long, value_name = "BOT")]
    pub a: String,
    /// The second bot.
    #[arg(long, value_name = "BOT")]
    pub b: String,
    /// Hands to play (deals are used twice, once per seating).
    #[arg(long, default_value_t = 200, value_name = "N")]
    pub hands: u64,
    /// Play N whole matches to the game's target instead of single hands (each sequence of
    /// deals is used twice, once per seating); the report gives the match win rate too.
    #[arg(long, value_name = "N", conflicts_with = "keep")]
    pub matches: Option<u64>,
    /// The run's seed (default: taken from the clock and shown in the report).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Threads to split the hands over.
    #[arg(long, default_value_t = 1, value_name = "T")]
    pub threads: usize,
    /// Print one JSON object instead of the text report.
    #[arg(long)]
    pub json: bool,
    /// Write every hand played into DIR as a scenario file (`hand-00001.ron`, …), to replay
    /// with `sevenfold replay` or review with `sevenfold review`.
    #[arg(long, value_name = "DIR")]
    pub keep: Option<std::path::PathBuf>,
}

/// The report, as `--json` prints it.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Report {
    pub game: String,
    pub players: u8,
    pub variants: Vec<String>,
    pub seed: u64,
    pub bot_a: String,
    pub bot_b: String,
    pub hands: u64,
    pub threads: usize,
    pub seconds: f64,
    pub wins_a: u64,
    pub wins_b: u64,
    pub ties: u64,
    /// A's score per hand (a tie counts half).
    pub win_rate_a: f64,
    pub ci95_low: f64,
    pub ci95_high: f64,
    /// Mean card points per hand of the seats each bot played.
    pub mean_card_points_a: f64,
    pub mean_card_points_b: f64,
    /// Mean game points (the hand's stake) won per hand by each bot's sides.
    pub mean_game_points_a: f64,
    pub mean_game_points_b: f64,
    pub moves_a: usize,
    pub moves_b: usize,
    pub move_ms_p50_a: f64,
    pub move_ms_p99_a: f64,
    pub move_ms_p50_b: f64,
    pub move_ms_p99_b: f64,
    /// How the hands ended, for games with several endings (empty otherwise).
    pub endings: Vec<EndingReport>,
    /// With `--matches`: the whole matches (the figures above are over their hands).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches: Option<MatchTally>,
}

/// Runs the command; errors (bad arguments) are printed by the caller with exit status 2.
pub fn run(args: &ArenaArgs) -> Result<ExitCode, String> {
    if args.hands == 0 {
        return Err("--hands must be at least 1".into());
    }
    if args.threads == 0 || args.threads > 256 {
        return Err("--threads must be between 1 and 256".into());
    }
    if args.matches == Some(0) {
        return Err("--matches must be at least 1".into());
    }
    let seed = args.seed.unwrap_or_else(clock_seed);
    let report =
        sevenfold_core::with_game_named!(args.game.as_str(), |G| run_game::<G>(args, seed)?)
            .ok_or_else(|| crate::registry::GameInfo::unknown(&args.game))?;
    print_report(&report, args.json)?;
    Ok(ExitCode::SUCCESS)
}

/// Prints the report as text or JSON.
pub fn print_report(report: &Report, json: bool) -> Result<(), String> {
    if json {
        let text = serde_json::to_string_pretty(&report)
            .map_err(|e| format!("could not write the report as JSON: {e}"))?;
        println!("{text}");
    } else {
        print!("{}", text_report(report));
    }
    Ok(())
}

/// Checks the options and both bot names, then plays.
fn run_game<G: RegisteredGame + GameBots>(args: &ArenaArgs, seed: u64) -> Result<Report, String> {
    let opts = G::options_with(args.players, &args.variants)?;
    // Check both names before playing anything.
    player::<G>(&args.a)?;
    player::<G>(&args.b)?;
    let Some(matches) = args.matches else {
        return arena::<G>(args, &opts, seed);
    };
    let started = Instant::now();
    let (hands, tally_of_matches) =
        play_matches::<G>(&args.a, &args.b, &opts, seed, matches, args.threads)?;
    let mut report = tally(args, seed, hands, started.elapsed().as_secs_f64());
    report.matches = Some(tally_of_matches);
    Ok(report)
}

/// Plays the hands over the threads and tallies them.
fn arena<G: RegisteredGame + GameBots>(
    args: &ArenaArgs,
    opts: &G::Config,
    seed: u64,
) -> Result<Report, String> {
    if let Some(dir) = &args.keep {
        std::fs::create_dir_all(dir).map_err(|e| {
            format!(
                "cannot make the folder {} to keep the hands in: {e}",
                dir.display()
            )
        })?;
    }
    let started = Instant::now();
    let bar = progress(args.hands, "hands");
    let hands = over_threads(
        args.hands,
        args.threads,
        || Ok((player::<G>(&args.a)?, player::<G>(&args.b)?)),
        |(a, b), hand| {
            let (result, played) = play_one::<G>(opts, seed, hand, a, b)?;
            if let Some(dir) = &args.keep {
                keep::<G>(dir, args, opts, seed, hand, &played)?;
            }
            Ok(result)
        },
        || {
            if let Some(bar) = &bar {
                bar.inc(1);
            }
        },
    );
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    Ok(tally(args, seed, hands?, started.elapsed().as_secs_f64()))
}

/// Hand `index` uses deal `index / 2`; odd hands swap the bots' seats.
fn play_one<G: RegisteredGame + GameBots>(
    opts: &G::Config,
    seed: u64,
    index: u64,
    a: &mut Player<G>,
    b: &mut Player<G>,
) -> Result<(HandResult, Played<G>), String> {
    let n = G::seat_count(opts);
    let deal = index / 2;
    let swapped = index % 2 == 1;
    let dealer = (deal % n as u64) as usize;
    let start = HandStart::new(dealer, (dealer + 1) % n);
    let mut game = G::deal(opts, start, &mut rng_from_seed(mix(seed, deal, 0)));
    let dealt = game.clone();
    // A sits at the even seats unless swapped.
    let is_a = |s: Seat| s.is_multiple_of(2) != swapped;
    let mut rng = rng_from_seed(mix(seed, index, 1));
    let mut result = HandResult::default();
    let mut actions = Vec::new();
    let mut table = Table {
        a,
        b,
        result: &mut result,
        is_a: &is_a,
        actions: &mut actions,
    };
    play_hand(&mut game, &mut table, &mut rng)?;
    score_hand(&game, &is_a, &mut result)?;
    Ok((
        result,
        Played {
            dealt,
            start,
            actions,
        },
    ))
}

/// A hand as it was dealt and played.
struct Played<G: Game> {
    dealt: G,
    start: HandStart,
    actions: Vec<G::Action>,
}

/// Writes hand `index` into `dir` as a scenario file.
fn keep<G: RegisteredGame>(
    dir: &std::path::Path,
    args: &ArenaArgs,
    opts: &G::Config,
    seed: u64,
    index: u64,
    played: &Played<G>,
) -> Result<(), String> {
    let swapped = index % 2 == 1;
    let (even, odd) = if swapped {
        (&args.b, &args.a)
    } else {
        (&args.a, &args.b)
    };
    let scenario = crate::store::hand_scenario(
        G::setup(opts),
        &played.dealt,
        played.start,
        &played.actions,
        format!("Arena hand {}: {} against {}", index + 1, args.a, args.b),
        format!(
            "sevenfold arena --seed {seed}, hand {}: {even} at the even seats (0, 2, …), {odd} at the odd ones.",
            index + 1
        ),
    )?;
    let path = dir.join(format!("hand-{:05}.ron", index + 1));
    let text = scenario.to_ron()?;
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The two bots of a hand and where the hand's result goes.
struct Table<'a, G: GameBots, F: Fn(Seat) -> bool> {
    a: &'a mut Player<G>,
    b: &'a mut Player<G>,
    result: &'a mut HandResult,
    is_a: &'a F,
    /// The hand's actions, in order.
    actions: &'a mut Vec<G::Action>,
}

/// Plays the hand, timing each decision and checking it is legal.
fn play_hand<G: GameBots, F: Fn(Seat) -> bool>(
    game: &mut G,
    t: &mut Table<'_, G, F>,
    rng: &mut GameRng,
) -> Result<(), String>
where
    G::Action: std::fmt::Display,
{
    while let Some(seat) = game.to_act() {
        let a_turn = (t.is_a)(seat);
        let player: &mut Player<G> = if a_turn { &mut *t.a } else { &mut *t.b };
        let (action, ms) = decide(player, game, rng)?;
        game.apply_with(action, &mut ());
        t.actions.push(action);
        if t.actions.len() > MAX_ACTIONS {
            return Err(format!(
                "the hand went on for over {MAX_ACTIONS} moves: '{}' makes no progress",
                player.name()
            ));
        }
        if a_turn {
            t.result.ms_a.push(ms);
        } else {
            t.result.ms_b.push(ms);
        }
    }
    Ok(())
}

pub fn tally(args: &ArenaArgs, seed: u64, hands: Vec<HandResult>, seconds: f64) -> Report {
    let n = hands.len().max(1) as f64;
    let shares = Shares::of(&hands.iter().map(|h| h.score_a).collect::<Vec<_>>());
    let mut ms_a: Vec<f64> = hands.iter().flat_map(|h| h.ms_a.iter().copied()).collect();
    let mut ms_b: Vec<f64> = hands.iter().flat_map(|h| h.ms_b.iter().copied()).collect();
    ms_a.sort_by(f64::total_cmp);
    ms_b.sort_by(f64::total_cmp);
    let mut endings = Vec::new();
    for ending in hands.iter().filter_map(|h| h.ending) {
        crate::sim::count_ending(&mut endings, ending);
    }
    Report {
        game: args.game.clone(),
        players: args.players,
        variants: args.variants.clone(),
        seed,
        bot_a: args.a.clone(),
        bot_b: args.b.clone(),
        hands: hands.len() as u64,
        threads: args.threads,
        seconds,
        wins_a: shares.wins_a,
        wins_b: shares.wins_b,
        ties: shares.ties,
        win_rate_a: shares.rate,
        ci95_low: shares.low,
        ci95_high: shares.high,
        mean_card_points_a: hands.iter().map(|h| h.points_a as f64).sum::<f64>() / n,
        mean_card_points_b: hands.iter().map(|h| h.points_b as f64).sum::<f64>() / n,
        mean_game_points_a: hands.iter().map(|h| h.game_a as f64).sum::<f64>() / n,
        mean_game_points_b: hands.iter().map(|h| h.game_b as f64).sum::<f64>() / n,
        moves_a: ms_a.len(),
        moves_b: ms_b.len(),
        move_ms_p50_a: percentile(&ms_a, 0.50),
        move_ms_p99_a: percentile(&ms_a, 0.99),
        move_ms_p50_b: percentile(&ms_b, 0.50),
        move_ms_p99_b: percentile(&ms_b, 0.99),
        endings: ending_reports(&endings, hands.len() as u64),
        matches: None,
    }
}

/// The nearest-rank percentile of sorted values (0 when there are none).
fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn text_report(r: &Report) -> String {
    let mut s = format!(
        "{} with {} players{}, seed {}: {} hands in {:.1} s ({} thread{})\n",
        r.game,
        r.players,
        if r.variants.is_empty() {
            String::new()
        } else {
            format!(" ({})", r.variants.join(", "))
        },
        r.seed,
        r.hands,
        r.seconds,
        r.threads,
        if r.threads == 1 { "" } else { "s" }
    );
    s += &format!(
        "A = {}, B = {}; {}\n",
        r.bot_a,
        r.bot_b,
        if r.matches.is_some() {
            "every match's deals are played twice with the seats swapped"
        } else {
            "every deal is played twice with the seats swapped"
        }
    );
    s += &format!(
        "A wins {} hands, B wins {}, {} undecided: A scores {:.1} % (95 % interval {:.1} % to {:.1} %)\n",
        r.wins_a,
        r.wins_b,
        r.ties,
        100.0 * r.win_rate_a,
        100.0 * r.ci95_low,
        100.0 * r.ci95_high
    );
    s += &format!(
        "mean per hand: card points A {:.1}, B {:.1}; game points A {:.2}, B {:.2}\n",
        r.mean_card_points_a, r.mean_card_points_b, r.mean_game_points_a, r.mean_game_points_b
    );
    s += &format!(
        "move time: A p50 {:.2} ms, p99 {:.2} ms over {} moves; B p50 {:.2} ms, p99 {:.2} ms over {} moves\n",
        r.move_ms_p50_a, r.move_ms_p99_a, r.moves_a, r.move_ms_p50_b, r.move_ms_p99_b, r.moves_b
    );
    s += &ending_lines(&r.endings, "hands");
    if let Some(m) = &r.matches {
        s += &format!(
            "whole matches: A wins {} of {}, B {}, {} shared: A scores {:.1} % (95 % interval {:.1} % to {:.1} %); {:.1} hands a match\n",
            m.wins_a,
            m.matches,
            m.wins_b,
            m.ties,
            100.0 * m.win_rate_a,
            100.0 * m.ci95_low,
            100.0 * m.ci95_high,
            m.mean_hands
        );
    }
    s
}

fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        let v: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!(percentile(&v, 0.5), 50.0);
        assert_eq!(percentile(&v, 0.99), 99.0);
        assert_eq!(percentile(&[], 0.5), 0.0);
    }
}
