//! Sedma scenarios: the deal (hands, the stock top first, cards already won, a leader if not
//! the dealer's left), and a replay that records each trick, its rounds, passes and draws, and
//! a burn that ends the hand.

use super::{Sedma, SedmaAction, SedmaEvent, SedmaOptions};
use crate::cards::{Card, PackStyle, Rank};
use crate::engine::{Game, HandStart, Play, Seat, seat_name};
use crate::scenario::{
    Checker, Facts, NoFields, Record, Recorded, ScenarioDeal, ScenarioGame, TrickRecord, facts_of,
    seat_in_range,
};
use serde::{Deserialize, Serialize};

/// What a Sedma scenario may expect of the hand besides every game's expectations.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OwnHandExpect {
    /// Whether the hand ended by a burn.
    pub burned: Option<bool>,
}

/// What a Sedma scenario may expect of a trick.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OwnTrickExpect {
    /// Rounds the trick had (more than 1 when the leader continued).
    pub rounds: Option<u32>,
    /// Whether the trick ended without the leader choosing to end it.
    pub auto_ended: Option<bool>,
    /// The seats that drew from the stock after the trick, in draw order.
    pub draw_order: Option<Vec<Seat>>,
    /// Seats that passed a round of the trick (3 players with the pass rule).
    pub passes: Option<Vec<Seat>>,
}

/// What a Sedma scenario may expect of a position.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OwnPositionExpect {
    /// Whether the leader is choosing between ending and continuing the trick.
    pub leader_deciding: Option<bool>,
}

impl ScenarioGame for Sedma {
    type Recorder = Recorder;
    type DealFields = NoFields;
    type OwnHandExpect = OwnHandExpect;
    type OwnTrickExpect = OwnTrickExpect;
    type OwnPositionExpect = OwnPositionExpect;

    fn validate_own(
        _hand: &OwnHandExpect,
        tricks: &[OwnTrickExpect],
        players: usize,
    ) -> Result<(), String> {
        for (i, t) in tricks.iter().enumerate() {
            for (field, seats) in [("draw_order", &t.draw_order), ("passes", &t.passes)] {
                for &s in seats.iter().flatten() {
                    seat_in_range(&format!("trick {} {field} seat", i + 1), s, players)?;
                }
            }
        }
        Ok(())
    }

    fn check_position(
        &self,
        want: &OwnPositionExpect,
        what: &dyn Fn(&str) -> String,
        check: &mut Checker,
    ) {
        check.eq(
            &what("leader_deciding"),
            want.leader_deciding.as_ref(),
            &self.leader_deciding(),
        );
    }

    fn layout_of(_: NoFields) {}

    fn fields_of(_: &()) -> NoFields {
        NoFields {}
    }

    fn first_leader(&self) -> Seat {
        self.leader()
    }

    fn opening_events(&self) -> Vec<SedmaEvent> {
        Sedma::opening_events(self)
    }

    fn hand_cards(&self, seat: Seat) -> Vec<Card> {
        self.hand(seat).to_vec()
    }

    fn stock_left(&self) -> usize {
        self.stock().len()
    }

    fn open_trick(&self) -> Vec<Play> {
        self.trick().collect()
    }

    fn pack_style(config: &SedmaOptions) -> PackStyle {
        config.pack
    }

    fn points_now(&self) -> Vec<i32> {
        if let Some(score) = self.score() {
            return score.card_points;
        }
        let pts = self.seat_points().0;
        let sides = <Sedma as crate::engine::HandGame>::side_names(self.options()).len();
        let mut per_side = vec![0; sides];
        for (s, &p) in pts.iter().enumerate().take(self.seats()) {
            per_side[self.side_of(s)] += p;
        }
        per_side
    }

    fn scenario_deal(
        dealt: &Sedma,
        start: HandStart,
        _actions: &[SedmaAction],
    ) -> ScenarioDeal<()> {
        ScenarioDeal {
            hands: (0..dealt.seats()).map(|s| dealt.hand(s).to_vec()).collect(),
            stock: dealt.stock().to_vec(),
            leader: Some(start.leader),
            layout: (),
        }
    }

    fn stage(&self) -> u32 {
        self.tricks_played()
    }
}

/// A card drawn from the stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Draw {
    pub seat: Seat,
    pub card: Card,
}

/// What Sedma records of a trick besides every game's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct TrickFacts {
    pub rounds: u32,
    /// Seats that sat out a round (pass rule).
    pub passes: Vec<Seat>,
    /// Whether the trick ended without the leader choosing to end it.
    pub auto_ended: bool,
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

