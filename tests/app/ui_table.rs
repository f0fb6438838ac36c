//! The window driven like a player would: start a game from the menus, play whole hands by
//! clicking cards found by their accessible names, answer "End the trick" / "Continue", and
//! check the hand summary and the score sheet against the engine's own result.

use crate::common;
use crate::common::window::sedma_table as table;

use crate::common::window::decide_sedma as decide;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::engine::{Game, MatchRecord};
use sevenfold::games::sedma::{MatchEnd, SedmaAction};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::animation::AnimationSpeed;
use sevenfold::ui::app::Screen;
use sevenfold::ui::bots::Level;
use sevenfold::ui::sedma::SedmaTable;
use sevenfold::ui::sedma::sheet::result_text;
use sevenfold::ui::settings::Settings;

fn app(seed: u64) -> Harness<'static, SevenfoldApp> {
    app_with(
        seed,
        Settings {
            animation: AnimationSpeed::Instant,
            // The rule bot: searching bots stop on a clock, so their games differ run to run.
            bots: Level::Easy,
            ..Settings::default()
        },
    )
}

fn app_with(seed: u64, settings: Settings) -> Harness<'static, SevenfoldApp> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| SevenfoldApp::new(&cc.egui_ctx, Some(seed), settings))
}

/// Steps frames until the person has something to do (the bots answer on their own thread).
fn settle(h: &mut Harness<'_, SevenfoldApp>) {
    common::window::settle(h, table);
}

/// Opens the new-game page from the start page, picks the player count and starts.
fn start_game(h: &mut Harness<'_, SevenfoldApp>, players_label: &str) {
    h.get_by_label("Play Sedma").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Setup);
    h.get_by_label(players_label).click();
    h.run();
    h.get_by_label("Start game").click();
    h.step();
    assert_eq!(h.state().screen(), Screen::Table);
    settle(h);
}

fn side_names(t: &SedmaTable) -> Vec<String> {
    (0..t.names().sides()).map(|s| t.names().side(s)).collect()
}

/// Plays the person's moves until the hand summary shows, alternating between ending and
/// continuing tricks, and clicking cards (or pressing their number keys) by name.
fn play_hand(h: &mut Harness<'_, SevenfoldApp>, use_keys: bool) -> (MatchRecord, usize) {
    let hands_before = table(h).game().records().len();
    let mut decisions = 0;
    let mut continued = 0;
    for _ in 0..200 {
        settle(h);
        let t = table(h);
        if t.shows_hand_summary() {
            let records = t.game().records();
            assert_eq!(records.len(), hands_before + 1, "one hand was scored");
            return (records[hands_before].clone(), continued);
        }
        assert!(t.my_turn());
        let view = t.game().hand().view(t.me());
        let style = t.game().config().pack;
        let deciding = t.game().hand().leader_deciding();
        if deciding {
            decisions += 1;
            let cont = view.legal.iter().find_map(|a| match *a {
                SedmaAction::Play(c) => Some(c),
                _ => None,
            });
            match cont {
                Some(c) if decisions % 2 == 1 => {
                    h.get_by_label(&format!("Continue: {}", c.name(style)))
                        .click();
                    continued += 1;
                }
                _ => h.get_by_label("End the trick").click(),
            }
        } else {
            let SedmaAction::Play(card) = view.legal[0] else {
                panic!("expected a card to play, got {:?}", view.legal);
            };
            let position = t
                .scene()
                .hands
                .mine
                .iter()
                .position(|&c| c == card)
                .expect("the card is in the hand");
            if use_keys && position < 4 {
                let key = [
                    egui::Key::Num1,
                    egui::Key::Num2,
                    egui::Key::Num3,
                    egui::Key::Num4,
                ][position];
                h.key_press(key);
            } else {
                h.get_by_label(&card.name(style)).click();
            }
        }
        let actions = table(h).game().actions().len();
        h.step();
        h.step();
        assert!(
            table(h).game().actions().len() > actions,
            "the click was applied (deciding {deciding}, legal {:?}, hand {:?}, note: {:?})",
            view.legal,
            table(h).scene().hands.mine,
            table(h).note()
        );
    }
    panic!("the hand did not end");
}

