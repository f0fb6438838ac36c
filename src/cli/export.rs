//! `sevenfold export MATCH_ID [--hand N]`: one hand of a finished match as a scenario file
//! that `sevenfold replay` accepts, with the actual outcome as its expectations.

use super::history::{print_warnings, write_stdout};
use crate::store::{Store, export_hand};
use std::path::Path;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ExportArgs {
    /// The match id as `sevenfold history` lists it (a unique beginning is enough).
    pub match_id: String,
    /// The hand to export, from 1.
    #[arg(long, default_value_t = 1, value_name = "N")]
    pub hand: usize,
}

pub fn run(args: &ExportArgs, data_dir: Option<&Path>) -> Result<ExitCode, String> {
    let store = Store::open(data_dir).map_err(|e| e.to_string())?;
    let entry = store
        .find_match(&args.match_id)
        .map_err(|e| e.to_string())?;
    print_warnings(&entry.warnings);
    let scenario = export_hand(&entry.value, args.hand).map_err(|e| e.to_string())?;
    let text = scenario
        .to_ron()
        .map_err(|e| format!("cannot write the scenario: {e}"))?;
    write_stdout(&format!("{text}\n"))?;
    Ok(ExitCode::SUCCESS)
}
