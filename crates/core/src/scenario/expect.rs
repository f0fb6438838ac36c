//! What a scenario expects, and the checks that compare it with what happened. Every field is
//! optional: a scenario states only what its case is about. The expectations here are every
//! game's; a game's own (Sedma's rounds of a trick, All Fours' trumps) are its
//! [`ScenarioGame::OwnHandExpect`], [`ScenarioGame::OwnTrickExpect`] and
//! [`ScenarioGame::OwnPositionExpect`], written beside these in the file.

use super::checker::Checker;
use super::fields::WithGame;
use super::{Cards, Replay, ScenarioError, ScenarioGame, invalid};
use crate::engine::{Seat, Side};
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// Expectations about the hand: every game's ([`HandExpect`]) and the game's own.
pub type Expect = WithGame<HandExpect>;

/// Every game's expectations about the hand (named `Expect` in files, as before the split).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, rename = "Expect")]
pub struct HandExpect {
    /// The tricks in the order they were taken; `()` checks nothing about a trick.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tricks: Vec<WithGame<TrickExpect>>,
    /// How many tricks were taken during the replay.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trick_count: Option<usize>,
    /// Whether the hand is over after the last action.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand_over: Option<bool>,
    /// Card points (or the variant's points) per side.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card_points: Option<Vec<i32>>,
    /// All sides' points together.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total_points: Option<i32>,
    /// The single winning side.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
    /// Every winning side (`[]`: nobody won; two entries: a tie with three players).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<Side>>,
    /// The stake the hand was worth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stake: Option<i32>,
    /// Text that must appear in the explanation of the stake.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// Texts that must each appear in the replay's notes (All Fours: points and their reasons,
    /// runs, gifts; Sevens from Hell: each turn).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Game points per side from this hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_points: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_dealer: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_leader: Option<Seat>,
    /// Match totals per side after this hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_totals: Option<Vec<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_over: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_winner: Option<Side>,
    /// Positions before given steps.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub at: Vec<WithGame<PositionExpect>>,
    /// Actions that must be refused, with the rule they break. A refused action is not
    /// applied; the replay goes on with the next one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<ErrorExpect>,
}

/// Every game's expectations about one trick.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TrickExpect {
    /// The cards in play order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<Cards>,
    /// The seat of each card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<Seat>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
    /// Card points in the trick.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<i32>,
    /// Text that must appear in the reason the trick went where it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Whether it was the last trick of the hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last: Option<bool>,
}

/// Every game's expectations about the position before action `step` (after `step - 1`
/// actions; the step after the last action is the final position).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PositionExpect {
    pub step: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_act: Option<Seat>,
    /// Exactly these actions are legal (in any order).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal: Option<Vec<String>>,
    /// These actions are legal (others may be too).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal_includes: Vec<String>,
    /// These actions are not legal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legal_excludes: Vec<String>,
    /// How many cards each seat holds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand_sizes: Option<Vec<usize>>,
    /// Cards left in the stock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stock_left: Option<usize>,
}

/// An action that must be refused.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ErrorExpect {
    pub step: usize,
    /// The rule's short name, e.g. `continue-needs-match`.
    pub rule: String,
    /// Text that must appear in the explanation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// Refuses a seat an expectation names that the table does not have; `what` names the
/// expectation ("trick 2 seat").
pub fn seat_in_range(what: &str, seat: Seat, players: usize) -> Result<(), String> {
    if seat < players {
        Ok(())
    } else {
        Err(format!(
            "expect: {what} {seat} is not a seat (seats are 0 to {})",
            players - 1
        ))
    }
}

