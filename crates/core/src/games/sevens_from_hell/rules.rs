//! Whether an action is allowed (`judge`, one place for every rule), the legal list built from
//! it, and each refusal in words a player understands.

use super::books::{
    BOOK_SIZE, Book, Required, composition_key, composition_ok, composition_problem,
};
use super::meld::{Limits, best_value, bounds, reaches};
use super::pack::{BookKind, Counts, Piece};
use super::{HellAction, HellActions, Phase, SevensFromHell};
use crate::cards::{Card, Rank, Suit};
use crate::engine::{RuleArg, RuleError, Seat};

/// The four sevens as a bit set of card kinds (see [`Card::index`]).
const SEVENS: u64 = {
    let mut mask = 0u64;
    let mut i = 0;
    while i < Suit::ALL.len() {
        mask |= 1 << Card::new(Rank::Seven, Suit::ALL[i]).index();
        i += 1;
    }
    mask
};

/// Why an action is not allowed: cheap to make, worded only when asked ([`Refusal::explain`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Refusal {
    RoundOver,
    AcquireFirst,
    AlreadyAcquired,
    PileEmpty,
    PileFrozen,
    TakeNeedsPair {
        kind: BookKind,
        have: u8,
    },
    TakeJokers {
        jokers: u8,
        have_jokers: u8,
        have_twos: u8,
    },
    TakeNaturalTop {
        kind: BookKind,
    },
    TakeBookFull {
        kind: BookKind,
        len: u8,
    },
    /// The trio and the hand cannot make the minimum (the action's `jokers`: the best value
    /// is worked out only when the refusal is worded).
    TakeMinimum {
        jokers: u8,
    },
    NotInHand {
        kind: BookKind,
        piece: Piece,
    },
    Composition {
        kind: BookKind,
        naturals: u8,
        wilds: u8,
    },
    BookExists {
        kind: BookKind,
        staged: bool,
    },
    NoBook {
        kind: BookKind,
        staged: bool,
    },
    MayNotClose,
    MeldMinimum {
        value: u32,
        minimum: u32,
    },
    /// Staging `pieces` on `kind` would leave no initial meld worth the minimum.
    MeldUnreachable {
        kind: BookKind,
        pieces: Pieces,
    },
    NothingStaged,
    TrioStays,
    StagedFirst,
    PickupFirst,
    NoCard(Card),
    NoSevens,
    GoingOut(Required),
    KeepCard(Required),
    MustDiscard,
    /// The last card held may not be discarded but goes out on a book: play it.
    FinishGoingOut,
    FootAutomatic,
    FootTaken,
    FootNotNow,
}

/// The pieces of one meld action (one for an addition, three for a start), `Copy` for a
/// refusal to keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Pieces {
    list: [Piece; 3],
    len: u8,
}

impl Pieces {
    fn of(pieces: &[Piece]) -> Pieces {
        let mut list = [Piece::Natural; 3];
        list[..pieces.len()].copy_from_slice(pieces);
        Pieces {
            list,
            len: pieces.len() as u8,
        }
    }

    fn as_slice(&self) -> &[Piece] {
        &self.list[..self.len as usize]
    }
}

/// Where the seat to act melds: its team's unfinished books, or its staged groups while the
/// team has not melded (`staging`).
#[derive(Clone, Copy)]
struct Melds<'a> {
    seat: Seat,
    staging: bool,
    books: &'a [Book; super::pack::BOOK_SLOTS],
    /// Known already: the staged groups and the hand can make the round's minimum. Every
    /// staging is checked, so this holds once anything is staged; a listing that has just
    /// asked sets it too.
    reachable: bool,
    /// Known too: an easy meld (see [`super::meld::Bounds`]) makes the minimum. Staging a natural that
    /// closes nothing leaves that meld as it was, so such a staging needs no more checking.
    easy: bool,
    /// How many more books the seat may close in this meld (3.5; see `closes_allowed`).
    closes_left: u8,
}

impl SevensFromHell {
    /// Every legal action of the seat to act.
    #[inline]
    pub(super) fn legal(&self) -> HellActions {
        let mut out = HellActions::default();
        self.list_legal(&mut out);
        out
    }

