//! Sevens from Hell's adapter for the searching bots: rounds sampled from a seat's view, the
//! score a search explains its choice in, and the playout policy (the rules of thumb).

use super::rule::policy_action;
use crate::cards::GameRng;
use crate::engine::Seat;
use crate::games::sevens_from_hell::determinize::HellSampler;
use crate::games::sevens_from_hell::{HellAction, HellView, SevensFromHell};
use crate::search::Determinize;

impl Determinize for SevensFromHell {
    type Sampler = HellSampler;

    fn sampler(view: &HellView) -> Result<HellSampler, String> {
        HellSampler::new(view)
    }

    fn sample(sampler: &HellSampler, rng: &mut GameRng) -> SevensFromHell {
        sampler.sample(rng)
    }

    /// The seat's team score so far.
    fn card_points(&self, seat: Seat) -> f32 {
        self.team_score(self.team_of(seat)).total() as f32
    }

    fn play_out(&mut self, _rng: &mut GameRng) {
        super::expert::play_out_by_rules(self);
    }

    fn policy_action(&self, _rng: &mut GameRng) -> Option<HellAction> {
        policy_action(self)
    }
}
