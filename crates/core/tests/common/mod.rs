//! Helpers shared by the engine's test binaries: the property checks every game's engine must
//! pass. Each binary uses only some of them.
#![allow(dead_code, clippy::unwrap_used)]

pub mod props;
pub mod scenarios;
