//! Drawing the Sedma table and turning clicks and keys into queued [`Input`]s.

use super::{Input, SedmaTable};
use crate::cards::CardSet;
use crate::games::sedma::{SedmaAction, SedmaView};
use crate::i18n::{Case, card, card_plain, rank_word};
use crate::lesson::Spotlight;
use crate::ui::table::stage;
use crate::ui::table::trick::layout::Layout;
use crate::ui::table::trick::paint::{self, BoxPart, MyHand};
use egui::{Key, Painter, RichText, Ui};

/// Draws the table and queues the person's input.
pub(super) fn table_ui(t: &mut SedmaTable, ui: &mut Ui) {
    let view = t.my_view();
    let my_turn = t.my_turn();
    let parts = score_parts(t);
    t.frame_ui(ui, "sedma", &parts, |t, ui| {
        action_bar(t, ui, &view, my_turn)
    });
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let (painter, rect) = paint::felt(ui);
        let layout = Layout::new(rect, t.names().players, t.names().me);
        draw_stock(t, &painter, &layout);
        draw_piles(t, &painter, &layout);
        draw_opponents(t, ui, &painter, &layout);
        draw_trick(t, ui, &painter, &layout);
        draw_my_hand(t, ui, &painter, &layout, &view, my_turn);
        if let Some((_, progress, flights)) = t.playing() {
            paint::flights(&painter, &layout, flights, progress, t.style());
        }
        let avoid = [layout.stock()];
        t.last_trick_ui(ui, &layout, t.style(), &avoid);
        hand_summary(t, ui, &layout, &avoid);
        keyboard(t, ui, &view, my_turn);
    });
}

/// The strip above the table: the hand, the match score and how the match is won.
fn score_parts(t: &SedmaTable) -> Vec<String> {
    let mut parts = vec![t!("strip-hand", number = t.shown().hand)];
    // A lesson is one hand, not a match.
    if !t.in_lesson() {
        parts.push(t!(
            "strip-match",
            totals = t.names().totals_text(&t.shown().totals),
            goal = super::match_goal(t.game().config())
        ));
    }
    parts
}

/// Whether eights are wild as well as sevens (the `eights` argument of the messages that
/// say what is wild).
fn eights_wild(t: &SedmaTable) -> &'static str {
    crate::i18n::yes_no(t.game().config().osmova)
}

/// The left of the bar under the table: whose turn, the choice to continue or end a trick with
/// what each does, and a refused move's reason.
fn action_bar(t: &mut SedmaTable, ui: &mut Ui, view: &SedmaView, my_turn: bool) {
    let style = t.style();
    paint::turn_line(ui, &t.turn_text());
    let [end_key, pass_key] = choice_keys();
    if my_turn && SedmaTable::deciding(view) {
        ui.label(continue_text(t, view));
        ui.horizontal_wrapped(|ui| {
            let end = t.action_button(ui, true, t!("sedma-end-trick"), SedmaAction::EndTrick);
            paint::key_cap(ui, &end, end_key.name());
            if end.clicked() {
                t.queue(Input::Act(SedmaAction::EndTrick));
            }
            for a in &view.legal {
                if let SedmaAction::Play(c) = a
                    && t.action_button(
                        ui,
                        true,
                        t!("sedma-continue-with", card = card_plain(*c, style)),
                        *a,
                    )
                    .clicked()
                {
                    t.queue(Input::Act(*a));
                }
            }
        });
    }
    if my_turn && view.legal.contains(&SedmaAction::Pass) {
        ui.horizontal_wrapped(|ui| {
            let pass = t.action_button(ui, true, t!("sedma-pass-round"), SedmaAction::Pass);
            paint::key_cap(ui, &pass, pass_key.name());
            if pass.clicked() {
                t.queue(Input::Act(SedmaAction::Pass));
            }
            ui.label(t!("sedma-pass-explained"));
        });
    }
    paint::refusal_line(ui, t.note());
}

/// The cards that continue the trick: "another 9 or a seven", or "a seven (the king of
/// leaves was led and plays as a seven)".
pub(super) fn continue_cards_text(t: &SedmaTable, view: &SedmaView) -> String {
    let style = t.style();
    let eights = eights_wild(t);
    let rules = t.game().hand().trick_rules();
    match view.trick.first().map(|p| p.card) {
        Some(c) if rules.rank_of(c) == 7 && c.rank_value() != 7 => t!(
            "sedma-continue-wild-led",
            eights = eights,
            card = card(c, style, Case::Nom)
        ),
        Some(c) => t!(
            "sedma-continue-another",
            eights = eights,
            rank = c
                .rank()
                .map_or(String::new(), |r| rank_word(r, style, Case::Acc))
        ),
        None => t!("sedma-continue-wild", eights = eights),
    }
}

/// What ending and continuing the trick would do, in two short sentences.
fn continue_text(t: &SedmaTable, view: &SedmaView) -> String {
    let names = &t.names();
    let another = continue_cards_text(t, view);
    let points = view
        .trick
        .iter()
        .filter(|p| matches!(p.card.rank_value(), 10 | 14))
        .count()
        * 10;
    let cards = view.trick.len();
    match view.winning {
        Some(w) => t!(
            "sedma-end-or-continue",
            who = names.seat_in(w),
            person = names.person(w),
            cards = cards,
            points = points,
            another = another
        ),
        None => t!("sedma-end-or-continue-as-is", another = another),
    }
}
fn draw_stock(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    let rect = layout.stock();
    let n = t.scene.stock;
    paint::stack(painter, rect, n);
    paint::caption(painter, rect, &t!("table-stock", count = n), layout);
    if t.spotlights(&Spotlight::Stock) {
        paint::spotlight_ring(painter, rect);
    }
}

