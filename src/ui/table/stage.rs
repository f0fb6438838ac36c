//! The moving parts of a table, whatever the game: the engine moves at once and the table plays
//! the events as timed steps ([`Stage`]); the person's input is queued during layout
//! ([`Input`], [`shared_keys`]) and applied once per frame by the
//! `TableFrame` loop (`frame.rs`); the hands as drawn ([`Hands`]).

use super::Note;
use super::flight::Spot;
use super::flight::{Flight, Reveal};
use super::line::Line;
use crate::cards::Card;
use crate::engine::{Play, Seat};
use crate::i18n::{self, Language};
use crate::ui::animation::{AnimationSpeed, Duration, StepQueue};

/// A line of the hand's log: how to word it, and its words in the language they were made in.
#[derive(Clone, Debug)]
pub struct Logged {
    line: Line,
    text: String,
}

impl Logged {
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// The moving part of a table: steps waiting to be shown, cards in flight, the latest line
/// under the table and the hand's log, the last trick, the keyboard selection in the hand, the
/// clock.
pub struct Stage<S> {
    pub queue: StepQueue<S>,
    pub flights: Vec<Flight>,
    /// The latest news, or why the person's move was refused.
    pub note: Option<Note>,
    /// What happened this hand, oldest first.
    pub log: Vec<Logged>,
    /// The language the log and the last trick are worded in.
    worded_in: Language,
    /// The last trick taken this hand.
    pub last_trick: Option<LastTrick>,
    /// Whether the person is looking at the last trick.
    pub show_last_trick: bool,
    pub selected: Option<usize>,
    pub now: f64,
}

/// A trick that has been taken: its cards in play order, who took it and why.
#[derive(Clone, Debug)]
pub struct LastTrick {
    pub plays: Vec<Play>,
    pub winner: Seat,
    pub text: String,
    line: Option<Line>,
}

impl<S> Stage<S> {
    pub fn new(now: f64) -> Stage<S> {
        Stage {
            queue: StepQueue::default(),
            flights: Vec::new(),
            note: None,
            log: Vec::new(),
            worded_in: i18n::language(),
            last_trick: None,
            show_last_trick: false,
            selected: None,
            now,
        }
    }

    /// Says what happened: the latest line, and a line of the hand's log.
    pub fn tell(&mut self, line: Line) {
        self.follow_language();
        if self.log.len() >= 200 {
            self.log.remove(0);
        }
        let text = line.word();
        self.note = Some(Note::info(text.clone()));
        self.log.push(Logged { line, text });
    }

    /// Says what happened, worded by `words` now and again after a switch of language.
    pub fn tell_words(&mut self, words: impl Fn() -> String + 'static) {
        self.tell(Line::new(words));
    }

    /// A new hand: its log starts afresh with `line`, and there is no last trick yet.
    pub fn new_hand(&mut self, line: Line) {
        self.log.clear();
        self.last_trick = None;
        self.show_last_trick = false;
        self.selected = None;
        self.tell(line);
    }

    /// Words the log, the latest news and the last trick anew when the window's language has
    /// changed since they were worded.
    pub fn follow_language(&mut self) {
        let now = i18n::language();
        if self.worded_in == now {
            return;
        }
        self.worded_in = now;
        for logged in &mut self.log {
            logged.text = logged.line.word();
        }
        if let Some(trick) = &mut self.last_trick {
            trick.text = trick.line.as_ref().map(Line::word).unwrap_or_default();
        }
        if let Some(note) = self.note.as_mut().filter(|n| !n.error)
            && let Some(last) = self.log.last()
        {
            note.text = last.text.clone();
        }
        // A refusal was worded when it was said and cannot be worded again: it goes rather
        // than stay in the language left.
        if self.note.as_ref().is_some_and(|n| n.error) {
            self.note = None;
        }
    }

