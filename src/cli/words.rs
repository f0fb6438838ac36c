//! The command line's words for a game (what a hand is called, what its points count, its best
//! hand), from the game's English messages: the engine speaks no language.

use crate::i18n::{FluentArgs, Language, game_message, text_in};

/// The game's message `name` (one of the per-game messages) in English.
pub fn game_word(game: &str, name: &str) -> String {
    game_text(game, name, None)
}

/// [`game_word`] with arguments.
pub fn game_text(game: &str, name: &str, args: Option<&FluentArgs>) -> String {
    text_in(Language::English, &game_message(game, name), args)
        .unwrap_or_else(|| name.replace('-', " "))
}
