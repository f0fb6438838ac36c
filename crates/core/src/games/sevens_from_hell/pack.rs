//! The multi-deck pack: copies of a card are interchangeable, so hands, feet and books hold
//! counts per card kind ([`Counts`]); card values (3.1); the kinds of book (a natural rank or
//! the wild book) and the pieces a meld names (a natural, a joker or a 2).

use crate::cards::{Card, Rank};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Card kinds: the 52 cards of a French pack and the joker.
pub const KINDS: usize = 53;

/// How many of each card kind a place holds, with the copies of each rank (all suits) kept
/// alongside: the rules ask "how many jacks" far more often than they move a card.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counts {
    kinds: [u8; KINDS],
    /// Copies per natural rank (2..=14); slot 0 holds the jokers.
    ranks: [u8; 15],
}

impl Default for Counts {
    fn default() -> Counts {
        Counts::EMPTY
    }
}

/// The rank slot of a card kind: its rank, or 0 for the joker.
#[inline]
const fn rank_slot(kind: usize) -> usize {
    if kind == KINDS - 1 { 0 } else { kind % 13 + 2 }
}

impl Counts {
    pub const EMPTY: Counts = Counts {
        kinds: [0; KINDS],
        ranks: [0; 15],
    };

    pub fn from_cards(cards: &[Card]) -> Counts {
        let mut c = Counts::EMPTY;
        for &card in cards {
            c.add(card);
        }
        c
    }

    /// The copies of each card kind, in kind order (see [`Card::index`]).
    pub fn kinds(&self) -> &[u8; KINDS] {
        &self.kinds
    }

    #[inline]
    pub fn get(&self, card: Card) -> u8 {
        self.kinds[card.index() as usize]
    }

    #[inline]
    pub fn add(&mut self, card: Card) {
        let i = card.index() as usize;
        self.kinds[i] += 1;
        self.ranks[rank_slot(i)] += 1;
    }

    /// Adds a copy unless the count is at its limit (255): for tallying untrusted input,
    /// where the caller reports the excess.
    pub fn add_saturating(&mut self, card: Card) {
        let i = card.index() as usize;
        if self.kinds[i] < u8::MAX && self.ranks[rank_slot(i)] < u8::MAX {
            self.add(card);
        }
    }

    /// Takes one copy out; the caller knows it is there.
    #[inline]
    pub fn take(&mut self, card: Card) {
        debug_assert!(self.get(card) > 0, "no {card} to take");
        let i = card.index() as usize;
        self.kinds[i] -= 1;
        self.ranks[rank_slot(i)] -= 1;
    }

    pub fn add_all(&mut self, other: &Counts) {
        for (a, b) in self.kinds.iter_mut().zip(other.kinds) {
            *a += b;
        }
        for (a, b) in self.ranks.iter_mut().zip(other.ranks) {
            *a += b;
        }
    }

