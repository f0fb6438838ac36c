//! A game's table, whatever the game: the match and its bots, the steps being played, the
//! hand summary, the queued input and the scene, with the frame loop and the shell's interface
//! written once. A game supplies only what is its own through [`TableGame`]: its steps, its
//! scene, its drawing and its score sheet.

mod events;
mod hot_seat;
mod open;
mod replay;
mod steps;
mod undo;

pub use undo::decisions_of;

use super::Note;
use super::coach::{Coach, LessonInput, Verdict};
use super::driver::{Busy, Driver, Events, PolicyMaker, Refused, TableTimes};
use super::line::Line;
use super::names::{Names, You};
use super::people::{Seats, cover_ui, first_to_act};
use super::stage::{Hands, Input, PracticeChoice, Stage, WatchInput};
use super::trick::layout::Layout;
use super::trick::paint;
use super::{schedule_repaint, sentence};
use crate::ai::GameBots;
use crate::cards::PackStyle;
use crate::engine::{Game, GameDef, Match, MatchRecord, RuleError, Seat};
use crate::lesson::Spotlight;
use crate::registry::Lesson;
use crate::store::StoredGame;
use crate::ui::advice::{Advice, hint_text};
use crate::ui::animation::Edge;
use crate::ui::job::Job;
use crate::ui::persist::Persist;
use crate::ui::review::HandReview;
use crate::ui::table::{GameTable, Presentation, TableRequest};
use std::any::Any;

/// The action of a table's game.
pub type Action<K> = <<K as TableGame>::Game as Game>::Action;
/// The view of a table's game.
pub type View<K> = <<K as TableGame>::Game as Game>::View;
/// An event of a hand of a table's game.
pub type HandEvent<K> = <<K as TableGame>::Game as Game>::Event;
/// A hint at a table's game.
type Hint<K> = crate::ai::Hint<Action<K>, <<K as TableGame>::Game as GameBots>::Rule>;
/// A hint asked for, with the view it was asked from (which its words need).
type AskedHint<K> = (View<K>, Job<Option<Hint<K>>>);

/// What one game adds to the shared table. The implementing type is the state only that game's
/// table keeps (All Fours: the cards marked for discarding; Sedma: nothing).
pub trait TableGame: Sized + 'static {
    type Game: StoredGame<View: Send + 'static, Action: Send + Copy + 'static> + Advice;
    /// Something that happened, as the table plays it.
    type Step;
    /// Input only this game has.
    type Extra;
    /// What the hand summary shows while it is up.
    type Banner: Clone;
    /// The table as drawn.
    type Scene: PartialEq;

    /// Seconds a step takes at normal speed (`None`: it waits for the person).
    fn seconds(step: &Self::Step) -> Option<f64>;
    /// The scene exactly as the person's view says (when nothing moves).
    fn scene_of(view: &View<Self>) -> Self::Scene;
    /// The hands in a scene (for the keyboard selection).
    fn hands(scene: &Self::Scene) -> &Hands;
    /// The hands in a scene, to show them face up in a replay.
    fn hands_mut(scene: &mut Self::Scene) -> &mut Hands;

    /// What only this game's table keeps, and the scene before anything is shown, for a table
    /// around `m` seen from `viewer`'s seat.
    fn own_and_scene(m: &Match<Self::Game>, viewer: Seat) -> (Self, Self::Scene);
    /// Queues how a new match begins at the table (its first deal).
    fn begin(t: &mut TableFrame<Self>);
    /// Brings what only this game keeps in line with a match resumed from a save; the log's
    /// line says which hand it is.
    fn resumed(t: &mut TableFrame<Self>) -> Line;

    /// Turns a match action's events into steps: by default in their order, through the four
    /// below ([`TableFrame::push_in_order`]).
    fn push_events(t: &mut TableFrame<Self>, events: Events<Self::Game>) {
        t.push_in_order(events);
    }
    /// Turns the hand's own events into steps, a run of them (those between two of the
    /// match's events) at a time.
    fn push_hand_events(t: &mut TableFrame<Self>, events: Vec<HandEvent<Self>>);
    /// Queues the summary of the finished hand `record` describes.
    fn push_hand_over(t: &mut TableFrame<Self>, record: MatchRecord);
    /// Queues the deal of the hand the match now plays, as the person may see it.
    fn push_deal(t: &mut TableFrame<Self>);
    /// The step that says the match is over, in `text`.
    fn match_over(text: Line) -> Self::Step;
    /// A step begins: cards leave their place and take flight.
    fn start_step(t: &mut TableFrame<Self>, step: &Self::Step);
    /// A step ends: cards land.
    fn finish_step(t: &mut TableFrame<Self>, step: Self::Step);
    /// Applies input only this game has.
    fn extra_input(t: &mut TableFrame<Self>, input: Self::Extra);
    /// Why the rules refuse the person's `action`, in words for them (by default the engine's
    /// reason).
    fn refusal(_t: &TableFrame<Self>, _action: Action<Self>, err: &RuleError) -> String {
        sentence(&err.reason)
    }
    /// Rewrites the queued input before it is applied (by default it stays as queued).
    fn prepare_input(_t: &TableFrame<Self>, _inputs: &mut [Input<Action<Self>, Self::Extra>]) {}

    /// The match was rebuilt under the table (undo or redo): what only this game keeps is
    /// brought in line (by default nothing is).
    fn rebuilt(_t: &mut TableFrame<Self>) {}

    /// The cards of the person's hand that `action` plays or takes, ringed on the table while
    /// a hint advises it (by default none: its button is ringed instead).
    fn advised_cards(_t: &TableFrame<Self>, _action: Action<Self>) -> crate::cards::CardSet {
        crate::cards::CardSet::EMPTY
    }

    /// Lays out and draws the table; input is queued, not applied.
    fn draw(t: &mut TableFrame<Self>, ui: &mut egui::Ui);
    /// The match's score sheet.
    fn score_sheet(t: &TableFrame<Self>, ui: &mut egui::Ui);
}

