//! Drawing what every trick table has: the felt, stacks of face-down cards with captions, name
//! plates, the others' hands, the trick, the person's own hand and cards in flight. Each
//! function takes what it draws, not a game's table, so every game's table calls the same ones.

use super::layout::{Layout, Spot};
use super::{Flight, Reveal};
use crate::cards::{Card, CardSet, PackStyle};
use crate::engine::{Play, Seat};
use crate::i18n::card_plain;
use crate::ui::animation::ease_in_out;
use crate::ui::card_art::{self, CardLook};
use crate::ui::look::Look;
use crate::ui::table::Note;
use crate::ui::table::names::Names;
use crate::ui::table::stage::{LastTrick, Logged, SummaryChoice};
use egui::{
    Align2, Color32, CornerRadius, FontId, Id, Painter, Rect, Role, Sense, Stroke, StrokeKind, Ui,
    WidgetInfo, pos2, vec2,
};

/// The seat to act, the winning card.
pub const TURN: Color32 = Color32::from_rgb(255, 206, 84);
/// What a lesson points at.
pub const SPOTLIGHT: Color32 = Color32::from_rgb(120, 200, 255);
pub const LEGAL: Color32 = Color32::from_rgb(120, 220, 140);
pub const SELECT: Color32 = Color32::from_rgb(110, 180, 255);
pub const ERROR: Color32 = Color32::from_rgb(255, 140, 120);

/// Paints the felt over the whole area; returns the painter and the rectangle to lay out in.
pub fn felt(ui: &Ui) -> (Painter, Rect) {
    let rect = ui.max_rect();
    let painter = ui.painter_at(rect);
    let (cloth, rim) = Look::of(ui.ctx()).felt();
    painter.rect_filled(rect, CornerRadius::ZERO, rim);
    let felt = rect.shrink(6.0);
    painter.rect_filled(felt, CornerRadius::same(18), cloth);
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
/// Whether the window is in high contrast (its strokes are thickened then).
pub fn high_contrast(ctx: &egui::Context) -> bool {
    ctx.global_style()
        .visuals
        .widgets
        .noninteractive
        .fg_stroke
        .width
        > 1.2
}

/// A seat's plate's fill and rim, not on its turn: translucent on the cloth, or black with a
/// white rim in high contrast, so that its small text stands out on any cloth.
pub fn plate_colours(ctx: &egui::Context) -> (Color32, Stroke) {
    if high_contrast(ctx) {
        (Color32::BLACK, Stroke::new(1.5, Color32::WHITE))
    } else {
        (
            Color32::from_black_alpha(100),
            Stroke::new(1.0, Color32::from_white_alpha(40)),
        )
    }
}

pub fn name_plate(
    ui: &Ui,
    painter: &Painter,
    layout: &Layout,
    seat: Seat,
    name: String,
    detail: String,
    to_act: bool,
) {
    // Read out as the plate reads ("North: 6 cards · dealer").
    let spoken = t!("seat-plate", name = name.as_str(), detail = detail.as_str());
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
    let (fill, rim) = match plate_colours(painter.ctx()) {
        (fill, _) if to_act => {
            // Darker on its turn (black already in high contrast), rimmed bright.
            let fill = if fill == Color32::BLACK {
                fill
            } else {
                Color32::from_black_alpha(150)
            };
            (fill, Stroke::new(2.5, TURN))
        }
        colours => colours,
    };
    painter.rect(rect, CornerRadius::same(8), fill, rim, StrokeKind::Outside);
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
    let plate = ui.interact(
        rect,
        ui.make_persistent_id(("seat-plate", seat)),
        egui::Sense::hover(),
    );
    plate.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &spoken));
}

/// "6 cards", "1 card".
pub fn cards_count(count: usize) -> String {
    t!("card-count", count = count)
}

