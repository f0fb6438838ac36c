//! The All Fours table driven like a player would: beg, watch the dealer run the cards, mark
//! the discards, play the tricks by clicking cards found by their accessible names, and check
//! the deal summary and the score sheet against the engine's own result.
#![allow(clippy::unwrap_used)]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sevenfold::cards::{Card, PackStyle};
use sevenfold::engine::Game;
use sevenfold::games::all_fours::{AllFoursAction, AllFoursOptions, AllFoursView, ViewPhase};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::all_fours::AllFoursTable;
use sevenfold::ui::animation::AnimationSpeed;
use sevenfold::ui::app::Screen;
use sevenfold::ui::bots::{GamePolicy, Level};
use sevenfold::ui::games::GameKind;
use sevenfold::ui::settings::Settings;
use sevenfold::ui::table::people::Seats;
use sevenfold::ui::table::{GameTable, Presentation};

/// A scripted opponent: stands never (it begs), always runs when begged, discards and plays
/// its first legal card. Deterministic, so the deal is sure to hold a beg and a run.
fn scripted(_: Level) -> GamePolicy<sevenfold::games::all_fours::AllFours> {
    Box::new(|view: &AllFoursView, _| {
        let legal = &view.legal;
        [AllFoursAction::Beg, AllFoursAction::Run]
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| legal.first().copied())
    })
}

const PRESENT: Presentation = Presentation {
    speed: AnimationSpeed::Instant,
    bots: Level::Easy,
};

type TableHarness = Harness<'static, Option<AllFoursTable>>;

/// A harness drawing one table as the window does each frame: logic, layout, input.
fn table_harness(options: AllFoursOptions, seed: u64) -> TableHarness {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            move |ui, table: &mut Option<AllFoursTable>| {
                let ctx = ui.ctx().clone();
                let t = table.get_or_insert_with(|| {
                    AllFoursTable::start(options, seed, PRESENT, &Seats::default(), &ctx, scripted)
                        .unwrap()
                });
                t.logic(&ctx);
                t.ui(ui);
                t.apply_input(&ctx);
            },
            None,
        )
}

fn table(h: &TableHarness) -> &AllFoursTable {
    h.state().as_ref().unwrap()
}

/// Steps frames until the person has something to do.
fn settle(h: &mut TableHarness) {
    common::window::settle(h, table);
}

/// A seed whose first deal makes the person (South, seat 1) eldest: North deals.
fn seed_with_person_eldest() -> u64 {
    (0..100)
        .find(|&seed| {
            let m = sevenfold::engine::Match::<sevenfold::games::all_fours::AllFours>::new(
                AllFoursOptions::default(),
                seed,
            )
            .unwrap();
            m.hand().dealer() == 0 && m.hand().upcard().rank_value() != 11 && m.records().is_empty()
        })
        .unwrap()
}

fn name(card: Card) -> String {
    card.name(PackStyle::French)
}

#[test]
fn a_full_two_player_deal_with_a_beg_and_a_run() {
    let seed = seed_with_person_eldest();
    let mut h = table_harness(AllFoursOptions::default(), seed);
    settle(&mut h);
    let t = table(&h);
    assert_eq!(t.me(), 1);
    let view = t.game().hand().view(1);
    assert!(matches!(view.phase, ViewPhase::EldestDecides { seat: 1 }));
    // The upcard and the proposal are on the table; the choice is two buttons.
    let proposed = view
        .trump
        .name(PackStyle::French, sevenfold::cards::Lang::En);
    assert!(t.turn_text().contains(proposed), "{}", t.turn_text());
    h.get_by_label(&format!("Stand ({proposed})"));
    h.get_by_label("Beg").click();
    settle(&mut h);

    // The scripted dealer ran: everybody holds nine (more if the suit came again) and discards.
    let t = table(&h);
    let runs = t.game().hand().runs();
    assert!(runs >= 1, "the dealer ran the cards");
    let need = t.to_discard();
    assert_eq!(need, 3 * runs as usize);
    // Discarding before enough cards are marked is refused with a reason.
    let hand = t.scene().hands.mine.clone();
    assert_eq!(hand.len(), 6 + need);
    for &card in &hand[..need] {
        h.get_by_label(&name(card)).click();
        run_frames(&mut h);
    }
    assert_eq!(
        table(&h).game().hand().hand(1).len() as usize,
        6 + need,
        "nothing discarded yet"
    );
    h.get_by_label(&format!("Discard {need} cards")).click();
    settle(&mut h);
    let t = table(&h);
    let discarded = t.game().hand().discards(1);
    assert_eq!(discarded.len() as usize, need);
    assert!(hand[..need].iter().all(|&c| discarded.contains(c)));

    // Six tricks: click the first legal card, after trying an illegal one when there is one.
    let mut refused = false;
    for _ in 0..40 {
        settle(&mut h);
        let t = table(&h);
        if t.shows_hand_summary() {
            break;
        }
        let legal = t.game().hand().legal_actions().as_ref().to_vec();
        let hand = t.scene().hands.mine.clone();
        if !refused
            && let Some(&bad) = hand
                .iter()
                .find(|&&c| !legal.contains(&AllFoursAction::Play(c)))
        {
            h.get_by_label(&name(bad)).click();
            run_frames(&mut h);
            let note = table(&h).note().unwrap();
            assert!(note.error, "an illegal card is refused");
            assert!(note.text.contains("follow"), "{}", note.text);
            refused = true;
        }
        let AllFoursAction::Play(card) = legal[0] else {
            panic!("expected a card to play, got {legal:?}");
        };
        // Found by query so that a miss reports what the table showed.
        let label = name(card);
        let shown = h.query_all_by_label(&label).count();
        assert_eq!(
            shown, 1,
            "{label} shown {shown} times; hand {hand:?}, legal {legal:?}"
        );
        h.get_by_label(&label).click();
        run_frames(&mut h);
    }
    let t = table(&h);
    assert!(t.shows_hand_summary(), "the deal summary is up");
    let record = t.game().records()[0].clone();
    // The summary and the sheet agree with the engine.
    h.get_by_label("Deal 1 is over");
    let points = t.deal_points()[0]
        .clone()
        .expect("the deal's points are known");
    for (side, gain) in record.score.game_points.iter().enumerate() {
        let counted = points
            .points
            .iter()
            .filter(|p| p.side == side && p.counted)
            .count() as i32;
        assert_eq!(counted, *gain);
    }
    h.get_by_label("Next deal").click();
    settle(&mut h);
    assert!(!table(&h).shows_hand_summary());
}

