//! Opening the window: its size, icon and kept place, and the app inside it.

use super::app::{DEFAULT_SIZE, SevenfoldApp};

/// Opens the window and runs until it is closed. `seed` makes the sequence of deals
/// reproducible; `data_dir` holds settings, the saved match, history and statistics (else
/// the platform's folders).
pub fn run(seed: Option<u64>, data_dir: Option<&std::path::Path>) -> Result<(), String> {
    // The window owns the data folder while it runs, if no other window does.
    let store = crate::store::Store::open(data_dir).map(|s| {
        let lock = s.lock();
        (s, lock)
    });
    let shared = matches!(store, Ok((_, Err(crate::store::StoreError::InUse { .. }))));
    // The first run fits the window to the screen; later runs keep the size the person left.
    let first_run = store.as_ref().is_ok_and(|(s, _)| !s.window_path().exists());
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Sevenfold")
        // The desktop entry's name, so docks and Wayland compositors match window and icon.
        .with_app_id("org.sevenfold.Sevenfold")
        .with_inner_size(DEFAULT_SIZE)
        .with_min_inner_size([900.0, 600.0]);
    if let Ok(icon) = eframe::icon_data::from_png_bytes(include_bytes!("../../assets/icon.png")) {
        viewport = viewport.with_icon(icon);
    }
    // The window's size and place are kept between runs, beside the settings (by the window
    // that owns them: a second one leaves them alone).
    let options = eframe::NativeOptions {
        viewport,
        persist_window: !shared,
        // Given even then: without a path the toolkit would keep its own file elsewhere.
        persistence_path: store.as_ref().ok().map(|(s, _)| s.window_path()),
        ..Default::default()
    };
    eframe::run_native(
        "Sevenfold",
        options,
        Box::new(move |cc| {
            let app = SevenfoldApp::with_locked_store(&cc.egui_ctx, seed, store)
                .with_system_language(crate::i18n::system_language());
            Ok(Box::new(if first_run { app.size_to_screen() } else { app }))
        }),
    )
    .map_err(|e| {
        format!(
            "could not open the window ({e}); run it in a graphical desktop session, or use the \
             replay and simulate commands, which need no window"
        )
    })
}
