//! The history and its statistics in one SQLite database in the data folder
//! (`history.sqlite3`): a row per finished match (with its whole record as JSON), a row per
//! person at its table, a row per side with the facts the statistics add up, and a row per
//! hand and per hand and side. The pages ask it for what they show (a page of matches, the
//! aggregates of one filter), so their cost does not grow with every match ever played.
//!
//! The schema is versioned by `PRAGMA user_version`: [`MIGRATIONS`] holds one script per
//! version, each run in its own transaction; a database of a newer version is refused and
//! left untouched. The journal is WAL, so readers (a second window, the commands) never wait
//! for the one writer, and a process killed in the middle of a write leaves the database as
//! it was before that transaction.

use super::history::HistoryEntry;
use super::players::Level;
use super::stats::{Opposition, Partner, hand_result, person_seat, points_of};
use super::{StoreError, fsio};
use rusqlite::{Connection, OpenFlags, OptionalExtension, Transaction, params};
use std::cmp::Ordering;
use std::path::Path;
use std::time::Duration;

/// The database's file name in the data folder.
pub const DB_FILE: &str = "history.sqlite3";

/// One script per schema version: `MIGRATIONS[n]` takes a database of version `n` to `n + 1`.
const MIGRATIONS: [&str; 1] = [r#"
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    match_id TEXT NOT NULL UNIQUE,
    started TEXT NOT NULL,
    finished TEXT NOT NULL,
    game TEXT NOT NULL,
    seats INTEGER NOT NULL,
    -- The variant names as a JSON array (the same list, the same text).
    variants TEXT NOT NULL,
    -- 0 played to the end, 1 left unfinished, 2 given up.
    outcome INTEGER NOT NULL,
    hands INTEGER NOT NULL,
    -- The whole record as JSON: a match's page, replay and exports read it.
    record TEXT NOT NULL
);
CREATE INDEX matches_newest ON matches (finished, match_id);
CREATE INDEX matches_by_game ON matches (game, finished, match_id);

-- The people at the table (bots and friends elsewhere have no row).
CREATE TABLE players (
    match INTEGER NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL,
    profile INTEGER NOT NULL,
    side INTEGER NOT NULL,
    PRIMARY KEY (match, seat)
) WITHOUT ROWID;
CREATE INDEX players_by_profile ON players (profile, match);

-- Each side of a match: how it ended for the side and its hands added up.
CREATE TABLE sides (
    match INTEGER NOT NULL REFERENCES matches (id),
    side INTEGER NOT NULL,
    won INTEGER NOT NULL,
    gave_up INTEGER NOT NULL,
    opposition TEXT NOT NULL,
    partner TEXT NOT NULL,
    hands INTEGER NOT NULL,
    hands_won INTEGER NOT NULL,
    hands_lost INTEGER NOT NULL,
    hands_tied INTEGER NOT NULL,
    hinted INTEGER NOT NULL,
    undone INTEGER NOT NULL,
    points INTEGER NOT NULL,
    -- The side's best hand of the match (the first of equals; NULL without hands).
    best_hand INTEGER,
    best_game_points INTEGER,
    best_card_points INTEGER,
    PRIMARY KEY (match, side)
) WITHOUT ROWID;

CREATE TABLE hands (
    match INTEGER NOT NULL REFERENCES matches (id),
    hand INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    hinted INTEGER NOT NULL,
    undone INTEGER NOT NULL,
    PRIMARY KEY (match, hand)
) WITHOUT ROWID;

-- Each hand from each side: the game's own points, the sheet's points and the result
-- (1 won, 0 tied, -1 lost).
CREATE TABLE hand_sides (
    match INTEGER NOT NULL REFERENCES matches (id),
    side INTEGER NOT NULL,
    hand INTEGER NOT NULL,
    points INTEGER NOT NULL,
    game_points INTEGER NOT NULL,
    card_points INTEGER NOT NULL,
    result INTEGER NOT NULL,
    PRIMARY KEY (match, side, hand)
) WITHOUT ROWID;

