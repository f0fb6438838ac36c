//! A Sedma hand in the replay viewer: every seat's cards, tricks and points, the trick on the
//! table and the stock.

use crate::cards::{Card, PackStyle};
use crate::engine::{Game, MatchRecord};
use crate::games::sedma::{Sedma, SedmaAction};
use crate::i18n::yes_no;
use crate::store::HandPlay;
use crate::ui::history_page::{ReplayGame, cards_row, trick_row};
use crate::ui::score_sheet::SheetRow;
use crate::ui::sedma::scene::sort_hand;
use crate::ui::table::names::Names;
use egui::{RichText, Ui, vec2};

impl ReplayGame for Sedma {
    fn sheet_row(
        names: &Names,
        number: usize,
        record: &MatchRecord,
        hand: &HandPlay<Sedma>,
    ) -> SheetRow {
        super::sheet::hand_row(names, number, record, hand.dealt.options().pack)
    }

    fn dealt_lines(names: &Names, hand: &HandPlay<Sedma>) -> Vec<String> {
        let style = hand.dealt.options().pack;
        (0..names.players)
            .map(|seat| {
                let mut cards: Vec<Card> = hand.dealt.hand(seat).iter().collect();
                sort_hand(&mut cards);
                let cards: Vec<String> = cards
                    .iter()
                    .map(|&c| crate::i18n::card(c, style, crate::i18n::Case::Nom))
                    .collect();
                format!("{}: {}", names.seat(seat), cards.join(", "))
            })
            .collect()
    }

    fn move_lines(names: &Names, hand: &HandPlay<Sedma>) -> Vec<String> {
        let mut state = hand.dealt;
        let style = state.options().pack;
        let mut lines = Vec::new();
        for &a in &hand.actions {
            let Some(seat) = state.to_act() else { break };
            if state.apply(a).is_err() {
                break;
            }
            lines.push(describe(names, seat, a, style));
        }
        lines
    }

    fn replay_ui(ui: &mut Ui, names: &Names, hand: &HandPlay<Sedma>, step: usize) {
        let mut state = hand.dealt;
        let mut last: Option<(usize, SedmaAction)> = None;
        for &a in hand.actions.iter().take(step) {
            let seat = state.to_act();
            if state.apply(a).is_err() {
                break;
            }
            last = seat.map(|s| (s, a));
        }
        let style = state.options().pack;
        ui.add_space(6.0);
        ui.label(match last {
            None => t!(
                "sedma-replay-deal",
                dealer = names.seat(hand.start.dealer),
                dealer_person = names.person(hand.start.dealer),
                leader = names.seat_in(hand.start.leader),
                leader_person = names.person(hand.start.leader)
            ),
            Some((seat, action)) => describe(names, seat, action, style),
        });
        if let Some(score) = state.score() {
            ui.label(
                RichText::new(t!("replay-hand-over", why = super::why_text(&score, style)))
                    .strong(),
            );
        } else if let Some(seat) = state.to_act() {
            ui.label(t!("replay-next", who = names.seat(seat)));
        }
        ui.add_space(6.0);
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .show(ui, |ui| {
                let points = state.seat_points();
                egui::Grid::new("replay-seats")
                    .num_columns(2)
                    .spacing(vec2(12.0, 8.0))
                    .show(ui, |ui| {
                        for seat in 0..names.players {
                            ui.vertical(|ui| {
                                ui.set_min_width(190.0);
                                ui.strong(names.seat(seat));
                                ui.label(
                                    RichText::new(t!(
                                        "sedma-replay-seat",
                                        tricks = state.tricks_won(seat),
                                        points = points.0.get(seat).copied().unwrap_or(0),
                                        dealer = yes_no(seat == hand.start.dealer)
                                    ))
                                    .weak(),
                                );
                            });
                            let mut cards: Vec<Card> = state.hand(seat).iter().collect();
                            sort_hand(&mut cards);
                            cards_row(ui, &cards, style, 80.0);
                            ui.end_row();
                        }
                        let trick: Vec<Card> = state.trick().map(|p| p.card).collect();
                        trick_row(ui, &trick, style);
                        ui.strong(t!("replay-stock"));
                        ui.label(t!("card-count", count = state.stock().len()));
                        ui.end_row();
                    });
            });
    }
}

fn describe(names: &Names, seat: usize, action: SedmaAction, style: PackStyle) -> String {
    match action {
        SedmaAction::Play(card) => t!(
            "table-plays",
            who = names.seat(seat),
            person = names.person(seat),
            card = crate::i18n::card(card, style, crate::i18n::Case::Acc)
        ),
        SedmaAction::EndTrick => t!(
            "sedma-ends-trick",
            who = names.seat(seat),
            person = names.person(seat)
        ),
        SedmaAction::Pass => t!(
            "sedma-passes",
            who = names.seat(seat),
            person = names.person(seat)
        ),
    }
}
