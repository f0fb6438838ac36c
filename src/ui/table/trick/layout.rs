//! Where things sit on a trick-game table, computed from the table's rectangle every frame so the
//! layout follows the window size. The person is always at the bottom; the others sit around
//! clockwise (to the person's left first), partners opposite.

use crate::engine::Seat;
use crate::ui::card_art::card_size;
use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// Where a seat sits, seen from the person at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Bottom,
    Left,
    Top,
    Right,
    /// Three players: the two opponents sit at the upper corners.
    UpperLeft,
    UpperRight,
}

impl Place {
    /// The direction from the table's centre towards the seat.
    fn direction(self) -> Vec2 {
        match self {
            Place::Bottom => vec2(0.0, 1.0),
            Place::Left => vec2(-1.0, 0.0),
            Place::Top => vec2(0.0, -1.0),
            Place::Right => vec2(1.0, 0.0),
            Place::UpperLeft => vec2(-0.85, -0.6),
            Place::UpperRight => vec2(0.85, -0.6),
        }
    }

    /// Whether the seat's hand is fanned downwards (left and right seats).
    fn vertical(self) -> bool {
        matches!(self, Place::Left | Place::Right)
    }
}

pub use crate::ui::table::flight::Spot;

/// The table's geometry for one frame.
pub struct Layout {
    pub rect: Rect,
    pub players: usize,
    pub me: Seat,
    /// A card on the table and in the others' hands.
    pub card: Vec2,
    /// A card in the person's own hand (larger).
    pub mine: Vec2,
    /// Text size for names and counts.
    pub font: f32,
    /// The hand size name plates keep clear of (4 in Sedma, 7 in All Fours: the widest a
    /// hand gets before it closes up).
    pub hand_room: usize,
    center: Pos2,
    pad: f32,
}

impl Layout {
    pub fn new(rect: Rect, players: usize, me: Seat) -> Layout {
        Layout::for_hands(rect, players, me, 4)
    }

    /// The layout for hands of up to `room` cards before they close up (name plates keep
    /// clear of them).
    pub fn for_hands(rect: Rect, players: usize, me: Seat, room: usize) -> Layout {
        // The column of the table: the top hand, a trick about three cards high, and the own
        // hand (1.2 cards high), with gaps; the row: two side hands and the trick between,
        // or (longer hands) the own hand between its name plate and the pile, or with three
        // players the two upper hands with the stock between them.
        let row = match (room > 4, players) {
            (false, _) => 7.0,
            (true, 3) => 11.6,
            (true, _) => 10.4,
        };
        let mut h = (rect.height() / 5.3)
            .min(rect.width() / row / card_size(1.0).x)
            .max(40.0);
        // The own hand sits centred with a name plate on one side and a pile's caption on the
        // other; captions keep a readable size, so a narrow table needs smaller cards.
        let bottom_fits = |h: f32| {
            let font = (h * 0.13).clamp(12.0, 22.0);
            let r = room.min(6) as f32;
            let hand = card_size(h * 1.2).x * (1.08 * (r - 1.0) + 1.0);
            hand + 2.0 * (font * 12.0 + h * 0.3) <= rect.width()
        };
        while h > 40.0 && !bottom_fits(h) {
            h = (h * 0.95).max(40.0);
        }
        let card = card_size(h);
        let mine = card_size(h * 1.2);
        let pad = (h * 0.12).max(6.0);
        // The trick sits midway between the top hand and the own hand.
        let top = rect.top() + pad + card.y;
        let bottom = rect.bottom() - pad - mine.y;
        Layout {
            rect,
            players,
            me,
            card,
            mine,
            font: (h * 0.13).clamp(12.0, 22.0),
            hand_room: room,
            center: pos2(rect.center().x, (top + bottom) / 2.0),
            pad,
        }
    }

    pub fn place(&self, seat: Seat) -> Place {
        let r = (seat + self.players - self.me) % self.players;
        match (self.players, r) {
            (_, 0) => Place::Bottom,
            (2, _) => Place::Top,
            (3, 1) => Place::UpperLeft,
            (3, _) => Place::UpperRight,
            (_, 1) => Place::Left,
            (_, 2) => Place::Top,
            _ => Place::Right,
        }
    }

    /// The size of a card in a seat's hand.
    pub fn hand_card(&self, seat: Seat) -> Vec2 {
        if seat == self.me {
            self.mine
        } else {
            self.card
        }
    }

    /// The centre of a seat's hand.
    fn hand_center(&self, seat: Seat) -> Pos2 {
        let r = self.rect;
        let (c, pad) = (self.card, self.pad);
        match self.place(seat) {
            Place::Bottom => pos2(r.center().x, r.bottom() - pad - self.mine.y * 0.5),
            Place::Top => pos2(r.center().x, r.top() + pad + c.y * 0.5),
            Place::Left => pos2(r.left() + pad + c.x * 0.5, self.center.y),
            Place::Right => pos2(r.right() - pad - c.x * 0.5, self.center.y),
            Place::UpperLeft => pos2(r.left() + r.width() * 0.2, r.top() + pad + c.y * 0.5),
            Place::UpperRight => pos2(r.right() - r.width() * 0.2, r.top() + pad + c.y * 0.5),
        }
    }

