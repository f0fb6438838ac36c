//! Who sat at the table: a person (one of the player profiles) or a bot of some level.

use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong a bot plays: the bots' own levels, saved by name.
pub use sevenfold_ai::Level;

/// A player profile's number, stable for the profile's life (names may change).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct ProfileId(pub u32);

impl ProfileId {
    /// The profile made at the first run: every file written before profiles existed is its.
    pub const DEFAULT: ProfileId = ProfileId(0);
}

/// One seat's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "PlayerFile", into = "PlayerFile")]
pub enum Player {
    Person(ProfileId),
    Bot(Level),
    /// A person at another computer, at a table played on a table server (a record names
    /// them in [`HistoryEntry::friends`](super::HistoryEntry::friends)).
    Friend,
}

impl Player {
    /// The person of the default profile (the only person before hot-seat play).
    pub const DEFAULT_PERSON: Player = Player::Person(ProfileId::DEFAULT);

    /// The profile of a person's seat.
    pub fn person(self) -> Option<ProfileId> {
        match self {
            Player::Person(p) => Some(p),
            Player::Bot(_) | Player::Friend => None,
        }
    }

    /// Whether a person of this computer's profiles plays the seat.
    pub fn is_person(self) -> bool {
        self.person().is_some()
    }

    /// Whether a person plays the seat, here or at another computer.
    pub fn is_human(self) -> bool {
        !matches!(self, Player::Bot(_))
    }

    /// The level of a bot's seat.
    pub fn level(self) -> Option<Level> {
        match self {
            Player::Bot(l) => Some(l),
            Player::Person(_) | Player::Friend => None,
        }
    }
}

/// A player as files write it: `Human` is what files written before profiles say of the one
/// person at the table, who is the default profile.
#[derive(Clone, Copy, Serialize, Deserialize)]
enum PlayerFile {
    Human,
    Person(ProfileId),
    Bot(Level),
    Friend,
}

impl From<PlayerFile> for Player {
    fn from(p: PlayerFile) -> Player {
        match p {
            PlayerFile::Human => Player::DEFAULT_PERSON,
            PlayerFile::Person(id) => Player::Person(id),
            PlayerFile::Bot(l) => Player::Bot(l),
            PlayerFile::Friend => Player::Friend,
        }
    }
}

impl From<Player> for PlayerFile {
    fn from(p: Player) -> PlayerFile {
        match p {
            Player::Person(id) => PlayerFile::Person(id),
            Player::Bot(l) => PlayerFile::Bot(l),
            Player::Friend => PlayerFile::Friend,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Person(ProfileId(n)) => write!(f, "person {n}"),
            Player::Bot(l) => write!(f, "bot ({l})"),
            Player::Friend => write!(f, "a friend at another computer"),
        }
    }
}

/// The seat statistics of the table's first person are kept for (the first person seat).
pub fn first_person_seat(players: &[Player]) -> Option<usize> {
    players.iter().position(|p| p.is_person())
}

/// The seats of people, with their profiles.
pub fn person_seats(players: &[Player]) -> impl Iterator<Item = (usize, ProfileId)> + '_ {
    players
        .iter()
        .enumerate()
        .filter_map(|(s, p)| Some((s, p.person()?)))
}
