//! The app shell: screens, the menu bar, dialogs, and the one place per frame where commands
//! from the UI are applied.

use crate::cards::{GameRng, rng_from_seed};
use crate::ui::frame_stats::FrameStats;
use crate::ui::sedma::SedmaTable;
use crate::ui::settings::{self, Settings};
use crate::ui::table::{GameTable, TableRequest};
use crate::ui::{rules_page, screens};
use egui::{Id, RichText, Ui};
use rand::{Rng, RngExt};

/// The pages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choose a game.
    Start,
    /// Set up a new Sedma game.
    Setup,
    Table,
    Settings,
    Rules,
}

/// What the UI asks for; applied after the frame's layout.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Show(Screen),
    /// Start a match with the draft settings (asks first if a match is running).
    StartGame,
    /// Apply the settings page's draft (asks first if it changes a running match).
    ApplySettings,
    /// Throw the draft away.
    RevertSettings,
    ToggleScoreSheet,
    /// The answer to the open dialog.
    Answer(Answer),
    Quit,
}

/// Answers to the confirmation dialogs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Abandon the running match and start a new one.
    NewGameNow,
    /// Keep playing; the new settings wait for the next game.
    Later,
    Cancel,
}

/// A question the app is asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dialog {
    /// Starting a new game would end the running match.
    AbandonMatch,
    /// The settings change the game; a running match keeps its rules unless restarted.
    SettingsNeedNewGame,
}

/// The Sevenfold window.
pub struct SevenfoldApp {
    /// What the player chose; applies to new games.
    settings: Settings,
    /// The settings or new-game form being edited.
    draft: Settings,
    screen: Screen,
    /// Where "Back" on the settings and rules pages returns to.
    back: Screen,
    table: Option<Box<dyn GameTable>>,
    score_sheet_open: bool,
    dialog: Option<Dialog>,
    /// Deals one seed per match, so `--seed` makes the whole sequence of deals reproducible.
    seeds: GameRng,
    commands: Vec<Command>,
    /// Why the last start failed.
    error: Option<String>,
    /// Which pack the rules page shows.
    rules_pack: crate::cards::PackStyle,
    stats: FrameStats,
    /// When this frame's logic began (for the frame statistics).
    frame_start: Option<std::time::Instant>,
}

impl SevenfoldApp {
    /// The app with default settings. `seed` fixes the sequence of deals; without one each
    /// run deals differently.
    pub fn new(ctx: &egui::Context, seed: Option<u64>, settings: Settings) -> SevenfoldApp {
        style(ctx);
        let seed = seed.unwrap_or_else(|| rand::rng().random());
        SevenfoldApp {
            draft: settings.clone(),
            rules_pack: settings.sedma.pack,
            settings,
            screen: Screen::Start,
            back: Screen::Start,
            table: None,
            score_sheet_open: false,
            dialog: None,
            seeds: rng_from_seed(seed),
            commands: Vec::new(),
            error: None,
            stats: FrameStats::from_env(),
            frame_start: None,
        }
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The Sedma table, if one is open.
    pub fn sedma(&self) -> Option<&SedmaTable> {
        self.table.as_ref()?.as_any().downcast_ref::<SedmaTable>()
    }

    pub fn score_sheet_open(&self) -> bool {
        self.score_sheet_open
    }

    fn match_running(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.in_progress())
    }

