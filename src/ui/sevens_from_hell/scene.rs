//! The Sevens from Hell table as drawn: what the person's view shows, in the shape the
//! drawing reads (the sizes of the other hands and feet, the decks and the pile, each team's
//! books, the person's hand and staged meld).

use crate::cards::Card;
use crate::engine::{Game, Seat};
use crate::games::sevens_from_hell::{
    Book, Counts, HellView, Phase, SevensFromHell, Team, pack::BOOK_SLOTS,
};
use crate::ui::table::stage::Hands;

#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub players: usize,
    pub me: Seat,
    pub round: u32,
    pub minimum: u32,
    pub turn: Seat,
    pub phase: Phase,
    pub hand: Counts,
    pub hand_sizes: Vec<u16>,
    pub foot_sizes: Vec<u16>,
    pub foot_taken: Vec<bool>,
    pub decks: [usize; 2],
    pub pile_len: usize,
    pub pile_top: Option<Card>,
    pub frozen: bool,
    pub teams: Vec<Team>,
    /// The team each seat plays for.
    pub side_of: Vec<usize>,
    /// The person's initial meld being composed (empty unless they are composing one).
    pub stage: [Book; BOOK_SLOTS],
    pub staged_value: u32,
    /// The pile's cards that wait for the seat's initial meld before they come to its hand
    /// (only the seat taking them sees them here).
    pub pending: Vec<Card>,
    /// The round ends after this turn: the draw decks are empty.
    pub last_turn: bool,
    /// The person's cards and every seat's count as the shared frame keeps them (a replay
    /// showing every hand reads the seats' cards from here; the hand is drawn from `hand`).
    pub hands: Hands,
}

impl Scene {
    pub fn from_view(view: &HellView) -> Scene {
        let g: &SevensFromHell = &view.public;
        let n = g.players();
        Scene {
            players: n,
            me: view.seat,
            round: g.round(),
            minimum: g.minimum(),
            turn: g.turn(),
            phase: g.phase(),
            hand: *view.hand(),
            hand_sizes: view.hand_sizes[..n].to_vec(),
            foot_sizes: view.foot_sizes[..n].to_vec(),
            foot_taken: (0..n).map(|s| g.foot_taken(s)).collect(),
            decks: g.deck_sizes(),
            pile_len: g.pile().len(),
            pile_top: g.pile_top(),
            frozen: g.pile_frozen(),
            teams: (0..g.team_count()).map(|t| *g.team(t)).collect(),
            side_of: (0..n).map(|s| g.team_of(s)).collect(),
            stage: *g.stage(),
            staged_value: g.staged_value(),
            pending: g.pending().to_vec(),
            last_turn: g.last_turn(),
            hands: Hands::of(
                view.seat,
                &view.hand().cards(),
                &view.hand_sizes[..n]
                    .iter()
                    .map(|&c| c as usize)
                    .collect::<Vec<_>>(),
                |_| {},
            ),
        }
    }

    /// The table of `g` as `seat` sees it.
    pub fn of(g: &SevensFromHell, seat: Seat) -> Scene {
        Scene::from_view(&g.view(seat))
    }

    /// The team `seat` plays for.
    pub fn team_of(&self, seat: Seat) -> usize {
        self.side_of.get(seat).copied().unwrap_or(0)
    }

    /// Whether the person's team has laid down its initial meld.
    pub fn my_team_melded(&self) -> bool {
        self.teams
            .get(self.team_of(self.me))
            .is_some_and(|t| t.melded)
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}
