//! Full All Fours positions consistent with what one seat knows, for searching bots.
//!
//! A seat knows its own hand and discards, every card turned up, every card played and by whom,
//! how many cards each seat holds and has discarded, the stock's size, and the suits a seat has
//! shown it lacks by not following (rule book 2.5; with `classic-trump-anytime` a trump played
//! on another suit proves nothing). With three or four players a seat other than the dealer and
//! eldest may not look at its cards until trumps are settled (2.3): its own hand then counts as
//! unseen too.
//!
//! The unseen cards go to the other hands, their discards and the stock. Without known voids a
//! shuffle deals them uniformly. With voids a few shuffles are tried and one that fits is kept
//! (uniform among fitting deals); when none fits, the cards are placed one by one, each where it
//! may go with odds by the room left, never in a way that leaves a later card nowhere to go.
//!
//! With table penalties another seat's revoke is hidden (it shows only when the deal is
//! scored), and not following proves no void: samples assume nobody else revoked.

use super::trick::{Point, PointReason, winner};
use super::{AllFours, AllFoursView, End, MAX_EARLY, Phase, ViewPhase};
use crate::cards::{Card, CardSet, GameRng, Rank, below, shuffle};
use crate::engine::Side;

/// Shuffles tried before placing cards one by one around the known voids.
const MAX_REJECTS: u32 = 12;

/// The part of a position a seat knows, ready to be completed with the unseen cards.
#[derive(Clone, Debug)]
pub struct Determinizer {
    /// The position with the unknown hands and discards empty and the stock unfilled.
    base: AllFours,
    /// Cards the seat has not seen, in a fixed order (shuffled per sample).
    unseen: [Card; 52],
    nunseen: u8,
    /// Unknown cards per seat's hand and discards.
    hand_need: [u8; 4],
    discard_need: [u8; 4],
    /// Per seat, the cards its hand cannot hold (suits it has shown it lacks), as cards and as
    /// suit bits.
    barred: [CardSet; 4],
    barred_suits: [u8; 4],
    /// Whether trick play has begun (the cards held at its start fix High and Low).
    tricks_begun: bool,
    /// Cards each seat has played to tricks.
    played: [CardSet; 4],
}

fn suit_set(mask: u8) -> CardSet {
    (0..4u8)
        .filter(|s| mask >> s & 1 == 1)
        .fold(CardSet::EMPTY, |acc, s| acc.union(super::suit_mask(s)))
}