/// The hand summary and the score sheet say what the engine scored.
fn check_scores(h: &mut Harness<'_, SevenfoldApp>, record: &MatchRecord) {
    // Draw the summary: the hand may have ended in the logic of the last frame.
    h.run_steps(2);
    let t = table(h);
    let names = t.names().clone();
    let sides = side_names(t);
    let points = format!(
        "Card points: {}",
        names.totals_text(&record.score.card_points)
    );
    assert!(
        h.query_all_by_label(&points).next().is_some(),
        "the summary shows {points:?}"
    );
    if !h.state().score_sheet_open() {
        h.get_by_label("Score sheet").click();
        h.run_steps(3);
    }
    assert!(h.state().score_sheet_open());
    let t = table(h);
    // Earlier hands with the same result have the same row text: at least this hand's row shows.
    let result = result_text(&names, record, table(h).game().config().pack);
    assert!(
        h.query_all_by_label(&result).next().is_some(),
        "the score sheet shows {result:?}"
    );
    h.get_by_label(&format!("Match: {}", names.totals_text(t.game().totals())));
    assert_eq!(record.totals, t.game().totals());
    let sum: Vec<i32> = (0..sides.len())
        .map(|s| {
            t.game()
                .records()
                .iter()
                .map(|r| r.score.game_points[s])
                .sum()
        })
        .collect();
    assert_eq!(sum, t.game().totals(), "the running totals add up");
    // The chart above the sheet draws the same totals, hand by hand.
    let hands = t.game().records().len();
    let lines = common::chart::assert_chart_is_sheet(h, hands, &vec![0; sides.len()]);
    common::chart::assert_readings_under_chart(h, hands, &format!("Hand {hands}"), &lines);
}

fn next_hand(h: &mut Harness<'_, SevenfoldApp>) {
    h.get_by_label("Next hand").click();
    settle(h);
    let t = table(h);
    assert!(!t.shows_hand_summary());
    assert_eq!(t.scene().hands.mine.len(), 4, "a new hand was dealt");
}

#[test]
fn two_players_play_hands_by_clicking_cards() {
    let mut h = app(7);
    start_game(&mut h, "2 — head to head");
    assert_eq!(table(&h).game().config().players, 2);
    // Every widget on the table has an accessible name (checked by `run`).
    h.run();
    for _ in 0..2 {
        let (record, _) = play_hand(&mut h, false);
        check_scores(&mut h, &record);
        if table(&h).game().is_over() {
            break;
        }
        next_hand(&mut h);
    }
    // Whenever nothing moves, the table shows exactly the person's view.
    let t = table(&h);
    assert_eq!(
        *t.scene(),
        sevenfold::ui::sedma::scene::Scene::from_view(&t.game().hand().view(t.me()))
    );
}

#[test]
fn four_players_play_hands_with_keys_and_clicks() {
    let mut h = app(13);
    start_game(&mut h, "4 — partners sit opposite");
    assert_eq!(table(&h).game().config().players, 4);
    h.run();
    let mut continued = 0;
    for round in 0..3 {
        let (record, c) = play_hand(&mut h, round == 0);
        continued += c;
        check_scores(&mut h, &record);
        if table(&h).game().is_over() {
            break;
        }
        next_hand(&mut h);
    }
    assert!(continued > 0, "a trick was continued at least once");
}

