//! Full Sedma positions consistent with what one seat knows, for searching bots.
//!
//! A seat knows its own hand, every card played (won piles and the trick), how many cards each
//! seat holds and how many are in the stock. Sedma has no duty to follow suit, so play reveals
//! nothing more about the hidden hands: every split of the unseen cards over the other hands and
//! the stock is equally likely, except that with the burned-hand rule nobody who still holds the
//! four cards of the last refill can hold four of a rank (the hand would have ended).
//!
//! [`Determinizer`] does the view's work once; [`Determinizer::sample`] then deals the unseen
//! cards for each search iteration without allocating.

use super::{HAND_SIZE, NO_SEAT, Phase, Sedma, SedmaView, ViewPhase};
use crate::cards::{Card, CardSet, GameRng, shuffle};
use crate::engine::Seat;

/// Rejected draws before a burned-hand conflict is accepted anyway (practically never reached:
/// four of a rank among random cards is rare).
const MAX_REJECTS: u32 = 64;

/// Why a view cannot be turned into a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot rebuild the position from seat {seat}'s view: {reason}")]
pub struct DeterminizeError {
    pub seat: Seat,
    pub reason: String,
}

/// The part of a position a seat knows, ready to be completed with hidden cards.
#[derive(Clone, Debug)]
pub struct Determinizer {
    /// The position with the hidden hands empty and the stock unfilled.
    base: Sedma,
    /// Cards the seat has not seen, in a fixed order (shuffled per sample).
    unseen: [Card; 32],
    nunseen: u8,
    /// How many hidden cards each seat holds.
    hidden: [u8; 4],
    /// Seats that must not hold four of a rank (burned-hand rule, four cards since the refill).
    no_four: u8,
}

impl Determinizer {
    /// Reads the view once. Errors only for a view no real position produces.
    pub fn new(view: &SedmaView) -> Result<Determinizer, DeterminizeError> {
        let fail = |reason: String| DeterminizeError {
            seat: view.seat,
            reason,
        };
        let opts = view.options;
        let n = view.players;
        if n != opts.players as usize || !(2..=4).contains(&n) {
            return Err(fail(format!("the view is for {n} players")));
        }
        if view.seat >= n || view.hand_sizes.len() != n || view.won.len() != n {
            return Err(fail("seat, hand sizes and won piles do not match".into()));
        }
        let start = crate::engine::HandStart::new(view.dealer, view.leader);
        let mut g = Sedma::empty(&opts, start);
        let own = CardSet::from_cards(view.hand.iter().copied());
        g.hands[view.seat] = own;
        let mut seen = own;
        for (s, pile) in view.won.iter().enumerate() {
            g.won[s] = CardSet::from_cards(pile.iter().copied());
            seen = seen.union(g.won[s]);
            g.tricks_won[s] = view.tricks_won.get(s).copied().unwrap_or(0) as u8;
        }
        g.tricks_played = g.tricks_won.iter().map(|&t| t as u32).sum::<u32>() as u8;
        if g.tricks_played > 0 {
            // The last trick's winner leads, unless he had no card left (3 players, 32 cards).
            g.last_winner = view.leader as u8;
        }
        if view.trick.len() > g.plays.len() {
            return Err(fail("the trick holds too many cards".into()));
        }
        for (i, p) in view.trick.iter().enumerate() {
            g.plays[i] = p.card;
            g.play_seats[i] = p.seat as u8;
            seen.insert(p.card);
        }
        g.nplays = view.trick.len() as u8;
        if let Some(&first) = view.trick.first().map(|p| &p.card) {
            let lead = g.rules.rank_of(first);
            g.take_mask = g.rules.wild.union(CardSet::of_rank(lead));
            g.win_idx = g.rules.winner(&g.plays[..g.nplays as usize]) as u8;
        }
        g.log = super::log::Log::from_public(view.history.as_deref());
        g.round = view.round.max(1) as u8;
        g.king_player = view.soloist.map_or(NO_SEAT, |s| s as u8);
        g.phase = match view.phase {
            ViewPhase::Play { seat } => Phase::Play(seat as u8),
            ViewPhase::LeaderDecides { .. } => Phase::Decide,
            ViewPhase::Over => Phase::Over,
        };
        // Who has acted in this round: the leader's last play opens the round; everyone after
        // it has played. A seat between the leader and the seat to play that did not play has
        // passed (or holds no card, and is skipped either way).
        if let Some(open) = (0..g.nplays as usize)
            .rev()
            .find(|&i| g.play_seats[i] == g.leader)
        {
            for i in open..g.nplays as usize {
                g.acted |= 1 << g.play_seats[i];
            }
            // The seats that have had their turn this round: up to the seat to play, or all.
            let to = match g.phase {
                Phase::Play(to) => to,
                _ => g.leader,
            };
            let mut t = g.next_seat(g.leader);
            while t != to && t != g.leader {
                if g.acted & (1 << t) == 0 && view.hand_sizes[t as usize] > 0 {
                    g.acted |= 1 << t;
                    g.pass_used = true;
                }
                t = g.next_seat(t);
            }
        }
        let pack = opts.pack();
        if !seen.minus(pack).is_empty() {
            return Err(fail("the view shows cards outside the pack".into()));
        }
        let unseen_set = pack.minus(seen);
        let mut hidden = [0u8; 4];
        let mut total = view.stock_len;
        for (s, &k) in view.hand_sizes.iter().enumerate() {
            if s != view.seat {
                hidden[s] = k as u8;
                total += k;
            } else if view.hand.is_empty() && view.legal.is_empty() && k > 0 {
                // A watcher's view tells no card of the seat's hand: as unknown as the others'.
                hidden[s] = k as u8;
                total += k;
            } else if k != view.hand.len() {
                return Err(fail("the seat's hand size does not match its hand".into()));
            }
        }
        if total != unseen_set.len() as usize || view.stock_len > 32 {
            return Err(fail(format!(
                "{} unseen cards for {total} hidden places",
                unseen_set.len()
            )));
        }
        let mut unseen = [Card::JOKER; 32];
        for (slot, c) in unseen.iter_mut().zip(unseen_set) {
            *slot = c;
        }
        g.stock_top = 0;
        g.stock_end = view.stock_len as u8;
        // A pass in an earlier trick is not in the view. A seat to act knows from its legal
        // actions whether the pass is still open; otherwise it is assumed to be.
        if g.phase == Phase::Play(view.seat as u8)
            && g.may_pass(view.seat as u8)
            && !view.legal.contains(&super::SedmaAction::Pass)
        {
            g.pass_used = true;
        }
        let mut no_four = 0u8;
        if opts.burn_hand {
            for (s, &k) in hidden.iter().enumerate() {
                if k as u32 == HAND_SIZE {
                    no_four |= 1 << s;
                }
            }
        }
        Ok(Determinizer {
            base: g,
            unseen,
            nunseen: unseen_set.len() as u8,
            hidden,
            no_four,
        })
    }

