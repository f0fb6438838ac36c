//! The table server: any number of tables, each a match of the real engine with its seats held
//! by people (a random 128-bit token each), bots or nobody yet. A connection speaks
//! [`crate::protocol`] in WebSocket text frames; whatever it sends that cannot be done gets a
//! [`ServerMessage::Refused`] with the reason, and the table goes on.

use crate::keep::{Keep, KeptSeat, TABLE_FILE_VERSION, TableFile};
use crate::protocol::{
    ClientMessage, MAX_CHAT_CHARS, MAX_FRAME_BYTES, PHRASES, PROTOCOL_VERSION, SeatInfo, SeatPlan,
    ServerMessage, Why,
};
use crate::table::{NetTable, new_table};
use futures_util::{SinkExt, StreamExt};
use rand::RngExt;
use sevenfold_ai::Level;
use sevenfold_core::engine::{GameDef, Seat};
use sevenfold_core::registry::GameSetup;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

/// The longest name a person may give.
const MAX_NAME_CHARS: usize = 40;
/// Codes that fit no table are counted over this window, per connection, per address and for
/// the whole server ([`Limits`]): codes are not to be guessed.
const GUESS_WINDOW: Duration = Duration::from_secs(60);
/// Table codes: eight characters people read out without confusing 0 and O or 1 and I, 40
/// bits: 32^8 codes, of which a thousand tables hold one in a billion.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LEN: usize = 8;

/// Who sits at a seat on the server.
enum Sitter {
    Person {
        name: String,
        token: String,
        /// Where this seat's messages go while its person is connected.
        line: Option<Line>,
        /// Since when the person has been away (their line dropped, or the server started
        /// again); `None` while they are connected.
        away: Option<Instant>,
        /// The host gave the seat to a computer player of this level while its person is
        /// away (until they come back, or the host gives it back).
        given: Option<Level>,
        /// The host offered another match at the table and this person has not yet said
        /// they play it.
        pending: bool,
    },
    Bot(Level),
    Open,
}

/// A connection's outgoing messages, written as JSON and counted in bytes, with an id to tell
/// connections apart.
#[derive(Clone)]
struct Line {
    id: u64,
    tx: mpsc::UnboundedSender<String>,
    /// The bytes queued and not yet written.
    queued: Arc<AtomicUsize>,
    /// The most bytes that may be queued ([`Limits::outbox_bytes`]).
    most: usize,
    /// Told when the client has let [`OUTBOX_BYTES`] pile up unread, or when its seat was
    /// taken back elsewhere: its connection ends (after what was queued before).
    choked: Arc<tokio::sync::Notify>,
}

/// The bytes a connection may have waiting to be written: two of the largest states a client
/// takes ([`crate::protocol::MAX_TOLD_BYTES`]). A match sends one state a move, so a client
/// that reads keeps this nearly empty; one that stops reading (or floods the server with what
/// it cannot read back) would otherwise grow the server's memory without end.
const OUTBOX_BYTES: usize = 2 * crate::protocol::MAX_TOLD_BYTES;

impl Line {
    /// Queues `message`; a client that reads too slowly for it is cut off (it may come back
    /// with `rejoin`, and is told the state as it is then).
    fn send(&self, message: ServerMessage) {
        let text = message.to_json();
        let n = text.len();
        if self.queued.fetch_add(n, Ordering::AcqRel) + n > self.most {
            self.queued.fetch_sub(n, Ordering::AcqRel);
            self.choked.notify_one();
            return;
        }
        if self.tx.send(text).is_err() {
            self.queued.fetch_sub(n, Ordering::AcqRel);
        }
    }

    /// Tells the client `message`, then closes its connection.
    fn send_and_close(&self, message: ServerMessage) {
        self.send(message);
        self.choked.notify_one();
    }
}

struct TableEntry {
    code: String,
    game: GameSetup,
    table: Box<dyn NetTable>,
    seats: Vec<Sitter>,
    host: Seat,
    started: bool,
    /// The computer player that plays for a person away (none: their seat waits).
    stand_in: Option<Level>,
    /// How long a person is away before the stand-in plays for them.
    grace: Duration,
    /// The host has paused the match: nobody acts, no computer plays.
    paused: bool,
    /// The host ended the match before its end.
    ended: bool,
    /// People asking for a seat back by its name from a new connection, waiting for the
    /// host's answer: at most one a seat.
    asks: Vec<Ask>,
    /// The addresses whose asking the host refused, and when.
    refused_asks: Vec<(Address, Instant)>,
    /// When each seat last said something in the chat (at most [`CHAT_BURST`] a seat).
    spoke: Vec<Vec<Instant>>,
    /// The lines of the people watching the table (at most [`MAX_WATCHERS`]).
    watchers: Vec<Line>,
    /// The host lets nobody watch.
    no_watchers: bool,
    /// What the computer players at the engine's table play: a bot's level at a bot's seat,
    /// the computer playing for a person away, or none (kept in step with
    /// [`TableEntry::computer_for`]).
    playing: Vec<Option<Level>>,
    /// When somebody was last seen at the table (by the sweep that forgets empty tables).
    last_here: Instant,
    /// What is kept on disk; `None` until the table is first kept.
    kept: Option<Kept>,
    /// The address of the connection that opened it (none for a table taken up from disk),
    /// for the cap of tables per address.
    opened_from: Option<Address>,
    /// Waiting in the bots' queue for a bot's move.
    bots_queued: bool,
}

/// The most people who may watch one table.
pub const MAX_WATCHERS: usize = 16;

/// Someone asking for a person's seat back by its name.
struct Ask {
    seat: Seat,
    name: String,
    line: Line,
    address: Address,
}

/// How long an address whose asking the host refused waits before it may ask again (so a
/// stranger with the code cannot bury the host in requests).
const ASK_AGAIN: Duration = Duration::from_secs(60);

/// The grace time of a table whose host chose none: a person away this long is played by
/// the table's stand-in.
pub const DEFAULT_GRACE: Duration = Duration::from_secs(60);

/// The longest grace time a host may choose.
pub const MAX_GRACE_SECS: u32 = 3600;

/// A table as kept on disk.
struct Kept {
    /// Its file without the actions.
    meta: TableFile,
    /// The actions kept, in the file and the journal.
    actions: usize,
    /// The actions in the file.
    in_file: usize,
    /// A move could not be appended: the next change writes the file whole (which also
    /// passes by whatever of that move the journal kept).
    whole_next: bool,
}

impl Kept {
    /// `file` written whole.
    fn whole(file: &TableFile) -> Kept {
        Kept {
            meta: without_actions(file),
            actions: file.actions.len(),
            in_file: file.actions.len(),
            whole_next: false,
        }
    }
}

/// A table file without its actions: what a move leaves as it was.
fn without_actions(file: &TableFile) -> TableFile {
    TableFile {
        actions: Vec::new(),
        ..file.clone()
    }
}

