//! The score sheet's pictures: a line per side for its running total after each hand, the
//! match's target as a line and the hand being played marked; for games that itemise a hand's
//! score (Sevens from Hell), a bar per hand and side split into its items, gains above the
//! axis and losses below. The pointer names the hand and the points under it, and each chart
//! carries its numbers in its name for screen readers.

use crate::engine::MatchRecord;
use crate::ui::look::Look;
use crate::ui::table::names::Names;
use egui::{Color32, RichText, Stroke, Ui, vec2};
use egui_plot::{Bar, BarChart, HLine, Line, LineStyle, Plot, VLine, uniform_grid_spacer};

/// One side on the chart: its name and its total after each hand, the match's start first.
#[derive(Clone, Debug, PartialEq)]
pub struct SideLine {
    pub name: String,
    pub totals: Vec<i32>,
}

/// What the line chart shows.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreChart {
    /// The sides, the person's first.
    pub sides: Vec<SideLine>,
    /// Each finished hand's name ("Hand 3"), in order.
    pub hands: Vec<String>,
    /// The score that wins the match, when one does.
    pub target: Option<i32>,
    /// The hand being played (from 1), while the match goes on.
    pub current: Option<usize>,
}

impl ScoreChart {
    /// The chart of a match's finished hands (`records`), each named by `hand_name` from its
    /// number (from 1).
    pub fn of(
        names: &Names,
        records: &[MatchRecord],
        target: Option<i32>,
        over: bool,
        hand_name: impl Fn(usize) -> String,
    ) -> ScoreChart {
        let sides = names
            .sides_in_order()
            .into_iter()
            .map(|s| {
                let at = |v: &[i32]| v.get(s).copied().unwrap_or(0);
                // The score before the first hand: the totals it left less what it gained.
                let start = records
                    .first()
                    .map_or(0, |r| at(&r.totals) - at(&r.score.game_points));
                let mut totals = vec![start];
                totals.extend(records.iter().map(|r| at(&r.totals)));
                SideLine {
                    name: names.side(s),
                    totals,
                }
            })
            .collect();
        ScoreChart {
            sides,
            hands: (1..=records.len()).map(hand_name).collect(),
            target,
            current: (!over).then_some(records.len() + 1),
        }
    }

    /// The chart in words, for screen readers: each side's totals after each hand, and the
    /// target.
    pub fn described(&self) -> String {
        let lines: Vec<String> = self
            .sides
            .iter()
            .map(|side| {
                let totals: Vec<String> = side.totals.iter().map(i32::to_string).collect();
                t!(
                    "chart-side-totals",
                    side = side.name.as_str(),
                    totals = totals.join(", ")
                )
            })
            .collect();
        let lines = lines.join("; ");
        match self.target {
            Some(target) => t!("chart-score-target", lines = lines, target = target),
            None => t!("chart-score", lines = lines),
        }
    }
}

/// A side's colour on the charts: bright on the cloth, and kept apart from each other.
pub fn side_colour(k: usize) -> Color32 {
    const COLOURS: [Color32; 3] = [
        Color32::from_rgb(255, 200, 40),
        Color32::from_rgb(90, 190, 255),
        Color32::from_rgb(255, 120, 170),
    ];
    COLOURS[k % COLOURS.len()]
}

/// Lines thicken in high contrast (the window's strokes tell which).
pub fn line_width(ui: &Ui) -> f32 {
    if crate::ui::table::trick::paint::high_contrast(ui.ctx()) {
        3.0
    } else {
        2.0
    }
}

/// A plot fixed in place: dragging or scrolling the sheet must not pan the chart away.
pub fn plot(id: &str, height: f32) -> Plot<'static> {
    Plot::new(id.to_owned())
        .height(height)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_background(false)
        .grid_color(Color32::from_white_alpha(90))
        .y_axis_min_width(40.0)
        // Four or so labelled marks at round numbers, whether a match counts to 7 or to 9,000.
        .y_grid_spacer(uniform_grid_spacer(|input| {
            let step = round_step((input.bounds.1 - input.bounds.0) / 4.0);
            [step, step * 2.0, step * 4.0]
        }))
        .y_axis_formatter(|mark, _| whole(mark.value))
        .x_grid_spacer(uniform_grid_spacer(|input| {
            let step = round_step((input.bounds.1 - input.bounds.0) / 6.0);
            [step, step * 2.0, step * 4.0]
        }))
        .x_axis_formatter(|mark, _| {
            if mark.value >= 0.0 {
                whole(mark.value)
            } else {
                String::new()
            }
        })
}

/// A mark's label: whole numbers only (hands and points are counted, not measured).
pub fn whole(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{v}")
    } else {
        String::new()
    }
}

/// The smallest of 1, 2 or 5 times a power of ten that is at least `at_least` (and at least 1:
/// scores are whole numbers).
pub fn round_step(at_least: f64) -> f64 {
    if at_least <= 1.0 || !at_least.is_finite() {
        return 1.0;
    }
    let power = 10f64.powf(at_least.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&step| step >= at_least)
        .unwrap_or(10.0 * power)
}

