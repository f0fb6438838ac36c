//! What the Sedma table shows at this moment, from the person's seat. It lags behind the engine
//! while steps animate (a card in flight is in neither its old nor its new place) and equals the
//! person's [`SedmaView`] whenever nothing moves.

use crate::cards::Card;
use crate::engine::Seat;
use crate::games::sedma::{Play, SedmaView};
use crate::ui::table::stage::Hands;

/// The table as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    pub players: usize,
    pub dealer: Seat,
    /// The person's cards and every seat's count.
    pub hands: Hands,
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
        Scene {
            players: view.players,
            dealer: view.dealer,
            hands: Hands::of(view.seat, &view.hand, &view.hand_sizes, sort_hand),
            stock: view.stock_len,
            trick: view.trick.clone(),
            pile: view.won.iter().map(Vec::len).collect(),
            points: view.points.clone(),
        }
    }

    /// The table before a deal: every card in the dealer's pack (drawn at the stock).
    pub fn before_deal(players: usize, me: Seat, dealer: Seat, pack: usize) -> Scene {
        Scene {
            players,
            dealer,
            hands: Hands::empty(players, me, sort_hand),
            stock: pack,
            trick: Vec::new(),
            pile: vec![0; players],
            points: vec![0; players],
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
    use crate::cards::parse_cards;

    #[test]
    fn hands_sort_sevens_first_and_insert_in_place() {
        let mut cards = parse_cards("Ah 7s 10c 7h Kd").unwrap();
        sort_hand(&mut cards);
        assert_eq!(crate::cards::format_cards(&cards), "7h 7s 10c Kd Ah");
        let mut s = Scene::before_deal(2, 1, 0, 32);
        s.hands.add(
            1,
            &[Some("Ah".parse().unwrap()), Some("9c".parse().unwrap())],
        );
        assert_eq!(s.hands.insert_index("10d".parse().unwrap()), 1);
        assert_eq!(s.hands.take(1, Some("Ah".parse().unwrap())), (1, 2));
        assert_eq!(s.hands.take(0, None), (0, 0));
        assert_eq!(s.hands.counts, vec![0, 1]);
    }
}
