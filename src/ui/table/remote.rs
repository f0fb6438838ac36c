//! A table whose match is played on a table server (with friends on other computers): the
//! person's actions go to the server, and what the server tells the person's seat (its view,
//! what each action caused as the seat may see it, the finished hands) becomes the match the
//! table shows. The other hands' cards are a guess consistent with the seat's view, as a bot's
//! sampled deal is: they are never shown, and the person's own cards and everything on the
//! table are the server's.

use super::Note;
use super::names::Names;
use crate::ai::search::Determinize;
use crate::cards::{GameRng, rng_from_seed};
use crate::engine::MatchEvents as Events;
use crate::engine::{HandGame, HandStart, Match, MatchEvent, MatchRecord, Seat};
use crate::store::{Level, Player};
use sevenfold_net::protocol::{FinishedMatch, SeatInfo, SeatState, Why};
use sevenfold_net::{ClientMessage, Ended, Link, LinkEvent, ServerMessage};
use std::collections::VecDeque;

/// Turns a seat's state into the match it shows and the events of the action it follows.
pub type ReadState<G> =
    fn(&SeatState, &<G as HandGame>::Config, &mut GameRng) -> Result<(Match<G>, Events<G>), String>;

/// Reads a seat's state for a game whose views and events the server sends.
pub fn read_state<G>(
    state: &SeatState,
    config: &G::Config,
    rng: &mut GameRng,
) -> Result<(Match<G>, Events<G>), String>
where
    G: HandGame + Determinize,
    G::View: serde::de::DeserializeOwned,
    G::Event: serde::de::DeserializeOwned,
{
    let sample = |json: &serde_json::Value, rng: &mut GameRng| -> Result<G, String> {
        let view: G::View = serde_json::from_value(json.clone()).map_err(|e| e.to_string())?;
        Ok(G::sample(&G::sampler(&view)?, rng))
    };
    let hand = sample(&state.view, rng)?;
    // The finished hand's points are read from its end, where everything that scores is
    // public: its guessed cards change nothing there.
    let last_hand = state
        .last_hand
        .as_ref()
        .map(|v| sample(v, rng))
        .transpose()?;
    let start: HandStart =
        serde_json::from_value(state.start.clone()).map_err(|e| e.to_string())?;
    let records = state
        .records
        .iter()
        .map(|r| serde_json::from_value::<MatchRecord>(r.clone()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let sides = G::side_names(config).len();
    let seats = G::seat_count(config);
    if hand.seats() != seats || last_hand.as_ref().is_some_and(|h| h.seats() != seats) {
        return Err(format!(
            "its view is of a table of {} seats, not {seats}",
            hand.seats()
        ));
    }
    if !std::iter::once(&state.start)
        .chain(&state.events)
        .all(|e| names_the_table(e, seats, sides))
    {
        return Err(format!(
            "it names a seat or side that is not at this table of {seats} seats"
        ));
    }
    let events = state
        .events
        .iter()
        .map(|e| serde_json::from_value::<MatchEvent<G::Event>>(e.clone()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let fits = |per_side: &[i32]| per_side.len() == sides;
    if !records
        .iter()
        .all(|r| fits(&r.totals) && fits(&r.score.game_points))
        || state.winners.iter().any(|&w| w >= sides)
    {
        return Err(format!("its score does not fit a game of {sides} sides"));
    }
    let m = Match::as_seen(
        config.clone(),
        (hand, last_hand),
        start,
        records,
        state.winners.clone(),
    );
    Ok((m, events))
}

/// The fields of the events and records a server sends that name a seat, that name sides,
/// and that hold one number a side.
const SEAT_FIELDS: [&str; 6] = ["seat", "winner", "dealer", "leader", "seats", "WentOut"];
const SIDE_FIELDS: [&str; 3] = ["side", "sides", "winners"];
const PER_SIDE_FIELDS: [&str; 3] = ["card_points", "game_points", "totals"];

/// Whether every seat and side `value` names is one of the table's `seats` and `sides`: an
/// event that named another would have the table show a move by nobody.
fn names_the_table(value: &serde_json::Value, seats: usize, sides: usize) -> bool {
    use serde_json::Value;
    let below = |v: &Value, n: usize| match v {
        Value::Number(x) => x.as_u64().is_some_and(|x| x < n as u64),
        Value::Array(items) => items
            .iter()
            .all(|i| i.as_u64().is_none_or(|x| x < n as u64)),
        _ => true,
    };
    match value {
        Value::Array(items) => items.iter().all(|v| names_the_table(v, seats, sides)),
        Value::Object(fields) => fields.iter().all(|(key, v)| {
            let key = key.as_str();
            let fits = if SEAT_FIELDS.contains(&key) {
                below(v, seats)
            } else if SIDE_FIELDS.contains(&key) {
                below(v, sides)
            } else if PER_SIDE_FIELDS.contains(&key) {
                v.as_array().is_none_or(|a| a.len() == sides)
            } else {
                true
            };
            fits && names_the_table(v, seats, sides)
        }),
        _ => true,
    }
}

/// The person's seat at a table on a server, and the line to it.
pub struct Remote<G: HandGame> {
    link: Link,
    code: String,
    token: String,
    /// Where the table is, as the person typed it (for the line over the table).
    pub place: String,
    config: G::Config,
    read: ReadState<G>,
    write: fn(G::Action) -> String,
    /// States received, applied one at a time while the table is at rest.
    pending: VecDeque<SeatState>,
    /// The number of actions of the match the table shows.
    shown: usize,
    /// The person's actions sent and not seen back yet, the number of actions shown when the
    /// first of them was sent, and when they were sent (table time: the actions one click
    /// makes go together).
    sent: Vec<G::Action>,
    /// The position after the actions sent, for checking the next action of the same click
    /// (a Sevens from Hell meld is several).
    ahead: Option<G>,
    sent_from: usize,
    sent_at: f64,
    /// Who sits where, as the server last said.
    pub seats: Vec<SeatInfo>,
    /// A computer player plays for a person whose line has dropped.
    pub stand_in: bool,
    /// The person hosts the table (and runs it).
    pub host: bool,
    /// The host has paused the match.
    pub paused: bool,
    /// The host ended the match before its end.
    pub ended: bool,
    /// The host removed the person from the table.
    pub removed: bool,
    /// The match is over and the host has offered another at the same seats.
    pub offered: bool,
    /// When the server last said who sits where (the grace times count from it).
    pub lobby_at: std::time::Instant,
    /// The server's WebSocket address.
    url: String,
    /// People asking the host for a seat back by name: (seat, name), for the host.
    pub asks: Vec<(Seat, String)>,
    /// What the people at the table say.
    pub chat: super::chat::Chat,
    /// The person watches the table: nothing is theirs to do, no card is theirs.
    pub watching: bool,
    /// Why the line is gone for good, once it is, in the window's words.
    pub closed: Option<String>,
    /// The whole match once it is over, until the person's record of it is written.
    finished: Option<FinishedMatch>,
    /// The record has been handed out (a state sent on someone's coming back repeats it).
    recorded: bool,
    /// The person's seat.
    seat: Seat,
    /// For the guesses of the hidden cards.
    rng: GameRng,
}

/// What a remote seat needs to begin: its line, its seat and where the table is.
pub struct Seated {
    pub link: Link,
    /// The server's WebSocket address.
    pub url: String,
    pub code: String,
    pub token: String,
    pub seat: Seat,
    pub place: String,
    pub seats: Vec<SeatInfo>,
    /// A computer player plays for a person whose line has dropped.
    pub stand_in: bool,
    /// The states received so far (the first shows the match as it starts).
    pub states: Vec<SeatState>,
    /// The person hosts the table.
    pub host: bool,
    /// People asking the host for a seat back by name: (seat, name).
    pub asks: Vec<(Seat, String)>,
    /// What the people at the table have said so far.
    pub chat: super::chat::Chat,
    /// The person watches the table (no seat: the states are a watcher's).
    pub watching: bool,
}

impl<G: HandGame> Remote<G>
where
    G::Action: Copy + PartialEq,
{
    pub fn new(
        seated: Seated,
        config: G::Config,
        read: ReadState<G>,
        write: fn(G::Action) -> String,
    ) -> Remote<G> {
        Remote {
            link: seated.link,
            url: seated.url,
            offered: false,
            lobby_at: std::time::Instant::now(),
            code: seated.code,
            token: seated.token,
            place: seated.place,
            config,
            read,
            write,
            pending: seated.states.into(),
            shown: 0,
            sent: Vec::new(),
            ahead: None,
            sent_from: 0,
            sent_at: f64::NAN,
            seats: seated.seats,
            stand_in: seated.stand_in,
            host: seated.host,
            paused: false,
            ended: false,
            removed: false,
            asks: seated.asks,
            chat: seated.chat,
            watching: seated.watching,
            closed: None,
            finished: None,
            recorded: false,
            seat: seated.seat,
            rng: rng_from_seed(rand::random()),
        }
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// Sends the host's `control` of the table (made with the table's code and the seat's
    /// token), unless the line is gone.
    pub fn control(&mut self, control: impl FnOnce(String, String) -> ClientMessage) {
        if self.closed.is_none() {
            self.link
                .send(control(self.code.clone(), self.token.clone()));
        }
    }

    /// Says "play again" (the host offers another match, a friend accepts the offer) and
    /// hands the seat over to the lobby of the match to come, with the friends' seats as the
    /// server last said.
    pub fn play_again(mut self) -> Seated {
        self.control(|code, token| ClientMessage::Again { code, token });
        Seated {
            link: self.link,
            url: self.url,
            code: self.code,
            token: self.token,
            seat: self.seat,
            place: self.place,
            seats: self.seats,
            stand_in: self.stand_in,
            states: Vec::new(),
            host: self.host,
            asks: self.asks,
            chat: self.chat,
            watching: false,
        }
    }

    /// Says `said` to the table.
    pub fn say(&mut self, said: super::chat::Say) {
        self.control(|code, token| say_message(code, token, said));
    }

    /// The names of the other people at the table (for the chat's mutes).
    pub fn others(&self) -> Vec<String> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != self.seat)
            .filter_map(|(_, info)| match info {
                SeatInfo::Person { name, .. } => Some(name.clone()),
                _ => None,
            })
            .collect()
    }

    /// The host answers the person asking for `seat` back.
    pub fn answer(&mut self, seat: Seat, allow: bool) {
        self.asks.retain(|(s, _)| *s != seat);
        self.control(|code, token| ClientMessage::Answer {
            code,
            token,
            seat,
            allow,
        });
    }

    /// The match as the first state shows it (the table opens on it).
    pub fn first_match(&mut self) -> Result<Match<G>, String> {
        let state = self.pending.pop_front().ok_or_else(|| t!("net-no-state"))?;
        if state.seat != self.seat {
            return Err(t!("net-no-state"));
        }
        let (m, _) = (self.read)(&state, &self.config, &mut self.rng)?;
        self.shown = state.actions;
        Ok(m)
    }

    /// The number of actions of the match the table shows.
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// Once the match is over, for the person's history (once): the whole match, who played
    /// each seat as this computer records it (the person, computer players by level, friends)
    /// and the friends' names by seat.
    pub fn take_record(&mut self) -> Option<(FinishedMatch, Vec<Player>, Vec<String>)> {
        // A watcher played no seat: the match is not theirs to keep.
        if self.watching {
            return None;
        }
        let finished = self.finished.take()?;
        self.recorded = true;
        let mut players = Vec::with_capacity(self.seats.len());
        let mut friends = Vec::with_capacity(self.seats.len());
        for (seat, info) in self.seats.iter().enumerate() {
            let (player, name) = match info {
                _ if seat == self.seat => (Player::DEFAULT_PERSON, String::new()),
                SeatInfo::Bot { level } => (
                    Player::Bot(level.parse::<Level>().unwrap_or(Level::Normal)),
                    String::new(),
                ),
                SeatInfo::Person { name, .. } => (Player::Friend, name.clone()),
                SeatInfo::Open => (Player::Friend, String::new()),
            };
            players.push(player);
            friends.push(name);
        }
        Some((finished, players, friends))
    }

    /// Whether an action of the person's is on its way to the server.
    pub fn sending(&self) -> bool {
        !self.sent.is_empty()
    }

    /// The position the person's next action is made in: after the actions of this click
    /// already sent, else `None` (the position shown).
    pub fn ahead(&self) -> Option<&G> {
        self.ahead.as_ref()
    }

    /// Sends the person's `action`, made at table time `now` in the position on the table
    /// (or [`Remote::ahead`] of it) and checked there, or says why not: an action of an earlier
    /// click is on its way (only the actions of one click go together), or the line is gone.
    pub fn send(&mut self, action: G::Action, on_table: &G, now: f64) -> Result<(), String> {
        if let Some(why) = &self.closed {
            return Err(t!("net-line-closed", reason = why.as_str()));
        }
        if !self.sent.is_empty() && self.sent_at != now {
            return Err(t!("net-waiting"));
        }
        if self.sent.is_empty() {
            self.sent_from = self.shown;
            self.sent_at = now;
        }
        let mut next = self.ahead.clone().unwrap_or_else(|| on_table.clone());
        next.apply(action).map_err(|e| e.to_string())?;
        self.ahead = Some(next);
        // On the match after the actions shown and those of this click sent before it: one
        // sent again after a dropped line is taken once.
        let expect = self.sent_from + self.sent.len();
        self.sent.push(action);
        self.link.send(ClientMessage::ActAt {
            code: self.code.clone(),
            token: self.token.clone(),
            action: (self.write)(action),
            expect,
        });
        Ok(())
    }

    /// Takes in what the line brought; while the table is at rest (`idle`), replaces `m`
    /// with the next state's match and returns the events of the action it follows (none
    /// when it does not follow the match shown: a state after coming back).
    pub fn step(&mut self, m: &mut Match<G>, idle: bool) -> (Option<Events<G>>, Option<Note>) {
        let mut note = None;
        for event in self.link.poll() {
            match event {
                LinkEvent::Message(ServerMessage::State(s)) => self.pending.push_back(s),
                LinkEvent::Message(ServerMessage::Lobby {
                    seats,
                    stand_in,
                    paused,
                    started,
                    ..
                }) => {
                    self.seats = seats;
                    self.lobby_at = std::time::Instant::now();
                    self.stand_in = stand_in.is_some();
                    self.paused = paused;
                    // Seated again after the match: the host offers another.
                    self.offered |= !started;
                }
                LinkEvent::Message(ServerMessage::Asks { seat, name, .. }) => {
                    self.asks.retain(|(s, _)| *s != seat);
                    self.asks.push((seat, name));
                }
                LinkEvent::Message(ServerMessage::Said {
                    seat,
                    name,
                    text,
                    phrase,
                    ..
                }) => self.chat.heard(super::chat::ChatLine {
                    seat,
                    name,
                    text,
                    phrase,
                }),
                LinkEvent::Message(ServerMessage::Removed { .. }) => {
                    self.removed = true;
                    let text = t!("net-removed");
                    note = Some(Note::error(text.clone()));
                    self.closed = Some(text);
                }
                LinkEvent::Message(ServerMessage::Refused { reason, why }) => {
                    // A refused chat message or host's control leaves the moves on their way.
                    let of_a_move = why.as_ref().is_none_or(|w| {
                        matches!(
                            w.id.as_str(),
                            "stale" | "not-started" | "seat-elsewhere" | "paused" | "over"
                        )
                    });
                    if of_a_move {
                        self.sent.clear();
                        self.ahead = None;
                    }
                    // An action the match had already taken (sent again as the line came
                    // back): the state says where the match is, nothing went wrong.
                    if why.as_ref().is_none_or(|w| w.id != "stale") {
                        note = Some(Note::error(refusal_words(&reason, why.as_ref())));
                    }
                }
                LinkEvent::Message(_) => {}
                LinkEvent::Back => {
                    // A move sent into the line that dropped may be lost: the state the
                    // server sends on coming back says whose turn it is.
                    self.sent.clear();
                    self.ahead = None;
                    note = Some(Note::info(t!("net-line-back")));
                }
                LinkEvent::Closed(ended) => {
                    // A removal has said why already.
                    if self.closed.is_none() {
                        let text = ended_words(&ended);
                        note = Some(Note::error(text.clone()));
                        self.closed = Some(text);
                    }
                }
            }
        }
        if !idle {
            return (None, note);
        }
        let Some(state) = self.pending.pop_front() else {
            return (None, note);
        };
        if state.seat != self.seat {
            let why = format!("a state of seat {} came to seat {}", state.seat, self.seat);
            return (None, Some(Note::error(t!("net-unreadable", reason = why))));
        }
        match (self.read)(&state, &self.config, &mut self.rng) {
            Ok((seen, events)) => {
                let follows = state.actions == self.shown + 1;
                self.shown = state.actions;
                let acknowledged = self.shown.saturating_sub(self.sent_from);
                self.sent.drain(..acknowledged.min(self.sent.len()));
                if self.sent.is_empty() {
                    self.ahead = None;
                }
                self.sent_from = self.shown;
                if state.ended && !self.ended {
                    self.ended = true;
                    note = Some(Note::info(t!("net-ended")));
                }
                if state.finished.is_some() && !self.recorded {
                    self.finished = state.finished;
                }
                *m = seen;
                (Some(if follows { events } else { Vec::new() }), note)
            }
            Err(e) => (
                None,
                Some(Note::error(t!("net-unreadable", reason = e.as_str()))),
            ),
        }
    }
}

/// A server's refusal in the window's language: by its id when the server gave one this
/// window words, else as the server said it (the engine's rule texts are English).
pub fn refusal_words(reason: &str, why: Option<&Why>) -> String {
    let Some(why) = why else {
        return t!("net-refused", reason = reason);
    };
    match why.id.as_str() {
        "no-table" => t!("net-why-no-table", code = why.arg("code")),
        "too-many-codes" => t!("net-why-too-many-codes"),
        "seats-taken" => t!("net-why-seats-taken"),
        "no-seat" => t!("net-why-no-seat"),
        "seat-waits" => t!("net-why-seat-waits"),
        "not-host" => t!("net-why-not-host"),
        "started" => t!("net-why-started"),
        "seat-open" => t!("net-why-seat-open"),
        "not-started" => t!("net-why-not-started"),
        "name-empty" => t!("net-why-name-empty"),
        "name-bad" => t!("net-why-name-bad", most = why.arg("most")),
        "name-taken" => t!("net-why-name-taken"),
        "options" => t!("net-why-options"),
        "too-many-tables" => t!("net-why-too-many-tables", most = why.arg("most")),
        "seat-elsewhere" => t!("net-why-seat-elsewhere"),
        "seated-already" => t!("net-why-seated-already"),
        "not-away" => t!("net-why-not-away"),
        "not-a-person" => t!("net-why-not-a-person"),
        "paused" => t!("net-why-paused"),
        "over" => t!("net-why-over"),
        "no-name" => t!("net-why-no-name"),
        "host-away" => t!("net-why-host-away"),
        "asked-already" => t!("net-why-asked-already"),
        "ask-refused" => t!("net-why-ask-refused"),
        "no-ask" => t!("net-why-no-ask"),
        "not-back" => t!("net-why-not-back"),
        "no-watching" => t!("net-why-no-watching"),
        "too-many-watchers" => t!("net-why-too-many-watchers", most = why.arg("most")),
        "chat-bad" => t!("net-why-chat-bad", most = why.arg("most")),
        "chat-slow" => t!("net-why-chat-slow"),
        "no-again" => t!("net-why-no-again"),
        "grace" => t!("net-why-grace", most = why.arg("most")),
        "version" => t!(
            "net-why-version",
            server = why.arg("server"),
            client = why.arg("client")
        ),
        _ => t!("net-refused", reason = reason),
    }
}

/// Why a line ended, in the window's language.
pub fn ended_words(ended: &Ended) -> String {
    match ended {
        Ended::Unreachable(url) => t!("net-unreachable", place = url.as_str()),
        Ended::Dropped(detail) => t!("net-line-closed", reason = detail.as_str()),
        // The refusal has been told; letting go is the person's own doing.
        Ended::Refused | Ended::LetGo => String::new(),
    }
}

/// The people asking the host for a seat back by name, each with the host's answer; the
/// seat answered and whether it is given.
pub fn asks_ui(ui: &mut egui::Ui, asks: &[(usize, String)]) -> Option<(usize, bool)> {
    let mut answer = None;
    for (seat, name) in asks {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(t!("friends-asks", name = name.as_str())).strong());
            if ui
                .button(t!("friends-allow", name = name.as_str()))
                .clicked()
            {
                answer = Some((*seat, true));
            }
            if ui.button(t!("friends-refuse")).clicked() {
                answer = Some((*seat, false));
            }
        });
    }
    answer
}

