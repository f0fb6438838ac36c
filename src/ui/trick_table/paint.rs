//! Drawing what every trick table has: the felt, stacks of face-down cards with captions, name
//! plates, the others' hands, the trick, the person's own hand and cards in flight. Each
//! function takes what it draws, not a game's table, so every game's table calls the same ones.

use super::layout::{Layout, Spot};
use super::names::Names;
use super::{Flight, Reveal};
use crate::cards::{Card, CardSet, PackStyle};
use crate::engine::{Play, Seat};
use crate::ui::animation::ease_in_out;
use crate::ui::card_art::{self, CardLook};
use egui::{
    Align2, Color32, CornerRadius, FontId, Id, Painter, Rect, Role, Sense, Stroke, StrokeKind, Ui,
    WidgetInfo, pos2, vec2,
};

pub const FELT: Color32 = Color32::from_rgb(22, 94, 58);
pub const FELT_RIM: Color32 = Color32::from_rgb(14, 66, 40);
/// The seat to act, the winning card.
pub const TURN: Color32 = Color32::from_rgb(255, 206, 84);
pub const LEGAL: Color32 = Color32::from_rgb(120, 220, 140);
pub const SELECT: Color32 = Color32::from_rgb(110, 180, 255);
pub const ERROR: Color32 = Color32::from_rgb(255, 140, 120);

/// Paints the felt over the whole area; returns the painter and the rectangle to lay out in.
pub fn felt(ui: &Ui) -> (Painter, Rect) {
    let rect = ui.max_rect();
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, CornerRadius::ZERO, FELT_RIM);
    let felt = rect.shrink(6.0);
    painter.rect_filled(felt, CornerRadius::same(18), FELT);
    (painter, felt.shrink(8.0))
}

/// A face-down stack, thicker the more cards it holds; an empty slot when it holds none.
pub fn stack(painter: &Painter, rect: Rect, count: usize) {
    if count == 0 {
        card_art::paint_slot(painter, rect);
        return;
    }
    let layers = count.div_ceil(6).clamp(1, 5);
    for i in 0..layers {
        let off = vec2(-1.2, -1.2) * i as f32;
        if i == 0 {
            card_art::paint_shadow(painter, rect, 0.0);
        }
        card_art::paint_back(painter, rect.translate(off));
    }
}

/// A caption on a dark chip beside a stack (above stacks low on the table).
pub fn caption(painter: &Painter, rect: Rect, text: &str, layout: &Layout) {
    let font = FontId::proportional(layout.font * 0.9);
    let galley = painter.layout_no_wrap(text.to_string(), font, Color32::WHITE);
    let bg = layout.label_rect(rect, galley.size());
    painter.rect_filled(bg, CornerRadius::same(4), Color32::from_black_alpha(90));
    painter.galley(bg.min + vec2(6.0, 2.0), galley, Color32::WHITE);
}

