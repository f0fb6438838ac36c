//! One hand of a finished match as a scenario file: the hand's deal, its actions and, as
//! expectations, what actually happened, so `sevenfold replay` can check it.

use super::StoreError;
use super::game::{StoredGame, group_actions, with_game};
use super::history::HistoryEntry;
use sevenfold_core::engine::HandStart;
use sevenfold_core::registry::{GameSetup, RegisteredGame, Scenario};
use sevenfold_core::scenario::{
    Cards, Deal, Expect, FORMAT_VERSION, GameFields, HandExpect, SharedDeal,
};

/// The scenario of hand `hand` (1-based) of a finished match. The scenario is replayed before
/// it is returned, so what comes out is known to pass.
pub fn export_hand(entry: &HistoryEntry, hand: usize) -> Result<Scenario, StoreError> {
    let count = entry.hands.len();
    if hand == 0 || hand > count {
        return Err(StoreError::NoSuchHand {
            id: entry.id.clone(),
            hand,
            count,
        });
    }
    with_game!(&entry.game, |G, _c| export_as::<G>(entry, hand))
}

fn export_as<G: StoredGame>(entry: &HistoryEntry, hand: usize) -> Result<Scenario, StoreError> {
    let bad = |message: String| StoreError::Replay {
        id: entry.id.clone(),
        message,
    };
    let count = entry.hands.len();
    let hands = entry.split::<G>().map_err(bad)?;
    let play = hands
        .get(hand - 1)
        .ok_or_else(|| bad(format!("the log has only {} hands", hands.len())))?;
    let record = play
        .record
        .as_ref()
        .ok_or_else(|| bad(format!("hand {hand} is not finished in the log")))?;
    let score = &record.score;
    // The match ended with its last hand, unless it was left unfinished; a shared win has no
    // single winner.
    let match_over = hand == count && !entry.abandoned;
    let match_winner = match entry.winners[..] {
        [w] if match_over => Some(w),
        _ => None,
    };
    let mut scenario = hand_scenario(
        entry.game.clone(),
        &play.dealt,
        play.start,
        &play.actions,
        format!("Match {}, hand {hand} of {count}", entry.id),
        format!(
            "Exported from the match history ({}, {} players{}), started {}.",
            G::TITLE,
            entry.seat_count(),
            if entry.variants.is_empty() {
                String::new()
            } else {
                format!(", {}", entry.variants.join(", "))
            },
            entry.started
        ),
    )
    .map_err(|e| {
        bad(format!(
            "the {} hand cannot be written as a scenario: {e}",
            G::TITLE
        ))
    })?;
    scenario.deal.match_totals = Some(play.totals_before.clone());
    scenario.deal.hands_played = hand - 1;
    scenario.expect = Expect::from(HandExpect {
        hand_over: Some(true),
        card_points: Some(score.card_points.clone()),
        winner: score.winner(),
        winners: Some(score.winners.clone()),
        stake: Some(score.stake),
        game_points: Some(score.game_points.clone()),
        match_totals: Some(record.totals.clone()),
        match_over: Some(match_over),
        match_winner,
        ..HandExpect::default()
    });
    let replay = scenario.replay().map_err(|e| {
        bad(format!(
            "the exported {} hand cannot be replayed: {e}",
            G::TITLE
        ))
    })?;
    if !replay.passed() {
        return Err(bad(format!(
            "the exported {} hand does not replay to the recorded result: {}",
            G::TITLE,
            replay.expectations.mismatches.join("; ")
        )));
    }
    Ok(scenario)
}

/// A hand dealt as `dealt` (from `start`) and played as `actions`, as a scenario file writes
/// it, with no expectations: the history's export adds the recorded result, `arena --keep`
/// keeps the hand as played.
pub fn hand_scenario<G: RegisteredGame>(
    game: GameSetup,
    dealt: &G,
    start: HandStart,
    actions: &[G::Action],
    title: String,
    description: String,
) -> Result<Scenario, String> {
    let deal = G::scenario_deal(dealt, start, actions);
    Ok(Scenario {
        version: FORMAT_VERSION,
        title,
        description,
        game,
        deal: Deal {
            shared: SharedDeal {
                dealer: start.dealer,
                leader: deal.leader,
                hands: deal.hands.into_iter().map(Cards).collect(),
                stock: Cards(deal.stock),
                won: Vec::new(),
                match_totals: None,
                hands_played: 0,
            },
            game: GameFields::of(&G::fields_of(&deal.layout))?,
        },
        actions: group_actions(dealt, actions),
        expect: Expect::default(),
    })
}