impl TableEntry {
    fn lobby(&self) -> ServerMessage {
        ServerMessage::Lobby {
            code: self.code.clone(),
            game: self.game.clone(),
            started: self.started,
            host: self.host,
            stand_in: self.stand_in.map(|l| l.name().to_string()),
            grace: self
                .stand_in
                .map(|_| u32::try_from(self.grace.as_secs()).unwrap_or(MAX_GRACE_SECS)),
            paused: self.paused,
            watchers: self.watchers.len(),
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(seat, s)| match s {
                    Sitter::Person {
                        name,
                        line,
                        pending,
                        ..
                    } => SeatInfo::Person {
                        name: name.clone(),
                        connected: line.is_some(),
                        pending: *pending,
                        computer: self.computer_for(seat).map(|l| l.name().to_string()),
                        computer_in: self.computer_in(seat),
                    },
                    Sitter::Bot(level) => SeatInfo::Bot {
                        level: level.name().to_string(),
                    },
                    Sitter::Open => SeatInfo::Open,
                })
                .collect(),
        }
    }

    /// Tells every connected person `message(seat)`.
    fn tell_each(&self, message: impl Fn(Seat) -> ServerMessage) {
        for (seat, s) in self.seats.iter().enumerate() {
            if let Sitter::Person {
                line: Some(line), ..
            } = s
            {
                line.send(message(seat));
            }
        }
    }

    /// Sends every connected person the match as their seat sees it; `after_action` when an
    /// action has just been taken, so the states carry what it caused.
    fn tell_states(&self, after_action: bool) {
        if !self.started {
            return;
        }
        self.tell_each(|seat| self.state_message(seat, after_action));
        if !self.watchers.is_empty() {
            let watched = self.watcher_message();
            for w in &self.watchers {
                w.send(watched.clone());
            }
        }
    }

    /// The match as `seat` sees it.
    fn state_message(&self, seat: Seat, after_action: bool) -> ServerMessage {
        match self.table.state_for(&self.code, seat, after_action) {
            Ok(mut state) => {
                if self.ended && !state.over {
                    // Ended by the host: over for everybody, and nothing is secret any more.
                    let (_, seed, actions) = self.table.record();
                    state.over = true;
                    state.to_act = None;
                    state.ended = true;
                    state.finished = Some(crate::protocol::FinishedMatch { seed, actions });
                }
                ServerMessage::State(state)
            }
            Err(reason) => ServerMessage::Refused { reason, why: None },
        }
    }

    /// The seat `token` holds, when this connection holds it: a seat taken back on another
    /// connection (or not yet taken back after a dropped line) does not act from this one.
    fn seat_here(&self, token: &str, line: &Line) -> Result<Seat, Refusal> {
        let seat = self.seat_of(token).ok_or_else(no_seat)?;
        match &self.seats[seat] {
            Sitter::Person { line: Some(l), .. } if l.id == line.id => Ok(seat),
            _ => Err(Refusal::of(
                "seat-elsewhere",
                &[],
                "your seat is not held by this connection: take it back with rejoin first",
            )),
        }
    }

    /// The table as it is kept on disk.
    fn file(&self) -> TableFile {
        TableFile {
            actions: self.table.actions_since(0),
            ..self.meta()
        }
    }

    /// [`TableEntry::file`] without the actions: what a move leaves as it was.
    fn meta(&self) -> TableFile {
        TableFile {
            version: TABLE_FILE_VERSION,
            code: self.code.clone(),
            game: self.game.clone(),
            seed: self.table.seed(),
            host: self.host,
            started: self.started,
            stand_in: self.stand_in.map(|l| l.name().to_string()),
            grace_secs: Some(u32::try_from(self.grace.as_secs()).unwrap_or(MAX_GRACE_SECS)),
            paused: self.paused,
            ended: self.ended,
            no_watchers: self.no_watchers,
            seats: self
                .seats
                .iter()
                .map(|s| match s {
                    Sitter::Person {
                        name,
                        token,
                        given,
                        pending,
                        ..
                    } => KeptSeat::Person {
                        name: name.clone(),
                        token: token.clone(),
                        given: given.map(|l| l.name().to_string()),
                        pending: *pending,
                    },
                    Sitter::Bot(level) => KeptSeat::Bot {
                        level: level.name().to_string(),
                    },
                    Sitter::Open => KeptSeat::Open,
                })
                .collect(),
            actions: Vec::new(),
        }
    }

    /// The table a kept file describes, its match replayed to the last action; everybody is
    /// away until they come back.
    fn restore(file: TableFile) -> Result<TableEntry, String> {
        let kept = Some(Kept::whole(&file));
        let mut bots = Vec::with_capacity(file.seats.len());
        let mut seats = Vec::with_capacity(file.seats.len());
        for kept in file.seats {
            match kept {
                KeptSeat::Person {
                    name,
                    token,
                    given,
                    pending,
                } => {
                    bots.push(None);
                    seats.push(Sitter::Person {
                        name,
                        token,
                        line: None,
                        away: Some(Instant::now()),
                        given: given.as_deref().map(str::parse::<Level>).transpose()?,
                        pending,
                    });
                }
                KeptSeat::Bot { level } => {
                    let level = level.parse::<Level>()?;
                    bots.push(Some(level));
                    seats.push(Sitter::Bot(level));
                }
                KeptSeat::Open => {
                    bots.push(None);
                    seats.push(Sitter::Open);
                }
            }
        }
        let stand_in = file
            .stand_in
            .as_deref()
            .map(str::parse::<Level>)
            .transpose()?;
        let mut table = new_table(&file.game, file.seed, &bots)?;
        for (i, action) in file.actions.iter().enumerate() {
            let seat = table
                .to_act()
                .ok_or_else(|| format!("action {} comes after the end of the match", i + 1))?;
            table
                .act(seat, action)
                .map_err(|e| format!("action {}: {e}", i + 1))?;
        }
        // Everybody is away until they come back (the grace time runs from now).
        let playing = bots;
        Ok(TableEntry {
            kept,
            code: file.code,
            game: file.game,
            table,
            seats,
            host: file.host,
            started: file.started,
            stand_in,
            grace: file
                .grace_secs
                .map_or(DEFAULT_GRACE, |s| Duration::from_secs(s.into())),
            paused: file.paused,
            ended: file.ended,
            asks: Vec::new(),
            refused_asks: Vec::new(),
            spoke: Vec::new(),
            watchers: Vec::new(),
            no_watchers: file.no_watchers,
            playing,
            last_here: Instant::now(),
            opened_from: None,
            bots_queued: false,
        })
    }

    /// Whether the match is under way and a computer is to act: a bot, or a computer playing
    /// for a person away (the bots' threads are then needed).
    fn bots_turn(&self) -> bool {
        self.started
            && !self.paused
            && !self.ended
            && self
                .table
                .to_act()
                .is_some_and(|s| self.playing_level(s).is_some())
    }

    /// The computer that plays `seat` now: its bot, or one playing for its person away.
    fn playing_level(&self, seat: Seat) -> Option<Level> {
        match &self.seats[seat] {
            Sitter::Bot(level) => Some(*level),
            Sitter::Person { .. } => self.computer_for(seat),
            Sitter::Open => None,
        }
    }

    /// The computer player that plays for the person at `seat` now: the one the host gave
    /// the seat to, or the table's stand-in once they have been away for the grace time.
    /// Only while somebody is at the table: a match everybody has left waits for them.
    fn computer_for(&self, seat: Seat) -> Option<Level> {
        let Sitter::Person {
            line: None,
            away,
            given,
            ..
        } = &self.seats[seat]
        else {
            return None;
        };
        let somebody_here = self
            .seats
            .iter()
            .any(|s| matches!(s, Sitter::Person { line: Some(_), .. }));
        if !somebody_here {
            return None;
        }
        given.or_else(|| {
            self.stand_in
                .filter(|_| away.is_none_or(|since| since.elapsed() >= self.grace))
        })
    }

    /// The seconds until the stand-in plays for the person away at `seat`, while it is not
    /// yet (the grace time runs).
    fn computer_in(&self, seat: Seat) -> Option<u32> {
        let Sitter::Person {
            line: None,
            away: Some(since),
            given: None,
            ..
        } = &self.seats[seat]
        else {
            return None;
        };
        self.stand_in?;
        let left = self.grace.saturating_sub(since.elapsed());
        (!left.is_zero()).then(|| u32::try_from(left.as_secs() + 1).unwrap_or(u32::MAX))
    }

    /// Seats at the engine's table the computers that play now, where they changed.
    fn sync_computers(&mut self) {
        for seat in 0..self.seats.len() {
            let level = self.playing_level(seat);
            if self.playing[seat] != level {
                self.playing[seat] = level;
                self.table.stand_in(seat, level);
            }
        }
    }

    /// The person at `seat`, who is connected on `line`, is back: their seat is theirs again
    /// (a computer playing for them stops).
    fn back(&mut self, seat: Seat, line: &Line) -> Option<Line> {
        let Sitter::Person {
            line: l,
            away,
            given,
            ..
        } = &mut self.seats[seat]
        else {
            return None;
        };
        *away = None;
        *given = None;
        let before = l.replace(line.clone());
        self.sync_computers();
        before
    }

    /// Refused unless the match has started and is not over.
    fn under_way(&self) -> Result<(), Refusal> {
        if !self.started {
            return Err(Refusal::of(
                "not-started",
                &[],
                "the match has not started yet",
            ));
        }
        if self.ended || self.table.is_over() {
            return Err(Refusal::of("over", &[], "the match is over"));
        }
        Ok(())
    }

    /// Refused unless `token` holds the host's seat on this connection.
    fn host_here(&self, token: &str, line: &Line) -> Result<(), Refusal> {
        if self.seat_here(token, line)? != self.host {
            return Err(Refusal::of(
                "not-host",
                &[],
                "only the host does that at this table",
            ));
        }
        Ok(())
    }

    /// Tells everybody who sits where (someone sat down, left, dropped or came back, or a
    /// computer took a seat over).
    fn tell_lobby(&self) {
        let lobby = self.lobby();
        self.tell_each(|_| lobby.clone());
        for w in &self.watchers {
            w.send(lobby.clone());
        }
    }

    /// The match as a watcher may know it.
    fn watcher_message(&self) -> ServerMessage {
        match self.table.watcher_state(&self.code) {
            Ok(mut state) => {
                if self.ended && !state.over {
                    let (_, seed, actions) = self.table.record();
                    state.over = true;
                    state.to_act = None;
                    state.ended = true;
                    state.finished = Some(crate::protocol::FinishedMatch { seed, actions });
                }
                ServerMessage::State(state)
            }
            Err(reason) => ServerMessage::Refused { reason, why: None },
        }
    }

    /// The seat that `token` holds.
    fn seat_of(&self, token: &str) -> Option<Seat> {
        self.seats.iter().position(|s| match s {
            Sitter::Person { token: t, .. } => t == token,
            _ => false,
        })
    }
}

type SharedTable = Arc<Mutex<TableEntry>>;

/// What every connection shares.
#[derive(Default)]
struct Shared {
    tables: Mutex<HashMap<String, SharedTable>>,
    next_line: std::sync::atomic::AtomicU64,
    /// Where tables are kept, if anywhere.
    keep: Option<Keep>,
    /// The journal is being let go ([`Shared::compact`]).
    compacting: std::sync::atomic::AtomicBool,
    /// How long tables nobody is at are kept.
    expiry: Mutex<Expiry>,
    limits: Mutex<Limits>,
    /// Codes that fit no table, per address and in all.
    guessed: Mutex<Guessed>,
    /// The tables open per address that opened them.
    hosts: Mutex<HashMap<Address, usize>>,
    /// The threads the bots think on.
    bots: BotPool,
}

/// How long a table nobody is at is kept before the server forgets it (and its file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expiry {
    /// A table whose match has not started.
    pub lobby: Duration,
    /// A table whose match is over.
    pub over: Duration,
    /// A table whose match goes on, for its people to come back to.
    pub playing: Duration,
}

impl Default for Expiry {
    fn default() -> Expiry {
        Expiry {
            lobby: Duration::from_secs(30 * 60),
            over: Duration::from_secs(10 * 60),
            playing: Duration::from_secs(2 * 3600),
        }
    }
}

