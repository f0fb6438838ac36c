//! `sevenfold simulate`: many hands with random legal actions, invariants checked on each, and a
//! report in text or JSON. The loop itself is [`crate::sim`]; this file turns arguments into a
//! game config, shows progress and prints the report.

use crate::engine::GameDef;
use crate::registry::GameInfo;
use crate::sim::{self, SimSettings, Tally};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Failures reported with their messages (all are counted).
const KEEP_FAILURES: usize = 5;
/// The progress bar appears only for runs that last longer than this.
const PROGRESS_AFTER: Duration = Duration::from_secs(1);

#[derive(clap::Args, Debug, Clone)]
#[command(
    after_help = "Every hand is dealt and played from its own random stream, so a failing hand is \
                  replayed alone with the same options and `--seed S --first-hand I --hands 1 --strict`.\n\
                  The exit status is 1 when an invariant failed, 2 for bad arguments."
)]
pub struct SimulateArgs {
    /// The game to simulate.
    #[arg(long, default_value = crate::registry::FIRST_GAME, value_name = "GAME")]
    pub game: String,
    /// Players at the table.
    #[arg(long, default_value_t = 4, value_name = "N")]
    pub players: u8,
    /// A named variant to turn on (repeat it, or separate names with commas); an unknown name
    /// lists the variants there are.
    #[arg(long = "variant", value_name = "NAME", value_delimiter = ',')]
    pub variants: Vec<String>,
    /// Hands to play.
    #[arg(long, default_value_t = 100_000, value_name = "N")]
    pub hands: u64,
    /// The run's seed (default: taken from the clock and shown in the report).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Index of the first hand, to replay one hand of an earlier run.
    #[arg(long, default_value_t = 0, value_name = "I")]
    pub first_hand: u64,
    /// Also check the invariants after every action and every listed action (slower).
    #[arg(long)]
    pub strict: bool,
    /// Print one JSON object instead of the text report.
    #[arg(long)]
    pub json: bool,
}

/// The report, as `--json` prints it.
#[derive(Serialize, Debug)]
struct Report {
    game: String,
    players: u8,
    variants: Vec<String>,
    seed: u64,
    first_hand: u64,
    strict: bool,
    hands: u64,
    seconds: f64,
    hands_per_sec: f64,
    actions_per_hand: f64,
    sides: Vec<String>,
    wins: Vec<u64>,
    hands_without_winner: u64,
    /// Hands whose best score was shared (counted as a win for each side in `wins`).
    hands_shared: u64,
    mean_card_points: Vec<f64>,
    /// How the hands ended, for games with several endings (empty otherwise).
    endings: Vec<EndingReport>,
    invariant_failures: u64,
    failures: Vec<FailureReport>,
}

/// One way a hand can end and how many hands ended so.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct EndingReport {
    pub ending: String,
    pub hands: u64,
    pub share: f64,
}

/// The endings as the reports show them, the most frequent first, with each one's share of
/// `hands`.
pub(crate) fn ending_reports(endings: &[(&str, u64)], hands: u64) -> Vec<EndingReport> {
    let mut endings = endings.to_vec();
    endings.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    endings
        .iter()
        .map(|&(ending, n)| EndingReport {
            ending: ending.to_string(),
            hands: n,
            share: n as f64 / hands.max(1) as f64,
        })
        .collect()
}

/// One line per ending: "  a player went out in 41.2% of rounds".
pub(crate) fn ending_lines(endings: &[EndingReport], hands: &str) -> String {
    endings
        .iter()
        .map(|e| format!("  {} in {:.1}% of {hands}\n", e.ending, 100.0 * e.share))
        .collect()
}

#[derive(Serialize, Debug)]
struct FailureReport {
    seed: u64,
    hand: u64,
    step: Option<u32>,
    message: String,
    /// The command line that plays this hand alone.
    reproduce: String,
}

