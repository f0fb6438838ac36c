//! Bots of any game played against each other on the same deals.

use sevenfold_ai::{Bot, play_hand_with_bots};
use sevenfold_core::cards::{GameRng, rng_from_seed};
use sevenfold_core::engine::HandGame;

/// The share of hands won by `a` against `b` over `deals` two-player deals, each played with
/// both seatings (a hand both or neither side wins counts half). `deal(n, rng)` deals the
/// `n`-th hand; its random stream starts from `seed + n`.
pub fn duel<G: HandGame>(
    a: &mut dyn FnMut() -> Box<dyn Bot<G>>,
    b: &mut dyn FnMut() -> Box<dyn Bot<G>>,
    deals: u64,
    seed: u64,
    deal: impl Fn(u64, &mut GameRng) -> G,
) -> f64 {
    let mut score = 0.0;
    for n in 0..deals {
        for swap in [false, true] {
            let mut rng = rng_from_seed(seed + n);
            let mut g = deal(n, &mut rng);
            let mut bots = if swap { vec![b(), a()] } else { vec![a(), b()] };
            play_hand_with_bots(&mut g, &mut bots, &mut rng).unwrap();
            let out = g.outcome().unwrap();
            let a_side = usize::from(swap);
            score += match (out.winners >> a_side & 1, out.winners >> (1 - a_side) & 1) {
                (1, 0) => 1.0,
                (0, 1) => 0.0,
                _ => 0.5,
            };
        }
    }
    score / (2 * deals) as f64
}
