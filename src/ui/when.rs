//! Times as people read them: the local date and time to the minute ("24 Nov 2026, 05:19"),
//! from the RFC 3339 UTC stamps the files keep.

use chrono::{DateTime, Local};

/// "24 Nov 2026, 05:19" in the computer's time zone; a stamp that cannot be read is shown to
/// the minute as written.
pub fn local_time(rfc3339: &str) -> String {
    match DateTime::parse_from_rfc3339(rfc3339) {
        Ok(t) => t
            .with_timezone(&Local)
            .format("%-d %b %Y, %H:%M")
            .to_string(),
        Err(_) => rfc3339.replace('T', " ").chars().take(16).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_read_to_the_minute_without_milliseconds() {
        let text = local_time("2026-11-24T04:19:45.123Z");
        assert!(text.contains("2026"), "{text}");
        assert!(!text.contains(".123") && !text.contains(":45"), "{text}");
        assert_eq!(local_time("garbage"), "garbage");
    }
}
