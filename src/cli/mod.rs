//! The headless commands behind the `sevenfold` binary.

pub mod arena;
pub mod arena_matches;
pub mod arena_seats;
pub mod export;
pub mod history;
pub mod history_bench;
pub mod loadtest;
pub mod replay;
pub mod review;
pub mod serve;
pub mod simulate;
pub mod stats;
pub mod words;
