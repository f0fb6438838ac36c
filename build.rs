//! Embeds every lesson file under `config/lessons/` in the program, so an installed copy has
//! them: writes the list `LESSON_FILES` of (path under `config/lessons`, text) to `OUT_DIR`.

use std::path::Path;

fn main() {
    let root = Path::new("config/lessons");
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
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let mut out = String::from("/// Every lesson file: (path under `config/lessons`, text).\n");
    out.push_str("pub const LESSON_FILES: &[(&str, &str)] = &[\n");
    for p in &files {
        let rel = p.strip_prefix(root).expect("listed under the root");
        let abs = Path::new(&manifest).join(p);
        out.push_str(&format!(
            "    ({:?}, include_str!({:?})),\n",
            rel.to_string_lossy().replace('\\', "/"),
            abs.to_string_lossy()
        ));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("lessons.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
