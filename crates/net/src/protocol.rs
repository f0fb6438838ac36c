//! The messages between a table server and its clients: one JSON object per WebSocket text
//! frame, `{"type": "...", ...}`. `docs/protocol.md` describes them for other clients.

use serde::{Deserialize, Serialize};
use sevenfold_core::engine::Seat;
use sevenfold_core::registry::GameSetup;

/// The version of these messages. A client says which it speaks in [`ClientMessage::Hello`];
/// the server refuses another.
pub const PROTOCOL_VERSION: u32 = 4;

/// No frame or message a client sends is larger; a larger one is refused and the connection
/// closed.
pub const MAX_FRAME_BYTES: usize = 64 * 1024;

/// The largest message a client takes from the server: a state carries every finished hand
/// of a match, which may run to a hundred hands.
pub const MAX_TOLD_BYTES: usize = 1024 * 1024;

/// The longest chat message, in characters.
pub const MAX_CHAT_CHARS: usize = 200;

/// The quick phrases, by id: each reader's window words them in its own language.
pub const PHRASES: [&str; 7] = [
    "hello",
    "good-luck",
    "well-played",
    "good-game",
    "thanks",
    "one-moment",
    "sorry",
];

/// Who sits at a seat, as the host plans the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatPlan {
    /// The host's own seat (exactly one).
    Host,
    /// A seat for a friend: the first to join with the code takes it.
    Open,
    /// A computer opponent of this level ("easy", "normal", "expert").
    Bot { level: String },
}

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message of every connection.
    Hello { version: u32 },
    /// Opens a table of `game` with these seats, the host sitting at the [`SeatPlan::Host`].
    Host {
        game: GameSetup,
        seats: Vec<SeatPlan>,
        name: String,
        /// A computer player of this level plays the seat of a person whose line has dropped,
        /// until they are back; without one, the seat waits.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stand_in: Option<String>,
        /// How long, in seconds, a person is away before the stand-in plays for them (at
        /// most an hour; none: a minute).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        grace: Option<u32>,
        /// Nobody may watch the table.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        no_watchers: bool,
    },
    /// Watches the table `code`: its lobby and the match as every seat has seen it, never a
    /// card of any hand.
    Watch { code: String },
    /// Takes an open seat at the table `code`.
    Join { code: String, name: String },
    /// Takes one's seat back after a dropped line, with the seat's token.
    Rejoin { code: String, token: String },
    /// The host starts the match (every open seat taken).
    Start { code: String, token: String },
    /// Leaves the table before its match starts: a friend's seat opens again, and the host's
    /// leaving closes the table. (Once the match has started, a seat waits for its person.)
    Leave { code: String, token: String },
    /// The seat holding `token` acts: `action` in the scenario notation ("7h", "end"), on
    /// the match as it is after `expect` actions (the `actions` of the state it was decided
    /// on, plus the actions of the same click sent before it). An `act` the match has moved
    /// past (one sent again after a dropped line, when the first had arrived) is refused
    /// with `stale` and not taken twice. Written `act` on the wire.
    #[serde(rename = "act")]
    ActAt {
        code: String,
        token: String,
        action: String,
        expect: usize,
    },
    /// The host gives the seat of a person who is away to a computer player of `level`
    /// until they come back, or, without a level, gives it back to them (it waits).
    Give {
        code: String,
        token: String,
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        level: Option<String>,
    },
    /// The host removes the person at `seat`: before the start their seat opens again;
    /// once the match has started a computer player of `level` takes it, or, without a
    /// level, it waits for someone new to join with the code.
    Remove {
        code: String,
        token: String,
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        level: Option<String>,
    },
    /// The host pauses the match (nobody acts, no computer plays) or goes on with it.
    Pause {
        code: String,
        token: String,
        paused: bool,
    },
    /// The host ends the match for everybody before its end.
    End { code: String, token: String },
    /// Says something to everyone at the table: a `text` (at most 200 characters that all
    /// show) or a quick `phrase` by its id, which each reader's window words in its language.
    Say {
        code: String,
        token: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        text: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        phrase: Option<String>,
    },
    /// Once the match is over: from the host, offers another match at the same seats with
    /// the same options (the table is seated again, and starts when the host starts it);
    /// from a friend offered one, says they play it.
    Again { code: String, token: String },
    /// Asks the host, from a new connection, for the seat of the person called `name` (the
    /// token lost with the computer it was on): the host allows or refuses.
    Ask { code: String, name: String },
    /// The host's answer to the person asking for `seat`.
    Answer {
        code: String,
        token: String,
        seat: Seat,
        allow: bool,
    },
    /// An `act` without its count, for a program acting through a [`crate::Client`] or a
    /// [`crate::Link`]: they send it as [`ClientMessage::ActAt`], counted from the last
    /// state they passed on. Never on the wire as it is.
    #[serde(skip)]
    Act {
        code: String,
        token: String,
        action: String,
    },
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Who sits at a seat, as everyone at the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatInfo {
    Person {
        name: String,
        connected: bool,
        /// The level of the computer player that plays for them now (they are away).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        computer: Option<String>,
        /// The seconds until the table's stand-in plays for them (they are away, and the
        /// grace time runs).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        computer_in: Option<u32>,
        /// Offered another match, they have not yet said they play it.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pending: bool,
    },
    Bot {
        level: String,
    },
    Open,
}

