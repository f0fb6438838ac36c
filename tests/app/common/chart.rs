//! Reading the score sheet's chart the way a screen reader hears it, and checking it against
//! the sheet's own lines.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

const PREFIX: &str = "Chart of the match score: ";

/// Each side's name and its totals as the chart's name reads them (the match's start first).
pub fn chart_lines<S>(h: &Harness<'_, S>) -> Vec<(String, Vec<i32>)> {
    let label = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with(PREFIX)))
        .next()
        .expect("the score sheet shows its chart")
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    let lines = &label[PREFIX.len()..];
    // The sides' lines end at the first full stop; the target's sentence may follow.
    let lines = lines.split(". ").next().unwrap_or_default();
    let lines = lines.trim_end_matches('.');
    lines
        .split("; ")
        .map(|side| {
            let (name, totals) = side.rsplit_once(": ").expect("a side's name and totals");
            let totals = totals
                .split(", ")
                .map(|v| v.parse().expect("a total is a number"))
                .collect();
            (name.to_string(), totals)
        })
        .collect()
}

/// Asserts that the chart's points are the sheet's totals hand by hand ("Score: You 3 · North
/// 2" after each hand), that it starts from `start` and has one point per finished hand;
/// returns its lines.
pub fn assert_chart_is_sheet<S>(
    h: &Harness<'_, S>,
    hands: usize,
    start: &[i32],
) -> Vec<(String, Vec<i32>)> {
    let lines = chart_lines(h);
    assert!(!lines.is_empty());
    for (k, (name, totals)) in lines.iter().enumerate() {
        assert_eq!(totals.len(), hands + 1, "{name}: the start and each hand");
        assert_eq!(totals[0], start[k], "{name} starts from the match's start");
    }
    for hand in 1..=hands {
        let row: Vec<String> = lines
            .iter()
            .map(|(name, totals)| format!("{name} {}", totals[hand]))
            .collect();
        let score = format!("Score: {}", row.join(" · "));
        assert!(
            h.query_all_by_label(&score).next().is_some(),
            "after hand {hand} the sheet says {score:?}, as the chart does"
        );
    }
    lines
}

/// The chart's key and what lies under the pointer are written under the chart, covering
/// neither its lines nor its axis: each side's name in the key, and, with the pointer on hand
/// `hand`'s point, every side's total after it (`lines` as [`chart_lines`] reads them).
pub fn assert_readings_under_chart<S>(
    h: &mut Harness<'_, S>,
    hand: usize,
    hand_name: &str,
    lines: &[(String, Vec<i32>)],
) {
    let chart = h
        .query_all_by(|n| n.label().is_some_and(|l| l.starts_with(PREFIX)))
        .next()
        .expect("the score sheet shows its chart")
        .rect();
    for (name, _) in lines {
        let below = h
            .query_all_by_label(name)
            .any(|n| n.rect().top() >= chart.bottom() - 1.0);
        assert!(below, "the key names {name} under the chart at {chart:?}");
    }
    // The hands run along the chart's width from its axis; the point of `hand` is found by
    // moving the pointer along until the reading names it.
    let reading = format!(
        "{hand_name}: {}",
        lines
            .iter()
            .map(|(name, totals)| format!("{name} {}", totals[hand]))
            .collect::<Vec<_>>()
            .join(" · ")
    );
    let mut found = None;
    for step in 0..=60 {
        let x = chart.left() + chart.width() * step as f32 / 60.0;
        h.hover_at(egui::pos2(x, chart.center().y));
        h.run_steps(2);
        if let Some(node) = h.query_by_label(&reading) {
            found = Some(node.rect());
            break;
        }
    }
    let found = found.unwrap_or_else(|| panic!("no reading {reading:?} under the pointer"));
    assert!(
        found.top() >= chart.bottom() - 1.0,
        "the reading at {found:?} lies under the chart at {chart:?}, off its axis"
    );
}
