//! The people who play: the question of the first run, who sits where in a new game (people
//! and bots of any level, several people at one screen), and renaming and merging profiles.

use crate::engine::GameDef;
use crate::store::{InSettings, MAX_NAME_CHARS, Player, ProfileId, Profiles};
use crate::ui::bots::{OFFERED_LEVELS, level_label};
use crate::ui::command::Command;
use crate::ui::games::GameKind;
use crate::ui::persist::Notice;
use crate::ui::settings::{Settings, hint, section};
use crate::ui::table::names::compass_name;
use egui::{RichText, Ui};
use sevenfold_core::with_kind;

/// What the player forms are typing, kept between frames.
#[derive(Debug, Default)]
pub struct PlayerForms {
    /// The name typed in the first-run question (filled in from the account's name).
    pub welcome: Option<String>,
    /// A new player's name.
    pub new_name: String,
    /// Names being typed over profiles' names.
    pub renames: std::collections::BTreeMap<ProfileId, String>,
    pub merge_from: Option<ProfileId>,
    pub merge_into: Option<ProfileId>,
    /// What the last change did, or why it was refused (and whether it was refused), worded
    /// when shown so that it follows a change of language.
    pub notice: Option<(Notice, bool)>,
}

impl PlayerForms {
    /// Says what a change did or why it was refused.
    pub fn tell(&mut self, result: Result<Notice, Notice>) {
        self.notice = Some(match result {
            Ok(text) => (text, false),
            Err(text) => (text, true),
        });
    }

    pub fn notice_ui(&self, ui: &mut Ui) {
        if let Some((text, error)) = &self.notice {
            let color = if *error {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            let text = crate::ui::table::sentence(&text.text());
            ui.label(RichText::new(text).color(color));
        }
    }
}

/// The first run's question, on the start page: what the table should call the person.
pub fn welcome_ui(ui: &mut Ui, forms: &mut PlayerForms, commands: &mut Vec<Command>) {
    // The account's name when the system gives one; else an empty field rather than the
    // store's stand-in name, which is English.
    let mut name = forms
        .welcome
        .take()
        .unwrap_or_else(|| crate::store::account_name().unwrap_or_default());
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_max_width(520.0);
        ui.label(RichText::new(t!("welcome-title")).strong().size(17.0));
        ui.label(t!("welcome-question"));
        ui.horizontal(|ui| {
            let label = ui.label(t!("welcome-your-name")).id;
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut name)
                        .char_limit(MAX_NAME_CHARS)
                        .desired_width(220.0),
                )
                .labelled_by(label);
            let saved = ui.button(t!("welcome-save")).clicked();
            if saved || submitted(ui, &field) {
                commands.push(Command::NamePlayer(ProfileId::DEFAULT, name.clone()));
            }
            if field.changed() {
                forms.notice = None;
            }
        });
        forms.notice_ui(ui);
    });
    forms.welcome = Some(name);
}

