//! Settings: what a player chooses once and keeps (kept apart from the running game), and the
//! forms that edit them. The forms edit a draft; the app decides when a change takes effect.

use crate::cards::PackStyle;
use crate::games::all_fours::AllFoursOptions;
use crate::games::sedma::{
    BurnPreset, KingTeams, MatchEnd, OsmovaWildClash, Scoring, SedmaOptions, ThreePlayerPack,
};
use crate::store;
use crate::ui::animation::AnimationSpeed;
use crate::ui::bots::{Level, OFFERED_LEVELS, level_describe, level_label};
use crate::ui::table::{GameKind, Presentation};
use egui::{RichText, Ui};
use serde::{Deserialize, Serialize};

/// Everything the player sets; one serde value, ready to be stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The game a new match is of.
    pub game: GameKind,
    pub sedma: SedmaOptions,
    pub all_fours: AllFoursOptions,
    pub animation: AnimationSpeed,
    pub bots: Level,
    /// The size of text and cards in percent; `None` follows the window's size.
    pub zoom: Option<u16>,
}

/// The sizes offered for text and cards, in percent.
pub const ZOOMS: [u16; 6] = [80, 100, 125, 150, 175, 200];

impl Default for Settings {
    fn default() -> Self {
        Settings {
            game: GameKind::Sedma,
            // Sedma is most often played by four, in partnerships.
            sedma: SedmaOptions::for_players(4),
            all_fours: AllFoursOptions::default(),
            animation: AnimationSpeed::Normal,
            bots: Level::Normal,
            zoom: None,
        }
    }
}

impl Settings {
    /// The part that applies to a running table at once.
    pub fn presentation(&self) -> Presentation {
        Presentation {
            speed: self.animation,
            bots: self.bots,
        }
    }

    /// The settings as the store keeps them (`base` carries what this window does not edit).
    pub fn to_store(&self, base: &store::Settings) -> store::Settings {
        store::Settings {
            last_game: self.game.id().into(),
            players: self.sedma.players,
            deck: self.sedma.pack,
            sedma: self.sedma,
            all_fours: self.all_fours,
            animation_speed: match self.animation {
                AnimationSpeed::Instant => store::AnimationSpeed::Off,
                AnimationSpeed::Fast => store::AnimationSpeed::Fast,
                AnimationSpeed::Normal => store::AnimationSpeed::Normal,
                AnimationSpeed::Slow => store::AnimationSpeed::Slow,
            },
            bot_level: self.bots,
            zoom_percent: self.zoom,
            ..base.clone()
        }
    }

    /// The window's settings from the stored ones; options that cannot be played fall back
    /// to the defaults for that player count.
    pub fn from_store(s: &store::Settings) -> Settings {
        let mut sedma = s.sedma;
        sedma.players = s.players;
        sedma.pack = s.deck;
        if sedma.validate().is_err() {
            sedma = SedmaOptions::for_players(s.players.clamp(2, 4));
            sedma.pack = s.deck;
        }
        let all_fours = if s.all_fours.validate().is_ok() {
            s.all_fours
        } else {
            AllFoursOptions::default()
        };
        Settings {
            game: GameKind::from_id(&s.last_game).unwrap_or(GameKind::Sedma),
            sedma,
            all_fours,
            animation: match s.animation_speed {
                store::AnimationSpeed::Off => AnimationSpeed::Instant,
                store::AnimationSpeed::Fast => AnimationSpeed::Fast,
                store::AnimationSpeed::Normal => AnimationSpeed::Normal,
                store::AnimationSpeed::Slow => AnimationSpeed::Slow,
            },
            bots: s.bot_level,
            zoom: s.zoom_percent.map(|z| z.clamp(50, 300)),
        }
    }

    /// Whether moving to `other` changes the game itself (so needs a new match).
    pub fn changes_game(&self, other: &Settings) -> bool {
        self.game != other.game || self.sedma != other.sedma || self.all_fours != other.all_fours
    }

    /// Whether every game's options can be played (the settings page edits them all).
    pub fn validate_all(&self) -> Result<(), String> {
        self.sedma.validate().map_err(|e| format!("Sedma: {e}"))?;
        self.all_fours
            .validate()
            .map_err(|e| format!("All Fours: {e}"))
    }

    /// Whether the chosen game's options can be played; the error says what to change.
    pub fn validate(&self) -> Result<(), String> {
        match self.game {
            GameKind::Sedma => self.sedma.validate(),
            GameKind::AllFours => self.all_fours.validate(),
        }
    }
}

