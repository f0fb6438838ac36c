//! Why an All Fours action is refused: the player-readable reasons behind `Game::check`.

use super::trick::{lower_name, suit_name};
use super::{AllFours, AllFoursAction, Phase};
use crate::engine::{RuleError, Seat};

pub(super) fn check(g: &AllFours, action: AllFoursAction) -> Result<(), RuleError> {
    let who = |s: u8| AllFours::seat_name(g.n as usize, s as Seat);
    use AllFoursAction as A;
    match (g.phase, action) {
        (Phase::Over, _) => Err(RuleError::new("hand-over", "the deal is over")),
        (Phase::Eldest, A::Stand | A::Beg) => Ok(()),
        (Phase::Eldest, _) => Err(RuleError::new(
            "eldest-decides",
            format!(
                "{} (eldest) first decides: 'stand' to accept {} as trumps or 'beg'",
                who(g.eldest),
                suit_name(g.trump)
            ),
        )),
        (Phase::Dealer, A::Run) => Ok(()),
        (Phase::Dealer, A::Give) => {
            if g.may_give() {
                Ok(())
            } else {
                Err(RuleError::new(
                    "gift-would-win",
                    format!(
                        "the dealer cannot give: the point would bring {} to the target of {}; the dealer must run the cards",
                        super::scoring::side_names(g.n as usize)
                            .get(g.side_of(g.eldest as Seat))
                            .map_or("eldest", String::as_str),
                        g.opts.target().unwrap_or(0)
                    ),
                ))
            }
        }
        (Phase::Dealer, _) => Err(RuleError::new(
            "dealer-decides",
            format!(
                "eldest begged: {} (the dealer) must 'give' a point or 'run' the cards",
                who(g.dealer)
            ),
        )),
        (Phase::Discard(s), A::Discard(c)) => {
            if g.hands[s as usize].contains(c) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "not-in-hand",
                    format!("{} does not hold the {}", who(s), lower_name(c)),
                ))
            }
        }
        (Phase::Discard(s), _) => Err(RuleError::new(
            "must-discard",
            format!(
                "after the run every player discards down to six: {} holds {} and discards a card",
                who(s),
                g.hands[s as usize].len()
            ),
        )),
        (Phase::Play(s), A::Play(c)) => {
            if !g.hands[s as usize].contains(c) {
                return Err(RuleError::new(
                    "not-in-hand",
                    format!("{} does not hold the {}", who(s), lower_name(c)),
                ));
            }
            if g.playable(s).contains(c) {
                return Ok(());
            }
            let led = suit_name(g.trick[0].suit_index());
            let how = if g.opts.trump_anytime {
                format!(
                    "follow suit ({led}) or play a trump ({})",
                    suit_name(g.trump)
                )
            } else {
                format!("follow suit ({led})")
            };
            Err(RuleError::new(
                "must-follow-suit",
                format!(
                    "{led} were led and {} holds {led}: the {} may not be played; {how}",
                    who(s),
                    lower_name(c)
                ),
            ))
        }
        (Phase::Play(_), _) => Err(RuleError::new(
            "play-a-card",
            "trumps are settled and the tricks are being played: play a card",
        )),
    }
}
