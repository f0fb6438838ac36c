//! An All Fours deal in the replay viewer: every seat's cards and discards, the upcard and
//! trumps, the trick on the table, and each decision in words.

use crate::cards::{Card, Lang, PackStyle};
use crate::engine::{Game, MatchRecord, Seat};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursEvent, scoring};
use crate::store::HandPlay;
use crate::ui::all_fours::sheet::DealPoints;
use crate::ui::history_page::{ReplayGame, cards_row, trick_row};
use crate::ui::score_sheet::SheetRow;
use crate::ui::table::names::Names;
use egui::{RichText, Ui, vec2};

/// All Fours is played with the French pack.
const STYLE: PackStyle = PackStyle::French;

impl ReplayGame for AllFours {
    fn sheet_row(
        names: &Names,
        number: usize,
        record: &MatchRecord,
        hand: &HandPlay<AllFours>,
    ) -> SheetRow {
        let mut state = hand.dealt;
        for &a in &hand.actions {
            if state.apply(a).is_err() {
                break;
            }
        }
        let points = DealPoints::of(&state, names);
        crate::ui::all_fours::sheet::row(names, number, record, points.as_ref())
    }

    fn dealt_lines(names: &Names, hand: &HandPlay<AllFours>) -> Vec<String> {
        let mut lines: Vec<String> = (0..names.players)
            .map(|seat| {
                let mut cards = hand.dealt.hand(seat).to_vec();
                sort_by_suit(&mut cards);
                let cards: Vec<String> = cards.iter().map(|&c| card_name(c)).collect();
                format!("{}: {}", names.seat(seat), cards.join(", "))
            })
            .collect();
        lines.push(format!("Turned up: the {}", card_name(hand.dealt.upcard())));
        lines
    }

    fn move_lines(names: &Names, hand: &HandPlay<AllFours>) -> Vec<String> {
        let mut state = hand.dealt;
        let mut lines = Vec::new();
        for &a in &hand.actions {
            let Some(seat) = state.to_act() else { break };
            let Ok(events) = state.apply(a) else { break };
            lines.push(describe(names, seat, a, &events));
        }
        lines
    }

    fn replay_ui(ui: &mut Ui, names: &Names, hand: &HandPlay<AllFours>, step: usize) {
        let mut state = hand.dealt;
        let mut last: Option<String> = None;
        for &a in hand.actions.iter().take(step) {
            let seat = state.to_act();
            let Ok(events) = state.apply(a) else { break };
            last = seat.map(|s| describe(names, s, a, &events));
        }
        ui.add_space(6.0);
        ui.label(last.unwrap_or_else(|| {
            let upcard = card_name(hand.dealt.upcard());
            let deals = if names.is_me(state.dealer()) {
                format!("You deal and turn up the {upcard}")
            } else {
                format!(
                    "{} deals and turns up the {upcard}",
                    names.seat(state.dealer())
                )
            };
            format!(
                "The deal. {deals}; {} first.",
                names.seat_in_does(state.eldest(), "decide")
            )
        }));
        if let Some(points) = DealPoints::of(&state, names) {
            ui.label(RichText::new("The deal is over.").strong());
            for line in points.lines(names) {
                ui.label(line);
            }
        } else if let Some(seat) = state.to_act() {
            ui.label(format!("Next: {} ({})", names.seat(seat), doing(&state)));
        }
        ui.add_space(6.0);
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .show(ui, |ui| {
                egui::Grid::new("replay-seats-all-fours")
                    .num_columns(2)
                    .spacing(vec2(12.0, 8.0))
                    .show(ui, |ui| {
                        for seat in 0..names.players {
                            seat_row(ui, names, &state, seat);
                            ui.end_row();
                        }
                        table_rows(ui, names, &state);
                    });
            });
    }
}

/// One seat: its name, role and tricks, its cards and what it discarded.
fn seat_row(ui: &mut Ui, names: &Names, state: &AllFours, seat: Seat) {
    let role = if seat == state.dealer() {
        ", dealer"
    } else if seat == state.eldest() {
        ", eldest"
    } else {
        ""
    };
    let won = state.won(seat);
    let tricks = won.len() as usize / names.players.max(1);
    ui.vertical(|ui| {
        ui.set_min_width(190.0);
        ui.strong(names.seat(seat));
        ui.label(
            RichText::new(format!(
                "{tricks} tricks, {} for Game{role}",
                scoring::count_value(won)
            ))
            .weak(),
        );
    });
    ui.vertical(|ui| {
        let mut cards = state.hand(seat).to_vec();
        sort_by_suit(&mut cards);
        cards_row(ui, &cards, STYLE, 80.0);
        let discards = state.discards(seat).to_vec();
        if !discards.is_empty() {
            ui.label(RichText::new("Discarded").weak());
            cards_row(ui, &discards, STYLE, 48.0);
        }
    });
}

