//! All Fours / Seven Up (rule book section 2, seed: the Polish "Siódemki"): the deal as a state
//! machine, with every option of table 2.9.
//!
//! A deal runs: upcard (a jack scores for the dealer at once) → eldest `Stand` or `Beg` → after
//! a beg the dealer `Give`s or `Run`s (three more cards each and a new upcard, repeated while the
//! suit repeats; a short stock abandons the deal and the same dealer deals again) → after a run
//! each seat discards to six, one `Discard(card)` at a time → six tricks with the follow rule →
//! High, Low, Jack and Game, counted in that order so the first party to reach the target wins.
//!
//! The state is `Copy`: hands, discards and won piles are bit sets over the 52 cards; the stock
//! and the trick are fixed arrays. Listing and applying actions never allocates.

mod deal;
mod def;
mod determinize;
mod invariants;
mod legality;
pub mod options;
mod scenario;
pub mod scoring;
pub mod trick;
mod view;

pub use determinize::Determinizer;
pub use options::{AfterRun, AllFoursOptions, GiftTo, MatchEnd, RevokePenalty, RunTo, VARIANTS};
pub use scoring::{Award, Tally};
pub use trick::{Play, Point, PointReason, TrickReason};
pub use view::{AllFoursView, ViewPhase};

use crate::cards::{Card, CardSet, GameRng, Rank, Suit, below};
use crate::engine::{
    ActionList, EventSink, FixedDeal, Game, HandGame, HandScore, HandStart, MAX_SEATS, Outcome,
    RuleError, Seat, Seating, Side, left,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Cards each player holds after the deal, and after discarding.
pub const HAND_SIZE: u32 = 6;
/// Capacity of the action list: the largest hand is 21 cards (2 players keeping all cards
/// after five runs).
const MAX_ACTIONS: usize = 24;
/// Points scored during a deal before trick play: two turn-up jacks, or a gift to two parties.
const MAX_EARLY: usize = 4;

/// The cards of suit `s` (0..4) as a bit mask.
#[inline(always)]
const fn suit_mask(s: u8) -> CardSet {
    CardSet(0x1FFF << (13 * s as u64))
}

/// A decision in All Fours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AllFoursAction {
    /// Eldest accepts the upcard's suit as trumps.
    #[default]
    Stand,
    /// Eldest rejects it; the dealer decides.
    Beg,
    /// The dealer keeps the trump and gives eldest a point.
    Give,
    /// The dealer runs the cards: three more each and a new upcard.
    Run,
    /// Discard a card face down (after a run, down to six).
    Discard(Card),
    /// Play a card to the trick.
    Play(Card),
}

impl fmt::Display for AllFoursAction {
    /// Discards and plays are both written as the card: the phase tells them apart.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AllFoursAction::Stand => f.write_str("stand"),
            AllFoursAction::Beg => f.write_str("beg"),
            AllFoursAction::Give => f.write_str("give"),
            AllFoursAction::Run => f.write_str("run"),
            AllFoursAction::Discard(c) | AllFoursAction::Play(c) => write!(f, "{c}"),
        }
    }
}

impl FromStr for AllFoursAction {
    type Err = String;
    /// `stand`, `beg`, `give`, `run`, or a card (a play; [`AllFours::interpret`] makes it a
    /// discard while discarding).
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "stand" => Ok(AllFoursAction::Stand),
            "beg" => Ok(AllFoursAction::Beg),
            "give" => Ok(AllFoursAction::Give),
            "run" => Ok(AllFoursAction::Run),
            _ => s.parse::<Card>().map(AllFoursAction::Play).map_err(|e| {
                format!("{e}; an All Fours action is 'stand', 'beg', 'give', 'run' or a card")
            }),
        }
    }
}

