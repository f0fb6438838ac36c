//! Sedma (rule book section 1): the hand as a state machine, with every variant of table 1.8.
//!
//! The state is `Copy` and about 440 bytes: hands and won piles are bit sets, the stock, the
//! current trick and the hand's public record are fixed arrays. Listing and applying actions
//! never allocates.

mod def;
pub mod determinize;
mod invariants;
mod legality;
mod log;
pub mod options;
mod scenario;
mod scoring;
pub mod trick;
mod view;

pub use determinize::{DeterminizeError, Determinizer};
pub use log::Public;
pub use options::{
    BurnPreset, KingTeams, MatchEnd, OsmovaWildClash, Scoring, SedmaOptions, ThreePlayerPack,
    VARIANTS,
};
pub use scoring::{SeatPoints, draw_for_dealer};
pub use trick::{Play, TrickReason, TrickRules};
pub use view::{SedmaView, ViewPhase};

use crate::cards::{Card, CardSet, CardTally, GameRng, below, shuffle};
use crate::engine::{
    ActionList, EventSink, FixedDeal, Game, HandGame, HandScore, HandStart, MAX_SEATS, Outcome,
    RuleError, Seat, Seating, Side, left,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The side a seat plays for during the hand with `players` at the table: partners sit
/// opposite with 4; otherwise each seat is its own side (the king variant's teams are settled
/// only at the end).
#[inline]
pub fn side_of(players: usize, seat: Seat) -> Side {
    Seating::trick_game(players).side_of(seat)
}

/// Cards each player holds after the deal and every refill.
pub const HAND_SIZE: u32 = 4;
/// Plays a trick can hold: four rounds of four players.
const MAX_PLAYS: usize = 16;
const NO_SEAT: u8 = u8::MAX;

/// A decision in Sedma.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SedmaAction {
    /// Play a card: to a round, or, by the leader after a full round, to continue the trick.
    Play(Card),
    /// The leader ends the trick after a full round.
    #[default]
    EndTrick,
    /// 3 players with 32 cards and the pass rule: a non-leader sits out this round.
    Pass,
}

impl fmt::Display for SedmaAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SedmaAction::Play(c) => write!(f, "{c}"),
            SedmaAction::EndTrick => f.write_str("end"),
            SedmaAction::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for SedmaAction {
    type Err = String;
    /// A card in notation, `end` (end the trick) or `pass`.
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "end" | "stop" => Ok(SedmaAction::EndTrick),
            "pass" => Ok(SedmaAction::Pass),
            _ => s.parse::<Card>().map(SedmaAction::Play).map_err(|e| {
                format!("{e}; a Sedma action is a card, 'end' (end the trick) or 'pass'")
            }),
        }
    }
}

/// What happened in a Sedma hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SedmaEvent {
    /// A card was played; `continued` when the leader played it to start another round.
    Played {
        seat: Seat,
        card: Card,
        round: u8,
        continued: bool,
    },
    /// A player sat out a round (pass rule).
    Passed { seat: Seat },
    /// A trick was taken.
    TrickWon {
        winner: Seat,
        plays: Vec<Play>,
        /// Card points in the trick (aces and tens; trick points where the variant counts them).
        points: i32,
        reason: TrickReason,
        last: bool,
    },
    /// A card was drawn from the stock; only the drawing seat sees it (`None` in the event as
    /// [`Game::event_for`] gives it to the other seats).
    Drew { seat: Seat, card: Option<Card> },
    /// Four cards of one rank in a row ended the hand.
    BurnedInTrick { seat: Seat, rank: u8, stake: i32 },
    /// A player held four of a rank: the hand ends.
    BurnedHand { seat: Seat, rank: u8 },
    /// The hand is over.
    HandOver { score: HandScore },
}

/// Where the hand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// `seat` is to play (or pass) in the current round.
    Play(u8),
    /// The leader decides to continue or end after a full round.
    Decide,
    Over,
}

/// How the hand ended early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Burn {
    InTrick { seat: u8, rank: u8 },
    Hand { seat: u8, rank: u8 },
}