/// The message that says `said` at the table `code` from the seat `token` holds.
pub fn say_message(code: String, token: String, said: super::chat::Say) -> ClientMessage {
    let (text, phrase) = match said {
        super::chat::Say::Text(text) => (Some(text), None),
        super::chat::Say::Phrase(id) => (None, Some(id.to_string())),
    };
    ClientMessage::Say {
        code,
        token,
        text,
        phrase,
    }
}

/// What the host does to the table from its strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostControl {
    /// A computer of this level plays the seat of a person away; none: the seat is theirs
    /// again (it waits for them).
    Give(Seat, Option<Level>),
    /// The person leaves the table; a computer of this level takes the seat, or, with none,
    /// it waits for someone new.
    Remove(Seat, Option<Level>),
    Pause(bool),
    End,
    /// Gives the seat to the person asking for it, or refuses.
    Answer(Seat, bool),
}

impl<G: HandGame> Remote<G>
where
    G::Action: Copy + PartialEq,
{
    /// Sends the host's `control` to the server.
    pub fn run(&mut self, control: HostControl) {
        let level = |l: Option<Level>| l.map(|l| l.name().to_string());
        match control {
            HostControl::Answer(seat, allow) => self.answer(seat, allow),
            HostControl::Give(seat, l) => self.control(|code, token| ClientMessage::Give {
                code,
                token,
                seat,
                level: level(l),
            }),
            HostControl::Remove(seat, l) => self.control(|code, token| ClientMessage::Remove {
                code,
                token,
                seat,
                level: level(l),
            }),
            HostControl::Pause(paused) => self.control(|code, token| ClientMessage::Pause {
                code,
                token,
                paused,
            }),
            HostControl::End => self.control(|code, token| ClientMessage::End { code, token }),
        }
    }
}

