//! The window in Czech and Polish: the language is chosen live (menu bar or Settings page) and
//! remembered, and the translated screens are walked in the accessibility tree, as a screen
//! reader reads them, for English words and for message ids left untranslated.
#![allow(clippy::unwrap_used)]

use crate::common;
use crate::store_common;

use crate::common::window::{app_in, run_frames, stored, wait_for_text};
use crate::store_common::TempDir;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::i18n::{Language, text_in};
use sevenfold::store::{self, Store};
use sevenfold::ui::SevenfoldApp;
use std::collections::BTreeSet;

/// A message in a language, as the window shows it.
fn say(language: Language, id: &str) -> String {
    text_in(language, id, None).unwrap_or_else(|| panic!("{id} is not in {language:?}"))
}

/// The window over a data folder whose settings speak `language`, with the person named.
fn app_speaking(
    dir: &std::path::Path,
    language: Option<Language>,
) -> Harness<'static, SevenfoldApp> {
    let store = Store::at(dir);
    let mut people = store::Profiles::first_run();
    people.rename(store::ProfileId::DEFAULT, "Anna").unwrap();
    store.save_profiles(&people).unwrap();
    store
        .save_settings(&store::Settings {
            language,
            animation: store::AnimationSpeed::Instant,
            ..store::Settings::default()
        })
        .unwrap();
    let mut h = app_in(dir, 3);
    run_frames(&mut h);
    h
}

/// The language the settings file in `dir` keeps.
fn saved_language(dir: &std::path::Path) -> Option<Language> {
    Store::at(dir).load_settings().unwrap().value.language
}

#[test]
fn the_language_changes_live_and_is_kept() {
    let dir = TempDir::new("lang-live");
    {
        let mut h = app_speaking(dir.path(), None);
        h.get_by_label("Settings");
        h.get_by_label("Language").click();
        run_frames(&mut h);
        h.get_by_label("Čeština").click();
        run_frames(&mut h);
        assert!(
            h.query_by_label("Settings").is_none(),
            "no English tab left"
        );
        h.get_by_label(&say(Language::Czech, "menu-settings"))
            .click();
        run_frames(&mut h);
        // The Settings page's own choice applies at once too, without Apply.
        h.get_all_by_label("Polski").last().unwrap().click();
        run_frames(&mut h);
        h.get_by_label(&say(Language::Polish, "settings-apply"));
        h.get_by_label(&say(Language::Polish, "menu-statistics"));
    }
    assert_eq!(saved_language(dir.path()), Some(Language::Polish));
    let text = std::fs::read_to_string(Store::at(dir.path()).settings_path()).unwrap();
    assert!(text.contains("language: pl"), "{text}");
    let mut h = app_in(dir.path(), 4);
    run_frames(&mut h);
    h.get_by_label(&say(Language::Polish, "menu-new-game"));
    // Back to the system's language (English in tests).
    h.get_by_label(&say(Language::Polish, "menu-language"))
        .click();
    run_frames(&mut h);
    let mut args = sevenfold::i18n::FluentArgs::new();
    args.set("language", "English");
    let system = text_in(Language::Polish, "language-system", Some(&args)).unwrap();
    h.get_by_label(&system).click();
    run_frames(&mut h);
    h.get_by_label("New game");
    h.state_mut().flush_saves();
    assert_eq!(saved_language(dir.path()), None);
}

#[test]
fn settings_from_before_languages_follow_the_system() {
    let dir = TempDir::new("lang-old");
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/store_fixtures/data-2026-11/settings.ron");
    std::fs::copy(&fixture, Store::at(dir.path()).settings_path()).unwrap();
    assert_eq!(saved_language(dir.path()), None);
}

/// Before the person gives a name, the seats call them by the account's name or, when the
/// system gives none, by a stand-in in the window's language: never the store's English one.
#[test]
fn an_unnamed_person_is_called_in_the_window_language() {
    let dir = TempDir::new("lang-stand-in");
    Store::at(dir.path())
        .save_settings(&store::Settings {
            language: Some(Language::Polish),
            ..store::Settings::default()
        })
        .unwrap();
    let mut h = app_in(dir.path(), 3);
    run_frames(&mut h);
    h.get_by_label(&say(Language::Polish, "menu-new-game"))
        .click();
    run_frames(&mut h);
    let name = store::account_name().unwrap_or_else(|| "Gracz 1".into());
    let shown = texts(&h);
    assert!(
        shown.contains(&name),
        "the person's seat says {name}: {shown:?}"
    );
    assert!(!shown.contains(&"Player 1".to_string()), "{shown:?}");
}

