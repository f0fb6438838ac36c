//! How a table opens, whatever the game: around a new match, its first hand queued to be dealt,
//! or around a match resumed from a save, shown as it stands. A game says what is its own
//! ([`TableGame::own_and_scene`], [`TableGame::begin`], [`TableGame::resumed`]).

use super::{TableFrame, TableGame};
use crate::engine::{HandGame, Match};
use crate::ui::bots::policy;
use crate::ui::table::Presentation;
use crate::ui::table::driver::PolicyMaker;
use crate::ui::table::people::Seats;

impl<K: TableGame> TableFrame<K> {
    /// A table for a new match with these options, the computer's seats playing by `bots`; the
    /// error is the options' problem in words.
    pub fn start(
        options: <K::Game as HandGame>::Config,
        seed: u64,
        presentation: Presentation,
        seats: &Seats,
        ctx: &egui::Context,
        bots: PolicyMaker<K::Game>,
    ) -> Result<TableFrame<K>, String> {
        let m = Match::<K::Game>::new(options, seed).map_err(|e| e.to_string())?;
        Ok(Self::start_on(m, presentation, seats, ctx, bots))
    }

    /// A table that plays `m` from its current hand, as a new match begins (a fixed deal, for
    /// tests and tools).
    pub fn start_on(
        m: Match<K::Game>,
        presentation: Presentation,
        seats: &Seats,
        ctx: &egui::Context,
        bots: PolicyMaker<K::Game>,
    ) -> TableFrame<K> {
        let mut table = Self::around(m, presentation, seats, ctx, bots);
        K::begin(&mut table);
        ctx.request_repaint();
        table
    }

    /// Goes on with a match rebuilt from a save: the table shows it as it stands, without
    /// replaying the deal, and the log says which hand it is.
    pub fn resume(
        m: Match<K::Game>,
        presentation: Presentation,
        seats: &Seats,
        ctx: &egui::Context,
    ) -> TableFrame<K> {
        let mut table = Self::around(m, presentation, seats, ctx, policy::<K::Game>);
        table.scene = K::scene_of(&table.my_view());
        let line = K::resumed(&mut table);
        table.stage.new_hand(line);
        ctx.request_repaint();
        table
    }
}
