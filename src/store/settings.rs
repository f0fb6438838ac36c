//! The player's settings, kept between runs. Every field has a default, so a file that lacks
//! some (written by an older build, or edited by hand) still loads.

use super::format::{Versioned, parse};
use super::players::Level;
use crate::cards::PackStyle;
use crate::games::all_fours::AllFoursOptions;
use crate::games::sedma::SedmaOptions;
use serde::{Deserialize, Serialize};

/// How fast cards move on the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    Off,
    Slow,
    #[default]
    Normal,
    Fast,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub version: u32,
    /// The game chosen last ("sedma", "all-fours").
    pub last_game: String,
    pub players: u8,
    pub deck: PackStyle,
    /// Sedma's variant options.
    pub sedma: SedmaOptions,
    /// All Fours' options (files written before All Fours get the defaults).
    pub all_fours: AllFoursOptions,
    pub animation_speed: AnimationSpeed,
    pub bot_level: Level,
    /// The size of text and cards in percent; `None` follows the window's size (files written
    /// before it was kept get `None`).
    pub zoom_percent: Option<u16>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: Settings::VERSION,
            last_game: "sedma".into(),
            players: 2,
            deck: PackStyle::German,
            sedma: SedmaOptions::default(),
            all_fours: AllFoursOptions::default(),
            animation_speed: AnimationSpeed::Normal,
            bot_level: Level::Normal,
            zoom_percent: None,
        }
    }
}

/// Version 0: before the `version` field, when bots were chosen by kind (`bot: "rule"`) rather
/// than by level.
#[derive(Deserialize)]
#[serde(default)]
struct SettingsV0 {
    last_game: String,
    players: u8,
    deck: PackStyle,
    sedma: SedmaOptions,
    animation_speed: AnimationSpeed,
    bot: String,
}

impl Default for SettingsV0 {
    fn default() -> Self {
        let s = Settings::default();
        SettingsV0 {
            last_game: s.last_game,
            players: s.players,
            deck: s.deck,
            sedma: s.sedma,
            animation_speed: s.animation_speed,
            bot: "rule".into(),
        }
    }
}

impl From<SettingsV0> for Settings {
    fn from(v0: SettingsV0) -> Settings {
        Settings {
            version: Settings::VERSION,
            last_game: v0.last_game,
            players: v0.players,
            deck: v0.deck,
            sedma: v0.sedma,
            all_fours: AllFoursOptions::default(),
            animation_speed: v0.animation_speed,
            // The random bot was the weak one; the rule bot is today's normal level.
            bot_level: if v0.bot.eq_ignore_ascii_case("random") {
                Level::Easy
            } else {
                Level::Normal
            },
            zoom_percent: None,
        }
    }
}

impl Versioned for Settings {
    const WHAT: &'static str = "the settings file";
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<Settings, String> {
        match version {
            0 => parse::<SettingsV0>(text).map(Settings::from),
            _ => parse::<Settings>(text).map(|mut s| {
                s.version = Settings::VERSION;
                s
            }),
        }
    }
}
