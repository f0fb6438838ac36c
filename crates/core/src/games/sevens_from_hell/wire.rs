//! A seat's view as it travels to a network client (`docs/protocol.md`): card lists in
//! notation instead of the engine's fixed arrays, only what the view holds, and books by
//! kind. Reading one checks everything it says, so a view that no round could show (a
//! server that lies, a line that garbles) is an error that says why, never a panic.

use super::books::{BOOK_SIZE, Book, Team};
use super::determinize::HellSampler;
use super::pack::{BookKind, Counts, is_wild, value};
use super::{
    DECK_CAP, HellAction, HellActions, HellOptions, HellView, MAX_PLAYERS, MAX_TEAMS, PILE_CAP,
    Phase, RoundEnd, deal, invariants,
};
use crate::cards::{Card, rng_from_seed};
use crate::engine::Seat;
use crate::scenario::Cards;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// [`HellView`] on the wire. Per-seat lists are in seat order, one entry a seat.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Wire {
    seat: Seat,
    options: HellOptions,
    round: u8,
    starter: Seat,
    turn: Seat,
    phase: WirePhase,
    /// Each hand as the seat knows it: its own whole, another's the cards everybody saw go
    /// into it (every card once the round is over and the hands are counted).
    hands: Vec<Cards>,
    hand_sizes: Vec<u16>,
    /// The cards everybody saw go into each hand and not leave it since.
    known: Vec<Cards>,
    /// Empty until the round is over; then the feet nobody picked up, counted against.
    feet: Vec<Cards>,
    foot_sizes: Vec<u16>,
    foot_taken: Vec<bool>,
    foot_claim: Vec<u8>,
    has_closed: Vec<bool>,
    teams: Vec<WireTeam>,
    deck_sizes: [u16; 2],
    /// The discard pile, oldest first.
    pile: Cards,
    /// The seat's own initial meld being composed, by book kind (only on its turn).
    stage: Vec<(BookKind, Cards)>,
    trio: Option<BookKind>,
    pending: Cards,
    pending_public: u8,
    closed_this_turn: bool,
    last_turn: bool,
    turns: u32,
    end: Option<RoundEnd>,
    /// The seat's legal actions in notation (empty when it is not its turn).
    legal: Vec<String>,
    /// A watcher's view: the seat's hand too holds only the cards everybody saw go into it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    watched: bool,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum WirePhase {
    Acquire,
    Play,
    Over,
}

/// One team's side of the table.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct WireTeam {
    melded: bool,
    /// The unfinished books, each with its cards in the order laid.
    open: Vec<(BookKind, Cards)>,
    /// Closed books by kind: how many clean, how many dirty.
    clean: Vec<(BookKind, u8)>,
    dirty: Vec<(BookKind, u8)>,
    /// Every card the team has on the table, closed books and unfinished.
    table: Cards,
}