/// What one connection, one address and the whole server may do: the defaults stand up to
/// strangers, and a test may loosen or tighten them ([`Server::set_limits`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Messages a connection may send at once before it is read at `rate`.
    pub burst: f64,
    /// Messages a second a connection is read at past its burst (a flood slows only itself).
    pub rate: f64,
    /// The bytes that may wait to be written to a connection before it is cut off.
    pub outbox_bytes: usize,
    /// Codes that fit no table (or tokens that hold no seat) a connection, and an address,
    /// may name within a minute; past that it is refused any code it does not sit at.
    pub wrong_codes_per_address: usize,
    /// The same for the whole server, from every address together: what bounds guessing
    /// from many addresses.
    pub wrong_codes: usize,
    /// Tables one connection may have opened that are still there.
    pub tables_per_connection: usize,
    /// Tables the connections of one address may have opened that are still there.
    pub tables_per_address: usize,
    /// Tables the server holds at most.
    pub tables: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            burst: 100.0,
            rate: 50.0,
            outbox_bytes: OUTBOX_BYTES,
            wrong_codes_per_address: 5,
            wrong_codes: 600,
            tables_per_connection: 4,
            tables_per_address: 50,
            tables: 10_000,
        }
    }
}

/// A lock that a panic elsewhere cannot make unusable: the data is whole between statements.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Shared {
    /// Keeps the table on disk before anyone is told of its change. When that fails the table
    /// goes back to what is kept, and the error says the change was not made.
    fn commit(self: &Arc<Self>, entry: &mut TableEntry) -> Result<(), String> {
        let Some(keep) = &self.keep else {
            return Ok(());
        };
        let meta = entry.meta();
        let len = entry.table.action_count();
        // The actions kept, when only moves were made since: those are journalled.
        let journalled = match &entry.kept {
            Some(kept) if !kept.whole_next && kept.meta == meta && kept.actions <= len => {
                Some(kept.actions)
            }
            _ => None,
        };
        let e = match journalled {
            Some(n) if n == len => return Ok(()),
            Some(n) => {
                let moves = entry.table.actions_since(n);
                match keep.append(&meta.code, meta.seed, n, &moves) {
                    Ok(due) => {
                        if let Some(kept) = &mut entry.kept {
                            kept.actions = len;
                        }
                        if due {
                            self.clone().compact();
                        }
                        return Ok(());
                    }
                    Err(e) => e,
                }
            }
            None => {
                let file = entry.file();
                match keep.save(&file) {
                    Ok(()) => {
                        entry.kept = Some(Kept::whole(&file));
                        return Ok(());
                    }
                    Err(e) => e,
                }
            }
        };
        let file = entry.file();
        let lines: Vec<Option<Line>> = entry
            .seats
            .iter()
            .map(|s| match s {
                Sitter::Person { line, .. } => line.clone(),
                _ => None,
            })
            .collect();
        // Back to what is kept: the file as it was, with the actions kept (where they are
        // kept is as it was too: some may be in the journal only).
        let old = entry.kept.take();
        let was = old.as_ref().map(|kept| TableFile {
            actions: file.actions[..kept.actions.min(file.actions.len())].to_vec(),
            ..kept.meta.clone()
        });
        let old = old.map(|k| Kept {
            whole_next: true,
            ..k
        });
        if let Some(Ok(kept)) = was.map(TableEntry::restore) {
            let (opened_from, bots_queued) = (entry.opened_from, entry.bots_queued);
            let watchers = std::mem::take(&mut entry.watchers);
            *entry = kept;
            entry.watchers = watchers;
            entry.kept = old;
            entry.opened_from = opened_from;
            entry.bots_queued = bots_queued;
            for (seat, line) in lines.into_iter().enumerate() {
                if let Sitter::Person { line: l, away, .. } = &mut entry.seats[seat]
                    && line.is_some()
                {
                    // Restored as away: the person is here.
                    *l = line;
                    *away = None;
                }
            }
            entry.sync_computers();
        } else {
            entry.kept = old;
        }
        Err(format!(
            "the server could not keep the table on disk ({e}), so that was not done; \
             try again, or ask whoever runs the server to free some space"
        ))
    }

    /// Writes whole every table with moves in the journal and lets the journal go, on a
    /// thread of its own (a move, a bot's on the bots' threads too, may set it off); once at
    /// a time.
    fn compact(self: Arc<Self>) {
        if self
            .compacting
            .swap(true, std::sync::atomic::Ordering::AcqRel)
        {
            return;
        }
        let _ = std::thread::Builder::new()
            .name("sevenfold-compact".into())
            .spawn(move || {
                // Done, even if this panics: the next journal past the limit tries again.
                struct Done<'a>(&'a std::sync::atomic::AtomicBool);
                impl Drop for Done<'_> {
                    fn drop(&mut self) {
                        self.0.store(false, std::sync::atomic::Ordering::Release);
                    }
                }
                let _done = Done(&self.compacting);
                if let Some(keep) = &self.keep
                    && let Ok(last) = keep.rotate()
                {
                    let tables: Vec<SharedTable> = lock(&self.tables).values().cloned().collect();
                    // Each under its lock, so a table's newer file is never overwritten by this.
                    let saved = tables.iter().all(|t| {
                        let mut entry = lock(t);
                        // Forgotten tables have nothing kept; whole files need nothing more.
                        if entry
                            .kept
                            .as_ref()
                            .is_none_or(|k| k.in_file == k.actions && !k.whole_next)
                        {
                            return true;
                        }
                        let file = entry.file();
                        let ok = keep.save(&file).is_ok();
                        if ok {
                            entry.kept = Some(Kept::whole(&file));
                        }
                        ok
                    });
                    if saved {
                        let _ = keep.forget_journals(last);
                    }
                }
            });
    }

    /// Takes the table `code` off the list (its entry locked by the caller), and off the count
    /// of its address's tables.
    fn unlist(&self, code: &str, entry: &TableEntry) {
        if lock(&self.tables).remove(code).is_some()
            && let Some(address) = entry.opened_from
        {
            let mut hosts = lock(&self.hosts);
            if let Some(n) = hosts.get_mut(&address) {
                *n = n.saturating_sub(1);
                if *n == 0 {
                    hosts.remove(&address);
                }
            }
        }
    }

    fn table(&self, code: &str) -> Option<SharedTable> {
        lock(&self.tables).get(&code_key(code)).cloned()
    }
}

/// A code no table of `tables` has.
fn new_code(tables: &HashMap<String, SharedTable>) -> String {
    let mut rng = rand::rng();
    loop {
        let code: String = (0..CODE_LEN)
            .map(|_| CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())] as char)
            .collect();
        if !tables.contains_key(&code) {
            return code;
        }
    }
}

/// A random 128-bit token, in hex.
fn new_token() -> String {
    let bits: u128 = rand::rng().random();
    format!("{bits:032x}")
}

/// A running server; it stops when [`Server::stop`] is called or the handle is dropped.
pub struct Server {
    addr: SocketAddr,
    /// It speaks `wss://`.
    secure: bool,
    shared: Arc<Shared>,
    stop: Option<oneshot::Sender<()>>,
}

impl Server {
    /// Starts a server listening on `addr` ("127.0.0.1:0" picks a free port) on the current
    /// tokio runtime, keeping nothing on disk.
    pub async fn start(addr: &str) -> std::io::Result<Server> {
        Ok(Server::start_keeping(addr, None).await?.0)
    }

    /// [`Server::start`], keeping every table in `data_dir` (if given) and taking up the
    /// tables kept there; also returns what could not be taken up, and why.
    pub async fn start_keeping(
        addr: &str,
        data_dir: Option<&Path>,
    ) -> std::io::Result<(Server, Vec<String>)> {
        Server::start_secure(addr, data_dir, None).await
    }

    /// [`Server::start_keeping`], speaking `wss://` with the certificate and key of `tls`
    /// when given.
    pub async fn start_secure(
        addr: &str,
        data_dir: Option<&Path>,
        tls: Option<&TlsFiles>,
    ) -> std::io::Result<(Server, Vec<String>)> {
        let acceptor = acceptor(tls)?;
        let keep = data_dir.map(Keep::new).transpose()?;
        let mut problems = Vec::new();
        let mut tables = HashMap::new();
        if let Some(keep) = &keep {
            let loaded = keep.load_all();
            let (files, moved) = (loaded.tables, loaded.moved);
            problems = loaded.problems;
            // The journal's moves go into the tables' files, and the journal goes.
            let moved: std::collections::HashSet<String> = moved.into_iter().collect();
            let moved: Vec<&TableFile> = files.iter().filter(|f| moved.contains(&f.code)).collect();
            keep.settle(&moved).map_err(|e| {
                std::io::Error::other(format!(
                    "the tables' files could not be written again from the journal ({e}); \
                     free some space on the disk and start the server again"
                ))
            })?;
            for file in files {
                let code = file.code.clone();
                match TableEntry::restore(file) {
                    Ok(entry) => {
                        tables.insert(code, Arc::new(Mutex::new(entry)));
                    }
                    Err(e) => problems.push(format!("table {code}: {e}; it was left as it is")),
                }
            }
        }
        let listener = TcpListener::bind(addr).await?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            tables: Mutex::new(tables),
            keep,
            ..Shared::default()
        });
        // A kept match whose turn was a bot's goes on by itself.
        let kept: Vec<SharedTable> = lock(&shared.tables).values().cloned().collect();
        for table in kept {
            if lock(&table).bots_turn() {
                play_bots(shared.clone(), table);
            }
        }
        let (stop, stopped) = oneshot::channel();
        let secure = acceptor.is_some();
        tokio::spawn(accept_loop(listener, shared.clone(), acceptor, stopped));
        tokio::spawn(sweep_loop(Arc::downgrade(&shared)));
        Ok((
            Server {
                addr,
                secure,
                shared,
                stop: Some(stop),
            },
            problems,
        ))
    }

    /// Where it listens.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The address clients connect to: `ws://HOST:PORT`, or `wss://` with TLS.
    pub fn url(&self) -> String {
        let scheme = if self.secure { "wss" } else { "ws" };
        format!("{scheme}://{}", self.addr)
    }

    /// The game, the seed and every action of the table `code`: what the server keeps of a
    /// match (never sent to a client).
    pub fn record(&self, code: &str) -> Option<(GameSetup, u64, Vec<String>)> {
        let table = self.shared.table(code)?;
        let entry = lock(&table);
        Some(entry.table.record())
    }

    /// How many tables it holds.
    pub fn tables(&self) -> usize {
        lock(&self.shared.tables).len()
    }

    /// Writes the tables whole again once their journal reaches `bytes` (a server keeping
    /// tables does at [`crate::keep::JOURNAL_LIMIT`]).
    pub fn set_journal_limit(&self, bytes: u64) {
        if let Some(keep) = &self.shared.keep {
            keep.set_journal_limit(bytes);
        }
    }

    /// Keeps tables nobody is at for these times (a server keeps [`Expiry::default`]'s).
    pub fn set_expiry(&self, expiry: Expiry) {
        *lock(&self.shared.expiry) = expiry;
    }

    /// Holds connections and addresses to these limits from now on (a server holds
    /// [`Limits::default`]'s); connections made before keep their pace.
    pub fn set_limits(&self, limits: Limits) {
        *lock(&self.shared.limits) = limits;
    }

    /// Stops accepting connections and keeping tables: the data folder is let go, for
    /// another server to take up (connections still open are refused every change).
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(keep) = &self.shared.keep {
            keep.close();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.halt();
    }
}

