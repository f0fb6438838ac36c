//! Who takes an All Fours trick, and why (rule book 2.5), and the reasons points are scored
//! (rule book 2.6), in words for learners.

use crate::cards::{Card, Lang, PackStyle, Suit};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

pub use crate::engine::Play;

/// Whether `x` beats the card `cur` now winning a trick led in `led` with `trump` as trumps.
#[inline(always)]
pub fn beats(x: Card, cur: Card, trump: u8) -> bool {
    let (sx, sc) = (x.suit_index(), cur.suit_index());
    if sx == sc {
        // Same suit: card indices rise with rank within a suit.
        x.index() > cur.index()
    } else {
        sx == trump
    }
}

/// The index of the winning play among `cards` (in play order).
pub fn winner(cards: &[Card], trump: u8) -> usize {
    let mut w = 0;
    for (i, &c) in cards.iter().enumerate().skip(1) {
        if beats(c, cards[w], trump) {
            w = i;
        }
    }
    w
}

/// Why a trick went where it went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TrickReason {
    /// A trump took a trick led in another suit.
    Trumped { card: Card, trumps_played: u8 },
    /// Trumps were led and the highest trump took it.
    HighestTrumpLed { card: Card },
    /// No trump was played: the highest card of the led suit took it.
    HighestOfLed { card: Card },
}

impl TrickReason {
    /// The reason for the trick `cards` (in play order) with `trump` as trumps.
    pub fn of(cards: &[Card], trump: u8) -> TrickReason {
        let card = cards[winner(cards, trump)];
        let led = cards[0].suit_index();
        if card.suit_index() != trump {
            TrickReason::HighestOfLed { card }
        } else if led == trump {
            TrickReason::HighestTrumpLed { card }
        } else {
            let trumps_played = cards.iter().filter(|c| c.suit_index() == trump).count() as u8;
            TrickReason::Trumped {
                card,
                trumps_played,
            }
        }
    }

    pub fn card(&self) -> Card {
        match *self {
            TrickReason::Trumped { card, .. }
            | TrickReason::HighestTrumpLed { card }
            | TrickReason::HighestOfLed { card } => card,
        }
    }

    /// "the 2 of clubs takes it: a trump beats any card of the led suit".
    pub fn describe(&self) -> String {
        let name = lower_name(self.card());
        match *self {
            TrickReason::Trumped { trumps_played, .. } if trumps_played > 1 => {
                format!("the {name} takes it: the highest trump played")
            }
            TrickReason::Trumped { .. } => {
                format!("the {name} takes it: a trump beats any card of the led suit")
            }
            TrickReason::HighestTrumpLed { .. } => {
                format!("the {name} takes it: the highest trump, and trumps were led")
            }
            TrickReason::HighestOfLed { .. } => {
                format!(
                    "the {name} takes it: the highest card of the led suit, and no trump was played"
                )
            }
        }
    }
}

/// "ace of clubs", "2 of hearts".
pub fn lower_name(card: Card) -> String {
    match (card.rank(), card.suit()) {
        (Some(r), Some(s)) => {
            let rank = match r.value() {
                11 => "jack",
                12 => "queen",
                13 => "king",
                14 => "ace",
                _ => r.symbol(PackStyle::French),
            };
            format!("{rank} of {}", s.name(PackStyle::French, Lang::En))
        }
        _ => "joker".to_string(),
    }
}

/// "clubs".
pub fn suit_name(suit: u8) -> &'static str {
    Suit::from_index(suit).name(PackStyle::French, Lang::En)
}

/// A point of the deal (rule book 2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Point {
    High,
    Low,
    Jack,
    Game,
    /// The dealer turned up a jack.
    TurnUpJack,
    /// The dealer gave a point to eldest (or to each opponent).
    Gift,
}

impl Point {
    /// The point's stable name in score items ("high", "turn-up-jack").
    pub fn key(self) -> &'static str {
        match self {
            Point::High => "high",
            Point::Low => "low",
            Point::Jack => "jack",
            Point::Game => "game",
            Point::TurnUpJack => "turn-up-jack",
            Point::Gift => "gift",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Point::High => "High",
            Point::Low => "Low",
            Point::Jack => "Jack",
            Point::Game => "Game",
            Point::TurnUpJack => "Turn-up jack",
            Point::Gift => "Gift",
        }
    }
}

/// Why a point went where it went, for the score sheet and learners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PointReason {
    /// High or Low: the card the seat was dealt (held in play).
    Held {
        seat: Seat,
        card: Card,
        only_trump: bool,
    },
    /// Jack: the seat won the trick with the jack of trumps in it.
    Captured { seat: Seat, card: Card },
    /// Game: the party's counting total, and the best other total.
    Counted {
        total: i32,
        next_best: i32,
        tie_with_dealer: bool,
    },
    /// The dealer turned up this jack.
    TurnedUp { card: Card },
    /// The dealer gave the point when eldest begged.
    Given { dealer: Seat },
}

impl PointReason {
    /// "High goes to East, who was dealt the ace of clubs".
    pub fn describe(&self, point: Point, to: &str, seat_names: &dyn Fn(Seat) -> String) -> String {
        let p = point.name();
        match *self {
            PointReason::Held {
                seat,
                card,
                only_trump,
            } => {
                let extra = if only_trump {
                    " (the only trump in play counts as both High and Low)"
                } else {
                    ""
                };
                format!(
                    "{p} goes to {to}: {} was dealt the {}{extra}",
                    seat_names(seat),
                    lower_name(card)
                )
            }
            PointReason::Captured { seat, card } => format!(
                "{p} goes to {to}: {} won the trick with the {} in it",
                seat_names(seat),
                lower_name(card)
            ),
            PointReason::Counted {
                total,
                next_best,
                tie_with_dealer,
            } => {
                if tie_with_dealer {
                    format!(
                        "{p} goes to {to}: {total} counting points ties the dealer, and a tie with the dealer goes to the other party"
                    )
                } else {
                    format!(
                        "{p} goes to {to}: {total} counting points (10 = 10, A = 4, K = 3, Q = 2, J = 1) against at most {next_best}"
                    )
                }
            }
            PointReason::TurnedUp { card } => format!(
                "{p} goes to {to}: the dealer turned up the {}",
                lower_name(card)
            ),
            PointReason::Given { dealer } => format!(
                "{p} goes to {to}: {} kept the trump and gave a point",
                seat_names(dealer)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn trump_beats_the_led_suit() {
        let clubs = 0;
        let cards = [c("10h"), c("Kh"), c("2c")];
        assert_eq!(winner(&cards, clubs), 2);
        let r = TrickReason::of(&cards, clubs);
        assert_eq!(
            r.describe(),
            "the 2 of clubs takes it: a trump beats any card of the led suit"
        );
        // Spades trumps: no trump played, the king of the led suit wins.
        assert_eq!(winner(&cards, 3), 1);
    }
}

/// Serde for a [`Suit`] as its letter (`c d h s`), for events and views.
pub mod suit_serde {
    use crate::cards::Suit;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(suit: &Suit, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(suit.letter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let c = char::deserialize(d)?;
        Suit::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_lowercase())
            .ok_or_else(|| {
                serde::de::Error::custom(format!("'{c}' is not a suit; use c, d, h or s"))
            })
    }
}
