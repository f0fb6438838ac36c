//! Lessons: a fixed deal played against scripted opponents, one concept per step, with the real
//! engine judging every move. A lesson file is a scenario's deal with steps: what to do and
//! why, what to spotlight, the moves that complete the step, the sentence for a legal move that
//! is off the script, and the other seats' replies. [`LessonRun`] plays one; the window shows it
//! on the live table.
//!
//! Every text has a stable message id built from the lesson's id ([`Lesson::texts`]), so the
//! lessons can be translated without touching the files' structure.

use crate::engine::{RuleError, Seat};
use crate::scenario::{Cards, Deal, ScenarioError, ScenarioGame, invalid, ron_options, syntax};
use serde::{Deserialize, Serialize};

/// The lesson format this build reads.
pub const LESSON_VERSION: u32 = 1;

/// One lesson file, with `S` the game and its options (the registry's `GameSetup`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson<S> {
    pub version: u32,
    /// Stable and unique ("sedma-01"): the progress is kept under it and every text's message
    /// id starts with it.
    pub id: String,
    /// A lesson teaches; a puzzle asks for the one best move.
    #[serde(default, skip_serializing_if = "LessonKind::is_lesson")]
    pub kind: LessonKind,
    pub title: String,
    /// What the lesson teaches, in one line for the list of lessons.
    pub goal: String,
    pub game: S,
    pub deal: Deal,
    /// The seat the learner plays.
    pub seat: Seat,
    /// The other seats' moves before the learner first acts.
    #[serde(default)]
    pub opening: Vec<String>,
    pub steps: Vec<LessonStep>,
    /// What to take away, a sentence each, shown at the end.
    pub recap: Vec<String>,
}

/// What a lesson file is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LessonKind {
    /// Teaches a concept step by step.
    #[default]
    Lesson,
    /// Practice: a position with one best move, then the line that proves it.
    Puzzle,
}

impl LessonKind {
    pub fn is_lesson(&self) -> bool {
        *self == LessonKind::Lesson
    }
}

/// One concept: what to do, why, and what completes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonStep {
    pub title: String,
    /// The one thing to do, as an instruction.
    pub task: String,
    /// Why it is the thing to do.
    pub why: String,
    /// What the table lights up.
    #[serde(default)]
    pub spotlight: Vec<Spotlight>,
    /// The learner's moves that complete the step, in notation; empty: the step is read and
    /// acknowledged with "Next". A move of several actions ("2d 3c 4c": the cards All Fours'
    /// Discard button sends together) completes the step once all are made, in any order.
    #[serde(default)]
    pub moves: Vec<String>,
    /// What to say when the learner makes another legal move; the move is not applied.
    #[serde(default)]
    pub off_script: String,
    /// Sentences for particular legal moves the step does not want, each with the move in
    /// notation (a puzzle says what each wrong move costs); other moves get `off_script`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<(String, String)>,
    /// The other seats' moves after the learner's, until the learner is to act again.
    #[serde(default)]
    pub replies: Vec<String>,
}

/// A part of the table a step points at.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Spotlight {
    /// These cards, wherever they are (the learner's hand, the trick).
    Cards(Cards),
    /// The cards on the table in the current trick.
    Trick,
    /// The stock.
    Stock,
    /// The won piles.
    Piles,
    /// The match score.
    Score,
    /// A button by its action in notation ("end", "beg").
    Button(String),
}

/// A text of a lesson with its message id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonText<'a> {
    pub id: String,
    pub text: &'a str,
}

