//! Card faces and backs for the German-suited pack and the French 32- and 52-card packs, drawn with vector
//! shapes so they stay crisp at every size and scale factor. Suit signs are shapes, never text:
//! the bundled fonts have no suit glyphs.
//!
//! epaint fills convex polygons only, so every suit sign is a union of convex pieces (circles,
//! ellipses, convex polygons) in one colour.

use crate::cards::{Card, PackStyle, Rank, Suit};
use egui::epaint::{CornerRadius, RectShape, TextShape};
use egui::{
    Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, Vec2, pos2, vec2,
};
use std::f32::consts::PI;

/// Width over height of a card (the common 63 × 88 mm).
pub const ASPECT: f32 = 0.716;

const PAPER: Color32 = Color32::from_rgb(252, 250, 243);
const EDGE: Color32 = Color32::from_rgb(150, 146, 136);
const GOLD: Color32 = Color32::from_rgb(236, 190, 60);

/// How a card is shown on the table.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CardLook {
    /// Greyed out: the card may not be played now.
    pub dimmed: bool,
    /// Outlined: the card may be played (or the keyboard selection rests on it).
    pub glow: Option<Color32>,
}

/// The ink colour of a suit in a pack style; `four` gives the French pack four colours
/// (diamonds blue, clubs green), so no two suits share one.
pub fn suit_color(suit: Suit, style: PackStyle, four: bool) -> Color32 {
    match (style, suit) {
        (PackStyle::French, Suit::Diamonds) if four => Color32::from_rgb(22, 92, 196),
        (PackStyle::French, Suit::Clubs) if four => Color32::from_rgb(20, 128, 52),
        (PackStyle::French, Suit::Hearts | Suit::Diamonds) => Color32::from_rgb(200, 24, 40),
        (PackStyle::French, _) => Color32::from_rgb(24, 24, 28),
        (PackStyle::German, Suit::Hearts) => Color32::from_rgb(206, 30, 42),
        (PackStyle::German, Suit::Diamonds) => Color32::from_rgb(232, 168, 32),
        (PackStyle::German, Suit::Clubs) => Color32::from_rgb(150, 96, 40),
        (PackStyle::German, Suit::Spades) => Color32::from_rgb(46, 140, 58),
    }
}

/// Whether the player chose the four-colour pack (read from the look in force).
fn four_colours(painter: &Painter) -> bool {
    crate::ui::look::Look::of(painter.ctx()).four_colours
}

/// A darker shade of the suit colour for rank indices and outlines (golden bells are too pale
/// for text).
fn ink(suit: Suit, style: PackStyle, four: bool) -> Color32 {
    match (style, suit) {
        (PackStyle::German, Suit::Diamonds) => Color32::from_rgb(170, 100, 0),
        (PackStyle::German, Suit::Clubs) => Color32::from_rgb(110, 62, 22),
        (PackStyle::German, Suit::Spades) => Color32::from_rgb(28, 104, 40),
        _ => suit_color(suit, style, four),
    }
}

fn darker(c: Color32, f: f32) -> Color32 {
    Color32::from_rgb(
        (c.r() as f32 * f) as u8,
        (c.g() as f32 * f) as u8,
        (c.b() as f32 * f) as u8,
    )
}

/// Maps the unit square (-0.5..0.5, y down) onto the screen, optionally upside down.
struct Pen<'a> {
    painter: &'a Painter,
    center: Pos2,
    size: f32,
    flip: bool,
}

impl Pen<'_> {
    fn p(&self, x: f32, y: f32) -> Pos2 {
        let y = if self.flip { -y } else { y };
        self.center + vec2(x, y) * self.size
    }

    fn circle(&self, x: f32, y: f32, r: f32, fill: Color32) {
        self.painter
            .circle_filled(self.p(x, y), r * self.size, fill);
    }

    fn ellipse(&self, x: f32, y: f32, rx: f32, ry: f32, fill: Color32) {
        self.painter.add(Shape::ellipse_filled(
            self.p(x, y),
            vec2(rx, ry) * self.size,
            fill,
        ));
    }

    fn poly(&self, pts: &[(f32, f32)], fill: Color32) {
        let pts: Vec<Pos2> = pts.iter().map(|&(x, y)| self.p(x, y)).collect();
        self.painter
            .add(Shape::convex_polygon(pts, fill, Stroke::NONE));
    }

    fn line(&self, a: (f32, f32), b: (f32, f32), width: f32, color: Color32) {
        self.painter.line_segment(
            [self.p(a.0, a.1), self.p(b.0, b.1)],
            Stroke::new(width * self.size, color),
        );
    }
}

