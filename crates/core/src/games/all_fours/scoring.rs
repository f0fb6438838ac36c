//! End-of-deal scoring (rule book 2.6, 2.7, 2.8): High, Low, Jack and Game, counted after the
//! turn-up jacks and gifts in the order High, Low, Jack, Game so the first party to reach the
//! target wins; table penalties for revokes; the single-deal tie-break.

use super::trick::{Point, PointReason};
use super::{AllFours, AllFoursEvent, End, MatchEnd, RevokePenalty, suit_mask};
use crate::cards::{Card, CardSet};
use crate::engine::{EventSink, HandScore, MAX_SEATS, Outcome, ScoreItem, Seat, Side};

/// One point of a deal and why it went where it went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Award {
    pub point: Point,
    pub side: u8,
    pub reason: PointReason,
    /// Whether it was added to the side's score: not when the match was won earlier in the
    /// count, nor when a Foster revoke bars the side from it.
    pub counted: bool,
    /// Not counted because a Foster revoke bars the side from Game and Jack.
    pub barred: bool,
}

impl Award {
    pub(super) const NONE: Award = Award {
        point: Point::Gift,
        side: 0,
        reason: PointReason::Given { dealer: 0 },
        counted: false,
        barred: false,
    };
}

/// A finished deal's points, without allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    awards: [Award; 8],
    len: u8,
    sides: u8,
    /// Points each side gains this deal (after penalties and caps).
    pub gains: [i32; 4],
    /// Counting values (10 = 10, A = 4, K = 3, Q = 2, J = 1) in each side's won tricks.
    pub counts: [i32; 4],
    /// Points each side lost for revokes.
    pub penalties: [i32; 4],
    winner: Option<u8>,
}

impl Tally {
    /// The points in counting order.
    pub fn awards(&self) -> &[Award] {
        &self.awards[..self.len as usize]
    }

    /// The side this deal makes the match winner (target reached first, or the single deal).
    pub fn winner(&self) -> Option<Side> {
        self.winner.map(|w| w as Side)
    }

    /// Who was awarded `point` (the first such award), counted or not.
    pub fn side_of(&self, point: Point) -> Option<Side> {
        self.awards()
            .iter()
            .find(|a| a.point == point)
            .map(|a| a.side as Side)
    }

    pub fn gains(&self) -> &[i32] {
        &self.gains[..self.sides as usize]
    }
}

/// The counting value of a set of cards for Game.
pub fn count_value(cards: CardSet) -> i32 {
    let r = |v: u8| cards.intersect(CardSet::of_rank(v)).len() as i32;
    10 * r(10) + 4 * r(14) + 3 * r(13) + 2 * r(12) + r(11)
}

/// The jack of the suit with index `suit`.
fn jack_of(suit: u8) -> Card {
    Card::from_index(suit * 13 + 9).unwrap_or(Card::JOKER)
}

fn holder(g: &AllFours, card: Card) -> Seat {
    (0..g.n as usize)
        .find(|&s| g.held[s].contains(card))
        .unwrap_or(0)
}

fn captor(g: &AllFours, card: Card) -> Seat {
    (0..g.n as usize)
        .find(|&s| g.won[s].contains(card))
        .unwrap_or(0)
}

