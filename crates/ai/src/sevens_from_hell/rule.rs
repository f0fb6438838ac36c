//! A Sevens from Hell player by rules of thumb. Every legal action gets a value and the best is
//! played; the values encode the habits of a sensible player:
//!
//! * **take the pile when it pays**: a pickup lays three cards and brings four, so it is taken
//!   whenever the rules allow (with 2s rather than jokers when a wild is on top);
//! * **the initial meld** is staged only when the hand can make the minimum, naturals first,
//!   then wilds where they add most, and laid down as soon as it counts enough;
//! * **build toward the required books**: sevens are melded at once (they can never be
//!   discarded), naturals go onto the team's books, new books start from three naturals;
//! * **spend wilds well**: a wild goes where it closes a dirty book the team still needs, or
//!   starts the wild book the team lacks; otherwise wilds wait in hand, unless the round is
//!   nearly over, when they are worth more on the table than against;
//! * **guard clean books**: while the team lacks a clean book, its fullest natural book takes
//!   no wild;
//! * **go out when it pays**: an action that empties the hand (legal only with the required
//!   books) is always played;
//! * **discard what the opponents cannot use**: threes first (they freeze the pile), then odd
//!   cards (never one of a pair), gladly of a rank the opponents already build (their naturals
//!   of it are on the table, not in the hand that would take the pile), never a wild while
//!   there is anything else.
//!
//! The weights were tuned in self-play: each change played 2,000 rounds (1,000 deals, seats
//! swapped) against the weights before it and was kept when it won clearly.
//!
//! The `easy` level has a beginner's habits ([`Habits::beginner`]): its wild cards go onto
//! the books as soon as they fit, the clean book the team needs included; it slips now and
//! then besides.

use crate::Bot;
use crate::cards::{Card, GameRng};
use crate::games::sevens_from_hell::books::BOOK_SIZE;
use crate::games::sevens_from_hell::pack::{is_wild, value};
use crate::games::sevens_from_hell::{BookKind, HellAction, HellView, Piece, SevensFromHell};
use crate::mistakes::{EASY_MISTAKES, Mistakes};

/// How the rules of thumb treat wild cards on the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Habits {
    /// While the team lacks its clean book, its fullest natural book takes no wild.
    pub guard_clean: bool,
    /// What a wild added to a natural book is worth when nothing calls for it (the book does
    /// not close, the round is not ending).
    pub spare_wild: f32,
}

impl Default for Habits {
    fn default() -> Habits {
        Habits {
            guard_clean: true,
            spare_wild: -5.0,
        }
    }
}

impl Habits {
    /// A beginner's: wild cards go onto the books as soon as they fit, the book the team
    /// needs clean included.
    pub fn beginner() -> Habits {
        Habits {
            guard_clean: false,
            spare_wild: 20.0,
        }
    }
}

/// The rule-of-thumb Sevens from Hell bot; with a beginner's habits it is the `easy` level.
#[derive(Clone, Copy, Debug, Default)]
pub struct HellRuleBot {
    mistakes: Mistakes,
    habits: Habits,
}

impl HellRuleBot {
    pub fn new() -> HellRuleBot {
        HellRuleBot::default()
    }

    /// The `easy` level: the same rules with a beginner's habits ([`Habits::beginner`]), and a
    /// slip in [`EASY_MISTAKES`] of decisions.
    pub fn easy() -> HellRuleBot {
        HellRuleBot {
            mistakes: Mistakes::new(EASY_MISTAKES),
            habits: Habits::beginner(),
        }
    }
}

impl Bot<SevensFromHell> for HellRuleBot {
    fn name(&self) -> &str {
        if self.mistakes.rate() > 0.0 || self.habits != Habits::default() {
            "easy"
        } else {
            "rule"
        }
    }

    fn choose(&mut self, view: &HellView, rng: &mut GameRng) -> Option<HellAction> {
        let legal: Vec<HellAction> = keep_wilds(view.legal.as_slice()).collect();
        if legal.is_empty() {
            return None;
        }
        let values: Vec<f32> = legal
            .iter()
            .map(|&a| value_with(&view.public, view.seat, a, &self.habits))
            .collect();
        Some(legal[self.mistakes.pick(&values, rng)])
    }
}

/// The rule bot's action for the seat to act, read from the state as that seat sees it (the
/// values use only its own hand and the table): the searches' playout policy.
pub fn policy_action(g: &SevensFromHell) -> Option<HellAction> {
    use crate::engine::Game;
    let seat = g.to_act()?;
    let legal = g.legal_actions();
    let mut best: Option<(HellAction, f32)> = None;
    for a in keep_wilds(legal.as_slice()) {
        let v = action_value(g, seat, a);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((a, v));
        }
    }
    best.map(|(a, _)| a)
}

/// The actions a sensible player weighs: all the legal ones, except that a wild card is never
/// thrown away while another discard is legal (not even by a slip of the easy level).
pub fn keep_wilds(legal: &[HellAction]) -> impl Iterator<Item = HellAction> + '_ {
    let wild_discard = |a: &HellAction| matches!(a, HellAction::Discard(c) if is_wild(*c));
    let other_discard = legal
        .iter()
        .any(|a| matches!(a, HellAction::Discard(_)) && !wild_discard(a));
    legal
        .iter()
        .copied()
        .filter(move |a| !(other_discard && wild_discard(a)))
}

/// Whether the round is near its end: few cards left to draw.
fn late(g: &SevensFromHell) -> bool {
    g.deck_sizes().iter().sum::<usize>() < 8 * g.players()
}

