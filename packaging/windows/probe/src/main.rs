//! Prints a line: what matters is that it links for Windows and carries the icon.

fn main() {
    println!("Sevenfold's Windows build works");
}
