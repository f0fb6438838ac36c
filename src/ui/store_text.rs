//! The store's problems in the window's language. The store reports facts (which file, what
//! was wrong); these functions word them. A detail only a parser or the system can give (the
//! line of a hand-edited file, an unusual system error) is quoted as it comes.

use crate::store::{FileKind, Problem, ProfileError, SeatsError, StoreError, Warning};
use std::io::ErrorKind;

/// What a kind of file is called: "the player list".
pub fn file_kind(kind: FileKind) -> String {
    t!("file-kind", kind = kind.key())
}

/// Why a file could not be used.
pub fn problem(p: &Problem) -> String {
    match p {
        Problem::TooLarge { mib } => t!("file-problem-large", mib = *mib),
        Problem::Empty => t!("file-problem-empty"),
        Problem::NotText { offset } => t!("file-problem-not-text", offset = *offset),
        Problem::Unreadable { detail } => t!("file-problem-unreadable", detail = detail.as_str()),
        Problem::Newer { found, supported } => {
            t!("file-problem-newer", found = *found, supported = *supported)
        }
        Problem::Recorded { id } => t!("file-problem-recorded", id = id.as_str()),
        Problem::Importing => t!("file-problem-importing"),
    }
}

/// A file that was set aside or skipped, and where it is now.
pub fn warning(w: &Warning) -> String {
    let file = w.path.display().to_string();
    let what = file_kind(w.kind);
    let problem = problem(&w.problem);
    match (&w.problem, &w.moved_to) {
        (Problem::Recorded { id }, Some(to)) => t!(
            "file-warning-recorded",
            id = id.as_str(),
            kept = to.display().to_string()
        ),
        (_, Some(to)) => t!(
            "file-warning-moved",
            file = file,
            what = what,
            problem = problem,
            kept = to.display().to_string()
        ),
        (_, None) => t!("file-warning-skipped", file = file, problem = problem),
    }
}

/// Why reading or writing failed.
pub fn error(e: &StoreError) -> String {
    match e {
        StoreError::NoHome => t!("store-error-no-home", env = crate::store::DATA_DIR_ENV),
        StoreError::Io { path, source } => {
            let reason = match source.kind() {
                ErrorKind::NotFound => "missing",
                ErrorKind::PermissionDenied => "denied",
                ErrorKind::StorageFull => "full",
                ErrorKind::ReadOnlyFilesystem => "read-only",
                _ => "other",
            };
            t!(
                "store-error-io",
                path = path.display().to_string(),
                reason = reason,
                detail = source.to_string()
            )
        }
        StoreError::NewerVersion {
            path,
            found,
            supported,
        } => t!(
            "store-error-newer",
            path = path.display().to_string(),
            found = *found,
            supported = *supported
        ),
        StoreError::Encode { what, message } => t!(
            "store-error-encode",
            what = file_kind(*what),
            detail = message.as_str()
        ),
        StoreError::Replay { id, message } => t!(
            "store-error-replay",
            id = id.as_str(),
            detail = message.as_str()
        ),
        StoreError::UnknownMatch(id) => t!("store-error-unknown-match", id = id.as_str()),
        StoreError::AmbiguousMatch { prefix, ids } => t!(
            "store-error-ambiguous-match",
            prefix = prefix.as_str(),
            ids = ids.join(", ")
        ),
        StoreError::NoSuchHand { id, hand, count } => t!(
            "store-error-no-such-hand",
            id = id.as_str(),
            hand = *hand,
            count = *count
        ),
        StoreError::Duplicate(id) => t!("store-error-duplicate", id = id.as_str()),
        StoreError::InUse { dir } => t!("store-error-in-use", dir = dir.display().to_string()),
        StoreError::Database { path, message } => t!(
            "store-error-database",
            path = path.display().to_string(),
            detail = message.as_str()
        ),
    }
}

/// Why a change to the player list was refused.
pub fn profile(e: &ProfileError) -> String {
    match e {
        ProfileError::ListFull => t!("profile-list-full"),
        ProfileError::Unknown => t!("profile-unknown"),
        ProfileError::MergeSame => t!("profile-merge-same"),
        ProfileError::NameEmpty => t!("profile-name-empty"),
        ProfileError::NameLong => t!("profile-name-long", most = crate::store::MAX_NAME_CHARS),
        ProfileError::NameControl => t!("profile-name-control"),
        ProfileError::NameTaken(name) => t!("profile-name-taken", name = name.as_str()),
    }
}