/// What happened in an All Fours deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AllFoursEvent {
    /// A card was turned up from the stock; `proposed` when its suit is offered as trumps,
    /// otherwise it is set aside (the rejected suit came again).
    TurnedUp {
        card: Card,
        proposed: bool,
        /// The dealer's party scored the turn-up jack.
        jack_point: bool,
    },
    Stood {
        seat: Seat,
        #[serde(with = "trick::suit_serde")]
        trump: Suit,
    },
    Begged {
        seat: Seat,
    },
    /// The dealer gave a point to each of `sides`.
    Gave {
        dealer: Seat,
        sides: Vec<Side>,
    },
    /// The dealer ran the cards: each of `seats` received three more (the cards are in
    /// [`AllFoursEvent::Received`]).
    Ran {
        run: u8,
        seats: Vec<Seat>,
    },
    /// A seat received cards in a run; only that seat sees them (`None`s in the event as
    /// [`Game::event_for`] gives it to the others).
    Received {
        seat: Seat,
        cards: Vec<Option<Card>>,
    },
    /// Trumps are settled.
    TrumpSettled {
        #[serde(with = "trick::suit_serde")]
        trump: Suit,
    },
    /// The stock cannot supply another run: the same dealer deals again.
    Abandoned {
        stock_left: usize,
        needed: usize,
    },
    /// A card was discarded face down; only its seat sees which (`None` for the others).
    Discarded {
        seat: Seat,
        card: Option<Card>,
    },
    Played {
        seat: Seat,
        card: Card,
    },
    /// With table penalties on: a card played against the follow rule.
    Revoked {
        seat: Seat,
        card: Card,
    },
    TrickWon {
        winner: Seat,
        plays: Vec<Play>,
        reason: TrickReason,
        last: bool,
    },
    /// A point of the deal, in counting order; `counted` is false when the match was already
    /// won earlier in the count (precedence High, Low, Jack, Game).
    PointScored {
        point: Point,
        side: Side,
        reason: String,
        counted: bool,
        /// Not counted because a Foster revoke bars the side from it.
        barred: bool,
    },
    /// The deal is over: counting values (for Game) in each side's won tricks.
    Counted {
        counts: Vec<i32>,
    },
    /// The revoke penalty of a side.
    Penalty {
        side: Side,
        points: i32,
    },
    /// The deal's points took a party to the target (or won the single deal).
    MatchWon {
        side: Side,
    },
    HandOver {
        score: HandScore,
    },
}

/// Where the deal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Eldest stands or begs.
    Eldest,
    /// The dealer gives or runs.
    Dealer,
    /// `seat` discards down to the hand size.
    Discard(u8),
    /// `seat` plays to the trick.
    Play(u8),
    Over,
}

/// How the deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Playing,
    /// Six (or more) tricks were played.
    Played,
    /// A turn-up jack took the dealer's party to the target.
    ImmediateWin,
    /// The stock ran short for a run: the same dealer deals again.
    Abandoned,
}

/// An All Fours deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllFours {
    opts: AllFoursOptions,
    n: u8,
    dealer: u8,
    eldest: u8,
    /// Match totals per side before this deal (for the gift rule and immediate wins).
    totals: [i32; 4],
    hands: [CardSet; 4],
    /// The cards each seat held when trick play began: "in play" for High and Low.
    held: [CardSet; 4],
    discards: [CardSet; 4],
    won: [CardSet; 4],
    /// The undealt cards, top at `stock[stock_top]`.
    stock: [Card; 52],
    stock_top: u8,
    stock_end: u8,
    /// Stock positions below this are in their final shuffled order.
    shuffled: u8,
    /// The stream that shuffles the rest of the stock when runs reach it.
    tail_seed: u64,
    /// Every card turned up (the current upcard and the ones set aside): never in play.
    turned: CardSet,
    upcard: Card,
    /// The first card turned up this deal.
    first_upcard: Card,
    /// The trump suit once settled (the upcard's suit is proposed before that).
    trump: u8,
    runs: u8,
    /// Points scored before the tricks: turn-up jacks and gifts.
    early: [Award; MAX_EARLY],
    nearly: u8,
    trick: [Card; 4],
    nplays: u8,
    leader: u8,
    win_idx: u8,
    tricks_played: u8,
    /// Seats that revoked (table penalties), one bit each.
    revokes: u8,
    /// Suits each seat has shown it lacks by not following (bit `4 * seat + suit`): public
    /// knowledge the view passes on to bots.
    voids: u16,
    phase: Phase,
    end: End,
}

