//! Books and the team's side of the table (3.4): the composition rule, unfinished books (at
//! most one of each kind), the tally of closed books, and the required five (3.8).

use super::options::BookBonuses;
use super::pack::{BOOK_SLOTS, BookKind, Counts, is_wild, value};
use crate::cards::Card;

/// A book's cards: at most seven, kept in the order they were laid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Book {
    cards: [Card; 7],
    len: u8,
    wilds: u8,
    /// The cards' values summed, kept as they come and go: the meld checks read it often.
    value: u16,
}

impl Default for Book {
    fn default() -> Book {
        Book {
            cards: [Card::JOKER; 7],
            len: 0,
            wilds: 0,
            value: 0,
        }
    }
}

/// A book has seven cards when closed.
pub const BOOK_SIZE: u8 = 7;

impl Book {
    pub fn len(&self) -> u8 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn wilds(&self) -> u8 {
        self.wilds
    }

    pub fn naturals(&self) -> u8 {
        self.len - self.wilds
    }

    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards[..self.len as usize].iter().copied()
    }

    pub fn push(&mut self, card: Card) {
        debug_assert!(self.len < BOOK_SIZE);
        self.cards[self.len as usize] = card;
        self.len += 1;
        self.wilds += is_wild(card) as u8;
        self.value += value(card) as u16;
    }

    /// The cards' values summed.
    #[inline]
    pub fn value(&self) -> u32 {
        self.value as u32
    }

    /// Clean: no wild cards, or nothing but wild cards.
    pub fn is_clean(&self) -> bool {
        self.wilds == 0 || self.wilds == self.len
    }

    /// Takes the last card off (a staged meld given back).
    pub fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let c = self.cards[self.len as usize];
        self.wilds -= is_wild(c) as u8;
        self.value -= value(c) as u16;
        Some(c)
    }
}

/// Whether a book of `kind` with `naturals` and `wilds` keeps the composition rule (3.4):
/// at most seven cards; a wild book holds only wilds; a natural book holds more naturals
/// than wilds, and a sevens book no wild at all. Size minimums are checked where books start.
#[inline]
pub const fn composition_ok(kind: BookKind, naturals: u8, wilds: u8) -> bool {
    if naturals + wilds > BOOK_SIZE {
        return false;
    }
    if kind.is_wild() {
        return naturals == 0;
    }
    if kind.is_sevens() {
        return wilds == 0;
    }
    naturals > wilds
}

/// Which part of the composition rule a book of `kind` with `naturals` and `wilds` breaks, by
/// a stable key: `too-many` (over seven cards), `wild-only` (a natural in the wild book),
/// `sevens-no-wild` (a wild card in the sevens), `more-naturals` (no more naturals than
/// wilds); `None` when it holds.
pub fn composition_key(kind: BookKind, naturals: u8, wilds: u8) -> Option<&'static str> {
    if naturals + wilds > BOOK_SIZE {
        Some("too-many")
    } else if kind.is_wild() {
        (naturals > 0).then_some("wild-only")
    } else if kind.is_sevens() {
        (wilds > 0).then_some("sevens-no-wild")
    } else {
        (naturals <= wilds).then_some("more-naturals")
    }
}

/// Why adding pieces to a book breaks the composition rule, in words; `None` when it holds.
pub fn composition_problem(kind: BookKind, naturals: u8, wilds: u8) -> Option<String> {
    Some(match composition_key(kind, naturals, wilds)? {
        "too-many" => format!(
            "a book has at most seven cards; this would make {}",
            naturals + wilds
        ),
        "wild-only" => "the book of wild cards holds only jokers and 2s".to_string(),
        "sevens-no-wild" => {
            "a book of sevens takes no wild cards: jokers and 2s never join it".into()
        }
        _ => format!(
            "a dirty book needs more naturals than wilds: add another {} before another wild",
            match kind.rank() {
                r @ 4..=10 => r.to_string(),
                _ => kind.plural().trim_end_matches('s').to_string(),
            }
        ),
    })
}

