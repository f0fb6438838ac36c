//! The message files against the code: every message the code asks for is in every language,
//! no language keeps a message nobody asks for, the files parse, and a translation uses only
//! the arguments the code passes.

use sevenfold::i18n::Language;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
        let p = entry.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The text after `open` (just past an opening parenthesis) up to its closing one.
fn call_body(text: &str) -> &str {
    let mut depth = 1;
    let mut in_string = false;
    let mut prev = ' ';
    for (i, c) in text.char_indices() {
        match c {
            '"' if prev != '\\' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    return &text[..i];
                }
            }
            _ => {}
        }
        prev = if prev == '\\' && c == '\\' { ' ' } else { c };
    }
    text
}

/// The argument names of a `t!` call's body after its id: `a = x, b = f(y, z)` gives a, b.
fn arg_names(rest: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut depth = 0;
    let mut in_string = false;
    let mut start = 0;
    let mut prev = ' ';
    let bytes: Vec<(usize, char)> = rest.char_indices().collect();
    let mut parts = Vec::new();
    for &(i, c) in &bytes {
        match c {
            '"' if prev != '\\' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => depth -= 1,
            ',' if !in_string && depth == 0 => {
                parts.push(&rest[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        prev = c;
    }
    parts.push(&rest[start..]);
    for part in parts {
        if let Some((name, _)) = part.split_once('=') {
            let name = name.trim();
            if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                names.insert(name.to_string());
            }
        }
    }
    names
}

/// What the code asks for: each message id with the arguments its calls pass (`None` where a
/// call builds its arguments itself).
fn used_by_code() -> BTreeMap<String, Option<BTreeSet<String>>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut used: BTreeMap<String, Option<BTreeSet<String>>> = BTreeMap::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("a readable source file");
        for (marker, passes_args) in [("t!(", true), ("text(", false), ("attribute(", false)] {
            for (at, _) in text.match_indices(marker) {
                // `assert!(`, `context(` and the like end in a marker but are other calls.
                if text[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_')
                {
                    continue;
                }
                let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
                if text[line_start..at].trim_start().starts_with("//") {
                    continue;
                }
                let body = call_body(&text[at + marker.len()..]);
                let trimmed = body.trim_start();
                let Some(quoted) = trimmed.strip_prefix('"') else {
                    continue;
                };
                let Some(end) = quoted.find('"') else {
                    continue;
                };
                let id = &quoted[..end];
                if id.is_empty()
                    || !id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    continue;
                }
                let args = passes_args.then(|| {
                    let rest = quoted[end + 1..].trim_start();
                    arg_names(rest.strip_prefix(',').unwrap_or(""))
                });
                let entry = used
                    .entry(id.to_string())
                    .or_insert_with(|| Some(BTreeSet::new()));
                match (entry.as_mut(), args) {
                    (Some(all), Some(args)) => all.extend(args),
                    _ => *entry = None,
                }
            }
        }
    }
    // Ids made from data: a message per variant of every game.
    for game in sevenfold::registry::GameKind::ALL {
        for name in variant_names(*game) {
            used.insert(
                sevenfold::ui::games::variant_message(*game, &name),
                Some(BTreeSet::new()),
            );
        }
    }
    // Ids made from data: what each game's word files say of it on the shared screens.
    for game in sevenfold::registry::GameKind::ALL {
        for name in sevenfold::i18n::GAME_MESSAGES {
            used.insert(sevenfold::i18n::game_message(game.id(), name), None);
        }
    }
    // Ids made from data: every block of every game's rules page.
    for rules in [
        sevenfold::ui::sedma::rules::RULES,
        sevenfold::ui::all_fours::rules::RULES,
        sevenfold::ui::sevens_from_hell::rules::RULES,
    ] {
        for block in rules {
            used.insert(
                sevenfold::ui::rules_page::block_id(block).to_string(),
                Some(BTreeSet::new()),
            );
        }
    }
    // Lessons' translations are checked on their own (English has none: the lesson files are
    // its text).
    let lessons = lesson_messages();
    used.retain(|id, _| !lessons.contains(id));
    // The tests' own probe of a missing message.
    used.remove("no-such-message");
    used
}

fn variant_names(game: sevenfold::registry::GameKind) -> Vec<String> {
    sevenfold_core::with_kind!(game, |G| <G as sevenfold::engine::GameDef>::variants()
        .iter()
        .map(|v| v.name.to_string())
        .collect())
}

/// The id of the message a line of a file begins (a message starts at the line's start with a
/// lower-case letter; terms start with `-`, comments with `#`).
fn entry_id(line: &str) -> Option<String> {
    line.chars()
        .next()
        .is_some_and(|c| c.is_ascii_lowercase())
        .then(|| {
            line.split('=')
                .next()
                .unwrap_or_default()
                .trim()
                .to_string()
        })
}

/// Each message of a file with the variables its text uses (terms, whose ids start with `-`,
/// are the file's own business).
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if let Some(id) = entry_id(line) {
            assert!(!out.contains_key(&id), "the message {id} is defined twice");
            out.insert(id.clone(), BTreeSet::new());
            current = Some(id);
        } else if !line.starts_with(' ') {
            current = None;
        }
        if let Some(id) = &current {
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                let name: String = rest[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if let Some(vars) = out.get_mut(id) {
                    vars.insert(name);
                }
                rest = &rest[at + 1..];
            }
        }
    }
    out
}

