//! The desktop window (eframe/egui): the start page, each listed game's table with animated
//! cards and computer opponents, score sheets, history, statistics, settings and the rules.
//!
//! [`app`] is the shell (screens, commands, dialogs); [`games`] is what each game supplies to
//! the window, in its own folder (`sedma/`, `all_fours/`, `sevens_from_hell/`); each game's
//! table sits behind [`table::GameTable`] and is built on the shared [`table::frame`];
//! [`card_art`] draws the cards; [`bots`] runs the opponents off the UI thread.

pub mod advice;
pub mod all_fours;
pub mod animation;
pub mod app;
pub mod bots;
pub mod card_art;
pub mod command;
pub mod frame_stats;
pub mod friends;
pub mod games;
pub mod history_page;
pub mod job;
pub mod learn;
pub mod look;
pub mod persist;
pub mod players;
pub mod review;
pub mod rules_page;
pub mod score_chart;
pub mod score_sheet;
pub mod screens;
pub mod sedma;
pub mod settings;
pub mod sevens_from_hell;
pub mod stats_chart;
pub mod stats_page;
pub mod store_text;
pub mod table;
pub mod when;
pub mod window;

pub use app::SevenfoldApp;
pub use window::run;
