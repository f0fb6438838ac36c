//! The hint and the review in the window's language. The bots give facts (an
//! action, the values of the choices, a rule of thumb); each game words its own actions and
//! rules through [`Advice`], in its own folder, and the sentences around them are here.

use crate::ai::{GameBots, Hint, ReviewUnit, Why};
use crate::i18n::decimal;

/// How a sentence of advice names an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// As the advice itself: "Play the 7 of hearts".
    Advice,
    /// As one choice among others: "playing the 7 of hearts" (English), "zahrát srdcovou
    /// sedmu" (Czech).
    Choice,
}

impl Form {
    /// The form's key in the messages that name actions.
    pub fn key(self) -> &'static str {
        match self {
            Form::Advice => "advice",
            Form::Choice => "choice",
        }
    }
}

/// What a game adds to the hint and the review: its actions and its rules of thumb in words.
pub trait Advice: GameBots {
    /// `action` of `view`'s seat in `form`.
    fn action_text(view: &Self::View, action: Self::Action, form: Form) -> String;
    /// One of the game's rules of thumb, as the reason that follows the advice.
    fn rule_text(view: &Self::View, rule: &Self::Rule) -> String;
}

/// The hint for `view`'s seat in a sentence, or what is said when there is nothing to decide.
pub fn hint_text<G: Advice>(view: &G::View, hint: Option<&Hint<G::Action, G::Rule>>) -> String {
    let Some(hint) = hint else {
        return t!("hint-nothing");
    };
    let action = G::action_text(view, hint.action, Form::Advice);
    let choice = |a: G::Action| G::action_text(view, a, Form::Choice);
    let unit = G::REVIEW;
    let value = |v: f32| decimal(v, unit.decimals);
    match &hint.why {
        Why::Only => t!("hint-only", action = action),
        Why::Expected { value: v, next } => match next {
            // Equal once rounded: "against 47 for" the other would read as a contradiction.
            Some((other, w)) if unit.round(*w) >= unit.round(*v) => t!(
                "hint-expected-alike",
                action = action,
                unit = unit.unit,
                value = value(*v),
                next = choice(*other)
            ),
            Some((other, w)) => t!(
                "hint-expected-against",
                action = action,
                unit = unit.unit,
                value = value(*v),
                next = choice(*other),
                other = value(*w)
            ),
            None => t!(
                "hint-expected",
                action = action,
                unit = unit.unit,
                value = value(*v)
            ),
        },
        Why::Solved {
            points,
            next: Some((other, w)),
        } => t!(
            "hint-solved-against",
            action = action,
            points = *points,
            next = choice(*other),
            other = *w
        ),
        Why::Solved { points, next: None } => t!("hint-solved", action = action, points = *points),
        Why::SolvedAlike { points } => t!("hint-solved-alike", action = action, points = *points),
        Why::Swindle => t!("hint-swindle", action = action),
        Why::Rule(rule) => t!("hint-rule", action = action, why = G::rule_text(view, rule)),
    }
}

