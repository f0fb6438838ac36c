//! The All Fours score sheet: who took High, Low, Jack and Game in each deal, and the turn-up
//! jack and gift points scored before the tricks, with the deal's gains and running totals.

use super::STYLE;
use crate::engine::{GameDef, Match, MatchRecord, Side};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursOptions, Point, PointReason};
use crate::i18n::{Case, card};
use crate::ui::score_chart::ScoreChart;
use crate::ui::score_sheet::{self, Sheet, SheetRow};
use crate::ui::table::names::{Names, listed};

/// One point of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    pub point: Point,
    pub side: Side,
    /// Added to the score (not when the match was already won earlier in the count, or the
    /// side was barred by a revoke).
    pub counted: bool,
    /// Why, worded when shown (in the window's language of that moment).
    pub reason: PointReason,
}

/// Every point of one finished deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealPoints {
    pub points: Vec<Scored>,
    /// Revoke penalties per side.
    pub penalties: Vec<(Side, i32)>,
    /// The stock ran short for a run: the deal was abandoned.
    pub abandoned: bool,
    /// Each side's counting total (for Game).
    pub counts: Vec<i32>,
}

impl DealPoints {
    /// The points of a finished deal (`None` while it is being played).
    pub fn of(hand: &AllFours, names: &Names) -> Option<DealPoints> {
        let tally = hand.tally()?;
        let points = tally
            .awards()
            .iter()
            .map(|a| Scored {
                point: a.point,
                side: a.side as Side,
                counted: a.counted,
                reason: a.reason,
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
            counts: tally.counts[..names.sides()].to_vec(),
        })
    }

    /// The deal's points as sentences: who took each point and why, penalties, an abandoned
    /// deal.
    pub fn lines(&self, names: &Names) -> Vec<String> {
        let mut lines: Vec<String> = self
            .points
            .iter()
            .map(|p| {
                let why = point_text(p.point, &p.reason, p.side, names, &self.counts);
                if p.counted {
                    why
                } else {
                    t!("all-fours-not-counted", why = why)
                }
            })
            .collect();
        for &(side, points) in &self.penalties {
            lines.push(super::penalty_text(names, side, points));
        }
        if self.abandoned {
            lines.push(t!("all-fours-abandoned-line"));
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
    let why = match *reason {
        PointReason::Held {
            seat,
            card: c,
            only_trump,
        } => t!(
            "all-fours-reason-held",
            who = names.seat(seat),
            person = names.person(seat),
            card = card(c, STYLE, Case::Acc),
            only = super::yes_no(only_trump)
        ),
        PointReason::Captured { seat, card: c } => t!(
            "all-fours-reason-captured",
            who = names.seat(seat),
            person = names.person(seat),
            card = card(c, STYLE, Case::Nom)
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
                    t!(
                        "all-fours-count-of",
                        count = counts.get(s).copied().unwrap_or(next_best),
                        who = names.side_in(s)
                    )
                })
                .collect();
            let others = listed(&others);
            if tie_with_dealer {
                t!(
                    "all-fours-reason-counted-tie",
                    total = total,
                    others = others
                )
            } else {
                t!("all-fours-reason-counted", total = total, others = others)
            }
        }
        PointReason::TurnedUp { card: c } => {
            t!(
                "all-fours-reason-turned-up",
                card = card(c, STYLE, Case::Nom)
            )
        }
        PointReason::Given { dealer } => t!(
            "all-fours-reason-given",
            who = names.seat(dealer),
            person = names.person(dealer)
        ),
    };
    t!(
        "all-fours-point-goes",
        point = point.key(),
        to = names.side_in(side),
        person = names.side_person(side),
        why = why
    )
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
        title: t!("all-fours-deal", number = number),
        result: score_sheet::gains_text(names, record),
        totals: names.totals_text(&record.totals),
        lines: deal.map(|d| d.lines(names)).unwrap_or_default(),
    }
}

/// Shows the sheet: per deal, who took High, Low, Jack and Game and why, the turn-up jack and
/// gift points, and the running score.
pub fn show(
    ui: &mut egui::Ui,
    names: &Names,
    m: &Match<AllFours>,
    deals: &[Option<DealPoints>],
    early: Option<String>,
) {
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
            empty: t!("all-fours-sheet-empty"),
            chart: ScoreChart::of(
                names,
                m.records(),
                AllFours::match_target(m.config()),
                m.is_over(),
                |n| t!("all-fours-deal", number = n),
            ),
            items: None,
        },
    );
    // Turn-up jacks and gifts count at once; the match score changes when the deal ends.
    if let Some(early) = early {
        ui.separator();
        ui.label(t!("all-fours-sheet-early", points = early));
    }
    ui.label(egui::RichText::new(t!("all-fours-sheet-not-counted")).weak());
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
