//! The deal (3.3) and deals laid out by hand (scenarios, lessons).

use super::books::{BOOK_SIZE, Team, composition_problem};
use super::pack::{BookKind, Counts, is_wild};
use super::{
    DECK_CAP, FOOT_SIZE, HAND_SIZE, HellOptions, MAX_PLAYERS, MAX_TEAMS, PILE_CAP, Phase,
    START_PILE, SevensFromHell,
};
use crate::cards::{Card, GameRng, PackKind, below, shuffle};
use crate::engine::{FixedDeal, HandStart, Seat, left};

/// An empty round for `options`, before any card is placed.
pub(super) fn empty(options: &HellOptions, starter: Seat, round: u32) -> SevensFromHell {
    SevensFromHell {
        options: *options,
        n: options.players,
        round: round.clamp(1, 255) as u8,
        starter: starter as u8,
        turn: starter as u8,
        phase: Phase::Acquire,
        hands: [Counts::EMPTY; MAX_PLAYERS],
        hand_len: [0; MAX_PLAYERS],
        feet: [Counts::EMPTY; MAX_PLAYERS],
        foot_taken: [false; MAX_PLAYERS],
        has_closed: [false; MAX_PLAYERS],
        known: [Counts::EMPTY; MAX_PLAYERS],
        foot_claim: [0; MAX_PLAYERS],
        teams: [Team::default(); MAX_TEAMS],
        decks: [[Card::JOKER; DECK_CAP]; 2],
        deck_len: [0; 2],
        pile: [Card::JOKER; PILE_CAP],
        pile_len: 0,
        stage: Default::default(),
        staged: 0,
        trio: None,
        pending: [Card::JOKER; 4],
        pending_len: 0,
        pending_public: 0,
        closed_this_turn: false,
        last_turn: false,
        turns: 0,
        end: None,
        pack: Counts::EMPTY,
    }
}

/// The whole pack of these options.
pub fn full_pack(options: &HellOptions) -> Vec<Card> {
    PackKind::Decks {
        decks: options.decks(),
        jokers: 2,
    }
    .cards()
}

/// Shuffles and deals a round: 13-card hands and 11-card feet, two draw decks, and a
/// five-card starting pile with no seven in it.
pub fn deal(options: &HellOptions, start: HandStart, rng: &mut GameRng) -> SevensFromHell {
    let n = options.players as usize;
    let mut g = empty(options, start.leader % n, start.hand.max(1));
    let mut cards = full_pack(options);
    g.pack = Counts::from_cards(&cards);
    shuffle(&mut cards, rng);
    let mut next = cards.into_iter();
    for s in 0..n {
        for c in next.by_ref().take(HAND_SIZE) {
            g.hands[s].add(c);
        }
        g.hand_len[s] = HAND_SIZE as u16;
    }
    for s in 0..n {
        for c in next.by_ref().take(FOOT_SIZE) {
            g.feet[s].add(c);
        }
    }
    let rest: Vec<Card> = next.collect();
    let half = rest.len().div_ceil(2);
    for (d, part) in [&rest[..half], &rest[half..]].into_iter().enumerate() {
        g.decks[d][..part.len()].copy_from_slice(part);
        g.deck_len[d] = part.len() as u16;
    }
    // The starting pile: five cards taken alternately from the decks; a seven goes back into
    // a random place of its deck and another card is taken instead.
    let mut d = 0;
    while (g.pile_len as usize) < START_PILE && g.deck_len.iter().any(|&l| l > 0) {
        if g.deck_len[d] == 0 {
            d = 1 - d;
        }
        let len = g.deck_len[d] as usize;
        let card = g.decks[d][len - 1];
        if card.rank_value() == 7 && g.decks[d][..len].iter().any(|c| c.rank_value() != 7) {
            let at = below(rng, len as u32) as usize;
            g.decks[d][..len].copy_within(at..len - 1, at + 1);
            g.decks[d][at] = card;
            continue;
        }
        g.deck_len[d] -= 1;
        g.pile[g.pile_len as usize] = card;
        g.pile_len += 1;
        d = 1 - d;
    }
    g
}

/// What a Sevens from Hell round lays out beyond the hands ([`FixedDeal::layout`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HellLayout {
    /// Each seat's foot (empty once picked up).
    pub feet: Vec<Vec<Card>>,
    /// The two draw decks, each top card first.
    pub decks: Vec<Vec<Card>>,
    /// The discard pile, oldest first (the last card is on top).
    pub pile: Vec<Card>,
    /// Each team's books on the table (a book of seven is closed).
    pub books: Vec<Vec<Vec<Card>>>,
    /// The seats that have closed a book this round.
    pub closed: Vec<Seat>,
}

