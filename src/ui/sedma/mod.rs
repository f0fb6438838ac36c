//! The Sedma table: a match against computer opponents, animated.
//!
//! The engine moves at once; the table turns each action's events into timed steps (a card
//! flying to the trick, the trick sliding to its winner, cards drawn from the stock) and draws a
//! [`Scene`] that follows the steps. Bots are asked only when nothing moves, after a short pause.

mod draw;
pub mod scene;

use crate::ui::trick_table::names;
pub use crate::ui::trick_table::{Flight, Note, Reveal};

use crate::cards::{Card, PackStyle};
use crate::engine::{Game, Match, MatchEvent, MatchRecord, Seat};
use crate::games::sedma::{
    MatchEnd, Sedma, SedmaAction, SedmaEvent, SedmaOptions, SedmaView, ViewPhase,
};
use crate::store::Player;
use crate::ui::animation::{Duration, Edge, StepQueue};
use crate::ui::bots::sedma_policy;
use crate::ui::persist::Persist;
use crate::ui::table::{GameTable, Presentation, TableRequest};
use crate::ui::trick_table::driver::{Busy, Driver};
use crate::ui::trick_table::layout::Spot;
use crate::ui::trick_table::paint::SummaryChoice;
use crate::ui::trick_table::schedule_repaint;
use names::Names;
use scene::Scene;
use std::any::Any;

/// Something that happened, as the table plays it.
#[derive(Clone, Debug)]
pub enum Step {
    /// A new hand: the pack gathers at the stock.
    NewHand {
        number: usize,
        dealer: Seat,
        leader: Seat,
        pack: usize,
    },
    /// A packet of cards dealt to a seat (faces only for the person's own cards).
    Deal {
        seat: Seat,
        cards: Vec<Option<Card>>,
    },
    Play {
        seat: Seat,
        card: Card,
    },
    Pass {
        seat: Seat,
    },
    /// The full trick stays in view for a moment with its explanation.
    TrickTaken {
        text: String,
    },
    /// The trick slides to the winner's pile.
    Collect {
        winner: Seat,
        count: usize,
        points: i32,
    },
    Draw {
        seat: Seat,
        card: Option<Card>,
    },
    /// A message that needs time to be read (a burn).
    Note {
        text: String,
    },
    /// A message shown while play goes on.
    Say {
        text: String,
    },
    /// The hand's summary, until the person goes on.
    HandOver {
        record: MatchRecord,
        number: usize,
    },
    MatchOver {
        text: String,
    },
}

/// Input from the person, queued during layout and applied once per frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Act(SedmaAction),
    /// Move the keyboard selection in the hand by this many cards.
    Select(i32),
    /// Close the hand summary and go on.
    NextHand,
    NewGame,
    ShowScoreSheet,
}

impl From<SummaryChoice> for Input {
    fn from(choice: SummaryChoice) -> Input {
        match choice {
            SummaryChoice::NextHand => Input::NextHand,
            SummaryChoice::NewGame => Input::NewGame,
            SummaryChoice::ShowScoreSheet => Input::ShowScoreSheet,
        }
    }
}

/// Seconds each step takes at normal speed.
fn base_seconds(step: &Step) -> Option<f64> {
    Some(match step {
        Step::NewHand { .. } => 0.3,
        Step::Deal { .. } => 0.24,
        Step::Play { .. } => 0.38,
        Step::Pass { .. } => 0.9,
        Step::TrickTaken { .. } => 1.2,
        Step::Collect { .. } => 0.5,
        Step::Draw { .. } => 0.26,
        Step::Note { .. } => 1.6,
        Step::Say { .. } => 0.0,
        Step::HandOver { .. } => return None,
        Step::MatchOver { .. } => 0.0,
    })
}

/// The Sedma table.
pub struct SedmaTable {
    /// The match, the seat names and the bots.
    d: Driver<Sedma>,
    presentation: Presentation,
    scene: Scene,
    queue: StepQueue<Step>,
    flights: Vec<Flight>,
    note: Option<Note>,
    /// The hand summary while it is shown.
    banner: Option<(MatchRecord, usize)>,
    /// The keyboard selection in the person's hand.
    selected: Option<usize>,
    inputs: Vec<Input>,
    now: f64,
}

