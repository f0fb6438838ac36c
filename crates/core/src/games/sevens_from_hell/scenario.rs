//! Sevens from Hell scenarios: the deal names hands, feet, the two decks, the pile and the
//! books on the table; the replay tells each turn in one note (what was drawn or taken, every
//! meld, books closed, the foot, the discard) and each team's itemised score at the end.

use super::pack::BookKind;
use super::{HellAction, HellEvent, HellLayout, HellOptions, RoundEnd, SevensFromHell};
use crate::cards::{Card, PackStyle, format_cards};
use crate::engine::{HandGame, HandStart, Play, Seat, seat_name};
use crate::scenario::{Cards, NoFields, Record, Recorded, ScenarioDeal, ScenarioGame};
use serde::{Deserialize, Serialize};

/// What a Sevens from Hell deal writes besides the hands (the file's names for [`HellLayout`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DealFields {
    /// Each seat's foot, `""` once picked up.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub feet: Vec<Cards>,
    /// The two draw decks, each top card first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub decks: Vec<Cards>,
    /// The discard pile, oldest first (the last card is on top).
    #[serde(skip_serializing_if = "cards_empty")]
    pub pile: Cards,
    /// Each team's books on the table, a book of seven being closed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub books: Vec<Vec<Cards>>,
    /// The seats that have already closed a book this round.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub closed: Vec<Seat>,
}

fn cards_empty(c: &Cards) -> bool {
    c.0.is_empty()
}

impl ScenarioGame for SevensFromHell {
    type Recorder = Recorder;
    type DealFields = DealFields;
    type OwnHandExpect = NoFields;
    type OwnTrickExpect = NoFields;
    type OwnPositionExpect = NoFields;

    fn layout_of(fields: DealFields) -> HellLayout {
        let cards = |list: Vec<Cards>| list.into_iter().map(|c| c.0).collect::<Vec<_>>();
        HellLayout {
            feet: cards(fields.feet),
            decks: cards(fields.decks),
            pile: fields.pile.0,
            books: fields.books.into_iter().map(cards).collect(),
            closed: fields.closed,
        }
    }

    fn fields_of(table: &HellLayout) -> DealFields {
        let cards = |list: &[Vec<Card>]| list.iter().map(|c| Cards(c.clone())).collect::<Vec<_>>();
        DealFields {
            feet: cards(&table.feet),
            decks: cards(&table.decks),
            pile: Cards(table.pile.clone()),
            books: table.books.iter().map(|team| cards(team)).collect(),
            closed: table.closed.clone(),
        }
    }

    fn first_leader(&self) -> Seat {
        self.starter()
    }

    fn opening_events(&self) -> Vec<HellEvent> {
        Vec::new()
    }

    fn hand_cards(&self, seat: Seat) -> Vec<Card> {
        self.hand(seat).cards()
    }

    fn stock_left(&self) -> usize {
        self.deck_sizes().iter().sum()
    }

    fn open_trick(&self) -> Vec<Play> {
        Vec::new()
    }

    fn pack_style(_config: &HellOptions) -> PackStyle {
        PackStyle::French
    }

    fn points_now(&self) -> Vec<i32> {
        (0..self.team_count())
            .map(|s| self.team_score(s).total())
            .collect()
    }

    fn scenario_deal(
        dealt: &SevensFromHell,
        start: HandStart,
        _: &[HellAction],
    ) -> ScenarioDeal<HellLayout> {
        let n = dealt.players();
        ScenarioDeal {
            hands: (0..n).map(|s| dealt.hand(s).cards()).collect(),
            leader: Some(start.leader),
            stock: Vec::new(),
            layout: HellLayout {
                feet: (0..n).map(|s| dealt.foot(s).cards()).collect(),
                decks: vec![dealt.deck(0), dealt.deck(1)],
                pile: dealt.pile().to_vec(),
                ..HellLayout::default()
            },
        }
    }

    /// A scenario entry is one turn.
    fn stage(&self) -> u32 {
        self.turns()
    }
}

/// Collects each turn's events into one note.
pub struct Recorder {
    players: usize,
    side_names: Vec<String>,
    turn: Vec<String>,
    seat: Option<Seat>,
    notes: Vec<String>,
}

impl Recorder {
    fn flush(&mut self) {
        if let Some(seat) = self.seat.take()
            && !self.turn.is_empty()
        {
            let name = seat_name(self.players, seat);
            self.notes.push(format!(
                "{name}: {}",
                std::mem::take(&mut self.turn).join(", ")
            ));
        }
    }