/// A Sedma hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sedma {
    opts: SedmaOptions,
    rules: TrickRules,
    n: u8,
    dealer: u8,
    hands: [CardSet; 4],
    won: [CardSet; 4],
    tricks_won: [u8; 4],
    /// The stock, top card at `stock[stock_top]`, bottom at `stock[stock_end - 1]`.
    stock: [Card; 32],
    stock_top: u8,
    stock_end: u8,
    plays: [Card; MAX_PLAYS],
    play_seats: [u8; MAX_PLAYS],
    nplays: u8,
    /// Index in `plays` of the card currently winning the trick (kept as cards are played).
    win_idx: u8,
    /// Cards that match the lead or are wild: they may continue the trick.
    take_mask: CardSet,
    round: u8,
    leader: u8,
    phase: Phase,
    /// Seats that have played or passed in the current round (bit per seat).
    acted: u8,
    pass_used: bool,
    tricks_played: u8,
    last_winner: u8,
    burn: Option<Burn>,
    /// King variant: who played the king (the soloist).
    king_player: u8,
    /// Every decision and draw so far, for seats that read the others' play.
    log: log::Log,
}

/// Why an explicit deal cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DealError(pub String);

impl Sedma {
    /// Shuffles the pack with `rng` and deals: 4 cards each, two at a time from dealer's left.
    pub fn deal_random(opts: &SedmaOptions, start: HandStart, rng: &mut GameRng) -> Sedma {
        let mut g = Sedma::empty(opts, start);
        let pack = opts.pack();
        let len = pack.len() as usize;
        for (slot, c) in g.stock.iter_mut().zip(pack.iter()) {
            *slot = c;
        }
        shuffle(&mut g.stock[..len], rng);
        // Deal from the top of the shuffled pack; what is left is the stock.
        let n = g.n;
        let mut next = 0;
        for _ in 0..2 {
            let mut s = start.dealer as u8;
            for _ in 0..n {
                s = g.next_seat(s);
                g.hands[s as usize].insert(g.stock[next]);
                g.hands[s as usize].insert(g.stock[next + 1]);
                next += 2;
            }
        }
        g.stock_top = next as u8;
        g.stock_end = len as u8;
        g.check_burned_hands(left(start.dealer, n as usize) as u8);
        g
    }

    /// A hand from an explicit position: each seat's hand, the stock top first, and cards
    /// already won by each seat. Together they must be exactly the pack for these options.
    /// A won pile of `k` cards counts as `ceil(k / players)` tricks already taken.
    pub fn from_deal(
        opts: &SedmaOptions,
        start: HandStart,
        hands: &[Vec<Card>],
        stock: &[Card],
        won: &[Vec<Card>],
    ) -> Result<Sedma, DealError> {
        opts.validate().map_err(DealError)?;
        let n = opts.players as usize;
        if hands.len() != n {
            return Err(DealError(format!(
                "the deal lists {} hands but the game has {n} players",
                hands.len()
            )));
        }
        if !won.is_empty() && won.len() != n {
            return Err(DealError(format!(
                "'won' lists {} piles; give one per player ({n}) or leave it out",
                won.len()
            )));
        }
        if start.dealer >= n || start.leader >= n {
            return Err(DealError(format!(
                "dealer and leader must be seats 0 to {}",
                n - 1
            )));
        }
        let pack = opts.pack();
        let mut tally = CardTally::default();
        let mut add = |c: Card, place: &str| tally.add_checked(c, pack, place).map_err(DealError);
        for (s, h) in hands.iter().enumerate() {
            if h.len() > HAND_SIZE as usize {
                return Err(DealError(format!(
                    "seat {s} holds {} cards; a Sedma hand holds at most {HAND_SIZE}",
                    h.len()
                )));
            }
            for &c in h {
                add(c, &format!("seat {s}'s hand"))?;
            }
        }
        for &c in stock {
            add(c, "the stock")?;
        }
        for (s, w) in won.iter().enumerate() {
            for &c in w {
                add(c, &format!("seat {s}'s won cards"))?;
            }
        }
        if tally.seen() != pack {
            let missing: Vec<String> = pack
                .minus(tally.seen())
                .iter()
                .map(|c| c.to_string())
                .collect();
            return Err(DealError(format!(
                "the deal must use the whole pack of {} cards; missing: {}",
                pack.len(),
                missing.join(" ")
            )));
        }
        if !stock.is_empty() && hands.iter().any(|h| h.len() != HAND_SIZE as usize) {
            return Err(DealError(format!(
                "while the stock has cards every hand holds {HAND_SIZE}"
            )));
        }
        if hands[start.leader].is_empty() {
            return Err(DealError(format!(
                "the leader (seat {}) holds no cards",
                start.leader
            )));
        }
        let mut g = Sedma::empty(opts, start);
        for (s, h) in hands.iter().enumerate() {
            g.hands[s] = CardSet::from_cards(h.iter().copied());
        }
        if won.iter().any(|w| !w.is_empty()) {
            // Tricks were played before this position: their record is not known.
            g.log = log::Log::new(false);
        }
        for (s, w) in won.iter().enumerate() {
            g.won[s] = CardSet::from_cards(w.iter().copied());
            // A won pile of k cards stands for ceil(k / players) tricks.
            g.tricks_won[s] = w.len().div_ceil(n) as u8;
            g.tricks_played += g.tricks_won[s];
        }
        g.stock[..stock.len()].copy_from_slice(stock);
        g.stock_end = stock.len() as u8;
        g.check_burned_hands(left(start.dealer, n) as u8);
        Ok(g)
    }

