//! The people who play at this computer, each with a name and their own record. History files
//! name people by profile number and are never rewritten, so renaming changes only this file,
//! and merging two profiles records that one now counts as the other.

use super::format::{Versioned, decode_current};
use super::players::{Player, ProfileId};
use super::problem::FileKind;
use serde::{Deserialize, Serialize};

/// The longest name a profile may have, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Why a change to the player list was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProfileError {
    #[error("the player list is full; merge players you no longer need")]
    ListFull,
    #[error("there is no such player")]
    Unknown,
    #[error("choose two different players to merge")]
    MergeSame,
    #[error("type a name")]
    NameEmpty,
    #[error("a name may have at most {MAX_NAME_CHARS} letters; shorten it")]
    NameLong,
    #[error("a name cannot hold line breaks or tabs")]
    NameControl,
    #[error("another player is already called {0}; choose another name")]
    NameTaken(String),
}

/// One person's profile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    pub id: ProfileId,
    pub name: String,
    /// Merged into this profile: its matches count as that person's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub merged_into: Option<ProfileId>,
}

/// Every profile, merged ones included (their numbers stay in the history).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profiles {
    pub version: u32,
    pub profiles: Vec<Profile>,
}

impl Profiles {
    /// The profiles before anyone has given a name: the default one, called by the computer
    /// account's name when there is one.
    pub fn first_run() -> Profiles {
        Profiles {
            version: Profiles::VERSION,
            profiles: vec![Profile {
                id: ProfileId::DEFAULT,
                name: account_name().unwrap_or_else(|| "Player 1".into()),
                merged_into: None,
            }],
        }
    }

    /// The profile a number counts as now (following merges).
    pub fn resolve(&self, id: ProfileId) -> ProfileId {
        let mut id = id;
        // A merge chain is at most as long as the list; the bound guards a hand-edited loop.
        for _ in 0..=self.profiles.len() {
            match self.get(id).and_then(|p| p.merged_into) {
                Some(next) => id = next,
                None => break,
            }
        }
        id
    }

    /// Every profile number that counts as `who` now: `who` and the profiles merged into it
    /// (directly or along a chain).
    pub fn same_person(&self, who: ProfileId) -> Vec<ProfileId> {
        let who = self.resolve(who);
        let mut ids = vec![who];
        ids.extend(
            self.profiles
                .iter()
                .map(|p| p.id)
                .filter(|&id| id != who && self.resolve(id) == who),
        );
        ids
    }

    /// A seat's player as it counts now: a merged profile's person plays as the one it was
    /// merged into.
    pub fn resolve_player(&self, player: Player) -> Player {
        match player {
            Player::Person(id) => Player::Person(self.resolve(id)),
            bot => bot,
        }
    }

    fn get(&self, id: ProfileId) -> Option<&Profile> {
        self.profiles.iter().find(|p| p.id == id)
    }

    /// The name of the person a number counts as now; a number this file does not know (a
    /// history file from another computer) is named by its number.
    pub fn name_of(&self, id: ProfileId) -> String {
        self.get(self.resolve(id)).map_or_else(
            || format!("Player {}", u64::from(id.0) + 1),
            |p| p.name.clone(),
        )
    }

    /// The profiles people can choose: every one not merged into another, in the order made.
    pub fn active(&self) -> impl Iterator<Item = &Profile> {
        self.profiles.iter().filter(|p| p.merged_into.is_none())
    }

    /// Adds a profile; the error says what is wrong with the name.
    pub fn add(&mut self, name: &str) -> Result<ProfileId, ProfileError> {
        let name = self.check_name(name, None)?;
        let next = self
            .profiles
            .iter()
            .map(|p| p.id.0)
            .max()
            .map_or(Some(0), |n| n.checked_add(1));
        let Some(next) = next else {
            return Err(ProfileError::ListFull);
        };
        let id = ProfileId(next);
        self.profiles.push(Profile {
            id,
            name,
            merged_into: None,
        });
        Ok(id)
    }

    /// Renames a profile.
    pub fn rename(&mut self, id: ProfileId, name: &str) -> Result<(), ProfileError> {
        let name = self.check_name(name, Some(id))?;
        match self.profiles.iter_mut().find(|p| p.id == id) {
            Some(p) => {
                p.name = name;
                Ok(())
            }
            None => Err(ProfileError::Unknown),
        }
    }

