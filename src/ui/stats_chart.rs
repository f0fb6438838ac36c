//! The statistics page's pictures of one group: the share of matches won over time (a moving
//! window), how many points the hands brought (a histogram), and the share won against each
//! kind of opposition. Drawn like the score sheet's charts ([`score_chart`]) and named with
//! their numbers for screen readers.

use crate::store::{Against, Opposition, Partner};
use crate::ui::bots::level_label;
use crate::ui::score_chart::{self, on_cloth, round_step};
use egui::{Color32, Ui};
use egui_plot::{Bar, BarChart, HoverPosition, Line};

/// Matches the moving window of the results chart spans.
pub const WINDOW: usize = 10;

/// The share of the last [`WINDOW`] matches (fewer at the start) won after each match, in
/// percent.
pub fn moving_share(results: &[bool]) -> Vec<u32> {
    (1..=results.len())
        .map(|end| {
            let window = &results[end.saturating_sub(WINDOW)..end];
            let won = window.iter().filter(|&&w| w).count();
            (100.0 * won as f64 / window.len() as f64).round() as u32
        })
        .collect()
}

/// Draws the share of matches won over time, match by match.
pub fn results_ui(ui: &mut Ui, id: &str, results: &[bool]) {
    let shares = moving_share(results);
    let points: Vec<[f64; 2]> = shares
        .iter()
        .enumerate()
        .map(|(i, &s)| [(i + 1) as f64, f64::from(s)])
        .collect();
    let name = t!("stats-chart-results-line");
    let plot = score_chart::plot(id, 120.0)
        .include_x(1.0)
        .include_y(0.0)
        .include_y(100.0)
        .label_formatter(|pos| match pos {
            HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } if !plot_name.is_empty() => Some(t!(
                "stats-chart-results-point",
                number = position.x.round() as i64,
                percent = position.y.round() as i64
            )),
            _ => None,
        });
    let response = on_cloth(ui, |ui| {
        let width = score_chart::line_width(ui);
        plot.show(ui, |plot_ui| {
            plot_ui.line(
                Line::new(name, points)
                    .color(score_chart::side_colour(0))
                    .width(width),
            );
        })
        .response
    });
    let shares: Vec<String> = shares.iter().map(u32::to_string).collect();
    let described = t!(
        "stats-chart-results",
        window = WINDOW,
        shares = shares.join(", ")
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, &described));
}

/// The histogram's buckets: each one's lowest value and how many hands fell in it, lowest
/// first; a bucket spans `width` values.
pub fn buckets(points: &[i32]) -> (i32, Vec<(i32, u32)>) {
    let (Some(&min), Some(&max)) = (points.iter().min(), points.iter().max()) else {
        return (1, Vec::new());
    };
    let width = round_step(f64::from(max - min) / 8.0) as i32;
    let floor = |v: i32| v.div_euclid(width) * width;
    let mut out: Vec<(i32, u32)> = Vec::new();
    let mut start = floor(min);
    while start <= max {
        let count = points
            .iter()
            .filter(|&&p| p >= start && p < start + width)
            .count() as u32;
        out.push((start, count));
        start += width;
    }
    (width, out)
}

/// Draws how many hands brought each amount of points (`what`: what the points are, "card
/// points").
pub fn points_ui(ui: &mut Ui, id: &str, points: &[i32], what: &str) {
    let (width, buckets) = buckets(points);
    let bars: Vec<Bar> = buckets
        .iter()
        .map(|&(start, count)| {
            let label = range_text(start, width);
            // A bucket of one value stands on it; a wider one spans its values.
            let middle = if width == 1 {
                f64::from(start)
            } else {
                f64::from(start) + f64::from(width) / 2.0
            };
            Bar::new(middle, f64::from(count))
                .width(f64::from(width) * 0.9)
                .name(label)
        })
        .collect();
    let chart = BarChart::new(what.to_string(), bars)
        .color(score_chart::side_colour(1))
        .element_formatter(Box::new(|bar, _| {
            t!(
                "stats-chart-points-bar",
                range = bar.name.as_str(),
                hands = bar.value.round() as i64
            )
        }));
    let response = on_cloth(ui, |ui| {
        score_chart::plot(id, 120.0)
            .include_y(0.0)
            // Points, unlike hand numbers, may be below zero (a Sevens from Hell round).
            .x_axis_formatter(|mark, _| score_chart::whole(mark.value))
            .show(ui, |plot_ui| plot_ui.bar_chart(chart))
            .response
    });
    let counts: Vec<String> = buckets
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|&(start, n)| {
            t!(
                "stats-chart-points-bar",
                range = range_text(start, width),
                hands = n
            )
        })
        .collect();
    let described = t!(
        "stats-chart-points",
        what = what,
        counts = counts.join("; ")
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, &described));
}

