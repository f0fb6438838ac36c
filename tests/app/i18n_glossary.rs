//! One name for one thing: the glossary (i18n/glossary.ron) gives each game term its chosen
//! word in every language and the synonyms to avoid, and the message files are held to it.
//! Besides, wording once wrong stays right (issue 59: a meaning turned round, rules misstated,
//! bad grammar), and the keys of the table's choices follow the language's words.
#![allow(clippy::unwrap_used)]

use crate::common::window::{app_in, run_frames};
use crate::store_common::TempDir;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use serde::Deserialize;
use sevenfold::i18n::{FluentArgs, Language, text_in};
use sevenfold::registry::GameKind;
use sevenfold::store::{self, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::table::stage::DIGITS;
use std::collections::BTreeSet;

#[derive(Deserialize)]
struct Glossary {
    concepts: Vec<Concept>,
}

#[derive(Deserialize)]
struct Concept {
    concept: String,
    means: String,
    /// Only these games' word files (their folders under src/ui).
    #[serde(default)]
    games: Vec<String>,
    /// Only the messages whose id starts with one of these.
    #[serde(default)]
    messages: Vec<String>,
    en: Words,
    cs: Words,
    pl: Words,
}

#[derive(Deserialize)]
struct Words {
    #[serde(rename = "use")]
    chosen: Vec<String>,
    avoid: Vec<String>,
}

impl Concept {
    fn words(&self, l: Language) -> &Words {
        match l {
            Language::English => &self.en,
            Language::Czech => &self.cs,
            Language::Polish => &self.pl,
        }
    }

    fn concerns(&self, m: &Message) -> bool {
        (self.games.is_empty() || m.game.as_ref().is_some_and(|g| self.games.contains(g)))
            && (self.messages.is_empty() || self.messages.iter().any(|p| m.id.starts_with(p)))
    }
}

fn glossary() -> Glossary {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("i18n/glossary.ron");
    ron::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A message of a word file: its text with its attributes' (a lesson's steps), as written.
struct Message {
    id: String,
    path: String,
    /// The game whose word file holds it (its folder under src/ui); `None` for shared words.
    game: Option<String>,
    text: String,
}

impl Message {
    /// The words a reader sees, lower case: without the variables and the variants' keys
    /// (`[you]`, `*[other]`), which are the code's, not the language's.
    fn words(&self) -> String {
        let mut out = String::new();
        let mut chars = self.text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '[' => {
                    for c in chars.by_ref() {
                        if c == ']' {
                            break;
                        }
                    }
                    out.push(' ');
                }
                '$' => {
                    while chars
                        .peek()
                        .is_some_and(|c| c.is_alphanumeric() || *c == '_')
                    {
                        chars.next();
                    }
                    out.push(' ');
                }
                '*' => out.push(' '),
                c => out.extend(c.to_lowercase()),
            }
        }
        out
    }
}

/// Every message of every word file of `l`, comments left out.
fn messages(l: Language) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::new();
    for (path, source) in sevenfold::i18n::sources(l) {
        let game = path
            .strip_prefix("src/ui/")
            .and_then(|rest| rest.split('/').next())
            .map(str::to_string);
        let mut open = false;
        for line in source.lines() {
            if line.starts_with(|c: char| c.is_ascii_lowercase()) {
                let (id, text) = line.split_once('=').unwrap_or((line, ""));
                out.push(Message {
                    id: id.trim().to_string(),
                    path: path.clone(),
                    game: game.clone(),
                    text: text.to_string(),
                });
                open = true;
            } else if open && line.starts_with(' ') {
                let line = line.trim_start();
                let text = match line.strip_prefix('.') {
                    Some(attribute) => attribute.split_once('=').map_or("", |(_, t)| t),
                    None => line,
                };
                let m = out.last_mut().unwrap();
                m.text.push('\n');
                m.text.push_str(text);
            } else {
                open = false;
            }
        }
    }
    out
}