impl SedmaTable {
    /// Starts a match; the error is the settings' problem in words.
    pub fn new(
        options: SedmaOptions,
        seed: u64,
        presentation: Presentation,
        ctx: &egui::Context,
    ) -> Result<SedmaTable, String> {
        let m = Match::<Sedma>::new(options, seed).map_err(|e| e.to_string())?;
        let mut table = Self::around(m, presentation, ctx);
        // Hands burned at the deal are already scored; show them, then deal the live hand.
        let records = table.d.m.records().to_vec();
        for (i, record) in records.into_iter().enumerate() {
            table.push(Step::HandOver {
                record,
                number: i + 1,
            });
        }
        if !table.d.m.is_over() {
            table.push_deal();
        }
        ctx.request_repaint();
        Ok(table)
    }

    /// Goes on with a match rebuilt from a save: the table shows it as it stands, without
    /// replaying the deal.
    pub fn resume(m: Match<Sedma>, presentation: Presentation, ctx: &egui::Context) -> SedmaTable {
        let mut table = Self::around(m, presentation, ctx);
        table.scene = Scene::from_view(&table.d.my_view());
        ctx.request_repaint();
        table
    }

    /// The table around a match, with nothing queued.
    fn around(m: Match<Sedma>, presentation: Presentation, ctx: &egui::Context) -> SedmaTable {
        let options = *m.config();
        let names = Names::new(options.players as usize);
        let scene = Scene::before_deal(
            names.players,
            m.start().dealer,
            options.pack().len() as usize,
        );
        SedmaTable {
            d: Driver::new(m, names, sedma_policy, presentation.bots, ctx),
            scene,
            presentation,
            queue: StepQueue::default(),
            flights: Vec::new(),
            note: None,
            banner: None,
            selected: None,
            inputs: Vec::new(),
            now: ctx.input(|i| i.time),
        }
    }

    /// The match being played.
    pub fn game(&self) -> &Match<Sedma> {
        &self.d.m
    }

    /// The person's seat.
    pub fn me(&self) -> Seat {
        self.d.names.me
    }

    pub fn names(&self) -> &Names {
        &self.d.names
    }

    /// What is drawn now.
    pub fn scene(&self) -> &Scene {
        &self.scene
    }

    /// The line under the table.
    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// Whether no animation or pause is playing (the hand summary may be waiting; a bot may be
    /// thinking).
    pub fn is_settled(&self) -> bool {
        self.queue.is_empty() || self.queue.at_gate()
    }

    /// Whether the hand summary is up.
    pub fn shows_hand_summary(&self) -> bool {
        self.banner.is_some()
    }

    /// Whether the person may act now.
    pub fn my_turn(&self) -> bool {
        self.queue.is_empty() && self.d.my_move()
    }

    fn style(&self) -> PackStyle {
        self.d.m.config().pack
    }

    fn push(&mut self, step: Step) {
        let duration = match base_seconds(&step) {
            Some(s) => Duration::Secs(self.presentation.speed.scale(s)),
            None => Duration::Gate,
        };
        self.queue.push(step, duration);
    }

    /// Queues the deal of the current hand, as the person may see it.
    fn push_deal(&mut self) {
        let hand = self.d.m.hand();
        let n = self.d.names.players;
        let me = self.d.names.me;
        let start = self.d.m.start();
        let view = hand.view(me);
        let pack = hand.options().pack().len() as usize;
        let mut mine = view.hand.clone();
        scene::sort_hand(&mut mine);
        let number = self.d.m.records().len() + 1;
        self.push(Step::NewHand {
            number,
            dealer: start.dealer,
            leader: start.leader,
            pack,
        });
        let mut mine = mine.into_iter();
        for _ in 0..2 {
            for i in 1..=n {
                let seat = (start.dealer + i) % n;
                let cards = if seat == me {
                    (0..2).map(|_| mine.next()).collect()
                } else {
                    vec![None, None]
                };
                self.push(Step::Deal { seat, cards });
            }
        }
    }

