//! What one Sedma seat can work out from what it sees: which cards it cannot see, who is on its
//! side, what the table is worth, who still acts in the trick, and how likely those players are
//! to hold a card that beats a given play.
//!
//! A table is read from a seat's view, or straight from a position for the seat to act (a
//! search asking how a sensible player would act in a position it sampled): the same facts,
//! without building a view.

use crate::cards::{Card, CardSet};
use crate::engine::{Game, Seat};
use crate::games::sedma::{
    Scoring, Sedma, SedmaOptions, SedmaView, TrickRules, ViewPhase, side_of,
};

/// Room for the longest trick (4 rounds of 4) plus the two cards a bot imagines on top.
const ROOM: usize = 18;

pub(super) struct Table {
    pub options: SedmaOptions,
    pub rules: TrickRules,
    seat: Seat,
    players: usize,
    leader: Seat,
    /// The leader is deciding whether to continue the trick.
    deciding: bool,
    soloist: Option<Seat>,
    hand_sizes: [u8; 4],
    pub stock_len: usize,
    pub hand: CardSet,
    /// Cards in other hands or the stock: everything not in this hand, won or on the table.
    pub unseen: CardSet,
    cards: [Card; ROOM],
    seats: [Seat; ROOM],
    len: usize,
    /// Where the current round starts in the trick (the leader's latest card).
    round_start: usize,
}

impl Table {
    pub fn new(view: &SedmaView) -> Table {
        let mut hand_sizes = [0u8; 4];
        for (size, &h) in hand_sizes.iter_mut().zip(&view.hand_sizes) {
            *size = h as u8;
        }
        Table::build(
            Table {
                options: view.options,
                rules: view.options.trick_rules(),
                seat: view.seat,
                players: view.players,
                leader: view.leader,
                deciding: matches!(view.phase, ViewPhase::LeaderDecides { .. }),
                soloist: view.soloist,
                hand_sizes,
                stock_len: view.stock_len,
                hand: CardSet::from_cards(view.hand.iter().copied()),
                unseen: CardSet::EMPTY,
                cards: [Card::JOKER; ROOM],
                seats: [0; ROOM],
                len: 0,
                round_start: 0,
            },
            view.trick.iter().map(|p| (p.card, p.seat)),
            CardSet::from_cards(view.played.iter().copied()),
        )
    }

    /// The table as `seat` sees it in `g`: only its own hand and what is public.
    pub fn of_position(g: &Sedma, seat: Seat) -> Table {
        let n = g.seats();
        let mut hand_sizes = [0u8; 4];
        let mut played = CardSet::EMPTY;
        for (s, size) in hand_sizes.iter_mut().enumerate().take(n) {
            *size = g.hand(s).len() as u8;
            played = played.union(g.won(s));
        }
        Table::build(
            Table {
                options: *g.options(),
                rules: *g.trick_rules(),
                seat,
                players: n,
                leader: g.leader(),
                deciding: g.leader_deciding(),
                soloist: g.soloist(),
                hand_sizes,
                stock_len: g.stock().len(),
                hand: g.hand(seat),
                unseen: CardSet::EMPTY,
                cards: [Card::JOKER; ROOM],
                seats: [0; ROOM],
                len: 0,
                round_start: 0,
            },
            g.trick().map(|p| (p.card, p.seat)),
            played,
        )
    }

    /// Fills in the trick and the unseen cards.
    fn build(mut t: Table, trick: impl Iterator<Item = (Card, Seat)>, played: CardSet) -> Table {
        let mut on_table = CardSet::EMPTY;
        for (i, (card, seat)) in trick.take(ROOM - 2).enumerate() {
            t.cards[i] = card;
            t.seats[i] = seat;
            on_table.insert(card);
            t.len = i + 1;
        }
        t.round_start = (0..t.len)
            .rev()
            .find(|&i| t.seats[i] == t.leader)
            .unwrap_or(0);
        t.unseen = t.options.pack().minus(t.hand).minus(played).minus(on_table);
        t
    }

    pub fn me(&self) -> Seat {
        self.seat
    }

    pub fn trick_is_empty(&self) -> bool {
        self.len == 0
    }

    /// The rank the trick was led with (a wild king counts as a 7).
    pub fn lead_rank(&self) -> Option<u8> {
        (self.len > 0).then(|| self.rules.rank_of(self.cards[0]))
    }

    pub fn is_wild(&self, c: Card) -> bool {
        self.rules.wild.contains(c)
    }

    /// What a card is worth to whoever takes it.
    pub fn points(&self, c: Card) -> f32 {
        match (self.options.scoring, c.rank_value()) {
            (Scoring::TricksOnly, _) => 0.0,
            (_, 10 | 14) => 10.0,
            _ => 0.0,
        }
    }

    /// What taking a trick is worth apart from its cards, in card-point units.
    pub fn trick_bonus(&self) -> f32 {
        match self.options.scoring {
            Scoring::Standard => 0.0,
            Scoring::OsmovaTrickPoints | Scoring::TricksOnly => 10.0,
        }
    }

