//! The engine's integration tests, in one binary: one link, and the engine's generic code
//! compiled once for all of them. Each module is one subject; run one with
//! `cargo test -p sevenfold-core --test engine <module>::`.

mod common;

mod all_fours_properties;
mod all_fours_rules;
mod lessons;
mod properties;
mod scenarios;
mod sedma_rules;
mod sevens_from_hell_properties;
mod sevens_from_hell_rules;
