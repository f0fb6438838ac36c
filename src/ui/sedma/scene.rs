//! What the Sedma table shows at this moment, from the person's seat. It lags behind the engine
//! while steps animate (a card in flight is in neither its old nor its new place) and equals the
//! person's [`SedmaView`] whenever nothing moves.

use crate::cards::Card;
use crate::engine::Seat;
use crate::games::sedma::{Play, SedmaView};

/// The table as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    pub players: usize,
    pub dealer: Seat,
    /// The person's cards, in display order.
    pub my_hand: Vec<Card>,
    /// Cards in each seat's hand.
    pub counts: Vec<usize>,
    pub stock: usize,
    /// The current trick in play order.
    pub trick: Vec<Play>,
    /// Cards in each seat's won pile.
    pub pile: Vec<usize>,
    /// Points each seat has won so far (aces and tens, or the variant's points).
    pub points: Vec<i32>,
}

/// Display order of a hand: sevens (wild) first, then by rank, suits alternating in colour.
pub fn sort_hand(cards: &mut [Card]) {
    let suit_order = |c: &Card| [3u8, 1, 0, 2][c.suit_index().min(3) as usize];
    cards.sort_by_key(|c| (c.rank_value(), suit_order(c)));
}

impl Scene {
    /// The table as the person's view describes it.
    pub fn from_view(view: &SedmaView) -> Scene {
        let mut my_hand = view.hand.clone();
        sort_hand(&mut my_hand);
        Scene {
            players: view.players,
            dealer: view.dealer,
            my_hand,
            counts: view.hand_sizes.clone(),
            stock: view.stock_len,
            trick: view.trick.clone(),
            pile: view.won.iter().map(Vec::len).collect(),
            points: view.points.clone(),
        }
    }

    /// The table before a deal: every card in the dealer's pack (drawn at the stock).
    pub fn before_deal(players: usize, dealer: Seat, pack: usize) -> Scene {
        Scene {
            players,
            dealer,
            my_hand: Vec::new(),
            counts: vec![0; players],
            stock: pack,
            trick: Vec::new(),
            pile: vec![0; players],
            points: vec![0; players],
        }
    }

    /// Where `card` would sit in the person's hand once added.
    pub fn my_insert_index(&self, card: Card) -> usize {
        let mut cards = self.my_hand.clone();
        cards.push(card);
        sort_hand(&mut cards);
        cards
            .iter()
            .position(|&c| c == card)
            .unwrap_or(cards.len() - 1)
    }

    /// Adds cards to a seat's hand (face values only for the person's own seat).
    pub fn add_to_hand(&mut self, seat: Seat, me: Seat, cards: &[Option<Card>]) {
        if let Some(count) = self.counts.get_mut(seat) {
            *count += cards.len();
        }
        if seat == me {
            self.my_hand.extend(cards.iter().flatten());
            sort_hand(&mut self.my_hand);
        }
    }

    /// Takes a card out of a seat's hand; returns where it was (index, hand size before).
    pub fn take_from_hand(&mut self, seat: Seat, me: Seat, card: Card) -> (usize, usize) {
        let count = self.counts.get(seat).copied().unwrap_or(0);
        let index = if seat == me {
            let i = self.my_hand.iter().position(|&c| c == card).unwrap_or(0);
            if i < self.my_hand.len() {
                self.my_hand.remove(i);
            }
            i
        } else {
            count.saturating_sub(1)
        };
        if let Some(c) = self.counts.get_mut(seat) {
            *c = c.saturating_sub(1);
        }
        (index, count)
    }

    /// How many cards a seat has played to the current trick.
    pub fn played_by(&self, seat: Seat) -> usize {
        self.trick.iter().filter(|p| p.seat == seat).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    #[test]
    fn hands_sort_sevens_first_and_insert_in_place() {
        let mut cards = parse_cards("Ah 7s 10c 7h Kd").unwrap();
        sort_hand(&mut cards);
        assert_eq!(crate::cards::format_cards(&cards), "7h 7s 10c Kd Ah");
        let mut s = Scene::before_deal(2, 0, 32);
        s.add_to_hand(
            1,
            1,
            &[Some("Ah".parse().unwrap()), Some("9c".parse().unwrap())],
        );
        assert_eq!(s.my_insert_index("10d".parse().unwrap()), 1);
        assert_eq!(s.take_from_hand(1, 1, "Ah".parse().unwrap()), (1, 2));
        assert_eq!(s.counts, vec![0, 1]);
    }
}
