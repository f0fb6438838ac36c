//! The Sevens from Hell table driven like a player would, on fixed deals: take the pile, stage
//! an initial meld that is refused below the minimum, take it back, lay it down, add to books
//! (a wild card onto a chosen one), a seven refused as a discard; then close a book, take the
//! foot and go out, with the round's summary equal to the engine's breakdown. And a match
//! saved mid-turn and resumed from the menus.
#![allow(clippy::unwrap_used)]

use crate::common;
use crate::store_common;

use crate::common::window::run_frames;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::engine::{Game, Match};
use sevenfold::games::sevens_from_hell::{
    BookKind, HellAction, HellOptions, HellView, Phase, SevensFromHell,
};
use sevenfold::scenario::Deal;
use sevenfold::ui::animation::AnimationSpeed;
use sevenfold::ui::bots::{GamePolicy, Level};
use sevenfold::ui::sevens_from_hell::{Group, HellTable};
use sevenfold::ui::table::people::Seats;
use sevenfold::ui::table::{GameTable, Presentation};

/// A scripted opponent: draws two and discards its first card (it never melds), so the
/// person's turns are the test's.
fn scripted(_: Level) -> GamePolicy<SevensFromHell> {
    Box::new(|view: &HellView, _| {
        let legal = view.legal.as_slice();
        legal
            .iter()
            .copied()
            .find(|a| matches!(a, HellAction::Draw | HellAction::Discard(_)))
            .or_else(|| legal.first().copied())
    })
}

const PRESENT: Presentation = Presentation {
    speed: AnimationSpeed::Instant,
    bots: Level::Easy,
};

type TableHarness = Harness<'static, Option<HellTable>>;

/// A table on a fixed first round (RON, as scenario files write deals), the person South.
fn table_harness(deal: &str) -> TableHarness {
    sized_table_harness(deal, egui::vec2(1280.0, 800.0))
}

/// [`table_harness`] in a window of `size`.
fn sized_table_harness(deal: &str, size: egui::Vec2) -> TableHarness {
    table_harness_beside(deal, size, 0.0)
}

/// [`sized_table_harness`] with a panel `beside` points wide on the right, where the window
/// shows the score sheet.
fn table_harness_beside(deal: &str, size: egui::Vec2, beside: f32) -> TableHarness {
    let deal: Deal = ron::from_str(deal).unwrap();
    let options = HellOptions::for_players(4);
    let fixed = deal.fixed::<SevensFromHell>(&options).unwrap();
    let m = Match::<SevensFromHell>::from_deal(options, &fixed, 7).unwrap();
    let mut m = Some(m);
    Harness::builder().with_size(size).build_ui_state(
        move |ui, table: &mut Option<HellTable>| {
            let ctx = ui.ctx().clone();
            let t = table.get_or_insert_with(|| {
                HellTable::start_on(
                    m.take().unwrap(),
                    PRESENT,
                    &Seats::default(),
                    &ctx,
                    scripted,
                )
            });
            t.logic(&ctx);
            // The window's menu bar takes a row over the table.
            egui::Panel::top("menu-bar-room")
                .exact_size(30.0)
                .show(ui, |ui| ui.label("The menu bar's place"));
            if beside > 0.0 {
                egui::Panel::right("beside")
                    .exact_size(beside)
                    .show(ui, |ui| ui.label("The sheet's place"));
            }
            egui::CentralPanel::default().show(ui, |ui| t.ui(ui));
            t.apply_input(&ctx);
        },
        None,
    )
}

fn table(h: &TableHarness) -> &HellTable {
    h.state().as_ref().unwrap()
}

fn settle(h: &mut TableHarness) {
    common::window::settle(h, table);
}

/// Clicks the widget whose accessible name starts with `label`, scrolled into view as a
/// person would, then runs the frames after.
fn click(h: &mut TableHarness, label: &str) {
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(label)))
        .scroll_to_me();
    run_frames(h);
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(label)))
        .click();
    run_frames(h);
}

/// Right-click: picks every copy of a group in hand.
fn pick_all(h: &mut TableHarness, label: &str) {
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(label)))
        .click_secondary();
    run_frames(h);
}

fn note(h: &TableHarness) -> String {
    table(h).note().map(|n| n.text.clone()).unwrap_or_default()
}

fn open_len(h: &TableHarness, side: usize, rank: u8) -> u8 {
    let g = table(h).round();
    g.team(side)
        .open_book(BookKind::natural(rank).unwrap())
        .len()
}

const FIRST_MELD: &str = r#"(
    dealer: 1,
    leader: Some(2),
    hands: [
        "4h 4s 5h 5d 6h 6d 8c 8d 10c 10d Jc Jd Kh",
        "4h 4s 5h 5d 6h 6d 8c 8d 10c 10d Jc Jd Kh",
        "Kc Kd Qc Qd Qh Qs Ac Ad As 7c 2c 2d 5s",
        "4h 4s 5h 5d 6h 6d 8c 8d 10c 10d Jc Jd Kh",
    ],
    feet: ["9c 9d", "9c 9d", "9c 9d 9h 9s", "9c 9d"],
    decks: ["8h 8s 9h 9s 10h 10s Jh", "8c 8d 9c 9d 10c 10d Js"],
    pile: "4c 5c 6c 9d Kh",
)"#;

