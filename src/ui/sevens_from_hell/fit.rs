//! How large the teams' books are drawn: full size while the table has room, smaller (down to
//! half) when a late round's books would not fit it otherwise.

/// The books' size against their full size, fitted to the room frame by frame.
#[derive(Clone, Debug, PartialEq)]
pub struct BookFit {
    scale: f32,
    /// The smallest size found too large for what is laid out now: the size stays below it,
    /// so a layout whose books wrap onto another row at the next size does not swing back
    /// and forth between the two.
    ceiling: f32,
    /// What is laid out (the books, the table's size): when it changes, the ceiling goes.
    key: u64,
}

const STEP: f32 = 0.1;
const FLOOR: f32 = 0.5;

impl Default for BookFit {
    fn default() -> BookFit {
        BookFit {
            scale: 1.0,
            ceiling: f32::INFINITY,
            key: 0,
        }
    }
}

impl BookFit {
    pub fn scale(&self) -> f32 {
        self.scale
    }

    /// Given what is laid out (`key`), the height the table's scrolled part shows and the
    /// height its content took at the present size, makes the books a step smaller when it
    /// did not fit, or a step larger when it would still fit. Growing is judged as if all the
    /// content grew with the books (it does not), so a step up is taken only with room to
    /// spare. Returns whether the size changed (the next frame draws it).
    pub fn fit(&mut self, key: u64, shown: f32, content: f32) -> bool {
        if key != self.key {
            self.key = key;
            self.ceiling = f32::INFINITY;
        }
        let s = self.scale;
        let next = if content > shown + 1.0 {
            self.ceiling = self.ceiling.min(s);
            (s - STEP).max(FLOOR)
        } else if s < 1.0 && s + STEP < self.ceiling - 0.01 && content * (s + STEP) / s <= shown {
            (s + STEP).min(1.0)
        } else {
            s
        };
        self.scale = next;
        next != s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the fit for a number of frames over a layout whose content height at each size is
    /// `content(scale)`, in a room of `shown`; returns the sizes it took.
    fn frames(fit: &mut BookFit, shown: f32, content: impl Fn(f32) -> f32) -> Vec<f32> {
        (0..20)
            .map(|_| {
                fit.fit(1, shown, content(fit.scale()));
                fit.scale()
            })
            .collect()
    }

    #[test]
    fn a_layout_too_tall_shrinks_to_the_floor_and_no_further() {
        let mut fit = BookFit::default();
        let sizes = frames(&mut fit, 200.0, |s| 100.0 + 300.0 * s);
        assert!((sizes.last().unwrap() - FLOOR).abs() < 1e-4, "{sizes:?}");
    }

    #[test]
    fn room_again_grows_back_to_full_size() {
        let mut fit = BookFit::default();
        frames(&mut fit, 200.0, |s| 100.0 + 300.0 * s);
        let key = fit.key + 1;
        for _ in 0..20 {
            fit.fit(key, 500.0, 100.0 + 300.0 * fit.scale());
        }
        assert_eq!(fit.scale(), 1.0);
    }

    /// At 0.9 the books wrap onto another row (a jump in height): the size settles at 0.8
    /// instead of swinging between the two.
    #[test]
    fn a_wrap_at_the_next_size_does_not_make_it_swing() {
        let mut fit = BookFit::default();
        let sizes = frames(&mut fit, 303.0, |s| if s < 0.85 { 263.0 } else { 346.0 });
        let settled = &sizes[10..];
        assert!(settled.iter().all(|s| (s - 0.8).abs() < 1e-4), "{sizes:?}");
    }
}
