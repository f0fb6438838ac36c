//! Who takes a Sedma trick, and why (rule book 1.5).

use crate::cards::{Card, CardSet, PackStyle};
use serde::{Deserialize, Serialize};
use std::fmt;

use super::options::OsmovaWildClash;

/// How a trick is resolved: the wild cards and osmová's pairwise rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrickRules {
    pub wild: CardSet,
    pub osmova: bool,
    pub clash: OsmovaWildClash,
    /// The wild king of the 3-player king variant, which plays exactly as a seven.
    pub king: Option<Card>,
}

impl TrickRules {
    /// The rank a card plays as (the wild king plays as a 7).
    #[inline]
    pub fn rank_of(&self, card: Card) -> u8 {
        if Some(card) == self.king {
            7
        } else {
            card.rank_value()
        }
    }

    /// Whether `card` may continue (or, pairwise, win) a trick led with rank `lead`.
    #[inline]
    pub fn takes(&self, card: Card, lead: u8) -> bool {
        self.rank_of(card) == lead || self.wild.contains(card)
    }

    /// Whether `x` beats the current winning card `cur` (osmová's pairwise rule).
    #[inline]
    pub fn beats(&self, x: Card, cur: Card, lead: u8) -> bool {
        let (rx, rc) = (self.rank_of(x), self.rank_of(cur));
        if rx == lead {
            return true;
        }
        match rx {
            7 => rc != 8,
            8 => rc != 7 || self.clash == OsmovaWildClash::EightBeatsSeven,
            _ => false,
        }
    }

    /// The index of the winning play among `cards` (in play order).
    #[inline]
    pub fn winner(&self, cards: &[Card]) -> usize {
        let lead = self.rank_of(cards[0]);
        if self.osmova {
            let mut w = 0;
            for i in 1..cards.len() {
                if self.beats(cards[i], cards[w], lead) {
                    w = i;
                }
            }
            w
        } else {
            (0..cards.len())
                .rev()
                .find(|&i| self.takes(cards[i], lead))
                .unwrap_or(0)
        }
    }

    /// Why the play at `w` takes the trick, in words for a learner.
    pub fn reason(&self, cards: &[Card], w: usize) -> TrickReason {
        let lead = cards[0];
        let card = cards[w];
        if w == 0 {
            return if Some(card) == self.king {
                TrickReason::KingLedHolds { card }
            } else {
                TrickReason::LeadHolds { card }
            };
        }
        let lead = self.rank_of(lead);
        if Some(card) == self.king {
            return TrickReason::Wild { card };
        }
        let nth = cards[..=w]
            .iter()
            .filter(|&&c| self.rank_of(c) == lead)
            .count() as u8;
        if self.rank_of(card) == lead {
            return TrickReason::MatchesLead { card, nth };
        }
        TrickReason::Wild { card }
    }
}

/// Why a trick went where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TrickReason {
    /// Nobody matched the lead or played a wild card: the leader keeps it.
    LeadHolds { card: Card },
    /// The `nth` card of the led rank (the lead is the first) was the last to match it.
    MatchesLead { card: Card, nth: u8 },
    /// A wild card (7, an 8 in osmová, the chosen king) took it.
    Wild { card: Card },
    /// The wild king of the 3-player king variant was led (as a seven) and nobody played a
    /// seven after it.
    KingLedHolds { card: Card },
}

fn ordinal(n: u8) -> &'static str {
    [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
    ][(n.max(1) as usize - 1).min(7)]
}

impl TrickReason {
    /// The explanation in a pack style's card names.
    pub fn describe(&self, style: PackStyle) -> String {
        let rank = |c: Card| c.rank().map(|r| r.symbol(style)).unwrap_or("?");
        match *self {
            TrickReason::LeadHolds { card } => format!(
                "the led {} holds: nobody matched it or played a wild card",
                rank(card)
            ),
            TrickReason::MatchesLead { card, nth } if card.rank_value() == 7 => format!(
                "the {} 7 takes it: only a seven beats a led seven",
                ordinal(nth)
            ),
            TrickReason::MatchesLead { card, nth } => format!(
                "the {} {} takes it: it matches the lead",
                ordinal(nth),
                rank(card)
            ),
            TrickReason::Wild { card } => match card.rank_value() {
                7 => "the 7 takes it: sevens beat any card".to_string(),
                8 => "the 8 takes it: in osmová eights are wild like sevens".to_string(),
                _ => format!(
                    "the {}, playing as a seven, takes it: sevens beat any card",
                    card.phrase(style)
                ),
            },
            TrickReason::KingLedHolds { card } => format!(
                "the {}, playing as a seven, was led and holds: only a seven beats a led seven, \
                 and nobody played one",
                card.phrase(style)
            ),
        }
    }
}

impl fmt::Display for TrickReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(PackStyle::French))
    }
}

pub use crate::engine::Play;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn rules(osmova: bool, clash: OsmovaWildClash) -> TrickRules {
        let mut wild = CardSet::of_rank(7);
        if osmova {
            wild = wild.union(CardSet::of_rank(8));
        }
        TrickRules {
            wild,
            osmova,
            clash,
            king: None,
        }
    }

    fn win(r: &TrickRules, cards: &str) -> usize {
        r.winner(&parse_cards(cards).unwrap())
    }

    #[test]
    fn standard_last_match_or_seven_wins() {
        let r = rules(false, OsmovaWildClash::FirstWildHolds);
        assert_eq!(win(&r, "9c 10c Jc 9d"), 3);
        assert_eq!(win(&r, "Ac Kc 7c 8d"), 2);
        assert_eq!(win(&r, "Kc 9c 10c Ad"), 0);
        assert_eq!(win(&r, "7c Ac"), 0);
        assert_eq!(win(&r, "7c 7d"), 1);
    }

    #[test]
    fn reasons_read_well() {
        let r = rules(false, OsmovaWildClash::FirstWildHolds);
        let cards = parse_cards("9c 10c Jc 9d").unwrap();
        assert_eq!(
            r.reason(&cards, 3).to_string(),
            "the second 9 takes it: it matches the lead"
        );
        let cards = parse_cards("Ac Kc 7c 8d").unwrap();
        assert_eq!(
            r.reason(&cards, 2).to_string(),
            "the 7 takes it: sevens beat any card"
        );
    }
}