    fn empty(opts: &SedmaOptions, start: HandStart) -> Sedma {
        Sedma {
            opts: *opts,
            rules: opts.trick_rules(),
            n: opts.players,
            dealer: start.dealer as u8,
            hands: [CardSet::EMPTY; 4],
            won: [CardSet::EMPTY; 4],
            tricks_won: [0; 4],
            stock: [Card::JOKER; 32],
            stock_top: 0,
            stock_end: 0,
            plays: [Card::JOKER; MAX_PLAYS],
            play_seats: [NO_SEAT; MAX_PLAYS],
            nplays: 0,
            win_idx: 0,
            take_mask: CardSet::EMPTY,
            round: 1,
            leader: start.leader as u8,
            phase: Phase::Play(start.leader as u8),
            acted: 0,
            pass_used: false,
            tricks_played: 0,
            last_winner: NO_SEAT,
            burn: None,
            king_player: NO_SEAT,
            log: log::Log::new(true),
        }
    }

    /// The seat's view without the hand's record: what a model judging one decision needs,
    /// without copying the record for every decision it judges.
    pub fn view_now(&self, seat: Seat) -> SedmaView {
        view::view(self, seat, false)
    }

    /// King variant: the seat that played the wild king, once it has been played.
    pub fn soloist(&self) -> Option<Seat> {
        (self.king_player != NO_SEAT).then_some(self.king_player as Seat)
    }

    pub fn options(&self) -> &SedmaOptions {
        &self.opts
    }

    pub fn dealer(&self) -> Seat {
        self.dealer as Seat
    }

    /// The leader of the current trick.
    pub fn leader(&self) -> Seat {
        self.leader as Seat
    }

    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    pub fn won(&self, seat: Seat) -> CardSet {
        self.won[seat]
    }

    pub fn tricks_won(&self, seat: Seat) -> u32 {
        self.tricks_won[seat] as u32
    }

    /// The stock, top card first.
    pub fn stock(&self) -> &[Card] {
        &self.stock[self.stock_top as usize..self.stock_end as usize]
    }