/// Runs a server on `addr` until Ctrl+C (the `sevenfold serve` command), with TLS when `tls`
/// is given, holding connections to `limits`; `ready` is told the address clients connect to.
pub fn serve_until_interrupted(
    addr: &str,
    data_dir: Option<&Path>,
    tls: Option<&TlsFiles>,
    limits: Limits,
    ready: impl FnOnce(&str, &[String]),
) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let (server, problems) = Server::start_secure(addr, data_dir, tls).await?;
        server.set_limits(limits);
        ready(&server.url(), &problems);
        tokio::signal::ctrl_c().await?;
        server.stop();
        Ok(())
    })
}

/// The certificate chain and private key (PEM files) of a server that speaks `wss://`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TlsFiles {
    pub cert: std::path::PathBuf,
    pub key: std::path::PathBuf,
}

#[cfg(feature = "tls")]
type Acceptor = tokio_rustls::TlsAcceptor;
/// Without TLS there is no acceptor to have.
#[cfg(not(feature = "tls"))]
type Acceptor = std::convert::Infallible;

/// The TLS side of a server with `tls`; the error says what is wrong with its files.
fn acceptor(tls: Option<&TlsFiles>) -> std::io::Result<Option<Acceptor>> {
    let Some(files) = tls else { return Ok(None) };
    #[cfg(feature = "tls")]
    {
        let config =
            crate::tls::server_config(&files.cert, &files.key).map_err(std::io::Error::other)?;
        Ok(Some(tokio_rustls::TlsAcceptor::from(config)))
    }
    #[cfg(not(feature = "tls"))]
    {
        let _ = files;
        Err(std::io::Error::other(
            "this Sevenfold was built without TLS (its tls feature); build it with the \
             default features to serve wss://",
        ))
    }
}

async fn accept_loop(
    listener: TcpListener,
    shared: Arc<Shared>,
    acceptor: Option<Acceptor>,
    mut stopped: oneshot::Receiver<()>,
) {
    loop {
        tokio::select! {
            _ = &mut stopped => return,
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    let address = Address::of(peer.ip());
                    let _ = stream.set_nodelay(true);
                    let shared = shared.clone();
                    match &acceptor {
                        None => {
                            tokio::spawn(connection(stream, shared, address));
                        }
                        #[cfg(feature = "tls")]
                        Some(tls) => {
                            let tls = tls.clone();
                            tokio::spawn(async move {
                                // A client that never finishes its TLS handshake is dropped.
                                let secured = tokio::time::timeout(
                                    HANDSHAKE_TIME,
                                    tls.accept(stream),
                                );
                                if let Ok(Ok(stream)) = secured.await {
                                    connection(stream, shared, address).await;
                                }
                            });
                        }
                        #[cfg(not(feature = "tls"))]
                        Some(never) => match *never {},
                    }
                }
                // Out of file handles, say: wait a moment rather than spin.
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
    }
}

/// Where a connection comes from, as limits count it: an IPv4 address, or an IPv6 address's
/// /64 network (one household or server has a whole /64).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Address(u128);

impl Address {
    fn of(ip: std::net::IpAddr) -> Address {
        match ip {
            std::net::IpAddr::V4(v4) => Address(u128::from(u32::from(v4))),
            std::net::IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => Address(u128::from(u32::from(v4))),
                None => Address((u128::from(v6) >> 64 << 64) | (1 << 32)),
            },
        }
    }
}

/// Codes that fit no table, counted per address and for the whole server over the last
/// [`GUESS_WINDOW`]: past either limit no code is looked up for a stranger.
#[derive(Default)]
struct Guessed {
    all: std::collections::VecDeque<Instant>,
    by_address: HashMap<Address, std::collections::VecDeque<Instant>>,
}

impl Guessed {
    /// Whether `address` may look a code up now.
    fn allows(&mut self, address: Address, limits: &Limits) -> bool {
        let now = Instant::now();
        let old = |q: &mut std::collections::VecDeque<Instant>| {
            while q
                .front()
                .is_some_and(|t| now.duration_since(*t) >= GUESS_WINDOW)
            {
                q.pop_front();
            }
        };
        old(&mut self.all);
        if self.all.len() >= limits.wrong_codes {
            return false;
        }
        match self.by_address.get_mut(&address) {
            Some(q) => {
                old(q);
                q.len() < limits.wrong_codes_per_address
            }
            None => true,
        }
    }

    /// Counts a code of `address` that fit no table.
    fn wrong(&mut self, address: Address) {
        let now = Instant::now();
        self.all.push_back(now);
        self.by_address.entry(address).or_default().push_back(now);
        // Every address counted is in the server's own count: the map holds no more than
        // that, once the addresses whose guesses have all aged are let go.
        if self.by_address.len() > self.all.len() + 64 {
            self.by_address.retain(|_, q| {
                q.back()
                    .is_some_and(|t| now.duration_since(*t) < GUESS_WINDOW)
            });
        }
    }
}

/// What the server knows of one connection: where it comes from, its codes that fit no
/// table (to slow down guessing), the tables it sits at and those it opened.
struct Conn {
    address: Address,
    wrong: Vec<Instant>,
    /// Codes of the tables this connection has sat at: looking them up is no guess.
    known: std::collections::HashSet<String>,
    /// Codes of the tables this connection opened.
    hosted: Vec<String>,
}

/// The refusal of a stranger's code while it or the server has had too many that fit no table.
fn too_many_codes() -> Refusal {
    Refusal::of(
        "too-many-codes",
        &[],
        "too many codes that fit no table: wait a minute, and check the code with the host",
    )
}

impl Conn {
    fn new(address: Address) -> Conn {
        Conn {
            address,
            wrong: Vec::new(),
            known: std::collections::HashSet::new(),
            hosted: Vec::new(),
        }
    }

    /// The table `code` names, for a message carrying `token` (if any). A code this
    /// connection sits at, or asked with a token that holds a seat there, is no guess; any
    /// other is looked up only while this connection, its address and the whole server have
    /// had fewer codes that fit no table than their limits within the last minute, and a code
    /// that fits none (or a token that holds no seat) counts against all three.
    fn table(
        &mut self,
        shared: &Shared,
        code: &str,
        token: Option<&str>,
    ) -> Result<SharedTable, Refusal> {
        let key = code_key(code);
        let found = shared.table(&key);
        if let Some(table) = &found {
            let proven = self.known.contains(&key)
                || token.is_some_and(|t| lock(table).seat_of(t).is_some());
            if proven {
                self.known.insert(key);
                return Ok(table.clone());
            }
        }
        let limits = *lock(&shared.limits);
        self.wrong.retain(|t| t.elapsed() < GUESS_WINDOW);
        if self.wrong.len() >= limits.wrong_codes_per_address
            || !lock(&shared.guessed).allows(self.address, &limits)
        {
            return Err(too_many_codes());
        }
        match (found, token) {
            // A stranger's join of a table that is there.
            (Some(table), None) => Ok(table),
            (found, _) => {
                self.wrong.push(Instant::now());
                lock(&shared.guessed).wrong(self.address);
                if found.is_some() {
                    return Err(no_seat());
                }
                let shown: String = code.trim().chars().take(12).collect();
                Err(Refusal::of(
                    "no-table",
                    &[("code", shown.clone())],
                    format!("no table has the code '{shown}'"),
                ))
            }
        }
    }
}

/// A code as tables are listed under it: capitals, without the spaces and dashes people
/// write it with.
fn code_key(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .take(64)
        .collect::<String>()
        .to_ascii_uppercase()
}

/// A connection silent this long is taken for dropped (clients ping more often).
const IDLE_LINE: Duration = Duration::from_secs(60);

/// How long a connection may take to finish its TLS and WebSocket handshakes.
const HANDSHAKE_TIME: Duration = Duration::from_secs(10);

