//! Helpers shared by the bots' test binaries: duels between bots, and the engine's option
//! strategies (the same file the engine's tests use). Each binary uses only some of them.
#![allow(dead_code, clippy::unwrap_used)]

pub mod duel;
#[path = "../../../core/tests/common/props.rs"]
pub mod props;