/// The host's menu of the table on its strip: for each friend, a computer to play for them
/// while they are away (and their seat back), removing them; pausing; ending the match.
pub fn host_menu<G: HandGame>(
    ui: &mut egui::Ui,
    remote: &Remote<G>,
    names: &Names,
) -> Option<HostControl> {
    let mut chosen = None;
    ui.menu_button(t!("net-table-menu"), |ui| {
        for (seat, info) in remote.seats.iter().enumerate() {
            let SeatInfo::Person {
                connected,
                computer,
                ..
            } = info
            else {
                continue;
            };
            if seat == remote.seat {
                continue;
            }
            let who = names.seat(seat);
            if !connected {
                ui.menu_button(t!("net-give", who = who.as_str()), |ui| {
                    for level in crate::ui::bots::OFFERED_LEVELS {
                        let text = crate::ui::bots::level_label(level);
                        if ui.button(text).clicked() {
                            chosen = Some(HostControl::Give(seat, Some(level)));
                        }
                    }
                });
                if computer.is_some()
                    && ui.button(t!("net-give-back", who = who.as_str())).clicked()
                {
                    chosen = Some(HostControl::Give(seat, None));
                }
            }
            ui.menu_button(t!("net-remove", who = who.as_str()), |ui| {
                for level in crate::ui::bots::OFFERED_LEVELS {
                    let text = t!(
                        "net-remove-computer",
                        level = crate::ui::bots::level_label(level)
                    );
                    if ui.button(text).clicked() {
                        chosen = Some(HostControl::Remove(seat, Some(level)));
                    }
                }
                if ui.button(t!("net-remove-open")).clicked() {
                    chosen = Some(HostControl::Remove(seat, None));
                }
            });
            ui.separator();
        }
        let pause = if remote.paused {
            t!("net-resume")
        } else {
            t!("net-pause")
        };
        if ui.button(pause).clicked() {
            chosen = Some(HostControl::Pause(!remote.paused));
        }
        if ui.button(t!("net-end")).clicked() {
            chosen = Some(HostControl::End);
        }
    });
    chosen
}