/// One client, until its line drops.
async fn connection<S>(stream: S, shared: Arc<Shared>, address: Address)
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    // Small buffers: a message is a few kB, and a thousand tables hold four thousand lines.
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_FRAME_BYTES))
        .max_frame_size(Some(MAX_FRAME_BYTES))
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024);
    // A connection that never finishes its handshake is not kept waiting for.
    let handshake = tokio_tungstenite::accept_async_with_config(stream, Some(config));
    let Ok(Ok(ws)) = tokio::time::timeout(HANDSHAKE_TIME, handshake).await else {
        return;
    };
    let (mut write, mut read) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let queued = Arc::new(AtomicUsize::new(0));
    let id = shared
        .next_line
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let choked = Arc::new(tokio::sync::Notify::new());
    let limits = *lock(&shared.limits);
    let line = Line {
        id,
        tx,
        most: limits.outbox_bytes,
        queued: queued.clone(),
        choked: choked.clone(),
    };
    let mut writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            let n = text.len();
            let sent = write.send(Message::Text(text.into())).await;
            queued.fetch_sub(n, Ordering::AcqRel);
            if sent.is_err() {
                break;
            }
        }
        let _ = write.close().await;
    });
    let mut bucket = Bucket::new(&limits);
    let mut greeted = false;
    let mut conn = Conn::new(address);
    // A client that says nothing for a minute (no message, no ping) has lost its line.
    loop {
        let frame = tokio::select! {
            next = tokio::time::timeout(IDLE_LINE, read.next()) => match next {
                Ok(Some(frame)) => frame,
                _ => break,
            },
            () = choked.notified() => break,
        };
        // One client's flood slows that client only: past its burst, its frames are read
        // at the pace the bucket allows.
        bucket.take().await;
        let text = match frame {
            Ok(Message::Text(text)) => text,
            Ok(Message::Binary(_)) => {
                refuse(&line, "messages are JSON text frames, not binary ones");
                continue;
            }
            Ok(Message::Close(_)) => break,
            Ok(_) => continue,
            // Too large, not WebSocket, or the line dropped: this connection ends.
            Err(_) => break,
        };
        let message = match serde_json::from_str::<ClientMessage>(&text) {
            Ok(m) => m,
            Err(e) => {
                let e = crate::protocol::short_quotes(&e.to_string(), &text, QUOTE_CHARS);
                refuse(
                    &line,
                    format!("not a message of protocol {PROTOCOL_VERSION}: {e}"),
                );
                continue;
            }
        };
        match message {
            ClientMessage::Hello { version } if version == PROTOCOL_VERSION => {
                greeted = true;
                line.send(ServerMessage::Welcome {
                    version: PROTOCOL_VERSION,
                });
            }
            ClientMessage::Hello { version } => refuse(
                &line,
                Refusal::of(
                    "version",
                    &[
                        ("server", PROTOCOL_VERSION.to_string()),
                        ("client", version.to_string()),
                    ],
                    format!(
                        "this server speaks protocol {PROTOCOL_VERSION}, not {version}: \
                         use the same version of Sevenfold as the host"
                    ),
                ),
            ),
            _ if !greeted => refuse(&line, "say hello with the protocol version first"),
            other => {
                if let Err(refusal) = handle(&shared, &line, other, &mut conn) {
                    refuse(&line, refusal);
                }
            }
        }
    }
    let _ = disconnect(&shared, id);
    drop(line);
    // What is left to write goes out unless the client does not read it: a client cut off
    // for not reading, or one that stops now, is not waited for.
    if tokio::time::timeout(Duration::from_secs(5), &mut writer)
        .await
        .is_err()
    {
        writer.abort();
    }
}

/// The most characters of what a client sent that a refusal quotes (once).
pub(crate) const QUOTE_CHARS: usize = 40;

/// The longest refusal's reason, in bytes (a reason quotes at most [`QUOTE_CHARS`] of what
/// came; this bounds what else it may hold).
const MAX_REASON_BYTES: usize = 600;

/// A connection's allowance of messages: [`Limits::burst`] at once, then [`Limits::rate`] a
/// second.
struct Bucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl Bucket {
    fn new(limits: &Limits) -> Bucket {
        Bucket {
            tokens: limits.burst,
            last: Instant::now(),
            rate: limits.rate.max(0.001),
            burst: limits.burst.max(1.0),
        }
    }

    /// Takes one message's allowance, waiting for it when there is none.
    async fn take(&mut self) {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.last).as_secs_f64() * self.rate).min(self.burst);
        self.last = now;
        if self.tokens < 1.0 {
            let wait = (1.0 - self.tokens) / self.rate;
            tokio::time::sleep(Duration::from_secs_f64(wait)).await;
            self.tokens = 1.0;
            self.last = Instant::now();
        }
        self.tokens -= 1.0;
    }
}

fn refuse(line: &Line, refusal: impl Into<Refusal>) {
    let mut refusal = refusal.into();
    if refusal.reason.len() > MAX_REASON_BYTES {
        let mut end = MAX_REASON_BYTES;
        while !refusal.reason.is_char_boundary(end) {
            end -= 1;
        }
        refusal.reason.truncate(end);
        refusal.reason.push('…');
    }
    line.send(ServerMessage::Refused {
        reason: refusal.reason,
        why: refusal.why,
    });
}

/// Why a message was refused: in English, and by an id a client words in its own language
/// (none for the engine's rule texts and other rare cases).
struct Refusal {
    reason: String,
    why: Option<Why>,
}

impl Refusal {
    fn of(id: &str, args: &[(&str, String)], reason: impl Into<String>) -> Refusal {
        Refusal {
            reason: reason.into(),
            why: Some(Why {
                id: id.to_string(),
                args: args
                    .iter()
                    .map(|(n, v)| (n.to_string(), v.clone()))
                    .collect(),
            }),
        }
    }
}

impl From<String> for Refusal {
    fn from(reason: String) -> Refusal {
        Refusal { reason, why: None }
    }
}

impl From<&str> for Refusal {
    fn from(reason: &str) -> Refusal {
        Refusal::from(reason.to_string())
    }
}

/// The refusal of a token that holds no seat at the table.
/// A computer player's level as a client names it.
fn parse_level(text: &str) -> Result<Level, Refusal> {
    text.parse::<Level>()
        .map_err(|e| crate::protocol::short_quotes(&e, text, QUOTE_CHARS).into())
}

fn not_a_person() -> Refusal {
    Refusal::of(
        "not-a-person",
        &[],
        "no friend sits at that seat (the host's own seat is the host's)",
    )
}

fn no_seat() -> Refusal {
    Refusal::of("no-seat", &[], "that token holds no seat at this table")
}

/// A name as given, checked: 1 to [`MAX_NAME_CHARS`] characters that all show, none that
/// turns the text's direction, and at most [`MAX_MARKS`] combining marks on one letter.
fn checked_name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Refusal::of(
            "name-empty",
            &[],
            "give a name to sit down with",
        ));
    }
    if !all_show(name, MAX_NAME_CHARS) {
        return Err(Refusal::of(
            "name-bad",
            &[("most", MAX_NAME_CHARS.to_string())],
            format!(
                "a name is at most {MAX_NAME_CHARS} characters that all show: no control, \
                 format, private-use or unassigned characters, no invisible ones or ones that \
                 turn the text's direction, and at most {MAX_MARKS} accents on a letter"
            ),
        ));
    }
    Ok(name.to_string())
}

/// Whether `text` is at most `most` characters that all show and change nothing around them
/// (see `docs/protocol.md`, *Names*): what a name or a chat message may hold.
fn all_show(text: &str, most: usize) -> bool {
    let mut marks = 0;
    if text.chars().count() > most {
        return false;
    }
    for (i, c) in text.chars().enumerate() {
        use unicode_general_category::GeneralCategory as G;
        let category = unicode_general_category::get_general_category(c);
        if matches!(
            category,
            G::NonspacingMark | G::SpacingMark | G::EnclosingMark
        ) {
            marks += 1;
            // A mark on nothing, or a pile of them that runs over the lines around it.
            if i == 0 || marks > MAX_MARKS {
                return false;
            }
        } else {
            marks = 0;
        }
        let hidden = matches!(
            category,
            G::Control
                | G::Format
                | G::PrivateUse
                | G::Unassigned
                | G::Surrogate
                | G::LineSeparator
                | G::ParagraphSeparator
        ) || (category == G::SpaceSeparator && c != ' ')
            || invisible(c);
        if hidden {
            return false;
        }
    }
    true
}

/// A seat may say this many things within [`CHAT_WINDOW`].
const CHAT_BURST: usize = 5;
const CHAT_WINDOW: Duration = Duration::from_secs(10);

/// The most combining marks (accents) one letter of a name may carry: Vietnamese stacks two.
const MAX_MARKS: usize = 3;

/// A character that shows nothing though it is not a format character: the fillers of
/// Hangul, the blank of braille, the grapheme joiner and the variation selectors, and every
/// other default-ignorable code point. In a name it could pass for another person's name.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}' // soft hyphen
            | '\u{034F}' // combining grapheme joiner
            | '\u{061C}' // Arabic letter mark
            | '\u{115F}'..='\u{1160}' // Hangul choseong and jungseong fillers
            | '\u{17B4}'..='\u{17B5}' // Khmer inherent vowels
            | '\u{180B}'..='\u{180F}' // Mongolian selectors and vowel separator
            | '\u{200B}'..='\u{200F}' // zero-width spaces and joiners, direction marks
            | '\u{202A}'..='\u{202E}' // direction embeddings and overrides
            | '\u{2060}'..='\u{206F}' // word joiner, invisible operators, isolates
            | '\u{2800}' // braille blank
            | '\u{3164}' // Hangul filler
            | '\u{FE00}'..='\u{FE0F}' // variation selectors
            | '\u{FEFF}' // zero-width no-break space
            | '\u{FFA0}' // halfwidth Hangul filler
            | '\u{FFF0}'..='\u{FFF8}'
            | '\u{1BCA0}'..='\u{1BCA3}' // shorthand format controls
            | '\u{1D173}'..='\u{1D17A}' // musical formatting
            | '\u{E0000}'..='\u{E0FFF}' // tags and variation selectors supplement
    )
}

