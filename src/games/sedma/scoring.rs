//! Sedma's hand scoring (rule book 1.6), 3-player payments, the next dealer and leader (1.3),
//! and the draw for the first dealer.

use super::{Burn, NO_SEAT, Sedma};
use crate::cards::{Card, GameRng, pack32, shuffle};
use crate::engine::{HandScore, HandStart, MAX_SEATS, Seat, Side, left};
use serde::{Deserialize, Serialize};

/// Points per seat (unused seats 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatPoints(pub [i32; 4]);

pub fn seat_name(players: usize, seat: Seat) -> String {
    let names: &[&str] = match players {
        2 => &["North", "South"],
        3 => &["North", "East", "West"],
        _ => &["North", "East", "South", "West"],
    };
    names
        .get(seat)
        .map_or(format!("seat {seat}"), |s| s.to_string())
}

pub fn side_names(players: usize) -> Vec<String> {
    if players == 4 {
        vec!["North–South".into(), "East–West".into()]
    } else {
        (0..players).map(|s| seat_name(players, s)).collect()
    }
}

/// The teams at the end of a hand: partnerships, individuals, or the king's soloist vs the rest.
fn teams(g: &Sedma) -> Vec<Vec<Seat>> {
    match g.n {
        2 => vec![vec![0], vec![1]],
        4 => vec![vec![0, 2], vec![1, 3]],
        _ if g.opts.king_teams.is_some() && g.king_player != NO_SEAT => {
            let solo = g.king_player as Seat;
            vec![vec![solo], (0..3).filter(|&s| s != solo).collect()]
        }
        _ => vec![vec![0], vec![1], vec![2]],
    }
}

pub(super) fn score(g: &Sedma) -> HandScore {
    let n = g.n as usize;
    let pts = g.seat_points().0;
    let teams = teams(g);
    let team_of = |s: Seat| teams.iter().position(|t| t.contains(&s)).unwrap_or(0);
    let tpts: Vec<i32> = teams
        .iter()
        .map(|t| t.iter().map(|&s| pts[s]).sum())
        .collect();
    // A team that took no trick has an empty won pile.
    let took_trick: Vec<bool> = teams
        .iter()
        .map(|t| t.iter().any(|&s| !g.won[s].is_empty()))
        .collect();
    let total: i32 = tpts.iter().sum();

    // Winning teams, the stake, and why.
    let (win_teams, stake, why): (Vec<usize>, i32, String) = match g.burn {
        Some(Burn::InTrick { seat, rank }) => {
            let stake = g.opts.burn.map_or(1, |p| p.stake(rank));
            (
                vec![team_of(seat as Seat)],
                stake,
                format!("burned: four {}s in a row", rank_word(rank)),
            )
        }
        Some(Burn::Hand { seat, rank }) => (
            vec![team_of(seat as Seat)],
            4,
            format!("burned hand: four {}s held", rank_word(rank)),
        ),
        None => {
            let max = *tpts.iter().max().unwrap_or(&0);
            let best: Vec<usize> = (0..teams.len()).filter(|&t| tpts[t] == max).collect();
            if best.len() == 1 || teams.len() == 2 {
                let w = if best.len() == 1 {
                    best[0]
                } else {
                    team_of(g.last_winner as Seat)
                };
                let others = (0..teams.len()).filter(|&t| t != w);
                let (stake, why) = if others.clone().all(|t| !took_trick[t]) {
                    (3, "every trick".to_string())
                } else if others.clone().all(|t| tpts[t] == 0) {
                    (2, format!("all {total} points"))
                } else if best.len() > 1 {
                    (1, format!("{max}–{max}: the last trick decides"))
                } else {
                    (1, "majority of the points".to_string())
                };
                (vec![w], stake, why)
            } else if best.len() == 2 {
                (
                    best,
                    1,
                    "two tie for most: the third pays each 1".to_string(),
                )
            } else {
                (Vec::new(), 0, "all equal: nothing is paid".to_string())
            }
        }
    };

    // Game points per match side: the two sides of a 2- or 4-player game, else each seat.
    let mut game_points = vec![0i32; if n == 3 { 3 } else { 2 }];
    if n == 3 {
        let winners: Vec<Seat> = win_teams.iter().flat_map(|&t| teams[t].clone()).collect();
        if win_teams.len() == 2 {
            // Two individual players tied for most: the third pays each of them 1.
            for (s, g) in game_points.iter_mut().enumerate() {
                *g = if winners.contains(&s) { 1 } else { -2 };
            }
        } else if !win_teams.is_empty() {
            // Every winner is paid `stake` by every loser.
            let losers: Vec<Seat> = (0..3).filter(|s| !winners.contains(s)).collect();
            for &s in &winners {
                game_points[s] = stake * losers.len() as i32;
            }
            for &s in &losers {
                game_points[s] = -stake * winners.len() as i32;
            }
        }
    } else if let Some(&w) = win_teams.first() {
        game_points[teams[w][0] % 2] = stake;
    }

    let card_points = if n == 3 {
        pts[..3].to_vec()
    } else if n == 4 {
        vec![pts[0] + pts[2], pts[1] + pts[3]]
    } else {
        pts[..2].to_vec()
    };
    let winners: Vec<Side> = if n == 3 {
        win_teams.iter().flat_map(|&t| teams[t].clone()).collect()
    } else {
        win_teams.iter().map(|&t| teams[t][0] % 2).collect()
    };
    HandScore {
        card_points,
        winners,
        stake,
        game_points,
        why,
    }
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
    let start = |d: Seat| HandStart {
        dealer: d,
        leader: left(d, n),
    };
    if n == 3 {
        return next_start_three(g, score);
    }
    if g.opts.slovak {
        let pts = g.seat_points().0;
        let opponents: i32 = (0..n)
            .filter(|&s| s % 2 != dealer % 2)
            .map(|s| pts[s])
            .sum();
        return start(if opponents >= 60 {
            left(dealer, n)
        } else {
            dealer
        });
    }
    let dealer_won = score.winners.contains(&(dealer % 2));
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
        return HandStart { dealer, leader };
    }
    let max = pts[..3].iter().copied().max().unwrap_or(0);
    let min = pts[..3].iter().copied().min().unwrap_or(0);
    let most: Vec<Seat> = order.iter().copied().filter(|&s| pts[s] == max).collect();
    let fewest: Vec<Seat> = order.iter().copied().filter(|&s| pts[s] == min).collect();
    match (most.len(), fewest.len()) {
        (3, _) => HandStart {
            dealer: left(prev, 3),
            leader: left(left(prev, 3), 3),
        },
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
            HandStart { dealer, leader }
        }
        _ => HandStart {
            dealer: fewest[0],
            leader: most[0],
        },
    }
}

/// Per-seat reward for search: the seat's team share of the hand's points plus the stake won.
pub(super) fn rewards(g: &Sedma) -> [f32; MAX_SEATS] {
    let mut r = [0f32; MAX_SEATS];
    let Some(score) = g.score() else {
        return r;
    };
    let total: i32 = score.card_points.iter().sum::<i32>().max(1);
    for (s, v) in r.iter_mut().enumerate().take(g.n as usize) {
        let side = if g.n == 3 { s } else { s % 2 };
        let teammates_pts = match teams(g).iter().find(|t| t.contains(&s)) {
            Some(t) => t.iter().map(|&x| g.seat_points().0[x]).sum::<i32>(),
            None => score.card_points[side],
        };
        *v = teammates_pts as f32 / total as f32 + score.game_points[side] as f32;
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