    /// Fills `out` in place: the list is half a kilobyte, and building it in the caller's
    /// frame spares two copies per call.
    pub(super) fn list_legal(&self, out: &mut HellActions) {
        let offer = |a: HellAction, out: &mut HellActions| {
            if self.judge(a).is_ok() {
                out.push(a);
            }
        };
        match self.phase {
            Phase::Over => {}
            Phase::Acquire => {
                offer(HellAction::Draw, out);
                let takes = if self.pile_top().is_some_and(super::pack::is_wild) {
                    3
                } else {
                    1
                };
                for jokers in 0..takes {
                    offer(HellAction::Take { jokers }, out);
                }
                if self.options.manual_foot {
                    offer(HellAction::Foot, out);
                }
            }
            Phase::Play => {
                // Only meld actions the hand has the cards for are judged: most kinds are
                // ruled out by a count, which keeps listing cheap for search and simulation.
                let seat = self.turn as usize;
                let hand = &self.hands[seat];
                let (jokers, twos) = (hand.jokers(), hand.twos());
                // Staging only narrows what a meld can be: a team that has not melded and
                // whose hand cannot make the minimum may stage nothing at all.
                let start = out.len();
                let mut melds = self.melds();
                if melds.staging {
                    let (limits, minimum) = (self.meld_limits(seat), self.minimum());
                    let b = bounds(hand, &self.stage, limits);
                    melds.easy = b.floor >= minimum;
                    melds.reachable = melds.reachable
                        || melds.easy
                        || (b.most >= minimum && best_value(hand, &self.stage, limits) >= minimum);
                }
                let may_meld = !melds.staging || melds.reachable;
                for kind in BookKind::ALL.into_iter().filter(|_| may_meld) {
                    let naturals = if kind.is_wild() {
                        0
                    } else {
                        hand.of_rank(kind.rank())
                    };
                    if melds.books[kind.index()].is_empty() {
                        let starts: &[(u8, u8)] = if kind.is_wild() {
                            &[(3, 0), (3, 1), (3, 2), (3, 3)]
                        } else if kind.is_sevens() {
                            &[(0, 0)]
                        } else {
                            &[(0, 0), (1, 1), (1, 0)]
                        };
                        for &(wilds, with_jokers) in starts {
                            if naturals + wilds < 3
                                || with_jokers > jokers
                                || wilds - with_jokers > twos
                            {
                                continue;
                            }
                            if self.judge_start(melds, kind, wilds, with_jokers).is_ok() {
                                out.push(HellAction::Start {
                                    kind,
                                    wilds,
                                    jokers: with_jokers,
                                });
                            }
                        }
                    } else {
                        let mut add = |piece| {
                            if self.judge_add(melds, kind, piece).is_ok() {
                                out.push(HellAction::Add { kind, piece });
                            }
                        };
                        if !kind.is_wild() && naturals > 0 {
                            add(Piece::Natural);
                        }
                        if !kind.is_sevens() {
                            if jokers > 0 {
                                add(Piece::Joker);
                            }
                            if twos > 0 {
                                add(Piece::Two);
                            }
                        }
                    }
                }
                for a in [HellAction::Meld, HellAction::Cancel] {
                    offer(a, out);
                }
                if self.ready_to_discard().is_ok() {
                    // Every card kind held may go, unless the seat is holding its last card
                    // for going out or the card is a seven (see `judge_discard`).
                    let before = out.len();
                    if self.last_card_kept(seat).is_ok() {
                        let mut held = self.hands[seat].held_mask();
                        if !self.discardable(Card::new(Rank::Seven, Suit::Clubs)) {
                            held &= !SEVENS;
                        }
                        while held != 0 {
                            let i = held.trailing_zeros() as u8;
                            held &= held - 1;
                            out.push(HellAction::Discard(Card::from_index(i).expect("a kind")));
                        }
                    }
                    // Without a discard the turn ends as it is, when every card held is a seven
                    // (or none is held) or when nothing else can be done: a player holding a
                    // last card that goes out on a book plays it.
                    if out.len() == before && (self.nothing_to_discard(seat) || before == start) {
                        out.push(HellAction::End);
                    }
                }
                if self.options.manual_foot {
                    offer(HellAction::Foot, out);
                }
            }
        }
    }

