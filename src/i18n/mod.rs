//! The window's words in English, Czech and Polish, written in Project Fluent: the shared words
//! in one `.ftl` file per language under `i18n/`, and each game's own words beside its window
//! code (`src/ui/<game>/words/<language>.ftl`), found through the registry's list of games;
//! all built into the program. Code names a message by its id and
//! passes its arguments with [`t!`]; the translation decides word order, plural forms and
//! grammatical case.
//!
//! The language is kept per thread: the window's thread sets it from the settings at the
//! start of every frame, so tests that run several windows at once each keep their own, and
//! the command line (which never sets it) stays English.

mod cards;

pub mod lessons;
pub use cards::{
    Case, capitalised, card, card_plain, pack_key, rank_value_key, rank_word, suit_word,
};
pub use fluent_bundle::FluentArgs;

use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentBundle, FluentResource, FluentValue};
use std::cell::{Cell, RefCell};

pub use crate::store::Language;

/// The `.ftl` source of `language`'s shared words.
pub fn source(language: Language) -> &'static str {
    match language {
        Language::English => include_str!("../../i18n/en.ftl"),
        Language::Czech => include_str!("../../i18n/cs.ftl"),
        Language::Polish => include_str!("../../i18n/pl.ftl"),
    }
}

/// Every `.ftl` source of `language`, each with its file's path in the source tree: the
/// shared words first, then each game's.
pub fn sources(language: Language) -> Vec<(String, &'static str)> {
    let i = Language::ALL
        .iter()
        .position(|l| *l == language)
        .unwrap_or(0);
    let mut all = vec![(format!("i18n/{}.ftl", language.tag()), source(language))];
    all.extend(GAME_WORDS.iter().map(|(folder, files)| {
        (
            format!("src/ui/{folder}/words/{}.ftl", language.tag()),
            files[i],
        )
    }));
    all
}

/// Each listed game's own words, in [`Language::ALL`]'s order, from the game's window folder.
macro_rules! game_words {
    ([] $(($variant:ident, $folder:ident, $game:ty))*) => {
        const GAME_WORDS: &[(&str, [&str; 3])] = &[$((
            stringify!($folder),
            [
                include_str!(concat!("../ui/", stringify!($folder), "/words/en.ftl")),
                include_str!(concat!("../ui/", stringify!($folder), "/words/cs.ftl")),
                include_str!(concat!("../ui/", stringify!($folder), "/words/pl.ftl")),
            ],
        )),*];
    };
}
sevenfold_core::for_each_game!(game_words;);

/// The language the system is set to, if we speak it; English otherwise. The first of the
/// user's preferred languages that we speak wins.
pub fn system_language() -> Language {
    sys_locale::get_locales()
        .find_map(|l| Language::of_locale(&l))
        .unwrap_or_default()
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
    static BUNDLES: RefCell<Vec<(Language, FluentBundle<FluentResource>)>> =
        const { RefCell::new(Vec::new()) };
}

/// Makes `language` the one this thread's texts are in.
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// The language this thread's texts are in.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// The bundle of `language`, parsed once per thread.
fn with_bundle<R>(language: Language, f: impl FnOnce(&FluentBundle<FluentResource>) -> R) -> R {
    BUNDLES.with(|b| {
        let mut bundles = b.borrow_mut();
        let i = match bundles.iter().position(|(l, _)| *l == language) {
            Some(i) => i,
            None => {
                bundles.push((language, bundle(language)));
                bundles.len() - 1
            }
        };
        f(&bundles[i].1)
    })
}