    /// A trick leaves the table: it becomes the last trick, explained by the log's latest line
    /// (the line that said who took it; a refusal shown meanwhile is not in the log).
    pub fn trick_taken(&mut self, plays: &[Play], winner: Seat) {
        let line = self.log.last().map(|l| l.line.clone());
        self.last_trick = Some(LastTrick {
            plays: plays.to_vec(),
            winner,
            text: line.as_ref().map(Line::word).unwrap_or_default(),
            line,
        });
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
    /// A new match with the same players and options, once this one is over.
    PlayAgain,
    ShowScoreSheet,
    /// Show or hide the last trick.
    ToggleLastTrick,
    /// The strip's score sheet button.
    ToggleScoreSheet,
    /// Ask for a good move (the hint), and why.
    Hint,
    /// Review the person's play in the hand just finished, against the hint's moves.
    ReviewHand,
    /// Take back the person's last decision (and the replies to it).
    Undo,
    /// Play again a decision taken back.
    Redo,
    /// The person a hot-seat table was passed to is at the screen.
    TakeOver,
    /// What the replay's strip asked for.
    Watch(WatchInput),
    /// What the practice strip asked for.
    Practice(PracticeChoice),
    /// Leave a table played with friends on other computers.
    LeaveTable,
    Game(X),
}

/// What a replay's strip asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchInput {
    /// One move on, animated as it was played.
    Next,
    /// One move back.
    Previous,
    /// Back to the deal.
    First,
    /// To the end of the hand.
    Last,
    /// See the table from this seat.
    From(Seat),
    /// Show every hand face up, or only the seat's.
    Open(bool),
    /// Back to the history.
    Leave,
}

/// What the person chose on a practice table's strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeChoice {
    /// Deal the hand again.
    Again,
    /// Back to the match the hand came from.
    Back,
}

/// What the person chose under a hand summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SummaryChoice {
    NextHand,
    NewGame,
    PlayAgain,
    ShowScoreSheet,
    ReviewHand,
}

impl<A, X> From<SummaryChoice> for Input<A, X> {
    fn from(choice: SummaryChoice) -> Self {
        match choice {
            SummaryChoice::NextHand => Input::NextHand,
            SummaryChoice::NewGame => Input::NewGame,
            SummaryChoice::PlayAgain => Input::PlayAgain,
            SummaryChoice::ShowScoreSheet => Input::ShowScoreSheet,
            SummaryChoice::ReviewHand => Input::ReviewHand,
        }
    }
}

/// The number keys in the order they pick: 1 to 9, then 0 for a tenth.
pub const DIGITS: [egui::Key; 10] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
    egui::Key::Num9,
    egui::Key::Num0,
];

/// Whether `key` was pressed this frame (and takes it, so nothing else acts on it).
pub fn pressed(ui: &egui::Ui, key: egui::Key) -> bool {
    ui.ctx()
        .input_mut(|i| i.consume_key(egui::Modifiers::NONE, key))
}

/// The letter keys of choices offered together, each as the window's language names it (a
/// message such as `all-fours-key-beg = Z`, a letter of the word on its button), given with
/// the English key. A translation that names no single letter, or one every table already
/// uses (L shows the last trick, H asks for a hint), keeps the English key; so do all of
/// them when two would share a key, as one key cannot make two choices.
pub fn letter_keys<const N: usize>(named: [(String, egui::Key); N]) -> [egui::Key; N] {
    const TAKEN: [egui::Key; 2] = [egui::Key::L, egui::Key::H];
    let keys = named.each_ref().map(|(name, english)| {
        let name = name.trim();
        (name.len() == 1 && name.chars().all(|c| c.is_ascii_alphabetic()))
            .then(|| egui::Key::from_name(name))
            .flatten()
            .filter(|key| !TAKEN.contains(key))
            .unwrap_or(*english)
    });
    let distinct = (0..N).all(|i| (i + 1..N).all(|j| keys[i] != keys[j]));
    if distinct {
        keys
    } else {
        named.map(|(_, english)| english)
    }
}