    fn start_game(&mut self, ctx: &egui::Context) {
        let seed = self.seeds.next_u64();
        self.settings = self.draft.clone();
        match SedmaTable::new(self.settings.sedma, seed, self.settings.presentation(), ctx) {
            Ok(table) => {
                self.table = Some(Box::new(table));
                self.error = None;
                self.screen = Screen::Table;
            }
            Err(e) => self.error = Some(e),
        }
    }

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            Command::Show(screen) => {
                if matches!(screen, Screen::Settings | Screen::Rules) && self.screen != screen {
                    self.back = if matches!(self.screen, Screen::Settings | Screen::Rules) {
                        self.back
                    } else {
                        self.screen
                    };
                }
                if matches!(screen, Screen::Settings | Screen::Setup) {
                    self.draft = self.settings.clone();
                }
                self.error = None;
                self.screen = screen;
            }
            Command::StartGame => {
                if self.match_running() {
                    self.dialog = Some(Dialog::AbandonMatch);
                } else {
                    self.start_game(ctx);
                }
            }
            Command::ApplySettings => {
                let changes_game = self.settings.changes_game(&self.draft);
                if changes_game && self.match_running() {
                    self.dialog = Some(Dialog::SettingsNeedNewGame);
                } else {
                    self.settings = self.draft.clone();
                    self.present(ctx);
                    self.screen = self.back;
                }
            }
            Command::RevertSettings => {
                self.draft = self.settings.clone();
                self.screen = self.back;
            }
            Command::ToggleScoreSheet => self.score_sheet_open = !self.score_sheet_open,
            Command::Answer(answer) => {
                let dialog = self.dialog.take();
                match (dialog, answer) {
                    (Some(_), Answer::NewGameNow) => self.start_game(ctx),
                    (Some(Dialog::SettingsNeedNewGame), Answer::Later) => {
                        self.settings = self.draft.clone();
                        self.present(ctx);
                        self.screen = self.back;
                    }
                    _ => {}
                }
            }
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
        }
    }

    /// Gives the table the settings that apply at once.
    fn present(&mut self, ctx: &egui::Context) {
        let p = self.settings.presentation();
        if let Some(t) = &mut self.table {
            t.set_presentation(p, ctx);
        }
    }

    fn menu_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.label(RichText::new("Sevenfold").strong().size(18.0));
            ui.separator();
            let mut tab = |ui: &mut Ui, screen: Screen, label: &str| {
                if ui.selectable_label(self.screen == screen, label).clicked() {
                    self.commands.push(Command::Show(screen));
                }
            };
            tab(ui, Screen::Start, "Games");
            tab(ui, Screen::Setup, "New game");
            if self.table.is_some() {
                tab(ui, Screen::Table, "Table");
            }
            tab(ui, Screen::Settings, "Settings");
            tab(ui, Screen::Rules, "Rules");
            if self.table.is_some() && self.screen == Screen::Table {
                ui.separator();
                if ui
                    .selectable_label(self.score_sheet_open, "Score sheet")
                    .clicked()
                {
                    self.commands.push(Command::ToggleScoreSheet);
                }
            }
        });
    }

    fn settings_page(&mut self, ui: &mut Ui) {
        // Apply and Cancel stay in view below the long form.
        egui::Panel::bottom("settings-buttons").show(ui, |ui| {
            ui.add_space(6.0);
            let valid = settings::validation_ui(ui, &self.draft.sedma);
            ui.horizontal(|ui| {
                if ui.add_enabled(valid, egui::Button::new("Apply")).clicked() {
                    self.commands.push(Command::ApplySettings);
                }
                if ui.button("Cancel").clicked() {
                    self.commands.push(Command::RevertSettings);
                }
            });
            ui.add_space(6.0);
        });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.set_max_width(900.0);
                    ui.heading("Settings");
                    ui.label(
                        RichText::new(
                            "Animation speed and computer opponents change at once. The game \
                         options apply to the next game; if a match is running you are asked \
                         first.",
                        )
                        .weak(),
                    );
                    settings::presentation_ui(ui, &mut self.draft);
                    ui.separator();
                    ui.label(RichText::new("Sedma").heading());
                    settings::basics_ui(ui, &mut self.draft.sedma);
                    settings::variants_ui(ui, &mut self.draft.sedma);
                    ui.add_space(12.0);
                });
        });
    }

    fn dialog(&mut self, ctx: &egui::Context) {
        let Some(dialog) = self.dialog else {
            return;
        };
        let (title, text) = match dialog {
            Dialog::AbandonMatch => (
                "Start a new game?",
                "A match is being played. Starting a new game ends it.",
            ),
            Dialog::SettingsNeedNewGame => (
                "These settings change the game",
                "A match is being played with the old rules. Start a new game with the new \
                 settings now, or keep playing and use them from the next game?",
            ),
        };
        let modal = egui::Modal::new(Id::unique("confirm-dialog")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.heading(title);
            ui.label(text);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Start new game").clicked() {
                    self.commands.push(Command::Answer(Answer::NewGameNow));
                }
                if dialog == Dialog::SettingsNeedNewGame
                    && ui.button("Use them next game").clicked()
                {
                    self.commands.push(Command::Answer(Answer::Later));
                }
                if ui.button("Cancel").clicked() {
                    self.commands.push(Command::Answer(Answer::Cancel));
                }
            });
        });
        if modal.should_close() {
            self.commands.push(Command::Answer(Answer::Cancel));
        }
    }
}

/// A slightly larger type scale than egui's default, for a game seen from a little distance.
fn style(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        for (text_style, font) in style.text_styles.iter_mut() {
            font.size = match text_style {
                egui::TextStyle::Heading => 22.0,
                egui::TextStyle::Small => 12.0,
                _ => 15.0,
            };
        }
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
}

impl eframe::App for SevenfoldApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.frame_start = Some(std::time::Instant::now());
        // The game runs while its table is on screen; other pages pause it.
        if self.screen == Screen::Table
            && let Some(table) = &mut self.table
        {
            table.logic(ctx);
        }
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        egui::Panel::top("menu-bar").show(ui, |ui| self.menu_bar(ui));
        if self.screen == Screen::Table
            && self.score_sheet_open
            && let Some(table) = &self.table
        {
            egui::Panel::right("score-sheet-panel")
                .resizable(true)
                .default_size(380.0)
                .min_size(300.0)
                .show(ui, |ui| table.score_sheet(ui));
        }
        egui::CentralPanel::default().show(ui, |ui| match self.screen {
            Screen::Start => screens::start(ui, self.table.is_some(), &mut self.commands),
            Screen::Setup => {
                screens::setup(
                    ui,
                    &mut self.draft,
                    self.error.as_deref(),
                    &mut self.commands,
                );
            }
            Screen::Table => match &mut self.table {
                Some(table) => table.ui(ui),
                None => {
                    ui.label("No game is being played.");
                }
            },
            Screen::Settings => self.settings_page(ui),
            Screen::Rules => rules_page::show(ui, &mut self.rules_pack),
        });
        self.dialog(&ctx);

        // The one point in the frame where input changes state.
        if let Some(table) = &mut self.table {
            for request in table.apply_input(&ctx) {
                self.commands.push(match request {
                    TableRequest::NewGame => Command::Show(Screen::Setup),
                    TableRequest::ShowScoreSheet => {
                        if self.score_sheet_open {
                            continue;
                        }
                        Command::ToggleScoreSheet
                    }
                });
            }
        }
        let commands = std::mem::take(&mut self.commands);
        if !commands.is_empty() {
            for command in commands {
                self.apply(command, &ctx);
            }
            ctx.request_repaint();
        }
        if let Some(start) = self.frame_start.take() {
            self.stats.record(start.elapsed());
        }
    }
}
