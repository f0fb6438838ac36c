//! Applying an action (already judged legal): cards move between hand, stage, table, pile and
//! decks; the foot is picked up when the rules say (3.7); the turn and the round end.

use super::pack::{BookKind, Piece};
use super::{HellAction, HellEvent, Phase, RoundEnd, SevensFromHell};
use crate::cards::Card;
use crate::engine::{EventSink, Seat, left};

impl SevensFromHell {
    pub(super) fn act<S: EventSink<HellEvent>>(&mut self, action: HellAction, sink: &mut S) {
        let seat = self.turn as Seat;
        match action {
            HellAction::Draw => self.draw(seat, sink),
            HellAction::Take { jokers } => self.take(seat, jokers, sink),
            HellAction::Start {
                kind,
                wilds,
                jokers,
            } => {
                let pieces = HellAction::start_pieces(wilds, jokers);
                self.lay(seat, kind, &pieces, true, sink);
            }
            HellAction::Add { kind, piece } => self.lay(seat, kind, &[piece], false, sink),
            HellAction::Meld => self.commit(seat, sink),
            HellAction::Cancel => self.cancel(seat, sink),
            HellAction::Foot => self.pick_up_foot(seat, sink),
            HellAction::Discard(card) => self.discard(seat, card, sink),
            HellAction::End => {
                sink.emit(|| HellEvent::NoDiscard { seat });
                self.end_turn(seat, sink);
            }
        }
    }

    fn take_from_hand(&mut self, seat: Seat, card: Card) {
        self.hands[seat].take(card);
        self.hand_len[seat] -= 1;
        // Whatever copy left, the others now know of one fewer.
        if self.known[seat].get(card) > 0 {
            self.known[seat].take(card);
        }
    }

    fn put_in_hand(&mut self, seat: Seat, card: Card) {
        self.hands[seat].add(card);
        self.hand_len[seat] += 1;
    }

    /// The top card of deck `d`, or of the other deck when `d` is empty.
    fn pop_deck(&mut self, d: usize) -> Option<Card> {
        let d = if self.deck_len[d] > 0 { d } else { 1 - d };
        if self.deck_len[d] == 0 {
            return None;
        }
        self.deck_len[d] -= 1;
        Some(self.decks[d][self.deck_len[d] as usize])
    }

    /// After a draw: the round ends with this turn once the decks are exhausted.
    fn note_exhaustion<S: EventSink<HellEvent>>(&mut self, seat: Seat, sink: &mut S) {
        if !self.last_turn && self.exhausted() {
            self.last_turn = true;
            sink.emit(|| HellEvent::DecksEmpty { seat });
        }
    }

    fn draw<S: EventSink<HellEvent>>(&mut self, seat: Seat, sink: &mut S) {
        let first = self.pop_deck(0);
        let second = self.pop_deck(1);
        for c in [first, second].into_iter().flatten() {
            self.put_in_hand(seat, c);
        }
        sink.emit(|| HellEvent::Drew {
            seat,
            cards: [first, second].into_iter().flatten().map(Some).collect(),
        });
        self.phase = Phase::Play;
        self.note_exhaustion(seat, sink);
    }