    /// The cards the seat has not seen (other hands and the stock).
    pub fn cards_unseen(&self) -> CardSet {
        CardSet::from_cards(self.unseen[..self.nunseen as usize].iter().copied())
    }

    /// A position drawn uniformly among those consistent with the view.
    pub fn sample(&self, rng: &mut GameRng) -> Sedma {
        let mut cards = self.unseen;
        let len = self.nunseen as usize;
        let mut tries = 0;
        loop {
            shuffle(&mut cards[..len], rng);
            let g = self.deal(&cards[..len]);
            tries += 1;
            if self.no_four == 0 || tries > MAX_REJECTS || !self.four_of_a_rank(&g) {
                return g;
            }
        }
    }

    /// A position in which the other seats hold `hands` (a reading of their play chose them;
    /// this seat's entry is ignored) and the rest of the unseen cards lie shuffled in the stock.
    pub fn sample_with_hands(&self, hands: &[CardSet; 4], rng: &mut GameRng) -> Sedma {
        let mut g = self.base;
        let mut held = CardSet::EMPTY;
        let n = g.n as usize;
        for ((place, &hand), &k) in g.hands[..n].iter_mut().zip(hands).zip(&self.hidden) {
            if k > 0 {
                debug_assert_eq!(hand.len(), k as u32);
                *place = hand;
                held = held.union(hand);
            }
        }
        let mut stock = [Card::JOKER; 32];
        let mut k = 0;
        for &c in &self.unseen[..self.nunseen as usize] {
            if !held.contains(c) {
                stock[k] = c;
                k += 1;
            }
        }
        debug_assert_eq!(k, g.stock_end as usize);
        shuffle(&mut stock[..k], rng);
        g.stock[..k].copy_from_slice(&stock[..k]);
        g
    }

    /// The position with the cards dealt in order: hidden hands seat by seat, then the stock.
    fn deal(&self, cards: &[Card]) -> Sedma {
        let mut g = self.base;
        let mut next = 0;
        for s in 0..g.n as usize {
            let k = self.hidden[s] as usize;
            let mut h = g.hands[s];
            for &c in &cards[next..next + k] {
                h.insert(c);
            }
            g.hands[s] = h;
            next += k;
        }
        let stock = &cards[next..];
        g.stock[..stock.len()].copy_from_slice(stock);
        g
    }

    fn four_of_a_rank(&self, g: &Sedma) -> bool {
        (0..g.n as usize).any(|s| {
            self.no_four >> s & 1 == 1
                && g.hands[s].nth(0).is_some_and(|c| {
                    g.hands[s].intersect(CardSet::of_rank(c.rank_value())).len() == 4
                })
        })
    }
}

