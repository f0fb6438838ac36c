//! Every lesson under `config/lessons/` follows its script to the end under the real rules, so
//! a rule change that breaks a lesson fails here; an off-script legal move shows the lesson's
//! sentence and changes nothing, an illegal one shows the engine's reason.
#![allow(clippy::unwrap_used)]

use sevenfold_core::engine::{Game, GameDef, HandGame};
use sevenfold_core::games::all_fours::{AllFours, AllFoursEvent, AllFoursOptions};
use sevenfold_core::games::sedma::{Sedma, SedmaOptions};
use sevenfold_core::lesson::{Attempt, LessonRun};
use sevenfold_core::registry::{GameSetup, Lesson};
use sevenfold_core::scenario::ScenarioGame;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn lessons_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/lessons")
}

/// Every lesson file and every practice puzzle (a lesson file too), by game folder.
fn lesson_files() -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let puzzles = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/puzzles");
    let games = std::fs::read_dir(lessons_dir())
        .unwrap()
        .chain(std::fs::read_dir(puzzles).unwrap());
    for game in games {
        let game = game.unwrap().path();
        let folder = game.file_name().unwrap().to_string_lossy().to_string();
        for f in std::fs::read_dir(&game).unwrap() {
            let f = f.unwrap().path();
            if f.extension().is_some_and(|e| e == "ron") {
                out.push((folder.clone(), f));
            }
        }
    }
    out.sort();
    out
}

