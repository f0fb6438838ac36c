//! Drawing the Sedma table and turning clicks and keys into queued [`Input`]s.

use super::{Input, SedmaTable};
use crate::cards::CardSet;
use crate::games::sedma::{SedmaAction, SedmaView};
use crate::ui::trick_table::layout::Layout;
use crate::ui::trick_table::paint::{self, MyHand};
use crate::ui::trick_table::stage;
use egui::{Id, Key, Painter, RichText, Ui};

/// Draws the table and queues the person's input.
pub(super) fn table_ui(t: &mut SedmaTable, ui: &mut Ui) {
    let view = t.my_view();
    let my_turn = t.my_turn();
    paint::action_bar(ui, "sedma-action-bar", |ui| {
        action_bar(t, ui, &view, my_turn)
    });
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let (painter, rect) = paint::felt(ui);
        let layout = Layout::new(rect, t.d.names.players, t.d.names.me);
        draw_stock(t, &painter, &layout);
        draw_piles(t, &painter, &layout);
        draw_opponents(t, &painter, &layout);
        draw_trick(t, ui, &painter, &layout);
        draw_my_hand(t, ui, &painter, &layout, &view, my_turn);
        if let Some((_, progress)) = t.stage.queue.current(t.stage.now) {
            paint::flights(&painter, &layout, &t.stage.flights, progress, t.style());
        }
        hand_summary(t, ui, &layout);
        keyboard(t, ui, &view, my_turn);
    });
}

/// The bar under the table: whose turn, the choice to continue or end a trick, and the last
/// explanation or refusal.
fn action_bar(t: &mut SedmaTable, ui: &mut Ui, view: &SedmaView, my_turn: bool) {
    let style = t.style();
    paint::turn_line(ui, &t.turn_text());
    if my_turn && SedmaTable::deciding(view) {
        let winner = view.winning.map(|w| t.d.names.seat(w)).unwrap_or_default();
        let lead = view
            .trick
            .first()
            .and_then(|p| p.card.rank())
            .map(|r| r.symbol(style))
            .unwrap_or("?");
        let wild = if t.d.m.config().osmova {
            "a seven or an eight (wild)"
        } else {
            "a seven (wild)"
        };
        let cards_on_table = view.trick.len();
        let points: usize = view
            .trick
            .iter()
            .filter(|p| matches!(p.card.rank_value(), 10 | 14))
            .count();
        let winning = if view.winning == Some(t.d.names.me) {
            "you are winning it".to_string()
        } else {
            format!("{winner} is winning it")
        };
        ui.label(format!(
            "Round {} is complete and you led this trick; {winning}.",
            view.round
        ));
        ui.label(format!(
            "Continue: play another {lead} or {wild}, and everybody plays one more card. \
             End the trick: {} the {cards_on_table} cards now ({} points in them).",
            view.winning
                .map(|w| t.d.names.seat_does(w, "take"))
                .unwrap_or_default(),
            points * 10
        ));
        ui.horizontal_wrapped(|ui| {
            if ui.button("End the trick").clicked() {
                t.inputs.push(Input::Act(SedmaAction::EndTrick));
            }
            for a in &view.legal {
                if let SedmaAction::Play(c) = a
                    && ui.button(format!("Continue: {}", c.name(style))).clicked()
                {
                    t.inputs.push(Input::Act(*a));
                }
            }
        });
    }
    if my_turn && view.legal.contains(&SedmaAction::Pass) {
        ui.horizontal(|ui| {
            if ui.button("Pass this round").clicked() {
                t.inputs.push(Input::Act(SedmaAction::Pass));
            }
            ui.label("(once per hand a player other than the leader may sit a round out and draw one card fewer)");
        });
    }
    paint::note_line(ui, t.stage.note.as_ref());
}

fn draw_stock(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    let rect = layout.stock();
    let n = t.scene.stock;
    paint::stack(painter, rect, n);
    paint::caption(painter, rect, &format!("Stock: {n}"), layout);
}

fn draw_piles(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    let names = &t.d.names;
    let unit = if t.d.m.config().scoring == crate::games::sedma::Scoring::TricksOnly {
        "tricks"
    } else {
        "points"
    };
    for side in 0..names.sides() {
        let members = names.members(side);
        let Some(&first) = members.first() else {
            continue;
        };
        let rect = layout.pile(first);
        let cards: usize = members.iter().map(|&s| t.scene.pile[s]).sum();
        let points: i32 = members.iter().map(|&s| t.scene.points[s]).sum();
        paint::stack(painter, rect, cards);
        paint::caption(
            painter,
            rect,
            &format!("{}: {points} {unit}", names.side(side)),
            layout,
        );
    }
}

