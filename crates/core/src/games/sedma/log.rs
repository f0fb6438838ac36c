//! The hand's public record: every decision and every draw, in order.
//!
//! A player at the table remembers how the others played; a bot that reads their play needs
//! the same memory. The record lives in the `Copy` state as packed entries, so keeping it costs
//! one store per action. Views turn it into [`Public`] entries, showing a drawn card only to
//! the seat that drew it.

use super::SedmaAction;
use crate::cards::Card;
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// Entries a hand can need: 32 plays, 24 draws (2 players), and per trick an end and its
/// winner, with room to spare. A hand that would run over stops recording and says so.
const CAPACITY: usize = 120;

const PLAY: u16 = 0;
const END: u16 = 1;
const PASS: u16 = 2;
const DRAW: u16 = 3;
const TAKEN: u16 = 4;

/// One public event of the hand, as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Public {
    /// A decision: a card played, a trick ended, a pass.
    Act { seat: Seat, action: SedmaAction },
    /// A card drawn from the stock; the card is shown only to the seat that drew it.
    Drew { seat: Seat, card: Option<Card> },
    /// The trick went to `seat`: the leader ended it, or nobody could continue it.
    Taken { seat: Seat },
}

/// The packed record: card index in bits 0–5, kind in bits 6–8, seat in bits 9–10.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Log {
    entries: [u16; CAPACITY],
    len: u8,
    /// False when the hand's start is unknown (a position set up mid-hand) or the record ran
    /// out of room: readers must not trust a partial record.
    complete: bool,
}

impl Log {
    /// An empty record of a hand seen from its start (`complete`) or from the middle.
    pub(super) const fn new(complete: bool) -> Log {
        Log {
            entries: [0; CAPACITY],
            len: 0,
            complete,
        }
    }

    #[inline(always)]
    fn push(&mut self, seat: u8, kind: u16, card: Card) {
        let i = self.len as usize;
        if i < CAPACITY {
            self.entries[i] = card.index() as u16 | kind << 6 | (seat as u16) << 9;
            self.len += 1;
        } else {
            self.complete = false;
        }
    }

    #[inline(always)]
    pub(super) fn act(&mut self, seat: u8, action: SedmaAction) {
        match action {
            SedmaAction::Play(c) => self.push(seat, PLAY, c),
            SedmaAction::EndTrick => self.push(seat, END, Card::JOKER),
            SedmaAction::Pass => self.push(seat, PASS, Card::JOKER),
        }
    }

    #[inline(always)]
    pub(super) fn drew(&mut self, seat: u8, card: Card) {
        self.push(seat, DRAW, card);
    }

    #[inline(always)]
    pub(super) fn taken(&mut self, seat: u8) {
        self.push(seat, TAKEN, Card::JOKER);
    }

    /// The record as `viewer` may see it, or `None` when it is not complete.
    pub(super) fn public(&self, viewer: Seat) -> Option<Vec<Public>> {
        if !self.complete {
            return None;
        }
        let entries = self.entries[..self.len as usize].iter().map(|&e| {
            let seat = (e >> 9) as Seat;
            let card = Card::from_index((e & 63) as u8).unwrap_or(Card::JOKER);
            match e >> 6 & 7 {
                PLAY => Public::Act {
                    seat,
                    action: SedmaAction::Play(card),
                },
                END => Public::Act {
                    seat,
                    action: SedmaAction::EndTrick,
                },
                PASS => Public::Act {
                    seat,
                    action: SedmaAction::Pass,
                },
                DRAW => Public::Drew {
                    seat,
                    card: (seat == viewer && card != Card::JOKER).then_some(card),
                },
                _ => Public::Taken { seat },
            }
        });
        Some(entries.collect())
    }

    /// The record a seat's view describes (others' draws stay unknown), for a position
    /// rebuilt from that view.
    pub(super) fn from_public(history: Option<&[Public]>) -> Log {
        let Some(history) = history else {
            return Log::new(false);
        };
        let mut log = Log::new(true);
        for p in history {
            match *p {
                Public::Act { seat, action } => log.act(seat as u8, action),
                Public::Drew { seat, card } => log.drew(seat as u8, card.unwrap_or(Card::JOKER)),
                Public::Taken { seat } => log.taken(seat as u8),
            }
        }
        log
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;
    use crate::engine::{Game, HandStart};
    use crate::games::sedma::{Sedma, SedmaOptions};

    #[test]
    fn a_view_shows_its_own_draws_and_hides_the_others() {
        let opts = SedmaOptions::for_players(2);
        let start = HandStart::new(1, 0);
        let mut rng = rng_from_seed(1);
        let mut g = Sedma::deal_random(&opts, start, &mut rng);
        let mut actions = 0;
        while let Some(a) = g.random_action(&mut rng) {
            g.apply_with(a, &mut ());
            actions += 1;
        }
        for seat in 0..2 {
            let history = g.view(seat).history.expect("a dealt hand keeps its record");
            let acts = history
                .iter()
                .filter(|p| matches!(p, Public::Act { .. }))
                .count();
            assert_eq!(acts, actions);
            let taken = history
                .iter()
                .filter(|p| matches!(p, Public::Taken { .. }))
                .count();
            assert_eq!(taken as u32, g.tricks_played());
            let mut draws = 0;
            for p in &history {
                if let Public::Drew { seat: s, card } = *p {
                    draws += 1;
                    assert_eq!(card.is_some(), s == seat, "{p:?} seen by seat {seat}");
                }
            }
            assert_eq!(draws, 24, "the whole stock is drawn");
        }
    }

    #[test]
    fn a_position_set_up_mid_hand_has_no_record() {
        let opts = SedmaOptions::for_players(2);
        let start = HandStart::new(1, 0);
        let pack: Vec<Card> = opts.pack().iter().collect();
        let hands = [pack[0..4].to_vec(), pack[4..8].to_vec()];
        let won = [pack[8..10].to_vec(), Vec::new()];
        let g = Sedma::from_deal(&opts, start, &hands, &pack[10..], &won).unwrap();
        assert_eq!(g.view(0).history, None);
        let fresh = Sedma::from_deal(&opts, start, &hands, &pack[8..], &[]).unwrap();
        assert_eq!(fresh.view(0).history, Some(Vec::new()));
    }
}