/// A name as two seats at one table may not share it: without case, and with its spaces
/// run together.
fn name_key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

impl TableEntry {
    /// Refuses `name` when a person at the table has it already.
    fn name_free(&self, name: &str) -> Result<(), Refusal> {
        let key = name_key(name);
        let taken = self.seats.iter().any(|s| match s {
            Sitter::Person { name, .. } => name_key(name) == key,
            _ => false,
        });
        if taken {
            return Err(Refusal::of(
                "name-taken",
                &[],
                "somebody at this table has that name: sit down with another",
            ));
        }
        Ok(())
    }
}

/// Does what a message asks; the error is the reason it was refused.
fn handle(
    shared: &Arc<Shared>,
    line: &Line,
    message: ClientMessage,
    conn: &mut Conn,
) -> Result<(), Refusal> {
    match message {
        ClientMessage::Hello { .. } => Ok(()),
        ClientMessage::Host {
            game,
            seats,
            name,
            stand_in,
            grace,
            no_watchers,
        } => {
            let away = (stand_in.as_deref(), grace, no_watchers);
            let code = host(shared, line, conn, game, &seats, &name, away)?;
            conn.known.insert(code.clone());
            conn.hosted.push(code);
            Ok(())
        }
        ClientMessage::Join { code, name } => {
            let table = conn.table(shared, &code, None)?;
            let name = checked_name(&name)?;
            let mut entry = lock(&table);
            // One seat a connection: a stranger with the code does not take every free seat
            // from one line.
            let here = entry
                .seats
                .iter()
                .any(|s| matches!(s, Sitter::Person { line: Some(l), .. } if l.id == line.id));
            if here {
                return Err(Refusal::of(
                    "seated-already",
                    &[],
                    "this connection has a seat at this table already: a friend joins from \
                     their own",
                ));
            }
            entry.name_free(&name)?;
            let seat = entry
                .seats
                .iter()
                .position(|s| matches!(s, Sitter::Open))
                .ok_or_else(|| {
                    Refusal::of("seats-taken", &[], "every seat at this table is taken")
                })?;
            let token = new_token();
            entry.seats[seat] = Sitter::Person {
                name,
                token: token.clone(),
                line: Some(line.clone()),
                away: None,
                given: None,
                pending: false,
            };
            conn.known.insert(entry.code.clone());
            entry.sync_computers();
            shared.commit(&mut entry)?;
            line.send(ServerMessage::Seated {
                code: entry.code.clone(),
                seat,
                token,
            });
            entry.tell_lobby();
            entry.tell_states(false);
            // Someone new at a seat that waited in a match under way: it goes on.
            if entry.bots_turn() {
                drop(entry);
                play_bots(shared.clone(), table);
            }
            Ok(())
        }
        ClientMessage::Rejoin { code, token } => {
            let table = conn.table(shared, &code, Some(&token))?;
            let mut entry = lock(&table);
            let seat = entry.seat_of(&token).ok_or_else(no_seat)?;
            let code = entry.code.clone();
            // Back: the person plays their seat again.
            let before = entry.back(seat, line);
            line.send(ServerMessage::Seated {
                code: code.clone(),
                seat,
                token,
            });
            match &before {
                // Taken back on another connection: the old one is told, and closed (it no
                // longer speaks for the seat).
                Some(old) if old.id != line.id => old.send_and_close(ServerMessage::Replaced {
                    code,
                    seat,
                    reason: "your seat was taken back on another connection with its token; \
                             this one is closed"
                        .to_string(),
                }),
                _ => {}
            }
            if before.is_none() {
                // Everybody sees the person back, and is told the match again.
                entry.tell_lobby();
                entry.tell_states(false);
            } else {
                // Nothing changed for the others: only this connection is told, so a client
                // asking again and again floods nobody else.
                line.send(entry.lobby());
                if entry.started {
                    line.send(entry.state_message(seat, false));
                }
            }
            // The host back hears again who is asking for a seat.
            if seat == entry.host {
                for ask in &entry.asks {
                    line.send(ServerMessage::Asks {
                        code: entry.code.clone(),
                        seat: ask.seat,
                        name: ask.name.clone(),
                    });
                }
            }
            // Somebody is here again: the stand-ins of the others away go on.
            if entry.bots_turn() {
                drop(entry);
                play_bots(shared.clone(), table);
            }
            Ok(())
        }
        ClientMessage::Leave { code, token } => {
            let table = conn.table(shared, &code, Some(&token))?;
            let mut entry = lock(&table);
            let seat = entry.seat_here(&token, line)?;
            if entry.started {
                return Err(Refusal::of(
                    "seat-waits",
                    &[],
                    "the match has started: your seat waits for you to come back with your \
                     token",
                ));
            }
            if seat == entry.host {
                // The host's leaving closes the table: the others are told why. It leaves the
                // list before its lock is let go, so nobody joins it meanwhile.
                entry.seats[seat] = Sitter::Open;
                let code = entry.code.clone();
                entry.tell_each(|_| ServerMessage::Closed {
                    code: code.clone(),
                    reason: "the host closed the table before the match began".to_string(),
                });
                shared.unlist(&code, &entry);
                entry.kept = None;
                drop(entry);
                if let Some(keep) = &shared.keep {
                    keep.remove(&code).map_err(|e| {
                        format!("the table is closed, but its file could not be removed: {e}")
                    })?;
                }
                return Ok(());
            }
            entry.seats[seat] = Sitter::Open;
            entry.sync_computers();
            shared.commit(&mut entry)?;
            entry.tell_lobby();
            Ok(())
        }
        ClientMessage::Start { code, token } => {
            let table = conn.table(shared, &code, Some(&token))?;
            at_table(shared, table, |entry| {
                if entry.seat_here(&token, line)? != entry.host {
                    return Err(Refusal::of(
                        "not-host",
                        &[],
                        "only the host starts the match",
                    ));
                }
                if entry.started {
                    return Err(Refusal::of("started", &[], "the match has started already"));
                }
                if entry
                    .seats
                    .iter()
                    .any(|s| matches!(s, Sitter::Person { pending: true, .. }))
                {
                    return Err(Refusal::of(
                        "not-back",
                        &[],
                        "a friend has not said they play again yet: wait for them, or remove \
                         them",
                    ));
                }
                if entry.seats.iter().any(|s| matches!(s, Sitter::Open)) {
                    return Err(Refusal::of(
                        "seat-open",
                        &[],
                        "a seat is still open: wait for your friends to join, or seat a \
                         computer player there",
                    ));
                }
                entry.started = true;
                shared.commit(entry)?;
                entry.tell_lobby();
                entry.tell_states(false);
                Ok(())
            })
        }
        ClientMessage::Give {
            code,
            token,
            seat,
            level,
        } => {
            let table = conn.table(shared, &code, Some(&token))?;
            at_table(shared, table, |entry| {
                entry.host_here(&token, line)?;
                let level = level.as_deref().map(parse_level).transpose()?;
                match entry.seats.get_mut(seat) {
                    Some(Sitter::Person {
                        line: None, given, ..
                    }) => *given = level,
                    Some(Sitter::Person { .. }) => {
                        return Err(Refusal::of(
                            "not-away",
                            &[],
                            "that person is at the table: they play their own seat",
                        ));
                    }
                    _ => return Err(not_a_person()),
                }
                entry.sync_computers();
                shared.commit(entry)?;
                entry.tell_lobby();
                Ok(())
            })
        }
        ClientMessage::Remove {
            code,
            token,
            seat,
            level,
        } => {
            let table = conn.table(shared, &code, Some(&token))?;
            at_table(shared, table, |entry| {
                entry.host_here(&token, line)?;
                let level = level.as_deref().map(parse_level).transpose()?;
                if seat == entry.host
                    || !matches!(entry.seats.get(seat), Some(Sitter::Person { .. }))
                {
                    return Err(not_a_person());
                }
                // Before the start the seat opens again; in a match a computer takes it, or
                // it waits for someone new.
                let after = match level {
                    Some(level) => Sitter::Bot(level),
                    None => Sitter::Open,
                };
                let before = std::mem::replace(&mut entry.seats[seat], after);
                entry.asks.retain(|a| a.seat != seat);
                entry.sync_computers();
                shared.commit(entry)?;
                if let Sitter::Person {
                    line: Some(old), ..
                } = before
                {
                    old.send_and_close(ServerMessage::Removed {
                        code: entry.code.clone(),
                        reason: "the host removed you from the table".to_string(),
                    });
                }
                entry.tell_lobby();
                Ok(())
            })
        }
        ClientMessage::Pause {
            code,
            token,
            paused,
        } => {
            let table = conn.table(shared, &code, Some(&token))?;
            at_table(shared, table, |entry| {
                entry.host_here(&token, line)?;
                entry.under_way()?;
                entry.paused = paused;
                shared.commit(entry)?;
                entry.tell_lobby();
                Ok(())
            })
        }
        ClientMessage::End { code, token } => {
            let table = conn.table(shared, &code, Some(&token))?;
            let mut entry = lock(&table);
            entry.host_here(&token, line)?;
            entry.under_way()?;
            entry.ended = true;
            entry.paused = false;
            shared.commit(&mut entry)?;
            entry.tell_lobby();
            entry.tell_states(false);
            Ok(())
        }
        ClientMessage::Ask { code, name } => {
            let table = conn.table(shared, &code, None)?;
            let mut entry = lock(&table);
            let key = name_key(&name);
            let seat = entry
                .seats
                .iter()
                .enumerate()
                .position(|(seat, s)| {
                    seat != entry.host
                        && matches!(s, Sitter::Person { name, .. } if name_key(name) == key)
                })
                .ok_or_else(|| {
                    Refusal::of(
                        "no-name",
                        &[],
                        "nobody of that name sits at this table (the host's own seat is taken                          back only with its token)",
                    )
                })?;
            entry
                .refused_asks
                .retain(|(_, when)| when.elapsed() < ASK_AGAIN);
            if entry.refused_asks.iter().any(|(a, _)| *a == conn.address) {
                return Err(Refusal::of(
                    "ask-refused",
                    &[],
                    "the host did not give you that seat",
                ));
            }
            if entry
                .asks
                .iter()
                .any(|a| a.seat == seat || a.line.id == line.id)
            {
                return Err(Refusal::of(
                    "asked-already",
                    &[],
                    "someone has asked for that seat already: wait for the host's answer",
                ));
            }
            let Sitter::Person {
                line: Some(host), ..
            } = &entry.seats[entry.host]
            else {
                return Err(Refusal::of(
                    "host-away",
                    &[],
                    "the host is not at the table to allow it: try again when they are",
                ));
            };
            let name = match &entry.seats[seat] {
                Sitter::Person { name, .. } => name.clone(),
                _ => name,
            };
            host.send(ServerMessage::Asks {
                code: entry.code.clone(),
                seat,
                name: name.clone(),
            });
            entry.asks.push(Ask {
                seat,
                name,
                line: line.clone(),
                address: conn.address,
            });
            Ok(())
        }
        ClientMessage::Answer {
            code,
            token,
            seat,
            allow,
        } => {
            let table = conn.table(shared, &code, Some(&token))?;
            at_table(shared, table, |entry| {
                entry.host_here(&token, line)?;
                let Some(i) = entry.asks.iter().position(|a| a.seat == seat) else {
                    return Err(Refusal::of(
                        "no-ask",
                        &[],
                        "nobody is asking for that seat now",
                    ));
                };
                let ask = entry.asks.remove(i);
                if !allow {
                    entry.refused_asks.truncate(63);
                    entry.refused_asks.push((ask.address, Instant::now()));
                    refuse(
                        &ask.line,
                        Refusal::of("ask-refused", &[], "the host did not give you that seat"),
                    );
                    return Ok(());
                }
                // A new token: whoever held the old one (a lost computer) holds nothing.
                let token = new_token();
                if let Sitter::Person { token: t, .. } = &mut entry.seats[seat] {
                    *t = token.clone();
                }
                let before = entry.back(seat, &ask.line);
                shared.commit(entry)?;
                let code = entry.code.clone();
                if let Some(old) = before.filter(|old| old.id != ask.line.id) {
                    old.send_and_close(ServerMessage::Replaced {
                        code: code.clone(),
                        seat,
                        reason: "the host gave your seat to you on another connection; this \
                                 one is closed"
                            .to_string(),
                    });
                }
                ask.line.send(ServerMessage::Seated { code, seat, token });
                entry.tell_lobby();
                entry.tell_states(false);
                Ok(())
            })
        }
        ClientMessage::Again { code, token } => {
            let table = conn.table(shared, &code, Some(&token))?;
            let mut entry = lock(&table);
            let seat = entry.seat_here(&token, line)?;
            let over = entry.started && (entry.ended || entry.table.is_over());
            if seat == entry.host && over {
                // Another match at the same seats with the same options: the friends say
                // whether they play it.
                let bots: Vec<Option<Level>> = entry
                    .seats
                    .iter()
                    .map(|s| match s {
                        Sitter::Bot(level) => Some(*level),
                        _ => None,
                    })
                    .collect();
                let seed: u64 = rand::rng().random();
                entry.table = new_table(&entry.game, seed, &bots)?;
                entry.playing = bots;
                entry.started = false;
                entry.ended = false;
                entry.paused = false;
                for (s, sitter) in entry.seats.iter_mut().enumerate() {
                    if let Sitter::Person { pending, .. } = sitter {
                        *pending = s != seat;
                    }
                }
                entry.sync_computers();
            } else if let Sitter::Person { pending, .. } = &mut entry.seats[seat]
                && *pending
            {
                *pending = false;
            } else {
                return Err(Refusal::of(
                    "no-again",
                    &[],
                    "another match is offered by the host once this one is over",
                ));
            }
            shared.commit(&mut entry)?;
            entry.tell_lobby();
            Ok(())
        }
        ClientMessage::Say {
            code,
            token,
            text,
            phrase,
        } => {
            let table = conn.table(shared, &code, Some(&token))?;
            let mut entry = lock(&table);
            let seat = entry.seat_here(&token, line)?;
            let (text, phrase) = match (text, phrase) {
                (Some(text), None)
                    if !text.trim().is_empty() && all_show(text.trim(), MAX_CHAT_CHARS) =>
                {
                    (Some(text.trim().to_string()), None)
                }
                (None, Some(p)) if PHRASES.contains(&p.as_str()) => (None, Some(p)),
                _ => {
                    return Err(Refusal::of(
                        "chat-bad",
                        &[("most", MAX_CHAT_CHARS.to_string())],
                        format!(
                            "say one thing: a text of 1 to {MAX_CHAT_CHARS} characters that all \
                             show, or one of the quick phrases"
                        ),
                    ));
                }
            };
            let seats = entry.seats.len();
            entry.spoke.resize_with(seats, Vec::new);
            let spoke = &mut entry.spoke[seat];
            spoke.retain(|t| t.elapsed() < CHAT_WINDOW);
            if spoke.len() >= CHAT_BURST {
                return Err(Refusal::of(
                    "chat-slow",
                    &[],
                    "you have said a lot just now: wait a few seconds",
                ));
            }
            spoke.push(Instant::now());
            let name = match &entry.seats[seat] {
                Sitter::Person { name, .. } => name.clone(),
                _ => String::new(),
            };
            let said = ServerMessage::Said {
                code: entry.code.clone(),
                seat,
                name,
                text,
                phrase,
            };
            entry.tell_each(|_| said.clone());
            Ok(())
        }
        ClientMessage::Watch { code } => {
            let table = conn.table(shared, &code, None)?;
            let mut entry = lock(&table);
            if entry.no_watchers {
                return Err(Refusal::of(
                    "no-watching",
                    &[],
                    "the host lets nobody watch this table",
                ));
            }
            if entry.watchers.iter().any(|w| w.id == line.id) {
                return Err(Refusal::of(
                    "seated-already",
                    &[],
                    "this connection watches this table already",
                ));
            }
            if entry.watchers.len() >= MAX_WATCHERS {
                return Err(Refusal::of(
                    "too-many-watchers",
                    &[("most", MAX_WATCHERS.to_string())],
                    format!("{MAX_WATCHERS} people watch this table already, the most it takes"),
                ));
            }
            entry.watchers.push(line.clone());
            conn.known.insert(entry.code.clone());
            line.send(ServerMessage::Watching {
                code: entry.code.clone(),
            });
            entry.tell_lobby();
            if entry.started {
                line.send(entry.watcher_message());
            }
            Ok(())
        }
        // Only an act with its count comes over the wire.
        ClientMessage::Act { .. } => Err("an act says how many actions it expects".into()),
        ClientMessage::ActAt {
            code,
            token,
            action,
            expect,
        } => {
            let table = conn.table(shared, &code, Some(&token))?;
            at_table(shared, table, |entry| {
                entry.under_way()?;
                if entry.paused {
                    return Err(Refusal::of(
                        "paused",
                        &[],
                        "the host has paused the match: wait for them to go on",
                    ));
                }
                let seat = entry.seat_here(&token, line)?;
                let actions = entry.table.action_count();
                if expect != actions {
                    // Sent again after a dropped line when the first had arrived, or decided
                    // on a position the match has left: taken once, never twice.
                    return Err(Refusal::of(
                        "stale",
                        &[
                            ("expect", expect.to_string()),
                            ("actions", actions.to_string()),
                        ],
                        format!(
                            "that action was meant for the match after {expect} actions, and \
                             it has had {actions}: it was taken already, or the match moved \
                             on; nothing was done"
                        ),
                    ));
                }
                entry.table.act(seat, &action)?;
                shared.commit(entry)?;
                entry.tell_states(true);
                Ok(())
            })
        }
    }
}