/// The backs of a seat's hand.
pub fn backs(ui: &Ui, painter: &Painter, layout: &Layout, names: &Names, seat: Seat, count: usize) {
    let mut area = Rect::NOTHING;
    for i in 0..count {
        let r = layout.hand_slot(seat, i, count);
        if i == 0 {
            card_art::paint_shadow(painter, r, 0.0);
        }
        card_art::paint_back(painter, r);
        area = area.union(r);
    }
    if count == 0 {
        return;
    }
    // One name for the whole hand: a screen reader need not read every back.
    let resp = ui.interact(area, ui.scope_id().with(("backs", seat)), Sense::hover());
    let label = t!(
        "hand-face-down",
        who = names.seat_in(seat),
        person = names.person(seat),
        count = count
    );
    resp.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
}

/// Another seat's hand: face down, or face up (each card named for screen readers) when a
/// replay shows every hand.
pub fn other_hand(
    ui: &Ui,
    painter: &Painter,
    layout: &Layout,
    seat: Seat,
    hands: &super::super::stage::Hands,
    names: &Names,
    style: PackStyle,
) {
    let count = hands.counts.get(seat).copied().unwrap_or(0);
    let Some(open) = hands.open.get(seat).filter(|o| !o.is_empty()) else {
        return backs(ui, painter, layout, names, seat, count);
    };
    let n = open.len();
    for (i, &card) in open.iter().enumerate() {
        let r = layout.hand_slot(seat, i, n);
        card_art::paint_shadow(painter, r, 0.0);
        card_art::paint_face(painter, r, card, style, CardLook::default());
        let resp = ui.interact(
            r,
            ui.scope_id().with(("open-hand", seat, i)),
            Sense::hover(),
        );
        let label = t!(
            "open-hand-card",
            card = card_plain(card, style),
            who = names.seat_in(seat),
            person = names.person(seat)
        );
        resp.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
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
) -> Vec<(Card, Rect)> {
    let mut seen = vec![0usize; names.players];
    let mut winning_rect = None;
    let mut drawn = Vec::with_capacity(plays.len());
    for (i, play) in plays.iter().enumerate() {
        let Some(nth) = seen.get_mut(play.seat) else {
            continue;
        };
        let rect = layout.trick_slot(play.seat, *nth);
        *nth += 1;
        drawn.push((play.card, rect));
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
        let label = t!(
            "trick-card-label",
            card = card_plain(play.card, style),
            who = names.seat_in(play.seat),
            person = names.person(play.seat),
            winning = crate::i18n::yes_no(wins)
        );
        resp.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
    }
    // The tag sits on the winning card's top edge, above any card fanned over it.
    if let Some(rect) = winning_rect {
        tag(painter, layout, rect, &t!("trick-winning-tag"));
    }
    drawn
}

/// A small yellow tag just above a card, clear of its corner index.
pub fn tag(painter: &Painter, layout: &Layout, rect: Rect, text: &str) {
    let tag = painter.layout_no_wrap(
        text.into(),
        FontId::proportional(layout.font * 0.8),
        Color32::BLACK,
    );
    let size = tag.size() + vec2(12.0, 4.0);
    let bg = Rect::from_center_size(
        rect.center_top() - vec2(0.0, size.y / 2.0 + rect.width() * 0.08),
        size,
    );
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
    /// A click marks a card rather than plays it (All Fours' discards): each card is then a
    /// toggle, pressed when marked.
    pub marking: bool,
    /// Whether the person is choosing a card now.
    pub active: bool,
    /// The keyboard selection.
    pub selected: Option<usize>,
    /// Makes the cards' ids new each hand, so their slide animations start afresh.
    pub hand_no: usize,
    /// The animation speed factor (0 = instant).
    pub speed: f32,
    pub style: PackStyle,
    /// Cards a lesson points at, ringed.
    pub spotlight: CardSet,
}

/// A painter above everything in the window, for rings that must not be clipped by the panel
/// they stand in.
pub fn overlay(ui: &Ui) -> Painter {
    ui.ctx().layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        Id::unique("lesson-spotlight"),
    ))
}

