//! A round's score per team, itemised (3.9): closed books with their bonuses, unfinished
//! books, cards left in hands and feet, the missing required books, and going out.

use super::pack::{Counts, value};
use super::{HellOptions, RoundEnd, SevensFromHell};
use crate::cards::Card;
use crate::engine::{HandScore, MAX_SEATS, Outcome, Reason, ScoreItem, Side};

/// One team's round, item by item.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TeamScore {
    /// The card values of the closed books.
    pub closed_cards: i32,
    /// The closed books' bonuses.
    pub bonuses: i32,
    /// The card values of the unfinished books.
    pub open_cards: i32,
    /// The cards left in the players' hands and untaken feet (negative).
    pub cards_left: i32,
    /// A required book missing costs its normal value (negative each).
    pub missing_sevens: i32,
    pub missing_wild: i32,
    pub missing_clean: i32,
    pub missing_dirty: i32,
    /// For the team of the player who went out.
    pub went_out: i32,
}

/// The going-out bonus.
pub const GOING_OUT: i32 = 100;

impl TeamScore {
    /// The items with their stable names, in the order the score sheet lists them; nothing
    /// is left out, so they always add up to [`TeamScore::total`].
    pub fn items(&self) -> [(&'static str, i32); 9] {
        [
            ("closed-books", self.closed_cards),
            ("book-bonuses", self.bonuses),
            ("unfinished-books", self.open_cards),
            ("cards-left", self.cards_left),
            ("missing-sevens", self.missing_sevens),
            ("missing-wild", self.missing_wild),
            ("missing-clean", self.missing_clean),
            ("missing-dirty", self.missing_dirty),
            ("went-out", self.went_out),
        ]
    }

    pub fn total(&self) -> i32 {
        self.items().iter().map(|(_, p)| p).sum()
    }
}

/// What cards left in a hand or foot cost: their values, threes as the options say.
pub fn penalty(cards: &Counts, options: &HellOptions) -> i32 {
    let mut total = 0;
    for (i, &n) in cards.kinds().iter().enumerate() {
        if n == 0 {
            continue;
        }
        let Some(c) = Card::from_index(i as u8) else {
            continue;
        };
        let v = if c.rank_value() == 3 {
            options.three_penalty(c.suit().is_some_and(|s| s.is_red()))
        } else {
            value(c)
        };
        total += n as i32 * v as i32;
    }
    total
}

pub fn team_score(g: &SevensFromHell, side: Side) -> TeamScore {
    let team = g.team(side);
    let b = g.options().book_bonuses;
    let required = team.required();
    let mut left = 0;
    for s in (0..g.players()).filter(|&s| g.team_of(s) == side) {
        left += penalty(g.hand(s), g.options()) + penalty(g.foot(s), g.options());
    }
    let missing = |has: bool, worth: u32| if has { 0 } else { -(worth as i32) };
    TeamScore {
        closed_cards: team.closed_value as i32,
        bonuses: team.bonuses(&b) as i32,
        open_cards: team.open_value() as i32,
        cards_left: -left,
        missing_sevens: missing(required.sevens, b.sevens),
        missing_wild: missing(required.wild, b.wild),
        missing_clean: missing(required.clean, b.clean),
        missing_dirty: -((2 - required.dirty as i32) * b.dirty as i32),
        went_out: match g.end() {
            Some(RoundEnd::WentOut(s)) if g.team_of(s) == side => GOING_OUT,
            _ => 0,
        },
    }
}

/// The teams' names: partners opposite are named by their seats, two teams of three by the
/// seat that starts each.
pub fn side_names(options: &HellOptions) -> Vec<String> {
    let n = options.players as usize;
    let name = |s| crate::engine::seat_name(n, s);
    match (n, options.teams) {
        (6, 2) => vec![format!("{}'s team", name(0)), format!("{}'s team", name(3))],
        (_, t) => (0..t as usize)
            .map(|side| format!("{}–{}", name(side), name(side + t as usize)))
            .collect(),
    }
}

/// The round's result per team, without allocating.
pub fn outcome(g: &SevensFromHell) -> Outcome {
    let t = g.team_count();
    let mut o = Outcome {
        sides: t as u8,
        ..Outcome::default()
    };
    for side in 0..t {
        let total = team_score(g, side).total();
        o.card_points[side] = total;
        o.game_points[side] = total;
    }
    let best = o.card_points[..t].iter().copied().max().unwrap_or(0);
    for side in 0..t {
        if o.card_points[side] == best {
            o.winners |= 1 << side;
        }
    }
    debug_assert!(t <= MAX_SEATS);
    o
}

/// The round as the score sheet shows it.
pub fn hand_score(g: &SevensFromHell) -> HandScore {
    let names = side_names(g.options());
    let why = match g.end() {
        Some(RoundEnd::WentOut(s)) => format!(
            "{} went out for {}",
            crate::engine::seat_name(g.players(), s),
            names[g.team_of(s)]
        ),
        _ => "the draw decks ran out".to_string(),
    };
    let mut score = outcome(g).to_score(why);
    score.reason = Some(match g.end() {
        Some(RoundEnd::WentOut(s)) => Reason::new("went-out").with("seat", s as i64),
        _ => Reason::new("decks-ran-out"),
    });
    score.items = (0..g.team_count())
        .flat_map(|side| {
            team_score(g, side)
                .items()
                .into_iter()
                .filter(|(_, p)| *p != 0)
                .map(move |(what, p)| ScoreItem::new(side, what, p))
        })
        .collect();
    score
}
