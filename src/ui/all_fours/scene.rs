//! What the All Fours table shows at this moment, from the person's seat. It lags behind the
//! engine while steps animate and equals the person's [`AllFoursView`] whenever nothing moves.

use crate::cards::{Card, Suit};
use crate::engine::{Play, Seat};
use crate::games::all_fours::AllFoursView;
use crate::ui::table::stage::Hands;

/// The table as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    pub players: usize,
    pub dealer: Seat,
    /// The person's cards and every seat's count.
    pub hands: Hands,
    /// Whether the person may look at them yet (3 and 4 players: only the dealer and eldest
    /// before trumps are settled).
    pub may_look: bool,
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
        Scene {
            players: view.players,
            dealer: view.dealer,
            hands: Hands::of(view.seat, &view.hand, &view.hand_sizes, sort_hand),
            may_look: view.may_look,
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
    pub fn before_deal(players: usize, me: Seat, dealer: Seat) -> Scene {
        Scene {
            players,
            dealer,
            hands: Hands::empty(players, me, sort_hand),
            may_look: true,
            stock: 52,
            upcard: None,
            turned: Vec::new(),
            trump: None,
            discards: 0,
            trick: Vec::new(),
            pile: vec![0; players],
        }
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
        let mut s = Scene::before_deal(2, 1, 0);
        s.hands.add(1, &[Some(cards[0]), Some(cards[5])]);
        assert_eq!(s.hands.insert_index("Qc".parse().unwrap()), 1);
        assert_eq!(s.hands.take(1, Some(cards[5])), (1, 2));
        assert_eq!(s.hands.counts, vec![0, 1]);
    }
}
