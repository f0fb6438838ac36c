//! An All Fours player by rules of thumb, good enough to be fun to play against.
//!
//! Every legal action gets a value and the best is played:
//!
//! * **stand or beg** by the strength of the hand in the proposed suit: high trumps (the ace
//!   nearly makes High), the jack, low trumps (Low), how many trumps, side aces;
//! * **give or run** by the dealer's own strength in the suit against what the gift costs: a
//!   gift that puts the opponents one short of the target needs a strong hand (one that would
//!   take them to the target the rules forbid anyway);
//! * **discards** after a run keep trumps, the jack and counting cards (a 10 counts 10 for
//!   Game) and let the small side cards go;
//! * **cards** are valued by what the trick will hold (counting cards, the jack of trumps) times
//!   the chance this side keeps it, minus what the card is worth in hand. That gives the habits:
//!   tricks with 10s and court cards are taken cheaply, low cards are thrown on tricks that
//!   cannot be won, counting cards are given to a partner's safe trick, the jack is not led
//!   into higher trumps that are still out, and the top trump is led to draw the others.
//!
//! The `easy` level has a beginner's habits ([`Habits::beginner`]): it begs unless its hand is
//! plainly strong, runs the cards rather than give a point, keeps its high cards rather than
//! its low trumps after the run, and plays its cards without counting them for Game; it slips
//! now and then besides. The `normal` level bids cautiously ([`Habits::cautious`]): it stands
//! and gives only on a good hand.

use super::know::{Know, count, suit_cards};
use crate::Bot;
use crate::cards::{Card, CardSet, GameRng};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursView};
use crate::mistakes::{EASY_MISTAKES, Mistakes};

/// The jack of trumps' point, in counting values (a Game point is decided by some 20–40).
const JACK_VALUE: f32 = 12.0;

/// The [`strength`] the rules of thumb stand on, and the strength the dealer gives a point on.
/// The expert's playout policy bids by the same two numbers, so they are written once, here:
/// with copies of its own, a change to the rule bot's would leave the expert's playouts bidding
/// by the old ones (a test in `policy.rs` compares the two's bids).
pub(super) const STAND_AT: f32 = 4.0;
pub(super) const GIVE_AT: f32 = 3.5;

/// What the rules of thumb ask of a hand before bidding on it, and what they count of their
/// own card in a trick.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Habits {
    /// Strength needed to stand (see [`strength`]).
    pub stand_at: f32,
    /// Strength the dealer needs to give one point.
    pub give_at: f32,
    /// How much of what its own card counts for Game (a ten 10, an ace 4) the player sees
    /// riding on the trick it plays it into.
    pub count_own: f32,
    /// After a run it keeps its highest cards, trumps by a little only, as if tricks were
    /// the point: a low trump (Low, which goes to whoever holds it) goes before a side king.
    pub keep_high: bool,
}

impl Default for Habits {
    fn default() -> Habits {
        Habits {
            stand_at: STAND_AT,
            give_at: GIVE_AT,
            count_own: 1.0,
            keep_high: false,
        }
    }
}

impl Habits {
    /// The normal level's: the rules of thumb, standing and giving only on a good hand, as a
    /// club player does who has lost points bidding on thin ones. It costs the normal level a
    /// few hands in a hundred against the rules of thumb themselves (they win 53.2, 52.4 and
    /// 51.9 % of 20,000 two-, three- and four-player hands against it, seed 2030), which keeps
    /// it a clear step from the expert above it and from the easy level below it.
    pub fn cautious() -> Habits {
        Habits {
            stand_at: 5.5,
            give_at: 5.0,
            ..Habits::default()
        }
    }

    /// A beginner's: unsure what a hand is worth, it begs unless the hand is plainly strong,
    /// and as dealer runs the cards rather than give a point away; after the run it keeps its
    /// high cards and lets its low trumps go, not knowing that Low is scored by whoever holds
    /// it; a card is played without counting what it brings to Game, so tens go under the
    /// opponents' winning cards and are led into their trumps. (Standing and giving on a
    /// couple of trumps, the other classic, costs nothing measurable against the rules of
    /// thumb: 53.9 % of 2,000 hands for them with it, 53.7 % without.)
    pub fn beginner() -> Habits {
        Habits {
            stand_at: 7.0,
            give_at: 7.0,
            count_own: 0.0,
            keep_high: true,
        }
    }
}

/// Counting values another seat adds to a trick on average.
const FOLLOWER_ADDS: f32 = 1.0;