/// Words that mark a text as English: none of them is a Czech or Polish word.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "you",
    "your",
    "with",
    "of",
    "is",
    "are",
    "card",
    "cards",
    "hand",
    "hands",
    "trick",
    "tricks",
    "play",
    "plays",
    "game",
    "games",
    "match",
    "new",
    "settings",
    "rules",
    "score",
    "points",
    "point",
    "player",
    "players",
    "for",
    "this",
    "that",
    "will",
    "from",
    "when",
    "each",
    "every",
    "only",
    "one",
    "two",
    "three",
    "four",
    "all",
    "start",
    "back",
    "learn",
    "history",
    "statistics",
    "computer",
    "team",
    "name",
    "size",
    "table",
    "cloth",
    "speed",
    "fast",
    "slow",
    "easy",
    "apply",
    "cancel",
    "green",
    "blue",
    "black",
    "first",
    "suits",
    "pack",
    "wild",
    "meld",
    "book",
    "books",
    "deck",
    "decks",
    "round",
    "rounds",
    "after",
    "who",
    "what",
    "may",
    "must",
    "it",
    "in",
    "on",
    "at",
    "or",
    "no",
    "not",
];

/// Names that stay as they are in every language.
const KEPT: &[&str] = &[
    "All Fours",
    "Seven Up",
    "Hand and Foot Remastered",
    "Hand and Foot",
    "High",
    "Low",
    "Jack",
    "Game",
    "English",
    "Sevenfold",
    "Ctrl",
];

/// Every text the accessibility tree holds: names, values and descriptions.
fn texts(h: &Harness<'_, SevenfoldApp>) -> Vec<String> {
    let mut out = Vec::new();
    for node in h.query_all_by(|_| true) {
        let n = node.accesskit_node();
        for t in [n.label(), n.value(), n.description()]
            .into_iter()
            .flatten()
        {
            if !t.trim().is_empty() {
                out.push(t.to_string());
            }
        }
    }
    out
}

/// The English words, and the message ids left as they are, in the window's texts.
fn english_left(h: &Harness<'_, SevenfoldApp>, ids: &BTreeSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    for text in texts(h) {
        if ids.contains(text.trim()) {
            found.push(format!("the id {text}"));
            continue;
        }
        found.extend(english_words(&text));
    }
    found
}

/// The English words in `text`.
fn english_words(text: &str) -> Vec<String> {
    let mut rest = text.to_string();
    for kept in KEPT {
        rest = rest.replace(kept, " ");
    }
    rest.split(|c: char| !c.is_alphabetic())
        .filter(|word| ENGLISH.contains(&word.to_lowercase().as_str()))
        .map(|word| format!("'{word}' in \"{text}\""))
        .collect()
}

/// What a walk finds left in English, page by page.
struct Findings {
    ids: BTreeSet<String>,
    left: Vec<String>,
}

impl Findings {
    fn new() -> Findings {
        Findings {
            ids: message_ids(),
            left: Vec::new(),
        }
    }

    /// What the window shows now, on `page`.
    fn look(&mut self, h: &Harness<'_, SevenfoldApp>, page: &str) {
        let found = english_left(h, &self.ids);
        self.left
            .extend(found.into_iter().map(|e| format!("{page}: {e}")));
    }

    /// A text the window gives away (to copy), called `what`.
    fn read(&mut self, what: &str, text: &str) {
        let found = english_words(text);
        self.left
            .extend(found.into_iter().map(|e| format!("{what}: {e}")));
    }
}

/// Every message id of the English files.
fn message_ids() -> BTreeSet<String> {
    sevenfold::i18n::sources(Language::English)
        .into_iter()
        .flat_map(|(_, text)| text.lines())
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .filter_map(|l| l.split(" =").next())
        .map(str::to_string)
        .collect()
}