/// The point where a line from `tip` touches the circle (`c`, `r`) on the side `sign` (±1).
fn tangent(tip: (f32, f32), c: (f32, f32), r: f32, sign: f32) -> (f32, f32) {
    let (dx, dy) = (c.0 - tip.0, c.1 - tip.1);
    let d = (dx * dx + dy * dy).sqrt();
    let theta = dy.atan2(dx) + sign * (r / d).clamp(-1.0, 1.0).asin();
    let len = (d * d - r * r).max(0.0).sqrt();
    (tip.0 + len * theta.cos(), tip.1 + len * theta.sin())
}

/// Two lobes and a point: the heart, and (upside down, with a stem) the spade.
fn lobes_and_point(pen: &Pen<'_>, lobe_y: f32, tip_y: f32, r: f32, dx: f32, color: Color32) {
    let (l, rt) = ((-dx, lobe_y), (dx, lobe_y));
    let tip = (0.0, tip_y);
    // The outer tangent on each side: which sign is outer depends on whether the tip is below.
    let s = if tip_y > lobe_y { -1.0 } else { 1.0 };
    let tl = tangent(tip, l, r, s);
    let tr = tangent(tip, rt, r, -s);
    pen.circle(l.0, l.1, r, color);
    pen.circle(rt.0, rt.1, r, color);
    pen.poly(&[l, tl, tip, tr, rt], color);
}

/// Draws one suit sign centred on `center`, `size` points tall.
pub fn paint_suit(
    painter: &Painter,
    center: Pos2,
    size: f32,
    suit: Suit,
    style: PackStyle,
    flip: bool,
) {
    let pen = Pen {
        painter,
        center,
        size,
        flip,
    };
    let color = suit_color(suit, style, four_colours(painter));
    match (style, suit) {
        (_, Suit::Hearts) => lobes_and_point(&pen, -0.2, 0.47, 0.255, 0.22, color),
        (PackStyle::French, Suit::Diamonds) => {
            pen.poly(&[(0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)], color);
        }
        (PackStyle::French, Suit::Spades) => {
            lobes_and_point(&pen, 0.1, -0.5, 0.24, 0.21, color);
            pen.poly(&[(0.0, 0.05), (0.15, 0.5), (-0.15, 0.5)], color);
        }
        (PackStyle::French, Suit::Clubs) => {
            pen.circle(0.0, -0.24, 0.21, color);
            pen.circle(-0.23, 0.07, 0.21, color);
            pen.circle(0.23, 0.07, 0.21, color);
            pen.circle(0.0, -0.02, 0.13, color);
            pen.poly(&[(0.0, -0.05), (0.15, 0.5), (-0.15, 0.5)], color);
        }
        (PackStyle::German, Suit::Diamonds) => paint_bell(&pen, color),
        (PackStyle::German, Suit::Clubs) => paint_acorn(&pen, color),
        (PackStyle::German, Suit::Spades) => paint_leaf(&pen, color),
    }
}

/// Bells (Schellen): a golden ball with a band, a loop on top and a slit below.
fn paint_bell(pen: &Pen<'_>, color: Color32) {
    let dark = darker(color, 0.55);
    pen.painter.circle_stroke(
        pen.p(0.0, -0.44),
        0.055 * pen.size,
        Stroke::new(0.035 * pen.size, dark),
    );
    pen.circle(0.0, 0.02, 0.42, dark);
    pen.circle(0.0, 0.02, 0.38, color);
    for y in [-0.1f32, -0.02] {
        let half = (0.38f32 * 0.38 - (y - 0.02) * (y - 0.02)).sqrt();
        pen.line((-half, y), (half, y), 0.045, dark);
    }
    pen.circle(0.0, 0.2, 0.065, dark);
    pen.line((0.0, 0.2), (0.0, 0.4), 0.035, dark);
    pen.circle(
        -0.14,
        -0.2,
        0.06,
        Color32::from_rgba_unmultiplied(255, 255, 255, 110),
    );
}

