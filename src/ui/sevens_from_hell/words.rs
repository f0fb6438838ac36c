//! What the table says of a round's events: each event's part of its turn's one-line summary
//! ("drew two", "started a book of queens", "discarded a 9"), and what is told at once (a book
//! closing, a foot picked up, the end of the round).

use crate::engine::Seat;
use crate::games::sevens_from_hell::{BookKind, HellEvent, RoundEnd};
use crate::ui::table::names::{Names, listed};

use super::compose::Group;

/// An event's actor, its part of the turn's summary, what is told at once, and whether it
/// ends the turn.
pub fn event(names: &Names, e: &HellEvent) -> (Option<Seat>, Option<String>, Option<String>, bool) {
    match e {
        HellEvent::Drew { seat, cards } => (Some(*seat), Some(drew(cards.len())), None, false),
        HellEvent::TookPile {
            seat,
            kind,
            to_hand,
            drawn,
            ..
        } => {
            let taken = 3 + to_hand.len();
            let mut part = format!(
                "took the pile ({taken} cards) with a pair of {}",
                kind.plural()
            );
            if !drawn.is_empty() {
                part.push_str(&format!(" and {}", drew(drawn.len())));
            }
            (Some(*seat), Some(part), None, false)
        }
        HellEvent::Laid {
            seat,
            kind,
            cards,
            started,
            ..
        } => {
            let part = if *started {
                format!("started a book of {}", kind.plural())
            } else {
                format!("added {} to the {}", cards_named(cards), kind.plural())
            };
            (Some(*seat), Some(part), None, false)
        }
        HellEvent::Staged { seat, .. } => (Some(*seat), None, None, false),
        HellEvent::Unstaged { seat, .. } => (
            Some(*seat),
            None,
            names
                .is_me(*seat)
                .then(|| "You took the staged cards back.".to_string()),
            false,
        ),
        HellEvent::Melded {
            seat,
            books,
            value,
            minimum,
            ..
        } => {
            let kinds: Vec<String> = books.iter().map(|(k, _)| k.plural()).collect();
            let part = format!(
                "laid down the initial meld ({}), worth {value} of the {minimum} needed",
                listed(&kinds)
            );
            (Some(*seat), Some(part), None, false)
        }
        HellEvent::Closed {
            seat, kind, clean, ..
        } => {
            let what = book_name(*kind, *clean);
            let tell = format!("{} a {what}.", names.seat_does(*seat, "close"));
            (Some(*seat), None, Some(tell), false)
        }
        HellEvent::TookFoot { seat, count, .. } => {
            let tell = format!(
                "{} up {} foot ({count} cards).",
                names.seat_does(*seat, "pick"),
                if names.is_me(*seat) { "your" } else { "the" }
            );
            (Some(*seat), None, Some(tell), false)
        }
        HellEvent::Discarded { seat, card } => {
            let group = Group::of(*card);
            let mut part = format!("discarded {}", group.named(1));
            if card.rank_value() == 3 {
                part.push_str(": the pile is frozen");
            }
            (Some(*seat), Some(part), None, true)
        }
        HellEvent::NoDiscard { seat } => (
            Some(*seat),
            Some("had no card that may be discarded".into()),
            None,
            true,
        ),
        HellEvent::DecksEmpty { seat } => (
            Some(*seat),
            None,
            Some("The draw decks are empty: the round ends after this turn.".into()),
            false,
        ),
        HellEvent::RoundOver { end } => {
            let tell = match end {
                RoundEnd::WentOut(s) if names.is_me(*s) => "You go out.".into(),
                RoundEnd::WentOut(s) => format!("{} goes out.", names.seat(*s)),
                RoundEnd::DecksOut => "The decks ran out: the round is over.".into(),
            };
            (None, None, Some(tell), true)
        }
    }
}

/// A part of a turn that happened `n` times in a row: "added a 4 to the fours twice".
pub fn times(part: String, n: u32) -> String {
    match n {
        0 | 1 => part,
        2 => format!("{part} twice"),
        n => format!("{part} {n} times"),
    }
}

/// How a round ended, in the table's names: "South-West went out.", "The draw decks ran out."
pub fn round_end(names: &Names, end: RoundEnd) -> String {
    match end {
        RoundEnd::WentOut(s) => format!("{} went out.", names.seat(s)),
        RoundEnd::DecksOut => "The draw decks ran out.".into(),
    }
}

/// "drew two", "drew a card".
fn drew(n: usize) -> String {
    match n {
        1 => "drew a card".into(),
        2 => "drew two".into(),
        n => format!("drew {n} cards"),
    }
}

/// The cards added to a book: "a joker", "a queen and a 2", "3 cards".
fn cards_named(cards: &[crate::cards::Card]) -> String {
    match cards {
        [one] => Group::of(*one).named(1),
        [a, b] => format!("{} and {}", Group::of(*a).named(1), Group::of(*b).named(1)),
        many => format!("{} cards", many.len()),
    }
}

/// "clean book of queens", "dirty book of 9s", "book of sevens", "book of wild cards".
pub fn book_name(kind: BookKind, clean: bool) -> String {
    if kind.is_sevens() || kind.is_wild() {
        format!("book of {}", kind.plural())
    } else if clean {
        format!("clean book of {}", kind.plural())
    } else {
        format!("dirty book of {}", kind.plural())
    }
}