/// The ring a lesson puts around what it points at.
pub fn spotlight_ring(painter: &Painter, rect: Rect) {
    painter.rect_stroke(
        rect.expand(5.0),
        CornerRadius::same(8),
        Stroke::new(3.0, SPOTLIGHT),
        StrokeKind::Outside,
    );
}

/// Draws the person's hand face up; returns the card clicked. In a hand closed up so that
/// cards overlap, a playable card is marked by a bar over its visible strip rather than a ring
/// (rings would cross each other).
pub fn my_hand(ui: &mut Ui, painter: &Painter, layout: &Layout, hand: &MyHand<'_>) -> Option<Card> {
    let me = layout.me;
    let count = hand.cards.len();
    let mut clicked = None;
    let step = if count > 1 {
        layout.hand_slot(me, 1, count).left() - layout.hand_slot(me, 0, count).left()
    } else {
        layout.mine.x
    };
    let squeezed = count > 1 && step < layout.mine.x * 1.02;
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
        let mark = if selected || marked {
            Some(SELECT)
        } else if is_legal {
            Some(LEGAL)
        } else {
            None
        };
        card_art::paint_shadow(painter, rect, lift);
        card_art::paint_face(
            painter,
            rect,
            card,
            hand.style,
            CardLook {
                dimmed: hand.active && !is_legal && !marked,
                glow: if squeezed { None } else { mark },
            },
        );
        if squeezed && let Some(color) = mark {
            let visible = if i + 1 == count { rect.width() } else { step };
            let bar = Rect::from_min_size(
                rect.left_top() - vec2(0.0, 7.0),
                vec2((visible - 3.0).max(4.0), 4.0),
            );
            painter.rect_filled(bar, CornerRadius::same(2), color);
        }
        if hand.active && i < 9 {
            key_chip(painter, layout.font, rect, i + 1, squeezed.then_some(step));
        }
        if hand.spotlight.contains(card) {
            spotlight_ring(painter, rect);
        }
        // Playable cards are enabled buttons, the others disabled; a card marked (for
        // discarding) is pressed, and the keyboard's selection is the selected one.
        let enabled = is_legal || marked;
        resp.widget_info(|| {
            let mut info = WidgetInfo::labeled(Role::Button, enabled, card_plain(card, hand.style));
            if hand.marking {
                info.selected = Some(marked);
            }
            info
        });
        if selected {
            ui.ctx()
                .accesskit_node_builder(resp.id, |node| node.set_selected(true));
        }
        let resp = if hand.active && !is_legal {
            resp.on_hover_text(t!("table-refused-hint"))
        } else {
            resp
        };
        if resp.clicked() {
            clicked = Some(card);
        }
    }
    clicked
}

/// The number key that picks a card, on a dark chip over the card's lower edge so no ring
/// covers it (in a closed-up hand, over the card's visible strip of width `strip`). `font`:
/// the table's font size; key 10 is written 0, as on the keyboard.
pub fn key_chip(painter: &Painter, font: f32, rect: Rect, key: usize, strip: Option<f32>) {
    let galley = painter.layout_no_wrap(
        (key % 10).to_string(),
        FontId::proportional((font * 0.8).max(11.0)),
        Color32::WHITE,
    );
    let size = galley.size() + vec2(8.0, 2.0);
    let x = match strip {
        Some(w) => rect.left() + (w / 2.0).max(size.x / 2.0 + 2.0),
        None => rect.center().x,
    };
    let chip = Rect::from_center_size(pos2(x, rect.bottom() - size.y / 2.0 - 2.0), size);
    painter.rect_filled(chip, CornerRadius::same(4), Color32::from_black_alpha(170));
    painter.galley(chip.min + vec2(4.0, 1.0), galley, Color32::WHITE);
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

/// The parts of a box over the table ([`center_box`]), drawn in this order: the head and the
/// foot always show whole; the body scrolls between them when the table is short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxPart {
    Head,
    Body,
    Foot,
}

