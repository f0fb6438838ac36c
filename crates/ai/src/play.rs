//! Playing hands and matches with one bot per seat, each fed only its own seat's view.

use super::Bot;
use crate::cards::GameRng;
use crate::engine::{Game, HandGame, Match, MatchError, Seat};

/// Why bots could not finish a hand or match.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    #[error("{bots} bots were given for a table of {seats} seats; give one bot per seat")]
    SeatCount { bots: usize, seats: usize },
    #[error("bot '{bot}' at seat {seat} returned no action although it is that seat's turn")]
    NoAction { bot: String, seat: Seat },
    #[error("bot '{bot}' at seat {seat} chose an illegal action {action}: {reason}")]
    Illegal {
        bot: String,
        seat: Seat,
        action: String,
        reason: String,
    },
    #[error("the match was still undecided after {0} hands; raise the hand limit")]
    HandLimit(usize),
    #[error(transparent)]
    Match(#[from] MatchError),
}

/// Asks the bot at the seat to act for its decision and checks that it is legal.
fn decide<G: Game>(
    game: &G,
    seat: Seat,
    bot: &mut dyn Bot<G>,
    rng: &mut GameRng,
) -> Result<G::Action, BotError> {
    let action = bot
        .choose(&game.view(seat), rng)
        .ok_or_else(|| BotError::NoAction {
            bot: bot.name().to_string(),
            seat,
        })?;
    game.check(action).map_err(|e| BotError::Illegal {
        bot: bot.name().to_string(),
        seat,
        action: format!("{action:?}"),
        reason: e.reason,
    })?;
    Ok(action)
}

/// Plays `game` to the end of the hand with `bots[seat]` deciding for each seat; returns the
/// actions in order. Every bot sees only `game.view(seat)`.
pub fn play_hand_with_bots<G: Game>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G>>],
    rng: &mut GameRng,
) -> Result<Vec<G::Action>, BotError> {
    if bots.len() != game.seats() {
        return Err(BotError::SeatCount {
            bots: bots.len(),
            seats: game.seats(),
        });
    }
    let mut actions = Vec::new();
    while let Some(seat) = game.to_act() {
        let action = decide(game, seat, bots[seat].as_mut(), rng)?;
        game.apply_with(action, &mut ());
        actions.push(action);
    }
    Ok(actions)
}

/// Plays a match to its end (or until `hand_limit` hands have been played) with `bots[seat]`
/// deciding for each seat.
pub fn play_match_with_bots<G: HandGame>(
    m: &mut Match<G>,
    bots: &mut [Box<dyn Bot<G>>],
    rng: &mut GameRng,
    hand_limit: usize,
) -> Result<(), BotError> {
    let seats = G::seat_count(m.config());
    if bots.len() != seats {
        return Err(BotError::SeatCount {
            bots: bots.len(),
            seats,
        });
    }
    while !m.is_over() {
        if m.records().len() >= hand_limit {
            return Err(BotError::HandLimit(hand_limit));
        }
        let Some(seat) = m.hand().to_act() else {
            // A live match always has a seat to act; a finished hand is settled by `apply`.
            return Err(BotError::Match(MatchError::Over));
        };
        let action = decide(m.hand(), seat, bots[seat].as_mut(), rng)?;
        m.apply(action)?;
    }
    Ok(())
}
