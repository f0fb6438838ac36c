//! Sevens from Hell (rule book section 3): a Hand-and-Foot partnership meld game with six or
//! eight decks and jokers, played over four rounds.
//!
//! The state is built for search: hands, feet and books hold counts per card kind (copies of
//! a card are interchangeable), the draw decks and the discard pile keep their order in fixed
//! arrays, and a turn is a sequence of small single-seat actions ([`HellAction`]) whose legal
//! list stays in the tens. Which suit of a rank a meld moves is the engine's choice (suits
//! carry no rule in this game, except the colour of threes, which are never melded).
//!
//! * `pack` — card kinds, counts and values; `books` — the composition rule and a team's table;
//! * `rules` — whether an action is allowed, and why not ([`RuleError`]);
//! * `play` — applying actions; `deal` — the deal (3.3) and fixed deals;
//! * `scoring` — the round's itemised score (3.9); `event` — what happened, in words;
//! * `view` — what one seat may know, and `wire` — that view as it travels to a network client;
//! * `meld` — the best initial meld a hand can make.

pub mod action;
pub mod books;
mod deal;
mod def;
pub mod determinize;
pub mod event;
mod invariants;
pub mod meld;
pub mod options;
pub mod pack;
mod play;
mod rules;
mod scenario;
pub mod scoring;
pub mod view;
mod wire;

pub use action::HellAction;
pub use books::{BOOK_SIZE, Book, Required, Team};
pub use deal::HellLayout;
pub use event::{HellEvent, RoundEnd};
pub use options::{BookBonuses, DrawWhenDeckEmpty, HellOptions, VARIANTS};
pub use pack::{BookKind, Counts, Piece};
pub use scoring::TeamScore;
pub use view::HellView;

use crate::cards::{Card, GameRng};
use crate::engine::{
    ActionList, EventSink, FixedDeal, Game, HandGame, HandScore, HandStart, MAX_SEATS, Outcome,
    RuleError, Seat, Side, left,
};
use pack::BOOK_SLOTS;
use std::fmt;

/// Seats at the largest table.
pub const MAX_PLAYERS: usize = 6;
/// Teams at the largest table.
pub const MAX_TEAMS: usize = 3;
/// Room for one draw deck (eight decks leave at most 144 cards in each).
pub const DECK_CAP: usize = 160;
/// Room for the discard pile: every card of eight decks.
pub const PILE_CAP: usize = 432;
/// Cards in a hand and a foot at the deal.
pub const HAND_SIZE: usize = 13;
pub const FOOT_SIZE: usize = 11;
/// Cards the discard pile starts with.
pub const START_PILE: usize = 5;

/// Where the turn is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The seat to act draws two or takes the pile.
    Acquire,
    /// The seat to act melds, then discards.
    Play,
    /// The round is over.
    Over,
}

/// The legal actions at a point: rarely more than forty, never more than 91 (every one of the
/// 53 card kinds to discard, three additions to each of ten natural books, one to the sevens,
/// two to the wild book, and the foot).
pub type HellActions = ActionList<HellAction, 96>;

/// One round of Sevens from Hell.
#[derive(Clone)]
pub struct SevensFromHell {
    options: HellOptions,
    n: u8,
    round: u8,
    starter: u8,
    turn: u8,
    phase: Phase,
    hands: [Counts; MAX_PLAYERS],
    hand_len: [u16; MAX_PLAYERS],
    feet: [Counts; MAX_PLAYERS],
    foot_taken: [bool; MAX_PLAYERS],
    /// Whether each player has closed a book this round (closing permission, 3.5).
    has_closed: [bool; MAX_PLAYERS],
    /// Cards everyone saw go into each hand (from the pile) and not seen to leave it since: a
    /// lower bound of what the hand holds, which views may show.
    known: [Counts; MAX_PLAYERS],
    /// Manual foot: the turns left in which the player may claim it (2: from his next turn).
    foot_claim: [u8; MAX_PLAYERS],
    teams: [Team; MAX_TEAMS],
    decks: [[Card; DECK_CAP]; 2],
    deck_len: [u16; 2],
    pile: [Card; PILE_CAP],
    pile_len: u16,
    /// The initial meld being composed by the seat to act, one group per kind.
    stage: [Book; BOOK_SLOTS],
    staged: u8,
    /// The picked-up trio's kind while an initial meld made by taking the pile is composed:
    /// its first three cards stay staged.
    trio: Option<BookKind>,
    /// The four cards of a pickup that join the hand once that initial meld is laid down.
    pending: [Card; 4],
    pending_len: u8,
    /// How many of the pending cards came from the pile (seen by all); the rest were drawn.
    pending_public: u8,
    /// The seat to act closed a book this turn (its foot follows the discard).
    closed_this_turn: bool,
    /// The draw decks are exhausted: the round ends after this turn.
    last_turn: bool,
    /// Turns finished this round.
    turns: u32,
    end: Option<RoundEnd>,
    /// Every card in this round, as counts: the whole pack for a dealt round.
    pack: Counts,
}

