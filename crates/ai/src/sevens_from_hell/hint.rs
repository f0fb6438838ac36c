//! The hint for a Sevens from Hell decision: the rule bot's choice (the normal level), with
//! the rule of thumb behind it in a sentence.

use super::phrase;
use super::rule::policy_action;
use crate::Hint;
use crate::engine::{Game, Seat};
use crate::games::sevens_from_hell::{BookKind, HellAction, HellView, Piece, SevensFromHell};

/// The normal level's action for the view's seat and why; `None` when nothing is to decide.
pub fn hint(view: &HellView) -> Option<Hint<HellAction>> {
    if view.legal.is_empty() {
        return None;
    }
    let g = &view.public;
    // The state a view holds answers the seat's own questions exactly as the round does.
    let action = policy_action(g)?;
    let reason = format!(
        "{}: {}.",
        imperative(&phrase(action)),
        why(g, view.seat, action)
    );
    Some(Hint { action, reason })
}

/// "drawing two" as advice: "Draw two".
fn imperative(phrase: &str) -> String {
    let (verb, rest) = phrase.split_once(' ').unwrap_or((phrase, ""));
    let verb = match verb {
        "drawing" => "Draw",
        "taking" => "Take",
        "starting" => "Start",
        "adding" => "Add",
        "laying" => "Lay",
        "discarding" => "Discard",
        "picking" => "Pick",
        "ending" => "End",
        other => other,
    };
    if rest.is_empty() {
        verb.to_string()
    } else {
        format!("{verb} {rest}")
    }
}

/// The rule of thumb that picks `action`.
fn why(g: &SevensFromHell, seat: Seat, action: HellAction) -> String {
    let team = g.team(g.team_of(seat));
    let taking = (0..3).any(|jokers| g.check(HellAction::Take { jokers }).is_ok());
    let required = team.required();
    match action {
        HellAction::Draw if taking => {
            "two cards from the decks serve you better than the pile".into()
        }
        HellAction::Draw => "the pile cannot be taken now".into(),
        HellAction::Take { .. } => format!(
            "the pile's {} cards come to your hand and your pair goes on the table",
            g.pile().len()
        ),
        HellAction::Foot => "your foot's cards are yours to play now".into(),
        HellAction::Meld => format!(
            "the staged meld is worth {}, enough for the {} this round needs",
            g.staged_value(),
            g.minimum()
        ),
        HellAction::Cancel => {
            "the staged cards cannot reach the minimum: keep them for a later turn".into()
        }
        HellAction::Start { kind, .. } | HellAction::Add { kind, .. } if !team.melded => {
            format!(
                "stage the {} towards your initial meld of {} or more",
                kind.plural(),
                g.minimum()
            )
        }
        HellAction::Start { kind, .. } if kind.is_sevens() => {
            "the book of sevens is one of the five your team needs, and sevens cannot be discarded"
                .into()
        }
        HellAction::Start { kind, .. } if kind.is_wild() => {
            "a book of wild cards is required, and wild cards left in hand cost 20 or 50 each"
                .into()
        }
        HellAction::Start { wilds: 0, .. } => {
            "cards on the table score for you; cards left in hand count against you".into()
        }
        HellAction::Start { .. } => {
            "a pair and a wild card make a book: a dirty book your team can close".into()
        }
        HellAction::Add { kind, piece } => {
            let book = team.open_book(kind);
            let closes = book.len() + 1 == 7;
            match (piece, closes) {
                (Piece::Natural, true) => format!("it closes the book of {}", kind.plural()),
                (Piece::Natural, false) => {
                    "more cards on the table score for you, and fewer stay in your hand".into()
                }
                (_, true) if required.dirty < 2 && !kind.is_wild() => {
                    "it closes a dirty book, and your team still needs two".into()
                }
                (_, true) => "it closes the book".into(),
                (_, false) if kind.is_wild() => {
                    "the book of wild cards grows towards the seven it needs".into()
                }
                _ => "late in the round a wild card on the table is worth more than in your hand"
                    .into(),
            }
        }
        HellAction::Discard(card) if card.rank_value() == 3 => {
            "a 3 is of no use in a book, and on top of the pile it freezes it for the next player"
                .into()
        }
        HellAction::Discard(card) => {
            let rank = card.rank_value();
            let held = g.hand(seat).of_rank(rank);
            let theirs = BookKind::natural(rank).is_some_and(|k| {
                (0..g.team_count())
                    .filter(|&t| t != g.team_of(seat))
                    .any(|t| !g.team(t).open_book(k).is_empty())
            });
            if theirs {
                "the opponents already build that rank, so they seldom hold the pair that takes the pile with it".into()
            } else if held == 1 {
                "a single card with no book of yours to go to is the one you need least".into()
            } else {
                "it is the card your hand needs least".into()
            }
        }
        HellAction::End => "nothing you hold may be discarded".into(),
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
    fn the_hint_is_the_rule_bots_move_with_a_reason() {
        let mut rng = rng_from_seed(12);
        let mut g =
            SevensFromHell::deal(&HellOptions::for_players(4), HandStart::new(0, 1), &mut rng);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..600 {
            let Some(seat) = g.to_act() else { break };
            let h = hint(&g.view(seat)).unwrap();
            assert!(g.check(h.action).is_ok(), "{:?}", h.action);
            assert_eq!(Some(h.action), policy_action(&g));
            assert!(
                h.reason.ends_with('.') && h.reason.contains(": "),
                "{}",
                h.reason
            );
            assert!(
                h.reason.chars().next().unwrap().is_uppercase(),
                "{}",
                h.reason
            );
            seen.insert(std::mem::discriminant(&h.action));
            let a = g.random_action(&mut rng).unwrap();
            g.apply(a).unwrap();
        }
        assert!(seen.len() >= 3, "hints of several kinds were given");
    }
}
