//! What the pages and the commands ask the database: a page of matches, one match, every
//! match in turn (streamed, never held all at once), and the statistics of one filter as SQL
//! aggregates.

use super::StoreError;
use super::db;
use super::db::decode;
use super::history::HistoryEntry;
use super::players::ProfileId;
use super::profiles::Profiles;
use super::saved::MatchId;
use super::stats::{Against, BestHand, GroupStats, Statistics};
use rusqlite::{Connection, params_from_iter, types::Value};
use sevenfold_core::registry::GameKind;
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

/// The conditions on a period and a game that are asked for, as SQL (`finished > ?` then
/// `game = ?`, bound in that order): left out when not asked, so that SQLite reads only the
/// range an index gives.
fn period_and_game(since: Option<&str>, game: Option<&str>) -> String {
    let mut parts = vec!["1".to_string()];
    if since.is_some() {
        parts.push("finished > ?".into());
    }
    if game.is_some() {
        parts.push("game = ?".into());
    }
    parts.join(" AND ")
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

/// The games the history holds, by name: a seek per registered game (the history holds no
/// other: a record is checked against its game when it is read).
pub fn games(conn: &Connection) -> Result<Vec<String>, String> {
    let mut stmt = conn
        .prepare("SELECT EXISTS (SELECT 1 FROM matches WHERE game = ?1)")
        .map_err(to_string_err)?;
    let mut names = Vec::new();
    for kind in GameKind::ALL {
        if stmt
            .query_row([kind.id()], |r| r.get::<_, bool>(0))
            .map_err(to_string_err)?
        {
            names.push(kind.id().to_string());
        }
    }
    names.sort();
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
    let game = game.map(str::to_ascii_lowercase);
    let sql = format!(
        "SELECT record FROM matches WHERE {}
         ORDER BY finished {dir}, match_id {dir}",
        period_and_game(since, game.as_deref())
    );
    let mut stmt = conn.prepare(&sql).map_err(|e| bad(e.to_string()))?;
    let args = [since.map(str::to_string), game];
    let mut rows = stmt
        .query(params_from_iter(args.iter().flatten()))
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

/// A group being added up: its key and its figures so far.
struct Group {
    person: ProfileId,
    game: String,
    seats: u8,
    /// As the database keeps them (JSON).
    variants: String,
    stats: GroupStats,
    streak: u32,
    points: i64,
}

/// A column of a row, or the query's error as text.
fn col<T: rusqlite::types::FromSql>(r: &rusqlite::Row, i: usize) -> Result<T, String> {
    r.get(i).map_err(to_string_err)
}

/// A text column without copying it.
fn text<'r>(r: &'r rusqlite::Row, i: usize) -> Result<&'r str, String> {
    r.get_ref(i)
        .map_err(to_string_err)?
        .as_str()
        .map_err(|e| e.to_string())
}

