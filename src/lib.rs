//! Sevenfold: Sedma, All Fours (Seven Up) and Sevens from Hell.
//!
//! The app: `store` keeps settings, saved matches, history and statistics; `cli` holds the
//! headless commands; `ui` the window. The rules are in the core crate and the bots in the ai
//! crate, re-exported here under their usual names.

pub use sevenfold_ai as ai;
pub use sevenfold_core::{cards, engine, games, lesson, registry, scenario, sim};

#[macro_use]
pub mod i18n;
pub mod cli;
pub mod lesson_catalogue;
pub mod store;
pub mod ui;
