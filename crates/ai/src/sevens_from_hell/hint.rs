//! The hint for a Sevens from Hell decision: the rule bot's choice (the normal level), with
//! the rule of thumb behind it as facts the window words.

use super::rule::policy_action;
use crate::engine::{Game, Seat};
use crate::games::sevens_from_hell::{BookKind, HellAction, HellView, Piece, SevensFromHell};
use crate::{Hint, Why};

/// The rule of thumb behind a Sevens from Hell hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HellRule {
    /// Two cards from the decks serve better than the pile that could be taken.
    DrawOverPile,
    /// The pile cannot be taken now.
    PileClosed,
    /// The pile's `cards` come to the hand and the pair goes on the table.
    TakePile { cards: usize },
    /// The foot's cards are the seat's to play now.
    Foot,
    /// The staged meld is worth `value`, enough for the `minimum` the round needs.
    MeldEnough { value: u32, minimum: u32 },
    /// The staged cards cannot reach the minimum: kept for a later turn.
    MeldShort,
    /// Stage cards of `kind` towards an initial meld of `minimum` or more.
    Stage { kind: BookKind, minimum: u32 },
    /// The book of sevens is required, and sevens cannot be discarded.
    Sevens,
    /// A book of wild cards is required, and wild cards left in hand cost 20 or 50 each.
    Wilds,
    /// Cards on the table score; cards in hand count against the team.
    OnTable,
    /// A pair and a wild card make a dirty book the team can close.
    DirtyBook,
    /// A natural card closes the book of `kind`.
    ClosesClean { kind: BookKind },
    /// Another natural card on the table scores, and leaves the hand.
    MoreOnTable,
    /// A wild card closes a dirty book, and the team still needs two.
    ClosesDirtyNeeded,
    /// It closes the book.
    Closes,
    /// The book of wild cards grows towards its seven.
    WildsGrow,
    /// Late in the round a wild card is worth more on the table than in hand.
    WildLate,
    /// A 3 is of no use in a book, and on the pile it freezes it for the next player.
    DiscardThree,
    /// The opponents build that rank, so they seldom hold the pair to take the pile with it.
    DiscardTheirs,
    /// A single card with no book of the team's to go to.
    DiscardSingle,
    /// The card the hand needs least.
    DiscardLeast,
    /// Nothing held may be discarded.
    NothingToDiscard,
}

/// The normal level's action for the view's seat and why; `None` when nothing is to decide.
pub fn hint(view: &HellView) -> Option<Hint<HellAction, HellRule>> {
    if view.legal.is_empty() {
        return None;
    }
    let g = &view.public;
    // The state a view holds answers the seat's own questions exactly as the round does.
    let action = policy_action(g)?;
    Some(Hint {
        action,
        why: Why::Rule(why(g, view.seat, action)),
    })
}

/// The rule of thumb that picks `action`.
fn why(g: &SevensFromHell, seat: Seat, action: HellAction) -> HellRule {
    let team = g.team(g.team_of(seat));
    let taking = (0..3).any(|jokers| g.check(HellAction::Take { jokers }).is_ok());
    let required = team.required();
    match action {
        HellAction::Draw if taking => HellRule::DrawOverPile,
        HellAction::Draw => HellRule::PileClosed,
        HellAction::Take { .. } => HellRule::TakePile {
            cards: g.pile().len(),
        },
        HellAction::Foot => HellRule::Foot,
        HellAction::Meld => HellRule::MeldEnough {
            value: g.staged_value(),
            minimum: g.minimum(),
        },
        HellAction::Cancel => HellRule::MeldShort,
        HellAction::Start { kind, .. } | HellAction::Add { kind, .. } if !team.melded => {
            HellRule::Stage {
                kind,
                minimum: g.minimum(),
            }
        }
        HellAction::Start { kind, .. } if kind.is_sevens() => HellRule::Sevens,
        HellAction::Start { kind, .. } if kind.is_wild() => HellRule::Wilds,
        HellAction::Start { wilds: 0, .. } => HellRule::OnTable,
        HellAction::Start { .. } => HellRule::DirtyBook,
        HellAction::Add { kind, piece } => {
            let closes = team.open_book(kind).len() + 1 == 7;
            match (piece, closes) {
                (Piece::Natural, true) => HellRule::ClosesClean { kind },
                (Piece::Natural, false) => HellRule::MoreOnTable,
                (_, true) if required.dirty < 2 && !kind.is_wild() => HellRule::ClosesDirtyNeeded,
                (_, true) => HellRule::Closes,
                (_, false) if kind.is_wild() => HellRule::WildsGrow,
                _ => HellRule::WildLate,
            }
        }
        HellAction::Discard(card) if card.rank_value() == 3 => HellRule::DiscardThree,
        HellAction::Discard(card) => {
            let rank = card.rank_value();
            let theirs = BookKind::natural(rank).is_some_and(|k| {
                (0..g.team_count())
                    .filter(|&t| t != g.team_of(seat))
                    .any(|t| !g.team(t).open_book(k).is_empty())
            });
            if theirs {
                HellRule::DiscardTheirs
            } else if g.hand(seat).of_rank(rank) == 1 {
                HellRule::DiscardSingle
            } else {
                HellRule::DiscardLeast
            }
        }
        HellAction::End => HellRule::NothingToDiscard,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::rng_from_seed;
    use crate::engine::{Game, HandGame, HandStart};
    use crate::games::sevens_from_hell::HellOptions;

    /// Over random rounds the hint is the normal level's move, legal, and a sentence.
    #[test]
    fn the_hint_is_the_rule_bots_move_with_its_rule() {
        let mut rng = rng_from_seed(12);
        let mut g =
            SevensFromHell::deal(&HellOptions::for_players(4), HandStart::new(0, 1), &mut rng);
        let mut seen = std::collections::HashSet::new();
        let mut rules = std::collections::HashSet::new();
        for _ in 0..600 {
            let Some(seat) = g.to_act() else { break };
            let h = hint(&g.view(seat)).unwrap();
            assert!(g.check(h.action).is_ok(), "{:?}", h.action);
            assert_eq!(Some(h.action), policy_action(&g));
            let Why::Rule(rule) = h.why else {
                panic!("a rule of thumb gives every hint: {:?}", h.why)
            };
            // A rule speaking of the pile or the meld speaks of the action it goes with.
            match rule {
                HellRule::TakePile { .. } => assert!(matches!(h.action, HellAction::Take { .. })),
                HellRule::MeldEnough { value, minimum } => {
                    assert_eq!(h.action, HellAction::Meld);
                    assert!(value >= minimum, "{value} < {minimum}");
                }
                _ => {}
            }
            rules.insert(std::mem::discriminant(&rule));
            seen.insert(std::mem::discriminant(&h.action));
            let a = g.random_action(&mut rng).unwrap();
            g.apply(a).unwrap();
        }
        assert!(seen.len() >= 3, "hints of several kinds were given");
        assert!(rules.len() >= 5, "several rules of thumb were given");
    }
}
