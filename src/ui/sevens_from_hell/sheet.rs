//! The Sevens from Hell score sheet: per round and team the itemised breakdown (closed books
//! and their bonuses, unfinished books, cards left in hands and feet, missing required books,
//! going out), the round's totals and the running total over four rounds; and a round in the
//! history's replay viewer.

use super::STYLE;
use crate::engine::{Game, Match, MatchRecord};
use crate::games::sevens_from_hell::{BOOK_SIZE, BookKind, SevensFromHell, TeamScore};
use crate::i18n::{Case, card as card_in};
use crate::store::HandPlay;
use crate::ui::history_page::{ReplayGame, cards_row};
use crate::ui::score_chart::{ItemsChart, ScoreChart};
use crate::ui::score_sheet::{Sheet, SheetRow, gains_text, show_sheet};
use crate::ui::table::names::Names;
use egui::{RichText, Ui, vec2};

/// What a score item is called on the sheet (`id` as [`TeamScore::items`] names it).
pub fn item_name(id: &str) -> String {
    t!("hell-item", item = id)
}

/// Each team's score of a finished round, in team order.
pub fn round_scores(round: &SevensFromHell) -> Vec<TeamScore> {
    (0..round.team_count())
        .map(|s| round.team_score(s))
        .collect()
}

/// The finished rounds of a match played from its seed, replayed to their ends.
pub fn finished_rounds(m: &Match<SevensFromHell>) -> Vec<SevensFromHell> {
    crate::store::split_hands::<SevensFromHell>(m.config(), m.seed(), m.actions())
        .map(|hands| {
            hands
                .iter()
                .filter(|h| h.record.is_some())
                .map(finished)
                .collect()
        })
        .unwrap_or_default()
}

/// A recorded round played to its end.
fn finished(hand: &HandPlay<SevensFromHell>) -> SevensFromHell {
    let mut g = hand.dealt.clone();
    for &a in &hand.actions {
        if g.apply(a).is_err() {
            break;
        }
    }
    g
}

/// One team's round in words: "You & North: closed books (card values) 340, book bonuses 1300,
/// … = 1075". Items worth nothing are left out; the sum is the round's score.
fn team_line(names: &Names, side: usize, score: &TeamScore) -> String {
    let items: Vec<String> = score
        .items()
        .iter()
        .filter(|(_, p)| *p != 0)
        .map(|(id, p)| format!("{} {}", item_name(id).to_lowercase(), signed(*p)))
        .collect();
    let items = if items.is_empty() {
        t!("hell-nothing")
    } else {
        items.join(", ")
    };
    format!("{}: {items} = {}", names.side(side), signed(score.total()))
}

fn signed(v: i32) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        v.to_string()
    }
}

/// A round's row on the sheet: what each team gained and how the round ended, then each
/// team's items (`round`: the round played to its end).
pub fn round_row(
    names: &Names,
    number: usize,
    record: &MatchRecord,
    round: Option<&SevensFromHell>,
) -> SheetRow {
    let scores = round.map(round_scores).unwrap_or_default();
    let end = super::words::end_text(names, &record.score, round.and_then(SevensFromHell::end));
    SheetRow {
        title: t!("hell-sheet-round", number = number),
        result: format!("{}. {end}", gains_text(names, record)),
        totals: names.totals_text(&record.totals),
        lines: names
            .sides_in_order()
            .into_iter()
            .filter_map(|s| scores.get(s).map(|score| team_line(names, s, score)))
            .collect(),
    }
}

/// Shows the match's sheet; `rounds` are its finished rounds as they ended.
pub fn show(ui: &mut Ui, names: &Names, m: &Match<SevensFromHell>, rounds: &[SevensFromHell]) {
    let rows = m
        .records()
        .iter()
        .enumerate()
        .map(|(i, r)| round_row(names, i + 1, r, rounds.get(i)))
        .collect();
    show_sheet(
        ui,
        &Sheet {
            goal: &super::match_goal(m.config()),
            totals: names.totals_text(m.totals()),
            winner: names.sheet_winner(m.winners()),
            rows,
            empty: t!("hell-sheet-empty"),
            chart: ScoreChart::of(names, m.records(), None, m.is_over(), |n| {
                t!("hell-sheet-round", number = n)
            }),
            items: Some(items_chart(names, rounds)),
        },
    );
}

