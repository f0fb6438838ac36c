//! One folder per game; each implements [`crate::engine::Game`] and [`crate::engine::HandGame`].

pub mod all_fours;
pub mod sedma;
pub mod sevens_from_hell;