    /// Turns a match action's events into steps.
    fn push_events(&mut self, events: Vec<MatchEvent<SedmaEvent>>) {
        let style = self.style();
        let last_new_hand = events
            .iter()
            .rposition(|e| matches!(e, MatchEvent::NewHand(_)));
        for (i, event) in events.into_iter().enumerate() {
            match event {
                MatchEvent::Hand(SedmaEvent::Played {
                    seat,
                    card,
                    continued,
                    ..
                }) => {
                    if continued {
                        let text = format!(
                            "{} the trick with the {}: everybody plays one more card",
                            self.d.names.seat_does(seat, "continue"),
                            card.name(style)
                        );
                        self.push(Step::Say { text });
                    }
                    self.push(Step::Play { seat, card });
                }
                MatchEvent::Hand(SedmaEvent::Passed { seat }) => self.push(Step::Pass { seat }),
                MatchEvent::Hand(SedmaEvent::TrickWon {
                    winner,
                    plays,
                    points,
                    reason,
                    ..
                }) => {
                    let gain = if points > 0 {
                        format!(" (+{points})")
                    } else {
                        String::new()
                    };
                    let text = format!(
                        "{} the trick{gain}: {}",
                        self.d.names.seat_does(winner, "take"),
                        reason.describe(style)
                    );
                    self.push(Step::TrickTaken { text });
                    self.push(Step::Collect {
                        winner,
                        count: plays.len(),
                        points,
                    });
                }
                MatchEvent::Hand(SedmaEvent::Drew { seat, card }) => {
                    let card = (seat == self.d.names.me).then_some(card);
                    self.push(Step::Draw { seat, card });
                }
                MatchEvent::Hand(SedmaEvent::BurnedInTrick { seat, rank, stake }) => {
                    let text = format!(
                        "Burned! Four {} in a row: {} the hand for {stake}",
                        rank_plural(rank),
                        self.d.names.side_does(self.d.names.side_of(seat), "win")
                    );
                    self.push(Step::Note { text });
                }
                MatchEvent::Hand(SedmaEvent::BurnedHand { seat, rank }) => {
                    let text = format!(
                        "Burned hand! {} four {}: the hand ends",
                        self.d.names.seat_does(seat, "hold"),
                        rank_plural(rank)
                    );
                    self.push(Step::Note { text });
                }
                MatchEvent::Hand(SedmaEvent::HandOver { .. }) => {}
                MatchEvent::HandOver(record) => {
                    let number = self
                        .d
                        .m
                        .records()
                        .iter()
                        .position(|r| *r == record)
                        .map_or(self.d.m.records().len(), |p| p + 1);
                    self.push(Step::HandOver { record, number });
                }
                MatchEvent::NewHand(_) if Some(i) == last_new_hand => self.push_deal(),
                MatchEvent::NewHand(_) => {}
                MatchEvent::MatchOver { winner } => {
                    let totals = self.d.m.totals();
                    let text = format!(
                        "Match over: {} the match {}",
                        self.d.names.side_does(winner, "win"),
                        totals
                            .iter()
                            .map(|t| t.to_string())
                            .collect::<Vec<_>>()
                            .join("–")
                    );
                    self.push(Step::MatchOver { text });
                }
            }
        }
    }

    /// A step begins: cards leave their place and take flight.
    fn start_step(&mut self, step: &Step) {
        let me = self.d.names.me;
        self.flights.clear();
        match step {
            Step::NewHand {
                number,
                dealer,
                leader,
                pack,
            } => {
                self.scene = Scene::before_deal(self.d.names.players, *dealer, *pack);
                self.selected = None;
                self.note = Some(Note {
                    text: format!(
                        "Hand {number}: {} the cards. {} first.",
                        self.d.names.seat_does(*dealer, "deal"),
                        self.d.names.seat_does(*leader, "lead")
                    ),
                    error: false,
                });
            }
            Step::Deal { seat, cards } => {
                self.scene.stock = self.scene.stock.saturating_sub(cards.len());
                let count = self.scene.counts[*seat];
                for (k, card) in cards.iter().enumerate() {
                    let index = match card {
                        Some(c) => self.scene.my_insert_index(*c),
                        None => count + k,
                    };
                    self.flights.push(Flight {
                        card: card.unwrap_or(Card::JOKER),
                        from: Spot::Stock,
                        to: Spot::Hand {
                            seat: *seat,
                            index,
                            count: count + cards.len(),
                        },
                        reveal: if card.is_some() {
                            Reveal::FlipUp
                        } else {
                            Reveal::Back
                        },
                        delay: k as f32 * 0.3,
                    });
                }
            }
            Step::Play { seat, card } => {
                let nth = self.scene.played_by(*seat);
                let (index, count) = self.scene.take_from_hand(*seat, me, *card);
                if *seat == me {
                    self.selected = None;
                }
                self.flights.push(Flight {
                    card: *card,
                    from: Spot::Hand {
                        seat: *seat,
                        index,
                        count,
                    },
                    to: Spot::Trick { seat: *seat, nth },
                    reveal: Reveal::Face,
                    delay: 0.0,
                });
            }
            Step::Pass { seat } => {
                self.note = Some(Note {
                    text: format!(
                        "{} this round (once per hand a player may sit a round out)",
                        self.d.names.seat_does(*seat, "pass")
                    ),
                    error: false,
                });
            }
            Step::TrickTaken { text }
            | Step::Note { text }
            | Step::Say { text }
            | Step::MatchOver { text } => {
                self.note = Some(Note {
                    text: text.clone(),
                    error: false,
                });
            }
            Step::Collect { winner, .. } => {
                let mut seen = vec![0usize; self.d.names.players];
                for play in std::mem::take(&mut self.scene.trick) {
                    let nth = seen[play.seat];
                    seen[play.seat] += 1;
                    self.flights.push(Flight {
                        card: play.card,
                        from: Spot::Trick {
                            seat: play.seat,
                            nth,
                        },
                        to: Spot::Pile { seat: *winner },
                        reveal: Reveal::FlipDown,
                        delay: 0.0,
                    });
                }
            }
            Step::Draw { seat, card } => {
                self.scene.stock = self.scene.stock.saturating_sub(1);
                let count = self.scene.counts[*seat];
                let index = match card {
                    Some(c) => self.scene.my_insert_index(*c),
                    None => count,
                };
                self.flights.push(Flight {
                    card: card.unwrap_or(Card::JOKER),
                    from: Spot::Stock,
                    to: Spot::Hand {
                        seat: *seat,
                        index,
                        count: count + 1,
                    },
                    reveal: if card.is_some() {
                        Reveal::FlipUp
                    } else {
                        Reveal::Back
                    },
                    delay: 0.0,
                });
            }
            Step::HandOver { record, number } => {
                // The piles now show the final count, last-trick bonus included.
                for side in 0..self.d.names.sides() {
                    for (k, seat) in self.d.names.members(side).into_iter().enumerate() {
                        self.scene.points[seat] = if k == 0 {
                            record.score.card_points.get(side).copied().unwrap_or(0)
                        } else {
                            0
                        };
                    }
                }
                self.banner = Some((record.clone(), *number));
            }
        }
    }

