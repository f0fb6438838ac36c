//! Helpers shared by several test binaries: the property checks every game's engine must pass
//! ([`props`]), duels between bots ([`duel`]) and driving the window ([`window`]). Each binary
//! uses only some of them.
#![allow(dead_code, clippy::unwrap_used)]

pub mod duel;
pub mod props;
pub mod window;
