//! The `expert` level: the rules of thumb propose their few best actions, and each is tried on
//! the same sampled rounds (dealt from the seat's view only), played out to the end by the
//! rules of thumb for every seat; the action whose rounds end best for the team is played.

use super::rule::action_value;
use crate::Bot;
use crate::cards::GameRng;
use crate::engine::Game;
use crate::games::sevens_from_hell::{HellAction, HellView, SevensFromHell};
use crate::search::{Determinize, on_same_deals};

/// The expert's search.
#[derive(Clone, Copy, Debug)]
pub struct HellExpert {
    /// Sampled rounds per candidate action.
    pub samples: u32,
    /// How many of the rule bot's best actions are weighed.
    pub candidates: usize,
}

impl Default for HellExpert {
    fn default() -> HellExpert {
        HellExpert {
            samples: 16,
            candidates: 3,
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

impl HellExpert {
    /// The candidates and their mean margins over the sampled rounds.
    pub fn values(&self, view: &HellView, rng: &mut GameRng) -> Option<Vec<(HellAction, f32)>> {
        let legal = view.legal.as_slice();
        if legal.is_empty() {
            return None;
        }
        let mut ranked: Vec<(HellAction, f32)> = legal
            .iter()
            .map(|&a| (a, action_value(&view.public, view.seat, a)))
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        ranked.truncate(self.candidates.max(1));
        let candidates: Vec<HellAction> = ranked.iter().map(|r| r.0).collect();
        if candidates.len() == 1 {
            return Some(vec![(candidates[0], 0.0)]);
        }
        let sampler = SevensFromHell::sampler(view).ok()?;
        let seat = view.seat;
        Some(on_same_deals::<SevensFromHell>(
            &sampler,
            &candidates,
            self.samples,
            rng,
            |g, rng| {
                g.play_out(rng);
                margin(g, seat)
            },
        ))
    }
}

impl Bot<SevensFromHell> for HellExpert {
    fn name(&self) -> &str {
        "expert"
    }

    fn choose(&mut self, view: &HellView, rng: &mut GameRng) -> Option<HellAction> {
        let values = self.values(view, rng)?;
        values
            .iter()
            .fold(None::<(HellAction, f32)>, |best, &(a, v)| match best {
                Some((_, bv)) if bv >= v => best,
                _ => Some((a, v)),
            })
            .map(|(a, _)| a)
    }
}

/// Plays a sampled round to its end by the rules of thumb.
pub fn play_out_by_rules(g: &mut SevensFromHell) {
    while let Some(a) = super::rule::policy_action(g) {
        g.apply_with(a, &mut ());
    }
}