#[test]
fn take_the_pile_stage_take_back_lay_down_and_add_to_books() {
    let mut h = table_harness(FIRST_MELD);
    settle(&mut h);
    assert_eq!(table(&h).me(), 2);
    assert!(table(&h).turn_text().contains("draw two"));
    click(&mut h, "Take the pile (P)");
    settle(&mut h);
    // The trio of kings is staged; queens staged too make 60 of the 90 needed.
    assert_eq!(table(&h).round().staged(), 3);
    pick_all(&mut h, "Queens,");
    assert_eq!(table(&h).selection().len(), 4);
    click(&mut h, "Queens,");
    assert_eq!(
        table(&h).selection().len(),
        0,
        "a click after every copy lets the group go"
    );
    for _ in 0..3 {
        click(&mut h, "Queens,");
    }
    click(&mut h, "Meld picked cards");
    assert_eq!(table(&h).round().staged(), 6);
    // Laying down is refused below the minimum, with the reason on screen.
    let lay = h.get_by_label("Lay down the meld (L)");
    assert!(lay.accesskit_node().is_disabled());
    h.get_by_label_contains("these cards make 60");
    // Take back returns the queens, never the trio the pile gave.
    click(&mut h, "Take back");
    assert_eq!(table(&h).round().staged(), 3);
    assert_eq!(table(&h).round().hand(2).of_rank(12), 4);
    for _ in 0..3 {
        click(&mut h, "Queens,");
    }
    pick_all(&mut h, "Aces,");
    click(&mut h, "Meld picked cards");
    assert_eq!(table(&h).round().staged_value(), 120);
    click(&mut h, "Lay down the meld");
    settle(&mut h);
    let g = table(&h).round();
    assert!(g.team(0).melded, "the initial meld is down");
    assert_eq!(open_len(&h, 0, 13), 3);
    // A seven may not be discarded: the button says why, the key is refused.
    click(&mut h, "Sevens,");
    let discard = h.get_by_label("Discard a 7 (X)");
    assert!(discard.accesskit_node().is_disabled());
    h.get_by_label("Discard a 7: sevens can never be discarded");
    h.key_press(egui::Key::X);
    run_frames(&mut h);
    assert!(note(&h).to_lowercase().contains("seven"), "{}", note(&h));
    assert_eq!(table(&h).round().hand(2).of_rank(7), 1);
    click(&mut h, "Sevens,");
    // The number keys pick in the groups by the keys shown on them: the 4 from the pile took
    // a key of its own, the others kept theirs.
    let first = Group::all()
        .find(|g| g.count(table(&h).round().hand(2)) > 0)
        .unwrap();
    assert_eq!(first, Group::Natural(4));
    let key = table(&h).keys().of(first).expect("the fours have a key");
    h.key_press(sevenfold::ui::table::stage::DIGITS[key - 1]);
    run_frames(&mut h);
    assert_eq!(table(&h).selection().of(first), 1);
    h.key_press(egui::Key::Escape);
    run_frames(&mut h);
    assert!(table(&h).selection().is_empty());
    click(&mut h, "Nines,");
    click(&mut h, "Discard a 9");
    settle(&mut h);
    // The turn in one line of the log, naming the pile's cards that came to the hand (the
    // king on top went to the book).
    h.get_by_label_contains(
        "You took the pile with a pair of kings, which brought a 4, a 5, a 6 and a 9 to your hand",
    );
    // The opponents drew and discarded; the person's next turn: draw, then add a queen to
    // the queens and a 2 onto the kings, picked by clicking the books.
    assert!(table(&h).my_turn());
    click(&mut h, "Draw two");
    settle(&mut h);
    let keys = table(&h).keys().clone();
    click(&mut h, "Queens,");
    click(&mut h, "Queens:");
    assert_eq!(open_len(&h, 0, 12), 4);
    click(&mut h, "2s,");
    click(&mut h, "Kings:");
    assert_eq!(open_len(&h, 0, 13), 4);
    // The number keys stay on their groups as cards leave: the queens are gone, and the 2s
    // answer to the key they had.
    let (queens, two) = (Group::Natural(12), Group::Two);
    assert_eq!(table(&h).round().hand(2).of_rank(12), 0);
    assert_eq!(table(&h).keys(), &keys);
    assert!(keys.of(queens) < keys.of(two), "{keys:?}");
    h.key_press(sevenfold::ui::table::stage::DIGITS[keys.of(two).unwrap() - 1]);
    run_frames(&mut h);
    assert_eq!(table(&h).selection().of(two), 1);
    h.key_press(egui::Key::Escape);
    run_frames(&mut h);
    let kings = table(&h)
        .round()
        .team(0)
        .open_book(BookKind::natural(13).unwrap());
    assert_eq!(kings.wilds(), 1);
    // Take back after the draw returns both additions, and goes no further back.
    click(&mut h, "Take back");
    assert_eq!(open_len(&h, 0, 12), 3);
    assert_eq!(open_len(&h, 0, 13), 3);
    assert_eq!(table(&h).round().phase(), Phase::Play, "the draw stays");
    assert!(
        h.get_by_label("Take back (T)")
            .accesskit_node()
            .is_disabled(),
        "nothing older to take back"
    );
}

/// The person's team has every required book but a second dirty one; jacks stand at six.
const GOING_OUT: &str = r#"(
    dealer: 1,
    leader: Some(2),
    hands: ["4h 4s 5h 6h 8c", "4h 4s 5h 6h 8c", "Jc Jd", "4h 4s 5h 6h 8c"],
    feet: ["9c 9d", "9c 9d", "5c 5d 5h 4c", "9c 9d"],
    decks: ["Jh 8h 8s 9h", "Js 8d 9c 9h"],
    pile: "4c 6c 9d",
    books: [
        [
            "7c 7d 7h 7s 7c 7d 7h",
            "Jk Jk 2c 2d 2h 2s Jk",
            "8c 8d 8h 8s 8c 8d 8h",
            "10c 10d 10h 10s 10c 2c 2d",
            "Jc Jd Jh Js 2c 2d",
        ],
        [],
    ],
)"#;