/// One team's side of the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Team {
    /// The initial meld has been made this round (by any member).
    pub melded: bool,
    /// The unfinished book of each kind (empty when there is none).
    pub open: [Book; BOOK_SLOTS],
    /// Closed clean books of each kind (sevens and wild books are always clean).
    pub clean: [u8; BOOK_SLOTS],
    /// Closed dirty books of each kind.
    pub dirty: [u8; BOOK_SLOTS],
    /// The card values of every closed book together.
    pub closed_value: u32,
    /// Every card this team has on the table, closed or not (for the card tally).
    pub table: Counts,
}

/// Which required books a team has (3.8), after assigning its closed books to the slots.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Required {
    pub sevens: bool,
    pub wild: bool,
    pub clean: bool,
    /// Closed dirty books, up to the two required.
    pub dirty: u8,
}

impl Required {
    pub fn complete(self) -> bool {
        self.sevens && self.wild && self.clean && self.dirty >= 2
    }

    /// The missing books in words, for a refusal: "a book of sevens and a second dirty book".
    pub fn missing_text(self) -> String {
        let mut parts = Vec::new();
        if !self.sevens {
            parts.push("a book of sevens".to_string());
        }
        if !self.wild {
            parts.push("a book of wild cards".to_string());
        }
        if !self.clean {
            parts.push("a clean book".to_string());
        }
        match self.dirty {
            0 => parts.push("two dirty books".to_string()),
            1 => parts.push("a second dirty book".to_string()),
            _ => {}
        }
        match parts.len() {
            0 => String::new(),
            1 => parts.remove(0),
            _ => {
                let last = parts.pop().unwrap_or_default();
                format!("{} and {last}", parts.join(", "))
            }
        }
    }
}

impl Team {
    pub fn open_book(&self, kind: BookKind) -> &Book {
        &self.open[kind.index()]
    }

    /// Closed books of every kind.
    pub fn closed_books(&self) -> u32 {
        self.clean
            .iter()
            .chain(&self.dirty)
            .map(|&n| n as u32)
            .sum()
    }

    /// The required five as the closed books fill them (3.8): the sevens slot takes a sevens
    /// book, the wild slot a wild book, the clean slot any other clean book (a second sevens or
    /// wild book too), the dirty slots dirty books only.
    pub fn required(&self) -> Required {
        let sevens = self.clean[BookKind::SEVENS.index()];
        let wild = self.clean[BookKind::WILD.index()];
        let other_clean: u32 = BookKind::ALL
            .iter()
            .filter(|k| !k.is_sevens() && !k.is_wild())
            .map(|k| self.clean[k.index()] as u32)
            .sum();
        let dirty: u32 = self.dirty.iter().map(|&n| n as u32).sum();
        Required {
            sevens: sevens > 0,
            wild: wild > 0,
            clean: other_clean + sevens.saturating_sub(1) as u32 + wild.saturating_sub(1) as u32
                > 0,
            dirty: dirty.min(2) as u8,
        }
    }

    /// Lays `card` on the unfinished book of `kind`; when that closes it, whether it closed
    /// clean.
    pub fn lay(&mut self, kind: BookKind, card: Card) -> Option<bool> {
        self.table.add(card);
        let book = &mut self.open[kind.index()];
        book.push(card);
        if book.len() < BOOK_SIZE {
            return None;
        }
        let closed = std::mem::take(book);
        self.closed_value += closed.value();
        let clean = closed.is_clean();
        if clean {
            self.clean[kind.index()] += 1;
        } else {
            self.dirty[kind.index()] += 1;
        }
        Some(clean)
    }

    /// The bonus of the closed books together.
    pub fn bonuses(&self, b: &BookBonuses) -> u32 {
        let mut total = 0;
        for kind in BookKind::ALL {
            let clean_bonus = if kind.is_sevens() {
                b.sevens
            } else if kind.is_wild() {
                b.wild
            } else {
                b.clean
            };
            total += self.clean[kind.index()] as u32 * clean_bonus
                + self.dirty[kind.index()] as u32 * b.dirty;
        }
        total
    }

    /// The card values of the unfinished books.
    pub fn open_value(&self) -> u32 {
        self.open.iter().map(Book::value).sum()
    }
}
