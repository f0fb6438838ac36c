//! A Sedma player by rules of thumb, good enough to be fun to play against.
//!
//! Each legal action gets a value in card points from the seat's side's point of view, and the
//! best one is played. A card played into a trick is worth what the trick is worth (its aces and
//! tens, the trick and last-trick bonuses of the variant in force, and a little for leading next)
//! times how likely the side keeps the trick, minus what holding the card was worth. That single
//! sum gives the classic habits:
//!
//! * sevens (and osmová's eights) are kept for tricks with aces and tens in them;
//! * a trick the opponents are winning is taken back, or continued, when it holds points, or
//!   cheaply with a card of the led rank;
//! * aces and tens are not thrown under an opponent's winning card while a worthless card is at
//!   hand, and they are given to a partner who wins a trick the opponents cannot take back;
//! * low, worthless cards are led; an ace or ten is led when nobody is likely to take it, or
//!   when the leader holds a seven or another of its rank to win it back;
//! * with the stock gone, sevens are held for the last trick and the bonus is fought for;
//! * where the variant burns four in a row, the fourth card is played and the third is not
//!   offered to an opponent who may hold the fourth.
//!
//! Variants that restrict play (continuing only when losing, passing) act through the legal
//! list. The `easy` level weighs the same things as a beginner does ([`Weights::beginner`]):
//! it spends its sevens on worthless tricks, plays over its partner and leads without looking
//! at its defence, and slips now and then besides.

use super::table::Table;
use crate::Bot;
use crate::cards::{Card, CardSet, GameRng};
use crate::engine::Game;
use crate::games::sedma::{Sedma, SedmaAction, SedmaView};
use crate::mistakes::{EASY_MISTAKES, Mistakes};

/// The weights of the rules of thumb, in card points (or chances).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Winning a trick also means leading the next one and drawing first.
    pub tempo: f32,
    /// The share of a trick lost when an opponent can take it back but this seat can fight on.
    pub retake: f32,
    /// How far a partner still to act is trusted to take a trick back.
    pub help: f32,
    /// Holding a wild card for a later trick with points in it.
    pub keep_wild: f32,
    /// Holding an ace or ten (it can match one led).
    pub keep_points: f32,
    /// Holding a worthless card, and more when another of its rank is held.
    pub keep_low: f32,
    pub keep_pair: f32,
    /// The share of the risk left when the leader can defend its lead (another of the rank or a
    /// wild card in hand).
    pub defended: f32,
    /// Passing (three players, 32 cards) leaves the seat a card short at the end.
    pub pass_cost: f32,
    /// One stake of a burn (four in a row end the hand).
    pub burn_stake: f32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            tempo: 1.0,
            retake: 0.6,
            help: 0.3,
            keep_wild: 10.0,
            keep_points: 1.0,
            keep_low: 0.3,
            keep_pair: 0.5,
            defended: 0.6,
            pass_cost: 3.0,
            burn_stake: 60.0,
        }
    }
}

impl Weights {
    /// How a beginner weighs the same things: winning the trick in front of them counts for
    /// much, so sevens go on tricks with nothing in them; a partner is not trusted to take a
    /// trick back, so the beginner plays over them; a lead is judged without the cards that
    /// could win it back, and pairs are not kept together.
    pub fn beginner() -> Weights {
        Weights {
            tempo: 3.0,
            retake: 1.0,
            help: 0.0,
            keep_wild: 2.0,
            keep_pair: 0.0,
            defended: 1.0,
            ..Weights::default()
        }
    }
}

/// The rule-of-thumb Sedma bot; with a beginner's weights it is the `easy` level.
#[derive(Clone, Copy, Debug, Default)]
pub struct SedmaRuleBot {
    mistakes: Mistakes,
    weights: Weights,
}

impl SedmaRuleBot {
    /// The bot at full strength.
    pub fn new() -> SedmaRuleBot {
        SedmaRuleBot::default()
    }

    /// The `easy` level: the same rules weighed as a beginner weighs them
    /// ([`Weights::beginner`]), and a slip in [`EASY_MISTAKES`] of decisions.
    pub fn easy() -> SedmaRuleBot {
        SedmaRuleBot::new()
            .with_weights(Weights::beginner())
            .with_mistakes(EASY_MISTAKES)
    }

