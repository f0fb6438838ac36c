//! The table's look the player chose: the cloth's colour and the cards' backs. The app puts it
//! in the egui context each frame, so the painters read it where they draw without it being
//! passed through every table.

use crate::store::{CardBack, Settings, TableColour};
use egui::Color32;

/// The chosen cloth and backs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    pub table: TableColour,
    pub back: CardBack,
    /// The French pack in four colours: diamonds blue, clubs green.
    pub four_colours: bool,
}

impl Look {
    fn id() -> egui::Id {
        egui::Id::unique("sevenfold-table-look")
    }

    /// The look the settings choose.
    pub fn of_settings(s: &Settings) -> Look {
        Look {
            table: s.table,
            back: s.back,
            four_colours: s.four_colours,
        }
    }

    /// Makes `look` the one every painter of `ctx` uses.
    pub fn set(ctx: &egui::Context, look: Look) {
        ctx.data_mut(|d| d.insert_temp(Look::id(), look));
    }

    /// The look in force in `ctx` (the default before the app sets one).
    pub fn of(ctx: &egui::Context) -> Look {
        ctx.data(|d| d.get_temp(Look::id())).unwrap_or_default()
    }

    /// The cloth and the rim around it.
    pub fn felt(self) -> (Color32, Color32) {
        match self.table {
            TableColour::Green => (Color32::from_rgb(22, 94, 58), Color32::from_rgb(14, 66, 40)),
            TableColour::Blue => (
                Color32::from_rgb(24, 70, 112),
                Color32::from_rgb(16, 48, 80),
            ),
            TableColour::Burgundy => (
                Color32::from_rgb(104, 30, 44),
                Color32::from_rgb(74, 20, 30),
            ),
            TableColour::Grey => (Color32::from_rgb(64, 68, 72), Color32::from_rgb(44, 46, 50)),
        }
    }

    /// A back's ground and the lattice over it.
    pub fn back_colours(self) -> (Color32, Color32) {
        match self.back {
            CardBack::Red => (
                Color32::from_rgb(128, 24, 40),
                Color32::from_rgb(196, 88, 96),
            ),
            CardBack::Blue => (
                Color32::from_rgb(26, 58, 128),
                Color32::from_rgb(92, 128, 200),
            ),
            CardBack::Green => (
                Color32::from_rgb(20, 96, 60),
                Color32::from_rgb(86, 164, 120),
            ),
            CardBack::Black => (
                Color32::from_rgb(30, 30, 34),
                Color32::from_rgb(110, 110, 118),
            ),
        }
    }
}

/// The window's colours: egui's own, or with `high` white text on black with strong
/// outlines and a bright selection, for low vision.
pub fn apply_contrast(ctx: &egui::Context, high: bool) {
    use egui::{Stroke, Theme, Visuals};
    if !high {
        ctx.set_visuals_of(Theme::Dark, Visuals::dark());
        ctx.set_visuals_of(Theme::Light, Visuals::light());
        return;
    }
    let mut v = Visuals::dark();
    v.override_text_color = Some(Color32::WHITE);
    v.weak_text_color = Some(Color32::from_gray(225));
    v.panel_fill = Color32::BLACK;
    v.window_fill = Color32::from_gray(10);
    v.extreme_bg_color = Color32::BLACK;
    v.window_stroke = Stroke::new(2.0, Color32::WHITE);
    for w in [
        &mut v.widgets.noninteractive,
        &mut v.widgets.inactive,
        &mut v.widgets.hovered,
        &mut v.widgets.active,
        &mut v.widgets.open,
    ] {
        w.fg_stroke = Stroke::new(w.fg_stroke.width.max(1.5), Color32::WHITE);
        w.bg_stroke = Stroke::new(w.bg_stroke.width.max(1.5), Color32::from_gray(235));
    }
    v.selection.bg_fill = Color32::from_rgb(0, 84, 170);
    v.selection.stroke = Stroke::new(2.0, Color32::from_rgb(255, 230, 0));
    v.warn_fg_color = Color32::from_rgb(255, 210, 0);
    v.error_fg_color = Color32::from_rgb(255, 120, 120);
    ctx.set_visuals_of(Theme::Dark, v.clone());
    ctx.set_visuals_of(Theme::Light, v);
}

/// The cloth's name on the settings page.
pub fn table_label(colour: TableColour) -> String {
    match colour {
        TableColour::Green => t!("look-cloth-green"),
        TableColour::Blue => t!("look-cloth-blue"),
        TableColour::Burgundy => t!("look-cloth-burgundy"),
        TableColour::Grey => t!("look-cloth-grey"),
    }
}

/// The backs' name on the settings page.
pub fn back_label(b: CardBack) -> String {
    match b {
        CardBack::Red => t!("look-back-red"),
        CardBack::Blue => t!("look-back-blue"),
        CardBack::Green => t!("look-back-green"),
        CardBack::Black => t!("look-back-black"),
    }
}
