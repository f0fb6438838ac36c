//! File names every system Sevenfold runs on accepts. Windows is the strictest: no
//! `< > : " / \ | ? *` or control characters, no name ending in a dot or a space, and none of
//! its device names (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9), with an extension or
//! without. The tests below check every name the store makes, and the other rules a Windows
//! copy relies on, on any system.

/// Whether `name` (one path component) is a legal file name on Windows, macOS and Linux.
pub fn is_portable_file_name(name: &str) -> bool {
    const RESERVED: [&str; 4] = ["CON", "PRN", "AUX", "NUL"];
    if name.is_empty() || name.len() > 255 || name.ends_with(['.', ' ']) {
        return false;
    }
    if name
        .chars()
        .any(|c| c.is_control() || "<>:\"/\\|?*".contains(c))
    {
        return false;
    }
    // A device name stays one with any extension: "nul.ron" is the device too.
    let stem = name.split('.').next().unwrap_or(name).trim_end();
    let upper = stem.to_ascii_uppercase();
    let numbered = |prefix: &str| {
        upper
            .strip_prefix(prefix)
            .is_some_and(|n| n.len() == 1 && n.as_bytes()[0].is_ascii_digit() && n != "0")
    };
    !(RESERVED.contains(&upper.as_str()) || numbered("COM") || numbered("LPT"))
}

#[cfg(test)]
mod tests {
    use super::super::clock::Stamp;
    use super::super::format::to_text;
    use super::super::fsio::{aside_path, temp_path, write_atomic};
    use super::super::{
        Level, MatchId, Player, SavedMatch, Settings, Store, backup_file_name, export_file_name,
    };
    use super::is_portable_file_name;
    use sevenfold_core::engine::Match;
    use sevenfold_core::games::sedma::{Sedma, SedmaOptions};
    use std::path::Path;

    fn name_of(path: &Path) -> String {
        path.file_name().unwrap().to_string_lossy().into_owned()
    }

    #[test]
    fn windows_refuses_these_names() {
        for bad in [
            "",
            "a:b.ron",
            "a<b",
            "a|b",
            "a?b",
            "a*b",
            "a\"b",
            "a\\b",
            "a/b",
            "tab\there",
            "x.",
            "x ",
            "CON",
            "nul",
            "NUL.ron",
            "com1.txt",
            "Lpt9",
            "aux .ron",
        ] {
            assert!(!is_portable_file_name(bad), "{bad:?}");
        }
        for good in [
            "20261121-070320-3fa9c1.ron",
            "console.ron",
            "com10",
            "com0",
            "nullable.ron",
            ".autosave.ron.tmp-12-3",
        ] {
            assert!(is_portable_file_name(good), "{good:?}");
        }
    }

    /// Every file the store writes has a name Windows accepts: times are written without
    /// colons, and match ids that would name a device are refused.
    #[test]
    fn every_name_the_store_makes_is_legal_on_windows() {
        let store = Store::at(Path::new("data"));
        let stamp = Stamp::now().compact();
        let mut names: Vec<String> = [
            store.settings_path(),
            store.autosave_path(),
            store.profiles_path(),
            store.stats_path(),
            store.lessons_path(),
            store.window_path(),
            store.lock_path(),
            temp_path(&store.autosave_path()),
            aside_path(&store.settings_path(), "corrupt", &stamp, 0),
            aside_path(&store.autosave_path(), "recorded", &stamp, 3),
        ]
        .iter()
        .map(|p| name_of(p))
        .collect();
        names.push(format!("{}.ron", MatchId::new(Stamp::now())));
        names.push(backup_file_name(&stamp));
        names.push(export_file_name("statistics", &stamp, 1));
        names.push(export_file_name("history", &stamp, 2));
        for name in &names {
            assert!(is_portable_file_name(name), "{name}");
        }
        assert!(!MatchId("CON".into()).is_valid());
        assert!(!MatchId("lpt1".into()).is_valid());
        assert!(MatchId::new(Stamp::now()).is_valid());
    }

    /// An atomic write renames its new contents over the file it replaces, never removing it
    /// first, and leaves no temporary file behind. That a rename replaces an existing file on
    /// Windows too is the standard library's promise (`std::fs::rename` uses
    /// MOVEFILE_REPLACE_EXISTING there); this test holds the store to using it that way.
    #[test]
    fn an_atomic_write_replaces_an_existing_file() {
        let dir = std::env::temp_dir().join(format!("sevenfold-portable-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("settings.ron");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 1, "{left:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// On Windows `directories` keeps the files in `%APPDATA%\<folder>\config` and `\data`
    /// (no organization is given): the uninstaller's "remove the saved games" deletes that
    /// folder, and only it.
    #[test]
    fn the_windows_uninstaller_removes_the_stores_folder() {
        let packager = include_str!("../../../Packager.toml");
        let line = format!(
            "appdata-paths = [\"$APPDATA/{}\"]",
            super::super::APP_FOLDER
        );
        assert!(packager.lines().any(|l| l == line), "{line}");
    }

    fn crlf(text: &str) -> String {
        text.replace('\n', "\r\n")
    }

    /// A file edited on Windows (Notepad writes `\r\n`) loads as the store wrote it: the
    /// version is found and the contents read, with no warning.
    #[test]
    fn files_with_windows_line_ends_read_the_same() {
        let dir = std::env::temp_dir().join(format!("sevenfold-crlf-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let store = Store::at(&dir);

        let mut settings = Settings::default();
        settings.sedma.players = 4;
        let text = to_text(&settings).unwrap();
        assert!(text.contains('\n'));
        std::fs::write(store.settings_path(), crlf(&text)).unwrap();
        let read = store.load_settings().unwrap();
        assert!(read.warnings.is_empty(), "{:?}", read.warnings);
        assert_eq!(read.value, settings);

        let opts = SedmaOptions::for_players(2);
        let m = Match::<Sedma>::new(opts, 5).unwrap();
        let players = vec![Player::DEFAULT_PERSON, Player::Bot(Level::Normal)];
        let saved = SavedMatch::start(&m, players);
        std::fs::write(store.autosave_path(), crlf(&to_text(&saved).unwrap())).unwrap();
        let read = store.load_match().unwrap();
        assert!(read.warnings.is_empty(), "{:?}", read.warnings);
        assert_eq!(read.value, Some(saved));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