impl Serialize for HellView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Wire::of(self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for HellView {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<HellView, D::Error> {
        Wire::deserialize(d)?
            .read()
            .map_err(serde::de::Error::custom)
    }
}

fn cards(c: &Counts) -> Cards {
    Cards(c.cards())
}

fn books(list: &[Book]) -> Vec<(BookKind, Cards)> {
    BookKind::ALL
        .iter()
        .filter(|k| !list[k.index()].is_empty())
        .map(|&k| (k, Cards(list[k.index()].cards().collect())))
        .collect()
}

fn closed(per_kind: &[u8]) -> Vec<(BookKind, u8)> {
    BookKind::ALL
        .iter()
        .filter(|k| per_kind[k.index()] > 0)
        .map(|&k| (k, per_kind[k.index()]))
        .collect()
}

impl Wire {
    fn of(view: &HellView) -> Wire {
        let g = &view.public;
        let n = g.players();
        let seats = 0..n;
        Wire {
            seat: view.seat,
            options: g.options,
            round: g.round,
            starter: g.starter as Seat,
            turn: g.turn as Seat,
            phase: match g.phase {
                Phase::Acquire => WirePhase::Acquire,
                Phase::Play => WirePhase::Play,
                Phase::Over => WirePhase::Over,
            },
            hands: seats.clone().map(|s| cards(&g.hands[s])).collect(),
            hand_sizes: view.hand_sizes[..n].to_vec(),
            known: seats.clone().map(|s| cards(&g.known[s])).collect(),
            feet: seats.clone().map(|s| cards(&g.feet[s])).collect(),
            foot_sizes: view.foot_sizes[..n].to_vec(),
            foot_taken: g.foot_taken[..n].to_vec(),
            foot_claim: g.foot_claim[..n].to_vec(),
            has_closed: g.has_closed[..n].to_vec(),
            teams: g.teams[..g.team_count()]
                .iter()
                .map(|t| WireTeam {
                    melded: t.melded,
                    open: books(&t.open),
                    clean: closed(&t.clean),
                    dirty: closed(&t.dirty),
                    table: cards(&t.table),
                })
                .collect(),
            deck_sizes: g.deck_len,
            pile: Cards(g.pile().to_vec()),
            stage: books(&g.stage),
            trio: g.trio,
            pending: Cards(g.pending().to_vec()),
            pending_public: g.pending_public,
            closed_this_turn: g.closed_this_turn,
            last_turn: g.last_turn,
            turns: g.turns,
            end: g.end,
            legal: view.legal.iter().map(|a| a.to_string()).collect(),
            watched: view.watched,
        }
    }

    /// The view this says, or why no round shows it.
    fn read(self) -> Result<HellView, String> {
        let options = self.options;
        options.validate()?;
        let n = options.players as usize;
        let teams = options.teams as usize;
        if n > MAX_PLAYERS || teams > MAX_TEAMS {
            return Err(format!("{n} players in {teams} teams do not fit a table"));
        }
        for (what, len) in [
            ("hands", self.hands.len()),
            ("hand_sizes", self.hand_sizes.len()),
            ("known", self.known.len()),
            ("feet", self.feet.len()),
            ("foot_sizes", self.foot_sizes.len()),
            ("foot_taken", self.foot_taken.len()),
            ("foot_claim", self.foot_claim.len()),
            ("has_closed", self.has_closed.len()),
        ] {
            if len != n {
                return Err(format!("{what} lists {len} seats at a table of {n}"));
            }
        }
        if self.teams.len() != teams {
            return Err(format!(
                "{} teams listed, the options say {teams}",
                self.teams.len()
            ));
        }
        for (what, s) in [
            ("seat", self.seat),
            ("starter", self.starter),
            ("turn", self.turn),
        ] {
            if s >= n {
                return Err(format!("{what} {s} is not a seat at a table of {n}"));
            }
        }
        if !(1..=4).contains(&self.round) {
            return Err(format!("there is no round {}", self.round));
        }
        let mut g = deal::empty(&options, self.starter, self.round as u32);
        g.pack = Counts::from_cards(&deal::full_pack(&options));
        let pack = g.pack;
        // Every card shown, wherever it is, must be one the round has.
        let shown = (self.hands.iter().chain(&self.feet))
            .chain(self.teams.iter().map(|t| &t.table))
            .chain([&self.pile, &self.pending])
            .chain(self.stage.iter().map(|(_, c)| c))
            .flat_map(|c| c.0.iter().copied())
            .take(PILE_CAP + 1)
            .collect::<Vec<_>>();
        // (No pack is larger than a pile can be: one card past it is already too many.)
        counts_of(&shown, &pack, "the round")?;
        let counts = |list: &Cards, what: &str| counts_of(&list.0, &pack, what);
        g.turn = self.turn as u8;
        g.phase = match self.phase {
            WirePhase::Acquire => Phase::Acquire,
            WirePhase::Play => Phase::Play,
            WirePhase::Over => Phase::Over,
        };
        for s in 0..n {
            g.hands[s] = counts(&self.hands[s], "a hand")?;
            // The seat's own hand, and every hand once the round is counted, is sent whole.
            if ((s == self.seat && !self.watched) || g.phase == Phase::Over)
                && g.hands[s].total() != u32::from(self.hand_sizes[s])
            {
                return Err(format!(
                    "seat {s}'s hand is sent with {} of its {} cards",
                    g.hands[s].total(),
                    self.hand_sizes[s]
                ));
            }
            g.known[s] = counts(&self.known[s], "a hand's known cards")?;
            g.feet[s] = counts(&self.feet[s], "a foot")?;
            if g.phase == Phase::Over && g.feet[s].total() != u32::from(self.foot_sizes[s]) {
                return Err(format!("seat {s}'s foot is not shown whole at the count"));
            }
            g.hand_len[s] = self.hand_sizes[s];
            g.foot_taken[s] = self.foot_taken[s];
            g.foot_claim[s] = self.foot_claim[s];
            g.has_closed[s] = self.has_closed[s];
        }
        for (team, wire) in g.teams.iter_mut().zip(&self.teams) {
            *team = read_team(wire, &pack)?;
        }
        for (d, &len) in self.deck_sizes.iter().enumerate() {
            if len as usize > DECK_CAP {
                return Err(format!(
                    "a draw deck of {len} cards is more than a round has"
                ));
            }
            g.deck_len[d] = len;
        }
        if self.pile.0.len() > PILE_CAP {
            return Err(format!(
                "a pile of {} cards is more than a round has",
                self.pile.0.len()
            ));
        }
        g.pile[..self.pile.0.len()].copy_from_slice(&self.pile.0);
        g.pile_len = self.pile.0.len() as u16;
        let composing = self.seat == self.turn && g.phase == Phase::Play;
        if !composing
            && (!self.stage.is_empty() || self.trio.is_some() || !self.pending.0.is_empty())
        {
            return Err("an initial meld is composed outside the seat's own turn".into());
        }
        g.stage = read_books(&self.stage, 1..BOOK_SIZE + 1, "the staged meld")?;
        g.staged = g.stage.iter().map(|b| b.len()).sum();
        g.trio = self.trio.map(kind).transpose()?;
        if self.pending.0.len() > g.pending.len()
            || self.pending_public as usize > self.pending.0.len()
        {
            return Err(format!(
                "{} cards wait to join the hand ({} from the pile); at most four do",
                self.pending.0.len(),
                self.pending_public
            ));
        }
        g.pending[..self.pending.0.len()].copy_from_slice(&self.pending.0);
        g.pending_len = self.pending.0.len() as u8;
        g.pending_public = self.pending_public;
        g.closed_this_turn = self.closed_this_turn;
        g.last_turn = self.last_turn;
        g.turns = self.turns;
        g.end = self.end;
        if let Some(RoundEnd::WentOut(s)) = g.end
            && s >= n
        {
            return Err(format!("seat {s} went out at a table of {n}"));
        }
        let mut legal = HellActions::default();
        for text in &self.legal {
            if legal.is_full() {
                return Err("more legal actions than a turn ever has".into());
            }
            legal.push(text.parse::<HellAction>()?);
        }
        let mut hand_sizes = [0; MAX_PLAYERS];
        hand_sizes[..n].copy_from_slice(&self.hand_sizes);
        let mut foot_sizes = [0; MAX_PLAYERS];
        foot_sizes[..n].copy_from_slice(&self.foot_sizes);
        if self.watched && !legal.is_empty() {
            return Err("a watcher's view offers actions".into());
        }
        let view = HellView {
            seat: self.seat,
            public: g,
            hand_sizes,
            foot_sizes,
            legal,
            watched: self.watched,
        };
        // Whether a whole round shows this view: every card in one place, the books by
        // the composition rule, the sizes adding up.
        let round = HellSampler::new(&view)?.sample(&mut rng_from_seed(0));
        invariants::check(&round)?;
        Ok(view)
    }
}

/// A book kind the game has (4 to ace, or the wild book).
fn kind(k: BookKind) -> Result<BookKind, String> {
    if BookKind::ALL.contains(&k) {
        Ok(k)
    } else {
        Err(format!("there is no book of kind {}", k.index()))
    }
}

/// The cards as counts, refusing more copies of a card than the round has.
fn counts_of(list: &[Card], pack: &Counts, what: &str) -> Result<Counts, String> {
    let mut c = Counts::EMPTY;
    for &card in list {
        if c.get(card) >= pack.get(card) {
            return Err(format!("{what} holds more {card} than the round has"));
        }
        c.add(card);
    }
    Ok(c)
}

/// Books by kind, at most one of each, each of a length in `lens`.
fn read_books(
    list: &[(BookKind, Cards)],
    lens: std::ops::Range<u8>,
    what: &str,
) -> Result<[Book; super::pack::BOOK_SLOTS], String> {
    let mut books = [Book::default(); super::pack::BOOK_SLOTS];
    for (k, list) in list {
        let k = kind(*k)?;
        let book = &mut books[k.index()];
        if !book.is_empty() || !lens.contains(&(list.0.len().min(255) as u8)) {
            return Err(format!(
                "{what} has a book of {} that cannot be: {} cards",
                k.plural(),
                list.0.len()
            ));
        }
        for &c in &list.0 {
            if !is_wild(c) && BookKind::natural(c.rank_value()) != Some(k) {
                return Err(format!("{what} has a {c} in its book of {}", k.plural()));
            }
            book.push(c);
        }
    }
    Ok(books)
}

fn read_team(wire: &WireTeam, pack: &Counts) -> Result<Team, String> {
    let mut team = Team {
        melded: wire.melded,
        open: read_books(&wire.open, 3..BOOK_SIZE, "a team's table")?,
        table: counts_of(&wire.table.0, pack, "a team's table")?,
        ..Team::default()
    };
    for (per_kind, list) in [
        (&mut team.clean, &wire.clean),
        (&mut team.dirty, &wire.dirty),
    ] {
        for &(k, count) in list {
            per_kind[kind(k)?.index()] = count;
        }
    }
    let mut open = Counts::EMPTY;
    for book in &team.open {
        for c in book.cards() {
            if open.get(c) >= team.table.get(c) {
                return Err("a team's unfinished books hold cards its table does not".into());
            }
            open.add(c);
        }
    }
    // The table holds the unfinished books and seven cards for each closed one.
    let closed: u32 = (team.clean.iter().chain(&team.dirty))
        .map(|&n| u32::from(n))
        .sum();
    if team.table.total() != open.total() + 7 * closed {
        return Err(format!(
            "a team's table holds {} cards, not its books' {}",
            team.table.total(),
            open.total() + 7 * closed
        ));
    }
    let all: u32 = team
        .table
        .held()
        .map(|c| value(c) * team.table.get(c) as u32)
        .sum();
    team.closed_value = all - team.open_value();
    Ok(team)
}