impl<S> Lesson<S>
where
    S: for<'de> Deserialize<'de>,
{
    /// Reads a lesson from RON text, checking its version and the shape of its steps (the
    /// moves are checked against the rules by [`LessonRun::new`]).
    pub fn parse(text: &str) -> Result<Lesson<S>, ScenarioError> {
        let lesson: Lesson<S> = ron_options().from_str(text).map_err(|e| syntax(&e))?;
        if lesson.version != LESSON_VERSION {
            return Err(invalid(format!(
                "this lesson is format version {}, but this program reads version \
                 {LESSON_VERSION}",
                lesson.version
            )));
        }
        if lesson.id.is_empty()
            || !lesson
                .id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
        {
            return Err(invalid(format!(
                "the lesson id '{}' must be letters, digits and hyphens",
                lesson.id
            )));
        }
        if lesson.steps.is_empty() {
            return Err(invalid("a lesson needs at least one step"));
        }
        for (i, step) in lesson.steps.iter().enumerate() {
            if !step.moves.is_empty() && step.off_script.is_empty() {
                return Err(invalid(format!(
                    "step {}: a step with moves needs an off_script sentence for other legal moves",
                    i + 1
                )));
            }
            if step.moves.is_empty() && !step.replies.is_empty() {
                return Err(invalid(format!(
                    "step {}: replies follow the learner's move, and this step has none",
                    i + 1
                )));
            }
        }
        Ok(lesson)
    }
}

impl<S> Lesson<S> {
    /// Every text with its name in the language files, where a translation is the attribute
    /// of that name of the message `lesson-<id>`: `title`, `goal`, `step-2-why`,
    /// `step-2-answer-1`, `recap-1`.
    pub fn texts(&self) -> Vec<LessonText<'_>> {
        let mut out = vec![
            LessonText {
                id: "title".into(),
                text: &self.title,
            },
            LessonText {
                id: "goal".into(),
                text: &self.goal,
            },
        ];
        for (i, s) in self.steps.iter().enumerate() {
            let n = i + 1;
            for (field, text) in [
                ("title", &s.title),
                ("task", &s.task),
                ("why", &s.why),
                ("off-script", &s.off_script),
            ] {
                if !text.is_empty() {
                    out.push(LessonText {
                        id: format!("step-{n}-{field}"),
                        text,
                    });
                }
            }
            for (k, (_, text)) in s.answers.iter().enumerate() {
                out.push(LessonText {
                    id: format!("step-{n}-answer-{}", k + 1),
                    text,
                });
            }
        }
        for (i, r) in self.recap.iter().enumerate() {
            out.push(LessonText {
                id: format!("recap-{}", i + 1),
                text: r,
            });
        }
        out
    }

    /// Replaces every text by `translate(name, text)`, the names as [`Lesson::texts`] gives
    /// them.
    pub fn translate(&mut self, mut translate: impl FnMut(&str, &str) -> String) {
        let mut put = |name: &str, text: &mut String| {
            if !text.is_empty() {
                *text = translate(name, text);
            }
        };
        put("title", &mut self.title);
        put("goal", &mut self.goal);
        for (i, s) in self.steps.iter_mut().enumerate() {
            let n = i + 1;
            put(&format!("step-{n}-title"), &mut s.title);
            put(&format!("step-{n}-task"), &mut s.task);
            put(&format!("step-{n}-why"), &mut s.why);
            put(&format!("step-{n}-off-script"), &mut s.off_script);
            for (k, (_, text)) in s.answers.iter_mut().enumerate() {
                put(&format!("step-{n}-answer-{}", k + 1), text);
            }
        }
        for (i, r) in self.recap.iter_mut().enumerate() {
            put(&format!("recap-{}", i + 1), r);
        }
    }
}

/// What became of the learner's move.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt<E> {
    /// The move completed the step: the events of the move and of the replies, as the learner
    /// sees them.
    Done(Vec<E>),
    /// The move is one of several the step wants together; the step waits for the others.
    Progress(Vec<E>),
    /// A legal move the lesson does not want now: the lesson's sentence; nothing changed.
    OffScript(String),
    /// The rules refuse it: the engine's reason; nothing changed.
    Illegal(RuleError),
    /// The step is read, not played ("Next"), or the lesson is over.
    NotNow,
}

/// A lesson being played.
#[derive(Clone, Debug)]
pub struct LessonRun<G: ScenarioGame> {
    state: G,
    seat: Seat,
    /// The step the learner is on; `steps.len()` once the lesson is over.
    step: usize,
    steps: Vec<LessonStep>,
    /// The actions of a move of several that the learner has made in this step.
    made: Vec<G::Action>,
}

