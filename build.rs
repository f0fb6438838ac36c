//! Embeds every lesson file under `config/lessons/` and every practice puzzle under
//! `config/puzzles/` in the program, so an installed copy has them: writes the lists
//! `LESSON_FILES` and `PUZZLE_FILES` of (path under their folder, text) to `OUT_DIR`.
//!
//! For Windows it also embeds the icon in the program, so that Explorer, the taskbar and the
//! installer's shortcuts show it.

use std::path::Path;

// Shared with the Windows build's probe (`packaging/windows/build.sh --probe`).
#[path = "packaging/windows/icon.rs"]
mod windows_icon;

/// The `.ron` files one folder down from `root` (one folder per game), sorted.
fn files_under(root: &Path) -> Vec<std::path::PathBuf> {
    println!("cargo::rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    if let Ok(games) = std::fs::read_dir(root) {
        for game in games.flatten() {
            println!("cargo::rerun-if-changed={}", game.path().display());
            if let Ok(entries) = std::fs::read_dir(game.path()) {
                for f in entries.flatten() {
                    let p = f.path();
                    if p.extension().is_some_and(|e| e == "ron") {
                        files.push(p);
                    }
                }
            }
        }
    }
    files.sort();
    files
}

/// The Rust list `name` of the files under `root`.
fn list(name: &str, root: &Path, manifest: &str) -> String {
    let mut out = format!(
        "/// Every file under `{}`: (path under it, text).\npub const {name}: &[(&str, &str)] = &[\n",
        root.display()
    );
    for p in files_under(root) {
        let rel = p.strip_prefix(root).expect("listed under the root");
        let abs = Path::new(manifest).join(&p);
        out.push_str(&format!(
            "    ({:?}, include_str!({:?})),\n",
            rel.to_string_lossy().replace('\\', "/"),
            abs.to_string_lossy()
        ));
    }
    out.push_str("];\n");
    out
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut out = list("LESSON_FILES", Path::new("config/lessons"), &manifest);
    out.push_str(&list(
        "PUZZLE_FILES",
        Path::new("config/puzzles"),
        &manifest,
    ));
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("lessons.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
    windows_icon::embed_if_windows("packaging/icons/sevenfold.ico");
}