/// A seat's name over a detail line ("6 cards · dealer"), with a bright rim on its turn.
pub fn name_plate(
    painter: &Painter,
    layout: &Layout,
    seat: Seat,
    name: String,
    detail: String,
    to_act: bool,
) {
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
    let (g1w, g2w, h1) = (g1.size().x, g2.size().x, g1.size().y);
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

/// "6 cards", "1 card".
pub fn cards_count(count: usize) -> String {
    format!("{count} card{}", if count == 1 { "" } else { "s" })
}

/// The backs of a seat's hand.
pub fn backs(painter: &Painter, layout: &Layout, seat: Seat, count: usize) {
    for i in 0..count {
        let r = layout.hand_slot(seat, i, count);
        if i == 0 {
            card_art::paint_shadow(painter, r, 0.0);
        }
        card_art::paint_back(painter, r);
    }
}

/// The cards of the current trick in front of the seats that played them, the winning one
/// marked; each is named for screen readers (and tests).
pub fn trick(
    ui: &mut Ui,
    painter: &Painter,
    layout: &Layout,
    names: &Names,
    plays: &[Play],
    winning: Option<usize>,
    style: PackStyle,
) {
    let mut seen = vec![0usize; names.players];
    let mut winning_rect = None;
    for (i, play) in plays.iter().enumerate() {
        let Some(nth) = seen.get_mut(play.seat) else {
            continue;
        };
        let rect = layout.trick_slot(play.seat, *nth);
        *nth += 1;
        let wins = winning == Some(i);
        card_art::paint_shadow(painter, rect, 0.2);
        card_art::paint_face(
            painter,
            rect,
            play.card,
            style,
            CardLook {
                dimmed: false,
                glow: wins.then_some(TURN),
            },
        );
        if wins {
            winning_rect = Some(rect);
        }
        let id = ui.scope_id().with(("trick-card", i));
        let resp = ui.interact(rect, id, Sense::hover());
        let label = format!(
            "{} played by {}{}",
            play.card.name(style),
            names.seat(play.seat),
            if wins { ", winning" } else { "" }
        );
        resp.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
    }
    // The tag sits on the winning card's top edge, above any card fanned over it.
    if let Some(rect) = winning_rect {
        tag(painter, layout, rect, "winning");
    }
}

/// A small yellow tag on a card's top edge.
pub fn tag(painter: &Painter, layout: &Layout, rect: Rect, text: &str) {
    let tag = painter.layout_no_wrap(
        text.into(),
        FontId::proportional(layout.font * 0.8),
        Color32::BLACK,
    );
    let bg = Rect::from_center_size(rect.center_top(), tag.size() + vec2(12.0, 4.0));
    painter.rect_filled(bg, CornerRadius::same(6), TURN);
    painter.galley(bg.min + vec2(6.0, 2.0), tag, Color32::BLACK);
}

/// How the person's hand is drawn this frame.
pub struct MyHand<'a> {
    pub cards: &'a [Card],
    /// Cards that may be chosen now (highlighted; the others dimmed while `active`).
    pub legal: CardSet,
    /// Cards marked for a choice in progress (raised, blue).
    pub marked: CardSet,
    /// Whether the person is choosing a card now.
    pub active: bool,
    /// The keyboard selection.
    pub selected: Option<usize>,
    /// Makes the cards' ids new each hand, so their slide animations start afresh.
    pub hand_no: usize,
    /// The animation speed factor (0 = instant).
    pub speed: f32,
    pub style: PackStyle,
    /// Hover text for a card that cannot be chosen now.
    pub refused_hint: &'a str,
}

/// Draws the person's hand face up; returns the card clicked.
pub fn my_hand(ui: &mut Ui, painter: &Painter, layout: &Layout, hand: &MyHand<'_>) -> Option<Card> {
    let me = layout.me;
    let count = hand.cards.len();
    let mut clicked = None;
    for (i, &card) in hand.cards.iter().enumerate() {
        let target = layout.hand_slot(me, i, count);
        let id = ui.scope_id().with(("my-card", hand.hand_no, card.index()));
        let x = ui
            .ctx()
            .animate_value_with_time(id.with("x"), target.center().x, 0.2 * hand.speed);
        let selected = hand.selected == Some(i) && hand.active;
        let is_legal = hand.active && hand.legal.contains(card);
        let marked = hand.marked.contains(card);
        let base = Rect::from_center_size(pos2(x, target.center().y), target.size());
        let resp = ui.interact(base, id, Sense::click());
        let lift_on = (resp.hovered() && is_legal) || selected || marked;
        let lift = ui
            .ctx()
            .animate_bool_with_time(id.with("lift"), lift_on, 0.1 * hand.speed);
        let rect = base.translate(vec2(0.0, -lift * layout.mine.y * 0.12));
        card_art::paint_shadow(painter, rect, lift);
        card_art::paint_face(
            painter,
            rect,
            card,
            hand.style,
            CardLook {
                dimmed: hand.active && !is_legal && !marked,
                glow: if selected || marked {
                    Some(SELECT)
                } else if is_legal {
                    Some(LEGAL)
                } else {
                    None
                },
            },
        );
        if hand.active && i < 9 {
            painter.text(
                rect.center_bottom() + vec2(0.0, 2.0),
                Align2::CENTER_TOP,
                (i + 1).to_string(),
                FontId::proportional((layout.font * 0.75).max(11.0)),
                Color32::from_white_alpha(150),
            );
        }
        resp.widget_info(|| WidgetInfo::labeled(Role::Button, true, card.name(hand.style)));
        let resp = if hand.active && !is_legal {
            resp.on_hover_text(hand.refused_hint)
        } else {
            resp
        };
        if resp.clicked() {
            clicked = Some(card);
        }
    }
    clicked
}

/// The flights of a finished trick to its winner's pile, turning face down.
pub fn collect_flights(trick: &[Play], winner: Seat, players: usize) -> Vec<Flight> {
    let mut seen = vec![0usize; players];
    trick
        .iter()
        .filter_map(|play| {
            let nth = seen.get_mut(play.seat)?;
            let from = Spot::Trick {
                seat: play.seat,
                nth: *nth,
            };
            *nth += 1;
            Some(Flight {
                card: play.card,
                from,
                to: Spot::Pile { seat: winner },
                reveal: Reveal::FlipDown,
                delay: 0.0,
            })
        })
        .collect()
}