impl Sedma {
    /// A position drawn uniformly among those consistent with what `view`'s seat knows: the
    /// same phase, trick, round, leader, piles and points, with the unseen cards dealt at random
    /// to the other hands and the stock. For one sample; a search builds a [`Determinizer`] once.
    pub fn determinize(view: &SedmaView, rng: &mut GameRng) -> Result<Sedma, DeterminizeError> {
        Ok(Determinizer::new(view)?.sample(rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;
    use crate::engine::{Game, HandStart};
    use crate::games::sedma::SedmaOptions;

    /// Positions from random play in several variants, each with every seat's view.
    fn positions() -> Vec<Sedma> {
        let mut out = Vec::new();
        let mut rng = rng_from_seed(7);
        let variants: &[(u8, &[&str])] = &[
            (2, &[]),
            (4, &[]),
            (3, &[]),
            (4, &["osmova"]),
            (3, &["three-32-pass"]),
            (3, &["king-of-leaves"]),
            (2, &["burn-hand", "burn-a"]),
            (4, &["continue-only-when-losing"]),
        ];
        for &(players, names) in variants {
            let mut opts = SedmaOptions::for_players(players);
            for name in names {
                opts.apply_variant(name).unwrap();
            }
            for hand in 0..40u64 {
                let n = players as usize;
                let start = HandStart::new(hand as usize % n, (hand as usize + 1) % n);
                let mut g = Sedma::deal_random(&opts, start, &mut rng);
                while let Some(a) = g.random_action(&mut rng) {
                    out.push(g);
                    g.apply_with(a, &mut ());
                }
            }
        }
        out
    }

    #[test]
    fn a_sample_shows_the_seat_the_same_view() {
        let mut rng = rng_from_seed(11);
        for g in positions() {
            for seat in 0..g.seats() {
                let view = g.view(seat);
                let d = Sedma::determinize(&view, &mut rng).unwrap();
                assert_eq!(d.view(seat), view, "seat {seat} of {g:?}");
                assert_eq!(d.to_act(), g.to_act());
                if g.to_act() == Some(seat) {
                    assert_eq!(d.legal_actions().to_vec(), g.legal_actions().to_vec());
                }
                d.check_invariants().unwrap();
                for s in 0..g.seats() {
                    assert_eq!(d.hand(s).len(), g.hand(s).len());
                }
                assert_eq!(d.stock().len(), g.stock().len());
                assert_eq!(d.winning_seat(), g.winning_seat());
                assert_eq!(d.acted, g.acted, "acted, seat {seat} of {g:?}");
                if !g.opts.pass_rule() {
                    assert!(!d.pass_used);
                }
            }
        }
    }

    #[test]
    fn every_unseen_card_reaches_every_place() {
        let opts = SedmaOptions::for_players(4);
        let start = HandStart::new(3, 0);
        let mut rng = rng_from_seed(3);
        let g = Sedma::deal_random(&opts, start, &mut rng);
        let view = g.view(0);
        let det = Determinizer::new(&view).unwrap();
        let unseen = det.cards_unseen();
        assert_eq!(unseen.len(), 28);
        // Per card: counts in seat 1, 2, 3 and the stock.
        let mut counts = [[0u32; 4]; 64];
        let samples = 20_000;
        for _ in 0..samples {
            let d = det.sample(&mut rng);
            assert_eq!(d.hand(0), g.hand(0));
            for c in unseen {
                let place = (1..4).find(|&s| d.hand(s).contains(c)).unwrap_or_else(|| {
                    assert!(d.stock().contains(&c));
                    0
                });
                counts[c.index() as usize][place] += 1;
            }
        }
        // 4 of 28 cards per hand, 16 of 28 in the stock: within 5 standard deviations.
        for c in unseen {
            for (place, want) in [
                (0, 16.0 / 28.0),
                (1, 4.0 / 28.0),
                (2, 4.0 / 28.0),
                (3, 4.0 / 28.0),
            ] {
                let got = counts[c.index() as usize][place] as f64 / samples as f64;
                let sd = (want * (1.0 - want) / samples as f64).sqrt();
                assert!(
                    (got - want).abs() < 5.0 * sd,
                    "{c} at {place}: {got} vs {want}"
                );
            }
        }
    }

    #[test]
    fn burned_hand_samples_hold_no_four_of_a_rank() {
        let mut opts = SedmaOptions::for_players(2);
        opts.burn_hand = true;
        let mut rng = rng_from_seed(5);
        let start = HandStart::new(1, 0);
        let g = (0..)
            .map(|_| Sedma::deal_random(&opts, start, &mut rng))
            .find(|g| !g.is_terminal())
            .unwrap();
        let det = Determinizer::new(&g.view(0)).unwrap();
        for _ in 0..5_000 {
            let d = det.sample(&mut rng);
            let h = d.hand(1);
            assert!((7..=14).all(|r| h.intersect(CardSet::of_rank(r)).len() < 4));
        }
    }
}
