//! All Fours scenarios: the deal (six cards each, the stock top first starting with the
//! upcard), and a replay that records tricks, the trump decision and every point with its
//! reason.

use super::trick::{lower_name, suit_name};
use super::{AllFours, AllFoursAction, AllFoursEvent, AllFoursOptions, scoring};
use crate::cards::{Card, PackStyle};
use crate::engine::{Game, HandStart, Play, Seat};
use crate::scenario::{
    Checker, Facts, NoFields, Record, Recorded, ScenarioDeal, ScenarioGame, TrickRecord,
};
use serde::Deserialize;

impl ScenarioGame for AllFours {
    type Recorder = Recorder;
    type DealFields = NoFields;
    type OwnHandExpect = OwnHandExpect;
    type OwnTrickExpect = NoFields;
    type OwnPositionExpect = NoFields;

    fn layout_of(_: NoFields) {}

    fn fields_of(_: &()) -> NoFields {
        NoFields {}
    }

    fn first_leader(&self) -> Seat {
        self.eldest()
    }

    fn opening_events(&self) -> Vec<AllFoursEvent> {
        AllFours::opening_events(self)
    }

    fn interpret(&self, typed: AllFoursAction) -> AllFoursAction {
        AllFours::interpret(self, typed)
    }

    fn hand_cards(&self, seat: Seat) -> Vec<Card> {
        self.hand(seat).to_vec()
    }

    fn stock_left(&self) -> usize {
        self.stock().len()
    }

    fn open_trick(&self) -> Vec<Play> {
        self.trick()
            .map(|p| Play {
                seat: p.seat,
                card: p.card,
            })
            .collect()
    }

    fn pack_style(_config: &AllFoursOptions) -> PackStyle {
        PackStyle::French
    }

    /// Counting points for Game taken so far (final once the deal is over).
    fn points_now(&self) -> Vec<i32> {
        let n = self.seats();
        let mut card_points =
            vec![0; <AllFours as crate::engine::HandGame>::side_names(self.options()).len()];
        for s in 0..n {
            card_points[self.side_of(s)] += scoring::count_value(self.won(s));
        }
        card_points
    }

    /// The stock as the runs dealt it: the upcard, then each run's batches of three from the
    /// dealer's left and the cards it turned up. The pack is shuffled lazily, so the dealt
    /// state's own stock is in its final order only as far as cards have been taken; the
    /// events of the hand say which cards came next. Cards never dealt follow in pack order
    /// in the scenario, as they would be unused anyway.
    fn scenario_deal(
        dealt: &AllFours,
        _start: HandStart,
        actions: &[AllFoursAction],
    ) -> ScenarioDeal<()> {
        let n = dealt.seats();
        let dealer = dealt.dealer();
        let mut stock = vec![dealt.upcard()];
        let mut hand = *dealt;
        let mut batch: Vec<(Seat, Vec<Card>)> = Vec::new();
        for &a in actions {
            let Ok(events) = hand.apply(a) else { break };
            for e in events {
                match e {
                    AllFoursEvent::Received { seat, cards } => {
                        batch.push((seat, cards.into_iter().flatten().collect()));
                    }
                    AllFoursEvent::TurnedUp { card, .. } => {
                        batch.sort_by_key(|&(s, _)| (s + n - dealer - 1) % n);
                        for (_, cards) in batch.drain(..) {
                            stock.extend(cards);
                        }
                        stock.push(card);
                    }
                    _ => {}
                }
            }
        }
        ScenarioDeal {
            hands: (0..n).map(|s| dealt.hand(s).to_vec()).collect(),
            stock,
            leader: None,
            layout: (),
        }
    }

    fn stage(&self) -> u32 {
        if self.eldest_deciding() || self.dealer_deciding() {
            0
        } else if self.discarding() {
            1
        } else {
            2 + self.tricks_played()
        }
    }
}

/// What an All Fours scenario may expect of the hand besides every game's expectations.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OwnHandExpect {
    /// The trump suit at the end of the replay ("clubs").
    pub trump: Option<String>,
}

/// Turns events into trick records and notes.
pub struct Recorder {
    players: usize,
    tricks: Vec<TrickRecord>,
    notes: Vec<String>,
    /// The trump suit in words, once settled.
    trump: Option<String>,
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
}

impl Record<AllFours> for Recorder {
    fn new(g: &AllFours) -> Recorder {
        Recorder {
            players: g.seats(),
            tricks: Vec::new(),
            notes: Vec::new(),
            trump: None,
        }
    }

    fn record(
        &mut self,
        g: &AllFours,
        events: Vec<AllFoursEvent>,
        _: Option<AllFoursAction>,
        _: usize,
    ) {
        use AllFoursEvent as E;
        self.trump = g.trump().map(|s| suit_name(s as u8).to_string());
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
                    crate::cards::format_cards(&cards.into_iter().flatten().collect::<Vec<_>>())
                ),
                E::TrumpSettled { trump } => format!("trumps: {}", suit_name(trump as u8)),
                E::Abandoned { stock_left, needed } => format!(
                    "deal abandoned: {stock_left} cards left in the stock, a run needs {needed}; the same dealer deals again"
                ),
                E::Discarded { seat, card } => format!(
                    "{} discards {}",
                    self.seat(seat),
                    card.map_or("a card".into(), |c| c.to_string())
                ),
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
                        winner,
                        winner_side: g.side_of(winner),
                        reason: reason.describe(),
                        last,
                        about: String::new(),
                        lead_in: Vec::new(),
                        details: Vec::new(),
                        facts: Facts::new(),
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

    fn check(&self, hand: &OwnHandExpect, _: &[NoFields], check: &mut Checker) {
        check.eq_some("trump", hand.trump.as_ref(), self.trump.as_ref());
    }

    fn finish(self) -> Recorded {
        let mut facts = Facts::new();
        if let Some(trump) = &self.trump {
            facts.insert("trump".into(), trump.clone().into());
        }
        Recorded {
            tricks: self.tricks,
            notes: self.notes,
            summary: self.trump.iter().map(|t| format!("Trumps: {t}")).collect(),
            facts,
        }
    }
}