    /// A step ends: cards land.
    fn finish_step(&mut self, step: Step) {
        let me = self.d.names.me;
        self.flights.clear();
        match step {
            Step::Deal { seat, cards } => self.scene.add_to_hand(seat, me, &cards),
            Step::Play { seat, card } => self
                .scene
                .trick
                .push(crate::games::sedma::Play { seat, card }),
            Step::Collect {
                winner,
                count,
                points,
            } => {
                self.scene.pile[winner] += count;
                self.scene.points[winner] += points;
            }
            Step::Draw { seat, card } => self.scene.add_to_hand(seat, me, &[card]),
            Step::HandOver { .. } => self.banner = None,
            _ => {}
        }
    }

    fn advance_queue(&mut self) {
        let now = self.now;
        let mut queue = std::mem::take(&mut self.queue);
        queue.advance(now, |edge| match edge {
            Edge::Start(step) => self.start_step(step),
            Edge::Finish(step) => self.finish_step(step),
        });
        let idle = queue.is_empty();
        self.queue = queue;
        if idle && self.flights.is_empty() {
            // Nothing moves: the scene is exactly what the person's view says.
            let fresh = Scene::from_view(&self.d.my_view());
            if fresh != self.scene {
                self.scene = fresh;
            }
        }
    }

    /// Lets the bot to act decide, or applies its reply; returns whether an action was applied.
    fn drive_bot(&mut self) -> bool {
        let (events, note) = self.d.drive_bot(self.now, self.presentation.speed);
        if let Some(note) = note {
            self.note = Some(note);
        }
        match events {
            Some(events) => {
                self.push_events(events);
                true
            }
            None => false,
        }
    }

    /// Applies the person's action, or says why it cannot be made.
    fn act(&mut self, action: SedmaAction) {
        let busy = if self.banner.is_some() {
            Busy::Summary
        } else if !self.queue.is_empty() {
            Busy::Moving
        } else {
            Busy::Free
        };
        match self.d.act(action, busy) {
            Ok(events) => {
                if self.note.as_ref().is_some_and(|n| n.error) {
                    self.note = None;
                }
                self.push_events(events);
            }
            Err(text) => self.refuse(text),
        }
    }

    fn refuse(&mut self, text: String) {
        self.note = Some(Note { text, error: true });
    }

