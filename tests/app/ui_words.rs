//! What the table says and where it says it, checked through the real window as a new player
//! meets it: the continue choice stays in view beside the score sheet, the person is "you"
//! with correct grammar on every screen of a finished deal, the last trick's bonus is named,
//! the match score is on the table during play, and the history names matches by game and
//! date rather than by id.
#![allow(clippy::unwrap_used)]

use crate::common::window::{run_frames, settle};
use crate::store_common::TempDir;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::cards::{PackStyle, rng_from_seed};
use sevenfold::engine::{Game, Match};
use sevenfold::games::all_fours::{AllFoursAction, MatchEnd as AllFoursEnd};
use sevenfold::games::sedma::{MatchEnd, Sedma, SedmaAction, SedmaOptions};
use sevenfold::registry::GameKind;
use sevenfold::store::{self, Level, Player, SavedMatch, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::all_fours::AllFoursTable;
use sevenfold::ui::app::Screen;
use sevenfold::ui::sedma::SedmaTable;
use std::path::Path;

/// The window over the data folder `dir` at `size`, with instant animation and rule-of-thumb
/// bots (their play does not depend on a clock).
fn window(dir: &Path, size: egui::Vec2, last_game: &str) -> Harness<'static, SevenfoldApp> {
    let s = store::Settings {
        game: GameKind::from_id(last_game).expect("a listed game"),
        animation: store::AnimationSpeed::Instant,
        bots: Level::Easy,
        ..store::Settings::default()
    };
    Store::at(dir).save_settings(&s).unwrap();
    let dir = dir.to_path_buf();
    Harness::builder().with_size(size).build_eframe(move |cc| {
        SevenfoldApp::with_store(&cc.egui_ctx, Some(3), Ok(Store::at(&dir)))
    })
}

fn sedma<'a>(h: &'a Harness<'_, SevenfoldApp>) -> &'a SedmaTable {
    h.state()
        .table_of::<SedmaTable>()
        .expect("a Sedma table is open")
}

fn all_fours<'a>(h: &'a Harness<'_, SevenfoldApp>) -> &'a AllFoursTable {
    h.state()
        .table_of::<AllFoursTable>()
        .expect("an All Fours table is open")
}

/// A node's text: a label keeps it in its value, other widgets in their label.
fn text_of(node: &egui_kittest::kittest::AccessKitNode<'_>) -> Option<String> {
    if node.role() == egui::accesskit::Role::Label {
        node.value()
    } else {
        node.label()
    }
}

/// Every text the window shows now.
fn labels(h: &Harness<'_, SevenfoldApp>) -> Vec<String> {
    h.query_all_by(|_| true)
        .filter_map(|n| text_of(&n.accesskit_node()))
        .collect()
}

/// Whether `text` writes "You" with a capital inside a sentence: after a semicolon, a comma,
/// "to", "and" or "by", or after a colon when a verb follows ("End it: You take"); "Match: You
/// 3 · North 4" lists names and is fine.
fn you_inside_a_sentence(text: &str) -> bool {
    ["; You", ", You", " to You", " and You", " by You"]
        .iter()
        .any(|p| text.contains(p))
        || text.match_indices(": You ").any(|(i, m)| {
            text[i + m.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_lowercase())
        })
}

/// A two-player Sedma match saved at a moment when the person (seat 1) led a trick and decides
/// whether to continue it, after one finished hand.
fn save_a_decision(dir: &Path) {
    let options = SedmaOptions::for_players(2);
    for seed in 0..500u64 {
        let mut m = Match::<Sedma>::new(options, seed).unwrap();
        let mut rng = rng_from_seed(seed);
        while !m.is_over() {
            let hand = m.hand();
            if !m.records().is_empty()
                && hand.to_act() == Some(1)
                && hand.leader_deciding()
                && hand.view(1).legal.len() > 1
            {
                let players = vec![Player::Bot(Level::Easy), Player::DEFAULT_PERSON];
                Store::at(dir)
                    .save_match(&SavedMatch::start(&m, players))
                    .unwrap();
                return;
            }
            let a = m.hand().random_action(&mut rng).unwrap();
            m.apply(a).unwrap();
        }
    }
    panic!("no seed gave the person a decision to continue");
}

