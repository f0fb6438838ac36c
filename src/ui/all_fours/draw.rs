//! Drawing the All Fours table and turning clicks and keys into queued [`Input`]s.

use super::{AllFoursTable, Discarding, Input, STYLE, card_suit_text, suit_text};
use crate::cards::{Card, CardSet};
use crate::engine::Game;
use crate::games::all_fours::{AllFoursAction, ViewPhase, trick};
use crate::i18n::yes_no;
use crate::lesson::Spotlight;
use crate::ui::card_art::{self, CardLook};
use crate::ui::table::stage;
use crate::ui::table::trick::layout::Layout;
use crate::ui::table::trick::paint::{self, BoxPart, MyHand};
use egui::{Key, Painter, RichText, Ui, vec2};

/// Draws the table and queues the person's input.
pub(super) fn table_ui(t: &mut AllFoursTable, ui: &mut Ui) {
    let legal = t.my_legal();
    let my_turn = t.my_turn();
    let parts = score_parts(t);
    t.frame_ui(ui, "all-fours", &parts, |t, ui| {
        action_bar(t, ui, &legal, my_turn)
    });
    egui::CentralPanel::no_frame().show(ui, |ui| {
        let (painter, rect) = paint::felt(ui);
        let layout = Layout::for_hands(rect, t.names().players, t.names().me, 7);
        draw_stock(t, &painter, &layout);
        draw_piles(t, &painter, &layout);
        draw_seats(t, ui, &painter, &layout);
        draw_trick(t, ui, &painter, &layout);
        draw_my_hand(t, ui, &painter, &layout, &legal, my_turn);
        if let Some((_, progress, flights)) = t.playing() {
            paint::flights(&painter, &layout, flights, progress, STYLE);
        }
        let avoid = [layout.stock(), layout.upcard(), layout.discards()];
        t.last_trick_ui(ui, &layout, STYLE, &avoid);
        deal_summary(t, ui, &layout, &avoid);
        keyboard(t, ui, &legal, my_turn);
    });
}

/// The strip above the table: the deal, trumps, the match score with the points this deal has
/// already scored, and how the match is won.
fn score_parts(t: &AllFoursTable) -> Vec<String> {
    let m = &t.game();
    let names = &t.names();
    let mut parts = vec![t!("all-fours-deal", number = t.shown().hand)];
    match (t.scene.trump, t.scene.upcard) {
        (Some(trump), _) => parts.push(t!("all-fours-trumps", suit = suit_text(trump))),
        (None, Some(up)) => parts.push(t!("all-fours-proposed", suit = card_suit_text(up))),
        (None, None) => {}
    }
    // A lesson is one deal, not a match.
    if !t.in_lesson() {
        parts.push(t!(
            "strip-match",
            totals = names.totals_text(&t.shown().totals),
            goal = super::match_goal(m.config())
        ));
    }
    if let Some(early) = early_points_shown(t) {
        parts.push(t!("all-fours-strip-early", points = early));
    }
    parts
}

/// The turn-up jack and gift points of the deal the engine is in, once that deal is the one on
/// screen: while the last deal's summary is up, the next deal (already dealt by the engine)
/// shows nothing.
pub(super) fn early_points_shown(t: &AllFoursTable) -> Option<String> {
    let m = t.game();
    let on_screen = t.banner.is_none() && t.shown().hand == m.records().len() + 1;
    on_screen
        .then(|| super::sheet::early_points_text(t.names(), m))
        .flatten()
}

