//! The match behind a table and the seats that play it: the person's moves are checked and
//! applied here, and the bot seats are asked (on their worker thread) and answered after a
//! natural pause. Every table uses it, so a bot that fails or a move out of turn is handled the
//! same way in every game.

use super::Note;
use super::names::Names;
use super::remote::Remote;
use crate::cards::{GameRng, below, rng_from_seed};
use crate::engine::{Game, HandGame, Match, MatchEvent, RuleError, Seat};
use crate::store::Player;
use crate::ui::animation::AnimationSpeed;
use crate::ui::bots::{BotDriver, Level, Policy, Poll};

/// Makes the policy of one bot seat at a level.
pub type PolicyMaker<G> = fn(Level) -> Policy<<G as Game>::View, <G as Game>::Action>;

/// The events one applied action caused.
pub use crate::engine::MatchEvents as Events;

struct BotWait<A> {
    seat: Seat,
    ticket: u64,
    asked_at: f64,
    /// The beat between the table coming to rest and the bot's move.
    pause: f64,
    /// Since when the table has been at rest (nothing moving) while this bot is to act.
    idle_since: Option<f64>,
    reply: Option<Option<A>>,
    /// How long the bot thought, once it replied.
    think: f64,
}

/// How long the bots' moves took at the table, for measuring where the person's wait goes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableTimes {
    pub bots: Vec<BotMoveTime>,
    /// Seconds from each of the person's moves until they could move again.
    pub person_waits: Vec<f64>,
}

/// How long one bot move took at the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BotMoveTime {
    /// Seconds from the action before it until this one was applied.
    pub since_last_move: f64,
    /// Of those, seconds the table's steps played before the bot was asked.
    pub before_asking: f64,
    /// Seconds the bot thought.
    pub think: f64,
}

/// Why the person's move was not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The table is not ready for it (the match is over, a summary is up, it is another
    /// seat's turn, cards are moving): said in words.
    Now(String),
    /// The rules forbid it; the table words the reason for the person.
    Rule(RuleError),
}

/// Why the person's move cannot be made now, before the rules are even asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Busy {
    /// Nothing stops a move.
    Free,
    /// The hand summary waits to be closed.
    Summary,
    /// Cards are still moving.
    Moving,
}

/// A match and its bot seats.
pub struct Driver<G: HandGame>
where
    G::View: Send + 'static,
    G::Action: Send + 'static,
{
    pub m: Match<G>,
    pub names: Names,
    bots: BotDriver<G::View, G::Action>,
    make: PolicyMaker<G>,
    /// Who plays each seat: a person, or a bot of its level.
    seats: Vec<Player>,
    waiting: Option<BotWait<G::Action>>,
    /// For pauses and for moves made in place of a failed bot.
    rng: GameRng,
    /// When the last action was applied (table time), and the bot moves timed since the
    /// last [`take_bot_times`](Self::take_bot_times).
    last_move_at: f64,
    times: Vec<BotMoveTime>,
    /// In a lesson the other seats play these moves, in order, instead of their bots.
    script: Option<Script<G>>,
    /// The seat whose move was applied last.
    last_actor: Option<Seat>,
    /// At a table on a server, the person's line to it: the match is the server's.
    remote: Option<Remote<G>>,
}

/// Scripted moves for the other seats (a lesson's replies), in notation, read against the hand
/// when their turn comes.
struct Script<G: HandGame> {
    moves: std::collections::VecDeque<String>,
    read: fn(&G, &str) -> Result<G::Action, String>,
    /// Since when the table has been at rest with a scripted move due.
    idle_since: Option<f64>,
    pause: f64,
}

