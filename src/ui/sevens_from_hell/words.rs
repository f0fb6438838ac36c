//! What the table says of a round's events: each event's part of its turn's one-line summary
//! ("drew two", "started a book of queens", "discarded a 9"), and what is told at once (a book
//! closing, a foot picked up, the end of the round); and the words for kinds of book and
//! groups of cards that every sentence of the table uses.

use crate::engine::{HandScore, Seat};
use crate::games::sevens_from_hell::{BookKind, HellEvent, Required, RoundEnd};
use crate::i18n::Case;
use crate::ui::table::names::{Names, listed};

use super::group::Group;

/// A grammatical case's key in the table's messages, which know the nominative, accusative and
/// genitive (English ignores it).
fn case_key(case: Case) -> &'static str {
    match case {
        Case::Acc => "acc",
        Case::Gen => "gen",
        _ => "nom",
    }
}

/// A kind of book's key in the messages: a rank's, or "wild".
fn kind_key(kind: BookKind) -> &'static str {
    if kind.is_wild() {
        "wild"
    } else {
        crate::i18n::rank_value_key(kind.rank())
    }
}

/// The cards of a kind in the plural, in `case` (nominative, accusative or genitive): "queens",
/// "wild cards"; a book "of queens" takes the genitive.
pub fn kind_word(kind: BookKind, case: Case) -> String {
    t!("hell-kind", kind = kind_key(kind), case = case_key(case))
}

/// The book of a kind by the rank the engine's refusals give (0: the wild book).
pub fn kind_of(rank: i64) -> BookKind {
    u8::try_from(rank)
        .ok()
        .and_then(BookKind::natural)
        .unwrap_or(BookKind::WILD)
}

/// `n` cards of a group in `case` (nominative or accusative): "a king", "2 kings", "a red 3".
pub fn cards_word(group: Group, n: u8, case: Case) -> String {
    t!(
        "hell-cards",
        group = group.key(),
        count = n,
        case = case_key(case)
    )
}

/// Cards seen come to a hand, by group in the accusative: "a 9 and 2 kings"; `None` when any
/// of them is hidden.
pub fn seen_cards(cards: &[Option<crate::cards::Card>]) -> Option<String> {
    let mut groups: Vec<(Group, u8)> = Vec::new();
    for card in cards {
        let group = Group::of((*card)?);
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, n)) => *n += 1,
            None => groups.push((group, 1)),
        }
    }
    let words: Vec<String> = groups
        .into_iter()
        .map(|(g, n)| cards_word(g, n, Case::Acc))
        .collect();
    (!words.is_empty()).then(|| listed(&words))
}

/// A closed book's name in `case` (nominative or accusative): "clean book of queens", "dirty
/// book of 9s", "book of sevens", "book of wild cards".
pub fn book_name(kind: BookKind, clean: bool, case: Case) -> String {
    let state = if kind.is_sevens() {
        "sevens"
    } else if kind.is_wild() {
        "wild"
    } else if clean {
        "clean"
    } else {
        "dirty"
    };
    t!(
        "hell-book-name",
        kind = kind_word(kind, Case::Gen),
        state = state,
        case = case_key(case)
    )
}

/// The required books a team still lacks, listed as "your team still needs …" says them.
pub fn missing_books(r: Required) -> String {
    let mut parts = Vec::new();
    if !r.sevens {
        parts.push(t!("hell-missing-book", book = "sevens"));
    }
    if !r.wild {
        parts.push(t!("hell-missing-book", book = "wild"));
    }
    if !r.clean {
        parts.push(t!("hell-missing-book", book = "clean"));
    }
    match r.dirty {
        0 => parts.push(t!("hell-missing-book", book = "two-dirty")),
        1 => parts.push(t!("hell-missing-book", book = "second-dirty")),
        _ => {}
    }
    listed(&parts)
}