/// The bar under the table: whose turn, the person's decision with what each choice does,
/// and the last explanation or refusal.
fn action_bar(t: &mut AllFoursTable, ui: &mut Ui, legal: &[AllFoursAction], my_turn: bool) {
    paint::turn_line(ui, &t.turn_text());
    if !t.scene.may_look {
        ui.label(t!("all-fours-face-down"));
    }
    if my_turn {
        let view = t.my_view();
        let trump = suit_text(view.trump);
        let keys = ChoiceKeys::now();
        match view.phase {
            ViewPhase::EldestDecides { .. } => {
                ui.label(t!(
                    "all-fours-stand-or-beg",
                    suit = trump.as_str(),
                    dealer = t.names().seat(view.dealer)
                ));
                ui.horizontal(|ui| {
                    let stand = t!("all-fours-stand", suit = trump.as_str());
                    let stand = t.action_button(ui, true, stand, AllFoursAction::Stand);
                    paint::key_cap(ui, &stand, keys.stand.name());
                    if stand.clicked() {
                        t.queue(Input::Act(AllFoursAction::Stand));
                    }
                    let beg = t.action_button(ui, true, t!("all-fours-beg"), AllFoursAction::Beg);
                    paint::key_cap(ui, &beg, keys.beg.name());
                    if beg.clicked() {
                        t.queue(Input::Act(AllFoursAction::Beg));
                    }
                });
            }
            ViewPhase::DealerDecides { .. } => {
                let give = t.game().hand().check(AllFoursAction::Give);
                ui.label(t!(
                    "all-fours-give-or-run",
                    who = t.names().seat(view.eldest),
                    suit = trump.as_str()
                ));
                ui.horizontal(|ui| {
                    let button = t.action_button(
                        ui,
                        give.is_ok(),
                        t!("all-fours-give", suit = trump.as_str()),
                        AllFoursAction::Give,
                    );
                    paint::key_cap(ui, &button, keys.give.name());
                    let refusal = give.as_ref().err().map(|e| super::refusal(t, e));
                    if let Some(why) = &refusal {
                        button.on_disabled_hover_text(why);
                    } else if button.clicked() {
                        t.queue(Input::Act(AllFoursAction::Give));
                    }
                    let run = t.action_button(ui, true, t!("all-fours-run"), AllFoursAction::Run);
                    paint::key_cap(ui, &run, keys.run.name());
                    if run.clicked() {
                        t.queue(Input::Act(AllFoursAction::Run));
                    }
                    if let Some(why) = refusal {
                        ui.label(why);
                    }
                });
            }
            ViewPhase::Discard { .. } => {
                let need = t.to_discard();
                let marked = t.own.marked.len() as usize;
                ui.label(t!("all-fours-discard-help", marked = marked, need = need));
                ui.horizontal(|ui| {
                    let label = t!("all-fours-discard", count = need);
                    let discard = ui.add_enabled(marked == need, egui::Button::new(label));
                    paint::key_cap(ui, &discard, keys.discard.name());
                    if discard.clicked() {
                        t.queue(Input::Game(Discarding::Confirm));
                    }
                });
            }
            ViewPhase::Play { .. } if legal.len() < view.hand.len() => {
                if let Some(lead) = view.trick.first() {
                    ui.label(t!(
                        "all-fours-must-follow",
                        suit = card_suit_text(lead.card),
                        anytime = yes_no(view.options.trump_anytime)
                    ));
                }
            }
            _ => {}
        }
    }
    paint::refusal_line(ui, t.note());
}

/// The stock, the upcard (with the cards set aside under it) and the discards.
fn draw_stock(t: &AllFoursTable, painter: &Painter, layout: &Layout) {
    let s = &t.scene;
    let rect = layout.stock();
    paint::stack(painter, rect, s.stock);
    paint::caption(painter, rect, &t!("table-stock", count = s.stock), layout);
    if t.spotlights(&Spotlight::Stock) {
        paint::spotlight_ring(painter, rect);
    }
    let up = layout.upcard();
    for (k, &card) in s.turned.iter().enumerate() {
        let r = up.translate(vec2(0.0, layout.card.y * 0.16 * (k + 1) as f32));
        card_art::paint_face(
            painter,
            r,
            card,
            STYLE,
            CardLook {
                dimmed: true,
                glow: None,
            },
        );
    }
    match s.upcard {
        Some(card) => {
            card_art::paint_shadow(painter, up, 0.2);
            card_art::paint_face(painter, up, card, STYLE, CardLook::default());
            if t.spotlight_cards().contains(card) {
                paint::spotlight_ring(painter, up);
            }
            let text = match s.trump {
                Some(_) => t!("all-fours-tag-trumps"),
                None => t!("all-fours-tag-proposed"),
            };
            paint::tag(painter, layout, up, &text);
        }
        None => card_art::paint_slot(painter, up),
    }
    if s.discards > 0 {
        let r = layout.discards();
        paint::stack(painter, r, s.discards);
        paint::caption(
            painter,
            r,
            &t!("all-fours-discards", count = s.discards),
            layout,
        );
    }
}

