//! Drawing the Sedma table and turning clicks and keys into queued [`Input`]s.

use super::layout::{Layout, Spot};
use super::{Input, Reveal, SedmaTable};
use crate::cards::{Card, CardSet};
use crate::engine::{Game, Seat};
use crate::games::sedma::{SedmaAction, SedmaView};
use crate::ui::animation::ease_in_out;
use crate::ui::card_art::{self, CardLook};
use egui::{
    Align2, Color32, CornerRadius, FontId, Id, Key, Modifiers, Painter, Rect, RichText, Role,
    Sense, Stroke, StrokeKind, Ui, WidgetInfo, pos2, vec2,
};

const FELT: Color32 = Color32::from_rgb(22, 94, 58);
const FELT_RIM: Color32 = Color32::from_rgb(14, 66, 40);
const TURN: Color32 = Color32::from_rgb(255, 206, 84);
const LEGAL: Color32 = Color32::from_rgb(120, 220, 140);
const SELECT: Color32 = Color32::from_rgb(110, 180, 255);
const ERROR: Color32 = Color32::from_rgb(255, 140, 120);

/// Draws the table and queues the person's input.
pub(super) fn table_ui(t: &mut SedmaTable, ui: &mut Ui) {
    let view = t.my_view();
    let my_turn = t.my_turn();
    // A fixed height, so the table does not jump when a choice appears.
    let bar_height = ui.text_style_height(&egui::TextStyle::Body) * 5.0 + 30.0;
    egui::Panel::bottom("sedma-action-bar")
        .exact_size(bar_height)
        .resizable(false)
        .frame(egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(12, 8)))
        .show(ui, |ui| action_bar(t, ui, &view, my_turn));
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let rect = ui.max_rect();
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, CornerRadius::ZERO, FELT_RIM);
        let felt = rect.shrink(6.0);
        painter.rect_filled(felt, CornerRadius::same(18), FELT);
        let layout = Layout::new(felt.shrink(8.0), t.names.players, t.names.me);
        draw_stock(t, &painter, &layout);
        draw_piles(t, &painter, &layout);
        draw_opponents(t, &painter, &layout);
        draw_trick(t, ui, &painter, &layout);
        draw_my_hand(t, ui, &painter, &layout, &view, my_turn);
        draw_flights(t, &painter, &layout);
        hand_summary(t, ui, &layout);
        keyboard(t, ui, &view, my_turn);
    });
}

fn text_color(ui: &Ui) -> Color32 {
    ui.visuals().strong_text_color()
}

