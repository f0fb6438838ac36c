//! Why an All Fours action is refused: the player-readable reasons behind `Game::check`, in
//! English with the facts (seats, cards, suits by their English key, numbers) a window words.

use super::trick::{lower_name, suit_name};
use super::{AllFours, AllFoursAction, Phase};
use crate::engine::{RuleArg, RuleError, Seat};

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
        )
        .with("seat", RuleArg::Seat(g.eldest as Seat))
        .with("trump", RuleArg::Key(suit_name(g.trump)))),
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
                )
                .with("seat", RuleArg::Seat(g.eldest as Seat))
                .with("target", RuleArg::Number(g.opts.target().unwrap_or(0) as i64)))
            }
        }
        (Phase::Dealer, _) => Err(RuleError::new(
            "dealer-decides",
            format!(
                "eldest begged: {} (the dealer) must 'give' a point or 'run' the cards",
                who(g.dealer)
            ),
        )
        .with("seat", RuleArg::Seat(g.dealer as Seat))
        .with("eldest", RuleArg::Seat(g.eldest as Seat))),
        (Phase::Discard(s), A::Discard(c)) => {
            if g.hands[s as usize].contains(c) {
                Ok(())
            } else {
                Err(not_in_hand(s, c, who(s)))
            }
        }
        (Phase::Discard(s), _) => Err(RuleError::new(
            "must-discard",
            format!(
                "after the run every player discards down to six: {} holds {} and discards a card",
                who(s),
                g.hands[s as usize].len()
            ),
        )
        .with("seat", RuleArg::Seat(s as Seat))
        .with("held", RuleArg::Number(g.hands[s as usize].len() as i64))),
        (Phase::Play(s), A::Play(c)) => {
            if !g.hands[s as usize].contains(c) {
                return Err(not_in_hand(s, c, who(s)));
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
            )
            .with("seat", RuleArg::Seat(s as Seat))
            .with("card", RuleArg::Card(c))
            .with("led", RuleArg::Key(led))
            .with("trump", RuleArg::Key(suit_name(g.trump)))
            .with(
                "trump_anytime",
                RuleArg::Number(g.opts.trump_anytime as i64),
            ))
        }
        (Phase::Play(_), _) => Err(RuleError::new(
            "play-a-card",
            "trumps are settled and the tricks are being played: play a card",
        )),
    }
}

/// A card the seat does not hold.
fn not_in_hand(seat: u8, card: crate::cards::Card, who: String) -> RuleError {
    RuleError::new(
        "not-in-hand",
        format!("{who} does not hold the {}", lower_name(card)),
    )
    .with("seat", RuleArg::Seat(seat as Seat))
    .with("card", RuleArg::Card(card))
}
