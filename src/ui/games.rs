//! The games the window plays, from the registry's list: [`GameKind`] names one, and each game
//! supplies its table, options forms, start-page blurb and rules page through [`GameUi`], in its
//! own folder under `ui/`.

use crate::ai::GameBots;
use crate::cards::PackStyle;
use crate::engine::Match;
use crate::registry::GameInfo;
use crate::store::game::each_match;
use crate::store::{AnyMatch, SavedMatch, StoredGame};
use crate::ui::persist::Persist;
use crate::ui::table::{GameTable, Presentation};
use egui::Ui;
use serde::{Deserialize, Serialize};

/// What a game supplies to the window.
pub trait GameUi: StoredGame + GameBots {
    /// What the start page says of the game, in a sentence or two.
    const BLURB: &'static str;

    /// A table for a new match with these options; the error is the options' problem in words.
    fn open(
        options: Self::Config,
        seed: u64,
        presentation: Presentation,
        ctx: &egui::Context,
    ) -> Result<Box<dyn GameTable>, String>;

    /// A table that goes on with a match rebuilt from a save.
    fn resume(
        m: Match<Self>,
        presentation: Presentation,
        ctx: &egui::Context,
    ) -> Box<dyn GameTable>;

    /// Players, pack and match length: what the new-game page asks.
    fn basics_ui(ui: &mut Ui, options: &mut Self::Config);

    /// Every variant and scoring option, each with what it does.
    fn variants_ui(ui: &mut Ui, options: &mut Self::Config);

    /// The game's rules; `style` is the pack the page shows, which the game may let the
    /// reader switch.
    fn rules_ui(ui: &mut Ui, style: &mut PackStyle);

    /// The options a new player starts with.
    fn default_options() -> Self::Config;
}

macro_rules! define_game_kind {
    ([] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        /// The games the window can play.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum GameKind {
            $( $variant, )*
        }

        impl GameKind {
            /// Every game, in the list's order.
            pub const ALL: &[GameKind] = &[$( GameKind::$variant ),*];
        }
    };
}
sevenfold_core::for_each_game!(define_game_kind;);

#[doc(hidden)]
macro_rules! __kind_arms {
    ([$kind:expr, $g:ident, $body:expr] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        match $kind {
            $( $crate::ui::games::GameKind::$variant => {
                #[allow(dead_code)]
                type $g = $game;
                $body
            } )*
        }
    };
}
pub(crate) use __kind_arms;

/// Runs `$body` with `$g` naming the game a [`GameKind`] is (a type implementing [`GameUi`]).
macro_rules! with_kind {
    ($kind:expr, |$g:ident| $body:expr) => {
        sevenfold_core::for_each_game!($crate::ui::games::__kind_arms; $kind, $g, $body)
    };
}

pub(crate) use with_kind;

impl Default for GameKind {
    /// The first game of the list.
    fn default() -> GameKind {
        GameKind::ALL[0]
    }
}

impl GameKind {
    /// What the store knows of this game (its names, its variants' titles).
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

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|g| g.id() == id)
    }

    /// What the start page says of the game.
    pub fn blurb(self) -> &'static str {
        with_kind!(self, |G| G::BLURB)
    }

    /// The game's rules page.
    pub fn rules_ui(self, ui: &mut Ui, style: &mut PackStyle) {
        with_kind!(self, |G| G::rules_ui(ui, style))
    }
}

/// A table for a match rebuilt from a save, which the store then keeps saving.
pub fn resume(
    game: AnyMatch,
    saved: SavedMatch,
    persist: &mut Persist,
    presentation: Presentation,
    ctx: &egui::Context,
) -> Box<dyn GameTable> {
    each_match!(game, |G, m| {
        persist.resumed(saved, &m);
        G::resume(m, presentation, ctx)
    })
}