/// Why a seat plan cannot be played; `name` names a person.
pub fn seats(e: SeatsError, name: impl Fn(crate::store::ProfileId) -> String) -> String {
    match e {
        SeatsError::NoPerson => t!("seats-no-person"),
        SeatsError::Twice(who) => t!("seats-twice", name = name(who)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};
    use crate::store::{MatchId, ProfileId};
    use std::path::PathBuf;

    /// Every problem the store can report, as the window words it now.
    fn all_words() -> Vec<String> {
        let path = PathBuf::from("history/m1.ron");
        let io = |kind| StoreError::Io {
            path: path.clone(),
            source: std::io::Error::from(kind),
        };
        let id = || MatchId("20261125-101500-ab12".into());
        let mut words: Vec<String> = FileKind::ALL.iter().map(|k| file_kind(*k)).collect();
        for p in [
            Problem::TooLarge { mib: 8 },
            Problem::Empty,
            Problem::NotText { offset: 12 },
            Problem::Unreadable {
                detail: "line 1, column 2: expected `)`".into(),
            },
            Problem::Newer {
                found: 3,
                supported: 1,
            },
            Problem::Importing,
        ] {
            for moved_to in [None, Some(PathBuf::from("history/m1.ron.corrupt-1"))] {
                words.push(warning(&Warning {
                    path: path.clone(),
                    kind: FileKind::MatchRecord,
                    problem: p.clone(),
                    moved_to,
                }));
            }
        }
        for e in [
            StoreError::NoHome,
            io(ErrorKind::NotFound),
            io(ErrorKind::PermissionDenied),
            io(ErrorKind::StorageFull),
            io(ErrorKind::ReadOnlyFilesystem),
            StoreError::NewerVersion {
                path: path.clone(),
                found: 2,
                supported: 1,
            },
            StoreError::Encode {
                what: FileKind::Settings,
                message: "x".into(),
            },
            StoreError::Replay {
                id: id(),
                message: "action 3".into(),
            },
            StoreError::UnknownMatch("2026".into()),
            StoreError::AmbiguousMatch {
                prefix: "2026".into(),
                ids: vec!["a".into(), "b".into()],
            },
            StoreError::NoSuchHand {
                id: id(),
                hand: 7,
                count: 5,
            },
            StoreError::Duplicate(id()),
            StoreError::Database {
                path: PathBuf::from("history.sqlite3"),
                message: "disk I/O error".into(),
            },
        ] {
            words.push(error(&e));
        }
        for e in [
            ProfileError::ListFull,
            ProfileError::Unknown,
            ProfileError::MergeSame,
            ProfileError::NameEmpty,
            ProfileError::NameLong,
            ProfileError::NameControl,
            ProfileError::NameTaken("Anna".into()),
        ] {
            words.push(profile(&e));
        }
        for e in [SeatsError::NoPerson, SeatsError::Twice(ProfileId(1))] {
            words.push(seats(e, |_| "Anna".into()));
        }
        words
    }

    #[test]
    fn every_store_problem_is_worded_in_each_language() {
        set_language(Language::English);
        let english = all_words();
        assert!(english[..FileKind::ALL.len()].contains(&"the player list".to_string()));
        for language in [Language::Czech, Language::Polish] {
            set_language(language);
            let words = all_words();
            for (w, e) in words.iter().zip(&english) {
                assert!(!w.contains('{') && !w.is_empty(), "{language:?}: {w}");
                assert_ne!(w, e, "{language:?} says it in English");
            }
        }
        set_language(Language::Czech);
        let hands = error(&StoreError::NoSuchHand {
            id: MatchId("m".into()),
            hand: 7,
            count: 5,
        });
        assert_eq!(hands, "zápas m má 5 rozdání; rozdání 7 v něm není");
        let set_aside = warning(&Warning {
            path: PathBuf::from("settings.ron"),
            kind: FileKind::Settings,
            problem: Problem::NotText { offset: 12 },
            moved_to: Some(PathBuf::from("settings.ron.corrupt-1")),
        });
        assert_eq!(
            set_aside,
            "Soubor settings.ron (nastavení) nejde přečíst: není to text (chybný bajt na pozici \
             12); je uschovaný jako settings.ron.corrupt-1"
        );
        set_language(Language::Polish);
        let hands = error(&StoreError::NoSuchHand {
            id: MatchId("m".into()),
            hand: 2,
            count: 1,
        });
        assert_eq!(hands, "mecz m ma jedno rozdanie; nie ma w nim rozdania 2");
        set_language(Language::English);
    }
}