/// Refuses options outside what the rule book allows (each game's `within_rule_book`; the
/// game's own checks follow when the match is made).
fn bounded_options(game: &GameSetup) -> Result<(), Refusal> {
    sevenfold_core::with_setup!(game, |G, c| <G as GameDef>::within_rule_book(c))
        .map_err(|reason| Refusal::of("options", &[], reason))
}

/// Opens a table as the host planned it; its code.
fn host(
    shared: &Arc<Shared>,
    line: &Line,
    conn: &Conn,
    game: GameSetup,
    plan: &[SeatPlan],
    name: &str,
    (stand_in, grace, no_watchers): (Option<&str>, Option<u32>, bool),
) -> Result<String, Refusal> {
    let name = checked_name(name)?;
    bounded_options(&game)?;
    if grace.is_some_and(|g| g > MAX_GRACE_SECS) {
        return Err(Refusal::of(
            "grace",
            &[("most", MAX_GRACE_SECS.to_string())],
            format!("a person may be waited for at most {MAX_GRACE_SECS} seconds"),
        ));
    }
    let grace = grace.map_or(DEFAULT_GRACE, |g| Duration::from_secs(g.into()));
    let level = |text: &str| {
        text.parse::<Level>()
            .map_err(|e| crate::protocol::short_quotes(&e, text, QUOTE_CHARS))
    };
    let stand_in = stand_in.map(level).transpose()?;
    let hosts: Vec<Seat> = (0..plan.len())
        .filter(|&s| plan[s] == SeatPlan::Host)
        .collect();
    let [host] = hosts[..] else {
        return Err("plan the host's own seat once: one seat of kind 'host'".into());
    };
    let mut bots = Vec::with_capacity(plan.len());
    for seat in plan {
        bots.push(match seat {
            SeatPlan::Bot { level: l } => Some(level(l)?),
            _ => None,
        });
    }
    let seed: u64 = rand::rng().random();
    let table = new_table(&game, seed, &bots)?;
    // The code is chosen and the table listed under one lock, so no two tables share it.
    let mut tables = lock(&shared.tables);
    // Tables are capped per connection, per address and in all: one stranger cannot fill the
    // server's memory and disk with them.
    let limits = *lock(&shared.limits);
    let mut hosts = lock(&shared.hosts);
    let open_here = conn
        .hosted
        .iter()
        .filter(|c| tables.contains_key(c.as_str()))
        .count();
    let from_address = hosts.get(&conn.address).copied().unwrap_or(0);
    for (count, most, of) in [
        (open_here, limits.tables_per_connection, "this connection"),
        (from_address, limits.tables_per_address, "your address"),
        (tables.len(), limits.tables, "the server"),
    ] {
        if count >= most {
            return Err(Refusal::of(
                "too-many-tables",
                &[("most", most.to_string())],
                format!("{of} has {count} tables open, the most it may: finish or leave one first"),
            ));
        }
    }
    let code = new_code(&tables);
    let token = new_token();
    let seats = plan
        .iter()
        .zip(&bots)
        .map(|(p, bot)| match (p, bot) {
            (SeatPlan::Host, _) => Sitter::Person {
                name: name.clone(),
                token: token.clone(),
                line: Some(line.clone()),
                away: None,
                given: None,
                pending: false,
            },
            (_, Some(level)) => Sitter::Bot(*level),
            _ => Sitter::Open,
        })
        .collect();
    let mut entry = TableEntry {
        code: code.clone(),
        game,
        table,
        seats,
        host,
        started: false,
        stand_in,
        grace,
        paused: false,
        ended: false,
        asks: Vec::new(),
        refused_asks: Vec::new(),
        spoke: Vec::new(),
        watchers: Vec::new(),
        no_watchers,
        playing: bots.clone(),
        last_here: Instant::now(),
        kept: None,
        opened_from: Some(conn.address),
        bots_queued: false,
    };
    shared.commit(&mut entry)?;
    line.send(ServerMessage::Seated {
        code: code.clone(),
        seat: host,
        token,
    });
    line.send(entry.lobby());
    tables.insert(code.clone(), Arc::new(Mutex::new(entry)));
    *hosts.entry(conn.address).or_default() += 1;
    Ok(code)
}

