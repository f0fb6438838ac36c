//! What the pages and the commands ask the database: a page of matches, one match, every
//! match in turn (streamed, never held all at once), and the statistics of one filter as SQL
//! aggregates.

use super::StoreError;
use super::db::decode;
use super::history::HistoryEntry;
use super::players::ProfileId;
use super::profiles::Profiles;
use super::saved::MatchId;
use super::stats::{Against, BestHand, GroupStats, Opposition, Partner, Statistics};
use rusqlite::{Connection, params_from_iter, types::Value};
use std::collections::BTreeMap;
use std::path::Path;

/// Matches the window's History page shows at a time.
pub const HISTORY_PAGE: usize = 50;

/// Which matches a list shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchFilter {
    /// Only this game's ("sedma", any case).
    pub game: Option<String>,
    /// Only matches one of these profiles played in (a person with the profiles merged into
    /// theirs: see [`Profiles::same_person`]).
    pub people: Option<Vec<ProfileId>>,
}

/// One page of the history, newest first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HistoryPage {
    pub entries: Vec<HistoryEntry>,
    /// Matches the filter lets through, on every page.
    pub total: usize,
    /// The games the history holds (of every player), for the page's filter.
    pub games: Vec<String>,
}

fn where_clause(filter: &MatchFilter, args: &mut Vec<Value>) -> String {
    let mut parts = Vec::new();
    if let Some(g) = &filter.game {
        args.push(Value::Text(g.to_ascii_lowercase()));
        parts.push(format!("m.game = ?{}", args.len()));
    }
    if let Some(people) = &filter.people {
        parts.push(format!(
            "EXISTS (SELECT 1 FROM players p WHERE p.match = m.id AND p.profile IN ({}))",
            id_list(people)
        ));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", parts.join(" AND "))
    }
}

/// Profile numbers as an SQL list (numbers only: nothing to escape).
fn id_list(ids: &[ProfileId]) -> String {
    if ids.is_empty() {
        return "NULL".into();
    }
    let ids: Vec<String> = ids.iter().map(|p| p.0.to_string()).collect();
    ids.join(", ")
}

fn to_string_err(e: rusqlite::Error) -> String {
    e.to_string()
}

/// The matches `filter` lets through, newest first, `limit` from `offset`.
pub fn page(
    conn: &Connection,
    filter: &MatchFilter,
    offset: usize,
    limit: usize,
) -> Result<HistoryPage, String> {
    let mut args = Vec::new();
    let clause = where_clause(filter, &mut args);
    let total: i64 = conn
        .query_row(
            &format!("SELECT COUNT(*) FROM matches m {clause}"),
            params_from_iter(&args),
            |r| r.get(0),
        )
        .map_err(to_string_err)?;
    let mut page_args = args.clone();
    page_args.push(Value::Integer(limit as i64));
    page_args.push(Value::Integer(offset as i64));
    let n = page_args.len();
    let sql = format!(
        "SELECT m.record FROM matches m {clause}
         ORDER BY m.finished DESC, m.match_id DESC LIMIT ?{} OFFSET ?{n}",
        n - 1
    );
    let mut stmt = conn.prepare(&sql).map_err(to_string_err)?;
    let mut rows = stmt
        .query(params_from_iter(&page_args))
        .map_err(to_string_err)?;
    let mut entries = Vec::new();
    while let Some(row) = rows.next().map_err(to_string_err)? {
        let text: String = row.get(0).map_err(to_string_err)?;
        entries.push(decode(&text)?);
    }
    Ok(HistoryPage {
        entries,
        total: usize::try_from(total).unwrap_or(0),
        games: games(conn)?,
    })
}

/// The games the history holds, by name.
pub fn games(conn: &Connection) -> Result<Vec<String>, String> {
    let mut stmt = conn
        .prepare("SELECT DISTINCT game FROM matches ORDER BY game")
        .map_err(to_string_err)?;
    let names = stmt
        .query_map([], |r| r.get::<_, String>(0))
        .map_err(to_string_err)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(to_string_err)?;
    Ok(names)
}