/// Walks the start page, every game's new-game page with its variants open, the Settings
/// page and the statistics in `language`, and returns what is left in English.
fn walk(language: Language) -> Vec<String> {
    let dir = TempDir::new(&format!("lang-walk-{}", language.tag()));
    // A finished match with a variant, for the history.
    let mut options = store_common::short(2);
    options.apply_variant("osmova").unwrap();
    store_common::record_match::<sevenfold::games::sedma::Sedma>(
        &Store::at(dir.path()),
        options,
        5,
    );
    let mut h = app_speaking(dir.path(), Some(language));
    h.set_size(egui::vec2(1280.0, 4000.0));
    run_frames(&mut h);
    let mut found = Findings::new();
    found.look(&h, "start page");
    for game in sevenfold::registry::GameKind::ALL {
        h.get_by_label(&say(language, "menu-new-game")).click();
        run_frames(&mut h);
        let title = game_title(language, *game);
        h.get_all_by_label(&title).last().unwrap().click();
        run_frames(&mut h);
        h.get_by_label(&say(language, "setup-variants-header"))
            .click();
        run_frames(&mut h);
        found.look(&h, &format!("new game, {title}"));
    }
    h.get_by_label(&say(language, "menu-settings")).click();
    run_frames(&mut h);
    found.look(&h, "settings");
    h.get_by_label(&say(language, "menu-statistics")).click();
    run_frames(&mut h);
    found.look(&h, "statistics");
    h.get_by_label(&say(language, "menu-history")).click();
    run_frames(&mut h);
    found.look(&h, "history");
    let store = stored(&mut h, dir.path());
    let entry = store.history().unwrap().value.remove(0);
    let profiles = store.profiles().unwrap().value.unwrap();
    h.get_by_label(&sevenfold::ui::history_page::row_text(&entry, &profiles))
        .click();
    run_frames(&mut h);
    found.look(&h, "a match in the history");
    // The review of the first hand, worked out on its own thread.
    h.get_by_label(&say(language, "history-review")).click();
    let hand = entry
        .split::<sevenfold::games::sedma::Sedma>()
        .unwrap()
        .remove(0);
    let seat = store::first_person_seat(&entry.players).unwrap();
    let review =
        sevenfold::ai::review::review_hand(&hand.dealt, &hand.actions, seat, entry.seed, |_, _| {
            true
        })
        .unwrap()
        .unwrap();
    let report = sevenfold::ui::review::report(&hand.dealt, &hand.actions, &review);
    common::window::wait_for_text(&mut h, &report.summary);
    found.look(&h, "a review in the history");
    // The hand record people paste into messages.
    let record = sevenfold::ui::history_page::hand_record(&entry, &profiles, 0).unwrap();
    found.read("hand record", &record);
    found.left
}

/// Steps frames until the table of game `K` waits for the person.
fn settle<K: sevenfold::ui::table::frame::TableGame + 'static>(
    h: &mut Harness<'static, SevenfoldApp>,
) {
    common::window::settle(h, |h| {
        h.state()
            .table_of::<sevenfold::ui::table::frame::TableFrame<K>>()
            .unwrap()
    });
}

/// A game's title in `language`.
fn game_title(language: Language, game: sevenfold::registry::GameKind) -> String {
    let id = sevenfold::i18n::game_message(game.id(), "title");
    text_in(language, &id, None).unwrap()
}

