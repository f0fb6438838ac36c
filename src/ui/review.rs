//! The review of the person's play in one hand, after the hand and from the history: the
//! expert's look runs on its own thread ([`crate::ai::review`]), with its progress shown, and
//! its findings are told as a player beside you would tell them.

use crate::ai::GameBots;
use crate::ai::review::{Judged, Review, review_hand};
use crate::engine::Seat;
use crate::ui::job::Job;
use egui::{RichText, Ui};

/// What the review found, in sentences.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewReport {
    /// One or two sentences on the whole hand.
    pub summary: String,
    pub findings: Vec<Finding>,
}

/// One decision the expert would change.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// Actions of the hand up to and including the decision: a replay stepped this far shows
    /// the move.
    pub step: usize,
    pub text: String,
}

/// A review under way or done.
pub struct HandReview {
    /// The hand (from 1) it looks at.
    pub hand: usize,
    job: Job<Result<ReviewReport, String>>,
}

impl HandReview {
    /// Starts the review of `seat`'s decisions in hand `hand`, dealt as `dealt` and played as
    /// `actions`; `seed` fixes its sampling.
    pub fn start<G: GameBots + Send + 'static>(
        ctx: Option<&egui::Context>,
        hand: usize,
        dealt: G,
        actions: Vec<G::Action>,
        seat: Seat,
        seed: u64,
    ) -> HandReview
    where
        G::Action: Send,
    {
        let job = Job::spawn(ctx, move |progress| {
            match review_hand(&dealt, &actions, seat, seed, |done, total| {
                progress.report(done, total)
            }) {
                Ok(Some(review)) => Ok(report(&review)),
                Ok(None) => Err("The review was stopped.".into()),
                Err(e) => Err(format!("This hand cannot be reviewed: {e}.")),
            }
        });
        HandReview { hand, job }
    }

    /// The report once it is ready.
    pub fn report(&mut self) -> Option<&Result<ReviewReport, String>> {
        self.job.poll()
    }

    /// The progress, or the summary and each finding; a finding's "Show" button returns its
    /// step when `can_show`.
    pub fn ui(&mut self, ui: &mut Ui, can_show: bool) -> Option<usize> {
        let (done, total) = self.job.progress();
        let lost = self.job.is_lost();
        let mut show = None;
        match self.job.poll() {
            None if lost => {
                ui.label(
                    RichText::new("The review failed unexpectedly; try again.")
                        .color(ui.visuals().error_fg_color),
                );
            }
            None => {
                let text = if total == 0 {
                    "The expert is looking at your play...".to_string()
                } else {
                    format!("The expert is looking at your decisions: {done} of {total}.")
                };
                let fraction = if total == 0 {
                    0.0
                } else {
                    done as f32 / total as f32
                };
                ui.add(egui::ProgressBar::new(fraction).text(text));
            }
            Some(Err(e)) => {
                ui.label(RichText::new(e).color(ui.visuals().error_fg_color));
            }
            Some(Ok(report)) => {
                ui.label(&report.summary);
                for f in &report.findings {
                    ui.horizontal_wrapped(|ui| {
                        if can_show && ui.small_button("Show").clicked() {
                            show = Some(f.step);
                        }
                        ui.label(&f.text);
                    });
                }
            }
        }
        show
    }
}

/// The review in sentences.
pub fn report<A>(review: &Review<A>) -> ReviewReport {
    let judged = review.judged.len();
    let mistakes = review.mistakes();
    let decisions = if judged == 1 {
        "your one decision".to_string()
    } else {
        format!("your {judged} decisions")
    };
    let summary = if judged == 0 {
        "Every move you made in this hand was forced: there was nothing to decide.".to_string()
    } else if mistakes.is_empty() {
        let none = if judged == 1 { "it" } else { "any of them" };
        format!("The expert looked at {decisions} and would not change {none}. Well played.")
    } else {
        let all_exact = mistakes.iter().all(|j| j.exact);
        let changed = match mistakes.len() {
            _ if judged == 1 => decisions,
            1 => format!("one of {decisions}"),
            n => format!("{n} of {decisions}"),
        };
        let cost = review.amount(review.total_cost());
        let together = if mistakes.len() == 1 {
            "it cost"
        } else {
            "together they cost"
        };
        format!(
            "The expert would change {changed}; {together} {} {cost}.",
            if all_exact { "exactly" } else { "about" }
        )
    };
    ReviewReport {
        summary,
        findings: mistakes.iter().map(|j| finding(review, j)).collect(),
    }
}

fn finding<A>(review: &Review<A>, j: &Judged<A>) -> Finding {
    let step = j.index + 1;
    let text = if j.exact {
        format!(
            "Move {step}: {} cost exactly {}; {} was better (every card was known).",
            j.played_phrase,
            review.amount(j.cost()),
            j.best_phrase
        )
    } else {
        format!(
            "Move {step}: {} cost about {}; {} was better.",
            j.played_phrase,
            review.amount(j.cost()),
            j.best_phrase
        )
    };
    Finding { step, text }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::ReviewUnit;

    fn judged(index: usize, cost: f32, exact: bool) -> Judged<u8> {
        Judged {
            index,
            played: 1,
            played_phrase: "playing the 9 of acorns".into(),
            best: 2,
            best_phrase: "continuing with the 7 of bells".into(),
            best_value: 40.0 + cost,
            played_value: 40.0,
            exact,
        }
    }

    fn review(judged: Vec<Judged<u8>>) -> Review<u8> {
        Review {
            seat: 1,
            unit: ReviewUnit {
                unit: "card points",
                decimals: 0,
                margin: 5.0,
                samples: 1,
            },
            judged,
        }
    }

    /// The sentences add up: the total is the sum of the findings, counted as the player
    /// counts moves in the replay (from 1).
    #[test]
    fn the_report_counts_as_a_player_does() {
        let r = report(&review(vec![
            judged(3, 12.4, false),
            judged(5, 1.0, false),
            judged(11, 20.0, true),
        ]));
        assert_eq!(
            r.summary,
            "The expert would change 2 of your 3 decisions; together they cost about 32 card points."
        );
        let shown = report(&review(vec![
            judged(0, 12.5, false),
            judged(1, 12.5, false),
        ]));
        assert!(
            shown.summary.ends_with("about 26 card points."),
            "13 + 13: {}",
            shown.summary
        );
        assert_eq!(
            r.findings,
            vec![
                Finding {
                    step: 4,
                    text: "Move 4: playing the 9 of acorns cost about 12 card points; \
                           continuing with the 7 of bells was better."
                        .into()
                },
                Finding {
                    step: 12,
                    text: "Move 12: playing the 9 of acorns cost exactly 20 card points; \
                           continuing with the 7 of bells was better (every card was known)."
                        .into()
                },
            ]
        );
        let clean = report(&review(vec![judged(0, 0.0, true)]));
        assert_eq!(
            clean.summary,
            "The expert looked at your one decision and would not change it. Well played."
        );
        assert!(clean.findings.is_empty());
        let forced = report(&review(Vec::new()));
        assert!(forced.summary.contains("forced"), "{}", forced.summary);
    }
}