/// A bundle of `language`'s messages. The files are part of the program and a test parses
/// every one, so a syntax error cannot reach a player; were one there, the entries that do
/// parse are kept.
pub fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let lang_id = language
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new(vec![lang_id]);
    // Marks around arguments help right-to-left scripts only; they would show as boxes here.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match language {
        Language::English => |v, _| decimal_text(v, "."),
        Language::Czech | Language::Polish => |v, _| decimal_text(v, ","),
    }));
    for (_, source) in sources(language) {
        let resource = match FluentResource::try_new(source.to_owned()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        // An id defined twice keeps its first definition; the tests forbid it.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` in the current language with `args`. A message the language lacks comes
/// in English; one that nobody has shows its id, so it is noticed.
pub fn text(id: &str, args: Option<&FluentArgs>) -> String {
    text_in(language(), id, args)
        .or_else(|| text_in(Language::English, id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// The attribute `attr` of message `id` (`id.attr` in the file) in the current language.
pub fn attribute(id: &str, attr: &str, args: Option<&FluentArgs>) -> String {
    let get = |l: Language| {
        with_bundle(l, |b| {
            let pattern = b.get_message(id)?.get_attribute(attr)?.value();
            let mut errors = Vec::new();
            Some(b.format_pattern(pattern, args, &mut errors).into_owned())
        })
    };
    get(language())
        .or_else(|| get(Language::English))
        .unwrap_or_else(|| format!("{id}.{attr}"))
}

/// The message `id` in `language`, if the language has it.
pub fn text_in(language: Language, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    with_bundle(language, |b| {
        let pattern = b.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(b.format_pattern(pattern, args, &mut errors).into_owned())
    })
}

/// A number shown with `decimals` places ("0.4"; "0,4" in Czech and Polish). A message picks
/// its plural form as for the number so written ("1.0 points", "1,0 bodu").
pub fn decimal(value: f32, decimals: usize) -> FluentValue<'static> {
    let scale = 10f64.powi(decimals as i32);
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(decimals),
        maximum_fraction_digits: Some(decimals),
        ..Default::default()
    };
    FluentValue::Number(FluentNumber::new(
        (f64::from(value) * scale).round() / scale,
        options,
    ))
}

/// A [`decimal`] number written with the language's decimal `mark`; other values as Fluent
/// writes them.
fn decimal_text(value: &FluentValue, mark: &str) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let places = n.options.maximum_fraction_digits?;
    Some(format!("{:.*}", places, n.value).replace('.', mark))
}

/// "yes" or "no": the argument of a message that chooses its words by a fact.
pub fn yes_no(fact: bool) -> &'static str {
    if fact { "yes" } else { "no" }
}

/// An argument for a message: text, or a number (which picks plural forms).
pub fn arg<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

/// The message `id` in the window's language: `t!("id")`, or with arguments
/// `t!("id", count = n, name = who)`. Numbers choose plural forms in the translation.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::text($id, None)
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($key), $crate::i18n::arg($value)); )+
        $crate::i18n::text($id, Some(&args))
    }};
}

/// The messages every game's word files hold for the shared screens, each as
/// `<game id>-<name>` (`sedma-title`, `all-fours-hand-count`): its title, the start page's blurb,
/// what its hands are called, and how the statistics and the history count them.
pub const GAME_MESSAGES: &[&str] = &[
    "title",
    "blurb",
    "hand-label",
    "hand-count",
    "history-hands",
    "hand-word",
    "hands-word",
    "points-word",
    "stats-hands-played",
    "stats-hands-won",
    "stats-hands-lost",
    "stats-hands-tied",
    "stats-hands-with-hints",
    "stats-hands-with-undo",
    "stats-average-points",
    "stats-points-chart",
    "stats-best-hand",
    "stats-best-hand-text",
];