impl HandExpect {
    /// Checks what can be checked before play: steps in range, seats real, actions readable.
    pub fn validate(
        &self,
        actions: usize,
        players: usize,
        parse: impl Fn(&str) -> Result<(), String>,
    ) -> Result<(), ScenarioError> {
        let seat_ok = |what: &str, s: Seat| seat_in_range(what, s, players).map_err(invalid);
        for (i, t) in self.tricks.iter().enumerate() {
            let what = format!("trick {} winner", i + 1);
            t.winner.map_or(Ok(()), |s| seat_ok(&what, s))?;
            for &s in t.seats.iter().flatten() {
                seat_ok(&format!("trick {} seat", i + 1), s)?;
            }
        }
        for (what, s) in [
            ("next_dealer", self.next_dealer),
            ("next_leader", self.next_leader),
        ] {
            s.map_or(Ok(()), |s| seat_ok(what, s))?;
        }
        for p in &self.at {
            if p.step == 0 || p.step > actions + 1 {
                return Err(invalid(format!(
                    "expect: position at step {} is out of range: steps run from 1 to {} \
                     (step {} is the position after the last action)",
                    p.step,
                    actions + 1,
                    actions + 1
                )));
            }
            let all = p.legal.iter().flatten();
            for a in all.chain(&p.legal_includes).chain(&p.legal_excludes) {
                parse(a).map_err(|e| {
                    invalid(format!("expect: legal actions at step {}: {e}", p.step))
                })?;
            }
        }
        for e in &self.errors {
            if e.step == 0 || e.step > actions {
                return Err(invalid(format!(
                    "expect: error at step {} is out of range: the scenario has {actions} actions",
                    e.step
                )));
            }
            if e.rule.is_empty() {
                return Err(invalid(format!(
                    "expect: error at step {} names no rule (e.g. rule: \"not-in-hand\")",
                    e.step
                )));
            }
        }
        Ok(())
    }

    /// The expected refusal of the action at `step`, if any.
    pub fn error_at(&self, step: usize) -> Option<&ErrorExpect> {
        self.errors.iter().find(|e| e.step == step)
    }
}

impl Checker {
    /// Checks the expectations about the position before `step`. Actions are compared as the
    /// notation writes them, after reading them as this position would (so a card means a
    /// discard while discarding).
    pub fn position<G: ScenarioGame>(&mut self, p: &PositionExpect, g: &G) {
        let what = |f: &str| format!("before step {}: {f}", p.step);
        self.eq_some(&what("to_act"), p.to_act.as_ref(), g.to_act().as_ref());
        let show = |a: G::Action| a.to_string();
        let legal: Vec<String> = g
            .legal_actions()
            .as_ref()
            .iter()
            .map(|&a| show(a))
            .collect();
        let read = |a: &String| a.parse::<G::Action>().ok().map(|a| show(g.interpret(a)));
        if let Some(want) = &p.legal {
            self.checked += 1;
            let want: Vec<String> = want.iter().filter_map(read).collect();
            let same = want.len() == legal.len() && want.iter().all(|a| legal.contains(a));
            if !same {
                self.mismatches.push(format!(
                    "{}: expected exactly [{}], got [{}]",
                    what("legal actions"),
                    want.join(" "),
                    legal.join(" ")
                ));
            }
        }
        for a in p.legal_includes.iter().filter_map(read) {
            self.checked += 1;
            if !legal.contains(&a) {
                self.mismatches.push(format!(
                    "{}: expected {a} to be legal, but the legal actions are [{}]",
                    what("legal actions"),
                    legal.join(" ")
                ));
            }
        }
        for a in p.legal_excludes.iter().filter_map(read) {
            self.checked += 1;
            if legal.contains(&a) {
                self.mismatches.push(format!(
                    "{}: expected {a} not to be legal, but it is",
                    what("legal actions")
                ));
            }
        }
        let sizes: Vec<usize> = (0..g.seats()).map(|s| g.hand_cards(s).len()).collect();
        self.eq(&what("hand_sizes"), p.hand_sizes.as_ref(), &sizes);
        self.eq(&what("stock_left"), p.stock_left.as_ref(), &g.stock_left());
    }

