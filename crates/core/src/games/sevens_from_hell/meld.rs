//! The most an initial meld can be worth (3.5 A, 3.6): whether the pile may be taken by a team
//! that has not melded, and whether a staged meld can still make the minimum (staging never
//! leads into a meld that cannot be finished).
//!
//! The answer is exact. Each kind makes at most one book; a natural book of `a` naturals holds
//! `b` wilds with `a > b` and `3 <= a + b <= 7`, the sevens none, the wild book 3 to 7 wilds;
//! groups already staged keep their cards; at most `closes` books reach seven cards (an initial
//! meld closes one). Every wild fits every slot, so `k` wilds placed are worth most as jokers
//! first. Fewer naturals can be worth more: six 9s hold one wild, five 9s two. So a table over
//! (wilds placed, books closed) keeps the naturals' best value, kind by kind; for each number of
//! wilds a kind takes, only its largest closing and largest open book can be best.

use super::books::{BOOK_SIZE, Book};
use super::pack::{BOOK_SLOTS, BookKind, Counts, Piece, piece_value};

/// More wilds than every book of a meld can hold (ten natural books of three, the wild book's
/// seven): the table never needs more columns.
const MAX_WILDS: usize = 37;
/// More closed books than a meld can have (one per kind).
const MAX_CLOSES: usize = BookKind::ALL.len();
/// An impossible entry of the table.
const NONE: i32 = i32::MIN / 2;

/// One way a kind's book can end: the wilds it takes from the hand, whether it closes, and the
/// value of its naturals.
#[derive(Clone, Copy)]
struct Choice {
    wilds: u8,
    closes: u8,
    value: i32,
}

/// The ways one kind's book can end, at most nine (no book; per number of wilds, the largest
/// closed and the largest open book).
struct Choices {
    list: [Choice; 9],
    len: usize,
}

impl Choices {
    fn push(&mut self, wilds: u8, closes: bool, value: u32) {
        self.list[self.len] = Choice {
            wilds,
            closes: closes as u8,
            value: value as i32,
        };
        self.len += 1;
    }
}

/// What one kind can still become, from its staged group and the hand's naturals; `None` when
/// the kind can add nothing to a meld (no group staged and too few cards to start one).
fn choices(kind: BookKind, staged: &Book, hand: &Counts, wilds: u32) -> Option<Choices> {
    let mut out = Choices {
        list: [Choice {
            wilds: 0,
            closes: 0,
            value: 0,
        }; 9],
        len: 0,
    };
    let size = BOOK_SIZE as u32;
    if kind.is_wild() {
        let have = staged.len() as u32;
        if have == 0 {
            if wilds < 3 {
                return None;
            }
            out.push(0, false, 0);
        }
        for total in have.max(3)..=size {
            if total - have <= wilds {
                out.push((total - have) as u8, total == size, 0);
            }
        }
        return Some(out);
    }
    let (s, w) = (staged.naturals() as u32, staged.wilds() as u32);
    let n = s + hand.of_rank(kind.rank()) as u32;
    let per = piece_value(Piece::Natural, kind.rank());
    let most_wilds = if kind.is_sevens() { 0 } else { 3 };
    if s + w == 0 {
        // A pair needs a wild to become a book; a sevens book needs three sevens.
        let least = if kind.is_sevens() || wilds == 0 { 3 } else { 2 };
        if n < least {
            return None;
        }
        out.push(0, false, 0);
    }
    for b in w..=most_wilds {
        if b - w > wilds {
            break;
        }
        // The largest closed book: 7 − b naturals (never fewer than b + 1, as b ≤ 3).
        let a = size - b;
        if a <= n && a >= s {
            out.push((b - w) as u8, true, a * per);
        }
        // The largest open book.
        let a = n.min(size - 1 - b);
        if a >= s && a > b && a + b >= 3 {
            out.push((b - w) as u8, false, a * per);
        }
    }
    Some(out)
}

/// The value of `k` wilds from a hand of `jokers` jokers and 2s: jokers first.
fn wild_value(k: u32, jokers: u32) -> u32 {
    let j = k.min(jokers);
    j * piece_value(Piece::Joker, 0) + (k - j) * piece_value(Piece::Two, 0)
}

