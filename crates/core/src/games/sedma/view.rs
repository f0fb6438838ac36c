//! What one Sedma seat may know: its own hand, every card played, counts of the others' hands
//! and of the stock. Never another seat's hand or the stock's cards.

use super::{NO_SEAT, Phase, Play, Public, Sedma, SedmaAction, SedmaOptions};
use crate::cards::{Card, CardSet};
use crate::engine::{Game, Seat};
use serde::{Deserialize, Serialize};

/// Where the hand is, as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ViewPhase {
    /// `seat` is to play a card to the current round.
    Play {
        seat: Seat,
    },
    /// The leader decides whether to continue the trick.
    LeaderDecides {
        seat: Seat,
    },
    Over,
}

/// One seat's view of a Sedma hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SedmaView {
    pub seat: Seat,
    /// The rules in force (wild cards, scoring, continuing): every seat knows them.
    pub options: SedmaOptions,
    /// King variant: the seat that played the wild king, once it has been played (everybody saw
    /// it, and it settles the partnerships).
    pub soloist: Option<Seat>,
    pub players: usize,
    pub dealer: Seat,
    pub leader: Seat,
    pub phase: ViewPhase,
    /// This seat's cards.
    pub hand: Vec<Card>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<usize>,
    pub stock_len: usize,
    /// The current trick in play order.
    pub trick: Vec<Play>,
    pub round: u32,
    /// The seat currently winning the trick.
    pub winning: Option<Seat>,
    /// Cards each seat has won (played face up, so everybody saw them).
    pub won: Vec<Vec<Card>>,
    pub tricks_won: Vec<u32>,
    /// Every card played in finished tricks.
    pub played: Vec<Card>,
    /// Points per seat so far (aces and tens, or the variant's points).
    pub points: Vec<i32>,
    /// What this seat may do now (empty when it is not its turn).
    pub legal: Vec<SedmaAction>,
    /// Everything done this hand, in order, with this seat's own draws; `None` when the
    /// position was set up mid-hand (or left out of a view made for judging one decision).
    #[serde(default)]
    pub history: Option<Vec<Public>>,
}

pub(super) fn view(g: &Sedma, seat: Seat, with_history: bool) -> SedmaView {
    let n = g.n as usize;
    let played = (0..n).fold(CardSet::EMPTY, |acc, s| acc.union(g.won[s]));
    SedmaView {
        seat,
        options: g.opts,
        soloist: (g.king_player != NO_SEAT).then_some(g.king_player as Seat),
        players: n,
        dealer: g.dealer as Seat,
        leader: g.leader as Seat,
        phase: match g.phase {
            Phase::Play(s) => ViewPhase::Play { seat: s as Seat },
            Phase::Decide => ViewPhase::LeaderDecides {
                seat: g.leader as Seat,
            },
            Phase::Over => ViewPhase::Over,
        },
        hand: g.hands[seat].to_vec(),
        hand_sizes: (0..n).map(|s| g.hands[s].len() as usize).collect(),
        stock_len: g.stock().len(),
        trick: g.trick().collect(),
        round: g.round as u32,
        winning: g.winning_seat(),
        won: (0..n).map(|s| g.won[s].to_vec()).collect(),
        tricks_won: (0..n).map(|s| g.tricks_won[s] as u32).collect(),
        played: played.to_vec(),
        points: g.seat_points().0[..n].to_vec(),
        legal: if g.to_act() == Some(seat) {
            g.legal_actions().to_vec()
        } else {
            Vec::new()
        },
        history: if with_history {
            g.log.public(seat)
        } else {
            None
        },
    }
}
