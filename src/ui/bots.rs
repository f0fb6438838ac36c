//! Computer opponents: each bot seat has a policy that decides from that seat's view only, and
//! the policies run on a worker thread so the window never waits for them.
//!
//! [`policy`] asks the game ([`GameBots`]) which bot plays at a level.

use crate::ai::{Bot, GameBots};
use crate::cards::{GameRng, rng_from_seed};
use crate::engine::{Game, Seat};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;

/// A bot's decision function: the seat's view and a random stream in, an action out (`None`
/// when the bot has nothing to say; the table then moves for it, as for an illegal reply).
pub type Policy<V, A> = Box<dyn FnMut(&V, &mut GameRng) -> Option<A> + Send>;

/// A bot for game `G`.
pub type GamePolicy<G> = Policy<<G as Game>::View, <G as Game>::Action>;

pub use crate::store::Level;

/// The levels the window offers.
pub const OFFERED_LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Expert];

/// The level's name on buttons.
pub fn level_label(level: Level) -> String {
    match level {
        Level::Easy => t!("level-easy"),
        Level::Normal => t!("level-normal"),
        Level::Expert => t!("level-expert"),
    }
}

/// What the level's bots do, in a sentence.
pub fn level_describe(level: Level) -> String {
    match level {
        Level::Easy => t!("level-easy-describe"),
        Level::Normal => t!("level-normal-describe"),
        Level::Expert => t!("level-expert-describe"),
    }
}

/// The policy for a bot seat of game `G` at `level`.
pub fn policy<G: GameBots>(level: Level) -> GamePolicy<G> {
    from_bot(level.bot::<G>())
}

/// Adapts an [`ai::Bot`](crate::ai::Bot) to a policy (the table checks every reply).
fn from_bot<G: Game>(mut bot: Box<dyn Bot<G>>) -> GamePolicy<G> {
    Box::new(move |view: &G::View, rng: &mut GameRng| bot.choose(view, rng))
}

struct Request<V> {
    ticket: u64,
    seat: Seat,
    view: V,
}

/// A bot's answer to one request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply<A> {
    pub ticket: u64,
    pub seat: Seat,
    pub action: Option<A>,
    /// How long the policy took to decide.
    pub think: std::time::Duration,
}

/// What the worker has to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Poll<A> {
    Waiting,
    Ready(Reply<A>),
    /// The worker stopped (a policy panicked): the table must decide for the bot itself.
    Gone,
}

/// Runs the bot seats' policies on one worker thread; requests and replies travel by channel.
pub struct BotDriver<V: Send + 'static, A: Send + 'static> {
    to_worker: Option<Sender<Request<V>>>,
    from_worker: Receiver<Reply<A>>,
    worker: Option<JoinHandle<()>>,
    next_ticket: u64,
}

impl<V: Send + 'static, A: Send + 'static> BotDriver<V, A> {
    /// Starts the worker. `policies[seat]` is `None` for people. `wake` is asked to repaint
    /// when a reply is ready, so the window sleeps while a bot thinks.
    pub fn spawn(
        policies: Vec<Option<Policy<V, A>>>,
        seed: u64,
        wake: Option<egui::Context>,
    ) -> Self {
        let (to_worker, requests) = mpsc::channel::<Request<V>>();
        let (replies, from_worker) = mpsc::channel::<Reply<A>>();
        let worker = std::thread::Builder::new()
            .name("bots".into())
            .spawn(move || {
                let mut policies = policies;
                let mut rng = rng_from_seed(seed);
                while let Ok(Request { ticket, seat, view }) = requests.recv() {
                    let Some(Some(policy)) = policies.get_mut(seat) else {
                        return;
                    };
                    let began = std::time::Instant::now();
                    let action = policy(&view, &mut rng);
                    let think = began.elapsed();
                    if replies
                        .send(Reply {
                            ticket,
                            seat,
                            action,
                            think,
                        })
                        .is_err()
                    {
                        return;
                    }
                    if let Some(ctx) = &wake {
                        ctx.request_repaint();
                    }
                }
            })
            .ok();
        BotDriver {
            to_worker: worker.as_ref().map(|_| to_worker),
            from_worker,
            worker,
            next_ticket: 0,
        }
    }

    /// Asks the bot at `seat` to decide; the ticket identifies the reply.
    pub fn ask(&mut self, seat: Seat, view: V) -> u64 {
        self.next_ticket += 1;
        let ticket = self.next_ticket;
        let sent = self
            .to_worker
            .as_ref()
            .is_some_and(|tx| tx.send(Request { ticket, seat, view }).is_ok());
        if !sent {
            self.to_worker = None;
        }
        ticket
    }

    /// A reply, if one has arrived.
    pub fn poll(&mut self) -> Poll<A> {
        match self.from_worker.try_recv() {
            Ok(reply) => Poll::Ready(reply),
            Err(TryRecvError::Empty) if self.to_worker.is_some() => Poll::Waiting,
            Err(_) => Poll::Gone,
        }
    }
}

impl<V: Send + 'static, A: Send + 'static> Drop for BotDriver<V, A> {
    fn drop(&mut self) {
        // Closing the request channel ends the worker's loop.
        self.to_worker = None;
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, HandStart};
    use crate::games::sedma::{Sedma, SedmaOptions};

    #[test]
    fn policies_only_choose_legal_actions() {
        // The bots' own tests cover their legality at length; this checks the adapter, with one
        // searching hand per table size (search is slow in debug builds).
        for players in [2u8, 3, 4] {
            for seed in 0..12u64 {
                let opts = SedmaOptions::for_players(players);
                let mut rng = rng_from_seed(seed);
                let start = HandStart::new(0, 1 % players as usize);
                let mut g = Sedma::deal_random(&opts, start, &mut rng);
                let mut policy = policy::<Sedma>(if seed == 0 {
                    Level::Normal
                } else {
                    Level::Easy
                });
                while let Some(seat) = g.to_act() {
                    let a = policy(&g.view(seat), &mut rng).expect("a bot at its turn decides");
                    assert!(g.check(a).is_ok(), "{a:?} is illegal");
                    g.apply(a).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_worker_answers_and_stops_with_the_driver() {
        let policies: Vec<Option<Policy<u32, u32>>> =
            vec![None, Some(Box::new(|v: &u32, _: &mut GameRng| Some(v * 2)))];
        let mut driver = BotDriver::spawn(policies, 1, None);
        let ticket = driver.ask(1, 21);
        let reply = loop {
            match driver.poll() {
                Poll::Ready(r) => break r,
                Poll::Waiting => std::thread::yield_now(),
                Poll::Gone => panic!("worker gone"),
            }
        };
        assert_eq!(
            (reply.ticket, reply.seat, reply.action),
            (ticket, 1, Some(42))
        );
    }

    #[test]
    fn a_panicking_policy_is_reported_gone() {
        let policies: Vec<Option<Policy<u32, u32>>> =
            vec![Some(Box::new(|_: &u32, _: &mut GameRng| panic!("bot bug")))];
        let mut driver = BotDriver::spawn(policies, 1, None);
        driver.ask(0, 1);
        let start = std::time::Instant::now();
        loop {
            match driver.poll() {
                Poll::Gone => break,
                Poll::Waiting if start.elapsed().as_secs() < 10 => std::thread::yield_now(),
                other => panic!("unexpected {other:?}"),
            }
        }
    }
}
