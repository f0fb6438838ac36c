//! The deal a scenario or lesson starts from. Every game's deal has a dealer, hands, a stock and
//! won cards; a game whose position holds more (Sevens from Hell's feet, decks, pile and books)
//! names its own fields ([`ScenarioGame::DealFields`]), which the file writes beside the shared
//! ones. The shared format keeps them as written until the game reads them.

use super::fields::{WithGame, declared_fields};
use super::{Cards, ScenarioError, ScenarioGame, invalid};
use crate::engine::{FixedDeal, HandGame, Seat};
use serde::{Deserialize, Serialize};

/// The position the scenario starts from: what every game's deal has ([`SharedDeal`]) and the
/// fields a game adds, which that game reads when the deal is laid out.
pub type Deal = WithGame<SharedDeal>;

/// What every game's deal has (named `Deal` in files, as before the split).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Deal")]
pub struct SharedDeal {
    pub dealer: Seat,
    /// Who leads the first trick; the dealer's left when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<Seat>,
    /// Each seat's hand, seat 0 first.
    pub hands: Vec<Cards>,
    /// The stock, top card first.
    #[serde(default)]
    pub stock: Cards,
    /// Cards each seat has already won (empty, or one pile per seat).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub won: Vec<Cards>,
    /// Match totals per side before this hand (a fresh match when left out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_totals: Option<Vec<i32>>,
    /// Hands already played in the match (for matches of a fixed number of hands; Sevens
    /// from Hell plays round `hands_played + 1`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hands_played: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl Deal {
    /// The deal for game `G` with these options; the error says what does not fit (the
    /// options themselves, the dealer's seat, the match totals).
    pub fn fixed<G: ScenarioGame>(
        &self,
        config: &G::Config,
    ) -> Result<FixedDeal<G::Layout>, ScenarioError> {
        G::validate(config).map_err(|e| invalid(format!("the {} options: {e}", G::TITLE)))?;
        let n = G::seat_count(config);
        if self.dealer >= n {
            return Err(invalid(format!(
                "the deal: the dealer must be a seat from 0 to {}, not {}",
                n - 1,
                self.dealer
            )));
        }
        let what = format!("a {} deal", G::TITLE);
        let fields: G::DealFields = self
            .game
            .read(&what, declared_fields::<SharedDeal>())
            .map_err(invalid)?;
        Ok(FixedDeal {
            dealer: self.dealer,
            leader: self.leader,
            hands: self.hands.iter().map(|h| h.0.clone()).collect(),
            stock: self.stock.0.clone(),
            won: self.won.iter().map(|w| w.0.clone()).collect(),
            totals: self.totals_before::<G>(config)?,
            hands_played: self.hands_played,
            layout: G::layout_of(fields),
        })
    }

    /// The match totals before the hand (zero for each side when not given); the error says
    /// when the count does not fit the game's sides.
    fn totals_before<G: HandGame>(&self, config: &G::Config) -> Result<Vec<i32>, ScenarioError> {
        let sides = G::side_names(config).len();
        match &self.match_totals {
            Some(t) if t.len() != sides => Err(invalid(format!(
                "the deal: match_totals lists {} numbers; this game has {sides} sides",
                t.len()
            ))),
            Some(t) => Ok(t.clone()),
            None => Ok(vec![0; sides]),
        }
    }
}
