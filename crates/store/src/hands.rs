//! Splits a match's action log into its hands, with the deal each hand started from, and reads
//! and writes the log's notation.
//!
//! This follows [`Match`]'s own loop (one random stream deals every hand in turn, each hand is
//! told the match totals, a finished hand may decide the match by itself), but keeps each
//! hand's starting state, including hands that end at the deal, so a single hand can be
//! exported as a scenario. A test checks it agrees with `Match::replay`.

use super::game::StoredGame;
use sevenfold_core::cards::rng_from_seed;
use sevenfold_core::engine::{HandStart, Match, MatchRecord};

/// One hand of a match.
#[derive(Clone, Debug)]
pub struct HandPlay<G: StoredGame> {
    pub start: HandStart,
    /// The hand as dealt (and told the match totals), before any action.
    pub dealt: G,
    pub actions: Vec<G::Action>,
    /// Match totals before the hand.
    pub totals_before: Vec<i32>,
    /// The score-sheet row, once the hand is over.
    pub record: Option<MatchRecord>,
}

/// The hands of a match played from `seed` with `actions`; the error names the first action
/// that does not fit.
pub fn split_hands<G: StoredGame>(
    config: &G::Config,
    seed: u64,
    actions: &[G::Action],
) -> Result<Vec<HandPlay<G>>, String> {
    G::validate(config)?;
    let mut rng = rng_from_seed(seed);
    let mut start = G::first_start(config, &mut rng).numbered(1);
    let mut totals = vec![0; G::side_names(config).len()];
    let mut hands = Vec::new();
    let mut next = 0;
    loop {
        let mut dealt = G::deal(config, start, &mut rng);
        dealt.set_match_totals(&totals);
        let mut hand = dealt.clone();
        let mut played = Vec::new();
        while hand.hand_score().is_none() && next < actions.len() {
            let a = actions[next];
            hand.apply(a).map_err(|e| {
                format!(
                    "action {} ('{}') is illegal: {e}",
                    next + 1,
                    G::write_action(a)
                )
            })?;
            played.push(a);
            next += 1;
        }
        let totals_before = totals.clone();
        let Some(score) = hand.hand_score() else {
            hands.push(HandPlay {
                start,
                dealt,
                actions: played,
                totals_before,
                record: None,
            });
            return Ok(hands);
        };
        for (t, g) in totals.iter_mut().zip(&score.game_points) {
            *t += g;
        }
        hands.push(HandPlay {
            start,
            dealt,
            actions: played,
            totals_before,
            record: Some(MatchRecord {
                start,
                score: score.clone(),
                totals: totals.clone(),
            }),
        });
        let over = !hand.match_decided().is_empty()
            || !G::match_winners(config, &totals, hands.len()).is_empty();
        if over {
            if next < actions.len() {
                return Err(format!(
                    "the match is over after action {next}, but the log has {} actions",
                    actions.len()
                ));
            }
            return Ok(hands);
        }
        start = hand.next_start(&score).numbered(hands.len() + 1);
    }
}

/// Actions as notation, separated by spaces ("9h 10s end").
pub fn format_actions<G: StoredGame>(actions: &[G::Action]) -> String {
    actions
        .iter()
        .map(|&a| G::write_action(a))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Replays a log written by [`format_actions`] from the start of a match, reading each action
/// in the context of the hand it applies to. `first` is the number of actions before `text`
/// (for messages).
pub fn read_actions<G: StoredGame>(
    m: &mut Match<G>,
    text: &str,
    first: usize,
) -> Result<(), String> {
    for (i, t) in text.split_whitespace().enumerate() {
        let n = first + i + 1;
        let a = G::read_action(m.hand(), t).map_err(|e| format!("action {n} ('{t}'): {e}"))?;
        m.apply(a)
            .map_err(|e| format!("action {n} ('{t}') cannot be played: {e}"))?;
    }
    Ok(())
}

/// Rebuilds a match from its config, seed and logged actions.
pub fn replay_log<G: StoredGame>(
    config: &G::Config,
    seed: u64,
    text: &str,
) -> Result<Match<G>, String> {
    let mut m = Match::<G>::new(*config, seed).map_err(|e| e.to_string())?;
    read_actions(&mut m, text, 0)?;
    Ok(m)
}
