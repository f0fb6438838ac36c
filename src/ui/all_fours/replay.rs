//! An All Fours deal in the replay viewer: every seat's cards and discards, the upcard and
//! trumps, the trick on the table, and each decision in words.

use super::STYLE;
use crate::cards::Card;
use crate::engine::{Game, MatchRecord, Seat};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursEvent, scoring};
use crate::i18n::{Case, card, yes_no};
use crate::store::HandPlay;
use crate::ui::all_fours::sheet::DealPoints;
use crate::ui::all_fours::suit_text;
use crate::ui::history_page::{ReplayGame, cards_row, trick_row};
use crate::ui::score_sheet::SheetRow;
use crate::ui::table::names::Names;
use egui::{RichText, Ui, vec2};

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
                let cards: Vec<String> = cards.iter().map(|&c| card(c, STYLE, Case::Nom)).collect();
                format!("{}: {}", names.seat(seat), cards.join(", "))
            })
            .collect();
        lines.push(t!(
            "all-fours-replay-turned-up",
            card = card(hand.dealt.upcard(), STYLE, Case::Nom)
        ));
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
            let (dealer, eldest) = (state.dealer(), state.eldest());
            t!(
                "all-fours-replay-deal",
                dealer = names.seat(dealer),
                dealer_person = names.person(dealer),
                card = card(hand.dealt.upcard(), STYLE, Case::Acc),
                eldest = names.seat_in(eldest),
                eldest_person = names.person(eldest)
            )
        }));
        if let Some(points) = DealPoints::of(&state, names) {
            ui.label(RichText::new(t!("all-fours-deal-over")).strong());
            for line in points.lines(names) {
                ui.label(line);
            }
        } else if let Some(seat) = state.to_act() {
            ui.label(t!(
                "all-fours-replay-next",
                who = names.seat(seat),
                doing = doing(&state)
            ));
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
        "dealer"
    } else if seat == state.eldest() {
        "eldest"
    } else {
        "none"
    };
    let won = state.won(seat);
    let tricks = won.len() as usize / names.players.max(1);
    ui.vertical(|ui| {
        ui.set_min_width(190.0);
        ui.strong(names.seat(seat));
        ui.label(
            RichText::new(t!(
                "all-fours-replay-seat",
                tricks = tricks,
                count = scoring::count_value(won),
                role = role
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
            ui.label(RichText::new(t!("all-fours-replay-discarded")).weak());
            cards_row(ui, &discards, STYLE, 48.0);
        }
    });
}

/// The upcard and trumps, cards turned up and set aside, the trick, the stock and the points
/// scored before the tricks.
fn table_rows(ui: &mut Ui, names: &Names, state: &AllFours) {
    let suit = suit_text(state.trump_suit());
    ui.strong(t!("all-fours-replay-upcard"));
    ui.horizontal(|ui| {
        cards_row(ui, &[state.upcard()], STYLE, 80.0);
        let what = match state.trump() {
            Some(_) => "trumps",
            None if state.abandoned() => "abandoned",
            None => "proposed",
        };
        ui.label(t!(
            "all-fours-replay-upcard-state",
            state = what,
            suit = suit
        ));
    });
    ui.end_row();
    let mut earlier = state.turned().to_vec();
    earlier.retain(|&c| c != state.upcard());
    if !earlier.is_empty() {
        ui.strong(t!("all-fours-replay-turned-before"));
        cards_row(ui, &earlier, STYLE, 48.0);
        ui.end_row();
    }
    let trick: Vec<Card> = state.trick().map(|p| p.card).collect();
    trick_row(ui, &trick, STYLE);
    ui.strong(t!("replay-stock"));
    ui.label(t!(
        "all-fours-replay-stock",
        count = state.stock().len(),
        runs = state.runs()
    ));
    ui.end_row();
    let early: Vec<String> = (0..names.sides())
        .filter(|&s| state.early_points(s) > 0)
        .map(|s| format!("{} {}", names.side(s), state.early_points(s)))
        .collect();
    if !early.is_empty() {
        ui.strong(t!("all-fours-replay-points-so-far"));
        ui.label(t!("all-fours-replay-early", points = early.join(", ")));
        ui.end_row();
    }
}

/// What the seat to act is deciding, by its key in `all-fours-replay-next`.
fn doing(state: &AllFours) -> &'static str {
    if state.eldest_deciding() {
        "stand-or-beg"
    } else if state.dealer_deciding() {
        "give-or-run"
    } else if state.discarding() {
        "discard"
    } else {
        "play"
    }
}

/// Suits together, high cards first.
fn sort_by_suit(cards: &mut [Card]) {
    cards.sort_by_key(|c| (c.suit_index(), std::cmp::Reverse(c.rank_value())));
}

/// An action in words, with what it caused: "North runs the cards; the 5 of hearts is turned
/// up; hearts are trumps."
fn describe(names: &Names, seat: Seat, action: AllFoursAction, events: &[AllFoursEvent]) -> String {
    let (who, person) = (names.seat(seat), names.person(seat));
    let mut text = match action {
        AllFoursAction::Stand => t!("all-fours-act-stand", who = who, person = person),
        AllFoursAction::Beg => t!("all-fours-act-beg", who = who, person = person),
        AllFoursAction::Give => t!("all-fours-act-give", who = who, person = person),
        AllFoursAction::Run => t!("all-fours-act-run", who = who, person = person),
        AllFoursAction::Discard(c) => t!(
            "all-fours-act-discard",
            who = who,
            person = person,
            card = card(c, STYLE, Case::Acc)
        ),
        AllFoursAction::Play(c) => t!(
            "all-fours-act-play",
            who = who,
            person = person,
            card = card(c, STYLE, Case::Acc)
        ),
    };
    for e in events {
        let more = match e {
            AllFoursEvent::Stood { trump, .. } => {
                t!("all-fours-act-trumps", suit = suit_text(*trump))
            }
            AllFoursEvent::Gave { sides, .. } => t!(
                "all-fours-act-gave",
                to = super::sides_text(names, sides),
                to_person = super::sides_person(names, sides)
            ),
            AllFoursEvent::TurnedUp {
                card: c,
                proposed,
                jack_point,
            } => t!(
                "all-fours-act-turned",
                card = card(*c, STYLE, Case::Nom),
                proposed = yes_no(*proposed),
                jack = yes_no(*jack_point)
            ),
            AllFoursEvent::TrumpSettled { trump } if action == AllFoursAction::Run => {
                t!("all-fours-act-trumps", suit = suit_text(*trump))
            }
            AllFoursEvent::Abandoned { .. } => t!("all-fours-act-abandoned"),
            AllFoursEvent::Revoked { .. } => t!("all-fours-act-revoked"),
            AllFoursEvent::TrickWon { winner, .. } => t!(
                "all-fours-act-trick",
                who = names.seat_in(*winner),
                person = names.person(*winner)
            ),
            _ => continue,
        };
        text.push_str("; ");
        text.push_str(&more);
    }
    text.push('.');
    text
}