fn load(path: &Path) -> Lesson {
    let text = std::fs::read_to_string(path).unwrap();
    Lesson::from_ron(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Follows the script: "Next" on read steps, the first listed move on the others.
fn follow<G: ScenarioGame>(lesson: &Lesson, config: &G::Config) -> LessonRun<G> {
    let mut run = LessonRun::<G>::new(lesson, config).unwrap();
    while let Some(step) = run.current().cloned() {
        match step.moves.first() {
            None => assert!(run.read_on()),
            Some(m) => {
                let before = run.progress().0;
                // A move of several actions: each but the last waits for the others.
                let actions: Vec<&str> = m.split_whitespace().collect();
                for (i, a) in actions.iter().enumerate() {
                    let got = run.play(a).unwrap();
                    if i + 1 < actions.len() {
                        assert!(
                            matches!(got, Attempt::Progress(_)),
                            "{}: {a}: {got:?}",
                            lesson.id
                        );
                        assert_eq!(run.progress().0, before);
                    } else {
                        assert!(
                            matches!(got, Attempt::Done(_)),
                            "{}: {a}: {got:?}",
                            lesson.id
                        );
                    }
                }
                assert_eq!(run.progress().0, before + 1);
            }
        }
    }
    run
}

#[test]
fn every_lesson_follows_its_script_to_the_end() {
    let files = lesson_files();
    assert!(!files.is_empty());
    let mut ids = HashSet::new();
    let mut texts = HashSet::new();
    for (folder, path) in &files {
        let lesson = load(path);
        assert!(
            ids.insert(lesson.id.clone()),
            "two lessons are {}",
            lesson.id
        );
        for t in lesson.texts() {
            assert!(!t.text.trim().is_empty(), "{}: empty text", t.id);
            let id = format!("{}.{}", lesson.id, t.id);
            assert!(texts.insert(id.clone()), "{id} twice");
        }
        assert!(!lesson.recap.is_empty(), "{}: no recap", lesson.id);
        let (game_id, done) = sevenfold_core::with_setup!(&lesson.game, |G, o| (
            G::ID,
            follow::<G>(&lesson, o).is_over()
        ));
        assert!(done, "{} did not reach its end", lesson.id);
        assert_eq!(
            folder.replace('_', "-"),
            game_id,
            "{} is in the wrong folder",
            lesson.id
        );
        assert!(
            lesson.id.starts_with(game_id),
            "{}: ids start with the game",
            lesson.id
        );
    }
}

/// A translation visits every text under the name [`Lesson::texts`] gives it, and only those.
#[test]
fn translations_name_the_texts_as_the_list_does() {
    for (_, path) in &lesson_files() {
        let lesson = load(path);
        let names: Vec<String> = lesson.texts().into_iter().map(|t| t.id).collect();
        let mut seen = Vec::new();
        let mut translated = lesson.clone();
        translated.translate(|name, text| {
            seen.push(name.to_string());
            text.to_uppercase()
        });
        assert_eq!(seen, names, "{}", lesson.id);
        assert_eq!(translated.title, lesson.title.to_uppercase());
    }
}

fn sedma_first() -> (Lesson, LessonRun<Sedma>) {
    let (lesson, o) = sedma_lesson("01-what-scores.ron");
    let mut run = LessonRun::<Sedma>::new(&lesson, &o).unwrap();
    assert!(run.read_on(), "the first step is read");
    (lesson, run)
}

/// A legal move the step does not want shows the lesson's sentence and changes nothing; a card
/// the learner does not hold gets the engine's own reason.
#[test]
fn off_script_and_illegal_moves_change_nothing() {
    let (lesson, mut run) = sedma_first();
    let before = *run.state();
    match run.play("9c").unwrap() {
        Attempt::OffScript(text) => assert_eq!(text, lesson.steps[1].off_script),
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state(), &before);
    assert_eq!(run.progress(), (2, lesson.steps.len()));
    match run.play("Kc").unwrap() {
        Attempt::Illegal(e) => assert_eq!(e.rule, "not-in-hand", "{}", e.reason),
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state(), &before);
    assert!(matches!(run.play("7d").unwrap(), Attempt::Done(_)));
    assert_eq!(run.progress(), (3, lesson.steps.len()));
}

/// All Fours: not following suit is refused with the rule's reason.
#[test]
fn all_fours_refuses_a_revoke_in_a_lesson() {
    let (lesson, o) = all_fours_lesson("01-four-points.ron");
    let mut run = LessonRun::<AllFours>::new(&lesson, &o).unwrap();
    run.read_on();
    for m in ["stand", "As", "Kh", "10h", "5d"] {
        assert!(matches!(run.play(m).unwrap(), Attempt::Done(_)), "{m}");
    }
    let before = *run.state();
    match run.play("2s").unwrap() {
        Attempt::Illegal(e) => assert!(e.reason.contains("follow"), "{}", e.reason),
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state(), &before);
    assert_eq!(run.state().to_act(), Some(run.seat()));
}

/// A lesson whose script breaks the rules is refused when it is read, naming the step.
#[test]
fn a_broken_script_is_refused_with_its_step() {
    let text = std::fs::read_to_string(lessons_dir().join("sedma/01-what-scores.ron")).unwrap();
    let broken = text.replacen("moves: [\"7d\"]", "moves: [\"Kc\"]", 1);
    let e = Lesson::from_ron(&broken).unwrap_err().to_string();
    assert!(e.contains("step 2") && e.contains("Kc"), "{e}");
    let no_sentence = text.replacen("off_script: \"Lead the ace of hearts.\",", "", 1);
    let e = Lesson::from_ron(&no_sentence).unwrap_err().to_string();
    assert!(e.contains("step 4") && e.contains("off_script"), "{e}");
}

/// A Sedma lesson by its file under `config/lessons/sedma/`, with its options.
fn sedma_lesson(file: &str) -> (Lesson, SedmaOptions) {
    let lesson = load(&lessons_dir().join("sedma").join(file));
    let GameSetup::Sedma(o) = lesson.game else {
        panic!("{file} is not a Sedma lesson")
    };
    (lesson, o)
}

/// An All Fours lesson by its file under `config/lessons/all_fours/`, with its options.
fn all_fours_lesson(file: &str) -> (Lesson, AllFoursOptions) {
    let lesson = load(&lessons_dir().join("all_fours").join(file));
    let GameSetup::AllFours(o) = lesson.game else {
        panic!("{file} is not an All Fours lesson")
    };
    (lesson, o)
}

/// A Sedma lesson followed to its end.
fn sedma_played(file: &str) -> LessonRun<Sedma> {
    let (lesson, o) = sedma_lesson(file);
    follow::<Sedma>(&lesson, &o)
}

/// An All Fours lesson followed to its end.
fn all_fours_played(file: &str) -> LessonRun<AllFours> {
    let (lesson, o) = all_fours_lesson(file);
    follow::<AllFours>(&lesson, &o)
}

/// The counts the Sedma lessons state are what the engine scores.
#[test]
fn the_sedma_lessons_count_what_the_engine_counts() {
    let score = sedma_played("01-what-scores.ron")
        .state()
        .hand_score()
        .unwrap();
    assert_eq!(score.card_points, vec![40, 50], "North 40, you 50");
    assert_eq!(score.game_points, vec![0, 1]);

    // The seven saves the 10, and both hold four cards after each trick.
    let run = sedma_played("02-matching-and-sevens.ron");
    assert_eq!(run.state().points_now(), vec![0, 10], "your 10 is yours");
    assert_eq!(run.state().hand_cards(1).len(), 4);
    assert_eq!(run.state().to_act(), Some(1), "you lead the next trick");

    let score = sedma_played("03-game-points.ron")
        .state()
        .hand_score()
        .unwrap();
    assert_eq!(score.card_points, vec![0, 90]);
    assert_eq!(score.game_points, vec![0, 3], "every trick");

    let score = sedma_played("04-partners.ron")
        .state()
        .hand_score()
        .unwrap();
    assert_eq!(score.card_points, vec![50, 40], "your side 50, theirs 40");
    assert_eq!(score.game_points, vec![1, 0]);

    // The eight holds against the seven in osmová.
    assert!(sedma_lesson("05-osmova.ron").1.osmova);
    let score = sedma_played("05-osmova.ron").state().hand_score().unwrap();
    assert_eq!(score.card_points, vec![40, 50]);

    // Drawing and counting: both aces and the 10 are yours, the last trick North's.
    let score = sedma_played("06-drawing-and-the-last-trick.ron")
        .state()
        .hand_score()
        .unwrap();
    assert_eq!(score.card_points, vec![40, 50]);
    assert_eq!(score.game_points, vec![0, 1]);
}

/// The counts the All Fours lessons state are what the engine scores.
#[test]
fn the_all_fours_lessons_count_what_the_engine_counts() {
    let score = all_fours_played("01-four-points.ron")
        .state()
        .hand_score()
        .unwrap();
    assert_eq!(score.card_points, vec![3, 20], "Game: 20 against North's 3");
    assert_eq!(score.game_points, vec![0, 4], "High, Low, Jack and Game");
    let mut what: Vec<&str> = score.items.iter().map(|i| i.what.as_str()).collect();
    what.sort_unstable();
    assert_eq!(what, ["game", "high", "jack", "low"]);

    // Hearts are trumps after the run and you keep your four hearts.
    let run = all_fours_played("02-begging-and-running.ron");
    assert_eq!(
        run.state().trump(),
        Some(sevenfold_core::cards::Suit::Hearts)
    );
    let mine = sevenfold_core::cards::format_cards(&run.state().hand_cards(1));
    for c in ["Ah", "Kh", "Jh", "8h"] {
        assert!(mine.split(' ').any(|m| m == c), "{c} kept: {mine}");
    }
    assert_eq!(run.state().hand_cards(0).len(), 6);
    assert_eq!(run.state().to_act(), Some(1), "eldest leads");

    // 19 toward Game after the three tricks the lesson plays, and the turned-up jack scores.
    let run = all_fours_played("03-turn-up-jack.ron");
    assert_eq!(run.state().points_now(), vec![0, 19]);
    let turned = run.state().opening_events();
    assert!(
        turned.iter().any(|e| matches!(
            e,
            AllFoursEvent::TurnedUp {
                jack_point: true,
                ..
            }
        )),
        "the turned-up jack scores: {turned:?}"
    );

    // 15 toward Game against North's 4.
    let run = all_fours_played("04-counting-for-game.ron");
    assert_eq!(run.state().points_now(), vec![4, 15]);

    // High, counted first, wins the match at six all.
    let run = all_fours_played("05-near-the-target.ron");
    assert_eq!(run.state().match_decided(), vec![1], "you win the match");
    assert_eq!(run.state().hand_score().unwrap().game_points, vec![0, 1]);

    // North: High and Game, 7 to 5; you: Low; no jack in play.
    let score = all_fours_played("06-following-suit-and-trumping.ron")
        .state()
        .hand_score()
        .unwrap();
    assert_eq!(score.card_points, vec![7, 5]);
    assert_eq!(score.game_points, vec![2, 1]);
}

/// The trumping lesson's step that invites a trump while the learner holds the suit led: the
/// engine refuses it with the rule's reason.
#[test]
fn the_trumping_lesson_refuses_a_trump_while_you_can_follow() {
    let (lesson, o) = all_fours_lesson("06-following-suit-and-trumping.ron");
    let mut run = LessonRun::<AllFours>::new(&lesson, &o).unwrap();
    for m in ["stand", "Ks", "4s"] {
        assert!(matches!(run.play(m).unwrap(), Attempt::Done(_)), "{m}");
    }
    let before = *run.state();
    match run.play("9h").unwrap() {
        Attempt::Illegal(e) => assert!(e.reason.contains("follow"), "{}", e.reason),
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state(), &before);
    assert!(matches!(run.play("8d").unwrap(), Attempt::Done(_)));
}

/// A puzzle's wrong move gets its own answer (what it costs, and the line after it) and
/// changes nothing; the right one completes the step.
#[test]
fn a_wrong_move_in_a_puzzle_gets_its_own_answer() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/puzzles/sedma/01.ron");
    let puzzle = load(&path);
    let GameSetup::Sedma(o) = puzzle.game else {
        panic!("a Sedma puzzle")
    };
    let mut run = LessonRun::<Sedma>::new(&puzzle, &o).unwrap();
    let before = *run.state();
    let (wrong, answer) = puzzle.steps[0].answers[0].clone();
    match run.play(&wrong).unwrap() {
        Attempt::OffScript(text) => assert_eq!(text, answer),
        other => panic!("{other:?}"),
    }
    assert_eq!(run.state(), &before);
    assert!(matches!(
        run.play(&puzzle.steps[0].moves[0]).unwrap(),
        Attempt::Done(_)
    ));
}