    fn phrase(&self, e: &HellEvent) -> Option<(Seat, String)> {
        let book = |k: BookKind| format!("a book of {}", k.plural());
        Some(match e {
            HellEvent::Drew { seat, cards } => {
                let seen: Vec<Card> = cards.iter().flatten().copied().collect();
                (
                    *seat,
                    format!("drew {} ({})", cards.len(), format_cards(&seen)),
                )
            }
            HellEvent::TookPile {
                seat,
                kind,
                trio,
                to_hand,
                drawn,
                staged,
            } => {
                let mut s = format!(
                    "took the pile: {} {} {} for {}, {} to the hand",
                    trio[0],
                    trio[1],
                    trio[2],
                    book(*kind),
                    format_cards(to_hand)
                );
                if !drawn.is_empty() {
                    s += &format!(" and {} drawn", drawn.len());
                }
                if *staged {
                    s += " (waiting for the initial meld)";
                }
                (*seat, s)
            }
            HellEvent::Laid {
                seat,
                kind,
                cards,
                started,
                ..
            } => (
                *seat,
                if *started {
                    format!("started {} ({})", book(*kind), format_cards(cards))
                } else {
                    format!("added {} to the {}", format_cards(cards), kind.plural())
                },
            ),
            HellEvent::Staged { seat, kind, cards } => {
                let seen: Vec<Card> = cards.iter().flatten().copied().collect();
                let what = kind.map_or("cards".to_string(), |k| k.plural());
                (*seat, format!("staged {} ({})", what, format_cards(&seen)))
            }
            HellEvent::Unstaged { seat, cards } => {
                (*seat, format!("took {cards} staged cards back"))
            }
            HellEvent::Melded {
                seat,
                books,
                value,
                minimum,
                ..
            } => {
                let list: Vec<String> = books
                    .iter()
                    .map(|(k, c)| format!("{} ({})", k.plural(), format_cards(c)))
                    .collect();
                (
                    *seat,
                    format!(
                        "laid the initial meld worth {value} of {minimum}: {}",
                        list.join(", ")
                    ),
                )
            }
            HellEvent::Closed {
                seat, kind, clean, ..
            } => (
                *seat,
                format!(
                    "closed {} ({})",
                    book(*kind),
                    if *clean { "clean" } else { "dirty" }
                ),
            ),
            HellEvent::TookFoot { seat, count, .. } => {
                (*seat, format!("picked up the foot ({count} cards)"))
            }
            HellEvent::Discarded { seat, card } => {
                let s = if card.rank_value() == 3 {
                    format!("discarded {card}, freezing the pile")
                } else {
                    format!("discarded {card}")
                };
                (*seat, s)
            }
            HellEvent::NoDiscard { seat } => (
                *seat,
                "ended the turn without a discard (nothing may be discarded)".to_string(),
            ),
            HellEvent::DecksEmpty { seat } => (
                *seat,
                "took the last card of the draw decks: the round ends after this turn".into(),
            ),
            HellEvent::RoundOver { .. } => return None,
        })
    }
}

impl Record<SevensFromHell> for Recorder {
    fn new(g: &SevensFromHell) -> Recorder {
        Recorder {
            players: g.players(),
            side_names: <SevensFromHell as HandGame>::side_names(g.options()),
            turn: Vec::new(),
            seat: None,
            notes: Vec::new(),
        }
    }

    fn record(
        &mut self,
        g: &SevensFromHell,
        events: Vec<HellEvent>,
        _: Option<HellAction>,
        _: usize,
    ) {
        for e in events {
            if let HellEvent::RoundOver { end } = e {
                self.flush();
                self.notes.push(match end {
                    RoundEnd::WentOut(s) => format!("{} went out", seat_name(self.players, s)),
                    RoundEnd::DecksOut => "the draw decks ran out".to_string(),
                });
                for side in 0..g.team_count() {
                    let score = g.team_score(side);
                    let items: Vec<String> = score
                        .items()
                        .iter()
                        .filter(|(_, p)| *p != 0)
                        .map(|(what, p)| format!("{} {p:+}", what.replace('-', " ")))
                        .collect();
                    self.notes.push(format!(
                        "{}: {} = {}",
                        self.side_names[side],
                        if items.is_empty() {
                            "nothing".to_string()
                        } else {
                            items.join(", ")
                        },
                        score.total()
                    ));
                }
                continue;
            }
            let Some((seat, text)) = self.phrase(&e) else {
                continue;
            };
            if self.seat != Some(seat) {
                self.flush();
                self.seat = Some(seat);
            }
            self.turn.push(text);
        }
    }

    fn finish(mut self) -> Recorded {
        self.flush();
        Recorded {
            notes: self.notes,
            ..Recorded::default()
        }
    }
}
