//! The match behind a table and the seats that play it: the person's moves are checked and
//! applied here, and the bot seats are asked (on their worker thread) and answered after a
//! natural pause. Every table uses it, so a bot that fails or a move out of turn is handled the
//! same way in every game.

use super::Note;
use super::names::Names;
use crate::cards::{GameRng, below, rng_from_seed};
use crate::engine::{Game, HandGame, Match, MatchEvent, Seat};
use crate::ui::animation::AnimationSpeed;
use crate::ui::bots::{BotDriver, BotLevel, Policy, Poll};

/// Makes the policy of one bot seat at a level.
pub type PolicyMaker<G> = fn(BotLevel) -> Policy<<G as Game>::View, <G as Game>::Action>;

/// The events one applied action caused.
pub type Events<G> = Vec<MatchEvent<<G as Game>::Event>>;

struct BotWait<A> {
    seat: Seat,
    ticket: u64,
    asked_at: f64,
    pause: f64,
    reply: Option<Option<A>>,
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
    level: BotLevel,
    waiting: Option<BotWait<G::Action>>,
    /// For pauses and for moves made in place of a failed bot.
    rng: GameRng,
}

impl<G: HandGame> Driver<G>
where
    G::View: Send + 'static,
    G::Action: Send + Copy + 'static,
{
    /// Bots of `level` at every seat but the person's.
    pub fn new(
        m: Match<G>,
        names: Names,
        make: PolicyMaker<G>,
        level: BotLevel,
        ctx: &egui::Context,
    ) -> Driver<G> {
        let seed = m.seed() ^ m.actions().len() as u64;
        let bots = Self::spawn(&names, make, level, seed, ctx);
        Driver {
            m,
            names,
            bots,
            make,
            level,
            waiting: None,
            rng: rng_from_seed(seed ^ 0x5eed_7ab1e),
        }
    }

    fn spawn(
        names: &Names,
        make: PolicyMaker<G>,
        level: BotLevel,
        seed: u64,
        ctx: &egui::Context,
    ) -> BotDriver<G::View, G::Action> {
        let policies = (0..names.players)
            .map(|s| (s != names.me).then(|| make(level)))
            .collect();
        BotDriver::spawn(policies, seed.wrapping_add(1), Some(ctx.clone()))
    }

    /// Changes the bots' level (their next decision is taken afresh).
    pub fn set_level(&mut self, level: BotLevel, ctx: &egui::Context) {
        if level == self.level {
            return;
        }
        let seed = self.m.seed() ^ self.m.actions().len() as u64;
        self.bots = Self::spawn(&self.names, self.make, level, seed, ctx);
        self.level = level;
        self.waiting = None;
    }

    /// Whether a bot's reply is in and only its pause is left; when it ends.
    pub fn reply_due(&self) -> Option<f64> {
        self.waiting
            .as_ref()
            .filter(|w| w.reply.is_some())
            .map(|w| w.asked_at + w.pause)
    }

    /// Asks the bot to act, or applies its reply once its pause is over. Returns the events of
    /// an applied action; a note says when a bot failed and a move was made for it.
    pub fn drive_bot(
        &mut self,
        now: f64,
        speed: AnimationSpeed,
    ) -> (Option<Events<G>>, Option<Note>) {
        if self.m.is_over() {
            return (None, None);
        }
        let Some(seat) = self.m.hand().to_act() else {
            return (None, None);
        };
        if seat == self.names.me {
            self.waiting = None;
            return (None, None);
        }
        let mut note = None;
        match &mut self.waiting {
            Some(w) if w.seat == seat => {
                if w.reply.is_none() {
                    match self.bots.poll() {
                        Poll::Ready(r) if r.ticket == w.ticket => w.reply = Some(r.action),
                        Poll::Ready(_) | Poll::Waiting => {}
                        Poll::Gone => {
                            w.reply = Some(None);
                            note = Some(Note::error(
                                "A computer player stopped working; a random legal move was made for it",
                            ));
                        }
                    }
                }
                let ready = w.reply.is_some() && now >= w.asked_at + w.pause;
                if !ready {
                    return (None, note);
                }
                let reply = w.reply.flatten();
                self.waiting = None;
                let action = match reply.map(|a| (a, self.m.hand().check(a))) {
                    Some((a, Ok(()))) => a,
                    other => {
                        // A bot bug must not stop the game: play a legal move instead and say so.
                        if let Some((_, Err(e))) = other {
                            note = Some(Note::error(format!(
                                "A computer player tried an illegal move ({}); a random legal move was made instead",
                                e.reason
                            )));
                        }
                        match self.m.hand().random_action(&mut self.rng) {
                            Some(a) => a,
                            None => return (None, note),
                        }
                    }
                };
                match self.m.apply(action) {
                    Ok(events) => (Some(events), note),
                    Err(e) => (None, Some(Note::error(e.to_string()))),
                }
            }
            _ => {
                let view = self.m.hand().view(seat);
                let ticket = self.bots.ask(seat, view);
                let base = 0.45 + 0.35 * below(&mut self.rng, 1000) as f64 / 1000.0;
                self.waiting = Some(BotWait {
                    seat,
                    ticket,
                    asked_at: now,
                    pause: speed.scale(base),
                    reply: None,
                });
                (None, None)
            }
        }
    }

    /// Applies the person's action, or says why it cannot be made.
    pub fn act(&mut self, action: G::Action, busy: Busy) -> Result<Events<G>, String> {
        let me = self.names.me;
        if self.m.is_over() {
            return Err("The match is over: start a new game to play again".into());
        }
        if busy == Busy::Summary {
            return Err("The hand is over: press Next hand to go on".into());
        }
        match self.m.hand().to_act() {
            Some(s) if s != me => {
                return Err(format!("Please wait: it is {}'s turn", self.names.seat(s)));
            }
            None => return Err("The hand is over".into()),
            Some(_) if busy == Busy::Moving => {
                return Err("One moment: the cards are still moving".into());
            }
            Some(_) => {}
        }
        self.m.hand().check(action).map_err(|e| e.reason)?;
        self.m.apply(action).map_err(|e| e.to_string())
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
        !self.m.is_over() && self.m.hand().to_act() == Some(self.names.me)
    }

    /// The person's view of the hand.
    pub fn my_view(&self) -> G::View {
        self.m.hand().view(self.names.me)
    }
}