    /// From now on `from`'s matches count as `into`'s, and `from` is no longer offered.
    pub fn merge(&mut self, from: ProfileId, into: ProfileId) -> Result<(), ProfileError> {
        let (from, into) = (self.resolve(from), self.resolve(into));
        if from == into {
            return Err(ProfileError::MergeSame);
        }
        if self.get(into).is_none() {
            return Err(ProfileError::Unknown);
        }
        match self.profiles.iter_mut().find(|p| p.id == from) {
            Some(p) => {
                p.merged_into = Some(into);
                Ok(())
            }
            None => Err(ProfileError::Unknown),
        }
    }

    /// The name trimmed, if it may be used: not empty, not too long, and not another active
    /// profile's (letter case aside).
    pub fn check_name(&self, name: &str, own: Option<ProfileId>) -> Result<String, ProfileError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(ProfileError::NameEmpty);
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(ProfileError::NameLong);
        }
        if name.chars().any(char::is_control) {
            return Err(ProfileError::NameControl);
        }
        let taken = self
            .active()
            .any(|p| Some(p.id) != own && p.name.to_lowercase() == name.to_lowercase());
        if taken {
            return Err(ProfileError::NameTaken(name.to_string()));
        }
        Ok(name.to_string())
    }

    /// Checks what the type system cannot: each number once, merges lead to profiles here.
    fn check(&self) -> Result<(), String> {
        let mut seen = std::collections::BTreeSet::new();
        for p in &self.profiles {
            if !seen.insert(p.id) {
                return Err(format!("player number {} is listed twice", p.id.0));
            }
        }
        for p in &self.profiles {
            if let Some(into) = p.merged_into
                && self.get(into).is_none()
            {
                return Err(format!(
                    "{} is merged into player number {}, which is not listed",
                    p.name, into.0
                ));
            }
        }
        if self.active().next().is_none() {
            return Err("it lists no player who can play".into());
        }
        Ok(())
    }
}

/// The computer account's name, as the system gives it.
pub fn account_name() -> Option<String> {
    ["USER", "USERNAME", "LOGNAME"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .map(|n| n.trim().chars().take(MAX_NAME_CHARS).collect::<String>())
        .find(|n| !n.is_empty() && n != "root")
        .map(|n| {
            // Account names are often lower case: a name at the table is capitalised.
            let mut c = n.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect())
                .unwrap_or_default()
        })
}

impl Versioned for Profiles {
    const KIND: FileKind = FileKind::Players;
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<Profiles, String> {
        let p: Profiles = decode_current(Self::KIND, Self::VERSION, version, text)?;
        p.check()?;
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked_renamed_and_merged() {
        let mut p = Profiles::first_run();
        let anna = p.add("  Anna ").unwrap();
        assert_eq!(p.name_of(anna), "Anna");
        assert_eq!(p.add("anna"), Err(ProfileError::NameTaken("anna".into())));
        assert_eq!(p.add(" "), Err(ProfileError::NameEmpty));
        assert_eq!(p.add(&"x".repeat(30)), Err(ProfileError::NameLong));
        assert_eq!(p.add("a\tb"), Err(ProfileError::NameControl));
        let ben = p.add("Ben").unwrap();
        p.rename(ben, "Benedict").unwrap();
        assert_eq!(p.name_of(ben), "Benedict");
        // A rename may keep its own name in another case.
        p.rename(ben, "BENEDICT").unwrap();
        p.merge(ben, anna).unwrap();
        assert_eq!(p.resolve(ben), anna);
        assert_eq!(p.name_of(ben), "Anna");
        assert_eq!(
            p.merge(ben, anna),
            Err(ProfileError::MergeSame),
            "already one"
        );
        assert_eq!(p.rename(ProfileId(40), "Cyril"), Err(ProfileError::Unknown));
        assert_eq!(p.active().count(), 2);
        // Merged names may be used again.
        assert!(p.add("Benedict").is_ok());
        assert_eq!(p.name_of(ProfileId(40)), "Player 41");
    }
}
