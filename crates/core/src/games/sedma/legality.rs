//! Why a Sedma action is refused: the player-readable reasons behind `Game::check`.

use super::{Phase, Sedma, SedmaAction};
use crate::engine::{RuleError, Seat};

pub(super) fn check(g: &Sedma, action: SedmaAction) -> Result<(), RuleError> {
    let players = g.n as usize;
    let who = |s: u8| Sedma::seat_name(players, s as Seat);
    match (g.phase, action) {
        (Phase::Over, _) => Err(RuleError::new("hand-over", "the hand is over")),
        (Phase::Play(s), SedmaAction::Play(c)) => {
            if g.hands[s as usize].contains(c) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "not-in-hand",
                    format!("{} does not hold the {}", who(s), c.phrase(g.opts.pack)),
                ))
            }
        }
        (Phase::Play(_), SedmaAction::EndTrick) => Err(RuleError::new(
            "end-not-now",
            "the trick can be ended only by its leader after every player has played to the round",
        )),
        (Phase::Play(s), SedmaAction::Pass) => {
            if g.may_pass(s) {
                Ok(())
            } else if !g.opts.pass_rule() {
                Err(RuleError::new(
                    "no-pass-rule",
                    "passing is allowed only with 3 players, 32 cards and the pass rule",
                ))
            } else if s == g.leader {
                Err(RuleError::new(
                    "leader-cannot-pass",
                    "the leader cannot pass",
                ))
            } else if g.pass_used {
                Err(RuleError::new(
                    "pass-used",
                    "somebody has already passed this hand; only one pass is allowed",
                ))
            } else {
                Err(RuleError::new(
                    "pass-stock-empty",
                    "passing is allowed only while the stock has cards",
                ))
            }
        }
        (Phase::Decide, SedmaAction::EndTrick) => Ok(()),
        (Phase::Decide, SedmaAction::Pass) => Err(RuleError::new(
            "leader-cannot-pass",
            "the leader cannot pass: end the trick or continue it",
        )),
        (Phase::Decide, SedmaAction::Play(c)) => {
            let l = g.leader;
            if !g.hands[l as usize].contains(c) {
                return Err(RuleError::new(
                    "not-in-hand",
                    format!("{} does not hold the {}", who(l), c.phrase(g.opts.pack)),
                ));
            }
            if g.continue_cards().contains(c) {
                return Ok(());
            }
            let led = g.plays[0];
            let wild = if g.opts.osmova {
                "a seven or an eight"
            } else {
                "a seven"
            };
            let card = c.phrase(g.opts.pack);
            let reason = if g.rules.rank_of(led) == 7 && led.rank_value() != 7 {
                // The king of the king variant was led: it is a led seven.
                format!(
                    "to continue the trick the leader must play {wild}: the {} was led and plays \
                     as a seven; the {card} is not {wild}",
                    led.phrase(g.opts.pack)
                )
            } else {
                let lead = led.rank().map(|r| r.symbol(g.opts.pack)).unwrap_or("?");
                format!(
                    "to continue the trick the leader must play a {lead} (the rank led) or \
                     {wild}; the {card} is neither"
                )
            };
            Err(RuleError::new("continue-needs-match", reason))
        }
    }
}
