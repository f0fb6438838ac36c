//! Sevenfold: Sedma, All Fours (Seven Up) and Sevens from Hell.
//!
//! `cards` and `engine` are shared by every game; each game lives under `games/`; `ai` holds
//! the bots, `scenario` the replayable scenario files and `sim` the random-play simulator.

pub mod ai;
pub mod cards;
pub mod cli;
pub mod engine;
pub mod games;
pub mod scenario;
pub mod sim;
pub mod store;
pub mod ui;