impl Determinizer {
    /// Reads the view once; errors only for a view no real position produces.
    pub fn new(view: &AllFoursView) -> Result<Determinizer, String> {
        let fail = |reason: &str| {
            Err(format!(
                "cannot rebuild the position from seat {}'s view: {reason}",
                view.seat
            ))
        };
        let opts = view.options;
        let n = view.players;
        if n != opts.players as usize || !(2..=4).contains(&n) {
            return fail("the player count does not match the options");
        }
        if view.seat >= n
            || view.dealer >= n
            || view.hand_sizes.len() != n
            || view.discard_counts.len() != n
            || view.won.len() != n
            || view.played.len() != n
            || view.voids.len() != n
        {
            return fail("seats, hand sizes, piles and voids do not match");
        }
        let mut g = AllFours::empty(&opts, view.dealer);
        if g.eldest() != view.eldest {
            return fail("eldest is not the dealer's left");
        }
        for (t, &v) in g.totals.iter_mut().zip(&view.match_totals) {
            *t = v;
        }
        let seat = view.seat;
        let own = CardSet::from_cards(view.hand.iter().copied());
        let own_discards = CardSet::from_cards(view.own_discards.iter().copied());
        // A seat that may not look yet may not be told its cards at all (a table server
        // sends none): its hand is then as unknown as the others'.
        let untold = !view.may_look && view.hand.is_empty();
        if own.len() as usize != view.hand.len()
            || (!untold && own.len() as usize != view.hand_sizes[seat])
        {
            return fail("the seat's hand size does not match its hand");
        }
        // Nor, then, need it be told what it discarded (a watcher is told neither).
        let discards_untold = untold && own_discards.is_empty() && view.discard_counts[seat] > 0;
        if own_discards.len() as usize != view.discard_counts[seat] && !discards_untold {
            return fail("the seat's discard count does not match its discards");
        }
        let mut seen = own_discards;
        g.discards[seat] = own_discards;
        let mut hand_need = [0u8; 4];
        let mut discard_need = [0u8; 4];
        for s in 0..n {
            if s != seat {
                hand_need[s] = view.hand_sizes[s] as u8;
                discard_need[s] = view.discard_counts[s] as u8;
            }
        }
        if view.may_look {
            g.hands[seat] = own;
            seen = seen.union(own);
        } else {
            // The seat has not looked at its cards: they are as unknown as anyone's.
            hand_need[seat] = view.hand_sizes[seat] as u8;
        }
        if discards_untold {
            discard_need[seat] = view.discard_counts[seat] as u8;
        }
        let mut played = [CardSet::EMPTY; 4];
        for (s, shown) in played.iter_mut().enumerate().take(n) {
            g.won[s] = CardSet::from_cards(view.won[s].iter().copied());
            *shown = CardSet::from_cards(view.played[s].iter().copied());
            seen = seen.union(g.won[s]).union(*shown);
        }
        g.turned = CardSet::from_cards(view.turned.iter().copied());
        if !g.turned.contains(view.upcard) {
            return fail("the upcard is not among the turned cards");
        }
        seen = seen.union(g.turned);
        g.upcard = view.upcard;
        g.first_upcard = view.upcard;
        g.trump = view.trump as u8;
        g.runs = view.runs as u8;
        g.tricks_played = view.tricks_played as u8;
        g.revokes = u8::from(view.revoked) << seat;
        for s in 0..n {
            g.voids |= u16::from(view.voids[s] & 0xF) << (4 * s);
        }
        if view.trick.len() >= n {
            return fail("the trick holds too many cards");
        }
        for (i, p) in view.trick.iter().enumerate() {
            g.trick[i] = p.card;
            seen.insert(p.card);
        }
        g.nplays = view.trick.len() as u8;
        g.leader = view.leader as u8;
        if g.nplays > 0 {
            g.win_idx = winner(&g.trick[..g.nplays as usize], g.trump) as u8;
        }
        // The early points: the dealer's turn-up jacks come first, then any gift.
        let dealer_side = g.side_of(view.dealer);
        let jacks: Vec<Card> = g
            .turned
            .iter()
            .filter(|c| c.rank_value() == Rank::Jack.value())
            .collect();
        let mut early: Vec<(Side, Point, PointReason)> = Vec::new();
        for (side, &k) in view.early_points.iter().enumerate() {
            for j in 0..k.max(0) as usize {
                if side == dealer_side {
                    let card = jacks.get(j).copied().unwrap_or(view.upcard);
                    early.push((side, Point::TurnUpJack, PointReason::TurnedUp { card }));
                } else {
                    let reason = PointReason::Given {
                        dealer: view.dealer,
                    };
                    early.push((side, Point::Gift, reason));
                }
            }
        }
        early.sort_by_key(|&(side, ..)| side != dealer_side);
        if early.len() > MAX_EARLY {
            return fail("too many points before the tricks");
        }
        for (side, point, reason) in early {
            g.add_early(point, side, reason);
        }
        g.phase = match view.phase {
            ViewPhase::EldestDecides { .. } => Phase::Eldest,
            ViewPhase::DealerDecides { .. } => Phase::Dealer,
            ViewPhase::Discard { seat } => Phase::Discard(seat as u8),
            ViewPhase::Play { seat } => Phase::Play(seat as u8),
            ViewPhase::Over => Phase::Over,
        };
        if g.phase == Phase::Over {
            g.end = if view.trump_settled {
                End::Played
            } else if opts.target().is_some_and(|t| {
                g.totals[dealer_side] + view.early_points.get(dealer_side).copied().unwrap_or(0)
                    >= t
            }) {
                End::ImmediateWin
            } else {
                End::Abandoned
            };
        }
        let tricks_begun =
            matches!(g.phase, Phase::Play(_)) || (g.phase == Phase::Over && g.end == End::Played);
        let pack = CardSet((1u64 << 52) - 1);
        let unseen_set = pack.minus(seen);
        let places: usize = hand_need
            .iter()
            .chain(&discard_need)
            .map(|&k| k as usize)
            .sum::<usize>()
            + view.stock_len;
        if places != unseen_set.len() as usize {
            return fail(&format!(
                "{} unseen cards for {places} hidden places",
                unseen_set.len()
            ));
        }
        let mut unseen = [Card::JOKER; 52];
        for (slot, c) in unseen.iter_mut().zip(unseen_set) {
            *slot = c;
        }
        g.stock_top = 0;
        g.stock_end = view.stock_len as u8;
        g.shuffled = 52;
        let mut barred = [CardSet::EMPTY; 4];
        let mut barred_suits = [0u8; 4];
        for s in 0..n {
            barred_suits[s] = view.voids[s] & 0xF;
            barred[s] = suit_set(barred_suits[s]);
        }
        let det = Determinizer {
            base: g,
            unseen,
            nunseen: unseen_set.len() as u8,
            hand_need,
            discard_need,
            barred,
            barred_suits,
            tricks_begun,
            played,
        };
        if !det.feasible(
            &det.remaining_by_suit(&det.unseen[..det.nunseen as usize]),
            &hand_need,
        ) {
            return fail(
                "no deal of the unseen cards fits the suits the players have shown they lack",
            );
        }
        Ok(det)
    }