/// Why an explicit deal cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DealError(pub String);

impl AllFours {
    fn add_early(&mut self, point: Point, side: Side, reason: PointReason) {
        if (self.nearly as usize) < MAX_EARLY {
            self.early[self.nearly as usize] = Award {
                point,
                side: side as u8,
                reason,
                counted: true,
                barred: false,
            };
            self.nearly += 1;
        }
    }

    /// Sets the match totals per side before this deal; a turn-up jack that reaches the target
    /// ends the deal (and the match) at once.
    pub fn set_totals(&mut self, totals: &[i32]) {
        for (t, &v) in self.totals.iter_mut().zip(totals) {
            *t = v;
        }
        self.check_immediate_win();
    }

    /// The dealer's party reached the target with a turn-up jack: the deal ends here.
    fn check_immediate_win(&mut self) {
        if self.phase == Phase::Over {
            return;
        }
        if let Some(t) = self.opts.target() {
            let d = self.side_of(self.dealer as Seat);
            if self.totals[d] + self.early_points(d) >= t {
                self.phase = Phase::Over;
                self.end = End::ImmediateWin;
            }
        }
    }

    /// Points side `side` scored so far in this deal before the tricks.
    pub fn early_points(&self, side: Side) -> i32 {
        self.early[..self.nearly as usize]
            .iter()
            .filter(|a| a.side as usize == side)
            .count() as i32
    }

    pub fn options(&self) -> &AllFoursOptions {
        &self.opts
    }

    pub fn dealer(&self) -> Seat {
        self.dealer as Seat
    }

    /// The dealer's left: decides first and leads the first trick.
    pub fn eldest(&self) -> Seat {
        self.eldest as Seat
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

    pub fn discards(&self, seat: Seat) -> CardSet {
        self.discards[seat]
    }

    /// The cards a seat held when trick play began (empty before).
    pub fn in_play(&self, seat: Seat) -> CardSet {
        self.held[seat]
    }

    /// The current upcard (the proposed or settled trump card).
    pub fn upcard(&self) -> Card {
        self.upcard
    }

    /// Every card turned up this deal, including those set aside.
    pub fn turned(&self) -> CardSet {
        self.turned
    }

    /// The trump suit once settled; before that, `None` (the upcard's suit is proposed).
    pub fn trump(&self) -> Option<Suit> {
        matches!(self.phase, Phase::Discard(_) | Phase::Play(_))
            .then(|| Suit::from_index(self.trump))
            .or_else(|| (self.end == End::Played).then(|| Suit::from_index(self.trump)))
    }

    /// The suit proposed or settled as trumps.
    pub fn trump_suit(&self) -> Suit {
        Suit::from_index(self.trump)
    }

    pub fn runs(&self) -> u32 {
        self.runs as u32
    }

    /// The stock, top card first.
    pub fn stock(&self) -> &[Card] {
        &self.stock[self.stock_top as usize..self.stock_end as usize]
    }

    /// The cards on the table in the current trick, in play order.
    pub fn trick(&self) -> impl Iterator<Item = Play> + '_ {
        let n = self.n as usize;
        (0..self.nplays as usize).map(move |i| Play {
            seat: (self.leader as usize + i) % n,
            card: self.trick[i],
        })
    }

    pub fn tricks_played(&self) -> u32 {
        self.tricks_played as u32
    }

    /// Match totals per side before this deal.
    pub fn totals(&self) -> &[i32] {
        &self.totals[..side_count(self.n as usize)]
    }