/// The match whose id is `id`, or the matches whose ids start with it (at most `limit`).
pub fn find(conn: &Connection, id: &str, limit: usize) -> Result<Vec<HistoryEntry>, String> {
    let exact: Option<String> = conn
        .query_row(
            "SELECT record FROM matches WHERE match_id = ?1",
            [id],
            |r| r.get(0),
        )
        .map(Some)
        .or_else(|e| match e {
            rusqlite::Error::QueryReturnedNoRows => Ok(None),
            e => Err(e),
        })
        .map_err(to_string_err)?;
    if let Some(text) = exact {
        return Ok(vec![decode(&text)?]);
    }
    if id.is_empty() {
        return Ok(Vec::new());
    }
    let mut stmt = conn
        .prepare(
            "SELECT record FROM matches WHERE substr(match_id, 1, ?2) = ?1
             ORDER BY match_id LIMIT ?3",
        )
        .map_err(to_string_err)?;
    let texts = stmt
        .query_map(
            rusqlite::params![id, id.chars().count() as i64, limit as i64],
            |r| r.get::<_, String>(0),
        )
        .map_err(to_string_err)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(to_string_err)?;
    texts.iter().map(|t| decode(t)).collect()
}

/// Whether a match with this id is recorded.
pub fn has(conn: &Connection, id: &MatchId) -> Result<bool, String> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM matches WHERE match_id = ?1)",
        [id.as_str()],
        |r| r.get(0),
    )
    .map_err(to_string_err)
}

/// The order [`each`] gives the matches in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    NewestFirst,
    OldestFirst,
}

/// Calls `f` with every match of `game` (all without one) finished after `since`, in
/// `order`, one at a time; `path` names the database in errors.
pub fn each(
    conn: &Connection,
    path: &Path,
    game: Option<&str>,
    since: Option<&str>,
    order: Order,
    mut f: impl FnMut(HistoryEntry) -> Result<(), StoreError>,
) -> Result<(), StoreError> {
    let bad = |message: String| StoreError::Database {
        path: path.to_path_buf(),
        message,
    };
    let dir = match order {
        Order::NewestFirst => "DESC",
        Order::OldestFirst => "ASC",
    };
    let sql = format!(
        "SELECT record FROM matches
         WHERE (?1 IS NULL OR game = ?1) AND (?2 IS NULL OR finished > ?2)
         ORDER BY finished {dir}, match_id {dir}"
    );
    let mut stmt = conn.prepare(&sql).map_err(|e| bad(e.to_string()))?;
    let game = game.map(str::to_ascii_lowercase);
    let mut rows = stmt
        .query(rusqlite::params![game, since])
        .map_err(|e| bad(e.to_string()))?;
    while let Some(row) = rows.next().map_err(|e| bad(e.to_string()))? {
        let text: String = row.get(0).map_err(|e| bad(e.to_string()))?;
        f(decode(&text).map_err(bad)?)?;
    }
    Ok(())
}

/// Which statistics to compute.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatsFilter {
    /// One person's (as [`Profiles::resolve`] names them); everyone's without one.
    pub player: Option<ProfileId>,
    /// One game's ("sedma", any case).
    pub game: Option<String>,
}

/// A group's key: person, game, seats, variants (as JSON).
type Key = (ProfileId, String, u8, String);

fn key_of(row: &rusqlite::Row) -> rusqlite::Result<Key> {
    Ok((
        ProfileId(row.get::<_, i64>(0)? as u32),
        row.get(1)?,
        row.get::<_, i64>(2)? as u8,
        row.get(3)?,
    ))
}

/// A profile number as SQL gives the person it counts for: merged profiles as the one they
/// were merged into.
fn resolve_sql(conn: &Connection, profiles: &Profiles) -> Result<String, String> {
    let mut stmt = conn
        .prepare("SELECT DISTINCT profile FROM players")
        .map_err(to_string_err)?;
    let ids = stmt
        .query_map([], |r| r.get::<_, i64>(0))
        .map_err(to_string_err)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(to_string_err)?;
    let mut arms = String::new();
    for id in ids {
        let to = profiles.resolve(ProfileId(id as u32)).0;
        if i64::from(to) != id {
            arms.push_str(&format!(" WHEN {id} THEN {to}"));
        }
    }
    Ok(if arms.is_empty() {
        "p.profile".into()
    } else {
        format!("(CASE p.profile{arms} ELSE p.profile END)")
    })
}