/// Scores a finished deal.
pub(super) fn tally(g: &AllFours) -> Tally {
    let sides = g.sides();
    let mut t = Tally {
        awards: [Award::NONE; 8],
        len: 0,
        sides: sides as u8,
        gains: [0; 4],
        counts: [0; 4],
        penalties: [0; 4],
        winner: None,
    };
    for s in 0..g.n as usize {
        t.counts[g.side_of(s)] += count_value(g.won[s]);
    }
    let penalty = if g.end == End::Played {
        g.opts.revoke_penalty
    } else {
        None
    };
    let mut capped = [false; 4];
    if penalty.is_some() {
        for s in 0..g.n as usize {
            if g.revokes >> s & 1 == 1 {
                capped[g.side_of(s)] = true;
            }
        }
    }
    let in_play = CardSet(g.held.iter().fold(0, |a, h| a | h.0));
    let trumps = in_play.intersect(suit_mask(g.trump));
    let jack = jack_of(g.trump);
    let jack_in_play = trumps.contains(jack);
    let target = g.opts.target();

    let push = |t: &mut Tally, point: Point, side: Side, reason: PointReason| {
        let barred = penalty == Some(RevokePenalty::FosterRevoke)
            && capped[side]
            && (point == Point::Game || point == Point::Jack);
        let counted = t.winner.is_none() && !barred;
        if counted {
            t.gains[side] += 1;
            if let Some(target) = target
                && !capped[side]
                && g.totals[side] + t.gains[side] >= target
            {
                t.winner = Some(side as u8);
            }
        }
        t.awards[t.len as usize] = Award {
            point,
            side: side as u8,
            reason,
            counted,
            barred,
        };
        t.len += 1;
    };

    for a in &g.early[..g.nearly as usize] {
        push(&mut t, a.point, a.side as Side, a.reason);
    }
    if g.end == End::Played {
        if !trumps.is_empty() {
            let only_trump = trumps.len() == 1;
            let high = Card::from_index(63 - trumps.0.leading_zeros() as u8).unwrap_or(jack);
            let low = Card::from_index(trumps.0.trailing_zeros() as u8).unwrap_or(jack);
            for (point, card) in [(Point::High, high), (Point::Low, low)] {
                let seat = holder(g, card);
                let reason = PointReason::Held {
                    seat,
                    card,
                    only_trump,
                };
                push(&mut t, point, g.side_of(seat), reason);
            }
            if jack_in_play {
                let seat = captor(g, jack);
                let reason = PointReason::Captured { seat, card: jack };
                push(&mut t, Point::Jack, g.side_of(seat), reason);
            }
        }
        if let Some((side, reason)) = game_point(g, &t.counts[..sides]) {
            push(&mut t, Point::Game, side, reason);
        }
    }

    if let Some(p) = penalty {
        for side in (0..sides).filter(|&s| capped[s]) {
            let lose = match (p, jack_in_play) {
                (RevokePenalty::SeedRevoke, true) | (RevokePenalty::FosterRevoke, false) => 1,
                _ => 2,
            };
            t.penalties[side] = lose;
            t.gains[side] -= lose;
            if let Some(target) = target {
                t.gains[side] = t.gains[side].min(target - 1 - g.totals[side]);
            }
        }
    }

    if g.opts.match_end == MatchEnd::SingleDeal && g.end != End::Abandoned {
        t.winner = single_deal_winner(&t, sides);
    }
    t
}

/// Game (rule book 2.6): the best count; a tie with the dealer goes to the other party, two
/// non-dealers tied for best get nothing.
fn game_point(g: &AllFours, counts: &[i32]) -> Option<(Side, PointReason)> {
    let best = *counts.iter().max()?;
    let dealer = g.side_of(g.dealer as Seat);
    let tied = |s: &Side| counts[*s] == best;
    let mut top = (0..counts.len()).filter(tied);
    let first = top.next()?;
    let second = top.next();
    let (side, tie_with_dealer) = match second {
        None => (first, false),
        Some(_) => {
            let mut others = (0..counts.len()).filter(|s| tied(s) && *s != dealer);
            let only = others.next()?;
            if others.next().is_some() || !tied(&dealer) {
                return None;
            }
            (only, true)
        }
    };
    let next_best = (0..counts.len())
        .filter(|&s| s != side)
        .map(|s| counts[s])
        .max()
        .unwrap_or(0);
    Some((
        side,
        PointReason::Counted {
            total: best,
            next_best,
            tie_with_dealer,
        },
    ))
}

/// Single deal: the most points; a tie goes to the tied party holding High, then Low, Jack,
/// Game (house choice); otherwise nobody.
fn single_deal_winner(t: &Tally, sides: usize) -> Option<u8> {
    let best = *t.gains[..sides].iter().max()?;
    // Tied sides as a bit mask: no allocation on the outcome path.
    let tied = (0..sides)
        .filter(|&s| t.gains[s] == best)
        .fold(0u8, |m, s| m | 1 << s);
    if tied.count_ones() == 1 {
        return Some(tied.trailing_zeros() as u8);
    }
    [Point::High, Point::Low, Point::Jack, Point::Game]
        .iter()
        .find_map(|&p| {
            t.awards()
                .iter()
                .find(|a| a.point == p && a.counted && tied >> a.side & 1 == 1)
                .map(|a| a.side)
        })
}

/// The deal's result in fixed arrays: counting totals as card points, points gained as game
/// points; the winner is the side the deal makes match winner, else the sides that gained most.
pub(super) fn outcome(g: &AllFours) -> Outcome {
    let t = tally(g);
    let sides = g.sides();
    let mut o = Outcome {
        sides: sides as u8,
        ..Outcome::default()
    };
    o.card_points[..sides].copy_from_slice(&t.counts[..sides]);
    o.game_points[..sides].copy_from_slice(&t.gains[..sides]);
    o.stake = t.gains[..sides].iter().filter(|&&p| p > 0).sum();
    o.winners = match t.winner {
        Some(w) => 1 << w,
        None => {
            let best = t.gains[..sides].iter().copied().max().unwrap_or(0);
            if best > 0 {
                (0..sides)
                    .filter(|&s| t.gains[s] == best)
                    .fold(0, |m, s| m | 1 << s)
            } else {
                0
            }
        }
    };
    o
}

