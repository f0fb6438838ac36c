//! `sevenfold export MATCH_ID [--hand N] [--text]`: one hand of a finished match as a scenario
//! file that `sevenfold replay` accepts, with the actual outcome as its expectations, or as a
//! plain-text hand record to paste into a message.

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
    /// Print the hand as plain text (the deal, every move in words, the result) instead.
    #[arg(long)]
    pub text: bool,
}

pub fn run(args: &ExportArgs, data_dir: Option<&Path>) -> Result<ExitCode, String> {
    // Only reads, beside a window or not: a damaged file is reported and left for the
    // window to set aside.
    let store = Store::open(data_dir)
        .map_err(|e| e.to_string())?
        .read_only();
    let entry = store
        .find_match(&args.match_id)
        .map_err(|e| e.to_string())?;
    print_warnings(&entry.warnings);
    if args.text {
        let profiles = store.profiles().map_err(|e| e.to_string())?;
        print_warnings(&profiles.warnings);
        let profiles = profiles
            .value
            .unwrap_or_else(crate::store::Profiles::first_run);
        let count = entry.value.hands.len();
        if args.hand == 0 || args.hand > count {
            return Err(format!(
                "match {} has {count} hands; choose a hand from 1 to {count}, not {}",
                entry.value.id, args.hand
            ));
        }
        let text = crate::ui::history_page::hand_record(&entry.value, &profiles, args.hand - 1)?;
        write_stdout(&text)?;
        return Ok(ExitCode::SUCCESS);
    }
    let scenario = export_hand(&entry.value, args.hand).map_err(|e| e.to_string())?;
    let text = scenario
        .to_ron()
        .map_err(|e| format!("cannot write the scenario: {e}"))?;
    write_stdout(&format!("{text}\n"))?;
    Ok(ExitCode::SUCCESS)
}