/// The statistics of the matches finished after `since` that `filter` lets through: one SQL
/// aggregate per figure, grouped by person, game, player count and variants.
pub fn statistics(
    conn: &Connection,
    profiles: &Profiles,
    filter: &StatsFilter,
    since: Option<&str>,
) -> Result<Statistics, String> {
    let person = resolve_sql(conn, profiles)?;
    let only_people = match filter.player {
        Some(who) => {
            let who = profiles.resolve(who);
            format!("AND p.profile IN ({})", id_list(&profiles.same_person(who)))
        }
        None => String::new(),
    };
    let game = filter.game.as_deref().map(str::to_ascii_lowercase);
    // Each match once per person at the table, from the first seat they sat in; the side's
    // facts beside it, oldest match first.
    conn.execute_batch("DROP TABLE IF EXISTS temp.counted")
        .map_err(to_string_err)?;
    conn.execute(
        &format!(
            "CREATE TEMP TABLE counted AS
             WITH pp AS (
                 SELECT p.match AS mid, {person} AS person, MIN(p.seat) AS seat
                 FROM players p JOIN matches m ON m.id = p.match
                 WHERE (?1 IS NULL OR m.finished > ?1) AND (?2 IS NULL OR m.game = ?2)
                     {only_people}
                 GROUP BY p.match, person
             )
             SELECT pp.person AS person, m.game AS game, m.seats AS seats,
                 m.variants AS variants, m.outcome AS outcome, m.finished AS finished,
                 m.match_id AS match_id, s.*
             FROM pp
             JOIN players q ON q.match = pp.mid AND q.seat = pp.seat
             JOIN matches m ON m.id = pp.mid
             JOIN sides s ON s.match = pp.mid AND s.side = q.side
             ORDER BY m.finished, m.match_id"
        ),
        rusqlite::params![since, game],
    )
    .map_err(to_string_err)?;
    let keys = "person, game, seats, variants";
    let mut groups: BTreeMap<Key, GroupStats> = BTreeMap::new();
    {
        let mut stmt = conn
            .prepare(&format!(
                "SELECT {keys}, SUM(outcome <> 1), SUM(outcome <> 1 AND won), SUM(outcome = 1),
                     SUM(gave_up), SUM(hands), SUM(hands_won), SUM(hands_lost), SUM(hands_tied),
                     SUM(hinted), SUM(undone), SUM(points)
                 FROM counted GROUP BY {keys}"
            ))
            .map_err(to_string_err)?;
        let mut rows = stmt.query([]).map_err(to_string_err)?;
        while let Some(r) = rows.next().map_err(to_string_err)? {
            let key = key_of(r).map_err(to_string_err)?;
            let n = |i: usize| -> Result<u32, String> {
                r.get::<_, i64>(i).map(|v| v as u32).map_err(to_string_err)
            };
            let points: i64 = r.get(14).map_err(to_string_err)?;
            let variants: Vec<String> = serde_json::from_str(&key.3)
                .map_err(|e| format!("the variants of a match in the database: {e}"))?;
            let (matches, won, hands) = (n(4)?, n(5)?, n(8)?);
            let ratio = |a: f64, b: u32| if b == 0 { 0.0 } else { a / f64::from(b) };
            let g = GroupStats {
                player: key.0,
                game: key.1.clone(),
                players: key.2,
                variants,
                matches,
                matches_won: won,
                matches_lost: matches - won,
                matches_abandoned: n(6)?,
                matches_conceded: n(7)?,
                win_rate: ratio(f64::from(won), matches),
                longest_winning_streak: 0,
                hands,
                hands_won: n(9)?,
                hands_lost: n(10)?,
                hands_tied: n(11)?,
                hands_with_hints: n(12)?,
                hands_with_undo: n(13)?,
                average_points: ratio(points as f64, hands),
                best_hand: None,
                results: Vec::new(),
                hand_points: Vec::new(),
                against: Vec::new(),
            };
            groups.insert(key, g);
        }
    }
    // Results oldest first, and the longest run of wins in them.
    {
        let mut stmt = conn
            .prepare(&format!(
                "SELECT {keys}, won FROM counted WHERE outcome <> 1 ORDER BY rowid"
            ))
            .map_err(to_string_err)?;
        let mut rows = stmt.query([]).map_err(to_string_err)?;
        let mut streaks: BTreeMap<Key, u32> = BTreeMap::new();
        while let Some(r) = rows.next().map_err(to_string_err)? {
            let key = key_of(r).map_err(to_string_err)?;
            let won: bool = r.get(4).map_err(to_string_err)?;
            let streak = streaks.entry(key.clone()).or_default();
            *streak = if won { *streak + 1 } else { 0 };
            let streak = *streak;
            if let Some(g) = groups.get_mut(&key) {
                g.results.push(won);
                g.longest_winning_streak = g.longest_winning_streak.max(streak);
            }
        }
    }
    // Against whom, with whom.
    {
        let mut stmt = conn
            .prepare(&format!(
                "SELECT {keys}, opposition, partner, COUNT(*), SUM(won) FROM counted
                 WHERE outcome <> 1 GROUP BY {keys}, opposition, partner"
            ))
            .map_err(to_string_err)?;
        let mut rows = stmt.query([]).map_err(to_string_err)?;
        while let Some(r) = rows.next().map_err(to_string_err)? {
            let key = key_of(r).map_err(to_string_err)?;
            let opposition: String = r.get(4).map_err(to_string_err)?;
            let partner: String = r.get(5).map_err(to_string_err)?;
            let bad = |e: serde_json::Error| format!("a seating in the database: {e}");
            let against = Against {
                opposition: serde_json::from_str::<Opposition>(&opposition).map_err(bad)?,
                partner: serde_json::from_str::<Partner>(&partner).map_err(bad)?,
                matches: r.get::<_, i64>(6).map_err(to_string_err)? as u32,
                won: r.get::<_, i64>(7).map_err(to_string_err)? as u32,
            };
            if let Some(g) = groups.get_mut(&key) {
                g.against.push(against);
            }
        }
    }
    // The best hand: the most game points, then card points, the earliest of equals.
    {
        let mut stmt = conn
            .prepare(&format!(
                "SELECT {keys}, match_id, finished, best_hand, best_game_points, best_card_points
                 FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY {keys}
                         ORDER BY best_game_points DESC, best_card_points DESC, rowid) AS n
                       FROM counted WHERE best_hand IS NOT NULL)
                 WHERE n = 1"
            ))
            .map_err(to_string_err)?;
        let mut rows = stmt.query([]).map_err(to_string_err)?;
        while let Some(r) = rows.next().map_err(to_string_err)? {
            let key = key_of(r).map_err(to_string_err)?;
            let best = BestHand {
                match_id: MatchId(r.get(4).map_err(to_string_err)?),
                finished: r.get(5).map_err(to_string_err)?,
                hand: r.get::<_, i64>(6).map_err(to_string_err)? as usize,
                game_points: r.get(7).map_err(to_string_err)?,
                card_points: r.get(8).map_err(to_string_err)?,
            };
            if let Some(g) = groups.get_mut(&key) {
                g.best_hand = Some(best);
            }
        }
    }
    // Each hand's points, oldest first, for the histogram.
    {
        let mut stmt = conn
            .prepare(
                "SELECT c.person, c.game, c.seats, c.variants, h.points
                 FROM counted c JOIN hand_sides h ON h.match = c.match AND h.side = c.side
                 ORDER BY c.rowid, h.hand",
            )
            .map_err(to_string_err)?;
        let mut rows = stmt.query([]).map_err(to_string_err)?;
        while let Some(r) = rows.next().map_err(to_string_err)? {
            let key = key_of(r).map_err(to_string_err)?;
            let points: i32 = r.get(4).map_err(to_string_err)?;
            if let Some(g) = groups.get_mut(&key) {
                g.hand_points.push(points);
            }
        }
    }
    conn.execute_batch("DROP TABLE temp.counted")
        .map_err(to_string_err)?;
    let mut out: Vec<GroupStats> = groups.into_values().collect();
    for g in &mut out {
        g.against.sort_by_key(|a| (a.opposition, a.partner));
    }
    // In the order of the statistics' own groups: person, game, players, variant names.
    out.sort_by(|a, b| {
        (a.player, &a.game, a.players, &a.variants).cmp(&(
            b.player,
            &b.game,
            b.players,
            &b.variants,
        ))
    });
    Ok(Statistics {
        counted_since: since.map(str::to_string),
        groups: out,
    })
}

/// The games `player` has statistics of since `since` (everyone's without a player).
pub fn stats_games(
    conn: &Connection,
    profiles: &Profiles,
    player: Option<ProfileId>,
    since: Option<&str>,
) -> Result<Vec<String>, String> {
    let only_people = match player {
        Some(who) => format!(
            "AND p.profile IN ({})",
            id_list(&profiles.same_person(profiles.resolve(who)))
        ),
        None => String::new(),
    };
    let mut stmt = conn
        .prepare(&format!(
            "SELECT DISTINCT m.game FROM players p JOIN matches m ON m.id = p.match
             WHERE (?1 IS NULL OR m.finished > ?1) {only_people} ORDER BY m.game"
        ))
        .map_err(to_string_err)?;
    let names = stmt
        .query_map([since], |r| r.get::<_, String>(0))
        .map_err(to_string_err)?
        .collect::<Result<Vec<_>, _>>()
        .map_err(to_string_err)?;
    Ok(names)
}