#[test]
fn close_a_book_take_the_foot_and_go_out() {
    let mut h = table_harness(GOING_OUT);
    settle(&mut h);
    assert!(table(&h).round().team(0).melded);
    click(&mut h, "Draw two");
    settle(&mut h);
    // The two jacks drawn are marked in the hand for a few seconds.
    let jacks = sevenfold::ui::sevens_from_hell::Group::Natural(11);
    assert!(table(&h).is_fresh(jacks), "the drawn jacks are marked");
    for _ in 0..400 {
        h.step();
    }
    assert!(
        !table(&h).is_fresh(jacks),
        "the mark goes after a few seconds"
    );
    // A jack onto the jacks closes a dirty book: the required five are complete.
    click(&mut h, "Jacks,");
    click(&mut h, "Jacks:");
    settle(&mut h);
    let g = table(&h).round();
    assert_eq!(g.team(0).dirty[BookKind::natural(11).unwrap().index()], 1);
    assert!(g.team(0).required().complete());
    assert!(
        note(&h).contains("You close a dirty book of jacks"),
        "{}",
        note(&h)
    );
    // Melding the last three cards empties the hand: the foot comes up.
    pick_all(&mut h, "Jacks,");
    click(&mut h, "Meld picked cards");
    settle(&mut h);
    assert!(table(&h).round().foot_taken(2));
    assert_eq!(table(&h).round().hand_len(2), 4);
    h.get_by_label_contains("you may go out");
    pick_all(&mut h, "Fives,");
    click(&mut h, "Meld picked cards");
    click(&mut h, "Fours,");
    click(&mut h, "Discard a 4");
    settle(&mut h);
    let t = table(&h);
    assert!(t.shows_hand_summary(), "the round is over");
    let last = t.game().last_hand().unwrap();
    assert_eq!(
        last.end(),
        Some(sevenfold::games::sevens_from_hell::RoundEnd::WentOut(2))
    );
    h.get_by_label("Round 1 is over");
    // The turn in one line of the log, the cards drawn named.
    h.get_by_label_contains("You drew 2 jacks and added a jack to the jacks.");
    // The summary's totals are the engine's, item by item.
    for side in 0..2 {
        let score = last.team_score(side);
        for (_, points) in score.items() {
            let text = if points < 0 {
                format!("−{}", -points)
            } else {
                points.to_string()
            };
            assert!(
                h.query_all_by_label(&text).next().is_some(),
                "{text} is on the summary"
            );
        }
        assert_eq!(
            t.game().records()[0].totals[side],
            score.total(),
            "the match total is the round's score"
        );
    }
    assert_eq!(last.team_score(0).went_out, 100);
}

/// Shift with the number keys picks every copy of a group, Shift+1 too, which many keyboard
/// layouts send as "!".
#[test]
fn shift_and_a_number_pick_every_copy_even_shift_1() {
    let mut h = table_harness(GOING_OUT);
    settle(&mut h);
    click(&mut h, "Draw two");
    settle(&mut h);
    let first = {
        let t = table(&h);
        let hand = t.round().hand(t.me());
        sevenfold::ui::sevens_from_hell::Group::all()
            .find(|g| g.count(hand) > 0)
            .unwrap()
    };
    let held = first.count(table(&h).round().hand(table(&h).me()));
    assert!(held > 1, "the first group has several copies");
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Exclamationmark);
    run_frames(&mut h);
    assert_eq!(
        table(&h).selection().of(first),
        held,
        "Shift+1 picked every copy"
    );
}

/// Plays the person's turn of [`GOING_OUT`] through the table's controls, to the round's
/// summary: draw, close the jacks, meld jacks and fives, discard the 4.
fn go_out(h: &mut TableHarness) {
    settle(h);
    click(h, "Draw two");
    settle(h);
    click(h, "Jacks,");
    click(h, "Jacks:");
    settle(h);
    pick_all(h, "Jacks,");
    click(h, "Meld picked cards");
    settle(h);
    pick_all(h, "Fives,");
    click(h, "Meld picked cards");
    click(h, "Fours,");
    click(h, "Discard a 4");
    settle(h);
    assert!(table(h).shows_hand_summary());
}

/// At the smallest window the round's summary keeps its buttons in view (the score items and
/// a review scroll under the heading), and Esc closes it.
#[test]
fn the_round_summary_fits_900_by_600_and_esc_closes_it() {
    let mut h = sized_table_harness(GOING_OUT, egui::vec2(900.0, 600.0));
    go_out(&mut h);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 600.0));
    for button in ["Next round", "Review my play"] {
        let rect = h.get_by_label(button).rect();
        assert!(
            window.contains_rect(rect),
            "'{button}' at {rect:?} is cut off"
        );
    }
    h.key_press(egui::Key::Escape);
    run_frames(&mut h);
    settle(&mut h);
    assert!(!table(&h).shows_hand_summary(), "Esc closed the summary");
    assert_eq!(table(&h).game().records().len(), 1);
}

