//! What a scenario replay records and reports, for any game: the tricks, draws and notes
//! taken from the events (each game's [`Record`]) and the [`Replay`] report. What differs
//! between games is in [`ScenarioGame`], implemented in each game's folder; the replay itself
//! is in `run.rs`.

use super::checker::Checker;
use crate::cards::{Card, PackStyle};
use crate::engine::{GameDef, HandStart, Play, Seat, Side};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Display;
use std::str::FromStr;

/// One trick as it was taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickRecord {
    /// 1 for the first trick taken in the replay.
    pub number: usize,
    pub leader: Seat,
    /// The cards in play order, and who played each.
    pub cards: Vec<Card>,
    pub seats: Vec<Seat>,
    pub winner: Seat,
    pub winner_side: Side,
    /// Why the winner took it, in the pack's names.
    pub reason: String,
    pub points: i32,
    pub last: bool,
    /// What the game tells of the trick in the report's heading ("2 rounds, ended by itself").
    #[serde(skip)]
    pub about: String,
    /// Lines the report prints between the cards and who won ("passed: East").
    #[serde(skip)]
    pub lead_in: Vec<String>,
    /// Lines the report prints under the trick ("draws: East 10c, South Ac").
    #[serde(skip)]
    pub details: Vec<String>,
    /// The game's own facts about the trick, as `--json` writes them (Sedma: its rounds, passes
    /// and draws).
    #[serde(flatten)]
    pub facts: Facts,
}

/// A game's own facts in a report, by name.
pub type Facts = serde_json::Map<String, serde_json::Value>;

/// A value's fields as report facts (none for a value that is not a struct).
pub fn facts_of<T: Serialize>(value: &T) -> Facts {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::Object(map)) => map,
        _ => Facts::new(),
    }
}

/// An action the rules refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refusal {
    /// 1-based position in the scenario's actions.
    pub step: usize,
    pub action: String,
    /// The seat whose turn it was (none once the hand is over).
    pub seat: Option<Seat>,
    pub rule: String,
    pub reason: String,
}

/// How the expectations fared.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ExpectationReport {
    pub checked: usize,
    pub mismatches: Vec<String>,
}

/// Everything a replay found: what a person reads and what `--json` prints.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Replay {
    pub title: String,
    pub description: String,
    pub game: &'static str,
    pub players: usize,
    pub variants: Vec<&'static str>,
    pub pack: PackStyle,
    pub seat_names: Vec<String>,
    pub side_names: Vec<String>,
    pub dealer: Seat,
    pub leader: Seat,
    pub tricks: Vec<TrickRecord>,
    /// Cards still on the table when the replay stopped (or when a burn ended the hand).
    pub open_trick: Vec<Play>,
    /// What happened besides the tricks, in order (All Fours: upcards, begging, runs,
    /// discards, and each point with its reason).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// What the game tells of the whole hand, for the report ("Trumps: clubs", "Burned at the
    /// deal: …").
    #[serde(skip)]
    pub summary: Vec<String>,
    /// The game's own facts about the hand, as `--json` writes them (Sedma: the burn; All
    /// Fours: the trump suit).
    #[serde(flatten)]
    pub facts: Facts,
    pub actions_total: usize,
    /// Actions played (refused ones not counted).
    pub actions_applied: usize,
    pub hand_over: bool,
    /// Points per side: final once the hand is over, else taken so far (no last-trick bonus).
    pub card_points: Vec<i32>,
    /// The single winning side; `None` while the hand is on or when no single side won.
    pub winner: Option<Side>,
    pub winners: Vec<Side>,
    pub stake: Option<i32>,
    pub why: Option<String>,
    pub game_points: Option<Vec<i32>>,
    /// Who deals and leads the next hand (the scenario's hand is the first: this is hand 2).
    pub next_start: Option<HandStart>,
    pub match_totals_before: Vec<i32>,
    pub match_totals: Option<Vec<i32>>,
    pub match_over: bool,
    pub match_winner: Option<Side>,
    /// Who is to act where the replay stopped, the legal actions there, and the hands.
    pub to_act: Option<Seat>,
    pub legal: Vec<String>,
    pub hands: Vec<Vec<Card>>,
    pub stock_left: usize,
    /// Actions refused as the scenario expected.
    pub refused: Vec<Refusal>,
    /// An action refused that the scenario did not expect to be refused: the replay stopped.
    pub illegal: Option<Refusal>,
    pub expectations: ExpectationReport,
}

impl Replay {
    /// No unexpected illegal action and every expectation met.
    pub fn passed(&self) -> bool {
        self.illegal.is_none() && self.expectations.mismatches.is_empty()
    }

    /// A seat's name ("North").
    pub fn seat_name(&self, seat: Seat) -> &str {
        self.seat_names.get(seat).map_or("?", String::as_str)
    }

