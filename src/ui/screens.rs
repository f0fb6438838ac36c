//! The start page (choose a game) and the new-game page.

use crate::ui::command::{Command, Screen};
use crate::ui::games::{self, GameKind};
use crate::ui::settings::SettingsUi;
use crate::ui::settings::{self, Settings};
use egui::{Button, Frame, RichText, Ui, vec2};

fn game_tile(
    ui: &mut Ui,
    width: f32,
    game: GameKind,
    name: &str,
    about: &str,
    playable: bool,
    commands: &mut Vec<Command>,
) {
    Frame::group(ui.style())
        .inner_margin(egui::Margin::same(14))
        .show(ui, |ui| {
            ui.set_width(width);
            ui.set_min_height(150.0);
            ui.vertical(|ui| {
                ui.label(RichText::new(name).size(22.0).strong());
                ui.label(about);
                ui.add_space(8.0);
                let play = ui
                    .add_enabled(
                        playable,
                        Button::new(RichText::new(t!("start-play", game = name)).size(17.0))
                            .min_size(vec2(140.0, 34.0)),
                    )
                    .on_disabled_hover_text(t!("shared-play-hover"));
                if play.clicked() {
                    commands.push(Command::Setup(game));
                }
            });
        });
}

/// What the start page says when another window owns the data folder: what this one is for,
/// and the way to take the folder over once that window is closed (`notice`: why the last try
/// did not).
pub fn shared(ui: &mut Ui, notice: Option<&str>, commands: &mut Vec<Command>) {
    ui.vertical_centered(|ui| {
        ui.add_space(8.0);
        Frame::group(ui.style())
            .inner_margin(egui::Margin::same(12))
            .show(ui, |ui| {
                ui.set_max_width(640.0);
                ui.label(
                    RichText::new(t!("shared-heading"))
                        .size(18.0)
                        .strong()
                        .color(ui.visuals().warn_fg_color),
                );
                ui.label(t!("shared-text"));
                ui.add_space(4.0);
                if ui
                    .button(t!("shared-take-over"))
                    .on_hover_text(t!("shared-take-over-hover"))
                    .clicked()
                {
                    commands.push(Command::TakeOver);
                }
                if let Some(n) = notice {
                    ui.label(RichText::new(n).color(ui.visuals().error_fg_color));
                }
            });
    });
}

/// Choose a game: every game of the list (`playable` false: their buttons are off, as in a
/// window that shares the data folder).
pub fn start(ui: &mut Ui, has_table: bool, playable: bool, commands: &mut Vec<Command>) {
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.08);
        ui.label(RichText::new("Sevenfold").size(44.0).strong());
        ui.label(RichText::new(t!("start-tagline")).size(18.0).weak());
        ui.add_space(16.0);
        if ui
            .button(RichText::new(t!("start-learn")).size(17.0))
            .on_hover_text(t!("start-learn-hover"))
            .clicked()
        {
            commands.push(Command::Show(Screen::Learn));
        }
        ui.add_space(8.0);
        if ui
            .button(RichText::new(t!("start-friends")).size(17.0))
            .on_hover_text(t!("start-friends-hover"))
            .clicked()
        {
            commands.push(Command::Show(Screen::Friends));
        }
        ui.add_space(8.0);
        if has_table
            && ui
                .button(RichText::new(t!("start-back-to-table")).size(17.0))
                .clicked()
        {
            commands.push(Command::Show(Screen::Table));
        }
        ui.add_space(12.0);
    });
    ui.horizontal_wrapped(|ui| {
        // The tiles share the width, up to 300 points each: side by side down to 900×600,
        // under each other in a narrower window.
        let n = GameKind::ALL.len() as f32;
        let frame = 28.0 + ui.spacing().item_spacing.x;
        let width = ((ui.available_width() - 4.0) / n - frame).clamp(220.0, 300.0);
        let tiles_width = n * (width + frame);
        ui.add_space(((ui.available_width() - tiles_width) / 2.0).max(0.0));
        for &game in GameKind::ALL {
            game_tile(
                ui,
                width,
                game,
                &games::title(game),
                &games::blurb(game),
                playable,
                commands,
            );
        }
    });
    ui.vertical_centered(|ui| {
        ui.add_space(24.0);
        if ui.button(t!("start-quit")).clicked() {
            commands.push(Command::Quit);
        }
    });
}

/// The new-game page: players, pack, match length, who plays each seat (`seats` draws it) and
/// variants.
pub fn setup(
    ui: &mut Ui,
    draft: &mut Settings,
    error: Option<&str>,
    commands: &mut Vec<Command>,
    seats: impl FnOnce(&mut Ui, &mut Settings, &mut Vec<Command>),
) {
    // The start button stays in view below the form.
    egui::Panel::bottom("setup-buttons").show(ui, |ui| {
        ui.add_space(6.0);
        let variants: Vec<String> = draft
            .variant_names(draft.game)
            .into_iter()
            .map(|v| games::variant_title(draft.game, v))
            .collect();
        ui.label(if variants.is_empty() {
            t!("setup-variants-none")
        } else {
            t!("setup-variants", variants = variants.join(", "))
        });
        let valid = settings::validation_ui(ui, draft.validate());
        if let Some(e) = error {
            ui.label(RichText::new(e).color(ui.visuals().error_fg_color));
        }
        if ui
            .add_enabled(
                valid,
                Button::new(RichText::new(t!("setup-start")).size(17.0))
                    .min_size(vec2(140.0, 34.0)),
            )
            .clicked()
        {
            commands.push(Command::StartGame);
        }
        ui.add_space(6.0);
    });
    egui::CentralPanel::no_frame().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .show(ui, |ui| {
                ui.set_max_width(ui.available_width().min(900.0));
                ui.horizontal(|ui| {
                    ui.heading(t!("setup-heading"));
                    for &game in GameKind::ALL {
                        ui.selectable_value(
                            &mut draft.game,
                            game,
                            RichText::new(games::title(game)).heading(),
                        );
                    }
                });
                let game = draft.game;
                draft.basics_ui(ui, game);
                seats(ui, draft, commands);
                ui.add_space(8.0);
                egui::CollapsingHeader::new(t!("setup-variants-header"))
                    .default_open(false)
                    .show(ui, |ui| draft.variants_ui(ui, game));
                ui.add_space(12.0);
            });
    });
}
