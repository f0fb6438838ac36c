//! The All Fours score sheet: who took High, Low, Jack and Game in each deal, and the turn-up
//! jack and gift points scored before the tricks, with the deal's gains and running totals.

use crate::engine::{Match, Side};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursOptions, Point};
use crate::ui::score_sheet::{self, Sheet};
use crate::ui::trick_table::names::Names;

/// The columns of the sheet's point kinds, in counting order after the early points.
pub const COLUMNS: [Point; 6] = [
    Point::High,
    Point::Low,
    Point::Jack,
    Point::Game,
    Point::TurnUpJack,
    Point::Gift,
];

/// One point of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub point: Point,
    pub side: Side,
    /// Added to the score (not when the match was already won earlier in the count, or the
    /// side was barred by a revoke).
    pub counted: bool,
    /// Why, in words.
    pub why: String,
}

/// Every point of one finished deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealPoints {
    pub points: Vec<Scored>,
}

impl DealPoints {
    /// The points of a finished deal (`None` while it is being played).
    pub fn of(hand: &AllFours, names: &Names) -> Option<DealPoints> {
        let tally = hand.tally()?;
        let seat_name = |s| names.seat(s);
        let points = tally
            .awards()
            .iter()
            .map(|a| {
                let side = a.side as Side;
                let to = names.side(side);
                Scored {
                    point: a.point,
                    side,
                    counted: a.counted,
                    why: a.reason.describe(a.point, &to, &seat_name),
                }
            })
            .collect();
        Some(DealPoints { points })
    }

    /// The sides that took `point` in this deal ("—" when nobody did), short names.
    pub fn cell(&self, point: Point, names: &Names) -> String {
        let who: Vec<String> = self
            .points
            .iter()
            .filter(|p| p.point == point)
            .map(|p| {
                let name = short_side(names, p.side);
                if p.counted { name } else { format!("({name})") }
            })
            .collect();
        if who.is_empty() {
            "—".into()
        } else {
            who.join(", ")
        }
    }
}

/// A side's name short enough for a column: the seat's name, or "Us" / "Them" in partnerships.
pub fn short_side(names: &Names, side: Side) -> String {
    if names.players == 4 {
        if names.side_of(names.me) == side {
            "Us".into()
        } else {
            "Them".into()
        }
    } else {
        names.seat(side)
    }
}

/// The points of every finished deal of a match, rebuilt by replaying its actions (for a
/// resumed match); a deal whose end cannot be read is `None`.
pub fn replay_points(
    options: &AllFoursOptions,
    seed: u64,
    actions: &[AllFoursAction],
    names: &Names,
) -> Vec<Option<DealPoints>> {
    let Ok(mut m) = Match::<AllFours>::new(*options, seed) else {
        return Vec::new();
    };
    let mut deals = vec![None; m.records().len()];
    if let Some(last) = deals.last_mut() {
        *last = m.last_hand().and_then(|h| DealPoints::of(h, names));
    }
    for &a in actions {
        if m.apply(a).is_err() {
            break;
        }
        if m.records().len() > deals.len() {
            deals.resize(m.records().len(), None);
            if let Some(last) = deals.last_mut() {
                *last = m.last_hand().and_then(|h| DealPoints::of(h, names));
            }
        }
    }
    deals
}

/// "3 : 1".
pub fn totals_cell(totals: &[i32]) -> String {
    score_sheet::totals_cell(totals)
}

/// Shows the sheet: one row per deal with a column per point kind.
pub fn show(ui: &mut egui::Ui, names: &Names, m: &Match<AllFours>, deals: &[Option<DealPoints>]) {
    let sides: Vec<String> = (0..names.sides()).map(|s| names.side(s)).collect();
    let goal = super::match_goal(m.config());
    let rows = m
        .records()
        .iter()
        .enumerate()
        .map(|(i, record)| {
            let mut row = vec![(i + 1).to_string()];
            match deals.get(i).and_then(Option::as_ref) {
                Some(d) => row.extend(COLUMNS.iter().map(|&p| d.cell(p, names))),
                None => row.extend(COLUMNS.iter().map(|_| "?".to_string())),
            }
            row.push(score_sheet::result_text(&sides, record));
            row.push(totals_cell(&record.totals));
            row
        })
        .collect();
    score_sheet::show_sheet(
        ui,
        &Sheet {
            sides: &sides,
            goal: &goal,
            totals: m.totals(),
            winner: m.winner(),
            headers: &[
                "#",
                "High",
                "Low",
                "Jack",
                "Game",
                "Turn-up jack",
                "Gift",
                "Points and why",
                "Total",
            ],
            wide: 7,
            rows,
        },
    );
    // Turn-up jacks and gifts count at once; the totals above change when the deal ends.
    let early: Vec<String> = (0..names.sides())
        .filter(|&s| m.hand().early_points(s) != 0)
        .map(|s| format!("{} {}", names.side(s), m.hand().early_points(s)))
        .collect();
    if !m.is_over() && !early.is_empty() {
        ui.label(format!(
            "In this deal so far (turn-up jack, gift): {}",
            early.join(", ")
        ));
    }
    ui.label(
        egui::RichText::new(
            "A side in brackets took the point but it did not count: the match was already won \
             earlier in the count (High, Low, Jack, Game), or a revoke barred it.",
        )
        .weak(),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;
    use crate::engine::Game;

    /// Points rebuilt from the action log agree with the deals' own scores.
    #[test]
    fn replayed_points_match_the_records() {
        let opts = AllFoursOptions::default();
        let mut m = Match::<AllFours>::new(opts, 7).unwrap();
        let mut rng = rng_from_seed(3);
        while !m.is_over() {
            let a = m.hand().random_action(&mut rng).unwrap();
            m.apply(a).unwrap();
        }
        let deals = replay_points(&opts, 7, m.actions(), &Names::new(2));
        assert_eq!(deals.len(), m.records().len());
        for (d, r) in deals.iter().zip(m.records()) {
            let d = d.as_ref().expect("every deal's points are known");
            for (side, gain) in r.score.game_points.iter().enumerate() {
                let counted = d
                    .points
                    .iter()
                    .filter(|p| p.side == side && p.counted)
                    .count() as i32;
                // Without table penalties a side gains exactly its counted points.
                assert_eq!(counted, *gain, "deal {r:?}");
            }
        }
    }
}