    /// The step between neighbouring cards of a hand of `count`: long hands (All Fours after
    /// a run) close up so they keep to the space a hand of six takes at the bottom (the own,
    /// larger cards), four at the sides (the height is short), seven at the top.
    fn hand_step(&self, seat: Seat, count: usize) -> Vec2 {
        let place = self.place(seat);
        let most = if seat == self.me {
            6
        } else if place.vertical() {
            4
        } else {
            7
        };
        let squeeze = if count > most {
            (most - 1) as f32 / (count - 1) as f32
        } else {
            1.0
        };
        if seat == self.me {
            vec2(self.mine.x * 1.08 * squeeze, 0.0)
        } else if place.vertical() {
            vec2(0.0, self.card.y * 0.24 * squeeze)
        } else {
            vec2(self.card.x * 0.42 * squeeze, 0.0)
        }
    }

    /// Card `index` of `count` in a seat's hand.
    pub fn hand_slot(&self, seat: Seat, index: usize, count: usize) -> Rect {
        let step = self.hand_step(seat, count);
        let offset = index as f32 - (count.max(1) as f32 - 1.0) / 2.0;
        Rect::from_center_size(self.hand_center(seat) + step * offset, self.hand_card(seat))
    }

    /// The area a whole hand of `count` cards covers (for the seat's name plate).
    pub fn hand_area(&self, seat: Seat, count: usize) -> Rect {
        let n = count.max(1);
        self.hand_slot(seat, 0, n)
            .union(self.hand_slot(seat, n - 1, n))
    }

    /// Where the seat's name plate goes, given its size.
    pub fn plate(&self, seat: Seat, size: Vec2) -> Rect {
        // Place the plate beside a full hand so it never moves as cards come and go.
        let area = self.hand_area(seat, self.hand_room);
        let gap = self.pad;
        let center = match self.place(seat) {
            // With four players the stock, upcard and discards take the top left corner.
            Place::Top if self.players == 4 => {
                pos2(area.right() + gap + size.x / 2.0, area.center().y)
            }
            Place::Bottom | Place::Top => pos2(area.left() - gap - size.x / 2.0, area.center().y),
            Place::UpperLeft | Place::UpperRight => {
                pos2(area.center().x, area.bottom() + gap + size.y / 2.0)
            }
            // Beside the top of the fan, on the side facing the middle.
            Place::Left => pos2(area.right() + gap + size.x / 2.0, area.top() + size.y / 2.0),
            Place::Right => pos2(area.left() - gap - size.x / 2.0, area.top() + size.y / 2.0),
        };
        Rect::from_center_size(center, size)
    }

    /// The `nth` card a seat played to the current trick: in front of the seat, later rounds
    /// fanned to the right (seats at the top and bottom) or downwards (at the sides), so each
    /// earlier card still shows its corner index.
    pub fn trick_slot(&self, seat: Seat, nth: usize) -> Rect {
        let place = self.place(seat);
        let d = place.direction();
        let (c, gap) = (self.card, self.pad);
        let reach = vec2(c.x * 1.12 + gap, c.y * 0.7 + gap * 0.5);
        let base = self.center + vec2(d.x * reach.x, d.y * reach.y);
        let fan = match place {
            Place::Bottom | Place::Top => vec2(c.x * 0.3, 0.0),
            _ => vec2(0.0, c.y * 0.28),
        };
        Rect::from_center_size(base + fan * nth as f32, c)
    }

    /// The face-down stock.
    pub fn stock(&self) -> Rect {
        let r = self.rect;
        let (c, pad) = (self.card, self.pad);
        let center = match self.players {
            2 => pos2(r.left() + pad * 2.0 + c.x * 0.5, self.center.y),
            3 => pos2(r.center().x, r.top() + pad + c.y * 0.5),
            _ => pos2(r.left() + pad * 2.0 + c.x * 0.5, r.top() + pad + c.y * 0.5),
        };
        Rect::from_center_size(center, c)
    }

    /// The upcard, face up beside the stock.
    pub fn upcard(&self) -> Rect {
        self.stock().translate(vec2(self.card.x * 1.15, 0.0))
    }

    /// The face-down discards, beside the upcard (with three players, where the stock sits
    /// between the two upper hands, on the stock's other side).
    pub fn discards(&self) -> Rect {
        let dx = if self.players == 3 { -1.15 } else { 2.3 };
        self.stock().translate(vec2(self.card.x * dx, 0.0))
    }

