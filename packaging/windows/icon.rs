//! The icon embedded in a Windows program, for the build scripts of Sevenfold and of the
//! Windows build's probe (`packaging/windows/build.sh --probe`), which proves this step.

/// Embeds the `.ico` at `icon` (relative to the package) when the program is built for
/// Windows. A build script runs on the host, so the target decides, not `cfg(windows)`.
///
/// Needs a resource compiler: rc.exe from the Windows SDK, or MinGW-w64's windres (on Windows,
/// or `x86_64-w64-mingw32-windres` when cross-building from Linux). Without one the program is
/// built without its icon, with a warning.
pub fn embed_if_windows(icon: &str) {
    println!("cargo::rerun-if-changed={icon}");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let mut resource = winresource::WindowsResource::new();
    resource.set_icon(icon);
    if let Err(e) = resource.compile() {
        println!("cargo::warning=the icon was not embedded in the program: {e}");
    }
}