#[test]
fn a_short_match_ends_with_its_winner_on_the_score_sheet() {
    let mut settings = Settings {
        animation: AnimationSpeed::Instant,
        bots: Level::Easy,
        ..Settings::default()
    };
    settings.sedma.match_end = MatchEnd::Target(1);
    let mut h = app_with(21, settings);
    start_game(&mut h, "2 — head to head");
    let (record, _) = play_hand(&mut h, false);
    let t = table(&h);
    assert!(t.game().is_over(), "one hand decides a match to 1 point");
    let winner = t.game().winner().unwrap();
    let sides = side_names(t);
    assert_eq!(record.score.winner(), Some(winner));
    let verb = if winner == t.names().side_of(t.me()) {
        "win"
    } else {
        "wins"
    };
    h.get_by_label(&format!("{} {verb} the match!", sides[winner]));
    check_scores(&mut h, &record);
    h.get_by_label(&format!("Match winner: {}", sides[winner]));
    // Closing the summary leaves the finished table; a new game starts from the menu.
    h.get_by_label("Close").click();
    h.run();
    assert!(!table(&h).shows_hand_summary());
    assert!(table(&h).turn_text().contains("the match"));
}

#[test]
fn arrow_keys_choose_a_card_and_enter_plays_it() {
    let mut h = app(13);
    start_game(&mut h, "2 — head to head");
    let t = table(&h);
    assert!(!t.game().hand().leader_deciding());
    let second = t.scene().hands.mine[1];
    h.key_press(egui::Key::ArrowRight);
    h.step();
    h.key_press(egui::Key::ArrowRight);
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    let t = table(&h);
    let played: Vec<SedmaAction> = t
        .game()
        .actions()
        .iter()
        .copied()
        .filter(|a| matches!(a, SedmaAction::Play(c) if *c == second))
        .collect();
    assert_eq!(played.len(), 1, "the second card was played");
    assert!(!t.game().hand().view(t.me()).hand.contains(&second));
}

#[test]
fn changing_the_rules_mid_match_asks_first() {
    let mut h = app(17);
    start_game(&mut h, "2 — head to head");
    let seed = table(&h).game().seed();
    // Animation speed applies at once, without a question.
    h.get_by_label("Settings").click();
    h.run_ok();
    h.get_by_label("Fast").click();
    h.run_ok();
    h.get_by_label("Apply").click();
    h.run_ok();
    assert_eq!(h.state().settings().animation, AnimationSpeed::Fast);
    assert_eq!(h.state().screen(), Screen::Table);
    assert_eq!(table(&h).game().seed(), seed, "the match goes on");

    // A rule change asks: keep playing and use it next game.
    h.get_by_label("Settings").click();
    h.run_ok();
    h.get_by_label("Sedma osmová: eights are wild too")
        .scroll_to_me();
    h.run_ok();
    h.get_by_label("Sedma osmová: eights are wild too").click();
    h.run_ok();
    h.get_by_label("Apply").click();
    h.run_ok();
    h.get_by_label("These settings change the game");
    h.get_by_label("Use them next game").click();
    h.run_ok();
    assert!(h.state().settings().sedma.osmova);
    assert!(
        !table(&h).game().config().osmova,
        "the running match keeps its rules"
    );
    assert_eq!(table(&h).game().seed(), seed);

    // Starting a new game mid-match asks too; confirming starts it with the new rules.
    h.get_by_label("New game").click();
    h.run_ok();
    h.get_by_label("Start game").click();
    h.run_ok();
    h.get_by_label("Start a new game?");
    h.get_by_label("Start new game").click();
    h.run_ok();
    assert_eq!(h.state().screen(), Screen::Table);
    assert!(table(&h).game().config().osmova);
    assert_ne!(table(&h).game().seed(), seed);
}

