//! How a trick table runs, whatever the game: the engine moves at once and the table plays the
//! events as timed steps; bots are asked only when nothing moves; the person's input is queued
//! during layout and applied once per frame. A game's table supplies its steps (what starts
//! and lands when) through [`StagedTable`]; the loop is written once here.

use super::driver::{Busy, Driver, Events};
use super::{Flight, Note, schedule_repaint};
use crate::cards::Card;
use crate::engine::{HandGame, Seat};
use crate::ui::animation::{AnimationSpeed, Duration, Edge, StepQueue};
use crate::ui::table::TableRequest;

/// The moving part of a table: steps waiting to be shown, cards in flight, the line under the
/// table, the keyboard selection in the hand, the clock.
pub struct Stage<S> {
    pub queue: StepQueue<S>,
    pub flights: Vec<Flight>,
    pub note: Option<Note>,
    pub selected: Option<usize>,
    pub now: f64,
}

impl<S> Stage<S> {
    pub fn new(now: f64) -> Stage<S> {
        Stage {
            queue: StepQueue::default(),
            flights: Vec::new(),
            note: None,
            selected: None,
            now,
        }
    }

    /// Queues a step of `seconds` at normal speed (`None`: it waits for the person).
    pub fn push(&mut self, step: S, seconds: Option<f64>, speed: AnimationSpeed) {
        let duration = match seconds {
            Some(s) => Duration::Secs(speed.scale(s)),
            None => Duration::Gate,
        };
        self.queue.push(step, duration);
    }

    /// Whether no animation or pause is playing (a summary may be waiting).
    pub fn is_settled(&self) -> bool {
        self.queue.is_empty() || self.queue.at_gate()
    }

    /// Moves the keyboard selection by `delta` in a hand of `n` cards, wrapping around.
    pub fn select(&mut self, delta: i32, n: usize) {
        let n = n as i32;
        if n > 0 {
            let cur = self
                .selected
                .map_or(if delta > 0 { -1 } else { n }, |s| s as i32);
            self.selected = Some((cur + delta).rem_euclid(n) as usize);
        }
    }

    /// Shows a refusal under the table.
    pub fn refuse(&mut self, text: impl Into<String>) {
        self.note = Some(Note::error(text));
    }
}

/// Input from the person, queued during layout and applied once per frame; `X` is what only
/// one game has (All Fours' discard marking).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input<A, X> {
    Act(A),
    /// Move the keyboard selection in the hand by this many cards.
    Select(i32),
    /// Close the hand summary and go on.
    NextHand,
    NewGame,
    ShowScoreSheet,
    Game(X),
}

impl<A, X> From<super::paint::SummaryChoice> for Input<A, X> {
    fn from(choice: super::paint::SummaryChoice) -> Self {
        use super::paint::SummaryChoice;
        match choice {
            SummaryChoice::NextHand => Input::NextHand,
            SummaryChoice::NewGame => Input::NewGame,
            SummaryChoice::ShowScoreSheet => Input::ShowScoreSheet,
        }
    }
}

/// Whether `key` was pressed this frame (and takes it, so nothing else acts on it).
pub fn pressed(ui: &egui::Ui, key: egui::Key) -> bool {
    ui.ctx()
        .input_mut(|i| i.consume_key(egui::Modifiers::NONE, key))
}