    /// The cards on the table in the current trick, in play order.
    pub fn trick(&self) -> impl Iterator<Item = Play> + '_ {
        (0..self.nplays as usize).map(|i| Play {
            seat: self.play_seats[i] as Seat,
            card: self.plays[i],
        })
    }

    pub fn trick_rules(&self) -> &TrickRules {
        &self.rules
    }

    /// The round of the current trick (1..).
    pub fn round(&self) -> u32 {
        self.round as u32
    }

    /// Whether the leader is deciding between continuing and ending the trick.
    pub fn leader_deciding(&self) -> bool {
        self.phase == Phase::Decide
    }

    /// The seat currently winning the trick, if any card is on the table.
    pub fn winning_seat(&self) -> Option<Seat> {
        (self.nplays > 0).then(|| self.play_seats[self.win_idx as usize] as Seat)
    }

    /// The side a seat belongs to for scoring (the king variant's teams exist only at the end:
    /// during the hand each of the three is on its own side).
    #[inline]
    pub fn side_of(&self, seat: Seat) -> Side {
        side_of(self.n as usize, seat)
    }

    /// Whether two seats are partners now (known to everybody).
    #[inline]
    fn partners(&self, a: Seat, b: Seat) -> bool {
        self.side_of(a) == self.side_of(b)
    }

    /// Cards the leader may continue with (empty when continuing is not allowed).
    fn continue_cards(&self) -> CardSet {
        let l = self.leader as usize;
        let n = self.n as usize;
        // Hands differ in size only with 3 players and 32 cards.
        if self.n == 3
            && self.stock_top == self.stock_end
            && (0..n).any(|s| s != l && self.hands[s].is_empty())
        {
            return CardSet::EMPTY;
        }
        if self.opts.continue_only_when_losing
            && self.winning_seat().is_some_and(|w| self.partners(w, l))
        {
            return CardSet::EMPTY;
        }
        self.hands[l].intersect(self.take_mask)
    }

    fn may_pass(&self, seat: u8) -> bool {
        self.opts.pass_rule()
            && !self.pass_used
            && self.stock_top < self.stock_end
            && seat != self.leader
    }

    /// Points one seat's won pile is worth (aces and tens; tricks in the trick-points variants).
    fn pile_points(&self, seat: Seat) -> i32 {
        let counting = CardSet::of_rank(14).union(CardSet::of_rank(10));
        match self.opts.scoring {
            Scoring::Standard => 10 * self.won[seat].intersect(counting).len() as i32,
            Scoring::OsmovaTrickPoints => {
                10 * (self.won[seat].intersect(counting).len() as i32
                    + self.tricks_won[seat] as i32)
            }
            Scoring::TricksOnly => self.tricks_won[seat] as i32,
        }
    }

    fn trick_points(&self, cards: CardSet) -> i32 {
        let counting = CardSet::of_rank(14).union(CardSet::of_rank(10));
        match self.opts.scoring {
            Scoring::Standard => 10 * cards.intersect(counting).len() as i32,
            Scoring::OsmovaTrickPoints => 10 * cards.intersect(counting).len() as i32 + 10,
            Scoring::TricksOnly => 1,
        }
    }

    /// Card points per seat so far, including the last-trick bonus once the hand is over.
    pub fn seat_points(&self) -> SeatPoints {
        let mut p = [0i32; 4];
        for (s, v) in p.iter_mut().enumerate().take(self.n as usize) {
            *v = self.pile_points(s);
        }
        if self.phase == Phase::Over
            && self.burn.is_none()
            && self.opts.last_trick_bonus()
            && self.last_winner != NO_SEAT
        {
            p[self.last_winner as usize] += 10;
        }
        SeatPoints(p)
    }

    /// Tricks finished so far in this hand.
    pub fn tricks_played(&self) -> u32 {
        self.tricks_played as u32
    }

    /// The seat that took the last trick so far.
    pub fn last_trick_winner(&self) -> Option<Seat> {
        (self.last_winner != NO_SEAT).then_some(self.last_winner as Seat)
    }

    /// The seat to the left of `s`, without a division on the hot path.
    #[inline(always)]
    fn next_seat(&self, s: u8) -> u8 {
        if s + 1 == self.n { 0 } else { s + 1 }
    }

    /// The next seat after `s` (clockwise) that still holds a card, or `None`.
    fn next_holder(&self, s: u8) -> Option<u8> {
        let n = self.n;
        (1..=n)
            .map(|i| (s + i) % n)
            .find(|&t| !self.hands[t as usize].is_empty())
    }

    /// After a card or pass by `seat`: the next to play this round, or the round's end.
    fn advance<S: EventSink<SedmaEvent>>(&mut self, seat: u8, sink: &mut S) {
        let mut t = seat;
        loop {
            t = self.next_seat(t);
            if t == self.leader {
                break;
            }
            // Seats without cards (3 players, 32 cards) and a seat that passed are skipped.
            if self.acted & (1 << t) == 0 && !self.hands[t as usize].is_empty() {
                self.phase = Phase::Play(t);
                return;
            }
        }
        // The round is complete.
        if !self.continue_cards().is_empty() {
            self.phase = Phase::Decide;
        } else {
            self.end_trick(sink);
        }
    }

    fn play_card<S: EventSink<SedmaEvent>>(&mut self, seat: u8, card: Card, sink: &mut S) {
        let continued = self.phase == Phase::Decide;
        if continued {
            self.round += 1;
            self.acted = 0;
        }
        self.log.act(seat, SedmaAction::Play(card));
        self.hands[seat as usize].remove(card);
        let i = self.nplays as usize;
        self.plays[i] = card;
        self.play_seats[i] = seat;
        self.nplays += 1;
        self.acted |= 1 << seat;
        if i == 0 {
            let lead = self.rules.rank_of(card);
            self.take_mask = self.rules.wild.union(CardSet::of_rank(lead));
            self.win_idx = 0;
        } else if self.rules.osmova {
            let lead = self.rules.rank_of(self.plays[0]);
            if self
                .rules
                .beats(card, self.plays[self.win_idx as usize], lead)
            {
                self.win_idx = i as u8;
            }
        } else if self.take_mask.contains(card) {
            self.win_idx = i as u8;
        }
        debug_assert_eq!(self.win_idx as usize, self.rules.winner(&self.plays[..=i]));
        if Some(card) == self.rules.king {
            self.king_player = seat;
        }
        let round = self.round;
        sink.emit(|| SedmaEvent::Played {
            seat: seat as Seat,
            card,
            round,
            continued,
        });
        if let Some(preset) = self.opts.burn
            && self.nplays >= 4
        {
            let r = card.rank_value();
            if self.plays[i - 3..=i].iter().all(|c| c.rank_value() == r) {
                let stake = preset.stake(r);
                self.burn = Some(Burn::InTrick { seat, rank: r });
                sink.emit(|| SedmaEvent::BurnedInTrick {
                    seat: seat as Seat,
                    rank: r,
                    stake,
                });
                self.finish(sink);
                return;
            }
        }
        self.advance(seat, sink);
    }

    /// The leader's decision to end the trick (a trick also ends by itself when nobody can
    /// continue it; only the decision goes on the record).
    fn decide_end<S: EventSink<SedmaEvent>>(&mut self, sink: &mut S) {
        self.log.act(self.leader, SedmaAction::EndTrick);
        self.end_trick(sink);
    }

    fn end_trick<S: EventSink<SedmaEvent>>(&mut self, sink: &mut S) {
        let np = self.nplays as usize;
        let w = self.win_idx as usize;
        let winner = self.play_seats[w];
        let mut taken = CardSet::EMPTY;
        for &c in &self.plays[..np] {
            taken.insert(c);
        }
        self.won[winner as usize] = self.won[winner as usize].union(taken);
        self.tricks_won[winner as usize] += 1;
        self.tricks_played += 1;
        self.log.taken(winner);
        self.last_winner = winner;
        let over = self.stock_top == self.stock_end
            && (self.hands[0].0 | self.hands[1].0 | self.hands[2].0 | self.hands[3].0) == 0;
        sink.emit(|| SedmaEvent::TrickWon {
            winner: winner as Seat,
            plays: self.trick().collect(),
            points: self.trick_points(taken),
            reason: self.rules.reason(&self.plays[..np], w),
            last: over,
        });
        self.nplays = 0;
        self.round = 1;
        self.acted = 0;
        if over {
            self.finish(sink);
            return;
        }
        self.refill(winner, sink);
        if self.burn.is_some() {
            self.finish(sink);
            return;
        }
        // The winner leads; a winner left without cards (3 players, 32 cards) passes the lead on.
        let leader = if self.hands[winner as usize].is_empty() {
            self.next_holder(winner).unwrap_or(winner)
        } else {
            winner
        };
        self.leader = leader;
        self.phase = Phase::Play(leader);
    }

    /// Draw one card at a time in rotation from the trick winner until all hold 4 or the stock
    /// is empty; then check for burned hands in that draw order.
    fn refill<S: EventSink<SedmaEvent>>(&mut self, winner: u8, sink: &mut S) {
        let n = self.n;
        if self.stock_top < self.stock_end {
            let mut s = winner;
            let mut idle = 0;
            while self.stock_top < self.stock_end && idle < n {
                if self.hands[s as usize].len() < HAND_SIZE {
                    let card = self.stock[self.stock_top as usize];
                    self.stock_top += 1;
                    self.hands[s as usize].insert(card);
                    self.log.drew(s, card);
                    sink.emit(|| SedmaEvent::Drew {
                        seat: s as Seat,
                        card: Some(card),
                    });
                    idle = 0;
                } else {
                    idle += 1;
                }
                s = self.next_seat(s);
            }
            self.check_burned_hands(winner);
        }
    }

    /// Burned hand (four of a rank held): the first such seat in draw order from `first`.
    fn check_burned_hands(&mut self, first: u8) {
        if !self.opts.burn_hand {
            return;
        }
        let n = self.n;
        for i in 0..n {
            let s = (first + i) % n;
            let h = self.hands[s as usize];
            if h.len() == 4
                && let Some(c) = h.nth(0)
            {
                let r = c.rank_value();
                if h.intersect(CardSet::of_rank(r)).len() == 4 {
                    self.burn = Some(Burn::Hand { seat: s, rank: r });
                    self.phase = Phase::Over;
                    return;
                }
            }
        }
    }

    fn finish<S: EventSink<SedmaEvent>>(&mut self, sink: &mut S) {
        self.phase = Phase::Over;
        if let Some(Burn::Hand { seat, rank }) = self.burn {
            sink.emit(|| SedmaEvent::BurnedHand {
                seat: seat as Seat,
                rank,
            });
        }
        sink.emit(|| SedmaEvent::HandOver {
            score: self.score().expect("a finished hand has a score"),
        });
    }

    /// Events that describe the deal itself (a hand burned at the deal).
    pub fn opening_events(&self) -> Vec<SedmaEvent> {
        match self.burn {
            Some(Burn::Hand { seat, rank }) => vec![
                SedmaEvent::BurnedHand {
                    seat: seat as Seat,
                    rank,
                },
                SedmaEvent::HandOver {
                    score: self.score().expect("a burned hand has a score"),
                },
            ],
            _ => Vec::new(),
        }
    }

    /// The hand's score once it is over.
    pub fn score(&self) -> Option<HandScore> {
        (self.phase == Phase::Over).then(|| scoring::score(self))
    }

    /// A short label of a seat for reports: N E S W with four players, else "seat k".
    pub fn seat_name(players: usize, seat: Seat) -> String {
        scoring::seat_name(players, seat)
    }
}

