//! Helpers for the window's test binaries: driving the app and its tables.
#![allow(dead_code, clippy::unwrap_used)]

pub mod chart;
pub mod window;
