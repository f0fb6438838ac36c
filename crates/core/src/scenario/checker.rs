//! Counting a scenario's checks and collecting the ones that failed: the expectations every
//! game shares and each game's own are checked alike. The check of a position's shared
//! expectations (`Checker::position`) is written beside them, in `expect.rs`.

use std::fmt::Debug;

/// Counts checks and collects the ones that failed.
#[derive(Default)]
pub struct Checker {
    pub checked: usize,
    pub mismatches: Vec<String>,
}

impl Checker {
    /// Compares an expected value (if given) with the actual one.
    pub fn eq<T: PartialEq + Debug>(&mut self, what: &str, want: Option<&T>, got: &T) {
        if let Some(want) = want {
            self.checked += 1;
            if want != got {
                self.mismatches
                    .push(format!("{what}: expected {want:?}, got {got:?}"));
            }
        }
    }

    /// Compares an expected value (if given) with one that may be missing ("none").
    pub fn eq_some<T: PartialEq + Debug>(&mut self, what: &str, want: Option<&T>, got: Option<&T>) {
        if let Some(want) = want {
            self.checked += 1;
            if Some(want) != got {
                let got = got.map_or("none".to_string(), |g| format!("{g:?}"));
                self.mismatches
                    .push(format!("{what}: expected {want:?}, got {got}"));
            }
        }
    }

    /// Checks that `text` contains the expected words (case-insensitive).
    pub fn contains(&mut self, what: &str, want: Option<&String>, text: &str) {
        if let Some(want) = want {
            self.checked += 1;
            if !text.to_lowercase().contains(&want.to_lowercase()) {
                self.mismatches.push(format!(
                    "{what}: expected text containing {want:?}, got {text:?}"
                ));
            }
        }
    }

    pub fn fail(&mut self, message: String) {
        self.checked += 1;
        self.mismatches.push(message);
    }
}