impl Game for Sedma {
    type Action = SedmaAction;
    type Event = SedmaEvent;
    type View = SedmaView;
    type Actions = ActionList<SedmaAction, 6>;

    fn seats(&self) -> usize {
        self.n as usize
    }

    fn event_for(event: &SedmaEvent, seat: Seat) -> SedmaEvent {
        match *event {
            SedmaEvent::Drew { seat: s, .. } if s != seat => SedmaEvent::Drew {
                seat: s,
                card: None,
            },
            _ => event.clone(),
        }
    }

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Play(s) => Some(s as Seat),
            Phase::Decide => Some(self.leader as Seat),
            Phase::Over => None,
        }
    }

    #[inline]
    fn legal_actions(&self) -> Self::Actions {
        let mut out = ActionList::default();
        match self.phase {
            Phase::Play(s) => {
                for c in self.hands[s as usize] {
                    out.push(SedmaAction::Play(c));
                }
                if self.may_pass(s) {
                    out.push(SedmaAction::Pass);
                }
            }
            Phase::Decide => {
                out.push(SedmaAction::EndTrick);
                for c in self.continue_cards() {
                    out.push(SedmaAction::Play(c));
                }
            }
            Phase::Over => {}
        }
        out
    }

    fn check(&self, action: SedmaAction) -> Result<(), RuleError> {
        legality::check(self, action)
    }

    #[inline]
    fn apply_with<S: EventSink<SedmaEvent>>(&mut self, action: SedmaAction, sink: &mut S) {
        match (self.phase, action) {
            (Phase::Play(s), SedmaAction::Play(c)) => self.play_card(s, c, sink),
            (Phase::Decide, SedmaAction::Play(c)) => self.play_card(self.leader, c, sink),
            (Phase::Decide, SedmaAction::EndTrick) => self.decide_end(sink),
            (Phase::Play(s), SedmaAction::Pass) => {
                self.log.act(s, SedmaAction::Pass);
                self.pass_used = true;
                self.acted |= 1 << s;
                sink.emit(|| SedmaEvent::Passed { seat: s as Seat });
                self.advance(s, sink);
            }
            _ => debug_assert!(false, "illegal action {action:?} applied"),
        }
    }

    fn view(&self, seat: Seat) -> SedmaView {
        view::view(self, seat, true)
    }

    fn rewards(&self) -> [f32; MAX_SEATS] {
        scoring::rewards(self)
    }

    fn check_invariants(&self) -> Result<(), String> {
        invariants::invariants(self)
    }

    /// Random playouts without building the action list: the hot loop of benchmarks and bots.
    #[inline]
    fn random_action(&self, rng: &mut GameRng) -> Option<SedmaAction> {
        match self.phase {
            Phase::Play(s) => {
                let h = self.hands[s as usize];
                let extra = self.may_pass(s) as u32;
                let k = below(rng, h.len() + extra);
                Some(h.nth(k).map_or(SedmaAction::Pass, SedmaAction::Play))
            }
            Phase::Decide => {
                let c = self.continue_cards();
                let k = below(rng, c.len() + 1);
                Some(match k.checked_sub(1).and_then(|i| c.nth(i)) {
                    Some(card) => SedmaAction::Play(card),
                    None => SedmaAction::EndTrick,
                })
            }
            Phase::Over => None,
        }
    }

    /// The same choices as `random_action` + `apply_with` (same random numbers, same order),
    /// fused into one loop without the action round trip.
    fn play_out_randomly(&mut self, rng: &mut GameRng) {
        loop {
            match self.phase {
                Phase::Play(s) => {
                    let h = self.hands[s as usize];
                    let extra = self.may_pass(s) as u32;
                    let k = below(rng, h.len() + extra);
                    match h.nth(k) {
                        Some(c) => self.play_card(s, c, &mut ()),
                        None => self.apply_with(SedmaAction::Pass, &mut ()),
                    }
                }
                Phase::Decide => {
                    let c = self.continue_cards();
                    match below(rng, c.len() + 1) {
                        0 => self.decide_end(&mut ()),
                        k => match c.nth(k - 1) {
                            Some(card) => self.play_card(self.leader, card, &mut ()),
                            None => self.decide_end(&mut ()),
                        },
                    }
                }
                Phase::Over => return,
            }
        }
    }
}