    /// Where the seat to act melds, worked out once for all the melds a listing weighs.
    fn melds(&self) -> Melds<'_> {
        let seat = self.turn as usize;
        let team = &self.teams[self.team_of(seat)];
        Melds {
            seat,
            staging: !team.melded,
            books: if team.melded { &team.open } else { &self.stage },
            reachable: self.staged > 0,
            easy: false,
            closes_left: if team.melded {
                self.closes_allowed(seat)
            } else {
                let staged_closed = self.stage.iter().filter(|b| b.len() == BOOK_SIZE).count();
                self.closes_allowed(seat)
                    .saturating_sub(staged_closed as u8)
            },
        }
    }

    /// How many more books the seat may close now (3.5): a player's first close is free, a
    /// second waits until every teammate has closed one.
    #[inline]
    fn closes_allowed(&self, seat: Seat) -> u8 {
        // A side's seats are every `team_count`-th from the side's first (see `team_of`).
        let side = self.team_of(seat);
        let all_closed = (side..self.n as usize)
            .step_by(self.team_count())
            .all(|t| t == seat || self.has_closed[t]);
        if all_closed {
            u8::MAX
        } else if self.has_closed[seat] {
            0
        } else {
            1
        }
    }

    /// Whether the action is allowed, and if not, why.
    pub(super) fn judge(&self, action: HellAction) -> Result<(), Refusal> {
        let seat = self.turn as usize;
        match (self.phase, action) {
            (Phase::Over, _) => Err(Refusal::RoundOver),
            (_, HellAction::Foot) => self.judge_foot(seat),
            (Phase::Acquire, HellAction::Draw) => Ok(()),
            (Phase::Acquire, HellAction::Take { jokers }) => self.judge_take(seat, jokers),
            (Phase::Acquire, _) => Err(Refusal::AcquireFirst),
            (Phase::Play, HellAction::Draw | HellAction::Take { .. }) => {
                Err(Refusal::AlreadyAcquired)
            }
            (
                Phase::Play,
                HellAction::Start {
                    kind,
                    wilds,
                    jokers,
                },
            ) => self.judge_start(self.melds(), kind, wilds, jokers),
            (Phase::Play, HellAction::Add { kind, piece }) => {
                self.judge_add(self.melds(), kind, piece)
            }
            (Phase::Play, HellAction::Meld) => self.judge_meld(seat),
            // After a pickup the meld must be made (staging keeps it possible), so nothing is
            // taken back; otherwise staged cards may always go back to the hand.
            (Phase::Play, HellAction::Cancel) => match self.staged {
                0 => Err(Refusal::NothingStaged),
                _ if self.trio.is_some() => Err(Refusal::TrioStays),
                _ => Ok(()),
            },
            (Phase::Play, HellAction::Discard(card)) => self.judge_discard(seat, card),
            (Phase::Play, HellAction::End) => {
                self.ready_to_discard()?;
                let hand = &self.hands[seat];
                if hand.held().any(|c| self.judge_discard(seat, c).is_ok()) {
                    Err(Refusal::MustDiscard)
                } else if self.nothing_to_discard(seat) || self.legal().contains(&HellAction::End) {
                    Ok(())
                } else {
                    Err(Refusal::FinishGoingOut)
                }
            }
        }
    }

    fn judge_foot(&self, seat: Seat) -> Result<(), Refusal> {
        if !self.options.manual_foot {
            Err(Refusal::FootAutomatic)
        } else if self.foot_taken[seat] {
            Err(Refusal::FootTaken)
        } else if self.foot_claim[seat] == 0 {
            Err(Refusal::FootNotNow)
        } else {
            Ok(())
        }
    }

    fn judge_take(&self, seat: Seat, jokers: u8) -> Result<(), Refusal> {
        let top = self.pile_top().ok_or(Refusal::PileEmpty)?;
        if top.rank_value() == 3 {
            return Err(Refusal::PileFrozen);
        }
        let hand = &self.hands[seat];
        let (kind, pair) = Self::take_pair(top, jokers);
        if kind.is_wild() {
            let twos = 2 - jokers.min(2);
            if jokers > 2 || hand.jokers() < jokers || hand.twos() < twos {
                return Err(Refusal::TakeJokers {
                    jokers,
                    have_jokers: hand.jokers(),
                    have_twos: hand.twos(),
                });
            }
        } else {
            if jokers > 0 {
                return Err(Refusal::TakeNaturalTop { kind });
            }
            let have = hand.of_rank(kind.rank());
            if have < 2 {
                return Err(Refusal::TakeNeedsPair { kind, have });
            }
        }
        let team = &self.teams[self.team_of(seat)];
        if team.melded {
            let book = team.open_book(kind);
            if book.is_empty() {
                return Ok(());
            }
            if book.len() + 3 > BOOK_SIZE {
                return Err(Refusal::TakeBookFull {
                    kind,
                    len: book.len(),
                });
            }
            if book.len() + 3 == BOOK_SIZE && self.closes_allowed(seat) == 0 {
                return Err(Refusal::MayNotClose);
            }
            return Ok(());
        }
        // Not melded: the trio and the hand (without the pair) must make the minimum.
        let (rest, stage) = self.after_take(seat, kind, top, pair);
        if !reaches(&rest, &stage, self.pickup_limits(seat), self.minimum()) {
            return Err(Refusal::TakeMinimum { jokers });
        }
        Ok(())
    }

    /// The pair a pickup lays from the hand under `top` (a wild top: `jokers` of two wilds
    /// are jokers), and the kind of book the trio makes.
    fn take_pair(top: Card, jokers: u8) -> (BookKind, [Piece; 2]) {
        match BookKind::natural(top.rank_value()) {
            Some(kind) => (kind, [Piece::Natural; 2]),
            None => {
                let mut pair = [Piece::Two; 2];
                for p in pair.iter_mut().take(jokers as usize) {
                    *p = Piece::Joker;
                }
                (BookKind::WILD, pair)
            }
        }
    }

    /// The hand and the staged trio after taking the pile with `pair` under `top`.
    fn after_take(
        &self,
        seat: Seat,
        kind: BookKind,
        top: Card,
        pair: [Piece; 2],
    ) -> (Counts, [Book; super::pack::BOOK_SLOTS]) {
        let mut rest = self.hands[seat];
        let mut stage: [Book; super::pack::BOOK_SLOTS] = Default::default();
        stage[kind.index()].push(top);
        for piece in pair {
            if let Some(c) = rest.pick(piece, kind.rank()) {
                rest.take(c);
                stage[kind.index()].push(c);
            }
        }
        (rest, stage)
    }

    /// The hand and the staged groups after staging `pieces` on `kind`.
    fn after_staging(
        &self,
        seat: Seat,
        kind: BookKind,
        pieces: &[Piece],
    ) -> (Counts, [Book; super::pack::BOOK_SLOTS]) {
        let mut hand = self.hands[seat];
        let mut stage = self.stage;
        for &p in pieces {
            if let Some(c) = hand.pick(p, kind.rank()) {
                hand.take(c);
                stage[kind.index()].push(c);
            }
        }
        (hand, stage)
    }

    /// The best initial meld that a refused pickup or staging would leave (for wording the
    /// refusal), and the best it would be if a meld could close any number of books.
    fn reach_after(&self, refusal: Refusal) -> (u32, u32) {
        let seat = self.turn as usize;
        let (hand, stage, limits) = match refusal {
            Refusal::TakeMinimum { jokers } => {
                let Some(top) = self.pile_top() else {
                    return (0, 0);
                };
                let (kind, pair) = Self::take_pair(top, jokers);
                let (hand, stage) = self.after_take(seat, kind, top, pair);
                (hand, stage, self.pickup_limits(seat))
            }
            Refusal::MeldUnreachable { kind, pieces } => {
                let (hand, stage) = self.after_staging(seat, kind, pieces.as_slice());
                (hand, stage, self.meld_limits(seat))
            }
            _ => return (0, 0),
        };
        (
            best_value(&hand, &stage, limits),
            best_value(&hand, &stage, limits.any_closes()),
        )
    }

    /// Whether the rules accept `action` now: `check` without wording the refusal, for
    /// callers that ask about many actions.
    pub fn allows(&self, action: HellAction) -> bool {
        self.judge(action).is_ok()
    }

    /// Whether the seat to act can still lay down an initial meld worth the round's minimum
    /// from its staged groups and its hand (after taking the pile it always can: staging
    /// keeps it so).
    pub fn meld_in_reach(&self) -> bool {
        let seat = self.turn as usize;
        self.trio.is_some()
            || reaches(
                &self.hands[seat],
                &self.stage,
                self.meld_limits(seat),
                self.minimum(),
            )
    }

    /// What limits the initial meld `seat` composes: the books it may close (one, for a
    /// team that has not melded), and a card to keep when his foot is picked up and no
    /// pickup is coming to his hand. (Dealt rounds never have that: a hand empties only by
    /// melding. A laid-out deal may.)
    fn meld_limits(&self, seat: Seat) -> Limits {
        Limits {
            closes: self.closes_allowed(seat),
            keep_a_card: self.foot_taken[seat] && self.pending_len == 0,
        }
    }

    /// [`Self::meld_limits`] for the meld a pickup makes: the pile's other cards (or cards
    /// drawn in their place) join the hand after it.
    fn pickup_limits(&self, seat: Seat) -> Limits {
        Limits {
            closes: self.closes_allowed(seat),
            keep_a_card: false,
        }
    }

    #[inline]
    fn has_piece(&self, hand: &Counts, kind: BookKind, piece: Piece, n: u8) -> Result<(), Refusal> {
        if n == 0 {
            return Ok(());
        }
        let have = match piece {
            Piece::Natural => hand.of_rank(kind.rank()),
            Piece::Joker => hand.jokers(),
            Piece::Two => hand.twos(),
        };
        if have < n {
            Err(Refusal::NotInHand { kind, piece })
        } else {
            Ok(())
        }
    }

    #[inline(always)]
    fn judge_start(
        &self,
        melds: Melds<'_>,
        kind: BookKind,
        wilds: u8,
        jokers: u8,
    ) -> Result<(), Refusal> {
        let Melds {
            seat,
            staging: staged,
            books,
            ..
        } = melds;
        if !books[kind.index()].is_empty() {
            return Err(Refusal::BookExists { kind, staged });
        }
        let hand = &self.hands[seat];
        if wilds > 3 || jokers > wilds || kind.is_wild() != (wilds == 3) {
            return Err(Refusal::Composition {
                kind,
                naturals: 3 - wilds.min(3),
                wilds: wilds.min(3),
            });
        }
        self.has_piece(hand, kind, Piece::Natural, 3 - wilds)?;
        self.has_piece(hand, kind, Piece::Joker, jokers)?;
        self.has_piece(hand, kind, Piece::Two, wilds - jokers)?;
        let pieces = HellAction::start_pieces(wilds, jokers);
        if !composition_ok(kind, 3 - wilds, wilds) {
            return Err(Refusal::Composition {
                kind,
                naturals: 3 - wilds,
                wilds,
            });
        }
        if staged {
            self.keeps_meld_reachable(melds, kind, &pieces)?;
        } else {
            self.keeps_a_card(seat, kind, &pieces, None)?;
        }
        Ok(())
    }

    #[inline(always)]
    fn judge_add(&self, melds: Melds<'_>, kind: BookKind, piece: Piece) -> Result<(), Refusal> {
        let Melds {
            seat,
            staging: staged,
            books,
            ..
        } = melds;
        let book = &books[kind.index()];
        if book.is_empty() {
            return Err(Refusal::NoBook { kind, staged });
        }
        if kind.is_wild() && piece == Piece::Natural {
            return Err(Refusal::Composition {
                kind,
                naturals: 1,
                wilds: book.wilds(),
            });
        }
        // (A wild book's naturals are refused above, so `of_rank` never sees rank 0.)
        self.has_piece(&self.hands[seat], kind, piece, 1)?;
        let (naturals, wilds) = if piece.is_wild() {
            (book.naturals(), book.wilds() + 1)
        } else {
            (book.naturals() + 1, book.wilds())
        };
        if !composition_ok(kind, naturals, wilds) {
            return Err(Refusal::Composition {
                kind,
                naturals,
                wilds,
            });
        }
        let closes = naturals + wilds == BOOK_SIZE;
        if closes && melds.closes_left == 0 {
            return Err(Refusal::MayNotClose);
        }
        if staged {
            self.keeps_meld_reachable(melds, kind, &[piece])?;
        } else {
            self.keeps_a_card(
                seat,
                kind,
                &[piece],
                closes.then_some(wilds == 0 || naturals == 0),
            )?;
        }
        Ok(())
    }

    /// A player who has his foot and whose team cannot go out must keep a card to discard
    /// (3.8): a meld of `pieces` (of `kind`) may not leave him with no card, or with a single
    /// card he would have to discard, unless that card then goes out on a book that completes
    /// the required five (the last cards of a going out are judged as the meld they make).
    /// `closing` says whether the meld closes a clean book, which may complete the five.
    #[inline(always)]
    fn keeps_a_card(
        &self,
        seat: Seat,
        kind: BookKind,
        pieces: &[Piece],
        closing: Option<bool>,
    ) -> Result<(), Refusal> {
        if !self.foot_taken[seat] || self.hand_len[seat] as usize >= pieces.len() + 2 {
            return Ok(());
        }
        let required = self.required_after(seat, closing.map(|clean| (kind, clean)));
        if required.complete() {
            return Ok(());
        }
        let mut after = self.hands[seat];
        for &p in pieces {
            if let Some(c) = after.pick(p, kind.rank()) {
                after.take(c);
            }
        }
        let mut left = after.held();
        match (left.next(), after.total()) {
            (None, _) => Err(Refusal::GoingOut(required)),
            (Some(last), 1) if !self.discardable(last) => Ok(()),
            (Some(last), 1) if self.goes_out_with(seat, kind, pieces, last) => Ok(()),
            (Some(_), 1) => Err(Refusal::KeepCard(required)),
            _ => Ok(()),
        }
    }

    /// Whether, once `pieces` are laid on the team's book of `kind`, the seat's `last` card
    /// closes one of the team's books and so completes the required five: going out.
    fn goes_out_with(&self, seat: Seat, kind: BookKind, pieces: &[Piece], last: Card) -> bool {
        let mut hand = self.hands[seat];
        let mut team = self.teams[self.team_of(seat)];
        let mut closed = 0u8;
        for &p in pieces {
            if let Some(c) = hand.pick(p, kind.rank()) {
                hand.take(c);
                closed += team.lay(kind, c).is_some() as u8;
            }
        }
        if self.closes_allowed(seat) <= closed {
            return false;
        }
        // A wild card may close any book but the sevens; a natural only its rank's.
        let wild = super::pack::is_wild(last);
        let kinds = BookKind::ALL.into_iter().filter(|k| {
            if wild {
                !k.is_sevens()
            } else {
                k.rank() == last.rank_value()
            }
        });
        for k in kinds {
            let book = team.open_book(k);
            let (naturals, wilds) = if wild {
                (book.naturals(), book.wilds() + 1)
            } else {
                (book.naturals() + 1, book.wilds())
            };
            if book.len() + 1 == BOOK_SIZE && composition_ok(k, naturals, wilds) {
                let mut after = team;
                after.lay(k, last);
                if after.required().complete() {
                    return true;
                }
            }
        }
        false
    }

    /// Staging never leads into an initial meld that cannot be finished: after staging
    /// `pieces` on `kind`, the staged groups and the rest of the hand must still be able to
    /// make the round's minimum. (Even a natural can put it out of reach: a staged group
    /// keeps its naturals, and six 9s hold fewer wilds than five.)
    fn keeps_meld_reachable(
        &self,
        melds: Melds<'_>,
        kind: BookKind,
        pieces: &[Piece],
    ) -> Result<(), Refusal> {
        let seat = melds.seat;
        let grows = melds.books[kind.index()].len() as usize + pieces.len();
        if melds.easy && grows < BOOK_SIZE as usize && pieces.iter().all(|&p| p == Piece::Natural) {
            return Ok(());
        }
        let (hand, stage) = self.after_staging(seat, kind, pieces);
        if reaches(&hand, &stage, self.meld_limits(seat), self.minimum()) {
            Ok(())
        } else {
            Err(Refusal::MeldUnreachable {
                kind,
                pieces: Pieces::of(pieces),
            })
        }
    }

    /// The required books of `seat`'s team once a book of `closing` (clean or not) closes.
    fn required_after(&self, seat: Seat, closing: Option<(BookKind, bool)>) -> Required {
        let mut team = self.teams[self.team_of(seat)];
        if let Some((kind, clean)) = closing {
            if clean {
                team.clean[kind.index()] += 1;
            } else {
                team.dirty[kind.index()] += 1;
            }
        }
        team.required()
    }

    fn judge_meld(&self, seat: Seat) -> Result<(), Refusal> {
        if self.staged == 0 {
            return Err(Refusal::NothingStaged);
        }
        let value = self.staged_value();
        let minimum = self.minimum();
        if value < minimum {
            return Err(Refusal::MeldMinimum { value, minimum });
        }
        // Only a laid-out deal has a player with his foot before his team melded (a hand
        // empties only by melding): he keeps a card, as staging made sure he could.
        if self.meld_limits(seat).keep_a_card && self.hand_len[seat] == 0 {
            let required = self.teams[self.team_of(seat)].required();
            return Err(Refusal::GoingOut(required));
        }
        Ok(())
    }

    /// Whether no card held may be discarded at all: every card held is a seven (or none is
    /// held), so the turn may end without a discard (3.5 C).
    fn nothing_to_discard(&self, seat: Seat) -> bool {
        let mut held = self.hands[seat].held_mask();
        if !self.discardable(Card::new(Rank::Seven, Suit::Clubs)) {
            held &= !SEVENS;
        }
        held == 0
    }

    /// Discarding waits until no meld is half made.
    fn ready_to_discard(&self) -> Result<(), Refusal> {
        if self.pending_len > 0 {
            Err(Refusal::PickupFirst)
        } else if self.staged > 0 {
            Err(Refusal::StagedFirst)
        } else {
            Ok(())
        }
    }

    fn judge_discard(&self, seat: Seat, card: Card) -> Result<(), Refusal> {
        self.ready_to_discard()?;
        if self.hands[seat].get(card) == 0 {
            return Err(Refusal::NoCard(card));
        }
        if !self.discardable(card) {
            return Err(Refusal::NoSevens);
        }
        self.last_card_kept(seat)
    }

    /// A seat with its foot may not discard its last card before the team has the required
    /// five (3.8).
    fn last_card_kept(&self, seat: Seat) -> Result<(), Refusal> {
        if self.hand_len[seat] == 1 && self.foot_taken[seat] {
            let required = self.teams[self.team_of(seat)].required();
            if !required.complete() {
                return Err(Refusal::GoingOut(required));
            }
        }
        Ok(())
    }
}

