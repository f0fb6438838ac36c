#![allow(clippy::unwrap_used)]
//! Playing with friends on other computers, through the window: one window hosts a table on
//! a server of its own (on the loopback), another joins it by address and code, and the two
//! play the match to its end, each seeing only its own cards.

use super::common::window::{click_all_fours, click_sedma_choice, run_frames};
use super::store_common::TempDir;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::games::sedma::MatchEnd;
use sevenfold::store::{Level, Player, Settings, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::all_fours::AllFoursTable;
use sevenfold::ui::animation::AnimationSpeed;
use sevenfold::ui::command::Screen;
use sevenfold::ui::sedma::SedmaTable;
use std::time::{Duration, Instant};

/// Settings with a two-player Sedma match to `target` points on the new-game page.
fn settings(target: u32) -> Settings {
    let mut settings = Settings {
        animation: AnimationSpeed::Instant,
        bots: Level::Easy,
        ..Settings::default()
    };
    settings.sedma.players = 2;
    settings.sedma.match_end = MatchEnd::Target(target);
    settings
}

/// A window keeping nothing, with [`settings`], that hosts on the loopback only.
fn window(seed: u64, target: u32) -> Harness<'static, SevenfoldApp> {
    let settings = settings(target);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| SevenfoldApp::new(&cc.egui_ctx, Some(seed), settings));
    h.state_mut().friends_mut().listen = std::net::Ipv4Addr::LOCALHOST.into();
    h
}

/// [`window`] over the data folder `dir`, which starts with [`settings`].
fn window_in(dir: &std::path::Path, seed: u64, target: u32) -> Harness<'static, SevenfoldApp> {
    Store::at(dir).save_settings(&settings(target)).unwrap();
    let mut h = super::common::window::app_in(dir, seed);
    h.state_mut().friends_mut().listen = std::net::Ipv4Addr::LOCALHOST.into();
    h
}