/// The rule-of-thumb All Fours bot; with a beginner's habits it is the `easy` level.
#[derive(Clone, Copy, Debug, Default)]
pub struct AllFoursRuleBot {
    mistakes: Mistakes,
    habits: Habits,
}

impl AllFoursRuleBot {
    /// The bot at full strength.
    pub fn new() -> AllFoursRuleBot {
        AllFoursRuleBot::default()
    }

    /// The `normal` level: the same rules, bidding cautiously ([`Habits::cautious`]).
    pub fn normal() -> AllFoursRuleBot {
        AllFoursRuleBot::new().with_habits(Habits::cautious())
    }

    /// The `easy` level: the same rules with a beginner's habits ([`Habits::beginner`]), and a
    /// slip in [`EASY_MISTAKES`] of its cards, as in the other games.
    pub fn easy() -> AllFoursRuleBot {
        AllFoursRuleBot::new()
            .with_habits(Habits::beginner())
            .with_mistakes(EASY_MISTAKES)
    }

    pub fn with_habits(self, habits: Habits) -> AllFoursRuleBot {
        AllFoursRuleBot { habits, ..self }
    }

    /// With probability `p` (clamped to 0..=1) per card it plays or discards, the bot plays
    /// another than its best: half the time its second choice, otherwise any other. Its bids
    /// do not slip.
    pub fn with_mistakes(self, p: f32) -> AllFoursRuleBot {
        AllFoursRuleBot {
            mistakes: Mistakes::new(p),
            ..self
        }
    }

    pub fn mistakes(&self) -> f32 {
        self.mistakes.rate()
    }

    /// The value of every legal action of the view, in the view's order (for tests and for
    /// explaining the bot's play).
    pub fn values(&self, view: &AllFoursView) -> Vec<(AllFoursAction, f32)> {
        let k = Know::new(view);
        let h = &self.habits;
        view.legal.iter().map(|&a| (a, value(&k, h, a))).collect()
    }
}

impl Bot<AllFours> for AllFoursRuleBot {
    /// `rule` at full strength, `normal` bidding cautiously, else `easy`.
    fn name(&self) -> &str {
        match (self.habits, self.mistakes.rate() > 0.0) {
            (h, false) if h == Habits::default() => "rule",
            (h, false) if h == Habits::cautious() => "normal",
            _ => "easy",
        }
    }

    fn choose(&mut self, view: &AllFoursView, rng: &mut GameRng) -> Option<AllFoursAction> {
        let legal = &view.legal;
        match legal.len() {
            0 => return None,
            1 => return Some(legal[0]),
            _ => {}
        }
        let values: Vec<f32> = self.values(view).into_iter().map(|(_, v)| v).collect();
        // A beginner's bids are timid, not erratic: the slips are in the card play.
        let bidding = legal.iter().any(|a| {
            matches!(
                a,
                AllFoursAction::Stand | AllFoursAction::Beg | AllFoursAction::Give
            )
        });
        let slips = if bidding {
            Mistakes::default()
        } else {
            self.mistakes
        };
        Some(legal[slips.pick(&values, rng)])
    }
}

/// How good `hand` is with suit index `suit` as trumps: about one per trump, more for the
/// ace (High), king, jack (the Jack point), ten (Game) and the lowest trumps (Low).
pub fn strength(hand: CardSet, suit: u8) -> f32 {
    let trumps = hand.intersect(suit_cards(suit));
    let mut s = 0.0;
    for c in trumps {
        s += 1.0
            + match c.rank_value() {
                14 => 2.0,
                13 => 1.2,
                12 => 0.6,
                11 => 1.2,
                10 => 0.8,
                2 | 3 => 0.5,
                _ => 0.0,
            };
    }
    let jack = Card::from_index(suit * 13 + 9).unwrap_or(Card::JOKER);
    let guard = trumps.iter().any(|c| c.rank_value() > 12);
    if trumps.contains(jack) && guard {
        s += 0.5;
    }
    let side_aces = hand.minus(trumps).intersect(CardSet::of_rank(14)).len();
    s + 0.4 * side_aces as f32
}

/// The value of one legal action.
fn value(k: &Know, h: &Habits, a: AllFoursAction) -> f32 {
    match a {
        AllFoursAction::Stand => strength(k.hand, k.trump) - h.stand_at,
        AllFoursAction::Beg | AllFoursAction::Run => 0.0,
        AllFoursAction::Give => give_value(k, h),
        AllFoursAction::Discard(c) => -hold_value(k, h, c),
        AllFoursAction::Play(c) => {
            let v = if k.trick.is_empty() {
                lead_value(k, h, c)
            } else {
                follow_value(k, h, c)
            };
            // With table penalties revokes are listed too; they cost points.
            if k.proper(c) { v } else { v - 100.0 }
        }
    }
}