/// What the table waits for when nobody at this computer is to act and the server says why,
/// in one sentence: the match is paused or ended by the host, the seat to act is open, or
/// its person is away (waited for, or soon played by a computer). `None` while the seat's
/// own person or a computer is thinking.
pub fn waiting_for<G: HandGame>(
    remote: &Remote<G>,
    names: &Names,
    to_act: Option<Seat>,
) -> Option<String> {
    if remote.ended {
        return Some(t!("net-ended"));
    }
    if remote.watching {
        let seat = to_act?;
        return Some(t!("net-watching-turn", who = names.seat(seat)));
    }
    if remote.paused {
        return Some(if remote.host {
            t!("net-paused-you")
        } else {
            t!("net-paused")
        });
    }
    let seat = to_act?;
    match remote.seats.get(seat)? {
        SeatInfo::Open => Some(t!("net-seat-open", who = names.seat(seat))),
        SeatInfo::Person {
            connected: false,
            computer: None,
            computer_in: Some(seconds),
            ..
        } => {
            // Counted down from when the server said it.
            let gone = u32::try_from(remote.lobby_at.elapsed().as_secs()).unwrap_or(u32::MAX);
            Some(t!(
                "net-away-computer-in",
                who = names.seat(seat),
                seconds = seconds.saturating_sub(gone).max(1)
            ))
        }
        SeatInfo::Person {
            connected: false,
            computer: None,
            ..
        } => Some(t!("net-away-waits", who = names.seat(seat))),
        SeatInfo::Person {
            connected: false,
            computer: Some(_),
            ..
        } => Some(t!("net-away-played", who = names.seat(seat))),
        _ => None,
    }
}

