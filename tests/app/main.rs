//! The app's integration tests, in one binary: linking the window once instead of once per file
//! is most of what `cargo test` spends on building. Each module is one subject; the helpers in
//! `common` (the window) and `store_common` (temporary stores, recorded matches) are compiled
//! once for all of them. Run one subject with `cargo test --test app <module>::`.

mod common;
mod store_common;

mod arena_cli;
mod i18n_glossary;
mod i18n_messages;
mod release_workflows;
mod replay_cli;
mod review_cli;
mod serve_cli;
mod simulate_cli;
mod store_all_fours;
mod store_cli;
mod store_damage;
mod store_history_page;
mod store_kill;
mod store_lock;
mod store_roundtrip;
mod store_today;
mod store_writer;
mod ui_accessible;
mod ui_all_fours;
mod ui_friends;
mod ui_history_db;
mod ui_keyboard;
mod ui_languages;
mod ui_learning;
mod ui_look;
mod ui_people;
mod ui_sevens_from_hell;
mod ui_store;
mod ui_table;
mod ui_two_windows;
mod ui_words;
mod undo_property;
