//! The one list of games ([`for_each_game!`]) and what the core builds from it: the game of a
//! file ([`GameSetup`]), dispatch on it ([`with_setup!`]), what screens show of a game known
//! only by its name ([`GameInfo`]), and scenario files of any game.
//!
//! Everything that would otherwise `match` on the game, here, in the bots and in the app, is
//! generated from the list, so adding a game is one line in it.

use crate::engine::{GameDef, HandGame, Seat, Side};
use crate::lesson;
use crate::scenario::{self, Replay, ScenarioError, ScenarioGame};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The games, one line each: the variant name the files use (`Sedma(players: 4)`), the game's
/// folder (also its field in the settings file), and its state type. Scenario files, the
/// command line and the store know every game of this list.
///
/// `for_each_game!(path::to::callback; extra tokens)` calls
/// `callback! { [extra tokens] (Variant, folder, Type) (Variant, folder, Type) … }`.
#[macro_export]
macro_rules! for_each_game {
    ($($callback:tt)::+ ; $($extra:tt)*) => {
        $($callback)::+ ! {
            [$($extra)*]
            (Sedma, sedma, $crate::games::sedma::Sedma)
            (AllFours, all_fours, $crate::games::all_fours::AllFours)
            (SevensFromHell, sevens_from_hell, $crate::games::sevens_from_hell::SevensFromHell)
        }
    };
}

/// What every listed game implements: its definition, its scenarios, and how its options sit
/// in a [`GameSetup`] (generated from the list).
pub trait RegisteredGame: GameDef + ScenarioGame {
    /// The options as files save them.
    fn setup(config: &Self::Config) -> GameSetup;

    /// The options of a saved setup, if it is of this game.
    fn config_of(setup: &GameSetup) -> Option<&Self::Config>;
}

macro_rules! define_setup {
    ([] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        /// Which game a file is for, with that game's options. Options left out keep their
        /// defaults, so a file lists only what it changes: `Sedma(players: 4, osmova: true)`.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum GameSetup {
            $( $variant(<$game as HandGame>::Config), )*
        }

        /// The game section of a file as plain RON values, to find option names the options
        /// type would ignore.
        #[derive(Deserialize)]
        enum GameValue {
            $( $variant(ron::Value), )*
        }

        impl GameValue {
            fn check(&self, text: &str) -> Result<(), ScenarioError> {
                match self {
                    $( GameValue::$variant(given) => scenario::check_option_names(
                        text,
                        <$game as GameDef>::TITLE,
                        given,
                        &<$game as HandGame>::Config::default(),
                    ), )*
                }
            }
        }

        $(
            impl RegisteredGame for $game {
                fn setup(config: &Self::Config) -> GameSetup {
                    GameSetup::$variant(*config)
                }

                #[allow(unreachable_patterns)]
                fn config_of(setup: &GameSetup) -> Option<&Self::Config> {
                    match setup {
                        GameSetup::$variant(c) => Some(c),
                        _ => None,
                    }
                }
            }
        )*

        impl GameInfo {
            /// Every game, in the list's order.
            pub fn all() -> Vec<GameInfo> {
                vec![$( GameInfo::of::<$game>() ),*]
            }
        }
    };
}
for_each_game!(define_setup;);

macro_rules! define_kind {
    ([] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        /// One of the games ([`for_each_game!`]), without options: what settings remember and
        /// screens offer. Files write it by the game's name (`"all-fours"`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $( $variant, )*
        }

        impl GameKind {
            /// Every game, in the list's order.
            pub const ALL: &[GameKind] = &[$( GameKind::$variant ),*];
        }

        impl GameSetup {
            /// Which game this setup is for.
            pub fn kind(&self) -> GameKind {
                match self {
                    $( GameSetup::$variant(_) => GameKind::$variant, )*
                }
            }
        }
    };
}
for_each_game!(define_kind;);

macro_rules! define_first {
    ([] ($variant:ident, $folder:ident, $game:ty) $($rest:tt)*) => {
        /// The name of the first listed game: what the command line plays unless told otherwise.
        pub const FIRST_GAME: &str = <$game as GameDef>::ID;
    };
}
for_each_game!(define_first;);