/// The three [`TableGame`] items every game's table writes alike, for a scene that the person's
/// view makes with `Scene::from_view` and that holds the hands in its field `hands`; written
/// among the game's items: `impl TableGame for SedmaOwn { scene_from_view!(); ... }`.
macro_rules! scene_from_view {
    () => {
        fn scene_of(view: &$crate::ui::table::frame::View<Self>) -> Self::Scene {
            <Self::Scene>::from_view(view)
        }

        fn hands(scene: &Self::Scene) -> &$crate::ui::table::stage::Hands {
            &scene.hands
        }

        fn hands_mut(scene: &mut Self::Scene) -> &mut $crate::ui::table::stage::Hands {
            &mut scene.hands
        }
    };
}
pub(crate) use scene_from_view;

/// A game's table: a match against computer opponents, animated.
pub struct TableFrame<K: TableGame> {
    /// The match, the seat names and the bots ([`TableFrame::game`] and
    /// [`TableFrame::names`] for the games' tables).
    d: Driver<K::Game>,
    presentation: Presentation,
    pub(crate) scene: K::Scene,
    stage: Stage<K::Step>,
    /// The hand summary while it is shown.
    pub(crate) banner: Option<K::Banner>,
    inputs: Vec<Input<Action<K>, K::Extra>>,
    /// What only this game's table keeps.
    pub(crate) own: K,
    /// The hand on screen and the match score as the steps played so far have shown them
    /// (the engine is ahead while cards move).
    shown: Shown,
    /// When the person last moved, until they may move again; the waits measured so far.
    moved_at: Option<f64>,
    person_waits: Vec<f64>,
    /// The lesson being played at this table, if it is one: the other seats follow its script
    /// and nothing is saved or counted.
    coach: Option<Coach<K::Game>>,
    lesson_inputs: Vec<LessonInput>,
    /// The hint asked for this move, worked out on its own thread, until the person moves;
    /// with the view it was asked from, which its words need.
    hint: Option<AskedHint<K>>,
    /// The review of the person's play in the hand just finished, shown under its
    /// summary.
    review: Option<HandReview>,
    /// Hands (from 1) in which a hint was asked, until the save hears of them.
    hinted_hands: Vec<u32>,
    /// The actions taken back by Undo, oldest first: Redo plays them again.
    redo: Vec<Action<K>>,
    /// The person's decisions in the hand being played, worked out for a log of this many
    /// actions (a replay of the match, done again only once the log has changed).
    decisions: std::cell::RefCell<(usize, Vec<usize>)>,
    /// At a hot-seat table, the person the table waits to be passed to: until they say they
    /// are at the screen, a cover hides the table.
    handover: Option<Seat>,
    /// At a hot-seat table, everyone agreed that decisions may be taken back.
    undo_agreed: bool,
    /// Hands (from 1) in which a decision was taken back, until the save hears of them.
    undone_hands: Vec<u32>,
    /// A practice of one hand (its number, from 1): nothing is saved or counted.
    practice: Option<usize>,
    /// A replay of a recorded hand: nobody acts, the strip steps through its moves.
    watch: Option<replay::Watch<Action<K>>>,
    /// Whether the shell shows the score sheet beside the table.
    sheet_open: bool,
    /// What the hint asked for this move advises, once worked out: ringed on the table.
    advised: Option<Action<K>>,
}

impl<K: TableGame> TableFrame<K> {
    /// The table around a match with nothing queued, seen from the seat the person sits at;
    /// the bot seats play by `bots`.
    fn around(
        m: Match<K::Game>,
        presentation: Presentation,
        seats: &Seats,
        ctx: &egui::Context,
        bots: PolicyMaker<K::Game>,
    ) -> TableFrame<K> {
        let seat_count = <K::Game as crate::engine::HandGame>::seat_count(m.config());
        let viewer = seats.viewer(seat_count, first_to_act(&m));
        let (own, scene) = K::own_and_scene(&m, viewer);
        let names = seats.names(K::Game::seating(m.config()), first_to_act(&m));
        let players = seats.players_for(names.players, presentation.bots);
        let hot_seat = seats.hot_seat();
        let shown = Shown {
            hand: m.records().len() + usize::from(!m.is_over()),
            totals: m.totals().to_vec(),
        };
        TableFrame {
            shown,
            handover: hot_seat.then_some(names.me),
            d: Driver::new(m, names, bots, players, ctx),
            undo_agreed: seats.undo_agreed,
            undone_hands: Vec::new(),
            practice: None,
            watch: None,
            sheet_open: false,
            advised: None,
            presentation,
            scene,
            stage: Stage::new(ctx.input(|i| i.time)),
            banner: None,
            inputs: Vec::new(),
            own,
            moved_at: None,
            person_waits: Vec::new(),
            coach: None,
            lesson_inputs: Vec::new(),
            hint: None,
            review: None,
            hinted_hands: Vec::new(),
            redo: Vec::new(),
            decisions: std::cell::RefCell::new((usize::MAX, Vec::new())),
        }
    }