/// Who sits where at the next table of the draft's game: a person or a bot of a level for
/// each seat, and with several people whether they may take decisions back.
pub fn seats_ui(
    ui: &mut Ui,
    draft: &mut Settings,
    profiles: &Profiles,
    forms: &mut PlayerForms,
    commands: &mut Vec<Command>,
) {
    let game: GameKind = draft.game;
    let seating = with_kind!(game, |G| G::seating(G::options_in(draft)));
    let count = seating.seats();
    let mut seats: Vec<Player> = draft
        .seats_for(count)
        .into_iter()
        .map(|p| profiles.resolve_player(p))
        .collect();
    section(ui, &t!("seats-who-plays"));
    egui::Grid::new("seats-grid")
        .num_columns(3)
        .spacing(egui::vec2(16.0, 6.0))
        .show(ui, |ui| {
            for (seat, player) in seats.iter_mut().enumerate() {
                let place = compass_name(count, seat);
                let label = ui.label(&place).id;
                let shown = match *player {
                    Player::Person(id) => profiles.name_of(id),
                    Player::Bot(l) => t!("seats-computer", level = level_label(l)),
                    // Only a table played on a server seats a friend; settings never do.
                    Player::Friend => t!("friends-seat-friend"),
                };
                egui::ComboBox::from_id_salt(("seat-player", seat))
                    .selected_text(shown)
                    .width(200.0)
                    .show_ui(ui, |ui| {
                        for p in profiles.active() {
                            ui.selectable_value(player, Player::Person(p.id), &p.name);
                        }
                        for level in OFFERED_LEVELS {
                            ui.selectable_value(
                                player,
                                Player::Bot(level),
                                t!("seats-computer", level = level_label(level)),
                            );
                        }
                    })
                    .response
                    .labelled_by(label);
                let team = seating.side_of(seat);
                if seating.seats() > seating.sides() {
                    ui.label(RichText::new(t!("seats-team", number = team + 1)).weak());
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
    let people = seats.iter().filter(|p| p.is_person()).count();
    if people > 1 {
        hint(ui, &t!("seats-hot-seat-hint"));
        ui.checkbox(&mut draft.undo_agreed, t!("seats-undo-agreed"));
    }
    if seats != draft.seats_for(count) {
        draft.seats = seats;
    }
    new_player_ui(ui, forms, commands);
}

/// The settings page's players: rename anyone, merge two profiles, add a player.
pub fn profiles_ui(
    ui: &mut Ui,
    profiles: &Profiles,
    forms: &mut PlayerForms,
    commands: &mut Vec<Command>,
) {
    section(ui, &t!("profiles-heading"));
    hint(ui, &t!("profiles-hint"));
    egui::Grid::new("profiles-grid")
        .num_columns(2)
        .spacing(egui::vec2(12.0, 6.0))
        .show(ui, |ui| {
            for p in profiles.active() {
                let text = forms.renames.entry(p.id).or_insert_with(|| p.name.clone());
                let label = ui.label(t!("profiles-name-of", name = p.name.clone())).id;
                ui.add(
                    egui::TextEdit::singleline(text)
                        .char_limit(MAX_NAME_CHARS)
                        .desired_width(200.0),
                )
                .labelled_by(label);
                if ui
                    .add_enabled(
                        *text != p.name,
                        egui::Button::new(t!("profiles-rename", name = p.name.clone())),
                    )
                    .clicked()
                {
                    commands.push(Command::NamePlayer(p.id, text.clone()));
                }
                ui.end_row();
            }
        });
    let active: Vec<(ProfileId, String)> =
        profiles.active().map(|p| (p.id, p.name.clone())).collect();
    if active.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            let pick = |ui: &mut Ui, label: &str, value: &mut Option<ProfileId>| {
                let label = ui.label(label).id;
                let shown = value.map_or(t!("profiles-choose"), |id| profiles.name_of(id));
                egui::ComboBox::from_id_salt(label)
                    .selected_text(shown)
                    .show_ui(ui, |ui| {
                        for (id, name) in &active {
                            ui.selectable_value(value, Some(*id), name);
                        }
                    })
                    .response
                    .labelled_by(label);
            };
            pick(ui, &t!("profiles-merge"), &mut forms.merge_from);
            pick(ui, &t!("profiles-merge-into"), &mut forms.merge_into);
            let ready = forms.merge_from.is_some()
                && forms.merge_into.is_some()
                && forms.merge_from != forms.merge_into;
            if ui
                .add_enabled(ready, egui::Button::new(t!("profiles-merge-button")))
                .clicked()
                && let (Some(from), Some(into)) = (forms.merge_from, forms.merge_into)
            {
                commands.push(Command::MergePlayers(from, into));
            }
        });
    }
    new_player_ui(ui, forms, commands);
}

/// Whether Enter was pressed in a one-line field (egui gives up its focus on Enter).
fn submitted(ui: &Ui, field: &egui::Response) -> bool {
    field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}

/// A field for a new player's name with its button, and what the last change did.
fn new_player_ui(ui: &mut Ui, forms: &mut PlayerForms, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        let label = ui.label(t!("profiles-new-player")).id;
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut forms.new_name)
                    .char_limit(MAX_NAME_CHARS)
                    .desired_width(180.0)
                    .hint_text(t!("profiles-name-hint")),
            )
            .labelled_by(label);
        if ui.button(t!("profiles-add")).clicked() || submitted(ui, &field) {
            commands.push(Command::AddPlayer(forms.new_name.clone()));
        }
        if field.changed() {
            forms.notice = None;
        }
    });
    forms.notice_ui(ui);
}