/// A framed box in the middle of the table, above the cards (the hand summary, the last
/// trick), kept clear of the rectangles in `avoid` (the stock, the upcard): one across the
/// table's middle column pushes the box below it; one on the left or right of the middle that
/// reaches down beside the box narrows the box from that side. `add` draws each part.
pub fn center_box(
    ui: &Ui,
    layout: &Layout,
    id: Id,
    avoid: &[Rect],
    mut add: impl FnMut(&mut Ui, BoxPart),
) {
    let table = layout.rect.shrink(8.0);
    let mid = layout.center();
    let column = (mid.x - layout.card.x * 0.5)..=(mid.x + layout.card.x * 0.5);
    let in_column = |r: &Rect| r.left() <= *column.end() && r.right() >= *column.start();
    let top = avoid
        .iter()
        .filter(|r| in_column(r))
        .fold(table.top(), |top, r| top.max(r.bottom() + 12.0))
        .max(mid.y - 120.0);
    let (mut left, mut right) = (table.left(), table.right());
    for r in avoid.iter().filter(|r| !in_column(r) && r.bottom() > top) {
        if r.center().x < mid.x {
            left = left.max(r.right() + 12.0);
        } else {
            right = right.min(r.left() - 12.0);
        }
    }
    let width = (right - left).max(220.0);
    let center_x = (left + right) / 2.0;
    // The head and the foot as tall as they were last frame: the body gets the rest of the
    // table's height. A box taller than the room under `top` is moved up (it may cover a
    // seat's plate) rather than cut off.
    let fixed_id = id.with("head-and-foot");
    let fixed = ui.data(|d| d.get_temp::<f32>(fixed_id)).unwrap_or(160.0);
    let body_room = (table.height() - 28.0 - fixed).max(48.0);
    egui::Area::new(id)
        .order(egui::Order::Foreground)
        .fixed_pos(pos2(center_x, top))
        .pivot(Align2::CENTER_TOP)
        .constrain_to(table)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(14))
                .show(ui, |ui| {
                    ui.set_max_width((width - 28.0).min(460.0));
                    let start = ui.cursor().top();
                    add(ui, BoxPart::Head);
                    let head = ui.cursor().top() - start;
                    egui::ScrollArea::vertical()
                        .id_salt("box-body")
                        .max_height(body_room)
                        .show(ui, |ui| add(ui, BoxPart::Body));
                    let foot_start = ui.cursor().top();
                    add(ui, BoxPart::Foot);
                    let foot = ui.cursor().top() - foot_start;
                    let gaps = 2.0 * ui.spacing().item_spacing.y;
                    ui.data_mut(|d| d.insert_temp(fixed_id, head + foot + gaps));
                });
        });
}

/// The foot of a hand summary: the match standing and how it is won, then the buttons; after
/// the last hand the match's winner is announced. `next` names the button to the next hand (empty in
/// a lesson); `reviewable` offers the review of the hand.
pub fn summary_footer(
    ui: &mut Ui,
    names: &Names,
    record: &crate::engine::MatchRecord,
    goal: &str,
    final_hand: bool,
    winner: Option<crate::engine::Side>,
    (next, reviewable, again): (&str, bool, bool),
) -> Option<SummaryChoice> {
    ui.label(t!(
        "summary-match",
        totals = names.totals_text(&record.totals),
        goal = goal
    ));
    let winner = winner.filter(|_| final_hand).map(|w| names.match_won(&[w]));
    summary_buttons(ui, final_hand, winner, (next, reviewable, again))
}