/// An amount of the review's unit: "12 card points", "0.4 points".
pub fn amount(unit: &ReviewUnit, value: f32) -> String {
    t!(
        "review-amount",
        unit = unit.unit,
        value = decimal(value, unit.decimals)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::sevens_from_hell::HellRule;
    use crate::cards::{parse_cards, rng_from_seed};
    use crate::engine::{HandGame, HandStart};
    use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursOptions};
    use crate::games::sedma::{Sedma, SedmaAction, SedmaOptions};
    use crate::games::sevens_from_hell::{BookKind, HellAction, HellOptions, SevensFromHell};
    use crate::i18n::{Language, set_language};

    /// The view of the first seat to act in a fresh hand of `G`.
    fn first_view<G: HandGame>(config: &G::Config) -> G::View {
        let g = G::deal(config, HandStart::new(0, 1), &mut rng_from_seed(1));
        g.view(g.to_act().unwrap())
    }

    /// `text` in `language` is a finished sentence: no message id or argument left in it.
    fn worded(language: Language, text: &str) {
        assert!(
            !text.contains('{') && !text.contains("hint-") && !text.contains("-advice"),
            "{language:?}: {text}"
        );
        assert!(text.ends_with('.'), "{language:?}: {text}");
    }

    /// Sedma's hints say the searched points, the next best choice, or that every card is
    /// known, in each language.
    #[test]
    fn sedma_hints_say_their_points() {
        let view = first_view::<Sedma>(&SedmaOptions::for_players(2));
        let play = view.legal[0];
        let other = view.legal[1];
        let hint = |why| Hint { action: play, why };
        let SedmaAction::Play(card) = play else {
            panic!("the leader plays a card first")
        };
        let name = card.phrase(view.options.pack);
        set_language(Language::English);
        assert_eq!(
            hint_text::<Sedma>(&view, None),
            "No hint here: there is nothing to decide."
        );
        let against = hint(Why::Expected {
            value: 51.6,
            next: Some((other, 40.8)),
        });
        let SedmaAction::Play(next) = other else {
            panic!("cards only")
        };
        assert_eq!(
            hint_text::<Sedma>(&view, Some(&against)),
            format!(
                "Hint: Play the {name}: about 52 card points expected by the end of the hand, \
                 against 41 for playing the {}.",
                next.phrase(view.options.pack)
            )
        );
        // Equal once rounded: about as good, not "52 against 52".
        let alike = hint(Why::Expected {
            value: 51.6,
            next: Some((other, 51.5)),
        });
        assert!(
            hint_text::<Sedma>(&view, Some(&alike)).ends_with("is about as good."),
            "{}",
            hint_text::<Sedma>(&view, Some(&alike))
        );
        for language in Language::ALL {
            set_language(language);
            for why in [
                Why::Only,
                Why::Expected {
                    value: 51.6,
                    next: None,
                },
                Why::Expected {
                    value: 51.6,
                    next: Some((other, 40.8)),
                },
                Why::Solved {
                    points: 61,
                    next: Some((other, 41)),
                },
                Why::Solved {
                    points: 61,
                    next: None,
                },
                Why::SolvedAlike { points: 61 },
                Why::Swindle,
            ] {
                worded(language, &hint_text::<Sedma>(&view, Some(&hint(why))));
            }
        }
        set_language(Language::English);
    }

    /// All Fours' expectations have a decimal, written as each language writes it.
    #[test]
    fn all_fours_hints_write_decimals_the_languages_way() {
        let view = first_view::<AllFours>(&AllFoursOptions::for_players(2));
        let hint = Hint {
            action: AllFoursAction::Beg,
            why: Why::Expected {
                value: 1.26,
                next: Some((AllFoursAction::Stand, 0.84)),
            },
        };
        set_language(Language::English);
        assert_eq!(
            hint_text::<AllFours>(&view, Some(&hint)),
            "Hint: Beg: about 1.3 points from this deal for your side, against 0.8 for standing."
        );
        set_language(Language::Czech);
        assert_eq!(
            hint_text::<AllFours>(&view, Some(&hint)),
            "Rada: řekni „žebrám“ – z tohoto rozdání asi 1,3 bodu pro tvou stranu; říct \
             „stojím“ dá asi 0,8."
        );
        set_language(Language::Polish);
        assert_eq!(
            hint_text::<AllFours>(&view, Some(&hint)),
            "Podpowiedź: powiedz „żebrzę” – z tego rozdania około 1,3 punktu dla twojej \
             strony; powiedzieć „zostaję” da około 0,8."
        );
        set_language(Language::English);
        let discard = Hint {
            action: AllFoursAction::Discard(parse_cards("2c").unwrap()[0]),
            why: Why::<_, std::convert::Infallible>::Only,
        };
        assert_eq!(
            hint_text::<AllFours>(&view, Some(&discard)),
            "Hint: Discard the 2 of clubs: it is the only legal move."
        );
    }

    /// Every rule of thumb of Sevens from Hell is a sentence in each language.
    #[test]
    fn every_rule_of_thumb_is_worded() {
        let view = first_view::<SevensFromHell>(&HellOptions::for_players(4));
        let kings = BookKind::natural(13).unwrap();
        let rules = [
            HellRule::DrawOverPile,
            HellRule::PileClosed,
            HellRule::TakePile { cards: 5 },
            HellRule::Foot,
            HellRule::MeldEnough {
                value: 70,
                minimum: 50,
            },
            HellRule::MeldShort,
            HellRule::Stage {
                kind: kings,
                minimum: 50,
            },
            HellRule::Sevens,
            HellRule::Wilds,
            HellRule::OnTable,
            HellRule::DirtyBook,
            HellRule::ClosesClean { kind: kings },
            HellRule::MoreOnTable,
            HellRule::ClosesDirtyNeeded,
            HellRule::Closes,
            HellRule::WildsGrow,
            HellRule::WildLate,
            HellRule::DiscardThree,
            HellRule::DiscardTheirs,
            HellRule::DiscardSingle,
            HellRule::DiscardLeast,
            HellRule::NothingToDiscard,
        ];
        for language in Language::ALL {
            set_language(language);
            for rule in rules {
                let hint = Hint {
                    action: HellAction::Draw,
                    why: Why::Rule(rule),
                };
                worded(language, &hint_text::<SevensFromHell>(&view, Some(&hint)));
            }
        }
        set_language(Language::English);
        let hint = Hint {
            action: HellAction::Take { jokers: 0 },
            why: Why::Rule(HellRule::TakePile { cards: 5 }),
        };
        assert_eq!(
            hint_text::<SevensFromHell>(&view, Some(&hint)),
            "Hint: Take the pile: the pile's 5 cards come to your hand and your pair goes on \
             the table."
        );
        let add = Hint {
            action: HellAction::Add {
                kind: kings,
                piece: crate::games::sevens_from_hell::Piece::Joker,
            },
            why: Why::Rule(HellRule::WildLate),
        };
        set_language(Language::Czech);
        assert_eq!(
            hint_text::<SevensFromHell>(&view, Some(&add)),
            "Rada: přidej žolíka do sady králů – pozdě v kole má divoká karta na stole větší \
             cenu než v ruce."
        );
        set_language(Language::English);
    }
}
