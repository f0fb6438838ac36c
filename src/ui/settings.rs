//! The forms that edit the settings (what a player chooses once and keeps, apart from the
//! running game) and what the window opens from them. The forms edit a draft; the app decides
//! when a change takes effect.

use crate::engine::{GameDef, HandGame};
use crate::store::InSettings;
pub use crate::store::Settings;
use crate::store::{CardBack, TableColour};
use crate::ui::animation::AnimationSpeed;
use crate::ui::bots::{OFFERED_LEVELS, level_describe, level_label};
use crate::ui::games::{self, GameKind, GameUi};
use crate::ui::look::{self, Look};
use crate::ui::table::people::Seats;
use crate::ui::table::{GameTable, Presentation};
use egui::{RichText, Ui};
use sevenfold_core::with_kind;

/// The sizes offered for text and cards, in percent.
pub const ZOOMS: [u16; 6] = [80, 100, 125, 150, 175, 200];

/// The window's side of the settings (which the store keeps): what they open and the forms
/// that edit them.
pub trait SettingsUi {
    /// The part that applies to a running table at once.
    fn presentation(&self) -> Presentation;

    /// The player count the settings choose for `game`.
    fn players(&self, game: GameKind) -> u8;

    /// `game`'s options as files and the table server take them.
    fn setup(&self, game: GameKind) -> crate::registry::GameSetup;

    /// The names of the variants the settings turn on for `game`.
    fn variant_names(&self, game: GameKind) -> Vec<&'static str>;

    /// Whether `game`'s options can be played; the error says what to change.
    fn validate_game(&self, game: GameKind) -> Result<(), String>;

    /// A table for a new match of the chosen game with its options, played by `seats`.
    fn open_table(
        &self,
        seed: u64,
        seats: &Seats,
        ctx: &egui::Context,
    ) -> Result<Box<dyn GameTable>, String>;

    /// Players, pack and match length of `game`'s options.
    fn basics_ui(&mut self, ui: &mut Ui, game: GameKind);

    /// Every variant and scoring option of `game`.
    fn variants_ui(&mut self, ui: &mut Ui, game: GameKind);

    /// Whether moving to `other` changes the game itself (so needs a new match).
    fn changes_game(&self, other: &Settings) -> bool;

    /// Whether every game's options can be played (the settings page edits them all).
    fn validate_all(&self) -> Result<(), String>;

    /// Whether the chosen game's options can be played; the error says what to change.
    fn validate(&self) -> Result<(), String>;
}

impl SettingsUi for Settings {
    /// The part that applies to a running table at once.
    fn presentation(&self) -> Presentation {
        Presentation {
            speed: self.animation,
            bots: self.bots,
        }
    }

    /// The player count the settings choose for `game`.
    fn players(&self, game: GameKind) -> u8 {
        with_kind!(game, |G| <G as crate::engine::GameDef>::players(
            G::options_in(self)
        ))
    }

    /// `game`'s options as files and the table server take them.
    fn setup(&self, game: GameKind) -> crate::registry::GameSetup {
        with_kind!(game, |G| <G as crate::registry::RegisteredGame>::setup(
            G::options_in(self)
        ))
    }

    /// The names of the variants the settings turn on for `game`.
    fn variant_names(&self, game: GameKind) -> Vec<&'static str> {
        with_kind!(game, |G| G::variant_names(G::options_in(self)))
    }

    /// Whether `game`'s options can be played; the error says what to change.
    fn validate_game(&self, game: GameKind) -> Result<(), String> {
        with_kind!(game, |G| G::validate(G::options_in(self)))
    }

    /// A table for a new match of the chosen game with its options, played by `seats`.
    fn open_table(
        &self,
        seed: u64,
        seats: &Seats,
        ctx: &egui::Context,
    ) -> Result<Box<dyn GameTable>, String> {
        let p = self.presentation();
        with_kind!(self.game, |G| G::open(
            *G::options_in(self),
            seed,
            p,
            seats,
            ctx
        ))
    }

    /// Players, pack and match length of `game`'s options.
    fn basics_ui(&mut self, ui: &mut Ui, game: GameKind) {
        with_kind!(game, |G| G::basics_ui(ui, G::options_in_mut(self)))
    }

    /// Every variant and scoring option of `game`.
    fn variants_ui(&mut self, ui: &mut Ui, game: GameKind) {
        with_kind!(game, |G| G::variants_ui(ui, G::options_in_mut(self)))
    }

    /// Whether moving to `other` changes the game itself (so needs a new match).
    fn changes_game(&self, other: &Settings) -> bool {
        self.game != other.game
            || GameKind::ALL
                .iter()
                .any(|&g| with_kind!(g, |G| G::options_in(self) != G::options_in(other)))
    }

    /// Whether every game's options can be played (the settings page edits them all).
    fn validate_all(&self) -> Result<(), String> {
        for &g in GameKind::ALL {
            self.validate_game(g)
                .map_err(|e| t!("settings-game-problem", game = games::title(g), problem = e))?;
        }
        Ok(())
    }

    /// Whether the chosen game's options can be played; the error says what to change.
    fn validate(&self) -> Result<(), String> {
        self.validate_game(self.game)
    }
}