impl Refusal {
    /// The refusal as a [`RuleError`]: a stable rule name and a sentence for the player.
    pub(super) fn explain(self, g: &SevensFromHell) -> RuleError {
        // What the refused meld could still be worth, worked out once for the sentence and
        // the facts (only these refusals need it).
        let reach = match self {
            Refusal::TakeMinimum { .. } | Refusal::MeldUnreachable { .. } => g.reach_after(self),
            _ => (0, 0),
        };
        let (rule, reason) = match self {
            Refusal::RoundOver => ("round-over", "the round is over".to_string()),
            Refusal::AcquireFirst => (
                "acquire-first",
                "first draw two cards or take the discard pile".into(),
            ),
            Refusal::AlreadyAcquired => (
                "already-acquired",
                "you have already drawn or taken the pile this turn".into(),
            ),
            Refusal::PileEmpty => ("pile-empty", "the discard pile is empty".into()),
            Refusal::PileFrozen => ("pile-frozen", "the pile is frozen: a 3 is on top".into()),
            Refusal::TakeNeedsPair { kind, have } => (
                "take-needs-pair",
                if kind.is_wild() {
                    "to take a wild card you need two wild cards in your hand".into()
                } else {
                    let held = if have == 0 {
                        "you have none".to_string()
                    } else {
                        format!("you have only {}", kind.one())
                    };
                    format!(
                        "to take the pile you need two {} in your hand; {held}",
                        kind.plural()
                    )
                },
            ),
            Refusal::TakeJokers {
                jokers,
                have_jokers,
                have_twos,
            } => (
                "take-needs-pair",
                format!(
                    "a wild card on top is taken with two wild cards from your hand; you asked for {jokers} {} and hold {have_jokers} {} and {have_twos} {}",
                    if jokers == 1 { "joker" } else { "jokers" },
                    if have_jokers == 1 { "joker" } else { "jokers" },
                    if have_twos == 1 { "2" } else { "2s" }
                ),
            ),
            Refusal::TakeNaturalTop { kind } => (
                "take-needs-pair",
                format!(
                    "the top card is {}: it is taken with two naturals of its rank, not with wild cards",
                    kind.one()
                ),
            ),
            Refusal::TakeBookFull { kind, len } => (
                "take-book-full",
                format!(
                    "your team's book of {} has {len} cards: three more would make {}",
                    kind.plural(),
                    len + 3
                ),
            ),
            Refusal::MayNotClose => (
                "close-permission",
                "you have already closed a book this round: each of your partners must close one before you close another".into(),
            ),
            Refusal::TakeMinimum { .. } => {
                let (best, unlimited) = reach;
                let minimum = g.minimum();
                (
                    "take-meld-minimum",
                    if unlimited >= minimum {
                        format!(
                            "your team has not melded: the top card and your hand make {minimum} only by closing two books, and an initial meld closes one; the best meld makes {best} of the {minimum} needed"
                        )
                    } else {
                        format!(
                            "your team has not melded: the best meld with the top card and your hand makes {best} of the {minimum} needed"
                        )
                    },
                )
            }
            Refusal::NotInHand { kind, piece } => (
                "not-in-hand",
                match piece {
                    Piece::Natural => format!("you do not have enough {} in your hand", kind.plural()),
                    Piece::Joker => "you do not have enough jokers in your hand".into(),
                    Piece::Two => "you do not have enough 2s in your hand".into(),
                },
            ),
            Refusal::Composition { kind, naturals, wilds } => (
                "book-composition",
                composition_problem(kind, naturals, wilds)
                    .unwrap_or_else(|| "that book would break the composition rule".into()),
            ),
            Refusal::BookExists { kind, staged } => (
                "one-open-book-per-kind",
                if staged {
                    format!("you have already staged a group of {}: add to it", kind.plural())
                } else {
                    format!(
                        "your team already has an unfinished book of {}: add to it",
                        kind.plural()
                    )
                },
            ),
            Refusal::NoBook { kind, staged } => (
                "no-such-book",
                if staged {
                    format!(
                        "you have no staged group of {}: start one with three cards",
                        kind.plural()
                    )
                } else {
                    format!(
                        "your team has no unfinished book of {}: start one with three cards",
                        kind.plural()
                    )
                },
            ),
            Refusal::MeldMinimum { value, minimum } => (
                "meld-minimum",
                format!(
                    "the initial meld must be worth at least {minimum} in round {}; these cards make {value}",
                    g.round()
                ),
            ),
            Refusal::MeldUnreachable { .. } => {
                let (best, unlimited) = reach;
                let minimum = g.minimum();
                (
                    "meld-out-of-reach",
                    if unlimited >= minimum {
                        format!(
                            "that would leave an initial meld of at most {best}, short of the {minimum} needed: {minimum} would take two closed books, and an initial meld closes one"
                        )
                    } else {
                        format!(
                            "that would leave an initial meld of at most {best}, short of the {minimum} needed"
                        )
                    },
                )
            }
            Refusal::NothingStaged => (
                "nothing-staged",
                "no cards are staged for an initial meld".into(),
            ),
            Refusal::TrioStays => (
                "pickup-stays",
                "you took the pile: finish the initial meld with the cards you have staged".into(),
            ),
            Refusal::StagedFirst => (
                "lay-down-first",
                "lay down your staged meld or take it back before you discard".into(),
            ),
            Refusal::PickupFirst => (
                "pickup-meld-first",
                "you took the pile: lay down your initial meld first".into(),
            ),
            Refusal::NoCard(card) => ("not-in-hand", format!("you do not hold the {card}")),
            Refusal::NoSevens => ("no-discarding-sevens", "sevens can never be discarded".into()),
            Refusal::GoingOut(req) => (
                "going-out-needs-books",
                format!(
                    "you cannot go out yet: your team still needs {}; keep a card",
                    req.missing_text()
                ),
            ),
            Refusal::KeepCard(req) => (
                "keep-a-card",
                format!(
                    "your team still needs {} before you may go out, so keep a card to discard",
                    req.missing_text()
                ),
            ),
            Refusal::MustDiscard => (
                "must-discard",
                "discard a card to end your turn".into(),
            ),
            Refusal::FinishGoingOut => (
                "finish-going-out",
                "your last card closes your team's last required book: lay it down to go out"
                    .into(),
            ),
            Refusal::FootAutomatic => (
                "foot-automatic",
                "your foot is picked up for you when the rules allow".into(),
            ),
            Refusal::FootTaken => ("foot-taken", "you have already picked up your foot".into()),
            Refusal::FootNotNow => (
                "foot-not-now",
                "you may pick up your foot only after emptying your hand or closing a book".into(),
            ),
        };
        self.facts(g, RuleError::new(rule, reason), reach)
    }