/// The value of one legal action for `seat` (higher is better).
pub fn action_value(g: &SevensFromHell, seat: usize, action: HellAction) -> f32 {
    value_with(g, seat, action, &Habits::default())
}

/// The value of one legal action for `seat` with these habits.
fn value_with(g: &SevensFromHell, seat: usize, action: HellAction, habits: &Habits) -> f32 {
    let side = g.team_of(seat);
    let team = g.team(side);
    let hand_len = g.hand_len(seat);
    // Going out, or laying the last cards of the hand for the foot, always pays.
    let lays = match action {
        HellAction::Start { .. } => 3,
        HellAction::Add { .. } | HellAction::Discard(_) => 1,
        _ => 0,
    };
    if team.melded && lays > 0 && lays == hand_len && g.foot_taken(seat) {
        return 1000.0;
    }
    match action {
        HellAction::Foot => 500.0,
        HellAction::Draw => 10.0,
        HellAction::Take { jokers } => 30.0 + g.pile().len().min(8) as f32 - 5.0 * jokers as f32,
        HellAction::Meld => 400.0,
        HellAction::Cancel => {
            // Only when the staged cards cannot reach the minimum.
            if !g.meld_in_reach() { 50.0 } else { -100.0 }
        }
        HellAction::Start {
            kind,
            wilds,
            jokers,
        } => {
            if !team.melded {
                return staging_value(g, kind, wilds > 0, jokers);
            }
            let required = team.required();
            if kind.is_wild() {
                if required.wild {
                    -20.0
                } else {
                    60.0 - 10.0 * jokers as f32
                }
            } else if wilds > 0 {
                // A pair made a book with a wild: worth it for a dirty book the team needs.
                let base = if required.dirty < 2 { 25.0 } else { 5.0 };
                base - 8.0 * jokers as f32
            } else if kind.is_sevens() {
                90.0
            } else {
                70.0
            }
        }
        HellAction::Add { kind, piece } => {
            if !team.melded {
                return staging_value(g, kind, piece.is_wild(), (piece == Piece::Joker) as u8);
            }
            let book = team.open_book(kind);
            let closes = book.len() + 1 == BOOK_SIZE;
            if !piece.is_wild() {
                return if closes { 85.0 } else { 75.0 }
                    + if kind.is_sevens() { 10.0 } else { 0.0 };
            }
            let required = team.required();
            let joker_cost = if piece == Piece::Joker { 4.0 } else { 0.0 };
            if kind.is_wild() {
                return if closes {
                    70.0
                } else if required.wild {
                    8.0
                } else {
                    45.0
                } - joker_cost;
            }
            // Guard the clean book the team still needs: its fullest natural book stays clean.
            if habits.guard_clean
                && !required.clean
                && book.wilds() == 0
                && is_fullest_clean(g, side, kind)
            {
                return -30.0;
            }
            if closes && required.dirty < 2 {
                return 65.0 - joker_cost;
            }
            if late(g) {
                return 30.0 - joker_cost;
            }
            if required.dirty < 2 && book.len() + 2 >= BOOK_SIZE {
                return 20.0 - joker_cost;
            }
            habits.spare_wild - joker_cost
        }
        HellAction::Discard(card) => discard_value(g, seat, card),
        HellAction::End => 0.0,
    }
}

/// Whether `kind` is the team's unfinished clean natural book nearest to closing.
fn is_fullest_clean(g: &SevensFromHell, side: usize, kind: BookKind) -> bool {
    let team = g.team(side);
    let len = team.open_book(kind).len();
    BookKind::ALL.iter().all(|&k| {
        k == kind
            || k.is_wild()
            || k.is_sevens()
            || team.open_book(k).wilds() > 0
            || team.open_book(k).len() <= len
    })
}

/// Staging for an initial meld: only when the hand can make the minimum (or the pile was
/// taken), naturals first, then jokers and 2s.
fn staging_value(g: &SevensFromHell, kind: BookKind, wild: bool, jokers: u8) -> f32 {
    if !g.meld_in_reach() || g.staged_value() >= g.minimum() {
        return -50.0;
    }
    let base = if wild { 60.0 } else { 80.0 };
    base + if kind.is_wild() { -5.0 } else { 0.0 } + 2.0 * jokers as f32
}

/// Discards: threes first, then odd cards, never a wild while anything else is held; a card of
/// a rank the opponents are building goes before one of ours.
fn discard_value(g: &SevensFromHell, seat: usize, card: Card) -> f32 {
    let hand = g.hand(seat);
    if card.rank_value() == 3 {
        return 20.0 + value(card) as f32 / 100.0;
    }
    if is_wild(card) {
        return -50.0 - value(card) as f32 / 10.0;
    }
    let rank = card.rank_value();
    let held = hand.of_rank(rank) as f32;
    let side = g.team_of(seat);
    let kind = BookKind::natural(rank);
    let ours = kind.is_some_and(|k| !g.team(side).open_book(k).is_empty());
    let theirs = kind.is_some_and(|k| {
        (0..g.team_count())
            .filter(|&t| t != side)
            .any(|t| !g.team(t).open_book(k).is_empty())
    });
    // Weights from self-play (2,000 rounds a change, seats swapped): keeping pairs and
    // discarding what the opponents already build each won rounds against the old weights.
    let mut v = 12.0 - 6.0 * held;
    if ours {
        v -= 8.0;
    }
    if theirs {
        // Their naturals of that rank sit on the table, so they rarely hold the pair that
        // takes the pile with it.
        v += 6.0;
    }
    // A high card costs more if it stays in hand; low ones are cheaper to keep.
    v + value(card) as f32 / 20.0
}
