//! The bots' integration tests, in one binary: one link, and the searches' generic code
//! compiled once for all of them. Each module is one subject; run one with
//! `cargo test -p sevenfold-ai --test opponents <module>::`.

mod common;

mod all_fours_bots;
mod bots;
mod endgame;
mod puzzles;
mod review;
mod search_bots;
mod sevens_from_hell_bots;
