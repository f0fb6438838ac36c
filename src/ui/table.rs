//! The interface between the app shell and a game's table. Each game supplies one table (its
//! layout, move picker, animations and bots); the shell only starts, shows and feeds it, so a
//! new game adds a table without edits across the UI.

use crate::store::{AnyMatch, Player, SavedMatch};
use crate::ui::animation::AnimationSpeed;
use crate::ui::bots::Level;
use crate::ui::persist::Persist;
use crate::ui::settings::Settings;
use serde::{Deserialize, Serialize};
use std::any::Any;

/// The games the window can play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    #[default]
    Sedma,
    AllFours,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Sedma, GameKind::AllFours];

    /// The name people read.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Sedma => "Sedma",
            GameKind::AllFours => "All Fours",
        }
    }

    /// The name in files and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Sedma => "sedma",
            GameKind::AllFours => "all-fours",
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.id() == id)
    }

    /// What the store knows of this game (its names, its variants' titles).
    pub fn info(self) -> crate::store::GameInfo {
        match self {
            GameKind::Sedma => crate::store::GameInfo::of::<crate::games::sedma::Sedma>(),
            GameKind::AllFours => crate::store::GameInfo::of::<crate::games::all_fours::AllFours>(),
        }
    }

    /// The player count the settings choose for this game.
    pub fn players(self, settings: &Settings) -> u8 {
        match self {
            GameKind::Sedma => settings.sedma.players,
            GameKind::AllFours => settings.all_fours.players,
        }
    }

    /// A table for a new match of this game with the settings' options.
    pub fn open(
        self,
        settings: &Settings,
        seed: u64,
        ctx: &egui::Context,
    ) -> Result<Box<dyn GameTable>, String> {
        let p = settings.presentation();
        Ok(match self {
            GameKind::Sedma => Box::new(crate::ui::sedma::SedmaTable::new(
                settings.sedma,
                seed,
                p,
                ctx,
            )?),
            GameKind::AllFours => Box::new(crate::ui::all_fours::AllFoursTable::new(
                settings.all_fours,
                seed,
                p,
                ctx,
            )?),
        })
    }
}

/// How the table moves and who plays the other seats; changes apply at once, without a new
/// game (the pack's faces are part of the game's options: engine messages name the cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Presentation {
    pub speed: AnimationSpeed,
    pub bots: Level,
}

/// Something the table asks of the shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableRequest {
    /// Start a new match with the current settings.
    NewGame,
    /// Open the score sheet.
    ShowScoreSheet,
}

/// One game's table.
pub trait GameTable {
    /// The game's name for the title bar.
    fn game_name(&self) -> &'static str;

    /// Timers, bot replies and animation bookkeeping; no drawing. Runs before [`ui`](Self::ui)
    /// every frame and asks egui for the next frame only while something moves or a pause runs.
    fn logic(&mut self, ctx: &egui::Context);

    /// Lays out and draws the table. Input is queued, not applied.
    fn ui(&mut self, ui: &mut egui::Ui);

    /// Applies the input queued by [`ui`](Self::ui): the one point in the frame where the
    /// person's moves change the game.
    fn apply_input(&mut self, ctx: &egui::Context) -> Vec<TableRequest>;

    /// The match's score sheet.
    fn score_sheet(&self, ui: &mut egui::Ui);

    /// Whether a match is being played (started and not over).
    fn in_progress(&self) -> bool;

    fn set_presentation(&mut self, presentation: Presentation, ctx: &egui::Context);

    /// Tells the store that this table's match has just started, played by `players`.
    fn started(&self, persist: &mut Persist, players: Vec<Player>);

    /// Saves the match if it moved on since the last save (called every frame).
    fn autosave(&self, persist: &mut Persist);

    /// The match is left unfinished for a new one: the store records it as abandoned.
    fn abandon(&self, persist: &mut Persist);

    /// The bot moves and the person's waits timed since the last call (for the frame
    /// statistics).
    fn take_times(&mut self) -> crate::ui::trick_table::driver::TableTimes;

    /// For tests and tools that need the concrete table.
    fn as_any(&self) -> &dyn Any;
}

/// A table for a match rebuilt from a save, which the store then keeps saving.
pub fn resume(
    game: AnyMatch,
    saved: SavedMatch,
    persist: &mut Persist,
    presentation: Presentation,
    ctx: &egui::Context,
) -> Box<dyn GameTable> {
    match game {
        AnyMatch::Sedma(m) => {
            persist.resumed(saved, &m);
            Box::new(crate::ui::sedma::SedmaTable::resume(m, presentation, ctx))
        }
        AnyMatch::AllFours(m) => {
            persist.resumed(saved, &m);
            Box::new(crate::ui::all_fours::AllFoursTable::resume(
                m,
                presentation,
                ctx,
            ))
        }
    }
}