#[test]
fn an_illegal_click_changes_nothing_and_says_why() {
    let mut h = app(3);
    start_game(&mut h, "2 — head to head");
    for _ in 0..400 {
        settle(&mut h);
        let t = table(&h);
        if t.shows_hand_summary() {
            h.get_by_label("Next hand").click();
            continue;
        }
        let game = t.game().hand();
        let view = game.view(t.me());
        let style = t.game().config().pack;
        if game.leader_deciding() {
            // A card in hand that neither matches the lead nor is wild may not continue.
            if let Some(&bad) = view
                .hand
                .iter()
                .find(|c| !view.legal.contains(&SedmaAction::Play(**c)))
            {
                let rule = game.check(SedmaAction::Play(bad)).unwrap_err().rule;
                assert_eq!(rule, "continue-needs-match");
                let before = t.game().actions().len();
                let hand_before = view.hand.clone();
                h.get_by_label(&bad.name(style)).click();
                h.step();
                h.step();
                let t = table(&h);
                assert_eq!(t.game().actions().len(), before, "nothing was played");
                assert_eq!(t.game().hand().view(t.me()).hand, hand_before);
                // Said to the person, in a player's words: what would continue, and why this
                // card does not.
                let note = t.note().expect("the refusal is shown");
                assert!(note.error);
                assert!(
                    note.text.starts_with("To continue the trick you must play")
                        && note
                            .text
                            .contains(&format!("the {} is not one", bad.phrase(style)))
                        && !note.text.contains("the leader"),
                    "{}",
                    note.text
                );
                h.get_by_label(&note.text.clone());
                return;
            }
            h.get_by_label("End the trick").click();
        } else {
            let SedmaAction::Play(card) = view.legal[0] else {
                panic!("expected a card");
            };
            h.get_by_label(&card.name(style)).click();
        }
        h.step();
    }
    panic!("the person never had to decide with a card that may not continue");
}

#[test]
fn clicking_out_of_turn_says_whose_turn_it_is() {
    // Normal speed with a fine clock: a bot waits at least 0.45 s before it plays, so a click
    // made while it thinks arrives before its move.
    let settings = Settings {
        animation: AnimationSpeed::Normal,
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_step_dt(0.01)
        .build_eframe(move |cc| SevenfoldApp::new(&cc.egui_ctx, Some(5), settings));
    h.get_by_label("Play Sedma").click();
    h.run_ok();
    h.get_by_label("Start game").click();
    for _ in 0..20_000 {
        h.step();
        let t = table(&h);
        if t.is_settled() && !t.my_turn() && !t.shows_hand_summary() {
            let seat = t.game().hand().to_act().unwrap();
            let card = t.scene().hands.mine[0];
            let name = card.name(t.game().config().pack);
            let before = t.game().actions().len();
            let bot = t.names().seat(seat);
            h.get_by_label(&name).click();
            h.step();
            let t = table(&h);
            assert_eq!(t.game().actions().len(), before, "the click played nothing");
            let note = t.note().expect("a note");
            assert!(note.error);
            let text = format!("Please wait: it is {bot}'s turn.");
            assert_eq!(note.text, text);
            h.step();
            h.get_by_label(&text);
            return;
        }
        if t.is_settled() && t.my_turn() {
            let card = t.game().hand().view(t.me()).hand[0];
            let name = card.name(t.game().config().pack);
            h.get_by_label(&name).click();
        }
    }
    panic!("no bot turn was seen");
}

#[test]
fn invalid_settings_cannot_be_started() {
    let mut h = app(1);
    h.get_by_label("Play Sedma").click();
    h.run();
    h.get_by_label("3 — each for themselves").click();
    h.run();
    h.get_by_label("Variants and scoring options").click();
    h.run();
    // Burning four in a row is for two or four players only.
    h.get_by_label("it wins 1 game point (3 for four sevens)")
        .scroll_to_me();
    h.run();
    h.get_by_label("it wins 1 game point (3 for four sevens)")
        .click();
    h.run();
    let msg = h.state().settings().sedma.validate();
    assert!(msg.is_ok(), "the saved settings are untouched");
    h.get_by_label("Cannot start: burning four in a row is played by 2 or 4 players only");
    h.get_by_label("Start game").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Setup, "the game did not start");
}