/// With the score sheet open beside the table (as the summary's button opens it), the round's
/// summary stays on the table's side: nothing of it lies under the sheet.
#[test]
fn the_round_summary_keeps_clear_of_the_score_sheet() {
    for (size, beside) in [
        (egui::vec2(900.0, 600.0), 380.0),
        (egui::vec2(1280.0, 800.0), 380.0),
    ] {
        let mut h = table_harness_beside(GOING_OUT, size, beside);
        go_out(&mut h);
        let sheet = h.get_by_label("The sheet's place").rect();
        let sheet = egui::Rect::from_x_y_ranges(sheet.left()..=size.x, 0.0..=size.y);
        let under: Vec<String> = h
            .query_all_by(|n| {
                n.label()
                    .is_some_and(|l| l != "The sheet's place" && l != "The menu bar's place")
            })
            .filter(|n| n.rect().intersects(sheet.shrink(1.0)))
            .map(|n| format!("{:?} at {:?}", n.accesskit_node().label(), n.rect()))
            .collect();
        assert!(under.is_empty(), "at {size:?}, under the sheet: {under:#?}");
    }
}

/// A match started from the menus, left after the person's draw, resumes at the same point:
/// the same hand, the same table, the person still to meld and discard.
#[test]
fn a_match_left_mid_turn_resumes_where_it_stopped() {
    use sevenfold::ui::SevenfoldApp;
    let dir = store_common::TempDir::new("ui-hell-resume");
    let settings = sevenfold::store::Settings {
        animation: sevenfold::store::AnimationSpeed::Instant,
        bots: Level::Easy,
        ..sevenfold::store::Settings::default()
    };
    sevenfold::store::Store::at(dir.path())
        .save_settings(&settings)
        .unwrap();
    let settle_app = |h: &mut Harness<'_, SevenfoldApp>| {
        common::window::settle(h, |h| h.state().table_of::<HellTable>().unwrap());
    };
    let before = {
        let mut h = common::window::app_in(dir.path(), 21);
        run_frames(&mut h);
        h.get_by_label("Play Sevens from Hell").click();
        run_frames(&mut h);
        h.get_by_label("Start game").click();
        run_frames(&mut h);
        settle_app(&mut h);
        h.get_by_label("Draw two (D)").click();
        run_frames(&mut h);
        settle_app(&mut h);
        let t = h.state().table_of::<HellTable>().unwrap();
        assert_eq!(t.round().phase(), Phase::Play);
        (
            t.game().actions().to_vec(),
            *t.round().hand(t.me()),
            t.round().pile().to_vec(),
        )
    };
    let mut h = common::window::app_in(dir.path(), 22);
    run_frames(&mut h);
    h.get_by_label("Resume").click();
    run_frames(&mut h);
    settle_app(&mut h);
    let t = h.state().table_of::<HellTable>().unwrap();
    assert_eq!(t.game().actions(), &before.0[..]);
    assert_eq!(*t.round().hand(t.me()), before.1);
    assert_eq!(t.round().pile(), &before.2[..]);
    assert_eq!(
        t.round().phase(),
        Phase::Play,
        "still the person's turn to meld"
    );
    h.get_by_label_contains("goes on where it stopped");
}

/// The window sizes the table is laid out for: the smallest supported and a usual one, each
/// with and without the score sheet beside the table.
const SIZES: [(egui::Vec2, f32); 4] = [
    (egui::vec2(1280.0, 800.0), 0.0),
    (egui::vec2(1280.0, 800.0), 380.0),
    (egui::vec2(900.0, 600.0), 0.0),
    (egui::vec2(900.0, 600.0), 380.0),
];

/// The rectangle the hand's groups take (the person's hand at the foot of the table).
fn hand_rect(h: &TableHarness) -> egui::Rect {
    h.query_all_by(|n| n.label().is_some_and(|l| l.contains(" held,")))
        .map(|n| n.rect())
        .reduce(|a, b| a.union(b))
        .expect("the hand is drawn")
}

/// A meld the rules refuse is answered where the eye is: the reason shows whole over the hand,
/// inside the window and clear of the score sheet, at every supported size, with nothing to
/// scroll.
#[test]
fn a_refused_meld_says_why_over_the_hand_at_every_size() {
    for (size, beside) in SIZES {
        let mut h = table_harness_beside(FIRST_MELD, size, beside);
        settle(&mut h);
        click(&mut h, "Take the pile (P)");
        settle(&mut h);
        // Two aces and no wild card cannot start a book.
        click(&mut h, "Aces,");
        click(&mut h, "Aces,");
        let staged = table(&h).round().staged();
        click(&mut h, "Meld picked cards");
        assert_eq!(table(&h).round().staged(), staged, "nothing was laid");
        let why = table(&h).note().filter(|n| n.error).map(|n| n.text.clone());
        let why = why.unwrap_or_else(|| panic!("at {size:?}: no refusal"));
        assert!(why.contains("ace"), "{why}");
        let shown = h.get_by_label(&why).rect();
        let table_part =
            egui::Rect::from_min_max(egui::Pos2::ZERO, egui::pos2(size.x - beside, size.y));
        assert!(
            table_part.contains_rect(shown),
            "at {size:?} beside {beside}: the reason at {shown:?} is cut off"
        );
        let hand = hand_rect(&h);
        assert!(
            shown.bottom() <= hand.top() + 1.0 && shown.bottom() >= hand.top() - 80.0,
            "at {size:?}: the reason at {shown:?} is not just over the hand at {hand:?}"
        );
        // Picking again answers it: the reason goes.
        click(&mut h, "Aces,");
        assert!(
            h.query_by_label(&why).is_none(),
            "the reason stays after a pick"
        );
    }
}