/// An event's actor, its part of the turn's summary, what is told at once, and whether it
/// ends the turn.
pub fn event(names: &Names, e: &HellEvent) -> (Option<Seat>, Option<String>, Option<String>, bool) {
    let person = |seat: Seat| names.person(seat);
    match e {
        HellEvent::Drew { seat, cards } => (
            Some(*seat),
            // The cards the person sees are named: what came in is what the person looks for.
            Some(match seen_cards(cards) {
                Some(seen) => t!("hell-part-drew-cards", person = person(*seat), cards = seen),
                None => t!(
                    "hell-part-drew",
                    person = person(*seat),
                    count = cards.len()
                ),
            }),
            None,
            false,
        ),
        HellEvent::TookPile {
            seat,
            kind,
            to_hand,
            drawn,
            ..
        } => {
            // The person is told which of the pile's cards came to the hand (the top card
            // went to the book with the pair); of the others, how many cards they took.
            // They are named in the hand's order.
            let mut to_hand: Vec<_> = to_hand.iter().copied().map(Some).collect();
            to_hand.sort_by_key(|c| c.map(|c| Group::all().position(|g| g == Group::of(c))));
            let part = match seen_cards(&to_hand).filter(|_| names.is_me(*seat)) {
                Some(cards) => t!(
                    "hell-part-took-pile-cards",
                    kind = kind_word(*kind, Case::Gen),
                    cards = cards,
                    drawn = drawn.len()
                ),
                None => t!(
                    "hell-part-took-pile",
                    person = person(*seat),
                    count = 1 + to_hand.len(),
                    kind = kind_word(*kind, Case::Gen),
                    drawn = drawn.len()
                ),
            };
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
                t!(
                    "hell-part-started",
                    person = person(*seat),
                    kind = kind_word(*kind, Case::Gen)
                )
            } else {
                t!(
                    "hell-part-added",
                    person = person(*seat),
                    cards = cards_named(cards),
                    kind = kind_word(*kind, Case::Gen)
                )
            };
            (Some(*seat), Some(part), None, false)
        }
        HellEvent::Staged { seat, .. } => (Some(*seat), None, None, false),
        HellEvent::Unstaged { seat, .. } => (
            Some(*seat),
            None,
            names.is_me(*seat).then(|| t!("hell-unstaged")),
            false,
        ),
        HellEvent::Melded {
            seat,
            books,
            value,
            minimum,
            ..
        } => {
            let kinds: Vec<String> = books
                .iter()
                .map(|(k, _)| kind_word(*k, Case::Nom))
                .collect();
            let part = t!(
                "hell-part-melded",
                person = person(*seat),
                kinds = listed(&kinds),
                value = *value,
                minimum = *minimum
            );
            (Some(*seat), Some(part), None, false)
        }
        HellEvent::Closed {
            seat, kind, clean, ..
        } => {
            let tell = t!(
                "hell-closed",
                who = names.seat(*seat),
                person = person(*seat),
                book = book_name(*kind, *clean, Case::Acc)
            );
            (Some(*seat), None, Some(tell), false)
        }
        HellEvent::TookFoot { seat, count, .. } => {
            let tell = t!(
                "hell-took-foot",
                who = names.seat(*seat),
                person = person(*seat),
                count = *count
            );
            (Some(*seat), None, Some(tell), false)
        }
        HellEvent::Discarded { seat, card } => {
            let part = t!(
                "hell-part-discarded",
                person = person(*seat),
                card = cards_word(Group::of(*card), 1, Case::Acc),
                frozen = crate::i18n::yes_no(card.rank_value() == 3)
            );
            (Some(*seat), Some(part), None, true)
        }
        HellEvent::NoDiscard { seat } => (
            Some(*seat),
            Some(t!("hell-part-no-discard", person = person(*seat))),
            None,
            true,
        ),
        HellEvent::DecksEmpty { seat } => (Some(*seat), None, Some(t!("hell-decks-empty")), false),
        HellEvent::RoundOver { end } => {
            let tell = match end {
                RoundEnd::WentOut(s) => {
                    t!("hell-goes-out", who = names.seat(*s), person = person(*s))
                }
                RoundEnd::DecksOut => t!("hell-decks-ran-out"),
            };
            (None, None, Some(tell), true)
        }
    }
}

/// A part of a turn that happened `n` times in a row: "added a 4 to the fours twice".
pub fn times(part: String, n: u32) -> String {
    match n {
        0 | 1 => part,
        n => t!("hell-times", part = part, count = n),
    }
}

/// What `seat` did, as one sentence: "East drew two and discarded a 9."
pub fn turn_line(names: &Names, seat: Seat, parts: &[String]) -> String {
    crate::i18n::capitalised(&t!(
        "hell-turn-line",
        who = names.seat(seat),
        person = names.person(seat),
        parts = listed(parts)
    ))
}

/// How a round ended, in the table's names: "South-West went out.", "The draw decks ran out."
pub fn round_end(names: &Names, end: RoundEnd) -> String {
    match end {
        RoundEnd::WentOut(s) => t!(
            "hell-went-out",
            who = names.seat(s),
            person = names.person(s)
        ),
        RoundEnd::DecksOut => t!("hell-decks-out"),
    }
}

/// How a round ended, from its score's reason; `end` (the round replayed, if known) and then
/// the record's English serve records written before reasons were kept.
pub fn end_text(names: &Names, score: &HandScore, end: Option<RoundEnd>) -> String {
    let end = match &score.reason {
        Some(r) if r.id == "went-out" => Some(RoundEnd::WentOut(r.number("seat") as Seat)),
        Some(r) if r.id == "decks-ran-out" => Some(RoundEnd::DecksOut),
        _ => end,
    };
    end.map_or_else(
        || crate::ui::table::sentence(&score.why),
        |e| round_end(names, e),
    )
}

/// The cards added to a book: "a joker", "a queen and a 2", "3 cards".
fn cards_named(cards: &[crate::cards::Card]) -> String {
    let one = |c: &crate::cards::Card| cards_word(Group::of(*c), 1, Case::Acc);
    match cards {
        [a] => one(a),
        [a, b] => listed(&[one(a), one(b)]),
        many => t!("card-count", count = many.len()),
    }
}