#[test]
fn the_rules_page_marks_house_choices() {
    let mut h = app(1);
    h.get_by_label("Rules").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Rules);
    h.get_by_label("How to play");
    let sedma = h.query_all_by_label(" House choice ").count();
    assert_eq!(sedma, 7);
    // The All Fours rules have their own house choices.
    h.get_by_label("All Fours").click();
    h.run();
    assert_eq!(h.query_all_by_label(" House choice ").count(), 2);
}

#[test]
fn the_same_seed_deals_the_same_cards() {
    let deal = |seed| {
        let mut h = app(seed);
        start_game(&mut h, "2 — head to head");
        let t = table(&h);
        (t.game().seed(), t.game().hand().view(t.me()).hand)
    };
    assert_eq!(deal(42), deal(42));
    assert_ne!(deal(42).0, deal(43).0);
}

#[test]
fn the_window_repaints_only_while_something_moves() {
    let settings = Settings {
        animation: AnimationSpeed::Normal,
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_step_dt(1.0 / 60.0)
        .with_max_steps(2_000)
        .build_eframe(move |cc| SevenfoldApp::new(&cc.egui_ctx, Some(5), settings));
    // The start page is still: one frame and egui asks for no other.
    assert_eq!(h.run(), 1);
    h.get_by_label("Play Sedma").click();
    h.run();
    h.get_by_label("2 — head to head").click();
    h.run();
    h.get_by_label("Start game").click();
    h.step();
    // The deal animates: while cards fly egui is asked for the next frame at once; during
    // pauses only for when the pause ends.
    let repaint_delay = |h: &Harness<'_, SevenfoldApp>| {
        h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay
    };
    let (mut frames, mut immediate) = (0, 0);
    while table(&h).scene().hands.mine.len() < 4 {
        h.step();
        frames += 1;
        if repaint_delay(&h).is_zero() {
            immediate += 1;
        }
        assert!(frames < 2_000, "the deal never finished");
    }
    assert!(
        frames > 60 && immediate > 60,
        "the deal took {frames} frames, {immediate} animated"
    );
    // Bots pause and think; then the table waits for the person without repainting.
    for _ in 0..5_000 {
        h.step();
        let t = table(&h);
        if t.is_settled() && t.my_turn() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
    assert!(table(&h).my_turn());
    assert_eq!(
        h.run(),
        1,
        "no repaint is requested while waiting for the person"
    );
}

/// After a hand, "Review my play" has the expert look at the person's decisions on its own
/// thread; under the summary it says what the review of the same hand says when run directly.
#[test]
fn a_finished_hand_is_reviewed_from_its_summary() {
    let mut h = app(7);
    start_game(&mut h, "2 — head to head");
    play_hand(&mut h, false);
    h.get_by_label("Review my play").click();
    h.step();
    common::window::wait_for_text(&mut h, "The review would");
    h.get_by_label("The review of your play");
    let t = table(&h);
    let m = t.game();
    let hand = sevenfold::store::split_hands::<sevenfold::games::sedma::Sedma>(
        m.config(),
        m.seed(),
        m.actions(),
    )
    .unwrap()
    .remove(0);
    let review =
        sevenfold::ai::review::review_hand(&hand.dealt, &hand.actions, t.me(), m.seed(), |_, _| {
            true
        })
        .unwrap()
        .unwrap();
    let report = sevenfold::ui::review::report(&hand.dealt, &hand.actions, &review);
    h.get_by_label(&report.summary);
    for f in &report.findings {
        h.get_by_label(&f.text);
    }
    // No total (costs measured from different positions do not add up); the costliest first,
    // each numbered among the person's own decisions.
    assert!(!report.summary.contains(" cost "), "{}", report.summary);
    let cost = |text: &str| -> f32 {
        let at = text.find(" cost ").expect("a cost");
        let words = text[at + 6..]
            .trim_start_matches("about ")
            .trim_start_matches("exactly ");
        words.split(' ').next().unwrap().parse().unwrap()
    };
    let costs: Vec<f32> = report.findings.iter().map(|f| cost(&f.text)).collect();
    assert!(costs.windows(2).all(|w| w[0] >= w[1]), "{costs:?}");
    for f in &report.findings {
        let n: usize = f.text["Your decision ".len()..]
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=review.judged.len()).contains(&n), "{}", f.text);
    }
    // The next hand leaves the review behind. (Under load the click can be drawn a frame
    // before it is applied, with the summary still up: wait for it to close first.)
    // A click drawn while a frame ran late may be lost: click again while the summary stays.
    for _ in 0..5 {
        if !table(&h).shows_hand_summary() {
            break;
        }
        if let Some(next) = h.query_by_label("Next hand") {
            next.click();
        }
        for _ in 0..40 {
            h.step();
            if !table(&h).shows_hand_summary() {
                break;
            }
        }
    }
    assert!(
        !table(&h).shows_hand_summary(),
        "Next hand closes the summary"
    );
    settle(&mut h);
    // (The last frame drawn may predate the next hand's deal on a loaded machine.)
    for _ in 0..100 {
        if h.query_by_label("The review of your play").is_none() {
            break;
        }
        h.step();
    }
    assert!(h.query_by_label("The review of your play").is_none());
}

