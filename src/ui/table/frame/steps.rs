//! What a game's steps may do to the table as they play: say what happened, refuse the
//! person's move, send cards flying, and move the hand number and the score shown above the
//! table. The stage and the shown score stay the frame's own; the games go through these.

use super::{Shown, TableFrame, TableGame};
use crate::engine::{Play, Seat};
use crate::ui::table::line::Line;
use crate::ui::table::trick::{Flight, paint};

impl<K: TableGame> TableFrame<K> {
    /// Says what happened: the line under the table, and a line of the hand's log.
    pub(crate) fn tell(&mut self, line: Line) {
        self.stage.tell(line);
    }

    /// Says what happened, worded by `words` now and again after a switch of language.
    pub(crate) fn tell_words(&mut self, words: impl Fn() -> String + 'static) {
        self.stage.tell_words(words);
    }

    /// Shows why the person's move is refused under the table.
    pub(crate) fn refuse(&mut self, text: impl Into<String>) {
        self.stage.refuse(text);
    }

    /// Clears the line under the table (the person did something that answers it).
    pub(crate) fn clear_note(&mut self) {
        self.stage.note = None;
    }

    /// A new hand, number `number` (from 1), is shown: its log starts afresh with `line`, and
    /// there is no last trick and no card selected yet.
    pub(crate) fn new_hand(&mut self, number: usize, line: Line) {
        self.shown.hand = number;
        self.stage.new_hand(line);
    }

    /// A hand, number `number`, is over: the strip above the table shows the match's `totals`.
    pub(crate) fn hand_over(&mut self, number: usize, totals: &[i32]) {
        self.shown = Shown {
            hand: number,
            totals: totals.to_vec(),
        };
    }

    /// The hand number and the match score the steps played so far have shown (the engine is
    /// ahead while cards move).
    pub(crate) fn shown(&self) -> &Shown {
        &self.shown
    }

    /// Cards take flight in the step that is beginning.
    pub(crate) fn fly(&mut self, flights: impl IntoIterator<Item = Flight>) {
        self.stage.flights.extend(flights);
    }

    /// The trick on the table goes to `winner`: it becomes the last trick, explained by the
    /// line that said who took it, and its cards fly to the winner's pile.
    pub(crate) fn collect_trick(&mut self, trick: &[Play], winner: Seat) {
        self.stage.trick_taken(trick, winner);
        let players = self.names().players;
        self.fly(paint::collect_flights(trick, winner, players));
    }

    /// The cards in flight, with the step they belong to and how far it has played (0 to 1),
    /// while a step plays.
    pub(crate) fn playing(&self) -> Option<(&K::Step, f32, &[Flight])> {
        let (step, progress) = self.stage.queue.current(self.stage.now)?;
        Some((step, progress, &self.stage.flights))
    }

    /// Whether steps are still waiting to be shown (the table is behind the engine).
    pub(crate) fn steps_waiting(&self) -> bool {
        !self.stage.queue.is_empty()
    }

    /// Where the arrow keys' selection stands in the person's hand as drawn (from 0), if they
    /// were used.
    pub fn selected(&self) -> Option<usize> {
        self.stage.selected
    }

    /// The keyboard selection in the person's hand is let go (the hand changed under it).
    pub(crate) fn deselect(&mut self) {
        self.stage.selected = None;
    }

    /// The window's clock, in seconds, as of this frame.
    pub(crate) fn now(&self) -> f64 {
        self.stage.now
    }
}