    /// A seat's pile of won cards. Partners share one pile, at the seat of the side's first
    /// member as seen from the bottom (the person's side at the bottom right).
    pub fn pile(&self, seat: Seat) -> Rect {
        let r = self.rect;
        let (c, pad) = (self.card, self.pad);
        let pile = c * 0.8;
        let center = match (self.players, self.place(seat)) {
            (_, Place::Bottom) => pos2(
                r.right() - pad * 2.0 - pile.x * 0.5,
                r.bottom() - pad - self.mine.y * 0.5,
            ),
            (4, Place::Top) => pos2(
                r.right() - pad * 2.0 - pile.x * 0.5,
                r.bottom() - pad - self.mine.y * 0.5,
            ),
            (3, Place::UpperLeft) => pos2(
                r.left() + pad * 2.0 + pile.x * 0.5,
                self.center.y + c.y * 0.4,
            ),
            (3, Place::UpperRight) => pos2(
                r.right() - pad * 2.0 - pile.x * 0.5,
                self.center.y + c.y * 0.4,
            ),
            _ => pos2(
                r.right() - pad * 2.0 - pile.x * 0.5,
                r.top() + pad + pile.y * 0.5,
            ),
        };
        Rect::from_center_size(center, pile)
    }

    /// Whether a pile's label goes above it (piles low on the table) rather than below.
    pub fn label_above(&self, rect: Rect) -> bool {
        rect.center().y > self.center.y + self.card.y
    }

    /// The area a label of `size` takes beside a stock or pile.
    pub fn label_rect(&self, rect: Rect, size: Vec2) -> Rect {
        let size = size + vec2(12.0, 4.0);
        let at = if self.label_above(rect) {
            rect.center_top() - vec2(0.0, 4.0 + size.y / 2.0)
        } else {
            rect.center_bottom() + vec2(0.0, 4.0 + size.y / 2.0)
        };
        // Keep captions of piles in the corners on the table.
        let half = size.x / 2.0;
        let x =
            at.x.min(self.rect.right() - half)
                .max(self.rect.left() + half);
        Rect::from_center_size(pos2(x, at.y), size)
    }

    /// Resolves a logical spot.
    pub fn spot(&self, spot: Spot) -> Rect {
        match spot {
            Spot::Hand { seat, index, count } => self.hand_slot(seat, index, count),
            Spot::Trick { seat, nth } => self.trick_slot(seat, nth),
            Spot::Stock => self.stock(),
            Spot::Pile { seat } => self.pile(seat),
            Spot::Upcard => self.upcard(),
            Spot::Discards => self.discards(),
        }
    }

    /// The middle of the trick area (for the continue / end panel and the hand summary).
    pub fn center(&self) -> Pos2 {
        self.center
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn overlap(a: Rect, b: Rect) -> bool {
        a.intersects(b) && a.intersect(b).area() > 1.0
    }

    /// Hands, name plates, the stock, the piles, their captions and the trick's first round
    /// never overlap, nor do later rounds of a trick touch anything but other trick cards, at
    /// the window sizes people use.
    #[test]
    fn nothing_overlaps_at_common_sizes() {
        for size in [
            vec2(1280.0, 640.0),
            vec2(1920.0, 920.0),
            vec2(1000.0, 560.0),
            vec2(900.0, 440.0),
            // Beside the score sheet in the smallest window.
            vec2(590.0, 450.0),
            vec2(560.0, 560.0),
            vec2(640.0, 640.0),
        ] {
            for (players, room) in (2..=4usize).flat_map(|p| [(p, 4), (p, 7)]) {
                let me = if players == 2 { 1 } else { 2 };
                let l = Layout::for_hands(Rect::from_min_size(Pos2::ZERO, size), players, me, room);
                let label = vec2(l.font * 12.0, l.font * 1.3);
                let mut rects = vec![
                    ("stock", l.stock()),
                    (
                        "stock label",
                        l.label_rect(l.stock(), label * vec2(0.6, 1.0)),
                    ),
                ];
                if room > 4 {
                    // All Fours: the upcard and the discards beside the stock.
                    rects.push(("upcard", l.upcard()));
                    rects.push(("discards", l.discards()));
                }
                for s in 0..players {
                    rects.push(("hand", l.hand_area(s, room)));
                    rects.push(("plate", l.plate(s, vec2(l.font * 7.0, l.font * 2.6))));
                }
                let mut piles: Vec<Rect> = Vec::new();
                for p in (0..players).map(|s| l.pile(s)) {
                    if !piles.contains(&p) {
                        piles.push(p);
                    }
                }
                for p in piles {
                    rects.push(("pile", p));
                    rects.push(("pile label", l.label_rect(p, label)));
                }
                let fixed = rects.len();
                for s in 0..players {
                    rects.push(("trick", l.trick_slot(s, 0)));
                }
                let at = format!("{players} players, hands of {room}, at {size:?}");
                for (i, (na, a)) in rects.iter().enumerate() {
                    assert!(
                        l.rect.contains_rect(*a),
                        "{at}: {na} {a:?} leaves the table"
                    );
                    for (nb, b) in &rects[i + 1..] {
                        assert!(!overlap(*a, *b), "{at}: {na} {a:?} overlaps {nb} {b:?}");
                    }
                }
                for s in 0..players {
                    for nth in 1..4 {
                        let t = l.trick_slot(s, nth);
                        for (nb, b) in &rects[..fixed] {
                            assert!(
                                !overlap(t, *b),
                                "{at}: trick card {nth} of seat {s} {t:?} overlaps {nb} {b:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
