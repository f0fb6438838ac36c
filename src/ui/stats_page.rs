//! The statistics screen: one player's, per game, player count and set of variants.

use crate::store::{GroupStats, ProfileId, Profiles, Statistics};
use crate::ui::command::Command;
use egui::{RichText, Ui};

/// What the page shows.
pub struct Shown<'a> {
    pub stats: &'a Statistics,
    /// Whose figures.
    pub player: ProfileId,
    pub profiles: &'a Profiles,
    /// What the last reset did.
    pub notice: Option<&'a str>,
}

fn group_title(g: &GroupStats) -> String {
    let game = g.game_title();
    let variants = if g.variants.is_empty() {
        "standard rules".to_string()
    } else {
        match crate::store::GameInfo::by_name(&g.game) {
            Some(info) => info.variants_text(&g.variants),
            None => g.variants.join(", "),
        }
    };
    format!("{game}, {} players, {variants}", g.players)
}

fn percent(x: f64) -> String {
    format!("{:.0} %", x * 100.0)
}

/// Shows one player's figures, with a choice of player and the reset button.
pub fn show(ui: &mut Ui, shown: &Shown, commands: &mut Vec<Command>) {
    let stats = shown.stats;
    let notice = shown.notice;
    let player = shown.profiles.resolve(shown.player);
    ui.horizontal(|ui| {
        ui.heading("Statistics");
        ui.add_space(16.0);
        if ui
            .add_enabled(
                !stats.groups.is_empty(),
                egui::Button::new("Reset statistics…"),
            )
            .clicked()
        {
            commands.push(Command::ResetStats);
        }
    });
    let people: Vec<_> = shown.profiles.active().collect();
    if people.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            ui.label("Player:");
            for p in people {
                if ui.selectable_label(p.id == player, &p.name).clicked() {
                    commands.push(Command::ShowStatsOf(p.id));
                }
            }
        });
    }
    ui.label(
        RichText::new(match &stats.counted_since {
            Some(since) => format!(
                "Matches finished since {} count (the last reset). The history is kept in full.",
                crate::ui::when::local_time(since)
            ),
            None => format!(
                "Every match {} played counts; matches left unfinished count apart, as \
                 abandoned, and matches given up count as lost.",
                shown.profiles.name_of(player)
            ),
        })
        .weak(),
    );
    if let Some(n) = notice {
        ui.label(RichText::new(n).color(ui.visuals().warn_fg_color));
    }
    ui.separator();
    let groups: Vec<&GroupStats> = stats.of(player).collect();
    if groups.is_empty() {
        ui.label(format!(
            "No finished matches of {} to count yet.",
            shown.profiles.name_of(player)
        ));
        return;
    }
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .show(ui, |ui| {
            // As many cards side by side as fit; egui's wrapping does not wrap frames.
            const CARD: f32 = 440.0 + 2.0 * 12.0 + 8.0;
            let per_row = ((ui.available_width() / CARD).floor() as usize).max(1);
            for (row, chunk) in groups.chunks(per_row).enumerate() {
                ui.horizontal_top(|ui| {
                    for (j, g) in chunk.iter().enumerate() {
                        egui::Frame::group(ui.style())
                            .inner_margin(egui::Margin::same(12))
                            .show(ui, |ui| {
                                ui.set_width(440.0);
                                ui.vertical(|ui| group_ui(ui, row * per_row + j, g));
                            });
                    }
                });
            }
        });
}

/// One group's figures: a title above a two-column table.
fn group_ui(ui: &mut Ui, i: usize, g: &GroupStats) {
    ui.label(RichText::new(group_title(g)).strong().size(16.0));
    egui::Grid::new(("stats-group", i))
        .num_columns(2)
        .spacing(egui::vec2(24.0, 4.0))
        .show(ui, |ui| {
            let mut row = |k: &str, v: String| {
                ui.label(k);
                ui.label(RichText::new(v).strong());
                ui.end_row();
            };
            row("Matches played", g.matches.to_string());
            row("Matches won", g.matches_won.to_string());
            row("Matches lost", g.matches_lost.to_string());
            if g.matches_abandoned > 0 {
                row("Matches abandoned", g.matches_abandoned.to_string());
            }
            if g.matches_conceded > 0 {
                row("Matches given up", g.matches_conceded.to_string());
            }
            row("Win rate", percent(g.win_rate));
            row(
                "Longest winning streak",
                g.longest_winning_streak.to_string(),
            );
            let hand = g.hand_word();
            row(&format!("{hand}s played"), g.hands.to_string());
            row(&format!("{hand}s won"), g.hands_won.to_string());
            row(&format!("{hand}s lost"), g.hands_lost.to_string());
            row(
                &format!("{hand}s played with hints"),
                g.hands_with_hints.to_string(),
            );
            row(
                &format!("{hand}s played with undo"),
                g.hands_with_undo.to_string(),
            );
            row(
                &format!("Average {} per {}", g.points_name(), hand.to_lowercase()),
                format!("{:.1}", g.average_points),
            );
            row(
                &format!("Best {}", hand.to_lowercase()),
                match &g.best_hand {
                    Some(b) => {
                        let when = if b.finished.is_empty() {
                            String::new()
                        } else {
                            format!(
                                " of the match finished {}",
                                crate::ui::when::local_time(&b.finished)
                            )
                        };
                        format!(
                            "{}\n{} {}{when}",
                            g.best_hand_text(b),
                            g.hand_word(),
                            b.hand
                        )
                    }
                    None => "—".into(),
                },
            );
        });
}
