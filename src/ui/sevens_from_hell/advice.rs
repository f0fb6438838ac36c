//! Sevens from Hell's actions and rules of thumb as the hint and the review name them.

use super::STYLE;
use super::group::Group;
use super::words::{cards_word, kind_word};
use crate::ai::sevens_from_hell::HellRule;
use crate::games::sevens_from_hell::{HellAction, HellView, Piece, SevensFromHell};
use crate::i18n::{Case, card};
use crate::ui::advice::{Advice, Form};

impl Advice for SevensFromHell {
    fn action_text(_view: &HellView, action: HellAction, form: Form) -> String {
        let (action, kind, piece, discard) = match action {
            HellAction::Draw => ("draw", None, None, None),
            HellAction::Take { .. } => ("take", None, None, None),
            HellAction::Start { kind, .. } if kind.is_wild() => ("start-wild", None, None, None),
            HellAction::Start { kind, wilds: 0, .. } => ("start", Some(kind), None, None),
            HellAction::Start { kind, .. } => ("start-dirty", Some(kind), None, None),
            HellAction::Add { kind, piece } => {
                let group = match piece {
                    Piece::Joker => Group::Joker,
                    Piece::Two => Group::Two,
                    Piece::Natural => Group::Natural(kind.rank()),
                };
                ("add", Some(kind), Some(group), None)
            }
            HellAction::Meld => ("meld", None, None, None),
            HellAction::Cancel => ("cancel", None, None, None),
            HellAction::Foot => ("foot", None, None, None),
            HellAction::Discard(c) => ("discard", None, None, Some(c)),
            HellAction::End => ("end", None, None, None),
        };
        t!(
            "hell-advice",
            form = form.key(),
            action = action,
            kind = kind.map(|k| kind_word(k, Case::Gen)).unwrap_or_default(),
            piece = piece
                .map(|g| cards_word(g, 1, Case::Acc))
                .unwrap_or_default(),
            card = discard
                .map(|c| card(c, STYLE, Case::Acc))
                .unwrap_or_default()
        )
    }

    fn rule_text(_view: &HellView, rule: &HellRule) -> String {
        match *rule {
            HellRule::DrawOverPile => t!("hell-why-draw-over-pile"),
            HellRule::PileClosed => t!("hell-why-pile-closed"),
            HellRule::TakePile { cards } => t!("hell-why-take-pile", cards = cards),
            HellRule::Foot => t!("hell-why-foot"),
            HellRule::MeldEnough { value, minimum } => {
                t!("hell-why-meld-enough", value = value, minimum = minimum)
            }
            HellRule::MeldShort => t!("hell-why-meld-short"),
            HellRule::Stage { kind, minimum } => t!(
                "hell-why-stage",
                kind = kind_word(kind, Case::Acc),
                minimum = minimum
            ),
            HellRule::Sevens => t!("hell-why-sevens"),
            HellRule::Wilds => t!("hell-why-wilds"),
            HellRule::OnTable => t!("hell-why-on-table"),
            HellRule::DirtyBook => t!("hell-why-dirty-book"),
            HellRule::ClosesClean { kind } => {
                t!("hell-why-closes-clean", kind = kind_word(kind, Case::Gen))
            }
            HellRule::MoreOnTable => t!("hell-why-more-on-table"),
            HellRule::ClosesDirtyNeeded => t!("hell-why-closes-dirty-needed"),
            HellRule::Closes => t!("hell-why-closes"),
            HellRule::WildsGrow => t!("hell-why-wilds-grow"),
            HellRule::WildLate => t!("hell-why-wild-late"),
            HellRule::DiscardThree => t!("hell-why-discard-three"),
            HellRule::DiscardTheirs => t!("hell-why-discard-theirs"),
            HellRule::DiscardSingle => t!("hell-why-discard-single"),
            HellRule::DiscardLeast => t!("hell-why-discard-least"),
            HellRule::NothingToDiscard => t!("hell-why-nothing-to-discard"),
        }
    }
}