    /// Whether the deal was abandoned for a short stock (the same dealer deals again).
    pub fn abandoned(&self) -> bool {
        self.end == End::Abandoned
    }

    /// Whether a turn-up jack ended the match before play.
    pub fn immediate_win(&self) -> bool {
        self.end == End::ImmediateWin
    }

    /// Whether eldest is deciding to stand or beg.
    pub fn eldest_deciding(&self) -> bool {
        self.phase == Phase::Eldest
    }

    /// Whether the dealer is deciding to give or run.
    pub fn dealer_deciding(&self) -> bool {
        self.phase == Phase::Dealer
    }

    /// Whether seats are discarding down to six.
    pub fn discarding(&self) -> bool {
        matches!(self.phase, Phase::Discard(_))
    }

    /// Seats that revoked this deal (table penalties), one bit each.
    pub fn revokes(&self) -> u8 {
        self.revokes
    }

    /// The scoring side of a seat: partnerships with four players.
    #[inline]
    pub fn side_of(&self, seat: Seat) -> Side {
        Seating::trick_game(self.n as usize).side_of(seat)
    }

    pub fn sides(&self) -> usize {
        side_count(self.n as usize)
    }

    /// "North", "East"…
    pub fn seat_name(players: usize, seat: Seat) -> String {
        scoring::seat_name(players, seat)
    }

    /// Reads a typed action in context: a card means a discard while discarding, else a play.
    pub fn interpret(&self, action: AllFoursAction) -> AllFoursAction {
        match (self.phase, action) {
            (Phase::Discard(_), AllFoursAction::Play(c)) => AllFoursAction::Discard(c),
            (Phase::Play(_), AllFoursAction::Discard(c)) => AllFoursAction::Play(c),
            _ => action,
        }
    }

    #[inline(always)]
    fn next_seat(&self, s: u8) -> u8 {
        if s + 1 == self.n { 0 } else { s + 1 }
    }

    /// Whether the dealer may give: the point must not take any receiving party to the target.
    fn may_give(&self) -> bool {
        let Some(t) = self.opts.target() else {
            return true;
        };
        let mut ok = true;
        self.for_gift_sides(|side| {
            if self.totals[side] + self.early_points(side) + 1 >= t {
                ok = false;
            }
        });
        ok
    }

    /// Calls `f` for each party the gift goes to.
    fn for_gift_sides(&self, mut f: impl FnMut(Side)) {
        let e = self.side_of(self.eldest as Seat);
        match self.opts.gift {
            GiftTo::Eldest => f(e),
            GiftTo::EachOpponent => {
                let d = self.side_of(self.dealer as Seat);
                for side in 0..self.sides() {
                    if side != d {
                        f(side);
                    }
                }
            }
        }
    }

    /// Seats that receive run cards (bit per seat).
    fn run_receivers(&self) -> CardSet {
        match self.opts.run_to {
            RunTo::DealerAndEldest if self.n > 2 => {
                CardSet((1 << self.dealer) | (1 << self.eldest))
            }
            _ => CardSet((1 << self.n) - 1),
        }
    }

    /// How many cards each seat keeps after the runs, or `None` when nobody discards.
    fn keep_size(&self) -> Option<u32> {
        if self.runs == 0 {
            return None;
        }
        if self.opts.run_to == RunTo::DealerAndEldest && self.n > 2 {
            return Some(HAND_SIZE);
        }
        match self.opts.after_run {
            AfterRun::DiscardToSix => Some(HAND_SIZE),
            AfterRun::KeepAll => None,
            AfterRun::FosterDiscard => (self.runs >= 2).then_some(HAND_SIZE),
        }
    }

    /// The first seat from `from` (clockwise, inclusive) that must still discard.
    fn next_discarder(&self, from: u8) -> Option<u8> {
        let keep = self.keep_size()?;
        let mut s = from;
        for _ in 0..self.n {
            if self.hands[s as usize].len() > keep {
                return Some(s);
            }
            s = self.next_seat(s);
        }
        None
    }

