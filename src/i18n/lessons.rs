//! Lessons and puzzles in the window's language. The lesson files are the English source; a
//! translation is the message `lesson-<id>` in a language file, one attribute per text, named
//! as [`Lesson::texts`] names them (`title`, `step-2-why`, `recap-1`).

use super::{Language, language, with_bundle};
use crate::lesson::Lesson;

/// The id of the message holding a lesson's translations.
pub fn message_id(lesson_id: &str) -> String {
    format!("lesson-{lesson_id}")
}

/// One text of a lesson in the window's language: the translation of `name`, or the English
/// when the language has none.
pub fn text<S>(lesson: &Lesson<S>, name: &str, english: &str) -> String {
    translation(&message_id(&lesson.id), name).unwrap_or_else(|| english.to_string())
}

/// The lesson with every text in the window's language.
pub fn translated<S: Clone>(lesson: &Lesson<S>) -> Lesson<S> {
    let mut out = lesson.clone();
    if language() != Language::English {
        let id = message_id(&lesson.id);
        out.translate(|name, english| {
            translation(&id, name).unwrap_or_else(|| english.to_string())
        });
    }
    out
}

/// The attribute `name` of message `id` in the window's language, if it has one (English has
/// none: the lesson files are its text).
fn translation(id: &str, name: &str) -> Option<String> {
    let language = language();
    if language == Language::English {
        return None;
    }
    with_bundle(language, |b| {
        let pattern = b.get_message(id)?.get_attribute(name)?.value();
        let mut errors = Vec::new();
        Some(b.format_pattern(pattern, None, &mut errors).into_owned())
    })
}
