//! Learning through the window: lessons from the start page to the Learn page, played on the
//! live table with their panel to the recap, an off-script move answered by the lesson, the
//! lesson ticked as done and kept between runs; and the hint in a real game of each kind.
#![allow(clippy::unwrap_used)]

use crate::common;

use crate::common::window::{app_in, make_hell_move, run_frames, stored, wait_for_text};
use crate::store_common::TempDir;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::cards::{Card, PackStyle};
use sevenfold::i18n::Language;
use sevenfold::lesson::LessonKind;
use sevenfold::registry::GameKind;
use sevenfold::store::{self, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::all_fours::AllFoursTable;
use sevenfold::ui::app::Screen;
use sevenfold::ui::sedma::SedmaTable;
use sevenfold::ui::sevens_from_hell::HellTable;
use std::path::Path;

/// Instant animation, so the scripted replies land within a few frames.
fn prepare(dir: &Path) {
    let s = store::Settings {
        animation: store::AnimationSpeed::Instant,
        ..store::Settings::default()
    };
    Store::at(dir).save_settings(&s).unwrap();
}

/// Frames until the lesson table waits for the person (the scripted replies are played).
fn settle_sedma(h: &mut Harness<'_, SevenfoldApp>) {
    common::window::settle(h, |h| h.state().table_of::<SedmaTable>().unwrap());
}

fn settle_all_fours(h: &mut Harness<'_, SevenfoldApp>) {
    common::window::settle(h, |h| h.state().table_of::<AllFoursTable>().unwrap());
}

fn settle_hell(h: &mut Harness<'_, SevenfoldApp>) {
    common::window::settle(h, |h| h.state().table_of::<HellTable>().unwrap());
}

/// Clicks the widget whose name begins with `prefix` (a hand group's name goes on to say how
/// many are held and picked); `all` right-clicks, which picks every copy.
fn click_starting(h: &mut Harness<'_, SevenfoldApp>, prefix: &str, all: bool) {
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(prefix)))
        .scroll_to_me();
    run_frames(h);
    let node = h.get_by(|n| n.label().is_some_and(|l| l.starts_with(prefix)));
    if all {
        node.click_secondary();
    } else {
        node.click();
    }
    // The bar under the table grows with the picks: let it settle before the next click.
    run_frames(h);
}

