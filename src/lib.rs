//! Sevenfold: Sedma, All Fours (Seven Up) and Sevens from Hell.
//!
//! `cards` and `engine` are shared by every game; each game lives under `games/`.

pub mod cards;
pub mod cli;
pub mod engine;
pub mod games;
pub mod ui;
