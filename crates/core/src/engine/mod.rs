//! What every game shares: seats and sides, the [`Game`] trait, rule errors, event sinks, the
//! fixed-capacity action list, and the match layer ([`matches`]).

pub mod def;
pub mod matches;
pub mod seats;
pub mod variants;

pub use def::GameDef;
pub use matches::{
    FixedDeal, HandGame, HandScore, HandStart, Match, MatchError, MatchEvent, MatchEvents,
    MatchRecord, Outcome, Reason, ScoreItem,
};
pub use seats::{Play, Seating, seat_name, side_names};
pub use variants::Variant;

use crate::cards::{GameRng, below};
use arrayvec::ArrayVec;
use std::fmt;

/// A seat at the table, `0..n` clockwise; `left(s) = (s + 1) % n`.
pub type Seat = usize;

/// A scoring side: a partnership or, in individual games, a single seat.
pub type Side = usize;

/// The most seats any game has (Sevens from Hell with 8 players).
pub const MAX_SEATS: usize = 8;

/// The seat to the left (next clockwise) of `s` at a table of `n`.
#[inline]
pub fn left(s: Seat, n: usize) -> Seat {
    (s + 1) % n
}

/// Why an action was refused: the rule by a stable name with the facts that word it, which a
/// window says in its own language, and the same in English for the command line and tests.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct RuleError {
    /// A short stable name of the rule, e.g. `continue-needs-match`.
    pub rule: &'static str,
    /// The explanation in English.
    pub reason: String,
    /// The facts of this refusal by name (`card`, `seat`, `minimum`), for the window's words.
    pub args: Vec<(&'static str, RuleArg)>,
}

/// One fact of a refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleArg {
    Number(i64),
    Card(crate::cards::Card),
    Seat(Seat),
    /// A word by a stable key ("spades", "sevens"), which the window translates.
    Key(&'static str),
}

impl RuleError {
    pub fn new(rule: &'static str, reason: impl Into<String>) -> RuleError {
        RuleError {
            rule,
            reason: reason.into(),
            args: Vec::new(),
        }
    }

    /// The refusal with one more fact.
    pub fn with(mut self, name: &'static str, arg: RuleArg) -> RuleError {
        self.args.push((name, arg));
        self
    }

    /// A fact by name.
    pub fn arg(&self, name: &str) -> Option<RuleArg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
    }

    /// A number fact (0 when missing).
    pub fn number(&self, name: &str) -> i64 {
        match self.arg(name) {
            Some(RuleArg::Number(n)) => n,
            Some(RuleArg::Seat(s)) => s as i64,
            _ => 0,
        }
    }
}

/// Where [`Game::apply_with`] sends its events. Events are built lazily, so a search that
/// passes `&mut ()` pays nothing for them.
pub trait EventSink<E> {
    fn emit(&mut self, make: impl FnOnce() -> E);
}

impl<E> EventSink<E> for () {
    #[inline(always)]
    fn emit(&mut self, _make: impl FnOnce() -> E) {}
}

impl<E> EventSink<E> for Vec<E> {
    fn emit(&mut self, make: impl FnOnce() -> E) {
        self.push(make());
    }
}

/// A list of at most `N` actions kept inline, so listing legal actions never touches the heap;
/// the slots past the length are never written, so an empty list costs nothing to make.
#[derive(Clone)]
pub struct ActionList<A: Copy + Default, const N: usize> {
    items: ArrayVec<A, N>,
}

impl<A: Copy + Default, const N: usize> Default for ActionList<A, N> {
    fn default() -> Self {
        ActionList {
            items: ArrayVec::new(),
        }
    }
}

impl<A: Copy + Default, const N: usize> ActionList<A, N> {
    #[inline]
    pub fn push(&mut self, a: A) {
        debug_assert!(self.len() < N, "ActionList capacity {N} exceeded");
        let _ = self.items.try_push(a);
    }

    /// Whether another action would not fit.
    pub fn is_full(&self) -> bool {
        self.items.is_full()
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    #[inline]
    pub fn as_slice(&self) -> &[A] {
        &self.items
    }

    pub fn iter(&self) -> impl Iterator<Item = A> + '_ {
        self.as_slice().iter().copied()
    }

    pub fn contains(&self, a: &A) -> bool
    where
        A: PartialEq,
    {
        self.as_slice().contains(a)
    }

    pub fn to_vec(&self) -> Vec<A> {
        self.as_slice().to_vec()
    }
}

impl<A: Copy + Default, const N: usize> AsRef<[A]> for ActionList<A, N> {
    fn as_ref(&self) -> &[A] {
        self.as_slice()
    }
}

