//! The statistics screen: one player's, per game, player count and set of variants.

use crate::store::{GroupStats, Period, ProfileId, Profiles, Statistics};
use crate::ui::command::Command;
use crate::ui::games::{self, GameKind};
use crate::ui::stats_chart;
use egui::{RichText, Ui};

/// A period's name on the page.
fn period_label(period: Period) -> String {
    t!(
        "stats-period",
        period = match period {
            Period::All => "all",
            Period::Year => "year",
            Period::Month => "month",
            Period::Week => "week",
        }
    )
}
/// What the page shows.
pub struct Shown<'a> {
    pub stats: &'a Statistics,
    /// Whose figures.
    pub player: ProfileId,
    /// Only this game's (its name in files), or every game's.
    pub game: Option<&'a str>,
    /// The matches counted.
    pub period: Period,
    /// The games the player has figures of in the period, for the game filter.
    pub games: &'a [String],
    /// The import of older history files under way (read, of how many): the figures grow.
    pub importing: Option<(usize, usize)>,
    pub profiles: &'a Profiles,
    /// What the last reset or export did.
    pub notice: Option<&'a str>,
    /// Another window owns the store: the statistics are read, never reset, here.
    pub read_only: bool,
}

fn group_title(g: &GroupStats) -> String {
    let kind = GameKind::from_id(&g.game);
    let game = kind.map_or_else(|| g.game.clone(), games::title);
    let variants = if g.variants.is_empty() {
        t!("stats-standard-rules")
    } else {
        g.variants
            .iter()
            .map(|v| kind.map_or_else(|| v.clone(), |k| games::variant_title(k, v)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    t!(
        "stats-group",
        game = game,
        players = g.players,
        variants = variants
    )
}

fn percent(x: f64) -> String {
    t!("percent-value", percent = format!("{:.0}", x * 100.0))
}

/// Shows one player's figures, with a choice of player and the reset button.
pub fn show(ui: &mut Ui, shown: &Shown, commands: &mut Vec<Command>) {
    let stats = shown.stats;
    let notice = shown.notice;
    let player = shown.profiles.resolve(shown.player);
    ui.horizontal(|ui| {
        ui.heading(t!("menu-statistics"));
        ui.add_space(16.0);
        let reset = ui.add_enabled(
            !stats.groups.is_empty() && !shown.read_only,
            egui::Button::new(t!("stats-reset")),
        );
        let reset = if shown.read_only {
            reset.on_disabled_hover_text(t!("shared-no-change"))
        } else {
            reset
        };
        if reset.clicked() {
            commands.push(Command::ResetStats);
        }
        let export = ui
            .add_enabled(
                !stats.groups.is_empty(),
                egui::Button::new(t!("export-csv")),
            )
            .on_hover_text(t!("export-csv-stats-hover"));
        if export.clicked() {
            commands.push(Command::ExportCsv { statistics: true });
        }
    });
    let people: Vec<_> = shown.profiles.active().collect();
    if people.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("stats-player"));
            for p in people {
                if ui.selectable_label(p.id == player, &p.name).clicked() {
                    commands.push(Command::ShowStatsOf(p.id));
                }
            }
        });
    }
    ui.label(
        RichText::new(match &stats.counted_since {
            Some(since) => t!(
                "stats-counted-since",
                since = crate::ui::when::local_time(since)
            ),
            None => t!("stats-counted-all", name = shown.profiles.name_of(player)),
        })
        .weak(),
    );
    if let Some(n) = notice {
        ui.label(RichText::new(n).color(ui.visuals().warn_fg_color));
    }
    if let Some((done, total)) = shown.importing {
        ui.label(
            RichText::new(t!("history-importing", done = done, total = total))
                .color(ui.visuals().warn_fg_color),
        );
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("stats-show-period"));
        for period in Period::ALL {
            if ui
                .selectable_label(shown.period == period, period_label(period))
                .clicked()
            {
                commands.push(Command::ShowStatsPeriod(period));
            }
        }
    });
    // The statistics were read for this game alone (the games list is the player's).
    let played = shown.games;
    if played.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("stats-show-game"));
            if ui
                .selectable_label(shown.game.is_none(), t!("stats-all-games"))
                .clicked()
            {
                commands.push(Command::ShowStatsGame(None));
            }
            for game in played.iter().map(String::as_str) {
                let title = GameKind::from_id(game).map_or_else(|| game.to_string(), games::title);
                if ui
                    .selectable_label(shown.game == Some(game), title)
                    .clicked()
                {
                    commands.push(Command::ShowStatsGame(Some(game.to_string())));
                }
            }
        });
    }
    // A game the player has no figures of filters nothing.
    let game = shown.game.filter(|g| played.iter().any(|s| s == g));
    let groups: Vec<&GroupStats> = stats
        .of(player)
        .filter(|g| game.is_none_or(|game| g.game == game))
        .collect();
    if groups.is_empty() {
        ui.label(t!("stats-none-yet", name = shown.profiles.name_of(player)));
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

/// One group's pictures under its figures: results over time (from two matches on), points
/// per hand, and results against each kind of opposition.
fn charts_ui(ui: &mut Ui, i: usize, g: &GroupStats) {
    let title = |ui: &mut Ui, text: String| {
        ui.add_space(6.0);
        ui.label(RichText::new(text).strong());
    };
    if g.results.len() >= 2 {
        title(
            ui,
            t!("stats-chart-results-title", window = stats_chart::WINDOW),
        );
        stats_chart::results_ui(ui, &format!("stats-results-{i}"), &g.results);
    }
    if !g.hand_points.is_empty() {
        let what = t!(&crate::i18n::game_message(&g.game, "stats-points-chart"));
        title(ui, what.clone());
        stats_chart::points_ui(ui, &format!("stats-points-{i}"), &g.hand_points, &what);
    }
    if !g.against.is_empty() {
        title(ui, t!("stats-chart-against-title"));
        stats_chart::against_ui(ui, &format!("stats-against-{i}"), &g.against);
        for a in &g.against {
            ui.label(RichText::new(stats_chart::seating_count_text(a)).weak());
        }
    }
}

/// One group's figures: a title above a two-column table, and its pictures.
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
            row(&t!("stats-matches-played"), g.matches.to_string());
            row(&t!("stats-matches-won"), g.matches_won.to_string());
            row(&t!("stats-matches-lost"), g.matches_lost.to_string());
            if g.matches_abandoned > 0 {
                row(
                    &t!("stats-matches-abandoned"),
                    g.matches_abandoned.to_string(),
                );
            }
            if g.matches_conceded > 0 {
                row(
                    &t!("stats-matches-given-up"),
                    g.matches_conceded.to_string(),
                );
            }
            // No rate before a match is finished: 0 % would say every match was lost.
            let rate = if g.matches == 0 {
                "—".to_owned()
            } else {
                percent(g.win_rate)
            };
            row(&t!("stats-win-rate"), rate);
            row(
                &t!("stats-longest-streak"),
                g.longest_winning_streak.to_string(),
            );
            let game = g.game.as_str();
            row(
                &t!(&crate::i18n::game_message(game, "stats-hands-played")),
                g.hands.to_string(),
            );
            row(
                &t!(&crate::i18n::game_message(game, "stats-hands-won")),
                g.hands_won.to_string(),
            );
            row(
                &t!(&crate::i18n::game_message(game, "stats-hands-lost")),
                g.hands_lost.to_string(),
            );
            if g.hands_tied > 0 {
                row(
                    &t!(&crate::i18n::game_message(game, "stats-hands-tied")),
                    g.hands_tied.to_string(),
                );
            }
            row(
                &t!(&crate::i18n::game_message(game, "stats-hands-with-hints")),
                g.hands_with_hints.to_string(),
            );
            row(
                &t!(&crate::i18n::game_message(game, "stats-hands-with-undo")),
                g.hands_with_undo.to_string(),
            );
            row(
                &t!(&crate::i18n::game_message(game, "stats-average-points")),
                format!("{:.1}", g.average_points),
            );
            row(
                &t!(&crate::i18n::game_message(game, "stats-best-hand")),
                match &g.best_hand {
                    Some(b) => {
                        // The game points are written with their sign: "+2".
                        let what = t!(
                            &crate::i18n::game_message(game, "stats-best-hand-text"),
                            game_points = format!("{:+}", b.game_points),
                            points = b.game_points,
                            card_points = b.card_points
                        );
                        let kind = GameKind::from_id(game).unwrap_or_default();
                        let hand = crate::i18n::capitalised(&games::hand_label(kind, b.hand));
                        if b.finished.is_empty() {
                            t!("stats-best-hand-where", what = what, hand = hand)
                        } else {
                            t!(
                                "stats-best-hand-when",
                                what = what,
                                hand = hand,
                                finished = crate::ui::when::local_time(&b.finished)
                            )
                        }
                    }
                    None => "—".into(),
                },
            );
        });
    charts_ui(ui, i, g);
}
