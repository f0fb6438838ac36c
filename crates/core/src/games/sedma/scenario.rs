//! Sedma scenarios: the deal (hands, the stock top first, cards already won, a leader if not
//! the dealer's left), and a replay that records each trick, its rounds, passes and draws, and
//! a burn that ends the hand.

use super::{Sedma, SedmaAction, SedmaEvent, SedmaOptions};
use crate::cards::{Card, PackStyle};
use crate::engine::{Game, HandStart, Play, Seat};
use crate::scenario::{
    BurnKind, BurnRecord, Draw, NoFields, Record, Recorded, ScenarioDeal, ScenarioGame, TrickRecord,
};

impl ScenarioGame for Sedma {
    type Recorder = Recorder;
    type DealFields = NoFields;

    fn table_of(_: NoFields) {}

    fn fields_of(_: &()) -> NoFields {
        NoFields {}
    }

    fn first_leader(&self) -> Seat {
        self.leader()
    }

    fn opening_events(&self) -> Vec<SedmaEvent> {
        Sedma::opening_events(self)
    }

    fn leader_deciding(&self) -> bool {
        Sedma::leader_deciding(self)
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
            table: (),
        }
    }

    fn stage(&self) -> u32 {
        self.tricks_played()
    }
}

/// Turns the hand's events into trick records.
pub struct Recorder {
    pack: PackStyle,
    tricks: Vec<TrickRecord>,
    rounds: u32,
    passes: Vec<Seat>,
    burn: Option<BurnRecord>,
}

impl Record<Sedma> for Recorder {
    fn new(g: &Sedma) -> Recorder {
        Recorder {
            pack: g.options().pack,
            tricks: Vec::new(),
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
                    if let (Some(t), Some(card)) = (self.tricks.last_mut(), card) {
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

    fn finish(self) -> Recorded {
        Recorded {
            tricks: self.tricks,
            notes: Vec::new(),
            burn: self.burn,
        }
    }
}
