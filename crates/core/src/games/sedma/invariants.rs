//! Structural invariants of a Sedma hand, for simulation and property tests.

use super::{HAND_SIZE, Phase, Scoring, Sedma};
use crate::cards::CardTally;

/// Cards are conserved (hands + stock + trick + won piles = the pack, no card twice), hands
/// never exceed four, and a finished hand's points add up to the variant's total.
pub(super) fn invariants(g: &Sedma) -> Result<(), String> {
    let n = g.n as usize;
    let mut tally = CardTally::default();
    for s in 0..n {
        if g.hands[s].len() > HAND_SIZE {
            return Err(format!("seat {s} holds {} cards", g.hands[s].len()));
        }
        tally.add_set(g.hands[s]);
        tally.add_set(g.won[s]);
    }
    tally.add_cards(g.stock());
    tally.add_cards(&g.plays[..g.nplays as usize]);
    tally.conserved(g.opts.pack())?;
    if g.phase == Phase::Over && g.burn.is_none() {
        let total: i32 = g.seat_points().0.iter().sum();
        let tricks = g.tricks_played as i32;
        let want = match g.opts.scoring {
            Scoring::Standard if g.opts.slovak => 80,
            Scoring::Standard => 90,
            Scoring::OsmovaTrickPoints if g.opts.slovak => 80 + 10 * tricks,
            Scoring::OsmovaTrickPoints => 90 + 10 * tricks,
            Scoring::TricksOnly => tricks,
        };
        if total != want {
            return Err(format!("points add up to {total}, not {want}"));
        }
        if (0..n).any(|s| !g.hands[s].is_empty()) || !g.stock().is_empty() {
            return Err("the hand ended with cards still to play".into());
        }
    }
    Ok(())
}
