//! What an All Fours seat can work out from its view: the cards it has not seen, the trick so
//! far, who is still to play, and the odds that someone still to play beats a card.

use crate::cards::{Card, CardSet};
use crate::engine::Seat;
use crate::games::all_fours::scoring::count_value;
use crate::games::all_fours::trick::beats;
use crate::games::all_fours::{AllFoursView, side_count};

/// The cards of suit index `s` (0..4).
pub fn suit_cards(s: u8) -> CardSet {
    CardSet(0x1FFF << (13 * s as u64))
}

/// The counting value of one card for Game (10 = 10, A = 4, K = 3, Q = 2, J = 1).
pub fn count(c: Card) -> i32 {
    count_value(CardSet::from_cards([c]))
}

/// One seat's knowledge for one decision.
pub struct Know<'a> {
    pub view: &'a AllFoursView,
    pub hand: CardSet,
    pub trump: u8,
    /// Cards in other hands, their discards or the stock, as far as this seat knows.
    pub unseen: CardSet,
    /// The current trick's cards in play order.
    pub trick: Vec<Card>,
    /// The seat and card now winning the trick.
    pub winning: Option<(Seat, Card)>,
}

impl<'a> Know<'a> {
    pub fn new(view: &'a AllFoursView) -> Know<'a> {
        let hand = CardSet::from_cards(view.hand.iter().copied());
        let trump = view.trump as u8;
        let mut seen = hand
            .union(CardSet::from_cards(view.own_discards.iter().copied()))
            .union(CardSet::from_cards(view.turned.iter().copied()));
        for pile in view.won.iter().chain(&view.played) {
            seen = seen.union(CardSet::from_cards(pile.iter().copied()));
        }
        let trick: Vec<Card> = view.trick.iter().map(|p| p.card).collect();
        seen = seen.union(CardSet::from_cards(trick.iter().copied()));
        let mut winning = view.trick.first().map(|p| (p.seat, p.card));
        for p in view.trick.iter().skip(1) {
            if let Some((_, w)) = winning
                && beats(p.card, w, trump)
            {
                winning = Some((p.seat, p.card));
            }
        }
        Know {
            view,
            hand,
            trump,
            unseen: CardSet((1u64 << 52) - 1).minus(seen),
            trick,
            winning,
        }
    }

    pub fn me(&self) -> Seat {
        self.view.seat
    }

    pub fn players(&self) -> usize {
        self.view.players
    }

    /// Whether `seat` scores with this seat (itself or its partner).
    pub fn friend(&self, seat: Seat) -> bool {
        self.side(seat) == self.side(self.me())
    }

    pub fn side(&self, seat: Seat) -> usize {
        crate::engine::Seating::trick_game(self.players()).side_of(seat)
    }

    pub fn sides(&self) -> usize {
        side_count(self.players())
    }

    pub fn trumps(&self) -> CardSet {
        suit_cards(self.trump)
    }

    pub fn jack(&self) -> Card {
        Card::from_index(self.trump * 13 + 9).unwrap_or(Card::JOKER)
    }

    pub fn is_trump(&self, c: Card) -> bool {
        c.suit_index() == self.trump
    }

    /// The led suit of the current trick.
    pub fn led(&self) -> Option<u8> {
        self.trick.first().map(|c| c.suit_index())
    }

    /// The seats still to play to this trick after this seat, in order.
    pub fn later(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players();
        let done = self.trick.len() + 1;
        (1..=n - done.min(n)).map(move |i| (self.me() + i) % n)
    }

    /// The unseen cards that rank above `c` in its suit.
    pub fn higher_unseen(&self, c: Card) -> CardSet {
        let above = CardSet(!((2u64 << c.index()) - 1));
        self.unseen
            .intersect(suit_cards(c.suit_index()))
            .intersect(above)
    }

    /// The chance that `held` cards dealt at random from the unseen ones include one of
    /// `wanted` (hypergeometric).
    pub fn chance_any(&self, wanted: CardSet, held: usize) -> f32 {
        let total = self.unseen.len();
        let b = wanted.intersect(self.unseen).len();
        if b == 0 || held == 0 || total == 0 {
            return 0.0;
        }
        let mut none = 1.0f32;
        for i in 0..(held as u32).min(total) {
            if total < b + i + 1 {
                return 1.0;
            }
            none *= (total - b - i) as f32 / (total - i) as f32;
        }
        1.0 - none
    }

    fn void(&self, seat: Seat, suit: u8) -> bool {
        self.view
            .voids
            .get(seat)
            .is_some_and(|v| v >> suit & 1 == 1)
    }

    /// The chance that an opponent still to play beats `w` as the trick's winning card, in a
    /// trick led (or to be led) in `led`.
    pub fn risk(&self, w: Card, led: u8) -> f32 {
        let mut safe = 1.0f32;
        for o in self.later().filter(|&o| !self.friend(o)) {
            let k = self.view.hand_sizes.get(o).copied().unwrap_or(0);
            if k == 0 {
                continue;
            }
            let higher = self.higher_unseen(w);
            let void_led = if self.void(o, led) {
                1.0
            } else {
                1.0 - self.chance_any(suit_cards(led), k)
            };
            // May the opponent play a trump here?
            let may_trump = if led == self.trump || self.view.options.trump_anytime {
                1.0
            } else {
                void_led
            };
            let beat = if self.is_trump(w) {
                if self.void(o, self.trump) {
                    0.0
                } else {
                    may_trump * self.chance_any(higher, k)
                }
            } else {
                let same = if self.void(o, w.suit_index()) {
                    0.0
                } else {
                    self.chance_any(higher, k)
                };
                let ruff = if self.void(o, self.trump) {
                    0.0
                } else {
                    // A trump is spent on a trick only sometimes when nothing counts in it.
                    0.8 * may_trump * self.chance_any(self.trumps(), k)
                };
                1.0 - (1.0 - same) * (1.0 - ruff)
            };
            safe *= 1.0 - beat.clamp(0.0, 1.0);
        }
        1.0 - safe
    }

    /// Whether `c` may be played without breaking the follow rule (with table penalties the
    /// legal list also holds revokes).
    pub fn proper(&self, c: Card) -> bool {
        let Some(led) = self.led() else {
            return true;
        };
        c.suit_index() == led
            || (self.view.options.trump_anytime && self.is_trump(c))
            || self.hand.intersect(suit_cards(led)).is_empty()
    }
}