fn draw_opponents(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    let names = &t.d.names;
    for seat in 0..names.players {
        let count = t.scene.hands.counts[seat];
        if seat != names.me {
            paint::backs(painter, layout, seat, count);
        }
        let mut detail = paint::cards_count(count);
        if t.scene.dealer == seat {
            detail.push_str(" · dealer");
        }
        let to_act = t.stage.queue.is_empty() && t.d.to_act() == Some(seat);
        paint::name_plate(painter, layout, seat, names.seat(seat), detail, to_act);
    }
}

fn draw_trick(t: &SedmaTable, ui: &mut Ui, painter: &Painter, layout: &Layout) {
    let trick = &t.scene.trick;
    let winner = (!trick.is_empty()).then(|| {
        let cards: Vec<_> = trick.iter().map(|p| p.card).collect();
        t.d.m.hand().trick_rules().winner(&cards)
    });
    paint::trick(ui, painter, layout, &t.d.names, trick, winner, t.style());
}

fn draw_my_hand(
    t: &mut SedmaTable,
    ui: &mut Ui,
    painter: &Painter,
    layout: &Layout,
    view: &SedmaView,
    my_turn: bool,
) {
    let legal: CardSet = view
        .legal
        .iter()
        .filter_map(|a| match a {
            SedmaAction::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    let cards = t.scene.hands.mine.clone();
    let hand = MyHand {
        cards: &cards,
        legal,
        marked: CardSet::EMPTY,
        active: my_turn,
        selected: t.stage.selected,
        hand_no: t.d.m.records().len(),
        speed: t.presentation.speed.factor() as f32,
        style: t.style(),
        refused_hint: "This card cannot be played now: click it to see why",
    };
    if let Some(card) = paint::my_hand(ui, painter, layout, &hand) {
        t.inputs.push(Input::Act(SedmaAction::Play(card)));
    }
}

/// The summary at the end of a hand: card points, the stake and why, the match standing.
fn hand_summary(t: &mut SedmaTable, ui: &mut Ui, layout: &Layout) {
    let Some((record, number)) = t.banner.clone() else {
        return;
    };
    let names = t.d.names.clone();
    let score = &record.score;
    let final_hand = t.d.m.is_over() && number == t.d.m.records().len();
    paint::center_box(ui, layout, Id::unique("sedma-hand-summary"), |ui| {
        ui.heading(format!("Hand {number} is over"));
        let points: Vec<String> = score
            .card_points
            .iter()
            .enumerate()
            .map(|(s, p)| format!("{} {p}", names.side(s)))
            .collect();
        ui.label(format!("Card points: {}", points.join(", ")));
        let result = match score.winners.as_slice() {
            [] => format!("Nobody wins the hand: {}", score.why),
            [w] => format!(
                "{} {} game point{}: {}",
                names.side_does(*w, "win"),
                score.stake,
                if score.stake == 1 { "" } else { "s" },
                score.why
            ),
            ws => format!(
                "{} each win {}: {}",
                ws.iter()
                    .map(|&w| names.side(w))
                    .collect::<Vec<_>>()
                    .join(" and "),
                score.stake,
                score.why
            ),
        };
        ui.label(RichText::new(result).strong());
        let goal = super::match_goal(t.d.m.config());
        let winner = t.d.m.winner();
        if let Some(choice) = paint::summary_footer(ui, &names, &record, &goal, final_hand, winner)
        {
            t.inputs.push(Input::from(choice));
        }
    });
}

/// The shared keys (arrows, Enter, the number keys, closing the summary) and E to end a trick.
fn keyboard(t: &mut SedmaTable, ui: &mut Ui, view: &SedmaView, my_turn: bool) {
    let ours = stage::shared_keys(
        ui,
        t.banner.is_some(),
        my_turn,
        &t.scene.hands.mine,
        t.stage.selected,
        SedmaAction::Play,
        &mut t.inputs,
    );
    if ours && SedmaTable::deciding(view) && stage::pressed(ui, Key::E) {
        t.inputs.push(Input::Act(SedmaAction::EndTrick));
    }
}
