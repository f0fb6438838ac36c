//! Playing a scenario: apply its actions one by one, record every trick from the events, score
//! the hand and the match, and check the expectations along the way.

use super::expect::Checker;
use super::expect::{Steps, run_steps};
use super::{Prepared, Scenario, match_after};
use crate::cards::{Card, PackStyle};
use crate::engine::{Game, HandGame, HandStart, Seat, Side};
use crate::games::sedma::{Play, Sedma, SedmaAction, SedmaEvent, SedmaOptions};
use serde::Serialize;

/// A card drawn from the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Draw {
    pub seat: Seat,
    pub card: Card,
}

/// One trick as it was taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TrickRecord {
    /// 1 for the first trick taken in the replay.
    pub number: usize,
    pub leader: Seat,
    /// The cards in play order, and who played each.
    pub cards: Vec<Card>,
    pub seats: Vec<Seat>,
    pub rounds: u32,
    /// Seats that sat out a round (pass rule).
    pub passes: Vec<Seat>,
    pub winner: Seat,
    pub winner_side: Side,
    /// Why the winner took it, in the pack's names.
    pub reason: String,
    pub points: i32,
    /// Whether the trick ended without the leader choosing to end it.
    pub auto_ended: bool,
    pub last: bool,
    /// Cards drawn from the stock after the trick, in draw order.
    pub draws: Vec<Draw>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BurnKind {
    /// Four cards of one rank in a row within a trick.
    InTrick,
    /// Four cards of one rank in one hand.
    Hand,
}

/// How a burn ended the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BurnRecord {
    pub kind: BurnKind,
    pub seat: Seat,
    /// Rank value, 7..=14.
    pub rank: u8,
    /// The step whose action caused it (0: the deal itself).
    pub step: usize,
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
    pub burn: Option<BurnRecord>,
    /// All Fours: the trump suit, once settled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trump: Option<String>,
    /// What happened besides the tricks, in order (All Fours: upcards, begging, runs,
    /// discards, and each point with its reason).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
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

/// Turns the hand's events into trick records.
struct Recorder {
    pack: PackStyle,
    tricks: Vec<TrickRecord>,
    rounds: u32,
    passes: Vec<Seat>,
    burn: Option<BurnRecord>,
}

impl Recorder {
    fn record(
        &mut self,
        g: &Sedma,
        events: Vec<SedmaEvent>,
        action: Option<SedmaAction>,
        step: usize,
    ) {
        for e in events {
            match e {
                SedmaEvent::Played { round, .. } => self.rounds = self.rounds.max(round as u32),
                SedmaEvent::Passed { seat } => self.passes.push(seat),
                SedmaEvent::TrickWon {
                    winner,
                    plays,
                    points,
                    reason,
                    last,
                } => {
                    self.tricks.push(TrickRecord {
                        number: self.tricks.len() + 1,
                        leader: plays.first().map_or(winner, |p| p.seat),
                        cards: plays.iter().map(|p| p.card).collect(),
                        seats: plays.iter().map(|p| p.seat).collect(),
                        rounds: self.rounds.max(1),
                        passes: std::mem::take(&mut self.passes),
                        winner,
                        winner_side: g.side_of(winner),
                        reason: reason.describe(self.pack),
                        points,
                        auto_ended: action != Some(SedmaAction::EndTrick),
                        last,
                        draws: Vec::new(),
                    });
                    self.rounds = 0;
                }
                SedmaEvent::Drew { seat, card } => {
                    if let Some(t) = self.tricks.last_mut() {
                        t.draws.push(Draw { seat, card });
                    }
                }
                SedmaEvent::BurnedInTrick { seat, rank, .. } => {
                    self.burn = Some(BurnRecord {
                        kind: BurnKind::InTrick,
                        seat,
                        rank,
                        step,
                    });
                }
                SedmaEvent::BurnedHand { seat, rank } => {
                    self.burn = Some(BurnRecord {
                        kind: BurnKind::Hand,
                        seat,
                        rank,
                        step,
                    });
                }
                SedmaEvent::HandOver { .. } => {}
            }
        }
    }
}

pub(super) fn replay(scenario: &Scenario, opts: &SedmaOptions, prepared: Prepared) -> Replay {
    let Prepared {
        game: mut g,
        actions,
        totals: before,
    } = prepared;
    let tokens = scenario.action_tokens();
    let expect = &scenario.expect;
    let n = g.seats();
    let mut rec = Recorder {
        pack: opts.pack,
        tricks: Vec::new(),
        rounds: 0,
        passes: Vec::new(),
        burn: None,
    };
    rec.record(&g, g.opening_events(), None, 0);
    let (dealer, leader) = (g.dealer(), g.leader());
    let mut check = Checker::default();
    let Steps {
        applied,
        refused,
        illegal,
    } = run_steps(
        &mut g,
        (&actions, &tokens),
        expect,
        &mut check,
        |_, a| a,
        |check, p, g| check.position(p, g),
        |g, events, action, step| rec.record(g, events, Some(action), step),
    );

    let score = g.score();
    let sides = <Sedma as HandGame>::side_names(opts);
    let card_points = match &score {
        Some(s) => s.card_points.clone(),
        None => {
            let pts = g.seat_points().0;
            let mut per_side = vec![0; sides.len()];
            for (s, &p) in pts.iter().enumerate().take(n) {
                per_side[g.side_of(s)] += p;
            }
            per_side
        }
    };
    let next_start = score.as_ref().map(|s| g.next_start(s));
    let hands = scenario.deal.hands_played.saturating_add(1);
    let (match_totals, match_winner) = match_after(&g, opts, score.as_ref(), &before, hands);
    let mut replay = Replay {
        title: scenario.title.clone(),
        description: scenario.description.clone(),
        game: "Sedma",
        players: n,
        variants: opts.variant_names(),
        pack: opts.pack,
        seat_names: (0..n).map(|s| Sedma::seat_name(n, s)).collect(),
        side_names: sides,
        dealer,
        leader,
        tricks: rec.tricks,
        open_trick: g.trick().collect(),
        burn: rec.burn,
        trump: None,
        notes: Vec::new(),
        actions_total: actions.len(),
        actions_applied: applied,
        hand_over: g.is_terminal(),
        card_points,
        winner: score.as_ref().and_then(|s| s.winner()),
        winners: score
            .as_ref()
            .map(|s| s.winners.clone())
            .unwrap_or_default(),
        stake: score.as_ref().map(|s| s.stake),
        why: score.as_ref().map(|s| s.why.clone()),
        game_points: score.as_ref().map(|s| s.game_points.clone()),
        next_start,
        match_totals_before: before,
        match_totals,
        match_over: match_winner.is_some(),
        match_winner,
        to_act: g.to_act(),
        legal: g.legal_actions().iter().map(|a| a.to_string()).collect(),
        hands: (0..n).map(|s| g.hand(s).to_vec()).collect(),
        stock_left: g.stock().len(),
        refused,
        illegal,
        expectations: ExpectationReport::default(),
    };
    if replay.illegal.is_none() {
        check.outcome(expect, &replay);
    }
    replay.expectations = ExpectationReport {
        checked: check.checked,
        mismatches: check.mismatches,
    };
    replay
}
