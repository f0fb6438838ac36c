//! The history screen: finished matches, newest first, filtered by game; an opened match shows
//! its score sheet and replays any hand move by move with every hand face up (a finished
//! match has no secrets, and seeing all cards is what makes a replay worth studying).

use crate::cards::{Card, PackStyle};
use crate::engine::{Game, MatchRecord};
use crate::games::sedma::SedmaAction;
use crate::store::{HandPlay, HistoryEntry, split_hands};
use crate::ui::card_art::{self, CardLook};
use crate::ui::sedma::names::Names;
use crate::ui::sedma::{match_goal, scene::sort_hand};
use egui::{Key, RichText, Ui, vec2};

/// An opened match.
struct Opened {
    entry: HistoryEntry,
    hands: Vec<HandPlay>,
    hand: usize,
    /// Actions of the hand applied so far.
    step: usize,
}

/// The history screen's state.
#[derive(Default)]
pub struct HistoryPage {
    entries: Vec<HistoryEntry>,
    /// Show only this game ("sedma"); `None`: all.
    filter: Option<String>,
    opened: Option<Opened>,
    error: Option<String>,
}

/// A list row: when, game, players, result.
pub fn row_text(e: &HistoryEntry) -> String {
    let when = e.finished.replace('T', " ");
    let when = when.trim_end_matches('Z');
    let names = Names::new(e.options().players as usize);
    let result = match e.human_side() {
        Some(side) if side == e.winner => "won".to_string(),
        Some(_) => "lost".to_string(),
        None => format!("{} won", names.side(e.winner)),
    };
    let totals: Vec<String> = e.totals.iter().map(i32::to_string).collect();
    let variants = if e.variants.is_empty() {
        String::new()
    } else {
        format!(" ({})", e.variants.join(", "))
    };
    format!(
        "{when} · {}{variants} · {} players · {} hands · {result} {}",
        title_case(&e.game_name),
        e.options().players,
        e.hands.len(),
        totals.join(" : ")
    )
}

fn title_case(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

impl HistoryPage {
    /// Fresh entries from the store; an open match stays open if it is still there.
    pub fn set_entries(&mut self, entries: Vec<HistoryEntry>) {
        self.entries = entries;
        if let Some(o) = &self.opened
            && !self.entries.iter().any(|e| e.id == o.entry.id)
        {
            self.opened = None;
        }
    }

    pub fn entries(&self) -> &[HistoryEntry] {
        &self.entries
    }

    /// The open match's id, hand (0-based) and step, for tests.
    pub fn position(&self) -> Option<(&str, usize, usize)> {
        self.opened
            .as_ref()
            .map(|o| (o.entry.id.as_str(), o.hand, o.step))
    }

    fn open(&mut self, entry: HistoryEntry) {
        let hands = entry
            .all_actions()
            .and_then(|actions| split_hands(entry.options(), entry.seed, &actions));
        match hands {
            Ok(hands) => {
                self.error = None;
                self.opened = Some(Opened {
                    entry,
                    hands,
                    hand: 0,
                    step: 0,
                });
            }
            Err(e) => {
                self.error = Some(format!(
                    "Match {} cannot be replayed: {e}. Its file may have been edited by hand.",
                    entry.id
                ))
            }
        }
    }

    pub fn ui(&mut self, ui: &mut Ui) {
        if self.opened.is_some() {
            self.match_ui(ui);
        } else {
            self.list_ui(ui);
        }
    }

    fn list_ui(&mut self, ui: &mut Ui) {
        ui.heading("Match history");
        let mut games: Vec<String> = self.entries.iter().map(|e| e.game_name.clone()).collect();
        games.sort();
        games.dedup();
        ui.horizontal(|ui| {
            ui.label("Show:");
            ui.selectable_value(&mut self.filter, None, "All games");
            for g in &games {
                ui.selectable_value(&mut self.filter, Some(g.clone()), title_case(g));
            }
        });
        if let Some(e) = &self.error {
            ui.label(RichText::new(e).color(ui.visuals().error_fg_color));
        }
        ui.separator();
        let shown: Vec<&HistoryEntry> = self
            .entries
            .iter()
            .filter(|e| self.filter.as_ref().is_none_or(|g| &e.game_name == g))
            .collect();
        if shown.is_empty() {
            ui.label("No finished matches yet. Matches appear here when they end.");
            return;
        }
        ui.label(
            RichText::new(
                "Newest first. Open a match to see its score sheet and replay its hands.",
            )
            .weak(),
        );
        let mut open = None;
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .show(ui, |ui| {
                for e in shown {
                    if ui.button(row_text(e)).clicked() {
                        open = Some(e.clone());
                    }
                }
            });
        if let Some(e) = open {
            self.open(e);
        }
    }

    fn match_ui(&mut self, ui: &mut Ui) {
        let Some(o) = &mut self.opened else { return };
        let names = Names::new(o.entry.options().players as usize);
        let sides: Vec<String> = (0..names.sides()).map(|s| names.side(s)).collect();
        let mut back = false;
        egui::Panel::right("history-score-sheet")
            .resizable(true)
            .default_size(380.0)
            .min_size(300.0)
            .show(ui, |ui| {
                let records: Vec<MatchRecord> = o
                    .entry
                    .hands
                    .iter()
                    .map(|h| MatchRecord {
                        start: h.start,
                        score: h.score.clone(),
                        totals: h.totals.clone(),
                    })
                    .collect();
                crate::ui::score_sheet::show(
                    ui,
                    &sides,
                    &records,
                    &o.entry.totals,
                    &match_goal(o.entry.options()),
                    Some(o.entry.winner),
                );
            });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            ui.horizontal(|ui| {
                if ui.button("Back to the list").clicked() {
                    back = true;
                }
                ui.heading(format!("Match {}", o.entry.id));
            });
            ui.label(RichText::new(row_text(&o.entry)).weak());
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                ui.label("Hand:");
                for i in 0..o.hands.len() {
                    if ui
                        .selectable_label(o.hand == i, format!("Hand {}", i + 1))
                        .clicked()
                    {
                        o.hand = i;
                        o.step = 0;
                    }
                }
            });
            let Some(hand) = o.hands.get(o.hand) else {
                return;
            };
            let total = hand.actions.len();
            let (mut prev, mut next) = (false, false);
            ui.horizontal(|ui| {
                prev = ui
                    .add_enabled(o.step > 0, egui::Button::new("Previous move"))
                    .clicked();
                next = ui
                    .add_enabled(o.step < total, egui::Button::new("Next move"))
                    .clicked();
                ui.label(format!("Move {} of {total}", o.step));
                ui.label(
                    RichText::new("(the left and right arrow keys step, Home and End jump)").weak(),
                );
            });
            let (left, right, home, end) = ui.input(|i| {
                (
                    i.key_pressed(Key::ArrowLeft),
                    i.key_pressed(Key::ArrowRight),
                    i.key_pressed(Key::Home),
                    i.key_pressed(Key::End),
                )
            });
            if (prev || left) && o.step > 0 {
                o.step -= 1;
            }
            if (next || right) && o.step < total {
                o.step += 1;
            }
            if home {
                o.step = 0;
            }
            if end {
                o.step = total;
            }
            replay_ui(ui, &names, hand, o.step);
        });
        if back {
            self.opened = None;
        }
    }
}