/// Walks the rules pages, the Learn page, a lesson on the live table, and a match of every
/// game up to the person's first move with its score sheet, in `language`; returns what is
/// left in English.
fn walk_the_tables(language: Language) -> Vec<String> {
    use sevenfold::ui::all_fours::AllFoursOwn;
    use sevenfold::ui::sedma::SedmaOwn;
    use sevenfold::ui::sevens_from_hell::HellOwn;
    let dir = TempDir::new(&format!("lang-tables-{}", language.tag()));
    let mut h = app_speaking(dir.path(), Some(language));
    let mut found = Findings::new();
    h.get_by_label(&say(language, "menu-rules")).click();
    run_frames(&mut h);
    for &game in sevenfold::registry::GameKind::ALL {
        let title = game_title(language, game);
        h.get_all_by_label(&title).last().unwrap().click();
        h.set_size(egui::vec2(1280.0, 6000.0));
        run_frames(&mut h);
        found.look(&h, &format!("rules of {title}"));
    }
    h.set_size(egui::vec2(1280.0, 800.0));
    h.get_by_label(&say(language, "menu-learn")).click();
    run_frames(&mut h);
    found.look(&h, "learn page");
    let catalogue = sevenfold::lesson_catalogue::catalogue();
    let lesson = sevenfold::i18n::lessons::translated(catalogue.find("sedma-01").unwrap());
    h.get_by_label(&lesson.title).click();
    settle::<SedmaOwn>(&mut h);
    found.look(&h, "lesson");
    h.get_by_label(&say(language, "lesson-next")).click();
    settle::<SedmaOwn>(&mut h);
    found.look(&h, "lesson, step 2");
    for &game in sevenfold::registry::GameKind::ALL {
        let title = game_title(language, game);
        h.get_by_label(&say(language, "menu-new-game")).click();
        run_frames(&mut h);
        h.get_all_by_label(&title).last().unwrap().click();
        run_frames(&mut h);
        h.get_by_label(&say(language, "setup-start")).click();
        run_frames(&mut h);
        // The match before is running: the window asks first, and that dialog is walked too.
        if let Some(start) = h.query_by_label(&say(language, "button-start-new-game")) {
            found.look(&h, &format!("new game over a match, {title}"));
            start.click();
        }
        match game {
            sevenfold::registry::GameKind::Sedma => settle::<SedmaOwn>(&mut h),
            sevenfold::registry::GameKind::AllFours => settle::<AllFoursOwn>(&mut h),
            sevenfold::registry::GameKind::SevensFromHell => settle::<HellOwn>(&mut h),
        }
        found.look(&h, &format!("table of {title}"));
        // The hint, worked out on its own thread, is said in the window's language.
        h.get_by_label(&say(language, "table-hint")).click();
        wait_for_text(&mut h, hint_start(language));
        found.look(&h, &format!("hint at {title}"));
        let sheet = say(language, "menu-score-sheet");
        h.get_by_role_and_label(egui::accesskit::Role::Button, &sheet)
            .click();
        run_frames(&mut h);
        found.look(&h, &format!("score sheet of {title}"));
        // The strip's button, not the sheet's heading of the same words, closes it.
        h.get_by_role_and_label(egui::accesskit::Role::Button, &sheet)
            .click();
        run_frames(&mut h);
    }
    found.left
}

/// A message with one argument, in `language`.
fn say_with(language: Language, id: &str, key: &str, value: &str) -> String {
    let mut args = sevenfold::i18n::FluentArgs::new();
    args.set(key, value);
    text_in(language, id, Some(&args)).unwrap()
}

/// Walks a Sedma table shared by Anna and Ben, with the cover between their turns; then opens
/// the window again over the match they left, with a damaged file beside it: the notice, the
/// resume dialog and the resumed table. Returns what is left in English.
fn walk_the_shared_screen(language: Language) -> Vec<String> {
    use sevenfold::engine::Game;
    use sevenfold::ui::sedma::SedmaOwn;
    let dir = TempDir::new(&format!("lang-shared-{}", language.tag()));
    let store = Store::at(dir.path());
    let mut people = store::Profiles::first_run();
    people.rename(store::ProfileId::DEFAULT, "Anna").unwrap();
    let ben = people.add("Ben").unwrap();
    store.save_profiles(&people).unwrap();
    store
        .save_settings(&store::Settings {
            language: Some(language),
            animation: store::AnimationSpeed::Instant,
            sedma: sevenfold::games::sedma::SedmaOptions::for_players(2),
            seats: vec![store::Player::DEFAULT_PERSON, store::Player::Person(ben)],
            ..store::Settings::default()
        })
        .unwrap();
    let mut found = Findings::new();
    {
        let mut h = app_in(dir.path(), 5);
        run_frames(&mut h);
        h.get_by_label(&say(language, "menu-new-game")).click();
        run_frames(&mut h);
        let title = game_title(language, sevenfold::registry::GameKind::Sedma);
        h.get_all_by_label(&title).last().unwrap().click();
        run_frames(&mut h);
        h.get_by_label(&say(language, "setup-start")).click();
        settle::<SedmaOwn>(&mut h);
        let (mut covers, mut moves) = (0, 0);
        while covers < 2 || moves < 2 {
            let t = common::window::sedma_table(&h);
            if let Some(seat) = t.handover() {
                let name = t.names().seat(seat);
                found.look(&h, "the cover between turns");
                h.get_by_label(&say_with(language, "cover-show", "name", &name))
                    .click();
                covers += 1;
            } else {
                let view = t.game().hand().view(t.me());
                let style = t.game().config().pack;
                let sevenfold::games::sedma::SedmaAction::Play(card) = view.legal[0] else {
                    panic!("a card to play, not {:?}", view.legal);
                };
                found.look(&h, "a shared table");
                h.get_by_label(&sevenfold::i18n::card_plain(card, style))
                    .click();
                moves += 1;
            }
            run_frames(&mut h);
            settle::<SedmaOwn>(&mut h);
        }
    }
    // A damaged file: the notice says what was wrong in the window's language.
    std::fs::write(store.lessons_path(), b"\xff\xfe(").unwrap();
    let mut h = app_in(dir.path(), 6);
    run_frames(&mut h);
    assert!(h.state().offers_resume(), "the match is offered again");
    found.look(&h, "the resume dialog, with a notice");
    h.get_by_label(&say(language, "button-resume")).click();
    run_frames(&mut h);
    settle::<SedmaOwn>(&mut h);
    found.look(&h, "the resumed match");
    if let Some(seat) = common::window::sedma_table(&h).handover() {
        let name = common::window::sedma_table(&h).names().seat(seat);
        h.get_by_label(&say_with(language, "cover-show", "name", &name))
            .click();
        run_frames(&mut h);
        settle::<SedmaOwn>(&mut h);
        found.look(&h, "the resumed match, uncovered");
    }
    found.left
}

