//! All Fours' adapter for the searching bots: positions sampled from a seat's view, the
//! counting values a search explains its choice in, the playout policy, and the model of a
//! sensible player (the rules of thumb) that a modelled search expects replies from.

use super::AllFoursRuleBot;
use crate::Bot;
use crate::cards::GameRng;
use crate::engine::{Game, Seat};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursView, Determinizer, scoring};
use crate::search::Determinize;

impl Determinize for AllFours {
    type Sampler = Determinizer;

    fn sampler(view: &AllFoursView) -> Result<Determinizer, String> {
        Determinizer::new(view)
    }

    #[inline]
    fn sample(sampler: &Determinizer, rng: &mut GameRng) -> AllFours {
        sampler.sample(rng)
    }

    /// The counting values (for Game) in the tricks won by `seat`'s side so far.
    fn card_points(&self, seat: Seat) -> f32 {
        let side = self.side_of(seat);
        (0..self.seats())
            .filter(|&s| self.side_of(s) == side)
            .map(|s| scoring::count_value(self.won(s)) as f32)
            .sum()
    }

    /// Partners sit opposite with four players.
    fn same_side(&self, a: Seat, b: Seat) -> bool {
        self.side_of(a) == self.side_of(b)
    }

    fn play_out(&mut self, rng: &mut GameRng) {
        super::policy::all_fours_playout(self, rng);
    }

    fn policy_action(&self, rng: &mut GameRng) -> Option<AllFoursAction> {
        super::policy::all_fours_policy_action(self, rng)
    }

    /// The rules of thumb, judging from the acting seat's own view of this (sampled) position.
    fn model_action(&self, rng: &mut GameRng) -> Option<AllFoursAction> {
        let seat = self.to_act()?;
        AllFoursRuleBot::new().choose(&self.view(seat), rng)
    }
}
