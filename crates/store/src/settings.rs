//! The player's settings, kept between runs: one struct, which the window edits and the store
//! writes. Every field has a default, so a file that lacks some (written by an older build, or
//! edited by hand) still loads; options that cannot be played fall back to playable ones.

use super::format::{Versioned, parse};
use super::players::{Level, Player, ProfileId};
use super::problem::FileKind;
use crate::language::Language;
use serde::{Deserialize, Deserializer, Serialize};
use sevenfold_core::cards::PackStyle;
use sevenfold_core::engine::{GameDef, HandGame};
use sevenfold_core::registry::{GameKind, RegisteredGame};

/// Why a seat plan cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatsError {
    #[error("choose a person for at least one seat")]
    NoPerson,
    /// This person sits in two seats.
    #[error("player number {} sits in two seats", .0.0)]
    Twice(ProfileId),
}

/// How fast cards move on the table. `Instant` skips every animation and pause.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// Written `Off` by the files.
    #[serde(rename = "Off")]
    Instant,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Instant,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// Multiplier on every base duration.
    pub fn factor(self) -> f64 {
        match self {
            AnimationSpeed::Instant => 0.0,
            AnimationSpeed::Fast => 0.5,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Slow => 1.7,
        }
    }

    /// A base duration in seconds scaled by this speed.
    pub fn scale(self, seconds: f64) -> f64 {
        seconds * self.factor()
    }
}

/// The colour of the table's cloth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TableColour {
    #[default]
    Green,
    Blue,
    Burgundy,
    Grey,
}

impl TableColour {
    pub const ALL: [TableColour; 4] = [
        TableColour::Green,
        TableColour::Blue,
        TableColour::Burgundy,
        TableColour::Grey,
    ];
}

/// The colour of the cards' backs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardBack {
    #[default]
    Red,
    Blue,
    Green,
    Black,
}

impl CardBack {
    pub const ALL: [CardBack; 4] = [
        CardBack::Red,
        CardBack::Blue,
        CardBack::Green,
        CardBack::Black,
    ];
}

/// Where a game's options sit in the settings (generated from the registry's list).
pub trait InSettings: RegisteredGame {
    fn options_in(settings: &Settings) -> &Self::Config;
    fn options_in_mut(settings: &mut Settings) -> &mut Self::Config;
}

macro_rules! define_settings {
    ([] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        /// Everything the player sets. Each game's options are a field named after the game's
        /// folder.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(default)]
        pub struct Settings {
            pub version: u32,
            /// The game a new match is of; a game this build does not know gives the first.
            #[serde(rename = "last_game", deserialize_with = "known_game_or_first")]
            pub game: GameKind,
            $( pub $folder: <$game as HandGame>::Config, )*
            #[serde(rename = "animation_speed")]
            pub animation: AnimationSpeed,
            /// How well the computer opponents play.
            #[serde(rename = "bot_level")]
            pub bots: Level,
            /// The size of text and cards in percent; `None` follows the window's size.
            #[serde(rename = "zoom_percent")]
            pub zoom: Option<u16>,
            /// The table's cloth.
            #[serde(rename = "table_colour")]
            pub table: TableColour,
            /// The cards' backs.
            #[serde(rename = "card_back")]
            pub back: CardBack,
            /// The French pack in four colours (diamonds blue, clubs green), so that no two
            /// suits share a colour.
            #[serde(rename = "four_colour_deck")]
            pub four_colours: bool,
            /// White text on black with strong outlines, for low vision.
            pub high_contrast: bool,
            /// Who sits where at the next table, seat 0 first; a list that does not fit the
            /// game's player count gives way to [`Settings::default_seats`].
            pub seats: Vec<Player>,
            /// At a table of several people, everyone agreed that decisions may be taken back.
            #[serde(rename = "hot_seat_undo")]
            pub undo_agreed: bool,
            /// The window's language; `None` follows the system's.
            pub language: Option<Language>,
        }

        impl Default for Settings {
            fn default() -> Self {
                Settings {
                    version: Settings::VERSION,
                    game: GameKind::default(),
                    $( $folder: <$game as GameDef>::default_options(), )*
                    animation: AnimationSpeed::Normal,
                    bots: Level::Normal,
                    zoom: None,
                    table: TableColour::Green,
                    back: CardBack::Red,
                    four_colours: false,
                    high_contrast: false,
                    seats: Vec::new(),
                    undo_agreed: false,
                    language: None,
                }
            }
        }

        $(
            impl InSettings for $game {
                fn options_in(settings: &Settings) -> &Self::Config {
                    &settings.$folder
                }

                fn options_in_mut(settings: &mut Settings) -> &mut Self::Config {
                    &mut settings.$folder
                }
            }
        )*

        impl Settings {
            /// Every game's options made playable.
            fn playable_games(&mut self) {
                $( playable::<$game>(&mut self.$folder); )*
            }
        }
    };
}
sevenfold_core::for_each_game!(define_settings;);

