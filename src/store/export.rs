//! One hand of a finished match as a scenario file: the hand's deal, its actions and, as
//! expectations, what actually happened, so `sevenfold replay` can check it.

use super::StoreError;
use super::hands::{format_actions, split_hands};
use super::history::HistoryEntry;
use crate::engine::Game;
use crate::games::sedma::{Sedma, SedmaAction};
use crate::scenario::{Cards, Deal, Expect, FORMAT_VERSION, GameSetup, Scenario};

/// The scenario of hand `hand` (1-based) of a finished match. The scenario is replayed before
/// it is returned, so what comes out is known to pass.
pub fn export_hand(entry: &HistoryEntry, hand: usize) -> Result<Scenario, StoreError> {
    let bad = |message: String| StoreError::Replay {
        id: entry.id.clone(),
        message,
    };
    let count = entry.hands.len();
    if hand == 0 || hand > count {
        return Err(StoreError::NoSuchHand {
            id: entry.id.clone(),
            hand,
            count,
        });
    }
    let opts = *entry.options();
    let actions = entry.all_actions().map_err(bad)?;
    let hands = split_hands(&opts, entry.seed, &actions).map_err(bad)?;
    let play = hands
        .get(hand - 1)
        .ok_or_else(|| bad(format!("the log has only {} hands", hands.len())))?;
    let record = play
        .record
        .as_ref()
        .ok_or_else(|| bad(format!("hand {hand} is not finished in the log")))?;
    let dealt: &Sedma = &play.dealt;
    let n = dealt.seats();
    let score = &record.score;
    let match_winner = (hand == count).then_some(entry.winner);
    let scenario = Scenario {
        version: FORMAT_VERSION,
        title: format!("Match {}, hand {hand} of {count}", entry.id),
        description: format!(
            "Exported from the match history ({} players{}), started {}.",
            opts.players,
            if entry.variants.is_empty() {
                String::new()
            } else {
                format!(", {}", entry.variants.join(", "))
            },
            entry.started
        ),
        game: GameSetup::Sedma(opts),
        deal: Deal {
            dealer: play.start.dealer,
            leader: Some(play.start.leader),
            hands: (0..n).map(|s| Cards(dealt.hand(s).to_vec())).collect(),
            stock: Cards(dealt.stock().to_vec()),
            won: Vec::new(),
            match_totals: Some(play.totals_before.clone()),
            hands_played: hand - 1,
        },
        actions: by_trick(dealt, &play.actions),
        expect: Expect {
            hand_over: Some(true),
            card_points: Some(score.card_points.clone()),
            winner: score.winner(),
            winners: Some(score.winners.clone()),
            stake: Some(score.stake),
            game_points: Some(score.game_points.clone()),
            match_totals: Some(record.totals.clone()),
            match_over: Some(match_winner.is_some()),
            match_winner,
            ..Expect::default()
        },
    };
    let replay = scenario
        .replay()
        .map_err(|e| bad(format!("the exported hand cannot be replayed: {e}")))?;
    if !replay.passed() {
        return Err(bad(format!(
            "the exported hand does not replay to the recorded result: {}",
            replay.expectations.mismatches.join("; ")
        )));
    }
    Ok(scenario)
}

/// The actions as one entry per trick, the way people write scenarios.
fn by_trick(dealt: &Sedma, actions: &[SedmaAction]) -> Vec<String> {
    let mut hand = *dealt;
    let mut out = Vec::new();
    let mut from = 0;
    for (i, &a) in actions.iter().enumerate() {
        let tricks = hand.tricks_played();
        // The actions were checked when the hands were split; an error cannot happen here,
        // and if it did the replay below would report it.
        let _ = hand.apply(a);
        if hand.tricks_played() != tricks || i + 1 == actions.len() {
            out.push(format_actions(&actions[from..=i]));
            from = i + 1;
        }
    }
    out
}