/// Fault 1: with the score sheet open in a 1024×700 window, the line that says what ending and
/// continuing the trick do, and its buttons, are inside the window and beside the sheet, not
/// under it.
#[test]
fn the_continue_choice_stays_in_view_beside_the_score_sheet_at_1024_by_700() {
    let dir = TempDir::new("words-continue");
    save_a_decision(dir.path());
    let mut h = window(dir.path(), egui::vec2(1024.0, 700.0), "sedma");
    run_frames(&mut h);
    h.get_by_label("Resume").click();
    run_frames(&mut h);
    settle(&mut h, sedma);
    assert!(sedma(&h).game().hand().leader_deciding());
    h.get_by_label("Score sheet").click();
    h.run_steps(4);
    assert!(h.state().score_sheet_open());
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 700.0));
    let sheet_left = h.get_by_label_contains("Goal: ").rect().left();
    let line = h.get_by_label_contains("End it: ").rect();
    let end = h.get_by_label("End the trick").rect();
    let cont = h
        .get_by(|n| {
            n.role() == egui::accesskit::Role::Button
                && n.label().is_some_and(|l| l.starts_with("Continue: "))
        })
        .rect();
    for (what, r) in [
        ("the line", line),
        ("End the trick", end),
        ("Continue", cont),
    ] {
        assert!(
            window.contains_rect(r),
            "{what} at {r:?} is cut off by the window's edge"
        );
        assert!(
            r.right() <= sheet_left,
            "{what} at {r:?} runs under the score sheet (from x = {sheet_left})"
        );
    }
    assert!(
        line.bottom() <= end.top(),
        "the buttons come after the line"
    );
}

/// Clicks the person's moves in All Fours until the deal summary shows: beg or run, mark the
/// first cards to discard, play the first legal card. While trumps are decided, a card is
/// clicked first, and `check` reads the screen with its refusal. Returns how many refusals
/// were read.
fn play_an_all_fours_deal(
    h: &mut Harness<'_, SevenfoldApp>,
    check: &dyn Fn(&Harness<'_, SevenfoldApp>, &str),
) -> usize {
    let mut refusals = 0;
    for _ in 0..60 {
        settle(h, all_fours);
        let t = all_fours(h);
        if t.shows_hand_summary() {
            return refusals;
        }
        let legal = t.game().hand().legal_actions().as_ref().to_vec();
        let deciding = legal
            .iter()
            .any(|a| matches!(a, AllFoursAction::Beg | AllFoursAction::Run));
        if deciding && let Some(&card) = t.scene().hands.mine.first() {
            h.get_by_label(&card.name(PackStyle::French)).click();
            run_frames(h);
            let note = all_fours(h).note().cloned().expect("the click is refused");
            assert!(note.error, "{}", note.text);
            check(h, "a card clicked during the trump decision");
            refusals += 1;
        }
        let t = all_fours(h);
        let legal = t.game().hand().legal_actions().as_ref().to_vec();
        let need = t.to_discard();
        if need > 0 {
            let hand = t.scene().hands.mine.clone();
            for card in &hand[..need] {
                h.get_by_label(&card.name(PackStyle::French)).click();
                run_frames(h);
            }
            h.key_press(egui::Key::D);
        } else if legal.contains(&AllFoursAction::Beg) {
            h.key_press(egui::Key::B);
        } else if legal.contains(&AllFoursAction::Run) {
            h.key_press(egui::Key::R);
        } else if let AllFoursAction::Play(card) = legal[0] {
            h.get_by_label(&card.name(PackStyle::French)).click();
        } else {
            panic!("unexpected choice {legal:?}");
        }
        run_frames(h);
    }
    panic!("the deal did not end");
}

/// Fault 2: no sentence on any screen of a finished All Fours deal (the summary, the log, the
/// score sheet, the history and its replay) says "You was" or "You decides", or calls the
/// person by the compass name of their seat.
#[test]
fn a_finished_all_fours_deal_speaks_of_you_as_you() {
    let dir = TempDir::new("words-all-fours");
    let mut h = window(dir.path(), egui::vec2(1280.0, 800.0), "all-fours");
    run_frames(&mut h);
    h.get_by_label("Play All Fours").click();
    run_frames(&mut h);
    h.get_by_label("A single deal").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    run_frames(&mut h);
    assert_eq!(
        all_fours(&h).game().config().match_end,
        AllFoursEnd::SingleDeal
    );
    // The person sits where the engine's seat names say "South".
    let me = all_fours(&h).me();
    let compass = sevenfold::engine::seat_name(2, me);
    let check = |h: &Harness<'_, SevenfoldApp>, screen: &str| {
        let all = labels(h);
        assert!(all.len() > 3, "{screen}: the screen has its texts");
        for text in all {
            for bad in ["You was", "You decides", "You has", "You holds", "You is"] {
                assert!(!text.contains(bad), "{screen}: {text:?} says {bad:?}");
            }
            assert!(
                !you_inside_a_sentence(&text),
                "{screen}: {text:?} capitalises \"you\" inside a sentence"
            );
            assert!(
                !text.contains(&compass),
                "{screen}: {text:?} calls the person {compass}"
            );
        }
    };
    let refusals = play_an_all_fours_deal(&mut h, &check);
    assert!(
        refusals > 0,
        "the person decided on trumps and a card was refused"
    );
    h.get_by_label("Deal 1 is over");
    check(&h, "the deal summary");
    h.get_by_label("Show the score sheet").click();
    h.run_steps(3);
    check(&h, "the summary with the score sheet");
    h.get_by_label("Close").click();
    h.run_steps(3);
    check(&h, "the table after the deal");
    h.get_by_label("History").click();
    h.run_steps(3);
    let entry = h.state().history().entries()[0].clone();
    check(&h, "the history");
    h.get_by_label(&sevenfold::ui::history_page::row_text(
        &entry,
        &sevenfold::store::Profiles::first_run(),
    ))
    .click();
    h.run_steps(3);
    check(&h, "the match in the history");
    h.key_press(egui::Key::End);
    h.run_steps(3);
    check(&h, "the replay at the deal's end");
}

