//! Sevenfold: Sedma, All Fours (Seven Up) and Sevens from Hell.
//!
//! The app: `cli` holds the headless commands; `ui` the window. The rules are in the core
//! crate, the bots in the ai crate and the files (settings, saved matches, history and
//! statistics) in the store crate, re-exported here under their usual names.

pub use sevenfold_ai as ai;
pub use sevenfold_core::{cards, engine, games, lesson, registry, scenario, sim};
pub use sevenfold_store as store;

#[macro_use]
pub mod i18n;
pub mod cli;
pub mod lesson_catalogue;
pub mod ui;
