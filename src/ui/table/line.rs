//! Sentences about what happened at a table, kept as how to word them ([`Line`]).

use super::names::Names;
use crate::engine::Side;
use std::fmt;
use std::rc::Rc;

/// A sentence about something that happened, kept as how to word it rather than as words, so
/// the hand's log follows a switch of language. It captures the facts it needs (the event,
/// the table's names), never the table.
#[derive(Clone)]
pub struct Line(Rc<dyn Fn() -> String>);

impl Line {
    pub fn new(words: impl Fn() -> String + 'static) -> Line {
        Line(Rc::new(words))
    }

    /// A sentence about a table, worded with (a copy of) its names.
    pub fn of(names: &Names, words: impl Fn(&Names) -> String + 'static) -> Line {
        let names = names.clone();
        Line::new(move || words(&names))
    }

    /// "You & North win the match. Totals: …".
    pub fn match_over(names: &Names, winners: Vec<Side>, totals: &[i32]) -> Line {
        let totals = totals.to_vec();
        Line::of(names, move |names| {
            t!(
                "table-match-over",
                won = names.match_won(&winners),
                totals = names.totals_text(&totals)
            )
        })
    }

    /// The sentence in the window's language now.
    pub fn word(&self) -> String {
        (self.0)()
    }
}

impl fmt::Debug for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Line({:?})", self.word())
    }
}