/// Whether `word` (lower case) starts a word of `text`: a stem then finds every ending.
fn has_word(text: &str, word: &str) -> bool {
    let word = word.to_lowercase();
    text.match_indices(&word).any(|(at, _)| {
        !text[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn the_glossary_speaks_of_every_language_and_real_games() {
    let g = glossary();
    assert!(g.concepts.len() >= 20, "{} concepts", g.concepts.len());
    let games: Vec<String> = messages(Language::English)
        .into_iter()
        .filter_map(|m| m.game)
        .collect();
    let mut seen = BTreeSet::new();
    for c in &g.concepts {
        assert!(
            seen.insert(&c.concept),
            "{} is in the glossary twice",
            c.concept
        );
        assert!(
            !c.means.is_empty(),
            "{} says nothing of what it means",
            c.concept
        );
        for game in &c.games {
            assert!(games.contains(game), "{}: no game {game}", c.concept);
        }
        for l in Language::ALL {
            assert!(
                !c.words(l).chosen.is_empty(),
                "{}: no word chosen in {}",
                c.concept,
                l.tag()
            );
        }
    }
}

/// A synonym the glossary avoids is a second name for one thing: the player cannot tell
/// whether "obrácená karta" and "otočená karta", or "wyjście" for the lead and for going out,
/// are one thing or two.
#[test]
fn no_message_uses_a_word_the_glossary_avoids() {
    let g = glossary();
    let mut problems = Vec::new();
    for l in Language::ALL {
        let all = messages(l);
        for c in &g.concepts {
            let words = c.words(l);
            for m in all.iter().filter(|m| c.concerns(m)) {
                let text = m.words();
                for avoided in words.avoid.iter().filter(|a| has_word(&text, a)) {
                    problems.push(format!(
                        "{}: {} says “{avoided}” for {}; the glossary's word is {:?}",
                        m.path, m.id, c.concept, words.chosen
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A chosen word nobody uses any more means the messages moved on without the glossary.
#[test]
fn every_chosen_word_is_in_the_messages_it_concerns() {
    let g = glossary();
    let mut problems = Vec::new();
    for l in Language::ALL {
        let all = messages(l);
        for c in &g.concepts {
            let words = c.words(l);
            let used = all
                .iter()
                .filter(|m| c.concerns(m))
                .any(|m| words.chosen.iter().any(|w| has_word(&m.words(), w)));
            if !used {
                problems.push(format!(
                    "{}: none of {:?} ({}) is in a message it concerns",
                    l.tag(),
                    words.chosen,
                    c.concept
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_glossary_check_reads_words_as_written() {
    let m = Message {
        id: "x".into(),
        path: "x".into(),
        game: None,
        text: "{ $person ->\n[you] Opuštěno\n*[other] { $who } neopuštěný }".into(),
    };
    let words = m.words();
    assert!(has_word(&words, "opuštěn"));
    assert!(!has_word(&words, "person") && !has_word(&words, "other"));
    assert!(!has_word("neopuštěný", "opuštěn"));
}

/// Wording once wrong (issue 59) and what it says now: (language, message, wrong, right).
const FIXED: &[(Language, &str, &str, &str)] = &[
    // The meaning was turned round: "your ace beats nothing" for "nothing can beat it".
    (
        Language::Czech,
        "lesson-sedma-01",
        "eso nic nepřebije",
        "eso nikdo nepřebije",
    ),
    (
        Language::Czech,
        "lesson-all-fours-01",
        "eso nic nepřebije",
        "eso nikdo nepřebije",
    ),
    // The pass sits out a round of the trick, not a whole trick (rule book, Sedma 1.8).
    (
        Language::Czech,
        "sedma-opt-with-32-cards-one",
        "jeden štych vynechat",
        "jedno kolo vynechat",
    ),
    (
        Language::Polish,
        "sedma-opt-with-32-cards-one",
        "opuścić jedną lewę",
        "opuścić jedną kolejkę",
    ),
    // After a run everyone discards down to six ("until six are left"), as the rules page says.
    (
        Language::Czech,
        "all-fours-opt-everybody-discards-face-down",
        "až mu zbude šest",
        "aby mu jich zbylo šest",
    ),
    (
        Language::Czech,
        "all-fours-discard-help",
        "až mu jich zbude šest",
        "aby mu jich zbylo šest",
    ),
    (
        Language::Czech,
        "lesson-all-fours-02",
        "zbude šest",
        "aby mu jich zbylo šest",
    ),
    (
        Language::Czech,
        "rules-all-fours-begging-discard",
        "zbude šest",
        "aby mu jich zbylo šest",
    ),
    // Grammar.
    (
        Language::Czech,
        "sedma-refuse-no-pass-rule",
        "ve třech hráčích",
        "ve hře tří hráčů",
    ),
    (
        Language::Polish,
        "sedma-refuse-no-pass-rule",
        "w trzech graczy",
        "przy trzech graczach",
    ),
    (
        Language::Polish,
        "sedma-opt-everyone-draws-a-card",
        "w czterech grają",
        "przy czterech graczach",
    ),
    (Language::Czech, "lesson-all-fours-04", "Nehazuj", "Neházej"),
    // "Mecz" is masculine.
    (
        Language::Polish,
        "history-gave-up-at",
        "poddana",
        "poddany przy stanie",
    ),
    (
        Language::Polish,
        "history-my-result",
        "poddana",
        "poddany przy stanie",
    ),
    (
        Language::Polish,
        "history-my-result",
        "przerwana",
        "przerwany przy stanie",
    ),
    (
        Language::Polish,
        "history-abandoned-at",
        "przerwana",
        "przerwany przy stanie",
    ),
];

#[test]
fn wording_once_wrong_stays_right() {
    let mut problems = Vec::new();
    for &(l, id, wrong, right) in FIXED {
        let all = messages(l);
        let Some(m) = all.iter().find(|m| m.id == id) else {
            problems.push(format!("{}: no message {id}", l.tag()));
            continue;
        };
        if m.text.contains(wrong) {
            problems.push(format!("{}: {id} says “{wrong}” again", l.tag()));
        }
        if !m.text.contains(right) {
            problems.push(format!("{}: {id} no longer says “{right}”", l.tag()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Polish counts 2, 3 and 4 players as "gracze" and 5 or more as "graczy", in every message
/// that counts the players at a table.
#[test]
fn polish_counts_players_as_polish_does() {
    for id in ["dialog-resume-text", "stats-group", "history-match-title"] {
        for (players, word) in [(2, "gracze"), (3, "gracze"), (4, "gracze"), (6, "graczy")] {
            let mut args = FluentArgs::new();
            args.set("players", players);
            let text = text_in(Language::Polish, id, Some(&args)).unwrap();
            assert!(
                text.contains(&format!("{players} {word}")),
                "{id} with {players}: {text}"
            );
        }
    }
}

/// The choices offered together, each as the message naming its key and its button's message.
const CHOICES: &[&[(&str, &str)]] = &[
    &[
        ("all-fours-key-stand", "all-fours-stand"),
        ("all-fours-key-beg", "all-fours-beg"),
    ],
    &[
        ("all-fours-key-give", "all-fours-give"),
        ("all-fours-key-run", "all-fours-run"),
    ],
    &[("all-fours-key-discard", "all-fours-discard")],
    &[
        ("sedma-key-end", "sedma-end-trick"),
        ("sedma-key-pass", "sedma-pass-round"),
    ],
];

/// Texts that name keys in brackets, and the keys they name.
const NAMING: &[(&str, &[&str])] = &[
    (
        "all-fours-turn-stand-or-beg",
        &["all-fours-key-stand", "all-fours-key-beg"],
    ),
    (
        "all-fours-turn-give-or-run",
        &["all-fours-key-give", "all-fours-key-run"],
    ),
    (
        "all-fours-refuse-eldest-you",
        &["all-fours-key-stand", "all-fours-key-beg"],
    ),
    (
        "all-fours-refuse-dealer",
        &["all-fours-key-give", "all-fours-key-run"],
    ),
    ("sedma-turn-decide", &["sedma-key-end"]),
];

fn say(l: Language, id: &str) -> String {
    let mut args = FluentArgs::new();
    args.set("suit", "♠");
    args.set("count", 3);
    text_in(l, id, Some(&args)).unwrap_or_else(|| panic!("{id} is not in {}", l.tag()))
}

/// A word's letters as a keyboard has them: "Žebrám" holds a Z, "Zakończ" a Z and an N.
fn key_letters(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .map(|c| match c {
            'á' | 'ą' => 'a',
            'č' | 'ć' => 'c',
            'ď' => 'd',
            'é' | 'ě' | 'ę' => 'e',
            'í' => 'i',
            'ł' => 'l',
            'ň' | 'ń' => 'n',
            'ó' => 'o',
            'ř' => 'r',
            'š' | 'ś' => 's',
            'ť' => 't',
            'ú' | 'ů' => 'u',
            'ý' => 'y',
            'ž' | 'ż' | 'ź' => 'z',
            c => c,
        })
        .collect()
}

/// The key a language gives a choice, as the table reads it.
fn key_of(l: Language, id: &str) -> Key {
    Key::from_name(say(l, id).trim()).unwrap()
}

/// A key cap beside "Žebrám" that reads B sends a Czech player looking for a word that is not
/// there: each language names its keys after its own words, and the texts that tell the keys
/// name the same ones.
#[test]
fn the_choices_keys_follow_each_languages_words() {
    let mut problems = Vec::new();
    for l in Language::ALL {
        for group in CHOICES {
            let mut keys = BTreeSet::new();
            for (key_id, button) in *group {
                let key = say(l, key_id);
                let key = key.trim();
                let letter = key.len() == 1 && key.chars().all(|c| c.is_ascii_alphabetic());
                if !letter || Key::from_name(key).is_none() {
                    problems.push(format!("{}: {key_id} = {key:?} is not a letter", l.tag()));
                    continue;
                }
                if ["L", "H"].contains(&key.to_uppercase().as_str()) {
                    problems.push(format!(
                        "{}: {key_id}: {key} is the table's own key",
                        l.tag()
                    ));
                }
                if !keys.insert(key.to_uppercase()) {
                    problems.push(format!("{}: {key_id}: {key} makes two choices", l.tag()));
                }
                let word = say(l, button);
                if !key_letters(&word).contains(&key.to_lowercase()) {
                    problems.push(format!("{}: the key {key} is not in “{word}”", l.tag()));
                }
            }
        }
        let all = messages(l);
        for (id, keys) in NAMING {
            let want: BTreeSet<String> = keys.iter().map(|k| say(l, k).trim().into()).collect();
            let text = &all.iter().find(|m| m.id == *id).unwrap().text;
            let named: BTreeSet<String> = text
                .split('(')
                .skip(1)
                .filter_map(|s| s.split(')').next())
                .flat_map(|s| s.split(|c: char| !c.is_alphanumeric()))
                .filter(|w| w.len() == 1 && w.chars().all(|c| c.is_ascii_uppercase()))
                .map(str::to_string)
                .collect();
            if named != want {
                problems.push(format!(
                    "{}: {id} names the keys {named:?}, the table's are {want:?}",
                    l.tag()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

type H = Harness<'static, SevenfoldApp>;

/// A window speaking `language`, its match of `game` for two started from the set-up page,
/// at the instant speed against easy bots.
fn started(dir: &std::path::Path, language: Language, game: GameKind) -> H {
    use sevenfold::engine::GameDef;
    let store = Store::at(dir);
    store.save_profiles(&store::Profiles::first_run()).unwrap();
    let mut s = store::Settings {
        game,
        language: Some(language),
        animation: store::AnimationSpeed::Instant,
        bots: store::Level::Easy,
        ..store::Settings::default()
    };
    match game {
        GameKind::Sedma => {
            s.sedma = sevenfold::games::sedma::Sedma::options_with(2, &[]).unwrap();
        }
        GameKind::AllFours => {
            s.all_fours = sevenfold::games::all_fours::AllFours::options_with(2, &[]).unwrap();
        }
        GameKind::SevensFromHell => unreachable!("a game of choices with letter keys"),
    }
    store.save_settings(&s).unwrap();
    let mut h = app_in(dir, 21);
    run_frames(&mut h);
    let title = say(language, &sevenfold::i18n::game_message(game.id(), "title"));
    let mut args = FluentArgs::new();
    args.set("game", title);
    h.get_by_label(&text_in(language, "start-play", Some(&args)).unwrap())
        .click();
    run_frames(&mut h);
    h.get_by_label(&say(language, "setup-start")).click();
    run_frames(&mut h);
    h
}

fn press(h: &mut H, key: Key) {
    h.key_press(key);
    h.step();
    h.step();
}

/// Picks a card by its number key (every hand here holds at most nine cards).
fn press_card(h: &mut H, hand: &[sevenfold::cards::Card], card: sevenfold::cards::Card) {
    let at = hand.iter().position(|&c| c == card).unwrap();
    press(h, DIGITS[at]);
}

fn all_fours(h: &H) -> &sevenfold::ui::all_fours::AllFoursTable {
    h.state().table_of().unwrap()
}

fn sedma(h: &H) -> &sevenfold::ui::sedma::SedmaTable {
    h.state().table_of().unwrap()
}

/// All Fours in Czech, from the keyboard with the Czech letters (Z begs for "Žebrám", D gives
/// for "Dávám bod", O discards for "Odhodit"), deal after deal until the person has begged;
/// the English B does nothing there.
#[test]
fn all_fours_takes_the_czech_keys() {
    use sevenfold::engine::Game;
    use sevenfold::games::all_fours::AllFoursAction;
    let cs = Language::Czech;
    let dir = TempDir::new("glossary-keys-cs");
    let mut h = started(dir.path(), cs, GameKind::AllFours);
    let mut begged = false;
    for _ in 0..600 {
        crate::common::window::settle(&mut h, all_fours);
        let t = all_fours(&h);
        if t.game().is_over() || (begged && t.shows_hand_summary()) {
            break;
        }
        if t.shows_hand_summary() {
            press(&mut h, Key::Enter);
            continue;
        }
        let need = t.to_discard();
        let legal: Vec<AllFoursAction> = t.game().hand().legal_actions().as_ref().to_vec();
        if need > 0 {
            for &key in DIGITS.iter().take(need) {
                press(&mut h, key);
            }
            press(&mut h, key_of(cs, "all-fours-key-discard"));
            continue;
        }
        if legal.contains(&AllFoursAction::Beg) {
            press(&mut h, Key::B);
            crate::common::window::settle(&mut h, all_fours);
            let still: Vec<AllFoursAction> = all_fours(&h)
                .game()
                .hand()
                .legal_actions()
                .as_ref()
                .to_vec();
            assert_eq!(still, legal, "B begs in Czech");
            press(&mut h, key_of(cs, "all-fours-key-beg"));
            begged = true;
        } else if legal.contains(&AllFoursAction::Give) {
            press(&mut h, key_of(cs, "all-fours-key-give"));
        } else if legal.contains(&AllFoursAction::Run) {
            press(&mut h, key_of(cs, "all-fours-key-run"));
        } else if let AllFoursAction::Play(card) | AllFoursAction::Discard(card) = legal[0] {
            let hand = t.scene().hands.mine.clone();
            press_card(&mut h, &hand, card);
        }
    }
    assert!(begged, "the person never begged");
    assert!(
        all_fours(&h).shows_hand_summary() || all_fours(&h).game().is_over(),
        "the deal was played to its end with the Czech keys"
    );
}

/// Sedma in Polish: Z ends a trick ("Zakończ lewę"); the English E does nothing there.
#[test]
fn sedma_takes_the_polish_keys() {
    use sevenfold::engine::Game;
    use sevenfold::games::sedma::SedmaAction;
    let pl = Language::Polish;
    let dir = TempDir::new("glossary-keys-pl");
    let mut h = started(dir.path(), pl, GameKind::Sedma);
    let mut ended = 0;
    for _ in 0..300 {
        crate::common::window::settle(&mut h, sedma);
        let t = sedma(&h);
        if t.shows_hand_summary() {
            break;
        }
        let legal: Vec<SedmaAction> = t.game().hand().legal_actions().as_ref().to_vec();
        if legal.contains(&SedmaAction::EndTrick) {
            press(&mut h, Key::E);
            crate::common::window::settle(&mut h, sedma);
            let still: Vec<SedmaAction> = sedma(&h).game().hand().legal_actions().as_ref().to_vec();
            assert_eq!(still, legal, "E ends a trick in Polish");
            press(&mut h, key_of(pl, "sedma-key-end"));
            ended += 1;
        } else if let SedmaAction::Play(card) = legal[0] {
            let hand = t.scene().hands.mine.clone();
            press_card(&mut h, &hand, card);
        }
    }
    assert!(ended > 0, "the person never ended a trick");
    assert!(
        sedma(&h).shows_hand_summary(),
        "the hand was played to its summary with the Polish keys"
    );
}
