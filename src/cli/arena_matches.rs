//! `sevenfold arena --matches N`: whole matches played to the game's target, where skill
//! compounds over many deals. Match `index` is dealt from sequence `index / 2`; odd matches
//! swap the players' seats, so both seatings meet the same deals.

use super::arena_seats::{
    HandResult, MAX_ACTIONS, Player, Shares, decide, mix, over_threads, player, progress,
    score_hand, share_of,
};
use crate::ai::GameBots;
use crate::cards::rng_from_seed;
use crate::engine::{Match, Seat};
use crate::registry::RegisteredGame;
use serde::Serialize;

/// Whole matches played to the game's target.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct MatchTally {
    pub matches: u64,
    pub wins_a: u64,
    pub wins_b: u64,
    /// Matches whose win was shared.
    pub ties: u64,
    /// A's score per match (a shared win counts half).
    pub win_rate_a: f64,
    pub ci95_low: f64,
    pub ci95_high: f64,
    /// Hands a match lasted, on average.
    pub mean_hands: f64,
}

/// Plays `matches` matches between the players named `a` and `b` over `threads` threads.
/// Gives every hand the matches played (in order) and the matches' tally.
pub fn play_matches<G: RegisteredGame + GameBots>(
    a: &str,
    b: &str,
    opts: &G::Config,
    seed: u64,
    matches: u64,
    threads: usize,
) -> Result<(Vec<HandResult>, MatchTally), String>
where
    G::Action: std::fmt::Display,
{
    let bar = progress(matches, "matches");
    let played = over_threads(
        matches,
        threads,
        || Ok((player::<G>(a)?, player::<G>(b)?)),
        |(pa, pb), index| play_match::<G>(opts, seed, index, pa, pb),
        || {
            if let Some(bar) = &bar {
                bar.inc(1);
            }
        },
    );
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let played = played?;
    let n = played.len().max(1) as f64;
    let shares = Shares::of(&played.iter().map(|m| m.0).collect::<Vec<_>>());
    let tally = MatchTally {
        matches: played.len() as u64,
        wins_a: shares.wins_a,
        wins_b: shares.wins_b,
        ties: shares.ties,
        win_rate_a: shares.rate,
        ci95_low: shares.low,
        ci95_high: shares.high,
        mean_hands: played.iter().map(|m| m.1.len() as f64).sum::<f64>() / n,
    };
    let hands = played.into_iter().flat_map(|m| m.1).collect();
    Ok((hands, tally))
}

/// One match: A's share of its result and its hands' results.
fn play_match<G: RegisteredGame + GameBots>(
    opts: &G::Config,
    seed: u64,
    index: u64,
    a: &mut Player<G>,
    b: &mut Player<G>,
) -> Result<(f64, Vec<HandResult>), String>
where
    G::Action: std::fmt::Display,
{
    let swapped = index % 2 == 1;
    let is_a = |s: Seat| s.is_multiple_of(2) != swapped;
    let mut m = Match::<G>::new(*opts, mix(seed, index / 2, 2)).map_err(|e| e.to_string())?;
    let mut rng = rng_from_seed(mix(seed, index, 3));
    let (mut hands, mut current, mut moves) = (Vec::new(), HandResult::default(), 0usize);
    while !m.is_over() {
        let hand = m.hand();
        let seat = hand
            .to_act()
            .ok_or("a match is not over, yet nobody is to act")?;
        let a_turn = is_a(seat);
        let (action, ms) = decide(if a_turn { &mut *a } else { &mut *b }, hand, &mut rng)?;
        if a_turn {
            current.ms_a.push(ms);
        } else {
            current.ms_b.push(ms);
        }
        // The hand as this action leaves it: the match deals the next one at once.
        let mut after = hand.clone();
        after.apply_with(action, &mut ());
        m.apply(action).map_err(|e| e.to_string())?;
        moves += 1;
        if moves > MAX_ACTIONS * 50 {
            return Err(format!("a match went on for over {moves} moves"));
        }
        if after.to_act().is_none() {
            score_hand(&after, &is_a, &mut current)?;
            hands.push(std::mem::take(&mut current));
        }
    }
    let winners = m.winners();
    let won = |mine: bool| {
        winners.iter().any(|&side| {
            (0..G::seat_count(opts)).any(|s| is_a(s) == mine && m.hand().scoring_side(s) == side)
        })
    };
    Ok((share_of(won(true), won(false)), hands))
}
