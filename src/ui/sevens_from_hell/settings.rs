//! The Sevens from Hell part of the settings and new-game forms: players and teams, and every
//! option of the rule book's table 3.11 with what it does.

use crate::games::sevens_from_hell::{BookBonuses, DrawWhenDeckEmpty, HellOptions, VARIANTS};
use crate::ui::settings::{hint, section};
use egui::Ui;

/// The options the named variant `name` sets, applied to a copy of `o`, with its title and
/// summary: the form's presets are exactly what `--variant` and the saved variant names mean.
fn preset(o: &HellOptions, name: &str) -> Option<(HellOptions, &'static str, &'static str)> {
    VARIANTS.iter().find(|v| v.name == name).map(|v| {
        let mut p = *o;
        (v.apply)(&mut p);
        (p, v.title, v.summary)
    })
}

/// A deck count in words, as the summary line reads it.
fn decks_in_words(n: u8) -> String {
    match n {
        6 => "Six".into(),
        8 => "Eight".into(),
        n => n.to_string(),
    }
}

/// Players and teams: what the new-game page asks.
pub fn basics_ui(ui: &mut Ui, o: &mut HellOptions) {
    section(ui, "Players");
    ui.horizontal(|ui| {
        ui.radio_value(&mut o.players, 4, "4 — two teams of two");
        ui.radio_value(&mut o.players, 6, "6");
    });
    // Four players have only one way to split; without this a saved three-team choice would
    // leave the form invalid with no control to fix it.
    if o.players == 4 {
        o.teams = 2;
    }
    ui.add_enabled_ui(o.players == 6, |ui| {
        ui.horizontal(|ui| {
            ui.label("Six players as:");
            ui.radio_value(&mut o.teams, 2, "two teams of three");
            ui.radio_value(&mut o.teams, 3, "three teams of two");
        });
    });
    let seats = if o.players / o.teams.max(1) == 3 {
        "Partners sit in every other seat"
    } else {
        "Partners sit opposite"
    };
    hint(
        ui,
        &format!(
            "{seats}. {} decks and {} jokers shuffled together: {} cards.",
            decks_in_words(o.decks()),
            o.jokers(),
            54 * o.decks() as u32
        ),
    );
}

/// Every option of the rule book's table 3.11, each with what it does.
pub fn variants_ui(ui: &mut Ui, o: &mut HellOptions) {
    section(ui, "Initial meld");
    ui.horizontal_wrapped(|ui| {
        ui.label("Minimum:");
        let rounds = ["round 1", "round 2", "round 3", "round 4"];
        for (label, m) in rounds.into_iter().zip(o.meld_minimums.iter_mut()) {
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
            if let Some((p, title, summary)) = preset(o, name) {
                let [a, b, c, d] = p.meld_minimums;
                let label = format!("{a}, {b}, {c}, {d}");
                ui.radio_value(&mut o.meld_minimums, p.meld_minimums, label)
                    .on_hover_text(format!("{title}: {summary}"));
            }
        }
    });
    hint(
        ui,
        "What the cards of a team's first meld must be worth in each round; higher minimums \
         make the first meld harder.",
    );

    section(ui, "Threes left in hand or foot");
    ui.radio_value(&mut o.three_penalties, None, "5 each, like any low card");
    for name in ["red-threes-500", "red-threes-only"] {
        if let Some((p, title, summary)) = preset(o, name) {
            ui.radio_value(&mut o.three_penalties, p.three_penalties, title)
                .on_hover_text(summary);
        }
    }
    if let Some((red, black)) = &mut o.three_penalties {
        ui.horizontal(|ui| {
            let name = ui.label("A red 3 costs").id;
            ui.add(egui::DragValue::new(red).range(0..=5000).speed(10))
                .labelled_by(name);
            let name = ui.label("and a black 3").id;
            ui.add(egui::DragValue::new(black).range(0..=5000).speed(10))
                .labelled_by(name);
        });
    }
    hint(
        ui,
        "What each 3 still in a player's hand or foot costs the team when the round ends.",
    );

    section(ui, "Book bonuses");
    ui.horizontal_wrapped(|ui| {
        let b = &mut o.book_bonuses;
        for (label, value) in [
            ("clean", &mut b.clean),
            ("dirty", &mut b.dirty),
            ("sevens", &mut b.sevens),
            ("wild", &mut b.wild),
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
        if let Some((p, title, summary)) = preset(o, "big-books") {
            ui.radio_value(&mut o.book_bonuses, p.book_bonuses, title)
                .on_hover_text(summary);
        }
    });
    hint(
        ui,
        "What a closed book scores on top of its cards; a required book that is missing at the \
         end of a round costs the same.",
    );

    section(ui, "The foot");
    ui.checkbox(&mut o.manual_foot, "Claim your own foot");
    hint(
        ui,
        "You must pick up your foot yourself when the rules allow it, and nobody reminds you; \
         otherwise it is picked up for you.",
    );

    section(ui, "Discarding sevens");
    ui.checkbox(
        &mut o.sevens_discardable_after_sevens_book,
        "Sevens may be discarded once a book of sevens is closed",
    );
    hint(
        ui,
        "A house rule of Hand and Foot Remastered: once any team has closed a book of sevens, \
         sevens may go on the pile. Otherwise sevens are never discarded.",
    );

    section(ui, "When a draw deck is empty");
    ui.radio_value(
        &mut o.draw_when_deck_empty,
        DrawWhenDeckEmpty::FromOtherDeck,
        "Draw both cards from the other deck",
    );
    hint(ui, "The round ends when both decks are empty.");
    ui.radio_value(
        &mut o.draw_when_deck_empty,
        DrawWhenDeckEmpty::EndRound,
        "The round ends",
    );
    hint(
        ui,
        "The round ends as soon as either deck is empty; the player who emptied it finishes \
         the turn.",
    );
}
