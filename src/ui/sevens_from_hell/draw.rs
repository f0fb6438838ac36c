//! Drawing the Sevens from Hell table and turning clicks and keys into queued [`Input`]s: the
//! other seats along the top, the draw decks and the pile, each team's books with its checklist
//! of the five required books, the person's initial meld while it is composed, and the hand
//! grouped by rank with copies stacked and counted.

use super::compose::{self, Target};
use super::flight::{self, Spots};
use super::group::Group;
use super::words::{book_name, kind_word};
use super::{HellTable, Input, Meld, STYLE};
use crate::cards::Card;
use crate::engine::Seat;
use crate::games::sevens_from_hell::{BOOK_SIZE, Book, BookKind, HellAction, Phase, Team};
use crate::i18n::{Case, capitalised, card as card_in, card_plain, yes_no};
use crate::lesson::Spotlight;
use crate::ui::card_art::{self, CardLook};
use crate::ui::table::stage;
use crate::ui::table::trick::paint;
use egui::{Color32, Key, RichText, Role, Sense, Stroke, Ui, UiBuilder, WidgetInfo, vec2};

/// Colours of closed books, always beside their name (never colour alone).
const CLEAN: Color32 = Color32::from_rgb(214, 172, 52);
const DIRTY: Color32 = Color32::from_rgb(96, 132, 184);
const SEVENS: Color32 = Color32::from_rgb(184, 48, 64);
const WILD: Color32 = Color32::from_rgb(132, 72, 170);
const TEXT: Color32 = Color32::from_gray(236);

/// Draws the table and queues the person's input.
pub(super) fn table_ui(t: &mut HellTable, ui: &mut Ui) {
    let parts = score_parts(t);
    t.frame_ui(ui, "sevens-from-hell", &parts, action_bar);
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let (_, rect) = paint::felt(ui);
        let mut felt = ui.new_child(UiBuilder::new().max_rect(rect));
        felt.visuals_mut().override_text_color = Some(TEXT);
        let card_h = card_height(felt.available_width());
        let mut spots = Spots::default();
        // Never so small that a book's cards cannot be told apart.
        let books_h = (card_h * 0.55 * t.own.book_fit.scale()).max(32.0);
        // What the person acts on stays in view at any size: the piles and the other seats
        // along the top, the meld being composed and the hand at the foot. Only the teams'
        // books scroll between them, and shrink first (down to a floor) when a late round
        // would not fit otherwise.
        egui::Panel::top("hell-piles")
            .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 4)))
            .resizable(false)
            .show(&mut felt, |ui| {
                ui.horizontal_top(|ui| {
                    piles(t, ui, card_h * 0.6, &mut spots);
                    ui.add_space(12.0);
                    ui.vertical(|ui| seats_row(t, ui, &mut spots));
                });
            });
        let hand = egui::Panel::bottom("hell-hand")
            .frame(egui::Frame::NONE.inner_margin(egui::Margin::symmetric(0, 6)))
            .resizable(false)
            .show(&mut felt, |ui| {
                staging(t, ui, books_h);
                // The hand gives up a little of its size with the books (to 85 %).
                let hand_h = card_h * (0.85 + 0.3 * (t.own.book_fit.scale() - 0.5));
                my_hand(t, ui, hand_h, &mut spots)
            })
            .response
            .rect;
        let out = egui::CentralPanel::no_frame()
            .show(&mut felt, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("hell-table")
                    .auto_shrink([false, false])
                    .scroll_bar_visibility(
                        egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded,
                    )
                    .show(ui, |ui| teams(t, ui, books_h, &mut spots))
            })
            .inner;
        let (inner, content) = (out.inner_rect.height(), out.content_size.y);
        if t.own
            .book_fit
            .fit(layout_key(&t.scene, rect), inner, content)
        {
            ui.ctx().request_repaint();
        }
        // Over the hand's cards (under the meld being composed, if any).
        let cards = spots.seats.get(t.me()).copied().flatten().unwrap_or(hand);
        t.own.spots = spots;
        flights(t, &felt, card_h * 0.7);
        refusal_callout(t, &mut felt, rect, cards);
        round_summary(t, ui, rect);
        keyboard(t, ui);
    });
}

/// The cards of the step that plays, on their way (drawn over the table); the next frame is
/// asked for while they move.
fn flights(t: &HellTable, ui: &Ui, height: f32) {
    if let Some((super::Step::Show { flights, .. }, progress, _)) = t.playing()
        && progress < 1.0
        && flight::paint(ui, &t.own.spots, flights, progress, height)
    {
        ui.ctx().request_repaint();
    }
}

/// The last refusal, just over the hand where the eye is, whatever the window's size (the bar
/// under the table may be full): it stays until the person picks again or moves. Laid out in
/// place (not in an area of its own, which would show only from its second frame).
fn refusal_callout(t: &HellTable, ui: &mut Ui, felt: egui::Rect, hand: egui::Rect) {
    let Some(note) = t.note().filter(|n| n.error) else {
        return;
    };
    let width = (felt.width() - 48.0).clamp(120.0, 560.0);
    let text = RichText::new(&note.text).color(TEXT).strong();
    let galley = egui::WidgetText::from(text.clone()).into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        width,
        egui::TextStyle::Body,
    );
    let margin = vec2(12.0, 8.0);
    let size = galley.size() + 2.0 * margin;
    let bottom = (hand.top() - 4.0).max(felt.top() + 4.0 + size.y);
    let rect = egui::Rect::from_min_size(
        egui::pos2(felt.center().x - size.x / 2.0, bottom - size.y),
        size,
    );
    let mut callout = ui.new_child(UiBuilder::new().max_rect(rect));
    egui::Frame::new()
        .fill(Color32::from_rgb(60, 16, 20))
        .stroke(Stroke::new(1.5, paint::ERROR))
        .corner_radius(6)
        .inner_margin(egui::Margin::symmetric(12, 8))
        .show(&mut callout, |ui| {
            ui.set_max_width(width);
            ui.label(text);
        });
}