impl SevensFromHell {
    pub fn options(&self) -> &HellOptions {
        &self.options
    }

    pub fn players(&self) -> usize {
        self.n as usize
    }

    pub fn team_count(&self) -> usize {
        self.options.teams as usize
    }

    /// The round of the match, 1 to 4.
    pub fn round(&self) -> u32 {
        self.round as u32
    }

    /// The initial meld's minimum this round.
    pub fn minimum(&self) -> u32 {
        self.options.minimum(self.round as u32)
    }

    /// Who began the round.
    pub fn starter(&self) -> Seat {
        self.starter as Seat
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat whose turn it is (also once the round is over: the last to play).
    pub fn turn(&self) -> Seat {
        self.turn as Seat
    }

    /// Teams alternate round the table (3.2).
    #[inline]
    pub fn team_of(&self, seat: Seat) -> Side {
        // Constant divisors: the rule checks ask this many times per listing, and a division
        // by a runtime value is slow.
        match self.options.teams {
            2 => seat % 2,
            _ => seat % 3,
        }
    }

    pub fn team(&self, side: Side) -> &Team {
        &self.teams[side]
    }

    /// A player's hand (staged cards not included).
    pub fn hand(&self, seat: Seat) -> &Counts {
        &self.hands[seat]
    }

    pub fn hand_len(&self, seat: Seat) -> usize {
        self.hand_len[seat] as usize
    }

    pub fn foot(&self, seat: Seat) -> &Counts {
        &self.feet[seat]
    }

    pub fn foot_taken(&self, seat: Seat) -> bool {
        self.foot_taken[seat]
    }

    pub fn has_closed(&self, seat: Seat) -> bool {
        self.has_closed[seat]
    }

    /// The cards everyone saw go into `seat`'s hand and not leave it since.
    pub fn known(&self, seat: Seat) -> &Counts {
        &self.known[seat]
    }

    /// Cards left in each draw deck.
    pub fn deck_sizes(&self) -> [usize; 2] {
        [self.deck_len[0] as usize, self.deck_len[1] as usize]
    }

    /// A draw deck, top card first.
    pub fn deck(&self, d: usize) -> Vec<Card> {
        self.decks[d][..self.deck_len[d] as usize]
            .iter()
            .rev()
            .copied()
            .collect()
    }

    /// The discard pile, oldest first (the last card is on top).
    pub fn pile(&self) -> &[Card] {
        &self.pile[..self.pile_len as usize]
    }

    pub fn pile_top(&self) -> Option<Card> {
        self.pile().last().copied()
    }

    /// A 3 on top freezes the pile.
    pub fn pile_frozen(&self) -> bool {
        self.pile_top().is_some_and(|c| c.rank_value() == 3)
    }

    /// The staged group of each kind (the initial meld being composed).
    pub fn stage(&self) -> &[Book; BOOK_SLOTS] {
        &self.stage
    }

    /// Cards staged by the seat to act.
    pub fn staged(&self) -> usize {
        self.staged as usize
    }

    /// The cards of a pickup waiting for the initial meld.
    pub fn pending(&self) -> &[Card] {
        &self.pending[..self.pending_len as usize]
    }

    /// The kind of the picked-up trio while its initial meld is composed.
    pub fn trio(&self) -> Option<BookKind> {
        self.trio
    }

    /// Turns finished this round.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Whether the round will end after this turn (the draw decks are exhausted).
    pub fn last_turn(&self) -> bool {
        self.last_turn
    }

    /// How the round ended, once it has.
    pub fn end(&self) -> Option<RoundEnd> {
        self.end
    }

    /// Every card of the round.
    pub fn pack(&self) -> &Counts {
        &self.pack
    }

    /// The value of the staged groups.
    pub fn staged_value(&self) -> u32 {
        self.stage.iter().map(Book::value).sum()
    }

    /// The other players of `seat`'s team.
    pub fn teammates(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        let side = self.team_of(seat);
        (0..self.n as usize).filter(move |&s| s != seat && self.team_of(s) == side)
    }

    /// Whether a card may be discarded at all (no sevens, unless the option lets them go
    /// after a sevens book).
    pub fn discardable(&self, card: Card) -> bool {
        card.rank_value() != 7
            || (self.options.sevens_discardable_after_sevens_book
                && self.teams[..self.team_count()]
                    .iter()
                    .any(|t| t.clean[BookKind::SEVENS.index()] > 0))
    }

    fn exhausted(&self) -> bool {
        match self.options.draw_when_deck_empty {
            DrawWhenDeckEmpty::FromOtherDeck => self.deck_len[0] == 0 && self.deck_len[1] == 0,
            DrawWhenDeckEmpty::EndRound => self.deck_len[0] == 0 || self.deck_len[1] == 0,
        }
    }

    /// The round's score per team, itemised (final once the round is over).
    pub fn team_score(&self, side: Side) -> TeamScore {
        scoring::team_score(self, side)
    }
}

impl fmt::Debug for SevensFromHell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SevensFromHell")
            .field("round", &self.round)
            .field("turn", &self.turn)
            .field("phase", &self.phase)
            .field("hands", &&self.hands[..self.n as usize])
            .field("pile", &self.pile())
            .field("decks", &self.deck_len)
            .finish()
    }
}

