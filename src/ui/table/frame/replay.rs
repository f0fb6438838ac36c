//! A recorded hand replayed on the live table: nobody acts; the strip steps through the moves
//! as they were played, turns the table to any seat, or shows every hand face up.

use super::{Action, TableFrame, TableGame};
use crate::engine::Game;
use crate::ui::table::stage::{Input, WatchInput};
use crate::ui::table::trick::paint;

/// A recorded hand replayed on the table.
pub(crate) struct Watch<A> {
    /// The hand's moves, and how many of them the table shows.
    pub(super) moves: Vec<A>,
    pub(super) done: usize,
    /// Every hand face up.
    pub(super) open: bool,
    /// What is replayed ("the match of 21 Nov, 18:40, hand 2").
    pub(super) title: String,
}

impl<K: TableGame> TableFrame<K> {
    /// Where a replay stands: moves shown, moves in the hand.
    pub fn replay_position(&self) -> Option<(usize, usize)> {
        self.watch.as_ref().map(|w| (w.done, w.moves.len()))
    }

    /// Steps a replay: a move on is played as it was (animated), a move back and the jumps
    /// show the table as it then stood.
    pub(super) fn watch_input(&mut self, input: WatchInput) {
        let Some(w) = &self.watch else { return };
        let (done, total) = (w.done, w.moves.len());
        let next = w.moves.get(done).copied();
        let keep = self.d.m.actions().len() - done;
        match input {
            WatchInput::Next if let Some(action) = next => {
                if !self.stage.queue.is_empty() {
                    // The move before is still playing: show it landed first.
                    self.show_as_it_stands();
                }
                match self.d.m.apply(action) {
                    Ok(events) => {
                        if let Some(w) = &mut self.watch {
                            w.done += 1;
                        }
                        let events =
                            crate::engine::MatchEvent::seen_by::<K::Game>(&events, self.me());
                        K::push_events(self, events);
                    }
                    Err(e) => self
                        .stage
                        .refuse(t!("replay-move-failed", error = e.to_string())),
                }
            }
            WatchInput::Previous if done > 0 => self.watch_to(keep, done - 1),
            WatchInput::First => self.watch_to(keep, 0),
            WatchInput::Last if total > 0 && done < total => {
                // The last move is played, not jumped to: its summary closes the hand.
                self.watch_to(keep, total - 1);
                self.watch_input(WatchInput::Next);
            }
            WatchInput::From(seat) if seat < self.d.names.players => {
                self.d.names.me = seat;
                self.show_as_it_stands();
                K::rebuilt(self);
            }
            WatchInput::Open(open) => {
                if let Some(w) = &mut self.watch {
                    w.open = open;
                }
                self.show_as_it_stands();
            }
            _ => {}
        }
    }

    /// Shows the replayed hand after its first `done` moves (`keep` actions came before it).
    pub(super) fn watch_to(&mut self, keep: usize, done: usize) {
        let Some(w) = &self.watch else { return };
        let then: Vec<Action<K>> = w.moves[..done].to_vec();
        if self.rebuild(keep, &then)
            && let Some(w) = &mut self.watch
        {
            w.done = done;
            // The log told the moves as they were played; it starts again from here.
            self.stage.log.clear();
            self.stage.note = None;
        }
    }

    /// The replay's strip: what is replayed, the steps, and whose eyes the table sees with.
    pub(super) fn watch_ui(&mut self, ui: &mut egui::Ui) {
        let Some(w) = &self.watch else { return };
        let (done, total, open) = (w.done, w.moves.len(), w.open);
        let title = w.title.clone();
        let mut asked = Vec::new();
        egui::Panel::top("replay-strip").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                if ui.button(t!("watch-back")).clicked() {
                    asked.push(WatchInput::Leave);
                }
                ui.label(egui::RichText::new(t!("watch-title", title = title.as_str())).strong());
            });
            ui.horizontal_wrapped(|ui| {
                let previous = ui.add_enabled(done > 0, egui::Button::new(t!("watch-previous")));
                paint::key_cap(ui, &previous, "←");
                if previous.clicked() {
                    asked.push(WatchInput::Previous);
                }
                let next = ui.add_enabled(done < total, egui::Button::new(t!("watch-next-move")));
                paint::key_cap(ui, &next, "→");
                if next.clicked() {
                    asked.push(WatchInput::Next);
                }
                ui.label(t!("watch-move-of", done = done, total = total));
                ui.label(egui::RichText::new(t!("watch-keys")).weak());
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("watch-seen-from"));
                let names = &self.d.names;
                for seat in 0..names.players {
                    let chosen = seat == names.me && !open;
                    if ui.selectable_label(chosen, names.seat(seat)).clicked() {
                        asked.push(WatchInput::From(seat));
                        asked.push(WatchInput::Open(false));
                    }
                }
                if ui.selectable_label(open, t!("watch-face-up")).clicked() {
                    asked.push(WatchInput::Open(!open));
                }
            });
            ui.add_space(4.0);
        });
        let free = ui.memory(|m| m.focused().is_none());
        if free {
            // Taken here, so the table's own keys (moving the card selection) do not see them.
            ui.input_mut(|i| {
                for (key, input) in [
                    (egui::Key::ArrowRight, WatchInput::Next),
                    (egui::Key::ArrowLeft, WatchInput::Previous),
                    (egui::Key::Home, WatchInput::First),
                    (egui::Key::End, WatchInput::Last),
                ] {
                    if i.consume_key(egui::Modifiers::NONE, key) {
                        asked.push(input);
                    }
                }
            });
        }
        self.inputs.extend(asked.into_iter().map(Input::Watch));
    }

    /// In a replay with every hand face up, the other seats' cards go into `scene`.
    pub(super) fn open_hands(&self, scene: &mut K::Scene) {
        // Once the hand's last move is made the engine has dealt the next one: not shown.
        let open = self
            .watch
            .as_ref()
            .is_some_and(|w| w.open && w.done < w.moves.len())
            && !self.d.m.is_over();
        let hands = K::hands_mut(scene);
        hands.open.clear();
        if !open {
            return;
        }
        let hand = self.d.m.hand();
        hands.open = (0..self.d.names.players)
            .map(|s| {
                if s == self.me() {
                    Vec::new()
                } else {
                    K::hands(&K::scene_of(&hand.view(s))).mine.clone()
                }
            })
            .collect();
    }

    /// The scene shown afresh as the match stands, with no step playing.
    pub(super) fn show_as_it_stands(&mut self) {
        self.stage.queue.clear();
        self.stage.flights.clear();
        let mut scene = K::scene_of(&self.d.my_view());
        self.open_hands(&mut scene);
        self.conceal(&mut scene);
        self.scene = scene;
    }

    /// At a table watched from a seat, that seat's cards are a guess (the watcher is sent
    /// none): they are shown as no cards at all.
    pub(super) fn conceal(&self, scene: &mut K::Scene) {
        if !self.d.remote().is_some_and(|r| r.watching) {
            return;
        }
        let hands = K::hands_mut(scene);
        hands.mine.clear();
    }
}