/// Cards in the hand sized so that every group fits on one row.
fn card_height(width: f32) -> f32 {
    let per_group = width / 15.0 - 10.0;
    (per_group / card_art::ASPECT).clamp(56.0, 112.0)
}

/// The strip above the table: the round with its meld minimum, and the match score.
fn score_parts(t: &HellTable) -> Vec<String> {
    let s = &t.scene;
    let mut parts = vec![
        t!("hell-strip-round", number = t.shown().hand.min(4)),
        t!("hell-strip-minimum", minimum = s.minimum),
    ];
    // A lesson is one round, not a match.
    if !t.in_lesson() {
        parts.push(t!(
            "sheet-match",
            totals = t.names().totals_text(&t.shown().totals)
        ));
    }
    if s.last_turn {
        parts.push(t!("hell-strip-last-turn"));
    }
    parts
}

/// A card drawn as a widget: face up (`Some`) or face down, with its accessible name.
fn card_widget(
    ui: &mut Ui,
    card: Option<Card>,
    height: f32,
    look: CardLook,
    sense: Sense,
    label: String,
    selected: Option<bool>,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(card_art::card_size(height), sense);
    card_art::paint_card(ui.painter(), rect, card, STYLE, look);
    let role = if sense.senses_click() {
        Role::Button
    } else {
        Role::Image
    };
    let enabled = ui.is_enabled();
    response.widget_info(|| match selected {
        Some(sel) => WidgetInfo::selected(role, enabled, sel, label.clone()),
        None => WidgetInfo::labeled(role, enabled, label.clone()),
    });
    response
}

/// What the teams' books are fitted to: every book's length and closed count, the staged
/// meld, the hand's groups, and the table's size.
fn layout_key(s: &super::scene::Scene, table: egui::Rect) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for team in &s.teams {
        for kind in BookKind::ALL {
            (
                team.open_book(kind).len(),
                team.clean[kind.index()],
                team.dirty[kind.index()],
            )
                .hash(&mut h);
        }
    }
    for book in &s.stage {
        book.len().hash(&mut h);
    }
    // The hand's groups: more of them may take another row under the table.
    Group::all()
        .filter(|g| g.count(&s.hand) > 0)
        .count()
        .hash(&mut h);
    (table.width() as i32, table.height() as i32).hash(&mut h);
    h.finish()
}

/// The other seats, clockwise from the person's left: name, team, hand and foot. Every plate
/// has one size for the whole round (the widest its words can get, a line kept for "to play"),
/// so the plates keep their places as counts change and turns pass.
fn seats_row(t: &HellTable, ui: &mut Ui, spots: &mut Spots) {
    let s = &t.scene;
    let names = &t.names();
    let my_team = s.team_of(s.me);
    let others: Vec<Seat> = (1..s.players).map(|k| (s.me + k) % s.players).collect();
    let role = |seat: Seat| {
        if s.team_of(seat) == my_team {
            "partner"
        } else {
            "opponent"
        }
    };
    let plate_name = |seat: Seat| t!("hell-seat-plate", who = names.seat(seat), role = role(seat));
    // While a seat's turn is shown step by step, the scene already has the turn passed on:
    // the plate lit is the one the line under the table says is playing.
    let acting = match t.playing() {
        Some((super::Step::Show { actor, .. }, _, _)) => *actor,
        _ => None,
    };
    let on_turn = |seat: Seat| acting.map_or(s.turn == seat && !s.is_over(), |a| a == seat);
    let font = egui::TextStyle::Body.resolve(ui.style());
    let width_of = |ui: &Ui, text: String| {
        ui.fonts_mut(|f| {
            f.layout_no_wrap(text, font.clone(), Color32::WHITE)
                .size()
                .x
        })
    };
    // The widest any plate's lines can get this round (two-digit counts, either foot; the
    // name with "to play" beside it): every plate is that wide.
    let to_play = width_of(ui, t!("hell-to-play"));
    let mut widest = others
        .iter()
        .map(|&seat| width_of(ui, plate_name(seat)) + 12.0 + to_play)
        .fold(0.0, f32::max);
    for taken in [true, false] {
        let cards = t!(
            "hell-seat-cards",
            count = 88,
            taken = yes_no(taken),
            foot = 88
        );
        widest = widest.max(width_of(ui, cards));
    }
    if s.hands.open.iter().any(|o| !o.is_empty()) {
        widest = widest.max(300.0);
    }
    // A narrow table (a small window with the score sheet open) lists the seats one line each
    // beside the piles, so that the top of the table stays as short as the piles.
    let room = ui.available_width();
    let cards_of = |seat: Seat| {
        t!(
            "hell-seat-cards",
            count = s.hand_sizes[seat],
            taken = yes_no(s.foot_taken[seat]),
            foot = s.foot_sizes[seat]
        )
    };
    if room < others.len() as f32 * (widest + 28.0) && s.hands.open.iter().all(Vec::is_empty) {
        let line = |who: String, seat: Seat, turn: bool| {
            t!(
                "hell-seat-line",
                who = who,
                cards = cards_of(seat),
                turn = yes_no(turn)
            )
        };
        let widest = others
            .iter()
            .map(|&seat| {
                let worst = t!(
                    "hell-seat-line",
                    who = names.seat(seat),
                    cards = t!("hell-seat-cards", count = 88, taken = "no", foot = 88),
                    turn = "yes"
                );
                width_of(ui, worst)
            })
            .fold(0.0, f32::max);
        let (fill, rim) = paint::plate_colours(ui.ctx());
        for &seat in &others {
            let turn = on_turn(seat);
            let colour = if turn { paint::TURN } else { rim.color };
            let plate = egui::Frame::new()
                .fill(fill)
                .stroke(Stroke::new(2.0, colour))
                .corner_radius(6)
                .inner_margin(egui::Margin::symmetric(8, 2))
                .show(ui, |ui| {
                    ui.set_width(widest);
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    let text = RichText::new(line(names.seat(seat), seat, turn));
                    let label = ui.label(if turn { text.color(paint::TURN) } else { text });
                    // Read out with the seat's part in the match, as the full plate says it.
                    let full = line(plate_name(seat), seat, turn);
                    label.widget_info(|| WidgetInfo::labeled(Role::Label, true, full.clone()));
                });
            spots.set_seat(seat, plate.response.rect);
        }
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for &seat in &others {
            let turn = on_turn(seat);
            // One width either way: a plate's size does not change with the turn.
            let (fill, rim) = paint::plate_colours(ui.ctx());
            let stroke = Stroke::new(2.0, if turn { paint::TURN } else { rim.color });
            let cards = cards_of(seat);
            // A frame is measured only once drawn, so the row cannot wrap it by itself.
            if ui.available_size_before_wrap().x < widest + 24.0 {
                ui.end_row();
            }
            let plate = egui::Frame::new()
                .fill(fill)
                .stroke(stroke)
                .corner_radius(8)
                .inner_margin(egui::Margin::symmetric(10, 5))
                .show(ui, |ui| {
                    ui.set_width(widest);
                    ui.vertical(|ui| {
                        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                        ui.horizontal(|ui| {
                            ui.label(RichText::new(plate_name(seat)).strong());
                            if turn {
                                ui.with_layout(
                                    egui::Layout::right_to_left(egui::Align::Center),
                                    |ui| {
                                        ui.label(
                                            RichText::new(t!("hell-to-play")).color(paint::TURN),
                                        )
                                    },
                                );
                            }
                        });
                        ui.label(cards);
                        if let Some(open) = s.hands.open.get(seat).filter(|o| !o.is_empty()) {
                            open_hand(ui, names, seat, open);
                        }
                    });
                });
            spots.set_seat(seat, plate.response.rect);
        }
    });
}

