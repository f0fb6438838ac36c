//! The seats the person holds at tables on servers (`seats.ron` in the data folder), so that a
//! window started again after a restart or a crash offers the way back to each table.

use crate::fsio::{read_capped, set_aside, write_atomic_private};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One seat at a table on a server: where the table is and the proof the seat is the
/// person's (its token, which the file keeps readable by its owner only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSeat {
    /// The server's WebSocket address.
    pub url: String,
    /// Where the table is, as people type it.
    pub place: String,
    pub code: String,
    pub token: String,
    pub seat: usize,
    /// The game's id in the registry ("sedma").
    pub game: String,
    /// The host's name; empty when the person hosts the table.
    #[serde(default)]
    pub host: String,
    /// The port of the table server this computer ran for the table, when it hosted it here
    /// (it is started again on that port to sit down again).
    #[serde(default)]
    pub hosted_here: Option<u16>,
}

/// The seats kept, newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSeats {
    pub version: u32,
    pub seats: Vec<TableSeat>,
}

impl TableSeats {
    pub const VERSION: u32 = 1;
    /// More seats than anyone keeps at once: the oldest go first.
    pub const MOST: usize = 12;

    pub fn path(dir: &Path) -> PathBuf {
        dir.join("seats.ron")
    }

    /// The seats kept in `dir`; none when there is no file. A file that cannot be read is
    /// set aside (never written over) and the error says where it went.
    pub fn load(dir: &Path) -> Result<TableSeats, String> {
        let path = Self::path(dir);
        let text = match read_capped(&path) {
            Ok(crate::fsio::ReadOutcome::Text(text)) => text,
            Ok(crate::fsio::ReadOutcome::Missing) => return Ok(TableSeats::default()),
            Ok(crate::fsio::ReadOutcome::Bad(problem)) => {
                return Err(Self::aside(&path, &problem.to_string()));
            }
            Err(e) => return Err(format!("{}: {e}", path.display())),
        };
        match ron::from_str::<TableSeats>(&text) {
            Ok(seats) if seats.version <= Self::VERSION => Ok(seats),
            Ok(seats) => Err(format!(
                "{} was written by a newer Sevenfold (version {}); it is left as it is",
                path.display(),
                seats.version
            )),
            Err(e) => Err(Self::aside(&path, &e.to_string())),
        }
    }

    fn aside(path: &Path, why: &str) -> String {
        match set_aside(path, "corrupt") {
            Ok(to) => format!(
                "{} could not be read ({why}); it was moved to {}",
                path.display(),
                to.display()
            ),
            Err(e) => format!(
                "{} could not be read ({why}) nor moved aside ({e})",
                path.display()
            ),
        }
    }

    /// Writes the seats to `dir`, readable by the person only (the tokens are proofs).
    pub fn save(&self, dir: &Path) -> Result<(), String> {
        let seats = TableSeats {
            version: Self::VERSION,
            seats: self.seats.clone(),
        };
        let text = ron::ser::to_string_pretty(&seats, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string())?;
        write_atomic_private(&Self::path(dir), text.as_bytes()).map_err(|e| e.to_string())
    }

    /// Keeps `seat` first (in place of another seat at the same table); whether anything
    /// changed.
    pub fn keep(&mut self, seat: TableSeat) -> bool {
        if self.seats.first() == Some(&seat) {
            return false;
        }
        self.seats.retain(|s| s.code != seat.code);
        self.seats.insert(0, seat);
        self.seats.truncate(Self::MOST);
        true
    }

    /// Forgets the seat at the table `code`; whether there was one.
    pub fn forget(&mut self, code: &str) -> bool {
        let before = self.seats.len();
        self.seats.retain(|s| s.code != code);
        self.seats.len() != before
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(code: &str) -> TableSeat {
        TableSeat {
            url: "ws://127.0.0.1:7878".into(),
            place: "127.0.0.1:7878".into(),
            code: code.into(),
            token: "00ff".into(),
            seat: 1,
            game: "sedma".into(),
            host: "Anna".into(),
            hosted_here: None,
        }
    }

    /// Seats are kept newest first, one a table, read back as written; a damaged file is
    /// moved aside with the reason and nothing is written over it.
    #[test]
    fn seats_are_kept_read_back_and_a_damaged_file_is_set_aside() {
        let dir = std::env::temp_dir().join(format!("sevenfold-seats-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(TableSeats::load(&dir).unwrap(), TableSeats::default());
        let mut seats = TableSeats::default();
        assert!(seats.keep(seat("AAAA2222")));
        assert!(seats.keep(seat("BBBB3333")));
        assert!(seats.keep(TableSeat {
            seat: 2,
            ..seat("AAAA2222")
        }));
        assert!(!seats.keep(TableSeat {
            seat: 2,
            ..seat("AAAA2222")
        }));
        seats.save(&dir).unwrap();
        let read = TableSeats::load(&dir).unwrap();
        let codes: Vec<_> = read
            .seats
            .iter()
            .map(|s| (s.code.as_str(), s.seat))
            .collect();
        assert_eq!(codes, [("AAAA2222", 2), ("BBBB3333", 1)]);
        let mut read = read;
        assert!(read.forget("BBBB3333") && !read.forget("BBBB3333"));
        std::fs::write(TableSeats::path(&dir), "(version: 1, seats: [oops").unwrap();
        let err = TableSeats::load(&dir).unwrap_err();
        assert!(err.contains("moved to"), "{err}");
        assert!(!TableSeats::path(&dir).exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
