//! What one All Fours seat may know: its own hand and discards, the upcards, every card played
//! and by whom, the suits others have shown they lack, and its own legal actions. Never another
//! seat's hand or discards, nor the stock.

use super::{AllFours, AllFoursAction, AllFoursOptions, Phase, Play};
use crate::cards::{Card, Suit};
use crate::engine::{Game, Seat};
use serde::{Deserialize, Serialize};

/// Where the deal is, as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ViewPhase {
    /// Eldest stands or begs.
    EldestDecides {
        seat: Seat,
    },
    /// The dealer gives or runs.
    DealerDecides {
        seat: Seat,
    },
    /// `seat` discards down to six.
    Discard {
        seat: Seat,
    },
    /// `seat` plays to the trick.
    Play {
        seat: Seat,
    },
    Over,
}

/// One seat's view of an All Fours deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AllFoursView {
    pub seat: Seat,
    pub options: AllFoursOptions,
    pub players: usize,
    pub dealer: Seat,
    pub eldest: Seat,
    pub phase: ViewPhase,
    /// This seat's cards: none until it may look at them.
    pub hand: Vec<Card>,
    /// Whether the seat may look at its cards yet: with 3 or 4 players only the dealer and
    /// eldest may until trumps are settled (rule book 2.3); `hand` is empty until then.
    pub may_look: bool,
    /// The cards this seat discarded (face down: only it knows them).
    pub own_discards: Vec<Card>,
    /// How many cards each seat holds and has discarded.
    pub hand_sizes: Vec<usize>,
    pub discard_counts: Vec<usize>,
    pub stock_len: usize,
    /// The current upcard, face up.
    pub upcard: Card,
    /// Upcards set aside during runs (they were turned face up).
    pub turned: Vec<Card>,
    /// The suit proposed or settled as trumps.
    #[serde(with = "super::trick::suit_serde")]
    pub trump: Suit,
    pub trump_settled: bool,
    pub runs: u32,
    pub leader: Seat,
    /// The current trick in play order.
    pub trick: Vec<Play>,
    /// Cards each seat has won (every one was played face up).
    pub won: Vec<Vec<Card>>,
    pub tricks_played: u32,
    /// Match totals per side before the deal, and points scored in it so far (turn-up jacks
    /// and gifts).
    pub match_totals: Vec<i32>,
    pub early_points: Vec<i32>,
    /// The cards each seat has played to tricks this deal, the current trick included (each
    /// was seen face up; High and Low go to the seat that played the card).
    pub played: Vec<Vec<Card>>,
    /// Per seat, the suits it has shown it lacks by not following suit, one bit per suit index
    /// (clubs 1, diamonds 2, hearts 4, spades 8). Empty knowledge with table penalties, where
    /// not following may be a revoke.
    pub voids: Vec<u8>,
    /// Whether this seat has revoked this deal (table penalties; only it knows).
    pub revoked: bool,
    /// What this seat may do now (empty when it is not its turn); discards are listed as
    /// `Discard(card)`.
    pub legal: Vec<AllFoursAction>,
}

pub(super) fn view(g: &AllFours, seat: Seat) -> AllFoursView {
    let n = g.n as usize;
    let phase = match g.phase {
        Phase::Eldest => ViewPhase::EldestDecides {
            seat: g.eldest as Seat,
        },
        Phase::Dealer => ViewPhase::DealerDecides {
            seat: g.dealer as Seat,
        },
        Phase::Discard(s) => ViewPhase::Discard { seat: s as Seat },
        Phase::Play(s) => ViewPhase::Play { seat: s as Seat },
        Phase::Over => ViewPhase::Over,
    };
    // With three or four players only the dealer and eldest look at their cards before trumps
    // are settled (rule book 2.3): a seat that may not look is not told them.
    let may_look = n == 2
        || seat == g.dealer()
        || seat == g.eldest()
        || !matches!(g.phase, Phase::Eldest | Phase::Dealer);
    AllFoursView {
        seat,
        options: g.opts,
        players: n,
        dealer: g.dealer(),
        eldest: g.eldest(),
        phase,
        hand: if may_look {
            g.hands[seat].to_vec()
        } else {
            Vec::new()
        },
        may_look,
        own_discards: g.discards[seat].to_vec(),
        hand_sizes: (0..n).map(|s| g.hands[s].len() as usize).collect(),
        discard_counts: (0..n).map(|s| g.discards[s].len() as usize).collect(),
        stock_len: g.stock().len(),
        upcard: g.upcard,
        turned: g.turned.to_vec(),
        trump: g.trump_suit(),
        trump_settled: matches!(g.phase, Phase::Discard(_) | Phase::Play(_))
            || (g.phase == Phase::Over && g.end == super::End::Played),
        runs: g.runs(),
        leader: g.leader(),
        trick: g.trick().collect(),
        won: (0..n).map(|s| g.won[s].to_vec()).collect(),
        tricks_played: g.tricks_played(),
        match_totals: g.totals().to_vec(),
        early_points: (0..g.sides()).map(|s| g.early_points(s)).collect(),
        played: (0..n)
            .map(|s| g.held[s].minus(g.hands[s]).to_vec())
            .collect(),
        voids: (0..n).map(|s| (g.voids >> (4 * s) & 0xF) as u8).collect(),
        revoked: g.revokes >> seat & 1 == 1,
        legal: if g.to_act() == Some(seat) {
            g.legal_actions().to_vec()
        } else {
            Vec::new()
        },
    }
}

impl AllFoursView {
    /// Whether it is this seat's decision.
    pub fn my_turn(&self) -> bool {
        matches!(self.phase,
            ViewPhase::EldestDecides { seat } | ViewPhase::DealerDecides { seat }
            | ViewPhase::Discard { seat } | ViewPhase::Play { seat } if seat == self.seat)
    }

    /// Whether `seat` has shown it holds no card of `suit`.
    pub fn shown_void(&self, seat: Seat, suit: Suit) -> bool {
        self.voids
            .get(seat)
            .is_some_and(|v| v >> suit as u8 & 1 == 1)
    }
}
