//! The review of the person's play in one hand, after the hand and from the history: the
//! expert's look runs on its own thread ([`crate::ai::review`]), with its progress shown, and
//! its findings are told as a player beside you would tell them.

use crate::ai::review::{Judged, Misfit, Review, review_hand};
use crate::engine::Seat;
use crate::i18n::{Language, decimal, language, yes_no};
use crate::ui::advice::{Advice, Form, amount};
use crate::ui::job::Job;
use egui::{RichText, Ui};

/// What the review found, in sentences.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewReport {
    /// One or two sentences on the whole hand.
    pub summary: String,
    /// What the sampled costs are measured against, when any is told.
    pub measure: Option<String>,
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

/// A finished review, worded in the language asked for (the window's may change while it is
/// shown).
type Wording = Box<dyn Fn() -> ReviewReport + Send>;

/// Why there is no review.
enum Failure {
    /// The window stopped waiting.
    Stopped,
    /// The hand's record is damaged.
    Misfit(Misfit),
}

/// A review under way or done.
pub struct HandReview {
    /// The hand (from 1) it looks at.
    pub hand: usize,
    job: Job<Result<Wording, Failure>>,
    /// The report as last worded, and in which language.
    worded: Option<(Language, ReviewReport)>,
}

impl HandReview {
    /// Starts the review of `seat`'s decisions in hand `hand`, dealt as `dealt` and played as
    /// `actions`; `seed` fixes its sampling.
    pub fn start<G: Advice + Send + 'static>(
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
                Ok(Some(review)) => {
                    Ok(Box::new(move || report(&dealt, &actions, &review)) as Wording)
                }
                Ok(None) => Err(Failure::Stopped),
                Err(misfit) => Err(Failure::Misfit(misfit)),
            }
        });
        HandReview {
            hand,
            job,
            worded: None,
        }
    }

    /// The report once it is ready, in the window's language (`Err` when there is none).
    pub fn report(&mut self) -> Option<Result<&ReviewReport, String>> {
        let language = language();
        match self.job.poll()? {
            Err(Failure::Stopped) => Some(Err(t!("review-stopped"))),
            Err(Failure::Misfit(m)) => Some(Err(t!("review-misfit", number = m.number))),
            Ok(words) => {
                if self.worded.as_ref().is_none_or(|w| w.0 != language) {
                    self.worded = Some((language, words()));
                }
                self.worded.as_ref().map(|w| Ok(&w.1))
            }
        }
    }

    /// The progress, or the summary and each finding; a finding's "Show" button returns its
    /// step when `can_show`.
    pub fn ui(&mut self, ui: &mut Ui, can_show: bool) -> Option<usize> {
        let (done, total) = self.job.progress();
        let lost = self.job.is_lost();
        let mut show = None;
        match self.report() {
            None if lost => {
                ui.label(RichText::new(t!("review-lost")).color(ui.visuals().error_fg_color));
            }
            None => {
                let text = if total == 0 {
                    t!("review-looking")
                } else {
                    t!("review-progress", done = done, total = total)
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
                if let Some(measure) = &report.measure {
                    ui.label(RichText::new(measure).weak());
                }
                for f in &report.findings {
                    ui.horizontal_wrapped(|ui| {
                        if can_show && ui.small_button(t!("review-show")).clicked() {
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

/// The review of a hand dealt as `dealt` and played as `actions`, in sentences.
pub fn report<G: Advice>(
    dealt: &G,
    actions: &[G::Action],
    review: &Review<G::Action>,
) -> ReviewReport {
    let judged = review.judged.len();
    let marked = review.by_cost();
    let summary = if judged == 0 {
        t!("review-forced")
    } else if marked.is_empty() {
        t!("review-clean", judged = judged)
    } else {
        // No total: each cost is measured from its own position, so they do not add up.
        t!("review-changed", judged = judged, changed = marked.len())
    };
    ReviewReport {
        summary,
        measure: marked
            .iter()
            .any(|(_, j)| !j.exact)
            .then(|| t!("review-measure")),
        findings: marked
            .iter()
            .filter_map(|&(decision, j)| finding(dealt, actions, review, decision, j))
            .collect(),
    }
}

/// A decision the expert would change, told from the view its seat had then.
fn finding<G: Advice>(
    dealt: &G,
    actions: &[G::Action],
    review: &Review<G::Action>,
    decision: usize,
    j: &Judged<G::Action>,
) -> Option<Finding> {
    let mut g = dealt.clone();
    for &a in actions.get(..j.index)? {
        g.apply(a).ok()?;
    }
    let view = g.view(review.seat);
    let step = j.index + 1;
    Some(Finding {
        step,
        text: t!(
            "review-finding",
            decision = decision,
            step = step,
            played = G::action_text(&view, j.played, Form::Choice),
            best = G::action_text(&view, j.best, Form::Choice),
            exact = yes_no(j.exact),
            cost = amount(&review.unit, j.cost()),
            error = decimal(review.unit.round(j.error), review.unit.decimals),
            margin = yes_no(review.unit.round(j.error) > 0.0)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::GameBots;
    use crate::ai::review::decisions;
    use crate::cards::rng_from_seed;
    use crate::engine::{Game, HandStart};
    use crate::games::sedma::{Sedma, SedmaAction, SedmaOptions};

    /// A 2-player Sedma hand played at random from seed 3, with seat 1's decisions.
    fn hand() -> (Sedma, Vec<SedmaAction>) {
        let mut rng = rng_from_seed(3);
        let dealt = Sedma::deal_random(
            &SedmaOptions::for_players(2),
            HandStart::new(0, 1),
            &mut rng,
        );
        let mut g = dealt;
        let mut actions = Vec::new();
        while g.to_act().is_some() {
            let a = g.random_action(&mut rng).unwrap();
            g.apply(a).unwrap();
            actions.push(a);
        }
        (dealt, actions)
    }

    /// Seat 1's `n`th decision judged as costing `cost`, the best being another legal action.
    fn judged(
        dealt: &Sedma,
        actions: &[SedmaAction],
        n: usize,
        cost: f32,
        exact: bool,
    ) -> Judged<SedmaAction> {
        let (index, view, played) = decisions(dealt, actions, 1).unwrap().remove(n);
        let best = *view.legal.iter().find(|&&a| a != played).unwrap();
        Judged {
            index,
            played,
            best,
            best_value: 40.0 + cost,
            played_value: 40.0,
            error: if exact { 0.0 } else { 2.0 },
            samples: if exact { 0 } else { 600 },
            exact,
        }
    }

    /// Seat 1's first decision as the leader who may end the trick.
    fn deciding(dealt: &Sedma, actions: &[SedmaAction]) -> usize {
        decisions(dealt, actions, 1)
            .unwrap()
            .iter()
            .position(|(_, view, _)| {
                matches!(
                    view.phase,
                    crate::games::sedma::ViewPhase::LeaderDecides { .. }
                )
            })
            .unwrap()
    }

    /// The report says only what holds: how many decisions it would change, no total (costs
    /// from different positions do not add up), the costliest first, each numbered among the
    /// person's own decisions and by its move in the hand (as the replay counts, from 1).
    #[test]
    fn the_report_counts_as_a_player_does() {
        let (dealt, actions) = hand();
        let review = |judged| Review {
            seat: 1,
            unit: Sedma::REVIEW,
            judged,
        };
        let r = report(
            &dealt,
            &actions,
            &review(vec![
                judged(&dealt, &actions, 0, 12.4, false),
                judged(&dealt, &actions, 1, 1.0, false),
                judged(&dealt, &actions, deciding(&dealt, &actions), 7.0, false),
                judged(&dealt, &actions, 5, 20.0, true),
            ]),
        );
        assert_eq!(
            r.summary,
            "The review would change 3 of your 4 decisions; the costliest comes first."
        );
        let texts: Vec<(usize, &str)> = r
            .findings
            .iter()
            .map(|f| (f.step, f.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            vec![
                (
                    11,
                    "Your decision 4 (move 11): playing the 10 of bells cost exactly 20 card \
                     points; playing the Unter of acorns, as the hint says, was better (every \
                     card was known)."
                ),
                (
                    1,
                    "Your decision 1 (move 1): playing the 7 of acorns cost about 12 card points \
                     (± 2); playing the 8 of acorns, as the hint says, was better."
                ),
                (
                    9,
                    "Your decision 3 (move 9): continuing with the 7 of hearts cost about 7 card \
                     points (± 2); ending the trick, as the hint says, was better."
                ),
            ]
        );
        // Each language declines the cards as its verbs need.
        crate::i18n::set_language(crate::i18n::Language::Czech);
        let czech = report(
            &dealt,
            &actions,
            &review(vec![judged(
                &dealt,
                &actions,
                deciding(&dealt, &actions),
                7.0,
                false,
            )]),
        );
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(
            czech.findings[0].text,
            "Tvé 1. rozhodnutí (tah 9): pokračovat červenou sedmou stálo asi 7 bodů za karty \
             (± 2); lepší bylo, jak radí nápověda, ukončit štych."
        );
        assert_eq!(czech.summary, "Rozbor by změnil tvé jediné rozhodnutí.");
        let clean = report(
            &dealt,
            &actions,
            &review(vec![judged(&dealt, &actions, 0, 0.0, true)]),
        );
        assert_eq!(
            clean.summary,
            "The review looked at your one decision and would not change it. Well played."
        );
        assert!(clean.findings.is_empty());
        assert_eq!(clean.measure, None, "no sampled cost to explain");
        // A margin that rounds to nothing is not shown as "(± 0)".
        let mut sure = judged(&dealt, &actions, 0, 12.0, false);
        sure.error = 0.2;
        let sure = report(&dealt, &actions, &review(vec![sure]));
        assert!(
            !sure.findings[0].text.contains('±'),
            "{}",
            sure.findings[0].text
        );
        assert!(
            r.measure
                .as_deref()
                .unwrap()
                .contains("against the hint's move")
        );
        let forced = report(&dealt, &actions, &review(Vec::new()));
        assert_eq!(
            forced.summary,
            "Every move you made in this hand was forced: there was nothing to decide."
        );
    }
}