/// What the server says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to [`ClientMessage::Hello`].
    Welcome { version: u32 },
    /// A seat is yours: keep `token` to act and to come back after a dropped line.
    Seated {
        code: String,
        seat: Seat,
        token: String,
    },
    /// The table before and after the match starts: who sits where.
    Lobby {
        code: String,
        game: GameSetup,
        seats: Vec<SeatInfo>,
        started: bool,
        /// The host's seat.
        #[serde(default)]
        host: Seat,
        /// The level of the computer player that plays for a person whose line has dropped
        /// (none: the seat waits).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stand_in: Option<String>,
        /// The seconds a person is away before the stand-in plays for them.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        grace: Option<u32>,
        /// The host has paused the match.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        paused: bool,
        /// How many people watch the table.
        #[serde(default, skip_serializing_if = "is_zero")]
        watchers: usize,
    },
    /// The match as your seat sees it, after every action.
    State(SeatState),
    /// What was asked cannot be done; the table goes on as it was. `reason` in English,
    /// `why` the same for a client to word in its own language (when the server has an id for
    /// it).
    Refused {
        reason: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        why: Option<Why>,
    },
    /// The table is no more: its host closed it before the match began, or it was ended
    /// because nobody had been at it for its time.
    Closed { code: String, reason: String },
    /// The seat was taken back on another connection (with its token): this connection no
    /// longer speaks for it, and the server closes it after this message.
    Replaced {
        code: String,
        seat: Seat,
        reason: String,
    },
    /// To the host: someone asks for the seat of the person called `name`.
    Asks {
        code: String,
        seat: Seat,
        name: String,
    },
    /// The host removed this person from the table: the server closes this connection after
    /// this message.
    Removed { code: String, reason: String },
    /// This connection watches the table `code` (the states it is sent are a watcher's).
    Watching { code: String },
    /// Someone at the table said something (to everyone connected, the speaker too).
    Said {
        code: String,
        seat: Seat,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        text: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        phrase: Option<String>,
    },
}

/// Why something was refused, by a stable id and its values: `no-table` (`code`),
/// `too-many-codes`, `seats-taken`, `no-seat`, `seat-waits`, `not-host`, `started`,
/// `seat-open`, `not-started`, `version` (`server`, `client`), `name-empty`, `name-bad`
/// (`most`), `name-taken`, `options`, `stale` (`expect`, `actions`), `too-many-tables`
/// (`most`), `seat-elsewhere`, `seated-already`, `not-away`, `not-a-person`, `paused`,
/// `over`, `no-name`, `host-away`, `asked-already`, `ask-refused`, `grace`, `no-ask`,
/// `not-back`, `no-again`, `chat-bad` (`most`), `chat-slow`, `no-watching`, `too-many-watchers`
/// (`most`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Why {
    pub id: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, String)>,
}

impl Why {
    /// The value called `name` ("" when there is none).
    pub fn arg(&self, name: &str) -> &str {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// One seat's picture of the match: its view of the hand being played (the game's own view
/// type, as JSON) and what everybody knows of the match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatState {
    pub code: String,
    pub seat: Seat,
    /// Actions taken so far in the match (a client notices one it missed).
    pub actions: usize,
    /// Whose decision it is; `None` once the match is over.
    pub to_act: Option<Seat>,
    /// Hands finished.
    pub hands_played: usize,
    /// Match points per side.
    pub totals: Vec<i32>,
    pub over: bool,
    /// The hand being played, as this seat may know it.
    pub view: serde_json::Value,
    /// Who dealt the hand being played and who leads (the game's `HandStart`).
    pub start: serde_json::Value,
    /// The finished hands as the score sheet shows them (the game's `MatchRecord`s).
    pub records: Vec<serde_json::Value>,
    /// The sides that won the match (empty while it is played).
    pub winners: Vec<usize>,
    /// What the last action caused, as this seat may see it (the game's `MatchEvent`s), when
    /// this state follows that action (`actions` one more than the state before); empty in
    /// a state sent on joining or coming back.
    pub events: Vec<serde_json::Value>,
    /// The hand finished last as this seat saw it at its end (the game's view), for the
    /// summary of its points; none before the first hand ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_hand: Option<serde_json::Value>,
    /// Once the match is over, all of it, for the players' records (nothing is secret any
    /// more): `None` while it is played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<FinishedMatch>,
    /// The host ended the match before its end (it is `over`, with no winner).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended: bool,
}

/// A finished match as a record keeps it: the seed its hands were dealt from and every
/// action in notation, which replay it exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedMatch {
    pub seed: u64,
    pub actions: Vec<String>,
}