-- Each person at a match's table (by profile, from the first seat they sat in) with their
-- side's facts: what the statistics add up, kept with the match in its transaction. Ordered
-- by time, so that a period is one range of it; a filter reads its range and adds it up.
CREATE TABLE person_matches (
    finished TEXT NOT NULL,
    match_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    match INTEGER NOT NULL REFERENCES matches (id),
    profile INTEGER NOT NULL,
    side INTEGER NOT NULL,
    game TEXT NOT NULL,
    seats INTEGER NOT NULL,
    variants TEXT NOT NULL,
    outcome INTEGER NOT NULL,
    won INTEGER NOT NULL,
    gave_up INTEGER NOT NULL,
    -- The opposition and the partners (see `seating_code`).
    opposition INTEGER NOT NULL,
    partner INTEGER NOT NULL,
    hands INTEGER NOT NULL,
    hands_won INTEGER NOT NULL,
    hands_lost INTEGER NOT NULL,
    hands_tied INTEGER NOT NULL,
    hinted INTEGER NOT NULL,
    undone INTEGER NOT NULL,
    points INTEGER NOT NULL,
    best_hand INTEGER,
    best_game_points INTEGER,
    best_card_points INTEGER,
    -- The side's own points in each hand, in order, separated by spaces.
    hand_points TEXT NOT NULL,
    PRIMARY KEY (finished, match_id, seat)
) WITHOUT ROWID;
CREATE INDEX person_matches_by_profile ON person_matches (profile, game, finished);

-- What the import of the history folder's files has seen.
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
"#];

/// The schema version this build writes and reads.
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// A database error as the store reports it.
pub fn error(path: &Path, e: rusqlite::Error) -> StoreError {
    StoreError::Database {
        path: path.to_path_buf(),
        message: e.to_string(),
    }
}

fn version(conn: &Connection, path: &Path) -> Result<u32, StoreError> {
    conn.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))
        .map(|v| u32::try_from(v).unwrap_or(u32::MAX))
        .map_err(|e| error(path, e))
}

fn newer(path: &Path, found: u32) -> StoreError {
    StoreError::NewerVersion {
        path: path.to_path_buf(),
        found,
        supported: SCHEMA_VERSION,
    }
}

/// Opens the database for writing (making it, and bringing its schema up to date).
pub fn open_rw(path: &Path) -> Result<Connection, StoreError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| StoreError::io(dir, e))?;
    }
    // A file that is not a database at all is moved aside, never written over; a new
    // database takes its place (the history folder's files are brought in again), and the
    // `meta` table says where it went until the owner has said so.
    let aside = if is_not_a_database(path) {
        let moved = fsio::set_aside(path, "corrupt").map_err(|e| StoreError::io(path, e))?;
        for journal in ["-wal", "-shm"] {
            let mut side = path.as_os_str().to_owned();
            side.push(journal);
            let side = std::path::PathBuf::from(side);
            if side.exists() {
                fsio::set_aside(&side, "corrupt").map_err(|e| StoreError::io(&side, e))?;
            }
        }
        Some(moved)
    } else {
        None
    };
    let conn = open_rw_once(path)?;
    if let Some(moved) = aside {
        set_meta(&conn, SET_ASIDE, &moved.to_string_lossy()).map_err(|e| error(path, e))?;
    }
    Ok(conn)
}

/// The `meta` key that names where a file that was not a database was moved.
pub const SET_ASIDE: &str = "set-aside";

/// Whether `path` holds something other than an SQLite database (an empty or missing file
/// becomes one).
fn is_not_a_database(path: &Path) -> bool {
    use std::io::Read;
    let Ok(mut f) = std::fs::File::open(path) else {
        return false;
    };
    let mut head = [0u8; 16];
    let mut read = 0;
    while read < head.len() {
        match f.read(&mut head[read..]) {
            Ok(0) | Err(_) => break,
            Ok(n) => read += n,
        }
    }
    read > 0 && head[..read] != b"SQLite format 3\0"[..read]
}

fn open_rw_once(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open(path).map_err(|e| error(path, e))?;
    conn.busy_timeout(Duration::from_secs(10))
        .map_err(|e| error(path, e))?;
    // WAL: readers never wait for the writer. FULL: a transaction reported done is on disk
    // (a record written before the autosave is removed must survive a power cut).
    conn.pragma_update(None, "journal_mode", "WAL")
        .and_then(|()| conn.pragma_update(None, "synchronous", "FULL"))
        .and_then(|()| conn.pragma_update(None, "foreign_keys", "ON"))
        .map_err(|e| error(path, e))?;
    migrate(&conn, path)?;
    Ok(conn)
}

/// Runs the migrations the database has not had yet, each in its own transaction.
fn migrate(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    loop {
        let v = version(conn, path)?;
        if v > SCHEMA_VERSION {
            return Err(newer(path, v));
        }
        let Some(script) = MIGRATIONS.get(v as usize) else {
            return Ok(());
        };
        // IMMEDIATE: of two processes opening a new database at once, one migrates and the
        // other then finds the version raised.
        let run = (|| {
            conn.execute_batch("BEGIN IMMEDIATE")?;
            let now: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
            if now == i64::from(v) {
                conn.execute_batch(script)?;
                conn.pragma_update(None, "user_version", i64::from(v) + 1)?;
            }
            conn.execute_batch("COMMIT")
        })();
        if let Err(e) = run {
            let _ = conn.execute_batch("ROLLBACK");
            return Err(error(path, e));
        }
    }
}