impl<A: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for ActionList<A, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// One hand (deal) of a card game as a deterministic state machine.
///
/// The shape follows OpenSpiel: a state knows whose turn it is ([`to_act`](Game::to_act)), lists
/// what that seat may do ([`legal_actions`](Game::legal_actions)), and moves on by
/// [`apply`](Game::apply), which returns the events the move caused or a [`RuleError`] that says
/// why it is not allowed. Chance (the shuffle) happens before the state exists: a state is built
/// from a config, a hand start and a seeded [`GameRng`] (or an explicit deal), so the same config,
/// seed and actions give the same game on every platform.
///
/// **Turns are sequences of small actions.** An action is one decision by one seat; a game with
/// composite turns models the turn as several actions by the same seat, with `to_act` staying on
/// that seat until its turn is over. This carries all three games:
///
/// * *Sedma*: `Play(card)` for each card of a trick round; after each full round the leader is
///   to act again with `EndTrick` or `Play(card)` (= continue with that card). Refills from the
///   stock are automatic consequences reported as events.
/// * *All Fours*: the trump decision is a chain of single-seat decisions: eldest `Stand`/`Beg`,
///   then the dealer `Give`/`Run`; a run is an automatic consequence (events show the new cards
///   and upcard); discarding to six is one `Discard(card)` action at a time by each seat in turn
///   until everyone holds six; then `Play(card)` per trick with follow-suit legality.
/// * *Sevens from Hell*: a turn is `DrawTwo` or `TakeDiscards`, then any number of
///   `InitialMeld`/`StartBook`/`AddToBook` actions (each one action carrying its cards), then
///   `Discard(card)` (or going out), all by the same seat; taking the foot is an automatic
///   consequence reported as an event. Its action list is large, so its `Actions` type is a
///   heap list rather than an [`ActionList`]: the associated type leaves that to the game.
///
/// **Hidden information is explicit.** [`view`](Game::view) returns what one seat may know; bots
/// and the window decide from views only. Events are the omniscient record (they include cards
/// drawn); a consumer showing them to one seat filters them through that seat's view.
///
/// **Search speed.** States are `Clone` and small (bit sets, fixed arrays) so searches can copy
/// them millions of times; [`apply_with`](Game::apply_with) with the `()` sink skips all event
/// building.
pub trait Game: Clone + Send + Sync + 'static {
    /// One decision by the seat to act.
    type Action: Copy + Eq + fmt::Debug + Send + Sync + 'static;
    /// What happened, for the window, the score sheet, the teacher and reports.
    type Event: Clone + fmt::Debug + Send + 'static;
    /// What one seat may know.
    type View: Clone + fmt::Debug + Send + 'static;
    /// The legal actions at a point of the game.
    type Actions: AsRef<[Self::Action]>;

    /// Seats at the table.
    fn seats(&self) -> usize;

    /// The seat whose decision it is, or `None` once the hand is over.
    fn to_act(&self) -> Option<Seat>;

    /// Every legal action of the seat to act (empty when the hand is over). Never changes the state.
    fn legal_actions(&self) -> Self::Actions;

    /// Whether `action` is legal now, and if not the rule it breaks.
    fn check(&self, action: Self::Action) -> Result<(), RuleError>;

    /// Applies a legal action, sending events to `sink`. Calling it with an illegal action is a
    /// logic error (it may leave the state inconsistent): use [`apply`](Game::apply) for input.
    fn apply_with<S: EventSink<Self::Event>>(&mut self, action: Self::Action, sink: &mut S);

    /// Checks and applies an action, returning its events.
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, RuleError> {
        self.check(action)?;
        let mut events = Vec::new();
        self.apply_with(action, &mut events);
        Ok(events)
    }

    /// What `seat` may know.
    fn view(&self, seat: Seat) -> Self::View;

    /// An event as `seat` may see it: the cards another seat received or laid face down are
    /// withheld. Whatever shows events to a seat (its table, its log) reads them through this.
    fn event_for(event: &Self::Event, seat: Seat) -> Self::Event;

    /// Whether the hand is over.
    fn is_terminal(&self) -> bool {
        self.to_act().is_none()
    }

    /// Per-seat reward of a finished hand for search: higher is better, comparable across seats
    /// of one game (e.g. the seat's side card points as a share of the total).
    fn rewards(&self) -> [f32; MAX_SEATS];

    /// Checks the game's structural invariants (cards conserved, points adding up), for
    /// simulation and property tests; the error names the broken invariant.
    fn check_invariants(&self) -> Result<(), String>;

    /// A uniformly random legal action (`None` when the hand is over).
    fn random_action(&self, rng: &mut GameRng) -> Option<Self::Action> {
        let actions = self.legal_actions();
        let list = actions.as_ref();
        (!list.is_empty()).then(|| list[below(rng, list.len() as u32) as usize])
    }

    /// Plays uniformly random legal actions to the end of the hand.
    fn play_out_randomly(&mut self, rng: &mut GameRng) {
        while let Some(a) = self.random_action(rng) {
            self.apply_with(a, &mut ());
        }
    }
}
