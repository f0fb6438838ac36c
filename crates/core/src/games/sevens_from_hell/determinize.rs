//! Full rounds consistent with one seat's view, for searching bots: the cards the seat has not
//! seen are shuffled and dealt to the other hands (beside the cards everyone saw go in), to
//! every foot and to the decks. Nothing else is known of them, so a shuffle is uniform.

use super::pack::Counts;
use super::{HellView, SevensFromHell};
use crate::cards::{Card, GameRng, shuffle};

/// A view prepared for sampling.
#[derive(Clone, Debug)]
pub struct HellSampler {
    view: HellView,
    unseen: Vec<Card>,
}

impl HellSampler {
    /// Reads the view; the error says why no round shows it.
    pub fn new(view: &HellView) -> Result<HellSampler, String> {
        let g = &view.public;
        let mut seen = Counts::EMPTY;
        for s in 0..g.players() {
            seen.add_all(g.hand(s));
            // Empty until the round is over.
            seen.add_all(g.foot(s));
        }
        for side in 0..g.team_count() {
            seen.add_all(&g.team(side).table);
        }
        for &c in g.pile() {
            seen.add(c);
        }
        for book in g.stage() {
            for c in book.cards() {
                seen.add(c);
            }
        }
        for &c in g.pending() {
            seen.add(c);
        }
        if !g.pack().covers(&seen) {
            return Err("the view shows cards the round does not have".into());
        }
        let mut unseen = Vec::new();
        for (i, (&all, &s)) in g.pack().kinds().iter().zip(seen.kinds()).enumerate() {
            if let Some(c) = Card::from_index(i as u8) {
                unseen.extend(std::iter::repeat_n(c, (all - s) as usize));
            }
        }
        let mut need = g.deck_sizes().iter().sum::<usize>();
        for s in 0..g.players() {
            let (hand, foot) = hidden(view, s)
                .ok_or_else(|| format!("seat {s}'s hand or foot shows more cards than it has"))?;
            need += hand + foot;
        }
        if need != unseen.len() {
            return Err(format!(
                "the view hides {} cards but has room for {need}",
                unseen.len()
            ));
        }
        Ok(HellSampler {
            view: view.clone(),
            unseen,
        })
    }

    /// One full round drawn uniformly among those the view allows.
    pub fn sample(&self, rng: &mut GameRng) -> SevensFromHell {
        let mut cards = self.unseen.clone();
        shuffle(&mut cards, rng);
        let mut next = cards.into_iter();
        let mut g = self.view.public.clone();
        for s in 0..g.players() {
            let (hand, foot) = hidden(&self.view, s).unwrap_or_default();
            for c in next.by_ref().take(hand) {
                g.hands[s].add(c);
            }
            for c in next.by_ref().take(foot) {
                g.feet[s].add(c);
            }
        }
        for d in 0..2 {
            for i in 0..g.deck_len[d] as usize {
                g.decks[d][i] = next.next().unwrap_or(Card::JOKER);
            }
        }
        g
    }
}

/// How many cards of `seat`'s hand and foot the view does not show; `None` when it shows more
/// than there are.
fn hidden(view: &HellView, seat: usize) -> Option<(usize, usize)> {
    let g = &view.public;
    let hand = (view.hand_sizes[seat] as usize).checked_sub(g.hand(seat).total() as usize)?;
    let foot = (view.foot_sizes[seat] as usize).checked_sub(g.foot(seat).total() as usize)?;
    Some((hand, foot))
}