/// Books of every kind, none finished: sevens, wild cards, clean and dirty naturals.
const EVERY_BOOK: &str = r#"(
    dealer: 1,
    leader: Some(2),
    hands: ["4h 4s 5h 6h 8c", "4h 4s 5h 6h 8c", "Qc Qd 9h 9s 6c", "4h 4s 5h 6h 8c"],
    feet: ["9c 9d", "9c 9d", "5c 5d 5h 4c", "9c 9d"],
    decks: ["Jh 8h 8s 9h", "Js 8d 9c 9h"],
    pile: "4c 6c 9d",
    books: [
        ["7c 7d 7h", "Jk 2c 2d", "Kc Kd Kh Ks", "4c 4d 2h"],
        ["Jc Jd Jh 2s", "Jk Jk 2d 2c"],
    ],
)"#;

/// Every book says what it is, its kind first, in its caption and in its name: "Fours 3/7 ·
/// dirty", "Wild cards 3/7" (never "clean"), at every size.
#[test]
fn every_book_names_its_kind_first() {
    for (size, beside) in SIZES {
        let mut h = table_harness_beside(EVERY_BOOK, size, beside);
        settle(&mut h);
        let names: Vec<String> = h
            .query_all_by(|n| n.label().is_some_and(|l| l.contains(" of 7")))
            .filter_map(|n| n.accesskit_node().label())
            .collect();
        assert_eq!(names.len(), 6, "{names:?}");
        for name in &names {
            assert!(
                ["Sevens:", "Wild cards:", "Kings:", "Fours:", "Jacks:"]
                    .iter()
                    .any(|k| name.starts_with(k)),
                "{name}"
            );
        }
        for caption in [
            "Sevens 3/7",
            "Kings 4/7 · clean",
            "Fours 3/7 · dirty",
            "Jacks 4/7 · dirty",
        ] {
            h.get_by_label(caption);
        }
        assert_eq!(h.query_all_by_label("Wild cards 3/7").count(), 1);
        assert_eq!(h.query_all_by_label("Wild cards 4/7").count(), 1);
        assert!(
            h.query_all_by(|n| n
                .label()
                .is_some_and(|l| l.starts_with("Wild cards") && l.contains("clean")))
                .next()
                .is_none(),
            "a book of wild cards is neither clean nor dirty"
        );
    }
}

/// More groups than number keys: keys 1 to 0 go to the first ten, in the hand's order.
const MANY_GROUPS: &str = r#"(
    dealer: 1,
    leader: Some(2),
    hands: [
        "4h 4s 5h 6h 8c",
        "4h 4s 5h 6h 8c",
        "4h 4s 6h 6s 7h 8h 9h 10h Jh Qh Kh Ah Jk 2c",
        "4h 4s 5h 6h 8c",
    ],
    feet: ["9c 9d", "9c 9d", "5c 5d 5h 4c", "9c 9d"],
    decks: ["5c 5d 5h 5s", "5c 5d 5h 5s"],
    pile: "4c 6c 9d",
)"#;

/// A group keeps its number key while cards come in (a draw brings fives, which sort among
/// the keyed groups), and the groups past key 0 are reached with the arrows and picked with
/// Enter (Shift+Enter: every copy).
#[test]
fn a_group_keeps_its_key_and_the_arrows_reach_every_group() {
    let mut h = table_harness(MANY_GROUPS);
    settle(&mut h);
    let keys = table(&h).keys().clone();
    let aces = Group::Natural(14);
    assert_eq!(keys.of(Group::Natural(4)), Some(1));
    assert_eq!(keys.of(aces), Some(10));
    assert_eq!(keys.of(Group::Joker), None, "only ten keys");
    click(&mut h, "Draw two");
    settle(&mut h);
    let fives = Group::Natural(5);
    assert!(fives.count(table(&h).round().hand(2)) > 0, "fives came in");
    for g in Group::all().filter(|&g| keys.of(g).is_some()) {
        assert_eq!(table(&h).keys().of(g), keys.of(g), "{g:?} kept its key");
    }
    // The tenth key still picks the aces.
    h.key_press(egui::Key::Num0);
    run_frames(&mut h);
    assert_eq!(table(&h).selection().of(aces), 1);
    h.key_press(egui::Key::Escape);
    run_frames(&mut h);
    // The fives and the wild cards have no key: the arrows reach them.
    let mut seen = Vec::new();
    for _ in 0..20 {
        h.key_press(egui::Key::ArrowRight);
        run_frames(&mut h);
        let at = table(&h).cursor().expect("the arrows came to a group");
        seen.push(at);
        if at == fives {
            break;
        }
    }
    assert_eq!(
        seen.first(),
        Some(&Group::Natural(4)),
        "from the first group"
    );
    assert_eq!(table(&h).cursor(), Some(fives));
    h.key_press(egui::Key::Enter);
    run_frames(&mut h);
    assert_eq!(table(&h).selection().of(fives), 1, "Enter picked a five");
    h.key_press(egui::Key::ArrowLeft);
    h.key_press(egui::Key::ArrowLeft);
    run_frames(&mut h);
    // Left from the fives wraps past the fours to the last group, the 2s.
    assert_eq!(table(&h).cursor(), Some(Group::Two));
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::Enter);
    run_frames(&mut h);
    assert_eq!(
        table(&h).selection().of(Group::Two),
        1,
        "Shift+Enter: every copy"
    );
}

/// The log says things in the order they happened: the jack added to the jacks, then the book
/// it closed.
#[test]
fn the_log_says_a_turn_before_the_book_it_closed() {
    let mut h = table_harness(GOING_OUT);
    settle(&mut h);
    click(&mut h, "Draw two");
    settle(&mut h);
    click(&mut h, "Jacks,");
    click(&mut h, "Jacks:");
    settle(&mut h);
    let line = h
        .query_all_by_label_contains("close a dirty book of jacks")
        .filter_map(|n| {
            n.accesskit_node()
                .label()
                .or_else(|| n.accesskit_node().value())
        })
        .next()
        .expect("the close is in the log");
    let added = line
        .find("added a jack to the jacks")
        .unwrap_or_else(|| panic!("{line}"));
    let closed = line.find("close a dirty book").unwrap();
    assert!(added < closed, "{line}");
    assert_eq!(line.matches("added").count(), 1, "{line}");
}

