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
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Replay a scenario file (a fixed deal and a list of actions) and report every trick.
    Replay(sevenfold::cli::replay::ReplayArgs),
    /// Play many hands with random legal moves, checking the rule invariants on each.
    Simulate(sevenfold::cli::simulate::SimulateArgs),
    /// Let two bots play many hands against each other and report the first one's win rate.
    Arena(sevenfold::cli::arena::ArenaArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Replay(args)) => sevenfold::cli::replay::run(&args),
        Some(Command::Simulate(args)) => sevenfold::cli::simulate::run(&args),
        Some(Command::Arena(args)) => sevenfold::cli::arena::run(&args),
        None => sevenfold::cli::play(),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("sevenfold: {e}");
            ExitCode::from(2)
        }
    }
}
