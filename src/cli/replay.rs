//! SCAFFOLD: replaced by the scenario work.
use std::process::ExitCode;
#[derive(clap::Args)]
pub struct ReplayArgs {}
pub fn run(_a: &ReplayArgs) -> Result<ExitCode, String> {
    Err("SCAFFOLD".into())
}