/// `text` (a reason that may quote what a client sent) with every span in backticks, double
/// quotes or single quotes cut to its first `most` characters, and `input` itself, wherever it
/// stands whole, to `most` too: a refusal never sends back kilobytes of what came.
pub fn short_quotes(text: &str, input: &str, most: usize) -> String {
    let input = input.trim();
    let text = if input.chars().count() > most && !input.is_empty() {
        let shown: String = input.chars().take(most).collect();
        text.replace(input, &format!("{shown}…"))
    } else {
        text.to_string()
    };
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        // A quote opens where a word does not go on before it (an apostrophe is no quote).
        let opens = matches!(c, '`' | '"' | '\'')
            && (c != '\'' || i == 0 || !chars[i - 1].is_alphanumeric());
        let close = if opens {
            (i + 1..chars.len()).find(|&j| {
                chars[j] == c
                    && (c != '\'' || chars.get(j + 1).is_none_or(|n| !n.is_alphanumeric()))
            })
        } else {
            None
        };
        match close {
            Some(j) => {
                out.push(c);
                out.extend(chars[i + 1..j].iter().take(most));
                if j - i - 1 > most {
                    out.push('…');
                }
                out.push(c);
                i = j + 1;
            }
            None => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

impl ClientMessage {
    pub fn to_json(&self) -> String {
        // These types hold nothing JSON cannot write ([`ClientMessage::Act`] is counted
        // before it is sent).
        serde_json::to_string(&self.counted(0)).unwrap_or_default()
    }

    /// The message as it goes on the wire: an [`ClientMessage::Act`] becomes an `act` on
    /// the match after `actions` actions.
    pub fn counted(&self, actions: usize) -> std::borrow::Cow<'_, ClientMessage> {
        match self {
            ClientMessage::Act {
                code,
                token,
                action,
            } => std::borrow::Cow::Owned(ClientMessage::ActAt {
                code: code.clone(),
                token: token.clone(),
                action: action.clone(),
                expect: actions,
            }),
            other => std::borrow::Cow::Borrowed(other),
        }
    }
}

impl ServerMessage {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sevenfold_core::games::sedma::SedmaOptions;

    /// The messages read back as they were written, in the shape `docs/protocol.md` shows.
    #[test]
    fn messages_are_written_as_the_protocol_page_shows() {
        let host = ClientMessage::Host {
            game: GameSetup::Sedma(SedmaOptions::for_players(4)),
            seats: vec![
                SeatPlan::Host,
                SeatPlan::Open,
                SeatPlan::Bot {
                    level: "easy".into(),
                },
            ],
            name: "Anna".into(),
            stand_in: None,
            grace: None,
            no_watchers: false,
        };
        let text = host.to_json();
        assert!(
            text.starts_with(r#"{"type":"host","game":{"Sedma":{"#),
            "{text}"
        );
        assert!(
            text.contains(
                r#""seats":[{"kind":"host"},{"kind":"open"},{"kind":"bot","level":"easy"}]"#
            ),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<ClientMessage>(&text).unwrap(), host);
        let act = r#"{"type":"act","code":"ABC234","token":"00","action":"7h","expect":3}"#;
        assert!(matches!(
            serde_json::from_str::<ClientMessage>(act).unwrap(),
            ClientMessage::ActAt { expect: 3, .. }
        ));
        // An act without its count is not one.
        let uncounted = r#"{"type":"act","code":"ABC234","token":"00","action":"7h"}"#;
        assert!(serde_json::from_str::<ClientMessage>(uncounted).is_err());
        let counted = ClientMessage::Act {
            code: "ABC234".into(),
            token: "00".into(),
            action: "7h".into(),
        }
        .counted(5)
        .to_json();
        assert!(counted.contains(r#""type":"act""#) && counted.ends_with(r#""expect":5}"#));
    }

    /// What a client sent is quoted at most 40 characters long, however it is quoted.
    #[test]
    fn quotes_are_cut_short() {
        let long = "x".repeat(60_000);
        for text in [
            format!("unknown variant `{long}`, expected one of `hello`"),
            format!("'{long}' is not a card; the leader's card stays"),
            format!("invalid type: string \"{long}\""),
            format!("{long} is not a level"),
        ] {
            let short = short_quotes(&text, &long, 40);
            assert!(short.len() < 120, "{short}");
            assert!(short.contains(&"x".repeat(40)) && !short.contains(&"x".repeat(41)));
        }
        assert_eq!(
            short_quotes("it is seat 1's turn, not 'yours'", "y", 40),
            "it is seat 1's turn, not 'yours'"
        );
        let refused = ServerMessage::Refused {
            reason: "no".into(),
            why: None,
        };
        assert_eq!(refused.to_json(), r#"{"type":"refused","reason":"no"}"#);
    }
}