/// How a hint begins in `language`.
fn hint_start(language: Language) -> &'static str {
    match language {
        Language::English => "Hint: ",
        Language::Czech => "Rada: ",
        Language::Polish => "Podpowiedź: ",
    }
}

#[test]
fn czech_screens_have_no_english_left() {
    let mut left = walk(Language::Czech);
    left.extend(walk_the_tables(Language::Czech));
    left.extend(walk_the_shared_screen(Language::Czech));
    assert!(left.is_empty(), "{}", left.join("\n"));
}

#[test]
fn polish_screens_have_no_english_left() {
    let mut left = walk(Language::Polish);
    left.extend(walk_the_tables(Language::Polish));
    left.extend(walk_the_shared_screen(Language::Polish));
    assert!(left.is_empty(), "{}", left.join("\n"));
}

#[test]
fn the_english_walk_finds_english() {
    // The walk itself: on the English window it finds English words, so a pass in Czech and
    // Polish means something.
    let dir = TempDir::new("lang-walk-en");
    let h = app_speaking(dir.path(), Some(Language::English));
    assert!(english_left(&h, &message_ids()).len() > 5);
}

/// The hand's log keeps what happened, not its words: after a switch of language every line
/// of it, the oldest too, reads in the new language, and reads as before once switched back.
#[test]
fn the_hand_log_follows_a_language_switch() {
    use sevenfold::ui::sedma::SedmaOwn;
    let dir = TempDir::new("lang-log");
    let mut h = app_speaking(dir.path(), None);
    h.get_by_label("New game").click();
    run_frames(&mut h);
    h.get_all_by_label("Sedma").last().unwrap().click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    settle::<SedmaOwn>(&mut h);
    // Two decisions: the log holds the deal's line and lines of tricks taken.
    common::window::decide_sedma(&mut h);
    common::window::decide_sedma(&mut h);
    let logged = |h: &Harness<'_, SevenfoldApp>| -> Vec<String> {
        texts(h)
            .into_iter()
            .filter(|t| t.starts_with("Hand 1:") || t.contains(" the trick"))
            .collect()
    };
    let english = logged(&h);
    assert!(
        english.iter().any(|t| t.starts_with("Hand 1:")) && english.len() >= 2,
        "the log should name the deal and a trick: {english:?}"
    );
    h.get_by_label("Language").click();
    run_frames(&mut h);
    h.get_by_label("Čeština").click();
    run_frames(&mut h);
    let czech = texts(&h);
    assert!(
        czech.iter().any(|t| t.starts_with("Rozdání 1:")),
        "the deal's line should be in Czech: {czech:?}"
    );
    let left: Vec<&String> = english.iter().filter(|t| czech.contains(t)).collect();
    assert!(left.is_empty(), "lines left in English: {left:?}");
    h.get_by_label(&say(Language::Czech, "menu-language"))
        .click();
    run_frames(&mut h);
    h.get_by_label("English").click();
    run_frames(&mut h);
    assert_eq!(logged(&h), english);
}
