//! The score sheet: one row per hand with each side's card points, the game points the hand
//! earned and why, and the running totals; the match winner underneath.

use crate::engine::{MatchRecord, Side};
use egui::{Label, RichText, Ui};
use egui_extras::{Column, TableBuilder};

fn joined(values: &[i32]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" : ")
}

fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        format!("−{}", -v)
    }
}

/// What a hand earned, in words: "You & North +2 (all 90 points)".
pub fn result_text(sides: &[String], record: &MatchRecord) -> String {
    let score = &record.score;
    let gains: Vec<String> = score
        .game_points
        .iter()
        .enumerate()
        .filter(|(_, g)| **g != 0)
        .map(|(s, g)| {
            format!(
                "{} {}",
                sides.get(s).map_or("?", String::as_str),
                signed(*g)
            )
        })
        .collect();
    if gains.is_empty() {
        format!("no game points ({})", score.why)
    } else {
        format!("{} ({})", gains.join(", "), score.why)
    }
}

/// The running totals in words: "Total: You & North 3, East & West 1".
pub fn totals_text(sides: &[String], totals: &[i32]) -> String {
    let parts: Vec<String> = sides
        .iter()
        .zip(totals)
        .map(|(s, t)| format!("{s} {t}"))
        .collect();
    format!("Total: {}", parts.join(", "))
}

/// A score sheet: one row per hand under the game's own column headers.
pub struct Sheet<'a> {
    pub sides: &'a [String],
    /// How the match is won ("first to 10 game points").
    pub goal: &'a str,
    pub totals: &'a [i32],
    pub winner: Option<Side>,
    /// Column headers; the first column is the hand number, the last the running total.
    pub headers: &'a [&'a str],
    /// The column that takes the remaining width (the explanation).
    pub wide: usize,
    pub rows: Vec<Vec<String>>,
}

/// Shows a Sedma-style sheet: card points, game points and why, totals.
pub fn show(
    ui: &mut Ui,
    sides: &[String],
    records: &[MatchRecord],
    totals: &[i32],
    goal: &str,
    winner: Option<Side>,
) {
    let rows = records
        .iter()
        .enumerate()
        .map(|(i, record)| {
            vec![
                (i + 1).to_string(),
                joined(&record.score.card_points),
                result_text(sides, record),
                joined(&record.totals),
            ]
        })
        .collect();
    show_sheet(
        ui,
        &Sheet {
            sides,
            goal,
            totals,
            winner,
            headers: &["#", "Card points", "Game points and why", "Total"],
            wide: 2,
            rows,
        },
    );
}

/// The running totals as a table cell ("3 : 1").
pub fn totals_cell(totals: &[i32]) -> String {
    joined(totals)
}

/// Shows the sheet.
pub fn show_sheet(ui: &mut Ui, sheet: &Sheet<'_>) {
    ui.heading("Score sheet");
    ui.label(format!("Sides: {}", sheet.sides.join(" : ")));
    ui.label(RichText::new(format!("Playing to {}", sheet.goal)).weak());
    ui.add_space(4.0);
    let row_height = ui.text_style_height(&egui::TextStyle::Body) * 2.4;
    let table_height = (ui.available_height() - 80.0).max(row_height * 3.0);
    let mut table = TableBuilder::new(ui)
        .id_salt("score-sheet")
        .striped(true)
        .vscroll(true)
        .stick_to_bottom(true)
        .max_scroll_height(table_height);
    for i in 0..sheet.headers.len() {
        table = table.column(if i == 0 {
            Column::exact(26.0)
        } else if i == sheet.wide {
            Column::remainder().at_least(120.0)
        } else {
            Column::auto().at_least(40.0)
        });
    }
    table
        .header(22.0, |mut header| {
            for h in sheet.headers {
                header.col(|ui| {
                    ui.strong(*h);
                });
            }
        })
        .body(|mut body| {
            for cells in &sheet.rows {
                body.row(row_height, |mut row| {
                    for (i, cell) in cells.iter().enumerate() {
                        row.col(|ui| {
                            if i == sheet.wide {
                                ui.add(Label::new(cell).wrap());
                            } else {
                                ui.label(cell);
                            }
                        });
                    }
                });
            }
        });
    ui.separator();
    if sheet.rows.is_empty() {
        ui.label("No hand has been finished yet.");
    }
    ui.label(RichText::new(totals_text(sheet.sides, sheet.totals)).strong());
    if let Some(w) = sheet.winner {
        ui.label(
            RichText::new(format!(
                "Match winner: {}",
                sheet.sides.get(w).map_or("?", String::as_str)
            ))
            .strong()
            .color(ui.visuals().warn_fg_color),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{HandScore, HandStart};

    #[test]
    fn results_read_as_sentences() {
        let sides = vec!["You & North".to_string(), "East & West".to_string()];
        let record = MatchRecord {
            start: HandStart {
                dealer: 0,
                leader: 1,
            },
            score: HandScore {
                card_points: vec![90, 0],
                winners: vec![0],
                stake: 2,
                game_points: vec![2, 0],
                why: "all 90 points".into(),
            },
            totals: vec![2, 0],
        };
        assert_eq!(
            result_text(&sides, &record),
            "You & North +2 (all 90 points)"
        );
        assert_eq!(
            totals_text(&sides, &[2, 0]),
            "Total: You & North 2, East & West 0"
        );
    }
}
