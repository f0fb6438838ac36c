//! The rules of Sevenfold's games, pure and headless: no window, no files, no clocks.
//!
//! `cards` and `engine` are shared by every game (the [`engine::Game`] trait, seating and the
//! match layer); each game lives under `games/`; `scenario` reads and replays scenario files
//! and `sim` plays random hands for simulation.

pub mod cards;
pub mod engine;
pub mod games;
pub mod lesson;
pub mod registry;
pub mod scenario;
pub mod sim;