    /// The cards the seat has not seen (other hands and discards, the stock).
    pub fn cards_unseen(&self) -> CardSet {
        CardSet::from_cards(self.unseen[..self.nunseen as usize].iter().copied())
    }

    /// A position drawn among those consistent with the view (see the module doc).
    pub fn sample(&self, rng: &mut GameRng) -> AllFours {
        let mut cards = self.unseen;
        let len = self.nunseen as usize;
        let constrained = (0..4).any(|s| self.hand_need[s] > 0 && !self.barred[s].is_empty());
        if !constrained {
            shuffle(&mut cards[..len], rng);
            return self.deal(&cards[..len]);
        }
        for _ in 0..MAX_REJECTS {
            shuffle(&mut cards[..len], rng);
            if self.fits(&cards[..len]) {
                return self.deal(&cards[..len]);
            }
        }
        self.place_one_by_one(&mut cards[..len], rng);
        self.deal(&cards[..len])
    }

    /// Whether dealing `cards` in order (hands seat by seat first) respects every void.
    fn fits(&self, cards: &[Card]) -> bool {
        let mut next = 0;
        for s in 0..4 {
            let k = self.hand_need[s] as usize;
            let hand = CardSet::from_cards(cards[next..next + k].iter().copied());
            if !hand.intersect(self.barred[s]).is_empty() {
                return false;
            }
            next += k;
        }
        true
    }

    /// Unseen cards per suit among `cards`.
    fn remaining_by_suit(&self, cards: &[Card]) -> [u32; 4] {
        let mut r = [0u32; 4];
        for c in cards {
            r[c.suit_index() as usize] += 1;
        }
        r
    }