/// Steps both windows until `done` holds (the network answers on its own threads); panics
/// after a minute, saying what was awaited.
fn until(
    a: &mut Harness<'static, SevenfoldApp>,
    b: &mut Harness<'static, SevenfoldApp>,
    what: &str,
    done: impl Fn(&Harness<'static, SevenfoldApp>, &Harness<'static, SevenfoldApp>) -> bool,
) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(60) {
        a.step();
        b.step();
        if done(a, b) {
            // Draw once more, so what has just come can be found by its label.
            a.step();
            b.step();
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("never happened: {what}");
}

fn af<'a>(h: &'a Harness<'static, SevenfoldApp>) -> &'a AllFoursTable {
    h.state().table_of::<AllFoursTable>().unwrap()
}

fn table<'a>(h: &'a Harness<'static, SevenfoldApp>) -> Option<&'a SedmaTable> {
    h.state().table_of::<SedmaTable>()
}

/// Whether the window's table waits for its person: nothing moves and it is their move, or
/// the hand summary is up.
fn waits(h: &Harness<'static, SevenfoldApp>) -> bool {
    table(h).is_some_and(|t| t.is_settled() && (t.my_turn() || t.shows_hand_summary()))
}

/// Types `text` into the field named `label`, after what it holds.
fn text_field(h: &mut Harness<'static, SevenfoldApp>, label: &str, text: &str) {
    let field = h.get_by_label(label);
    field.focus();
    field.type_text(text);
    run_frames(h);
}

/// Types `text` into the field named `label` in place of what it holds.
fn replace_text(h: &mut Harness<'static, SevenfoldApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    run_frames(h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    run_frames(h);
    text_field(h, label, text);
}

fn disabled(h: &Harness<'static, SevenfoldApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

/// Every text in the window (names of controls and labels' texts), for finding the code.
fn labels(h: &Harness<'static, SevenfoldApp>) -> Vec<String> {
    h.query_all_by(|n| n.label().is_some() || n.value().is_some())
        .filter_map(|n| {
            let n = n.accesskit_node();
            n.label().or(n.value()).map(|l| l.to_string())
        })
        .collect()
}

/// Hosts a table on this window's own server from the start page, as `name` ("" keeps the
/// profile's), while `other` runs on; the table's code (from the lobby's heading) and port.
fn host_here(
    h: &mut Harness<'static, SevenfoldApp>,
    other: &mut Harness<'static, SevenfoldApp>,
    name: &str,
) -> (String, u16) {
    run_frames(h);
    h.get_by_label("Play with friends").click();
    run_frames(h);
    assert_eq!(h.state().screen(), Screen::Friends);
    if !name.is_empty() {
        replace_text(h, "Your name at the table", name);
    }
    replace_text(h, "Port", "0");
    h.get_by_label("Host the table").click();
    run_frames(h);
    until(h, other, "the table is hosted", |a, _| {
        a.query_by_label_contains("Table ").is_some()
    });
    let heading = labels(h)
        .into_iter()
        .find(|l| l.starts_with("Table "))
        .unwrap_or_else(|| panic!("the table's code shows: {:?}", labels(h)));
    let code = heading.trim_start_matches("Table ").to_string();
    assert_eq!(code.len(), 6, "{heading}");
    let port = h.state().friends().hosting_port().expect("a server runs");
    (code, port)
}

/// Opens the friends page and types `name` and the host's address on this computer.
fn open_join_form(h: &mut Harness<'static, SevenfoldApp>, name: &str, port: u16) {
    run_frames(h);
    h.get_by_label("Play with friends").click();
    run_frames(h);
    if !name.is_empty() {
        replace_text(h, "Your name at the table", name);
    }
    replace_text(h, "Host's address", &format!("127.0.0.1:{port}"));
}

#[test]
fn a_window_joins_a_friends_table_and_they_play_the_match_to_its_end() {
    let mut anna = window(1, 2);
    let ben_dir = TempDir::new("friends-ben");
    let mut ben = window_in(ben_dir.path(), 2, 2);

    // Anna hosts: the start page leads to the page, her seat is hers and the other a friend's.
    let (code, port) = host_here(&mut anna, &mut ben, "Anna");
    anna.get_by_label_contains("open: waiting for a friend to join");
    assert!(
        disabled(&anna, "Start the match"),
        "the match waits for the friend"
    );

    // Ben joins with the address and the code.
    open_join_form(&mut ben, "Ben", port);
    text_field(&mut ben, "Table code", &code.to_lowercase());
    ben.get_by_label("Join the table").click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "Ben sits at Anna's table", |a, b| {
        a.query_by_label("Ben").is_some() && b.query_by_label("Anna").is_some()
    });
    ben.get_by_label("The host starts the match once everybody is seated.");
    assert!(ben.query_by_label("Start the match").is_none());

    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    until(&mut anna, &mut ben, "both tables open", |a, b| {
        table(a).is_some() && table(b).is_some()
    });
    assert_eq!(anna.state().screen(), Screen::Table);
    assert_eq!(ben.state().screen(), Screen::Table);
    let strip = format!("Playing with friends at table {code}");
    anna.get_by_label_contains(&strip);
    ben.get_by_label_contains(&strip);
    // Each is "you" at their own table and calls the other by name; neither sees the
    // other's cards, and undo is off.
    for (h, other) in [(&anna, "Ben"), (&ben, "Anna")] {
        let t = table(h).unwrap();
        let them = 1 - t.me();
        assert_eq!(t.names().seat(them), other);
        assert_eq!(t.names().seat(t.me()), "You");
        assert!(t.scene().hands.open.iter().all(Vec::is_empty));
        assert_eq!(t.scene().hands.counts[them], t.scene().hands.mine.len());
        assert!(disabled(h, "Undo (Ctrl+Z)"));
    }
    assert_ne!(table(&anna).unwrap().me(), table(&ben).unwrap().me());

    // They play: whoever is to move clicks their first choice, and each closes the summary
    // of every hand, until the match is over on both tables.
    let mut moves = 0;
    let mut hands = 0;
    loop {
        until(&mut anna, &mut ben, "somebody may act", |a, b| {
            let over = |h: &Harness<'static, SevenfoldApp>| {
                table(h).is_some_and(|t| t.game().is_over() && t.is_settled())
            };
            waits(a) || waits(b) || (over(a) && over(b))
        });
        let mut acted = false;
        for h in [&mut anna, &mut ben] {
            let Some(t) = table(h) else { continue };
            if t.shows_hand_summary() {
                if t.game().is_over() {
                    h.get_by_label("Close").click();
                } else {
                    h.get_by_label("Next hand").click();
                    hands += 1;
                }
                run_frames(h);
                acted = true;
            } else if waits(h) {
                click_sedma_choice(h);
                run_frames(h);
                moves += 1;
                acted = true;
            }
        }
        let over = |h: &Harness<'static, SevenfoldApp>| {
            table(h).is_some_and(|t| t.game().is_over() && !t.shows_hand_summary())
        };
        if over(&anna) && over(&ben) {
            break;
        }
        assert!(acted, "nobody could act");
        assert!(moves < 2000, "the match never ended");
    }
    let (a, b) = (table(&anna).unwrap(), table(&ben).unwrap());
    assert_eq!(
        a.game().totals(),
        b.game().totals(),
        "both saw the same score"
    );
    assert_eq!(a.game().records(), b.game().records());
    assert_eq!(a.game().winners(), b.game().winners());
    assert!(
        a.game().totals().iter().any(|&t| t >= 2),
        "{:?}",
        a.game().totals()
    );
    assert!(moves >= 16, "{moves} moves");
    assert!(hands <= a.game().records().len() * 2);

    // Ben's history keeps the match as played there, with Anna named at her seat.
    let (anna_seat, ben_seat) = (a.me(), b.me());
    let totals = a.game().totals().to_vec();
    let entries = wait_for_history(&mut ben, ben_dir.path());
    let [entry] = &entries[..] else {
        panic!("one record: {entries:?}")
    };
    assert_eq!(entry.totals, totals);
    assert_eq!(entry.players[ben_seat], Player::DEFAULT_PERSON);
    assert_eq!(entry.players[anna_seat], Player::Friend);
    assert_eq!(entry.friends[anna_seat], "Anna");
    assert!(!entry.abandoned);

    // Ben leaves the table for the page, and finds the match in his history.
    ben.get_by_label("Leave the table").click();
    run_frames(&mut ben);
    assert_eq!(ben.state().screen(), Screen::Friends);
    assert!(table(&ben).is_none());
    ben.get_by_label("History").click();
    run_frames(&mut ben);
    ben.get_by_label_contains("Sedma, 2 players").click();
    run_frames(&mut ben);
    let texts = labels(&ben);
    assert!(texts.iter().any(|l| l.contains("Anna")), "{texts:?}");
}