/// What limits an initial meld besides its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How many of its books may close (3.5: one, for a team that has not melded).
    pub closes: u8,
    /// The player has his foot and no pickup is coming to his hand: the meld must leave him
    /// a card (3.8).
    pub keep_a_card: bool,
}

impl Limits {
    /// As many closed books as there are kinds.
    pub fn any_closes(self) -> Limits {
        Limits {
            closes: u8::MAX,
            ..self
        }
    }
}

/// The highest value of an initial meld from `stage` (kept as staged, its value included) and
/// the cards of `hand`, within `limits`; 0 when no meld can be made.
pub fn best_value(hand: &Counts, stage: &[Book; BOOK_SLOTS], limits: Limits) -> u32 {
    if !limits.keep_a_card {
        return table_best(hand, stage, limits.closes);
    }
    // The card kept can be any kind held.
    hand.held()
        .map(|c| {
            let mut h = *hand;
            h.take(c);
            table_best(&h, stage, limits.closes)
        })
        .max()
        .unwrap_or(0)
}

/// [`best_value`] closing at most `closes` books, every card of `hand` free to go.
fn table_best(hand: &Counts, stage: &[Book; BOOK_SLOTS], closes: u8) -> u32 {
    let jokers = hand.jokers() as u32;
    let wilds = (jokers + hand.twos() as u32).min(MAX_WILDS as u32);
    let closes = (closes as usize).min(MAX_CLOSES);
    let cols = closes + 1;
    // table[k * cols + c]: the naturals' best value with k wilds placed and c books closed.
    let mut table = [NONE; (MAX_WILDS + 1) * (MAX_CLOSES + 1)];
    table[0] = 0;
    let mut placed = 0usize;
    let mut staged_wilds = 0u32;
    for kind in BookKind::ALL {
        let staged = &stage[kind.index()];
        if !kind.is_wild() {
            staged_wilds += staged.value()
                - staged.naturals() as u32 * piece_value(Piece::Natural, kind.rank());
        } else {
            staged_wilds += staged.value();
        }
        let Some(ch) = choices(kind, staged, hand, wilds) else {
            continue;
        };
        let ch = &ch.list[..ch.len];
        // The wilds placed so far can grow by this kind's most; walking down keeps each entry
        // read before it is overwritten.
        let most = ch.iter().map(|x| x.wilds as usize).max().unwrap_or(0);
        placed = (placed + most).min(wilds as usize);
        for k in (0..=placed).rev() {
            for c in (0..cols).rev() {
                let mut best = NONE;
                for x in ch {
                    let (dk, dc) = (x.wilds as usize, x.closes as usize);
                    if dk <= k && dc <= c {
                        best = best.max(table[(k - dk) * cols + c - dc] + x.value);
                    }
                }
                table[k * cols + c] = best;
            }
        }
    }
    // A meld lays at least one book: something staged, or a kind chosen (its naturals or
    // the wild book's wilds count).
    let forced = stage.iter().any(|b| !b.is_empty());
    let mut best = None;
    for k in 0..=placed {
        for c in 0..cols {
            let v = table[k * cols + c];
            if v < 0 || (v == 0 && k == 0 && !forced) {
                continue;
            }
            best = best.max(Some(v as u32 + wild_value(k as u32, jokers) + staged_wilds));
        }
    }
    best.unwrap_or(0)
}

/// Two quick bounds on [`best_value`], which settle most questions without the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// Every card that could join a book, all laid: nothing can be worth more.
    pub most: u32,
    /// The value of one meld that can always be made: each kind with three naturals or more
    /// (or staged) as an open book of at most six cards, staged groups as they stand, the
    /// wild cards making pairs into books, then a wild book of up to six, then filling the
    /// natural books' room. 0 when it makes no meld, or when a card must be kept.
    pub floor: u32,
}

