//! The Sedma part of the settings and new-game forms: players, pack, the match, and every
//! option of the rule book's table 1.8 with what it does.

use crate::cards::PackStyle;
use crate::games::sedma::{
    BurnPreset, KingTeams, MatchEnd, OsmovaWildClash, Scoring, SedmaOptions, ThreePlayerPack,
};
use crate::i18n::card_plain;
use crate::ui::settings::{count_value, hint, players_ui, section};
use egui::Ui;

/// Players, pack and match length: what the new-game page asks.
pub fn basics_ui(ui: &mut Ui, o: &mut SedmaOptions) {
    players_ui(ui, &mut o.players);
    section(ui, &t!("sedma-opt-cards"));
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut o.pack,
            PackStyle::German,
            t!("sedma-opt-german-suits-hearts-bells"),
        );
        ui.radio_value(
            &mut o.pack,
            PackStyle::French,
            t!("sedma-opt-french-suits-hearts-diamonds"),
        );
    });
    section(ui, &t!("sedma-opt-match"));
    ui.horizontal(|ui| {
        let mut target = matches!(o.match_end, MatchEnd::Target(_));
        let (mut points, mut hands) = match o.match_end {
            MatchEnd::Target(n) => (n, 8),
            MatchEnd::FixedHands(n) => (10, n),
        };
        let first_to = ui
            .radio_value(&mut target, true, t!("sedma-opt-first-to"))
            .id;
        ui.add_enabled(
            target,
            count_value(&mut points, |n| t!("sedma-opt-game-points", count = n)).range(1..=99),
        )
        .labelled_by(first_to);
        let fixed = ui
            .radio_value(&mut target, false, t!("sedma-opt-fixed-number-of-hands"))
            .id;
        ui.add_enabled(
            !target,
            count_value(&mut hands, |n| t!("sedma-opt-hands", count = n)).range(1..=99),
        )
        .labelled_by(fixed);
        o.match_end = if target {
            MatchEnd::Target(points)
        } else {
            MatchEnd::FixedHands(hands)
        };
    });
}

/// Every variant and scoring option of the rule book's table 1.8, each with what it does.
pub fn variants_ui(ui: &mut Ui, o: &mut SedmaOptions) {
    section(ui, &t!("sedma-opt-wild-cards"));
    ui.checkbox(&mut o.osmova, t!("sedma-opt-sedma-osmov-eights-are"));
    hint(ui, &t!("sedma-opt-an-eight-beats-any"));
    ui.add_enabled_ui(o.osmova, |ui| {
        ui.horizontal(|ui| {
            ui.label(t!("sedma-opt-when-a-seven-and"));
            ui.radio_value(
                &mut o.wild_clash,
                OsmovaWildClash::FirstWildHolds,
                t!("sedma-opt-the-first-one-holds"),
            );
            ui.radio_value(
                &mut o.wild_clash,
                OsmovaWildClash::EightBeatsSeven,
                t!("sedma-opt-an-eight-beats-an"),
            );
        });
    });

    section(ui, &t!("sedma-opt-scoring"));
    ui.radio_value(
        &mut o.scoring,
        Scoring::Standard,
        t!("sedma-opt-aces-and-tens-10"),
    );
    ui.radio_value(
        &mut o.scoring,
        Scoring::OsmovaTrickPoints,
        t!("sedma-opt-osmov-trick-points"),
    );
    hint(ui, &t!("sedma-opt-every-trick-won-is"));
    ui.radio_value(
        &mut o.scoring,
        Scoring::TricksOnly,
        t!("sedma-opt-tricks-only"),
    );
    hint(ui, &t!("sedma-opt-aces-and-tens-count"));
    ui.checkbox(&mut o.slovak, t!("sedma-opt-slovak-rules"));
    hint(ui, &t!("sedma-opt-no-10-for-the"));

    section(ui, &t!("sedma-opt-burning"));
    ui.label(t!("sedma-opt-when-the-last-four"));
    ui.radio_value(&mut o.burn, None, t!("sedma-opt-no-burning"));
    ui.radio_value(
        &mut o.burn,
        Some(BurnPreset::A),
        t!("sedma-opt-it-wins-1-game"),
    );
    ui.radio_value(
        &mut o.burn,
        Some(BurnPreset::B),
        t!("sedma-opt-it-wins-4-game"),
    );
    ui.radio_value(
        &mut o.burn,
        Some(BurnPreset::C),
        t!("sedma-opt-it-wins-5-game"),
    );
    hint(ui, &t!("sedma-opt-with-two-or-four"));
    ui.checkbox(&mut o.burn_hand, t!("sedma-opt-burned-hand"));
    hint(ui, &t!("sedma-opt-a-player-who-holds"));

    section(ui, &t!("sedma-opt-three-players"));
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("sedma-opt-pack"));
        ui.radio_value(
            &mut o.three_player,
            ThreePlayerPack::TwoEights,
            t!("sedma-opt-30-cards-two-eights"),
        );
        ui.radio_value(
            &mut o.three_player,
            ThreePlayerPack::EightAndNine,
            t!("sedma-opt-30-cards-8-and"),
        );
        ui.radio_value(
            &mut o.three_player,
            ThreePlayerPack::Full32,
            t!("sedma-opt-32-cards"),
        );
        ui.radio_value(
            &mut o.three_player,
            ThreePlayerPack::Full32Pass,
            t!("sedma-opt-32-cards-with-a"),
        );
    });
    hint(ui, &t!("sedma-opt-with-32-cards-one"));
    ui.horizontal(|ui| {
        ui.label(t!("sedma-opt-a-king-plays-alone"));
        ui.radio_value(&mut o.king_teams, None, t!("sedma-opt-no-king"));
        let leaves = card_plain(KingTeams::KingOfLeaves.card(), o.pack);
        let hearts = card_plain(KingTeams::KingOfHearts.card(), o.pack);
        ui.radio_value(&mut o.king_teams, Some(KingTeams::KingOfLeaves), leaves);
        ui.radio_value(&mut o.king_teams, Some(KingTeams::KingOfHearts), hearts);
    });
    hint(ui, &t!("sedma-opt-whoever-holds-that-king"));

    section(ui, &t!("sedma-opt-play"));
    ui.checkbox(
        &mut o.continue_only_when_losing,
        t!("sedma-opt-continue-a-trick-only"),
    );
    hint(ui, &t!("sedma-opt-the-leader-may-continue"));
    ui.checkbox(&mut o.dealer_by_draw, t!("sedma-opt-draw-cards-for-the"));
    hint(ui, &t!("sedma-opt-everyone-draws-a-card"));
}