/// Another seat's cards face up (a replay showing every hand), small, a few rows at most.
fn open_hand(ui: &mut Ui, names: &crate::ui::table::names::Names, seat: usize, cards: &[Card]) {
    ui.set_max_width(300.0);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        for &card in cards {
            let (rect, response) =
                ui.allocate_exact_size(card_art::card_size(40.0), Sense::hover());
            card_art::paint_face(
                ui.painter(),
                rect,
                card,
                STYLE,
                card_art::CardLook::default(),
            );
            let label = t!(
                "open-hand-card",
                card = card_plain(card, STYLE),
                who = names.seat_in(seat),
                person = names.person(seat)
            );
            response.widget_info(|| WidgetInfo::labeled(Role::Label, true, label.clone()));
        }
    });
}

/// The two draw decks and the discard pile with its top card, size and frozen mark.
fn piles(t: &HellTable, ui: &mut Ui, height: f32, spots: &mut Spots) {
    let s = &t.scene;
    // Each pile's column as wide as its widest caption can get, so that nothing beside the
    // piles moves as their counts change.
    let font = egui::TextStyle::Body.resolve(ui.style());
    let column = [
        t!("hell-deck", number = 2, count = 888),
        t!("hell-pile-count", count = 888),
    ]
    .into_iter()
    .map(|text| {
        ui.fonts_mut(|f| {
            f.layout_no_wrap(text, font.clone(), Color32::WHITE)
                .size()
                .x
        })
    })
    .fold(card_art::card_size(height).x, f32::max);
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            for (d, &n) in s.decks.iter().enumerate() {
                ui.vertical(|ui| {
                    ui.set_width(column);
                    let (rect, response) =
                        ui.allocate_exact_size(card_art::card_size(height), Sense::hover());
                    paint::stack(ui.painter(), rect, n);
                    spots.decks = Some(spots.decks.map_or(rect, |d| d.union(rect)));
                    if t.spotlights(&Spotlight::Stock) {
                        paint::spotlight_ring(&paint::overlay(ui), rect);
                    }
                    let label = t!("hell-deck-label", number = d + 1, count = n);
                    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, label.clone()));
                    ui.label(t!("hell-deck", number = d + 1, count = n));
                });
            }
            ui.vertical(|ui| {
                ui.set_width(column);
                let label = match s.pile_top {
                    Some(c) => t!(
                        "hell-pile-label",
                        card = card_in(c, STYLE, Case::Nom),
                        count = s.pile_len
                    ),
                    None => t!("hell-pile-empty-label"),
                };
                match s.pile_top {
                    Some(c) => {
                        let look = CardLook {
                            dimmed: false,
                            glow: s.frozen.then_some(paint::ERROR),
                        };
                        let r = card_widget(ui, Some(c), height, look, Sense::hover(), label, None);
                        spots.pile = Some(r.rect);
                        if t.spotlight_cards().contains(c) {
                            paint::spotlight_ring(&paint::overlay(ui), r.rect);
                        }
                    }
                    None => {
                        let (rect, response) =
                            ui.allocate_exact_size(card_art::card_size(height), Sense::hover());
                        card_art::paint_slot(ui.painter(), rect);
                        spots.pile = Some(rect);
                        response
                            .widget_info(|| WidgetInfo::labeled(Role::Image, true, label.clone()));
                    }
                }
                ui.label(t!("hell-pile-count", count = s.pile_len));
            });
        });
        if s.frozen {
            ui.label(
                RichText::new(t!("hell-frozen"))
                    .color(paint::ERROR)
                    .strong(),
            );
        }
    });
}

