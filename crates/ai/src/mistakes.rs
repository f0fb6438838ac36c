//! The `easy` level's slips, shared by every rule-of-thumb bot: the bot values its legal
//! actions (with a beginner's habits, each game's own) and, now and then, plays another than
//! its best, the way a casual player does.

use crate::cards::{GameRng, below};

/// The `easy` level's chance of a slip per decision with a choice, besides its beginner's
/// habits (most of its mistakes are those).
pub const EASY_MISTAKES: f32 = 0.05;

/// A chance of a mistake per decision, clamped to 0..=1 (NaN counts as never).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Mistakes(f32);

impl Mistakes {
    pub fn new(p: f32) -> Mistakes {
        Mistakes(if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) })
    }

    pub fn rate(self) -> f32 {
        self.0
    }

    /// The index of the action to play among `values`: the best (ties go to the earlier
    /// action, so the choice is stable), or after a slip half the time the second best and
    /// otherwise any other. The stream is read only when mistakes are possible.
    pub fn pick(self, values: &[f32], rng: &mut GameRng) -> usize {
        let (mut best, mut second) = (0usize, usize::MAX);
        for i in 1..values.len() {
            if values[i] > values[best] {
                second = best;
                best = i;
            } else if second == usize::MAX || values[i] > values[second] {
                second = i;
            }
        }
        if self.0 > 0.0 && values.len() > 1 {
            let roll = below(rng, 1 << 24) as f32 / (1u32 << 24) as f32;
            if roll < self.0 {
                let others = values.len() as u32 - 1;
                let pick = below(rng, 2 * others) as usize;
                return if pick < others as usize {
                    pick + usize::from(pick >= best)
                } else {
                    second
                };
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;

    #[test]
    fn the_best_is_played_without_mistakes_and_others_with_them() {
        let values = [1.0, 5.0, 5.0, 2.0];
        let mut rng = rng_from_seed(1);
        assert_eq!(
            Mistakes::new(0.0).pick(&values, &mut rng),
            1,
            "earlier of the ties"
        );
        let always = Mistakes::new(7.0);
        assert_eq!(always.rate(), 1.0);
        let mut seen = [0u32; 4];
        for _ in 0..400 {
            seen[always.pick(&values, &mut rng)] += 1;
        }
        assert_eq!(seen[1], 0, "a slip never plays the best");
        assert!(
            seen[2] > seen[0] && seen[2] > seen[3],
            "the second best most often"
        );
        assert!(seen[0] > 0 && seen[3] > 0);
        assert_eq!(Mistakes::new(f32::NAN).rate(), 0.0);
    }
}