    /// The match being played.
    pub fn game(&self) -> &Match<K::Game> {
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
    pub fn scene(&self) -> &K::Scene {
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
        self.handover.is_none()
            && self.stage.queue.is_empty()
            && self.d.my_move()
            && !self
                .d
                .remote()
                .is_some_and(|r| r.ended || r.paused || r.removed || r.watching)
    }

    /// The person's view now.
    pub(crate) fn my_view(&self) -> View<K> {
        self.d.my_view()
    }

    /// Whether the match waits for the person's action (while the table may still be showing
    /// earlier moves; [`TableFrame::my_turn`] says when they may act).
    pub(crate) fn my_move(&self) -> bool {
        self.d.my_move()
    }

    /// Puts the match back to an earlier position of its current hand, nothing the person has
    /// not seen involved (Sevens from Hell's taking back of a turn's melds).
    pub(crate) fn put_back(&mut self, m: Match<K::Game>) {
        self.d.m = m;
    }

    /// The animation speed as a multiplier on every base duration (0 at the instant speed).
    pub(crate) fn speed_factor(&self) -> f32 {
        self.presentation.speed.factor() as f32
    }

    /// Whether the match is played on a table server (with friends on other computers).
    pub(crate) fn at_network_table(&self) -> bool {
        self.d.remote().is_some()
    }

    /// Whether the table plays a lesson or puzzle (its script moves the other seats).
    pub(crate) fn in_lesson(&self) -> bool {
        self.coach.is_some()
    }

    /// The seat the match waits for, if any.
    pub(crate) fn to_act(&self) -> Option<Seat> {
        self.d.to_act()
    }

    /// Queues the person's input, applied after the frame is drawn.
    pub(crate) fn queue(&mut self, input: Input<Action<K>, K::Extra>) {
        self.inputs.push(input);
    }

    /// The keys every table shares (arrows, Enter, the number keys, closing the summary: see
    /// [`stage::shared_keys`](super::stage::shared_keys)), for the person's `hand` as shown and
    /// `pick` making a card's action; whether the other keys are the person's to use now.
    pub(crate) fn shared_keys(
        &mut self,
        ui: &egui::Ui,
        my_turn: bool,
        hand: &[crate::cards::Card],
        pick: impl Fn(crate::cards::Card) -> Action<K>,
    ) -> bool {
        let summary = if self.match_end_up() {
            super::stage::Summary::MatchEnd
        } else if self.banner.is_some() {
            super::stage::Summary::Hand
        } else {
            super::stage::Summary::None
        };
        super::stage::shared_keys(
            ui,
            summary,
            my_turn,
            hand,
            self.stage.selected,
            pick,
            &mut self.inputs,
        )
    }

    /// Who sits where now, as a new table of the same players is seated.
    fn seats_now(&self) -> Seats {
        let names = &self.d.names;
        Seats {
            players: self.d.seats().to_vec(),
            names: (0..names.players)
                .map(|s| names.people.get(s).cloned().flatten().unwrap_or_default())
                .collect(),
            undo_agreed: self.undo_agreed,
        }
    }

    /// Whether the summary up is the match's end. The keys that move on within a match do not
    /// close it: a player pressing Enter through the deals would lose it unseen.
    pub(crate) fn match_end_up(&self) -> bool {
        self.banner.is_some() && self.d.m.is_over() && self.watch.is_none() && self.coach.is_none()
    }

    /// Queues a step at the person's animation speed.
    pub(crate) fn push(&mut self, step: K::Step) {
        let seconds = K::seconds(&step);
        self.stage.push(step, seconds, self.presentation.speed);
    }

    /// The strip above the table (the match score and what else `parts` say, and the button
    /// for the last trick) and the bar under it (the hand's log beside what `bar` draws): the
    /// frame every table has. `id` names the table.
    pub(crate) fn frame_ui(
        &mut self,
        ui: &mut egui::Ui,
        id: &str,
        parts: &[String],
        bar: impl FnOnce(&mut Self, &mut egui::Ui),
    ) {
        let shown = self
            .stage
            .last_trick
            .as_ref()
            .map(|_| self.stage.show_last_trick);
        // A summary over the strip hides its ring (the ring is drawn above everything).
        let ringed = self.spotlights(&Spotlight::Score) && self.banner.is_none();
        let pressed = paint::score_strip(
            ui,
            &format!("{id}-score-strip"),
            parts,
            (shown, self.sheet_open),
            ringed,
        );
        if pressed.last_trick {
            self.inputs.push(Input::ToggleLastTrick);
        }
        if pressed.sheet {
            self.inputs.push(Input::ToggleScoreSheet);
        }
        self.stage.follow_language();
        // Lent out for the frame rather than copied; anything told meanwhile goes after it.
        let log = std::mem::take(&mut self.stage.log);
        let mut bar = Some(bar);
        paint::action_bar(
            ui,
            &format!("{id}-action-bar"),
            &log,
            |ui, part| match part {
                paint::BarPart::Choices => {
                    if let Some(bar) = bar.take() {
                        bar(self, ui);
                    }
                    self.hint_text_ui(ui);
                    self.after_match_ui(ui);
                }
                paint::BarPart::Tools => self.hint_ui(ui),
            },
        );
        let told = std::mem::replace(&mut self.stage.log, log);
        self.stage.log.extend(told);
    }

    /// Once the match's end is closed, what comes next: the same match again or a new one.
    fn after_match_ui(&mut self, ui: &mut egui::Ui) {
        if let Some(remote) = self.d.remote() {
            // With friends: the host offers another match at the same seats, and a friend
            // sits down again once offered one.
            let done = self.d.m.is_over() || remote.ended;
            if !done || self.banner.is_some() || remote.closed.is_some() || remote.watching {
                return;
            }
            if remote.host || remote.offered {
                let again = ui
                    .button(egui::RichText::new(t!("summary-play-again")).strong())
                    .on_hover_text(t!("net-again-hover"));
                if again.clicked() {
                    self.inputs.push(Input::PlayAgain);
                }
            } else {
                ui.label(t!("net-again-wait"));
            }
            return;
        }
        if !self.d.m.is_over() || self.banner.is_some() || !self.counted() {
            return;
        }
        ui.horizontal(|ui| {
            if ui
                .button(egui::RichText::new(t!("summary-play-again")).strong())
                .on_hover_text(t!("summary-play-again-hover"))
                .clicked()
            {
                self.inputs.push(Input::PlayAgain);
            }
            if ui.button(t!("menu-new-game")).clicked() {
                self.inputs.push(Input::NewGame);
            }
        });
    }

    /// The hint button (key H) in a game (a lesson guides by itself), usable while the person
    /// is to move, with Undo and Redo. They keep their place all along, over the log.
    fn hint_ui(&mut self, ui: &mut egui::Ui) {
        if self.coach.is_some()
            || self.watch.is_some()
            || self.banner.is_some()
            || self.d.m.is_over()
        {
            return;
        }
        let now = self.my_turn();
        let key = now
            && ui.memory(|m| m.focused().is_none())
            && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::H));
        let free = ui.memory(|m| m.focused().is_none());
        let shifted = egui::Modifiers::COMMAND | egui::Modifiers::SHIFT;
        let redo_key = free && ui.input_mut(|i| i.consume_key(shifted, egui::Key::Z));
        let undo_key = !redo_key
            && free
            && ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Z));
        // Over the log, wrapped in a narrow bar.
        ui.horizontal_wrapped(|ui| {
            let asked = ui
                .add_enabled(now, egui::Button::new(t!("table-hint")))
                .on_hover_text(t!("table-hint-hover"))
                .clicked();
            if asked || key {
                self.inputs.push(Input::Hint);
            }
            let undo = ui
                .add_enabled(self.can_undo(), egui::Button::new(t!("table-undo")))
                .on_hover_text(t!("table-undo-hover"))
                .clicked();
            if undo || undo_key {
                self.inputs.push(Input::Undo);
            }
            let redo = ui
                .add_enabled(self.can_redo(), egui::Button::new(t!("table-redo")))
                .on_hover_text(t!("table-redo-hover"))
                .clicked();
            if redo || redo_key {
                self.inputs.push(Input::Redo);
            }
        });
        ui.add_space(4.0);
    }

    /// The hint once asked for, under the person's choices.
    fn hint_text_ui(&mut self, ui: &mut egui::Ui) {
        let now = self.my_turn();
        if let Some((view, job)) = self.hint.as_mut().filter(|_| now) {
            let polled = job.poll();
            self.advised = polled.and_then(|h| h.as_ref().map(|h| h.action));
            let text = polled.map_or_else(
                || t!("table-hint-thinking"),
                |hint| hint_text::<K::Game>(view, hint.as_ref()),
            );
            ui.add_space(4.0);
            ui.label(egui::RichText::new(text).italics());
        }
    }

    /// Starts working out the normal level's move for the person's view, and why (on its own
    /// thread: a search may take a moment).
    fn ask_hint(&mut self, ctx: &egui::Context) {
        if self.hint.is_some() || !self.my_turn() {
            return;
        }
        let view = self.d.my_view();
        let m = &self.d.m;
        self.hinted_hands.push(m.records().len() as u32 + 1);
        // The review of the hand judges against this same hint.
        let asked = view.clone();
        let job = Job::spawn(Some(ctx), move |_| {
            crate::ai::review::hint_of::<K::Game>(&asked)
        });
        self.hint = Some((view, job));
    }

    /// Starts the review of the person's play in the last finished hand.
    fn start_review(&mut self, ctx: &egui::Context) {
        let m = &self.d.m;
        let Ok(hands) = crate::store::split_hands::<K::Game>(m.config(), m.seed(), m.actions())
        else {
            self.stage.refuse(t!("table-no-review"));
            return;
        };
        let Some((n, hand)) = hands
            .into_iter()
            .enumerate()
            .filter(|(_, h)| h.record.is_some())
            .last()
        else {
            return;
        };
        // Seeded as the history's review of the same hand, so both say the same.
        self.review = Some(HandReview::start(
            Some(ctx),
            n + 1,
            hand.dealt,
            hand.actions,
            self.me(),
            m.seed() ^ n as u64,
        ));
    }

    /// The id of the hand summary's box: a review that starts or ends changes it, so the box
    /// is measured afresh (an egui area keeps the size it first had).
    pub(crate) fn summary_id(&mut self, base: &str) -> egui::Id {
        let stage = match &mut self.review {
            None => 0,
            Some(r) => 1 + usize::from(r.report().is_some()),
        };
        egui::Id::unique(base).with(stage)
    }

    /// The foot of a hand summary: the match's totals against its `goal` and the buttons to go
    /// on, `next` naming the next hand (a lesson goes on in its panel instead). The choice is
    /// queued as input.
    pub(crate) fn summary_footer_ui(
        &mut self,
        ui: &mut egui::Ui,
        record: &MatchRecord,
        goal: &str,
        final_hand: bool,
        next: impl FnOnce() -> String,
    ) {
        let next = if self.coach.is_some() {
            String::new()
        } else {
            next()
        };
        let winner = self.d.m.winner();
        let names = &self.d.names;
        // A hand played on a server cannot be reviewed here: its cards are the server's.
        let reviewable = self.d.remote().is_none();
        let again = self.counted();
        if let Some(choice) = paint::summary_footer(
            ui,
            names,
            record,
            goal,
            final_hand,
            winner,
            (&next, reviewable, again),
        ) {
            self.inputs.push(Input::from(choice));
        }
    }

    /// The review of the hand, under its summary once asked for.
    pub(crate) fn summary_review_ui(&mut self, ui: &mut egui::Ui) {
        let Some(review) = &mut self.review else {
            return;
        };
        ui.add_space(6.0);
        ui.separator();
        ui.label(egui::RichText::new(t!("review-heading")).strong());
        review.ui(ui, false);
        ui.label(egui::RichText::new(t!("review-moves-counted")).weak());
    }

    /// The last trick over the table while the person looks at it (not over a hand summary),
    /// clear of the rectangles in `avoid`.
    pub(crate) fn last_trick_ui(
        &mut self,
        ui: &egui::Ui,
        layout: &Layout,
        style: PackStyle,
        avoid: &[egui::Rect],
    ) {
        if self.banner.is_none()
            && self.stage.show_last_trick
            && let Some(trick) = &self.stage.last_trick
            && paint::last_trick_box(ui, layout, &self.d.names, trick, style, avoid)
        {
            self.inputs.push(Input::ToggleLastTrick);
        }
    }

    /// The number (from 1) of the finished hand `record` describes.
    pub(crate) fn hand_number(&self, record: &MatchRecord) -> usize {
        let records = self.d.m.records();
        records
            .iter()
            .position(|r| r == record)
            .map_or(records.len(), |p| p + 1)
    }

    /// What the turn line says while the person cannot act for the table's own reasons: the
    /// match is over, the hand summary (`summary`) is up, a step plays (`moving` says what
    /// moves), or a lesson's step is to be read first. `None` when the hand waits for a seat to act.
    pub(crate) fn waiting_text(
        &self,
        summary: &str,
        moving: impl Fn(&K::Step) -> String,
    ) -> Option<String> {
        // An ended lesson waits for nobody, whoever's turn the hand is at (its last summary
        // may still be up).
        if let Some(coach) = self.coach.as_ref().filter(|c| c.is_over()) {
            return Some(match coach.lesson().kind {
                crate::lesson::LessonKind::Lesson => t!("lesson-over-say"),
                crate::lesson::LessonKind::Puzzle => t!("puzzle-over-say"),
            });
        }
        if self.d.m.is_over() && self.stage.queue.is_empty() {
            return Some(match self.d.m.winners() {
                [] => t!("table-match-is-over"),
                w => t!("table-match-won-again", won = self.d.names.match_won(w)),
            });
        }
        if self.banner.is_some() {
            return Some(summary.into());
        }
        if let Some((step, _)) = self.stage.queue.current(self.stage.now) {
            return Some(moving(step));
        }
        if self.watch.as_ref().is_some_and(|w| w.done < w.moves.len())
            && self.stage.queue.is_empty()
            && let Some(seat) = self.d.to_act()
        {
            let names = &self.d.names;
            return Some(t!(
                "watch-next",
                who = names.seat(seat),
                person = names.person(seat)
            ));
        }
        if self.stage.queue.is_empty() && self.coach.as_ref().is_some_and(Coach::is_reading) {
            return Some(t!("lesson-read-step"));
        }
        // At a table on a server: a paused or ended match, an open seat or a person away is
        // said instead of "thinking".
        if self.stage.queue.is_empty()
            && let Some(remote) = self.d.remote()
            && let Some(text) = super::remote::waiting_for(remote, &self.d.names, self.d.to_act())
        {
            return Some(text);
        }
        (!self.stage.queue.is_empty()).then(String::new)
    }

    /// One frame's logic: play what is due; ask the bot to act as soon as its turn comes
    /// (it thinks while the table plays), and when nothing moves apply its reply (again and
    /// again, since an instant animation speed finishes a bot's move within the frame); then
    /// ask for the next frame only when something will change.
    fn frame_logic(&mut self, ctx: &egui::Context) {
        self.stage.now = ctx.input(|i| i.time);
        for _ in 0..64 {
            self.advance();
            let idle = self.stage.queue.is_empty();
            if !self.drive_bot(idle) || !idle {
                break;
            }
        }
        self.check_handover();
        if self.my_turn()
            && let Some(at) = self.moved_at.take()
            && self.person_waits.len() < 1024
        {
            self.person_waits.push(self.stage.now - at);
        }
        schedule_repaint(
            ctx,
            &self.stage.queue,
            !self.stage.flights.is_empty(),
            self.stage.now,
            self.d.reply_due(),
        );
    }

    /// Whether the store keeps this table's match: not a lesson's, not a practice, not a
    /// replay, not one played on a server.
    fn counted(&self) -> bool {
        self.coach.is_none()
            && self.practice.is_none()
            && self.watch.is_none()
            && self.d.remote().is_none()
    }

    fn advance(&mut self) {
        let now = self.stage.now;
        let mut queue = std::mem::take(&mut self.stage.queue);
        queue.advance(now, |edge| match edge {
            Edge::Start(step) => {
                self.stage.flights.clear();
                K::start_step(self, step);
            }
            Edge::Finish(step) => {
                self.stage.flights.clear();
                K::finish_step(self, step);
            }
        });
        let idle = queue.is_empty();
        self.stage.queue = queue;
        if idle && self.stage.flights.is_empty() {
            self.rest();
        }
    }

    /// Nothing moves: the scene becomes exactly what the person's view says.
    fn rest(&mut self) {
        let mut fresh = K::scene_of(&self.d.my_view());
        self.open_hands(&mut fresh);
        self.conceal(&mut fresh);
        if fresh != self.scene {
            self.scene = fresh;
        }
    }

    /// Lets the bot to act decide, or applies its reply once the table is `idle`; returns
    /// whether an action was applied.
    fn drive_bot(&mut self, idle: bool) -> bool {
        if self.watch.is_some() {
            return false;
        }
        let (events, note) = self
            .d
            .drive_bot(self.stage.now, self.presentation.speed, idle);
        if let Some(note) = note {
            self.stage.refuse(note.text);
        }
        match events {
            Some(events) => {
                K::push_events(self, events);
                true
            }
            None => false,
        }
    }

    /// What stops the person's move before the rules are asked.
    fn busy(&self) -> Busy {
        if self.banner.is_some() {
            Busy::Summary
        } else if !self.stage.queue.is_empty() {
            Busy::Moving
        } else {
            Busy::Free
        }
    }

    /// Applies the person's action, or says why it cannot be made; returns whether it was
    /// made.
    fn act(&mut self, action: Action<K>) -> bool {
        self.act_while(action, self.busy())
    }

    /// As `act`, with what stops the move said by the caller: a game whose one click makes
    /// several actions applies them without waiting for the first one's steps to play.
    pub(crate) fn act_while(&mut self, action: Action<K>, busy: Busy) -> bool {
        if self.watch.is_some() {
            self.stage.refuse(t!("watch-refuse"));
            return false;
        }
        let mut replies = Vec::new();
        let free = busy == Busy::Free && self.d.my_move();
        if let Some(coach) = &mut self.coach
            && free
            && self.d.m.hand().check(action).is_ok()
        {
            match coach.judge(action) {
                Verdict::Play(r) => replies = r,
                Verdict::Say(text) => {
                    self.stage.refuse(text);
                    return false;
                }
                Verdict::Refused(err) => {
                    let text = K::refusal(self, action, &err);
                    self.stage.refuse(text);
                    return false;
                }
            }
        }
        match self.d.act(action, busy, self.stage.now) {
            Ok(events) => {
                self.redo.clear();
                self.d.queue_script(&replies);
                self.hint = None;
                if self.stage.note.as_ref().is_some_and(|n| n.error) {
                    self.stage.note = None;
                }
                self.moved_at = Some(self.stage.now);
                K::push_events(self, events);
                true
            }
            Err(Refused::Now(text)) => {
                self.stage.refuse(text);
                false
            }
            Err(Refused::Rule(err)) => {
                let text = K::refusal(self, action, &err);
                self.stage.refuse(text);
                false
            }
        }
    }

    /// Applies the input queued by the layout; returns what the table asks of the shell.
    fn apply_queued(&mut self, ctx: &egui::Context) -> Vec<TableRequest> {
        let mut inputs = std::mem::take(&mut self.inputs);
        let mut requests = self.apply_lesson_inputs();
        if inputs.is_empty() {
            return requests;
        }
        K::prepare_input(self, &mut inputs);
        for input in inputs {
            match input {
                Input::Act(action) => {
                    self.act(action);
                }
                Input::Select(delta) => {
                    let n = K::hands(&self.scene).mine.len();
                    self.stage.select(delta, n);
                }
                // A replay ends with its hand: closing the summary leaves the table at the
                // last move (Previous move goes back, Back to the history leaves).
                Input::NextHand if self.watch.is_some() => {
                    self.review = None;
                    self.banner = None;
                }
                Input::NextHand => {
                    self.review = None;
                    let queue = &mut self.stage.queue;
                    if queue.at_gate() {
                        queue.release();
                    }
                }
                Input::NewGame => requests.push(TableRequest::NewGame),
                Input::PlayAgain => requests.push(TableRequest::PlayAgain),
                Input::ShowScoreSheet => requests.push(TableRequest::ShowScoreSheet),
                Input::ToggleScoreSheet => requests.push(TableRequest::ToggleScoreSheet),
                Input::ToggleLastTrick => {
                    self.stage.show_last_trick =
                        !self.stage.show_last_trick && self.stage.last_trick.is_some();
                }
                Input::Hint => self.ask_hint(ctx),
                Input::Undo => self.undo(),
                Input::TakeOver => self.take_over(),
                Input::Practice(PracticeChoice::Again) => {
                    requests.push(TableRequest::PracticeAgain)
                }
                Input::Practice(PracticeChoice::Back) => requests.push(TableRequest::BackToMatch),
                Input::Watch(WatchInput::Leave) => requests.push(TableRequest::LeaveReplay),
                Input::LeaveTable => requests.push(TableRequest::LeaveTable),
                Input::Watch(w) => self.watch_input(w),
                Input::Redo => self.redo(),
                Input::ReviewHand => self.start_review(ctx),
                Input::Game(x) => K::extra_input(self, x),
            }
        }
        if self.coach.as_mut().is_some_and(Coach::take_finished) {
            requests.push(TableRequest::LessonFinished);
        }
        ctx.request_repaint();
        requests
    }

    /// What the lesson panel asked for.
    fn apply_lesson_inputs(&mut self) -> Vec<TableRequest> {
        let mut requests = Vec::new();
        let Some(coach) = &mut self.coach else {
            return requests;
        };
        for input in std::mem::take(&mut self.lesson_inputs) {
            match input {
                LessonInput::Next => {
                    coach.read_on();
                }
                LessonInput::Restart => requests.push(TableRequest::RestartLesson),
                LessonInput::Leave => requests.push(TableRequest::ShowLessons),
                LessonInput::PlayGame => requests.push(TableRequest::SetUpGame),
            }
        }
        if coach.take_finished() {
            requests.push(TableRequest::LessonFinished);
        }
        requests
    }

    /// The cards the lesson's step lights up, or the hint advises.
    pub fn spotlight_cards(&self) -> crate::cards::CardSet {
        let lesson = self
            .coach
            .as_ref()
            .map_or(crate::cards::CardSet::EMPTY, Coach::spotlight_cards);
        match self.hinted() {
            Some(action) => lesson.union(K::advised_cards(self, action)),
            None => lesson,
        }
    }

    /// The action the hint asked for this move advises, while the person may still make it.
    pub fn hinted(&self) -> Option<Action<K>> {
        self.advised
            .filter(|_| self.hint.is_some() && self.my_turn())
    }

    /// Whether the lesson's step points at `part` of the table, or the hint at that button.
    pub(crate) fn spotlights(&self, part: &Spotlight) -> bool {
        let hinted = match (part, self.hinted()) {
            (Spotlight::Button(notation), Some(action)) => {
                <K::Game as GameDef>::write_action(action) == *notation
            }
            _ => false,
        };
        hinted || self.coach.as_ref().is_some_and(|c| c.spotlights(part))
    }

    /// Rings what the step points at in the trick: the whole trick, or its spotlit cards.
    pub(crate) fn ring_trick(&self, ui: &egui::Ui, drawn: &[(crate::cards::Card, egui::Rect)]) {
        if self.coach.is_none() {
            return;
        }
        let painter = ui.painter();
        if self.spotlights(&Spotlight::Trick) {
            if let Some(all) = drawn.iter().map(|d| d.1).reduce(|a, b| a.union(b)) {
                paint::spotlight_ring(painter, all);
            }
            return;
        }
        let cards = self.spotlight_cards();
        for (card, rect) in drawn {
            if cards.contains(*card) {
                paint::spotlight_ring(painter, *rect);
            }
        }
    }

    /// A button for the person's `action`, ringed when the lesson's step points at it.
    pub(crate) fn action_button(
        &self,
        ui: &mut egui::Ui,
        enabled: bool,
        text: impl Into<egui::WidgetText>,
        action: Action<K>,
    ) -> egui::Response {
        let response = ui.add_enabled(enabled, egui::Button::new(text));
        let notation = <K::Game as GameDef>::write_action(action);
        if self.spotlights(&Spotlight::Button(notation)) {
            paint::spotlight_ring(&paint::overlay(ui), response.rect);
        }
        response
    }
}

