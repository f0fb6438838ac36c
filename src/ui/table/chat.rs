//! The chat of a table with friends, in its lobby and at the table: short messages and quick
//! phrases (said by id, so each reader sees them in their own language), and a mute for each
//! person that hides what they say on this computer.

use crate::engine::Seat;
use sevenfold_net::protocol::{MAX_CHAT_CHARS, PHRASES};
use std::collections::{BTreeSet, VecDeque};

/// One thing said at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    pub seat: Seat,
    pub name: String,
    pub text: Option<String>,
    pub phrase: Option<String>,
}

/// What the person says: a text, or a quick phrase by its id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    Text(String),
    Phrase(&'static str),
}

/// The lines heard (the last [`Chat::KEPT`]), the person's draft and whom they muted.
#[derive(Clone, Debug, Default)]
pub struct Chat {
    lines: VecDeque<ChatLine>,
    draft: String,
    /// The names of the people muted at this table.
    muted: BTreeSet<String>,
    /// The chat is shown at the table (it always is in the lobby).
    pub open: bool,
    /// Lines heard while it was closed.
    unread: usize,
}

impl Chat {
    /// How many lines are kept.
    const KEPT: usize = 50;
    /// How many lines show at once.
    const SHOWN: usize = 6;

    /// Keeps a line someone said.
    pub fn heard(&mut self, line: ChatLine) {
        if !self.open && !self.muted.contains(&line.name) {
            self.unread += 1;
        }
        self.lines.push_back(line);
        while self.lines.len() > Self::KEPT {
            self.lines.pop_front();
        }
    }

    /// The lines shown (those of people not muted), oldest first, in the window's words;
    /// `me` is the person's seat.
    pub fn shown(&self, me: Seat) -> Vec<String> {
        let shown: Vec<String> = self
            .lines
            .iter()
            .filter(|l| !self.muted.contains(&l.name))
            .map(|l| {
                let said = match (&l.text, &l.phrase) {
                    (Some(text), _) => text.clone(),
                    (None, Some(id)) => phrase_words(id),
                    (None, None) => String::new(),
                };
                let who = if l.seat == me {
                    t!("chat-you")
                } else {
                    l.name.clone()
                };
                t!("chat-line", name = who, text = said)
            })
            .collect();
        let skip = shown.len().saturating_sub(Self::SHOWN);
        shown.into_iter().skip(skip).collect()
    }

    /// The words of the button that opens and closes the chat at the table, with the lines
    /// not yet read.
    pub fn button_text(&self) -> String {
        if self.unread > 0 {
            t!("chat-button-unread", count = self.unread)
        } else {
            t!("chat-button")
        }
    }

    /// Opens or closes the chat at the table.
    pub fn toggle(&mut self) {
        self.open = !self.open;
        self.unread = 0;
    }

    /// The lines, the field to write in with its Send button, the quick phrases and the mutes
    /// of `others` (the names of the other people at the table); what the person says.
    pub fn ui(&mut self, ui: &mut egui::Ui, me: Seat, others: &[String]) -> Option<Say> {
        self.unread = 0;
        let mut said = None;
        for line in self.shown(me) {
            ui.label(line);
        }
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t!("chat-field"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.draft)
                        .char_limit(MAX_CHAT_CHARS)
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(t!("chat-send")).clicked() || entered) && !self.draft.trim().is_empty() {
                said = Some(Say::Text(self.draft.trim().to_string()));
                self.draft.clear();
            }
            ui.menu_button(t!("chat-phrases"), |ui| {
                for id in PHRASES {
                    if ui.button(phrase_words(id)).clicked() {
                        said = Some(Say::Phrase(id));
                    }
                }
            });
            if !others.is_empty() {
                ui.menu_button(t!("chat-mute"), |ui| {
                    for name in others {
                        let mut muted = self.muted.contains(name);
                        if ui.checkbox(&mut muted, name.as_str()).changed() {
                            if muted {
                                self.muted.insert(name.clone());
                            } else {
                                self.muted.remove(name);
                            }
                        }
                    }
                });
            }
        });
        said
    }
}

/// A quick phrase in the window's language.
pub fn phrase_words(id: &str) -> String {
    match id {
        "hello" => t!("chat-phrase-hello"),
        "good-luck" => t!("chat-phrase-good-luck"),
        "well-played" => t!("chat-phrase-well-played"),
        "good-game" => t!("chat-phrase-good-game"),
        "thanks" => t!("chat-phrase-thanks"),
        "one-moment" => t!("chat-phrase-one-moment"),
        "sorry" => t!("chat-phrase-sorry"),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(seat: Seat, name: &str, text: Option<&str>, phrase: Option<&str>) -> ChatLine {
        ChatLine {
            seat,
            name: name.into(),
            text: text.map(String::from),
            phrase: phrase.map(String::from),
        }
    }

    /// Every quick phrase is worded in every language; the person is "you", the others go by
    /// their names, and a muted person's lines are hidden.
    #[test]
    fn phrases_are_worded_and_muted_people_hidden() {
        for language in crate::i18n::Language::ALL {
            crate::i18n::set_language(language);
            for id in PHRASES {
                assert_ne!(phrase_words(id), id, "{id} in {language:?}");
            }
        }
        crate::i18n::set_language(crate::i18n::Language::English);
        let mut chat = Chat::default();
        chat.heard(line(1, "Ben", Some("Hi"), None));
        chat.heard(line(0, "Anna", None, Some("good-game")));
        assert_eq!(chat.shown(0), ["Ben: Hi", "You: Good game!"]);
        assert_eq!(chat.unread, 2);
        chat.muted.insert("Ben".into());
        assert_eq!(chat.shown(0), ["You: Good game!"]);
    }
}
