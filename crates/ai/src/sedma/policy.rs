//! A quick playout policy for Sedma: random playouts waste the search's time on hands nobody
//! would play (aces thrown under the opponent's seven, tricks full of points left uncontested).
//! This policy follows a few habits and plays at random now and then, so the playouts still
//! cover every line.

use crate::cards::{CardSet, GameRng, below};
use crate::engine::Game;
use crate::games::sedma::{Sedma, SedmaAction};

/// One decision in `PLAYOUT_NOISE` is uniformly random.
const PLAYOUT_NOISE: u32 = 8;

fn counting() -> CardSet {
    CardSet::of_rank(14).union(CardSet::of_rank(10))
}

/// Plays `g` to the end of the hand with the habits below.
pub fn sedma_playout(g: &mut Sedma, rng: &mut GameRng) {
    while let Some(action) = sedma_policy_action(g, rng) {
        g.apply_with(action, &mut ());
    }
}

/// The policy's action for the seat to act (`None` once the hand is over). It reads the full
/// position, so a search uses it only on positions it sampled itself.
pub fn sedma_policy_action(g: &Sedma, rng: &mut GameRng) -> Option<SedmaAction> {
    let seat = g.to_act()?;
    let legal = g.legal_actions();
    let list = legal.as_slice();
    Some(if list.len() == 1 || below(rng, PLAYOUT_NOISE) == 0 {
        list[below(rng, list.len() as u32) as usize]
    } else {
        habit(g, seat, list, rng)
    })
}

/// The habitual action: take tricks worth taking with the cheapest card, give points to a
/// partner's trick, lead and throw worthless cards, keep the wild cards.
fn habit(g: &Sedma, seat: usize, list: &[SedmaAction], rng: &mut GameRng) -> SedmaAction {
    let rules = g.trick_rules();
    let wild = rules.wild;
    let mut cards = CardSet::EMPTY;
    for a in list {
        if let SedmaAction::Play(c) = a {
            cards.insert(*c);
        }
    }
    let pick = |set: CardSet, rng: &mut GameRng| {
        set.nth(below(rng, set.len().max(1))).map(SedmaAction::Play)
    };
    let plain = cards.minus(wild).minus(counting());
    let Some(lead) = g.trick().next().map(|p| rules.rank_of(p.card)) else {
        // Leading: a worthless card, else anything but a wild card.
        return pick(plain, rng)
            .or_else(|| pick(cards.minus(wild), rng))
            .unwrap_or(list[0]);
    };
    let trick_points = g.trick().filter(|p| counting().contains(p.card)).count();
    let ours = g
        .winning_seat()
        .is_some_and(|w| g.side_of(w) == g.side_of(seat));
    let matching = cards.intersect(CardSet::of_rank(lead)).minus(wild);
    let takers = cards.intersect(wild);
    if g.leader_deciding() {
        // Continue only to win back a trick with points in it.
        if !ours
            && trick_points > 0
            && let Some(a) = pick(matching, rng).or_else(|| pick(takers, rng))
        {
            return a;
        }
        return SedmaAction::EndTrick;
    }
    if ours {
        // Our trick: add points, else a worthless card.
        return pick(cards.intersect(counting()).minus(matching), rng)
            .or_else(|| pick(plain, rng))
            .or_else(|| pick(cards.minus(wild), rng))
            .unwrap_or(list[0]);
    }
    if let Some(a) = pick(matching.minus(counting()), rng).or_else(|| pick(matching, rng)) {
        return a;
    }
    if trick_points > 0
        && let Some(a) = pick(takers, rng)
    {
        return a;
    }
    pick(plain, rng)
        .or_else(|| pick(cards.minus(wild), rng))
        .unwrap_or(list[below(rng, list.len() as u32) as usize])
}
