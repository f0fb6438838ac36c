//! `sevenfold stats [--json | --csv]`: statistics from the match history.

use super::history::{Stdout, print_warnings, write_stdout};
use crate::store::Store;
use std::fmt::Write;
use std::path::Path;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct StatsArgs {
    /// Print JSON instead of the readable table.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// Print CSV: a header row, then a row per hand the statistics count, per person.
    #[arg(long)]
    pub csv: bool,
    /// Only this game (sedma or all-fours).
    #[arg(long, value_name = "NAME")]
    pub game: Option<String>,
}

pub fn run(args: &StatsArgs, data_dir: Option<&Path>) -> Result<ExitCode, String> {
    // Only reads, beside a window or not: a damaged file is reported and left for the
    // window to set aside.
    let store = Store::open(data_dir)
        .map_err(|e| e.to_string())?
        .read_only();
    if args.csv {
        // A match at a time, straight to standard output.
        let mut out = Stdout::new();
        let warnings = store
            .write_stats_csv(args.game.as_deref(), &mut out)
            .map_err(|e| e.to_string())?;
        print_warnings(&warnings);
        return out.finish();
    }
    // SQL aggregates, of one game when asked.
    let filter = crate::store::StatsFilter {
        player: None,
        game: args.game.clone(),
    };
    let loaded = store.stats_of(&filter, None).map_err(|e| e.to_string())?;
    print_warnings(&loaded.warnings);
    let stats = loaded.value;
    if args.json {
        let json = serde_json::to_string_pretty(&stats)
            .map_err(|e| format!("cannot write the statistics as JSON: {e}"))?;
        write_stdout(&format!("{json}\n"))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = String::new();
    if let Some(since) = &stats.counted_since {
        let _ = writeln!(out, "Counting matches finished since {since}.");
    }
    if stats.groups.is_empty() {
        let _ = writeln!(out, "No finished matches with you at the table yet.");
    }
    for s in &stats.groups {
        let variants = if s.variants.is_empty() {
            "basic rules".to_string()
        } else {
            s.variants.join(", ")
        };
        let _ = writeln!(out, "{}, {} players, {variants}", s.game, s.players);
        let _ = writeln!(
            out,
            "  matches {}: won {}, lost {} ({:.0}%); longest winning streak {}",
            s.matches,
            s.matches_won,
            s.matches_lost,
            s.win_rate * 100.0,
            s.longest_winning_streak
        );
        let _ = writeln!(
            out,
            "  hands {}: won {}, lost {}, tied {}; {} {:.1}",
            s.hands,
            s.hands_won,
            s.hands_lost,
            s.hands_tied,
            super::words::game_word(&s.game, "stats-average-points").to_lowercase(),
            s.average_points
        );
        if let Some(b) = &s.best_hand {
            let _ = writeln!(
                out,
                "  best hand: {} (match {}, hand {})",
                best_hand_text(&s.game, b),
                b.match_id,
                b.hand
            );
        }
    }
    write_stdout(&out)?;
    Ok(ExitCode::SUCCESS)
}

/// A best hand in the game's words ("+2 game points, 60 card points").
fn best_hand_text(game: &str, b: &crate::store::BestHand) -> String {
    let mut args = crate::i18n::FluentArgs::new();
    args.set("game_points", format!("{:+}", b.game_points));
    args.set("points", b.game_points);
    args.set("card_points", b.card_points);
    super::words::game_text(game, "stats-best-hand-text", Some(&args))
}