/// The buttons under a hand summary (`next`: "Next hand" or "Next deal"; empty in a lesson,
/// which goes on in its panel and has nothing to review); after the last hand `winner` ("You
/// win") is announced, with *Play again* when `again`. `reviewable`: the review of the hand is
/// offered.
fn summary_buttons(
    ui: &mut Ui,
    final_hand: bool,
    winner: Option<String>,
    (next, reviewable, again): (&str, bool, bool),
) -> Option<SummaryChoice> {
    let mut choice = None;
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if final_hand {
            if let Some(w) = winner {
                ui.label(
                    egui::RichText::new(t!("summary-match-won", won = w))
                        .strong()
                        .color(TURN),
                );
            }
            if again
                && ui
                    .button(egui::RichText::new(t!("summary-play-again")).strong())
                    .on_hover_text(t!("summary-play-again-hover"))
                    .clicked()
            {
                choice = Some(SummaryChoice::PlayAgain);
            }
            if ui.button(t!("menu-new-game")).clicked() {
                choice = Some(SummaryChoice::NewGame);
            }
            if ui.button(t!("button-close")).clicked() {
                choice = Some(SummaryChoice::NextHand);
            }
        } else if next.is_empty() {
            // A lesson's hand: the lesson panel says what comes next.
            ui.label(egui::RichText::new(t!("summary-lesson-goes-on")).weak());
        } else if ui.button(next).clicked() {
            choice = Some(SummaryChoice::NextHand);
        }
        if ui.button(t!("summary-show-sheet")).clicked() {
            choice = Some(SummaryChoice::ShowScoreSheet);
        }
        if !next.is_empty()
            && reviewable
            && ui
                .button(t!("summary-review"))
                .on_hover_text(t!("summary-review-hover"))
                .clicked()
        {
            choice = Some(SummaryChoice::ReviewHand);
        }
    });
    choice
}

/// The key that presses the button of `response`, as a keycap just after it and as the button's
/// keyboard shortcut for screen readers. A key is the keyboard's, the same in every language,
/// so it is shown apart from the button's words.
pub fn key_cap(ui: &mut Ui, response: &egui::Response, key: &str) {
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_keyboard_shortcut(key));
    let colour = ui.visuals().text_color();
    let galley = ui
        .painter()
        .layout_no_wrap(key.to_owned(), FontId::monospace(12.0), colour);
    let size = galley.size() + vec2(8.0, 4.0);
    let (slot, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    // Beside the button in a row, under it in a column.
    let y = if ui.layout().is_horizontal() {
        response.rect.center().y
    } else {
        slot.center().y
    };
    let cap = Rect::from_center_size(pos2(slot.center().x, y), size);
    let painter = ui.painter();
    painter.rect_stroke(
        cap,
        CornerRadius::same(3),
        egui::Stroke::new(1.0, ui.visuals().weak_text_color()),
        egui::StrokeKind::Inside,
    );
    painter.galley(cap.min + vec2(4.0, 2.0), galley, colour);
}

/// A refusal under the table, in red (news goes to the hand's log).
pub fn refusal_line(ui: &mut Ui, note: Option<&Note>) {
    if let Some(note) = note.filter(|n| n.error) {
        ui.label(egui::RichText::new(&note.text).color(ERROR));
    }
}

/// The bold line saying whose turn it is.
pub fn turn_line(ui: &mut Ui, text: &str) {
    // Two lines' room whatever the text, so the buttons under it keep their place when a
    // one-line turn follows a two-line one (a click meant for one would land on another).
    let top = ui.cursor().top();
    if !text.is_empty() {
        ui.label(
            egui::RichText::new(text)
                .size(16.0)
                .color(ui.visuals().strong_text_color())
                .strong(),
        );
    }
    let two_lines = 2.0 * ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(16.0)));
    let used = ui.cursor().top() - top;
    if used < two_lines {
        ui.add_space(two_lines - used);
    }
}

/// The parts of the bar under the table ([`action_bar`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BarPart {
    /// Whose turn it is and the person's choices, on the left (scrolled when long).
    Choices,
    /// The buttons every table has (hint, undo, redo), over the log: always in view.
    Tools,
}

