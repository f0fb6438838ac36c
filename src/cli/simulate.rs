//! SCAFFOLD: replaced by the simulation work.
use std::process::ExitCode;
#[derive(clap::Args)]
pub struct SimulateArgs {}
pub fn run(_a: &SimulateArgs) -> Result<ExitCode, String> {
    Err("SCAFFOLD".into())
}
