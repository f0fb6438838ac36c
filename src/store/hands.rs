//! Splits a match's action log into its hands, with the deal each hand started from.
//!
//! This follows [`Match`](crate::engine::Match)'s own loop (one random stream deals every hand
//! in turn), but keeps each hand's starting state, including hands that end at the deal, so a
//! single hand can be exported as a scenario. A test checks it agrees with `Match::replay`.

use crate::cards::rng_from_seed;
use crate::engine::{Game, HandGame, HandStart, MatchRecord};
use crate::games::sedma::{Sedma, SedmaAction, SedmaOptions};

/// One hand of a match.
#[derive(Clone, Debug)]
pub struct HandPlay {
    pub start: HandStart,
    /// The hand as dealt, before any action.
    pub dealt: Sedma,
    pub actions: Vec<SedmaAction>,
    /// Match totals before the hand.
    pub totals_before: Vec<i32>,
    /// The score-sheet row, once the hand is over.
    pub record: Option<MatchRecord>,
}

/// The hands of a match played from `seed` with `actions`; the error names the first action
/// that does not fit.
pub fn split_hands(
    opts: &SedmaOptions,
    seed: u64,
    actions: &[SedmaAction],
) -> Result<Vec<HandPlay>, String> {
    opts.validate()?;
    let mut rng = rng_from_seed(seed);
    let mut start = Sedma::first_start(opts, &mut rng);
    let mut totals = vec![0; Sedma::side_names(opts).len()];
    let mut hands = Vec::new();
    let mut next = 0;
    loop {
        let dealt = Sedma::deal(opts, start, &mut rng);
        let mut hand = dealt;
        let mut played = Vec::new();
        while hand.hand_score().is_none() && next < actions.len() {
            let a = actions[next];
            hand.apply(a)
                .map_err(|e| format!("action {} ('{a}') is illegal: {e}", next + 1))?;
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
        if Sedma::match_winner(opts, &totals, hands.len()).is_some() {
            if next < actions.len() {
                return Err(format!(
                    "the match is over after action {next}, but the log has {} actions",
                    actions.len()
                ));
            }
            return Ok(hands);
        }
        start = hand.next_start(&score);
    }
}

/// Actions as notation, separated by spaces ("9h 10s end").
pub fn format_actions(actions: &[SedmaAction]) -> String {
    actions
        .iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parses actions written by [`format_actions`].
pub fn parse_actions(text: &str) -> Result<Vec<SedmaAction>, String> {
    text.split_whitespace()
        .enumerate()
        .map(|(i, t)| {
            t.parse::<SedmaAction>()
                .map_err(|e| format!("action {} ('{t}'): {e}", i + 1))
        })
        .collect()
}
