//! The All Fours part of the settings and new-game forms: players, the match, and every option
//! of the rule book's table 2.9 with what it does.

use crate::games::all_fours::{AfterRun, AllFoursOptions, GiftTo, MatchEnd, RevokePenalty, RunTo};
use crate::ui::settings::{hint, players_ui, section};
use egui::Ui;

/// Players and match length: what the new-game page asks.
pub fn basics_ui(ui: &mut Ui, o: &mut AllFoursOptions) {
    players_ui(ui, &mut o.players);
    section(ui, &t!("all-fours-opt-match"));
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut o.match_end,
            MatchEnd::Target(7),
            t!("all-fours-opt-seven-up-first-to"),
        );
        ui.radio_value(
            &mut o.match_end,
            MatchEnd::Target(10),
            t!("all-fours-opt-first-to-10"),
        );
        ui.radio_value(
            &mut o.match_end,
            MatchEnd::Target(11),
            t!("all-fours-opt-first-to-11"),
        );
        ui.radio_value(
            &mut o.match_end,
            MatchEnd::SingleDeal,
            t!("all-fours-opt-a-single-deal"),
        );
    });
    if o.match_end == MatchEnd::SingleDeal {
        hint(ui, &t!("all-fours-opt-one-deal-decides-the"));
    }
}

/// Every option of the rule book's table 2.9, each with what it does.
pub fn variants_ui(ui: &mut Ui, o: &mut AllFoursOptions) {
    section(ui, &t!("all-fours-opt-following-suit"));
    ui.checkbox(&mut o.trump_anytime, t!("all-fours-opt-a-trump-may-be"));
    hint(ui, &t!("all-fours-opt-the-classic-english-rule"));

    section(ui, &t!("all-fours-opt-after-a-run"));
    ui.radio_value(
        &mut o.after_run,
        AfterRun::DiscardToSix,
        t!("all-fours-opt-everybody-discards-face-down"),
    );
    ui.radio_value(
        &mut o.after_run,
        AfterRun::KeepAll,
        t!("all-fours-opt-everybody-keeps-every-card"),
    );
    ui.radio_value(
        &mut o.after_run,
        AfterRun::FosterDiscard,
        t!("all-fours-opt-keep-all-nine-after"),
    );
    ui.add_enabled_ui(o.players >= 3, |ui| {
        let mut only = o.run_to == RunTo::DealerAndEldest;
        ui.checkbox(&mut only, t!("all-fours-opt-in-a-run-only"));
        o.run_to = if only {
            RunTo::DealerAndEldest
        } else {
            RunTo::Everyone
        };
    });

    section(ui, &t!("all-fours-opt-the-dealer-s-gift"));
    ui.radio_value(
        &mut o.gift,
        GiftTo::Eldest,
        t!("all-fours-opt-one-point-to-eldest"),
    );
    ui.radio_value(
        &mut o.gift,
        GiftTo::EachOpponent,
        t!("all-fours-opt-one-point-to-every"),
    );
    hint(ui, &t!("all-fours-opt-when-eldest-begs-and"));

    section(ui, &t!("all-fours-opt-playing-against-the-rules"));
    ui.radio_value(
        &mut o.revoke_penalty,
        None,
        t!("all-fours-opt-never-a-card-that"),
    );
    ui.radio_value(
        &mut o.revoke_penalty,
        Some(RevokePenalty::SeedRevoke),
        t!("all-fours-opt-allowed-and-punished-when"),
    );
    hint(ui, &t!("all-fours-opt-a-side-that-fails"));
    ui.radio_value(
        &mut o.revoke_penalty,
        Some(RevokePenalty::FosterRevoke),
        t!("all-fours-opt-allowed-and-punished-when-2"),
    );
    hint(ui, &t!("all-fours-opt-a-side-that-fails-2"));
}
