//! Sedma as the program knows it: its names, players, variants and notation.

use super::{MatchEnd, Sedma, SedmaAction, SedmaOptions, SedmaView, VARIANTS};
use crate::engine::{GameDef, HandScore, Seat, Seating, Side, Variant};

/// The most game points or hands a match is played to where the rule book leaves the number
/// open (the window offers 1 to 99; a table server's state carries every finished hand).
pub const MOST_POINTS_OR_HANDS: u32 = 99;

impl GameDef for Sedma {
    const ID: &'static str = "sedma";
    const TITLE: &'static str = "Sedma";
    const PLAYERS: &'static [u8] = &[2, 3, 4];

    fn watcher_view(hand: &Sedma, seat: Seat) -> SedmaView {
        let mut view = crate::engine::Game::view(hand, seat);
        view.hand.clear();
        view.legal.clear();
        // The hand's history names the seat's own draws.
        view.history = None;
        view
    }
    /// Each action plays one of the 32 cards, ends one trick (at most one per card) or is the
    /// hand's single pass.
    const MAX_ACTIONS: u32 = 2 * 32 + 1;

    fn within_rule_book(config: &SedmaOptions) -> Result<(), String> {
        match config.match_end {
            MatchEnd::Target(n) | MatchEnd::FixedHands(n)
                if !(1..=MOST_POINTS_OR_HANDS).contains(&n) =>
            {
                Err(format!(
                    "a Sedma match is played to 1 to {MOST_POINTS_OR_HANDS} game points or hands, not {n}"
                ))
            }
            _ => Ok(()),
        }
    }

    fn variants() -> &'static [Variant<SedmaOptions>] {
        VARIANTS
    }

    fn options_for(players: u8) -> SedmaOptions {
        SedmaOptions::for_players(players)
    }

    fn seating(config: &SedmaOptions) -> Seating {
        Seating::trick_game(config.players as usize)
    }

    fn match_target(config: &SedmaOptions) -> Option<i32> {
        match config.match_end {
            MatchEnd::Target(n) => i32::try_from(n).ok(),
            MatchEnd::FixedHands(_) => None,
        }
    }

    fn deal_points(score: &HandScore, side: Side) -> i32 {
        score.card_points.get(side).copied().unwrap_or(0)
    }

    fn read_action(_state: &Sedma, text: &str) -> Result<SedmaAction, String> {
        text.parse()
    }

    fn write_action(action: SedmaAction) -> String {
        action.to_string()
    }
}