#[doc(hidden)]
#[macro_export]
macro_rules! __kind_arms {
    ([$kind:expr, $g:ident, $body:expr] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        match $kind {
            $( $crate::registry::GameKind::$variant => {
                #[allow(dead_code)]
                type $g = $game;
                $body
            } )*
        }
    };
}

/// Runs `$body` with `$g` naming the game a [`GameKind`] is (a type implementing
/// [`RegisteredGame`], and in the app everything else a table game implements).
#[macro_export]
macro_rules! with_kind {
    ($kind:expr, |$g:ident| $body:expr) => {
        $crate::for_each_game!($crate::__kind_arms; $kind, $g, $body)
    };
}

impl Default for GameKind {
    /// The first game of the list.
    fn default() -> GameKind {
        GameKind::ALL[0]
    }
}

impl GameKind {
    /// What screens show of this game.
    pub fn info(self) -> GameInfo {
        with_kind!(self, |G| GameInfo::of::<G>())
    }

    /// The name people read.
    pub fn title(self) -> &'static str {
        self.info().title
    }

    /// The name in files and on the command line.
    pub fn id(self) -> &'static str {
        self.info().name
    }

    /// The game called `id` in files, if this build knows it.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|g| g.id() == id)
    }
}

impl Serialize for GameKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for GameKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameKind, D::Error> {
        let id = String::deserialize(d)?;
        GameKind::from_id(&id).ok_or_else(|| serde::de::Error::custom(GameInfo::unknown(&id)))
    }
}

#[doc(hidden)]
#[macro_export]
macro_rules! __setup_arms {
    ([$setup:expr, $g:ident, $cfg:ident, $body:expr] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        match $setup {
            $( $crate::registry::GameSetup::$variant($cfg) => {
                #[allow(dead_code)]
                type $g = $game;
                $body
            } )*
        }
    };
}

/// Runs `$body` with `$g` naming the game of a [`GameSetup`] (a type implementing
/// [`RegisteredGame`]) and `$cfg` bound to its options.
#[macro_export]
macro_rules! with_setup {
    ($setup:expr, |$g:ident, $cfg:ident| $body:expr) => {
        $crate::for_each_game!($crate::__setup_arms; $setup, $g, $cfg, $body)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __named_arms {
    ([$name:expr, $g:ident, $body:expr] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        match $name {
            $( name if name == <$game as $crate::engine::GameDef>::ID => {
                #[allow(dead_code)]
                type $g = $game;
                Some($body)
            } )*
            _ => None,
        }
    };
}

/// Runs `$body` with `$g` naming the game whose name in files is `$name` (`Some(result)`), or
/// gives `None` when no listed game has that name.
#[macro_export]
macro_rules! with_game_named {
    ($name:expr, |$g:ident| $body:expr) => {
        $crate::for_each_game!($crate::__named_arms; $name, $g, $body)
    };
}

impl GameSetup {
    /// What screens show of this setup's game.
    pub fn info(&self) -> GameInfo {
        with_setup!(self, |G, _c| GameInfo::of::<G>())
    }

    /// Seats at the table.
    pub fn seat_count(&self) -> usize {
        with_setup!(self, |G, c| G::seat_count(c))
    }

    /// Who plays with whom.
    pub fn seating(&self) -> crate::engine::Seating {
        with_setup!(self, |G, c| G::seating(c))
    }

    /// The scoring side of a seat.
    pub fn side_of(&self, seat: Seat) -> Side {
        with_setup!(self, |G, c| G::seat_side(c, seat))
    }

    /// The names of the variants the options turn on.
    pub fn variant_names(&self) -> Vec<&'static str> {
        with_setup!(self, |G, c| G::variant_names(c))
    }
}

/// What the statistics and history screens show of a game known only by name.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    pub name: &'static str,
    pub title: &'static str,
}

impl GameInfo {
    pub fn of<G: GameDef>() -> GameInfo {
        GameInfo {
            name: G::ID,
            title: G::TITLE,
        }
    }