/// The keys every trick table shares: Enter or Space closes the hand summary; on the person's
/// turn the arrow keys move the selection in `hand`, Enter picks the selected card, and the
/// number keys 1–9 pick a card directly (`pick` makes the card an action). Keys go
/// to the table only while no text field or button has focus. Returns whether the game's own
/// keys apply now (the person's turn, no summary, nothing focused).
pub fn shared_keys<A, X>(
    ui: &egui::Ui,
    summary_up: bool,
    my_turn: bool,
    hand: &[Card],
    selected: Option<usize>,
    pick: impl Fn(Card) -> A,
    inputs: &mut Vec<Input<A, X>>,
) -> bool {
    use egui::Key;
    if ui.ctx().memory(|m| m.focused().is_some()) {
        return false;
    }
    if summary_up {
        if pressed(ui, Key::Enter) || pressed(ui, Key::Space) {
            inputs.push(Input::NextHand);
        }
        return false;
    }
    if !my_turn {
        return false;
    }
    if pressed(ui, Key::ArrowLeft) {
        inputs.push(Input::Select(-1));
    }
    if pressed(ui, Key::ArrowRight) {
        inputs.push(Input::Select(1));
    }
    if pressed(ui, Key::Enter)
        && let Some(&card) = selected.and_then(|i| hand.get(i))
    {
        inputs.push(Input::Act(pick(card)));
    }
    let digits = [
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    for (k, key) in digits.into_iter().enumerate() {
        if pressed(ui, key)
            && let Some(&card) = hand.get(k)
        {
            inputs.push(Input::Act(pick(card)));
        }
    }
    true
}

/// What a game's table supplies to the shared loop.
pub trait StagedTable {
    type Game: HandGame<View: Send + 'static, Action: Send + Copy + 'static>;
    type Step;
    /// Input only this game has.
    type Extra;

    fn driver(&self) -> &Driver<Self::Game>;
    fn driver_mut(&mut self) -> &mut Driver<Self::Game>;
    fn stage(&self) -> &Stage<Self::Step>;
    fn stage_mut(&mut self) -> &mut Stage<Self::Step>;
    fn speed(&self) -> AnimationSpeed;
    /// Whether the hand summary is up.
    fn summary_up(&self) -> bool;
    /// The cards in the person's hand as drawn (for the keyboard selection).
    fn hand_len(&self) -> usize;

    /// Turns a match action's events into steps.
    fn push_events(&mut self, events: Events<Self::Game>);
    /// A step begins: cards leave their place and take flight.
    fn start_step(&mut self, step: &Self::Step);
    /// A step ends: cards land.
    fn finish_step(&mut self, step: Self::Step);
    /// Nothing moves: the scene becomes exactly what the person's view says.
    fn rest(&mut self);
    /// Applies input only this game has.
    fn extra_input(&mut self, input: Self::Extra);
}

/// One frame's logic: play what is due; when nothing moves, let the bot to act decide (again
/// and again, since an instant animation speed finishes a bot's move within the frame); then
/// ask for the next frame only when something will change.
pub fn logic<T: StagedTable>(t: &mut T, ctx: &egui::Context) {
    t.stage_mut().now = ctx.input(|i| i.time);
    for _ in 0..64 {
        advance(t);
        if !t.stage().queue.is_empty() || !drive_bot(t) {
            break;
        }
    }
    let stage = t.stage();
    schedule_repaint(
        ctx,
        &stage.queue,
        !stage.flights.is_empty(),
        stage.now,
        t.driver().reply_due(),
    );
}

fn advance<T: StagedTable>(t: &mut T) {
    let now = t.stage().now;
    let mut queue = std::mem::take(&mut t.stage_mut().queue);
    queue.advance(now, |edge| match edge {
        Edge::Start(step) => {
            t.stage_mut().flights.clear();
            t.start_step(step);
        }
        Edge::Finish(step) => {
            t.stage_mut().flights.clear();
            t.finish_step(step);
        }
    });
    let idle = queue.is_empty();
    t.stage_mut().queue = queue;
    if idle && t.stage().flights.is_empty() {
        t.rest();
    }
}

/// Lets the bot to act decide, or applies its reply; returns whether an action was applied.
fn drive_bot<T: StagedTable>(t: &mut T) -> bool {
    let (now, speed) = (t.stage().now, t.speed());
    let (events, note) = t.driver_mut().drive_bot(now, speed);
    if let Some(note) = note {
        t.stage_mut().note = Some(note);
    }
    match events {
        Some(events) => {
            t.push_events(events);
            true
        }
        None => false,
    }
}

/// What stops the person's move before the rules are asked.
pub fn busy<T: StagedTable>(t: &T) -> Busy {
    if t.summary_up() {
        Busy::Summary
    } else if !t.stage().queue.is_empty() {
        Busy::Moving
    } else {
        Busy::Free
    }
}

/// Applies the person's action, or says why it cannot be made; returns whether it was made.
pub fn act<T: StagedTable>(t: &mut T, action: <T::Game as crate::engine::Game>::Action) -> bool {
    let busy = busy(t);
    match t.driver_mut().act(action, busy) {
        Ok(events) => {
            if t.stage().note.as_ref().is_some_and(|n| n.error) {
                t.stage_mut().note = None;
            }
            t.push_events(events);
            true
        }
        Err(text) => {
            t.stage_mut().refuse(text);
            false
        }
    }
}

/// Applies the input queued by the layout; returns what the table asks of the shell.
pub fn apply_input<T: StagedTable>(
    t: &mut T,
    inputs: Vec<Input<<T::Game as crate::engine::Game>::Action, T::Extra>>,
    ctx: &egui::Context,
) -> Vec<TableRequest> {
    let mut requests = Vec::new();
    if inputs.is_empty() {
        return requests;
    }
    for input in inputs {
        match input {
            Input::Act(action) => {
                act(t, action);
            }
            Input::Select(delta) => {
                let n = t.hand_len();
                t.stage_mut().select(delta, n);
            }
            Input::NextHand => {
                let queue = &mut t.stage_mut().queue;
                if queue.at_gate() {
                    queue.release();
                }
            }
            Input::NewGame => requests.push(TableRequest::NewGame),
            Input::ShowScoreSheet => requests.push(TableRequest::ShowScoreSheet),
            Input::Game(x) => t.extra_input(x),
        }
    }
    ctx.request_repaint();
    requests
}

/// The person's cards and every seat's card count, as drawn: what both trick tables' scenes
/// hold of the hands, kept in the game's display order.
#[derive(Clone, Debug)]
pub struct Hands {
    pub me: Seat,
    /// The person's cards, in display order.
    pub mine: Vec<Card>,
    /// Cards in each seat's hand.
    pub counts: Vec<usize>,
    sort: fn(&mut [Card]),
}

/// Hands are equal when they show the same cards (the sort order is the game's, fixed).
impl PartialEq for Hands {
    fn eq(&self, other: &Hands) -> bool {
        self.me == other.me && self.mine == other.mine && self.counts == other.counts
    }
}

impl Eq for Hands {}

impl Hands {
    /// Empty hands for `players` seats; `sort` puts a hand in display order.
    pub fn empty(players: usize, me: Seat, sort: fn(&mut [Card])) -> Hands {
        Hands {
            me,
            mine: Vec::new(),
            counts: vec![0; players],
            sort,
        }
    }

    /// The hands a view shows: the person's cards and everyone's counts.
    pub fn of(me: Seat, mine: &[Card], counts: &[usize], sort: fn(&mut [Card])) -> Hands {
        let mut mine = mine.to_vec();
        sort(&mut mine);
        Hands {
            me,
            mine,
            counts: counts.to_vec(),
            sort,
        }
    }

    /// Where `card` would sit in the person's hand once added.
    pub fn insert_index(&self, card: Card) -> usize {
        let mut cards = self.mine.clone();
        cards.push(card);
        (self.sort)(&mut cards);
        cards
            .iter()
            .position(|&c| c == card)
            .unwrap_or(cards.len() - 1)
    }

    /// Adds cards to a seat's hand (face values only for the person's own seat).
    pub fn add(&mut self, seat: Seat, cards: &[Option<Card>]) {
        if let Some(count) = self.counts.get_mut(seat) {
            *count += cards.len();
        }
        if seat == self.me {
            self.mine.extend(cards.iter().flatten());
            (self.sort)(&mut self.mine);
        }
    }

    /// Takes a card out of a seat's hand (`None`: a face-down card of another seat); returns
    /// where it was (index, hand size before).
    pub fn take(&mut self, seat: Seat, card: Option<Card>) -> (usize, usize) {
        let count = self.counts.get(seat).copied().unwrap_or(0);
        let index = match card {
            Some(card) if seat == self.me => {
                let i = self.mine.iter().position(|&c| c == card);
                if let Some(i) = i {
                    self.mine.remove(i);
                }
                i.unwrap_or(0)
            }
            _ => count.saturating_sub(1),
        };
        if let Some(c) = self.counts.get_mut(seat) {
            *c = c.saturating_sub(1);
        }
        (index, count)
    }

    /// Where a packet of cards dealt to `seat` flies, one flight per card, staggered by
    /// `stagger` of the step; `shown` says whether the person sees the faces.
    pub fn deal_flights(
        &self,
        seat: Seat,
        cards: &[Option<Card>],
        shown: bool,
        stagger: f32,
    ) -> Vec<Flight> {
        use super::layout::Spot;
        let count = self.counts.get(seat).copied().unwrap_or(0);
        cards
            .iter()
            .enumerate()
            .map(|(k, card)| {
                let index = match card {
                    Some(c) => self.insert_index(*c),
                    None => count + k,
                };
                let to = Spot::Hand {
                    seat,
                    index,
                    count: count + cards.len(),
                };
                Flight::to_hand(card.filter(|_| shown), Spot::Stock, to, k as f32 * stagger)
            })
            .collect()
    }
}
