//! The languages the program speaks, as the settings keep them. The words themselves are the
//! window's (its message files); the store only remembers the choice.

use serde::{Deserialize, Serialize};

/// A language the window speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "cs")]
    Czech,
    #[serde(rename = "pl")]
    Polish,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::Czech, Language::Polish];

    /// The language's tag, as locales and the `.ftl` files name it.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Czech => "cs",
            Language::Polish => "pl",
        }
    }

    /// The language's name in itself, as language choosers show it whatever the language of
    /// the rest of the window.
    pub fn autonym(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Czech => "Čeština",
            Language::Polish => "Polski",
        }
    }

    /// The language of a locale such as `cs-CZ`, `pl_PL.UTF-8` or `en-GB`, if we speak it.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.tag() == primary)
    }
}
