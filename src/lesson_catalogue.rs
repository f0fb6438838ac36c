//! The lessons and practice puzzles this program ships, read from the files embedded at build
//! time, in the order of the registry's games and then of their ids.

use crate::registry::{GameKind, Lesson};

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// Everything the Learn page offers.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    /// Lessons in teaching order.
    pub lessons: Vec<Lesson>,
    /// Practice puzzles (lesson files too), easiest first.
    pub puzzles: Vec<Lesson>,
}

impl Catalogue {
    /// A lesson or puzzle by its id.
    pub fn find(&self, id: &str) -> Option<&Lesson> {
        self.lessons
            .iter()
            .chain(&self.puzzles)
            .find(|l| l.id == id)
    }
}

/// Every lesson and puzzle file ("lessons/sedma/01-what-scores.ron"), read; a file that cannot
/// be used gives its error (a test makes sure none does).
pub fn read_all() -> Vec<(String, Result<Lesson, String>)> {
    let read = |folder: &str, files: &'static [(&'static str, &'static str)]| {
        files
            .iter()
            .map(move |(path, text)| {
                (
                    format!("{folder}/{path}"),
                    Lesson::from_ron(text).map_err(|e| e.to_string()),
                )
            })
            .collect::<Vec<_>>()
    };
    let mut all = read("lessons", LESSON_FILES);
    all.extend(read("puzzles", PUZZLE_FILES));
    all
}

/// The files that can be played, by game in the registry's order, then by id.
fn playable(files: &[(&str, &str)]) -> Vec<Lesson> {
    let mut lessons: Vec<Lesson> = files
        .iter()
        .filter_map(|(_, text)| Lesson::from_ron(text).ok())
        .collect();
    lessons.sort_by_key(|l| {
        let game = GameKind::ALL
            .iter()
            .position(|k| k.id() == l.info().name)
            .unwrap_or(usize::MAX);
        (game, l.id.clone())
    });
    lessons
}

/// The lessons and puzzles that can be played.
pub fn catalogue() -> Catalogue {
    Catalogue {
        lessons: playable(LESSON_FILES),
        puzzles: playable(PUZZLE_FILES),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::LessonKind;

    /// A copy checked out with Windows line ends (were `.gitattributes` ignored) reads the same
    /// lessons and puzzles.
    #[test]
    fn lesson_files_with_windows_line_ends_read_the_same() {
        for (path, text) in LESSON_FILES.iter().chain(PUZZLE_FILES) {
            let crlf = text.replace('\n', "\r\n");
            let read = Lesson::from_ron(&crlf).map_err(|e| e.to_string());
            assert_eq!(
                read,
                Lesson::from_ron(text).map_err(|e| e.to_string()),
                "{path}"
            );
        }
    }

    fn files_on_disk(folder: &str) -> usize {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("config")
            .join(folder);
        std::fs::read_dir(dir)
            .unwrap()
            .map(|game| std::fs::read_dir(game.unwrap().path()).unwrap().count())
            .sum()
    }

    /// Every file under `config/lessons/` and `config/puzzles/` is embedded, reads, and is in
    /// the catalogue.
    #[test]
    fn every_lesson_file_is_shipped_and_reads() {
        let (lessons_on_disk, puzzles_on_disk) =
            (files_on_disk("lessons"), files_on_disk("puzzles"));
        let read = read_all();
        assert_eq!(read.len(), lessons_on_disk + puzzles_on_disk);
        for (path, lesson) in &read {
            assert!(lesson.is_ok(), "{path}: {lesson:?}");
        }
        let all = catalogue();
        assert_eq!(all.puzzles.len(), puzzles_on_disk);
        assert!(all.puzzles.iter().all(|p| p.kind == LessonKind::Puzzle));
        assert!(all.lessons.iter().all(|l| l.kind == LessonKind::Lesson));
        assert!(all.find(&all.puzzles[0].id).is_some());
        let lessons = all.lessons;
        assert_eq!(lessons.len(), lessons_on_disk);
        // In teaching order: each game's lessons together, by file name.
        let ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
        let mut sorted = ids.clone();
        sorted.sort_by_key(|id| (!id.starts_with(GameKind::ALL[0].id()), *id));
        assert_eq!(ids, sorted);
    }
}