/// Each finished round's score items per team, the person's team first, as the sheet's bars.
pub fn items_chart(names: &Names, rounds: &[SevensFromHell]) -> ItemsChart {
    let sides = names.sides_in_order();
    ItemsChart {
        sides: sides.iter().map(|&s| names.side(s)).collect(),
        hands: rounds
            .iter()
            .map(|round| {
                let scores = round_scores(round);
                sides
                    .iter()
                    .map(|&s| {
                        let score = scores.get(s).cloned().unwrap_or_default();
                        score
                            .items()
                            .iter()
                            .map(|(id, v)| (item_name(id), *v))
                            .collect()
                    })
                    .collect()
            })
            .collect(),
        hand_names: (1..=rounds.len())
            .map(|n| t!("hell-sheet-round", number = n))
            .collect(),
    }
}

/// The round's breakdown as a grid: an item per row, a team per column, the totals last.
pub fn breakdown_grid(ui: &mut Ui, names: &Names, scores: &[TeamScore], id: &str) {
    let sides = names.sides_in_order();
    egui::Grid::new(id)
        .striped(true)
        .spacing(vec2(18.0, 4.0))
        .show(ui, |ui| {
            ui.label("");
            for &s in &sides {
                ui.label(RichText::new(names.side(s)).strong());
            }
            ui.end_row();
            let items = TeamScore::default().items();
            for (k, (id, _)) in items.iter().enumerate() {
                ui.label(item_name(id));
                for &s in &sides {
                    let v = scores.get(s).map_or(0, |t| t.items()[k].1);
                    ui.label(signed(v));
                }
                ui.end_row();
            }
            ui.label(RichText::new(t!("hell-round-total")).strong());
            for &s in &sides {
                let v = scores.get(s).map_or(0, TeamScore::total);
                ui.label(RichText::new(signed(v)).strong());
            }
            ui.end_row();
        });
}

impl ReplayGame for SevensFromHell {
    fn items_chart(names: &Names, hands: &[HandPlay<SevensFromHell>]) -> Option<ItemsChart> {
        let rounds: Vec<SevensFromHell> = hands.iter().map(finished).collect();
        Some(items_chart(names, &rounds))
    }

    fn sheet_row(
        names: &Names,
        number: usize,
        record: &MatchRecord,
        hand: &HandPlay<SevensFromHell>,
    ) -> SheetRow {
        round_row(names, number, record, Some(&finished(hand)))
    }

    fn dealt_lines(names: &Names, hand: &HandPlay<SevensFromHell>) -> Vec<String> {
        let g = &hand.dealt;
        (0..g.players())
            .map(|seat| {
                let cards: Vec<String> = g
                    .hand(seat)
                    .cards()
                    .iter()
                    .map(|&c| card_in(c, STYLE, Case::Nom))
                    .collect();
                t!(
                    "hell-dealt-line",
                    who = names.seat(seat),
                    cards = cards.join(", "),
                    count = g.foot(seat).total()
                )
            })
            .collect()
    }

    fn move_lines(names: &Names, hand: &HandPlay<SevensFromHell>) -> Vec<String> {
        let mut g = hand.dealt.clone();
        let mut lines = Vec::new();
        for &a in &hand.actions {
            let Ok(events) = g.apply(a) else { break };
            let said = said(names, &events);
            if !said.is_empty() {
                lines.push(said);
            }
        }
        lines
    }