/// Each team's side of the table: its books and its checklist of the required five. The
/// person's team comes first.
fn teams(t: &mut HellTable, ui: &mut Ui, height: f32, spots: &mut Spots) {
    let s = t.scene.clone();
    let mine = s.team_of(s.me);
    let mut order: Vec<usize> = (0..s.teams.len()).collect();
    order.sort_by_key(|&k| k != mine);
    let picking = !t.own.selection.is_empty() && t.melding();
    // Side by side when each team gets room for a few books; stacked in a narrow window.
    let columns = if ui.available_width() / order.len() as f32 >= 360.0 {
        order.len()
    } else {
        1
    };
    let width = (ui.available_width() - 8.0 * (columns - 1) as f32) / columns as f32;
    for row in order.chunks(columns) {
        ui.horizontal_top(|ui| {
            for &side in row {
                ui.vertical(|ui| {
                    ui.set_width(width);
                    team_area(t, ui, &s, side, height, picking, spots);
                });
            }
        });
        ui.add_space(4.0);
    }
}

/// One team's side of the table: its name, its checklist, its books and closed books.
fn team_area(
    t: &mut HellTable,
    ui: &mut Ui,
    s: &super::scene::Scene,
    side: usize,
    height: f32,
    picking: bool,
    spots: &mut Spots,
) {
    let mine = s.team_of(s.me);
    let names = t.names().clone();
    {
        let team = &s.teams[side];
        let framed = egui::Frame::new()
            .fill(Color32::from_black_alpha(if side == mine {
                70
            } else {
                45
            }))
            .corner_radius(8)
            .inner_margin(egui::Margin::symmetric(10, 6))
            .show(ui, |ui| {
                ui.set_min_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(names.side(side)).strong());
                    ui.label(if team.melded {
                        t!("hell-team-melded")
                    } else {
                        t!("hell-team-not-melded")
                    });
                });
                // A row of its own, so that it wraps alike in every team's box whatever the
                // team's name.
                ui.horizontal_wrapped(|ui| required_checklist(ui, team));
                let open: Vec<BookKind> = BookKind::ALL
                    .into_iter()
                    .filter(|&k| !team.open_book(k).is_empty())
                    .collect();
                let closed: Vec<(BookKind, bool, u8)> = BookKind::ALL
                    .into_iter()
                    .flat_map(|k| {
                        let (clean, dirty) = (team.clean[k.index()], team.dirty[k.index()]);
                        [(k, true, clean), (k, false, dirty)]
                    })
                    .filter(|&(_, _, n)| n > 0)
                    .collect();
                if open.is_empty() && closed.is_empty() {
                    ui.label(RichText::new(t!("hell-no-books")).weak());
                }
                // The books and the closed books wrap in rows of their own: a row takes the
                // height of the tallest thing in it, so chips under books would stand apart.
                if !open.is_empty() {
                    ui.horizontal_wrapped(|ui| {
                        for &kind in &open {
                            let book = team.open_book(kind);
                            let clickable = picking && side == mine && team.melded;
                            // A fan's width is known before it is drawn: start a new row when
                            // it would not fit (a vertical group cannot wrap by itself).
                            if ui.available_size_before_wrap().x < book_width(book, height) {
                                ui.end_row();
                            }
                            if open_book(ui, kind, book, height, clickable) {
                                t.queue(Input::Game(Meld::OnBook(kind)));
                            }
                        }
                    });
                }
                if !closed.is_empty() {
                    ui.horizontal_wrapped(|ui| {
                        for &(kind, clean, n) in &closed {
                            closed_chip(ui, kind, clean, n);
                        }
                    });
                }
            });
        let shown = framed.response.rect.intersect(ui.clip_rect());
        spots.set_team(side, framed.response.rect);
        if t.spotlights(&Spotlight::Piles) && shown.is_positive() {
            paint::spotlight_ring(&paint::overlay(ui), shown);
        }
    }
}

/// The five required books, ticked as they close.
fn required_checklist(ui: &mut Ui, team: &Team) {
    let r = team.required();
    let items = [
        (t!("hell-check-sevens"), r.sevens),
        (t!("hell-check-wild"), r.wild),
        (t!("hell-check-clean"), r.clean),
        (t!("hell-check-dirty"), r.dirty >= 1),
        (t!("hell-check-dirty"), r.dirty >= 2),
    ];
    ui.label(t!("hell-required"));
    for (name, done) in items {
        let mut done = done;
        ui.add_enabled(false, egui::Checkbox::new(&mut done, name));
    }
}

/// The width an unfinished book takes: its fan, or its caption if that is wider.
fn book_width(book: &Book, height: f32) -> f32 {
    let card = card_art::card_size(height).x;
    let fan = card + card * 0.42 * (book.len() as f32 - 1.0).max(0.0);
    fan.max(80.0) + 8.0
}

