//! All Fours as the program knows it: its names, players, variants and notation.

use super::{AllFours, AllFoursAction, AllFoursOptions, VARIANTS};
use crate::engine::{GameDef, HandScore, Seating, Side, Variant};

impl GameDef for AllFours {
    const ID: &'static str = "all-fours";
    const TITLE: &'static str = "All Fours";
    const PLAYERS: &'static [u8] = &[2, 3, 4];
    /// Stand, beg and run, then each card discarded or played at most once.
    const MAX_ACTIONS: u32 = 3 + 52;

    fn variants() -> &'static [Variant<AllFoursOptions>] {
        VARIANTS
    }

    fn options_for(players: u8) -> AllFoursOptions {
        AllFoursOptions::for_players(players)
    }

    fn seating(config: &AllFoursOptions) -> Seating {
        Seating::trick_game(config.players as usize)
    }

    fn match_target(config: &AllFoursOptions) -> Option<i32> {
        config.target()
    }

    fn deal_points(score: &HandScore, side: Side) -> i32 {
        score.game_points.get(side).copied().unwrap_or(0)
    }

    /// A card is a discard while discarding and a play otherwise: the log writes both alike.
    fn read_action(state: &AllFours, text: &str) -> Result<AllFoursAction, String> {
        text.parse::<AllFoursAction>().map(|a| state.interpret(a))
    }

    fn write_action(action: AllFoursAction) -> String {
        action.to_string()
    }
}