/// Draws the hand after `step` actions: every seat's cards face up, the trick, the stock.
fn replay_ui(ui: &mut Ui, names: &Names, hand: &HandPlay, step: usize) {
    let mut state = hand.dealt;
    let mut last: Option<(usize, SedmaAction)> = None;
    for &a in hand.actions.iter().take(step) {
        let seat = state.to_act();
        if state.apply(a).is_err() {
            break;
        }
        last = seat.map(|s| (s, a));
    }
    let style = state.options().pack;
    ui.add_space(6.0);
    ui.label(match last {
        None => format!(
            "The deal. {} deals; {} leads.",
            names.seat(hand.start.dealer),
            names.seat(hand.start.leader)
        ),
        Some((seat, action)) => describe(names, seat, action, style),
    });
    if let Some(score) = state.score() {
        ui.label(RichText::new(format!("Hand over: {}", score.why)).strong());
    } else if let Some(seat) = state.to_act() {
        ui.label(format!("Next: {}", names.seat(seat)));
    }
    ui.add_space(6.0);
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .show(ui, |ui| {
            let points = state.seat_points();
            egui::Grid::new("replay-seats")
                .num_columns(2)
                .spacing(vec2(12.0, 8.0))
                .show(ui, |ui| {
                    for seat in 0..names.players {
                        ui.vertical(|ui| {
                            ui.set_min_width(190.0);
                            ui.strong(names.seat(seat));
                            ui.label(
                                RichText::new(format!(
                                    "{} tricks, {} points{}",
                                    state.tricks_won(seat),
                                    points.0.get(seat).copied().unwrap_or(0),
                                    if seat == hand.start.dealer {
                                        ", dealer"
                                    } else {
                                        ""
                                    }
                                ))
                                .weak(),
                            );
                        });
                        let mut cards: Vec<Card> = state.hand(seat).iter().collect();
                        sort_hand(&mut cards);
                        cards_row(ui, &cards, style, 80.0);
                        ui.end_row();
                    }
                    ui.strong("Trick");
                    let trick: Vec<Card> = state.trick().map(|p| p.card).collect();
                    if trick.is_empty() {
                        ui.label("—");
                    } else {
                        cards_row(ui, &trick, style, 80.0);
                    }
                    ui.end_row();
                    ui.strong("Stock");
                    ui.label(format!("{} cards", state.stock().len()));
                    ui.end_row();
                });
        });
}

fn describe(names: &Names, seat: usize, action: SedmaAction, style: PackStyle) -> String {
    match action {
        SedmaAction::Play(card) => {
            format!("{} {}", names.seat_does(seat, "play"), card.name(style))
        }
        SedmaAction::EndTrick => format!("{} the trick", names.seat_does(seat, "end")),
        SedmaAction::Pass => names.seat_does(seat, "pass"),
    }
}

fn cards_row(ui: &mut Ui, cards: &[Card], style: PackStyle, height: f32) {
    ui.horizontal(|ui| {
        if cards.is_empty() {
            ui.label(RichText::new("no cards").weak());
        }
        for &card in cards {
            let (rect, response) =
                ui.allocate_exact_size(card_art::card_size(height), egui::Sense::hover());
            card_art::paint_face(ui.painter(), rect, card, style, CardLook::default());
            response.on_hover_text(card.name(style));
        }
    });
}
