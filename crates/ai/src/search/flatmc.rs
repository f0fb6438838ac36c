//! Flat Monte Carlo: every legal action is tried on the same sampled deals and played out at
//! random; the best mean reward wins. No tree, so it cannot plan a sequence: a yardstick for the
//! tree search.

use super::{Determinize, on_same_deals, own_actions};
use crate::cards::{GameRng, below};
use crate::{Bot, SeatView};

/// The flat Monte Carlo bot: `playouts` sampled deals per action.
#[derive(Clone, Copy, Debug)]
pub struct FlatMc {
    pub playouts: u32,
}

impl FlatMc {
    pub const DEFAULT_PLAYOUTS: u32 = 1000;

    pub fn new(playouts: u32) -> FlatMc {
        FlatMc {
            playouts: playouts.max(1),
        }
    }

    /// Mean reward per legal action, in the view's order.
    pub fn values<G: Determinize>(
        &self,
        view: &G::View,
        rng: &mut GameRng,
    ) -> Option<Vec<(G::Action, f32)>>
    where
        G::View: SeatView<Action = G::Action>,
    {
        let legal = own_actions(view)?;
        let seat = view.seat();
        let sampler = G::sampler(view).ok()?;
        Some(on_same_deals::<G>(
            &sampler,
            legal,
            self.playouts,
            rng,
            |g, rng| {
                g.play_out_randomly(rng);
                g.rewards()[seat]
            },
        ))
    }
}

impl Default for FlatMc {
    fn default() -> Self {
        FlatMc::new(FlatMc::DEFAULT_PLAYOUTS)
    }
}

impl<G: Determinize> Bot<G> for FlatMc
where
    G::View: SeatView<Action = G::Action>,
{
    fn name(&self) -> &str {
        "flatmc"
    }

    fn choose(&mut self, view: &G::View, rng: &mut GameRng) -> Option<G::Action> {
        let legal = view.legal();
        match legal.len() {
            0 => return None,
            1 => return Some(legal[0]),
            _ => {}
        }
        match self.values::<G>(view, rng) {
            // The first of the best, so ties are stable.
            Some(values) => values
                .iter()
                .fold(None::<(G::Action, f32)>, |best, &(a, v)| match best {
                    Some((_, bv)) if bv >= v => best,
                    _ => Some((a, v)),
                })
                .map(|(a, _)| a),
            None => Some(legal[below(rng, legal.len() as u32) as usize]),
        }
    }
}
