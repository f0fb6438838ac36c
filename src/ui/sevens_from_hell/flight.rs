//! Cards moving across the Sevens from Hell table while a step plays: from a draw deck to a
//! hand, from a hand to a team's books or to the pile, from the pile to a hand. The table's
//! parts are laid out by egui, so each frame records where they were drawn ([`Spots`]) and the
//! next frame flies cards between them.

use super::STYLE;
use crate::cards::Card;
use crate::engine::{Seat, Side};
use crate::games::sevens_from_hell::HellEvent;
use crate::ui::animation::ease_in_out;
use crate::ui::card_art::{self, CardLook};
use egui::{Rect, Ui};

/// A place on the table a card flies from or to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Decks,
    Pile,
    /// A seat's hand: the person's own hand row, or another seat's name plate.
    Seat(Seat),
    /// A team's area with its books.
    Team(Side),
}

/// One card in flight during a step (`None`: face down).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flight {
    pub card: Option<Card>,
    pub from: Place,
    pub to: Place,
}

/// Where the table's parts were drawn in the last frame.
#[derive(Clone, Debug, Default)]
pub struct Spots {
    pub decks: Option<Rect>,
    pub pile: Option<Rect>,
    pub seats: Vec<Option<Rect>>,
    teams: Vec<Option<Rect>>,
}

impl Spots {
    fn rect(&self, place: Place) -> Option<Rect> {
        match place {
            Place::Decks => self.decks,
            Place::Pile => self.pile,
            Place::Seat(s) => self.seats.get(s).copied().flatten(),
            Place::Team(t) => self.teams.get(t).copied().flatten(),
        }
    }

    pub fn set_seat(&mut self, seat: Seat, rect: Rect) {
        if self.seats.len() <= seat {
            self.seats.resize(seat + 1, None);
        }
        self.seats[seat] = Some(rect);
    }

    pub fn set_team(&mut self, side: Side, rect: Rect) {
        if self.teams.len() <= side {
            self.teams.resize(side + 1, None);
        }
        self.teams[side] = Some(rect);
    }
}

/// The cards an event moves, as the person sees them (at most a few per event: a pickup or a
/// foot flies as one face-down card).
pub fn of_event(e: &HellEvent) -> Vec<Flight> {
    let one = |card, from, to| vec![Flight { card, from, to }];
    match e {
        HellEvent::Drew { seat, cards } => cards
            .iter()
            .map(|&card| Flight {
                card,
                from: Place::Decks,
                to: Place::Seat(*seat),
            })
            .collect(),
        HellEvent::TookPile { seat, trio, .. } => vec![
            Flight {
                card: Some(trio[0]),
                from: Place::Pile,
                to: Place::Seat(*seat),
            },
            Flight {
                card: None,
                from: Place::Pile,
                to: Place::Seat(*seat),
            },
        ],
        HellEvent::Laid {
            seat, side, cards, ..
        } => cards
            .iter()
            .map(|&c| Flight {
                card: Some(c),
                from: Place::Seat(*seat),
                to: Place::Team(*side),
            })
            .collect(),
        HellEvent::Melded {
            seat, side, books, ..
        } => books
            .iter()
            .filter_map(|(_, cards)| cards.first())
            .map(|&c| Flight {
                card: Some(c),
                from: Place::Seat(*seat),
                to: Place::Team(*side),
            })
            .collect(),
        HellEvent::Discarded { seat, card } => one(Some(*card), Place::Seat(*seat), Place::Pile),
        _ => Vec::new(),
    }
}

/// Paints `flights` at `progress` (0 to 1) of their step, over everything else; returns
/// whether any was painted (the caller then asks for the next frame).
pub fn paint(ui: &Ui, spots: &Spots, flights: &[Flight], progress: f32, height: f32) -> bool {
    let painter = crate::ui::table::trick::paint::overlay(ui);
    let size = card_art::card_size(height);
    let t = ease_in_out(progress);
    let mut any = false;
    for (k, f) in flights.iter().enumerate() {
        let (Some(from), Some(to)) = (spots.rect(f.from), spots.rect(f.to)) else {
            continue;
        };
        // Several cards of one step fan out a little so each can be seen.
        let offset = egui::vec2(size.x * 0.3 * k as f32, 0.0);
        let center = from.center().lerp(to.center(), t) + offset;
        let rect = Rect::from_center_size(center, size);
        card_art::paint_shadow(&painter, rect, 0.6);
        card_art::paint_card(&painter, rect, f.card, STYLE, CardLook::default());
        any = true;
    }
    any
}
