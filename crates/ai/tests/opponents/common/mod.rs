//! Helpers shared by the bots' tests: duels between bots, who sits with whom, and the
//! engine's option strategies (the same file the engine's tests use). Each module uses only
//! some of them.
#![allow(dead_code, clippy::unwrap_used)]

pub mod duel;
#[path = "../../../../core/tests/engine/common/props.rs"]
pub mod props;
pub mod seats;