    /// The game called `name` in files, if this build knows it.
    pub fn by_name(name: &str) -> Option<GameInfo> {
        GameInfo::all().into_iter().find(|g| g.name == name)
    }

    /// The names of every game, for "the games are: …".
    pub fn names() -> Vec<&'static str> {
        GameInfo::all().iter().map(|g| g.name).collect()
    }

    /// "unknown game 'x'; the games are: sedma, all-fours".
    pub fn unknown(name: &str) -> String {
        format!(
            "unknown game '{name}'; the games are: {}",
            GameInfo::names().join(", ")
        )
    }
}

/// A lesson of any listed game.
pub type Lesson = lesson::Lesson<GameSetup>;

impl lesson::Lesson<GameSetup> {
    /// Reads a lesson and checks that its script can be followed to the end under the rules.
    pub fn from_ron(text: &str) -> Result<Lesson, ScenarioError> {
        let l = Lesson::parse(text)?;
        with_setup!(&l.game, |G, opts| lesson::LessonRun::<G>::new(&l, opts)
            .map(|_| ()))?;
        Ok(l)
    }

    /// What screens show of the lesson's game.
    pub fn info(&self) -> GameInfo {
        self.game.info()
    }
}

/// A scenario file of any listed game.
pub type Scenario = scenario::Scenario<GameSetup>;

impl scenario::Scenario<GameSetup> {
    /// Reads and checks a scenario file (at most [`scenario::MAX_FILE_BYTES`]).
    pub fn load(path: &Path) -> Result<Scenario, ScenarioError> {
        Scenario::from_ron(&scenario::read_text(path)?)
    }

    /// Parses and checks a scenario from RON text: syntax, version, option names, the deal,
    /// the actions' notation and the expectations' steps.
    pub fn from_ron(text: &str) -> Result<Scenario, ScenarioError> {
        let s = Scenario::parse(text)?;
        #[derive(Deserialize)]
        struct GameNames {
            game: GameValue,
        }
        let names: GameNames = scenario::ron_options()
            .from_str(text)
            .map_err(|e| scenario::syntax(&e))?;
        names.game.check(text)?;
        with_setup!(&s.game, |G, opts| scenario::prepare::<G, _>(&s, opts)
            .map(|_| ()))?;
        Ok(s)
    }

    /// Plays the scenario and checks its expectations.
    pub fn replay(&self) -> Result<Replay, ScenarioError> {
        with_setup!(&self.game, |G, opts| {
            let prepared = scenario::prepare::<G, _>(self, opts)?;
            Ok(scenario::replay(self, opts, prepared))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Screens name variants by their titles: every variant of every game has one, in words
    /// rather than a command-line name, and no two of a game share one.
    fn variants_have_titles<G: GameDef>() {
        let names: Vec<&str> = G::variants().iter().map(|v| v.name).collect();
        let mut titles: Vec<String> = names.iter().map(|n| G::variant_title(n)).collect();
        for (name, title) in names.iter().zip(&titles) {
            assert!(
                !title.is_empty() && title != name,
                "{name}: {title:?} is its command-line name"
            );
        }
        let all = titles.len();
        titles.sort();
        titles.dedup();
        assert_eq!(
            titles.len(),
            all,
            "{}: two variants share a title",
            G::TITLE
        );
    }

    macro_rules! check_every_game {
        ([] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
            $( variants_have_titles::<$game>(); )*
        };
    }

    #[test]
    fn every_variant_has_a_title_people_read() {
        for_each_game!(check_every_game;);
    }

    /// The list's names are unique, and every game's options survive a trip through a setup.
    #[test]
    fn the_list_names_each_game_once() {
        let mut names = GameInfo::names();
        let all = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all);
        macro_rules! round_trip {
            ([] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
                $(
                    let config = <$game as GameDef>::options_for(<$game as GameDef>::PLAYERS[0]);
                    let setup = <$game as RegisteredGame>::setup(&config);
                    assert_eq!(<$game as RegisteredGame>::config_of(&setup), Some(&config));
                    assert_eq!(setup.info().name, <$game as GameDef>::ID);
                )*
            };
        }
        for_each_game!(round_trip;);
    }
}
