//! The engine's Sevens from Hell refusals in the window's language: every rule by its stable
//! name, worded from the facts the refusal carries (the English reason only for a rule this
//! window does not know).

use super::STYLE;
use super::group::Group;
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

    /// The refusals of rule-book cases H23 and H24, which random rounds hardly meet: the same
    /// sentence as the engine's in English, and their own in Czech and Polish.
    #[test]
    fn going_out_and_the_one_close_limit_are_worded_in_each_language() {
        use crate::cards::parse_cards;
        use crate::engine::{FixedDeal, HandGame};
        use crate::games::sevens_from_hell::HellLayout;
        use crate::i18n::{Language, set_language};
        let cards = |s: &str| parse_cards(s).unwrap();
        // H24: round 1 with a minimum of 140, a king on top, six kings and seven queens.
        let mut o = HellOptions::for_players(4);
        o.meld_minimums[0] = 140;
        let deal = FixedDeal {
            dealer: 3,
            leader: Some(0),
            hands: vec![
                cards("Kc Kd Kh Ks Kc Kd Qc Qd Qh Qs Qc Qd Qh"),
                cards("5d"),
                cards("5h"),
                cards("5s"),
            ],
            layout: HellLayout {
                feet: vec![cards("6c"), cards("6d"), cards("6h"), cards("6s")],
                decks: vec![cards("4c"), cards("4d")],
                pile: cards("6c Kh"),
                ..HellLayout::default()
            },
            ..FixedDeal::default()
        };
        let g = SevensFromHell::from_deal(&o, &deal).unwrap();
        let take = g.check(HellAction::Take { jokers: 0 }).unwrap_err();
        // H23: the last 8 closes the dirty book that completes the five.
        let deal = FixedDeal {
            dealer: 3,
            leader: Some(0),
            hands: vec![cards("8c"), cards("5d"), cards("5h"), cards("5s")],
            layout: HellLayout {
                feet: vec![vec![], cards("6c"), cards("6h"), cards("6s")],
                decks: vec![cards("8d 4c"), cards("8h 4d")],
                pile: cards("6c"),
                books: vec![
                    vec![
                        cards("7c 7d 7h 7s 7c 7d 7h"),
                        cards("Jk Jk 2c 2d 2h 2s Jk"),
                        cards("Kc Kd Kh Ks Kc Kd Kh"),
                        cards("Qc Qd Qh Qs Qc 2c Jk"),
                        cards("8s 8d 8h Jk"),
                    ],
                    vec![],
                ],
                ..HellLayout::default()
            },
            ..FixedDeal::default()
        };
        let mut g = SevensFromHell::from_deal(&HellOptions::for_players(4), &deal).unwrap();
        for a in ["draw", "8@8", "8@8"] {
            let a = crate::engine::GameDef::read_action(&g, a).unwrap();
            g.apply(a).unwrap();
        }
        let end = g.check(HellAction::End).unwrap_err();
        assert_eq!(
            (take.rule, end.rule),
            ("take-meld-minimum", "finish-going-out")
        );
        set_language(Language::English);
        let english = [refusal(&take), refusal(&end)];
        assert!(
            english[0].contains("only by closing two books"),
            "{}",
            english[0]
        );
        assert_eq!(english[0], crate::ui::table::sentence(&take.reason));
        assert_eq!(english[1], crate::ui::table::sentence(&end.reason));
        for language in [Language::Czech, Language::Polish] {
            set_language(language);
            for (e, en) in [&take, &end].into_iter().zip(&english) {
                let w = refusal(e);
                assert!(!w.contains('{') && w != *en, "{language:?}: {w}");
            }
            assert!(refusal(&take).contains("130") && refusal(&take).contains("140"));
        }
        set_language(Language::English);
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