/// Changes the table under its lock with `change`, then lets its computers play if one is to
/// act: what every message that moves a match does.
fn at_table(
    shared: &Arc<Shared>,
    table: SharedTable,
    change: impl FnOnce(&mut TableEntry) -> Result<(), Refusal>,
) -> Result<(), Refusal> {
    let bots_turn = {
        let mut entry = lock(&table);
        change(&mut entry)?;
        entry.bots_turn()
    };
    if bots_turn {
        play_bots(shared.clone(), table);
    }
    Ok(())
}

/// Lets the bots play while it is a bot's turn, off the network threads (a bot may think for
/// a second), telling everyone each move: the table waits in the bots' queue, once.
fn play_bots(shared: Arc<Shared>, table: SharedTable) {
    {
        let mut entry = lock(&table);
        if entry.bots_queued || !entry.bots_turn() {
            return;
        }
        entry.bots_queued = true;
    }
    shared.bots.queue(shared.clone(), table);
}

/// One bot move at `table`, on a thread of the pool; the table goes to the back of the queue
/// when a bot is still to move, so that every table's bots take their turn at the threads.
fn bot_move(shared: Arc<Shared>, table: SharedTable) {
    let mut entry = lock(&table);
    entry.bots_queued = false;
    if !entry.bots_turn() {
        return;
    }
    entry.sync_computers();
    match entry.table.bot_turn() {
        Ok(true) => {
            if let Err(reason) = shared.commit(&mut entry) {
                entry.tell_each(|_| ServerMessage::Refused {
                    reason: reason.clone(),
                    why: None,
                });
                return;
            }
            entry.tell_states(true);
        }
        Ok(false) => return,
        Err(reason) => {
            entry.tell_each(|_| ServerMessage::Refused {
                reason: reason.clone(),
                why: None,
            });
            return;
        }
    }
    if entry.bots_turn() {
        entry.bots_queued = true;
        drop(entry);
        shared.bots.queue(shared.clone(), table);
    }
}

/// A table whose bots are to move, with the server it is at.
type BotJob = (Arc<Shared>, SharedTable);

/// The threads every table's bots think on: as many as the machine has cores, at most four,
/// taking the tables in turn one move at a time. However many tables have bots thinking, the
/// server runs no more threads for them, and one table's bots cannot keep the others'
/// waiting for more than a move each of the tables before them.
struct BotPool {
    /// The queue's end the server puts tables in; the threads end when it goes with the
    /// server (no job holds the server by then).
    queue: Mutex<Option<std::sync::mpsc::Sender<BotJob>>>,
}

/// The name of the bots' threads.
pub const BOT_THREAD: &str = "sevenfold-bots";

impl BotPool {
    fn threads() -> usize {
        std::thread::available_parallelism().map_or(2, |n| n.get().clamp(1, 4))
    }

    fn queue(&self, shared: Arc<Shared>, table: SharedTable) {
        let mut queue = lock(&self.queue);
        if queue.is_none() {
            // The threads start with the first bot move, and end when the server is gone.
            let (tx, rx) = std::sync::mpsc::channel::<BotJob>();
            let rx = Arc::new(Mutex::new(rx));
            for _ in 0..BotPool::threads() {
                let rx = rx.clone();
                let _ = std::thread::Builder::new()
                    .name(BOT_THREAD.to_string())
                    .spawn(move || {
                        loop {
                            let job = lock(&rx).recv();
                            let Ok((shared, table)) = job else {
                                return;
                            };
                            // A bot that panics loses its move, not the thread.
                            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                bot_move(shared, table)
                            }));
                        }
                    });
            }
            *queue = Some(tx);
        }
        if let Some(tx) = queue.as_ref() {
            let _ = tx.send((shared, table));
        }
    }
}

impl Default for BotPool {
    fn default() -> BotPool {
        BotPool {
            queue: Mutex::new(None),
        }
    }
}

/// Forgets, now and then, the tables nobody has been at for their [`Expiry`], with their
/// files, until the server is gone.
async fn sweep_loop(shared: std::sync::Weak<Shared>) {
    loop {
        let pause = {
            let Some(shared) = shared.upgrade() else {
                return;
            };
            let expiry = *lock(&shared.expiry);
            sweep(&shared, expiry);
            let shortest = expiry.lobby.min(expiry.over).min(expiry.playing);
            (shortest / 2).clamp(Duration::from_millis(20), Duration::from_secs(60))
        };
        tokio::time::sleep(pause).await;
    }
}

fn sweep(shared: &Shared, expiry: Expiry) {
    let tables: Vec<(String, SharedTable)> = lock(&shared.tables)
        .iter()
        .map(|(c, t)| (c.clone(), t.clone()))
        .collect();
    for (code, table) in tables {
        let mut entry = lock(&table);
        let here = entry
            .seats
            .iter()
            .any(|s| matches!(s, Sitter::Person { line: Some(_), .. }));
        if here {
            entry.last_here = Instant::now();
            continue;
        }
        let keep_for = if !entry.started {
            expiry.lobby
        } else if entry.table.is_over() || entry.ended {
            expiry.over
        } else {
            expiry.playing
        };
        if entry.last_here.elapsed() >= keep_for {
            // Off the list before its lock is let go: nobody finds it meanwhile, and a
            // compaction that listed it before does not write it again.
            shared.unlist(&code, &entry);
            entry.kept = None;
            if let Some(keep) = &shared.keep {
                let _ = keep.remove(&code);
            }
            drop(entry);
        }
    }
}

/// The line `id` dropped: its seats wait for their person to come back, or the table's
/// stand-in plays them once the grace time has passed; someone asking for a seat on it asks
/// no more.
fn disconnect(shared: &Arc<Shared>, id: u64) -> Result<(), String> {
    let tables: Vec<SharedTable> = lock(&shared.tables).values().cloned().collect();
    for table in tables {
        let (bots_turn, grace) = {
            let mut entry = lock(&table);
            entry.asks.retain(|a| a.line.id != id);
            let watched = entry.watchers.len();
            entry.watchers.retain(|w| w.id != id);
            let mut dropped = false;
            for s in entry.seats.iter_mut() {
                if let Sitter::Person { line, away, .. } = s
                    && line.as_ref().is_some_and(|l| l.id == id)
                {
                    *line = None;
                    *away = Some(Instant::now());
                    dropped = true;
                }
            }
            if !dropped && entry.watchers.len() == watched {
                continue;
            }
            entry.sync_computers();
            entry.tell_lobby();
            let grace =
                (dropped && entry.started && entry.stand_in.is_some()).then_some(entry.grace);
            (entry.bots_turn(), grace)
        };
        if bots_turn {
            play_bots(shared.clone(), table.clone());
        }
        // Once the grace time has passed, the stand-in plays (and everybody is told so).
        if let Some(grace) = grace.filter(|g| !g.is_zero()) {
            let shared = Arc::downgrade(shared);
            tokio::spawn(async move {
                tokio::time::sleep(grace + Duration::from_millis(50)).await;
                let Some(shared) = shared.upgrade() else {
                    return;
                };
                {
                    let mut entry = lock(&table);
                    entry.sync_computers();
                    entry.tell_lobby();
                }
                play_bots(shared, table);
            });
        }
    }
    Ok(())
}