    /// With probability `p` (clamped to 0..=1) per decision, the bot plays another action than
    /// its best: half the time its second choice, otherwise any other.
    pub fn with_mistakes(self, p: f32) -> SedmaRuleBot {
        SedmaRuleBot {
            mistakes: Mistakes::new(p),
            ..self
        }
    }

    pub fn with_weights(self, weights: Weights) -> SedmaRuleBot {
        SedmaRuleBot { weights, ..self }
    }

    pub fn mistakes(&self) -> f32 {
        self.mistakes.rate()
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// The value of every legal action of the view, in the view's order (for tests and for
    /// explaining the bot's play).
    pub fn values(&self, view: &SedmaView) -> Vec<(SedmaAction, f32)> {
        let j = Judge {
            t: Table::new(view),
            k: &self.weights,
        };
        view.legal.iter().map(|&a| (a, j.value(a))).collect()
    }

    /// The value of every legal action of the seat to act in `g`, judged only from what that
    /// seat sees there (its own hand and the public table), in the legal order. A search asks
    /// it about positions it sampled, so it builds no view.
    pub fn values_in(&self, g: &Sedma) -> Vec<(SedmaAction, f32)> {
        let Some(seat) = g.to_act() else {
            return Vec::new();
        };
        let j = Judge {
            t: Table::of_position(g, seat),
            k: &self.weights,
        };
        g.legal_actions().iter().map(|a| (a, j.value(a))).collect()
    }

    /// The action the bot would take for the seat to act in `g` (as [`Self::values_in`] judges
    /// it), without mistakes: how a search lets the other seats of a sampled position act as
    /// sensible players.
    pub fn best_in(&self, g: &Sedma) -> Option<SedmaAction> {
        let seat = g.to_act()?;
        let legal = g.legal_actions();
        let legal = legal.as_slice();
        if legal.len() == 1 {
            return Some(legal[0]);
        }
        let j = Judge {
            t: Table::of_position(g, seat),
            k: &self.weights,
        };
        // The first of equal values, as `choose` plays it.
        let mut best = (legal[0], j.value(legal[0]));
        for &a in &legal[1..] {
            let v = j.value(a);
            if v > best.1 {
                best = (a, v);
            }
        }
        Some(best.0)
    }
}

impl Bot<Sedma> for SedmaRuleBot {
    fn name(&self) -> &str {
        "rule"
    }

    fn choose(&mut self, view: &SedmaView, rng: &mut GameRng) -> Option<SedmaAction> {
        let legal = &view.legal;
        match legal.len() {
            0 => return None,
            1 => return Some(legal[0]),
            _ => {}
        }
        let j = Judge {
            t: Table::new(view),
            k: &self.weights,
        };
        let mut values = [0f32; 8];
        let n = legal.len().min(values.len());
        for (v, &a) in values.iter_mut().zip(&legal[..n]) {
            *v = j.value(a);
        }
        Some(legal[self.mistakes.pick(&values[..n], rng)])
    }
}

/// Values actions for one seat's table with one set of weights.
struct Judge<'a> {
    t: Table,
    k: &'a Weights,
}

