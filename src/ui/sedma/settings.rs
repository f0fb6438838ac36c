//! The Sedma part of the settings and new-game forms: players, pack, the match, and every
//! option of the rule book's table 1.8 with what it does.

use crate::cards::PackStyle;
use crate::games::sedma::{
    BurnPreset, KingTeams, MatchEnd, OsmovaWildClash, Scoring, SedmaOptions, ThreePlayerPack,
};
use crate::ui::settings::{hint, players_ui, section};
use egui::Ui;

/// Players, pack and match length: what the new-game page asks.
pub fn basics_ui(ui: &mut Ui, o: &mut SedmaOptions) {
    players_ui(ui, &mut o.players);
    section(ui, "Cards");
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut o.pack,
            PackStyle::German,
            "German suits (hearts, bells, acorns, leaves)",
        );
        ui.radio_value(
            &mut o.pack,
            PackStyle::French,
            "French suits (hearts, diamonds, clubs, spades)",
        );
    });
    section(ui, "Match");
    ui.horizontal(|ui| {
        let mut target = matches!(o.match_end, MatchEnd::Target(_));
        let (mut points, mut hands) = match o.match_end {
            MatchEnd::Target(n) => (n, 8),
            MatchEnd::FixedHands(n) => (10, n),
        };
        ui.radio_value(&mut target, true, "First to");
        ui.add_enabled(
            target,
            egui::DragValue::new(&mut points)
                .range(1..=99)
                .suffix(" game points"),
        );
        ui.radio_value(&mut target, false, "Fixed number of hands:");
        ui.add_enabled(
            !target,
            egui::DragValue::new(&mut hands)
                .range(1..=99)
                .suffix(" hands"),
        );
        o.match_end = if target {
            MatchEnd::Target(points)
        } else {
            MatchEnd::FixedHands(hands)
        };
    });
}

/// Every variant and scoring option of the rule book's table 1.8, each with what it does.
pub fn variants_ui(ui: &mut Ui, o: &mut SedmaOptions) {
    section(ui, "Wild cards");
    ui.checkbox(&mut o.osmova, "Sedma osmová: eights are wild too");
    hint(ui, "An eight beats any card, like a seven.");
    ui.add_enabled_ui(o.osmova, |ui| {
        ui.horizontal(|ui| {
            ui.label("When a seven and an eight meet:");
            ui.radio_value(
                &mut o.wild_clash,
                OsmovaWildClash::FirstWildHolds,
                "the first one holds",
            );
            ui.radio_value(
                &mut o.wild_clash,
                OsmovaWildClash::EightBeatsSeven,
                "an eight beats an earlier seven",
            );
        });
    });

    section(ui, "Scoring");
    ui.radio_value(
        &mut o.scoring,
        Scoring::Standard,
        "Aces and tens 10 each, last trick 10 (90 in all)",
    );
    ui.radio_value(
        &mut o.scoring,
        Scoring::OsmovaTrickPoints,
        "Osmová trick points",
    );
    hint(
        ui,
        "Every trick won is worth 10 more besides its aces and tens (needs osmová).",
    );
    ui.radio_value(&mut o.scoring, Scoring::TricksOnly, "Tricks only");
    hint(
        ui,
        "Aces and tens count nothing; each trick won is 1 point.",
    );
    ui.checkbox(&mut o.slovak, "Slovak rules");
    hint(
        ui,
        "No 10 for the last trick (80 in all); the deal passes on only when the dealer's \
         opponents take 60 or more.",
    );

    section(ui, "Burning");
    ui.label("When the last four cards played to a trick are of one rank, the hand ends at once:");
    ui.radio_value(&mut o.burn, None, "no burning");
    ui.radio_value(
        &mut o.burn,
        Some(BurnPreset::A),
        "it wins 1 game point (3 for four sevens)",
    );
    ui.radio_value(&mut o.burn, Some(BurnPreset::B), "it wins 4 game points");
    ui.radio_value(
        &mut o.burn,
        Some(BurnPreset::C),
        "it wins 5 game points (10 for tens, 15 for sevens)",
    );
    hint(ui, "With two or four players only.");
    ui.checkbox(&mut o.burn_hand, "Burned hand");
    hint(
        ui,
        "A player who holds four cards of one rank wins the hand for their side at once, for \
         4 game points.",
    );

    section(ui, "Three players");
    ui.horizontal_wrapped(|ui| {
        ui.label("Pack:");
        ui.radio_value(
            &mut o.three_player,
            ThreePlayerPack::TwoEights,
            "30 cards, two eights out",
        );
        ui.radio_value(
            &mut o.three_player,
            ThreePlayerPack::EightAndNine,
            "30 cards, 8 and 9 of hearts out",
        );
        ui.radio_value(&mut o.three_player, ThreePlayerPack::Full32, "32 cards");
        ui.radio_value(
            &mut o.three_player,
            ThreePlayerPack::Full32Pass,
            "32 cards with a pass",
        );
    });
    hint(
        ui,
        "With 32 cards one player ends each hand a card short; with the pass, once per hand a \
         player who did not lead may sit a round out instead.",
    );
    ui.horizontal(|ui| {
        ui.label("A king plays alone:");
        ui.radio_value(&mut o.king_teams, None, "no");
        let leaves = KingTeams::KingOfLeaves.card().name(o.pack);
        let hearts = KingTeams::KingOfHearts.card().name(o.pack);
        ui.radio_value(&mut o.king_teams, Some(KingTeams::KingOfLeaves), leaves);
        ui.radio_value(&mut o.king_teams, Some(KingTeams::KingOfHearts), hearts);
    });
    hint(
        ui,
        "Whoever holds that king plays alone against the other two, and the king plays as a \
         seven.",
    );

    section(ui, "Play");
    ui.checkbox(
        &mut o.continue_only_when_losing,
        "Continue a trick only when losing it",
    );
    hint(
        ui,
        "The leader may continue only while the other side is winning the trick.",
    );
    ui.checkbox(&mut o.dealer_by_draw, "Draw cards for the first dealer");
    hint(
        ui,
        "Everyone draws a card: the lowest deals first (and with four players the two lowest \
         play together).",
    );
}