/// The matches the history in `dir` holds, once the window has written one.
fn wait_for_history(
    h: &mut Harness<'static, SevenfoldApp>,
    dir: &std::path::Path,
) -> Vec<sevenfold::store::HistoryEntry> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(30) {
        h.step();
        let entries = Store::at(dir).history().unwrap().value;
        if !entries.is_empty() {
            // More frames write nothing more: the match is recorded once.
            for _ in 0..20 {
                h.step();
            }
            std::thread::sleep(Duration::from_millis(100));
            assert_eq!(Store::at(dir).history().unwrap().value.len(), entries.len());
            return entries;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("nothing reached the history");
}

#[test]
fn a_wrong_code_is_refused_with_its_reason_on_the_page() {
    let mut anna = window(3, 1);
    let mut ben = window(4, 1);
    let (_, port) = host_here(&mut anna, &mut ben, "");
    // No code typed: the page says what is missing.
    open_join_form(&mut ben, "", port);
    ben.get_by_label("Join the table").click();
    run_frames(&mut ben);
    ben.get_by_label("Type the host's address and the table's code.");
    text_field(&mut ben, "Table code", "ZZZZZZ");
    ben.get_by_label("Join the table").click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "the refusal", |_, b| {
        b.query_by_label_contains("No table has the code").is_some()
    });
    ben.get_by_label("No table has the code ZZZZZZ: check it with the host.");
    // The form is there again to correct the code.
    ben.get_by_label("Join the table");
}

