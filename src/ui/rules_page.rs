//! The rules page: each game's rules in the app's own words, drawn here. Each game's ui folder
//! lists its rules as blocks of message ids; the words themselves live in the game's word files
//! (`src/ui/<game>/words/*.ftl`, under `rules-<game>-…`). Rules the sources leave open, which
//! this app had to decide, are marked "House choice".

use crate::cards::{Card, PackStyle, Rank, Suit};
use crate::ui::card_art::{self, CardLook};
use egui::{Color32, Label, RichText, ScrollArea, Sense, Ui};

/// A piece of a game's rules. Each holds the id of its message in the language files
/// (`rules-sedma-intro`), not the text, which the page looks up in the window's language.
pub enum Block {
    /// A heading's message id.
    Heading(&'static str),
    /// A paragraph's message id.
    Para(&'static str),
    /// A bulleted rule's message id.
    Bullet(&'static str),
    /// A rule no source settles; the app's decision. The message id.
    House(&'static str),
}

/// The message id of any block.
pub fn block_id(block: &Block) -> &'static str {
    match block {
        Heading(id) | Para(id) | Bullet(id) | House(id) => id,
    }
}

use crate::ui::command::{Command, Screen};
use crate::ui::games::{self, GameKind};
use Block::{Bullet, Heading, House, Para};

/// The "House choice" tag's colours.
const TAG_BG: Color32 = Color32::from_rgb(120, 84, 10);
const TAG_FG: Color32 = Color32::from_rgb(255, 230, 170);

/// The whole pack, one suit to a row, so the faces (and the German ranks) can be learned.
fn pack_gallery(ui: &mut Ui, style: PackStyle) {
    let height = 104.0;
    let size = card_art::card_size(height);
    for suit in [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades] {
        ui.horizontal(|ui| {
            for rank in [
                Rank::Ace,
                Rank::King,
                Rank::Queen,
                Rank::Jack,
                Rank::Ten,
                Rank::Nine,
                Rank::Eight,
                Rank::Seven,
            ] {
                let card = Card::new(rank, suit);
                let (rect, resp) = ui.allocate_exact_size(size, Sense::hover());
                card_art::paint_face(ui.painter(), rect, card, style, CardLook::default());
                let name = crate::i18n::card_plain(card, style);
                resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &name));
                resp.on_hover_text(name);
            }
        });
        ui.add_space(2.0);
    }
    ui.label(
        RichText::new(match style {
            PackStyle::German => t!("rules-page-german-pack"),
            PackStyle::French => t!("rules-page-french-pack"),
        })
        .weak(),
    );
}

/// Shows the rules of `game`, with the pack in `style` (a game may let the player switch it).
pub fn show(ui: &mut Ui, game: &mut GameKind, style: &mut PackStyle, commands: &mut Vec<Command>) {
    ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        ui.set_max_width(820.0);
        ui.horizontal(|ui| {
            ui.heading(t!("rules-page-heading"));
            for &g in GameKind::ALL {
                ui.selectable_value(game, g, RichText::new(crate::ui::games::title(g)).heading());
            }
        });
        if ui.button(t!("rules-page-lessons")).clicked() {
            commands.push(Command::Show(Screen::Learn));
        }
        ui.label(RichText::new(t!("rules-page-house-note")).weak());
        ui.add_space(8.0);
        games::rules_ui(*game, ui, style);
        ui.add_space(16.0);
    });
}

/// Draws a game's rules, each block's message in the window's language.
pub fn blocks_ui(ui: &mut Ui, blocks: &[Block]) {
    for block in blocks {
        let text = crate::i18n::text(block_id(block), None);
        match block {
            Heading(_) => {
                ui.add_space(10.0);
                ui.label(RichText::new(text).strong().size(18.0));
            }
            Para(_) => {
                ui.add_space(4.0);
                ui.add(Label::new(text).wrap());
            }
            Bullet(_) => {
                ui.horizontal_top(|ui| {
                    ui.label("•");
                    ui.add(Label::new(text).wrap());
                });
            }
            House(_) => {
                // The tag keeps a space either side inside its background.
                let tag = format!(" {} ", t!("rules-page-house-tag"));
                ui.horizontal_top(|ui| {
                    ui.label(
                        RichText::new(tag)
                            .background_color(TAG_BG)
                            .color(TAG_FG)
                            .small(),
                    );
                    ui.add(Label::new(text).wrap());
                });
            }
        }
    }
}

/// The pack's faces, for a game played with either pack: a choice and a gallery.
pub fn pack_choice_ui(ui: &mut Ui, style: &mut PackStyle) {
    ui.horizontal(|ui| {
        ui.label(RichText::new(t!("rules-page-pack")).strong().size(18.0));
        ui.radio_value(style, PackStyle::German, t!("rules-page-german"));
        ui.radio_value(style, PackStyle::French, t!("rules-page-french"));
    });
    pack_gallery(ui, *style);
}