#[test]
fn all_fours_starts_from_the_menus_and_keeps_its_settings() {
    let settings = Settings {
        animation: AnimationSpeed::Instant,
        bots: Level::Easy,
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| SevenfoldApp::new(&cc.egui_ctx, Some(5), settings));
    h.get_by_label("Play All Fours").click();
    run_frames(&mut h);
    assert_eq!(h.state().screen(), Screen::Setup);
    h.get_by_label("4 — partners sit opposite").click();
    h.get_by_label("First to 10").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    h.step();
    assert_eq!(h.state().screen(), Screen::Table);
    assert_eq!(h.state().settings().game, GameKind::AllFours);
    let t = h
        .state()
        .table_of::<AllFoursTable>()
        .expect("an All Fours table is open");
    assert_eq!(t.game().config().players, 4);
    // The score sheet says what a deal scores before any deal is over.
    h.step();
    h.get_by_label("Score sheet").click();
    h.step();
    h.step();
    h.get_by_label_contains("a point for High, Low, Jack and Game");
}

use crate::common;
use crate::common::window::{app_in, run_frames};
use crate::store_common::TempDir;
use sevenfold::store::{self, Store};

fn app_table<'a>(h: &'a Harness<'_, SevenfoldApp>) -> &'a AllFoursTable {
    h.state()
        .table_of::<AllFoursTable>()
        .expect("an All Fours table is open")
}

fn app_settle(h: &mut Harness<'_, SevenfoldApp>) {
    common::window::settle(h, app_table);
}

#[test]
fn an_all_fours_match_is_saved_and_resumed_where_it_stopped() {
    let dir = TempDir::new("ui-all-fours-resume");
    let s = store::Settings {
        game: GameKind::AllFours,
        animation: AnimationSpeed::Instant,
        bots: Level::Easy,
        ..store::Settings::default()
    };
    Store::at(dir.path()).save_settings(&s).unwrap();
    let (actions, seed) = {
        let mut h = app_in(dir.path(), 11);
        h.get_by_label("Play All Fours").click();
        run_frames(&mut h);
        h.get_by_label("Start game").click();
        h.step();
        // Make a few of the person's moves by clicking: a decision, discards, cards.
        for _ in 0..4 {
            app_settle(&mut h);
            let t = app_table(&h);
            if t.shows_hand_summary() {
                h.get_by_label("Next deal").click();
                continue;
            }
            let legal = t.game().hand().legal_actions().as_ref().to_vec();
            let pick = legal
                .iter()
                .copied()
                .find(|a| matches!(a, AllFoursAction::Beg | AllFoursAction::Run))
                .unwrap_or(legal[0]);
            common::window::click_all_fours(&mut h, pick);
            run_frames(&mut h);
        }
        app_settle(&mut h);
        let m = app_table(&h).game();
        assert!(!m.actions().is_empty());
        (m.actions().to_vec(), m.seed())
    };
    // A new window offers the match and resumes it exactly.
    let mut h = app_in(dir.path(), 12);
    run_frames(&mut h);
    assert!(h.state().offers_resume());
    h.get_by_label("Resume").click();
    run_frames(&mut h);
    assert_eq!(h.state().screen(), Screen::Table);
    let m = app_table(&h).game();
    assert_eq!(m.seed(), seed);
    assert_eq!(m.actions(), &actions[..]);
    // The score sheet's deal points are rebuilt for the deals already over.
    assert_eq!(
        app_table(&h).deal_points().len(),
        m.records().len(),
        "one row of points per finished deal"
    );
}

