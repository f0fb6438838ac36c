//! One match on the server: the real engine and match layer, the bots that sit at it, and
//! what each seat may be told. Game-generic behind [`NetTable`], so the server holds tables of
//! every game alike.

use crate::protocol::{FinishedMatch, SeatState};
use crate::server::QUOTE_CHARS;
use rand::RngExt;
use sevenfold_ai::{Bot, GameBots, Level};
use sevenfold_core::cards::{GameRng, rng_from_seed};
use sevenfold_core::engine::{Game, GameDef, Match, MatchEvent, Seat};
use sevenfold_core::registry::GameSetup;

/// What a game needs to be played over the network: its seat's view written for a client.
/// Every registered game has it: what a seat may see is the game's own view and events
/// (`GameDef::events_seen`), so nothing here is any one game's.
pub trait NetGame: GameBots<Event: serde::Serialize, View: serde::Serialize> + GameDef {
    /// The view as JSON, as the seat may be sent it.
    fn view_json(view: &Self::View) -> Result<serde_json::Value, String> {
        json(view)
    }

    /// Whether a seat is sent the hand finished last as it saw it at its end: for a game
    /// whose summary reads the finished hand, where all that scores is public by then.
    const LAST_HAND: bool = <Self as GameDef>::FINISHED_HAND_PUBLIC;

    /// The events of an action as `seat` may see them, `view` being its view after the action.
    fn events_for(
        events: &[MatchEvent<Self::Event>],
        seat: Seat,
        view: &Self::View,
    ) -> Vec<MatchEvent<Self::Event>> {
        Self::events_seen(events, seat, view)
    }
}

impl<G> NetGame for G where G: GameBots<Event: serde::Serialize, View: serde::Serialize> + GameDef {}

/// A match at a network table, of any game.
pub trait NetTable: Send {
    fn seats(&self) -> usize;
    /// Whose decision it is; `None` once the match is over.
    fn to_act(&self) -> Option<Seat>;
    fn is_over(&self) -> bool;
    /// Applies `action` (in the scenario notation) for `seat`; the error says why not, and
    /// nothing changes then.
    fn act(&mut self, seat: Seat, action: &str) -> Result<(), String>;
    /// Lets the bot at the seat to act decide and act; `false` when that seat has no bot.
    fn bot_turn(&mut self) -> Result<bool, String>;
    /// Seats a computer player of `level` at `seat` (a person's seat while they are away), or
    /// takes it away with `None`.
    fn stand_in(&mut self, seat: Seat, level: Option<Level>);
    /// What `seat` may know now; with `events`, what the last action caused as it may see
    /// it (for the states that follow an action).
    fn state_for(&self, code: &str, seat: Seat, events: bool) -> Result<SeatState, String>;
    /// What someone watching the table may know now: the match as every seat has seen it,
    /// drawn from the first seat's place (the game's `watcher_view`), with no events (a
    /// seat's own draws are in them).
    fn watcher_state(&self, code: &str) -> Result<SeatState, String>;
    /// The game, seed and every action in notation: the whole match, for the server's own
    /// record (never sent: some actions name cards others may not see).
    fn record(&self) -> (GameSetup, u64, Vec<String>);
    /// The seed the match is dealt from.
    fn seed(&self) -> u64;
    /// How many actions the match has had.
    fn action_count(&self) -> usize;
    /// The actions from number `from` (from 0) on, in notation.
    fn actions_since(&self, from: usize) -> Vec<String>;
}

/// A match of `G` with its bots.
struct Table<G: NetGame> {
    setup: GameSetup,
    m: Match<G>,
    /// The bot at each seat; `None` for a person.
    bots: Vec<Option<Box<dyn Bot<G>>>>,
    /// The bots' only source of chance.
    rng: GameRng,
    /// What the last action caused, for the states that follow it.
    last_events: Vec<MatchEvent<G::Event>>,
}

/// A new match of the game `setup` names, dealt from `seed`, with a bot of the given level
/// at each seat that has one. The error says what is wrong (options the game refuses, a seat
/// count that does not fit them).
pub fn new_table(
    setup: &GameSetup,
    seed: u64,
    bots: &[Option<Level>],
) -> Result<Box<dyn NetTable>, String> {
    sevenfold_core::with_setup!(setup, |G, config| {
        let m = Match::<G>::new(*config, seed).map_err(|e| e.to_string())?;
        let seats = m.hand().seats();
        if bots.len() != seats {
            return Err(format!(
                "{} has {seats} seats here, and {} were planned",
                G::TITLE,
                bots.len()
            ));
        }
        let table: Box<dyn NetTable> = Box::new(Table::<G> {
            setup: setup.clone(),
            bots: bots.iter().map(|b| b.map(|l| l.bot::<G>())).collect(),
            rng: rng_from_seed(rand::rng().random()),
            last_events: Vec::new(),
            m,
        });
        Ok(table)
    })
}

