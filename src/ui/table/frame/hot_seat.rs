//! A table shared by several people: once another person is to act, a cover comes down until
//! they say they are at the screen, and the table then turns to their seat.

use super::{TableFrame, TableGame};
use crate::engine::Seat;

impl<K: TableGame> TableFrame<K> {
    /// At a hot-seat table, once everything has played out and another person is to act,
    /// the cover comes down until they are at the screen.
    pub(super) fn check_handover(&mut self) {
        if !self.d.names.hot_seat()
            || self.watch.is_some()
            || self.handover.is_some()
            || !self.stage.queue.is_empty()
            || self.banner.is_some()
        {
            return;
        }
        if let Some(seat) = self.d.to_act()
            && self.d.is_person(seat)
            && seat != self.me()
        {
            self.handover = Some(seat);
        }
    }

    /// The person the cover named is at the screen: the table shows their cards.
    pub(super) fn take_over(&mut self) {
        let Some(seat) = self.handover.take() else {
            return;
        };
        if seat != self.me() {
            self.d.names.me = seat;
            self.hint = None;
            self.stage.selected = None;
            self.stage.show_last_trick = false;
            if self.stage.note.as_ref().is_some_and(|n| n.error) {
                self.stage.note = None;
            }
            self.scene = K::scene_of(&self.d.my_view());
            K::rebuilt(self);
        }
    }

    /// The person the hot-seat table waits for, while its cover is down.
    pub fn handover(&self) -> Option<Seat> {
        self.handover
    }
}
