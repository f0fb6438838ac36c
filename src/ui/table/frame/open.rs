//! How a table opens, whatever the game: around a new match, its first hand queued to be dealt,
//! or around a match resumed from a save, shown as it stands. A game says what is its own
//! ([`TableGame::own_and_scene`], [`TableGame::begin`], [`TableGame::resumed`]).

use super::{TableFrame, TableGame};
use crate::engine::{HandGame, Match, Seat};
use crate::store::{Level, Player};
use crate::ui::bots::policy;
use crate::ui::table::Presentation;
use crate::ui::table::driver::PolicyMaker;
use crate::ui::table::people::Seats;
use crate::ui::table::remote::Remote;

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

    /// A table whose match is played on a server, seen from the person's `seat` there, the
    /// other people called by `friends` (their names by seat): the server's first state opens
    /// it, dealt before the person's eyes when nothing has been played yet.
    pub fn networked(
        mut remote: Remote<K::Game>,
        seat: Seat,
        friends: Vec<Option<String>>,
        presentation: Presentation,
        ctx: &egui::Context,
    ) -> Result<TableFrame<K>, String> {
        let m = remote.first_match()?;
        let count = <K::Game as HandGame>::seat_count(m.config());
        if seat >= count {
            return Err(t!("net-no-state"));
        }
        // The person at their seat (a watcher has none); the others play on the server, never
        // here.
        let watching = remote.watching;
        let seats = Seats {
            players: (0..count)
                .map(|s| {
                    if s == seat && !watching {
                        Player::DEFAULT_PERSON
                    } else {
                        Player::Bot(Level::Normal)
                    }
                })
                .collect(),
            names: Vec::new(),
            undo_agreed: false,
        };
        // A watcher sees no deal: it would show the viewing seat's cards.
        let fresh = remote.shown() == 0 && !watching;
        let mut table = Self::around(m, presentation, &seats, ctx, policy::<K::Game>);
        table.d.names.friends = friends;
        if watching {
            table.d.names.you = super::super::names::You::Nobody;
        }
        table.d.go_remote(remote, ctx);
        if fresh {
            K::begin(&mut table);
        } else {
            let mut scene = K::scene_of(&table.my_view());
            table.conceal(&mut scene);
            table.scene = scene;
            let line = K::resumed(&mut table);
            table.stage.new_hand(line);
        }
        ctx.request_repaint();
        Ok(table)
    }
}
