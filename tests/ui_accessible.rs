//! Every game's table, walked in the accessibility tree as a screen reader reads it: every
//! control has a name, and every card in the person's hand is there by name.
#![allow(clippy::unwrap_used)]

mod common;
mod store_common;

use common::window::{app_in, run_frames};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::store::{self, Store};
use sevenfold::ui::SevenfoldApp;
use store_common::TempDir;

/// Controls a screen reader offers to act on.
const CONTROLS: [Role; 7] = [
    Role::Button,
    Role::CheckBox,
    Role::RadioButton,
    Role::ComboBox,
    Role::TextInput,
    Role::Slider,
    Role::Tab,
];

/// The window over a data folder whose settings choose `game`, at instant speed, with the
/// person named.
fn app_for(dir: &std::path::Path, game: &str) -> Harness<'static, SevenfoldApp> {
    let store = Store::at(dir);
    store.save_profiles(&store::Profiles::first_run()).unwrap();
    store
        .save_settings(&store::Settings {
            game: sevenfold::registry::GameKind::from_id(game).unwrap(),
            animation: store::AnimationSpeed::Instant,
            bots: store::Level::Easy,
            ..store::Settings::default()
        })
        .unwrap();
    app_in(dir, 4)
}

/// Every control in the window has a name; returns how many there are.
fn controls_are_named(h: &Harness<'_, SevenfoldApp>) -> usize {
    let mut count = 0;
    for node in h.query_all_by(|n| CONTROLS.contains(&n.role())) {
        let n = node.accesskit_node();
        let label = n.label().unwrap_or_default();
        assert!(
            !label.trim().is_empty(),
            "a {:?} without a name: {:?}",
            n.role(),
            n.value()
        );
        count += 1;
    }
    count
}

