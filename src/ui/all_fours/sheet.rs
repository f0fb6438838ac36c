//! The All Fours score sheet: who took High, Low, Jack and Game in each deal, and the turn-up
//! jack and gift points scored before the tricks, with the deal's gains and running totals.

use crate::engine::{Match, MatchRecord, Side};
use crate::games::all_fours::trick::lower_name;
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursOptions, Point, PointReason};
use crate::ui::score_sheet::{self, Sheet, SheetRow};
use crate::ui::table::names::Names;

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
    /// Revoke penalties per side.
    pub penalties: Vec<(Side, i32)>,
    /// The stock ran short for a run: the deal was abandoned.
    pub abandoned: bool,
}

impl DealPoints {
    /// The points of a finished deal (`None` while it is being played).
    pub fn of(hand: &AllFours, names: &Names) -> Option<DealPoints> {
        let tally = hand.tally()?;
        let points = tally
            .awards()
            .iter()
            .map(|a| {
                let side = a.side as Side;
                Scored {
                    point: a.point,
                    side,
                    counted: a.counted,
                    why: point_text(a.point, &a.reason, side, names, &tally.counts),
                }
            })
            .collect();
        let penalties = (0..names.sides())
            .map(|s| (s, tally.penalties[s]))
            .filter(|&(_, p)| p > 0)
            .collect();
        Some(DealPoints {
            points,
            penalties,
            abandoned: hand.abandoned(),
        })
    }

    /// The deal's points as sentences: who took each point and why, penalties, an abandoned
    /// deal.
    pub fn lines(&self, names: &Names) -> Vec<String> {
        let mut lines: Vec<String> = self
            .points
            .iter()
            .map(|p| {
                if p.counted {
                    p.why.clone()
                } else {
                    format!("{} (not counted)", p.why)
                }
            })
            .collect();
        for &(side, points) in &self.penalties {
            lines.push(format!(
                "{} {points} point{} for revoking",
                names.side_does(side, "lose"),
                if points == 1 { "" } else { "s" }
            ));
        }
        if self.abandoned {
            lines.push(
                "The deal was abandoned: the stock ran short for a run, so the same dealer deals \
                 again."
                    .into(),
            );
        }
        lines
    }
}

/// Why a point went where it went, told from the table's chair: "High goes to you: you were
/// dealt the ace of clubs". `counts` are each side's counting totals (for Game).
pub fn point_text(
    point: Point,
    reason: &PointReason,
    side: Side,
    names: &Names,
    counts: &[i32],
) -> String {
    let p = point.name();
    let to = names.side_in(side);
    match *reason {
        PointReason::Held {
            seat,
            card,
            only_trump,
        } => {
            let held = if names.is_me(seat) {
                format!("you were dealt the {}", lower_name(card))
            } else {
                format!("{} was dealt the {}", names.seat(seat), lower_name(card))
            };
            let only = if only_trump {
                " (the only trump in play counts as both High and Low)"
            } else {
                ""
            };
            format!("{p} goes to {to}: {held}{only}")
        }
        PointReason::Captured { seat, card } => format!(
            "{p} goes to {to}: {} the trick with the {} in it",
            if names.is_me(seat) {
                "you won".to_string()
            } else {
                format!("{} won", names.seat(seat))
            },
            lower_name(card)
        ),
        PointReason::Counted {
            total,
            next_best,
            tie_with_dealer,
        } => {
            let others: Vec<String> = names
                .sides_in_order()
                .into_iter()
                .filter(|&s| s != side)
                .map(|s| {
                    format!(
                        "{} for {}",
                        counts.get(s).copied().unwrap_or(next_best),
                        names.side_in(s)
                    )
                })
                .collect();
            let others = others.join(" and ");
            if tie_with_dealer {
                format!(
                    "{p} goes to {to}: {total} counting points against {others}; a tie with the \
                     dealer's side goes to the other side"
                )
            } else {
                format!(
                    "{p} goes to {to}: {total} counting points against {others} (tens count 10, \
                     aces 4, kings 3, queens 2, jacks 1)"
                )
            }
        }
        PointReason::TurnedUp { card } => format!(
            "{p} goes to {to}: the dealer turned up the {}",
            lower_name(card)
        ),
        PointReason::Given { dealer } => format!(
            "{p} goes to {to}: {} the trumps and gave a point",
            if names.is_me(dealer) {
                "you kept".to_string()
            } else {
                format!("{} kept", names.seat(dealer))
            }
        ),
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

/// A deal's row on the sheet.
pub fn row(
    names: &Names,
    number: usize,
    record: &MatchRecord,
    deal: Option<&DealPoints>,
) -> SheetRow {
    SheetRow {
        title: format!("Deal {number}"),
        result: score_sheet::gains_text(names, record),
        totals: names.totals_text(&record.totals),
        lines: deal.map(|d| d.lines(names)).unwrap_or_default(),
    }
}

/// Shows the sheet: per deal, who took High, Low, Jack and Game and why, the turn-up jack and
/// gift points, and the running score.
pub fn show(ui: &mut egui::Ui, names: &Names, m: &Match<AllFours>, deals: &[Option<DealPoints>]) {
    let goal = super::match_goal(m.config());
    let rows = m
        .records()
        .iter()
        .enumerate()
        .map(|(i, record)| row(names, i + 1, record, deals.get(i).and_then(Option::as_ref)))
        .collect();
    score_sheet::show_sheet(
        ui,
        &Sheet {
            goal: &goal,
            totals: names.totals_text(m.totals()),
            winner: m.winner().map(|w| names.side(w)),
            rows,
            empty: "No deal has been finished yet. Each deal scores a point for High, Low, \
                    Jack and Game; a turned-up jack and the dealer's gift score at once."
                .into(),
        },
    );
    // Turn-up jacks and gifts count at once; the match score changes when the deal ends.
    if let Some(early) = early_points_text(names, m) {
        ui.separator();
        ui.label(format!("In this deal so far: {early}"));
    }
    ui.label(
        egui::RichText::new(
            "A point marked \"not counted\" was taken but did not count: the match was already \
             won earlier in the count (High, Low, Jack, Game), or a revoke barred it.",
        )
        .weak(),
    );
}

/// The turn-up jack and gift points of the deal being played ("North +1"), if any.
pub fn early_points_text(names: &Names, m: &Match<AllFours>) -> Option<String> {
    if m.is_over() {
        return None;
    }
    let early: Vec<String> = names
        .sides_in_order()
        .into_iter()
        .filter(|&s| m.hand().early_points(s) != 0)
        .map(|s| format!("{} +{}", names.side(s), m.hand().early_points(s)))
        .collect();
    (!early.is_empty()).then(|| early.join(" · "))
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
