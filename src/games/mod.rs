//! One folder per game; each implements [`crate::engine::Game`] and [`crate::engine::HandGame`].

pub mod sedma;