/// Shows `add` on the table's cloth, as the table looks, its words light as on the table.
pub fn on_cloth<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
    let (cloth, rim) = Look::of(ui.ctx()).felt();
    egui::Frame::new()
        .fill(cloth)
        .stroke(Stroke::new(1.0, rim))
        .corner_radius(6.0)
        .inner_margin(6.0)
        .show(ui, |ui| {
            ui.visuals_mut().override_text_color = Some(Color32::from_gray(245));
            add(ui)
        })
        .inner
}

/// Draws the line chart; `id` keeps apart the charts of different tables and pages. The sides'
/// key and what lies under the pointer are written under the chart, where they cover neither
/// the lines nor the axis' numbers; the person's side is drawn last, on top, so that a tie
/// never hides it.
pub fn score_ui(ui: &mut Ui, id: &str, chart: &ScoreChart) {
    let width = line_width(ui);
    let count = chart.hands.len();
    let plot = plot(id, 150.0)
        .include_x(0.0)
        .include_x(count.max(1) as f64)
        .include_y(0.0)
        .label_formatter(|_| None)
        .show_x(false)
        .show_y(false);
    let mut pointer = None;
    let response = on_cloth(ui, |ui| {
        plot.show(ui, |plot_ui| {
            if let Some(target) = chart.target {
                plot_ui.hline(
                    HLine::new(t!("chart-target", target = target), target)
                        .color(Color32::from_gray(230))
                        .style(LineStyle::dashed_loose())
                        .width(1.5),
                );
            }
            if let Some(current) = chart.current {
                plot_ui.vline(
                    VLine::new(t!("chart-now"), current as f64)
                        .color(Color32::from_white_alpha(140))
                        .style(LineStyle::dotted_dense())
                        .width(1.5),
                );
            }
            for (k, side) in chart.sides.iter().enumerate().rev() {
                let points: Vec<[f64; 2]> = side
                    .totals
                    .iter()
                    .enumerate()
                    .map(|(x, &y)| [x as f64, f64::from(y)])
                    .collect();
                let mine = k == 0;
                plot_ui.line(
                    Line::new(side.name.clone(), points)
                        .color(side_colour(k))
                        .width(if mine { width + 1.0 } else { width }),
                );
            }
            pointer = plot_ui.pointer_coordinate();
        })
        .response
    });
    let name = chart.described();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, &name));
    key_ui(
        ui,
        chart
            .sides
            .iter()
            .enumerate()
            .map(|(k, side)| (side.name.as_str(), side_colour(k))),
    );
    // The hand under the pointer, every side's total after it.
    let at = pointer
        .filter(|_| response.hovered())
        .map(|p| p.x.round())
        .filter(|x| (0.0..=count as f64).contains(x))
        .map(|x| x as usize);
    if let Some(x) = at {
        let hand = match x {
            0 => t!("chart-start"),
            i => chart.hands.get(i - 1).cloned().unwrap_or_default(),
        };
        let sides: Vec<String> = chart
            .sides
            .iter()
            .filter_map(|s| {
                s.totals
                    .get(x)
                    .map(|v| t!("chart-item", item = s.name.as_str(), points = *v))
            })
            .collect();
        let text = t!("chart-at-hand", hand = hand, totals = sides.join(" · "));
        ui.label(RichText::new(text).small());
    }
}

/// A chart's key, under it: a swatch of each colour and its name, drawn as one piece so that
/// they wrap together (a legend inside the plot would cover the lines and bars).
fn key_ui<'a>(ui: &mut Ui, entries: impl IntoIterator<Item = (&'a str, Color32)>) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        for (name, swatch_colour) in entries {
            let text = egui::WidgetText::from(RichText::new(name).small()).into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Small,
            );
            let size = vec2(14.0 + text.size().x, text.size().y.max(10.0));
            let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
            let swatch = egui::Rect::from_center_size(
                egui::pos2(rect.left() + 5.0, rect.center().y),
                vec2(10.0, 10.0),
            );
            ui.painter().rect_filled(swatch, 2.0, swatch_colour);
            let colour = ui.visuals().text_color();
            ui.painter()
                .galley(egui::pos2(rect.left() + 14.0, rect.top()), text, colour);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, name));
            ui.add_space(6.0);
        }
    });
}

/// A hand's score items for one side: what each is called and what it brought.
pub type Items = Vec<(String, i32)>;

/// What the bar chart shows: per side (the person's first) and finished hand, its items.
#[derive(Clone, Debug, PartialEq)]
pub struct ItemsChart {
    pub sides: Vec<String>,
    /// `hands[h][k]`: hand `h + 1`, side `k`.
    pub hands: Vec<Vec<Items>>,
    /// Each hand's name ("Round 2").
    pub hand_names: Vec<String>,
}

