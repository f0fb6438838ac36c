//! What one seat may know of a round ([`HellView`]): its own hand, the table, the whole
//! discard pile (every card in it was seen face up), the sizes of the other hands, feet and
//! decks, and the cards everyone saw go into another hand from the pile. Never another hand's
//! other cards, any foot (not even its own) or the order of the decks, until the round is over
//! and the cards left in hands and feet are counted.

use super::pack::Counts;
use super::{HellActions, MAX_PLAYERS, SevensFromHell};
use crate::cards::Card;
use crate::engine::Seat;
use std::fmt;

/// One seat's view of the round.
#[derive(Clone)]
pub struct HellView {
    pub seat: Seat,
    /// The round as the seat may know it: another hand holds only the cards everyone saw go
    /// into it, every foot and both decks are empty (their sizes are below), and another
    /// player's half-made initial meld is counted back into his hand. Once the round is over
    /// every hand and foot is shown whole (the decks never are).
    pub public: SevensFromHell,
    /// Cards in each hand (with another player's staged cards).
    pub hand_sizes: [u16; MAX_PLAYERS],
    /// Cards in each foot not yet picked up.
    pub foot_sizes: [u16; MAX_PLAYERS],
    /// The seat's legal actions (empty when it is not its turn).
    pub legal: HellActions,
    /// A watcher's view, drawn from the seat's place: its hand too holds only the cards
    /// everybody saw go into it.
    pub watched: bool,
}

impl fmt::Debug for HellView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HellView")
            .field("seat", &self.seat)
            .field("hand", self.public.hand(self.seat))
            .field("hand_sizes", &self.hand_sizes)
            .field("foot_sizes", &self.foot_sizes)
            .field("pile", &self.public.pile())
            .field("legal", &self.legal)
            .finish()
    }
}

impl HellView {
    /// What someone watching sees, drawn from `seat`'s place: every hand as another seat
    /// sees it (the cards everybody saw go into it), no meld being composed, no legal action.
    pub fn watched(g: &SevensFromHell, seat: Seat) -> HellView {
        HellView {
            seat,
            watched: true,
            ..HellView::of(g, Seat::MAX)
        }
    }

    pub fn of(g: &SevensFromHell, seat: Seat) -> HellView {
        let mut p = g.clone();
        let n = g.players();
        let actor = g.turn();
        if actor != seat && (g.staged > 0 || g.pending_len > 0) {
            p.hand_len[actor] += g.staged as u16 + g.pending_len as u16;
            for &c in &g.pending[..g.pending_public as usize] {
                p.known[actor].add(c);
            }
            p.stage = Default::default();
            p.staged = 0;
            p.trio = None;
            p.pending_len = 0;
            p.pending_public = 0;
        }
        let mut foot_sizes = [0; MAX_PLAYERS];
        // Once the round is over the cards left are counted against their teams: every hand
        // and every foot nobody picked up is shown then.
        let counted = g.phase == super::Phase::Over;
        for (s, size) in foot_sizes.iter_mut().enumerate().take(n) {
            *size = g.feet[s].total() as u16;
            if !counted {
                p.feet[s] = Counts::EMPTY;
                if s != seat {
                    p.hands[s] = p.known[s];
                }
            }
        }
        p.decks = [[Card::JOKER; super::DECK_CAP]; 2];
        HellView {
            seat,
            hand_sizes: p.hand_len,
            foot_sizes,
            legal: if actor == seat && g.phase != super::Phase::Over {
                g.legal()
            } else {
                HellActions::default()
            },
            public: p,
            watched: false,
        }
    }

    /// The seat's own hand.
    pub fn hand(&self) -> &Counts {
        self.public.hand(self.seat)
    }
}