    /// Cards `seat` may play under the follow rule (ignoring table penalties).
    #[inline]
    fn proper_plays(&self, seat: u8) -> CardSet {
        let h = self.hands[seat as usize];
        if self.nplays == 0 {
            return h;
        }
        let follow = h.intersect(suit_mask(self.trick[0].suit_index()));
        if follow.is_empty() {
            h
        } else if self.opts.trump_anytime {
            follow.union(h.intersect(suit_mask(self.trump)))
        } else {
            follow
        }
    }

    /// Cards `seat` may play now: with table penalties any card (a revoke is punished later).
    #[inline]
    fn playable(&self, seat: u8) -> CardSet {
        if self.opts.revoke_penalty.is_some() {
            self.hands[seat as usize]
        } else {
            self.proper_plays(seat)
        }
    }

    fn settle_trump<S: EventSink<AllFoursEvent>>(&mut self, sink: &mut S) {
        let trump = Suit::from_index(self.trump);
        sink.emit(|| AllFoursEvent::TrumpSettled { trump });
        match self.next_discarder(self.eldest) {
            Some(s) => self.phase = Phase::Discard(s),
            None => self.start_tricks(),
        }
    }

    fn start_tricks(&mut self) {
        self.held = self.hands;
        self.leader = self.eldest;
        self.nplays = 0;
        self.phase = Phase::Play(self.eldest);
    }

    fn run<S: EventSink<AllFoursEvent>>(&mut self, sink: &mut S) {
        let rejected = self.upcard.suit_index();
        let to = self.run_receivers();
        let receivers = to.len();
        loop {
            let needed = 3 * receivers as usize + 1;
            let left = (self.stock_end - self.stock_top) as usize;
            if left < needed {
                sink.emit(|| AllFoursEvent::Abandoned {
                    stock_left: left,
                    needed,
                });
                self.phase = Phase::Over;
                self.end = End::Abandoned;
                self.finish(sink);
                return;
            }
            let before = self.hands;
            self.deal_batches(1, to);
            self.runs += 1;
            let run = self.runs;
            sink.emit(|| AllFoursEvent::Ran {
                run,
                seats: (0..self.n as Seat)
                    .filter(|&s| to.0 >> s & 1 == 1)
                    .collect(),
            });
            for (s, &had) in before.iter().enumerate().take(self.n as usize) {
                if self.hands[s] != had {
                    sink.emit(|| AllFoursEvent::Received {
                        seat: s,
                        cards: self.hands[s].minus(had).iter().map(Some).collect(),
                    });
                }
            }
            let c = self.draw();
            if c.suit_index() == rejected {
                sink.emit(|| AllFoursEvent::TurnedUp {
                    card: c,
                    proposed: false,
                    jack_point: false,
                });
                continue;
            }
            self.upcard = c;
            self.trump = c.suit_index();
            let jack = c.rank_value() == Rank::Jack.value();
            if jack {
                let d = self.side_of(self.dealer as Seat);
                self.add_early(Point::TurnUpJack, d, PointReason::TurnedUp { card: c });
            }
            sink.emit(|| AllFoursEvent::TurnedUp {
                card: c,
                proposed: true,
                jack_point: jack,
            });
            if jack {
                self.check_immediate_win();
                if self.phase == Phase::Over {
                    self.finish(sink);
                    return;
                }
            }
            self.settle_trump(sink);
            return;
        }
    }

    fn discard<S: EventSink<AllFoursEvent>>(&mut self, seat: u8, card: Card, sink: &mut S) {
        self.hands[seat as usize].remove(card);
        self.discards[seat as usize].insert(card);
        sink.emit(|| AllFoursEvent::Discarded {
            seat: seat as Seat,
            card: Some(card),
        });
        match self.next_discarder(seat) {
            Some(s) => self.phase = Phase::Discard(s),
            None => self.start_tricks(),
        }
    }