/// An unfinished book: its cards fanned, its count of seven, clean or dirty so far. Returns
/// whether it was clicked to take the picked cards.
fn open_book(ui: &mut Ui, kind: BookKind, book: &Book, height: f32, clickable: bool) -> bool {
    let mut clicked = false;
    ui.vertical(|ui| {
        let size = card_art::card_size(height);
        let step = size.x * 0.42;
        let n = book.len() as usize;
        let width = size.x + step * (n.saturating_sub(1)) as f32;
        let sense = if clickable {
            Sense::click()
        } else {
            Sense::hover()
        };
        let (rect, response) = ui.allocate_exact_size(vec2(width, size.y), sense);
        for (i, card) in book.cards().enumerate() {
            let r = egui::Rect::from_min_size(rect.min + vec2(step * i as f32, 0.0), size);
            card_art::paint_face(ui.painter(), r, card, STYLE, CardLook::default());
        }
        if clickable && response.hovered() {
            ui.painter().rect_stroke(
                rect.expand(3.0),
                6,
                Stroke::new(2.0, paint::LEGAL),
                egui::StrokeKind::Outside,
            );
        }
        let label = book_label(kind, book);
        let accessible = if clickable {
            t!("hell-book-add", book = label.clone())
        } else {
            label.clone()
        };
        response.widget_info(|| {
            WidgetInfo::labeled(
                if clickable { Role::Button } else { Role::Image },
                true,
                accessible.clone(),
            )
        });
        clicked = response.on_hover_text(label).clicked();
        // Under the fan, the kind first: the cards' corners are too small to tell it by.
        ui.label(capitalised(&t!(
            "hell-book-caption-short",
            kind = kind_word(kind, Case::Nom),
            count = book.len(),
            size = BOOK_SIZE,
            state = book_state(kind, book)
        )));
    });
    clicked
}

/// A closed book: a coloured chip with its name, times how many. Sized before it is placed,
/// so a row of chips wraps.
fn closed_chip(ui: &mut Ui, kind: BookKind, clean: bool, n: u8) {
    let colour = if kind.is_sevens() {
        SEVENS
    } else if kind.is_wild() {
        WILD
    } else if clean {
        CLEAN
    } else {
        DIRTY
    };
    let text = capitalised(&t!(
        "hell-closed-chip",
        book = book_name(kind, clean, Case::Nom),
        count = n
    ));
    // Short on the chip ("Fours · dirty"), so a late round's chips fit beside the books; the
    // full name is read out and shown on hover.
    let state = if kind.is_sevens() || kind.is_wild() {
        "none"
    } else if clean {
        "clean"
    } else {
        "dirty"
    };
    let short = capitalised(&t!(
        "hell-closed-chip-short",
        kind = kind_word(kind, Case::Nom),
        state = state,
        count = n
    ));
    let galley = egui::WidgetText::from(RichText::new(&short).strong().color(Color32::BLACK))
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        );
    let pad = vec2(7.0, 3.0);
    let (rect, response) = ui.allocate_exact_size(galley.size() + 2.0 * pad, Sense::hover());
    ui.painter().rect_filled(rect, 6, colour);
    ui.painter().galley(rect.min + pad, galley, Color32::BLACK);
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, text.clone()));
    response.on_hover_text(text);
}

/// The person's initial meld while it is composed: each staged group and the running total
/// against the round's minimum.
fn staging(t: &mut HellTable, ui: &mut Ui, height: f32) {
    let s = t.scene.clone();
    let staged: Vec<(BookKind, &Book)> = BookKind::ALL
        .iter()
        .map(|&k| (k, &s.stage[k.index()]))
        .filter(|(_, b)| !b.is_empty())
        .collect();
    let composing = !s.my_team_melded() && s.turn == s.me && s.phase == Phase::Play;
    if staged.is_empty() && !composing {
        return;
    }
    let picking = !t.own.selection.is_empty() && t.melding();
    egui::Frame::new()
        .fill(Color32::from_black_alpha(80))
        .stroke(Stroke::new(1.0, paint::SELECT))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(10, 6))
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width());
            let enough = s.staged_value >= s.minimum;
            ui.label(
                RichText::new(t!(
                    "hell-staged-value",
                    value = s.staged_value,
                    minimum = s.minimum
                ))
                .strong()
                .color(if enough { paint::LEGAL } else { TEXT }),
            );
            // How to begin, until the person has begun (the bar repeats it once cards are
            // picked): the table keeps its room for the books.
            if staged.is_empty() && t.own.selection.is_empty() {
                ui.label(t!("hell-staging-help"));
            }
            ui.horizontal_wrapped(|ui| {
                for (kind, book) in staged {
                    if open_book(ui, kind, book, height, picking) {
                        t.queue(Input::Game(Meld::OnBook(kind)));
                    }
                }
            });
            pending_cards(ui, &s.pending, height);
        });
    ui.add_space(6.0);
}

/// The pile's cards that wait for the initial meld, beside it: they are the person's once the
/// meld is down (until then they are neither in the hand nor on the pile).
fn pending_cards(ui: &mut Ui, pending: &[Card], height: f32) {
    if pending.is_empty() {
        return;
    }
    ui.add_space(4.0);
    ui.label(t!("hell-pile-waits", count = pending.len()));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for &card in pending {
            let label = t!("hell-waiting-card", card = card_plain(card, STYLE));
            card_widget(
                ui,
                Some(card),
                height * 0.8,
                CardLook::default(),
                Sense::hover(),
                label,
                None,
            );
        }
    });
}