impl Game for SevensFromHell {
    type Action = HellAction;
    type Event = HellEvent;
    type View = HellView;
    type Actions = HellActions;

    fn seats(&self) -> usize {
        self.n as usize
    }

    #[inline]
    fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn as Seat)
    }

    #[inline]
    fn legal_actions(&self) -> HellActions {
        self.legal()
    }

    /// As the provided method, but the list is built where it is read: returning it would
    /// copy half a kilobyte per action of every random playout.
    fn random_action(&self, rng: &mut GameRng) -> Option<HellAction> {
        let mut list = HellActions::default();
        self.list_legal(&mut list);
        let list = list.as_slice();
        (!list.is_empty()).then(|| list[crate::cards::below(rng, list.len() as u32) as usize])
    }

    fn check(&self, action: HellAction) -> Result<(), RuleError> {
        self.judge(action).map_err(|r| r.explain(self))
    }

    fn apply_with<S: EventSink<HellEvent>>(&mut self, action: HellAction, sink: &mut S) {
        self.act(action, sink);
    }

    fn view(&self, seat: Seat) -> HellView {
        HellView::of(self, seat)
    }

    fn event_for(event: &HellEvent, seat: Seat) -> HellEvent {
        event.seen_by(seat)
    }

    /// Each team's score against the others', squashed into 0..1 (a thousand points ahead is
    /// about 0.73).
    fn rewards(&self) -> [f32; MAX_SEATS] {
        let mut out = [0.5; MAX_SEATS];
        if self.phase != Phase::Over {
            return out;
        }
        let t = self.team_count();
        let scores: Vec<f32> = (0..t).map(|s| self.team_score(s).total() as f32).collect();
        for (seat, r) in out.iter_mut().enumerate().take(self.n as usize) {
            let side = self.team_of(seat);
            let others = (scores.iter().sum::<f32>() - scores[side]) / (t as f32 - 1.0).max(1.0);
            *r = 1.0 / (1.0 + (-(scores[side] - others) / 1000.0).exp());
        }
        out
    }

    fn check_invariants(&self) -> Result<(), String> {
        invariants::check(self)
    }
}

impl HandGame for SevensFromHell {
    type Config = HellOptions;
    type Layout = HellLayout;

    fn validate(config: &HellOptions) -> Result<(), String> {
        config.validate()
    }

    fn seat_count(config: &HellOptions) -> usize {
        config.players as usize
    }

    fn side_names(config: &HellOptions) -> Vec<String> {
        scoring::side_names(config)
    }

    /// Round 1's starter is drawn at random; the dealer sits on his right.
    fn first_start(config: &HellOptions, rng: &mut GameRng) -> HandStart {
        let n = config.players as usize;
        let starter = crate::cards::below(rng, n as u32) as usize;
        HandStart::new((starter + n - 1) % n, starter)
    }

    fn deal(config: &HellOptions, start: HandStart, rng: &mut GameRng) -> SevensFromHell {
        deal::deal(config, start, rng)
    }

    fn from_deal(
        config: &HellOptions,
        deal: &FixedDeal<HellLayout>,
    ) -> Result<SevensFromHell, String> {
        deal::from_fixed(config, deal)
    }

    fn hand_start(&self) -> HandStart {
        let n = self.n as usize;
        HandStart::new((self.starter as usize + n - 1) % n, self.starter as usize)
            .numbered(self.round as usize)
    }

    fn scoring_side(&self, seat: Seat) -> Side {
        self.team_of(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| scoring::outcome(self))
    }

    fn ending(&self) -> Option<&'static str> {
        Some(match self.end? {
            RoundEnd::WentOut(_) => "a player went out",
            RoundEnd::DecksOut => "the decks ran out",
        })
    }

    fn hand_score(&self) -> Option<HandScore> {
        (self.phase == Phase::Over).then(|| scoring::hand_score(self))
    }

    /// The next round starts with the player to the left of this round's starter (3.3).
    fn next_start(&self, _score: &HandScore) -> HandStart {
        let n = self.n as usize;
        let starter = left(self.starter as usize, n);
        HandStart::new((starter + n - 1) % n, starter)
    }

    /// Four rounds; the highest total wins, equal totals share the win.
    fn match_winners(_config: &HellOptions, totals: &[i32], hands: usize) -> Vec<Side> {
        if hands < 4 {
            return Vec::new();
        }
        let Some(&best) = totals.iter().max() else {
            return Vec::new();
        };
        (0..totals.len()).filter(|&s| totals[s] == best).collect()
    }
}