/// The dealer gives: worth it with a hand strong in the proposed suit, more so the fewer
/// points the gift costs and the further the receivers stay from the target.
fn give_value(k: &Know, h: &Habits) -> f32 {
    let v = k.view;
    let me = k.side(v.seat);
    let receivers: Vec<usize> = match v.options.gift {
        crate::games::all_fours::GiftTo::Eldest => vec![k.side(v.eldest)],
        crate::games::all_fours::GiftTo::EachOpponent => {
            (0..k.sides()).filter(|&s| s != me).collect()
        }
    };
    let mut need = h.give_at + (receivers.len() as f32 - 1.0);
    if let Some(target) = v.options.target() {
        let after = |s: usize| {
            v.match_totals.get(s).copied().unwrap_or(0)
                + v.early_points.get(s).copied().unwrap_or(0)
                + 1
        };
        if receivers.iter().any(|&s| after(s) >= target) {
            // The rules forbid it; never offered, but never chosen either.
            return f32::NEG_INFINITY;
        }
        if receivers.iter().any(|&s| after(s) + 1 >= target) {
            // One point short of the match: any point of the deal ends it.
            need += 1.5;
        }
    }
    strength(k.hand, k.trump) - need
}

/// What keeping `c` after a run is worth: trumps first (the jack, and the lowest for Low),
/// then counting cards, then side cards by rank; to a beginner, the rank above all.
fn hold_value(k: &Know, h: &Habits, c: Card) -> f32 {
    let r = c.rank_value() as f32;
    if h.keep_high {
        return r + if k.is_trump(c) { 3.0 } else { 0.0 };
    }
    if k.is_trump(c) {
        let extra = match c.rank_value() {
            11 => 8.0,
            2 | 3 => 3.0,
            _ => 0.0,
        };
        return 20.0 + r + extra;
    }
    let guarded_ten = c.rank_value() == 10
        && k.hand
            .intersect(suit_cards(c.suit_index()))
            .iter()
            .any(|x| x.rank_value() == 14);
    r / 2.0
        + match c.rank_value() {
            10 => 4.0 + if guarded_ten { 2.0 } else { 0.0 },
            14 => 3.0,
            13 => 1.0,
            _ => 0.0,
        }
}

/// What holding `c` for a later trick is worth, in counting values.
fn keep(k: &Know, c: Card) -> f32 {
    let base = if k.is_trump(c) {
        match c.rank_value() {
            11 => 6.0,
            14 => 5.0,
            13 => 4.0,
            12 => 3.0,
            10 => 3.0,
            2 | 3 => 0.8,
            r => 1.0 + r as f32 / 10.0,
        }
    } else {
        match c.rank_value() {
            14 => 2.5,
            13 => 1.2,
            10 => 1.0,
            r => 0.3 + r as f32 / 20.0,
        }
    };
    // Late in the deal there is little left to keep a card for.
    let left = k.hand.len().saturating_sub(1) as f32;
    base * (left / 5.0).min(1.0)
}

/// What the trick holds so far, in counting values (the jack of trumps counts its point).
fn table_stake(k: &Know) -> f32 {
    k.trick.iter().map(|&c| card_stake(k, c)).sum()
}

fn card_stake(k: &Know, c: Card) -> f32 {
    count(c) as f32 + if c == k.jack() { JACK_VALUE } else { 0.0 }
}

/// What the player sees its own card `c` add to the trick.
fn own_stake(k: &Know, h: &Habits, c: Card) -> f32 {
    h.count_own * count(c) as f32 + if c == k.jack() { JACK_VALUE } else { 0.0 }
}

/// Leading `c`: the trick is likely to hold `c` and a little from each follower; won unless
/// someone beats it. Leading the top trump draws out the others (guarding the jack, the ten
/// of trumps and the side suits' counting cards).
fn lead_value(k: &Know, h: &Habits, c: Card) -> f32 {
    let others = (k.players() - 1) as f32;
    let stake = own_stake(k, h, c) + FOLLOWER_ADDS * others;
    let p = 1.0 - k.risk(c, c.suit_index());
    let mut v = stake * (2.0 * p - 1.0) - keep(k, c);
    let out_trumps = k.unseen.intersect(k.trumps());
    if k.is_trump(c) && k.higher_unseen(c).is_empty() && !out_trumps.is_empty() {
        let rest = k.hand.intersect(k.trumps()).minus(CardSet::from_cards([c]));
        let guards_jack = rest.contains(k.jack());
        let guards_ten = rest.iter().any(|x| x.rank_value() == 10);
        let counting_sides = k
            .hand
            .minus(k.trumps())
            .iter()
            .filter(|&x| count(x) >= 3)
            .count() as f32;
        v += 2.0
            + if guards_jack { 5.0 } else { 0.0 }
            + if guards_ten { 3.0 } else { 0.0 }
            + counting_sides;
    }
    v
}