impl<G: ScenarioGame> LessonRun<G> {
    /// Deals the lesson's position and plays the opening. Everything is checked here: the deal,
    /// the learner's seat, and that the script can be followed to its end (each step's first move
    /// and its replies are legal, and the learner is to act when a step asks for a move).
    pub fn new<S>(lesson: &Lesson<S>, config: &G::Config) -> Result<LessonRun<G>, ScenarioError> {
        let n = G::seat_count(config);
        if lesson.seat >= n {
            return Err(invalid(format!(
                "the learner's seat must be from 0 to {}, not {}",
                n - 1,
                lesson.seat
            )));
        }
        let deal = lesson.deal.fixed::<G>(config)?;
        let mut state =
            G::from_deal(config, &deal).map_err(|e| invalid(format!("the deal: {e}")))?;
        // As the match does, so rules that depend on the score (All Fours near the target)
        // judge the lesson as they judge the table.
        state.set_match_totals(&deal.totals);
        play_script(&mut state, &lesson.opening, "the opening")?;
        let run = LessonRun {
            state,
            seat: lesson.seat,
            step: 0,
            steps: lesson.steps.clone(),
            made: Vec::new(),
        };
        run.check_script()?;
        Ok(run)
    }

    /// Follows the script on a copy: each step's first move, then its replies.
    fn check_script(&self) -> Result<(), ScenarioError> {
        let mut probe = self.clone();
        while let Some(step) = probe.current().cloned() {
            let n = probe.step + 1;
            let Some(first) = step.moves.first().cloned() else {
                probe.read_on();
                continue;
            };
            if probe.state.to_act() != Some(probe.seat) {
                return Err(invalid(format!(
                    "step {n} asks the learner to move, but it is not the learner's turn"
                )));
            }
            for m in step
                .moves
                .iter()
                .filter_map(|m| m.split_whitespace().next())
            {
                let a = G::read_action(&probe.state, m)
                    .map_err(|e| invalid(format!("step {n}: move '{m}': {e}")))?;
                probe
                    .state
                    .check(a)
                    .map_err(|e| invalid(format!("step {n}: move '{m}' is illegal: {e}")))?;
            }
            for (m, _) in &step.answers {
                let a = G::read_action(&probe.state, m)
                    .map_err(|e| invalid(format!("step {n}: the answer to '{m}': {e}")))?;
                probe.state.check(a).map_err(|e| {
                    invalid(format!(
                        "step {n}: the answer to '{m}': the move is illegal: {e}"
                    ))
                })?;
                if step.moves.contains(m) {
                    return Err(invalid(format!(
                        "step {n}: '{m}' completes the step, so it needs no answer"
                    )));
                }
            }
            // Each action of the first move, then the replies.
            let actions: Vec<&str> = first.split_whitespace().collect();
            for (i, m) in actions.iter().enumerate() {
                let a = G::read_action(&probe.state, m)
                    .map_err(|e| invalid(format!("step {n}: move '{m}': {e}")))?;
                if i + 1 < actions.len() {
                    probe
                        .state
                        .apply(a)
                        .map_err(|e| invalid(format!("step {n}: move '{m}' is illegal: {e}")))?;
                    probe.made.push(a);
                } else {
                    probe
                        .complete(a, &step)
                        .map_err(|e| invalid(format!("step {n}: {e}")))?;
                }
            }
        }
        Ok(())
    }

    /// Whether `action` with those already made is part of one of the step's moves: `Some(true)`
    /// when it finishes that move, `Some(false)` when more are wanted.
    fn wanted(&self, step: &LessonStep, action: G::Action) -> Option<bool> {
        step.moves
            .iter()
            .filter_map(|m| {
                // The move's actions not made yet, read as things stand now.
                let mut left: Vec<G::Action> = Vec::new();
                for t in m.split_whitespace() {
                    left.push(G::read_action(&self.state, t).ok()?);
                }
                for made in &self.made {
                    let at = left.iter().position(|a| a == made)?;
                    left.swap_remove(at);
                }
                let at = left.iter().position(|&a| a == action)?;
                left.swap_remove(at);
                Some(left.is_empty())
            })
            .max()
    }