/// The text and place of every node whose name contains `part`.
fn placed(h: &TableHarness, part: &str) -> Vec<(String, egui::Rect)> {
    h.query_all_by_label_contains(part)
        .map(|n| {
            let node = n.accesskit_node();
            (
                node.label().or_else(|| node.value()).unwrap_or_default(),
                n.rect(),
            )
        })
        .collect()
}

/// The other seats' plates keep their places, at every size, frame after frame over twenty
/// turns (the person draws and discards; the others draw and discard), while their counts
/// change and the turn passes round.
#[test]
fn seat_plates_keep_their_places_over_twenty_turns() {
    for (size, beside) in SIZES {
        let mut h = table_harness_beside(FIRST_MELD, size, beside);
        settle(&mut h);
        // Each plate by its seat's name (its words change as the counts do) and its place.
        let plates = |h: &TableHarness| {
            let mut p = placed(h, "(opponent)");
            p.extend(placed(h, "(partner)"));
            // The first draw deck beside them stays put too.
            p.extend(placed(h, "Draw deck 1"));
            p.into_iter()
                .map(|(name, rect)| {
                    let seat = name
                        .split([' ', ':'])
                        .next()
                        .unwrap_or_default()
                        .to_string();
                    (seat, rect.min)
                })
                .collect::<Vec<_>>()
        };
        let first = plates(&h);
        assert_eq!(first.len(), 4, "{first:?}");
        let mut turns = 0;
        let mut frames = 0;
        while turns < 20 {
            assert_eq!(
                plates(&h),
                first,
                "at {size:?} beside {beside}, turn {turns}"
            );
            frames += 1;
            assert!(frames < 20_000, "the turns did not come round");
            if table(&h).shows_hand_summary() {
                break;
            }
            if !table(&h).my_turn() {
                h.step();
                std::thread::sleep(std::time::Duration::from_micros(200));
                if table(&h).my_turn() {
                    turns += 3;
                }
                continue;
            }
            h.key_press(egui::Key::D);
            settle(&mut h);
            discard_first(&mut h);
            h.step();
            turns += 1;
        }
    }
}

/// The first card the rules let the person discard now.
fn first_discard(t: &HellTable) -> sevenfold::cards::Card {
    t.round()
        .legal_actions()
        .as_slice()
        .iter()
        .find_map(|a| match a {
            HellAction::Discard(c) => Some(*c),
            _ => None,
        })
        .expect("a card may be discarded")
}

/// Discards [`first_discard`] as a person does: a click on its group, then X.
fn discard_first(h: &mut TableHarness) {
    let t = table(h);
    let group = Group::of(first_discard(t));
    let held = group.count(t.round().hand(t.me()));
    click(
        h,
        &sevenfold::ui::sevens_from_hell::hand_label(group, held, 0),
    );
    h.key_press(egui::Key::X);
}

/// Each team's checklist of required books wraps alike, whatever the team's name.
#[test]
fn the_required_checklists_line_up() {
    for (size, beside) in SIZES {
        let mut h = table_harness_beside(FIRST_MELD, size, beside);
        settle(&mut h);
        let tops: Vec<f32> = placed(&h, "Required")
            .iter()
            .map(|(_, r)| r.top())
            .collect();
        assert_eq!(tops.len(), 2);
        // Side by side, the checklists stand at one height; stacked, each box has the same
        // offset from its own name line.
        let names: Vec<f32> = (0..2)
            .map(|side| {
                let name = table(&h).names().side(side);
                h.get_by_label(&name).rect().top()
            })
            .collect();
        assert!(
            ((tops[0] - names[0]) - (tops[1] - names[1])).abs() < 1.0,
            "at {size:?}: {tops:?} under {names:?}"
        );
    }
}

/// The cards taken with the pile before the team has melded are shown where they wait, beside
/// the meld being composed, and said to come to the hand once it is down; then they do.
#[test]
fn the_cards_taken_with_the_pile_wait_in_sight_for_the_meld() {
    let mut h = table_harness(FIRST_MELD);
    settle(&mut h);
    let hand = table(&h).round().hand_len(2);
    click(&mut h, "Take the pile (P)");
    settle(&mut h);
    let waiting = table(&h).round().pending().len();
    assert!(waiting > 0);
    assert_eq!(placed(&h, ", waiting for your meld").len(), waiting);
    h.get_by_label(&format!(
        "The {waiting} cards you took with the pile wait here for your meld: they come to your hand once the meld is down."
    ));
    for _ in 0..4 {
        click(&mut h, "Queens,");
    }
    pick_all(&mut h, "Aces,");
    click(&mut h, "Meld picked cards");
    click(&mut h, "Lay down the meld");
    settle(&mut h);
    assert!(placed(&h, ", waiting for your meld").is_empty());
    assert_eq!(
        table(&h).round().hand_len(2) as usize,
        hand as usize - 4 - 3 - 2 + waiting,
        "the waiting cards came to the hand (the queens, aces and the pair went to books)"
    );
}