    #[inline]
    fn play_card<S: EventSink<AllFoursEvent>>(&mut self, seat: u8, card: Card, sink: &mut S) {
        if self.opts.revoke_penalty.is_some() && !self.proper_plays(seat).contains(card) {
            self.revokes |= 1 << seat;
            sink.emit(|| AllFoursEvent::Revoked {
                seat: seat as Seat,
                card,
            });
        }
        self.hands[seat as usize].remove(card);
        let i = self.nplays as usize;
        if i > 0 && self.opts.revoke_penalty.is_none() {
            // Not following shows a void in the led suit (a trump proves nothing when trumps
            // may be played anytime). With table penalties it may be a revoke instead.
            let (led, suit) = (self.trick[0].suit_index(), card.suit_index());
            if suit != led && !(self.opts.trump_anytime && suit == self.trump) {
                self.voids |= 1 << (4 * seat + led);
            }
        }
        self.trick[i] = card;
        if i > 0 && trick::beats(card, self.trick[self.win_idx as usize], self.trump) {
            self.win_idx = i as u8;
        }
        self.nplays += 1;
        sink.emit(|| AllFoursEvent::Played {
            seat: seat as Seat,
            card,
        });
        if self.nplays == self.n {
            self.end_trick(sink);
        } else {
            self.phase = Phase::Play(self.next_seat(seat));
        }
    }

    fn end_trick<S: EventSink<AllFoursEvent>>(&mut self, sink: &mut S) {
        let np = self.nplays as usize;
        let mut w = self.leader + self.win_idx;
        if w >= self.n {
            w -= self.n;
        }
        let mut taken = 0u64;
        for c in &self.trick[..np] {
            taken |= 1 << c.index();
        }
        self.won[w as usize].0 |= taken;
        self.tricks_played += 1;
        let last = self.hands[self.leader as usize].is_empty();
        sink.emit(|| AllFoursEvent::TrickWon {
            winner: w as Seat,
            plays: self.trick().collect(),
            reason: TrickReason::of(&self.trick[..np], self.trump),
            last,
        });
        self.nplays = 0;
        self.win_idx = 0;
        self.leader = w;
        if last {
            self.phase = Phase::Over;
            self.end = End::Played;
            self.finish(sink);
        } else {
            self.phase = Phase::Play(w);
        }
    }

    fn finish<S: EventSink<AllFoursEvent>>(&mut self, sink: &mut S) {
        scoring::emit_closing(self, sink);
    }

    /// Events that describe the deal itself: the first upcard, and the end of the deal when a
    /// turn-up jack wins the match at once.
    pub fn opening_events(&self) -> Vec<AllFoursEvent> {
        let card = self.first_upcard;
        let mut out = vec![AllFoursEvent::TurnedUp {
            card,
            proposed: true,
            jack_point: card.rank_value() == Rank::Jack.value(),
        }];
        if self.phase == Phase::Over && self.runs == 0 {
            scoring::emit_closing(self, &mut out);
        }
        out
    }

    /// The deal's points once it is over.
    pub fn tally(&self) -> Option<Tally> {
        (self.phase == Phase::Over).then(|| scoring::tally(self))
    }

    /// The deal's score once it is over.
    pub fn score(&self) -> Option<HandScore> {
        (self.phase == Phase::Over).then(|| scoring::score(self))
    }

    /// Fused random choice for playouts: the same choice as `random_action` would make.
    #[inline]
    fn random_step(&mut self, rng: &mut GameRng) -> bool {
        match self.phase {
            Phase::Play(s) => {
                let p = self.playable(s);
                let c = p.nth(below(rng, p.len()));
                match c {
                    Some(c) => self.play_card(s, c, &mut ()),
                    None => return false,
                }
            }
            Phase::Over => return false,
            _ => match self.random_action(rng) {
                Some(a) => self.apply_with(a, &mut ()),
                None => return false,
            },
        }
        true
    }
}