/// Runs the command; the error (bad arguments) is printed by the caller with exit status 2.
pub fn run(args: &SimulateArgs) -> Result<ExitCode, String> {
    if args.hands == 0 {
        return Err("--hands must be at least 1".into());
    }
    if args.first_hand.checked_add(args.hands).is_none() {
        return Err("--first-hand plus --hands is past the last hand index (2^64 - 1)".into());
    }
    let seed = args.seed.unwrap_or_else(clock_seed);
    let report = sevenfold_core::with_game_named!(args.game.as_str(), |G| {
        let config = G::options_with(args.players, &args.variants)?;
        simulate_game::<G>(args, seed, config)
    })
    .ok_or_else(|| GameInfo::unknown(&args.game))?;
    if args.json {
        let text = serde_json::to_string_pretty(&report)
            .map_err(|e| format!("could not write the report as JSON: {e}"))?;
        println!("{text}");
    } else {
        print!("{}", text_report(&report));
    }
    Ok(if report.invariant_failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Runs the simulation for one game and builds its report.
fn simulate_game<G: GameDef>(args: &SimulateArgs, seed: u64, config: G::Config) -> Report {
    let settings = SimSettings {
        seed,
        first_hand: args.first_hand,
        hands: args.hands,
        strict: args.strict,
        max_steps: G::MAX_ACTIONS,
        keep_failures: KEEP_FAILURES,
    };
    let started = Instant::now();
    let mut progress = Progress::new(args.hands);
    let tally = sim::simulate::<G>(&config, &settings, |done| progress.update(done, started));
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    build_report(args, seed, G::side_names(&config), tally, seconds)
}

fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// A progress bar on stderr, shown only when stderr is a terminal and the run is not quick.
/// It counts from the start while hidden, so its time estimate is right once it appears.
struct Progress {
    bar: Option<ProgressBar>,
    shown: bool,
}

impl Progress {
    fn new(total: u64) -> Progress {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
            if let Ok(style) = ProgressStyle::with_template(
                "{wide_bar} {human_pos}/{human_len} hands, {msg}, eta {eta}",
            ) {
                bar.set_style(style);
            }
            bar
        });
        Progress { bar, shown: false }
    }

    fn update(&mut self, done: u64, started: Instant) {
        let Some(bar) = &self.bar else {
            return;
        };
        let elapsed = started.elapsed();
        bar.set_position(done);
        bar.set_message(format!(
            "{} hands/s",
            thousands((done as f64 / elapsed.as_secs_f64().max(1e-9)) as u64)
        ));
        if !self.shown && elapsed >= PROGRESS_AFTER {
            bar.set_draw_target(ProgressDrawTarget::stderr());
            self.shown = true;
        }
    }

    fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

fn build_report(
    args: &SimulateArgs,
    seed: u64,
    sides: Vec<String>,
    tally: Tally,
    seconds: f64,
) -> Report {
    let n = tally.sides;
    let failures = tally
        .failures
        .iter()
        .map(|f| FailureReport {
            seed,
            hand: f.hand,
            step: f.step,
            message: f.message.clone(),
            reproduce: reproduce_command(args, seed, f.hand),
        })
        .collect();
    Report {
        game: args.game.clone(),
        players: args.players,
        variants: args.variants.iter().map(|v| v.trim().to_string()).collect(),
        seed,
        first_hand: args.first_hand,
        strict: args.strict,
        hands: tally.hands,
        seconds,
        hands_per_sec: tally.hands as f64 / seconds.max(1e-9),
        actions_per_hand: tally.actions_per_hand(),
        sides,
        wins: tally.wins[..n].to_vec(),
        hands_without_winner: tally.no_winner,
        hands_shared: tally.shared,
        mean_card_points: tally.mean_card_points(),
        endings: ending_reports(&tally.endings, tally.hands),
        invariant_failures: tally.invariant_failures,
        failures,
    }
}

/// The command that replays hand `hand` alone, with every check on.
fn reproduce_command(args: &SimulateArgs, seed: u64, hand: u64) -> String {
    let mut cmd = format!(
        "sevenfold simulate --game {} --players {}",
        args.game, args.players
    );
    for v in &args.variants {
        cmd.push_str(&format!(" --variant {}", v.trim()));
    }
    cmd.push_str(&format!(
        " --seed {seed} --first-hand {hand} --hands 1 --strict"
    ));
    cmd
}

fn text_report(r: &Report) -> String {
    let mut out = String::new();
    let variants = if r.variants.is_empty() {
        "standard rules".to_string()
    } else {
        format!("variants {}", r.variants.join(", "))
    };
    out.push_str(&format!(
        "{} with {} players, {variants}, seed {}{}\n",
        title(&r.game),
        r.players,
        r.seed,
        if r.strict { ", strict checks" } else { "" }
    ));
    // All Fours calls a hand a deal; its card points are the counting cards toward Game.
    let word = |name| super::words::game_word(&r.game, name);
    let (hand, hands, points) = (word("hand-word"), word("hands-word"), word("points-word"));
    out.push_str(&format!(
        "{} {hands} in {:.2} s: {} {hands}/s, {:.1} actions per {}\n",
        thousands(r.hands),
        r.seconds,
        thousands(r.hands_per_sec.round() as u64),
        r.actions_per_hand,
        hand,
    ));
    let width = r.sides.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    for (i, side) in r.sides.iter().enumerate() {
        let wins = r.wins[i];
        out.push_str(&format!(
            "  {side:<width$}  won {:>5.1}% of {hands}, {:.1} {points} per {hand}\n",
            100.0 * wins as f64 / r.hands.max(1) as f64,
            r.mean_card_points[i],
        ));
    }
    let count = |n: u64| {
        let noun = if n == 1 { &hand } else { &hands };
        format!("{} {noun}", thousands(n))
    };
    if r.hands_shared > 0 {
        out.push_str(&format!(
            "  {} with the best score shared (a win for each side above)\n",
            count(r.hands_shared)
        ));
    }
    if r.hands_without_winner > 0 {
        out.push_str(&format!(
            "  {} without a winner\n",
            count(r.hands_without_winner)
        ));
    }
    out.push_str(&ending_lines(&r.endings, &hands));
    if r.invariant_failures == 0 {
        out.push_str(&format!(
            "Invariants held in every {}.\n",
            hands.trim_end_matches('s')
        ));
    } else {
        out.push_str(&format!(
            "INVARIANT FAILURES: {} hands\n",
            thousands(r.invariant_failures)
        ));
        for f in &r.failures {
            let at = f
                .step
                .map_or(String::new(), |s| format!(" after {s} actions"));
            out.push_str(&format!("  hand {}{at}: {}\n", f.hand, f.message));
            out.push_str(&format!("    replay: {}\n", f.reproduce));
        }
        if r.invariant_failures > r.failures.len() as u64 {
            out.push_str("  (only the first ones are shown)\n");
        }
    }
    out
}

fn title(game: &str) -> &str {
    GameInfo::by_name(game).map_or(game, |g| g.title)
}

/// 1234567 as "1,234,567".
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sedma::Sedma;

    pub(super) fn config<G: GameDef>(a: &SimulateArgs) -> Result<G::Config, String> {
        G::options_with(a.players, &a.variants)
    }

    fn args(players: u8, variants: &[&str]) -> SimulateArgs {
        SimulateArgs {
            game: "sedma".into(),
            players,
            variants: variants.iter().map(|v| v.to_string()).collect(),
            hands: 50,
            seed: Some(3),
            first_hand: 0,
            strict: false,
            json: true,
        }
    }

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(1234567), "1,234,567");
    }

    #[test]
    fn config_errors_say_what_is_wrong() {
        let e = config::<Sedma>(&args(4, &["nope"])).unwrap_err();
        assert!(e.contains("unknown Sedma variant 'nope'"), "{e}");
        let e = config::<Sedma>(&args(3, &["burn-a"])).unwrap_err();
        assert!(e.contains("2 or 4 players"), "{e}");
        let e = config::<Sedma>(&args(5, &[])).unwrap_err();
        assert!(e.contains("2, 3 or 4 players"), "{e}");
        assert!(config::<Sedma>(&args(3, &["king-of-leaves", "eight-and-nine"])).is_ok());
    }

    #[test]
    fn report_names_the_replay_command() {
        let a = args(4, &["osmova"]);
        assert_eq!(
            reproduce_command(&a, 9, 12),
            "sevenfold simulate --game sedma --players 4 --variant osmova --seed 9 --first-hand 12 --hands 1 --strict"
        );
    }

    #[test]
    fn text_report_shows_sides_and_failures() {
        let a = args(2, &[]);
        let config = config::<Sedma>(&a).unwrap();
        let mut r = simulate_game::<Sedma>(&a, 3, config);
        let text = text_report(&r);
        assert!(
            text.contains("Sedma with 2 players, standard rules, seed 3"),
            "{text}"
        );
        assert!(text.contains("North") && text.contains("South"), "{text}");
        assert!(text.contains("Invariants held in every hand."), "{text}");
        r.invariant_failures = 1;
        r.failures.push(FailureReport {
            seed: 3,
            hand: 7,
            step: Some(4),
            message: "cards not conserved".into(),
            reproduce: reproduce_command(&a, 3, 7),
        });
        let text = text_report(&r);
        assert!(
            text.contains("hand 7 after 4 actions: cards not conserved"),
            "{text}"
        );
        assert!(text.contains("--first-hand 7 --hands 1"), "{text}");
    }
}

