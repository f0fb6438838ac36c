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

/// The cloth's name on the settings page.
pub fn table_label(t: TableColour) -> &'static str {
    match t {
        TableColour::Green => "Green",
        TableColour::Blue => "Blue",
        TableColour::Burgundy => "Burgundy",
        TableColour::Grey => "Grey",
    }
}

/// The backs' name on the settings page.
pub fn back_label(b: CardBack) -> &'static str {
    match b {
        CardBack::Red => "Red",
        CardBack::Blue => "Blue",
        CardBack::Green => "Green",
        CardBack::Black => "Black",
    }
}
