//! All Fours scenarios: the deal (six cards each, the stock top first starting with the
//! upcard), the actions, and a replay that records tricks, the trump decision and every point
//! with its reason.

use super::expect::{Checker, PositionExpect};
use super::expect::{Steps, run_steps};
use super::{
    ExpectationReport, Replay, Scenario, ScenarioError, TrickRecord, invalid, match_after,
};
use crate::cards::{Card, PackStyle};
use crate::engine::{Game, HandGame};
use crate::games::all_fours::trick::{lower_name, suit_name};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursEvent, AllFoursOptions, scoring};
use crate::games::sedma::Play;

/// An All Fours scenario ready to play.
pub(super) struct Prepared {
    game: AllFours,
    actions: Vec<AllFoursAction>,
    totals: Vec<i32>,
}

fn parse_action(a: &str) -> Result<(), String> {
    a.parse::<AllFoursAction>().map(|_| ())
}

pub(super) fn prepare(s: &Scenario, opts: &AllFoursOptions) -> Result<Prepared, ScenarioError> {
    opts.validate()
        .map_err(|e| invalid(format!("the All Fours options: {e}")))?;
    let deal = &s.deal;
    let n = opts.players as usize;
    if deal.dealer >= n {
        return Err(invalid(format!(
            "the deal: the dealer must be a seat from 0 to {}, not {}",
            n - 1,
            deal.dealer
        )));
    }
    let eldest = (deal.dealer + 1) % n;
    if deal.leader.is_some_and(|l| l != eldest) {
        return Err(invalid(format!(
            "the deal: in All Fours eldest (seat {eldest}, the dealer's left) decides and leads; leave 'leader' out"
        )));
    }
    if !deal.won.is_empty() {
        return Err(invalid(
            "the deal: an All Fours scenario starts at the deal; leave 'won' out",
        ));
    }
    let totals = deal.totals_before::<AllFours>(opts)?;
    let hands: Vec<Vec<Card>> = deal.hands.iter().map(|h| h.0.clone()).collect();
    let game = AllFours::from_deal(opts, deal.dealer, &hands, &deal.stock.0, &totals)
        .map_err(|e| invalid(format!("the deal: {e}")))?;
    let actions = s
        .action_tokens()
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.parse::<AllFoursAction>()
                .map_err(|e| invalid(format!("action {} ('{t}'): {e}", i + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    s.expect.validate(actions.len(), n, parse_action)?;
    Ok(Prepared {
        game,
        actions,
        totals,
    })
}

/// Legal actions as the notation shows them (a discard and a play of a card read the same).
fn shown(list: &[AllFoursAction]) -> Vec<String> {
    list.iter().map(|a| a.to_string()).collect()
}

fn normal(a: &str) -> String {
    a.parse::<AllFoursAction>()
        .map_or(a.to_string(), |a| a.to_string())
}

fn position(check: &mut Checker, p: &PositionExpect, g: &AllFours) {
    let what = |f: &str| format!("before step {}: {f}", p.step);
    check.eq_some(&what("to_act"), p.to_act.as_ref(), g.to_act().as_ref());
    let legal = shown(g.legal_actions().as_slice());
    if let Some(want) = &p.legal {
        let mut want: Vec<String> = want.iter().map(|a| normal(a)).collect();
        let mut got = legal.clone();
        want.sort();
        got.sort();
        check.eq(&what("legal actions"), Some(&want), &got);
    }
    for a in &p.legal_includes {
        let a = normal(a);
        if !legal.contains(&a) {
            check.fail(format!(
                "{}: expected {a} to be legal, but the legal actions are [{}]",
                what("legal actions"),
                legal.join(" ")
            ));
        } else {
            check.checked += 1;
        }
    }
    for a in &p.legal_excludes {
        let a = normal(a);
        if legal.contains(&a) {
            check.fail(format!(
                "{}: expected {a} not to be legal, but it is",
                what("legal actions")
            ));
        } else {
            check.checked += 1;
        }
    }
    check.eq(&what("leader_deciding"), p.leader_deciding.as_ref(), &false);
    let sizes: Vec<usize> = (0..g.seats()).map(|s| g.hand(s).len() as usize).collect();
    check.eq(&what("hand_sizes"), p.hand_sizes.as_ref(), &sizes);
    check.eq(&what("stock_left"), p.stock_left.as_ref(), &g.stock().len());
}

/// Turns events into trick records and notes.
struct Recorder {
    players: usize,
    tricks: Vec<TrickRecord>,
    notes: Vec<String>,
}

impl Recorder {
    fn seat(&self, s: usize) -> String {
        AllFours::seat_name(self.players, s)
    }

    fn side(&self, s: usize) -> String {
        scoring::side_names(self.players)
            .get(s)
            .cloned()
            .unwrap_or_else(|| format!("side {s}"))
    }

    fn record(&mut self, g: &AllFours, events: Vec<AllFoursEvent>) {
        use AllFoursEvent as E;
        for e in events {
            let note = match e {
                E::TurnedUp {
                    card,
                    proposed,
                    jack_point,
                } => {
                    let what = if proposed {
                        format!("{} proposed as trumps", suit_name(card.suit_index()))
                    } else {
                        "the rejected suit again: set aside, run again".to_string()
                    };
                    let jack = if jack_point {
                        format!(
                            "; turn-up jack: 1 point to {}",
                            self.side(g.side_of(g.dealer()))
                        )
                    } else {
                        String::new()
                    };
                    format!("upcard {}: {what}{jack}", lower_name(card))
                }
                E::Stood { seat, trump } => format!(
                    "{} stands: {} are trumps",
                    self.seat(seat),
                    suit_name(trump as u8)
                ),
                E::Begged { seat } => format!("{} begs", self.seat(seat)),
                E::Gave { dealer, sides } => {
                    let to: Vec<String> = sides.iter().map(|&s| self.side(s)).collect();
                    format!("{} gives: 1 point to {}", self.seat(dealer), to.join(", "))
                }
                E::Ran { run, seats } => {
                    let to: Vec<String> = seats.iter().map(|&s| self.seat(s)).collect();
                    format!("run {run}: three more cards each to {}", to.join(", "))
                }
                E::Received { seat, cards } => format!(
                    "{} receives {}",
                    self.seat(seat),
                    crate::cards::format_cards(&cards)
                ),
                E::TrumpSettled { trump } => format!("trumps: {}", suit_name(trump as u8)),
                E::Abandoned { stock_left, needed } => format!(
                    "deal abandoned: {stock_left} cards left in the stock, a run needs {needed}; the same dealer deals again"
                ),
                E::Discarded { seat, card } => format!("{} discards {card}", self.seat(seat)),
                E::Played { .. } => continue,
                E::Revoked { seat, card } => {
                    format!(
                        "{} revokes with {card} (penalty at the end of the deal)",
                        self.seat(seat)
                    )
                }
                E::TrickWon {
                    winner,
                    plays,
                    reason,
                    last,
                } => {
                    let cards: Vec<Card> = plays.iter().map(|p| p.card).collect();
                    self.tricks.push(TrickRecord {
                        number: self.tricks.len() + 1,
                        leader: plays.first().map_or(winner, |p| p.seat),
                        seats: plays.iter().map(|p| p.seat).collect(),
                        points: scoring::count_value(crate::cards::CardSet::from_cards(
                            cards.iter().copied(),
                        )),
                        cards,
                        rounds: 1,
                        passes: Vec::new(),
                        winner,
                        winner_side: g.side_of(winner),
                        reason: reason.describe(),
                        auto_ended: false,
                        last,
                        draws: Vec::new(),
                    });
                    continue;
                }
                E::PointScored {
                    reason,
                    counted,
                    barred,
                    ..
                } => match (counted, barred) {
                    (true, _) => reason,
                    (false, true) => {
                        format!("{reason} (not counted: the revoke bars this party from it)")
                    }
                    (false, false) => {
                        format!("{reason} (not counted: the match was won earlier in the count)")
                    }
                },
                E::Counted { counts } => {
                    let per: Vec<String> = counts
                        .iter()
                        .enumerate()
                        .map(|(s, c)| format!("{} {c}", self.side(s)))
                        .collect();
                    format!("counting for Game: {}", per.join(", "))
                }
                E::Penalty { side, points } => {
                    format!("revoke penalty: {} loses {points}", self.side(side))
                }
                E::MatchWon { side } => format!("{} wins the match", self.side(side)),
                E::HandOver { score } => format!("deal over: {}", score.why),
            };
            self.notes.push(note);
        }
    }
}

pub(super) fn replay(scenario: &Scenario, opts: &AllFoursOptions, prepared: Prepared) -> Replay {
    let Prepared {
        game: mut g,
        actions,
        totals: before,
    } = prepared;
    let tokens = scenario.action_tokens();
    let expect = &scenario.expect;
    let n = g.seats();
    let mut rec = Recorder {
        players: n,
        tricks: Vec::new(),
        notes: Vec::new(),
    };
    rec.record(&g, g.opening_events());
    let (dealer, leader) = (g.dealer(), g.eldest());
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
        |g, typed| g.interpret(typed),
        position,
        |g, events, _, _| rec.record(g, events),
    );

    let score = g.score();
    let sides = AllFours::side_names(opts);
    let mut card_points = vec![0; sides.len()];
    for s in 0..n {
        card_points[g.side_of(s)] += scoring::count_value(g.won(s));
    }
    let next_start = score.as_ref().map(|s| g.next_start(s));
    let hands = scenario.deal.hands_played.saturating_add(1);
    let (match_totals, match_winner) = match_after(&g, opts, score.as_ref(), &before, hands);
    let mut replay = Replay {
        title: scenario.title.clone(),
        description: scenario.description.clone(),
        game: "All Fours",
        players: n,
        variants: opts.variant_names(),
        pack: PackStyle::French,
        seat_names: (0..n).map(|s| AllFours::seat_name(n, s)).collect(),
        side_names: sides,
        dealer,
        leader,
        tricks: rec.tricks,
        open_trick: g
            .trick()
            .map(|p| Play {
                seat: p.seat,
                card: p.card,
            })
            .collect(),
        burn: None,
        trump: g.trump().map(|s| suit_name(s as u8).to_string()),
        notes: rec.notes,
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
        legal: shown(g.legal_actions().as_slice()),
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