/// The upcard and trumps, cards turned up and set aside, the trick, the stock and the points
/// scored before the tricks.
fn table_rows(ui: &mut Ui, names: &Names, state: &AllFours) {
    let suit = state.trump_suit().name(STYLE, Lang::En);
    ui.strong("Upcard");
    ui.horizontal(|ui| {
        cards_row(ui, &[state.upcard()], STYLE, 80.0);
        ui.label(match state.trump() {
            Some(_) => format!("{suit} are trumps"),
            None if state.abandoned() => "the deal was abandoned".to_string(),
            None => format!("{suit} proposed as trumps"),
        });
    });
    ui.end_row();
    let mut earlier = state.turned().to_vec();
    earlier.retain(|&c| c != state.upcard());
    if !earlier.is_empty() {
        ui.strong("Turned up before");
        cards_row(ui, &earlier, STYLE, 48.0);
        ui.end_row();
    }
    let trick: Vec<Card> = state.trick().map(|p| p.card).collect();
    trick_row(ui, &trick, STYLE);
    ui.strong("Stock");
    ui.label(format!(
        "{} cards, {} run{}",
        state.stock().len(),
        state.runs(),
        if state.runs() == 1 { "" } else { "s" }
    ));
    ui.end_row();
    let early: Vec<String> = (0..names.sides())
        .filter(|&s| state.early_points(s) > 0)
        .map(|s| format!("{} {}", names.side(s), state.early_points(s)))
        .collect();
    if !early.is_empty() {
        ui.strong("Points so far");
        ui.label(format!("{} (turn-up jacks and gifts)", early.join(", ")));
        ui.end_row();
    }
}

/// What the seat to act is deciding.
fn doing(state: &AllFours) -> &'static str {
    if state.eldest_deciding() {
        "stand or beg"
    } else if state.dealer_deciding() {
        "give or run"
    } else if state.discarding() {
        "discard down to six"
    } else {
        "play a card"
    }
}

/// "ace of spades".
fn card_name(card: Card) -> String {
    crate::games::all_fours::trick::lower_name(card)
}

/// Suits together, high cards first.
fn sort_by_suit(cards: &mut [Card]) {
    cards.sort_by_key(|c| (c.suit_index(), std::cmp::Reverse(c.rank_value())));
}

/// An action in words, with what it caused: "North runs the cards: the new upcard is …".
fn describe(names: &Names, seat: Seat, action: AllFoursAction, events: &[AllFoursEvent]) -> String {
    let mut text = match action {
        AllFoursAction::Stand => names.seat_does(seat, "stand"),
        AllFoursAction::Beg => names.seat_does(seat, "beg"),
        AllFoursAction::Give => names.seat_does(seat, "give"),
        AllFoursAction::Run => format!("{} the cards", names.seat_does(seat, "run")),
        AllFoursAction::Discard(c) => {
            format!("{} the {}", names.seat_does(seat, "discard"), card_name(c))
        }
        AllFoursAction::Play(c) => {
            format!("{} the {}", names.seat_does(seat, "play"), card_name(c))
        }
    };
    for e in events {
        let more = match e {
            AllFoursEvent::Stood { trump, .. } => {
                format!("{} are trumps", trump.name(STYLE, Lang::En))
            }
            AllFoursEvent::Gave { sides, .. } => {
                let to: Vec<String> = sides.iter().map(|&s| names.side_in(s)).collect();
                format!("1 point to {}", to.join(" and "))
            }
            AllFoursEvent::TurnedUp {
                card,
                proposed,
                jack_point,
            } => {
                let what = if *proposed {
                    "turned up"
                } else {
                    "turned up in the rejected suit and set aside"
                };
                let jack = if *jack_point {
                    ", a jack: 1 point to the dealer"
                } else {
                    ""
                };
                format!("the {} is {what}{jack}", card_name(*card))
            }
            AllFoursEvent::TrumpSettled { trump } if action == AllFoursAction::Run => {
                format!("{} are trumps", trump.name(STYLE, Lang::En))
            }
            AllFoursEvent::Abandoned { .. } => {
                "the stock is too short for another run: the deal is abandoned".to_string()
            }
            AllFoursEvent::Revoked { .. } => {
                "a revoke, punished when the deal is scored".to_string()
            }
            AllFoursEvent::TrickWon { winner, .. } => {
                format!("{} the trick", names.seat_in_does(*winner, "win"))
            }
            _ => continue,
        };
        text.push_str("; ");
        text.push_str(&more);
    }
    text.push('.');
    text
}
