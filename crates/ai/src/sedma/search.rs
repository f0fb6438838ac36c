//! Sedma's adapter for the searching bots: positions sampled from a seat's view, uniformly or
//! weighted by a reading of the others' play, and the playouts and the model of the others
//! that searches use.

use super::{Reading, SedmaRuleBot};
use crate::cards::GameRng;
use crate::engine::{Game, Seat};
use crate::games::sedma::{Determinizer, Sedma, SedmaAction, SedmaView};
use crate::search::Determinize;

/// Sedma positions from a seat's view: uniform, or weighted by a reading of the others' play.
#[derive(Clone, Debug)]
pub struct SedmaSampler {
    det: Determinizer,
    reading: Option<Reading>,
}

impl SedmaSampler {
    /// The reading the positions are weighted by, if there was anything to read.
    pub fn reading(&self) -> Option<&Reading> {
        self.reading.as_ref()
    }
}

impl Determinize for Sedma {
    type Sampler = SedmaSampler;

    fn sampler(view: &SedmaView) -> Result<SedmaSampler, String> {
        let det = Determinizer::new(view).map_err(|e| e.to_string())?;
        Ok(SedmaSampler { det, reading: None })
    }

    fn reading_sampler(
        view: &SedmaView,
        particles: usize,
        rng: &mut GameRng,
    ) -> Result<SedmaSampler, String> {
        let det = Determinizer::new(view).map_err(|e| e.to_string())?;
        let reading = Reading::new(view, &det, particles, rng);
        Ok(SedmaSampler { det, reading })
    }

    #[inline]
    fn sample(sampler: &SedmaSampler, rng: &mut GameRng) -> Sedma {
        match &sampler.reading {
            Some(r) => sampler.det.sample_with_hands(r.pick(rng), rng),
            None => sampler.det.sample(rng),
        }
    }

    fn card_points(&self, seat: Seat) -> f32 {
        let pts = self.seat_points().0;
        (0..self.seats())
            .filter(|&s| self.side_of(s) == self.side_of(seat))
            .map(|s| pts[s] as f32)
            .sum()
    }

    /// Partners sit opposite with four players.
    fn same_side(&self, a: Seat, b: Seat) -> bool {
        self.side_of(a) == self.side_of(b)
    }

    fn play_out(&mut self, rng: &mut GameRng) {
        super::policy::sedma_playout(self, rng);
    }

    fn policy_action(&self, rng: &mut GameRng) -> Option<SedmaAction> {
        super::policy::sedma_policy_action(self, rng)
    }

    /// The rule-of-thumb judgement, from the acting seat's own cards and the public table.
    fn model_action(&self, _rng: &mut GameRng) -> Option<SedmaAction> {
        SedmaRuleBot::new().best_in(self)
    }
}