impl<G: NetGame> NetTable for Table<G> {
    fn seats(&self) -> usize {
        self.bots.len()
    }

    fn to_act(&self) -> Option<Seat> {
        if self.m.is_over() {
            None
        } else {
            self.m.hand().to_act()
        }
    }

    fn is_over(&self) -> bool {
        self.m.is_over()
    }

    fn act(&mut self, seat: Seat, action: &str) -> Result<(), String> {
        match self.to_act() {
            None => return Err("the match is over".to_string()),
            Some(s) if s != seat => return Err(format!("it is seat {s}'s turn, not yours")),
            Some(_) => {}
        }
        let a = G::read_action(self.m.hand(), action.trim()).map_err(|e| {
            // A refusal quotes the start of what came once, never kilobytes of it: the
            // rules' own reason says what it made of it without quoting it again.
            let shown: String = action.trim().chars().take(QUOTE_CHARS).collect();
            let mut e = e.replace(action.trim(), "it");
            for piece in action
                .split(|c: char| c.is_whitespace() || c == '+' || c == '@')
                .filter(|p| p.len() > 3)
                .take(16)
            {
                e = e.replace(piece, "…");
            }
            let e = crate::protocol::short_quotes(&e, action, 0);
            format!("'{shown}' is not an action here: {e}")
        })?;
        self.last_events = self.m.apply(a).map_err(|e| e.to_string())?;
        Ok(())
    }

    fn bot_turn(&mut self) -> Result<bool, String> {
        let Some(seat) = self.to_act() else {
            return Ok(false);
        };
        let Some(bot) = self.bots[seat].as_mut() else {
            return Ok(false);
        };
        let view = self.m.hand().view(seat);
        let a = bot
            .choose(&view, &mut self.rng)
            .ok_or_else(|| format!("the bot at seat {seat} found nothing to do"))?;
        self.last_events = self.m.apply(a).map_err(|e| e.to_string())?;
        Ok(true)
    }

    fn stand_in(&mut self, seat: Seat, level: Option<Level>) {
        if let Some(b) = self.bots.get_mut(seat) {
            *b = level.map(|l| l.bot::<G>());
        }
    }

    fn state_for(&self, code: &str, seat: Seat, events: bool) -> Result<SeatState, String> {
        let view = self.m.hand().view(seat);
        let events = if events {
            G::events_for(&self.last_events, seat, &view)
                .iter()
                .map(json)
                .collect::<Result<_, _>>()?
        } else {
            Vec::new()
        };
        Ok(SeatState {
            start: json(&self.m.start())?,
            records: self
                .m
                .records()
                .iter()
                .map(json)
                .collect::<Result<_, _>>()?,
            winners: self.m.winners().to_vec(),
            events,
            code: code.to_string(),
            seat,
            actions: self.m.actions().len(),
            to_act: self.to_act(),
            hands_played: self.m.records().len(),
            totals: self.m.totals().to_vec(),
            over: self.m.is_over(),
            view: G::view_json(&view)?,
            last_hand: self
                .m
                .last_hand()
                .filter(|_| G::LAST_HAND)
                .map(|h| G::view_json(&h.view(seat)))
                .transpose()?,
            finished: self.m.is_over().then(|| {
                let (_, seed, actions) = self.record();
                FinishedMatch { seed, actions }
            }),
            ended: false,
        })
    }

    fn watcher_state(&self, code: &str) -> Result<SeatState, String> {
        let mut state = self.state_for(code, 0, false)?;
        state.view = G::view_json(&G::watcher_view(self.m.hand(), 0))?;
        state.last_hand = self
            .m
            .last_hand()
            .filter(|_| G::LAST_HAND)
            .map(|h| G::view_json(&G::watcher_view(h, 0)))
            .transpose()?;
        Ok(state)
    }

    fn record(&self) -> (GameSetup, u64, Vec<String>) {
        (self.setup.clone(), self.m.seed(), self.actions_since(0))
    }

    fn seed(&self) -> u64 {
        self.m.seed()
    }

    fn action_count(&self) -> usize {
        self.m.actions().len()
    }

    fn actions_since(&self, from: usize) -> Vec<String> {
        let actions = self.m.actions();
        actions[from.min(actions.len())..]
            .iter()
            .map(|&a| G::write_action(a))
            .collect()
    }
}

/// A value as JSON; the error names what could not be written.
fn json<T: serde::Serialize>(value: &T) -> Result<serde_json::Value, String> {
    serde_json::to_value(value).map_err(|e| e.to_string())
}
