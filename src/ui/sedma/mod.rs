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
use crate::engine::Play;
use crate::engine::{Game, Match, MatchEvent, MatchRecord, Seat};
use crate::games::sedma::{
    MatchEnd, Sedma, SedmaAction, SedmaEvent, SedmaOptions, SedmaView, ViewPhase,
};
use crate::store::Player;
use crate::ui::animation::AnimationSpeed;
use crate::ui::bots::sedma_policy;
use crate::ui::persist::Persist;
use crate::ui::table::{GameTable, Presentation, TableRequest};
use crate::ui::trick_table::driver::{Driver, Events};
use crate::ui::trick_table::layout::Spot;
use crate::ui::trick_table::paint;
use crate::ui::trick_table::stage::{self, Stage, StagedTable};
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

/// Input from the person (Sedma has no input of its own beyond the shared kinds).
pub type Input = stage::Input<SedmaAction, std::convert::Infallible>;

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
    stage: Stage<Step>,
    /// The hand summary while it is shown.
    banner: Option<(MatchRecord, usize)>,
    inputs: Vec<Input>,
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
            names.me,
            m.start().dealer,
            options.pack().len() as usize,
        );
        SedmaTable {
            d: Driver::new(m, names, sedma_policy, presentation.bots, ctx),
            scene,
            presentation,
            stage: Stage::new(ctx.input(|i| i.time)),
            banner: None,
            inputs: Vec::new(),
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
        self.stage.note.as_ref()
    }

    /// Whether no animation or pause is playing (the hand summary may be waiting; a bot may be
    /// thinking).
    pub fn is_settled(&self) -> bool {
        self.stage.is_settled()
    }

    /// Whether the hand summary is up.
    pub fn shows_hand_summary(&self) -> bool {
        self.banner.is_some()
    }

    /// Whether the person may act now.
    pub fn my_turn(&self) -> bool {
        self.stage.queue.is_empty() && self.d.my_move()
    }

    fn style(&self) -> PackStyle {
        self.d.m.config().pack
    }

    fn push(&mut self, step: Step) {
        let seconds = base_seconds(&step);
        self.stage.push(step, seconds, self.presentation.speed);
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
    fn begin(&mut self, step: &Step) {
        let me = self.d.names.me;
        let names = &self.d.names;
        let stage = &mut self.stage;
        match step {
            Step::NewHand {
                number,
                dealer,
                leader,
                pack,
            } => {
                self.scene = Scene::before_deal(names.players, me, *dealer, *pack);
                stage.selected = None;
                stage.note = Some(Note::info(format!(
                    "Hand {number}: {} the cards. {} first.",
                    names.seat_does(*dealer, "deal"),
                    names.seat_does(*leader, "lead")
                )));
            }
            Step::Deal { seat, cards } => {
                self.scene.stock = self.scene.stock.saturating_sub(cards.len());
                let flights = self.scene.hands.deal_flights(*seat, cards, true, 0.3);
                stage.flights.extend(flights);
            }
            Step::Play { seat, card } => {
                let nth = self.scene.played_by(*seat);
                let (index, count) = self.scene.hands.take(*seat, Some(*card));
                if *seat == me {
                    stage.selected = None;
                }
                stage.flights.push(Flight {
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
                stage.note = Some(Note::info(format!(
                    "{} this round (once per hand a player may sit a round out)",
                    names.seat_does(*seat, "pass")
                )));
            }
            Step::TrickTaken { text }
            | Step::Note { text }
            | Step::Say { text }
            | Step::MatchOver { text } => stage.note = Some(Note::info(text.clone())),
            Step::Collect { winner, .. } => {
                let trick = std::mem::take(&mut self.scene.trick);
                stage
                    .flights
                    .extend(paint::collect_flights(&trick, *winner, names.players));
            }
            Step::Draw { seat, card } => {
                self.scene.stock = self.scene.stock.saturating_sub(1);
                let flights = self.scene.hands.deal_flights(*seat, &[*card], true, 0.0);
                stage.flights.extend(flights);
            }
            Step::HandOver { record, number } => {
                // The piles now show the final count, last-trick bonus included.
                for side in 0..names.sides() {
                    for (k, seat) in names.members(side).into_iter().enumerate() {
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
    fn land(&mut self, step: Step) {
        match step {
            Step::Deal { seat, cards } => self.scene.hands.add(seat, &cards),
            Step::Play { seat, card } => self.scene.trick.push(Play { seat, card }),
            Step::Collect {
                winner,
                count,
                points,
            } => {
                self.scene.pile[winner] += count;
                self.scene.points[winner] += points;
            }
            Step::Draw { seat, card } => self.scene.hands.add(seat, &[card]),
            Step::HandOver { .. } => self.banner = None,
            _ => {}
        }
    }

    /// What the person is told about whose turn it is.
    pub fn turn_text(&self) -> String {
        let me = self.d.names.me;
        if self.d.m.is_over() && self.stage.queue.is_empty() {
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
        if let Some((step, _)) = self.stage.queue.current(self.stage.now) {
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
        if !self.stage.queue.is_empty() {
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
        stage::logic(self, ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui) {
        draw::table_ui(self, ui);
    }

    fn apply_input(&mut self, ctx: &egui::Context) -> Vec<TableRequest> {
        let inputs = std::mem::take(&mut self.inputs);
        stage::apply_input(self, inputs, ctx)
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

impl StagedTable for SedmaTable {
    type Game = Sedma;
    type Step = Step;
    type Extra = std::convert::Infallible;

    fn driver(&self) -> &Driver<Sedma> {
        &self.d
    }

    fn driver_mut(&mut self) -> &mut Driver<Sedma> {
        &mut self.d
    }

    fn stage(&self) -> &Stage<Step> {
        &self.stage
    }

    fn stage_mut(&mut self) -> &mut Stage<Step> {
        &mut self.stage
    }

    fn speed(&self) -> AnimationSpeed {
        self.presentation.speed
    }

    fn summary_up(&self) -> bool {
        self.banner.is_some()
    }

    fn hand_len(&self) -> usize {
        self.scene.hands.mine.len()
    }

    fn push_events(&mut self, events: Events<Sedma>) {
        SedmaTable::push_events(self, events);
    }

    fn start_step(&mut self, step: &Step) {
        self.begin(step);
    }

    fn finish_step(&mut self, step: Step) {
        self.land(step);
    }

    fn rest(&mut self) {
        let fresh = Scene::from_view(&self.d.my_view());
        if fresh != self.scene {
            self.scene = fresh;
        }
    }

    fn extra_input(&mut self, input: std::convert::Infallible) {
        match input {}
    }
}
