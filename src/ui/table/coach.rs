//! A lesson at the table: the step the learner is on, the panel that says what to do and why,
//! and the gate that lets through only the moves the step wants. The table's own match plays
//! the moves; the coach's [`LessonRun`] follows the same moves, so both always agree.

use super::stage;
use super::trick::paint;
use crate::cards::CardSet;
use crate::lesson::{Attempt, LessonKind, LessonRun, Spotlight};
use crate::registry::{Lesson, RegisteredGame};
use crate::scenario::ScenarioGame;
use egui::{RichText, Ui};

/// What the learner asks of the lesson panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonInput {
    /// Go past a step that is read.
    Next,
    /// Start the lesson again from its deal.
    Restart,
    /// Back to the list of lessons.
    Leave,
    /// A real game of this game.
    PlayGame,
}

/// What becomes of the learner's legal move.
pub enum Verdict {
    /// The step wants it: play it, then these scripted replies.
    Play(Vec<String>),
    /// Not now: say this instead, and play nothing.
    Say(String),
    /// The rules refuse it: the table says why.
    Refused(crate::engine::RuleError),
}

/// A lesson being played at the table.
pub struct Coach<G: ScenarioGame> {
    lesson: Lesson,
    run: LessonRun<G>,
    /// Whether the shell was told that the lesson was finished.
    reported: bool,
}

impl<G: ScenarioGame + RegisteredGame> Coach<G> {
    /// The lesson for a table of game `G` whose person sits at `me`.
    pub fn new(lesson: &Lesson, me: usize) -> Result<Coach<G>, String> {
        let config = G::config_of(&lesson.game)
            .ok_or_else(|| format!("the lesson is for {}", lesson.info().title))?;
        if lesson.seat != me {
            return Err(format!(
                "the lesson puts the learner at seat {}, but this table's player sits at {me}",
                lesson.seat
            ));
        }
        let run = LessonRun::<G>::new(lesson, config).map_err(|e| e.to_string())?;
        Ok(Coach {
            lesson: lesson.clone(),
            run,
            reported: false,
        })
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    pub fn is_over(&self) -> bool {
        self.run.is_over()
    }

    /// Whether the lesson has just ended and the shell is yet to hear of it.
    pub fn take_finished(&mut self) -> bool {
        let now = self.run.is_over() && !self.reported;
        self.reported |= now;
        now
    }

    /// Judges a move the rules allow.
    pub fn judge(&mut self, action: G::Action) -> Verdict {
        let replies = self
            .run
            .current()
            .map(|s| s.replies.clone())
            .unwrap_or_default();
        match self.run.attempt(action) {
            Attempt::Done(_) => Verdict::Play(replies),
            Attempt::Progress(_) => Verdict::Play(Vec::new()),
            Attempt::OffScript(text) => Verdict::Say(text),
            Attempt::Illegal(e) => Verdict::Refused(e),
            Attempt::NotNow if self.run.is_over() => Verdict::Say(match self.lesson.kind {
                LessonKind::Lesson => t!("lesson-over-say"),
                LessonKind::Puzzle => t!("puzzle-over-say"),
            }),
            Attempt::NotNow => Verdict::Say(t!("lesson-read-first")),
        }
    }

    /// Whether the step is to be read, not played.
    pub fn is_reading(&self) -> bool {
        self.run.current().is_some_and(|s| s.moves.is_empty())
    }

    /// Goes past a step that is read.
    pub fn read_on(&mut self) -> bool {
        self.run.read_on()
    }

    /// The cards the step lights up.
    pub fn spotlight_cards(&self) -> CardSet {
        self.spotlight()
            .iter()
            .filter_map(|s| match s {
                Spotlight::Cards(c) => Some(c.0.iter().copied().collect::<CardSet>()),
                _ => None,
            })
            .fold(CardSet::EMPTY, CardSet::union)
    }

    /// Whether the step points at `part` of the table.
    pub fn spotlights(&self, part: &Spotlight) -> bool {
        self.spotlight().contains(part)
    }

    fn spotlight(&self) -> &[Spotlight] {
        self.run.current().map_or(&[], |s| &s.spotlight[..])
    }

    /// The lesson panel: the step, what to do and why, or the recap at the end.
    pub fn panel_ui(&self, ui: &mut Ui, inputs: &mut Vec<LessonInput>) {
        let l = &self.lesson;
        let puzzle = l.kind == LessonKind::Puzzle;
        ui.add_space(6.0);
        ui.label(
            RichText::new(if puzzle {
                t!("lesson-kind-puzzle")
            } else {
                t!("lesson-kind-lesson")
            })
            .weak(),
        );
        ui.heading(&l.title);
        ui.add_space(6.0);
        let (n, of) = self.run.progress();
        match self.run.current() {
            Some(step) => {
                ui.label(RichText::new(t!("lesson-step-of", step = n, steps = of)).weak());
                ui.label(RichText::new(&step.title).strong().size(17.0));
                ui.add_space(4.0);
                ui.label(RichText::new(&step.task).size(15.0));
                ui.add_space(6.0);
                ui.label(RichText::new(&step.why).weak());
                ui.add_space(10.0);
                if step.moves.is_empty() {
                    let next = ui.button(t!("lesson-next"));
                    paint::key_cap(ui, &next, "Enter");
                    if next.clicked() || enter_pressed(ui) {
                        inputs.push(LessonInput::Next);
                    }
                }
            }
            None => {
                let done = if puzzle {
                    t!("puzzle-solved")
                } else {
                    t!("lesson-done")
                };
                ui.label(RichText::new(done).strong().size(17.0));
                ui.add_space(4.0);
                ui.label(t!("lesson-remember"));
                for line in &l.recap {
                    ui.label(format!("• {line}"));
                }
                ui.add_space(10.0);
                let play = ui.button(t!("lesson-play-real"));
                paint::key_cap(ui, &play, "Enter");
                if play.clicked() || enter_pressed(ui) {
                    inputs.push(LessonInput::PlayGame);
                }
            }
        }
        ui.add_space(10.0);
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            let (restart, back) = if puzzle {
                (t!("puzzle-again"), t!("puzzle-back"))
            } else {
                (t!("lesson-restart"), t!("lesson-back"))
            };
            if ui.button(restart).clicked() {
                inputs.push(LessonInput::Restart);
            }
            if ui.button(back).clicked() {
                inputs.push(LessonInput::Leave);
            }
        });
    }
}

/// Enter presses the panel's one forward button while no other control has focus (the panel is
/// drawn before the table, so the table's own Enter does not see it).
fn enter_pressed(ui: &Ui) -> bool {
    ui.memory(|m| m.focused().is_none()) && stage::pressed(ui, egui::Key::Enter)
}
