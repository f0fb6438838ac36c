//! Sevens from Hell as the program knows it: its names, players, variants and notation.

use super::{HellAction, HellOptions, HellView, SevensFromHell, VARIANTS};
use crate::engine::{GameDef, HandScore, Seat, Seating, Side, Variant};

impl GameDef for SevensFromHell {
    const ID: &'static str = "sevens-from-hell";
    const TITLE: &'static str = "Sevens from Hell";
    const PLAYERS: &'static [u8] = &[4, 6];
    /// Each turn is at least a draw and a discard, and the decks give out after at most 144
    /// draws; meld actions lay or stage a card each. Far more than a round ever takes.
    const MAX_ACTIONS: u32 = 20_000;
    /// The round's summary itemises every hand and foot, counted openly at its end.
    const FINISHED_HAND_PUBLIC: bool = true;

    fn watcher_view(hand: &SevensFromHell, seat: Seat) -> HellView {
        HellView::watched(hand, seat)
    }

    fn variants() -> &'static [Variant<HellOptions>] {
        VARIANTS
    }

    fn options_for(players: u8) -> HellOptions {
        HellOptions::for_players(players)
    }

    fn seating(config: &HellOptions) -> Seating {
        config.seating()
    }

    fn deal_points(score: &HandScore, side: Side) -> i32 {
        score.game_points.get(side).copied().unwrap_or(0)
    }

    fn read_action(_state: &SevensFromHell, text: &str) -> Result<HellAction, String> {
        text.parse()
    }

    fn write_action(action: HellAction) -> String {
        action.to_string()
    }
}
