//! The Learn page: each game's lessons in teaching order, each with its goal in one line and a
//! tick once finished, then the games' practice puzzles. Both open on the live table.

use crate::i18n::lessons;
use crate::lesson_catalogue::Catalogue;
use crate::registry::{GameKind, Lesson};
use crate::store::LessonProgress;
use crate::ui::command::Command;
use crate::ui::games;
use egui::{RichText, ScrollArea, Ui};

pub fn show(ui: &mut Ui, all: &Catalogue, progress: &LessonProgress, commands: &mut Vec<Command>) {
    ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        ui.set_max_width(820.0);
        ui.heading(t!("start-learn"));
        ui.label(RichText::new(t!("learn-intro")).weak());
        // Every game's lessons first, then the puzzles to practise on.
        let of_game = |list: &[Lesson], game: GameKind| -> Vec<Lesson> {
            list.iter()
                .filter(|l| l.info().name == game.id())
                .cloned()
                .collect()
        };
        for &game in GameKind::ALL {
            let lessons = of_game(&all.lessons, game);
            if !lessons.is_empty() {
                section(ui, &games::title(game), &lessons, progress, commands);
            }
        }
        for &game in GameKind::ALL {
            let puzzles = of_game(&all.puzzles, game);
            if !puzzles.is_empty() {
                puzzle_section(ui, &games::title(game), &puzzles, progress, commands);
            }
        }
    });
}

/// A section's heading with how many of its lessons are done.
fn heading(ui: &mut Ui, title: &str, lessons: &[Lesson], progress: &LessonProgress) {
    ui.add_space(14.0);
    let done = lessons.iter().filter(|l| progress.is_done(&l.id)).count();
    ui.label(
        RichText::new(t!(
            "learn-section",
            title = title,
            done = done,
            total = lessons.len()
        ))
        .strong()
        .size(18.0),
    );
}

/// A game's puzzles, easiest first, as a block of buttons (they share one goal).
fn puzzle_section(
    ui: &mut Ui,
    game: &str,
    puzzles: &[Lesson],
    progress: &LessonProgress,
    commands: &mut Vec<Command>,
) {
    heading(ui, &t!("learn-puzzles", game = game), puzzles, progress);
    ui.label(RichText::new(t!("learn-puzzles-intro")).weak());
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        for p in puzzles {
            let title = lessons::text(p, "title", &p.title);
            let text = if progress.is_done(&p.id) {
                RichText::new(t!("learn-puzzle-done", title = title))
                    .color(ui.visuals().widgets.active.bg_fill)
            } else {
                RichText::new(title)
            };
            if ui.button(text).clicked() {
                commands.push(Command::StartLesson(p.id.clone()));
            }
        }
    });
}

/// A heading with how many are done, then each lesson's button, its tick and its goal.
fn section(
    ui: &mut Ui,
    title: &str,
    lessons: &[Lesson],
    progress: &LessonProgress,
    commands: &mut Vec<Command>,
) {
    heading(ui, title, lessons, progress);
    for lesson in lessons {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            if ui
                .button(RichText::new(lessons::text(lesson, "title", &lesson.title)).size(15.0))
                .clicked()
            {
                commands.push(Command::StartLesson(lesson.id.clone()));
            }
            if progress.is_done(&lesson.id) {
                ui.label(
                    RichText::new(t!("learn-done"))
                        .strong()
                        .color(ui.visuals().widgets.active.bg_fill),
                );
            }
        });
        ui.indent(&lesson.id, |ui| {
            ui.label(RichText::new(lessons::text(lesson, "goal", &lesson.goal)).weak());
        });
    }
}