impl HandGame for Sedma {
    type Config = SedmaOptions;
    type Layout = ();

    fn validate(config: &SedmaOptions) -> Result<(), String> {
        config.validate()
    }

    fn seat_count(config: &SedmaOptions) -> usize {
        config.players as usize
    }

    fn side_names(config: &SedmaOptions) -> Vec<String> {
        scoring::side_names(config.players as usize)
    }

    fn first_start(config: &SedmaOptions, rng: &mut GameRng) -> HandStart {
        let n = config.players as usize;
        let dealer = if config.dealer_by_draw {
            draw_for_dealer(n, rng).dealer
        } else {
            below(rng, n as u32) as usize
        };
        HandStart::new(dealer, left(dealer, n))
    }

    fn deal(config: &SedmaOptions, start: HandStart, rng: &mut GameRng) -> Sedma {
        Sedma::deal_random(config, start, rng)
    }

    /// The leader is the dealer's left unless the deal names one.
    fn from_deal(config: &SedmaOptions, deal: &FixedDeal) -> Result<Sedma, String> {
        let n = config.players as usize;
        let start = HandStart::new(deal.dealer, deal.leader.unwrap_or(left(deal.dealer, n)));
        Sedma::from_deal(config, start, &deal.hands, &deal.stock, &deal.won).map_err(|e| e.0)
    }

    fn scoring_side(&self, seat: Seat) -> Side {
        self.side_of(seat)
    }

    fn hand_start(&self) -> HandStart {
        HandStart::new(self.dealer(), self.leader())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| scoring::outcome(self))
    }

    fn hand_score(&self) -> Option<HandScore> {
        self.score()
    }

    fn next_start(&self, score: &HandScore) -> HandStart {
        scoring::next_start(self, score)
    }

    fn match_winners(config: &SedmaOptions, totals: &[i32], hands: usize) -> Vec<Side> {
        use crate::engine::matches::{best_after_hands, first_to_target};
        let winner = match config.match_end {
            MatchEnd::Target(t) => first_to_target(totals, t as i32),
            MatchEnd::FixedHands(h) => best_after_hands(totals, hands, h as usize),
        };
        winner.into_iter().collect()
    }
}