/// Turns the hand's events into trick records.
pub struct Recorder {
    pack: PackStyle,
    players: usize,
    tricks: Vec<TrickRecord>,
    facts: Vec<TrickFacts>,
    rounds: u32,
    passes: Vec<Seat>,
    burn: Option<BurnRecord>,
}

impl Recorder {
    fn seat(&self, s: Seat) -> String {
        seat_name(self.players, s)
    }

    /// The report's heading for a trick, its lines before who won, and its lines after.
    fn describe(&self, t: &TrickFacts) -> (String, Vec<String>, Vec<String>) {
        let rounds = if t.rounds == 1 {
            "1 round".to_string()
        } else {
            format!("{} rounds", t.rounds)
        };
        let ended = if t.auto_ended {
            ", ended by itself"
        } else {
            ""
        };
        let mut passed = Vec::new();
        if !t.passes.is_empty() {
            let who: Vec<String> = t.passes.iter().map(|&s| self.seat(s)).collect();
            passed.push(format!("passed: {}", who.join(", ")));
        }
        let mut lines = Vec::new();
        if !t.draws.is_empty() {
            let draws: Vec<String> = t
                .draws
                .iter()
                .map(|d| format!("{} {}", self.seat(d.seat), d.card.short(self.pack)))
                .collect();
            lines.push(format!("draws: {}", draws.join(", ")));
        }
        (format!("{rounds}{ended}"), passed, lines)
    }

    /// The report's line about a burn.
    fn burn_line(&self, b: &BurnRecord) -> String {
        let rank = Rank::from_value(b.rank).map_or(b.rank.to_string(), |r| {
            r.name(PackStyle::French).to_lowercase()
        });
        let what = match b.kind {
            BurnKind::InTrick => format!("plays the fourth {rank} in a row"),
            BurnKind::Hand => format!("holds four {rank}s"),
        };
        let when = if b.step == 0 {
            "at the deal".to_string()
        } else {
            format!("at step {}", b.step)
        };
        format!("Burned {when}: {} {what}", self.seat(b.seat))
    }
}

impl Record<Sedma> for Recorder {
    fn new(g: &Sedma) -> Recorder {
        Recorder {
            pack: g.options().pack,
            players: g.seats(),
            tricks: Vec::new(),
            facts: Vec::new(),
            rounds: 0,
            passes: Vec::new(),
            burn: None,
        }
    }

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
                        winner,
                        winner_side: g.side_of(winner),
                        reason: reason.describe(self.pack),
                        points,
                        last,
                        about: String::new(),
                        lead_in: Vec::new(),
                        details: Vec::new(),
                        facts: Facts::new(),
                    });
                    self.facts.push(TrickFacts {
                        rounds: self.rounds.max(1),
                        passes: std::mem::take(&mut self.passes),
                        auto_ended: action != Some(SedmaAction::EndTrick),
                        draws: Vec::new(),
                    });
                    self.rounds = 0;
                }
                SedmaEvent::Drew { seat, card } => {
                    if let (Some(t), Some(card)) = (self.facts.last_mut(), card) {
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

    fn check(&self, hand: &OwnHandExpect, tricks: &[OwnTrickExpect], check: &mut Checker) {
        for (i, (want, got)) in tricks.iter().zip(&self.facts).enumerate() {
            let what = |f: &str| format!("trick {} {f}", i + 1);
            check.eq(&what("rounds"), want.rounds.as_ref(), &got.rounds);
            check.eq(
                &what("auto_ended"),
                want.auto_ended.as_ref(),
                &got.auto_ended,
            );
            let order: Vec<Seat> = got.draws.iter().map(|d| d.seat).collect();
            check.eq(&what("draw_order"), want.draw_order.as_ref(), &order);
            check.eq(&what("passes"), want.passes.as_ref(), &got.passes);
        }
        check.eq("burned", hand.burned.as_ref(), &self.burn.is_some());
    }

    fn finish(self) -> Recorded {
        let mut tricks = Vec::with_capacity(self.tricks.len());
        for (mut t, f) in self.tricks.iter().cloned().zip(&self.facts) {
            (t.about, t.lead_in, t.details) = self.describe(f);
            t.facts = facts_of(f);
            tricks.push(t);
        }
        let mut hand = Facts::new();
        hand.insert("burn".into(), serde_json::json!(self.burn));
        Recorded {
            tricks,
            notes: Vec::new(),
            summary: self.burn.iter().map(|b| self.burn_line(b)).collect(),
            facts: hand,
        }
    }
}