/// The person's hand: one stack per group, counted, picked copies lifted and ringed.
fn my_hand(t: &mut HellTable, ui: &mut Ui, height: f32, spots: &mut Spots) {
    let s = &t.scene;
    let me = s.me;
    ui.label(
        RichText::new(t!(
            "hell-my-hand",
            count = s.hand_sizes[me],
            taken = yes_no(s.foot_taken[me]),
            foot = s.foot_sizes[me]
        ))
        .strong(),
    );
    let hand = s.hand;
    t.own.keys.fit(&hand);
    let cursor = t.own.cursor.group();
    let spot = t.spotlight_cards();
    let active = t.my_turn() && t.banner.is_none();
    let mut inputs = Vec::new();
    let card_w = card_art::card_size(height).x;
    let row = ui.horizontal_wrapped(|ui| {
        for group in Group::all() {
            let held = group.count(&hand);
            if held == 0 {
                continue;
            }
            let Some(card) = group.card(&hand) else {
                continue;
            };
            // A column is measured only once drawn: start a new row when it would not fit.
            if ui.available_size_before_wrap().x < card_w {
                ui.end_row();
            }
            let picked = t.own.selection.of(group);
            let fresh = t.is_fresh(group);
            if fresh {
                // Ask for the frame that takes the mark away.
                let left = t.own.fresh_until - t.now();
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(left.max(0.0)));
            }
            ui.vertical(|ui| {
                let look = CardLook {
                    dimmed: false,
                    glow: if picked > 0 {
                        Some(paint::SELECT)
                    } else {
                        fresh.then_some(paint::TURN)
                    },
                };
                let label = hand_label(group, held, picked);
                if picked == 0 {
                    ui.add_space(height * 0.12);
                }
                let sense = if active {
                    Sense::click()
                } else {
                    Sense::hover()
                };
                let response =
                    card_widget(ui, Some(card), height, look, sense, label, Some(picked > 0));
                if lit(&spot, group) {
                    paint::spotlight_ring(&paint::overlay(ui), response.rect);
                }
                if active && cursor == Some(group) {
                    ui.painter().rect_stroke(
                        response.rect.expand(4.0),
                        6,
                        Stroke::new(2.5, Color32::WHITE),
                        egui::StrokeKind::Outside,
                    );
                }
                // A double click is also a second click: it picks every copy instead.
                if response.double_clicked() || response.secondary_clicked() {
                    inputs.push(Input::Game(Meld::PickAll(group)));
                } else if response.clicked() {
                    inputs.push(Input::Game(Meld::Pick(group)));
                }
                if picked > 0 {
                    ui.add_space(height * 0.12);
                    picked_badge(ui, response.rect, picked);
                }
                if active && let Some(key) = t.own.keys.of(group) {
                    let font = ui.text_style_height(&egui::TextStyle::Body);
                    paint::key_chip(ui.painter(), font, response.rect, key, None);
                }
                ui.label(format!("×{held}"));
            });
        }
    });
    spots.set_seat(me, row.response.rect);
    for input in inputs {
        t.queue(input);
    }
}

/// How many copies of a group are picked, in a badge on its card's corner (the column keeps
/// its width, so nothing moves under the pointer).
fn picked_badge(ui: &Ui, card: egui::Rect, picked: u8) {
    let r = (card.width() * 0.17).max(9.0);
    let center = card.right_top() + vec2(-r * 0.6, r * 0.6);
    let painter = paint::overlay(ui);
    painter.circle_filled(center, r, paint::SELECT);
    painter.text(
        center,
        egui::Align2::CENTER_CENTER,
        picked.to_string(),
        egui::FontId::proportional(r * 1.3),
        Color32::BLACK,
    );
}

/// Whether a lesson's step points at a card of `group`.
fn lit(spot: &crate::cards::CardSet, group: Group) -> bool {
    use crate::cards::{Rank, Suit};
    let any = |rank: Rank, red: Option<bool>| {
        Suit::ALL
            .into_iter()
            .filter(|s| red.is_none_or(|r| s.is_red() == r))
            .any(|s| spot.contains(Card::new(rank, s)))
    };
    match group {
        Group::Joker => spot.contains(Card::JOKER),
        Group::Natural(r) => Rank::from_value(r).is_some_and(|rank| any(rank, None)),
        Group::Two => any(Rank::Two, None),
        Group::Three { red } => any(Rank::Three, Some(red)),
    }
}

/// A book's accessible name, its kind first: "Kings: 3 of 7, clean", "Wild cards: 3 of 7".
pub fn book_label(kind: BookKind, book: &Book) -> String {
    capitalised(&t!(
        "hell-book-label",
        kind = kind_word(kind, Case::Nom),
        count = book.len(),
        size = BOOK_SIZE,
        state = book_state(kind, book)
    ))
}

/// Whether a book is clean or dirty so far, as the messages' `$state` says it: "none" for the
/// sevens and the wild cards, which are neither.
fn book_state(kind: BookKind, book: &Book) -> &'static str {
    if kind.is_sevens() || kind.is_wild() {
        "none"
    } else if book.is_clean() {
        "clean"
    } else {
        "dirty"
    }
}

/// A group of the hand's accessible name: "Kings, 3 held, 1 picked".
pub fn hand_label(group: Group, held: u8, picked: u8) -> String {
    t!(
        "hell-hand-label",
        group = group.key(),
        held = held,
        picked = picked
    )
}

/// The bar under the table: whose turn, the person's choices with the reason each cannot be
/// used, what is picked, going out, and the last refusal.
fn action_bar(t: &mut HellTable, ui: &mut Ui) {
    paint::turn_line(ui, &t.turn_text());
    let my_turn = t.my_turn() && t.banner.is_none();
    if my_turn {
        match t.round().phase() {
            Phase::Acquire => acquire_buttons(t, ui),
            Phase::Play => meld_buttons(t, ui),
            Phase::Over => {}
        }
    }
    // A refusal is shown over the hand (`refusal_callout`), not here below the fold.
}