/// [`Bounds`] of an initial meld from `stage` and `hand` within `limits`, in one pass.
pub fn bounds(hand: &Counts, stage: &[Book; BOOK_SLOTS], limits: Limits) -> Bounds {
    let open = BOOK_SIZE as u32 - 1;
    let jokers = hand.jokers() as u32;
    let wilds = jokers + hand.twos() as u32;
    let mut most = wild_value(wilds, jokers);
    let (mut value, mut closed, mut room) = (0u32, 0u32, 0u32);
    // The natural pairs, by value: each becomes a book with a wild card.
    let mut pairs = [0u32; BookKind::ALL.len()];
    let mut npairs = 0;
    for kind in BookKind::ALL {
        let staged = &stage[kind.index()];
        let (s, w) = (staged.naturals() as u32, staged.wilds() as u32);
        let per = if kind.is_wild() {
            0
        } else {
            piece_value(Piece::Natural, kind.rank())
        };
        let n = if kind.is_wild() {
            0
        } else {
            s + hand.of_rank(kind.rank()) as u32
        };
        let staged_wilds = staged.value() - s * per;
        most += staged_wilds;
        if n >= 2 {
            most += n.min(BOOK_SIZE as u32) * per;
        }
        if s + w == BOOK_SIZE as u32 {
            closed += 1;
            value += staged.value();
            continue;
        }
        if kind.is_wild() {
            continue;
        }
        if s + w == 0 && n < 3 {
            if n == 2 && !kind.is_sevens() {
                pairs[npairs] = 2 * per;
                npairs += 1;
            }
            continue;
        }
        // Never fewer than staged: s + w ≤ 6 and s > w.
        let a = n.min(open - w);
        value += a * per + staged_wilds;
        if !kind.is_sevens() {
            room += (a - 1).min(open - a).saturating_sub(w);
        }
    }
    if limits.keep_a_card || closed > limits.closes as u32 {
        return Bounds { most, floor: 0 };
    }
    let pairs = &mut pairs[..npairs];
    pairs.sort_unstable_by(|a, b| b.cmp(a));
    let paired = (wilds as usize).min(pairs.len());
    value += pairs[..paired].iter().sum::<u32>();
    let left = wilds - paired as u32;
    let book = &stage[BookKind::WILD.index()];
    let in_book = match book.len() as u32 {
        0 if left >= 3 => left.min(open),
        0 => 0,
        n if n == BOOK_SIZE as u32 => 0,
        n => {
            value += book.value();
            left.min(open - n)
        }
    };
    let placed = paired as u32 + in_book + (left - in_book).min(room);
    Bounds {
        most,
        floor: value + wild_value(placed, jokers),
    }
}