/// Following with `c`: the trick goes to this side if `c` wins and nobody later beats it, or
/// if a partner's winning card stands.
fn follow_value(k: &Know, h: &Habits, c: Card) -> f32 {
    let Some((seat, cur)) = k.winning else {
        return lead_value(k, h, c);
    };
    let led = k.led().unwrap_or(c.suit_index());
    let later = k.later().count() as f32;
    let stake = table_stake(k) + own_stake(k, h, c) + FOLLOWER_ADDS * later;
    let wins = crate::games::all_fours::trick::beats(c, cur, k.trump);
    let partner_later = k.later().any(|s| k.friend(s));
    let p = if wins {
        1.0 - k.risk(c, led)
    } else if k.friend(seat) {
        1.0 - k.risk(cur, led)
    } else if partner_later {
        0.25
    } else {
        0.0
    };
    stake * (2.0 * p - 1.0) - keep(k, c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{parse_cards, rng_from_seed};
    use crate::engine::Game;
    use crate::games::all_fours::AllFoursOptions;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    /// A two-player deal from explicit hands; the stock's first card is the upcard.
    fn deal(north: &str, east: &str, stock: &str, dealer: usize) -> AllFours {
        let opts = AllFoursOptions::for_players(2);
        AllFours::from_deal(
            &opts,
            dealer,
            &[cards(north), cards(east)],
            &cards(stock),
            &[],
        )
        .unwrap()
    }

    fn choose(g: &AllFours) -> AllFoursAction {
        let seat = g.to_act().unwrap();
        AllFoursRuleBot::new()
            .choose(&g.view(seat), &mut rng_from_seed(1))
            .unwrap()
    }

    #[test]
    fn strong_trumps_stand_and_weak_ones_beg() {
        // Seat 1 is dealer, seat 0 eldest; spades proposed.
        let g = deal("As Js 4s 9h 8d 7c", "2h 3h 4h 5h 6h 7h", "2s", 1);
        assert_eq!(choose(&g), AllFoursAction::Stand);
        let g = deal("5s 9h 8d 7c 2c 3d", "2h 3h 4h 5h 6h 7h", "2s", 1);
        assert_eq!(choose(&g), AllFoursAction::Beg);
    }

    #[test]
    fn the_dealer_gives_with_a_strong_suit_and_runs_with_a_weak_one() {
        let mut g = deal("5s 9h 8d 7c 2c 3d", "As Ks Js 10s 6h 7h", "2s", 1);
        g.apply_with(AllFoursAction::Beg, &mut ());
        assert_eq!(choose(&g), AllFoursAction::Give);
        let mut g = deal("5s 9h 8d 7c 2c 3d", "2h 3h 4h 5h 6h 7h", "2s", 1);
        g.apply_with(AllFoursAction::Beg, &mut ());
        assert_eq!(choose(&g), AllFoursAction::Run);
    }

    #[test]
    fn no_gift_that_leaves_the_opponents_one_short() {
        let opts = AllFoursOptions::for_players(2);
        let hands = [cards("5s 9h 8d 7c 2c 3d"), cards("Ks 4s 6s 10d 6h 7h")];
        let mut far = AllFours::from_deal(&opts, 1, &hands, &cards("2s"), &[0, 0]).unwrap();
        far.apply_with(AllFoursAction::Beg, &mut ());
        assert_eq!(choose(&far), AllFoursAction::Give);
        let mut near = AllFours::from_deal(&opts, 1, &hands, &cards("2s"), &[5, 0]).unwrap();
        near.apply_with(AllFoursAction::Beg, &mut ());
        assert_eq!(choose(&near), AllFoursAction::Run);
    }

    #[test]
    fn discards_keep_trumps_and_tens() {
        let opts = AllFoursOptions::for_players(2);
        let hands = [cards("5s 9h 8d 7c 2c 3d"), cards("2h 3h 4h 5h 6h 7h")];
        // Spades rejected; the run deals 3 + 3 and turns the 8 of hearts.
        let stock = cards("2s 10c Jd 4c Kh Qh 9c 8h");
        let mut g = AllFours::from_deal(&opts, 1, &hands, &stock, &[]).unwrap();
        g.apply_with(AllFoursAction::Beg, &mut ());
        g.apply_with(AllFoursAction::Run, &mut ());
        assert!(g.discarding());
        let trump = g.trump_suit();
        while g.discarding() {
            let seat = g.to_act().unwrap();
            let before = g.hand(seat);
            let a = choose(&g);
            let AllFoursAction::Discard(c) = a else {
                panic!("{a:?}")
            };
            // Never a trump or a 10 while a small side card is there to go.
            let small_side = before
                .iter()
                .any(|x| x.suit() != Some(trump) && x.rank_value() < 10);
            if small_side {
                assert_ne!(c.suit(), Some(trump), "{before:?}");
                assert_ne!(c.rank_value(), 10, "{before:?}");
            }
            g.apply_with(a, &mut ());
        }
    }

    /// North (seat 0, eldest) stands on spades and the tricks begin.
    fn stood(north: &str, east: &str) -> AllFours {
        let mut g = deal(north, east, "2s", 1);
        g.apply_with(AllFoursAction::Stand, &mut ());
        g
    }

    #[test]
    fn a_ten_is_taken_cheaply_and_not_thrown_away() {
        // North leads a club and loses it; East leads the 10 of hearts: North takes it with
        // the ace rather than the low heart.
        let mut g = stood("Ah 3h 5c 6c 7c 8c", "10h 9d 4d Kd Qd Jc");
        g.apply_with(AllFoursAction::Play(cards("5c")[0]), &mut ());
        g.apply_with(AllFoursAction::Play(cards("Jc")[0]), &mut ());
        assert_eq!(g.to_act(), Some(1));
        g.apply_with(AllFoursAction::Play(cards("10h")[0]), &mut ());
        assert_eq!(choose(&g), AllFoursAction::Play(cards("Ah")[0]));
        // East leads the ace of hearts: North keeps its 10 and plays the low heart.
        let mut g = stood("10h 3h 5c 6c 7c 8c", "Ah 9d 4d Kd Qd Jc");
        g.apply_with(AllFoursAction::Play(cards("5c")[0]), &mut ());
        g.apply_with(AllFoursAction::Play(cards("Jc")[0]), &mut ());
        g.apply_with(AllFoursAction::Play(cards("Ah")[0]), &mut ());
        assert_eq!(choose(&g), AllFoursAction::Play(cards("3h")[0]));
    }

    #[test]
    fn low_cards_go_on_tricks_that_cannot_be_won() {
        // East leads the ace of hearts; North has neither hearts nor trumps (spades), so it
        // throws the 2 of clubs rather than the 10 or king of diamonds.
        let mut g = stood("2c 10d Kd 5c 6c 7c", "Ks Ah 9d 4d Qd Jc");
        g.apply_with(AllFoursAction::Play(cards("5c")[0]), &mut ());
        g.apply_with(AllFoursAction::Play(cards("Jc")[0]), &mut ());
        g.apply_with(AllFoursAction::Play(cards("Ah")[0]), &mut ());
        assert_eq!(choose(&g), AllFoursAction::Play(cards("2c")[0]));
    }

    #[test]
    fn the_jack_is_not_led_into_higher_trumps() {
        // North holds the jack of spades; the ace and king of spades are out.
        let g = stood("Js 9h 8d 7c 5c 4d", "As Ks 2h 3h 4h 5h");
        assert_ne!(choose(&g), AllFoursAction::Play(cards("Js")[0]));
    }

    #[test]
    fn the_top_trump_is_led_to_draw_the_others() {
        // North holds the ace and jack of spades: the ace draws the king before the jack goes.
        let g = stood("As Js 9h 8d 7c 4d", "Ks 3s 2h 3h 4h 5h");
        assert_eq!(choose(&g), AllFoursAction::Play(cards("As")[0]));
    }

    #[test]
    fn the_easy_bot_sometimes_errs_and_always_plays_legally() {
        let opts = AllFoursOptions::for_players(3);
        let mut rng = rng_from_seed(4);
        let mut differ = 0;
        for d in 0..30 {
            let mut g = AllFours::deal_random(&opts, d % 3, &mut rng);
            while let Some(seat) = g.to_act() {
                let view = g.view(seat);
                let easy = AllFoursRuleBot::easy().choose(&view, &mut rng).unwrap();
                let good = AllFoursRuleBot::new().choose(&view, &mut rng).unwrap();
                assert!(view.legal.contains(&easy));
                differ += usize::from(easy != good);
                g.apply_with(easy, &mut ());
            }
        }
        assert!(differ > 5, "{differ}");
    }
}