/// Undo takes back three of the person's decisions (the stand and two cards, with the replies)
/// and Redo plays them again to the same match.
#[test]
fn undo_three_decisions_and_redo_them_in_all_fours() {
    let seed = seed_with_person_eldest();
    let mut h = table_harness(AllFoursOptions::default(), seed);
    settle(&mut h);
    let start = table(&h).game().actions().len();
    let proposed = table(&h)
        .game()
        .hand()
        .view(1)
        .trump
        .name(PackStyle::French, sevenfold::cards::Lang::En);
    h.get_by_label(&format!("Stand ({proposed})")).click();
    run_frames(&mut h);
    settle(&mut h);
    for _ in 0..2 {
        let t = table(&h);
        let card = t
            .game()
            .hand()
            .legal_actions()
            .as_ref()
            .iter()
            .find_map(|a| match a {
                AllFoursAction::Play(c) => Some(*c),
                _ => None,
            })
            .unwrap();
        h.get_by_label(&name(card)).click();
        run_frames(&mut h);
        settle(&mut h);
    }
    let played = table(&h).game().actions().to_vec();
    for _ in 0..3 {
        h.get_by_label("Undo (Ctrl+Z)").click();
        run_frames(&mut h);
        settle(&mut h);
    }
    assert_eq!(table(&h).game().actions(), &played[..start]);
    for _ in 0..3 {
        h.key_press_modifiers(
            egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
            egui::Key::Z,
        );
        run_frames(&mut h);
        settle(&mut h);
    }
    assert_eq!(table(&h).game().actions(), &played[..]);
}

/// While a deal's summary is up the table is still that deal's, though the engine has dealt
/// the next: the seat plates name the shown deal's dealer and eldest, and no point of the next
/// deal (a turned-up jack) shows on the strip or the score sheet until *Next deal*.
#[test]
fn nothing_of_the_next_deal_shows_before_next_deal() {
    // Matches from one seed after another, until a deal is dealt with a jack turned up.
    for seed in 21..60 {
        if next_deal_kept_back(seed) {
            return;
        }
    }
    panic!("no match dealt a deal with a jack turned up");
}

/// Plays a match from `seed` deal by deal, checking each deal's summary; true once a deal came
/// with a jack turned up (and the check of its point was made).
fn next_deal_kept_back(seed: u64) -> bool {
    use crate::store_common::TempDir;
    use crate::ui_keyboard::{all_fours, all_fours_deal_by_keys, started_from};
    let dir = TempDir::new("af-next-deal");
    let mut h = started_from(dir.path(), GameKind::AllFours, 2, seed);
    loop {
        all_fours_deal_by_keys(&mut h);
        let t = all_fours(&h);
        if t.game().is_over() {
            return false;
        }
        assert!(t.shows_hand_summary());
        let names = t.names().clone();
        let dealer = t.scene().dealer;
        let eldest = (dealer + 1) % 2;
        let plate = |h: &Harness<'static, SevenfoldApp>, seat: usize| {
            let prefix = format!("{}: ", names.seat(seat));
            crate::common::window::texts(h)
                .into_iter()
                .find(|l| l.starts_with(&prefix))
                .expect("a plate for every seat")
        };
        assert!(
            plate(&h, dealer).ends_with("dealer"),
            "{}",
            plate(&h, dealer)
        );
        assert!(
            plate(&h, eldest).ends_with("eldest"),
            "{}",
            plate(&h, eldest)
        );
        let next = t.game().hand();
        let jack = (0..2).any(|s| next.early_points(s) != 0);
        if jack {
            assert!(h.query_all_by_label_contains("so far").next().is_none());
            sheet_button(&h).click();
            h.step();
            h.step();
            assert!(
                h.query_all_by_label_contains("In this deal so far")
                    .next()
                    .is_none(),
                "the next deal's jack is not on the sheet"
            );
            sheet_button(&h).click();
            h.step();
            h.step();
        }
        h.get_by_label("Next deal").click();
        h.step();
        h.step();
        if jack {
            // Once the next deal is on the table, its jack is.
            crate::ui_keyboard::settle(&mut h, all_fours);
            h.get_by_label_contains("This deal so far");
            return true;
        }
    }
}

/// The strip's button that opens and closes the score sheet (the open sheet's heading says the
/// same words).
fn sheet_button<'h>(h: &'h Harness<'static, SevenfoldApp>) -> egui_kittest::Node<'h> {
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some("Score sheet")
    })
}