/// The hand on screen (from 1) and the match score shown above the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub hand: usize,
    pub totals: Vec<i32>,
}

impl<K: TableGame> GameTable for TableFrame<K> {
    fn game_name(&self) -> &'static str {
        K::Game::TITLE
    }

    fn game_id(&self) -> &'static str {
        K::Game::ID
    }

    fn logic(&mut self, ctx: &egui::Context) {
        self.frame_logic(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui) {
        if self.watch.is_some() {
            self.watch_ui(ui);
        }
        if let Some(remote) = self.d.remote() {
            let line = super::remote::connection_line(remote, &self.d.names);
            let runs =
                remote.host && remote.closed.is_none() && !remote.ended && !self.d.m.is_over();
            let mut control = None;
            let mut leave = false;
            let mut said = None;
            let mut toggle = false;
            let others = remote.others();
            // The seconds before a computer plays for someone away count down on screen.
            let counting = remote.seats.iter().any(|s| {
                matches!(
                    s,
                    sevenfold_net::protocol::SeatInfo::Person {
                        computer_in: Some(_),
                        ..
                    }
                )
            });
            if counting {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs(1));
            }
            let me = self.me();
            let open = self.d.remote().is_some_and(|r| r.chat.open);
            egui::Panel::top("network-strip").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(egui::RichText::new(line).strong());
                    if runs {
                        control = super::remote::host_menu(ui, remote, &self.d.names);
                    }
                    // The chat is the seats' own.
                    toggle = !remote.watching
                        && ui
                            .selectable_label(open, remote.chat.button_text())
                            .clicked();
                    leave = ui.button(t!("net-leave")).clicked();
                });
                if remote.host
                    && let Some((seat, allow)) = super::remote::asks_ui(ui, &remote.asks)
                {
                    control = Some(super::remote::HostControl::Answer(seat, allow));
                }
            });
            // The chat: its button on the strip, its lines under it while open.
            if let Some(remote) = self.d.remote_mut() {
                if toggle {
                    remote.chat.toggle();
                }
                if remote.chat.open {
                    egui::Panel::top("chat-lines").show(ui, |ui| {
                        said = remote.chat.ui(ui, me, &others);
                    });
                }
            }
            if leave {
                self.inputs.push(Input::LeaveTable);
            }
            if let Some(remote) = self.d.remote_mut() {
                if let Some(control) = control {
                    remote.run(control);
                }
                if let Some(said) = said {
                    remote.say(said);
                }
            }
        }
        if let Some(hand) = self.practice {
            egui::Panel::top("practice-strip").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(
                        egui::RichText::new(t!(
                            "practice-strip",
                            hand = t!(
                                &crate::i18n::game_message(<K::Game as GameDef>::ID, "hand-label"),
                                number = hand
                            )
                        ))
                        .strong(),
                    );
                    if ui.button(t!("practice-again")).clicked() {
                        self.inputs.push(Input::Practice(PracticeChoice::Again));
                    }
                    if ui.button(t!("practice-back")).clicked() {
                        self.inputs.push(Input::Practice(PracticeChoice::Back));
                    }
                });
            });
        }
        if let Some(seat) = self.handover {
            let score = t!(
                "cover-score",
                totals = self.d.names.totals_text(&self.shown.totals)
            );
            if cover_ui(ui, &self.d.names, seat, &score) {
                self.inputs.push(Input::TakeOver);
            }
            return;
        }
        if let Some(coach) = &self.coach {
            let mut inputs = Vec::new();
            egui::Panel::right("lesson-panel")
                .resizable(true)
                .default_size(340.0)
                .min_size(260.0)
                .show(ui, |ui| coach.panel_ui(ui, &mut inputs));
            self.lesson_inputs.extend(inputs);
        }
        K::draw(self, ui);
    }

    fn start_lesson(&mut self, lesson: &Lesson) -> Result<(), String> {
        let original = lesson.clone();
        let lesson = &crate::i18n::lessons::translated(lesson);
        let coach = Coach::<K::Game>::new(lesson, self.d.names.me)?;
        self.d.follow_script(<K::Game as GameDef>::read_action);
        self.stage.new_hand(Line::new(move || {
            let lesson = crate::i18n::lessons::translated(&original);
            match lesson.kind {
                crate::lesson::LessonKind::Lesson => {
                    t!("lesson-started", title = lesson.title.as_str())
                }
                // A puzzle's title names it already ("Puzzle 3: what to lead").
                crate::lesson::LessonKind::Puzzle => lesson.title,
            }
        }));
        // The opening is on the table when the lesson starts, even the learner's own cards of
        // a trick a puzzle starts in. (The coach checked the script, so it plays.)
        let opening = self.d.play_script_now(&lesson.opening)?;
        K::push_events(self, opening);
        self.coach = Some(coach);
        Ok(())
    }

    fn lesson(&self) -> Option<&Lesson> {
        self.coach.as_ref().map(Coach::lesson)
    }

    fn apply_input(&mut self, ctx: &egui::Context) -> Vec<TableRequest> {
        self.apply_queued(ctx)
    }

    fn set_sheet_open(&mut self, open: bool) {
        self.sheet_open = open;
    }

    fn score_sheet(&self, ui: &mut egui::Ui) {
        K::score_sheet(self, ui);
    }

    fn in_progress(&self) -> bool {
        // A match with friends the host ended, or that the person was removed from, is
        // no more for them.
        let at_server = self.d.remote().is_some_and(|r| !r.ended && !r.removed);
        (self.counted() || at_server) && !self.d.m.is_over()
    }

    fn set_presentation(&mut self, presentation: Presentation, ctx: &egui::Context) {
        self.d.set_level(presentation.bots, ctx);
        self.presentation = presentation;
        ctx.request_repaint();
    }

    fn started(&self, persist: &mut Persist) {
        if self.counted() {
            persist.started(&self.d.m, self.d.seats().to_vec(), self.undo_agreed);
        }
    }

    fn autosave(&mut self, persist: &mut Persist) {
        // A match played on a server goes to the history once it is over, as played there.
        if let Some((finished, players, friends)) =
            self.d.remote_mut().and_then(|r| r.take_record())
        {
            let log = finished.actions.join(" ");
            match crate::store::replay_log::<K::Game>(self.d.m.config(), finished.seed, &log) {
                Ok(m) => persist.record_elsewhere(&m, players, friends),
                Err(e) => self
                    .stage
                    .refuse(t!("net-record-failed", reason = e.as_str())),
            }
        }
        if self.counted() {
            for hand in std::mem::take(&mut self.hinted_hands) {
                persist.hint_used(hand);
            }
            for hand in std::mem::take(&mut self.undone_hands) {
                persist.undo_used(hand);
            }
            persist.track(&self.d.m);
        }
    }

    fn abandon(&self, persist: &mut Persist) {
        if self.counted() && !self.d.m.is_over() {
            persist.abandon(&self.d.m);
        }
    }

    fn concede(&self, persist: &mut Persist) {
        if self.giving_up().is_some() {
            persist.concede(&self.d.m, self.d.names.side_of(self.me()));
        }
    }

    fn practice_match(&self) -> Option<(crate::store::AnyMatch, Seats)> {
        let m = &self.d.m;
        if self.coach.is_some() || m.is_over() || !m.replayable() {
            return None;
        }
        let hands = crate::store::split_hands::<K::Game>(m.config(), m.seed(), m.actions()).ok()?;
        let this_hand = hands.last()?.actions.len();
        let at_deal = m.actions().len() - this_hand;
        let again = Match::replay(*m.config(), m.seed(), &m.actions()[..at_deal]).ok()?;
        Some((<K::Game as StoredGame>::wrap(again), self.seats_now()))
    }

    fn rematch(&self, seed: u64) -> Option<(crate::store::AnyMatch, Seats)> {
        if !self.d.m.is_over() || !self.counted() {
            return None;
        }
        let again = Match::new(*self.d.m.config(), seed).ok()?;
        Some((<K::Game as StoredGame>::wrap(again), self.seats_now()))
    }

    fn make_practice(&mut self) {
        self.practice = Some(self.d.m.records().len() + 1);
        // A practice is for trying things: undo is always there, even at a shared table.
        self.undo_agreed = true;
    }

    fn is_lesson(&self) -> bool {
        self.in_lesson()
    }

    fn is_practice(&self) -> bool {
        self.practice.is_some()
    }

    fn is_networked(&self) -> bool {
        self.d.remote().is_some()
    }

    fn your_turn(&self) -> bool {
        self.my_turn()
    }

    fn play_again_with_friends(&mut self) -> Option<super::remote::Seated> {
        let remote = self.d.remote()?;
        let done = self.d.m.is_over() || remote.ended;
        if !done || !(remote.host || remote.offered) || remote.closed.is_some() || remote.watching {
            return None;
        }
        self.d.take_remote().map(super::remote::Remote::play_again)
    }

    fn network_table(&self) -> Option<(&str, bool)> {
        let remote = self.d.remote()?;
        let done = self.d.m.is_over() || remote.ended || remote.removed;
        Some((remote.code(), done))
    }

    fn giving_up(&self) -> Option<String> {
        if !self.counted() || self.d.m.is_over() || self.handover.is_some() {
            return None;
        }
        let names = &self.d.names;
        Some(names.side_in(names.side_of(self.me())))
    }

    fn watch(&mut self, moves: &[String], title: String) -> Result<(), String> {
        let mut probe = self.d.m.clone();
        let mut read = Vec::with_capacity(moves.len());
        for (i, text) in moves.iter().enumerate() {
            let a = <K::Game as GameDef>::read_action(probe.hand(), text)
                .map_err(|e| format!("move {} ('{text}'): {e}", i + 1))?;
            probe
                .apply(a)
                .map_err(|e| format!("move {} ('{text}') cannot be played: {e}", i + 1))?;
            read.push(a);
        }
        self.stage.log.clear();
        self.stage.note = None;
        self.handover = None;
        // The person who played stays "you" whichever chair the replay is seen from.
        let me = self.me();
        self.d.names.you = if self.d.is_person(me) {
            You::Seat(me)
        } else {
            You::Nobody
        };
        self.watch = Some(replay::Watch {
            moves: read,
            done: 0,
            open: false,
            title,
        });
        self.show_as_it_stands();
        Ok(())
    }

    fn take_times(&mut self) -> TableTimes {
        TableTimes {
            bots: self.d.take_bot_times(),
            person_waits: std::mem::take(&mut self.person_waits),
        }
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