fn draw_piles(t: &AllFoursTable, painter: &Painter, layout: &Layout) {
    let names = &t.names();
    for side in 0..names.sides() {
        let members = names.members(side);
        let Some(&first) = members.first() else {
            continue;
        };
        let rect = layout.pile(first);
        let cards: usize = members.iter().map(|&s| t.scene.pile[s]).sum();
        paint::stack(painter, rect, cards);
        let tricks = cards / names.players.max(1);
        paint::caption(
            painter,
            rect,
            &t!(
                "all-fours-pile-tricks",
                who = names.side(side),
                count = tricks
            ),
            layout,
        );
        if t.spotlights(&Spotlight::Piles) {
            paint::spotlight_ring(painter, rect);
        }
    }
}

fn draw_seats(t: &AllFoursTable, ui: &Ui, painter: &Painter, layout: &Layout) {
    let names = &t.names();
    // From the deal on screen: after a deal its summary's table still shows it, while the
    // engine has dealt the next (whose eldest is another seat).
    let eldest = crate::engine::left(t.scene.dealer, names.players);
    for seat in 0..names.players {
        let count = t.scene.hands.counts[seat];
        if seat != names.me {
            paint::other_hand(ui, painter, layout, seat, &t.scene.hands, names, STYLE);
        }
        let detail = if t.scene.dealer == seat {
            t!("plate-cards-dealer", count = count)
        } else if seat == eldest {
            t!("all-fours-plate-eldest", count = count)
        } else {
            paint::cards_count(count)
        };
        let to_act = !t.steps_waiting() && t.to_act() == Some(seat);
        paint::name_plate(ui, painter, layout, seat, names.seat(seat), detail, to_act);
    }
}

fn draw_trick(t: &AllFoursTable, ui: &mut Ui, painter: &Painter, layout: &Layout) {
    let plays = &t.scene.trick;
    let trump = t.game().hand().trump_suit() as u8;
    let winner = (!plays.is_empty()).then(|| {
        let cards: Vec<Card> = plays.iter().map(|p| p.card).collect();
        trick::winner(&cards, trump)
    });
    let drawn = paint::trick(ui, painter, layout, t.names(), plays, winner, STYLE);
    t.ring_trick(ui, &drawn);
}

fn draw_my_hand(
    t: &mut AllFoursTable,
    ui: &mut Ui,
    painter: &Painter,
    layout: &Layout,
    legal: &[AllFoursAction],
    my_turn: bool,
) {
    let me = t.names().me;
    let cards = t.scene.hands.mine.clone();
    if !t.scene.may_look {
        // Before trumps are settled only the dealer and eldest look at their cards.
        // (The seat is not told them: only their count.)
        let count = t.scene.hands.counts.get(me).copied().unwrap_or(cards.len());
        paint::backs(ui, painter, layout, t.names(), me, count);
        return;
    }
    let discarding = t.to_discard() > 0;
    let legal: CardSet = legal
        .iter()
        .filter_map(|a| match a {
            AllFoursAction::Play(c) | AllFoursAction::Discard(c) => Some(*c),
            _ => None,
        })
        .collect();
    let hand = MyHand {
        cards: &cards,
        legal,
        marked: t.own.marked,
        marking: discarding,
        active: my_turn && !legal.is_empty(),
        selected: t.selected(),
        hand_no: t.game().records().len(),
        speed: t.speed_factor(),
        style: STYLE,
        spotlight: t.spotlight_cards(),
    };
    if let Some(card) = paint::my_hand(ui, painter, layout, &hand) {
        t.queue(if discarding {
            Input::Game(Discarding::Mark(card))
        } else {
            Input::Act(AllFoursAction::Play(card))
        });
    }
}