/// Opens the database for reading only; `None` when there is none yet.
pub fn open_ro(path: &Path) -> Result<Option<Connection>, StoreError> {
    if !path.exists() {
        return Ok(None);
    }
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| error(path, e))?;
    conn.busy_timeout(Duration::from_secs(10))
        .map_err(|e| error(path, e))?;
    // Pages read ranges of the tables: a cache of 8 MB keeps the ones read again.
    conn.pragma_update(None, "cache_size", -8_000_i64)
        .map_err(|e| error(path, e))?;
    let v = version(&conn, path)?;
    if v > SCHEMA_VERSION {
        return Err(newer(path, v));
    }
    if v < SCHEMA_VERSION {
        // Made by this build's owner a moment ago, not yet migrated: nothing to read.
        return Ok(None);
    }
    Ok(Some(conn))
}

/// How a match ended, as the `outcome` column keeps it.
pub fn outcome_code(e: &HistoryEntry) -> i64 {
    match (e.conceded_by, e.abandoned) {
        (Some(_), _) => 2,
        (None, true) => 1,
        (None, false) => 0,
    }
}

/// Adds a match and its rows; `false` (and nothing written) when a match with its id is
/// already there.
pub fn insert(tx: &Transaction, e: &HistoryEntry) -> rusqlite::Result<bool> {
    let record = to_json(e)?;
    let variants = to_json(&e.variants)?;
    let added = tx.execute(
        "INSERT OR IGNORE INTO matches
             (match_id, started, finished, game, seats, variants, outcome, hands, record)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            e.id.as_str(),
            e.started,
            e.finished,
            e.game_name,
            e.seat_count() as i64,
            variants,
            outcome_code(e),
            e.hands.len() as i64,
            record
        ],
    )?;
    if added == 0 {
        return Ok(false);
    }
    let id = tx.last_insert_rowid();
    let mut person = tx.prepare_cached(
        "INSERT INTO players (match, seat, profile, side) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (seat, p) in e.players.iter().enumerate() {
        if let Some(profile) = p.person() {
            person.execute(params![
                id,
                seat as i64,
                i64::from(profile.0),
                e.game.side_of(seat) as i64
            ])?;
        }
    }
    let mut hand = tx.prepare_cached(
        "INSERT INTO hands (match, hand, dealer, hinted, undone) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (i, h) in e.hands.iter().enumerate() {
        hand.execute(params![
            id,
            i as i64 + 1,
            h.start.dealer as i64,
            h.hinted,
            h.undone
        ])?;
    }
    let points = points_of(e);
    let mut hand_side = tx.prepare_cached(
        "INSERT INTO hand_sides (match, side, hand, points, game_points, card_points, result)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    let mut side_row = tx.prepare_cached(
        "INSERT INTO sides (match, side, won, gave_up, opposition, partner, hands, hands_won,
             hands_lost, hands_tied, hinted, undone, points, best_hand, best_game_points,
             best_card_points)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
    )?;
    let mut sums = Vec::new();
    for side in 0..e.totals.len() {
        let mut sum = SideSum::default();
        for (i, h) in e.hands.iter().enumerate() {
            let s = &h.score;
            let result = hand_result(s, side, points);
            let gp = s.game_points.get(side).copied().unwrap_or(0);
            let cp = s.card_points.get(side).copied().unwrap_or(0);
            let own = points(s, side);
            sum.add(i + 1, result, own, gp, cp, h.hinted, h.undone);
            hand_side.execute(params![
                id,
                side as i64,
                i as i64 + 1,
                own,
                gp,
                cp,
                result as i64
            ])?;
        }
        let opposition = to_json(&Opposition::of(e, side))?;
        let partner = to_json(&Partner::of(e, person_seat(e, side)))?;
        let best = sum.best;
        side_row.execute(params![
            id,
            side as i64,
            e.won_by(side),
            e.conceded_by == Some(side),
            opposition,
            partner,
            sum.hands,
            sum.won,
            sum.lost,
            sum.tied,
            sum.hinted,
            sum.undone,
            sum.points,
            best.map(|b| b.0 as i64),
            best.map(|b| b.1),
            best.map(|b| b.2),
        ])?;
        sums.push(sum);
    }
    let mut person_row = tx.prepare_cached(
        "INSERT INTO person_matches (finished, match_id, seat, match, profile, side, game, seats,
             variants, outcome, won, gave_up, opposition, partner, hands, hands_won, hands_lost,
             hands_tied, hinted, undone, points, best_hand, best_game_points, best_card_points,
             hand_points)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
             ?19, ?20, ?21, ?22, ?23, ?24, ?25)",
    )?;
    let mut done: Vec<u32> = Vec::new();
    for (seat, p) in e.players.iter().enumerate() {
        let Some(profile) = p.person() else { continue };
        // A profile in two seats (hand-edited records) counts from its first.
        if done.contains(&profile.0) {
            continue;
        }
        done.push(profile.0);
        let side = e.game.side_of(seat);
        let Some(sum) = sums.get(side) else { continue };
        let hand_points: Vec<String> = e
            .hands
            .iter()
            .map(|h| points(&h.score, side).to_string())
            .collect();
        let best = sum.best;
        person_row.execute(params![
            e.finished,
            e.id.as_str(),
            seat as i64,
            id,
            i64::from(profile.0),
            side as i64,
            e.game_name,
            e.seat_count() as i64,
            variants,
            outcome_code(e),
            e.won_by(side),
            e.conceded_by == Some(side),
            opposition_code(Opposition::of(e, side)),
            partner_code(Partner::of(e, person_seat(e, side))),
            sum.hands,
            sum.won,
            sum.lost,
            sum.tied,
            sum.hinted,
            sum.undone,
            sum.points,
            best.map(|b| b.0 as i64),
            best.map(|b| b.1),
            best.map(|b| b.2),
            hand_points.join(" "),
        ])?;
    }
    Ok(true)
}