/// The bar under the table: whose turn, the choice to continue or end a trick, and the last
/// explanation or refusal.
fn action_bar(t: &mut SedmaTable, ui: &mut Ui, view: &SedmaView, my_turn: bool) {
    let style = t.style();
    let turn = t.turn_text();
    if !turn.is_empty() {
        ui.label(
            RichText::new(turn)
                .size(16.0)
                .color(text_color(ui))
                .strong(),
        );
    }
    if my_turn && SedmaTable::deciding(view) {
        let winner = view.winning.map(|w| t.names.seat(w)).unwrap_or_default();
        let lead = view
            .trick
            .first()
            .and_then(|p| p.card.rank())
            .map(|r| r.symbol(style))
            .unwrap_or("?");
        let wild = if t.m.config().osmova {
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
        let winning = if view.winning == Some(t.names.me) {
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
                .map(|w| t.names.seat_does(w, "take"))
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
    match &t.note {
        Some(note) if note.error => {
            ui.label(RichText::new(&note.text).color(ERROR).size(15.0));
        }
        Some(note) => {
            ui.label(RichText::new(&note.text).size(15.0));
        }
        None => {
            ui.label(" ");
        }
    }
}

fn stacked(painter: &Painter, rect: Rect, count: usize) {
    let layers = count.div_ceil(6).clamp(1, 5);
    for i in 0..layers {
        let off = vec2(-1.2, -1.2) * i as f32;
        if i == 0 {
            card_art::paint_shadow(painter, rect, 0.0);
        }
        card_art::paint_back(painter, rect.translate(off));
    }
}

/// A caption on a dark chip beside the stock or a pile (above piles low on the table).
fn caption(painter: &Painter, rect: Rect, text: &str, layout: &Layout) {
    let font = FontId::proportional(layout.font * 0.9);
    let galley = painter.layout_no_wrap(text.to_string(), font, Color32::WHITE);
    let bg = layout.label_rect(rect, galley.size());
    painter.rect_filled(bg, CornerRadius::same(4), Color32::from_black_alpha(90));
    painter.galley(bg.min + vec2(6.0, 2.0), galley, Color32::WHITE);
}

fn draw_stock(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    let rect = layout.stock();
    let n = t.scene.stock;
    if n > 0 {
        stacked(painter, rect, n);
    } else {
        card_art::paint_slot(painter, rect);
    }
    caption(painter, rect, &format!("Stock: {n}"), layout);
}

fn draw_piles(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    for side in 0..t.names.sides() {
        let members = t.names.members(side);
        let Some(&first) = members.first() else {
            continue;
        };
        let rect = layout.pile(first);
        let cards: usize = members.iter().map(|&s| t.scene.pile[s]).sum();
        let points: i32 = members.iter().map(|&s| t.scene.points[s]).sum();
        if cards > 0 {
            stacked(painter, rect, cards);
        } else {
            card_art::paint_slot(painter, rect);
        }
        let unit = if t.m.config().scoring == crate::games::sedma::Scoring::TricksOnly {
            "tricks"
        } else {
            "points"
        };
        caption(
            painter,
            rect,
            &format!("{}: {points} {unit}", t.names.side(side)),
            layout,
        );
    }
}

/// A seat's name, its card count, the dealer mark and, on its turn, a bright rim.
fn name_plate(t: &SedmaTable, painter: &Painter, layout: &Layout, seat: Seat) {
    let to_act = t.queue.is_empty() && !t.m.is_over() && t.m.hand().to_act() == Some(seat);
    let name = t.names.seat(seat);
    let count = t.scene.counts[seat];
    let mut detail = format!("{count} card{}", if count == 1 { "" } else { "s" });
    if t.scene.dealer == seat {
        detail.push_str(" · dealer");
    }
    let big = FontId::proportional(layout.font);
    let small = FontId::proportional(layout.font * 0.8);
    let color = if to_act { TURN } else { Color32::WHITE };
    let g1 = painter.layout_no_wrap(name, big, color);
    let g2 = painter.layout_no_wrap(detail, small, Color32::from_gray(220));
    let size = vec2(
        g1.size().x.max(g2.size().x) + 20.0,
        g1.size().y + g2.size().y + 10.0,
    );
    let rect = layout.plate(seat, size);
    painter.rect(
        rect,
        CornerRadius::same(8),
        Color32::from_black_alpha(if to_act { 150 } else { 100 }),
        Stroke::new(
            if to_act { 2.5 } else { 1.0 },
            if to_act {
                TURN
            } else {
                Color32::from_white_alpha(40)
            },
        ),
        StrokeKind::Outside,
    );
    let g1w = g1.size().x;
    let g2w = g2.size().x;
    let h1 = g1.size().y;
    painter.galley(
        pos2(rect.center().x - g1w / 2.0, rect.top() + 4.0),
        g1,
        color,
    );
    painter.galley(
        pos2(rect.center().x - g2w / 2.0, rect.top() + 5.0 + h1),
        g2,
        Color32::from_gray(220),
    );
}

fn draw_opponents(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    for seat in 0..t.names.players {
        if seat != t.names.me {
            let count = t.scene.counts[seat];
            for i in 0..count {
                let r = layout.hand_slot(seat, i, count);
                if i == 0 {
                    card_art::paint_shadow(painter, r, 0.0);
                }
                card_art::paint_back(painter, r);
            }
        }
        name_plate(t, painter, layout, seat);
    }
}

fn draw_trick(t: &SedmaTable, ui: &mut Ui, painter: &Painter, layout: &Layout) {
    let style = t.style();
    let trick = &t.scene.trick;
    let winner = (!trick.is_empty()).then(|| {
        let cards: Vec<Card> = trick.iter().map(|p| p.card).collect();
        t.m.hand().trick_rules().winner(&cards)
    });
    let mut seen = vec![0usize; t.names.players];
    let mut winning_rect = None;
    for (i, play) in trick.iter().enumerate() {
        let nth = seen[play.seat];
        seen[play.seat] += 1;
        let rect = layout.trick_slot(play.seat, nth);
        let winning = winner == Some(i);
        card_art::paint_shadow(painter, rect, 0.2);
        card_art::paint_face(
            painter,
            rect,
            play.card,
            style,
            CardLook {
                dimmed: false,
                glow: winning.then_some(TURN),
            },
        );
        if winning {
            winning_rect = Some(rect);
        }
        // Screen readers (and tests) can find each card on the table by name.
        let id = ui.scope_id().with(("trick-card", i));
        let resp = ui.interact(rect, id, Sense::hover());
        let label = format!(
            "{} played by {}{}",
            play.card.name(style),
            t.names.seat(play.seat),
            if winning { ", winning" } else { "" }
        );
        resp.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
    }
    // The tag sits on the winning card's top edge, above any card fanned over it.
    if let Some(rect) = winning_rect {
        let tag = painter.layout_no_wrap(
            "winning".into(),
            FontId::proportional(layout.font * 0.8),
            Color32::BLACK,
        );
        let bg = Rect::from_center_size(rect.center_top(), tag.size() + vec2(12.0, 4.0));
        painter.rect_filled(bg, CornerRadius::same(6), TURN);
        painter.galley(bg.min + vec2(6.0, 2.0), tag, Color32::BLACK);
    }
}

fn draw_my_hand(
    t: &mut SedmaTable,
    ui: &mut Ui,
    painter: &Painter,
    layout: &Layout,
    view: &SedmaView,
    my_turn: bool,
) {
    let me = t.names.me;
    let style = t.style();
    let speed = t.presentation.speed.factor() as f32;
    let legal: CardSet = view
        .legal
        .iter()
        .filter_map(|a| match a {
            SedmaAction::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    let hand = t.scene.my_hand.clone();
    let count = hand.len();
    let hand_no = t.m.records().len();
    for (i, &card) in hand.iter().enumerate() {
        let target = layout.hand_slot(me, i, count);
        let id = ui.scope_id().with(("my-card", hand_no, card.index()));
        let x = ui
            .ctx()
            .animate_value_with_time(id.with("x"), target.center().x, 0.2 * speed);
        let selected = t.selected == Some(i) && my_turn;
        let is_legal = my_turn && legal.contains(card);
        let base = Rect::from_center_size(pos2(x, target.center().y), target.size());
        let resp = ui.interact(base, id, Sense::click());
        let lift_on = (resp.hovered() && is_legal) || selected;
        let lift = ui
            .ctx()
            .animate_bool_with_time(id.with("lift"), lift_on, 0.1 * speed);
        let rect = base.translate(vec2(0.0, -lift * layout.mine.y * 0.12));
        card_art::paint_shadow(painter, rect, lift);
        card_art::paint_face(
            painter,
            rect,
            card,
            style,
            CardLook {
                dimmed: my_turn && !is_legal,
                glow: if selected {
                    Some(SELECT)
                } else if is_legal {
                    Some(LEGAL)
                } else {
                    None
                },
            },
        );
        if my_turn {
            painter.text(
                rect.center_bottom() + vec2(0.0, 2.0),
                Align2::CENTER_TOP,
                (i + 1).to_string(),
                FontId::proportional((layout.font * 0.75).max(11.0)),
                Color32::from_white_alpha(150),
            );
        }
        resp.widget_info(|| WidgetInfo::labeled(Role::Button, true, card.name(style)));
        let resp = if my_turn && !is_legal {
            resp.on_hover_text("This card cannot be played now: click it to see why")
        } else {
            resp
        };
        if resp.clicked() {
            t.inputs.push(Input::Act(SedmaAction::Play(card)));
        }
    }
}

fn lerp_rect(a: Rect, b: Rect, t: f32) -> Rect {
    Rect::from_center_size(
        a.center().lerp(b.center(), t),
        a.size() + (b.size() - a.size()) * t,
    )
}

fn draw_flights(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    let Some((_, progress)) = t.queue.current(t.now) else {
        return;
    };
    let style = t.style();
    for f in &t.flights {
        let local = if f.delay >= 1.0 {
            1.0
        } else {
            ((progress - f.delay) / (1.0 - f.delay)).clamp(0.0, 1.0)
        };
        let k = ease_in_out(local);
        let from = layout.spot(f.from);
        let mut to = layout.spot(f.to);
        if let Spot::Hand { seat, .. } = f.to
            && seat != t.names.me
        {
            to = Rect::from_center_size(to.center(), layout.hand_card(seat));
        }
        let rect = lerp_rect(from, to, k);
        let face = match f.reveal {
            Reveal::Face => true,
            Reveal::Back => false,
            Reveal::FlipUp => k > 0.5,
            Reveal::FlipDown => k < 0.75,
        };
        // A flip narrows the card to an edge and opens it again.
        let squeeze = match f.reveal {
            Reveal::FlipUp => ((k - 0.5).abs() * 2.0).clamp(0.08, 1.0),
            Reveal::FlipDown => ((k - 0.75).abs() * 4.0).clamp(0.08, 1.0),
            _ => 1.0,
        };
        let rect =
            Rect::from_center_size(rect.center(), vec2(rect.width() * squeeze, rect.height()));
        card_art::paint_shadow(painter, rect, 1.0 - (2.0 * k - 1.0).abs());
        card_art::paint_card(
            painter,
            rect,
            face.then_some(f.card),
            style,
            CardLook::default(),
        );
    }
}

/// The summary at the end of a hand: card points, the stake and why, the match standing.
fn hand_summary(t: &mut SedmaTable, ui: &mut Ui, layout: &Layout) {
    let Some((record, number)) = t.banner.clone() else {
        return;
    };
    let names = t.names.clone();
    let score = &record.score;
    let final_hand = t.m.is_over() && number == t.m.records().len();
    egui::Area::new(Id::unique("sedma-hand-summary"))
        .order(egui::Order::Foreground)
        .fixed_pos(layout.center())
        .pivot(Align2::CENTER_CENTER)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(16))
                .show(ui, |ui| {
                    ui.set_max_width(460.0);
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
                    let totals: Vec<String> = record
                        .totals
                        .iter()
                        .enumerate()
                        .map(|(s, p)| format!("{} {p}", names.side(s)))
                        .collect();
                    ui.label(format!(
                        "Match: {} ({})",
                        totals.join(", "),
                        super::match_goal(t.m.config())
                    ));
                    ui.add_space(6.0);
                    ui.horizontal(|ui| {
                        if final_hand {
                            if let Some(w) = t.m.winner() {
                                ui.label(
                                    RichText::new(format!(
                                        "{} the match!",
                                        names.side_does(w, "win")
                                    ))
                                    .strong()
                                    .color(TURN),
                                );
                            }
                            if ui.button("New game").clicked() {
                                t.inputs.push(Input::NewGame);
                            }
                            if ui.button("Close").clicked() {
                                t.inputs.push(Input::NextHand);
                            }
                        } else if ui.button("Next hand").clicked() {
                            t.inputs.push(Input::NextHand);
                        }
                        if ui.button("Show the score sheet").clicked() {
                            t.inputs.push(Input::ShowScoreSheet);
                        }
                    });
                });
        });
}

/// The arrow keys choose a card, Enter plays it, 1–4 play a card directly, E ends a trick; Enter or Space
/// closes the hand summary. Keys go to the table only while no text field or button has focus.
fn keyboard(t: &mut SedmaTable, ui: &mut Ui, view: &SedmaView, my_turn: bool) {
    if ui.ctx().memory(|m| m.focused().is_some()) {
        return;
    }
    let press = |key: Key| ui.ctx().input_mut(|i| i.consume_key(Modifiers::NONE, key));
    if t.banner.is_some() {
        if press(Key::Enter) || press(Key::Space) {
            t.inputs.push(Input::NextHand);
        }
        return;
    }
    if !my_turn {
        return;
    }
    if press(Key::ArrowLeft) {
        t.inputs.push(Input::Select(-1));
    }
    if press(Key::ArrowRight) {
        t.inputs.push(Input::Select(1));
    }
    if press(Key::Enter)
        && let Some(card) = t.selected.and_then(|i| t.scene.my_hand.get(i).copied())
    {
        t.inputs.push(Input::Act(SedmaAction::Play(card)));
    }
    for (k, key) in [Key::Num1, Key::Num2, Key::Num3, Key::Num4]
        .into_iter()
        .enumerate()
    {
        if press(key)
            && let Some(&card) = t.scene.my_hand.get(k)
        {
            t.inputs.push(Input::Act(SedmaAction::Play(card)));
        }
    }
    if SedmaTable::deciding(view) && press(Key::E) {
        t.inputs.push(Input::Act(SedmaAction::EndTrick));
    }
}