/// The ids of the messages that hold lessons' translations: `lesson-` and a lesson's id.
fn lesson_messages() -> BTreeSet<String> {
    let catalogue = sevenfold::lesson_catalogue::catalogue();
    catalogue
        .lessons
        .iter()
        .chain(&catalogue.puzzles)
        .map(|l| sevenfold::i18n::lessons::message_id(&l.id))
        .collect()
}

/// The attributes of each message of a file: `lesson-sedma-01` has `title`, `goal`, …
fn attributes(source: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if let Some(id) = entry_id(line) {
            out.entry(id.clone()).or_default();
            current = Some(id);
        } else if !line.starts_with(' ') {
            current = None;
        } else if let (Some(id), Some(attr)) = (&current, line.trim_start().strip_prefix('.')) {
            let name = attr
                .split('=')
                .next()
                .unwrap_or_default()
                .trim()
                .to_string();
            out.entry(id.clone()).or_default().push(name);
        }
    }
    out
}

/// Every lesson and puzzle is translated into every language but English, text by text, and
/// no language keeps the translation of a lesson that is gone or of a text it no longer has.
#[test]
fn every_lesson_is_translated_text_by_text() {
    let catalogue = sevenfold::lesson_catalogue::catalogue();
    let all: Vec<_> = catalogue.lessons.iter().chain(&catalogue.puzzles).collect();
    assert!(all.len() > 20, "only {} lessons", all.len());
    let mut problems = Vec::new();
    for l in Language::ALL {
        let attrs = attributes(&words(l));
        for lesson in &all {
            let id = sevenfold::i18n::lessons::message_id(&lesson.id);
            let want: Vec<String> = lesson.texts().into_iter().map(|t| t.id).collect();
            match (l, attrs.get(&id)) {
                (Language::English, None) => {}
                (Language::English, Some(_)) => {
                    problems.push(format!("en.ftl has {id}: the lesson file is the English"))
                }
                (_, None) => problems.push(format!("{}.ftl lacks {id}", l.tag())),
                (_, Some(have)) if *have != want => problems.push(format!(
                    "{}.ftl: {id} has {have:?}, the lesson's texts are {want:?}",
                    l.tag()
                )),
                _ => {}
            }
        }
        for id in attrs.keys().filter(|id| id.starts_with("lesson-")) {
            let known = all
                .iter()
                .any(|lesson| sevenfold::i18n::lessons::message_id(&lesson.id) == *id);
            if !known && !attrs[id].is_empty() {
                problems.push(format!("{}.ftl has {id}, a lesson nobody has", l.tag()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A lesson shown in Czech reads its Czech texts.
#[test]
fn a_lesson_comes_in_the_window_language() {
    let catalogue = sevenfold::lesson_catalogue::catalogue();
    let lesson = catalogue.find("sedma-01").expect("the first Sedma lesson");
    sevenfold::i18n::set_language(Language::Czech);
    let czech = sevenfold::i18n::lessons::translated(lesson);
    sevenfold::i18n::set_language(Language::English);
    let english = sevenfold::i18n::lessons::translated(lesson);
    assert_eq!(english.title, lesson.title);
    assert_ne!(czech.title, lesson.title);
    assert_ne!(czech.steps[1].task, lesson.steps[1].task);
    assert_eq!(czech.steps[1].moves, lesson.steps[1].moves);
}

/// Every word file of `l` (the shared one and each game's) as one text.
fn words(l: Language) -> String {
    let sources: Vec<&str> = sevenfold::i18n::sources(l)
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    sources.join("\n")
}

#[test]
fn every_file_parses() {
    let mut files = 0;
    for l in Language::ALL {
        for (path, text) in sevenfold::i18n::sources(l) {
            if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text.to_string()) {
                panic!("{path} does not parse: {errors:?}");
            }
            files += 1;
        }
    }
    assert_eq!(files, 3 * (1 + sevenfold::registry::GameKind::ALL.len()));
}

/// A message lives in one file: the shared words or one game's.
#[test]
fn no_message_is_in_two_files() {
    for l in Language::ALL {
        let mut seen: BTreeMap<String, String> = BTreeMap::new();
        for (path, text) in sevenfold::i18n::sources(l) {
            for id in messages(text).into_keys() {
                if let Some(first) = seen.insert(id.clone(), path.clone()) {
                    panic!("{id} is in both {first} and {path}");
                }
            }
        }
    }
}

#[test]
fn every_language_has_every_message_the_code_uses_and_no_other() {
    let used = used_by_code();
    assert!(used.len() > 100, "the scan found only {} ids", used.len());
    let lessons = lesson_messages();
    let mut problems = Vec::new();
    for l in Language::ALL {
        let defined = messages(&words(l));
        for id in used.keys() {
            if !defined.contains_key(id) {
                problems.push(format!("{}.ftl lacks {id}", l.tag()));
            }
        }
        for id in defined.keys() {
            if !used.contains_key(id) && !lessons.contains(id) {
                problems.push(format!("{}.ftl has {id}, which no code uses", l.tag()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn translations_use_only_the_arguments_the_code_passes() {
    let used = used_by_code();
    let mut problems = Vec::new();
    for l in Language::ALL {
        for (id, vars) in messages(&words(l)) {
            let Some(Some(passed)) = used.get(&id) else {
                continue;
            };
            for v in vars.difference(passed) {
                problems.push(format!(
                    "{}.ftl: {id} uses ${v}, which the code never passes",
                    l.tag()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_scan_reads_calls_as_written() {
    let body = call_body(r#""card-name", rank = f(a, b), suit = "x,y") rest"#);
    assert_eq!(body, r#""card-name", rank = f(a, b), suit = "x,y""#);
    let names = arg_names(r#" rank = f(a, b), suit = "x,y""#);
    assert_eq!(
        names,
        BTreeSet::from(["rank".to_string(), "suit".to_string()])
    );
}

/// A fingerprint of a lesson's English texts (FNV-1a, the same on every platform and build).
fn english_fingerprint(texts: &[sevenfold::lesson::LessonText<'_>]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for t in texts {
        for byte in t.id.bytes().chain([0]).chain(t.text.bytes()).chain([0]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}

/// The fingerprint written in a `# english: …` line just above each message of a file.
fn recorded_fingerprints(source: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut last: Option<String> = None;
    for line in source.lines() {
        if let Some(id) = entry_id(line)
            && let Some(mark) = last.take()
        {
            out.insert(id, mark);
        }
        last = line
            .strip_prefix("# english: ")
            .map(|m| m.trim().to_string());
    }
    out
}

/// Each lesson's translation says which English it was made from, so editing a lesson's
/// English (or generating a puzzle afresh) fails here until every translation is checked
/// against the new text.
#[test]
fn every_lesson_translation_is_of_the_english_the_lesson_has_now() {
    let catalogue = sevenfold::lesson_catalogue::catalogue();
    let mut problems = Vec::new();
    for l in Language::ALL.iter().filter(|l| **l != Language::English) {
        let recorded = recorded_fingerprints(&words(*l));
        for lesson in catalogue.lessons.iter().chain(&catalogue.puzzles) {
            let id = sevenfold::i18n::lessons::message_id(&lesson.id);
            let now = english_fingerprint(&lesson.texts());
            match recorded.get(&id) {
                Some(was) if *was == now => {}
                Some(was) => problems.push(format!(
                    "{}.ftl: the English of {id} has changed since it was translated ({was}); \
                     bring its texts up to date, then write '# english: {now}' above it",
                    l.tag()
                )),
                None => problems.push(format!(
                    "{}.ftl: {id} does not say which English it translates; once its texts \
                     match the lesson, write '# english: {now}' above it",
                    l.tag()
                )),
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