    /// What taking the last trick is worth: the bonus, and a little more where it breaks ties.
    pub fn last_bonus(&self) -> f32 {
        let o = &self.options;
        let bonus = if o.last_trick_bonus() { 10.0 } else { 0.0 };
        bonus + if o.tie_to_last_trick() { 3.0 } else { 0.0 }
    }

    /// Whether the stock is gone, so no hand will be refilled.
    pub fn stock_empty(&self) -> bool {
        self.stock_len == 0
    }

    /// Whether the trick, if played out from here, uses every card left: the last trick.
    pub fn final_trick(&self) -> bool {
        self.stock_empty() && self.hand_sizes[..self.players].iter().all(|&h| h <= 1)
    }

    /// Points of the cards on the table.
    pub fn table_points(&self) -> f32 {
        self.cards[..self.len].iter().map(|&c| self.points(c)).sum()
    }

    /// Whether `s` is on this seat's side, as far as this seat can know.
    pub fn friend(&self, s: Seat) -> bool {
        let me = self.me();
        if s == me {
            return true;
        }
        match self.players {
            4 => side_of(4, s) == side_of(4, me),
            3 if self.options.king_teams.is_some() => {
                // The king's holder plays alone; once he is known the other two are partners.
                let soloist = self.soloist.or_else(|| {
                    self.rules
                        .king
                        .filter(|&k| self.hand.contains(k))
                        .map(|_| me)
                });
                soloist.is_some_and(|solo| solo != me && s != solo)
            }
            _ => false,
        }
    }

    /// The seat that wins the trick if `extra` is played on top of it by this seat.
    pub fn winner_with(&self, extra: Option<Card>) -> Option<Seat> {
        let mut cards = self.cards;
        let mut n = self.len;
        if let Some(c) = extra {
            cards[n] = c;
            n += 1;
        }
        if n == 0 {
            return None;
        }
        let w = self.rules.winner(&cards[..n]);
        Some(if w == self.len {
            self.me()
        } else {
            self.seats[w]
        })
    }

    /// Unseen cards that would take the trick if played after `extra` (played by this seat).
    pub fn beaters_after(&self, extra: Option<Card>) -> CardSet {
        let mut cards = self.cards;
        let mut n = self.len;
        if let Some(c) = extra {
            cards[n] = c;
            n += 1;
        }
        if n == 0 {
            return CardSet::EMPTY;
        }
        let mut out = CardSet::EMPTY;
        for x in self.unseen {
            cards[n] = x;
            if self.rules.winner(&cards[..=n]) == n {
                out.insert(x);
            }
        }
        out
    }

    /// Unseen cards that would take a trick led with `c`.
    pub fn beaters_of_lead(&self, c: Card) -> CardSet {
        let mut out = CardSet::EMPTY;
        for x in self.unseen {
            if self.rules.winner(&[c, x]) == 1 {
                out.insert(x);
            }
        }
        out
    }

    /// Seats that still act in this trick after this seat's card, before its leader can end it:
    /// the rest of the round and the leader's decision, or, when this seat continues as leader,
    /// every other seat holding cards.
    pub fn later_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players;
        let me = self.me();
        let leader = self.leader;
        let continuing = self.deciding || self.len == 0;
        let acted = |s: Seat| self.seats[self.round_start..self.len].contains(&s);
        (1..n).map(move |i| (me + i) % n).filter(move |&s| {
            if self.hand_size(s) == 0 {
                return false;
            }
            if continuing || s == leader {
                return true;
            }
            // Still to play this round: clockwise from this seat up to the leader.
            let ahead = (s + n - me) % n < (leader + n - me) % n;
            ahead && !acted(s)
        })
    }

    /// Cards held by the later seats on one side (`friends` or opponents).
    pub fn later_cards(&self, friends: bool) -> u32 {
        self.later_seats()
            .filter(|&s| self.friend(s) == friends)
            .map(|s| self.hand_size(s))
            .sum()
    }

    /// The first seat to act after this seat's card.
    pub fn next_seat(&self) -> Option<Seat> {
        self.later_seats().next()
    }

    /// Hand size of a seat.
    pub fn hand_size(&self, s: Seat) -> u32 {
        if s < self.players {
            self.hand_sizes[s] as u32
        } else {
            0
        }
    }

    /// The chance that `held` cards dealt at random from the unseen ones include one of `wanted`
    /// (hypergeometric: the unseen cards are the other hands and the stock, shuffled).
    pub fn chance_any(&self, wanted: CardSet, held: u32) -> f32 {
        let total = self.unseen.len();
        let b = wanted.intersect(self.unseen).len();
        if b == 0 || held == 0 || total == 0 {
            return 0.0;
        }
        let mut none = 1.0f32;
        for i in 0..held.min(total) {
            if total < b + i + 1 {
                return 1.0;
            }
            none *= (total - b - i) as f32 / (total - i) as f32;
        }
        1.0 - none
    }

    /// How many cards at the end of the trick are of `rank`, in an unbroken run.
    pub fn trailing_run(&self, rank: u8) -> usize {
        self.cards[..self.len]
            .iter()
            .rev()
            .take_while(|c| c.rank_value() == rank)
            .count()
    }
}