impl ItemsChart {
    /// The chart in words, for screen readers: each hand's items per side.
    pub fn described(&self) -> String {
        let hands: Vec<String> = self
            .hands
            .iter()
            .zip(&self.hand_names)
            .map(|(sides, hand)| {
                let sides: Vec<String> = sides
                    .iter()
                    .zip(&self.sides)
                    .map(|(items, side)| {
                        let items: Vec<String> = items
                            .iter()
                            .filter(|(_, v)| *v != 0)
                            .map(|(name, v)| t!("chart-item", item = name.as_str(), points = *v))
                            .collect();
                        let items = if items.is_empty() {
                            vec![t!("chart-no-items")]
                        } else {
                            items
                        };
                        t!(
                            "chart-side-totals",
                            side = side.as_str(),
                            totals = items.join(", ")
                        )
                    })
                    .collect();
                t!(
                    "chart-hand-items",
                    hand = hand.as_str(),
                    sides = sides.join("; ")
                )
            })
            .collect();
        t!("chart-items", hands = hands.join(". "))
    }
}

/// An item's colour, the same in every hand; none is a side's colour ([`side_colour`]), so that
/// no colour stands for two things on one sheet.
fn item_colour(k: usize) -> Color32 {
    const COLOURS: [Color32; 9] = [
        Color32::from_rgb(60, 200, 170),
        Color32::from_rgb(140, 230, 140),
        Color32::from_rgb(200, 170, 255),
        Color32::from_rgb(255, 130, 110),
        Color32::from_rgb(150, 120, 90),
        Color32::from_rgb(200, 80, 80),
        Color32::from_rgb(170, 170, 60),
        Color32::from_rgb(120, 140, 200),
        Color32::from_rgb(215, 215, 215),
    ];
    COLOURS[k % COLOURS.len()]
}

/// Draws the bar chart: for each hand a bar per side side by side, its items stacked, gains
/// up from the axis and losses down from it.
pub fn items_ui(ui: &mut Ui, id: &str, chart: &ItemsChart) {
    let side_count = chart.sides.len().max(1);
    let bar_width = 0.7 / side_count as f64;
    // The items that brought or cost anything, in the order the hands list them.
    let mut item_names: Vec<String> = Vec::new();
    for (name, v) in chart.hands.iter().flatten().flatten() {
        if *v != 0 && !item_names.contains(name) {
            item_names.push(name.clone());
        }
    }
    let mut charts: Vec<BarChart> = Vec::new();
    let mut up = vec![vec![0.0f64; side_count]; chart.hands.len()];
    let mut down = up.clone();
    let stroke = Stroke::new(1.0, Color32::from_black_alpha(160));
    for (k, item) in item_names.iter().enumerate() {
        let mut bars = Vec::new();
        for (h, sides) in chart.hands.iter().enumerate() {
            for (s, items) in sides.iter().enumerate() {
                let Some(&(_, v)) = items.iter().find(|(n, _)| n == item) else {
                    continue;
                };
                if v == 0 {
                    continue;
                }
                let x = (h + 1) as f64 - 0.35 + bar_width * (s as f64 + 0.5);
                let value = f64::from(v);
                let base = if v > 0 { &mut up } else { &mut down };
                let bar = Bar::new(x, value)
                    .base_offset(base[h][s])
                    .width(bar_width * 0.9)
                    .fill(item_colour(k))
                    .stroke(stroke)
                    .name(t!(
                        "chart-bar",
                        hand = chart.hand_names.get(h).cloned().unwrap_or_default(),
                        side = chart.sides.get(s).cloned().unwrap_or_default()
                    ));
                base[h][s] += value;
                bars.push(bar);
            }
        }
        let name = item.clone();
        charts.push(
            BarChart::new(item.clone(), bars)
                .color(item_colour(k))
                .element_formatter(Box::new(move |bar, _| {
                    format!("{}\n{name}: {}", bar.name, bar.value.round() as i64)
                })),
        );
    }
    let plot = plot(id, 190.0)
        .include_x(0.5)
        .include_x(chart.hands.len().max(1) as f64 + 0.5)
        .include_y(0.0);
    let response = on_cloth(ui, |ui| {
        plot.show(ui, |plot_ui| {
            for c in charts {
                plot_ui.bar_chart(c);
            }
        })
        .response
    });
    let name = chart.described();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Figure, true, &name));
    // Which bar is whose: the sides in the order their bars stand in every hand.
    if chart.sides.len() > 1 {
        ui.label(RichText::new(t!("chart-bars-order", sides = chart.sides.join(" · "))).small());
    }
    key_ui(
        ui,
        item_names
            .iter()
            .enumerate()
            .map(|(k, name)| (name.as_str(), item_colour(k))),
    );
}

#[cfg(test)]
mod tests {
    use super::round_step;

    /// No score item is drawn in a side's colour (the bars' key would name one colour twice).
    #[test]
    fn items_and_sides_never_share_a_colour() {
        for k in 0..9 {
            for s in 0..3 {
                assert_ne!(
                    super::item_colour(k),
                    super::side_colour(s),
                    "item {k}, side {s}"
                );
            }
        }
    }

    #[test]
    fn marks_fall_on_round_numbers() {
        assert_eq!(round_step(0.4), 1.0);
        assert_eq!(round_step(1.5), 2.0);
        assert_eq!(round_step(2.5), 5.0);
        assert_eq!(round_step(7.0), 10.0);
        assert_eq!(round_step(2336.0), 5000.0);
        assert_eq!(round_step(1000.0), 1000.0);
    }
}