    /// Hall's condition: every group of hands can be filled from the cards they may hold (the
    /// discards and the stock take anything, so they never block).
    fn feasible(&self, by_suit: &[u32; 4], room: &[u8; 4]) -> bool {
        (1u32..16).all(|group| {
            let mut need = 0u32;
            let mut allowed = 0u8;
            for (s, (&k, &barred)) in room.iter().zip(&self.barred_suits).enumerate() {
                if group >> s & 1 == 1 {
                    need += k as u32;
                    allowed |= !barred & 0xF;
                }
            }
            let supply: u32 = (0..4)
                .filter(|&suit| allowed >> suit & 1 == 1)
                .map(|suit| by_suit[suit])
                .sum();
            need <= supply
        })
    }

    /// Reorders the shuffled `cards` so that dealing them in order respects the voids: each
    /// card goes to a hand that may hold it, or to the discards and stock, with odds by the room
    /// left, among the places that keep the rest placeable.
    fn place_one_by_one(&self, cards: &mut [Card], rng: &mut GameRng) {
        let mut room = self.hand_need;
        let hands_total: usize = room.iter().map(|&k| k as usize).sum();
        let mut free_room = cards.len() - hands_total;
        let mut by_suit = self.remaining_by_suit(cards);
        let mut to_hand: [Vec<Card>; 4] = Default::default();
        let mut to_free = Vec::with_capacity(free_room);
        for &c in cards.iter() {
            by_suit[c.suit_index() as usize] -= 1;
            // Candidate places: 0..4 the hands, 4 the discards and stock.
            let mut weights = [0u32; 5];
            for s in 0..4 {
                if room[s] > 0 && !self.barred[s].contains(c) {
                    room[s] -= 1;
                    if self.feasible(&by_suit, &room) {
                        weights[s] = room[s] as u32 + 1;
                    }
                    room[s] += 1;
                }
            }
            if free_room > 0 && self.feasible(&by_suit, &room) {
                weights[4] = free_room as u32;
            }
            let total: u32 = weights.iter().sum();
            // The state before this card was feasible, so some place is.
            let mut roll = below(rng, total.max(1));
            let place = (0..5)
                .find(|&p| {
                    if roll < weights[p] {
                        true
                    } else {
                        roll -= weights[p];
                        false
                    }
                })
                .unwrap_or(4);
            if place < 4 {
                room[place] -= 1;
                to_hand[place].push(c);
            } else {
                free_room = free_room.saturating_sub(1);
                to_free.push(c);
            }
        }
        let mut k = 0;
        for hand in &to_hand {
            for &c in hand {
                cards[k] = c;
                k += 1;
            }
        }
        for c in to_free {
            cards[k] = c;
            k += 1;
        }
    }

    /// The position with `cards` dealt in order: hands seat by seat, then discards, then the
    /// stock.
    fn deal(&self, cards: &[Card]) -> AllFours {
        let mut g = self.base;
        let mut next = 0;
        for s in 0..4 {
            for &c in &cards[next..next + self.hand_need[s] as usize] {
                g.hands[s].insert(c);
            }
            next += self.hand_need[s] as usize;
        }
        for s in 0..4 {
            for &c in &cards[next..next + self.discard_need[s] as usize] {
                g.discards[s].insert(c);
            }
            next += self.discard_need[s] as usize;
        }
        let stock = &cards[next..];
        g.stock[..stock.len()].copy_from_slice(stock);
        if self.tricks_begun {
            for s in 0..g.n as usize {
                g.held[s] = g.hands[s].union(self.played[s]);
            }
        }
        g
    }
}