/// The statistics of the matches finished after `since` that `filter` lets through. Each
/// match's facts per person were kept with it (`person_matches`, in the match's transaction);
/// the filter is one range of that table, in time order, by its key and indexes, and its rows
/// are added up here: sums, results, streaks, seatings, the best hand and the points per hand
/// in one pass, whatever the history's length before the period.
pub fn statistics(
    conn: &Connection,
    profiles: &Profiles,
    filter: &StatsFilter,
    since: Option<&str>,
) -> Result<Statistics, String> {
    let only_people = match filter.player {
        Some(who) => format!(
            "AND profile IN ({})",
            id_list(&profiles.same_person(profiles.resolve(who)))
        ),
        None => String::new(),
    };
    let game = filter.game.as_deref().map(str::to_ascii_lowercase);
    let mut stmt = conn
        .prepare(&format!(
            "SELECT match, profile, game, seats, variants, outcome, won, gave_up, opposition,
                 partner, hands, hands_won, hands_lost, hands_tied, hinted, undone, points,
                 best_hand, best_game_points, best_card_points, hand_points, match_id, finished
             FROM person_matches
             WHERE {} {only_people}
             ORDER BY finished, match_id, seat",
            period_and_game(since, game.as_deref())
        ))
        .map_err(to_string_err)?;
    let args = [since.map(str::to_string), game];
    let mut rows = stmt
        .query(params_from_iter(args.iter().flatten()))
        .map_err(to_string_err)?;
    let mut groups: Vec<Group> = Vec::new();
    // The people already counted in the match being read (a merged profile in a second seat
    // counts the match once).
    let mut current: (i64, Vec<ProfileId>) = (-1, Vec::new());
    while let Some(r) = rows.next().map_err(to_string_err)? {
        let m: i64 = col(r, 0)?;
        let person = profiles.resolve(ProfileId(col::<i64>(r, 1)? as u32));
        if current.0 != m {
            current = (m, Vec::new());
        }
        if current.1.contains(&person) {
            continue;
        }
        current.1.push(person);
        let (game, seats, variants) = (text(r, 2)?, col::<i64>(r, 3)? as u8, text(r, 4)?);
        let at = match groups.iter().position(|g| {
            g.person == person && g.seats == seats && g.game == game && g.variants == variants
        }) {
            Some(i) => i,
            None => {
                let names: Vec<String> = serde_json::from_str(variants)
                    .map_err(|e| format!("the variants of a match in the database: {e}"))?;
                groups.push(Group {
                    person,
                    game: game.to_string(),
                    seats,
                    variants: variants.to_string(),
                    stats: GroupStats {
                        player: person,
                        game: game.to_string(),
                        players: seats,
                        variants: names,
                        matches: 0,
                        matches_won: 0,
                        matches_lost: 0,
                        matches_abandoned: 0,
                        matches_conceded: 0,
                        win_rate: 0.0,
                        longest_winning_streak: 0,
                        hands: 0,
                        hands_won: 0,
                        hands_lost: 0,
                        hands_tied: 0,
                        hands_with_hints: 0,
                        hands_with_undo: 0,
                        average_points: 0.0,
                        best_hand: None,
                        results: Vec::new(),
                        hand_points: Vec::new(),
                        against: Vec::new(),
                    },
                    streak: 0,
                    points: 0,
                });
                groups.len() - 1
            }
        };
        let g = &mut groups[at];
        let n = |i: usize| -> Result<u32, String> { col::<i64>(r, i).map(|v| v as u32) };
        let outcome: i64 = col(r, 5)?;
        let won: bool = col(r, 6)?;
        // A match played out or given up is a result; one left unfinished only ends a run.
        if outcome == 1 {
            g.stats.matches_abandoned += 1;
            g.streak = 0;
        } else {
            g.stats.matches_conceded += n(7)?;
            g.stats.matches += 1;
            g.stats.results.push(won);
            let bad = || "a seating in the database is unknown".to_string();
            let opposition = db::opposition_of(col(r, 8)?).ok_or_else(bad)?;
            let partner = db::partner_of(col(r, 9)?).ok_or_else(bad)?;
            match (g.stats.against.iter_mut())
                .find(|a| a.opposition == opposition && a.partner == partner)
            {
                Some(a) => {
                    a.matches += 1;
                    a.won += u32::from(won);
                }
                None => g.stats.against.push(Against {
                    opposition,
                    partner,
                    matches: 1,
                    won: u32::from(won),
                }),
            }
            if won {
                g.stats.matches_won += 1;
                g.streak += 1;
                g.stats.longest_winning_streak = g.stats.longest_winning_streak.max(g.streak);
            } else {
                g.streak = 0;
            }
        }
        g.stats.hands += n(10)?;
        g.stats.hands_won += n(11)?;
        g.stats.hands_lost += n(12)?;
        g.stats.hands_tied += n(13)?;
        g.stats.hands_with_hints += n(14)?;
        g.stats.hands_with_undo += n(15)?;
        g.points += col::<i64>(r, 16)?;
        if let Some(hand) = col::<Option<i64>>(r, 17)? {
            let (gp, cp): (i32, i32) = (col(r, 18)?, col(r, 19)?);
            // The earliest of equals: a later hand must be better.
            let better = (g.stats.best_hand.as_ref())
                .is_none_or(|b| (gp, cp) > (b.game_points, b.card_points));
            if better {
                g.stats.best_hand = Some(BestHand {
                    match_id: MatchId(col(r, 21)?),
                    finished: col(r, 22)?,
                    hand: hand as usize,
                    game_points: gp,
                    card_points: cp,
                });
            }
        }
        for p in text(r, 20)?.split_ascii_whitespace() {
            let p = p
                .parse()
                .map_err(|_| format!("a hand's points in the database: '{p}'"))?;
            g.stats.hand_points.push(p);
        }
    }
    let ratio = |a: f64, b: u32| if b == 0 { 0.0 } else { a / f64::from(b) };
    let mut out: Vec<GroupStats> = groups
        .into_iter()
        .map(|g| {
            let mut s = g.stats;
            s.matches_lost = s.matches - s.matches_won;
            s.win_rate = ratio(f64::from(s.matches_won), s.matches);
            s.average_points = ratio(g.points as f64, s.hands);
            s.against.sort_by_key(|a| (a.opposition, a.partner));
            s
        })
        .collect();
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

/// The games `player` has statistics of since `since` (everyone's without a player): a seek
/// per registered game and profile.
pub fn stats_games(
    conn: &Connection,
    profiles: &Profiles,
    player: Option<ProfileId>,
    since: Option<&str>,
) -> Result<Vec<String>, String> {
    let since = since.unwrap_or("");
    let mut names = Vec::new();
    let mut any = conn
        .prepare("SELECT EXISTS (SELECT 1 FROM person_matches WHERE game = ?1 AND finished > ?2)")
        .map_err(to_string_err)?;
    let mut theirs = conn
        .prepare(
            "SELECT EXISTS (SELECT 1 FROM person_matches
                 WHERE profile = ?1 AND game = ?2 AND finished > ?3)",
        )
        .map_err(to_string_err)?;
    for kind in GameKind::ALL {
        let game = kind.id();
        let has = match player {
            None => any
                .query_row(rusqlite::params![game, since], |r| r.get::<_, bool>(0))
                .map_err(to_string_err)?,
            Some(who) => {
                let mut has = false;
                for p in profiles.same_person(profiles.resolve(who)) {
                    has |= theirs
                        .query_row(rusqlite::params![i64::from(p.0), game, since], |r| {
                            r.get::<_, bool>(0)
                        })
                        .map_err(to_string_err)?;
                }
                has
            }
        };
        if has {
            names.push(game.to_string());
        }
    }
    names.sort();
    Ok(names)
}
