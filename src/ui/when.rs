//! Times as people read them: the local date and time to the minute, as the window's language
//! writes dates ("24 Nov 2026, 05:19", "24. 11. 2026 5:19", "24.11.2026, 05:19"), from the RFC
//! 3339 UTC stamps the files keep.

use chrono::{DateTime, Datelike, Local, Timelike};

/// The stamp in the computer's time zone, in the window's language; a stamp that cannot be
/// read is shown to the minute as written.
pub fn local_time(rfc3339: &str) -> String {
    match DateTime::parse_from_rfc3339(rfc3339) {
        Ok(t) => {
            let t = t.with_timezone(&Local);
            t!(
                "date-time",
                day = t.day(),
                month = t.month(),
                mm = format!("{:02}", t.month()),
                year = t.year().to_string(),
                hour = t.hour(),
                minute = format!("{:02}", t.minute()),
                hh = format!("{:02}", t.hour())
            )
        }
        Err(_) => rfc3339.replace('T', " ").chars().take(16).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    #[test]
    fn stamps_read_to_the_minute_without_milliseconds() {
        set_language(Language::English);
        let text = local_time("2026-11-24T04:19:45.123Z");
        assert!(text.contains("2026"), "{text}");
        assert!(!text.contains(".123") && !text.contains(":45"), "{text}");
        assert_eq!(local_time("garbage"), "garbage");
    }

    /// Each language writes the date its own way: no English month in Czech or Polish.
    #[test]
    fn dates_follow_the_language() {
        // Midday UTC is the same date in every time zone a test machine may have.
        let stamp = "2026-11-24T12:00:00Z";
        set_language(Language::English);
        assert!(
            local_time(stamp).starts_with("24 Nov 2026, "),
            "{}",
            local_time(stamp)
        );
        set_language(Language::Czech);
        assert!(
            local_time(stamp).starts_with("24. 11. 2026 "),
            "{}",
            local_time(stamp)
        );
        set_language(Language::Polish);
        assert!(
            local_time(stamp).starts_with("24.11.2026, "),
            "{}",
            local_time(stamp)
        );
        set_language(Language::English);
    }
}
