//! Sedma's hand scoring (rule book 1.6), 3-player payments, the next dealer and leader (1.3),
//! and the draw for the first dealer.

use super::{Burn, NO_SEAT, Sedma};
use crate::cards::{Card, GameRng, pack32, shuffle};
use crate::engine::{HandScore, HandStart, MAX_SEATS, Outcome, Reason, Seat, left};
use serde::{Deserialize, Serialize};

/// Points per seat (unused seats 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatPoints(pub [i32; 4]);

pub use crate::engine::{seat_name, side_names};

/// The teams at the end of a hand as seat bit masks: partnerships, individuals, or the king's
/// soloist against the other two.
fn teams(g: &Sedma) -> ([u8; 3], usize) {
    match g.n {
        2 => ([0b01, 0b10, 0], 2),
        4 => ([0b0101, 0b1010, 0], 2),
        _ if g.opts.king_teams.is_some() && g.king_player != NO_SEAT => {
            let solo = 1u8 << g.king_player;
            ([solo, 0b111 & !solo, 0], 2)
        }
        _ => ([0b001, 0b010, 0b100], 3),
    }
}

/// Why a hand is worth what it is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    BurnedInTrick(u8),
    BurnedHand(u8),
    EveryTrick,
    AllPoints(i32),
    LastTrickDecides(i32),
    Majority,
    TwoTieForMost,
    AllEqual,
}

impl Why {
    /// The reason by id and numbers, for a window to word.
    fn reason(self) -> Reason {
        match self {
            Why::BurnedInTrick(r) => Reason::new("burned-in-trick").with("rank", r.into()),
            Why::BurnedHand(r) => Reason::new("burned-hand").with("rank", r.into()),
            Why::EveryTrick => Reason::new("every-trick"),
            Why::AllPoints(total) => Reason::new("all-points").with("total", total.into()),
            Why::LastTrickDecides(p) => Reason::new("last-trick-decides").with("points", p.into()),
            Why::Majority => Reason::new("majority"),
            Why::TwoTieForMost => Reason::new("two-tie-for-most"),
            Why::AllEqual => Reason::new("all-equal"),
        }
    }

    fn text(self) -> String {
        match self {
            Why::BurnedInTrick(r) => format!("burned: four {}s in a row", rank_word(r)),
            Why::BurnedHand(r) => format!("burned hand: four {}s held", rank_word(r)),
            Why::EveryTrick => "every trick".into(),
            Why::AllPoints(total) => format!("all {total} points"),
            Why::LastTrickDecides(p) => format!("{p}–{p}: the last trick decides"),
            Why::Majority => "majority of the points".into(),
            Why::TwoTieForMost => "two tie for most: the third pays each 1".into(),
            Why::AllEqual => "all equal: nothing is paid".into(),
        }
    }
}

/// The hand's result without allocating: simulation and search call this for every hand.
pub(super) fn outcome(g: &Sedma) -> Outcome {
    evaluate(g).0
}

/// The hand's result as the score sheet shows it.
pub(super) fn score(g: &Sedma) -> HandScore {
    let (o, why) = evaluate(g);
    let mut score = o.to_score(why.text());
    score.reason = Some(why.reason());
    score
}