/// A round laid out by hand. Cards a deal does not list are out of play.
pub fn from_fixed(
    options: &HellOptions,
    fixed: &FixedDeal<HellLayout>,
) -> Result<SevensFromHell, String> {
    let table = &fixed.layout;
    options.validate()?;
    let n = options.players as usize;
    let t = options.teams as usize;
    if fixed.hands.len() != n {
        return Err(format!(
            "the deal lists {} hands; the table has {n} players",
            fixed.hands.len()
        ));
    }
    if table.feet.len() != n {
        return Err(format!(
            "a Sevens from Hell deal lists a foot for each of the {n} players (\"\" for a foot already picked up); it lists {}",
            table.feet.len()
        ));
    }
    if !fixed.stock.is_empty() || !fixed.won.is_empty() {
        return Err(
            "Sevens from Hell has no stock or won cards: list the two draw decks in 'decks' and the discard pile in 'pile'"
                .into(),
        );
    }
    if table.decks.len() != 2 {
        return Err(format!(
            "Sevens from Hell has two draw decks; the deal lists {}",
            table.decks.len()
        ));
    }
    if !table.books.is_empty() && table.books.len() != t {
        return Err(format!(
            "the deal lists books for {} teams; the table has {t}",
            table.books.len()
        ));
    }
    let starter = fixed.leader.unwrap_or_else(|| left(fixed.dealer, n));
    if starter >= n {
        return Err(format!(
            "the starting player must be a seat from 0 to {}",
            n - 1
        ));
    }
    let mut g = empty(options, starter, fixed.hands_played as u32 + 1);
    let mut all = Counts::EMPTY;
    let mut count = |cards: &[Card]| {
        for &c in cards {
            all.add_saturating(c);
        }
    };
    for (s, hand) in fixed.hands.iter().enumerate() {
        count(hand);
        if hand.len() > PILE_CAP {
            return Err(format!("seat {s}'s hand holds {} cards", hand.len()));
        }
        g.hand_len[s] = hand.len() as u16;
    }
    for (s, foot) in table.feet.iter().enumerate() {
        count(foot);
        g.foot_taken[s] = foot.is_empty();
    }
    for (d, deck) in table.decks.iter().enumerate() {
        count(deck);
        if deck.len() > DECK_CAP {
            return Err(format!(
                "a draw deck holds at most {DECK_CAP} cards; deck {} lists {}",
                d + 1,
                deck.len()
            ));
        }
    }
    count(&table.pile);
    if table.pile.len() > PILE_CAP {
        return Err(format!("the pile lists {} cards", table.pile.len()));
    }
    for team in &table.books {
        for book in team {
            count(book);
        }
    }
    let pack = Counts::from_cards(&full_pack(options));
    for (i, (&have, &max)) in all.kinds().iter().zip(pack.kinds()).enumerate() {
        if have > max {
            let card = Card::from_index(i as u8).unwrap_or(Card::JOKER);
            return Err(format!(
                "the deal has {have} copies of {card}; the {} decks hold {max}",
                options.decks()
            ));
        }
    }
    g.pack = all;
    for (s, hand) in fixed.hands.iter().enumerate() {
        g.hands[s] = Counts::from_cards(hand);
        g.feet[s] = Counts::from_cards(&table.feet[s]);
    }
    for (d, deck) in table.decks.iter().enumerate() {
        // Files list a deck top first; the array keeps its top at the end.
        for (i, &c) in deck.iter().rev().enumerate() {
            g.decks[d][i] = c;
        }
        g.deck_len[d] = deck.len() as u16;
    }
    g.pile[..table.pile.len()].copy_from_slice(&table.pile);
    g.pile_len = table.pile.len() as u16;
    for (side, books) in table.books.iter().enumerate() {
        for book in books {
            place_book(&mut g.teams[side], book).map_err(|e| {
                format!(
                    "team {}'s book {}: {e}",
                    side + 1,
                    crate::cards::format_cards(book)
                )
            })?;
        }
        g.teams[side].melded = !books.is_empty();
    }
    for &s in &table.closed {
        if s >= n {
            return Err(format!(
                "'closed' names seat {s}; the seats are 0 to {}",
                n - 1
            ));
        }
        g.has_closed[s] = true;
    }
    Ok(g)
}

/// Puts a listed book on a team's table, checking it as the rules would have built it.
fn place_book(team: &mut Team, book: &[Card]) -> Result<(), String> {
    if book.len() < 3 || book.len() > BOOK_SIZE as usize {
        return Err("a book has three to seven cards".into());
    }
    if book.iter().any(|c| c.rank_value() == 3) {
        return Err("threes never go into a book".into());
    }
    let ranks: Vec<u8> = book
        .iter()
        .filter(|c| !is_wild(**c))
        .map(|c| c.rank_value())
        .collect();
    if ranks.windows(2).any(|w| w[0] != w[1]) {
        return Err("a book holds naturals of one rank only".into());
    }
    let kind = match ranks.first() {
        None => BookKind::WILD,
        Some(&r) => BookKind::natural(r).ok_or("threes never go into a book")?,
    };
    let wilds = (book.len() - ranks.len()) as u8;
    if let Some(problem) = composition_problem(kind, ranks.len() as u8, wilds) {
        return Err(problem);
    }
    if !team.open_book(kind).is_empty() && book.len() < BOOK_SIZE as usize {
        return Err(format!(
            "a team has at most one unfinished book of {}",
            kind.plural()
        ));
    }
    // Naturals first, so that the composition rule held at every addition.
    let mut ordered: Vec<Card> = book.iter().copied().filter(|c| !is_wild(*c)).collect();
    ordered.extend(book.iter().copied().filter(|c| is_wild(*c)));
    if book.len() == BOOK_SIZE as usize {
        let held = std::mem::take(&mut team.open[kind.index()]);
        for c in ordered {
            team.lay(kind, c);
        }
        team.open[kind.index()] = held;
    } else {
        for c in ordered {
            team.lay(kind, c);
        }
    }
    Ok(())
}