/// Whether a key that closes a hand's summary was pressed: Enter, Space or Esc.
pub fn summary_closed(ui: &egui::Ui) -> bool {
    use egui::Key;
    pressed(ui, Key::Enter) || pressed(ui, Key::Space) || pressed(ui, Key::Escape)
}

/// Which summary is over the table, for the keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Summary {
    None,
    /// A hand's, which Enter, Space or Esc closes.
    Hand,
    /// The match's end, which only its buttons close.
    MatchEnd,
}

/// The keys every table that plays cards from a hand shares: Enter, Space or Esc closes a hand's
/// summary (not the match's end, which its buttons close); on the person's
/// turn the arrow keys move the selection in `hand`, Enter picks the selected card, and the
/// number keys 1–9 pick a card directly (`pick` makes the card an action). Keys go
/// to the table only while no text field or button has focus. Returns whether the game's own
/// keys apply now (the person's turn, no summary, nothing focused).
pub fn shared_keys<A, X>(
    ui: &egui::Ui,
    summary: Summary,
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
    if summary != Summary::None {
        if summary == Summary::Hand && summary_closed(ui) {
            inputs.push(Input::NextHand);
        }
        return false;
    }
    if pressed(ui, Key::L) {
        inputs.push(Input::ToggleLastTrick);
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
    for (k, key) in DIGITS[..9].iter().copied().enumerate() {
        if pressed(ui, key)
            && let Some(&card) = hand.get(k)
        {
            inputs.push(Input::Act(pick(card)));
        }
    }
    true
}

/// A deal as the person may see it: `rounds` rounds of `packet` cards to each seat, starting left
/// of the dealer; the person's own packets show `mine` in display order (`sort`), the others'
/// are face down.
pub fn deal_packets(
    mine: &[Card],
    sort: fn(&mut [Card]),
    players: usize,
    me: Seat,
    dealer: Seat,
    rounds: usize,
    packet: usize,
) -> Vec<(Seat, Vec<Option<Card>>)> {
    let mut mine = mine.to_vec();
    sort(&mut mine);
    let mut mine = mine.into_iter();
    let mut packets = Vec::new();
    for _ in 0..rounds {
        for i in 1..=players {
            let seat = (dealer + i) % players;
            let cards = if seat == me {
                (0..packet).map(|_| mine.next()).collect()
            } else {
                vec![None; packet]
            };
            packets.push((seat, cards));
        }
    }
    packets
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
    /// The other seats' cards face up, when a replay shows every hand (empty otherwise; an
    /// empty list for a seat shown face down).
    pub open: Vec<Vec<Card>>,
    sort: fn(&mut [Card]),
}

/// Hands are equal when they show the same cards (the sort order is the game's, fixed).
impl PartialEq for Hands {
    fn eq(&self, other: &Hands) -> bool {
        self.me == other.me
            && self.mine == other.mine
            && self.counts == other.counts
            && self.open == other.open
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
            open: Vec::new(),
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
            open: Vec::new(),
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

    /// `card` leaves `seat`'s hand for the trick on the table, as the `nth` card the seat
    /// plays into it: the flight that shows it.
    pub fn play(&mut self, seat: Seat, card: Card, nth: usize) -> Flight {
        let (index, count) = self.take(seat, Some(card));
        Flight {
            card,
            from: Spot::Hand { seat, index, count },
            to: Spot::Trick { seat, nth },
            reveal: Reveal::Face,
            delay: 0.0,
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
            Some(card) => {
                // A card of a hand shown face up leaves it as it flies.
                let open = self.open.get_mut(seat);
                match open.and_then(|o| o.iter().position(|&c| c == card).map(|i| (o, i))) {
                    Some((o, i)) => {
                        o.remove(i);
                        i
                    }
                    None => count.saturating_sub(1),
                }
            }
            None => count.saturating_sub(1),
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
