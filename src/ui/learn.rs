//! The Learn page: each game's lessons in teaching order, each with its goal in one line and a
//! tick once finished. A lesson opens on the live table.

use crate::registry::{GameKind, Lesson};
use crate::store::LessonProgress;
use crate::ui::command::Command;
use egui::{RichText, ScrollArea, Ui};

pub fn show(
    ui: &mut Ui,
    lessons: &[Lesson],
    progress: &LessonProgress,
    commands: &mut Vec<Command>,
) {
    ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        ui.set_max_width(820.0);
        ui.heading("Learn to play");
        ui.label(
            RichText::new(
                "Each lesson is a real hand with one idea: the table shows what to do and why, \
                 and the other players follow the lesson. A few minutes each.",
            )
            .weak(),
        );
        for &game in GameKind::ALL {
            let mine: Vec<&Lesson> = lessons
                .iter()
                .filter(|l| l.info().name == game.id())
                .collect();
            if mine.is_empty() {
                continue;
            }
            ui.add_space(14.0);
            let done = mine.iter().filter(|l| progress.is_done(&l.id)).count();
            ui.label(
                RichText::new(format!("{} — {done} of {} done", game.title(), mine.len()))
                    .strong()
                    .size(18.0),
            );
            for lesson in mine {
                ui.add_space(4.0);
                ui.horizontal(|ui| {
                    if ui.button(RichText::new(&lesson.title).size(15.0)).clicked() {
                        commands.push(Command::StartLesson(lesson.id.clone()));
                    }
                    if progress.is_done(&lesson.id) {
                        ui.label(
                            RichText::new("Done")
                                .strong()
                                .color(ui.visuals().widgets.active.bg_fill),
                        );
                    }
                });
                ui.indent(&lesson.id, |ui| {
                    ui.label(RichText::new(&lesson.goal).weak());
                });
            }
        }
    });
}