/// A button for an engine action, disabled with the engine's reason; returns whether it was
/// pressed.
fn action(
    t: &HellTable,
    ui: &mut Ui,
    text: &str,
    a: HellAction,
    reasons: &mut Vec<String>,
) -> bool {
    let why = t.why_not(a);
    let response = t.action_button(ui, why.is_none(), text, a);
    match why {
        Some(why) => {
            reasons.push(format!("{}: {}", short(text), lower_first(&why)));
            response.on_disabled_hover_text(why);
            false
        }
        None => response.clicked(),
    }
}

fn acquire_buttons(t: &mut HellTable, ui: &mut Ui) {
    let mut reasons = Vec::new();
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        if action(
            t,
            ui,
            &t!("hell-button-draw"),
            HellAction::Draw,
            &mut reasons,
        ) {
            chosen = Some(HellAction::Draw);
        }
        let wild_top = t
            .scene
            .pile_top
            .is_some_and(|c| matches!(Group::of(c), Group::Joker | Group::Two));
        if wild_top {
            for jokers in 0..3u8 {
                let text = t!("hell-button-take-with", jokers = jokers);
                let a = HellAction::Take { jokers };
                if t.why_not(a).is_none() && t.action_button(ui, true, text, a).clicked() {
                    chosen = Some(a);
                }
            }
        } else if action(
            t,
            ui,
            &t!("hell-button-take"),
            HellAction::Take { jokers: 0 },
            &mut reasons,
        ) {
            chosen = Some(HellAction::Take { jokers: 0 });
        }
        if t.round().options().manual_foot
            && action(
                t,
                ui,
                &t!("hell-button-foot"),
                HellAction::Foot,
                &mut Vec::new(),
            )
        {
            chosen = Some(HellAction::Foot);
        }
    });
    reasons_ui(ui, &reasons);
    if let Some(a) = chosen {
        t.queue(Input::Act(a));
    }
}

fn meld_buttons(t: &mut HellTable, ui: &mut Ui) {
    let sel = t.own.selection.clone();
    let mut reasons = Vec::new();
    let mut pushed = Vec::new();
    ui.horizontal_wrapped(|ui| {
        // Nothing picked: the button is simply off, the line under the bar says what to do.
        let lay = if sel.is_empty() {
            Err(String::new())
        } else {
            compose::compose(t.round(), &sel, Target::Books).and_then(|a| {
                compose::try_all(t.round(), &a).map_err(|(_, e)| super::refusal::refusal(&e))
            })
        };
        // Usable whenever something is picked: a press the rules refuse is answered over the
        // hand, where the eye is, not only by a line in this bar.
        let meld = t!("hell-button-meld");
        let button = ui.add_enabled(!sel.is_empty(), egui::Button::new(&meld));
        if let Err(why) = &lay
            && !sel.is_empty()
        {
            reasons.push(format!("{}: {}", short(&meld), lower_first(why)));
        }
        if button.clicked() {
            pushed.push(Input::Game(Meld::Books));
        }
        if t.round().staged() > 0
            && action(
                t,
                ui,
                &t!("hell-button-lay-down"),
                HellAction::Meld,
                &mut reasons,
            )
        {
            pushed.push(Input::Act(HellAction::Meld));
        }
        if ui
            .add_enabled(
                t.can_take_back(),
                egui::Button::new(t!("hell-button-take-back")),
            )
            .on_hover_text(t!("hell-take-back-hover"))
            .clicked()
        {
            pushed.push(Input::Game(Meld::TakeBack));
        }
        let discard = sel.single().and_then(|g| g.card(t.round().hand(t.me())));
        match discard {
            Some(card) => {
                let text = t!("hell-button-discard-card", cards = sel.describe(Case::Acc));
                if action(t, ui, &text, HellAction::Discard(card), &mut reasons) {
                    pushed.push(Input::Game(Meld::Discard));
                }
            }
            None => {
                ui.add_enabled(false, egui::Button::new(t!("hell-button-discard")))
                    .on_disabled_hover_text(t!("hell-pick-one-discard"));
            }
        }
        if t.why_not(HellAction::End).is_none() && ui.button(t!("hell-button-end")).clicked() {
            pushed.push(Input::Act(HellAction::End));
        }
        if t.round().options().manual_foot
            && t.why_not(HellAction::Foot).is_none()
            && ui.button(t!("hell-button-foot")).clicked()
        {
            pushed.push(Input::Act(HellAction::Foot));
        }
        if !sel.is_empty() && ui.button(t!("hell-button-clear")).clicked() {
            pushed.push(Input::Game(Meld::Clear));
        }
    });
    if !sel.is_empty() {
        ui.label(t!(
            "hell-picked",
            cards = sel.describe(Case::Nom),
            count = sel.count()
        ));
    } else {
        ui.label(RichText::new(t!("hell-pick-help")).weak());
    }
    going_out(t, ui);
    reasons_ui(ui, &reasons);
    for input in pushed {
        t.queue(input);
    }
}

/// Whether the person may go out, and if not which required book is missing.
fn going_out(t: &HellTable, ui: &mut Ui) {
    let s = &t.scene;
    if !s.foot_taken[s.me] {
        return;
    }
    let team = &s.teams[s.team_of(s.me)];
    let required = team.required();
    if required.complete() {
        ui.label(RichText::new(t!("hell-may-go-out")).color(paint::LEGAL));
    } else {
        ui.label(t!(
            "hell-going-out-needs",
            books = super::words::missing_books(required)
        ));
    }
}

/// A button's name without its key: "Draw two" of "Draw two (D)".
fn short(text: &str) -> &str {
    text.split(" (").next().unwrap_or(text)
}

/// A sentence continued after a colon: its first letter in lower case.
fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn reasons_ui(ui: &mut Ui, reasons: &[String]) {
    for r in reasons {
        ui.label(RichText::new(r).weak());
    }
}