fn lerp_rect(a: Rect, b: Rect, t: f32) -> Rect {
    Rect::from_center_size(
        a.center().lerp(b.center(), t),
        a.size() + (b.size() - a.size()) * t,
    )
}

/// Cards in flight, `progress` (0..1) through the current step.
pub fn flights(
    painter: &Painter,
    layout: &Layout,
    flights: &[Flight],
    progress: f32,
    style: PackStyle,
) {
    for f in flights {
        let local = if f.delay >= 1.0 {
            1.0
        } else {
            ((progress - f.delay) / (1.0 - f.delay)).clamp(0.0, 1.0)
        };
        let k = ease_in_out(local);
        let from = layout.spot(f.from);
        let mut to = layout.spot(f.to);
        if let Spot::Hand { seat, .. } = f.to
            && seat != layout.me
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

/// A framed box in the middle of the table, above the cards (the hand summary).
pub fn center_box(ui: &Ui, layout: &Layout, id: Id, add: impl FnOnce(&mut Ui)) {
    egui::Area::new(id)
        .order(egui::Order::Foreground)
        .fixed_pos(layout.center())
        .pivot(Align2::CENTER_CENTER)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(16))
                .show(ui, |ui| {
                    ui.set_max_width(460.0);
                    add(ui);
                });
        });
}

/// What the person chose under a hand summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SummaryChoice {
    NextHand,
    NewGame,
    ShowScoreSheet,
}

/// The foot of a hand summary: the match standing and how it is won, then the buttons; after
/// the last hand the match's winner is announced.
pub fn summary_footer(
    ui: &mut Ui,
    names: &Names,
    record: &crate::engine::MatchRecord,
    goal: &str,
    final_hand: bool,
    winner: Option<crate::engine::Side>,
) -> Option<SummaryChoice> {
    let totals: Vec<String> = record
        .totals
        .iter()
        .enumerate()
        .map(|(s, p)| format!("{} {p}", names.side(s)))
        .collect();
    ui.label(format!("Match: {} ({goal})", totals.join(", ")));
    let winner = winner
        .filter(|_| final_hand)
        .map(|w| names.side_does(w, "win"));
    summary_buttons(ui, final_hand, winner)
}

/// The buttons under a hand summary; after the last hand `winner` ("You win") is announced.
fn summary_buttons(ui: &mut Ui, final_hand: bool, winner: Option<String>) -> Option<SummaryChoice> {
    let mut choice = None;
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if final_hand {
            if let Some(w) = winner {
                ui.label(
                    egui::RichText::new(format!("{w} the match!"))
                        .strong()
                        .color(TURN),
                );
            }
            if ui.button("New game").clicked() {
                choice = Some(SummaryChoice::NewGame);
            }
            if ui.button("Close").clicked() {
                choice = Some(SummaryChoice::NextHand);
            }
        } else if ui.button("Next hand").clicked() {
            choice = Some(SummaryChoice::NextHand);
        }
        if ui.button("Show the score sheet").clicked() {
            choice = Some(SummaryChoice::ShowScoreSheet);
        }
    });
    choice
}

/// The note under the table, red when it is a refusal.
pub fn note_line(ui: &mut Ui, note: Option<&super::Note>) {
    match note {
        Some(note) if note.error => {
            ui.label(egui::RichText::new(&note.text).color(ERROR).size(15.0));
        }
        Some(note) => {
            ui.label(egui::RichText::new(&note.text).size(15.0));
        }
        None => {
            ui.label(" ");
        }
    }
}

/// The bold line saying whose turn it is.
pub fn turn_line(ui: &mut Ui, text: &str) {
    if !text.is_empty() {
        ui.label(
            egui::RichText::new(text)
                .size(16.0)
                .color(ui.visuals().strong_text_color())
                .strong(),
        );
    }
}

/// The bar under the table, a fixed height so the table does not jump when a choice appears.
pub fn action_bar(ui: &mut Ui, id: &str, add: impl FnOnce(&mut Ui)) {
    let bar_height = ui.text_style_height(&egui::TextStyle::Body) * 5.0 + 30.0;
    egui::Panel::bottom(id.to_owned())
        .exact_size(bar_height)
        .resizable(false)
        .frame(egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(12, 8)))
        .show(ui, add);
}
