//! The score sheet: the match's score as a picture ([`score_chart`](super::score_chart)), then
//! one entry per hand, newest last, with what each side gained and why and the running score;
//! the match winner underneath. Entries are stacked rather than laid out in columns, so the
//! sheet reads well in a narrow panel beside the table.

use crate::engine::MatchRecord;
use crate::ui::score_chart::{self, ItemsChart, ScoreChart};
use crate::ui::table::names::Names;
use egui::{RichText, Ui};

fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        format!("−{}", -v)
    }
}

/// What each side gained in a hand, the person's side first: "You & North +2", "no game
/// points".
pub fn gains_text(names: &Names, record: &MatchRecord) -> String {
    let gains: Vec<String> = names
        .sides_in_order()
        .into_iter()
        .filter_map(|s| {
            let g = record.score.game_points.get(s).copied().unwrap_or(0);
            (g != 0).then(|| format!("{} {}", names.side(s), signed(g)))
        })
        .collect();
    if gains.is_empty() {
        t!("sheet-no-points")
    } else {
        gains.join(" · ")
    }
}

/// One hand on the sheet.
#[derive(Clone, Debug)]
pub struct SheetRow {
    /// "Hand 3", "Deal 3".
    pub title: String,
    /// What the sides gained.
    pub result: String,
    /// The match score after it.
    pub totals: String,
    /// The details, a sentence each.
    pub lines: Vec<String>,
}

/// A score sheet.
pub struct Sheet<'a> {
    /// How the match is won ("first to 10 game points").
    pub goal: &'a str,
    /// The match score now.
    pub totals: String,
    /// The match winner, once there is one ("You & North").
    pub winner: Option<String>,
    pub rows: Vec<SheetRow>,
    /// What the sheet says before the first hand is over.
    pub empty: String,
    /// Each side's running total as a line.
    pub chart: ScoreChart,
    /// Each hand's score items as bars, for a game that itemises them.
    pub items: Option<ItemsChart>,
}

/// Shows the sheet.
pub fn show_sheet(ui: &mut Ui, sheet: &Sheet<'_>) {
    ui.heading(t!("menu-score-sheet"));
    ui.label(t!("sheet-goal", goal = sheet.goal));
    ui.label(RichText::new(t!("sheet-match", totals = sheet.totals.as_str())).strong());
    if let Some(w) = &sheet.winner {
        ui.label(
            RichText::new(t!("sheet-winner", who = w.as_str()))
                .strong()
                .color(ui.visuals().warn_fg_color),
        );
    }
    ui.separator();
    if sheet.rows.is_empty() {
        ui.label(&sheet.empty);
        return;
    }
    score_chart::score_ui(ui, "score-sheet-chart", &sheet.chart);
    if let Some(items) = &sheet.items {
        ui.add_space(4.0);
        score_chart::items_ui(ui, "score-sheet-items", items);
    }
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("score-sheet")
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for (i, row) in sheet.rows.iter().enumerate() {
                if i > 0 {
                    ui.separator();
                }
                ui.label(RichText::new(&row.title).strong());
                ui.label(&row.result);
                for line in &row.lines {
                    ui.label(RichText::new(line).weak());
                }
                ui.label(t!("sheet-score", totals = row.totals.as_str()));
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{HandScore, HandStart};

    #[test]
    fn gains_read_the_persons_side_first() {
        // Two players: the person is seat 1 and comes first.
        let names = Names::new(2);
        let record = MatchRecord {
            start: HandStart::new(0, 1),
            score: HandScore {
                card_points: vec![40, 50],
                winners: vec![1],
                stake: 2,
                game_points: vec![1, 2],
                why: String::new(),
                reason: None,
                items: Vec::new(),
            },
            totals: vec![1, 2],
        };
        assert_eq!(gains_text(&names, &record), "You +2 · North +1");
        let none = MatchRecord {
            score: HandScore {
                game_points: vec![0, 0],
                ..record.score
            },
            ..record
        };
        assert_eq!(gains_text(&names, &none), "no points");
    }
}