/// Acorns (Eichel): a nut under a hatched cap, with a short stalk.
fn paint_acorn(pen: &Pen<'_>, color: Color32) {
    let nut = Color32::from_rgb(214, 160, 72);
    let cap = darker(color, 0.8);
    pen.ellipse(0.0, 0.13, 0.25, 0.33, darker(nut, 0.7));
    pen.ellipse(0.0, 0.13, 0.215, 0.295, nut);
    pen.poly(
        &[
            (-0.035, -0.48),
            (0.035, -0.48),
            (0.045, -0.3),
            (-0.045, -0.3),
        ],
        cap,
    );
    // The cap: the upper half of an ellipse.
    let cap_pts: Vec<(f32, f32)> = (0..=16)
        .map(|i| {
            let a = PI + PI * i as f32 / 16.0;
            (0.33 * a.cos(), -0.08 + 0.26 * a.sin())
        })
        .collect();
    pen.poly(&cap_pts, cap);
    pen.poly(
        &[(-0.33, -0.08), (0.33, -0.08), (0.3, -0.01), (-0.3, -0.01)],
        cap,
    );
    let hatch = darker(cap, 0.6);
    for i in -2..=2 {
        let x = i as f32 * 0.11;
        pen.line(
            (x - 0.06, -0.28 + 0.03 * (i as f32).abs()),
            (x + 0.06, -0.03),
            0.02,
            hatch,
        );
    }
}

/// Leaves (Grün): a pointed leaf with a vein and a stalk.
fn paint_leaf(pen: &Pen<'_>, color: Color32) {
    let dark = darker(color, 0.65);
    let outline = |scale: f32| -> Vec<(f32, f32)> {
        let n = 20;
        let mut pts = Vec::with_capacity(2 * n + 2);
        for i in 0..=n {
            let t = i as f32 / n as f32;
            let y = -0.5 + 0.82 * t;
            let w = 0.38 * (PI * t.powf(0.75)).sin() * scale;
            pts.push((w, y * scale + (1.0 - scale) * -0.09));
        }
        for i in (0..=n).rev() {
            let t = i as f32 / n as f32;
            let y = -0.5 + 0.82 * t;
            let w = 0.38 * (PI * t.powf(0.75)).sin() * scale;
            pts.push((-w, y * scale + (1.0 - scale) * -0.09));
        }
        pts
    };
    pen.line((0.0, 0.25), (0.06, 0.5), 0.06, dark);
    pen.poly(&outline(1.0), dark);
    pen.poly(&outline(0.88), color);
    pen.line((0.0, -0.38), (0.0, 0.27), 0.03, dark);
    for (y, dy) in [(-0.15f32, -0.12f32), (0.02, -0.1), (0.17, -0.08)] {
        pen.line((0.0, y), (0.16, y + dy), 0.022, dark);
        pen.line((0.0, y), (-0.16, y + dy), 0.022, dark);
    }
}

/// Pip positions for the number cards as (column -1/0/1, row 0..1 from the top).
fn pip_layout(rank: Rank) -> &'static [(f32, f32)] {
    const SIDES3: [(f32, f32); 6] = [
        (-1.0, 0.0),
        (-1.0, 0.5),
        (-1.0, 1.0),
        (1.0, 0.0),
        (1.0, 0.5),
        (1.0, 1.0),
    ];
    match rank {
        Rank::Two => &[(0.0, 0.0), (0.0, 1.0)],
        Rank::Three => &[(0.0, 0.0), (0.0, 0.5), (0.0, 1.0)],
        Rank::Four => &[(-1.0, 0.0), (-1.0, 1.0), (1.0, 0.0), (1.0, 1.0)],
        Rank::Five => &[(-1.0, 0.0), (-1.0, 1.0), (1.0, 0.0), (1.0, 1.0), (0.0, 0.5)],
        Rank::Six => &SIDES3,
        Rank::Seven => &[
            SIDES3[0],
            SIDES3[1],
            SIDES3[2],
            SIDES3[3],
            SIDES3[4],
            SIDES3[5],
            (0.0, 0.25),
        ],
        Rank::Eight => &[
            SIDES3[0],
            SIDES3[1],
            SIDES3[2],
            SIDES3[3],
            SIDES3[4],
            SIDES3[5],
            (0.0, 0.25),
            (0.0, 0.75),
        ],
        Rank::Nine => &[
            (-1.0, 0.0),
            (-1.0, 0.333),
            (-1.0, 0.667),
            (-1.0, 1.0),
            (1.0, 0.0),
            (1.0, 0.333),
            (1.0, 0.667),
            (1.0, 1.0),
            (0.0, 0.5),
        ],
        Rank::Ten => &[
            (-1.0, 0.0),
            (-1.0, 0.333),
            (-1.0, 0.667),
            (-1.0, 1.0),
            (1.0, 0.0),
            (1.0, 0.333),
            (1.0, 0.667),
            (1.0, 1.0),
            (0.0, 0.167),
            (0.0, 0.833),
        ],
        _ => &[],
    }
}

