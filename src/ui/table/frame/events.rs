//! A match action's events to the game's steps, in their order. Sedma and All Fours take the
//! walk as it is; Sevens from Hell plays an action's hand events together first, then walks
//! the rest.

use super::{TableFrame, TableGame};
use crate::engine::MatchEvent;
use crate::ui::table::driver::Events;
use crate::ui::table::line::Line;

impl<K: TableGame> TableFrame<K> {
    /// Queues the steps of `events` in their order: each run of the hand's own events by
    /// [`TableGame::push_hand_events`], a finished hand by [`TableGame::push_hand_over`], the
    /// deal of the hand the match now plays by [`TableGame::push_deal`], and the match's end by
    /// [`TableGame::match_over`]. Of the hands an action deals only the last is dealt at the
    /// table: one before it was over at its deal (its summary says why).
    pub(crate) fn push_in_order(&mut self, events: Events<K::Game>) {
        let last_new_hand = events
            .iter()
            .rposition(|e| matches!(e, MatchEvent::NewHand(_)));
        let mut run = Vec::new();
        for (i, event) in events.into_iter().enumerate() {
            let event = match event {
                MatchEvent::Hand(e) => {
                    run.push(e);
                    continue;
                }
                other => other,
            };
            if !run.is_empty() {
                K::push_hand_events(self, std::mem::take(&mut run));
            }
            match event {
                MatchEvent::Hand(_) => {}
                MatchEvent::HandOver(record) => K::push_hand_over(self, record),
                MatchEvent::NewHand(_) if Some(i) == last_new_hand => K::push_deal(self),
                MatchEvent::NewHand(_) => {}
                MatchEvent::MatchOver { winners } => {
                    let text = Line::match_over(self.names(), winners, self.game().totals());
                    self.push(K::match_over(text));
                }
            }
        }
        if !run.is_empty() {
            K::push_hand_events(self, run);
        }
    }
}
