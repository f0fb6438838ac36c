//! The most an initial meld can be worth (3.5 A, 3.6): whether the pile may be taken by a team
//! that has not melded, and whether a staged meld can still make the minimum (staging never
//! leads into a meld that cannot be finished).
//!
//! Every card value is positive, so the best meld lays every rank it can and places as many
//! wild cards as the books hold, jokers first. A natural group of `n` (3 to 7) holds up to
//! `min(n − 1, 7 − n)` wilds; a pair needs exactly one wild to become a book; the wild book
//! takes 3 to 7 wilds. Groups already staged must stay. The search tries every number of pairs
//! and every wild-book size.

use super::books::{BOOK_SIZE, Book};
use super::pack::{BOOK_SLOTS, BookKind, Counts, Piece, piece_value, value};

/// The highest value of an initial meld from `stage` (kept as staged) and the cards of `hand`,
/// or 0 when no meld can be made. Each kind makes one book of up to seven cards.
pub fn best_value(hand: &Counts, stage: &[Book; BOOK_SLOTS]) -> u32 {
    let jokers = hand.jokers() as u32;
    let twos = hand.twos() as u32;
    let mut base = 0u32;
    let mut slots = 0u32;
    // At most one pair per natural kind; a fixed array keeps this allocation-free (search
    // calls it for every staging it considers).
    let mut pairs = [0u32; BookKind::ALL.len()];
    let mut npairs = 0usize;
    for kind in BookKind::ALL {
        let staged = &stage[kind.index()];
        if kind.is_wild() {
            continue;
        }
        let w = staged.wilds() as u32;
        let n =
            (staged.naturals() as u32 + hand.of_rank(kind.rank()) as u32).min(BOOK_SIZE as u32 - w);
        let v = n * piece_value(Piece::Natural, kind.rank());
        if !staged.is_empty() {
            base += v + staged
                .cards()
                .filter(|&c| super::pack::is_wild(c))
                .map(value)
                .sum::<u32>();
            if !kind.is_sevens() {
                slots += ((n - 1).min(BOOK_SIZE as u32 - n)).saturating_sub(w);
            }
            continue;
        }
        match n {
            0 | 1 => {}
            2 if !kind.is_sevens() => {
                pairs[npairs] = v;
                npairs += 1;
            }
            2 => {}
            _ => {
                base += v;
                if !kind.is_sevens() {
                    slots += (n - 1).min(BOOK_SIZE as u32 - n);
                }
            }
        }
    }
    let pairs = &mut pairs[..npairs];
    pairs.sort_unstable_by(|a, b| b.cmp(a));
    let wild_book = &stage[BookKind::WILD.index()];
    let staged_wild = wild_book.len() as u32;
    base += wild_book.value();
    let wilds = jokers + twos;
    let wild_value = |k: u32| -> u32 {
        let j = k.min(jokers);
        j * 50 + (k - j).min(twos) * 20
    };
    // How many more wilds the wild book takes: none, or enough to make 3 to 7.
    let smallest = if staged_wild > 0 { 1 } else { 3 };
    let book_sizes = std::iter::once(0).chain(smallest..=BOOK_SIZE as u32 - staged_wild);
    let mut best = 0;
    for book in book_sizes {
        // The best `k` pairs are the first `k`: their sum grows as `k` does.
        let mut naturals = base;
        for k in 0..=pairs.len() as u32 {
            if book + k > wilds {
                break;
            }
            if k > 0 {
                naturals += pairs[k as usize - 1];
            }
            let placed = (book + k + slots).min(wilds);
            best = best.max(naturals + wild_value(placed));
        }
    }
    best
}
