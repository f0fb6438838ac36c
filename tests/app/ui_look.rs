//! The table's look: the cloth's colour and the cards' backs are chosen on the Settings page,
//! apply at once and are remembered; files from before they existed load with the usual look.
#![allow(clippy::unwrap_used)]

use crate::common::window::{app_in, run_frames};
use crate::store_common::TempDir;
use egui_kittest::kittest::Queryable;
use sevenfold::store::{CardBack, Store, TableColour};
use sevenfold::ui::look::Look;

#[test]
fn the_table_look_is_chosen_applied_and_kept() {
    let dir = TempDir::new("look");
    {
        let mut h = app_in(dir.path(), 1);
        run_frames(&mut h);
        assert_eq!(Look::of(&h.ctx), Look::default());
        h.get_by_label("Settings").click();
        run_frames(&mut h);
        // "Blue" is offered for the cloth first, then for the backs.
        h.get_all_by_label("Blue").next().unwrap().click();
        run_frames(&mut h);
        h.get_by_label("Black").click();
        run_frames(&mut h);
        h.get_by_label("Four-colour French pack: diamonds blue, clubs green")
            .click();
        run_frames(&mut h);
        // The preview shows the faces the four-colour pack paints anew, before Apply.
        h.get_by_label(
            "Blue cloth with black backs, and the 10 of diamonds and the king of clubs in four colours",
        );
        assert_eq!(
            Look::of(&h.ctx).table,
            TableColour::Green,
            "not before Apply"
        );
        h.get_by_label("Apply").click();
        run_frames(&mut h);
        let look = Look::of(&h.ctx);
        assert_eq!(
            (look.table, look.back),
            (TableColour::Blue, CardBack::Black)
        );
    }
    let s = Store::at(dir.path()).load_settings().unwrap().value;
    assert_eq!((s.table, s.back), (TableColour::Blue, CardBack::Black));
    let text = std::fs::read_to_string(Store::at(dir.path()).settings_path()).unwrap();
    assert!(text.contains("table_colour: Blue") && text.contains("card_back: Black"));
    assert!(s.four_colours && text.contains("four_colour_deck: true"));
    let mut h = app_in(dir.path(), 2);
    run_frames(&mut h);
    assert_eq!(Look::of(&h.ctx).back, CardBack::Black, "kept between runs");
}

#[test]
fn settings_from_before_the_look_load_with_the_usual_one() {
    let dir = TempDir::new("look-old");
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/store_fixtures/data-2026-11/settings.ron");
    std::fs::copy(&fixture, Store::at(dir.path()).settings_path()).unwrap();
    let s = Store::at(dir.path()).load_settings().unwrap();
    assert!(s.warnings.is_empty());
    assert_eq!(
        (s.value.table, s.value.back),
        (TableColour::Green, CardBack::Red)
    );
    assert!(!s.value.four_colours);
}

/// The four-colour pack gives every French suit its own ink; the usual one shares red and black.
#[test]
fn the_four_colour_pack_gives_each_suit_its_own_colour() {
    use sevenfold::cards::{PackStyle, Suit};
    use sevenfold::ui::card_art::suit_color;
    let suits = [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades];
    let distinct = |four| {
        let mut inks: Vec<_> = suits
            .iter()
            .map(|&s| suit_color(s, PackStyle::French, four).to_array())
            .collect();
        inks.sort_unstable();
        inks.dedup();
        inks.len()
    };
    assert_eq!((distinct(false), distinct(true)), (2, 4));
    for s in suits {
        assert_eq!(
            suit_color(s, PackStyle::German, true),
            suit_color(s, PackStyle::German, false),
            "the German pack is unchanged"
        );
    }
}

/// High contrast turns every text white on black at once, and is kept.
#[test]
fn high_contrast_applies_at_once_and_is_kept() {
    let dir = TempDir::new("contrast");
    {
        let mut h = app_in(dir.path(), 1);
        run_frames(&mut h);
        assert_eq!(
            h.ctx
                .style_of(egui::Theme::Dark)
                .visuals
                .override_text_color,
            None
        );
        h.get_by_label("Settings").click();
        run_frames(&mut h);
        h.get_by_label("High contrast: white text on black, with strong outlines")
            .click();
        run_frames(&mut h);
        h.get_by_label("Apply").click();
        run_frames(&mut h);
        let v = h.ctx.style_of(egui::Theme::Dark).visuals.clone();
        assert_eq!(v.override_text_color, Some(egui::Color32::WHITE));
        assert_eq!(v.panel_fill, egui::Color32::BLACK);
    }
    assert!(
        Store::at(dir.path())
            .load_settings()
            .unwrap()
            .value
            .high_contrast
    );
    let mut h = app_in(dir.path(), 2);
    run_frames(&mut h);
    assert_eq!(
        h.ctx
            .style_of(egui::Theme::Dark)
            .visuals
            .override_text_color,
        Some(egui::Color32::WHITE),
        "kept between runs"
    );
}