    /// A side's name ("North–South").
    pub fn side_name(&self, side: Side) -> &str {
        self.side_names.get(side).map_or("?", String::as_str)
    }
}

/// What a game adds to play its scenarios: how a scenario's position and actions are read and
/// what the report shows of the table. The deal itself is the game's [`FixedDeal`](crate::engine::FixedDeal) reading.
pub trait ScenarioGame: GameDef<Action: Display + FromStr<Err = String>> {
    /// Turns the hand's events into trick records and notes.
    type Recorder: Record<Self>;

    /// The fields this game's deals add to the shared ones, as files write them
    /// ([`NoFields`](super::NoFields) when none).
    type DealFields: Serialize + DeserializeOwned;

    /// What this game's scenarios may expect besides every game's expectations: of the hand,
    /// of each trick and of a position ([`NoFields`](super::NoFields) where nothing). The
    /// recorder checks the first two ([`Record::check`]), [`ScenarioGame::check_position`] the
    /// last.
    type OwnHandExpect: DeserializeOwned;
    type OwnTrickExpect: DeserializeOwned;
    type OwnPositionExpect: DeserializeOwned;

    /// Checks the game's own expectations of the position before a step; `what` names the
    /// expectation in a mismatch ("before step 3: leader_deciding").
    fn check_position(
        &self,
        _want: &Self::OwnPositionExpect,
        _what: &dyn Fn(&str) -> String,
        _check: &mut Checker,
    ) {
    }

    /// Checks what can be checked of the game's own expectations of the hand and its tricks
    /// before play (the seats they name are at the table); the error says what is wrong.
    fn validate_own(
        _hand: &Self::OwnHandExpect,
        _tricks: &[Self::OwnTrickExpect],
        _players: usize,
    ) -> Result<(), String> {
        Ok(())
    }

    /// The layout the fields describe ([`HandGame::Layout`](crate::engine::HandGame::Layout)).
    fn layout_of(fields: Self::DealFields) -> Self::Layout;

    /// The fields that write a layout back.
    fn fields_of(layout: &Self::Layout) -> Self::DealFields;

    /// Who leads (or decides) first in this hand.
    fn first_leader(&self) -> Seat;

    /// What happened at the deal itself, before anyone acted (a burned hand, a turned-up jack).
    fn opening_events(&self) -> Vec<Self::Event>;

    /// The action a scenario's token means here (All Fours writes a discard like a play).
    fn interpret(&self, typed: Self::Action) -> Self::Action {
        typed
    }

    /// A seat's cards.
    fn hand_cards(&self, seat: Seat) -> Vec<Card>;

    /// Cards left in the stock.
    fn stock_left(&self) -> usize;

    /// The cards on the table.
    fn open_trick(&self) -> Vec<Play>;

    /// The pack's faces the report names cards with.
    fn pack_style(config: &Self::Config) -> PackStyle;

    /// Points per side: final once the hand is over, else taken so far.
    fn points_now(&self) -> Vec<i32>;

    /// A dealt hand as a scenario's deal writes it: each seat's cards, the stock top first (as
    /// far as the hand's `actions` use it) and the leader if the scenario names one.
    fn scenario_deal(
        dealt: &Self,
        start: HandStart,
        actions: &[Self::Action],
    ) -> ScenarioDeal<Self::Layout>;

    /// Where a hand is, for grouping its actions into scenario entries: an entry ends when this
    /// changes (a trick was played, a decision settled).
    fn stage(&self) -> u32;
}

/// Turns one hand's events into what a replay reports.
pub trait Record<G: ScenarioGame>: Sized {
    fn new(g: &G) -> Self;

    /// Records the events of `action` (`None`: the deal's own events) at `step`.
    fn record(&mut self, g: &G, events: Vec<G::Event>, action: Option<G::Action>, step: usize);

    /// Checks the game's own expectations of the hand and of its tricks (`tricks[i]` for the
    /// trick taken `i + 1`th) against what was recorded.
    fn check(&self, _hand: &G::OwnHandExpect, _tricks: &[G::OwnTrickExpect], _check: &mut Checker) {
    }

    fn finish(self) -> Recorded;
}

/// What a game's [`Record`] found.
#[derive(Clone, Debug, Default)]
pub struct Recorded {
    pub tricks: Vec<TrickRecord>,
    pub notes: Vec<String>,
    /// See [`Replay::summary`] and [`Replay::facts`].
    pub summary: Vec<String>,
    pub facts: Facts,
}

/// The deal part of an exported scenario, with `T` the game's own part
/// ([`HandGame::Layout`](crate::engine::HandGame::Layout)).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScenarioDeal<T> {
    pub hands: Vec<Vec<Card>>,
    pub stock: Vec<Card>,
    pub leader: Option<Seat>,
    pub layout: T,
}
