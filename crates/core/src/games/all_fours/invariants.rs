//! Structural invariants of an All Fours deal, for simulation and property tests.

use super::{AllFours, End, HAND_SIZE, Phase};
use crate::cards::{CardSet, CardTally};

/// Cards are conserved (hands + discards + won + trick + stock + turned-up cards = the pack,
/// no card twice); during trick play every hand has the same size up to the current trick;
/// won piles hold whole tricks; the points of a finished deal add up.
pub(super) fn invariants(g: &AllFours) -> Result<(), String> {
    let n = g.n as usize;
    let mut tally = CardTally::default();
    for s in 0..n {
        tally.add_set(g.hands[s]);
        tally.add_set(g.discards[s]);
        tally.add_set(g.won[s]);
    }
    tally.add_cards(g.stock());
    tally.add_cards(&g.trick[..g.nplays as usize]);
    tally.add_set(g.turned);
    tally.conserved(CardSet((1 << 52) - 1))?;
    if !g.turned.contains(g.upcard) {
        return Err("the upcard is not among the turned cards".into());
    }
    let won: u32 = (0..n).map(|s| g.won[s].len()).sum();
    if won != g.tricks_played as u32 * n as u32 {
        return Err(format!(
            "{won} cards won in {} tricks of {n}",
            g.tricks_played
        ));
    }
    match g.phase {
        Phase::Play(s) => {
            let l = g.leader as usize;
            let base = g.hands[l].len() + (g.nplays > 0) as u32;
            for i in 0..n {
                let seat = (l + i) % n;
                let played = (i < g.nplays as usize) as u32;
                if g.hands[seat].len() + played != base {
                    return Err(format!(
                        "seat {seat} holds {} cards, out of step with the leader",
                        g.hands[seat].len()
                    ));
                }
            }
            if s as usize != (l + g.nplays as usize) % n {
                return Err(format!("seat {s} to play out of turn"));
            }
            if g.keep_size().is_some_and(|k| base > k) {
                return Err("a hand is above six in trick play".into());
            }
        }
        Phase::Eldest | Phase::Dealer => {
            if (0..n).any(|s| g.hands[s].len() != HAND_SIZE + 3 * g.runs as u32 && g.runs == 0) {
                return Err("a hand is not six cards before the trump decision".into());
            }
        }
        Phase::Discard(_) | Phase::Over => {}
    }
    if g.phase == Phase::Over && g.end == End::Played {
        if (0..n).any(|s| !g.hands[s].is_empty()) {
            return Err("a hand still holds cards after the last trick".into());
        }
        let t = super::scoring::tally(g);
        let awarded = t.awards().iter().filter(|a| a.counted).count() as i32;
        let penalties: i32 = t.penalties.iter().sum();
        let gained: i32 = t.gains().iter().sum();
        if g.opts.revoke_penalty.is_none() && gained != awarded {
            return Err(format!("{gained} points gained but {awarded} awarded"));
        }
        if gained > awarded - penalties.min(0) {
            return Err("more points gained than awarded".into());
        }
        if awarded > 8 {
            return Err(format!("{awarded} points in one deal"));
        }
        let _ = penalties;
    }
    Ok(())
}
