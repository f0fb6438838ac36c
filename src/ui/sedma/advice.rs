//! Sedma's actions as the hint and the review name them.

use crate::games::sedma::{Sedma, SedmaAction, SedmaView, ViewPhase};
use crate::i18n::{Case, card};
use crate::ui::advice::{Advice, Form};
use std::convert::Infallible;

impl Advice for Sedma {
    /// The leader who may end the trick continues it with a card rather than plays it.
    fn action_text(view: &SedmaView, action: SedmaAction, form: Form) -> String {
        let deciding = matches!(view.phase, ViewPhase::LeaderDecides { .. });
        let style = view.options.pack;
        let (action, card) = match action {
            SedmaAction::Play(c) if deciding => ("continue", card(c, style, Case::Ins)),
            SedmaAction::Play(c) => ("play", card(c, style, Case::Acc)),
            SedmaAction::EndTrick => ("end", String::new()),
            SedmaAction::Pass => ("pass", String::new()),
        };
        t!(
            "sedma-advice",
            form = form.key(),
            action = action,
            card = card
        )
    }

    fn rule_text(_view: &SedmaView, rule: &Infallible) -> String {
        match *rule {}
    }
}