fn evaluate(g: &Sedma) -> (Outcome, Why) {
    let n = g.n as usize;
    let pts = g.seat_points().0;
    let (teams, nteams) = teams(g);
    let team_of = |s: u8| (0..nteams).find(|&t| teams[t] >> s & 1 == 1).unwrap_or(0);
    let mut tpts = [0i32; 3];
    let mut took_trick = [false; 3];
    for t in 0..nteams {
        for (s, &p) in pts.iter().enumerate().take(n) {
            if teams[t] >> s & 1 == 1 {
                tpts[t] += p;
                // A team that took no trick has an empty won pile.
                took_trick[t] |= !g.won[s].is_empty();
            }
        }
    }
    let total: i32 = tpts.iter().sum();

    // Winning teams (bit mask), the stake, and why.
    let (win_teams, stake, why): (u8, i32, Why) = match g.burn {
        Some(Burn::InTrick { seat, rank }) => (
            1 << team_of(seat),
            g.opts.burn.map_or(1, |p| p.stake(rank)),
            Why::BurnedInTrick(rank),
        ),
        Some(Burn::Hand { seat, rank }) => (1 << team_of(seat), 4, Why::BurnedHand(rank)),
        None => {
            let max = tpts[..nteams].iter().copied().max().unwrap_or(0);
            let best = (0..nteams)
                .filter(|&t| tpts[t] == max)
                .fold(0u8, |m, t| m | 1 << t);
            let nbest = best.count_ones();
            if nbest == 1 || nteams == 2 {
                let w = if nbest == 1 {
                    best.trailing_zeros() as usize
                } else {
                    team_of(g.last_winner)
                };
                let others = (0..nteams).filter(|&t| t != w);
                let (stake, why) = if others.clone().all(|t| !took_trick[t]) {
                    (3, Why::EveryTrick)
                } else if others.clone().all(|t| tpts[t] == 0) {
                    (2, Why::AllPoints(total))
                } else if nbest > 1 {
                    (1, Why::LastTrickDecides(max))
                } else {
                    (1, Why::Majority)
                };
                (1 << w, stake, why)
            } else if nbest == 2 {
                (best, 1, Why::TwoTieForMost)
            } else {
                (0, 0, Why::AllEqual)
            }
        }
    };

    // Winning seats; match sides are the two partnerships (2 and 4 players) or the seats (3).
    let win_seats = (0..nteams)
        .filter(|&t| win_teams >> t & 1 == 1)
        .fold(0u8, |m, t| m | teams[t]);
    let mut o = Outcome {
        sides: if n == 3 { 3 } else { 2 },
        stake,
        ..Outcome::default()
    };
    if n == 3 {
        o.card_points[..3].copy_from_slice(&pts[..3]);
        o.winners = win_seats;
        let winners = win_seats.count_ones() as i32;
        let losers = 3 - winners;
        for s in 0..3 {
            let won = win_seats >> s & 1 == 1;
            o.game_points[s] = if winners == 0 {
                0
            } else if win_teams.count_ones() == 2 {
                // Two individual players tied for most: the third pays each of them 1.
                if won { 1 } else { -2 }
            } else if won {
                // Every winner is paid `stake` by every loser.
                stake * losers
            } else {
                -stake * winners
            };
        }
    } else {
        for (s, &p) in pts.iter().enumerate().take(n) {
            o.card_points[g.side_of(s)] += p;
        }
        if win_seats != 0 {
            let side = g.side_of(win_seats.trailing_zeros() as usize);
            o.winners = 1 << side;
            o.game_points[side] = stake;
        }
    }
    (o, why)
}

fn rank_word(rank: u8) -> String {
    match rank {
        14 => "ace".into(),
        13 => "king".into(),
        12 => "queen".into(),
        11 => "jack".into(),
        r => r.to_string(),
    }
}

/// Who deals and leads the next hand (rule book 1.3 step 4, Slovak rotation in 1.8).
pub(super) fn next_start(g: &Sedma, score: &HandScore) -> HandStart {
    let n = g.n as usize;
    let dealer = g.dealer as Seat;
    let start = |d: Seat| HandStart::new(d, left(d, n));
    if n == 3 {
        return next_start_three(g, score);
    }
    if g.opts.slovak {
        let pts = g.seat_points().0;
        let opponents: i32 = (0..n)
            .filter(|&s| !g.partners(s, dealer))
            .map(|s| pts[s])
            .sum();
        return start(if opponents >= 60 {
            left(dealer, n)
        } else {
            dealer
        });
    }
    let dealer_won = score.winners.contains(&g.side_of(dealer));
    if n == 2 {
        // The loser deals; the winner (dealer's left) leads.
        return start(if dealer_won { left(dealer, n) } else { dealer });
    }
    start(if dealer_won {
        left(dealer, n)
    } else {
        (dealer + 2) % n
    })
}

