//! Perfect play at the end of a 2-player Sedma hand.
//!
//! Once the stock is empty a player knows every card: its own hand, the cards played, and so
//! the opponent's hand. The rest of the hand is a small game of perfect information, solved
//! here by alpha-beta over the real [`Sedma`] state with a transposition table. The value is the
//! card points the seat still gains (aces, tens, the variant's trick points and the last-trick
//! bonus), which the opponent minimises.

use crate::cards::CardSet;
use crate::engine::{Game, Seat};
use crate::games::sedma::{Determinizer, Sedma, SedmaAction, SedmaView};
use std::collections::HashMap;

/// A position of the endgame, from the public accessors: hands, the trick and whose turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    hands: [u64; 2],
    /// The trick's plays, 7 bits each: card index + 1 and the seat.
    trick: u128,
    to_act: u8,
    deciding: bool,
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    value: i32,
    bound: Bound,
}

/// The endgame solver; its table is kept between calls of one position's search.
#[derive(Default)]
pub struct EndgameSolver {
    table: HashMap<Key, Entry>,
    /// Positions searched (for tests and reports).
    pub nodes: u64,
}

/// The solved value of a position and the best action of the seat to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    pub action: SedmaAction,
    /// Card points the searching seat will hold at the end of the hand with perfect play.
    pub final_points: i32,
}

impl EndgameSolver {
    pub fn new() -> EndgameSolver {
        EndgameSolver::default()
    }

    /// Whether the solver applies: two players, the stock empty, the hand not over.
    pub fn applies(view: &SedmaView) -> bool {
        view.players == 2 && view.stock_len == 0 && !view.legal.is_empty()
    }

    /// The best action for the view's seat, or `None` when the solver does not apply.
    pub fn solve_view(&mut self, view: &SedmaView) -> Option<Solved> {
        if !Self::applies(view) {
            return None;
        }
        // Nothing is hidden: the only consistent position is the real one.
        let det = Determinizer::new(view).ok()?;
        let mut rng = crate::cards::rng_from_seed(0);
        let g = det.sample(&mut rng);
        self.solve(&g, view.seat)
    }

    /// Perfect play for `seat` from a 2-player position with the stock empty, when `seat` is to
    /// act. The opponent is assumed to play perfectly too.
    pub fn solve(&mut self, g: &Sedma, seat: Seat) -> Option<Solved> {
        if g.seats() != 2 || !g.stock().is_empty() || g.to_act() != Some(seat) {
            return None;
        }
        self.table.clear();
        let now = points(g, seat);
        let legal = g.legal_actions();
        let mut best: Option<Solved> = None;
        let mut alpha = i32::MIN / 2;
        for &a in legal.as_slice() {
            let mut child = *g;
            child.apply_with(a, &mut ());
            let gain = points(&child, seat) - now;
            // Strictly better only: ties keep the earlier action of the legal list.
            let v = gain + self.value(&child, seat, alpha - gain, i32::MAX / 2);
            if best.is_none_or(|b| v + now > b.final_points) {
                best = Some(Solved {
                    action: a,
                    final_points: v + now,
                });
                alpha = alpha.max(v);
            }
        }
        best
    }

    /// Every legal action of `seat` with the card points the seat ends with after it, both
    /// sides playing perfectly (for hints: how much worse each alternative is).
    pub fn values(&mut self, g: &Sedma, seat: Seat) -> Vec<(SedmaAction, i32)> {
        if g.seats() != 2 || !g.stock().is_empty() || g.to_act() != Some(seat) {
            return Vec::new();
        }
        self.table.clear();
        let now = points(g, seat);
        g.legal_actions()
            .iter()
            .map(|a| {
                let mut child = *g;
                child.apply_with(a, &mut ());
                let gain = points(&child, seat) - now;
                let v = gain + self.value(&child, seat, i32::MIN / 2, i32::MAX / 2);
                (a, now + v)
            })
            .collect()
    }