    /// The step the learner is on (`None` once the lesson is over).
    pub fn current(&self) -> Option<&LessonStep> {
        self.steps.get(self.step)
    }

    /// The step's number from 1, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        ((self.step + 1).min(self.steps.len()), self.steps.len())
    }

    pub fn is_over(&self) -> bool {
        self.step >= self.steps.len()
    }

    /// The hand as it stands.
    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Goes past a step that is read, not played; returns whether it did.
    pub fn read_on(&mut self) -> bool {
        match self.current() {
            Some(step) if step.moves.is_empty() => {
                self.step += 1;
                true
            }
            _ => false,
        }
    }

    /// The learner's move, in notation.
    pub fn play(&mut self, text: &str) -> Result<Attempt<G::Event>, ScenarioError> {
        match G::read_action(&self.state, text) {
            Ok(action) => Ok(self.attempt(action)),
            Err(e) => Err(invalid(format!("'{text}': {e}"))),
        }
    }

    /// The learner's move: applied with the replies if the step wants it; otherwise the
    /// engine's reason or the lesson's sentence, and nothing changes.
    pub fn attempt(&mut self, action: G::Action) -> Attempt<G::Event> {
        let Some(step) = self.current().cloned() else {
            return Attempt::NotNow;
        };
        if step.moves.is_empty() || self.state.to_act() != Some(self.seat) {
            return Attempt::NotNow;
        }
        if let Err(e) = self.state.check(action) {
            return Attempt::Illegal(e);
        }
        let Some(finishes) = self.wanted(&step, action) else {
            let answer = step
                .answers
                .iter()
                .find(|(m, _)| G::read_action(&self.state, m).is_ok_and(|a| a == action));
            return Attempt::OffScript(answer.map_or(step.off_script.clone(), |a| a.1.clone()));
        };
        if !finishes {
            return match self.state.apply(action) {
                Ok(events) => {
                    self.made.push(action);
                    let seat = self.seat;
                    Attempt::Progress(events.iter().map(|e| G::event_for(e, seat)).collect())
                }
                Err(e) => Attempt::Illegal(e),
            };
        }
        let before = self.state.clone();
        match self.complete(action, &step) {
            Ok(events) => {
                let seat = self.seat;
                Attempt::Done(events.iter().map(|e| G::event_for(e, seat)).collect())
            }
            Err(_) => {
                // The script was followed to its end when the lesson was loaded, so only a
                // second completing move can leave the replies unplayable: take it back.
                self.state = before;
                Attempt::OffScript(step.off_script.clone())
            }
        }
    }

    /// Applies the learner's move and the step's replies and moves to the next step.
    fn complete(
        &mut self,
        action: G::Action,
        step: &LessonStep,
    ) -> Result<Vec<G::Event>, ScenarioError> {
        let mut events = self
            .state
            .apply(action)
            .map_err(|e| invalid(format!("the learner's move is illegal: {e}")))?;
        events.extend(play_script(&mut self.state, &step.replies, "the replies")?);
        self.step += 1;
        self.made.clear();
        Ok(events)
    }
}

/// Plays scripted moves in order; the error names the move that does not fit.
fn play_script<G: ScenarioGame>(
    state: &mut G,
    moves: &[String],
    what: &str,
) -> Result<Vec<G::Event>, ScenarioError> {
    let mut events = Vec::new();
    for m in moves.iter().flat_map(|m| m.split_whitespace()) {
        let a = G::read_action(state, m).map_err(|e| invalid(format!("{what}: '{m}': {e}")))?;
        events.extend(
            state
                .apply(a)
                .map_err(|e| invalid(format!("{what}: '{m}' is illegal: {e}")))?,
        );
    }
    Ok(events)
}