    pub fn total(&self) -> u32 {
        self.ranks.iter().map(|&n| n as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.ranks.iter().all(|&n| n == 0)
    }

    /// Copies of natural rank `rank` (2..=14) in all four suits.
    #[inline]
    pub fn of_rank(&self, rank: u8) -> u8 {
        debug_assert!((2..=14).contains(&rank));
        self.ranks[rank as usize]
    }

    #[inline]
    pub fn jokers(&self) -> u8 {
        self.ranks[0]
    }

    pub fn twos(&self) -> u8 {
        self.of_rank(2)
    }

    /// The copy of `piece` (of `rank` for a natural) to move: the first suit that has one.
    #[inline]
    pub fn pick(&self, piece: Piece, rank: u8) -> Option<Card> {
        let rank = match piece {
            Piece::Joker => return (self.jokers() > 0).then_some(Card::JOKER),
            Piece::Two => 2,
            Piece::Natural => rank,
        };
        let i = rank as usize - 2;
        (0..4)
            .map(|s| i + 13 * s)
            .find(|&k| self.kinds[k] > 0)
            .and_then(|k| Card::from_index(k as u8))
    }

    /// The card kinds held (at least one copy), in kind order. Reads eight counts at a time:
    /// listing discards walks this on every turn of every simulated round.
    #[inline]
    pub fn held(&self) -> impl Iterator<Item = Card> + use<> {
        let mut mask = self.held_mask();
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let i = mask.trailing_zeros() as u8;
                mask &= mask - 1;
                Card::from_index(i).expect("a kind index below 53")
            })
        })
    }

    /// The kinds held as a bit set: bit `i` is set when kind `i` (see [`Card::index`]) has a
    /// copy. Read eight counts at a time.
    #[inline]
    pub fn held_mask(&self) -> u64 {
        let mut mask = 0u64;
        for (chunk, bytes) in self.kinds.chunks(8).enumerate() {
            let mut word = [0u8; 8];
            word[..bytes.len()].copy_from_slice(bytes);
            // One bit per byte: set when the byte is not zero.
            let mut x = u64::from_le_bytes(word);
            x |= x >> 4;
            x |= x >> 2;
            x |= x >> 1;
            x &= 0x0101_0101_0101_0101;
            let bits = (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8;
            mask |= (bits as u64) << (8 * chunk);
        }
        mask
    }

    /// Every card, one entry per copy, in kind order.
    pub fn cards(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.total() as usize);
        for (i, &n) in self.kinds.iter().enumerate() {
            if let Some(c) = Card::from_index(i as u8) {
                v.extend(std::iter::repeat_n(c, n as usize));
            }
        }
        v
    }

    /// Whether every kind has at least as many copies in `self` as in `other`.
    pub fn covers(&self, other: &Counts) -> bool {
        self.kinds.iter().zip(other.kinds).all(|(&a, b)| a >= b)
    }
}

impl fmt::Debug for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::cards::format_cards(&self.cards()))
    }
}

/// A wild card: a joker or a 2.
#[inline]
pub const fn is_wild(card: Card) -> bool {
    card.is_joker() || card.rank_value() == 2
}

/// A card's value (3.1): joker 50, 2 and ace 20, king to 8 ten, 7 to 4 five; a 3 counts
/// `three` (only ever against).
#[inline]
pub const fn value(card: Card) -> u32 {
    match card.rank_value() {
        0 => 50,
        2 | 14 => 20,
        8..=13 => 10,
        _ => 5,
    }
}

/// The value of a piece in a book of `rank`.
#[inline]
pub const fn piece_value(piece: Piece, rank: u8) -> u32 {
    match piece {
        Piece::Joker => 50,
        Piece::Two => 20,
        Piece::Natural => match rank {
            14 => 20,
            8..=13 => 10,
            _ => 5,
        },
    }
}

/// What a meld action moves: a natural card of the book's rank, a joker or a 2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Piece {
    #[default]
    Natural,
    Joker,
    Two,
}

impl Piece {
    pub const WILDS: [Piece; 2] = [Piece::Joker, Piece::Two];

    pub fn of(card: Card) -> Piece {
        if card.is_joker() {
            Piece::Joker
        } else if card.rank_value() == 2 {
            Piece::Two
        } else {
            Piece::Natural
        }
    }

    pub fn is_wild(self) -> bool {
        self != Piece::Natural
    }
}

/// A kind of book: a natural rank (4 to ace; 7 makes the sevens book) or the wild book. Books
/// are kept in arrays indexed by [`BookKind::index`].
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct BookKind(u8);

/// Slots of the per-kind book arrays: index 0 is the wild book, 4..=14 the ranks.
pub const BOOK_SLOTS: usize = 15;

impl BookKind {
    pub const WILD: BookKind = BookKind(0);
    pub const SEVENS: BookKind = BookKind(7);