/// Scoring sides for a player count: partnerships with four.
pub fn side_count(players: usize) -> usize {
    Seating::trick_game(players).sides()
}

impl Game for AllFours {
    type Action = AllFoursAction;
    type Event = AllFoursEvent;
    type View = AllFoursView;
    type Actions = ActionList<AllFoursAction, MAX_ACTIONS>;

    fn seats(&self) -> usize {
        self.n as usize
    }

    fn event_for(event: &AllFoursEvent, seat: Seat) -> AllFoursEvent {
        match event {
            AllFoursEvent::Received { seat: s, cards } if *s != seat => AllFoursEvent::Received {
                seat: *s,
                cards: vec![None; cards.len()],
            },
            AllFoursEvent::Discarded { seat: s, .. } if *s != seat => AllFoursEvent::Discarded {
                seat: *s,
                card: None,
            },
            _ => event.clone(),
        }
    }

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Eldest => Some(self.eldest as Seat),
            Phase::Dealer => Some(self.dealer as Seat),
            Phase::Discard(s) | Phase::Play(s) => Some(s as Seat),
            Phase::Over => None,
        }
    }

    #[inline]
    fn legal_actions(&self) -> Self::Actions {
        let mut out = ActionList::default();
        match self.phase {
            Phase::Eldest => {
                out.push(AllFoursAction::Stand);
                out.push(AllFoursAction::Beg);
            }
            Phase::Dealer => {
                if self.may_give() {
                    out.push(AllFoursAction::Give);
                }
                out.push(AllFoursAction::Run);
            }
            Phase::Discard(s) => {
                for c in self.hands[s as usize] {
                    out.push(AllFoursAction::Discard(c));
                }
            }
            Phase::Play(s) => {
                for c in self.playable(s) {
                    out.push(AllFoursAction::Play(c));
                }
            }
            Phase::Over => {}
        }
        out
    }

    fn check(&self, action: AllFoursAction) -> Result<(), RuleError> {
        legality::check(self, action)
    }

    #[inline]
    fn apply_with<S: EventSink<AllFoursEvent>>(&mut self, action: AllFoursAction, sink: &mut S) {
        match (self.phase, action) {
            (Phase::Eldest, AllFoursAction::Stand) => {
                let (seat, trump) = (self.eldest as Seat, Suit::from_index(self.trump));
                sink.emit(|| AllFoursEvent::Stood { seat, trump });
                self.settle_trump(sink);
            }
            (Phase::Eldest, AllFoursAction::Beg) => {
                let seat = self.eldest as Seat;
                sink.emit(|| AllFoursEvent::Begged { seat });
                self.phase = Phase::Dealer;
            }
            (Phase::Dealer, AllFoursAction::Give) => {
                let mut sides = [0usize; 4];
                let mut k = 0;
                self.for_gift_sides(|side| {
                    sides[k] = side;
                    k += 1;
                });
                let dealer = self.dealer as Seat;
                for &side in &sides[..k] {
                    self.add_early(Point::Gift, side, PointReason::Given { dealer });
                }
                sink.emit(|| AllFoursEvent::Gave {
                    dealer,
                    sides: sides[..k].to_vec(),
                });
                self.settle_trump(sink);
            }
            (Phase::Dealer, AllFoursAction::Run) => self.run(sink),
            (Phase::Discard(s), AllFoursAction::Discard(c)) => self.discard(s, c, sink),
            (Phase::Play(s), AllFoursAction::Play(c)) => self.play_card(s, c, sink),
            _ => debug_assert!(false, "illegal action {action:?} applied"),
        }
    }

    fn view(&self, seat: Seat) -> AllFoursView {
        view::view(self, seat)
    }

    fn rewards(&self) -> [f32; MAX_SEATS] {
        scoring::rewards(self)
    }

    fn check_invariants(&self) -> Result<(), String> {
        invariants::invariants(self)
    }

    /// Random playouts without building the action list in trick play.
    #[inline]
    fn random_action(&self, rng: &mut GameRng) -> Option<AllFoursAction> {
        match self.phase {
            Phase::Play(s) => {
                let p = self.playable(s);
                p.nth(below(rng, p.len())).map(AllFoursAction::Play)
            }
            Phase::Discard(s) => {
                let h = self.hands[s as usize];
                h.nth(below(rng, h.len())).map(AllFoursAction::Discard)
            }
            Phase::Over => None,
            _ => {
                let list = self.legal_actions();
                let l = list.as_slice();
                (!l.is_empty()).then(|| l[below(rng, l.len() as u32) as usize])
            }
        }
    }

    /// The same choices as `random_action` + `apply_with`, fused.
    fn play_out_randomly(&mut self, rng: &mut GameRng) {
        while self.random_step(rng) {}
    }
}

