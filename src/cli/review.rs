//! `sevenfold review FILE [--seat N] [--seed N] [--json]`: the review the window gives after a
//! hand, for the hand of a scenario file (as `sevenfold export` writes one): each of the
//! seat's decisions against the hint's move from the same view, and those that cost points
//! clear of the sampling's noise.
//!
//! Exit status: 0 when the review ran, 2 when the file cannot be used (its errors are
//! `replay`'s) or a move does not fit the deal. A scenario that stops before the hand ends is
//! reviewed up to where it stops.

use crate::ai::GameBots;
use crate::ai::review::{Review, review_hand};
use crate::engine::{GameDef, Seat};
use crate::registry::Scenario;
use crate::scenario::ScenarioGame;
use serde::Serialize;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct ReviewArgs {
    /// The scenario file (RON); see docs/scenarios.md for the format.
    pub file: PathBuf,
    /// The seat whose decisions are reviewed, counted from 0 in the file's order.
    #[arg(long, default_value_t = 0)]
    pub seat: Seat,
    /// Fixes the sampling: the same seed gives the same review.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print one JSON object instead of the readable report.
    #[arg(long)]
    pub json: bool,
}

/// One marked decision.
#[derive(Serialize)]
struct Item {
    /// The move, counted from the deal (from 1), one action at a time (a file's entry may
    /// hold several).
    /// Which of the seat's decisions (from 1).
    decision: usize,
    #[serde(rename = "move")]
    number: usize,
    played: String,
    better: String,
    cost: f64,
    /// Half the width of the cost's 95 % interval (0 when exact).
    error: f64,
    exact: bool,
}

/// The review as `--json` prints it.
#[derive(Serialize)]
struct Report {
    game: &'static str,
    seat: Seat,
    unit: &'static str,
    /// Every decision the seat had (more than one legal action).
    decisions: usize,
    flagged: usize,
    /// The flagged decisions, the costliest first. Their costs are not added up: each is
    /// measured from its own position.
    items: Vec<Item>,
}

pub fn run(args: &ReviewArgs) -> Result<ExitCode, String> {
    let path = args.file.display();
    let scenario = Scenario::load(&args.file).map_err(|e| format!("{path}: {e}"))?;
    let report = sevenfold_core::with_setup!(&scenario.game, |G, opts| {
        review_of::<G>(&scenario, opts, args)
    })
    .map_err(|e| format!("{path}: {e}"))?;
    if args.json {
        let json = serde_json::to_string_pretty(&report)
            .map_err(|e| format!("cannot write the review as JSON: {e}"))?;
        println!("{json}");
    } else {
        print!("{}", render(&report));
    }
    Ok(ExitCode::SUCCESS)
}

fn review_of<G: GameBots + ScenarioGame>(
    scenario: &Scenario,
    opts: &G::Config,
    args: &ReviewArgs,
) -> Result<Report, String> {
    let prepared = crate::scenario::prepare::<G, _>(scenario, opts).map_err(|e| e.to_string())?;
    let seats = G::seat_count(opts);
    if args.seat >= seats {
        return Err(format!(
            "there is no seat {} at this table: its seats are 0 to {}",
            args.seat,
            seats - 1
        ));
    }
    // The actions as the game reads them (All Fours writes a discard like a play), up to the
    // first that does not fit, which the review reports.
    let mut g = prepared.game.clone();
    let mut actions = Vec::with_capacity(prepared.actions.len());
    for &typed in &prepared.actions {
        let a = g.interpret(typed);
        actions.push(a);
        if g.apply(a).is_err() {
            break;
        }
    }
    let review = review_hand(&prepared.game, &actions, args.seat, args.seed, |_, _| true)
        .map_err(|m| m.to_string())?
        .ok_or("the review was stopped")?;
    Ok(report::<G>(&review))
}

fn report<G: GameBots + GameDef>(review: &Review<G::Action>) -> Report {
    let unit = review.unit;
    // As the window shows it, without a float's tail ("2.1", not "2.1000001").
    let shown = |v: f32| {
        let scale = 10f64.powi(unit.decimals as i32);
        (f64::from(v) * scale).round() / scale
    };
    Report {
        game: G::ID,
        seat: review.seat,
        unit: unit.unit,
        decisions: review.judged.len(),
        flagged: review.mistakes().len(),
        items: review
            .by_cost()
            .into_iter()
            .map(|(decision, j)| Item {
                decision,
                number: j.index + 1,
                played: G::write_action(j.played),
                better: G::write_action(j.best),
                cost: shown(j.cost()),
                error: shown(j.error),
                exact: j.exact,
            })
            .collect(),
    }
}

/// The readable report.
fn render(r: &Report) -> String {
    let unit = r.unit.replace('-', " ");
    let mut out = String::new();
    let _ = write!(
        out,
        "{}: seat {} made {} decision{}; ",
        r.game,
        r.seat,
        r.decisions,
        if r.decisions == 1 { "" } else { "s" }
    );
    let _ = if r.flagged == 0 {
        writeln!(out, "none cost {unit} clear of the sampling's noise.")
    } else {
        writeln!(
            out,
            "{} cost {unit} clear of the sampling's noise (the costliest first):",
            r.flagged,
        )
    };
    for i in &r.items {
        let _ = writeln!(
            out,
            "  decision {} (move {}): {} cost {} {unit}{}; the hint's {} was better",
            i.decision,
            i.number,
            i.played,
            i.cost,
            bound(i.error, i.exact),
            i.better
        );
    }
    let _ = writeln!(
        out,
        "Costs are measured against the hint's move from the same view, played out both ways on \
         the same sampled deals; ± is the 95 % margin."
    );
    out
}

/// " (± 40)" for a sampled cost, " (exact)" for an exact one, nothing when the margin rounds
/// to nothing.
fn bound(error: f64, exact: bool) -> String {
    if exact {
        " (exact)".to_string()
    } else if error == 0.0 {
        String::new()
    } else {
        format!(" (± {error})")
    }
}
