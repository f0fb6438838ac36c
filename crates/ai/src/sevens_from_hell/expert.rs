//! The `expert` level: the rules of thumb propose their few best actions, and each is tried on
//! the same sampled rounds (dealt from the seat's view only), played out to the end by the
//! rules of thumb for every seat. The rules' own choice stands unless another candidate ends
//! those rounds better for the team by a clear margin: round scores swing by hundreds of points,
//! and a search that followed every lucky sample would play worse than the rules it weighs.

use super::rule::action_value;
use crate::Bot;
use crate::cards::GameRng;
use crate::engine::Game;
use crate::games::sevens_from_hell::{HellAction, HellView, SevensFromHell};
use crate::search::{Determinize, scores_on_same_deals};

/// The expert's search.
#[derive(Clone, Copy, Debug)]
pub struct HellExpert {
    /// Sampled rounds per candidate action.
    pub samples: u32,
    /// How many of the rule bot's best actions are weighed.
    pub candidates: usize,
    /// How many standard errors a candidate's mean gain over the rules' choice (paired on the
    /// same rounds) must reach before it is played instead.
    pub confidence: f32,
}

impl Default for HellExpert {
    fn default() -> HellExpert {
        HellExpert {
            samples: 96,
            candidates: 4,
            confidence: 2.0,
        }
    }
}

/// The team's score against the others' mean: what the search maximises.
pub fn margin(g: &SevensFromHell, seat: usize) -> f32 {
    let t = g.team_count();
    let mine = g.team_of(seat);
    let scores: Vec<f32> = (0..t).map(|s| g.team_score(s).total() as f32).collect();
    let others = (scores.iter().sum::<f32>() - scores[mine]) / (t as f32 - 1.0);
    scores[mine] - others
}

/// The mean and standard error of paired differences.
fn mean_and_error(diffs: &[f32]) -> (f32, f32) {
    let n = diffs.len().max(1) as f32;
    let mean = diffs.iter().sum::<f32>() / n;
    if diffs.len() < 2 {
        return (mean, f32::INFINITY);
    }
    let var = diffs.iter().map(|d| (d - mean) * (d - mean)).sum::<f32>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

impl HellExpert {
    /// The rule bot's best actions, its own choice first. Cancelling a staged meld is weighed
    /// only when the rules choose it: the rules would stage the same cards again, and a search
    /// that preferred cancelling would go round in circles.
    fn candidates(&self, view: &HellView) -> Vec<HellAction> {
        let mut ranked: Vec<(HellAction, f32)> = super::rule::keep_wilds(view.legal.as_slice())
            .map(|a| (a, action_value(&view.public, view.seat, a)))
            .collect();
        // Stable: among equal values the first listed goes first, as the rule bot plays it.
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        let mut out: Vec<HellAction> = Vec::new();
        for (i, (a, _)) in ranked.into_iter().enumerate() {
            if i == 0 || a != HellAction::Cancel {
                out.push(a);
            }
        }
        out.truncate(self.candidates.max(1));
        out
    }

    /// The action to play: the rules' choice, or a candidate that beats it clearly on the same
    /// sampled rounds.
    pub fn decide(&self, view: &HellView, rng: &mut GameRng) -> Option<HellAction> {
        let candidates = self.candidates(view);
        let first = *candidates.first()?;
        if candidates.len() == 1 {
            return Some(first);
        }
        let Ok(sampler) = SevensFromHell::sampler(view) else {
            return Some(first);
        };
        let seat = view.seat;
        let scores = scores_on_same_deals::<SevensFromHell>(
            &sampler,
            &candidates,
            self.samples,
            rng,
            |g, rng| {
                g.play_out(rng);
                margin(g, seat)
            },
        );
        let mut best = (first, 0.0f32);
        for (&a, s) in candidates.iter().zip(&scores).skip(1) {
            let diffs: Vec<f32> = s.iter().zip(&scores[0]).map(|(x, y)| x - y).collect();
            let (gain, error) = mean_and_error(&diffs);
            if gain > self.confidence * error && gain > best.1 {
                best = (a, gain);
            }
        }
        Some(best.0)
    }
}

/// The arena's omniscient Sevens from Hell player: the expert's candidates, each played out
/// once by the rules on the true round.
#[derive(Clone, Copy, Debug, Default)]
pub struct HellSeer {
    pub expert: HellExpert,
}

impl crate::omniscient::Seer<SevensFromHell> for HellSeer {
    fn name(&self) -> &str {
        "omniscient"
    }

    fn choose_seeing(&mut self, game: &SevensFromHell, _rng: &mut GameRng) -> Option<HellAction> {
        let seat = game.to_act()?;
        let view = game.view(seat);
        let mut best: Option<(HellAction, f32)> = None;
        for a in self.expert.candidates(&view) {
            let mut g = game.clone();
            g.apply_with(a, &mut ());
            play_out_by_rules(&mut g);
            let m = margin(&g, seat);
            if best.is_none_or(|(_, b)| m > b) {
                best = Some((a, m));
            }
        }
        best.map(|b| b.0)
    }
}

impl Bot<SevensFromHell> for HellExpert {
    fn name(&self) -> &str {
        "expert"
    }

    fn choose(&mut self, view: &HellView, rng: &mut GameRng) -> Option<HellAction> {
        self.decide(view, rng)
    }
}

/// Plays a sampled round to its end by the rules of thumb.
pub fn play_out_by_rules(g: &mut SevensFromHell) {
    while let Some(a) = super::rule::policy_action(g) {
        g.apply_with(a, &mut ());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paired_differences_give_their_mean_and_its_error() {
        let (mean, error) = mean_and_error(&[10.0, 20.0, 30.0, 40.0]);
        assert_eq!(mean, 25.0);
        // Sample variance 166.67 over 4 differences: a standard error of 6.45.
        assert!((error - 6.455).abs() < 0.01, "{error}");
        assert_eq!(mean_and_error(&[5.0]).1, f32::INFINITY);
    }
}