    /// Checks the expectations about the tricks and the end of the hand.
    pub fn outcome(&mut self, e: &Expect, r: &Replay) {
        for (i, t) in e.tricks.iter().enumerate() {
            let n = i + 1;
            let Some(got) = r.tricks.get(i) else {
                self.fail(format!(
                    "trick {n}: expected, but only {} tricks were taken",
                    r.tricks.len()
                ));
                continue;
            };
            let what = |f: &str| format!("trick {n} {f}");
            let cards = t.cards.as_ref().map(|c| c.0.clone());
            self.eq(&what("cards"), cards.as_ref(), &got.cards);
            self.eq(&what("seats"), t.seats.as_ref(), &got.seats);
            self.eq(&what("winner"), t.winner.as_ref(), &got.winner);
            self.eq(&what("points"), t.points.as_ref(), &got.points);
            self.contains(&what("reason"), t.reason.as_ref(), &got.reason);
            self.eq(&what("last"), t.last.as_ref(), &got.last);
        }
        self.eq("trick_count", e.trick_count.as_ref(), &r.tricks.len());
        self.eq("hand_over", e.hand_over.as_ref(), &r.hand_over);
        self.eq("card_points", e.card_points.as_ref(), &r.card_points);
        let total: i32 = r.card_points.iter().sum();
        self.eq("total_points", e.total_points.as_ref(), &total);
        let notes = r.notes.join("\n");
        for want in &e.notes {
            self.contains("notes", Some(want), &notes);
        }
        let wants_outcome = e.winner.is_some()
            || e.winners.is_some()
            || e.stake.is_some()
            || e.why.is_some()
            || e.game_points.is_some()
            || e.next_dealer.is_some()
            || e.next_leader.is_some()
            || e.match_totals.is_some()
            || e.match_over.is_some()
            || e.match_winner.is_some();
        if !wants_outcome {
            return;
        }
        if !r.hand_over {
            self.fail(format!(
                "the hand is not over after {} actions, so it has no result to check",
                r.actions_applied
            ));
            return;
        }
        self.eq_some("winner", e.winner.as_ref(), r.winner.as_ref());
        self.eq("winners", e.winners.as_ref(), &r.winners);
        self.eq_some("stake", e.stake.as_ref(), r.stake.as_ref());
        self.contains("why", e.why.as_ref(), r.why.as_deref().unwrap_or(""));
        let gp = r.game_points.clone().unwrap_or_default();
        self.eq("game_points", e.game_points.as_ref(), &gp);
        let next = r.next_start;
        let (dealer, leader) = (next.map(|s| s.dealer), next.map(|s| s.leader));
        self.eq_some("next_dealer", e.next_dealer.as_ref(), dealer.as_ref());
        self.eq_some("next_leader", e.next_leader.as_ref(), leader.as_ref());
        let totals = r.match_totals.clone().unwrap_or_default();
        self.eq("match_totals", e.match_totals.as_ref(), &totals);
        self.eq("match_over", e.match_over.as_ref(), &r.match_over);
        self.eq_some(
            "match_winner",
            e.match_winner.as_ref(),
            r.match_winner.as_ref(),
        );
    }
}

/// What happened to a scenario's actions.
pub struct Steps {
    pub applied: usize,
    pub refused: Vec<super::replay::Refusal>,
    pub illegal: Option<super::replay::Refusal>,
}

/// Applies a scenario's actions (with the tokens they were written as) to any game: checks the
/// position expectations before each step (`position`, with the expectation's index in `at`),
/// records the events of each legal action (`record`), and compares refusals with
/// the expected errors. Stops at the first illegal action nobody expected.
pub fn run_steps<G: crate::engine::Game>(
    g: &mut G,
    (actions, tokens): (&[G::Action], &[&str]),
    expect: &Expect,
    check: &mut Checker,
    interpret: impl Fn(&G, G::Action) -> G::Action,
    mut position: impl FnMut(&mut Checker, usize, &PositionExpect, &G),
    mut record: impl FnMut(&G, Vec<G::Event>, G::Action, usize),
) -> Steps
where
    G::Action: std::fmt::Display,
{
    let mut steps = Steps {
        applied: 0,
        refused: Vec::new(),
        illegal: None,
    };
    for (i, &typed) in actions.iter().enumerate() {
        let step = i + 1;
        for (k, p) in expect.at.iter().enumerate().filter(|(_, p)| p.step == step) {
            position(check, k, p, g);
        }
        let seat = g.to_act();
        let action = interpret(g, typed);
        let wanted = expect.error_at(step);
        match g.apply(action) {
            Ok(events) => {
                steps.applied += 1;
                if let Some(w) = wanted {
                    check.fail(format!(
                        "step {step}: expected {action} to be refused ({}), but it was legal",
                        w.rule
                    ));
                }
                record(g, events, action, step);
            }
            Err(err) => {
                let refusal = super::replay::Refusal {
                    step,
                    action: tokens.get(i).map_or(action.to_string(), |t| t.to_string()),
                    seat,
                    rule: err.rule.to_string(),
                    reason: err.reason,
                };
                let Some(w) = wanted else {
                    steps.illegal = Some(refusal);
                    break;
                };
                check.eq(
                    &format!("step {step} refusal rule"),
                    Some(&w.rule),
                    &refusal.rule,
                );
                check.contains(
                    &format!("step {step} refusal reason"),
                    w.reason.as_ref(),
                    &refusal.reason,
                );
                steps.refused.push(refusal);
            }
        }
    }
    if steps.illegal.is_none() {
        let last = actions.len() + 1;
        for (k, p) in expect.at.iter().enumerate().filter(|(_, p)| p.step == last) {
            position(check, k, p, g);
        }
    }
    steps
}
