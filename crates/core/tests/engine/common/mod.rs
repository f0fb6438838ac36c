//! Helpers shared by the engine's tests: the property checks every game's engine must
//! pass. Each module uses only some of them.
#![allow(dead_code, clippy::unwrap_used)]

pub mod props;
pub mod scenarios;