/// The id of the game's message `name`, one of [`GAME_MESSAGES`]; `game_id` is the game's
/// name in files (`GameKind::id`, `GameDef::ID`).
pub fn game_message(game_id: &str, name: &str) -> String {
    debug_assert!(
        GAME_MESSAGES.contains(&name),
        "{name} is not a game message"
    );
    format!("{game_id}-{name}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_their_language() {
        assert_eq!(Language::of_locale("cs-CZ"), Some(Language::Czech));
        assert_eq!(Language::of_locale("pl_PL.UTF-8"), Some(Language::Polish));
        assert_eq!(Language::of_locale("en-GB"), Some(Language::English));
        assert_eq!(Language::of_locale("de-DE"), None);
        assert_eq!(Language::of_locale(""), None);
    }

    /// A copy checked out with Windows line ends (were `.gitattributes` ignored) says the same:
    /// every message file parses, and every message reads as it does with Unix line ends.
    #[test]
    fn message_files_with_windows_line_ends_say_the_same() {
        let all_texts = |crlf: bool, language: Language| {
            let mut b = FluentBundle::new(vec![unic_langid::LanguageIdentifier::default()]);
            b.set_use_isolating(false);
            let mut ids = Vec::new();
            for (name, source) in sources(language) {
                let text = if crlf {
                    source.replace('\n', "\r\n")
                } else {
                    source.to_string()
                };
                // A message begins a line with its id (terms begin with '-', comments '#').
                ids.extend(source.lines().filter_map(|line| {
                    let (id, _) = line.split_once(" =")?;
                    let first = id.chars().next()?;
                    first.is_ascii_alphabetic().then(|| id.to_string())
                }));
                let resource = FluentResource::try_new(text)
                    .unwrap_or_else(|(_, e)| panic!("{name} with CRLF: {e:?}"));
                b.add_resource(resource).unwrap();
            }
            ids.iter()
                .map(|id| {
                    let m = b.get_message(id).unwrap();
                    let mut errors = Vec::new();
                    let text = m
                        .value()
                        .map(|p| b.format_pattern(p, None, &mut errors).into_owned());
                    (id.clone(), text)
                })
                .collect::<Vec<_>>()
        };
        for language in Language::ALL {
            assert_eq!(all_texts(true, language), all_texts(false, language));
        }
    }

    /// Decimals are written as each language writes them and pick the plural form of a
    /// number with decimals; whole numbers stay as they were.
    #[test]
    fn decimals_are_written_the_languages_way() {
        let say = |language, value: FluentValue<'static>| {
            let mut args = FluentArgs::new();
            args.set("n", value);
            let b = bundle(language);
            let mut errors = Vec::new();
            let resource = FluentResource::try_new(
                "m = { $n } { $n ->\n    [one] one\n    [few] few\n    [many] many\n   *[other] other\n}\n"
                    .into(),
            )
            .unwrap();
            let mut b2 = b;
            b2.add_resource_overriding(resource);
            let m = b2.get_message("m").unwrap().value().unwrap();
            b2.format_pattern(m, Some(&args), &mut errors).into_owned()
        };
        assert_eq!(say(Language::English, decimal(0.44, 1)), "0.4 other");
        assert_eq!(say(Language::English, decimal(1.0, 1)), "1.0 other");
        assert_eq!(say(Language::English, decimal(1.0, 0)), "1 one");
        assert_eq!(say(Language::Czech, decimal(1.25, 1)), "1,3 many");
        assert_eq!(say(Language::Czech, decimal(3.0, 0)), "3 few");
        assert_eq!(say(Language::Polish, decimal(2.5, 1)), "2,5 other");
        assert_eq!(say(Language::Polish, arg(5)), "5 many");
    }

    #[test]
    fn the_thread_keeps_its_language() {
        set_language(Language::Czech);
        assert_eq!(t!("menu-settings"), "Nastavení");
        let other = std::thread::spawn(|| t!("menu-settings"))
            .join()
            .expect("the thread ends");
        assert_eq!(other, "Settings");
        set_language(Language::English);
        assert_eq!(t!("menu-settings"), "Settings");
    }

    #[test]
    fn plural_forms_follow_each_language() {
        let cards = |l: Language, n: u32| {
            set_language(l);
            t!("card-count", count = n)
        };
        assert_eq!(cards(Language::English, 1), "1 card");
        assert_eq!(cards(Language::English, 5), "5 cards");
        assert_eq!(cards(Language::Czech, 1), "1 karta");
        assert_eq!(cards(Language::Czech, 2), "2 karty");
        assert_eq!(cards(Language::Czech, 5), "5 karet");
        assert_eq!(cards(Language::Polish, 1), "1 karta");
        assert_eq!(cards(Language::Polish, 3), "3 karty");
        assert_eq!(cards(Language::Polish, 5), "5 kart");
        assert_eq!(cards(Language::Polish, 22), "22 karty");
        assert_eq!(cards(Language::Polish, 25), "25 kart");
        set_language(Language::English);
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        assert_eq!(t!("no-such-message"), "no-such-message");
    }
}
