//! A game's table. [`GameTable`] is what the app shell sees of one: the shell only starts,
//! shows and feeds it, so a new game adds a table without edits across the UI.
//!
//! What every game's table shares is written once: the table frame with its frame loop
//! ([`frame`]), the match and its bot seats ([`driver`]), the steps being played and the queued
//! input ([`stage`]), seat names from the person's chair ([`names`]). A game supplies its steps,
//! scene, drawing and score sheet through [`frame::TableGame`]; the trick games lay out and
//! paint their scenes with [`trick`].

pub mod chat;
pub mod coach;
pub mod driver;
pub mod flight;
pub mod frame;
pub mod line;
pub mod names;
pub mod people;
pub mod remote;
pub mod stage;
pub mod trick;

use crate::ui::animation::{AnimationSpeed, StepQueue};
use crate::ui::bots::Level;
use crate::ui::persist::Persist;
use std::any::Any;

/// How the table moves and who plays the other seats; changes apply at once, without a new
/// game (the pack's faces are part of the game's options: engine messages name the cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Presentation {
    pub speed: AnimationSpeed,
    pub bots: Level,
}

/// Something the table asks of the shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableRequest {
    /// Start a new match with the current settings.
    NewGame,
    /// Start a new match with the finished one's players and options.
    PlayAgain,
    /// Open the score sheet.
    ShowScoreSheet,
    /// Open the score sheet, or close it when it is open.
    ToggleScoreSheet,
    /// The lesson at this table has just been finished.
    LessonFinished,
    /// Start the lesson at this table again.
    RestartLesson,
    /// Show the list of lessons.
    ShowLessons,
    /// Open the new-game page for this table's game.
    SetUpGame,
    /// Leave the practice for the match it was taken from.
    BackToMatch,
    /// Practise the same hand again from its deal.
    PracticeAgain,
    /// Leave a replay for the history.
    LeaveReplay,
    /// Leave the table played with friends on other computers.
    LeaveTable,
}

/// One game's table.
pub trait GameTable {
    /// The game's name for the title bar.
    fn game_name(&self) -> &'static str;

    /// The game's id in files (`GameDef::ID`).
    fn game_id(&self) -> &'static str;

    /// Timers, bot replies and animation bookkeeping; no drawing. Runs before [`ui`](Self::ui)
    /// every frame and asks egui for the next frame only while something moves or a pause runs.
    fn logic(&mut self, ctx: &egui::Context);

    /// Lays out and draws the table. Input is queued, not applied.
    fn ui(&mut self, ui: &mut egui::Ui);

    /// Whether the shell shows the score sheet beside the table (the strip above the table
    /// has the button that opens and closes it).
    fn set_sheet_open(&mut self, _open: bool) {}

    /// Applies the input queued by [`ui`](Self::ui): the one point in the frame where the
    /// person's moves change the game.
    fn apply_input(&mut self, ctx: &egui::Context) -> Vec<TableRequest>;

    /// The match's score sheet.
    fn score_sheet(&self, ui: &mut egui::Ui);

    /// Makes this table, freshly opened on the lesson's deal, play the lesson: the other seats
    /// follow its script and a panel says what to do; the error says why the lesson does not
    /// fit the table.
    fn start_lesson(&mut self, lesson: &crate::registry::Lesson) -> Result<(), String>;

    /// The lesson this table plays, if it is one.
    fn lesson(&self) -> Option<&crate::registry::Lesson>;

    /// Whether a match is being played (started and not over).
    fn in_progress(&self) -> bool;

    fn set_presentation(&mut self, presentation: Presentation, ctx: &egui::Context);

    /// Tells the store that this table's match has just started.
    fn started(&self, persist: &mut Persist);

    /// Saves the match if it moved on since the last save (called every frame).
    fn autosave(&mut self, persist: &mut Persist);

    /// The match is left unfinished for a new one: the store records it as abandoned.
    fn abandon(&self, persist: &mut Persist);

    /// The side of the person at the screen gives the match up: the store records it so.
    fn concede(&self, persist: &mut Persist);

    /// Who would give the match up now, inside a sentence ("you and North", "Anna and Ben"):
    /// the side of the person at the screen; `None` while nobody may (a hot-seat table's
    /// cover is down, the match is over, or it is not a counted match).
    fn giving_up(&self) -> Option<String>;

    /// The match as it was at the deal of the hand being played, with its players: a
    /// practice of that hand starts from it (none in a lesson or once the match is over).
    fn practice_match(&self) -> Option<(crate::store::AnyMatch, people::Seats)>;

    /// A new match dealt from `seed` with this finished match's options and players, for
    /// *Play again* (none before the end, in a lesson, a practice, a replay or at a server).
    fn rematch(&self, seed: u64) -> Option<(crate::store::AnyMatch, people::Seats)>;

    /// Makes this table a practice: nothing is saved or counted, and a strip says so.
    fn make_practice(&mut self);

    /// Whether this table is a practice.
    fn is_practice(&self) -> bool;

    /// Whether the table plays a lesson or a puzzle, which is no match.
    fn is_lesson(&self) -> bool;

    /// Whether this table's match is played on a table server, with friends.
    fn is_networked(&self) -> bool;

    /// Whether the match waits for the person's move.
    fn your_turn(&self) -> bool;

    /// At a table with friends whose match is over: says "play again" to the server (the
    /// host offers another match, a friend accepts it) and gives the seat to the lobby of the
    /// match to come; none elsewhere, or while the friend has no offer.
    fn play_again_with_friends(&mut self) -> Option<remote::Seated>;

    /// The code of the table on a server this table's match is played at, and whether the
    /// person is done with it (the match is over or ended, or they were removed).
    fn network_table(&self) -> Option<(&str, bool)>;

    /// Makes this table, opened at a recorded hand's deal, replay the hand's `moves` (in
    /// notation): nobody acts, and a strip steps through the moves; the error names a move
    /// that does not fit.
    fn watch(&mut self, moves: &[String], title: String) -> Result<(), String>;

    /// The bot moves and the person's waits timed since the last call (for the frame
    /// statistics).
    fn take_times(&mut self) -> driver::TableTimes;

    /// For tests and tools that need the concrete table.
    fn as_any(&self) -> &dyn Any;
}

/// A line under the table: what just happened, or why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub text: String,
    pub error: bool,
}

impl Note {
    pub fn info(text: impl Into<String>) -> Note {
        Note {
            text: text.into(),
            error: false,
        }
    }

    pub fn error(text: impl Into<String>) -> Note {
        Note {
            text: text.into(),
            error: true,
        }
    }
}

/// Asks egui for the next frame only when something will change: every frame while cards
/// move, at the end of a pause, or when a bot's reply is due. A bot still thinking wakes the
/// window itself.
pub fn schedule_repaint<T>(
    ctx: &egui::Context,
    queue: &StepQueue<T>,
    flying: bool,
    now: f64,
    reply_due: Option<f64>,
) {
    if !queue.is_empty() {
        if !queue.at_gate() {
            match queue.remaining(now) {
                Some(r) if !flying && r > 0.0 => {
                    ctx.request_repaint_after(std::time::Duration::from_secs_f64(r));
                }
                _ => ctx.request_repaint(),
            }
        }
    } else if let Some(due) = reply_due {
        let left = (due - now).max(0.0);
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(left));
    }
}

/// A reason as a sentence: its first letter capitalised.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
