//! Dealing an All Fours hand: a seeded shuffle (finished lazily as runs reach further into the
//! stock), an explicit deal for scenarios and tests, batches of three from the dealer's left.

use super::{
    AllFours, AllFoursOptions, Award, DealError, End, HAND_SIZE, MAX_EARLY, Phase, Point,
    PointReason, side_count,
};
use crate::cards::{Card, CardSet, CardTally, GameRng, Rank};
use crate::engine::Seat;
use rand::Rng;

impl AllFours {
    /// Shuffles the pack with `rng` and deals six each in two batches of three from the dealer's
    /// left, then turns the upcard. Match totals are zero until [`AllFours::set_totals`].
    pub fn deal_random(opts: &AllFoursOptions, dealer: Seat, rng: &mut GameRng) -> AllFours {
        let mut g = AllFours::empty(opts, dealer);
        for (i, slot) in g.stock.iter_mut().enumerate() {
            *slot = Card::from_index(i as u8).unwrap_or(Card::JOKER);
        }
        // The pack is shuffled lazily, one Fisher–Yates position per card taken from the top,
        // from a SplitMix64 stream seeded by `rng`: a card is fixed only when it is dealt or
        // turned, and deals that need no run never shuffle the rest. The deal is fixed by `rng`
        // alone.
        g.tail_seed = rng.next_u64();
        g.shuffled = 0;
        g.stock_end = 52;
        g.deal_batches(2, CardSet(u64::MAX));
        g.turn_first_upcard();
        g
    }

    /// A deal from explicit cards: each seat's six cards, then the stock top first, its first
    /// card being the upcard and the next ones what runs would deal. Cards of the pack not
    /// listed anywhere follow the listed stock in pack order. `totals` are the match totals per
    /// side before the deal (empty: a fresh match).
    pub fn from_deal(
        opts: &AllFoursOptions,
        dealer: Seat,
        hands: &[Vec<Card>],
        stock: &[Card],
        totals: &[i32],
    ) -> Result<AllFours, DealError> {
        opts.validate().map_err(DealError)?;
        let n = opts.players as usize;
        if hands.len() != n {
            return Err(DealError(format!(
                "the deal lists {} hands but the game has {n} players",
                hands.len()
            )));
        }
        if dealer >= n {
            return Err(DealError(format!(
                "the dealer must be a seat from 0 to {}, not {dealer}",
                n - 1
            )));
        }
        let sides = side_count(n);
        if !totals.is_empty() && totals.len() != sides {
            return Err(DealError(format!(
                "match totals list {} numbers; this game has {sides} sides",
                totals.len()
            )));
        }
        let pack = CardSet((1u64 << 52) - 1);
        let mut tally = CardTally::default();
        let mut add = |c: Card, place: &str| tally.add_checked(c, pack, place).map_err(DealError);
        for (s, h) in hands.iter().enumerate() {
            if h.len() != HAND_SIZE as usize {
                return Err(DealError(format!(
                    "seat {s} holds {} cards; every hand is dealt {HAND_SIZE}",
                    h.len()
                )));
            }
            for &c in h {
                add(c, &format!("seat {s}'s hand"))?;
            }
        }
        for &c in stock {
            add(c, "the stock")?;
        }
        let mut g = AllFours::empty(opts, dealer);
        for (s, h) in hands.iter().enumerate() {
            g.hands[s] = CardSet::from_cards(h.iter().copied());
        }
        let rest = pack.minus(tally.seen());
        let mut k = 0;
        for c in stock.iter().copied().chain(rest) {
            g.stock[k] = c;
            k += 1;
        }
        g.stock_end = k as u8;
        for (t, &v) in g.totals.iter_mut().zip(totals) {
            *t = v;
        }
        g.turn_first_upcard();
        g.check_immediate_win();
        Ok(g)
    }

    pub(super) fn empty(opts: &AllFoursOptions, dealer: Seat) -> AllFours {
        let n = opts.players;
        let dealer = dealer as u8 % n.max(1);
        AllFours {
            opts: *opts,
            n,
            dealer,
            eldest: (dealer + 1) % n.max(1),
            totals: [0; 4],
            hands: [CardSet::EMPTY; 4],
            held: [CardSet::EMPTY; 4],
            discards: [CardSet::EMPTY; 4],
            won: [CardSet::EMPTY; 4],
            stock: [Card::JOKER; 52],
            stock_top: 0,
            stock_end: 0,
            shuffled: 52,
            tail_seed: 0,
            turned: CardSet::EMPTY,
            upcard: Card::JOKER,
            first_upcard: Card::JOKER,
            trump: 0,
            runs: 0,
            early: [Award::NONE; MAX_EARLY],
            nearly: 0,
            trick: [Card::JOKER; 4],
            nplays: 0,
            leader: 0,
            win_idx: 0,
            tricks_played: 0,
            revokes: 0,
            voids: 0,
            phase: Phase::Eldest,
            end: End::Playing,
        }
    }

    /// Deals `batches` batches of three to each seat in `to` (bit per seat), from dealer's left.
    pub(super) fn deal_batches(&mut self, batches: u8, to: CardSet) {
        for _ in 0..batches {
            let mut s = self.dealer;
            for _ in 0..self.n {
                s = self.next_seat(s);
                if to.0 >> s & 1 == 1 {
                    for _ in 0..3 {
                        let c = self.take_top();
                        self.hands[s as usize].insert(c);
                    }
                }
            }
        }
    }

    fn turn_first_upcard(&mut self) {
        let c = self.draw();
        self.upcard = c;
        self.first_upcard = c;
        self.trump = c.suit_index();
        if c.rank_value() == Rank::Jack.value() {
            let d = self.side_of(self.dealer as Seat);
            self.add_early(Point::TurnUpJack, d, PointReason::TurnedUp { card: c });
        }
    }

    pub(super) fn draw(&mut self) -> Card {
        let c = self.take_top();
        self.turned.insert(c);
        c
    }

    /// Takes the stock's top card, finishing the shuffle one position further when needed.
    #[inline]
    fn take_top(&mut self) -> Card {
        let top = self.stock_top as usize;
        while (self.shuffled as usize) <= top && self.shuffled < self.stock_end {
            // Fisher–Yates from the front, one position at a time, from the deal's own stream.
            let i = self.shuffled as usize;
            let j = i + tail_below(&mut self.tail_seed, (self.stock_end as usize - i) as u32);
            self.stock.swap(i, j);
            self.shuffled += 1;
        }
        self.stock_top += 1;
        self.stock[top]
    }
}

/// A uniform integer in `0..n` from a SplitMix64 stream (Lemire's multiply-shift; the bias for
/// n ≤ 52 is below 2^-58).
#[inline]
fn tail_below(state: &mut u64, n: u32) -> usize {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    ((z as u128 * n as u128) >> 64) as usize
}
