//! `sevenfold replay FILE [--json]`: play a scenario file and report every trick, the score and
//! whether the scenario's expectations hold.
//!
//! Exit status: 0 when the replay passed, 1 when an action was illegal or an expectation failed
//! (the report still shows what happened), 2 when the file cannot be used.

use crate::cards::{Card, PackStyle};
use crate::registry::Scenario;
use crate::scenario::{Refusal, Replay};
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ReplayArgs {
    /// The scenario file (RON); see docs/scenarios.md for the format.
    pub file: PathBuf,
    /// Print one JSON object instead of the readable report.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &ReplayArgs) -> Result<ExitCode, String> {
    let path = args.file.display();
    let scenario = Scenario::load(&args.file).map_err(|e| format!("{path}: {e}"))?;
    let replay = scenario.replay().map_err(|e| format!("{path}: {e}"))?;
    if args.json {
        let json = serde_json::to_string_pretty(&replay)
            .map_err(|e| format!("cannot write the report as JSON: {e}"))?;
        println!("{json}");
    } else {
        print!("{}", render(&replay));
    }
    if replay.passed() {
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(bad) = &replay.illegal {
        eprintln!("sevenfold: {path}: {}", illegal_message(&replay, bad));
    }
    for m in &replay.expectations.mismatches {
        eprintln!("sevenfold: {path}: expectation failed: {m}");
    }
    Ok(ExitCode::FAILURE)
}

/// "step 6: 'Kc' by North breaks the rule continue-needs-match: to continue …"
pub fn illegal_message(r: &Replay, bad: &Refusal) -> String {
    let by = bad
        .seat
        .map(|s| format!(" by {}", r.seat_name(s)))
        .unwrap_or_default();
    format!(
        "step {}: '{}'{by} is illegal, rule {}: {}",
        bad.step, bad.action, bad.rule, bad.reason
    )
}

fn cards(list: &[Card], style: PackStyle) -> String {
    list.iter()
        .map(|c| c.short(style))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An action in the pack's notation ("Uh" rather than "Jh" for a German pack).
fn action_text(action: &str, style: PackStyle) -> String {
    match action.parse::<Card>() {
        Ok(c) => c.short(style),
        Err(_) => action.to_string(),
    }
}

/// The readable report.
pub fn render(r: &Replay) -> String {
    let mut out = String::new();
    let style = r.pack;
    let seat = |s: usize| r.seat_name(s).to_string();
    if !r.title.is_empty() {
        let _ = writeln!(out, "{}", r.title);
    }
    if !r.description.is_empty() {
        let _ = writeln!(out, "{}", r.description);
    }
    let variants = if r.variants.is_empty() {
        String::new()
    } else {
        format!(", {}", r.variants.join(", "))
    };
    let _ = writeln!(
        out,
        "{}, {} players{variants}; {} deals, {} leads",
        r.game,
        r.players,
        seat(r.dealer),
        seat(r.leader)
    );
    for t in &r.tricks {
        // Rounds: a leader's card after the first starts a new one.
        let mut rounds: Vec<Vec<String>> = Vec::new();
        for (i, (c, &s)) in t.cards.iter().zip(&t.seats).enumerate() {
            if i == 0 || s == t.leader {
                rounds.push(Vec::new());
            }
            if let Some(r) = rounds.last_mut() {
                r.push(format!("{} {}", seat(s), c.short(style)));
            }
        }
        let plays: Vec<String> = rounds.iter().map(|r| r.join(", ")).collect();
        let about = if t.about.is_empty() {
            String::new()
        } else {
            format!(" ({})", t.about)
        };
        let _ = writeln!(out, "Trick {}{about}: {}", t.number, plays.join(" | "));
        for line in &t.lead_in {
            let _ = writeln!(out, "  {line}");
        }
        let last = if t.last { " (last trick)" } else { "" };
        let _ = writeln!(
            out,
            "  {} wins{last}: {}; {} points",
            seat(t.winner),
            t.reason,
            t.points
        );
        for line in &t.details {
            let _ = writeln!(out, "  {line}");
        }
    }
    for line in &r.summary {
        let _ = writeln!(out, "{line}");
    }
    for note in &r.notes {
        let _ = writeln!(out, "  {note}");
    }
    if !r.open_trick.is_empty() {
        let plays: Vec<String> = r
            .open_trick
            .iter()
            .map(|p| format!("{} {}", seat(p.seat), p.card.short(style)))
            .collect();
        let _ = writeln!(out, "On the table: {}", plays.join(", "));
    }
    for f in &r.refused {
        let _ = writeln!(
            out,
            "Refused as expected at step {}: '{}' ({}: {})",
            f.step, f.action, f.rule, f.reason
        );
    }
    let points: Vec<String> = r
        .card_points
        .iter()
        .enumerate()
        .map(|(s, p)| format!("{} {p}", r.side_name(s)))
        .collect();
    if r.hand_over {
        let _ = writeln!(out, "Hand over. Points: {}", points.join(", "));
        let winners: Vec<&str> = r.winners.iter().map(|&s| r.side_name(s)).collect();
        let who = if winners.is_empty() {
            "nobody".to_string()
        } else {
            winners.join(" and ")
        };
        let _ = writeln!(
            out,
            "Winner: {who}, stake {} ({})",
            r.stake.unwrap_or(0),
            r.why.as_deref().unwrap_or("")
        );
        if let Some(gp) = &r.game_points {
            let gp: Vec<String> = gp
                .iter()
                .enumerate()
                .map(|(s, p)| format!("{} {p:+}", r.side_name(s)))
                .collect();
            let _ = writeln!(out, "Game points: {}", gp.join(", "));
        }
        if let Some(totals) = &r.match_totals {
            let t: Vec<String> = totals
                .iter()
                .enumerate()
                .map(|(s, p)| format!("{} {p}", r.side_name(s)))
                .collect();
            let state = match r.match_winner {
                Some(w) => format!("match over, won by {}", r.side_name(w)),
                None => "the match goes on".to_string(),
            };
            let _ = writeln!(out, "Match totals: {} ({state})", t.join(", "));
        }
        if let (Some(next), false) = (r.next_start, r.match_over) {
            let _ = writeln!(
                out,
                "Next hand: {} deals, {} leads",
                seat(next.dealer),
                seat(next.leader)
            );
        }
    } else {
        let _ = writeln!(
            out,
            "Hand not over after {} of {} actions. Points so far: {}",
            r.actions_applied,
            r.actions_total,
            points.join(", ")
        );
        if let Some(s) = r.to_act {
            let legal: Vec<String> = r.legal.iter().map(|a| action_text(a, style)).collect();
            let _ = writeln!(out, "{} to act; legal: {}", seat(s), legal.join(" "));
        }
        for (s, h) in r.hands.iter().enumerate() {
            let _ = writeln!(out, "  {} holds: {}", seat(s), cards(h, style));
        }
        let _ = writeln!(out, "  stock: {} cards", r.stock_left);
    }
    if let Some(bad) = &r.illegal {
        let _ = writeln!(out, "Stopped: {}", illegal_message(r, bad));
    }
    let e = &r.expectations;
    if e.mismatches.is_empty() {
        if e.checked > 0 {
            let _ = writeln!(out, "Expectations: all {} checks passed", e.checked);
        }
    } else {
        let _ = writeln!(
            out,
            "Expectations: {} of {} checks failed",
            e.mismatches.len(),
            e.checked
        );
        for m in &e.mismatches {
            let _ = writeln!(out, "  - {m}");
        }
    }
    out
}