/// The bar under the table: the turn and the person's choices on the left (`add`), the hand's
/// log on the right, newest line last and brightest. The bar keeps one height all along, so
/// neither the table nor the buttons move when a line of help comes or goes; what does not fit
/// scrolls inside it.
pub fn action_bar(ui: &mut Ui, id: &str, log: &[Logged], mut add: impl FnMut(&mut Ui, BarPart)) {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    // One height all along: lines of help that come and go would move the buttons under the
    // pointer and squeeze the table. What does not fit scrolls inside the bar.
    let height = line * 7.0 + 30.0;
    egui::Panel::bottom(id.to_owned())
        .exact_size(height)
        .resizable(false)
        .frame(egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(12, 8)))
        .show(ui, |ui| {
            let width = ui.available_width();
            let log_width = (width * 0.36).clamp(180.0, 460.0);
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(width - log_width - 20.0);
                    egui::ScrollArea::vertical()
                        .id_salt("action-bar-choices")
                        .max_height(height - 16.0)
                        .auto_shrink([false, true])
                        .show(ui, |ui| add(ui, BarPart::Choices));
                });
                ui.separator();
                ui.vertical(|ui| {
                    ui.set_width(log_width);
                    // The tools first, so that they are in view whatever the choices hold.
                    let top = ui.cursor().top();
                    add(ui, BarPart::Tools);
                    let tools = ui.cursor().top() - top;
                    hand_log(ui, log, (height - 16.0 - tools).max(line * 2.0));
                });
            });
        });
}

/// What happened this hand. It follows each new line while it is scrolled to its end (as it
/// is at first); scrolled back to read, it stays there until scrolled to the end again.
fn hand_log(ui: &mut Ui, log: &[Logged], height: f32) {
    // A new line scrolls into view on the frame after it is laid out: ask for that frame.
    let id = ui.scope_id().with("hand-log-lines");
    let at_end_id = id.with("at-end");
    let newest = (log.len(), log.last().map(|l| l.text().to_owned()));
    let seen = ui.data(|d| d.get_temp::<(usize, Option<String>)>(id));
    let fresh = seen.as_ref() != Some(&newest);
    if fresh {
        ui.data_mut(|d| d.insert_temp(id, newest));
        ui.ctx().request_repaint();
    }
    let at_end = ui.data(|d| d.get_temp::<bool>(at_end_id)).unwrap_or(true);
    let out = egui::ScrollArea::vertical()
        .id_salt("hand-log")
        .max_height(height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            let last = log.len().saturating_sub(1);
            for (i, logged) in log.iter().enumerate() {
                let text = egui::RichText::new(logged.text());
                if i < last {
                    ui.label(text.weak());
                    continue;
                }
                // The newest line keeps one id and is a polite live region: a screen reader
                // announces what the others play as it happens.
                let newest = ui
                    .push_id("hand-log-newest", |ui| {
                        ui.label(text.color(ui.visuals().strong_text_color()))
                    })
                    .inner;
                ui.ctx().accesskit_node_builder(newest.id, |node| {
                    node.set_live(egui::accesskit::Live::Polite)
                });
                if at_end && fresh {
                    newest.scroll_to_me(Some(egui::Align::BOTTOM));
                }
            }
        });
    // At the end when the last line shows whole (a new line, not yet scrolled to, does not
    // count against it).
    let bottom = out.state.clamped_offset().y + out.inner_rect.height();
    let now_at_end = bottom >= out.content_size.y - 4.0 || out.content_size.y <= height;
    if !fresh {
        ui.data_mut(|d| d.insert_temp(at_end_id, now_at_end));
    }
}

/// What was pressed in the strip above the table.
#[derive(Clone, Copy, Debug, Default)]
pub struct StripPress {
    pub last_trick: bool,
    pub sheet: bool,
}