    fn take<S: EventSink<HellEvent>>(&mut self, seat: Seat, jokers: u8, sink: &mut S) {
        self.pile_len -= 1;
        let top = self.pile[self.pile_len as usize];
        let (kind, pair) = if super::pack::is_wild(top) {
            let mut pair = [Piece::Two; 2];
            for p in pair.iter_mut().take(jokers as usize) {
                *p = Piece::Joker;
            }
            (BookKind::WILD, pair)
        } else {
            let kind = BookKind::natural(top.rank_value()).unwrap_or(BookKind::WILD);
            (kind, [Piece::Natural; 2])
        };
        let mut trio = [top; 3];
        for (slot, piece) in trio[1..].iter_mut().zip(pair) {
            let card = self.hands[seat].pick(piece, kind.rank()).unwrap_or(top);
            self.take_from_hand(seat, card);
            *slot = card;
        }
        let mut to_hand = [Card::JOKER; 4];
        let mut from_pile = 0;
        while from_pile < 4 && self.pile_len > 0 {
            self.pile_len -= 1;
            to_hand[from_pile] = self.pile[self.pile_len as usize];
            from_pile += 1;
        }
        let mut got = from_pile;
        let mut d = 0;
        while got < 4 {
            let Some(c) = self.pop_deck(d) else { break };
            to_hand[got] = c;
            got += 1;
            d = 1 - d;
        }
        let staged = !self.teams[self.team_of(seat)].melded;
        sink.emit(|| HellEvent::TookPile {
            seat,
            kind,
            trio,
            to_hand: to_hand[..from_pile].to_vec(),
            drawn: to_hand[from_pile..got].iter().copied().map(Some).collect(),
            staged,
        });
        if staged {
            for c in trio {
                self.stage[kind.index()].push(c);
            }
            self.staged = 3;
            self.trio = Some(kind);
            self.pending[..got].copy_from_slice(&to_hand[..got]);
            self.pending_len = got as u8;
            self.pending_public = from_pile as u8;
        } else {
            let side = self.team_of(seat);
            let started = self.teams[side].open_book(kind).is_empty();
            sink.emit(|| HellEvent::Laid {
                seat,
                side,
                kind,
                cards: trio.to_vec(),
                started,
            });
            for c in trio {
                self.place(seat, kind, c, sink);
            }
            for &c in &to_hand[..got] {
                self.put_in_hand(seat, c);
            }
            for &c in &to_hand[..from_pile] {
                self.known[seat].add(c);
            }
        }
        self.phase = Phase::Play;
        self.note_exhaustion(seat, sink);
    }

    /// Lays one card on the team's book of `kind`, closing it at seven.
    fn place<S: EventSink<HellEvent>>(
        &mut self,
        seat: Seat,
        kind: BookKind,
        card: Card,
        sink: &mut S,
    ) {
        let side = self.team_of(seat);
        if let Some(clean) = self.teams[side].lay(kind, card) {
            self.has_closed[seat] = true;
            self.closed_this_turn = true;
            sink.emit(|| HellEvent::Closed {
                seat,
                side,
                kind,
                clean,
            });
        }
    }

    fn lay<S: EventSink<HellEvent>>(
        &mut self,
        seat: Seat,
        kind: BookKind,
        pieces: &[Piece],
        started: bool,
        sink: &mut S,
    ) {
        let mut cards = [Card::JOKER; 3];
        for (slot, &piece) in cards.iter_mut().zip(pieces) {
            let Some(card) = self.hands[seat].pick(piece, kind.rank()) else {
                return;
            };
            self.take_from_hand(seat, card);
            *slot = card;
        }
        let cards = &cards[..pieces.len()];
        let side = self.team_of(seat);
        if !self.teams[side].melded {
            for &c in cards {
                self.stage[kind.index()].push(c);
            }
            self.staged += cards.len() as u8;
            sink.emit(|| HellEvent::Staged {
                seat,
                kind: Some(kind),
                cards: cards.iter().copied().map(Some).collect(),
            });
            return;
        }
        sink.emit(|| HellEvent::Laid {
            seat,
            side,
            kind,
            cards: cards.to_vec(),
            started,
        });
        for &c in cards {
            self.place(seat, kind, c, sink);
        }
        self.after_meld(seat, sink);
    }

    /// A meld that empties the hand: the foot comes at once (3.7, 1), or the player goes out.
    fn after_meld<S: EventSink<HellEvent>>(&mut self, seat: Seat, sink: &mut S) {
        if self.hand_len[seat] > 0 {
            return;
        }
        if self.foot_taken[seat] {
            self.finish(RoundEnd::WentOut(seat), sink);
        } else if self.options.manual_foot {
            self.foot_claim[seat] = self.foot_claim[seat].max(1);
        } else {
            self.pick_up_foot(seat, sink);
        }
    }