/// An opposition as `person_matches` keeps it: a computer level by its place in
/// [`Level::ALL`], the others from 100.
pub fn opposition_code(o: Opposition) -> i64 {
    match o {
        Opposition::Computer(l) => Level::ALL.iter().position(|&x| x == l).unwrap_or(0) as i64,
        Opposition::MixedComputers => 100,
        Opposition::People => 101,
        Opposition::PeopleAndComputers => 102,
    }
}

/// The opposition of a code of [`opposition_code`].
pub fn opposition_of(code: i64) -> Option<Opposition> {
    Some(match code {
        100 => Opposition::MixedComputers,
        101 => Opposition::People,
        102 => Opposition::PeopleAndComputers,
        n => Opposition::Computer(*Level::ALL.get(usize::try_from(n).ok()?)?),
    })
}

/// A partner as `person_matches` keeps it.
pub fn partner_code(p: Partner) -> i64 {
    match p {
        Partner::Alone => 0,
        Partner::Computer => 1,
        Partner::Person => 2,
    }
}

/// The partner of a code of [`partner_code`].
pub fn partner_of(code: i64) -> Option<Partner> {
    Some(match code {
        0 => Partner::Alone,
        1 => Partner::Computer,
        2 => Partner::Person,
        _ => return None,
    })
}

/// One side's hands of a match, added up as they are inserted.
#[derive(Default)]
struct SideSum {
    hands: i64,
    won: i64,
    lost: i64,
    tied: i64,
    hinted: i64,
    undone: i64,
    points: i64,
    /// Hand (from 1), game points, card points.
    best: Option<(usize, i32, i32)>,
}

impl SideSum {
    #[allow(clippy::too_many_arguments)]
    fn add(
        &mut self,
        hand: usize,
        result: Ordering,
        own: i32,
        gp: i32,
        cp: i32,
        hinted: bool,
        undone: bool,
    ) {
        self.hands += 1;
        match result {
            Ordering::Greater => self.won += 1,
            Ordering::Less => self.lost += 1,
            Ordering::Equal => self.tied += 1,
        }
        self.hinted += i64::from(hinted);
        self.undone += i64::from(undone);
        self.points += i64::from(own);
        // The first of equals, as the statistics have always chosen.
        if self.best.is_none_or(|(_, bg, bc)| (gp, cp) > (bg, bc)) {
            self.best = Some((hand, gp, cp));
        }
    }
}

/// A value kept as JSON text in a column.
fn to_json<T: serde::Serialize + ?Sized>(v: &T) -> rusqlite::Result<String> {
    serde_json::to_string(v).map_err(|err| rusqlite::Error::ToSqlConversionFailure(Box::new(err)))
}

/// A match's record from its JSON column.
pub fn decode(text: &str) -> Result<HistoryEntry, String> {
    serde_json::from_str(text).map_err(|e| format!("a match record in the database: {e}"))
}

/// A value of the `meta` table.
pub fn meta(conn: &Connection, key: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row("SELECT value FROM meta WHERE key = ?1", [key], |r| r.get(0))
        .optional()
}

pub fn set_meta(conn: &Connection, key: &str, value: &str) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        params![key, value],
    )
    .map(|_| ())
}
