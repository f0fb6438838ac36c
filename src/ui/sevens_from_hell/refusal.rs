//! The engine's Sevens from Hell refusals in the window's language: every rule by its stable
//! name, worded from the facts the refusal carries (the English reason only for a rule this
//! window does not know).

use super::STYLE;
use super::compose::Group;
use super::words::{cards_word, kind_of, kind_word, missing_books};
use crate::cards::Rank;
use crate::engine::{RuleArg, RuleError};
use crate::games::sevens_from_hell::Required;
use crate::i18n::Case;

/// Why the rules refuse an action, as a sentence without its full stop (it is also continued
/// after a button's name: "Discard a 7: sevens can never be discarded").
pub fn refusal(e: &RuleError) -> String {
    let key = |name: &str| match e.arg(name) {
        Some(RuleArg::Key(k)) => k,
        _ => "",
    };
    let kind = kind_of(e.number("book"));
    match e.rule {
        "round-over" => t!("hell-refuse-round-over"),
        "acquire-first" => t!("hell-refuse-acquire-first"),
        "already-acquired" => t!("hell-refuse-already-acquired"),
        "pile-empty" => t!("hell-refuse-pile-empty"),
        "pile-frozen" => t!("hell-refuse-pile-frozen"),
        "take-needs-pair" => match key("case") {
            "jokers" => t!(
                "hell-refuse-take-jokers",
                jokers = e.number("jokers"),
                have_jokers = e.number("have_jokers"),
                have_twos = e.number("have_twos")
            ),
            "natural-top" => t!(
                "hell-refuse-take-natural-top",
                card = cards_word(Group::Natural(kind.rank()), 1, Case::Nom)
            ),
            _ if kind.is_wild() => t!("hell-refuse-take-wild"),
            _ => t!(
                "hell-refuse-take-pair",
                kind = kind_word(kind, Case::Gen),
                have = e.number("have"),
                one = cards_word(Group::Natural(kind.rank()), 1, Case::Acc)
            ),
        },
        "take-book-full" => t!(
            "hell-refuse-take-book-full",
            kind = kind_word(kind, Case::Gen),
            count = e.number("len"),
            total = e.number("len") + 3
        ),
        "close-permission" => t!("hell-refuse-close-permission"),
        "take-meld-minimum" if key("case") == "one-close" => t!(
            "hell-refuse-take-meld-one-close",
            best = e.number("best"),
            minimum = e.number("minimum")
        ),
        "take-meld-minimum" => t!(
            "hell-refuse-take-meld-minimum",
            best = e.number("best"),
            minimum = e.number("minimum")
        ),
        "not-in-hand" if e.arg("card").is_some() => t!("refuse-not-in-hand"),
        "not-in-hand" => t!(
            "hell-refuse-not-enough",
            piece = key("piece"),
            kind = kind_word(kind, Case::Gen)
        ),
        "book-composition" => match key("problem") {
            "too-many" => t!(
                "hell-refuse-too-many",
                total = e.number("naturals") + e.number("wilds")
            ),
            "wild-only" => t!("hell-refuse-wild-only"),
            "sevens-no-wild" => t!("hell-refuse-sevens-no-wild"),
            "more-naturals" => t!(
                "hell-refuse-more-naturals",
                rank = Rank::from_value(kind.rank())
                    .map(|r| crate::i18n::rank_word(r, STYLE, Case::Acc))
                    .unwrap_or_default()
            ),
            _ => t!("hell-refuse-composition"),
        },
        "one-open-book-per-kind" => t!(
            "hell-refuse-book-exists",
            place = key("place"),
            kind = kind_word(kind, Case::Gen)
        ),
        "no-such-book" => t!(
            "hell-refuse-no-book",
            place = key("place"),
            kind = kind_word(kind, Case::Gen)
        ),
        "meld-minimum" => t!(
            "hell-refuse-meld-minimum",
            minimum = e.number("minimum"),
            round = e.number("round"),
            value = e.number("value")
        ),
        "meld-out-of-reach" if key("case") == "one-close" => t!(
            "hell-refuse-meld-out-of-reach-one-close",
            best = e.number("best"),
            minimum = e.number("minimum")
        ),
        "meld-out-of-reach" => t!(
            "hell-refuse-meld-out-of-reach",
            best = e.number("best"),
            minimum = e.number("minimum")
        ),
        "nothing-staged" => t!("hell-refuse-nothing-staged"),
        "pickup-stays" => t!("hell-refuse-pickup-stays"),
        "lay-down-first" => t!("hell-refuse-lay-down-first"),
        "pickup-meld-first" => t!("hell-refuse-pickup-meld-first"),
        "no-discarding-sevens" => t!("hell-refuse-no-sevens"),
        "going-out-needs-books" => t!("hell-refuse-going-out", books = missing(e)),
        "keep-a-card" => t!("hell-refuse-keep-a-card", books = missing(e)),
        "must-discard" => t!("hell-refuse-must-discard"),
        "finish-going-out" => t!("hell-refuse-finish-going-out"),
        "foot-automatic" => t!("hell-refuse-foot-automatic"),
        "foot-taken" => t!("hell-refuse-foot-taken"),
        "foot-not-now" => t!("hell-refuse-foot-not-now"),
        _ => crate::ui::table::sentence(&e.reason),
    }
}