fn click(h: &mut Harness<'_, SevenfoldApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

#[test]
fn a_sedma_lesson_is_played_from_the_learn_page_to_its_recap() {
    let dir = TempDir::new("ui-lesson-sedma");
    prepare(dir.path());
    {
        let mut h = app_in(dir.path(), 4);
        run_frames(&mut h);
        click(&mut h, "Learn to play");
        assert_eq!(h.state().screen(), Screen::Learn);
        click(&mut h, "What scores: aces, tens and the last trick");
        assert_eq!(h.state().screen(), Screen::Table);
        settle_sedma(&mut h);
        h.get_by_label_contains("Step 1 of 5");
        h.get_by_label("Read the step in the lesson panel, then press Next.");
        // Next shows its key, and the key goes on.
        let next = h.get_by_label("Next").accesskit_node();
        assert_eq!(next.data().keyboard_shortcut(), Some("Enter"));
        h.key_press(egui::Key::Enter);
        h.step();
        h.step();
        h.get_by_label_contains("Take North's 10 with your 7 of bells.");

        // A legal card the step does not want: the lesson says why, and nothing is played.
        click(&mut h, "Nine of acorns");
        h.get_by_label_contains("only another 10 or a seven can");
        let t = h.state().table_of::<SedmaTable>().unwrap();
        assert_eq!(t.game().actions().len(), 1, "only North's opening lead");

        click(&mut h, "Seven of bells");
        settle_sedma(&mut h);
        h.get_by_label_contains("Step 3 of 5");
        click(&mut h, "Nine of acorns");
        settle_sedma(&mut h);
        click(&mut h, "Ace of hearts");
        settle_sedma(&mut h);
        h.get_by_label_contains("Counting the hand");
        // The hand summary does not deal on: the lesson goes on in its panel.
        assert!(h.query_by_label("Next hand").is_none());
        h.get_by_label_contains("The lesson goes on in the panel");
        click(&mut h, "Next");
        h.get_by_label_contains("Well done: the lesson is over.");
        h.get_by_label("Play a real game now");
        // Nothing of the lesson is saved as a match.
        assert!(!stored(&mut h, dir.path()).autosave_path().exists());
        click(&mut h, "Back to the lessons");
        assert_eq!(h.state().screen(), Screen::Learn);
        h.get_by_label_contains("Sedma — 1 of");
    }
    // The tick is kept between runs.
    let progress = Store::at(dir.path()).lesson_progress().unwrap().value;
    assert!(progress.is_done("sedma-01"));
    let mut h = app_in(dir.path(), 5);
    run_frames(&mut h);
    click(&mut h, "Learn to play");
    h.get_by_label_contains("Sedma — 1 of");
}

/// A lesson started during a match leaves the match waiting, saved as it stands: the menu
/// bar leads back to it, at the same point, after the lesson.
#[test]
fn a_lesson_keeps_the_running_match_to_go_back_to() {
    use sevenfold::ui::table::GameTable;
    let dir = TempDir::new("ui-lesson-parks");
    prepare(dir.path());
    let mut h = app_in(dir.path(), 4);
    run_frames(&mut h);
    click(&mut h, "Play Sedma");
    click(&mut h, "Start game");
    settle_sedma(&mut h);
    common::window::decide_sedma(&mut h);
    let table = common::window::sedma_table;
    let actions = table(&h).game().actions().to_vec();
    let seed = table(&h).game().seed();
    assert!(h.query_by_label("Back to your match").is_none());
    click(&mut h, "Learn");
    click(&mut h, "What scores: aces, tens and the last trick");
    // No question, and no match ended: the lesson is at the table, the match waits.
    assert_eq!(h.state().screen(), Screen::Table);
    assert!(table(&h).lesson().is_some());
    assert!(
        stored(&mut h, dir.path()).autosave_path().exists(),
        "the match stays saved"
    );
    assert!(
        stored(&mut h, dir.path())
            .history()
            .unwrap()
            .value
            .is_empty(),
        "nothing abandoned"
    );
    settle_sedma(&mut h);
    // A lesson is no match: no match score on its strip, no Match menu over it.
    assert!(h.query_all_by_label_contains("first to").next().is_none());
    assert!(h.query_by_label("Match").is_none());
    click(&mut h, "Next");
    click(&mut h, "Back to your match");
    h.get_by_label("Match");
    h.get_by_label_contains("first to");
    assert_eq!(h.state().screen(), Screen::Table);
    settle_sedma(&mut h);
    let t = table(&h);
    assert!(t.lesson().is_none());
    assert_eq!((t.game().seed(), t.game().actions()), (seed, &actions[..]));
    assert!(t.my_turn(), "the person plays on");
    assert!(h.query_by_label("Back to your match").is_none());
}

#[test]
fn an_all_fours_lesson_is_played_and_restarted_from_its_deal() {
    let dir = TempDir::new("ui-lesson-all-fours");
    prepare(dir.path());
    let mut h = app_in(dir.path(), 6);
    run_frames(&mut h);
    click(&mut h, "Learn");
    click(&mut h, "High, Low, Jack and Game");
    settle_all_fours(&mut h);
    click(&mut h, "Next");
    click(&mut h, "Stand (spades)");
    settle_all_fours(&mut h);
    click(&mut h, "Ace of spades");
    settle_all_fours(&mut h);
    h.get_by_label_contains("Lead the king of hearts.");
    click(&mut h, "Restart the lesson");
    settle_all_fours(&mut h);
    h.get_by_label_contains("Step 1 of 9");
    let t = h.state().table_of::<AllFoursTable>().unwrap();
    assert!(t.game().actions().is_empty(), "a fresh deal");
}

#[test]
fn a_sevens_from_hell_lesson_goes_out_on_the_live_table() {
    let dir = TempDir::new("ui-lesson-hell");
    prepare(dir.path());
    let mut h = app_in(dir.path(), 8);
    run_frames(&mut h);
    click(&mut h, "Learn");
    // The game's lessons are below the fold of the Learn page.
    h.get_by_label("Going out").scroll_to_me();
    run_frames(&mut h);
    click(&mut h, "Going out");
    settle_hell(&mut h);
    h.get_by_label_contains("Step 1 of 7");
    click(&mut h, "Next");
    click(&mut h, "Draw two (D)");
    settle_hell(&mut h);
    // Off the script: discarding a jack is legal, but the step wants the book closed.
    click_starting(&mut h, "Jacks,", false);
    click(&mut h, "Discard a jack (X)");
    h.get_by_label_contains("Close the jacks with one jack.");
    let t = h.state().table_of::<HellTable>().unwrap();
    assert_eq!(t.round().hand(2).of_rank(11), 4, "nothing was discarded");
    click_starting(&mut h, "Jacks:", false);
    settle_hell(&mut h);
    h.get_by_label_contains("Step 4 of 7");
    click_starting(&mut h, "Jacks,", true);
    click(&mut h, "Meld picked cards (M)");
    settle_hell(&mut h);
    let t = h.state().table_of::<HellTable>().unwrap();
    assert!(t.round().foot_taken(2), "the foot came up");
    click_starting(&mut h, "Fives,", true);
    click(&mut h, "Meld picked cards (M)");
    settle_hell(&mut h);
    click_starting(&mut h, "Fours,", false);
    click(&mut h, "Discard a 4 (X)");
    settle_hell(&mut h);
    h.get_by_label("Round 1 is over");
    h.get_by_label_contains("The lesson goes on in the panel");
    h.get_by_label_contains("Step 7 of 7");
    click(&mut h, "Next");
    h.get_by_label_contains("Well done: the lesson is over.");
}

/// A real game: the hint button says what to play and why, from the person's view; it is gone
/// while the others play and in lessons.
#[test]
fn the_hint_says_what_to_play_and_why_in_both_games() {
    let dir = TempDir::new("ui-hint");
    let s = store::Settings {
        animation: store::AnimationSpeed::Instant,
        bots: store::Level::Easy,
        ..store::Settings::default()
    };
    Store::at(dir.path()).save_settings(&s).unwrap();
    let mut h = app_in(dir.path(), 9);
    run_frames(&mut h);
    h.get_by_label("Play Sedma").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    run_frames(&mut h);
    settle_sedma(&mut h);
    // The key H asks as the button does; the hint is worked out on its own thread.
    h.key_press(egui::Key::H);
    h.step();
    wait_for_text(&mut h, "Hint: ");
    let t = h.state().table_of::<SedmaTable>().unwrap();
    assert!(t.my_turn(), "asking for a hint plays nothing");
    // What it advises is marked on the table too: the card is ringed in the hand (or the
    // decision's button, when it advises one).
    match t.hinted().expect("the hint advises a move") {
        sevenfold::games::sedma::SedmaAction::Play(card) => {
            assert!(
                t.spotlight_cards().contains(card),
                "the advised {card:?} is ringed"
            )
        }
        other => panic!("a card was expected in the first trick, not {other:?}"),
    }
    // The save keeps that this hand had a hint, for the statistics.
    run_frames(&mut h);
    let saved = stored(&mut h, dir.path())
        .load_match()
        .unwrap()
        .value
        .unwrap();
    assert_eq!(saved.hinted_hands, vec![1]);

    h.get_by_label("Games").click();
    run_frames(&mut h);
    h.get_by_label("Play All Fours").click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    run_frames(&mut h);
    if h.query_by_label("Start new game").is_some() {
        h.get_by_label("Start new game").click();
        run_frames(&mut h);
    }
    settle_all_fours(&mut h);
    click(&mut h, "Hint (H)");
    wait_for_text(&mut h, "Hint: ");
}

/// A practice puzzle from the Learn page: a wrong card gets its own answer with what it costs,
/// the right one shows the solver's line, and the puzzle is ticked.
#[test]
fn a_puzzle_answers_a_wrong_move_and_shows_the_solvers_line() {
    let dir = TempDir::new("ui-puzzle");
    prepare(dir.path());
    let mut h = app_in(dir.path(), 8);
    run_frames(&mut h);
    click(&mut h, "Learn to play");
    h.get_by_label_contains("Sedma: practice puzzles — 0 of");
    // Below the lessons: scrolled into view first, as the person would.
    h.get_by_label("Puzzle 1: what to play").scroll_to_me();
    run_frames(&mut h);
    click(&mut h, "Puzzle 1: what to play");
    settle_sedma(&mut h);
    h.get_by_label("Practice puzzle");
    h.get_by_label_contains("Every card is known");
    click(&mut h, "Ace of hearts");
    h.get_by_label_contains("Not this one: after playing the ace of hearts");
    h.get_by_label_contains("You finish with 10 card points instead of 20.");
    click(&mut h, "Seven of leaves");
    settle_sedma(&mut h);
    h.get_by_label_contains("The solver's line");
    h.get_by_label_contains("You finish with 20 card points");
    click(&mut h, "Next");
    h.get_by_label("Well done: puzzle solved.");
    click(&mut h, "Back to the puzzles");
    assert_eq!(h.state().screen(), Screen::Learn);
    h.get_by_label_contains("Sedma: practice puzzles — 1 of");
    h.get_by_label("Puzzle 1: what to play (done)");
    assert!(
        stored(&mut h, dir.path())
            .lesson_progress()
            .unwrap()
            .value
            .is_done("sedma-puzzle-01")
    );
}

/// The window's own words in its language, as the panel and the buttons show them.
fn words(language: Language, id: &str) -> String {
    sevenfold::i18n::text_in(language, id, None).unwrap()
}

/// The table's note, if it is an error (a refusal, or a lesson's move that cannot be played).
fn error_note<K: sevenfold::ui::table::frame::TableGame>(
    t: &sevenfold::ui::table::frame::TableFrame<K>,
) -> Option<String> {
    t.note().filter(|n| n.error).map(|n| n.text.clone())
}

/// Clicks the card button of the person's hand named after `card`, in whichever pack.
fn click_card(h: &mut Harness<'_, SevenfoldApp>, card: Card) {
    let name = [PackStyle::German, PackStyle::French]
        .into_iter()
        .map(|style| sevenfold::i18n::card_plain(card, style))
        .find(|name| h.query_by_label(name).is_some())
        .unwrap_or_else(|| panic!("no button for the {card} in the hand"));
    click(h, &name);
}

/// Makes a step's move at a Sedma or All Fours table with its controls: a card by its name,
/// the decisions by their keys (E ends a trick; S, B, G, R stand, beg, give and run), and All
/// Fours' discards by marking the cards and pressing D.
fn make_card_game_move(
    h: &mut Harness<'_, SevenfoldApp>,
    kind: GameKind,
    m: &str,
    language: Language,
) {
    // The decisions by their keys, which follow the language's words.
    let key_of = |id: &str| egui::Key::from_name(words(language, id).trim());
    let key = match m {
        "end" => key_of("sedma-key-end"),
        "stand" => key_of("all-fours-key-stand"),
        "beg" => key_of("all-fours-key-beg"),
        "give" => key_of("all-fours-key-give"),
        "run" => key_of("all-fours-key-run"),
        _ => None,
    };
    if let Some(key) = key {
        h.key_press(key);
        h.step();
        h.step();
        return;
    }
    let cards: Vec<Card> = m.split_whitespace().map(|c| c.parse().unwrap()).collect();
    let discarding = kind == GameKind::AllFours
        && h.state().table_of::<AllFoursTable>().unwrap().to_discard() > 0;
    for &card in &cards {
        click_card(h, card);
    }
    if discarding {
        h.key_press(key_of("all-fours-key-discard").unwrap());
        h.step();
        h.step();
    }
}

/// Whether the table of `kind` rests, and (`to_move`) waits for the person's move.
fn at_rest(h: &Harness<'_, SevenfoldApp>, kind: GameKind, to_move: bool) -> bool {
    fn rests<K: sevenfold::ui::table::frame::TableGame>(
        t: &sevenfold::ui::table::frame::TableFrame<K>,
        to_move: bool,
    ) -> bool {
        t.is_settled() && (!to_move || t.my_turn())
    }
    match kind {
        GameKind::Sedma => rests(h.state().table_of::<SedmaTable>().unwrap(), to_move),
        GameKind::AllFours => rests(h.state().table_of::<AllFoursTable>().unwrap(), to_move),
        GameKind::SevensFromHell => rests(h.state().table_of::<HellTable>().unwrap(), to_move),
    }
}

/// Steps frames until `ok` holds (the scripted replies play with a short beat); whether it
/// did within the budget.
fn frames_until(
    h: &mut Harness<'_, SevenfoldApp>,
    ok: impl Fn(&Harness<'_, SevenfoldApp>) -> bool,
) -> bool {
    for _ in 0..3000 {
        h.step();
        if ok(h) {
            h.step();
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    false
}

fn table_error(h: &Harness<'_, SevenfoldApp>, kind: GameKind) -> Option<String> {
    match kind {
        GameKind::Sedma => error_note(h.state().table_of::<SedmaTable>().unwrap()),
        GameKind::AllFours => error_note(h.state().table_of::<AllFoursTable>().unwrap()),
        GameKind::SevensFromHell => error_note(h.state().table_of::<HellTable>().unwrap()),
    }
}

/// Makes a step's move with the table's controls, whichever the game.
fn make_move(h: &mut Harness<'_, SevenfoldApp>, kind: GameKind, m: &str, language: Language) {
    match kind {
        GameKind::SevensFromHell => {
            for a in m.split_whitespace() {
                make_hell_move(h, a);
            }
        }
        _ => make_card_game_move(h, kind, m, language),
    }
}

/// Plays every lesson and puzzle of `games` from the Learn page to its recap, in `language`,
/// with the table's own controls: each step's first move, "Next" on the steps that are read.
/// Fails on a step not reached, a move refused, an error line on the table, or a line over the
/// table that does not say the lesson is over at its end. New files are picked up from the
/// catalogue; each is ticked as done.
fn walk_lessons(games: &[GameKind], language: Language, seed: u64) {
    let dir = TempDir::new(&format!("ui-walk-lessons-{language:?}-{}", games.len()));
    let s = store::Settings {
        animation: store::AnimationSpeed::Instant,
        language: Some(language),
        ..store::Settings::default()
    };
    Store::at(dir.path()).save_settings(&s).unwrap();
    let mut h = app_in(dir.path(), seed);
    run_frames(&mut h);
    click(&mut h, &words(language, "start-learn"));
    let all = sevenfold::lesson_catalogue::catalogue();
    let walked: Vec<_> = all
        .lessons
        .iter()
        .chain(&all.puzzles)
        .filter(|l| games.contains(&l.game.kind()))
        .collect();
    for lesson in &walked {
        let kind = lesson.game.kind();
        let lesson = sevenfold::i18n::lessons::translated(lesson);
        let id = &lesson.id;
        assert_eq!(h.state().screen(), Screen::Learn, "{id}");
        h.get_by_label(&lesson.title).scroll_to_me();
        run_frames(&mut h);
        click(&mut h, &lesson.title);
        assert_eq!(h.state().screen(), Screen::Table, "{id}");
        for (i, step) in lesson.steps.iter().enumerate() {
            let n = i + 1;
            let to_move = !step.moves.is_empty();
            let reached = frames_until(&mut h, |h| {
                h.query_by_label_contains(&step.task).is_some() && at_rest(h, kind, to_move)
            });
            assert!(
                reached,
                "{id} ({language:?}): step {n} is not reached ({}); the table says {:?}",
                step.task,
                table_error(&h, kind)
            );
            match step.moves.first() {
                None => click(&mut h, &words(language, "lesson-next")),
                Some(m) => make_move(&mut h, kind, m, language),
            }
            if let Some(e) = table_error(&h, kind) {
                panic!(
                    "{id} ({language:?}): step {n}, move {:?}: {e}",
                    step.moves.first()
                );
            }
        }
        let [done, over, back] = match lesson.kind {
            LessonKind::Lesson => ["lesson-done", "lesson-over-say", "lesson-back"],
            LessonKind::Puzzle => ["puzzle-solved", "puzzle-over-say", "puzzle-back"],
        };
        let recap = frames_until(&mut h, |h| {
            h.query_by_label(&words(language, done)).is_some()
                && h.query_by_label_contains(&lesson.recap[0]).is_some()
        });
        assert!(recap, "{id} ({language:?}): no recap at the end");
        // The line over the table says the lesson is over, not whose turn it would be.
        h.get_by_label(&words(language, over));
        click(&mut h, &words(language, back));
    }
    assert!(
        walked.len() >= 8,
        "only {} lessons and puzzles",
        walked.len()
    );
    let progress = stored(&mut h, dir.path()).lesson_progress().unwrap().value;
    for lesson in walked {
        assert!(progress.is_done(&lesson.id), "{} is not ticked", lesson.id);
    }
}

const CARD_GAMES: [GameKind; 2] = [GameKind::Sedma, GameKind::AllFours];

#[test]
fn every_sedma_and_all_fours_lesson_and_puzzle_is_played_to_its_recap_in_english() {
    walk_lessons(&CARD_GAMES, Language::English, 21);
}

#[test]
fn every_sedma_and_all_fours_lesson_and_puzzle_is_played_to_its_recap_in_czech() {
    walk_lessons(&CARD_GAMES, Language::Czech, 22);
}

#[test]
fn every_sevens_from_hell_lesson_is_played_to_its_recap_in_english() {
    walk_lessons(&[GameKind::SevensFromHell], Language::English, 23);
}

#[test]
fn every_sevens_from_hell_lesson_is_played_to_its_recap_in_polish() {
    walk_lessons(&[GameKind::SevensFromHell], Language::Polish, 24);
}