/// Options that cannot be played become that player count's defaults, or the game's.
fn playable<G: GameDef>(options: &mut G::Config) {
    if G::validate(options).is_err() {
        let for_players = G::options_for(G::players(options));
        *options = if G::validate(&for_players).is_ok() {
            for_players
        } else {
            G::default_options()
        };
    }
}

fn known_game_or_first<'de, D: Deserializer<'de>>(d: D) -> Result<GameKind, D::Error> {
    let id = String::deserialize(d)?;
    Ok(GameKind::from_id(&id).unwrap_or_default())
}

/// The seat a lone person takes: South with two, four or six players (partners opposite),
/// and with three the seat the engine calls West (the others then sit left and right).
pub fn usual_person_seat(players: usize) -> usize {
    match players {
        2 => 1,
        6 => 3,
        _ => 2,
    }
}

/// The usual table of `count` seats: the default profile's person in the usual seat, bots of
/// `level` elsewhere.
pub fn usual_seats(count: usize, level: Level) -> Vec<Player> {
    let me = usual_person_seat(count);
    (0..count)
        .map(|s| {
            if s == me {
                Player::DEFAULT_PERSON
            } else {
                Player::Bot(level)
            }
        })
        .collect()
}

/// The sizes of text and cards a file may ask for, in percent.
pub const ZOOM_RANGE: std::ops::RangeInclusive<u16> = 50..=300;

impl Settings {
    /// The usual table of `count` seats: the default profile's person in the person's seat,
    /// bots of the chosen level elsewhere.
    pub fn default_seats(&self, count: usize) -> Vec<Player> {
        usual_seats(count, self.bots)
    }

    /// Who sits where at a table of `count` seats: the seats chosen, if they fit.
    pub fn seats_for(&self, count: usize) -> Vec<Player> {
        if self.seats.len() == count {
            self.seats.clone()
        } else {
            self.default_seats(count)
        }
    }

    /// Whether a seat plan can be played: at least one person, and nobody in two seats.
    pub fn check_seats(seats: &[Player]) -> Result<(), SeatsError> {
        let people: Vec<ProfileId> = seats.iter().filter_map(|p| p.person()).collect();
        if people.is_empty() {
            return Err(SeatsError::NoPerson);
        }
        for (i, p) in people.iter().enumerate() {
            if people[..i].contains(p) {
                return Err(SeatsError::Twice(*p));
            }
        }
        Ok(())
    }

    /// What the window can use: playable options, a size in range, the current version.
    fn checked(mut self) -> Settings {
        self.version = Settings::VERSION;
        self.playable_games();
        self.zoom = self
            .zoom
            .map(|z| z.clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end()));
        self
    }
}

/// What versions 0 and 1 kept that version 2 does not: the player count and pack at the top
/// level, from the time the app played Sedma alone (they are Sedma's), and before version 1,
/// bots chosen by kind (`bot: "rule"`) rather than by level.
#[derive(Default, Deserialize)]
#[serde(default)]
struct Legacy {
    players: Option<u8>,
    deck: Option<PackStyle>,
    bot: Option<String>,
}

impl Legacy {
    fn apply(self, mut s: Settings) -> Settings {
        if let Some(players) = self.players {
            s.sedma.players = players;
        }
        if let Some(pack) = self.deck {
            s.sedma.pack = pack;
        }
        if let Some(bot) = self.bot {
            // The random bot was the weak one; the rule bot is today's normal level.
            s.bots = if bot.eq_ignore_ascii_case("random") {
                Level::Easy
            } else {
                Level::Normal
            };
        }
        s
    }
}

impl Versioned for Settings {
    const KIND: FileKind = FileKind::Settings;
    /// 2: the player count and pack live in each game's options only.
    const VERSION: u32 = 2;

    fn decode(version: u32, text: &str) -> Result<Settings, String> {
        let settings = parse::<Settings>(text)?;
        let settings = match version {
            0 | 1 => parse::<Legacy>(text)?.apply(settings),
            _ => settings,
        };
        Ok(settings.checked())
    }
}
