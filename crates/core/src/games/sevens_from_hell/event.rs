//! What happened in a round: the one stream the window animates, the replay reports and the
//! score sheet sums. Events are omniscient (they carry the cards drawn); [`HellEvent::seen_by`]
//! withholds what a seat may not see.

use super::pack::BookKind;
use crate::cards::Card;
use crate::engine::{Seat, Side};
use serde::{Deserialize, Serialize};

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoundEnd {
    /// This player emptied his hand with his foot taken and his team's required books closed.
    WentOut(Seat),
    /// The draw decks ran out.
    DecksOut,
}

/// Something that happened in a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HellEvent {
    /// A player drew from the draw decks (`None`: a card another seat may not see).
    Drew {
        seat: Seat,
        cards: Vec<Option<Card>>,
    },
    /// A player took the discard pile: the top card and the two matching cards from his hand
    /// went to the table (or into his staged initial meld); `to_hand` are the next pile cards,
    /// and `drawn` the shortfall from the draw decks.
    TookPile {
        seat: Seat,
        kind: BookKind,
        trio: [Card; 3],
        to_hand: Vec<Card>,
        drawn: Vec<Option<Card>>,
        staged: bool,
    },
    /// A player laid cards on his team's book of `kind` (a new book when `started`).
    Laid {
        seat: Seat,
        side: Side,
        kind: BookKind,
        cards: Vec<Card>,
        started: bool,
    },
    /// A player staged cards for his initial meld (`None` for the other seats: staging is
    /// composed in hand).
    Staged {
        seat: Seat,
        kind: Option<BookKind>,
        cards: Vec<Option<Card>>,
    },
    /// The staged cards went back into the hand.
    Unstaged { seat: Seat, cards: usize },
    /// A player laid down his team's initial meld, worth `value` against `minimum`.
    Melded {
        seat: Seat,
        side: Side,
        books: Vec<(BookKind, Vec<Card>)>,
        value: u32,
        minimum: u32,
    },
    /// A book reached seven cards.
    Closed {
        seat: Seat,
        side: Side,
        kind: BookKind,
        clean: bool,
    },
    /// A player picked up his foot (`cards` for himself only).
    TookFoot {
        seat: Seat,
        count: usize,
        cards: Vec<Option<Card>>,
    },
    /// A player discarded; a 3 freezes the pile.
    Discarded { seat: Seat, card: Card },
    /// A player ended his turn without a discard: nothing he holds may be discarded.
    NoDiscard { seat: Seat },
    /// The draw decks are exhausted: the round ends after this turn.
    DecksEmpty { seat: Seat },
    /// The round is over.
    RoundOver { end: RoundEnd },
}

impl HellEvent {
    /// The event as `seat` may see it.
    pub fn seen_by(&self, viewer: Seat) -> HellEvent {
        let hide = |cards: &[Option<Card>]| vec![None; cards.len()];
        match self {
            HellEvent::Drew { seat, cards } if *seat != viewer => HellEvent::Drew {
                seat: *seat,
                cards: hide(cards),
            },
            HellEvent::TookPile {
                seat,
                kind,
                trio,
                to_hand,
                drawn,
                staged,
            } if *seat != viewer => HellEvent::TookPile {
                seat: *seat,
                kind: *kind,
                trio: *trio,
                to_hand: to_hand.clone(),
                drawn: hide(drawn),
                staged: *staged,
            },
            HellEvent::Staged { seat, cards, .. } if *seat != viewer => HellEvent::Staged {
                seat: *seat,
                kind: None,
                cards: hide(cards),
            },
            HellEvent::TookFoot { seat, count, cards } if *seat != viewer => HellEvent::TookFoot {
                seat: *seat,
                count: *count,
                cards: hide(cards),
            },
            other => other.clone(),
        }
    }
}
