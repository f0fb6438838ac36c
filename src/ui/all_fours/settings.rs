//! The All Fours part of the settings and new-game forms: players, the match, and every option
//! of the rule book's table 2.9 with its one-line summary.

use crate::games::all_fours::{
    AfterRun, AllFoursOptions, GiftTo, MatchEnd, RevokePenalty, RunTo, VARIANTS,
};
use crate::ui::settings::{hint, players_ui, section};
use egui::Ui;

/// The one-line summary of a named All Fours variant.
pub fn summary(name: &str) -> &'static str {
    VARIANTS
        .iter()
        .find(|v| v.name == name)
        .map_or("", |v| v.summary)
}

/// Players and match length: what the new-game page asks.
pub fn basics_ui(ui: &mut Ui, o: &mut AllFoursOptions) {
    players_ui(ui, &mut o.players);
    section(ui, "Match");
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut o.match_end,
            MatchEnd::Target(7),
            "Seven Up: first to 7",
        );
        ui.radio_value(&mut o.match_end, MatchEnd::Target(10), "First to 10");
        ui.radio_value(&mut o.match_end, MatchEnd::Target(11), "First to 11");
        ui.radio_value(&mut o.match_end, MatchEnd::SingleDeal, "A single deal");
    });
    if o.match_end == MatchEnd::SingleDeal {
        hint(ui, summary("single-deal"));
    }
}

/// Every option of the rule book's table 2.9.
pub fn variants_ui(ui: &mut Ui, o: &mut AllFoursOptions) {
    section(ui, "Following suit");
    ui.checkbox(
        &mut o.trump_anytime,
        "Classic rule: a trump may be played even when you can follow suit",
    );
    hint(ui, summary("classic-trump-anytime"));

    section(ui, "After a run");
    ui.radio_value(
        &mut o.after_run,
        AfterRun::DiscardToSix,
        "Everybody discards face down to six (the seed's rule)",
    );
    ui.radio_value(&mut o.after_run, AfterRun::KeepAll, "Keep every card");
    hint(ui, summary("keep-all-after-run"));
    ui.radio_value(
        &mut o.after_run,
        AfterRun::FosterDiscard,
        "Foster's discard",
    );
    hint(ui, summary("foster-discard"));
    ui.add_enabled_ui(o.players >= 3, |ui| {
        let mut only = o.run_to == RunTo::DealerAndEldest;
        ui.checkbox(
            &mut only,
            "In a run only the dealer and eldest receive cards (3 and 4 players)",
        );
        o.run_to = if only {
            RunTo::DealerAndEldest
        } else {
            RunTo::Everyone
        };
    });
    hint(ui, summary("run-dealer-and-eldest-only"));

    section(ui, "The dealer's gift");
    ui.radio_value(
        &mut o.gift,
        GiftTo::Eldest,
        "One point to eldest (the seed's rule)",
    );
    ui.radio_value(
        &mut o.gift,
        GiftTo::EachOpponent,
        "One point to every opposing party",
    );
    hint(ui, summary("gift-to-each-opponent"));

    section(ui, "Revokes");
    ui.radio_value(
        &mut o.revoke_penalty,
        None,
        "The app never lets a card be played against the follow rule",
    );
    ui.radio_value(
        &mut o.revoke_penalty,
        Some(RevokePenalty::SeedRevoke),
        "Table penalties (the seed's)",
    );
    hint(ui, summary("seed-revoke"));
    ui.radio_value(
        &mut o.revoke_penalty,
        Some(RevokePenalty::FosterRevoke),
        "Table penalties (Foster's)",
    );
    hint(ui, summary("foster-revoke"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_a_summary() {
        for v in VARIANTS {
            assert!(!summary(v.name).is_empty(), "{}", v.name);
        }
    }
}