/// Plays the person's Sedma moves (end every trick, play the first legal card) until the hand
/// summary shows.
fn play_a_sedma_hand(h: &mut Harness<'_, SevenfoldApp>) {
    for _ in 0..200 {
        settle(h, sedma);
        let t = sedma(h);
        if t.shows_hand_summary() || t.game().is_over() {
            return;
        }
        if t.game().hand().leader_deciding() {
            h.get_by_label("End the trick").click();
        } else {
            let view = t.game().hand().view(t.me());
            let SedmaAction::Play(card) = view.legal[0] else {
                panic!("expected a card, got {:?}", view.legal);
            };
            h.get_by_label(&card.name(t.game().config().pack)).click();
        }
        run_frames(h);
    }
    panic!("the hand did not end");
}

/// Faults 3 and 4: during play the match score is on the table; when the hand ends, the line
/// for the last trick names its bonus, and the winner's pile shows the points with it.
#[test]
fn the_match_score_is_in_view_and_the_last_trick_bonus_is_named() {
    let dir = TempDir::new("words-sedma");
    let mut h = window(dir.path(), egui::vec2(1280.0, 800.0), "sedma");
    run_frames(&mut h);
    h.get_by_label("Play Sedma").click();
    run_frames(&mut h);
    h.get_by_label("4 — partners sit opposite").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    run_frames(&mut h);
    settle(&mut h, sedma);
    h.get_by_label_contains("Match: You & North 0 · East & West 0");
    play_a_sedma_hand(&mut h);
    for text in labels(&h) {
        assert!(!you_inside_a_sentence(&text), "{text:?}");
    }
    let record = sedma(&h).game().records()[0].clone();
    let last = sedma(&h)
        .game()
        .last_hand()
        .unwrap()
        .last_trick_winner()
        .unwrap();
    let names = sedma(&h).names().clone();
    let bonus = h.get_by_label_contains("for the last trick");
    let line = text_of(&bonus.accesskit_node()).unwrap();
    assert!(
        line.starts_with(&if names.is_me(last) {
            "You take".to_string()
        } else {
            format!("{} takes", names.seat(last))
        }),
        "the last trick's line names its taker: {line}"
    );
    // Each side's pile shows its card points with the bonus, as the summary adds them up.
    let scene = sedma(&h).scene();
    for side in 0..names.sides() {
        let on_pile: i32 = names.members(side).iter().map(|&s| scene.points[s]).sum();
        assert_eq!(
            on_pile, record.score.card_points[side],
            "side {side}'s pile"
        );
    }
    h.get_by_label(&format!(
        "Card points: {}",
        names.totals_text(&record.score.card_points)
    ));
    h.get_by_label("Next hand").click();
    run_frames(&mut h);
    settle(&mut h, sedma);
    h.get_by_label_contains(&format!(
        "Match: {}",
        names.totals_text(sedma(&h).game().totals())
    ));
}