#[test]
fn a_table_hosted_on_a_server_with_a_computer_player_is_played_to_its_end() {
    // A table server of its own, as `sevenfold serve` runs one.
    let server = sevenfold_net::Hosting::start("127.0.0.1:0", None).unwrap();
    let dir = TempDir::new("friends-server");
    let mut anna = window_in(dir.path(), 5, 1);
    let mut idle = window(6, 1);
    run_frames(&mut anna);
    anna.get_by_label("With friends").click();
    run_frames(&mut anna);
    anna.get_by_label("All Fours").click();
    run_frames(&mut anna);
    anna.get_by_label("2 — head to head").click();
    run_frames(&mut anna);
    anna.get_by_label("A single deal").click();
    run_frames(&mut anna);
    // The other seat goes to a computer player.
    anna.get_by_label("North").click();
    run_frames(&mut anna);
    anna.get_by_label("computer (Easy)").click();
    run_frames(&mut anna);
    text_field(&mut anna, "at", &server.addr().to_string());
    anna.get_by_label("On a table server").click();
    run_frames(&mut anna);
    anna.get_by_label("Host the table").click();
    run_frames(&mut anna);
    until(&mut anna, &mut idle, "the table is hosted", |a, _| {
        a.query_by_label_contains("Table ").is_some()
    });
    anna.get_by_label("computer (Easy)");
    assert!(
        anna.state().friends().hosting_port().is_none(),
        "no server of its own"
    );
    anna.get_by_label_contains(&format!("join with the address {}", server.addr()));
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    until(&mut anna, &mut idle, "the table opens", |a, _| {
        a.state().table_of::<AllFoursTable>().is_some()
    });
    // Anna plays her first choice each time until the match is over.
    let mut moves = 0;
    loop {
        until(&mut anna, &mut idle, "Anna may act", |a, _| {
            let t = af(a);
            t.is_settled() && (t.my_turn() || t.shows_hand_summary() || t.game().is_over())
        });
        let t = af(&anna);
        if t.game().is_over() && !t.shows_hand_summary() {
            break;
        }
        if t.shows_hand_summary() {
            let label = if t.game().is_over() {
                "Close"
            } else {
                "Next deal"
            };
            anna.get_by_label(label).click();
        } else {
            let t = af(&anna);
            let first = sevenfold::engine::Game::legal_actions(t.game().hand()).as_ref()[0];
            click_all_fours(&mut anna, first);
            moves += 1;
        }
        run_frames(&mut anna);
        assert!(moves < 500, "the match never ended");
    }
    let t = af(&anna);
    assert!(t.game().totals().iter().any(|&p| p >= 1));
    assert!(!t.game().records().is_empty());
    let (me, totals) = (t.me(), t.game().totals().to_vec());
    let entries = wait_for_history(&mut anna, dir.path());
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].totals, totals);
    assert_eq!(entries[0].players[me], Player::DEFAULT_PERSON);
    assert_eq!(entries[0].players[1 - me], Player::Bot(Level::Easy));
    assert_eq!(entries[0].game_name, "all-fours");
}

#[test]
fn a_friend_who_leaves_mid_match_is_shown_away() {
    let mut anna = window(7, 3);
    let mut ben = window(8, 3);
    let (code, port) = host_here(&mut anna, &mut ben, "Anna");
    open_join_form(&mut ben, "Ben", port);
    text_field(&mut ben, "Table code", &code);
    ben.get_by_label("Join the table").click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "Ben is seated", |a, _| {
        a.query_by_label("Ben").is_some()
    });
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    until(&mut anna, &mut ben, "both tables open", |a, b| {
        table(a).is_some() && table(b).is_some()
    });

    // Ben thinks better of leaving once, then leaves.
    ben.get_by_label("Leave the table").click();
    run_frames(&mut ben);
    ben.get_by_label("Leave the table?");
    ben.get_by_label("Cancel").click();
    run_frames(&mut ben);
    assert_eq!(ben.state().screen(), Screen::Table);
    ben.get_by_label("Leave the table").click();
    run_frames(&mut ben);
    ben.get_by_label("Leave").click();
    run_frames(&mut ben);
    assert_eq!(ben.state().screen(), Screen::Friends);
    assert!(table(&ben).is_none());
    assert!(!disabled(&ben, "Join the table"), "Ben may join again");

    until(&mut anna, &mut ben, "Anna sees Ben away", |a, _| {
        a.query_by_label_contains("Ben is away; the table waits for them")
            .is_some()
    });
    // Anna is still at her table, and may not host another over it.
    assert_eq!(anna.state().screen(), Screen::Table);
    anna.get_by_label("With friends").click();
    run_frames(&mut anna);
    assert!(disabled(&anna, "Host the table"));
    anna.get_by_label_contains("You are playing at a table with friends");
    anna.get_by_label("Table").click();
    run_frames(&mut anna);

    // Ben thinks again and sits down at his seat once more: both play on.
    ben.get_by_label_contains(&format!("Your match at table {code}"));
    ben.get_by_label("Back to the table").click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "Ben is back at his table", |a, b| {
        table(b).is_some()
            && a.query_by_label_contains("is away").is_none()
            && a.query_by_label_contains(&format!("at table {code}"))
                .is_some()
    });
    assert_eq!(ben.state().screen(), Screen::Table);
    let (a, b) = (table(&anna).unwrap(), table(&ben).unwrap());
    assert_eq!(a.game().records(), b.game().records());
    assert_ne!(a.me(), b.me());
}