/// The score-sheet form: the outcome and a one-line summary of the points.
pub(super) fn score(g: &AllFours) -> HandScore {
    let t = tally(g);
    let names = side_names(g.n as usize);
    let mut parts: Vec<String> = t
        .awards()
        .iter()
        .map(|a| {
            let who = names.get(a.side as usize).map_or("?", String::as_str);
            let note = match (a.counted, a.barred) {
                (true, _) => "",
                (false, true) => " (barred by a revoke)",
                (false, false) => " (not counted)",
            };
            format!("{} {who}{note}", a.point.name())
        })
        .collect();
    for (side, &p) in t.penalties[..g.sides()].iter().enumerate() {
        if p > 0 {
            parts.push(format!(
                "revoke: {} loses {p}",
                names.get(side).map_or("?", String::as_str)
            ));
        }
    }
    let why = match g.end {
        End::Abandoned => format!(
            "deal abandoned: the stock ran short for a run; the same dealer deals again{}",
            if parts.is_empty() {
                String::new()
            } else {
                format!(" ({})", parts.join(", "))
            }
        ),
        _ if parts.is_empty() => "no points".to_string(),
        _ => parts.join(", "),
    };
    let mut score = outcome(g).to_score(why);
    score.items = items(&t, g.sides());
    score
}

/// Each counted point, each revoke penalty, and where a revoking side's points are held below
/// the target, what that took off.
fn items(t: &Tally, sides: usize) -> Vec<ScoreItem> {
    let mut items: Vec<ScoreItem> = t
        .awards()
        .iter()
        .filter(|a| a.counted)
        .map(|a| ScoreItem::new(a.side as Side, a.point.key(), 1))
        .collect();
    for side in 0..sides {
        if t.penalties[side] > 0 {
            items.push(ScoreItem::new(side, "revoke", -t.penalties[side]));
        }
        let listed: i32 = items
            .iter()
            .filter(|i| i.side == side)
            .map(|i| i.points)
            .sum();
        if listed != t.gains[side] {
            items.push(ScoreItem::new(
                side,
                "held-below-target",
                t.gains[side] - listed,
            ));
        }
    }
    items
}

/// A search's reward for one point of the deal: rewards stay near the 0..1 range the
/// searches' exploration constant is tuned for.
pub const REWARD_PER_POINT: f32 = 0.25;

/// Per-seat reward for search: the seat's party's points this deal, scaled.
pub(super) fn rewards(g: &AllFours) -> [f32; MAX_SEATS] {
    let mut r = [0.0; MAX_SEATS];
    if g.phase != super::Phase::Over {
        return r;
    }
    let t = tally(g);
    for (s, v) in r.iter_mut().enumerate().take(g.n as usize) {
        *v = t.gains[g.side_of(s)] as f32 * REWARD_PER_POINT;
    }
    r
}

/// The events that close a deal: each point with its reason, penalties, the match win, and
/// the hand's score. Built only when the sink listens.
pub(super) fn emit_closing<S: EventSink<AllFoursEvent>>(g: &AllFours, sink: &mut S) {
    // The tally is computed inside the first event, so a sink that ignores events (random
    // playouts) pays nothing for it.
    let mut tallied = None;
    sink.emit(|| {
        let t = tally(g);
        tallied = Some(t);
        AllFoursEvent::Counted {
            counts: t.counts[..g.sides()].to_vec(),
        }
    });
    let Some(t) = tallied else {
        return;
    };
    let n = g.n as usize;
    let names = |s: Seat| seat_name(n, s);
    let sides = side_names(n);
    for a in t.awards() {
        let to = sides.get(a.side as usize).map_or("?", String::as_str);
        sink.emit(|| AllFoursEvent::PointScored {
            point: a.point,
            side: a.side as Side,
            reason: a.reason.describe(a.point, to, &names),
            counted: a.counted,
            barred: a.barred,
        });
    }
    for side in 0..g.sides() {
        if t.penalties[side] > 0 {
            let points = t.penalties[side];
            sink.emit(|| AllFoursEvent::Penalty { side, points });
        }
    }
    if let Some(side) = t.winner() {
        sink.emit(|| AllFoursEvent::MatchWon { side });
    }
    sink.emit(|| AllFoursEvent::HandOver { score: score(g) });
}

pub use crate::engine::{seat_name, side_names};