fn draw_piles(t: &SedmaTable, painter: &Painter, layout: &Layout) {
    let names = &t.names();
    let tricks_only = t.game().config().scoring == crate::games::sedma::Scoring::TricksOnly;
    for side in 0..names.sides() {
        let members = names.members(side);
        let Some(&first) = members.first() else {
            continue;
        };
        let rect = layout.pile(first);
        let cards: usize = members.iter().map(|&s| t.scene.pile[s]).sum();
        let points: i32 = members.iter().map(|&s| t.scene.points[s]).sum();
        paint::stack(painter, rect, cards);
        let caption = if tricks_only {
            t!("sedma-pile-tricks", who = names.side(side), count = points)
        } else {
            t!("sedma-pile-points", who = names.side(side), count = points)
        };
        paint::caption(painter, rect, &caption, layout);
        if t.spotlights(&Spotlight::Piles) {
            paint::spotlight_ring(painter, rect);
        }
    }
}

fn draw_opponents(t: &SedmaTable, ui: &Ui, painter: &Painter, layout: &Layout) {
    let names = &t.names();
    for seat in 0..names.players {
        let count = t.scene.hands.counts[seat];
        if seat != names.me {
            paint::other_hand(ui, painter, layout, seat, &t.scene.hands, names, t.style());
        }
        let detail = if t.scene.dealer == seat {
            t!("plate-cards-dealer", count = count)
        } else {
            paint::cards_count(count)
        };
        let to_act = !t.steps_waiting() && t.to_act() == Some(seat);
        paint::name_plate(ui, painter, layout, seat, names.seat(seat), detail, to_act);
    }
}

fn draw_trick(t: &SedmaTable, ui: &mut Ui, painter: &Painter, layout: &Layout) {
    let trick = &t.scene.trick;
    let winner = (!trick.is_empty()).then(|| {
        let cards: Vec<_> = trick.iter().map(|p| p.card).collect();
        t.game().hand().trick_rules().winner(&cards)
    });
    let drawn = paint::trick(ui, painter, layout, t.names(), trick, winner, t.style());
    t.ring_trick(ui, &drawn);
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
        marking: false,
        active: my_turn,
        selected: t.selected(),
        hand_no: t.game().records().len(),
        speed: t.speed_factor(),
        style: t.style(),
        spotlight: t.spotlight_cards(),
    };
    if let Some(card) = paint::my_hand(ui, painter, layout, &hand) {
        t.queue(Input::Act(SedmaAction::Play(card)));
    }
}

/// The summary at the end of a hand: card points, the game points and why, the match standing.
fn hand_summary(t: &mut SedmaTable, ui: &mut Ui, layout: &Layout, avoid: &[egui::Rect]) {
    let Some((record, number)) = t.banner.clone() else {
        return;
    };
    let names = t.names().clone();
    let score = &record.score;
    let final_hand = t.game().is_over() && number == t.game().records().len();
    let tricks_only = t.game().config().scoring == crate::games::sedma::Scoring::TricksOnly;
    paint::center_box(
        ui,
        layout,
        t.summary_id("sedma-hand-summary"),
        avoid,
        |ui, part| {
            if part == BoxPart::Body {
                t.summary_review_ui(ui);
                return;
            }
            if part == BoxPart::Foot {
                let goal = super::match_goal(t.game().config());
                t.summary_footer_ui(ui, &record, &goal, final_hand, || t!("summary-next-hand"));
                return;
            }
            ui.heading(t!("summary-hand-over", number = number));
            let totals = names.totals_text(&score.card_points);
            ui.label(if tricks_only {
                t!("sedma-summary-tricks", totals = totals)
            } else {
                t!("sedma-summary-points", totals = totals)
            });
            let why = super::why_text(score, t.style());
            let result = match score.winners.as_slice() {
                [] => t!("sedma-nobody-wins", why = why),
                [w] => t!(
                    "sedma-side-wins",
                    who = names.side(*w),
                    person = names.side_person(*w),
                    stake = score.stake,
                    why = why
                ),
                ws => t!(
                    "sedma-sides-win",
                    who = names.sides_list(ws),
                    stake = score.stake,
                    why = why
                ),
            };
            ui.label(RichText::new(result).strong());
        },
    );
}

/// The keys that end a trick and sit a round out, as the window's language names them
/// (`sedma-key-end`, `sedma-key-pass`: a letter of the word on each button, E and P in
/// English, U for "Ukončit štych" in Czech); never one key for both ([`stage::letter_keys`]).
fn choice_keys() -> [Key; 2] {
    stage::letter_keys([
        (t!("sedma-key-end"), Key::E),
        (t!("sedma-key-pass"), Key::P),
    ])
}

/// The shared keys (arrows, Enter, the number keys, closing the summary), and the keys that
/// end a trick and sit a round out ([`choice_keys`]).
fn keyboard(t: &mut SedmaTable, ui: &mut Ui, view: &SedmaView, my_turn: bool) {
    let hand = t.scene.hands.mine.clone();
    let ours = t.shared_keys(ui, my_turn, &hand, SedmaAction::Play);
    let [end_key, pass_key] = choice_keys();
    if ours && SedmaTable::deciding(view) && stage::pressed(ui, end_key) {
        t.queue(Input::Act(SedmaAction::EndTrick));
    }
    if ours && view.legal.contains(&SedmaAction::Pass) && stage::pressed(ui, pass_key) {
        t.queue(Input::Act(SedmaAction::Pass));
    }
}