fn corner_radius(rect: Rect) -> CornerRadius {
    CornerRadius::same((rect.width() * 0.07).round().clamp(2.0, 255.0) as u8)
}

/// A soft shadow under a card lifted off the felt.
pub fn paint_shadow(painter: &Painter, rect: Rect, lift: f32) {
    let off = vec2(0.02, 0.04) * rect.height() * (0.5 + lift);
    painter.add(
        RectShape::filled(
            rect.translate(off),
            corner_radius(rect),
            Color32::from_black_alpha(70),
        )
        .with_blur_width(rect.width() * (0.08 + 0.1 * lift)),
    );
}

/// Draws a card face up.
pub fn paint_face(painter: &Painter, rect: Rect, card: Card, style: PackStyle, look: CardLook) {
    let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
        paint_joker(painter, rect, look);
        return;
    };
    let (w, h) = (rect.width(), rect.height());
    let cr = corner_radius(rect);
    painter.rect(
        rect,
        cr,
        PAPER,
        Stroke::new((w * 0.012).max(1.0), EDGE),
        StrokeKind::Inside,
    );

    // Corner indices: rank above a small suit sign, repeated upside down in the opposite corner.
    let ink = ink(suit, style, four_colours(painter));
    let text_size = h * 0.145;
    let index_x = rect.left() + w * 0.13;
    let label = rank.symbol(style);
    // "10" is two glyphs wide: set it a little smaller so it clears the pips.
    let text_size = if label.len() > 1 {
        text_size * 0.86
    } else {
        text_size
    };
    let galley = painter.layout_no_wrap(label.to_string(), FontId::proportional(text_size), ink);
    let gs = galley.size();
    let top = pos2(index_x - gs.x / 2.0, rect.top() + h * 0.035);
    painter.galley(top, galley.clone(), ink);
    let bottom = pos2(
        rect.right() - w * 0.13 + gs.x / 2.0,
        rect.bottom() - h * 0.035,
    );
    painter.add(TextShape::new(bottom, galley, ink).with_angle(PI));
    let small = h * 0.1;
    paint_suit(
        painter,
        pos2(index_x, rect.top() + h * 0.035 + gs.y + small * 0.55),
        small,
        suit,
        style,
        false,
    );
    paint_suit(
        painter,
        pos2(
            rect.right() - w * 0.13,
            rect.bottom() - h * 0.035 - gs.y - small * 0.55,
        ),
        small,
        suit,
        style,
        true,
    );

    let center = rect.center();
    match rank {
        Rank::Ace => {
            paint_suit(painter, center, h * 0.42, suit, style, false);
        }
        Rank::King | Rank::Queen | Rank::Jack => paint_court(painter, rect, rank, suit, style),
        _ => {
            let pip = h * 0.12;
            let (x0, y0, y1) = (w * 0.19, rect.top() + h * 0.19, rect.bottom() - h * 0.19);
            for &(col, row) in pip_layout(rank) {
                let p = pos2(center.x + col * x0, y0 + row * (y1 - y0));
                paint_suit(painter, p, pip, suit, style, row > 0.55);
            }
        }
    }

    paint_look(painter, rect, look);
}