    /// The refusal's facts, for a window to word it in its own language: a book by its rank
    /// (`book`, 0 for the wild book), counts as numbers, a card, and keys where the rule has
    /// several cases (`case`, `piece`, `place`, `problem`); `reach` is the best meld a meld refusal
    /// leaves, and the best with any number of closed books.
    fn facts(self, g: &SevensFromHell, e: RuleError, reach: (u32, u32)) -> RuleError {
        use RuleArg::{Card as C, Key, Number as N};
        let book = |kind: BookKind| N(kind.rank() as i64);
        let place = |staged: bool| Key(if staged { "staged" } else { "table" });
        let required = |e: RuleError, r: Required| {
            e.with("has_sevens", N(r.sevens as i64))
                .with("has_wild", N(r.wild as i64))
                .with("has_clean", N(r.clean as i64))
                .with("dirty_books", N(r.dirty as i64))
        };
        match self {
            Refusal::TakeNeedsPair { kind, have } => e
                .with("case", Key("pair"))
                .with("book", book(kind))
                .with("have", N(have as i64)),
            Refusal::TakeJokers {
                jokers,
                have_jokers,
                have_twos,
            } => e
                .with("case", Key("jokers"))
                .with("jokers", N(jokers as i64))
                .with("have_jokers", N(have_jokers as i64))
                .with("have_twos", N(have_twos as i64)),
            Refusal::TakeNaturalTop { kind } => {
                e.with("case", Key("natural-top")).with("book", book(kind))
            }
            Refusal::TakeBookFull { kind, len } => {
                e.with("book", book(kind)).with("len", N(len as i64))
            }
            Refusal::TakeMinimum { .. } | Refusal::MeldUnreachable { .. } => {
                let (best, unlimited) = reach;
                let minimum = g.minimum();
                let e = e
                    .with("best", N(best as i64))
                    .with("minimum", N(minimum as i64));
                if unlimited >= minimum {
                    e.with("case", Key("one-close"))
                } else {
                    e
                }
            }
            Refusal::NotInHand { kind, piece } => e.with("book", book(kind)).with(
                "piece",
                Key(match piece {
                    Piece::Natural => "natural",
                    Piece::Joker => "joker",
                    Piece::Two => "two",
                }),
            ),
            Refusal::Composition {
                kind,
                naturals,
                wilds,
            } => {
                let e = e
                    .with("book", book(kind))
                    .with("naturals", N(naturals as i64))
                    .with("wilds", N(wilds as i64));
                match composition_key(kind, naturals, wilds) {
                    Some(problem) => e.with("problem", Key(problem)),
                    None => e,
                }
            }
            Refusal::BookExists { kind, staged } | Refusal::NoBook { kind, staged } => {
                e.with("book", book(kind)).with("place", place(staged))
            }
            Refusal::MeldMinimum { value, minimum } => e
                .with("value", N(value as i64))
                .with("minimum", N(minimum as i64))
                .with("round", N(g.round() as i64)),
            Refusal::NoCard(card) => e.with("card", C(card)),
            Refusal::GoingOut(r) | Refusal::KeepCard(r) => required(e, r),
            Refusal::RoundOver
            | Refusal::AcquireFirst
            | Refusal::AlreadyAcquired
            | Refusal::PileEmpty
            | Refusal::PileFrozen
            | Refusal::MayNotClose
            | Refusal::NothingStaged
            | Refusal::TrioStays
            | Refusal::StagedFirst
            | Refusal::PickupFirst
            | Refusal::NoSevens
            | Refusal::MustDiscard
            | Refusal::FinishGoingOut
            | Refusal::FootAutomatic
            | Refusal::FootTaken
            | Refusal::FootNotNow => e,
        }
    }
}