/// A late round: both teams have melded many books, closed and unfinished.
const LATE_ROUND: &str = r#"(
    dealer: 1,
    leader: Some(2),
    hands: [
        "4h 4s 5h 6h 8c",
        "4h 4s 5h 6h 8c",
        "4h 4s 6h 6s 7h 8h 9h 10h Jh Qh Kh Ah Jk 2c",
        "4h 4s 5h 6h 8c",
    ],
    feet: ["9c 9d", "9c 9d", "5c 5d 5h 4c", "9c 9d"],
    decks: ["5c 5d 5s 5s Jc Jd", "5c 5d 5s 5d Qc Qd"],
    pile: "4c 6c 9d",
    books: [
        [
            "7c 7d 7h 7s 7c 7d 7h",
            "Jk Jk 2c 2d 2h 2s Jk",
            "8c 8d 8h 8s 8c 8d 8h",
            "10c 10d 10h 10s 10c 2c 2d",
            "Jc Jd Jh Js 2c 2d",
            "Qc Qd Qh", "Kc Kd Kh 2s", "Ac Ad Ah As", "4c 4d 4h", "5c 5d 5h 5s 5c",
            "6c 6d 6h", "9c 9d 9h 2h",
        ],
        [
            "7c 7d 7h 7s 7c 7d 7h",
            "Qc Qd Qh Qs Qc Qd Qh",
            "Jk 2c 2d", "Kc Kd Kh", "Ac Ad Ah 2s", "4c 4d 4h 4s", "5c 5d 5h",
            "6c 6d 6h 6s 6c", "9c 9d 9h", "10c 10d 10h",
        ],
    ],
)"#;

/// The names of what the person acts on: the draw decks and the pile, the hand, the meld being
/// composed, and the bar's controls (every button, Hint, Undo and Redo among them).
fn controls(h: &TableHarness) -> Vec<(String, egui::Rect)> {
    let mut parts = placed(h, "Draw deck");
    parts.extend(placed(h, "Discard pile"));
    parts.extend(placed(h, " held,"));
    parts.extend(placed(h, "Your initial meld:"));
    for name in ["Hint (H)", "Undo (Ctrl+Z)", "Redo (Ctrl+Shift+Z)"] {
        parts.extend(placed(h, name));
    }
    parts.extend(
        h.query_all_by(|n| {
            n.role() == egui::accesskit::Role::Button && n.label().is_some_and(|l| l.ends_with(')'))
        })
        .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect())),
    );
    parts
}

/// At the smallest supported size (900×600) and a usual one, with and without the score sheet
/// beside the table, the piles, the hand, the meld being composed and every control lie in the
/// window whole, in the first round (the pile's cards waiting for the meld) and in a late one
/// full of books.
#[test]
fn piles_hand_meld_and_controls_are_in_view_at_every_size() {
    for (size, beside) in SIZES {
        let table_part =
            egui::Rect::from_min_max(egui::pos2(0.0, 30.0), egui::pos2(size.x - beside, size.y));
        let check = |h: &TableHarness, at: &str| {
            let parts = controls(h);
            assert!(parts.len() >= 10, "{at}: {parts:?}");
            for (name, rect) in parts {
                assert!(
                    table_part.expand(1.0).contains_rect(rect),
                    "{at} at {size:?} beside {beside}: '{name}' at {rect:?} is out of view"
                );
            }
        };
        let mut h = table_harness_beside(FIRST_MELD, size, beside);
        settle(&mut h);
        click(&mut h, "Take the pile (P)");
        settle(&mut h);
        pick_all(&mut h, "Queens,");
        run_frames(&mut h);
        h.get_by_label_contains("Your initial meld:");
        check(&h, "composing the initial meld");
        let mut h = table_harness_beside(LATE_ROUND, size, beside);
        settle(&mut h);
        click(&mut h, "Draw two (D)");
        settle(&mut h);
        pick_all(&mut h, "Fives,");
        run_frames(&mut h);
        check(&h, "a late round");
    }
}

/// After Undo and Redo within a turn, the cards the turn's draw brought are marked again,
/// as after the draw: the person sees again what they got. (A match from the menus: a fixed
/// deal cannot be replayed, so it has no Undo.)
#[test]
fn after_undo_and_redo_the_drawn_cards_are_marked_again() {
    use common::window::{app_in, make_hell_move};
    let dir = store_common::TempDir::new("ui-hell-redo-marks");
    let store = sevenfold::store::Store::at(dir.path());
    store
        .save_settings(&sevenfold::store::Settings {
            game: sevenfold::registry::GameKind::SevensFromHell,
            animation: sevenfold::store::AnimationSpeed::Instant,
            bots: sevenfold::store::Level::Easy,
            ..sevenfold::store::Settings::default()
        })
        .unwrap();
    let mut h = app_in(dir.path(), 12);
    run_frames(&mut h);
    h.get_by_label("Play Sevens from Hell").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    run_frames(&mut h);
    for _ in 0..30 {
        common::window::settle(&mut h, hell);
        make_hell_move(&mut h, "draw");
        common::window::settle(&mut h, hell);
        let t = hell(&h);
        let drawn: Vec<Group> = Group::all().filter(|&g| t.is_fresh(g)).collect();
        let meld = t
            .round()
            .legal_actions()
            .as_slice()
            .iter()
            .copied()
            .find(|a| {
                matches!(a, HellAction::Add { piece, .. } if !piece.is_wild())
                    || matches!(a, HellAction::Start { wilds: 0, .. })
            });
        let Some(meld) = meld.filter(|_| !drawn.is_empty()) else {
            let discard = HellAction::Discard(first_discard(t)).to_string();
            make_hell_move(&mut h, &discard);
            continue;
        };
        for _ in 0..400 {
            h.step();
        }
        assert!(
            drawn.iter().all(|&g| !hell(&h).is_fresh(g)),
            "the marks went"
        );
        make_hell_move(&mut h, &meld.to_string());
        common::window::settle(&mut h, hell);
        let laid = hell(&h).game().actions().len();
        h.get_by_label("Undo (Ctrl+Z)").click();
        run_frames(&mut h);
        common::window::settle(&mut h, hell);
        assert!(
            hell(&h).game().actions().len() < laid,
            "the meld was taken back"
        );
        assert!(
            drawn.iter().all(|&g| hell(&h).is_fresh(g)),
            "marked after Undo"
        );
        for _ in 0..400 {
            h.step();
        }
        h.get_by_label("Redo (Ctrl+Shift+Z)").click();
        run_frames(&mut h);
        common::window::settle(&mut h, hell);
        assert_eq!(
            hell(&h).game().actions().len(),
            laid,
            "the meld was made again"
        );
        assert!(
            drawn.iter().all(|&g| hell(&h).is_fresh(g)),
            "marked after Redo"
        );
        return;
    }
    panic!("no turn offered a meld after its draw");
}

