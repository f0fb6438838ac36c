//! What a seat learns in a 2-player Sedma hand from how its opponent played.
//!
//! Sedma has no duty to follow, so play reveals no voids. But a player who lets an ace or a ten
//! go, when one card of the led rank or a seven would have taken it, almost surely held neither;
//! and a leader who ends a trick with points in it that the seat has just taken held no card to
//! continue. The seat notes such moments, and the searching bots weigh their sampled deals by
//! them: a sampled opponent hand that holds such a card now is unlikely, unless the opponent
//! drew it since. Only the seat's own views feed the notes, so the bot learns nothing a player
//! at the table could not.

use crate::cards::CardSet;
use crate::engine::Seat;
use crate::games::sedma::{Scoring, SedmaAction, SedmaView};

/// How often a player lets a trick with points go although holding a card that would take it
/// (a trick lost on purpose, a seven saved for later).
const SLACK: f32 = 0.1;

/// One thing the opponent did not hold at a moment of the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Note {
    /// The cards (the led rank and the wild cards) the opponent showed it lacked.
    lacks: CardSet,
    /// The stock's size then: the opponent's later draws may have brought such a card.
    stock_len: u8,
}

/// The seat's own last card, leaving it winning a trick with points: if the trick is the
/// seat's when it next decides, the opponent held nothing to take it with.
#[derive(Clone, Copy, Debug)]
struct Taken {
    trick_no: u32,
    tricks_won: u32,
    note: Note,
}

/// The notes of one seat in the current hand.
#[derive(Clone, Debug, Default)]
pub struct Belief {
    seat: Option<Seat>,
    /// Cards seen at the last decision and the stock's size then, to notice a new hand.
    seen: usize,
    stock_len: usize,
    taken: Option<Taken>,
    /// The opponent's plays already read from the current trick (index in the trick).
    read: Option<(u32, usize)>,
    notes: Vec<Note>,
}

impl Belief {
    pub fn new() -> Belief {
        Belief::default()
    }

    /// Reads the seat's view at its decision: what the opponent did since the last one.
    pub fn observe(&mut self, view: &SedmaView) {
        if !applies(view) {
            *self = Belief::default();
            return;
        }
        let seen = view.played.len() + view.trick.len();
        let new_hand =
            self.seat != Some(view.seat) || seen < self.seen || view.stock_len > self.stock_len;
        if new_hand {
            *self = Belief {
                seat: Some(view.seat),
                ..Belief::default()
            };
        }
        self.seen = seen;
        self.stock_len = view.stock_len;
        let trick_no: u32 = view.tricks_won.iter().sum();
        if let Some(t) = self.taken.take()
            && trick_no > t.trick_no
            && view.tricks_won[view.seat] > t.tricks_won
        {
            self.notes.push(t.note);
        }
        self.read_trick(view, trick_no);
    }

    /// Remembers the seat's own action: a card that leaves the seat winning a trick with
    /// points in it sets up the note "the opponent could not take it" should the trick be the
    /// seat's when it next decides (the opponent answered, or as leader stopped, and lost it).
    pub fn acted(&mut self, view: &SedmaView, action: SedmaAction) {
        self.taken = None;
        let SedmaAction::Play(card) = action else {
            return;
        };
        if !applies(view) {
            return;
        }
        let rules = view.options.trick_rules();
        let mut cards: Vec<_> = view.trick.iter().map(|p| p.card).collect();
        cards.push(card);
        let lead = rules.rank_of(cards[0]);
        if rules.winner(&cards) + 1 != cards.len() || !has_points(&cards) {
            return;
        }
        self.taken = Some(Taken {
            trick_no: view.tricks_won.iter().sum(),
            tricks_won: view.tricks_won[view.seat],
            note: Note {
                lacks: rules.wild.union(CardSet::of_rank(lead)),
                stock_len: view.stock_len as u8,
            },
        });
    }

