//! The multi-deck pack: copies of a card are interchangeable, so hands, feet and books hold
//! counts per card kind ([`Counts`]); card values (3.1); the kinds of book (a natural rank or
//! the wild book) and the pieces a meld names (a natural, a joker or a 2).

use crate::cards::{Card, Rank};
use std::fmt;

/// Card kinds: the 52 cards of a French pack and the joker.
pub const KINDS: usize = 53;

/// How many of each card kind a place holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counts(pub [u8; KINDS]);

impl Default for Counts {
    fn default() -> Counts {
        Counts([0; KINDS])
    }
}

impl Counts {
    pub const EMPTY: Counts = Counts([0; KINDS]);

    pub fn from_cards(cards: &[Card]) -> Counts {
        let mut c = Counts::EMPTY;
        for &card in cards {
            c.add(card);
        }
        c
    }

    #[inline]
    pub fn get(&self, card: Card) -> u8 {
        self.0[card.index() as usize]
    }

    #[inline]
    pub fn add(&mut self, card: Card) {
        self.0[card.index() as usize] += 1;
    }

    /// Takes one copy out; the caller knows it is there.
    #[inline]
    pub fn take(&mut self, card: Card) {
        debug_assert!(self.get(card) > 0, "no {card} to take");
        self.0[card.index() as usize] -= 1;
    }

    pub fn add_all(&mut self, other: &Counts) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    /// Copies of natural rank `rank` (2..=14) in all four suits.
    #[inline]
    pub fn of_rank(&self, rank: u8) -> u8 {
        let i = rank as usize - 2;
        self.0[i] + self.0[i + 13] + self.0[i + 26] + self.0[i + 39]
    }

    pub fn jokers(&self) -> u8 {
        self.0[52]
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
            .find(|&k| self.0[k] > 0)
            .and_then(|k| Card::from_index(k as u8))
    }

    /// Every card, one entry per copy, in kind order.
    pub fn cards(&self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.total() as usize);
        for (i, &n) in self.0.iter().enumerate() {
            if let Some(c) = Card::from_index(i as u8) {
                v.extend(std::iter::repeat_n(c, n as usize));
            }
        }
        v
    }

    /// Whether every kind has at least as many copies in `self` as in `other`.
    pub fn covers(&self, other: &Counts) -> bool {
        self.0.iter().zip(other.0).all(|(&a, b)| a >= b)
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