    /// The points `seat` still gains from `g`, searched within (alpha, beta).
    fn value(&mut self, g: &Sedma, seat: Seat, mut alpha: i32, mut beta: i32) -> i32 {
        let Some(to_act) = g.to_act() else {
            return 0;
        };
        self.nodes += 1;
        let key = key(g);
        let (a0, b0) = (alpha, beta);
        if let Some(e) = self.table.get(&key) {
            match e.bound {
                Bound::Exact => return e.value,
                Bound::Lower => alpha = alpha.max(e.value),
                Bound::Upper => beta = beta.min(e.value),
            }
            if alpha >= beta {
                return e.value;
            }
        }
        let maximise = to_act == seat;
        let now = points(g, seat);
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        for &a in g.legal_actions().as_slice() {
            let mut child = *g;
            child.apply_with(a, &mut ());
            let gain = points(&child, seat) - now;
            let v = gain + self.value(&child, seat, alpha - gain, beta - gain);
            if maximise {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= a0 {
            Bound::Upper
        } else if best >= b0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(key, Entry { value: best, bound });
        best
    }
}

/// A line that wins against a known way of replying when perfect play cannot win the hand.
///
/// `reply` says what the opponent plays in a position. `None` when the seat can force a win
/// anyway (the solver's line is then safe and best) or when no line wins against `reply`
/// either. A lost hand costs nothing more by trying: the stake is lost on either line.
pub fn swindle(
    g: &Sedma,
    seat: Seat,
    reply: &dyn Fn(&Sedma) -> Option<SedmaAction>,
) -> Option<SedmaAction> {
    if g.seats() != 2 || !g.stock().is_empty() || g.to_act() != Some(seat) || forces_win(g, seat) {
        return None;
    }
    let mut best: Option<(SedmaAction, f32)> = None;
    for &a in g.legal_actions().as_slice() {
        let mut child = *g;
        child.apply_with(a, &mut ());
        let r = against(&child, seat, reply);
        if best.is_none_or(|(_, b)| r > b) {
            best = Some((a, r));
        }
    }
    best.filter(|&(_, r)| wins(r)).map(|(a, _)| a)
}

/// A reward that wins the hand: the winner's game points are at least 1 and a card-point share
/// is below 1.
fn wins(reward: f32) -> bool {
    reward >= 1.0
}

/// Whether `seat` wins the hand whatever the opponent plays.
fn forces_win(g: &Sedma, seat: Seat) -> bool {
    match g.to_act() {
        None => wins(g.rewards()[seat]),
        Some(to_act) => {
            let legal = g.legal_actions();
            let mut children = legal.iter().map(|a| {
                let mut child = *g;
                child.apply_with(a, &mut ());
                forces_win(&child, seat)
            });
            if to_act == seat {
                children.any(|w| w)
            } else {
                children.all(|w| w)
            }
        }
    }
}

/// The seat's best reward when the opponent plays by `reply`.
fn against(g: &Sedma, seat: Seat, reply: &dyn Fn(&Sedma) -> Option<SedmaAction>) -> f32 {
    let Some(to_act) = g.to_act() else {
        return g.rewards()[seat];
    };
    let legal = g.legal_actions();
    let next = |a: SedmaAction| {
        let mut child = *g;
        child.apply_with(a, &mut ());
        against(&child, seat, reply)
    };
    if to_act == seat {
        legal.iter().map(next).fold(f32::MIN, f32::max)
    } else {
        match reply(g).or_else(|| legal.iter().next()) {
            Some(a) => next(a),
            None => g.rewards()[seat],
        }
    }
}

/// The seat's card points so far (with the last-trick bonus once the hand is over).
fn points(g: &Sedma, seat: Seat) -> i32 {
    g.seat_points().0[seat]
}

fn key(g: &Sedma) -> Key {
    let mut trick = 0u128;
    for p in g.trick() {
        trick = trick << 7 | ((p.card.index() as u128 + 1) << 1) | p.seat as u128 & 1;
    }
    Key {
        hands: [g.hand(0).0, g.hand(1).0],
        trick,
        to_act: g.to_act().map_or(u8::MAX, |s| s as u8),
        deciding: g.leader_deciding(),
    }
}

/// Plain minimax without pruning or table: the reference the solver is tested against.
pub fn brute_force_points(g: &Sedma, seat: Seat) -> i32 {
    match g.to_act() {
        None => points(g, seat),
        Some(to_act) => {
            let legal = g.legal_actions();
            let values = legal.iter().map(|a| {
                let mut child = *g;
                child.apply_with(a, &mut ());
                brute_force_points(&child, seat)
            });
            if to_act == seat {
                values.max().unwrap_or(i32::MIN)
            } else {
                values.min().unwrap_or(i32::MAX)
            }
        }
    }
}

/// The cards the opponent holds, as the seat deduces them with the stock empty.
pub fn opponent_hand(view: &SedmaView) -> CardSet {
    let mut seen = CardSet::from_cards(view.hand.iter().copied());
    for pile in &view.won {
        seen = seen.union(CardSet::from_cards(pile.iter().copied()));
    }
    seen = seen.union(CardSet::from_cards(view.trick.iter().map(|p| p.card)));
    view.options.pack().minus(seen)
}