    /// The opponent's answers in the current trick: each card that let this seat keep a trick
    /// with points in it, where a card of the led rank or a seven would have taken it.
    fn read_trick(&mut self, view: &SedmaView, trick_no: u32) {
        let rules = view.options.trick_rules();
        let start = match self.read {
            Some((t, i)) if t == trick_no => i,
            _ => 1,
        };
        let cards: Vec<_> = view.trick.iter().map(|p| p.card).collect();
        for i in start..cards.len() {
            let before = &cards[..i];
            let mine = view.trick[rules.winner(before)].seat == view.seat;
            let lead = rules.rank_of(cards[0]);
            if view.trick[i].seat != view.seat
                && mine
                && has_points(before)
                && !rules.takes(cards[i], lead)
            {
                self.notes.push(Note {
                    lacks: rules.wild.union(CardSet::of_rank(lead)),
                    stock_len: view.stock_len as u8,
                });
            }
        }
        self.read = Some((trick_no, cards.len().max(1)));
    }

    /// How likely the opponent's hand `hand` is, relative to a hand that contradicts no note
    /// (1.0), with the stock now at `stock_len`.
    pub fn weight(&self, hand: CardSet, stock_len: usize) -> f32 {
        let h = hand.len();
        let mut w = 1.0;
        for n in &self.notes {
            let v = hand.intersect(n.lacks).len();
            if v == 0 {
                continue;
            }
            // The opponent drew one card for each two the stock lost since; any of its cards
            // may be among those draws.
            let drawn = (n.stock_len as u32)
                .saturating_sub(stock_len as u32)
                .div_ceil(2);
            let fits = if v <= drawn.min(h) {
                choose(drawn.min(h), v) / choose(h, v)
            } else {
                0.0
            };
            w *= SLACK + (1.0 - SLACK) * fits;
        }
        w
    }

    /// How many notes the seat holds (for tests and reports).
    pub fn notes(&self) -> usize {
        self.notes.len()
    }
}

/// Notes are kept for 2-player hands scored by aces and tens, where an unanswered ace or ten is
/// plain to read.
fn applies(view: &SedmaView) -> bool {
    view.players == 2 && view.options.scoring != Scoring::TricksOnly
}

fn has_points(cards: &[crate::cards::Card]) -> bool {
    cards.iter().any(|c| matches!(c.rank_value(), 10 | 14))
}