/// Three players: the fewest points deal, the most lead; ties as the rule book's house choice.
fn next_start_three(g: &Sedma, score: &HandScore) -> HandStart {
    let prev = g.dealer as Seat;
    let pts = g.seat_points().0;
    // Seats in clockwise order after the previous dealer, for tie-breaks.
    let order: Vec<Seat> = (1..=3).map(|i| (prev + i) % 3).collect();
    if g.burn.is_some() || g.opts.king_teams.is_some() {
        // The winner (first winning seat clockwise) leads; the poorest loser deals.
        let leader = order
            .iter()
            .copied()
            .find(|s| score.winners.contains(s))
            .unwrap_or(left(prev, 3));
        let dealer = order
            .iter()
            .copied()
            .filter(|&s| s != leader)
            .min_by_key(|&s| pts[s])
            .unwrap_or(prev);
        return HandStart::new(dealer, leader);
    }
    let max = pts[..3].iter().copied().max().unwrap_or(0);
    let min = pts[..3].iter().copied().min().unwrap_or(0);
    let most: Vec<Seat> = order.iter().copied().filter(|&s| pts[s] == max).collect();
    let fewest: Vec<Seat> = order.iter().copied().filter(|&s| pts[s] == min).collect();
    match (most.len(), fewest.len()) {
        (3, _) => HandStart::new(left(prev, 3), left(left(prev, 3), 3)),
        (2, _) => {
            let dealer = order
                .iter()
                .copied()
                .find(|s| !most.contains(s))
                .unwrap_or(prev);
            let leader = (1..=3)
                .map(|i| (dealer + i) % 3)
                .find(|s| most.contains(s))
                .unwrap_or(left(dealer, 3));
            HandStart::new(dealer, leader)
        }
        _ => HandStart::new(fewest[0], most[0]),
    }
}

/// Per-seat reward for search: the seat's team share of the hand's points plus the stake won.
pub(super) fn rewards(g: &Sedma) -> [f32; MAX_SEATS] {
    let mut r = [0f32; MAX_SEATS];
    if g.phase != super::Phase::Over {
        return r;
    }
    let (o, _) = evaluate(g);
    let pts = g.seat_points().0;
    let (teams, nteams) = teams(g);
    let total = pts.iter().sum::<i32>().max(1) as f32;
    for (s, v) in r.iter_mut().enumerate().take(g.n as usize) {
        let side = g.side_of(s);
        let team = (0..nteams)
            .map(|t| teams[t])
            .find(|m| m >> s & 1 == 1)
            .unwrap_or(1 << s);
        let team_pts: i32 = (0..g.n as usize)
            .filter(|&x| team >> x & 1 == 1)
            .map(|x| pts[x])
            .sum();
        *v = team_pts as f32 / total + o.game_points[side] as f32;
    }
    r
}

/// The draw for the first dealer (seed 001): everybody draws a card, 7 lowest … A highest; ties
/// redraw among the tied players. The lowest card deals; with four players the two lowest
/// partner each other, and so do the two highest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerDraw {
    /// Each seat's cards in the order drawn (the last one counts).
    pub draws: Vec<Vec<Card>>,
    pub dealer: Seat,
    /// Four players: the two partnerships the draw made, lowest pair first.
    pub partners: Option<[[Seat; 2]; 2]>,
}

pub fn draw_for_dealer(players: usize, rng: &mut GameRng) -> DealerDraw {
    let mut pack = pack32();
    shuffle(&mut pack, rng);
    let mut next = 0;
    let mut draws: Vec<Vec<Card>> = vec![Vec::new(); players];
    let mut drawing: Vec<Seat> = (0..players).collect();
    while !drawing.is_empty() {
        for &s in &drawing {
            if next == pack.len() {
                // Pack exhausted by redraws (vanishingly rare): reshuffle and go on.
                shuffle(&mut pack, rng);
                next = 0;
            }
            draws[s].push(pack[next]);
            next += 1;
        }
        let rank = |s: Seat| draws[s].last().map_or(0, |c| c.rank_value());
        drawing = (0..players)
            .filter(|&s| (0..players).any(|t| t != s && rank(t) == rank(s)))
            .collect();
    }
    let mut by_rank: Vec<Seat> = (0..players).collect();
    by_rank.sort_by_key(|&s| draws[s].last().map_or(0, |c| c.rank_value()));
    let partners = (players == 4).then(|| [[by_rank[0], by_rank[1]], [by_rank[2], by_rank[3]]]);
    DealerDraw {
        dealer: by_rank[0],
        draws,
        partners,
    }
}