fn start(h: &mut Harness<'static, SevenfoldApp>, title: &str) {
    h.get_by_label(&format!("Play {title}")).click();
    run_frames(h);
    h.get_by_label("Start game").click();
    for _ in 0..200 {
        h.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

#[test]
fn the_sedma_table_names_every_card_and_control() {
    use sevenfold::engine::Game;
    use sevenfold::ui::sedma::SedmaTable;
    let dir = TempDir::new("a11y-sedma");
    let mut h = app_for(dir.path(), "sedma");
    start(&mut h, "Sedma");
    common::window::settle(&mut h, |h| h.state().table_of::<SedmaTable>().unwrap());
    let t = h.state().table_of::<SedmaTable>().unwrap();
    let style = t.game().config().pack;
    let hand = t.game().hand().view(t.me()).hand;
    assert!(!hand.is_empty());
    let view = t.game().hand().view(t.me());
    for card in hand.iter() {
        let name = card.name(style);
        let node = h
            .query_all_by(|n| n.role() == Role::Button && n.label().is_some_and(|l| l == name))
            .next()
            .unwrap_or_else(|| panic!("{name} is in the hand by name"));
        // A playable card is an enabled button; the others are disabled.
        let playable = view
            .legal
            .contains(&sevenfold::games::sedma::SedmaAction::Play(*card));
        assert_eq!(node.accesskit_node().is_disabled(), !playable, "{name}");
    }
    assert!(controls_are_named(&h) > hand.len());
    // The others' hands are there, face down, each with its count.
    let backs: Vec<String> = h
        .query_all_by_label_contains("face down")
        .map(|n| n.accesskit_node().value().unwrap_or_default().to_string())
        .collect();
    assert_eq!(backs.len(), view.players - 1, "{backs:?}");
    for (seat, &count) in view.hand_sizes.iter().enumerate() {
        if seat != t.me() {
            let said = format!("{count} cards face down");
            assert!(
                backs.iter().any(|b| b.ends_with(&said)),
                "{said} in {backs:?}"
            );
        }
    }
    // What happens is told as it happens: the newest line of the log is a live region.
    let news: Vec<String> = h
        .query_all_by(|n| n.live() == egui::accesskit::Live::Polite && n.role() == Role::Label)
        .map(|n| n.accesskit_node().value().unwrap_or_default().to_string())
        .collect();
    assert_eq!(news.len(), 1, "{news:?}");
    assert!(!news[0].is_empty());
    // The keyboard's selection is the selected card.
    h.key_press(egui::Key::ArrowRight);
    run_frames(&mut h);
    let selected: Vec<String> = h
        .query_all_by(|n| n.role() == Role::Button && n.is_selected() == Some(true))
        .map(|n| n.accesskit_node().label().unwrap_or_default().to_string())
        .collect();
    assert_eq!(selected.len(), 1, "{selected:?}");
    assert!(hand.iter().any(|c| c.name(style) == selected[0]));
}

#[test]
fn the_all_fours_table_names_every_card_and_control() {
    use sevenfold::cards::PackStyle;
    use sevenfold::engine::Game;
    use sevenfold::ui::all_fours::AllFoursTable;
    let dir = TempDir::new("a11y-af");
    let mut h = app_for(dir.path(), "all-fours");
    start(&mut h, "All Fours");
    common::window::settle(&mut h, |h| h.state().table_of::<AllFoursTable>().unwrap());
    let t = h.state().table_of::<AllFoursTable>().unwrap();
    let hand = t.game().hand().view(t.me()).hand;
    assert!(!hand.is_empty());
    for card in hand.iter() {
        let name = card.name(PackStyle::French);
        assert!(
            h.query_all_by_label_contains(&name).next().is_some(),
            "{name} is in the hand by name"
        );
    }
    assert!(controls_are_named(&h) > 0);
}

#[test]
fn the_sevens_from_hell_table_names_every_group_and_control() {
    use sevenfold::ui::sevens_from_hell::HellTable;
    let dir = TempDir::new("a11y-hell");
    let mut h = app_for(dir.path(), "sevens-from-hell");
    start(&mut h, "Sevens from Hell");
    common::window::settle(&mut h, |h| h.state().table_of::<HellTable>().unwrap());
    let t = h.state().table_of::<HellTable>().unwrap();
    let held: usize = h
        .query_all_by(|n| n.label().is_some_and(|l| l.contains(" held, ")))
        .map(|n| {
            let l = n.accesskit_node().label().unwrap_or_default();
            let count = l.split(", ").nth(1).unwrap_or("0 held");
            count.trim_end_matches(" held").parse::<usize>().unwrap()
        })
        .sum();
    assert_eq!(
        held,
        t.round().hand(t.me()).total() as usize,
        "every card, by group"
    );
    // The decks and the pile are named too.
    h.get_by_label_contains("Draw deck 1:");
    h.get_by_label_contains("Discard pile:");
    assert!(controls_are_named(&h) > 0);
}

/// The window at `width`×`height` over a data folder whose settings choose `game`.
fn sized_app(
    dir: &std::path::Path,
    game: &str,
    width: f32,
    height: f32,
) -> Harness<'static, SevenfoldApp> {
    app_for(dir, game);
    let dir = dir.to_path_buf();
    Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_eframe(move |cc| {
            SevenfoldApp::with_store(&cc.egui_ctx, Some(4), Ok(Store::at(&dir)))
        })
}

/// Every control of every game's table lies whole inside the window, at the smallest size the
/// window is made for and at 2560×1440 (text and cards follow the window's size).
#[test]
fn every_table_fits_from_900_by_600_to_2560_by_1440() {
    use sevenfold::ui::all_fours::AllFoursTable;
    use sevenfold::ui::sedma::SedmaTable;
    use sevenfold::ui::sevens_from_hell::HellTable;
    for (width, height) in [(900.0, 600.0), (2560.0, 1440.0)] {
        for (game, title) in [
            ("sedma", "Sedma"),
            ("all-fours", "All Fours"),
            ("sevens-from-hell", "Sevens from Hell"),
        ] {
            let dir = TempDir::new("a11y-size");
            let mut h = sized_app(dir.path(), game, width, height);
            run_frames(&mut h);
            start(&mut h, title);
            match game {
                "sedma" => {
                    common::window::settle(&mut h, |h| h.state().table_of::<SedmaTable>().unwrap())
                }
                "all-fours" => common::window::settle(&mut h, |h| {
                    h.state().table_of::<AllFoursTable>().unwrap()
                }),
                _ => common::window::settle(&mut h, |h| h.state().table_of::<HellTable>().unwrap()),
            }
            let screen =
                egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height)).expand(1.0);
            let mut seen = 0;
            for node in h.query_all_by(|n| CONTROLS.contains(&n.role())) {
                let rect = node.rect();
                let label = node.accesskit_node().label().unwrap_or_default();
                assert!(
                    screen.contains_rect(rect),
                    "{title} at {width}×{height}: '{label}' at {rect:?} is cut off"
                );
                assert!(
                    rect.width() >= 8.0 && rect.height() >= 8.0,
                    "'{label}' is too small"
                );
                seen += 1;
            }
            assert!(seen > 3, "{title} at {width}×{height}: {seen} controls");
        }
    }
}