impl HandGame for AllFours {
    type Config = AllFoursOptions;
    type Layout = ();

    fn validate(config: &AllFoursOptions) -> Result<(), String> {
        config.validate()
    }

    fn seat_count(config: &AllFoursOptions) -> usize {
        config.players as usize
    }

    fn side_names(config: &AllFoursOptions) -> Vec<String> {
        scoring::side_names(config.players as usize)
    }

    /// The first dealer is drawn at random (the draw for the highest card, in effect).
    fn first_start(config: &AllFoursOptions, rng: &mut GameRng) -> HandStart {
        let n = config.players as usize;
        let dealer = below(rng, n as u32) as usize;
        HandStart::new(dealer, left(dealer, n))
    }

    fn deal(config: &AllFoursOptions, start: HandStart, rng: &mut GameRng) -> AllFours {
        AllFours::deal_random(config, start.dealer, rng)
    }

    /// Eldest (the dealer's left) always decides and leads, and a deal starts with no tricks
    /// taken: a deal that names another leader or won cards is refused.
    fn from_deal(config: &AllFoursOptions, deal: &FixedDeal) -> Result<AllFours, String> {
        let n = config.players as usize;
        let eldest = left(deal.dealer, n.max(1));
        if deal.leader.is_some_and(|l| l != eldest) {
            return Err(format!(
                "in All Fours eldest (seat {eldest}, the dealer's left) decides and leads; leave 'leader' out"
            ));
        }
        if !deal.won.is_empty() {
            return Err("an All Fours deal starts with no tricks taken; leave 'won' out".into());
        }
        AllFours::from_deal(config, deal.dealer, &deal.hands, &deal.stock, &deal.totals)
            .map_err(|e| e.0)
    }

    fn scoring_side(&self, seat: Seat) -> Side {
        self.side_of(seat)
    }

    fn hand_start(&self) -> HandStart {
        HandStart::new(self.dealer(), self.eldest())
    }

    fn set_match_totals(&mut self, totals: &[i32]) {
        self.set_totals(totals);
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| scoring::outcome(self))
    }

    fn hand_score(&self) -> Option<HandScore> {
        self.score()
    }

    /// The deal passes left; an abandoned deal is dealt again by the same dealer.
    fn next_start(&self, _score: &HandScore) -> HandStart {
        let n = self.n as usize;
        let dealer = if self.end == End::Abandoned {
            self.dealer as Seat
        } else {
            left(self.dealer as Seat, n)
        };
        HandStart::new(dealer, left(dealer, n))
    }

    fn match_decided(&self) -> Vec<Side> {
        self.tally().and_then(|t| t.winner()).into_iter().collect()
    }

    fn match_winners(config: &AllFoursOptions, totals: &[i32], _hands: usize) -> Vec<Side> {
        match config.match_end {
            MatchEnd::Target(t) => crate::engine::matches::first_to_target(totals, t as i32)
                .into_iter()
                .collect(),
            // A single-deal match is decided by the deal itself (`match_decided`).
            MatchEnd::SingleDeal => Vec::new(),
        }
    }
}