fn hell<'a>(h: &'a Harness<'static, sevenfold::ui::SevenfoldApp>) -> &'a HellTable {
    h.state().table_of::<HellTable>().unwrap()
}

/// A refusal, worded when it was said, does not stay on the table in the language left
/// behind when the window's language changes.
#[test]
fn a_refusal_goes_when_the_language_changes() {
    use sevenfold::i18n::Language;
    let mut h = table_harness(FIRST_MELD);
    settle(&mut h);
    h.key_press(egui::Key::M);
    run_frames(&mut h);
    let why = table(&h).note().filter(|n| n.error).map(|n| n.text.clone());
    let why = why.expect("melding before drawing is refused");
    h.get_by_label(&why);
    sevenfold::i18n::set_language(Language::Polish);
    run_frames(&mut h);
    assert!(
        h.query_by_label(&why).is_none(),
        "'{why}' stayed in English"
    );
    sevenfold::i18n::set_language(Language::English);
}

/// The log follows new lines while it is at its end: after each of several turns, the newest
/// line is in view in the bar under the table, at every size.
#[test]
fn the_log_follows_its_newest_line() {
    for (size, beside) in SIZES {
        let mut h = table_harness_beside(FIRST_MELD, size, beside);
        settle(&mut h);
        for turn in 0..5 {
            click(&mut h, "Draw two (D)");
            settle(&mut h);
            discard_first(&mut h);
            run_frames(&mut h);
            settle(&mut h);
            if table(&h).shows_hand_summary() {
                break;
            }
            let newest = table(&h).note().map(|n| n.text.clone()).unwrap_or_default();
            let shown = placed(&h, &newest);
            let (_, rect) = shown
                .last()
                .unwrap_or_else(|| panic!("turn {turn}: the log has no line {newest:?}"));
            assert!(
                rect.bottom() <= size.y + 1.0 && rect.top() >= size.y * 0.6,
                "at {size:?}, turn {turn}: the newest line at {rect:?} is out of view"
            );
        }
    }
}

/// While another seat's turn is shown step by step, the plate lit "to play" is the seat the
/// line under the table says is playing (the scene shown already has the turn passed on).
#[test]
fn the_plate_lit_is_the_seat_the_line_says_is_playing() {
    use sevenfold::store::{self, Store};
    let dir = store_common::TempDir::new("hell-lit-plate");
    let store = Store::at(dir.path());
    store.save_profiles(&store::Profiles::first_run()).unwrap();
    store
        .save_settings(&store::Settings {
            game: sevenfold::registry::GameKind::SevensFromHell,
            animation: store::AnimationSpeed::Fast,
            bots: store::Level::Easy,
            ..store::Settings::default()
        })
        .unwrap();
    let mut h = common::window::app_in(dir.path(), 8);
    run_frames(&mut h);
    h.get_by_label("Play Sevens from Hell").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    let text = common::window::node_text;
    let mut seen = 0;
    for _ in 0..3000 {
        h.step();
        let playing: Vec<String> = common::window::texts(&h)
            .into_iter()
            .filter_map(|t| t.strip_suffix(" is playing…").map(String::from))
            .collect();
        let Some(who) = playing.first() else { continue };
        let mut lit: Vec<egui::Rect> = h
            .query_all_by(|_| true)
            .filter(|n| text(n) == "to play")
            .map(|n| n.rect())
            .collect();
        // (A label and the text inside it are two nodes with one rectangle.)
        lit.dedup_by(|a, b| a.center().distance(b.center()) < 1.0);
        assert!(lit.len() <= 1, "one plate lit at most: {lit:?}");
        if let Some(lit) = lit.first() {
            // The plate's name is on the lit line's row, to its left.
            let name = h
                .query_all_by(|_| true)
                .filter(|n| text(n).ends_with("(opponent)") || text(n).ends_with("(partner)"))
                .filter(|n| {
                    let r = n.rect();
                    (r.center().y - lit.center().y).abs() < 4.0 && r.right() <= lit.left()
                })
                // The nearest name to its left is its own plate's.
                .max_by(|a, b| a.rect().right().total_cmp(&b.rect().right()))
                .map(|n| text(&n))
                .expect("the lit plate's name");
            assert!(
                name.starts_with(who.as_str()),
                "{name} lit while {who} is playing"
            );
            seen += 1;
        }
        if seen >= 10 || h.state().table_of::<HellTable>().unwrap().my_turn() {
            break;
        }
    }
    assert!(seen > 0, "another seat's turn was shown");
}