    /// Every kind of book, ranks from 4 up, then the wild book.
    pub const ALL: [BookKind; 12] = [
        BookKind(4),
        BookKind(5),
        BookKind(6),
        BookKind(7),
        BookKind(8),
        BookKind(9),
        BookKind(10),
        BookKind(11),
        BookKind(12),
        BookKind(13),
        BookKind(14),
        BookKind(0),
    ];

    /// The book of natural rank `rank`; `None` for 2s and 3s, which never make one.
    pub fn natural(rank: u8) -> Option<BookKind> {
        (4..=14).contains(&rank).then_some(BookKind(rank))
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The natural rank (4..=14), 0 for the wild book.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0
    }

    pub const fn is_wild(self) -> bool {
        self.0 == 0
    }

    pub const fn is_sevens(self) -> bool {
        self.0 == 7
    }

    /// The symbol in action notation: `W` for the wild book, else the rank (`K`, `10`).
    pub fn symbol(self) -> &'static str {
        match self.0 {
            0 => "W",
            r => Rank::from_value(r).map_or("?", |r| r.symbol(crate::cards::PackStyle::French)),
        }
    }

    /// Reads a kind's symbol.
    pub fn parse(s: &str) -> Option<BookKind> {
        if s.eq_ignore_ascii_case("w") {
            return Some(BookKind::WILD);
        }
        let rank = match s.to_ascii_uppercase().as_str() {
            "A" => 14,
            "K" => 13,
            "Q" => 12,
            "J" => 11,
            n => n.parse::<u8>().ok()?,
        };
        BookKind::natural(rank)
    }

    /// The plural people read: "kings", "sevens", "10s", "wild cards".
    pub fn plural(self) -> String {
        match self.0 {
            0 => "wild cards".into(),
            4 => "fours".into(),
            5 => "fives".into(),
            6 => "sixes".into(),
            7 => "sevens".into(),
            8 => "eights".into(),
            9 => "nines".into(),
            10 => "tens".into(),
            11 => "jacks".into(),
            12 => "queens".into(),
            13 => "kings".into(),
            _ => "aces".into(),
        }
    }

    /// The singular with its article: "a king", "an 8", "an ace".
    pub fn one(self) -> &'static str {
        match self.0 {
            0 => "a wild card",
            4 => "a 4",
            5 => "a 5",
            6 => "a 6",
            7 => "a 7",
            8 => "an 8",
            9 => "a 9",
            10 => "a 10",
            11 => "a jack",
            12 => "a queen",
            13 => "a king",
            _ => "an ace",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{GameRng, below, rng_from_seed};

    /// `held` reads counts eight at a time and `of_rank` reads a tally kept on the side: both
    /// must agree with a plain scan, whatever the counts and wherever they sit.
    #[test]
    fn held_kinds_and_rank_counts_match_a_plain_scan() {
        let mut rng: GameRng = rng_from_seed(7);
        for round in 0..2000 {
            let mut c = Counts::EMPTY;
            let density = round % 10;
            for i in 0..KINDS as u8 {
                if below(&mut rng, 10) < density {
                    let card = Card::from_index(i).unwrap();
                    for _ in 0..1 + below(&mut rng, 16) {
                        c.add(card);
                    }
                }
            }
            let plain: Vec<Card> = (0..KINDS as u8)
                .filter(|&i| c.kinds()[i as usize] > 0)
                .filter_map(Card::from_index)
                .collect();
            assert_eq!(c.held().collect::<Vec<_>>(), plain, "{c:?}");
            for rank in 2..=14 {
                let suits = plain.iter().filter(|k| k.rank_value() == rank);
                let copies: u8 = suits.map(|&k| c.get(k)).sum();
                assert_eq!(c.of_rank(rank), copies, "rank {rank} of {c:?}");
            }
        }
        let mut full = Counts::EMPTY;
        for i in 0..KINDS as u8 {
            full.add(Card::from_index(i).unwrap());
        }
        assert_eq!(full.held().count(), KINDS);
    }
}
