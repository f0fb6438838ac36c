//! The history and the statistics as CSV, for spreadsheets: a header row, then one row per
//! hand. The history's rows are every finished hand of every match, each side's points and
//! running total beside it; the statistics' rows are the hands the statistics count, once per
//! person at the table, from that person's side. Fields are quoted as RFC 4180 says.

use super::history::HistoryEntry;
use super::players::ProfileId;
use super::profiles::Profiles;
use super::stats::{counted, hand_result, points_of};
use std::cmp::Ordering;

/// The most sides a table has (three players each for themselves; three teams of two).
const MAX_SIDES: usize = 3;

/// One field, quoted when it holds a comma, a quote or a line break.
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A name as a field: one a spreadsheet would take for a formula ("=1+1", "@x") is kept as
/// text by a leading apostrophe.
fn name(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// One row, ended by CRLF.
fn row(fields: &[String]) -> String {
    let fields: Vec<String> = fields.iter().map(|f| field(f)).collect();
    format!("{}\r\n", fields.join(","))
}

/// How a match ended: "finished", "abandoned" or "conceded".
fn outcome(e: &HistoryEntry) -> &'static str {
    match (e.conceded_by, e.abandoned) {
        (Some(_), _) => "conceded",
        (None, true) => "abandoned",
        (None, false) => "finished",
    }
}

/// A side's name in the record ("side 2" if the record has none).
fn side_name(e: &HistoryEntry, side: usize) -> String {
    e.side_names
        .get(side)
        .map_or_else(|| format!("side {}", side + 1), |n| name(n))
}

/// The history's columns.
pub fn history_header() -> Vec<String> {
    let mut h: Vec<String> = [
        "match_id",
        "started",
        "finished",
        "game",
        "players",
        "variants",
        "outcome",
        "winners",
        "hand",
        "dealer_seat",
    ]
    .map(String::from)
    .to_vec();
    for k in 1..=MAX_SIDES {
        h.push(format!("side_{k}"));
        h.push(format!("side_{k}_card_points"));
        h.push(format!("side_{k}_points"));
        h.push(format!("side_{k}_total"));
    }
    h
}

/// Every finished hand of `entries`, in their order, as CSV (all at once: the history's
/// file-based form, kept as the database's test oracle; the store streams [`history_rows`]).
pub fn history_csv(entries: &[HistoryEntry]) -> String {
    let mut out = row(&history_header());
    for e in entries {
        history_rows(e, &mut out);
    }
    out
}

/// The rows of one match's finished hands.
pub fn history_rows(e: &HistoryEntry, out: &mut String) {
    let winners: Vec<String> = e.winners.iter().map(|&s| side_name(e, s)).collect();
    for (i, h) in e.hands.iter().enumerate() {
        let mut fields = vec![
            e.id.to_string(),
            e.started.clone(),
            e.finished.clone(),
            e.game_name.clone(),
            e.seat_count().to_string(),
            e.variants.join(" "),
            outcome(e).to_string(),
            winners.join(" + "),
            (i + 1).to_string(),
            h.start.dealer.to_string(),
        ];
        for side in 0..MAX_SIDES {
            let at = |v: &[i32]| v.get(side).map(i32::to_string).unwrap_or_default();
            let present = side < h.totals.len();
            fields.push(if present {
                side_name(e, side)
            } else {
                String::new()
            });
            fields.push(at(&h.score.card_points));
            fields.push(at(&h.score.game_points));
            fields.push(at(&h.totals));
        }
        out.push_str(&row(&fields));
    }
}

/// The header row of [`history_rows`].
pub fn history_head() -> String {
    row(&history_header())
}

/// The header row of [`stats_rows`].
pub fn stats_head() -> String {
    row(&stats_header())
}

/// The statistics' columns.
pub fn stats_header() -> Vec<String> {
    [
        "player",
        "game",
        "players",
        "variants",
        "match_id",
        "finished",
        "match_result",
        "hand",
        "side",
        "points",
        "game_points",
        "hand_result",
        "hint",
        "undo",
    ]
    .map(String::from)
    .to_vec()
}

/// The hands the statistics count (matches finished after `since`), a row per person at the
/// table, as CSV; `points` is the game's own points of the person's side (Sedma: card points,
/// All Fours: the points made in the deal), as the statistics average them. All at once: the
/// file-based form, kept as the database's test oracle; the store streams [`stats_rows`].
pub fn stats_csv(entries: &[HistoryEntry], since: Option<&str>, profiles: &Profiles) -> String {
    let mut out = row(&stats_header());
    for (e, person, side) in counted(entries, since, |p| profiles.resolve(p)) {
        stats_rows(e, person, side, profiles, &mut out);
    }
    out
}

/// The rows one person (`person`, at `side`) has in match `e`.
pub fn stats_rows(
    e: &HistoryEntry,
    person: ProfileId,
    side: usize,
    profiles: &Profiles,
    out: &mut String,
) {
    let points = points_of(e);
    let player = name(&profiles.name_of(person));
    let result = match (e.conceded_by, e.abandoned) {
        (None, true) => "abandoned",
        _ if e.won_by(side) => "won",
        _ => "lost",
    };
    for (i, h) in e.hands.iter().enumerate() {
        let s = &h.score;
        let hand_result = match hand_result(s, side, points) {
            Ordering::Greater => "won",
            Ordering::Less => "lost",
            Ordering::Equal => "tied",
        };
        out.push_str(&row(&[
            player.clone(),
            e.game_name.clone(),
            e.seat_count().to_string(),
            e.variants.join(" "),
            e.id.to_string(),
            e.finished.clone(),
            result.to_string(),
            (i + 1).to_string(),
            side_name(e, side),
            points(s, side).to_string(),
            s.game_points.get(side).copied().unwrap_or(0).to_string(),
            hand_result.to_string(),
            u8::from(h.hinted).to_string(),
            u8::from(h.undone).to_string(),
        ]));
    }
}

#[cfg(test)]
mod tests {
    use super::{field, name, row};

    #[test]
    fn fields_are_quoted_only_when_they_must_be() {
        assert_eq!(field("sedma"), "sedma");
        assert_eq!(field("a, b"), "\"a, b\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
        assert_eq!(row(&["1".into(), "x,y".into()]), "1,\"x,y\"\r\n");
        assert_eq!(name("=SUM(A1)"), "'=SUM(A1)");
        assert_eq!(name("Anna"), "Anna");
    }
}