/// A court card: a framed portrait (head and shoulders, with a crown for the king, a hat or a
/// tiara for the Ober or queen, a cap for the Unter or jack) holding the suit sign.
fn paint_court(painter: &Painter, rect: Rect, rank: Rank, suit: Suit, style: PackStyle) {
    let (w, h) = (rect.width(), rect.height());
    let panel = Rect::from_center_size(rect.center(), vec2(w * 0.56, h * 0.64));
    let four = four_colours(painter);
    let color = suit_color(suit, style, four);
    let ink = ink(suit, style, four);
    let tint = Color32::from_rgba_unmultiplied(color.r(), color.g(), color.b(), 40);
    let cr = CornerRadius::same((w * 0.04).round().clamp(1.0, 255.0) as u8);
    painter.rect(
        panel,
        cr,
        tint,
        Stroke::new((w * 0.015).max(1.0), ink),
        StrokeKind::Inside,
    );
    let pen = Pen {
        painter,
        center: panel.center(),
        size: panel.height(),
        flip: false,
    };
    let half_ellipse = |cx: f32, cy: f32, rx: f32, ry: f32, upper: bool| -> Vec<(f32, f32)> {
        (0..=18)
            .map(|i| {
                let a = PI * i as f32 / 18.0;
                let y = if upper { -a.sin() } else { a.sin() };
                (cx - rx * a.cos(), cy + ry * y)
            })
            .collect()
    };
    // Shoulders in the suit's colour, a white collar, the head.
    pen.poly(&half_ellipse(0.0, 0.5, 0.34, 0.4, true), ink);
    pen.poly(&[(-0.09, 0.1), (0.09, 0.1), (0.0, 0.22)], PAPER);
    let skin = Color32::from_rgb(244, 214, 180);
    pen.circle(0.0, -0.04, 0.145, darker(skin, 0.7));
    pen.circle(0.0, -0.04, 0.13, skin);
    let eye = Color32::from_rgb(60, 40, 30);
    pen.circle(-0.045, -0.05, 0.016, eye);
    pen.circle(0.045, -0.05, 0.016, eye);
    pen.line((-0.035, 0.02), (0.035, 0.02), 0.014, darker(skin, 0.55));
    match (rank, style) {
        (Rank::King, _) => {
            pen.poly(
                &[(-0.14, -0.2), (0.14, -0.2), (0.14, -0.14), (-0.14, -0.14)],
                GOLD,
            );
            for x in [-0.11f32, 0.0, 0.11] {
                pen.poly(&[(x - 0.045, -0.19), (x + 0.045, -0.19), (x, -0.33)], GOLD);
                pen.circle(x, -0.335, 0.022, GOLD);
            }
        }
        (Rank::Queen, PackStyle::French) => {
            pen.poly(&half_ellipse(0.0, -0.15, 0.14, 0.1, true), GOLD);
            pen.circle(0.0, -0.24, 0.03, color);
        }
        (Rank::Queen, PackStyle::German) => {
            // The Ober's broad hat with a plume.
            pen.poly(
                &[(-0.1, -0.3), (0.1, -0.3), (0.12, -0.16), (-0.12, -0.16)],
                darker(ink, 0.8),
            );
            pen.ellipse(0.0, -0.16, 0.22, 0.035, darker(ink, 0.7));
            pen.line((0.08, -0.28), (0.2, -0.38), 0.03, GOLD);
        }
        _ => {
            pen.poly(
                &half_ellipse(0.0, -0.13, 0.15, 0.11, true),
                darker(ink, 0.8),
            );
            pen.circle(0.0, -0.25, 0.035, GOLD);
        }
    }
    // The suit sign on a white badge, so a red heart shows on a red coat.
    pen.circle(0.0, 0.33, 0.12, PAPER);
    paint_suit(
        painter,
        pen.p(0.0, 0.33),
        panel.height() * 0.17,
        suit,
        style,
        false,
    );
}

/// How a face is shown over its drawing: greyed out, or outlined.
fn paint_look(painter: &Painter, rect: Rect, look: CardLook) {
    let (w, cr) = (rect.width(), corner_radius(rect));
    if look.dimmed {
        painter.rect_filled(rect, cr, Color32::from_black_alpha(120));
    }
    if let Some(glow) = look.glow {
        painter.rect_stroke(
            rect.expand(w * 0.02),
            cr,
            Stroke::new((w * 0.05).max(2.0), glow),
            StrokeKind::Outside,
        );
    }
}