/// The strip above the table: the match score and what else a player keeps in mind (`parts`,
/// shown left to right), the button that shows the last trick (`shown.0`: whether it is shown,
/// `None` where there is none) and the one that opens and closes the score sheet (`shown.1`:
/// whether it is open). `ringed`: a lesson points at the score (all the parts).
pub fn score_strip(
    ui: &mut Ui,
    id: &str,
    parts: &[String],
    shown: (Option<bool>, bool),
    ringed: bool,
) -> StripPress {
    let mut pressed = StripPress::default();
    // The strip never gets shorter at one width: a part that comes and goes (the last turn)
    // must not move the table under the person's pointer.
    let tallest_id = Id::unique(id).with("tallest");
    let width = ui.available_width();
    let tallest = ui
        .data(|d| d.get_temp::<(f32, f32)>(tallest_id))
        .filter(|(w, _)| (w - width).abs() < 0.5)
        .map_or(0.0, |(_, h)| h);
    let strip = egui::Panel::top(id.to_owned())
        .resizable(false)
        .min_size(tallest)
        .frame(egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(12, 6)))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let mut strip: Option<Rect> = None;
                for (i, part) in parts.iter().enumerate() {
                    if i > 0 {
                        ui.separator();
                    }
                    let text = egui::RichText::new(part);
                    let label = ui.label(if i == 0 { text.strong() } else { text });
                    strip = Some(strip.map_or(label.rect, |r| r.union(label.rect)));
                }
                if let Some(rect) = strip.filter(|_| ringed) {
                    spotlight_ring(&overlay(ui), rect);
                }
                ui.separator();
                // The score sheet is the match's: its button sits with the match's score,
                // where it never moves the menu bar's items.
                pressed.sheet = ui
                    .selectable_label(shown.1, t!("menu-score-sheet"))
                    .clicked();
                if let Some(open) = shown.0 {
                    ui.separator();
                    pressed.last_trick = ui
                        .selectable_label(open, t!("strip-last-trick"))
                        .on_hover_text(t!("strip-last-trick-hover"))
                        .clicked();
                }
            });
        });
    let height = strip.response.rect.height().max(tallest);
    ui.data_mut(|d| d.insert_temp(tallest_id, (width, height)));
    pressed
}

/// The last trick in a box over the table: its cards in play order, each with who played it,
/// then who took it and why. Returns whether it was closed.
pub fn last_trick_box(
    ui: &Ui,
    layout: &Layout,
    names: &Names,
    trick: &LastTrick,
    style: PackStyle,
    avoid: &[Rect],
) -> bool {
    let mut close = false;
    center_box(ui, layout, Id::unique("last-trick"), avoid, |ui, part| {
        if part != BoxPart::Head {
            return;
        }
        ui.heading(t!("last-trick-heading"));
        ui.horizontal_wrapped(|ui| {
            let height = (layout.card.y * 0.8).clamp(60.0, 110.0);
            for play in &trick.plays {
                ui.vertical(|ui| {
                    let (rect, response) =
                        ui.allocate_exact_size(card_art::card_size(height), Sense::hover());
                    card_art::paint_face(ui.painter(), rect, play.card, style, CardLook::default());
                    response.widget_info(|| {
                        WidgetInfo::labeled(
                            Role::Label,
                            true,
                            t!(
                                "trick-card-label",
                                card = card_plain(play.card, style),
                                who = names.seat_in(play.seat),
                                person = names.person(play.seat),
                                winning = "no"
                            ),
                        )
                    });
                    ui.label(names.seat(play.seat));
                });
            }
        });
        if !trick.text.is_empty() {
            ui.label(&trick.text);
        }
        close = ui.button(t!("button-close")).clicked();
    });
    close
}

#[cfg(test)]
mod high_contrast_tests {
    use super::*;

    /// In high contrast the seats' plates are black with a white rim, whatever the cloth.
    #[test]
    fn plates_turn_black_with_a_white_rim_in_high_contrast() {
        let ctx = egui::Context::default();
        crate::ui::look::apply_contrast(&ctx, false);
        let (fill, _) = plate_colours(&ctx);
        assert_ne!(fill, Color32::BLACK);
        crate::ui::look::apply_contrast(&ctx, true);
        let (fill, rim) = plate_colours(&ctx);
        assert_eq!((fill, rim.color), (Color32::BLACK, Color32::WHITE));
    }
}