/// The line over a table played on a server: which table, where, and who is away.
pub fn connection_line<G: HandGame>(remote: &Remote<G>, names: &Names) -> String {
    if let Some(why) = &remote.closed {
        return t!("net-strip-closed", reason = why.as_str());
    }
    if remote.watching {
        return t!(
            "net-strip-watching",
            code = remote.code(),
            place = remote.place.as_str()
        );
    }
    let away: Vec<String> = remote
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| {
            matches!(
                s,
                SeatInfo::Person {
                    connected: false,
                    ..
                }
            )
        })
        .map(|(seat, _)| names.seat(seat))
        .collect();
    let (code, place) = (remote.code(), remote.place.as_str());
    if away.is_empty() {
        return t!("net-strip", code = code, place = place);
    }
    let (away, count) = (super::names::listed(&away), away.len());
    let all_played = remote.seats.iter().all(|s| {
        !matches!(
            s,
            SeatInfo::Person {
                connected: false,
                computer: None,
                ..
            }
        )
    });
    // A computer will take the seat soon: the status line says when.
    let soon = remote.seats.iter().any(|s| {
        matches!(
            s,
            SeatInfo::Person {
                connected: false,
                computer_in: Some(_),
                ..
            }
        )
    });
    if soon && !all_played {
        return t!(
            "net-strip-away-soon",
            code = code,
            place = place,
            away = away,
            count = count
        );
    }
    if all_played {
        t!(
            "net-strip-away-played",
            code = code,
            place = place,
            away = away,
            count = count
        )
    } else {
        t!(
            "net-strip-away",
            code = code,
            place = place,
            away = away,
            count = count
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::below;
    use crate::games::all_fours::AllFours;
    use crate::games::sedma::Sedma;
    use crate::registry::{GameSetup, RegisteredGame};
    use sevenfold_net::table::{NetGame, new_table};

    /// Plays whole matches on a server's table with random legal moves, beside the same match
    /// played by the engine, and checks after every action and for every seat that the match
    /// a window builds from the seat's state shows exactly the view the server sent, that its
    /// events are the engine's as that seat may see them, that its finished hands, totals and
    /// winners are the engine's, and, for a game that is sent it, that the hand finished
    /// last scores as it did (`same_end` compares what the game's summary reads from it).
    fn the_seen_match_is_the_servers<G>(config: G::Config, matches: u64, same_end: fn(&G, &G))
    where
        G: NetGame + RegisteredGame + HandGame,
        G::View: serde::de::DeserializeOwned,
        G::Event: serde::de::DeserializeOwned,
    {
        let setup: GameSetup = G::setup(&config);
        let mut rng = rng_from_seed(7);
        for seed in 0..matches {
            let seats = G::seat_count(&config);
            let mut table = new_table(&setup, seed, &vec![None; seats]).unwrap();
            let mut truth = Match::<G>::new(config, seed).unwrap();
            let mut caused = Vec::new();
            while let Some(actor) = table.to_act() {
                let actions = truth.actions().len();
                for seat in 0..seats {
                    let state = table.state_for("T", seat, actions > 0).unwrap();
                    let (m, events) = read_state::<G>(&state, &config, &mut rng).unwrap();
                    let view = truth.hand().view(seat);
                    let shown = G::view_json(&m.hand().view(seat)).unwrap();
                    assert_eq!(shown, state.view, "seat {seat} after {actions} actions");
                    assert_eq!(shown, G::view_json(&view).unwrap());
                    let told: Vec<_> = events.iter().map(|e| format!("{e:?}")).collect();
                    let seen: Vec<_> = G::events_for(&caused, seat, &view)
                        .iter()
                        .map(|e| format!("{e:?}"))
                        .collect();
                    assert_eq!(told, seen, "seat {seat}'s events after {actions} actions");
                    assert_eq!(m.records(), truth.records());
                    assert_eq!(m.totals(), truth.totals());
                    assert_eq!(m.winners(), truth.winners());
                    match (m.last_hand(), truth.last_hand()) {
                        (Some(seen), Some(real)) => same_end(seen, real),
                        (None, _) if !G::LAST_HAND => {}
                        (None, None) => {}
                        _ => panic!("the hand finished last is missing or extra"),
                    }
                }
                let legal = truth.hand().legal_actions().as_ref().to_vec();
                let a = legal[below(&mut rng, legal.len() as u32) as usize];
                assert_eq!(truth.hand().to_act(), Some(actor));
                table.act(actor, &G::write_action(a)).unwrap();
                caused = truth.apply(a).unwrap();
            }
            assert!(table.is_over() && truth.is_over() && truth.actions().len() > 10);
        }
    }

    /// A watcher's state, after every action of whole matches, is one the window reads (its
    /// hidden cards, the viewing seat's included, are guessed like any other's) and holds no
    /// card of the viewing seat's hand.
    fn a_watcher_reads_every_state<G>(config: G::Config, matches: u64)
    where
        G: NetGame + RegisteredGame + HandGame,
        G::View: serde::de::DeserializeOwned,
        G::Event: serde::de::DeserializeOwned,
    {
        let setup: GameSetup = G::setup(&config);
        let mut rng = rng_from_seed(11);
        for seed in 0..matches {
            let seats = G::seat_count(&config);
            let mut table = new_table(&setup, seed, &vec![None; seats]).unwrap();
            let mut truth = Match::<G>::new(config, seed).unwrap();
            while let Some(actor) = table.to_act() {
                let state = table.watcher_state("T").unwrap();
                assert!(state.events.is_empty());
                let (m, _) = read_state::<G>(&state, &config, &mut rng)
                    .unwrap_or_else(|e| panic!("after {} actions: {e}", truth.actions().len()));
                assert_eq!(m.records(), truth.records());
                let legal = truth.hand().legal_actions().as_ref().to_vec();
                let a = legal[below(&mut rng, legal.len() as u32) as usize];
                table.act(actor, &G::write_action(a)).unwrap();
                truth.apply(a).unwrap();
            }
        }
    }

    #[test]
    fn a_watcher_reads_every_state_of_every_game() {
        use crate::games::all_fours::AllFoursOptions;
        use crate::games::sevens_from_hell::{HellOptions, SevensFromHell};
        for players in [2, 4] {
            let mut sedma = crate::games::sedma::SedmaOptions::for_players(players);
            sedma.match_end = crate::games::sedma::MatchEnd::Target(1);
            a_watcher_reads_every_state::<Sedma>(sedma, 2);
            let mut af = AllFoursOptions::for_players(players);
            af.match_end = crate::games::all_fours::MatchEnd::Target(3);
            a_watcher_reads_every_state::<AllFours>(af, 2);
        }
        a_watcher_reads_every_state::<SevensFromHell>(HellOptions::for_players(4), 1);
    }

    #[test]
    fn a_sedma_seat_sees_at_home_what_the_server_sent() {
        for players in [2, 3, 4] {
            let mut config = crate::games::sedma::SedmaOptions::for_players(players);
            config.match_end = crate::games::sedma::MatchEnd::Target(2);
            the_seen_match_is_the_servers::<Sedma>(config, 3, |_, _| {});
        }
    }

    #[test]
    fn an_all_fours_seat_sees_at_home_what_the_server_sent() {
        for players in [2, 3, 4] {
            let mut config = crate::games::all_fours::AllFoursOptions::for_players(players);
            config.match_end = crate::games::all_fours::MatchEnd::Target(3);
            // The deal's summary words the tally: who took each point, and why.
            the_seen_match_is_the_servers::<AllFours>(config, 3, |seen, real| {
                let awards = |h: &AllFours| h.tally().map(|t| t.awards().to_vec());
                assert_eq!(awards(seen), awards(real));
                assert_eq!(seen.hand_score(), real.hand_score());
            });
        }
    }

    /// A state whose events or start name a seat or side the table does not have is refused
    /// with the reason, never shown.
    #[test]
    fn events_naming_nobody_at_the_table_are_refused() {
        use crate::engine::{Game, GameDef};
        let config = crate::games::sedma::SedmaOptions::for_players(2);
        let setup: GameSetup = Sedma::setup(&config);
        let mut table = new_table(&setup, 3, &[None, None]).unwrap();
        let seat = table.to_act().unwrap();
        let first = Sedma::write_action(
            Match::<Sedma>::new(config, 3)
                .unwrap()
                .hand()
                .legal_actions()
                .as_ref()[0],
        );
        table.act(seat, &first).unwrap();
        let state = table.state_for("T", 0, true).unwrap();
        let mut rng = rng_from_seed(1);
        assert!(read_state::<Sedma>(&state, &config, &mut rng).is_ok());
        let lies: [fn(&mut SeatState); 3] = [
            |s| s.events[0]["Hand"]["Played"]["seat"] = 2.into(),
            |s| s.start["leader"] = 7.into(),
            |s| {
                s.events
                    .push(serde_json::json!({"MatchOver": {"winners": [5]}}));
            },
        ];
        for lie in lies {
            let mut told = state.clone();
            lie(&mut told);
            let err = read_state::<Sedma>(&told, &config, &mut rng)
                .map(|_| ())
                .unwrap_err();
            assert!(err.contains("not at this table"), "{err}");
        }
    }

    #[test]
    fn a_sevens_from_hell_seat_sees_at_home_what_the_server_sent() {
        use crate::games::sevens_from_hell::{HellOptions, SevensFromHell};
        let three_teams = HellOptions {
            teams: 3,
            ..HellOptions::for_players(6)
        };
        for config in [HellOptions::for_players(4), three_teams] {
            // The round's summary itemises each team's score from the finished round.
            the_seen_match_is_the_servers::<SevensFromHell>(config, 1, |seen, real| {
                let scores = crate::ui::sevens_from_hell::sheet::round_scores;
                assert_eq!(scores(seen), scores(real));
                assert_eq!(seen.end(), real.end());
            });
        }
    }
}

#[cfg(test)]
mod refusal_tests {
    use super::*;

    /// Every refusal id the server gives a player is worded in the window's language, not
    /// passed on as the server's English.
    #[test]
    fn every_refusal_a_player_meets_is_worded() {
        let ids = [
            "no-table",
            "too-many-codes",
            "seats-taken",
            "no-seat",
            "seat-waits",
            "not-host",
            "started",
            "seat-open",
            "not-started",
            "version",
            "name-empty",
            "name-bad",
            "name-taken",
            "options",
            "too-many-tables",
            "seat-elsewhere",
            "seated-already",
            "not-away",
            "not-a-person",
            "paused",
            "over",
            "no-name",
            "host-away",
            "asked-already",
            "ask-refused",
            "grace",
            "no-ask",
            "not-back",
            "no-again",
            "chat-bad",
            "chat-slow",
            "no-watching",
            "too-many-watchers",
        ];
        crate::i18n::set_language(crate::i18n::Language::Czech);
        for id in ids {
            let why = Why {
                id: id.into(),
                args: vec![("most".into(), "4".into())],
            };
            let worded = refusal_words("THE SERVER'S ENGLISH", Some(&why));
            assert!(!worded.contains("THE SERVER'S ENGLISH"), "{id}: {worded}");
        }
        crate::i18n::set_language(crate::i18n::Language::English);
    }
}