/// The summary at the end of a deal: each point and why, the gains, the match standing.
fn deal_summary(t: &mut AllFoursTable, ui: &mut Ui, layout: &Layout, avoid: &[egui::Rect]) {
    let Some((record, number, points)) = t.banner.clone() else {
        return;
    };
    let names = t.names().clone();
    let final_hand = t.game().is_over() && number == t.game().records().len();
    paint::center_box(
        ui,
        layout,
        t.summary_id("all-fours-deal-summary"),
        avoid,
        |ui, part| match part {
            BoxPart::Head => {
                ui.heading(t!("all-fours-deal-over-heading", number = number));
                ui.label(
                    RichText::new(t!(
                        "all-fours-this-deal",
                        gains = crate::ui::score_sheet::gains_text(&names, &record)
                    ))
                    .strong(),
                );
            }
            // Who took each point, and the review once asked for: what scrolls when the
            // table is short.
            BoxPart::Body => {
                let lines = points.as_ref().map(|p| p.lines(&names)).unwrap_or_default();
                if lines.is_empty() {
                    ui.label(t!("all-fours-nobody-scored"));
                }
                for text in lines {
                    ui.label(text);
                }
                t.summary_review_ui(ui);
            }
            BoxPart::Foot => {
                let goal = super::match_goal(t.game().config());
                t.summary_footer_ui(ui, &record, &goal, final_hand, || t!("all-fours-next-deal"));
            }
        },
    );
}

/// The keys of the person's choices, as the window's language names them (`all-fours-key-*`,
/// a letter of the word on each button: in English S stands, B begs, G gives, R runs, D
/// discards the marked cards; in Czech "Žebrám" begs with Z). The choices offered together
/// (stand or beg; give or run) never share a key: see [`stage::letter_keys`].
struct ChoiceKeys {
    stand: Key,
    beg: Key,
    give: Key,
    run: Key,
    discard: Key,
}

impl ChoiceKeys {
    fn now() -> Self {
        let [stand, beg] = stage::letter_keys([
            (t!("all-fours-key-stand"), Key::S),
            (t!("all-fours-key-beg"), Key::B),
        ]);
        let [give, run] = stage::letter_keys([
            (t!("all-fours-key-give"), Key::G),
            (t!("all-fours-key-run"), Key::R),
        ]);
        let [discard] = stage::letter_keys([(t!("all-fours-key-discard"), Key::D)]);
        ChoiceKeys {
            stand,
            beg,
            give,
            run,
            discard,
        }
    }
}

/// The shared keys (arrows, Enter and 1–9 play or mark a card, closing the summary), and the
/// choices' keys the buttons show ([`ChoiceKeys`]).
fn keyboard(t: &mut AllFoursTable, ui: &mut Ui, legal: &[AllFoursAction], my_turn: bool) {
    // Cards face down cannot be chosen; a card picked while discarding is marked (the table
    // turns the play into a mark).
    let hand: &[Card] = if t.scene.may_look {
        &t.scene.hands.mine
    } else {
        &[]
    };
    let hand = hand.to_vec();
    let ours = t.shared_keys(ui, my_turn, &hand, AllFoursAction::Play);
    if !ours {
        return;
    }
    let keys = ChoiceKeys::now();
    for (key, action) in [
        (keys.stand, AllFoursAction::Stand),
        (keys.beg, AllFoursAction::Beg),
        (keys.give, AllFoursAction::Give),
        (keys.run, AllFoursAction::Run),
    ] {
        if legal.contains(&action) && stage::pressed(ui, key) {
            t.queue(Input::Act(action));
        }
    }
    if t.to_discard() > 0 && stage::pressed(ui, keys.discard) {
        t.queue(Input::Game(Discarding::Confirm));
    }
}