/// The required books a refusal says the team still lacks.
fn missing(e: &RuleError) -> String {
    missing_books(Required {
        sevens: e.number("has_sevens") != 0,
        wild: e.number("has_wild") != 0,
        clean: e.number("has_clean") != 0,
        dirty: e.number("dirty_books").clamp(0, 2) as u8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::sevens_from_hell::{HellAction, HellOptions, SevensFromHell};

    /// Every refusal a random round meets is worded by the window, never left to the engine's
    /// English, and reads the same as the engine's in English.
    #[test]
    fn refusals_are_worded_from_their_facts() {
        use crate::engine::HandGame;
        let mut rng = crate::cards::rng_from_seed(5);
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..6 {
            let mut g = SevensFromHell::deal(
                &HellOptions::for_players(4),
                crate::engine::HandStart::new(0, 0),
                &mut crate::cards::rng_from_seed(seed),
            );
            for _ in 0..400 {
                if g.to_act().is_none() {
                    break;
                }
                for a in probes(&g) {
                    if let Err(e) = g.check(a) {
                        assert_eq!(refusal(&e), crate::ui::table::sentence(&e.reason), "{a:?}");
                        seen.insert(e.rule);
                    }
                }
                let Some(a) = g.random_action(&mut rng) else {
                    break;
                };
                g.apply_with(a, &mut ());
            }
        }
        assert!(seen.len() >= 8, "only {seen:?} were met");
    }

    /// A spread of actions to ask the rules about, most of them refused.
    fn probes(g: &SevensFromHell) -> Vec<HellAction> {
        use crate::games::sevens_from_hell::{BookKind, Piece};
        let mut out = vec![
            HellAction::Draw,
            HellAction::Take { jokers: 0 },
            HellAction::Take { jokers: 1 },
            HellAction::Meld,
            HellAction::Cancel,
            HellAction::End,
            HellAction::Foot,
        ];
        for kind in BookKind::ALL {
            out.push(HellAction::Start {
                kind,
                wilds: 0,
                jokers: 0,
            });
            out.push(HellAction::Start {
                kind,
                wilds: 1,
                jokers: 0,
            });
            for piece in [Piece::Natural, Piece::Joker, Piece::Two] {
                out.push(HellAction::Add { kind, piece });
            }
        }
        let seat = g.to_act().unwrap_or(0);
        out.extend(g.hand(seat).held().map(HellAction::Discard));
        out
    }
}