impl AllFours {
    /// One position drawn among those consistent with what `view`'s seat knows. For one
    /// sample; a search builds a [`Determinizer`] once.
    pub fn determinize(view: &AllFoursView, rng: &mut GameRng) -> Result<AllFours, String> {
        Ok(Determinizer::new(view)?.sample(rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;
    use crate::engine::Game;
    use crate::games::all_fours::AllFoursOptions;

    /// Positions from random play in every variant and table size.
    fn positions() -> Vec<AllFours> {
        let mut out = Vec::new();
        let mut rng = rng_from_seed(7);
        for players in 2..=4u8 {
            for (i, opts) in AllFoursOptions::every_variant(players).iter().enumerate() {
                for deal in 0..6u64 {
                    let dealer = ((deal + i as u64) % players as u64) as usize;
                    let mut g = AllFours::deal_random(opts, dealer, &mut rng);
                    g.set_totals(&[deal as i32 % 7, 3, 6, 1][..g.sides()]);
                    while let Some(a) = g.random_action(&mut rng) {
                        out.push(g);
                        g.apply_with(a, &mut ());
                    }
                    out.push(g);
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
                let det = Determinizer::new(&view).unwrap();
                for _ in 0..3 {
                    let d = det.sample(&mut rng);
                    let mut seen = d.view(seat);
                    if !view.may_look {
                        // The seat has not looked: its own cards were drawn too.
                        assert_eq!(seen.hand.len(), view.hand.len());
                        seen.hand = view.hand.clone();
                    }
                    assert_eq!(seen, view, "seat {seat} of {g:?}");
                    d.check_invariants().unwrap();
                    assert_eq!(d.to_act(), g.to_act());
                    if g.options().revoke_penalty.is_none() {
                        // (Another seat's revoke is hidden until the deal is scored.)
                        assert_eq!(d.tally().map(|t| t.gains), g.tally().map(|t| t.gains));
                    }
                    for s in 0..g.seats() {
                        assert_eq!(d.hand(s).len(), g.hand(s).len());
                        assert_eq!(d.discards(s).len(), g.discards(s).len());
                        let shown = CardSet::from_cards(view.played[s].iter().copied());
                        assert_eq!(d.in_play(s).minus(d.hand(s)), shown);
                    }
                }
            }
        }
    }

    #[test]
    fn voids_are_respected_even_when_shuffles_fail() {
        // Seat 1 and seat 2 have shown they lack three suits between them.
        let opts = AllFoursOptions::for_players(3);
        let mut rng = rng_from_seed(5);
        let mut g = AllFours::deal_random(&opts, 2, &mut rng);
        g.apply_with(crate::games::all_fours::AllFoursAction::Stand, &mut ());
        g.voids = 0b0011 << 4 | 0b0100 << 8;
        let view = g.view(0);
        let det = Determinizer::new(&view).unwrap();
        let mut cards = det.unseen;
        let len = det.nunseen as usize;
        for _ in 0..500 {
            shuffle(&mut cards[..len], &mut rng);
            det.place_one_by_one(&mut cards[..len], &mut rng);
            assert!(det.fits(&cards[..len]));
            let d = det.sample(&mut rng);
            assert!(d.hand(1).intersect(suit_set(0b0011)).is_empty());
            assert!(d.hand(2).intersect(suit_set(0b0100)).is_empty());
        }
    }

    #[test]
    fn every_unseen_card_reaches_every_place() {
        let opts = AllFoursOptions::for_players(2);
        let mut rng = rng_from_seed(3);
        let g = AllFours::deal_random(&opts, 1, &mut rng);
        let det = Determinizer::new(&g.view(0)).unwrap();
        let unseen = det.cards_unseen();
        assert_eq!(unseen.len(), 45);
        let samples = 20_000;
        let mut in_hand = [0u32; 64];
        for _ in 0..samples {
            let d = det.sample(&mut rng);
            assert_eq!(d.hand(0), g.hand(0));
            for c in d.hand(1) {
                in_hand[c.index() as usize] += 1;
            }
        }
        // 6 of 45 cards in the other hand: within 5 standard deviations.
        let want = 6.0 / 45.0;
        let sd = (want * (1.0 - want) / samples as f64).sqrt();
        for c in unseen {
            let got = in_hand[c.index() as usize] as f64 / samples as f64;
            assert!((got - want).abs() < 5.0 * sd, "{c}: {got} vs {want}");
        }
    }
}