#[cfg(test)]
mod all_fours_tests {
    use super::tests::config;
    use super::*;
    use crate::games::all_fours::AllFours;

    fn args(players: u8, variants: &[&str]) -> SimulateArgs {
        SimulateArgs {
            game: "all-fours".into(),
            players,
            variants: variants.iter().map(|v| v.to_string()).collect(),
            hands: 200,
            seed: Some(5),
            first_hand: 0,
            strict: true,
            json: true,
        }
    }

    #[test]
    fn all_fours_simulates_with_every_option() {
        let e = config::<AllFours>(&args(4, &["nope"])).unwrap_err();
        assert!(e.contains("unknown All Fours variant 'nope'"), "{e}");
        assert!(config::<AllFours>(&args(5, &[])).is_err());
        for players in 2..=4 {
            for v in crate::games::all_fours::VARIANTS {
                let a = args(players, &[v.name]);
                let config = config::<AllFours>(&a).unwrap();
                let r = simulate_game::<AllFours>(&a, 5, config);
                assert_eq!(r.invariant_failures, 0, "{} with {players}", v.name);
            }
        }
        let a = args(2, &[]);
        let r = simulate_game::<AllFours>(&a, 5, config::<AllFours>(&a).unwrap());
        assert!(text_report(&r).contains("All Fours with 2 players"));
    }
}