/// The joker (Sevens from Hell): the word in the corners and a gold star in the middle.
fn paint_joker(painter: &Painter, rect: Rect, look: CardLook) {
    let (w, h) = (rect.width(), rect.height());
    let cr = corner_radius(rect);
    painter.rect(
        rect,
        cr,
        PAPER,
        Stroke::new((w * 0.012).max(1.0), EDGE),
        StrokeKind::Inside,
    );
    let ink = Color32::from_rgb(120, 40, 140);
    let size = h * 0.11;
    painter.text(
        pos2(rect.left() + w * 0.08, rect.top() + h * 0.04),
        Align2::LEFT_TOP,
        "JOKER",
        FontId::proportional(size),
        ink,
    );
    let center = rect.center();
    let (outer, inner) = (h * 0.24, h * 0.1);
    let points: Vec<Pos2> = (0..10)
        .map(|i| {
            let r = if i % 2 == 0 { outer } else { inner };
            let a = -PI / 2.0 + i as f32 * PI / 5.0;
            pos2(center.x + r * a.cos(), center.y + r * a.sin())
        })
        .collect();
    // epaint fills convex shapes only: the star is its inner pentagon and five points.
    let inner_ring: Vec<Pos2> = points.iter().skip(1).step_by(2).copied().collect();
    painter.add(Shape::convex_polygon(inner_ring, GOLD, Stroke::NONE));
    for i in (0..10).step_by(2) {
        let tip = vec![points[(i + 9) % 10], points[i], points[i + 1]];
        painter.add(Shape::convex_polygon(tip, GOLD, Stroke::NONE));
    }
    painter.add(Shape::closed_line(points, Stroke::new(1.0, ink)));
    paint_look(painter, rect, look);
}

/// Draws a card face down: a lattice in a frame with a seven in the middle.
pub fn paint_back(painter: &Painter, rect: Rect) {
    paint_back_in(painter, rect, crate::ui::look::Look::of(painter.ctx()));
}

/// A card face down in the backs of `look` (the settings page previews a choice with it).
pub fn paint_back_in(painter: &Painter, rect: Rect, look: crate::ui::look::Look) {
    let (back, back_line) = look.back_colours();
    let (w, h) = (rect.width(), rect.height());
    let cr = corner_radius(rect);
    painter.rect(
        rect,
        cr,
        PAPER,
        Stroke::new((w * 0.012).max(1.0), EDGE),
        StrokeKind::Inside,
    );
    let inner = rect.shrink(w * 0.07);
    painter.rect_filled(
        inner,
        CornerRadius::same((w * 0.04).round().clamp(1.0, 255.0) as u8),
        back,
    );
    let clipped = painter.with_clip_rect(inner.intersect(painter.clip_rect()));
    let step = (w * 0.14).max(3.0);
    let stroke = Stroke::new((w * 0.012).max(0.6), back_line);
    let span = inner.width() + inner.height();
    let mut d = 0.0;
    while d < span {
        clipped.line_segment(
            [
                inner.left_top() + vec2(d, 0.0),
                inner.left_top() + vec2(d - inner.height(), inner.height()),
            ],
            stroke,
        );
        clipped.line_segment(
            [
                inner.right_top() - vec2(d, 0.0),
                inner.right_top() + vec2(inner.height() - d, inner.height()),
            ],
            stroke,
        );
        d += step;
    }
    let c = rect.center();
    painter.circle(c, w * 0.2, back, Stroke::new((w * 0.02).max(1.0), GOLD));
    painter.text(
        c,
        Align2::CENTER_CENTER,
        "7",
        FontId::proportional(h * 0.2),
        GOLD,
    );
}

/// An empty place on the felt (the stock once it is gone, a pile not yet started).
pub fn paint_slot(painter: &Painter, rect: Rect) {
    painter.rect_stroke(
        rect,
        corner_radius(rect),
        Stroke::new(
            (rect.width() * 0.02).max(1.0),
            Color32::from_white_alpha(60),
        ),
        StrokeKind::Inside,
    );
}

/// A card at `rect`, face up (`Some`) or face down (`None`).
pub fn paint_card(
    painter: &Painter,
    rect: Rect,
    card: Option<Card>,
    style: PackStyle,
    look: CardLook,
) {
    match card {
        Some(c) => paint_face(painter, rect, c, style, look),
        None => {
            paint_back(painter, rect);
            if let Some(glow) = look.glow {
                painter.rect_stroke(
                    rect,
                    corner_radius(rect),
                    Stroke::new(2.0, glow),
                    StrokeKind::Outside,
                );
            }
        }
    }
}

/// The size of a card `height` points tall.
pub fn card_size(height: f32) -> Vec2 {
    vec2(height * ASPECT, height)
}
