//! Undo and redo: the person's decisions of the hand being played are taken back by replaying
//! the match from its seed up to one of them, so the deal stays the same and the others answer
//! afresh from what their seats could see.

use super::{Action, TableFrame, TableGame};
use crate::engine::{Game, GameDef, Match, Seat};

impl<K: TableGame> TableFrame<K> {
    /// Where people decided in the hand being played: the indices of their actions in the
    /// match's log, from a replay of the match kept until the log changes.
    pub(super) fn my_decisions(&self) -> Vec<usize> {
        let m = &self.d.m;
        let len = m.actions().len();
        let mut cache = self.decisions.borrow_mut();
        if cache.0 != len {
            *cache = (len, decisions_of(m, |s| self.d.is_person(s)));
        }
        cache.1.clone()
    }

    /// Whether Undo can take a decision back now: the person's turn, in a game (a lesson
    /// follows its script), with a decision of theirs earlier in this hand.
    pub fn can_undo(&self) -> bool {
        self.undo_allowed()
            && self.d.m.replayable()
            && self.my_turn()
            && self.banner.is_none()
            && !self.my_decisions().is_empty()
    }

    /// Whether Redo has a decision to play again.
    pub fn can_redo(&self) -> bool {
        self.undo_allowed()
            && self.d.m.replayable()
            && self.my_turn()
            && self.banner.is_none()
            && !self.redo.is_empty()
    }

    /// Whether this table takes decisions back at all: not in a lesson (it follows its
    /// script), and at a table of several people only when everyone agreed.
    pub(super) fn undo_allowed(&self) -> bool {
        self.coach.is_none() && (!self.d.names.hot_seat() || self.undo_agreed)
    }

    /// Takes back the person's last decision and everything after it: the match is replayed
    /// from its seed up to that decision, so the deal is the same and the others will answer
    /// afresh, from what the person's seat could see then.
    pub(super) fn undo(&mut self) {
        if !self.can_undo() {
            return self.stage.refuse(t!("undo-nothing"));
        }
        let Some(&at) = self.my_decisions().last() else {
            return;
        };
        let mut taken: Vec<Action<K>> = self.d.m.actions()[at..].to_vec();
        taken.append(&mut self.redo);
        if self.rebuild(at, &[]) {
            self.redo = taken;
            self.undone_hands.push(self.d.m.records().len() as u32 + 1);
            let hot_seat = self.d.names.hot_seat();
            self.stage.tell_words(move || {
                if hot_seat {
                    t!("undo-done-hot-seat")
                } else {
                    t!("undo-done")
                }
            });
        }
    }

    /// Plays again the decision Undo took back, and the others' replies that followed it, up
    /// to the person's next decision.
    pub(super) fn redo(&mut self) {
        if !self.can_redo() {
            return;
        }
        let mut redo = std::mem::take(&mut self.redo);
        // The decision, then the others' actions until the person decides again.
        let mut probe = self.d.m.clone();
        let mut n = 0;
        for (k, &a) in redo.iter().enumerate() {
            if k > 0 && probe.hand().to_act().is_some_and(|s| self.d.is_person(s)) {
                break;
            }
            if probe.apply(a).is_err() {
                break;
            }
            n = k + 1;
        }
        let again: Vec<Action<K>> = redo.drain(..n).collect();
        let len = self.d.m.actions().len();
        if self.rebuild(len, &again) {
            self.redo = redo;
            let hot_seat = self.d.names.hot_seat();
            self.stage.tell_words(move || {
                if hot_seat {
                    t!("redo-done-hot-seat")
                } else {
                    t!("redo-done")
                }
            });
        }
    }

    /// Replaces the match by its first `keep` actions followed by `then`, and shows it as it
    /// stands; returns whether that worked.
    pub(super) fn rebuild(&mut self, keep: usize, then: &[Action<K>]) -> bool {
        let m = &self.d.m;
        let mut actions = m.actions()[..keep].to_vec();
        actions.extend_from_slice(then);
        match Match::<K::Game>::replay(*m.config(), m.seed(), &actions) {
            Ok(back) => {
                self.d.m = back;
                self.hint = None;
                self.banner = None;
                self.show_as_it_stands();
                K::rebuilt(self);
                true
            }
            Err(e) => {
                self.stage.refuse(t!("undo-failed", error = e.to_string()));
                false
            }
        }
    }
}

/// The indices in `m`'s log of the actions of the seats `decides` picks, in the hand being
/// played (replayed from the seed; none when the match cannot be replayed).
pub fn decisions_of<G: GameDef>(m: &Match<G>, decides: impl Fn(Seat) -> bool) -> Vec<usize> {
    if !m.replayable() {
        return Vec::new();
    }
    let Ok(mut replay) = Match::<G>::new(*m.config(), m.seed()) else {
        return Vec::new();
    };
    let hand = m.records().len();
    let mut mine = Vec::new();
    for (i, &a) in m.actions().iter().enumerate() {
        if replay.records().len() == hand && replay.hand().to_act().is_some_and(&decides) {
            mine.push(i);
        }
        if replay.apply(a).is_err() {
            return Vec::new();
        }
    }
    mine
}