impl<G: HandGame> Driver<G>
where
    G::View: Send + 'static,
    G::Action: Send + Copy + 'static,
{
    /// The match played by `seats`: people, and bots of their levels.
    pub fn new(
        m: Match<G>,
        names: Names,
        make: PolicyMaker<G>,
        seats: Vec<Player>,
        ctx: &egui::Context,
    ) -> Driver<G> {
        let seed = m.seed() ^ m.actions().len() as u64;
        let bots = Self::spawn(&seats, make, seed, ctx);
        Driver {
            m,
            names,
            bots,
            make,
            seats,
            waiting: None,
            rng: rng_from_seed(seed ^ 0x5eed_7ab1e),
            last_move_at: ctx.input(|i| i.time),
            times: Vec::new(),
            script: None,
            last_actor: None,
            remote: None,
        }
    }

    /// From now on the match is played on a server, over `remote`: no bot seat is asked
    /// here, and the person's moves go to the server.
    pub fn go_remote(&mut self, remote: Remote<G>, ctx: &egui::Context) {
        self.waiting = None;
        self.bots = BotDriver::spawn(
            (0..self.names.players).map(|_| None).collect(),
            0,
            Some(ctx.clone()),
        );
        self.remote = Some(remote);
    }

    /// The line to the server of a table played on one.
    pub fn remote(&self) -> Option<&Remote<G>> {
        self.remote.as_ref()
    }

    pub fn remote_mut(&mut self) -> Option<&mut Remote<G>> {
        self.remote.as_mut()
    }

    /// Takes the seat at the server out of the table (its line goes on elsewhere).
    pub fn take_remote(&mut self) -> Option<Remote<G>> {
        self.remote.take()
    }

    /// From now on the other seats play only scripted moves (a lesson); `read` turns notation
    /// into an action of the hand it is played in.
    pub fn follow_script(&mut self, read: fn(&G, &str) -> Result<G::Action, String>) {
        self.waiting = None;
        self.script = Some(Script {
            moves: Default::default(),
            read,
            idle_since: None,
            pause: 0.3,
        });
    }

    /// Plays scripted moves at once, whoever is to make them (a lesson's opening, which may
    /// start inside a trick with the learner's own card on the table); the events as the
    /// person sees them.
    pub fn play_script_now(&mut self, moves: &[String]) -> Result<Events<G>, String> {
        let Some(s) = &self.script else {
            return Ok(Vec::new());
        };
        let read = s.read;
        let mut events = Vec::new();
        for text in moves.iter().flat_map(|m| m.split_whitespace()) {
            let action = read(self.m.hand(), text).map_err(|e| e.to_string())?;
            let played = self.m.apply(action).map_err(|e| e.to_string())?;
            events.extend(MatchEvent::seen_by::<G>(&played, self.names.me));
        }
        Ok(events)
    }

    /// Queues scripted moves for the other seats.
    pub fn queue_script(&mut self, moves: &[String]) {
        if let Some(s) = &mut self.script {
            s.moves.extend(
                moves
                    .iter()
                    .flat_map(|m| m.split_whitespace())
                    .map(String::from),
            );
        }
    }

    /// Plays the next scripted move once the table has rested a beat; with none queued the
    /// other seats wait.
    fn drive_script(
        &mut self,
        now: f64,
        speed: AnimationSpeed,
        idle: bool,
    ) -> (Option<Events<G>>, Option<Note>) {
        let Some(s) = &mut self.script else {
            return (None, None);
        };
        if !idle || s.moves.is_empty() {
            s.idle_since = None;
            return (None, None);
        }
        let since = *s.idle_since.get_or_insert(now);
        // A beat before each scripted move, as before a bot's.
        s.pause = speed.scale(0.3);
        if now < since + s.pause {
            return (None, None);
        }
        s.idle_since = None;
        let Some(text) = s.moves.pop_front() else {
            return (None, None);
        };
        let played = (s.read)(self.m.hand(), &text)
            .map_err(|e| e.to_string())
            .and_then(|a| self.m.apply(a).map_err(|e| e.to_string()));
        match played {
            Ok(events) => {
                self.last_move_at = now;
                (Some(MatchEvent::seen_by::<G>(&events, self.names.me)), None)
            }
            // The lesson was checked when it was read, so this is a bug in the lesson runner.
            Err(e) => (
                None,
                Some(Note::error(t!(
                    "lesson-move-broken",
                    text = text,
                    reason = e
                ))),
            ),
        }
    }

    fn spawn(
        seats: &[Player],
        make: PolicyMaker<G>,
        seed: u64,
        ctx: &egui::Context,
    ) -> BotDriver<G::View, G::Action> {
        let policies = seats.iter().map(|p| p.level().map(make)).collect();
        BotDriver::spawn(policies, seed.wrapping_add(1), Some(ctx.clone()))
    }

    /// Seats the players: people where `seats` says, bots of their levels elsewhere (their
    /// next decisions are taken afresh).
    pub fn seat(&mut self, seats: &[Player], ctx: &egui::Context) {
        // A lesson's seats follow its script, and a server's seats are played there.
        if seats.len() != self.names.players
            || self.script.is_some()
            || self.remote.is_some()
            || seats == self.seats
        {
            return;
        }
        self.seats = seats.to_vec();
        let seed = self.m.seed() ^ self.m.actions().len() as u64;
        self.bots = Self::spawn(&self.seats, self.make, seed, ctx);
        self.waiting = None;
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[Player] {
        &self.seats
    }

    /// Whether a person plays `seat`.
    pub fn is_person(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|p| p.is_person())
    }

    /// Changes every bot's level, when they all play at one level (a table set up seat by
    /// seat keeps its levels).
    pub fn set_level(&mut self, level: Level, ctx: &egui::Context) {
        let mut levels = self.seats.iter().filter_map(|p| p.level());
        let Some(first) = levels.next() else { return };
        if first == level || levels.any(|l| l != first) {
            return;
        }
        let seats: Vec<Player> = self
            .seats
            .iter()
            .map(|p| {
                if p.is_person() {
                    *p
                } else {
                    Player::Bot(level)
                }
            })
            .collect();
        self.seat(&seats, ctx);
    }

    /// Whether a bot's reply is in and only its beat is left; when it ends.
    pub fn reply_due(&self) -> Option<f64> {
        if let Some(s) = &self.script {
            return s.idle_since.map(|at| at + s.pause);
        }
        self.waiting
            .as_ref()
            .filter(|w| w.reply.is_some())
            .and_then(|w| w.idle_since.map(|at| at + w.pause))
    }

    /// Asks the bot to act as soon as its turn comes, so it thinks while the table still
    /// plays the move before; once the table is at rest (`idle`) and a short beat has
    /// passed, applies its reply. Returns the events of an applied action; a note says when a
    /// bot failed and a move was made for it.
    pub fn drive_bot(
        &mut self,
        now: f64,
        speed: AnimationSpeed,
        idle: bool,
    ) -> (Option<Events<G>>, Option<Note>) {
        if let Some(r) = &mut self.remote {
            let (events, note) = r.step(&mut self.m, idle);
            if events.as_ref().is_some_and(|e| !e.is_empty()) {
                self.last_move_at = now;
            }
            return (events, note);
        }
        if self.m.is_over() {
            return (None, None);
        }
        let Some(seat) = self.m.hand().to_act() else {
            return (None, None);
        };
        if self.is_person(seat) {
            self.waiting = None;
            return (None, None);
        }
        if self.script.is_some() {
            return self.drive_script(now, speed, idle);
        }
        let mut note = None;
        match &mut self.waiting {
            Some(w) if w.seat == seat => {
                if w.reply.is_none() {
                    match self.bots.poll() {
                        Poll::Ready(r) if r.ticket == w.ticket => {
                            w.reply = Some(r.action);
                            w.think = r.think.as_secs_f64();
                        }
                        Poll::Ready(_) | Poll::Waiting => {}
                        Poll::Gone => {
                            w.reply = Some(None);
                            note = Some(Note::error(t!("bot-stopped")));
                        }
                    }
                }
                if !idle {
                    w.idle_since = None;
                    return (None, note);
                }
                let since = *w.idle_since.get_or_insert(now);
                if w.reply.is_none() || now < since + w.pause {
                    return (None, note);
                }
                let reply = w.reply.flatten();
                let time = BotMoveTime {
                    since_last_move: now - self.last_move_at,
                    before_asking: w.asked_at - self.last_move_at,
                    think: w.think,
                };
                self.waiting = None;
                let action = match reply.map(|a| (a, self.m.hand().check(a))) {
                    Some((a, Ok(()))) => a,
                    other => {
                        // A bot bug must not stop the game: play a legal move instead and say so.
                        if let Some((_, Err(_))) = other {
                            note = Some(Note::error(t!(
                                "bot-illegal-move",
                                who = self.names.seat(seat)
                            )));
                        }
                        match self.m.hand().random_action(&mut self.rng) {
                            Some(a) => a,
                            None => return (None, note),
                        }
                    }
                };
                match self.m.apply(action) {
                    Ok(events) => {
                        self.last_move_at = now;
                        self.last_actor = Some(seat);
                        if self.times.len() < 1024 {
                            self.times.push(time);
                        }
                        (Some(MatchEvent::seen_by::<G>(&events, self.names.me)), note)
                    }
                    Err(e) => (None, Some(Note::error(e.to_string()))),
                }
            }
            _ => {
                let view = self.m.hand().view(seat);
                let ticket = self.bots.ask(seat, view);
                // A short, slightly uneven beat, so a bot's card does not follow the card
                // before it mechanically; the animation speed scales it with everything else.
                // A seat going on with its own turn (a meld after its draw) needs no new beat.
                let again = self.last_actor == Some(seat);
                let base = if again {
                    0.05
                } else {
                    0.15 + 0.15 * below(&mut self.rng, 1000) as f64 / 1000.0
                };
                self.waiting = Some(BotWait {
                    seat,
                    ticket,
                    asked_at: now,
                    pause: speed.scale(base),
                    idle_since: idle.then_some(now),
                    reply: None,
                    think: 0.0,
                });
                (None, None)
            }
        }
    }

    /// The bot moves timed since the last call.
    pub fn take_bot_times(&mut self) -> Vec<BotMoveTime> {
        std::mem::take(&mut self.times)
    }

    /// Applies the person's action at table time `now`, or says why it cannot be made.
    pub fn act(&mut self, action: G::Action, busy: Busy, now: f64) -> Result<Events<G>, Refused> {
        let me = self.names.me;
        let now_not = |text: String| Err(Refused::Now(text));
        if self.m.is_over() {
            return now_not(t!("refuse-match-over"));
        }
        if busy == Busy::Summary {
            return now_not(t!("refuse-summary-open"));
        }
        match self.m.hand().to_act() {
            Some(s) if s != me => {
                return now_not(t!("refuse-wait-turn", who = self.names.seat(s)));
            }
            None => return now_not(t!("refuse-summary-open")),
            Some(_) if busy == Busy::Moving => {
                return now_not(t!("refuse-cards-moving"));
            }
            Some(_) => {}
        }
        // At a network table, after the actions of this click already sent.
        let position = self.remote.as_ref().and_then(Remote::ahead);
        (position.unwrap_or(self.m.hand()))
            .check(action)
            .map_err(Refused::Rule)?;
        if let Some(r) = &mut self.remote {
            // The server applies it and tells the table what it caused.
            r.send(action, self.m.hand(), now).map_err(Refused::Now)?;
            self.last_move_at = now;
            self.last_actor = Some(me);
            return Ok(Vec::new());
        }
        let events = self
            .m
            .apply(action)
            .map_err(|e| Refused::Now(e.to_string()))?;
        self.last_move_at = now;
        self.last_actor = Some(me);
        Ok(MatchEvent::seen_by::<G>(&events, me))
    }

    /// The seat to act, while the match goes on.
    pub fn to_act(&self) -> Option<Seat> {
        if self.m.is_over() {
            None
        } else {
            self.m.hand().to_act()
        }
    }

    /// Whether the person is to act in the match (animations aside).
    pub fn my_move(&self) -> bool {
        !self.m.is_over()
            && self.m.hand().to_act() == Some(self.names.me)
            && !self.remote.as_ref().is_some_and(Remote::sending)
    }

    /// The person's view of the hand.
    pub fn my_view(&self) -> G::View {
        self.m.hand().view(self.names.me)
    }
}