/// A number field showing its unit in the window's language, which `words` gives for a count
/// ("10 game points", "10 herních bodů"); typing a number keeps the unit.
pub fn count_value<'a, N: egui::emath::Numeric>(
    value: &'a mut N,
    words: impl 'a + Fn(u32) -> String,
) -> egui::DragValue<'a> {
    egui::DragValue::new(value)
        .custom_formatter(move |n, _| words(n.round().max(0.0) as u32))
        .custom_parser(|text| {
            let digits: String = text.chars().filter(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
}

/// A line under an option saying what it does, in the body size and indented under it.
pub fn hint(ui: &mut Ui, text: &str) {
    if !text.is_empty() {
        ui.indent(text, |ui| {
            ui.label(RichText::new(text).color(ui.visuals().text_color().gamma_multiply(0.85)));
        });
    }
}

pub fn section(ui: &mut Ui, title: &str) {
    ui.add_space(8.0);
    ui.label(RichText::new(title).strong().size(16.0));
}

/// The player count: 2, 3 or 4 (partners opposite), as the trick games play.
pub fn players_ui(ui: &mut Ui, players: &mut u8) {
    section(ui, &t!("options-players"));
    ui.horizontal(|ui| {
        ui.radio_value(players, 2, t!("options-players-two"));
        ui.radio_value(players, 3, t!("options-players-three"));
        ui.radio_value(players, 4, t!("options-players-four"));
    });
}

/// Animation speed, the size of text and cards, and computer opponents.
pub fn presentation_ui(ui: &mut Ui, s: &mut Settings) {
    section(ui, &t!("settings-size"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut s.zoom, None, t!("settings-size-fit"));
        let mut sizes = ZOOMS.to_vec();
        // A size set with Ctrl+plus/minus is offered too, so the page shows what is in force.
        if let Some(z) = s.zoom.filter(|z| !ZOOMS.contains(z)) {
            sizes.push(z);
            sizes.sort_unstable();
        }
        for z in sizes {
            ui.radio_value(&mut s.zoom, Some(z), t!("percent-value", percent = z));
        }
    });
    hint(ui, &t!("settings-size-hint"));
    section(ui, &t!("settings-contrast"));
    ui.checkbox(&mut s.high_contrast, t!("settings-high-contrast"));
    section(ui, &t!("settings-table"));
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("settings-cloth"));
                for t in TableColour::ALL {
                    ui.radio_value(&mut s.table, t, look::table_label(t));
                }
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("settings-backs"));
                for b in CardBack::ALL {
                    ui.radio_value(&mut s.back, b, look::back_label(b));
                }
            });
            ui.checkbox(&mut s.four_colours, t!("settings-four-colours"));
            hint(ui, &t!("settings-four-colours-hint"));
        });
        ui.add_space(16.0);
        look_preview(ui, Look::of_settings(s));
    });
    section(ui, &t!("settings-speed"));
    ui.horizontal(|ui| {
        for speed in AnimationSpeed::ALL {
            ui.radio_value(
                &mut s.animation,
                speed,
                crate::ui::animation::speed_label(speed),
            );
        }
    });
    hint(ui, &t!("settings-speed-hint"));
    section(ui, &t!("settings-bots"));
    ui.horizontal(|ui| {
        for level in OFFERED_LEVELS {
            ui.radio_value(&mut s.bots, level, level_label(level))
                .on_hover_text(level_describe(level));
        }
    });
    hint(
        ui,
        &t!(
            "settings-bots-hint",
            level = level_label(s.bots),
            describe = level_describe(s.bots)
        ),
    );
}

/// A patch of the chosen cloth with a card back and two faces on it: the 10 of diamonds and
/// the king of clubs, the suits the four-colour pack paints anew, so that each choice can be
/// judged before it is played with.
fn look_preview(ui: &mut Ui, look: Look) {
    use crate::cards::{Card, PackStyle, Rank, Suit};
    use crate::ui::card_art;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(200.0, 76.0), egui::Sense::hover());
    let (cloth, rim) = look.felt();
    let painter = ui.painter();
    painter.rect_filled(rect, egui::CornerRadius::same(8), rim);
    painter.rect_filled(rect.shrink(4.0), egui::CornerRadius::same(6), cloth);
    let size = card_art::card_size(60.0);
    let at = |k: f32| {
        egui::Rect::from_center_size(
            egui::pos2(
                rect.left() + 12.0 + size.x * (0.5 + 1.25 * k),
                rect.center().y,
            ),
            size,
        )
    };
    card_art::paint_back_in(painter, at(0.0), look);
    // The faces are painted in the look being chosen, not the one in use.
    let in_use = Look::of(ui.ctx());
    Look::set(ui.ctx(), look);
    for (k, card) in [
        Card::new(Rank::Ten, Suit::Diamonds),
        Card::new(Rank::King, Suit::Clubs),
    ]
    .into_iter()
    .enumerate()
    {
        let face = at(1.0 + k as f32);
        card_art::paint_face(painter, face, card, PackStyle::French, Default::default());
    }
    Look::set(ui.ctx(), in_use);
    let text = t!(
        "settings-look-preview",
        cloth = look::table_label(look.table),
        back = look::back_label(look.back).to_lowercase(),
        four = crate::i18n::yes_no(look.four_colours)
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &text));
}

/// Shows why the options cannot be played, if they cannot; returns whether they can.
pub fn validation_ui(ui: &mut Ui, check: Result<(), String>) -> bool {
    match check {
        Ok(()) => true,
        Err(msg) => {
            ui.label(
                RichText::new(t!("settings-cannot-start", problem = msg))
                    .color(ui.visuals().error_fg_color)
                    .strong(),
            );
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Level;

    #[test]
    fn speed_and_bots_do_not_change_the_game() {
        let a = Settings::default();
        let mut b = a.clone();
        b.animation = AnimationSpeed::Instant;
        b.bots = Level::Easy;
        assert!(!a.changes_game(&b));
        b.sedma.osmova = true;
        assert!(a.changes_game(&b));
        let mut c = a.clone();
        c.all_fours.match_end = crate::games::all_fours::MatchEnd::Target(10);
        assert!(a.changes_game(&c));
    }

    #[test]
    fn settings_round_trip_through_ron() {
        let s = Settings::default();
        let text = ron::to_string(&s).unwrap();
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), s);
    }
}
