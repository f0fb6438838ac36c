//! The Sevens from Hell part of the settings and new-game forms: players and teams, and every
//! option of the rule book's table 3.11 with what it does.

use crate::games::sevens_from_hell::{BookBonuses, DrawWhenDeckEmpty, HellOptions, VARIANTS};
use crate::ui::games::{GameKind, hand_label, variant_message, variant_title};
use crate::ui::settings::{hint, section};
use egui::Ui;

/// The options the named variant `name` sets, applied to a copy of `o`, with its title: the
/// form's presets are exactly what `--variant` and the saved variant names mean.
fn preset(o: &HellOptions, name: &str) -> Option<(HellOptions, String)> {
    VARIANTS.iter().find(|v| v.name == name).map(|v| {
        let mut p = *o;
        (v.apply)(&mut p);
        (p, variant_title(GameKind::SevensFromHell, v.name))
    })
}

/// What the preset `name` does, in a sentence, for its button's hover.
fn summary(name: &str) -> String {
    crate::i18n::attribute(
        &variant_message(GameKind::SevensFromHell, name),
        "summary",
        None,
    )
}

/// Players and teams: what the new-game page asks.
pub fn basics_ui(ui: &mut Ui, o: &mut HellOptions) {
    section(ui, &t!("hell-opt-players"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut o.players, 4, t!("hell-opt-4-two-teams-of"));
        ui.radio_value(&mut o.players, 6, "6");
    });
    // Four players have only one way to split; without this a saved three-team choice would
    // leave the form invalid with no control to fix it.
    if o.players == 4 {
        o.teams = 2;
    }
    ui.add_enabled_ui(o.players == 6, |ui| {
        ui.horizontal(|ui| {
            ui.label(t!("hell-opt-six-players-as"));
            ui.radio_value(&mut o.teams, 2, t!("hell-opt-two-teams-of-three"));
            ui.radio_value(&mut o.teams, 3, t!("hell-opt-three-teams-of-two"));
        });
    });
    let seats = if o.players / o.teams.max(1) == 3 {
        t!("hell-opt-partners-sit-in-every")
    } else {
        t!("hell-opt-partners-sit-opposite")
    };
    hint(
        ui,
        &t!(
            "hell-opt-seats-and-decks",
            seats = seats,
            decks = o.decks(),
            jokers = o.jokers(),
            cards = 54 * o.decks() as u32
        ),
    );
}

/// Every option of the rule book's table 3.11, each with what it does.
pub fn variants_ui(ui: &mut Ui, o: &mut HellOptions) {
    section(ui, &t!("hell-opt-initial-meld"));
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("hell-opt-minimum"));
        for (round, m) in o.meld_minimums.iter_mut().enumerate() {
            let label = hand_label(GameKind::SevensFromHell, round + 1);
            let name = ui.label(label).id;
            ui.add(egui::DragValue::new(m).range(0..=1000).speed(5))
                .labelled_by(name);
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(
            &mut o.meld_minimums,
            HellOptions::default().meld_minimums,
            "90, 120, 150, 180",
        );
        for name in ["hand-and-foot-minimums", "steep-minimums"] {
            if let Some((p, title)) = preset(o, name) {
                let label = p.meld_minimums.map(|m| m.to_string()).join(", ");
                ui.radio_value(&mut o.meld_minimums, p.meld_minimums, label)
                    .on_hover_text(format!(
                        "{}\n{}",
                        crate::ui::table::sentence(&title),
                        summary(name)
                    ));
            }
        }
    });
    hint(ui, &t!("hell-opt-what-the-cards-of"));

    section(ui, &t!("hell-opt-threes-left-in-hand"));
    ui.radio_value(&mut o.three_penalties, None, t!("hell-opt-5-each-like-any"));
    for name in ["red-threes-500", "red-threes-only"] {
        if let Some((p, title)) = preset(o, name) {
            ui.radio_value(&mut o.three_penalties, p.three_penalties, title)
                .on_hover_text(summary(name));
        }
    }
    if let Some((red, black)) = &mut o.three_penalties {
        ui.horizontal(|ui| {
            let name = ui.label(t!("hell-opt-a-red-3-costs")).id;
            ui.add(egui::DragValue::new(red).range(0..=5000).speed(10))
                .labelled_by(name);
            let name = ui.label(t!("hell-opt-and-a-black-3")).id;
            ui.add(egui::DragValue::new(black).range(0..=5000).speed(10))
                .labelled_by(name);
        });
    }
    hint(ui, &t!("hell-opt-what-each-3-still"));

    section(ui, &t!("hell-opt-book-bonuses"));
    ui.horizontal_wrapped(|ui| {
        let b = &mut o.book_bonuses;
        for (label, value) in [
            (t!("hell-opt-bonus-clean"), &mut b.clean),
            (t!("hell-opt-bonus-dirty"), &mut b.dirty),
            (t!("hell-opt-bonus-sevens"), &mut b.sevens),
            (t!("hell-opt-bonus-wild"), &mut b.wild),
        ] {
            let name = ui.label(label).id;
            ui.add(egui::DragValue::new(value).range(0..=10_000).speed(10))
                .labelled_by(name);
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(
            &mut o.book_bonuses,
            BookBonuses::default(),
            "500, 300, 500, 500",
        );
        if let Some((p, title)) = preset(o, "big-books") {
            ui.radio_value(&mut o.book_bonuses, p.book_bonuses, title)
                .on_hover_text(summary("big-books"));
        }
    });
    hint(ui, &t!("hell-opt-what-a-closed-book"));

    section(ui, &t!("hell-opt-the-foot"));
    ui.checkbox(&mut o.manual_foot, t!("hell-opt-claim-your-own-foot"));
    hint(ui, &t!("hell-opt-you-must-pick-up"));

    section(ui, &t!("hell-opt-discarding-sevens"));
    ui.checkbox(
        &mut o.sevens_discardable_after_sevens_book,
        t!("hell-opt-sevens-may-be-discarded"),
    );
    hint(ui, &t!("hell-opt-a-house-rule-of"));

    section(ui, &t!("hell-opt-when-a-draw-deck"));
    ui.radio_value(
        &mut o.draw_when_deck_empty,
        DrawWhenDeckEmpty::FromOtherDeck,
        t!("hell-opt-draw-both-cards-from"),
    );
    hint(ui, &t!("hell-opt-the-round-ends-when"));
    ui.radio_value(
        &mut o.draw_when_deck_empty,
        DrawWhenDeckEmpty::EndRound,
        t!("hell-opt-the-round-ends"),
    );
    hint(ui, &t!("hell-opt-the-round-ends-as"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    #[test]
    fn every_preset_says_what_it_does_in_each_language() {
        let presets = [
            "hand-and-foot-minimums",
            "steep-minimums",
            "red-threes-500",
            "red-threes-only",
            "big-books",
        ];
        set_language(Language::English);
        let english = presets.map(summary);
        for language in Language::ALL {
            set_language(language);
            for (name, english) in presets.iter().zip(&english) {
                assert!(preset(&HellOptions::default(), name).is_some(), "{name}");
                let text = summary(name);
                assert!(
                    !text.contains(".summary") && text.ends_with('.'),
                    "{language:?}: {text}"
                );
                assert!(
                    language == Language::English || text != *english,
                    "{language:?} falls back to English: {text}"
                );
            }
        }
        set_language(Language::English);
        assert_eq!(
            summary("red-threes-500"),
            "A red 3 left in hand or foot costs 500, a black one 300."
        );
    }
}
