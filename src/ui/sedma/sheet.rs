//! Sedma's score sheet: per hand, the card points and the game points with why, on the shared
//! sheet.

use crate::cards::PackStyle;
use crate::engine::GameDef;
use crate::engine::{Match, MatchRecord};
use crate::games::sedma::Sedma;
use crate::ui::score_chart::ScoreChart;
use crate::ui::score_sheet::{Sheet, SheetRow, gains_text, show_sheet};
use crate::ui::table::names::Names;
use egui::Ui;

/// What a hand earned, in words: "You & North +2 (all 90 points)".
pub fn result_text(names: &Names, record: &MatchRecord, style: PackStyle) -> String {
    t!(
        "sheet-result",
        gains = gains_text(names, record),
        why = super::why_text(&record.score, style)
    )
}

/// A hand's row: the card points, the game points and why, the score after it.
pub fn hand_row(names: &Names, number: usize, record: &MatchRecord, style: PackStyle) -> SheetRow {
    SheetRow {
        title: t!("strip-hand", number = number),
        result: result_text(names, record, style),
        totals: names.totals_text(&record.totals),
        lines: vec![t!(
            "sedma-summary-points",
            totals = names.totals_text(&record.score.card_points)
        )],
    }
}

/// Shows the sheet: the score's chart, then per hand the card points and the game points with
/// why.
pub fn show(ui: &mut Ui, names: &Names, m: &Match<Sedma>) {
    let records = m.records();
    let rows = records
        .iter()
        .enumerate()
        .map(|(i, record)| hand_row(names, i + 1, record, m.config().pack))
        .collect();
    show_sheet(
        ui,
        &Sheet {
            goal: &super::match_goal(m.config()),
            totals: names.totals_text(m.totals()),
            winner: m.winner().map(|w| names.side(w)),
            rows,
            empty: t!("sheet-empty-hands"),
            chart: ScoreChart::of(
                names,
                records,
                Sedma::match_target(m.config()),
                m.is_over(),
                |n| t!("strip-hand", number = n),
            ),
            items: None,
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{HandScore, HandStart};

    #[test]
    fn results_read_as_sentences() {
        let names = Names::new(4);
        let record = MatchRecord {
            start: HandStart::new(0, 1),
            score: HandScore {
                card_points: vec![90, 0],
                winners: vec![0],
                stake: 2,
                game_points: vec![2, 0],
                why: "all 90 points".into(),
                reason: None,
                items: Vec::new(),
            },
            totals: vec![2, 0],
        };
        assert_eq!(
            result_text(&names, &record, PackStyle::German),
            "You & North +2 (all 90 points)"
        );
    }
}
