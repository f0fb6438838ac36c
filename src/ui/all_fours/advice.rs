//! All Fours' actions as the hint and the review name them.

use super::STYLE;
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursView};
use crate::i18n::{Case, card};
use crate::ui::advice::{Advice, Form};
use std::convert::Infallible;

impl Advice for AllFours {
    fn action_text(_view: &AllFoursView, action: AllFoursAction, form: Form) -> String {
        let (action, card) = match action {
            AllFoursAction::Stand => ("stand", String::new()),
            AllFoursAction::Beg => ("beg", String::new()),
            AllFoursAction::Give => ("give", String::new()),
            AllFoursAction::Run => ("run", String::new()),
            AllFoursAction::Discard(c) => ("discard", card(c, STYLE, Case::Acc)),
            AllFoursAction::Play(c) => ("play", card(c, STYLE, Case::Acc)),
        };
        t!(
            "all-fours-advice",
            form = form.key(),
            action = action,
            card = card
        )
    }

    fn rule_text(_view: &AllFoursView, rule: &Infallible) -> String {
        match *rule {}
    }
}
