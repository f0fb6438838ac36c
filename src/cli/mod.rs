//! The headless commands behind the `sevenfold` binary.

pub mod arena;
pub mod export;
pub mod history;
pub mod replay;
pub mod simulate;
pub mod stats;

use std::process::ExitCode;

/// Opens the window to play. `seed` makes the sequence of deals reproducible.
pub fn play(seed: Option<u64>) -> Result<ExitCode, String> {
    crate::ui::run(seed)?;
    Ok(ExitCode::SUCCESS)
}
