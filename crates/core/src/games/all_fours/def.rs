//! All Fours as the program knows it: its names, players, variants and notation.

use super::{
    AllFours, AllFoursAction, AllFoursEvent, AllFoursOptions, AllFoursView, MatchEnd, VARIANTS,
};
use crate::engine::{GameDef, HandScore, MatchEvent, Seat, Seating, Side, Variant};

impl GameDef for AllFours {
    const ID: &'static str = "all-fours";
    const TITLE: &'static str = "All Fours";
    const PLAYERS: &'static [u8] = &[2, 3, 4];

    fn watcher_view(hand: &AllFours, seat: Seat) -> AllFoursView {
        let mut view = crate::engine::Game::view(hand, seat);
        // As a seat that may not look yet: its cards by count only.
        view.hand.clear();
        view.may_look = false;
        view.own_discards.clear();
        view.revoked = false;
        view.legal.clear();
        view
    }
    /// Stand, beg and run, then each card discarded or played at most once.
    const MAX_ACTIONS: u32 = 3 + 52;
    /// The deal's summary reads who took High, Low, Jack and Game from the finished deal.
    const FINISHED_HAND_PUBLIC: bool = true;

    /// A match to 7, 10 or 11 points (rule book 2.7), or a single deal.
    fn within_rule_book(config: &AllFoursOptions) -> Result<(), String> {
        match config.match_end {
            MatchEnd::Target(n) if ![7, 10, 11].contains(&n) => Err(format!(
                "an All Fours match is played to 7, 10 or 11 points or a single deal, not {n}"
            )),
            _ => Ok(()),
        }
    }

    /// A seat that may not look at its cards yet (rule book 2.3) does not see the cards a run
    /// deals it either, until trumps are settled.
    fn events_seen(
        events: &[MatchEvent<AllFoursEvent>],
        seat: Seat,
        view: &AllFoursView,
    ) -> Vec<MatchEvent<AllFoursEvent>> {
        let mut seen = MatchEvent::seen_by::<Self>(events, seat);
        if !view.may_look {
            for e in &mut seen {
                if let MatchEvent::Hand(AllFoursEvent::Received { cards, .. }) = e {
                    cards.iter_mut().for_each(|c| *c = None);
                }
            }
        }
        seen
    }

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
