//! The headless commands behind the `sevenfold` binary.

pub mod arena;
pub mod replay;
pub mod simulate;

use std::process::ExitCode;

/// Starts the game for a person (the window arrives with the table; until then, say how to play).
pub fn play() -> Result<ExitCode, String> {
    Err("SCAFFOLD".into())
}
