//! The Sedma practice puzzles under `config/puzzles/sedma/` are what they claim: every card is
//! known, the exact solver finds exactly one best move, by at least 10 card points, and that is
//! the move the puzzle wants; every other legal move has its own answer, which states what the
//! solver says it leaves, and the solver's line ends with the best result.

#![allow(clippy::unwrap_used)]

use sevenfold_ai::sedma::EndgameSolver;
use sevenfold_core::engine::Game;
use sevenfold_core::games::sedma::Sedma;
use sevenfold_core::lesson::{LessonKind, LessonRun};
use sevenfold_core::registry::{GameSetup, Lesson};
use std::path::Path;

fn puzzles() -> Vec<(String, Lesson)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/puzzles/sedma");
    let mut out: Vec<(String, Lesson)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|f| {
            let path = f.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let lesson = Lesson::from_ron(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, lesson)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn every_puzzle_has_one_best_move_and_says_what_the_others_cost() {
    let all = puzzles();
    assert!(all.len() >= 20, "at least 20 puzzles, found {}", all.len());
    for (name, puzzle) in &all {
        assert_eq!(puzzle.kind, LessonKind::Puzzle, "{name}");
        let GameSetup::Sedma(o) = &puzzle.game else {
            panic!("{name} is not a Sedma puzzle")
        };
        let run = LessonRun::<Sedma>::new(puzzle, o).unwrap();
        let g = run.state();
        assert!(g.stock().is_empty(), "{name}: every card is known");
        assert_eq!(g.to_act(), Some(run.seat()), "{name}: the learner decides");
        let mut values = EndgameSolver::new().values(g, run.seat());
        values.sort_by_key(|v| std::cmp::Reverse(v.1));
        let (best, best_pts) = values[0];
        assert!(
            best_pts >= values[1].1 + 10,
            "{name}: the best move is alone by 10 card points: {values:?}"
        );
        let step = &puzzle.steps[0];
        assert_eq!(step.moves, vec![best.to_string()], "{name}");
        assert_eq!(
            step.answers.len(),
            values.len() - 1,
            "{name}: an answer per other move"
        );
        for &(a, pts) in &values[1..] {
            let (_, text) = step
                .answers
                .iter()
                .find(|(m, _)| *m == a.to_string())
                .unwrap_or_else(|| panic!("{name}: no answer for {a}"));
            assert!(
                text.contains(&format!(
                    "You finish with {pts} card points instead of {best_pts}"
                )),
                "{name}: {a}: {text}"
            );
        }
        assert!(
            puzzle.steps[1]
                .task
                .contains(&format!("You finish with {best_pts} card points")),
            "{name}: the solver's line"
        );
    }
}