    /// What the person is told about whose turn it is.
    pub fn turn_text(&self) -> String {
        let me = self.d.names.me;
        if self.d.m.is_over() && self.queue.is_empty() {
            return match self.d.m.winner() {
                Some(w) => format!(
                    "{} the match. Start a new game to play again.",
                    self.d.names.side_does(w, "win")
                ),
                None => "The match is over.".into(),
            };
        }
        if self.banner.is_some() {
            return "The hand is over.".into();
        }
        if let Some((step, _)) = self.queue.current(self.now) {
            // Say what is moving.
            return match step {
                Step::NewHand { .. } | Step::Deal { .. } => "Dealing…".into(),
                Step::Play { seat, card } => format!(
                    "{} the {}.",
                    self.d.names.seat_does(*seat, "play"),
                    card.name(self.style())
                ),
                Step::Draw { .. } => "Drawing from the stock…".into(),
                _ => String::new(),
            };
        }
        if !self.queue.is_empty() {
            return String::new();
        }
        let hand = self.d.m.hand();
        match hand.to_act() {
            Some(s) if s == me => {
                if hand.leader_deciding() {
                    "Your turn: continue the trick (click a highlighted card) or end it (E).".into()
                } else {
                    "Your turn: play a card (click it, or choose with the arrow keys and press Enter, or press 1–4).".into()
                }
            }
            Some(s) => format!("{} is thinking…", self.d.names.seat(s)),
            None => String::new(),
        }
    }

    /// The person's view now (for drawing what may be played).
    fn my_view(&self) -> SedmaView {
        self.d.m.hand().view(self.d.names.me)
    }

    /// Whether the person's view says it is deciding whether to continue.
    fn deciding(view: &SedmaView) -> bool {
        matches!(view.phase, ViewPhase::LeaderDecides { seat } if seat == view.seat)
    }
}

/// How the match is won, for the score sheet and the hand summary.
pub fn match_goal(options: &SedmaOptions) -> String {
    match options.match_end {
        MatchEnd::Target(n) => format!("first to {n} game points"),
        MatchEnd::FixedHands(n) => format!("the most game points after {n} hands"),
    }
}

fn rank_plural(rank: u8) -> &'static str {
    match rank {
        14 => "aces",
        13 => "kings",
        12 => "queens",
        11 => "jacks",
        10 => "tens",
        9 => "nines",
        8 => "eights",
        _ => "sevens",
    }
}

impl GameTable for SedmaTable {
    fn game_name(&self) -> &'static str {
        "Sedma"
    }

    fn logic(&mut self, ctx: &egui::Context) {
        self.now = ctx.input(|i| i.time);
        // Play what is due; when nothing moves, let the bot to act decide (repeat, since an
        // instant animation speed finishes a bot's move within the frame).
        for _ in 0..64 {
            self.advance_queue();
            if !self.queue.is_empty() || !self.drive_bot() {
                break;
            }
        }
        schedule_repaint(
            ctx,
            &self.queue,
            !self.flights.is_empty(),
            self.now,
            self.d.reply_due(),
        );
    }

    fn ui(&mut self, ui: &mut egui::Ui) {
        draw::table_ui(self, ui);
    }

    fn apply_input(&mut self, ctx: &egui::Context) -> Vec<TableRequest> {
        let mut requests = Vec::new();
        let inputs = std::mem::take(&mut self.inputs);
        if inputs.is_empty() {
            return requests;
        }
        for input in inputs {
            match input {
                Input::Act(action) => self.act(action),
                Input::Select(delta) => {
                    let n = self.scene.my_hand.len() as i32;
                    if n > 0 {
                        let cur = self
                            .selected
                            .map_or(if delta > 0 { -1 } else { n }, |s| s as i32);
                        self.selected = Some((cur + delta).rem_euclid(n) as usize);
                    }
                }
                Input::NextHand => {
                    if self.queue.at_gate() {
                        self.queue.release();
                    }
                }
                Input::NewGame => requests.push(TableRequest::NewGame),
                Input::ShowScoreSheet => requests.push(TableRequest::ShowScoreSheet),
            }
        }
        ctx.request_repaint();
        requests
    }

    fn score_sheet(&self, ui: &mut egui::Ui) {
        let sides: Vec<String> = (0..self.d.names.sides())
            .map(|s| self.d.names.side(s))
            .collect();
        crate::ui::score_sheet::show(
            ui,
            &sides,
            self.d.m.records(),
            self.d.m.totals(),
            &match_goal(self.d.m.config()),
            self.d.m.winner(),
        );
    }

    fn in_progress(&self) -> bool {
        !self.d.m.is_over()
    }

    fn set_presentation(&mut self, presentation: Presentation, ctx: &egui::Context) {
        self.d.set_level(presentation.bots, ctx);
        self.presentation = presentation;
        ctx.request_repaint();
    }

    fn started(&self, persist: &mut Persist, players: Vec<Player>) {
        persist.started(&self.d.m, players);
    }

    fn autosave(&self, persist: &mut Persist) {
        persist.track(&self.d.m);
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
