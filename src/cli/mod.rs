//! The headless commands behind the `sevenfold` binary.

pub mod arena;
pub mod arena_matches;
pub mod arena_seats;
pub mod export;
pub mod history;
pub mod loadtest;
pub mod replay;
pub mod review;
pub mod serve;
pub mod simulate;
pub mod stats;

use std::process::ExitCode;

/// Opens the window to play. `seed` makes the sequence of deals reproducible; `data_dir`
/// holds settings, the saved match, history and statistics.
pub fn play(seed: Option<u64>, data_dir: Option<&std::path::Path>) -> Result<ExitCode, String> {
    crate::ui::run(seed, data_dir)?;
    Ok(ExitCode::SUCCESS)
}