/// Fault 6: the history names a match by its game, players and date, never by its id, and
/// says the result with the person's score first.
#[test]
fn history_titles_name_the_game_and_date_not_the_id() {
    let dir = TempDir::new("words-history");
    let mut h = window(dir.path(), egui::vec2(1280.0, 800.0), "sedma");
    run_frames(&mut h);
    h.get_by_label("Play Sedma").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    run_frames(&mut h);
    let options = sedma(&h).game().config();
    assert_eq!(options.match_end, MatchEnd::Target(10));
    // Play until the match is over (a short one is not needed: rule bots and 2 players).
    for _ in 0..40 {
        play_a_sedma_hand(&mut h);
        if sedma(&h).game().is_over() {
            break;
        }
        h.get_by_label("Next hand").click();
        run_frames(&mut h);
    }
    assert!(sedma(&h).game().is_over(), "the match ended");
    h.get_by_label("History").click();
    h.run_steps(3);
    let entry = h.state().history().entries()[0].clone();
    let id = entry.id.as_str().to_string();
    let row =
        sevenfold::ui::history_page::row_text(&entry, &sevenfold::store::Profiles::first_run());
    assert!(row.contains("Sedma, 2 players"), "{row}");
    let mine = entry.totals[entry.human_side().unwrap()];
    assert!(
        row.contains(&format!("{mine} : ")),
        "the person's score comes first: {row}"
    );
    h.get_by_label(&row).click();
    h.run_steps(3);
    assert_eq!(h.state().screen(), Screen::History);
    h.get_by_label("Sedma, 2 players");
    let stamp = &entry.finished[..16];
    for text in labels(&h) {
        assert!(!text.contains(&id), "{text:?} shows the match id");
        assert!(!text.contains(stamp), "{text:?} shows a raw time stamp");
    }
}

/// With the German pack the log speaks of Obers and Unters, never of queens and jacks: a
/// trick taken by a card matching the lead names its rank as the pack does.
#[test]
fn card_words_follow_the_pack_in_the_log() {
    use crate::ui_keyboard::{press, sedma, sedma_hand_by_keys, started};
    let dir = TempDir::new("words-pack");
    let mut h = started(dir.path(), GameKind::Sedma, 2);
    assert_eq!(sedma(&h).game().config().pack, PackStyle::German);
    let mut matched = false;
    for _ in 0..8 {
        sedma_hand_by_keys(&mut h);
        let texts = labels(&h);
        for text in &texts {
            let lower = text.to_lowercase();
            for word in ["jack", "queen"] {
                assert!(
                    !lower
                        .split(|c: char| !c.is_alphabetic())
                        .any(|w| w == word || w == format!("{word}s")),
                    "a French word with the German pack: {text}"
                );
            }
        }
        matched |= texts
            .iter()
            .any(|t| t.contains("takes it, as it matches the lead"));
        if matched || sedma(&h).game().is_over() {
            break;
        }
        press(&mut h, egui::Key::Enter);
    }
    assert!(matched, "a trick was taken by a card matching the lead");
}
