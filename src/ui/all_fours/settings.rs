//! The All Fours part of the settings and new-game forms: players, the match, and every option
//! of the rule book's table 2.9 with what it does.

use crate::games::all_fours::{AfterRun, AllFoursOptions, GiftTo, MatchEnd, RevokePenalty, RunTo};
use crate::ui::settings::{hint, players_ui, section};
use egui::Ui;

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
        hint(
            ui,
            "One deal decides: the most points wins (a tie goes to High, then Low, Jack, Game).",
        );
    }
}

/// Every option of the rule book's table 2.9, each with what it does.
pub fn variants_ui(ui: &mut Ui, o: &mut AllFoursOptions) {
    section(ui, "Following suit");
    ui.checkbox(
        &mut o.trump_anytime,
        "A trump may be played even when you can follow suit",
    );
    hint(
        ui,
        "The classic English rule. Without it you must follow suit whenever you can.",
    );

    section(ui, "After a run");
    ui.radio_value(
        &mut o.after_run,
        AfterRun::DiscardToSix,
        "Everybody discards face down to six cards",
    );
    ui.radio_value(
        &mut o.after_run,
        AfterRun::KeepAll,
        "Everybody keeps every card and plays more tricks",
    );
    ui.radio_value(
        &mut o.after_run,
        AfterRun::FosterDiscard,
        "Keep all nine after one run; discard to six after two or more",
    );
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

    section(ui, "The dealer's gift");
    ui.radio_value(&mut o.gift, GiftTo::Eldest, "One point to eldest");
    ui.radio_value(
        &mut o.gift,
        GiftTo::EachOpponent,
        "One point to every opposing side",
    );
    hint(
        ui,
        "When eldest begs and the dealer keeps the trumps: who gets the point (they differ \
         with three players).",
    );

    section(ui, "Playing against the rules");
    ui.radio_value(
        &mut o.revoke_penalty,
        None,
        "Never: a card that breaks the follow-suit rule is refused",
    );
    ui.radio_value(
        &mut o.revoke_penalty,
        Some(RevokePenalty::SeedRevoke),
        "Allowed, and punished when the deal is scored (Polish rule)",
    );
    hint(
        ui,
        "A side that fails to follow suit cannot reach the target in that deal and loses 1 \
         point, or 2 when the jack of trumps was not played.",
    );
    ui.radio_value(
        &mut o.revoke_penalty,
        Some(RevokePenalty::FosterRevoke),
        "Allowed, and punished when the deal is scored (Foster's rule)",
    );
    hint(
        ui,
        "A side that fails to follow suit cannot reach the target in that deal, scores no \
         Game, and loses 1 point, or 2 when the jack of trumps was played.",
    );
}