/// Room the summary keeps for its heading, the match line and the buttons, which stay in view
/// while the score items and the review scroll.
const SUMMARY_FIXED: f32 = 190.0;

/// The round's summary over the table (centred on `felt`), until the person goes on. It fits
/// the window at any size: the score items and the review scroll, the buttons stay in view.
fn round_summary(t: &mut HellTable, ui: &mut Ui, felt: egui::Rect) {
    // The table's width (a lesson's panel stays clear), from the strip above the table (its
    // score sheet's button stays in reach) to the window's foot.
    let screen = ui.ctx().content_rect();
    let room =
        egui::Rect::from_x_y_ranges(felt.x_range(), felt.top()..=screen.bottom()).shrink(8.0);
    let Some((record, number, scores)) = t.banner.clone() else {
        return;
    };
    let names = t.names().clone();
    let m = &t.game();
    let final_round = number == 4 || m.is_over() && number == m.records().len();
    let goal = super::match_goal(m.config());
    let shared = (final_round && m.winners().len() > 1)
        .then(|| t!("summary-match-won", won = names.match_won(m.winners())));
    let id = t.summary_id("hell-round-summary");
    egui::Area::new(id)
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(felt.center())
        .constrain_to(room)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(14))
                .show(ui, |ui| {
                    ui.set_max_width(620.0_f32.min(room.width() - 40.0));
                    ui.heading(t!("hell-round-over", number = number));
                    let end = (number == t.game().records().len())
                        .then(|| t.game().last_hand().and_then(|h| h.end()))
                        .flatten();
                    ui.label(super::words::end_text(&names, &record.score, end));
                    egui::ScrollArea::vertical()
                        .id_salt("hell-summary-scroll")
                        .max_height((room.height() - SUMMARY_FIXED).max(80.0))
                        .show(ui, |ui| {
                            super::sheet::breakdown_grid(
                                ui,
                                &names,
                                &scores,
                                &format!("round-{number}"),
                            );
                            t.summary_review_ui(ui);
                        });
                    if let Some(shared) = &shared {
                        ui.label(RichText::new(shared).strong().color(paint::TURN));
                    }
                    t.summary_footer_ui(ui, &record, &goal, final_round, || t!("hell-next-round"));
                });
        });
}

/// Keys: D draw, P the pile, M meld, L lay down, T take back, X discard, E end turn, F foot,
/// Esc lets the picks go, 1 to 9 and 0 pick in the hand's groups, the arrows go from group to
/// group and Enter or Space picks in the one they came to (Shift: every copy); Enter, Space or
/// Esc closes a round's summary (not the match's end).
fn keyboard(t: &mut HellTable, ui: &Ui) {
    if ui.ctx().memory(|m| m.focused().is_some()) {
        return;
    }
    if t.banner.is_some() {
        if !t.match_end_up() && stage::summary_closed(ui) {
            t.queue(Input::NextHand);
        }
        return;
    }
    if !t.my_turn() {
        return;
    }
    let keys: [(Key, Input); 9] = [
        (Key::D, Input::Act(HellAction::Draw)),
        (Key::P, Input::Act(HellAction::Take { jokers: 0 })),
        (Key::M, Input::Game(Meld::Books)),
        (Key::L, Input::Act(HellAction::Meld)),
        (Key::T, Input::Game(Meld::TakeBack)),
        (Key::X, Input::Game(Meld::Discard)),
        (Key::E, Input::Act(HellAction::End)),
        (Key::F, Input::Act(HellAction::Foot)),
        (Key::Escape, Input::Game(Meld::Clear)),
    ];
    for (key, input) in keys {
        if stage::pressed(ui, key) {
            t.queue(input);
        }
    }
    // The arrows go from group to group of the hand, and Enter or Space picks one more copy
    // of the group they came to (with Shift every copy): the way to groups past key 0.
    let hand = t.scene.hand;
    for (key, delta) in [(Key::ArrowLeft, -1), (Key::ArrowRight, 1)] {
        if stage::pressed(ui, key) {
            t.own.cursor.step(&hand, delta);
        }
    }
    if let Some(group) = t.own.cursor.group() {
        let all = ui.ctx().input_mut(|i| {
            i.consume_key(egui::Modifiers::SHIFT, Key::Enter)
                || i.consume_key(egui::Modifiers::SHIFT, Key::Space)
        });
        if all {
            t.queue(Input::Game(Meld::PickAll(group)));
        } else if stage::pressed(ui, Key::Enter) || stage::pressed(ui, Key::Space) {
            t.queue(Input::Game(Meld::Pick(group)));
        }
    }
    // The number keys pick in the hand's groups by the keys shown on them (1 to 9, then 0 for
    // the tenth); with Shift they pick every copy.
    t.own.keys.fit(&hand);
    let groups: Vec<(Key, Group)> = t.own.keys.groups().collect();
    for (key, group) in &groups {
        let (key, group) = (key, *group);
        if group.count(&hand) == 0 {
            continue;
        }
        // Shift+1 arrives as "!" on many layouts (the others' symbols have no key of their
        // own, so their digits come through).
        let all = ui.ctx().input_mut(|i| {
            i.consume_key(egui::Modifiers::SHIFT, *key)
                || (*key == Key::Num1
                    && i.consume_key(egui::Modifiers::SHIFT, Key::Exclamationmark))
        });
        if all {
            t.queue(Input::Game(Meld::PickAll(group)));
        } else if stage::pressed(ui, *key) {
            t.queue(Input::Game(Meld::Pick(group)));
        }
    }
}