/// Whether an initial meld from `stage` and `hand` within `limits` can be worth `minimum`:
/// `best_value(..) >= minimum`, without the table when the [`Bounds`] settle it.
pub fn reaches(hand: &Counts, stage: &[Book; BOOK_SLOTS], limits: Limits, minimum: u32) -> bool {
    let b = bounds(hand, stage, limits);
    b.most >= minimum && (b.floor >= minimum || best_value(hand, stage, limits) >= minimum)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, Rank, Suit};
    use crate::games::sevens_from_hell::books::composition_ok;
    use proptest::prelude::*;

    fn natural(rank: u8) -> Card {
        Card::new(
            Rank::from_value(rank).unwrap(),
            Suit::ALL[rank as usize % 4],
        )
    }

    fn two() -> Card {
        Card::new(Rank::Two, Suit::Hearts)
    }

    /// A hand of `(rank, copies)` naturals with jokers and 2s.
    fn hand(naturals: &[(u8, u8)], jokers: u8, twos: u8) -> Counts {
        let mut h = Counts::EMPTY;
        for &(rank, n) in naturals {
            for _ in 0..n {
                h.add(natural(rank));
            }
        }
        for _ in 0..jokers {
            h.add(Card::JOKER);
        }
        for _ in 0..twos {
            h.add(two());
        }
        h
    }

    fn limits(closes: u8) -> Limits {
        Limits {
            closes,
            keep_a_card: false,
        }
    }

    /// Every way to make an initial meld, card by card: for each kind in turn, every number
    /// of naturals, jokers and 2s its book can take, checked against the composition rule.
    fn brute_force(hand: &Counts, stage: &[Book; BOOK_SLOTS], limits: Limits) -> u32 {
        /// What is left to place: jokers, 2s, books that may close, hand cards that may go.
        #[derive(Clone, Copy)]
        struct Left {
            jokers: u32,
            twos: u32,
            closes: u32,
            cards: u32,
        }
        fn go(
            kinds: &[BookKind],
            hand: &Counts,
            stage: &[Book; BOOK_SLOTS],
            left: Left,
            any: bool,
        ) -> Option<u32> {
            let Some((&kind, rest)) = kinds.split_first() else {
                return any.then_some(0);
            };
            let staged = &stage[kind.index()];
            let s = staged.naturals() as u32;
            let n = if kind.is_wild() {
                0
            } else {
                hand.of_rank(kind.rank()) as u32
            };
            let mut best = None;
            for a in s..=s + n {
                for j in 0..=left.jokers {
                    for t in 0..=left.twos {
                        let (nat, wild) = (a, staged.wilds() as u32 + j + t);
                        let len = nat + wild;
                        let empty = len == 0;
                        let valid = empty
                            || (len >= 3
                                && nat + wild <= 7
                                && composition_ok(kind, nat as u8, wild as u8));
                        let closed = (len == 7) as u32;
                        let used = a - s + j + t;
                        if !valid || closed > left.closes || used > left.cards {
                            continue;
                        }
                        let value = a * piece_value(Piece::Natural, kind.rank())
                            + staged
                                .cards()
                                .filter(|&c| super::super::pack::is_wild(c))
                                .map(super::super::pack::value)
                                .sum::<u32>()
                            + j * 50
                            + t * 20;
                        let left = Left {
                            jokers: left.jokers - j,
                            twos: left.twos - t,
                            closes: left.closes - closed,
                            cards: left.cards - used,
                        };
                        if let Some(v) = go(rest, hand, stage, left, any || !empty) {
                            best = best.max(Some(v + value));
                        }
                    }
                }
            }
            best
        }
        let kinds: Vec<BookKind> = BookKind::ALL
            .into_iter()
            .filter(|k| !stage[k.index()].is_empty() || k.is_wild() || hand.of_rank(k.rank()) > 0)
            .collect();
        if limits.keep_a_card && hand.total() == 0 {
            return 0;
        }
        let left = Left {
            jokers: hand.jokers() as u32,
            twos: hand.twos() as u32,
            closes: limits.closes as u32,
            cards: hand.total() - limits.keep_a_card as u32,
        };
        go(&kinds, hand, stage, left, false).unwrap_or(0)
    }

    fn nothing_staged() -> [Book; BOOK_SLOTS] {
        Default::default()
    }

    #[test]
    fn six_nines_and_two_jokers_make_150_with_five_nines() {
        // H22: 9-9-9-9-9 + Jk + Jk; all six 9s would hold only one joker (110).
        let h = hand(&[(9, 6)], 2, 0);
        assert_eq!(best_value(&h, &nothing_staged(), limits(1)), 150);
        assert_eq!(brute_force(&h, &nothing_staged(), limits(1)), 150);
        // Once all six are staged, one joker fits: 60 + 50.
        let mut stage = nothing_staged();
        for _ in 0..6 {
            stage[BookKind::natural(9).unwrap().index()].push(natural(9));
        }
        let rest = hand(&[], 2, 0);
        assert_eq!(best_value(&rest, &stage, limits(1)), 110);
        // A player who must keep a card lays one joker fewer.
        let keep = Limits {
            closes: 1,
            keep_a_card: true,
        };
        assert_eq!(best_value(&rest, &stage, keep), 110);
        assert_eq!(best_value(&h, &nothing_staged(), keep), 150);
        let small = hand(&[(9, 3)], 1, 0);
        assert_eq!(best_value(&small, &nothing_staged(), limits(1)), 80);
        assert_eq!(best_value(&small, &nothing_staged(), keep), 70);
    }

    #[test]
    fn an_initial_meld_closes_one_book() {
        // H24: seven kings and seven queens are 140 only with two closed books.
        let h = hand(&[(13, 7), (12, 7)], 0, 0);
        assert_eq!(best_value(&h, &nothing_staged(), limits(2)), 140);
        assert_eq!(best_value(&h, &nothing_staged(), limits(1)), 130);
        assert_eq!(best_value(&h, &nothing_staged(), limits(0)), 120);
        assert!(!reaches(&h, &nothing_staged(), limits(1), 140));
        assert!(reaches(&h, &nothing_staged(), limits(1), 130));
    }

    #[test]
    fn no_meld_is_worth_nothing() {
        assert_eq!(
            best_value(&hand(&[(9, 2), (5, 1)], 0, 0), &nothing_staged(), limits(1)),
            0
        );
        assert_eq!(
            best_value(&hand(&[(7, 2)], 1, 0), &nothing_staged(), limits(1)),
            0
        );
        assert_eq!(
            best_value(&hand(&[(9, 2)], 1, 0), &nothing_staged(), limits(1)),
            70
        );
        assert_eq!(
            best_value(&hand(&[], 2, 1), &nothing_staged(), limits(1)),
            120
        );
    }

    /// A staged group: `naturals` of `rank` (0: the wild book) and then `jokers` and `twos`,
    /// cut to what the composition rule allows.
    fn staged_group(rank: u8, naturals: u8, jokers: u8, twos: u8) -> Book {
        let mut b = Book::default();
        let kind = if rank == 0 {
            BookKind::WILD
        } else {
            BookKind::natural(rank).unwrap()
        };
        if !kind.is_wild() {
            for _ in 0..naturals.min(7) {
                b.push(natural(rank));
            }
        }
        for card in std::iter::repeat_n(Card::JOKER, jokers as usize)
            .chain(std::iter::repeat_n(two(), twos as usize))
        {
            if b.len() < 7 && composition_ok(kind, b.naturals(), b.wilds() + 1) {
                b.push(card);
            }
        }
        if !b.is_empty() && b.len() < 3 {
            return Book::default();
        }
        b
    }

    const RANKS: [u8; 11] = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

    fn case() -> impl Strategy<Value = (Counts, [Book; BOOK_SLOTS], Limits)> {
        let ranks = proptest::sample::subsequence(RANKS.to_vec(), 1..=2);
        (
            ranks,
            proptest::collection::vec(0u8..=8, 2),
            0u8..=4,
            0u8..=3,
            proptest::option::of((0usize..3, 0u8..=6, 0u8..=2, 0u8..=2)),
            0u8..=2,
            any::<bool>(),
        )
            .prop_map(
                |(ranks, copies, jokers, twos, staged, closes, keep_a_card)| {
                    let naturals: Vec<(u8, u8)> = ranks.iter().copied().zip(copies).collect();
                    let mut stage = nothing_staged();
                    if let Some((which, n, j, t)) = staged {
                        let rank = ranks.get(which).copied().unwrap_or(0);
                        let b = staged_group(rank, n, j, t);
                        let kind = if rank == 0 {
                            BookKind::WILD
                        } else {
                            BookKind::natural(rank).unwrap()
                        };
                        stage[kind.index()] = b;
                    }
                    let limits = Limits {
                        closes,
                        keep_a_card,
                    };
                    (hand(&naturals, jokers, twos), stage, limits)
                },
            )
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

        /// The table's answer is the best of every way to lay the cards, on small hands with
        /// many copies of a rank, many wild cards and staged groups of every shape.
        #[test]
        fn best_value_is_the_best_of_every_meld((h, stage, limits) in case()) {
            let expected = brute_force(&h, &stage, limits);
            prop_assert_eq!(best_value(&h, &stage, limits), expected, "{:?} staged {:?} {:?}", h, stage, limits);
            let b = bounds(&h, &stage, limits);
            prop_assert!(b.floor <= expected && expected <= b.most, "{:?} around {}", b, expected);
            for minimum in [expected.saturating_sub(5), expected, expected + 5] {
                prop_assert_eq!(reaches(&h, &stage, limits, minimum), expected >= minimum);
            }
        }
    }
}
