//! The lessons this program ships, read from the files embedded at build time, in the order of
//! the registry's games and then of their file names.

use crate::registry::{GameKind, Lesson};

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// Every lesson, with the file it came from; a file that cannot be used gives its error (a
/// test makes sure none does).
pub fn read_all() -> Vec<(&'static str, Result<Lesson, String>)> {
    LESSON_FILES
        .iter()
        .map(|(path, text)| (*path, Lesson::from_ron(text).map_err(|e| e.to_string())))
        .collect()
}

/// The lessons that can be played, in teaching order.
pub fn catalogue() -> Vec<Lesson> {
    let mut lessons: Vec<Lesson> = read_all().into_iter().filter_map(|(_, l)| l.ok()).collect();
    lessons.sort_by_key(|l| {
        let game = GameKind::ALL
            .iter()
            .position(|k| k.id() == l.info().name)
            .unwrap_or(usize::MAX);
        (game, l.id.clone())
    });
    lessons
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file under `config/lessons/` is embedded, reads, and is in the catalogue.
    #[test]
    fn every_lesson_file_is_shipped_and_reads() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("config/lessons");
        let mut on_disk = 0;
        for game in std::fs::read_dir(dir).unwrap() {
            on_disk += std::fs::read_dir(game.unwrap().path()).unwrap().count();
        }
        let read = read_all();
        assert_eq!(read.len(), on_disk);
        for (path, lesson) in &read {
            assert!(lesson.is_ok(), "{path}: {lesson:?}");
        }
        let lessons = catalogue();
        assert_eq!(lessons.len(), on_disk);
        // In teaching order: each game's lessons together, by file name.
        let ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
        let mut sorted = ids.clone();
        sorted.sort_by_key(|id| (!id.starts_with(GameKind::ALL[0].id()), *id));
        assert_eq!(ids, sorted);
    }
}
