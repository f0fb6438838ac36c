//! The `sevenfold` binary: thin argument parsing over the library's commands.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "sevenfold",
    version,
    about = "Sedma, All Fours (Seven Up) and Sevens from Hell: card games built around the seven",
    long_about = "Sedma, All Fours (Seven Up) and Sevens from Hell: card games built around the seven.\n\n\
                  Run without a command to play. The commands below replay scenario files and \
                  simulate many hands, for checking rules and reporting bugs."
)]
struct Cli {
    /// Keep settings, saved games and history in DIR (also: SEVENFOLD_DATA_DIR).
    #[arg(long, global = true, value_name = "DIR")]
    data_dir: Option<std::path::PathBuf>,
    /// Deal from this seed: the same number gives the same sequence of deals.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Replay a scenario file (a fixed deal and a list of actions) and report every trick.
    Replay(sevenfold::cli::replay::ReplayArgs),
    /// Review one seat's decisions in a scenario file's hand, as the window's review does.
    Review(sevenfold::cli::review::ReviewArgs),
    /// Play many hands with random legal moves, checking the rule invariants on each.
    Simulate(sevenfold::cli::simulate::SimulateArgs),
    /// Let two bots play many hands against each other and report the first one's win rate.
    Arena(sevenfold::cli::arena::ArenaArgs),
    /// List the finished matches, newest first.
    History(sevenfold::cli::history::HistoryArgs),
    /// Show statistics from the finished matches.
    Stats(sevenfold::cli::stats::StatsArgs),
    /// Print one hand of a finished match as a scenario file for `sevenfold replay`.
    Export(sevenfold::cli::export::ExportArgs),
    /// Hold tables for playing with friends on other computers, until Ctrl+C.
    Serve(sevenfold::cli::serve::ServeArgs),
    /// Load a table server with bot clients and report its speed and memory.
    Loadtest(sevenfold::cli::loadtest::LoadtestArgs),
    /// Build histories of 1,000 to 100,000 matches and time the pages and commands on them.
    HistoryBench(sevenfold::cli::history_bench::HistoryBenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let data_dir = cli.data_dir.as_deref();
    let result = match cli.command {
        Some(Command::Replay(args)) => sevenfold::cli::replay::run(&args),
        Some(Command::Review(args)) => sevenfold::cli::review::run(&args),
        Some(Command::Simulate(args)) => sevenfold::cli::simulate::run(&args),
        Some(Command::Arena(args)) => sevenfold::cli::arena::run(&args),
        Some(Command::History(args)) => sevenfold::cli::history::run(&args, data_dir),
        Some(Command::Stats(args)) => sevenfold::cli::stats::run(&args, data_dir),
        Some(Command::Export(args)) => sevenfold::cli::export::run(&args, data_dir),
        Some(Command::Serve(args)) => sevenfold::cli::serve::run(&args, data_dir),
        Some(Command::Loadtest(args)) => sevenfold::cli::loadtest::run(&args),
        Some(Command::HistoryBench(args)) => sevenfold::cli::history_bench::run(&args),
        // No command: the window.
        None => sevenfold::ui::run(cli.seed, data_dir).map(|()| ExitCode::SUCCESS),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("sevenfold: {e}");
            ExitCode::from(2)
        }
    }
}