    fn replay_ui(ui: &mut Ui, names: &Names, hand: &HandPlay<SevensFromHell>, step: usize) {
        let mut g = hand.dealt.clone();
        let mut told = Vec::new();
        for &a in hand.actions.iter().take(step) {
            match g.apply(a) {
                Ok(events) => told = events,
                Err(_) => break,
            }
        }
        ui.add_space(6.0);
        ui.label(if step == 0 {
            t!(
                "hell-replay-deal",
                who = names.seat(g.starter()),
                person = names.person(g.starter())
            )
        } else {
            said(names, &told)
        });
        if g.phase() == crate::games::sevens_from_hell::Phase::Over {
            ui.label(RichText::new(t!("hell-round-is-over")).strong());
        } else {
            ui.label(t!("replay-next", who = names.seat(g.turn())));
        }
        ui.add_space(6.0);
        // Rows rather than a grid: a hand of twenty cards wraps within its row, and the row
        // below starts under its last card.
        let label_width = 170.0;
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .show(ui, |ui| {
                let row = |ui: &mut Ui, head: &dyn Fn(&mut Ui), body: &dyn Fn(&mut Ui)| {
                    ui.horizontal_top(|ui| {
                        ui.vertical(|ui| {
                            ui.set_width(label_width);
                            head(ui);
                        });
                        ui.vertical(|ui| body(ui));
                    });
                    ui.add_space(8.0);
                };
                for seat in 0..g.players() {
                    let foot = t!(
                        "hell-replay-foot",
                        taken = crate::i18n::yes_no(g.foot_taken(seat)),
                        count = g.foot(seat).total()
                    );
                    row(
                        ui,
                        &|ui| {
                            ui.strong(names.seat(seat));
                            ui.label(RichText::new(foot.as_str()).weak());
                        },
                        &|ui| {
                            // In the hand's order, as the table groups it.
                            let mut cards = g.hand(seat).cards();
                            cards.sort_by_key(|&c| {
                                super::Group::all().position(|k| k == super::Group::of(c))
                            });
                            cards_row(ui, &cards, STYLE, 56.0)
                        },
                    );
                }
                for side in 0..g.team_count() {
                    row(
                        ui,
                        &|ui| {
                            ui.strong(names.side(side));
                        },
                        &|ui| {
                            ui.label(books_text(g.team(side)));
                        },
                    );
                }
                let pile = match g.pile_top() {
                    Some(c) => t!(
                        "hell-replay-pile-cards",
                        count = g.pile().len(),
                        card = card_in(c, STYLE, Case::Nom)
                    ),
                    None => t!("hell-pile-empty"),
                };
                row(
                    ui,
                    &|ui| {
                        ui.strong(t!("hell-replay-pile"));
                    },
                    &|ui| {
                        ui.label(pile.as_str());
                    },
                );
            });
    }
}

/// What one action's events say, a sentence each ("East drew two. East discarded a 9.").
fn said(names: &Names, events: &[crate::games::sevens_from_hell::HellEvent]) -> String {
    let parts: Vec<String> = events
        .iter()
        .filter_map(|e| {
            let (seat, part, tell, _) = super::words::event(names, e);
            match (seat, part) {
                (Some(s), Some(p)) => Some(super::words::turn_line(names, s, &[p])),
                _ => tell,
            }
        })
        .collect();
    parts.join(" ")
}

/// A team's books in words: "queens 5/7, kings closed clean".
fn books_text(team: &crate::games::sevens_from_hell::Team) -> String {
    let mut parts = Vec::new();
    for kind in BookKind::ALL {
        let book = team.open_book(kind);
        if !book.is_empty() {
            parts.push(t!(
                "hell-replay-open-book",
                kind = super::words::kind_word(kind, Case::Nom),
                count = book.len(),
                size = BOOK_SIZE
            ));
        }
        for (n, clean) in [
            (team.clean[kind.index()], true),
            (team.dirty[kind.index()], false),
        ] {
            if n > 0 {
                parts.push(t!(
                    "hell-replay-closed",
                    book = super::words::book_name(kind, clean, Case::Nom),
                    count = n
                ));
            }
        }
    }
    if parts.is_empty() {
        if team.melded {
            t!("hell-team-melded")
        } else {
            t!("hell-no-books")
        }
    } else {
        parts.join(", ")
    }
}