fn choose(n: u32, k: u32) -> f32 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f32 / (i + 1) as f32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::engine::{Game, HandStart};
    use crate::games::sedma::{Sedma, SedmaOptions};

    /// A 2-player hand: seat 0 leads; the stock is every card not in the hands.
    fn game(h0: &str, h1: &str) -> Sedma {
        let opts = SedmaOptions::default();
        let hands = [set(h0), set(h1)];
        let stock: Vec<_> = opts.pack().minus(hands[0]).minus(hands[1]).iter().collect();
        let start = HandStart {
            dealer: 1,
            leader: 0,
        };
        let hands = [hands[0].iter().collect(), hands[1].iter().collect()];
        Sedma::from_deal(&opts, start, &hands, &stock, &[]).unwrap_or_else(|e| panic!("{e}"))
    }

    fn act(g: &mut Sedma, a: &str) {
        let a: SedmaAction = a.parse().unwrap_or_else(|e| panic!("{e}"));
        g.apply_with(a, &mut ());
    }

    #[test]
    fn an_ace_let_go_is_noted_and_a_plain_card_let_go_is_not() {
        // Seat 0 holds a second ace, so it decides whether to continue with the trick in view.
        let mut g = game("As Ac 9c Jc", "8h 9h Kh Qh");
        let mut b = Belief::new();
        act(&mut g, "As");
        act(&mut g, "8h");
        assert!(g.leader_deciding());
        b.observe(&g.view(0));
        assert_eq!(b.notes(), 1);
        let stock = g.stock().len();
        assert!(b.weight(set("7h 9d Kd Qc"), stock) < 0.2);
        assert!(b.weight(set("Ah 9d Kd Qc"), stock) < 0.2);
        assert_eq!(b.weight(set("8d 9d Kd Qc"), stock), 1.0);
        // Read once, however often the trick is looked at.
        b.observe(&g.view(0));
        assert_eq!(b.notes(), 1);

        // Without a card to continue the trick ends at once: the note comes from the seat's
        // own lead and the trick it then holds.
        let mut g = game("As 8c 9c Jc", "8h 9h Kh Qh");
        let mut b = Belief::new();
        let v = g.view(0);
        b.observe(&v);
        b.acted(&v, "As".parse().unwrap_or_else(|e| panic!("{e}")));
        act(&mut g, "As");
        act(&mut g, "8h");
        assert_eq!(g.to_act(), Some(0));
        b.observe(&g.view(0));
        assert_eq!(b.notes(), 1);

        let mut g = game("8c 9c Jc As", "8h 9h Kh Qh");
        let mut b = Belief::new();
        let v = g.view(0);
        b.observe(&v);
        b.acted(&v, "Jc".parse().unwrap_or_else(|e| panic!("{e}")));
        act(&mut g, "Jc");
        act(&mut g, "8h");
        b.observe(&g.view(0));
        assert_eq!(b.notes(), 0, "nothing worth taking was let go");
    }

    #[test]
    fn a_leader_who_ends_a_trick_it_lost_with_points_in_it_is_noted() {
        let mut g = game("8c 9c Jc 7c", "10s 8h 9h Kd");
        let mut b = Belief::new();
        act(&mut g, "8c");
        act(&mut g, "8h"); // seat 1 takes with the eight
        b.observe(&g.view(0));
        act(&mut g, "end"); // seat 0 gives the trick up
        act(&mut g, "10s"); // seat 1 leads a ten
        let v = g.view(0);
        b.observe(&v);
        assert_eq!(b.notes(), 0);
        let seven: SedmaAction = "7c".parse().unwrap_or_else(|e| panic!("{e}"));
        b.acted(&v, seven);
        g.apply_with(seven, &mut ());
        if g.to_act() == Some(1) && g.leader_deciding() {
            act(&mut g, "end");
        }
        assert_eq!(g.to_act(), Some(0), "seat 0 took the trick and leads");
        b.observe(&g.view(0));
        assert_eq!(b.notes(), 1, "seat 1 could not win its ten back");
        // Seat 1 has drawn one card since: one of its four may be a ten drawn then.
        let stock = g.stock().len();
        let one_drawn = SLACK + (1.0 - SLACK) * 0.25;
        assert!((b.weight(set("10h 9d Kd Qc"), stock) - one_drawn).abs() < 1e-6);
        assert!((b.weight(set("7h 9d Kd Qc"), stock) - one_drawn).abs() < 1e-6);
        assert_eq!(b.weight(set("Ah 9d Kd Qc"), stock), 1.0);
    }

    #[test]
    fn a_new_hand_forgets_the_notes() {
        let mut g = game("As Ac 9c Jc", "8h 9h Kh Qh");
        let mut b = Belief::new();
        act(&mut g, "As");
        act(&mut g, "8h");
        b.observe(&g.view(0));
        assert_eq!(b.notes(), 1);
        let fresh = game("Ac 8c 9c Jc", "8h 9h Kh Qh");
        b.observe(&fresh.view(0));
        assert_eq!(b.notes(), 0);
    }

    fn set(s: &str) -> CardSet {
        CardSet::from_cards(parse_cards(s).unwrap_or_default())
    }

    #[test]
    fn a_hand_that_breaks_a_fresh_note_is_unlikely_and_a_later_draw_excuses_it() {
        let b = Belief {
            notes: vec![Note {
                lacks: set("7s 7h 7d 7c As Ah Ad Ac"),
                stock_len: 10,
            }],
            ..Belief::default()
        };
        assert_eq!(b.weight(set("8s 9h Kd Qc"), 10), 1.0);
        assert!((b.weight(set("7s 9h Kd Qc"), 10) - SLACK).abs() < 1e-6);
        // Two cards drawn since: one of the four may be the seven.
        let w = b.weight(set("7s 9h Kd Qc"), 6);
        assert!((w - (SLACK + (1.0 - SLACK) * 0.5)).abs() < 1e-6, "{w}");
        // Four drawn since: nothing is known any more.
        assert_eq!(b.weight(set("7s Ah Kd Qc"), 2), 1.0);
    }
}
