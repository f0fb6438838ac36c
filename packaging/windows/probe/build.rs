//! Embeds Sevenfold's icon with the game's own build step.

#[path = "../icon.rs"]
mod windows_icon;

fn main() {
    windows_icon::embed_if_windows("../../icons/sevenfold.ico");
}