impl Judge<'_> {
    /// The value of one legal action, in card points for this seat's side.
    fn value(&self, a: SedmaAction) -> f32 {
        match a {
            SedmaAction::EndTrick => self.end_value(),
            SedmaAction::Pass => self.pass_value(),
            SedmaAction::Play(c) if self.t.trick_is_empty() => self.lead_value(c),
            SedmaAction::Play(c) => self.burn_value(c).unwrap_or_else(|| self.play_value(c)),
        }
    }

    /// What holding `c` for later is worth.
    fn keep(&self, c: Card) -> f32 {
        let (t, k) = (&self.t, self.k);
        if t.is_wild(c) {
            // Late in the hand a wild card is also the way to the last trick.
            k.keep_wild
                + if t.stock_empty() {
                    t.last_bonus() / 2.0
                } else {
                    0.0
                }
        } else if t.points(c) > 0.0 {
            k.keep_points
        } else {
            let pair = t.hand.intersect(CardSet::of_rank(c.rank_value())).len() > 1;
            k.keep_low + if pair { k.keep_pair } else { 0.0 }
        }
    }

    /// What the trick is worth with `extra` added, with the last-trick bonus if it is at stake.
    fn stake(&self, extra: Option<Card>) -> f32 {
        let t = &self.t;
        let last = if t.final_trick() { t.last_bonus() } else { 0.0 };
        t.table_points()
            + extra.map_or(0.0, |c| t.points(c))
            + t.trick_bonus()
            + last
            + self.k.tempo
    }

    /// The chance this side ends up with the trick after `extra` (or nothing) from this seat.
    fn keep_chance(&self, extra: Option<Card>) -> f32 {
        let (t, k) = (&self.t, self.k);
        let winner = t.winner_with(extra).unwrap_or(t.me());
        let beaters = t.beaters_after(extra);
        let helped = k.help * t.chance_any(beaters, t.later_cards(true));
        if t.friend(winner) {
            // Taken back, the trick is lost unless this seat can fight on with another card.
            let lead = t.lead_rank().unwrap_or(0);
            let rest = extra.map_or(t.hand, |c| t.hand.minus(CardSet::from_cards([c])));
            let ammo = rest.intersect(t.rules.wild.union(CardSet::of_rank(lead)));
            let loss = if ammo.is_empty() { 1.0 } else { k.retake };
            1.0 - loss * (1.0 - helped) * t.chance_any(beaters, t.later_cards(false))
        } else {
            helped
        }
    }

    /// Playing `c` into the trick: following, or continuing it as leader.
    fn play_value(&self, c: Card) -> f32 {
        let p = self.keep_chance(Some(c));
        self.stake(Some(c)) * (2.0 * p - 1.0) - self.keep(c)
    }

    /// The leader ends the trick: it goes to whoever is winning it.
    fn end_value(&self) -> f32 {
        let t = &self.t;
        let s = t.table_points() + t.trick_bonus() + self.k.tempo;
        match t.winner_with(None) {
            Some(w) if t.friend(w) => s,
            _ => -s,
        }
    }

    /// Sitting out this round (three players, 32 cards, pass rule).
    fn pass_value(&self) -> f32 {
        let p = self.keep_chance(None);
        self.stake(None) * (2.0 * p - 1.0) - self.k.pass_cost
    }

    /// Leading `c` to a new trick.
    fn lead_value(&self, c: Card) -> f32 {
        let (t, k) = (&self.t, self.k);
        let beaters = t.beaters_of_lead(c);
        let opponents = t.later_cards(false);
        let s = self.stake(Some(c));
        // Nobody spends a wild card on a worthless trick; a matching card costs little.
        let p = if s - k.tempo >= 5.0 {
            t.chance_any(beaters, opponents)
        } else {
            let matching = beaters.minus(t.rules.wild);
            let any = t.chance_any(beaters, opponents);
            let m = t.chance_any(matching, opponents);
            m + 0.3 * (any - m)
        };
        let rest = t.hand.minus(CardSet::from_cards([c]));
        let defence = rest.intersect(t.rules.wild.union(CardSet::of_rank(t.rules.rank_of(c))));
        let help = 1.0 - k.help * t.chance_any(beaters, t.later_cards(true));
        let risk = p * help * if defence.is_empty() { 1.0 } else { k.defended };
        // For a lead, a second card of the rank is an asset, not a reason to keep the first.
        let hold = if t.is_wild(c) || t.points(c) > 0.0 {
            self.keep(c)
        } else {
            k.keep_low
        };
        s * (1.0 - 2.0 * risk) - hold
    }

    /// Where four in a row burn the hand: playing the fourth wins it outright, and playing the
    /// third hands an opponent who holds the fourth the same chance.
    fn burn_value(&self, c: Card) -> Option<f32> {
        let t = &self.t;
        let preset = t.options.burn?;
        let rank = c.rank_value();
        let stake = self.k.burn_stake * preset.stake(rank) as f32;
        match t.trailing_run(rank) {
            3.. => Some(stake),
            2 => {
                let fourth = CardSet::of_rank(rank).intersect(t.unseen);
                let next = t.next_seat().filter(|&s| !t.friend(s))?;
                let risk = t.chance_any(fourth, t.hand_size(next));
                (risk > 0.0).then(|| self.play_value(c) - risk * stake)
            }
            _ => None,
        }
    }
}
