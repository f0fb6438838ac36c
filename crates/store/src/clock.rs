//! Wall-clock timestamps as UTC RFC 3339 text, computed from `SystemTime` (no time crate).
//!
//! The text form has a fixed width ("2026-11-21T07:03:20.123Z"), so timestamps sort as strings.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A moment as seconds and milliseconds since the Unix epoch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stamp {
    pub secs: i64,
    pub millis: u32,
}

impl Stamp {
    pub fn now() -> Stamp {
        Stamp::from_system(SystemTime::now())
    }

    pub fn from_system(t: SystemTime) -> Stamp {
        match t.duration_since(UNIX_EPOCH) {
            Ok(d) => Stamp {
                secs: d.as_secs() as i64,
                millis: d.subsec_millis(),
            },
            // A clock before 1970: count backwards so the date is still right.
            Err(e) => {
                let d: Duration = e.duration();
                let mut secs = -(d.as_secs() as i64);
                let mut millis = d.subsec_millis();
                if millis > 0 {
                    secs -= 1;
                    millis = 1000 - millis;
                }
                Stamp { secs, millis }
            }
        }
    }

    fn parts(self) -> (i64, u32, u32, u32, u32, u32) {
        let days = self.secs.div_euclid(86_400);
        let rem = self.secs.rem_euclid(86_400) as u32;
        let (y, m, d) = civil_from_days(days);
        (y, m, d, rem / 3600, rem / 60 % 60, rem % 60)
    }

    /// "2026-11-21T07:03:20.123Z"
    pub fn rfc3339(self) -> String {
        let (y, mo, d, h, mi, s) = self.parts();
        format!(
            "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}.{:03}Z",
            self.millis
        )
    }

    /// "20261121-070320", for file and match names.
    pub fn compact(self) -> String {
        let (y, mo, d, h, mi, s) = self.parts();
        format!("{y:04}{mo:02}{d:02}-{h:02}{mi:02}{s:02}")
    }
}

/// Days since 1970-01-01 to (year, month, day) in the proleptic Gregorian calendar
/// (Howard Hinnant's `civil_from_days`).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        let s = |secs, millis| Stamp { secs, millis };
        assert_eq!(s(0, 0).rfc3339(), "1970-01-01T00:00:00.000Z");
        assert_eq!(s(951_782_400, 5).rfc3339(), "2000-02-29T00:00:00.005Z");
        assert_eq!(s(1_795_244_600, 123).rfc3339(), "2026-11-21T07:03:20.123Z");
        assert_eq!(s(1_795_244_600, 0).compact(), "20261121-070320");
        assert_eq!(s(-1, 0).rfc3339(), "1969-12-31T23:59:59.000Z");
    }
}