    fn commit<S: EventSink<HellEvent>>(&mut self, seat: Seat, sink: &mut S) {
        let side = self.team_of(seat);
        let value = self.staged_value();
        let minimum = self.minimum();
        let stage = std::mem::take(&mut self.stage);
        self.staged = 0;
        self.trio = None;
        self.teams[side].melded = true;
        sink.emit(|| HellEvent::Melded {
            seat,
            side,
            books: BookKind::ALL
                .iter()
                .filter(|k| !stage[k.index()].is_empty())
                .map(|&k| (k, stage[k.index()].cards().collect()))
                .collect(),
            value,
            minimum,
        });
        for kind in BookKind::ALL {
            for c in stage[kind.index()].cards() {
                self.place(seat, kind, c, sink);
            }
        }
        let pending = self.pending;
        for (i, &c) in pending[..self.pending_len as usize].iter().enumerate() {
            self.put_in_hand(seat, c);
            if i < self.pending_public as usize {
                self.known[seat].add(c);
            }
        }
        self.pending_len = 0;
        self.pending_public = 0;
        self.after_meld(seat, sink);
    }

    fn cancel<S: EventSink<HellEvent>>(&mut self, seat: Seat, sink: &mut S) {
        let mut back = 0;
        for kind in BookKind::ALL {
            let keep = if self.trio == Some(kind) { 3 } else { 0 };
            while self.stage[kind.index()].len() > keep {
                if let Some(c) = self.stage[kind.index()].pop() {
                    self.put_in_hand(seat, c);
                    back += 1;
                }
            }
        }
        self.staged -= back as u8;
        sink.emit(|| HellEvent::Unstaged { seat, cards: back });
    }

    fn pick_up_foot<S: EventSink<HellEvent>>(&mut self, seat: Seat, sink: &mut S) {
        let foot = std::mem::take(&mut self.feet[seat]);
        let count = foot.total() as usize;
        self.hands[seat].add_all(&foot);
        self.hand_len[seat] += count as u16;
        self.foot_taken[seat] = true;
        self.foot_claim[seat] = 0;
        sink.emit(|| HellEvent::TookFoot {
            seat,
            count,
            cards: foot.cards().into_iter().map(Some).collect(),
        });
    }

    fn discard<S: EventSink<HellEvent>>(&mut self, seat: Seat, card: Card, sink: &mut S) {
        self.take_from_hand(seat, card);
        self.pile[self.pile_len as usize] = card;
        self.pile_len += 1;
        sink.emit(|| HellEvent::Discarded { seat, card });
        if self.hand_len[seat] == 0 && self.foot_taken[seat] {
            self.finish(RoundEnd::WentOut(seat), sink);
            return;
        }
        self.end_turn(seat, sink);
    }

    /// The turn ends: a foot earned this turn (an emptied hand, a closed book) is picked up
    /// for next turn (3.7, 2 and 3), then the next player acts, unless the decks ran out.
    fn end_turn<S: EventSink<HellEvent>>(&mut self, seat: Seat, sink: &mut S) {
        let earned = self.hand_len[seat] == 0 || self.closed_this_turn;
        if earned && !self.foot_taken[seat] {
            if self.options.manual_foot {
                self.foot_claim[seat] = 2;
            } else {
                self.pick_up_foot(seat, sink);
            }
        }
        self.foot_claim[seat] = self.foot_claim[seat].saturating_sub(1);
        self.closed_this_turn = false;
        self.turns += 1;
        if self.last_turn {
            self.finish(RoundEnd::DecksOut, sink);
            return;
        }
        self.turn = left(seat, self.n as usize) as u8;
        self.phase = Phase::Acquire;
    }

    fn finish<S: EventSink<HellEvent>>(&mut self, end: RoundEnd, sink: &mut S) {
        self.phase = Phase::Over;
        self.end = Some(end);
        sink.emit(|| HellEvent::RoundOver { end });
    }
}