/// A bucket's values in words: "40" for one value, "40 to 49" for more.
fn range_text(start: i32, width: i32) -> String {
    if width == 1 {
        start.to_string()
    } else {
        t!("stats-chart-range", low = start, high = start + width - 1)
    }
}

/// What a seating is called on the page: the opposition, and the partners if any.
pub fn seating_text(a: &Against) -> String {
    let against = match a.opposition {
        Opposition::Computer(level) => t!("stats-against-level", level = level_label(level)),
        Opposition::MixedComputers => t!("stats-against-mixed"),
        Opposition::People => t!("stats-against-people"),
        Opposition::PeopleAndComputers => t!("stats-against-people-and-computers"),
    };
    let partner = match a.partner {
        Partner::Alone => return against,
        Partner::Computer => "computer",
        Partner::Person => "person",
    };
    t!("stats-with-partner", against = against, partner = partner)
}

/// A seating's matches in words: "Computers (Expert): 3 of 6".
pub fn seating_count_text(a: &Against) -> String {
    t!(
        "stats-chart-against-bar",
        against = seating_text(a),
        won = a.won,
        matches = a.matches
    )
}

/// Draws the share of matches won against each kind of opposition, with how many of how many.
pub fn against_ui(ui: &mut Ui, id: &str, against: &[Against]) {
    let share = |a: &Against| 100.0 * f64::from(a.won) / f64::from(a.matches.max(1));
    let names: Vec<String> = against.iter().map(seating_text).collect();
    let bars: Vec<Bar> = against
        .iter()
        .enumerate()
        .map(|(i, a)| {
            Bar::new((i + 1) as f64, share(a))
                .width(0.6)
                .name(seating_count_text(a))
                .fill(score_chart::side_colour(i))
        })
        .collect();
    let chart = BarChart::new(t!("stats-win-rate"), bars)
        .color(Color32::from_gray(200))
        .element_formatter(Box::new(|bar, _| bar.name.clone()));
    let axis_names = names.clone();
    let response = on_cloth(ui, |ui| {
        score_chart::plot(id, 110.0)
            .include_y(0.0)
            .include_y(100.0)
            .include_x(0.5)
            .include_x(against.len() as f64 + 0.5)
            .x_axis_formatter(move |mark, _| {
                let i = mark.value.round() as usize;
                if mark.value.fract() == 0.0 && i >= 1 {
                    axis_names.get(i - 1).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .show(ui, |plot_ui| plot_ui.bar_chart(chart))
            .response
    });
    let each: Vec<String> = against.iter().map(seating_count_text).collect();
    let described = t!("stats-chart-against", each = each.join("; "));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, &described));
}

#[cfg(test)]
mod tests {
    use super::{buckets, moving_share};

    #[test]
    fn the_share_moves_over_the_last_ten_matches() {
        assert_eq!(moving_share(&[true, false, true]), vec![100, 50, 67]);
        let mut results = vec![true; 10];
        results.push(false);
        assert_eq!(moving_share(&results)[10], 90);
    }

    #[test]
    fn every_hand_falls_in_one_bucket() {
        let points = [0, 10, 15, 90, 45, 45];
        let (width, b) = buckets(&points);
        assert_eq!(width, 20);
        assert_eq!(b.iter().map(|(_, n)| n).sum::<u32>(), points.len() as u32);
        assert_eq!(b.first(), Some(&(0, 3)));
        let (width, b) = buckets(&[1, 2, 2, 4]);
        assert_eq!((width, b), (1, vec![(1, 1), (2, 2), (3, 0), (4, 1)]));
    }
}