/// Undo takes back three decisions (with the bots' replies) and Redo plays them again to the
/// same match; a decision made afresh after an undo gets the bots' answers again.
#[test]
fn undo_three_decisions_and_redo_them() {
    let mut h = app(41);
    start_game(&mut h, "2 — head to head");
    let start = table(&h).game().actions().len();
    for _ in 0..3 {
        decide(&mut h);
    }
    let played = table(&h).game().actions().to_vec();
    assert!(played.len() >= start + 3);
    for _ in 0..3 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
        settle(&mut h);
    }
    assert_eq!(
        table(&h).game().actions(),
        &played[..start],
        "back to the first decision"
    );
    assert!(table(&h).my_turn());
    for _ in 0..3 {
        h.get_by_label("Redo (Ctrl+Shift+Z)").click();
        h.run();
        settle(&mut h);
    }
    assert_eq!(
        table(&h).game().actions(),
        &played[..],
        "the same match again"
    );
    assert!(!table(&h).can_redo());
    // Undo once and decide again: the bot answers the new decision itself.
    h.get_by_label("Undo (Ctrl+Z)").click();
    h.run();
    let before = table(&h).game().actions().len();
    decide(&mut h);
    let t = table(&h);
    assert!(
        t.game().actions().len() > before + 1,
        "the bot replied afresh"
    );
    assert!(t.my_turn() || t.shows_hand_summary());
    assert!(!t.can_redo(), "a new decision drops what was taken back");
}

/// The menu bar's items keep their places whatever is open: the Table item is there before a
/// match (off) and during one, so that a click never lands on a neighbour that moved.
#[test]
fn the_menu_bar_keeps_its_items_in_place() {
    let mut h = app(3);
    common::window::run_frames(&mut h);
    let items = [
        "Games",
        "New game",
        "Table",
        "Learn",
        "With friends",
        "History",
        "Statistics",
        "Settings",
        "Rules",
        "Language",
    ];
    let places = |h: &Harness<'_, SevenfoldApp>| -> Vec<egui::Rect> {
        items.iter().map(|i| h.get_by_label(i).rect()).collect()
    };
    let before = places(&h);
    assert!(
        h.get_by_label("Table").accesskit_node().is_disabled(),
        "no table yet"
    );
    start_game(&mut h, "2 — head to head");
    assert!(!h.get_by_label("Table").accesskit_node().is_disabled());
    assert_eq!(places(&h), before, "at the table");
    h.get_by_label("History").click();
    common::window::run_frames(&mut h);
    assert_eq!(places(&h), before, "on another page, a match waiting");
}
