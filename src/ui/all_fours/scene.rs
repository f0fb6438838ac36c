//! What the All Fours table shows at this moment, from the person's seat. It lags behind the
//! engine while steps animate and equals the person's [`AllFoursView`] whenever nothing moves.

use crate::cards::{Card, Suit};
use crate::engine::{Play, Seat};
use crate::games::all_fours::AllFoursView;

/// The table as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    pub players: usize,
    pub dealer: Seat,
    /// The person's cards, in display order.
    pub my_hand: Vec<Card>,
    /// Whether the person may look at them yet (3 and 4 players: only the dealer and eldest
    /// before trumps are settled).
    pub may_look: bool,
    /// Cards in each seat's hand.
    pub counts: Vec<usize>,
    pub stock: usize,
    /// The face-up card proposing (or showing) trumps.
    pub upcard: Option<Card>,
    /// Upcards set aside during runs.
    pub turned: Vec<Card>,
    /// The trump suit once settled.
    pub trump: Option<Suit>,
    /// Cards discarded face down (all seats).
    pub discards: usize,
    pub trick: Vec<Play>,
    /// Cards in each seat's won pile.
    pub pile: Vec<usize>,
}

/// Display order of an All Fours hand: by suit (colours alternating), high cards first, so
/// trumps and their rank order are easy to see.
pub fn sort_hand(cards: &mut [Card]) {
    let suit_order = |c: &Card| [0u8, 1, 3, 2][c.suit_index().min(3) as usize];
    cards.sort_by_key(|c| (suit_order(c), std::cmp::Reverse(c.rank_value())));
}

impl Scene {
    /// The table as the person's view describes it.
    pub fn from_view(view: &AllFoursView) -> Scene {
        let mut my_hand = view.hand.clone();
        sort_hand(&mut my_hand);
        Scene {
            players: view.players,
            dealer: view.dealer,
            my_hand,
            may_look: view.may_look,
            counts: view.hand_sizes.clone(),
            stock: view.stock_len,
            upcard: Some(view.upcard),
            // The view lists every card turned up, the current upcard among them.
            turned: view
                .turned
                .iter()
                .copied()
                .filter(|&c| c != view.upcard)
                .collect(),
            trump: view.trump_settled.then_some(view.trump),
            discards: view.discard_counts.iter().sum(),
            trick: view.trick.clone(),
            pile: view.won.iter().map(Vec::len).collect(),
        }
    }

    /// The table before a deal: the whole pack at the stock.
    pub fn before_deal(players: usize, dealer: Seat) -> Scene {
        Scene {
            players,
            dealer,
            my_hand: Vec::new(),
            may_look: true,
            counts: vec![0; players],
            stock: 52,
            upcard: None,
            turned: Vec::new(),
            trump: None,
            discards: 0,
            trick: Vec::new(),
            pile: vec![0; players],
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
    pub fn take_from_hand(&mut self, seat: Seat, me: Seat, card: Option<Card>) -> (usize, usize) {
        let count = self.counts.get(seat).copied().unwrap_or(0);
        let index = match card {
            Some(card) if seat == me => {
                let i = self.my_hand.iter().position(|&c| c == card);
                if let Some(i) = i {
                    self.my_hand.remove(i);
                }
                i.unwrap_or(0)
            }
            _ => count.saturating_sub(1),
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
    use crate::cards::{format_cards, parse_cards};

    #[test]
    fn hands_sort_by_suit_high_cards_first() {
        let mut cards = parse_cards("2h Ac 10c Kd Jh 3s").unwrap();
        sort_hand(&mut cards);
        assert_eq!(format_cards(&cards), "Ac 10c Kd 3s Jh 2h");
        let mut s = Scene::before_deal(2, 0);
        s.add_to_hand(1, 1, &[Some(cards[0]), Some(cards[5])]);
        assert_eq!(s.my_insert_index("Qc".parse().unwrap()), 1);
        assert_eq!(s.take_from_hand(1, 1, Some(cards[5])), (1, 2));
        assert_eq!(s.counts, vec![0, 1]);
    }
}