/// A line under an option saying what it does, in the body size and indented under it.
pub fn hint(ui: &mut Ui, text: &str) {
    if !text.is_empty() {
        ui.indent(text, |ui| {
            ui.label(RichText::new(text).color(ui.visuals().text_color().gamma_multiply(0.85)));
        });
    }
}

pub fn section(ui: &mut Ui, title: &str) {
    ui.add_space(8.0);
    ui.label(RichText::new(title).strong().size(16.0));
}

/// The player count: 2, 3 or 4 (partners opposite), as both trick games play.
pub fn players_ui(ui: &mut Ui, players: &mut u8) {
    section(ui, "Players");
    ui.horizontal(|ui| {
        ui.radio_value(players, 2, "2 — head to head");
        ui.radio_value(players, 3, "3 — each for themselves");
        ui.radio_value(players, 4, "4 — partners sit opposite");
    });
}

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

/// Animation speed, the size of text and cards, and computer opponents.
pub fn presentation_ui(ui: &mut Ui, s: &mut Settings) {
    section(ui, "Size of text and cards");
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut s.zoom, None, "Fit the window");
        let mut sizes = ZOOMS.to_vec();
        // A size set with Ctrl+plus/minus is offered too, so the page shows what is in force.
        if let Some(z) = s.zoom.filter(|z| !ZOOMS.contains(z)) {
            sizes.push(z);
            sizes.sort_unstable();
        }
        for z in sizes {
            ui.radio_value(&mut s.zoom, Some(z), format!("{z} %"));
        }
    });
    hint(
        ui,
        "Fit the window grows text and cards with a large window. Ctrl+plus and Ctrl+minus \
         change the size at any time, Ctrl+0 sets it back to 100 %.",
    );
    section(ui, "Animation speed");
    ui.horizontal(|ui| {
        for speed in AnimationSpeed::ALL {
            ui.radio_value(&mut s.animation, speed, speed.label());
        }
    });
    hint(ui, "Instant skips every animation and pause.");
    section(ui, "Computer opponents");
    ui.horizontal(|ui| {
        for level in OFFERED_LEVELS {
            ui.radio_value(&mut s.bots, level, level_label(level))
                .on_hover_text(level_describe(level));
        }
    });
    hint(
        ui,
        &format!("{}: {}.", level_label(s.bots), level_describe(s.bots)),
    );
}

/// Shows why the options cannot be played, if they cannot; returns whether they can.
pub fn validation_ui(ui: &mut Ui, check: Result<(), String>) -> bool {
    match check {
        Ok(()) => true,
        Err(msg) => {
            ui.label(
                RichText::new(format!("Cannot start: {msg}"))
                    .color(ui.visuals().error_fg_color)
                    .strong(),
            );
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speed_and_bots_do_not_change_the_game() {
        let a = Settings::default();
        let mut b = a.clone();
        b.animation = AnimationSpeed::Instant;
        b.bots = Level::Easy;
        assert!(!a.changes_game(&b));
        b.sedma.osmova = true;
        assert!(a.changes_game(&b));
        let mut c = a.clone();
        c.all_fours.match_end = crate::games::all_fours::MatchEnd::Target(10);
        assert!(a.changes_game(&c));
    }

    #[test]
    fn settings_round_trip_through_the_store_form() {
        let mut s = Settings {
            game: GameKind::AllFours,
            animation: AnimationSpeed::Instant,
            bots: Level::Easy,
            sedma: SedmaOptions::for_players(3),
            all_fours: AllFoursOptions::for_players(4),
            zoom: Some(125),
        };
        s.sedma.pack = PackStyle::French;
        s.sedma.osmova = true;
        s.all_fours.trump_anytime = true;
        let stored = s.to_store(&store::Settings::default());
        assert_eq!(stored.last_game, "all-fours");
        assert_eq!(stored.all_fours.players, 4);
        assert_eq!(stored.players, 3);
        assert_eq!(stored.deck, PackStyle::French);
        assert_eq!(stored.animation_speed, store::AnimationSpeed::Off);
        assert_eq!(Settings::from_store(&stored), s);
    }

    #[test]
    fn settings_round_trip_through_ron() {
        let s = Settings::default();
        let text = ron::to_string(&s).unwrap();
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), s);
    }
}
