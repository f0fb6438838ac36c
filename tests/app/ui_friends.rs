#![allow(clippy::unwrap_used)]
//! Playing with friends on other computers, through the window: one window hosts a table on
//! a server of its own (on the loopback), another joins it by address and code, and the two
//! play the match to its end, each seeing only its own cards; and Sevens from Hell's four
//! rounds with a friend who joins without a window.

use super::common::window::{click_all_fours, click_sedma_choice, run_frames};
use super::store_common::TempDir;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::games::sedma::MatchEnd;
use sevenfold::games::sevens_from_hell::{BookKind, Phase};
use sevenfold::store::{Level, Player, Settings, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::all_fours::AllFoursTable;
use sevenfold::ui::animation::AnimationSpeed;
use sevenfold::ui::command::Screen;
use sevenfold::ui::sedma::SedmaTable;
use sevenfold::ui::sevens_from_hell::{Group, HellTable};
use sevenfold_net::protocol::SeatState;
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
    // The seat comes first, then the lobby with who sits where.
    until(h, other, "the table is hosted", |a, _| {
        a.query_by_label_contains("Table ").is_some() && a.query_by_label("you").is_some()
    });
    let heading = labels(h)
        .into_iter()
        .find(|l| l.starts_with("Table "))
        .unwrap_or_else(|| panic!("the table's code shows: {:?}", labels(h)));
    let code = heading.trim_start_matches("Table ").to_string();
    assert_eq!(code.len(), 8, "{heading}");
    let port = h.state().friends().hosting_port().expect("a server runs");
    (code, port)
}

/// Anna hosts a table on her window's own server, Ben joins it by address and code from his
/// window, and Anna starts the match once he is seated; the table's code once both tables are
/// open.
fn anna_hosts_and_ben_sits(
    anna: &mut Harness<'static, SevenfoldApp>,
    ben: &mut Harness<'static, SevenfoldApp>,
) -> String {
    let (code, port) = host_here(anna, ben, "Anna");
    open_join_form(ben, "Ben", port);
    text_field(ben, "Table code", &code);
    ben.get_by_label("Join the table").click();
    run_frames(ben);
    until(anna, ben, "Ben is seated", |a, _| {
        a.query_by_label("Ben").is_some()
    });
    anna.get_by_label("Start the match").click();
    run_frames(anna);
    until(anna, ben, "both tables open", |a, b| {
        table(a).is_some() && table(b).is_some()
    });
    code
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
                // The summary may have come with the last message: let the window draw it.
                run_frames(h);
                if let Some(next) = h.query_by_label("Next hand") {
                    next.click();
                    hands += 1;
                } else {
                    h.get_by_label("Close").click();
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
    // The refusal comes first, then the line's closing, which gives the form back.
    until(&mut anna, &mut ben, "the refusal", |_, b| {
        b.query_by_label_contains("No table has the code").is_some()
            && b.query_by_label("Join the table").is_some()
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
        a.query_by_label_contains("Table ").is_some() && a.query_by_label("you").is_some()
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
    let code = anna_hosts_and_ben_sits(&mut anna, &mut ben);

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

    // The strip says Ben is away (a computer takes his seat after a minute, as the host
    // chose by default).
    until(&mut anna, &mut ben, "Anna sees Ben away", |a, _| {
        shows(a, "Ben is away.")
    });
    // Anna is still at her table, and may not host another over it.
    assert_eq!(anna.state().screen(), Screen::Table);
    anna.get_by_label("With friends").click();
    run_frames(&mut anna);
    assert!(disabled(&anna, "Host the table"));
    anna.get_by_label_contains("You are at a table with friends. To join or host another");
    anna.get_by_label("Table").click();
    run_frames(&mut anna);

    // Ben thinks again and sits down at his seat once more: both play on.
    ben.get_by_label(&format!("Back to your table with Anna (Sedma, {code})"))
        .click();
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

/// Whether any text in the window holds `part`.
fn shows(h: &Harness<'static, SevenfoldApp>, part: &str) -> bool {
    labels(h).iter().any(|l| l.contains(part))
}

/// Ben's window is closed mid-match (its lines drop with it) and started again on the same
/// data folder: the start page offers the way back to his table with Anna, and he sits at his
/// own seat again. Meanwhile Anna, the host, gives his away seat to a computer from her
/// table's menu, which plays for him, and waits for him again.
#[test]
fn a_window_started_again_takes_its_seat_back_from_the_start_page() {
    let dir = TempDir::new("friends-restart");
    let mut anna = window(7, 3);
    let mut ben = window_in(dir.path(), 8, 3);
    let code = anna_hosts_and_ben_sits(&mut anna, &mut ben);
    let seat = table(&ben).unwrap().me();
    drop(ben);
    let mut ben = window_in(dir.path(), 9, 3);
    until(&mut anna, &mut ben, "Anna sees Ben away", |a, _| {
        shows(a, "Ben is away")
    });
    // The host lets a computer play for Ben, and waits for him again.
    anna.get_by_label("Table controls").click();
    run_frames(&mut anna);
    anna.get_by_label("Let a computer play for Ben").click();
    run_frames(&mut anna);
    anna.get_by_label("Easy").click();
    run_frames(&mut anna);
    until(&mut anna, &mut ben, "a computer plays for Ben", |a, _| {
        shows(a, "a computer player takes the seat until they are back")
    });
    anna.get_by_label("Table controls").click();
    run_frames(&mut anna);
    anna.get_by_label("Wait for Ben again").click();
    run_frames(&mut anna);
    until(
        &mut anna,
        &mut ben,
        "the table waits for Ben again",
        |a, _| shows(a, "Ben is away.") && !shows(a, "until they are back"),
    );
    // Ben's new window offers his table on its start page.
    assert_eq!(ben.state().screen(), Screen::Start);
    ben.get_by_label(&format!("Back to your table with Anna (Sedma, {code})"))
        .click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "Ben is back at his table", |a, b| {
        table(b).is_some() && !shows(a, "is away")
    });
    assert_eq!(ben.state().screen(), Screen::Table);
    let (a, b) = (table(&anna).unwrap(), table(&ben).unwrap());
    assert_eq!(b.me(), seat, "his own seat");
    assert_eq!(a.game().records(), b.game().records());
}

/// The lobby's invitation, pasted whole into the join form's address field, seats a friend;
/// when it is the host's turn and her window is not in front, the window asks for attention
/// and its title says it is her turn.
#[test]
fn an_invitation_seats_a_friend_and_a_window_behind_others_calls_its_person() {
    let mut anna = window(7, 2);
    let mut ben = window(8, 2);
    let (code, port) = host_here(&mut anna, &mut ben, "Anna");
    let invitation = labels(&anna)
        .into_iter()
        .find_map(|l| l.strip_prefix("Invitation: ").map(str::to_string))
        .expect("the lobby shows the invitation");
    assert_eq!(invitation, format!("http://127.0.0.1:{port}/#{code}"));
    anna.get_by_label("Copy invitation").click();
    run_frames(&mut ben);
    ben.get_by_label("Play with friends").click();
    run_frames(&mut ben);
    replace_text(&mut ben, "Your name at the table", "Ben");
    replace_text(&mut ben, "Host's address", &invitation);
    ben.get_by_label("Join the table").click();
    run_frames(&mut ben);
    until(
        &mut anna,
        &mut ben,
        "Ben is seated by the invitation",
        |a, _| a.query_by_label("Ben").is_some(),
    );
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    until(&mut anna, &mut ben, "both tables open", |a, b| {
        table(a).is_some() && table(b).is_some()
    });
    // Anna's window goes behind another.
    let root = egui::ViewportId::ROOT;
    let titles = |h: &Harness<'static, SevenfoldApp>| -> (Vec<String>, bool) {
        let commands = h
            .output()
            .viewport_output
            .get(&root)
            .map(|v| v.commands.clone())
            .unwrap_or_default();
        let titles = commands
            .iter()
            .filter_map(|c| match c {
                egui::ViewportCommand::Title(t) => Some(t.clone()),
                _ => None,
            })
            .collect();
        let attention = commands
            .iter()
            .any(|c| matches!(c, egui::ViewportCommand::RequestUserAttention(_)));
        (titles, attention)
    };
    let start = Instant::now();
    let mut called = false;
    while start.elapsed() < Duration::from_secs(60) && !called {
        anna.input_mut().viewports.entry(root).or_default().focused = Some(false);
        anna.step();
        ben.step();
        let (title, attention) = titles(&anna);
        if title.iter().any(|t| t == "Your turn – Sevenfold") {
            assert!(attention, "the window asks for attention with its title");
            assert!(table(&anna).unwrap().my_turn());
            called = true;
        }
        if waits(&ben) && !table(&ben).unwrap().shows_hand_summary() {
            click_sedma_choice(&mut ben);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(called, "Anna's window called her to her turn");
    // In front again, the title is the program's.
    anna.input_mut().viewports.entry(root).or_default().focused = Some(true);
    anna.step();
    assert_eq!(titles(&anna).0, ["Sevenfold"]);
}

/// The host pauses the match from her table's controls (both tables say so, and nobody may
/// act), goes on with it, and ends it for everybody: both tables say the host ended it, and
/// Ben's history keeps the match as ended by the host. Then she offers to play again, Ben
/// accepts, and a new match starts at the same seats.
#[test]
fn the_host_pauses_and_ends_the_match_from_her_table() {
    let dir = TempDir::new("friends-end");
    let mut anna = window(7, 3);
    let mut ben = window_in(dir.path(), 8, 3);
    anna_hosts_and_ben_sits(&mut anna, &mut ben);
    let control = |h: &mut Harness<'static, SevenfoldApp>, item: &str| {
        h.get_by_label("Table controls").click();
        run_frames(h);
        h.get_by_label(item).click();
        run_frames(h);
    };
    control(&mut anna, "Pause the match");
    until(
        &mut anna,
        &mut ben,
        "both tables say the match is paused",
        |a, b| shows(a, "You have paused the match") && shows(b, "The host has paused the match."),
    );
    for h in [&anna, &ben] {
        assert!(!table(h).unwrap().my_turn(), "nobody acts while paused");
    }
    control(&mut anna, "Go on with the match");
    until(&mut anna, &mut ben, "the match goes on", |a, b| {
        !shows(a, "paused") && !shows(b, "paused") && (waits(a) || waits(b))
    });
    control(&mut anna, "End the match for everybody");
    until(
        &mut anna,
        &mut ben,
        "both tables say the host ended it",
        |a, b| shows(a, "The host ended the match.") && shows(b, "The host ended the match."),
    );
    let entries = wait_for_history(&mut ben, dir.path());
    assert_eq!(entries.len(), 1);
    assert!(entries[0].ended_by_host && entries[0].abandoned);
    assert_eq!(entries[0].friends[table(&anna).unwrap().me()], "Anna");
    // Nothing to go back to.
    ben.get_by_label("Games").click();
    run_frames(&mut ben);
    assert!(!shows(&ben, "Back to your table"));
    ben.get_by_label("Table").click();
    run_frames(&mut ben);
    // Anna offers another match at the same seats; Ben says he plays it; a new match starts.
    let seats = (table(&anna).unwrap().me(), table(&ben).unwrap().me());
    until(
        &mut anna,
        &mut ben,
        "Play again is offered to the host",
        |a, b| {
            a.query_by_label("Play again").is_some()
                && shows(b, "When the host offers another match")
        },
    );
    anna.get_by_label("Play again").click();
    run_frames(&mut anna);
    until(&mut anna, &mut ben, "Ben is asked to play again", |a, b| {
        a.state().screen() == Screen::Friends
            && shows(a, "Ben: has not said yet whether they play again")
            && b.query_by_label("Play again").is_some()
    });
    assert!(disabled(&anna, "Start the match"), "Ben has not said yet");
    ben.get_by_label("Play again").click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "Ben sits again", |a, b| {
        b.state().screen() == Screen::Friends && !disabled(a, "Start the match")
    });
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    until(
        &mut anna,
        &mut ben,
        "the new match opens on both tables",
        |a, b| table(a).is_some_and(|t| !t.game().is_over()) && table(b).is_some(),
    );
    assert_eq!(
        (table(&anna).unwrap().me(), table(&ben).unwrap().me()),
        seats,
        "the same seats"
    );
    assert!(table(&anna).unwrap().game().records().is_empty());
}

/// Anna writes to Ben and sends him a quick phrase at the table; Ben's window speaks Czech,
/// and shows her message as she wrote it and her phrase in Czech. He greets the table from the
/// lobby's chat before the start; once he mutes her, her lines no longer show on his table.
#[test]
fn a_chat_message_and_a_quick_phrase_reach_the_other_window_in_its_language() {
    let mut anna = window(7, 3);
    let mut czech = settings(3);
    czech.language = Some(sevenfold::store::Language::Czech);
    let mut ben = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| SevenfoldApp::new(&cc.egui_ctx, Some(8), czech));
    let (code, port) = host_here(&mut anna, &mut ben, "Anna");
    run_frames(&mut ben);
    ben.get_by_label("Hrát s přáteli").click();
    run_frames(&mut ben);
    replace_text(&mut ben, "Tvoje jméno u stolu", "Ben");
    replace_text(&mut ben, "Adresa zakladatele", &format!("127.0.0.1:{port}"));
    text_field(&mut ben, "Kód stolu", &code);
    ben.get_by_label("Přisednout").click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "Ben is seated", |a, _| {
        a.query_by_label("Ben").is_some()
    });
    // In the lobby, Ben greets the table with a quick phrase: Anna reads it in English.
    ben.get_by_label("Rychlé fráze").click();
    run_frames(&mut ben);
    ben.get_by_label("Ahoj!").click();
    run_frames(&mut ben);
    until(&mut anna, &mut ben, "Anna reads Ben's greeting", |a, b| {
        shows(a, "Ben: Hello!") && shows(b, "Ty: Ahoj!")
    });
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    until(&mut anna, &mut ben, "both tables open", |a, b| {
        table(a).is_some() && table(b).is_some()
    });
    // At the table Anna opens the chat (the lobby's lines are still there), writes and sends
    // a phrase.
    anna.get_by_label("Chat").click();
    run_frames(&mut anna);
    assert!(
        shows(&anna, "Ben: Hello!"),
        "the lobby's chat goes on at the table"
    );
    text_field(&mut anna, "Message", "See you at nine");
    anna.get_by_label("Send").click();
    run_frames(&mut anna);
    anna.get_by_label("Quick phrases").click();
    run_frames(&mut anna);
    anna.get_by_label("Good game!").click();
    run_frames(&mut anna);
    until(
        &mut anna,
        &mut ben,
        "Ben's chat button counts two new lines",
        |_, b| shows(b, "Chat (2 nové)"),
    );
    ben.get_by_label("Chat (2 nové)").click();
    run_frames(&mut ben);
    assert!(shows(&ben, "Anna: See you at nine"));
    assert!(shows(&ben, "Anna: Dobrá hra!"));
    // Ben mutes Anna: her lines no longer show on his table.
    ben.get_by_label("Ztlumit").click();
    run_frames(&mut ben);
    ben.get_by_label("Anna").click();
    run_frames(&mut ben);
    assert!(!shows(&ben, "Anna: See you at nine"));
}

/// Cleo watches the match Anna and Ben play from her window: her table shows it to its end,
/// names every seat (nobody is "you"), shows no card in anybody's hand in any frame, and
/// says whose turn it is; she has no chat and nothing to play.
#[test]
fn a_watcher_window_follows_the_whole_match_without_seeing_a_hand() {
    let mut anna = window(7, 1);
    let mut ben = window(8, 1);
    let mut cleo = window(9, 1);
    let (code, port) = host_here(&mut anna, &mut ben, "Anna");
    open_join_form(&mut ben, "Ben", port);
    text_field(&mut ben, "Table code", &code);
    ben.get_by_label("Join the table").click();
    run_frames(&mut ben);
    open_join_form(&mut cleo, "Cleo", port);
    text_field(&mut cleo, "Table code", &code);
    cleo.get_by_label("Watch the table").click();
    run_frames(&mut cleo);
    until(
        &mut anna,
        &mut cleo,
        "Ben is seated and Cleo watches",
        |a, c| a.query_by_label("Ben").is_some() && shows(c, "You watch the table on"),
    );
    assert!(
        cleo.query_by_label("Message").is_none(),
        "no chat for a watcher"
    );
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    let start = Instant::now();
    let mut frames = 0;
    loop {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the match never ended: tables {:?}; the watcher shows {:?}",
            [&anna, &ben, &cleo].map(|h| table(h).map(|t| (t.game().is_over(), t.is_settled()))),
            labels(&cleo)
        );
        for h in [&mut anna, &mut ben, &mut cleo] {
            h.step();
        }
        if let Some(t) = table(&cleo) {
            frames += 1;
            assert!(t.scene().hands.mine.is_empty(), "a card shows in a hand");
            assert!(!t.my_turn());
        }
        let over = |h: &Harness<'static, SevenfoldApp>| {
            table(h).is_some_and(|t| t.game().is_over() && t.is_settled())
        };
        if over(&anna) && over(&ben) && over(&cleo) {
            break;
        }
        for h in [&mut anna, &mut ben] {
            let Some(t) = table(h) else { continue };
            if t.shows_hand_summary() {
                run_frames(h);
                if let Some(next) = h.query_by_label("Next hand") {
                    next.click();
                } else if let Some(close) = h.query_by_label("Close") {
                    close.click();
                }
                run_frames(h);
            } else if waits(h) {
                click_sedma_choice(h);
                run_frames(h);
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(frames > 20, "{frames} frames of the watcher's table");
    let t = table(&cleo).unwrap();
    assert_eq!(t.names().seat(0), "Ben", "{:?}", t.names().seat(0));
    assert_eq!(t.game().records(), table(&anna).unwrap().game().records());
    assert!(shows(&cleo, &format!("Watching table {code}")));
    assert!(cleo.query_by_label("Chat").is_none());
}

/// Where the guest's program ([`guest_program`]) keeps its data, which table it joins, and
/// on which port.
const GUEST_DIR: &str = "SEVENFOLD_TEST_GUEST_DIR";
const GUEST_TABLE: &str = "SEVENFOLD_TEST_GUEST_TABLE";

/// Ben's program in a process of its own: a window over the data folder it is given joins
/// the table (`port code`) as Ben, and once its table is open writes `seated` in its folder
/// and goes on running the window until it is killed. Run by the test below only.
#[test]
#[ignore = "the guest's own process, started by a_killed_guest_program_started_again_takes_its_seat_back"]
fn guest_program() {
    let dir = std::path::PathBuf::from(std::env::var(GUEST_DIR).unwrap());
    let at = std::env::var(GUEST_TABLE).unwrap();
    let (port, code) = at.split_once(' ').unwrap();
    let mut ben = window_in(&dir, 8, 3);
    open_join_form(&mut ben, "Ben", port.parse().unwrap());
    text_field(&mut ben, "Table code", code);
    ben.get_by_label("Join the table").click();
    let mut told = false;
    loop {
        ben.step();
        if !told && table(&ben).is_some() {
            std::fs::write(dir.join("seated"), table(&ben).unwrap().me().to_string()).unwrap();
            told = true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The guest's program is killed (SIGKILL) mid-match and started again on its data folder:
/// its start page offers the way back to the table with Anna, and Ben sits at his own seat
/// again; the two play on to the end of the match.
#[test]
fn a_killed_guest_program_started_again_takes_its_seat_back() {
    let dir = TempDir::new("friends-kill");
    let mut anna = window(7, 2);
    let mut idle = window(1, 2);
    let (code, port) = host_here(&mut anna, &mut idle, "Anna");
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["ui_friends::guest_program", "--exact", "--ignored"])
        .args(["--test-threads", "1"])
        .env(GUEST_DIR, dir.path())
        .env(GUEST_TABLE, format!("{port} {code}"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    until(&mut anna, &mut idle, "Ben's program is seated", |a, _| {
        a.query_by_label("Ben").is_some()
    });
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    let seated = dir.path().join("seated");
    until(&mut anna, &mut idle, "both tables open", |a, _| {
        table(a).is_some() && seated.exists()
    });
    let seat: usize = std::fs::read_to_string(&seated).unwrap().parse().unwrap();
    // On Unix, `kill` sends SIGKILL: the program ends with no clean-up at all.
    child.kill().unwrap();
    child.wait().unwrap();
    until(&mut anna, &mut idle, "Anna sees Ben away", |a, _| {
        shows(a, "Ben is away")
    });
    let mut ben = window_in(dir.path(), 9, 2);
    run_frames(&mut ben);
    assert_eq!(ben.state().screen(), Screen::Start);
    ben.get_by_label(&format!("Back to your table with Anna (Sedma, {code})"))
        .click();
    run_frames(&mut ben);
    until(
        &mut anna,
        &mut ben,
        "Ben is back at his own seat",
        |a, b| table(b).is_some() && !shows(a, "is away"),
    );
    assert_eq!(table(&ben).unwrap().me(), seat);
    // They play on: whoever is to move clicks, and both tables show the move.
    let seen = |h: &Harness<'static, SevenfoldApp>| {
        let t = table(h).unwrap();
        format!(
            "{:?}",
            sevenfold::engine::Game::view(t.game().hand(), t.me())
        )
    };
    for _ in 0..3 {
        until(&mut anna, &mut ben, "somebody may act", |a, b| {
            waits(a) || waits(b)
        });
        let before = (seen(&anna), seen(&ben));
        let mover = if waits(&anna) { &mut anna } else { &mut ben };
        if table(mover).unwrap().shows_hand_summary() {
            break;
        }
        click_sedma_choice(mover);
        run_frames(mover);
        until(
            &mut anna,
            &mut ben,
            "the move shows on both tables",
            |a, b| seen(a) != before.0 && seen(b) != before.1,
        );
    }
}

fn hell<'a>(h: &'a Harness<'static, SevenfoldApp>) -> Option<&'a HellTable> {
    h.state().table_of::<HellTable>()
}

/// Steps the window until its Sevens from Hell table rests and nothing the person sent is
/// still on its way: the person may act, another seat is to act, or a summary is up.
fn hell_rest(h: &mut Harness<'static, SevenfoldApp>) {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(60) {
        h.step();
        let t = hell(h).unwrap();
        let me = t.me();
        let others =
            t.game().is_over() || sevenfold::engine::Game::to_act(t.game().hand()) != Some(me);
        if t.is_settled() && (t.my_turn() || t.shows_hand_summary() || others) {
            h.step();
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the table never came to rest");
}

/// Plays the person's whole turn with the table's controls: draws two, adds every copy of
/// a kind their team has a book of onto it at one click (each kind tried once), and
/// discards the first card that may go (never a seven). Returns the cards laid on books, and
/// the most laid at one click.
fn hell_turn(h: &mut Harness<'static, SevenfoldApp>) -> (usize, usize) {
    use sevenfold::ui::table::stage::DIGITS;
    let (mut laid, mut most) = (0, 0);
    let mut tried = Vec::new();
    let mut refused = Vec::new();
    let this_turn = |h: &Harness<'static, SevenfoldApp>| {
        let g = hell(h).unwrap().game();
        (g.records().len(), g.hand().turns())
    };
    let turn = this_turn(h);
    loop {
        hell_rest(h);
        let t = hell(h).unwrap();
        // The others may have played meanwhile, to the person's next turn.
        if !t.my_turn() || this_turn(h) != turn {
            return (laid, most);
        }
        let me = t.me();
        let g = t.round();
        if g.phase() == Phase::Acquire {
            h.get_by(|n| n.label().is_some_and(|l| l.starts_with("Draw two")))
                .click();
            h.step();
            continue;
        }
        let hand = *g.hand(me);
        let team = g.team(g.team_of(me));
        let addable = (4..=14).map(Group::Natural).find(|&group| {
            let Group::Natural(rank) = group else {
                return false;
            };
            let kind = BookKind::natural(rank).unwrap();
            team.melded
                && hand.of_rank(rank) > 0
                && !team.open_book(kind).is_empty()
                && !tried.contains(&group)
                && t.keys().of(group).is_some()
        });
        if let Some(group) = addable {
            tried.push(group);
            let Group::Natural(rank) = group else {
                unreachable!()
            };
            let key = DIGITS[t.keys().of(group).unwrap() - 1];
            let before = g.hand_len(me);
            // Shift and the group's number pick every copy; the book takes them at one click.
            h.key_press_modifiers(egui::Modifiers::SHIFT, key);
            h.step();
            let plural = BookKind::natural(rank).unwrap().plural();
            let book = format!("{}{}:", plural[..1].to_uppercase(), &plural[1..]);
            h.get_by(|n| {
                n.label()
                    .is_some_and(|l| l.starts_with(&book) && l.ends_with("Add the picked cards"))
            })
            .click();
            h.step();
            hell_rest(h);
            let t = hell(h).unwrap();
            let now = t.round().hand_len(me);
            if now < before && t.my_turn() {
                assert!(
                    disabled(h, "Take back (T)"),
                    "what the server has laid is not taken back"
                );
            }
            laid += before.saturating_sub(now);
            most = most.max(before.saturating_sub(now));
            let t = hell(h).unwrap();
            if !t.selection().is_empty() {
                h.key_press(egui::Key::Escape);
                h.step();
            }
            continue;
        }
        let discard = Group::all().find(|&group| {
            group != Group::Natural(7)
                && group.count(&hand) > 0
                && !refused.contains(&group)
                && t.keys().of(group).is_some()
        });
        let Some(group) = discard else {
            h.get_by_label("End turn (E)").click();
            h.step();
            continue;
        };
        refused.push(group);
        h.key_press(DIGITS[t.keys().of(group).unwrap() - 1]);
        h.step();
        h.key_press(egui::Key::X);
        h.step();
        // Esc would close a round's summary: only picks are let go.
        if !hell(h).unwrap().selection().is_empty() {
            h.key_press(egui::Key::Escape);
            h.step();
        }
    }
}

/// A friend on another computer, without a window: joins the table `code` on this computer's
/// port as Ben, and plays every turn by the rules of thumb from the views the server sends,
/// until the match is over; the last state.
fn ben_plays_sevens_from_hell(port: u16, code: String) -> std::thread::JoinHandle<SeatState> {
    use sevenfold::games::sevens_from_hell::{HellView, SevensFromHell};
    use sevenfold_net::{ClientMessage, Link, LinkEvent, ServerMessage};
    std::thread::spawn(move || {
        let join = ClientMessage::Join {
            code: code.clone(),
            name: "Ben".into(),
        };
        let link = Link::open(&format!("ws://127.0.0.1:{port}"), join, || {});
        let mut me = sevenfold::ai::Level::Normal.bot::<SevensFromHell>();
        let mut rng = sevenfold::cards::rng_from_seed(3);
        let (mut token, mut acted_at) = (String::new(), None);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(300) {
            for event in link.poll() {
                match event {
                    LinkEvent::Message(ServerMessage::Seated { token: t, .. }) => token = t,
                    LinkEvent::Message(ServerMessage::State(state)) => {
                        if state.over {
                            return state;
                        }
                        // A state can come twice: act once per position.
                        if state.to_act == Some(state.seat)
                            && acted_at.replace(state.actions) != Some(state.actions)
                        {
                            let view: HellView = serde_json::from_value(state.view).unwrap();
                            let action = me.choose(&view, &mut rng).unwrap();
                            link.send(ClientMessage::Act {
                                code: code.clone(),
                                token: token.clone(),
                                action:
                                    <SevensFromHell as sevenfold::engine::GameDef>::write_action(
                                        action,
                                    ),
                            });
                        }
                    }
                    LinkEvent::Message(ServerMessage::Refused { reason, .. }) => {
                        panic!("Ben was refused: {reason}")
                    }
                    LinkEvent::Closed(end) => panic!("Ben's line closed: {end:?}"),
                    _ => {}
                }
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!("Ben's match never ended");
    })
}

/// Sevens from Hell with a friend on another computer: Anna hosts four seats (a friend's,
/// and two computer players), Ben joins from his computer, and Anna plays all four rounds
/// with her table's controls, the cards of a kind laid at one click travelling as several
/// actions, closing every round's summary, to the end the server gives Ben too; her history
/// keeps the match.
#[test]
fn sevens_from_hell_is_played_with_a_friend_to_the_end_of_its_four_rounds() {
    let dir = TempDir::new("friends-hell");
    let mut anna = window_in(dir.path(), 11, 2);
    let mut idle = window(12, 2);
    run_frames(&mut anna);
    anna.get_by_label("Play with friends").click();
    run_frames(&mut anna);
    replace_text(&mut anna, "Your name at the table", "Anna");
    anna.get_by_label("Sevens from Hell").click();
    run_frames(&mut anna);
    for seat in ["North", "East"] {
        anna.get_by_label(seat).click();
        run_frames(&mut anna);
        anna.get_by_label("computer (Easy)").click();
        run_frames(&mut anna);
    }
    replace_text(&mut anna, "Port", "0");
    anna.get_by_label("Host the table").click();
    run_frames(&mut anna);
    until(&mut anna, &mut idle, "the table is hosted", |a, _| {
        a.query_by_label_contains("Table ").is_some() && a.query_by_label("you").is_some()
    });
    let code = labels(&anna)
        .into_iter()
        .find_map(|l| l.strip_prefix("Table ").map(String::from))
        .unwrap();
    let port = anna.state().friends().hosting_port().unwrap();
    let ben = ben_plays_sevens_from_hell(port, code);
    until(&mut anna, &mut idle, "Ben is seated", |a, _| {
        a.query_by_label("Ben").is_some()
    });
    anna.get_by_label("Start the match").click();
    run_frames(&mut anna);
    until(&mut anna, &mut idle, "the table opens", |a, _| {
        hell(a).is_some()
    });
    let t = hell(&anna).unwrap();
    // Anna sits South as at home; Ben took the open seat, West.
    assert_eq!(t.me(), 2);
    assert_eq!(t.names().seat(3), "Ben");
    assert_eq!(t.names().seat(0), "North");

    let (mut turns, mut laid, mut most, mut rounds) = (0, 0, 0, 0);
    loop {
        hell_rest(&mut anna);
        let t = hell(&anna).unwrap();
        if t.shows_hand_summary() {
            if t.game().is_over() {
                anna.get_by_label("Close").click();
            } else {
                anna.get_by_label("Next round").click();
                rounds += 1;
            }
            run_frames(&mut anna);
        } else if t.my_turn() {
            let (cards, at_once) = hell_turn(&mut anna);
            (laid, most) = (laid + cards, most.max(at_once));
            turns += 1;
        } else if t.game().is_over() {
            break;
        }
        assert!(turns < 500, "the match never ended");
    }
    let ben = ben.join().unwrap();
    let t = hell(&anna).unwrap();
    assert_eq!(t.game().records().len(), 4, "four rounds");
    assert_eq!(rounds, 3, "every round's summary was closed");
    eprintln!("{turns} turns, {laid} cards laid, at most {most} at one click");
    assert!(
        most >= 2,
        "several cards were laid at one click: {laid} in all"
    );
    assert_eq!(t.game().totals(), ben.totals, "Ben saw the same end");
    let totals = t.game().totals().to_vec();
    let entries = wait_for_history(&mut anna, dir.path());
    let [entry] = &entries[..] else {
        panic!("one record: {entries:?}")
    };
    assert_eq!(entry.totals, totals);
    assert_eq!(entry.players[2], Player::DEFAULT_PERSON);
    assert_eq!(entry.players[3], Player::Friend);
    assert_eq!(entry.friends[3], "Ben");
    assert_eq!(entry.players[0], Player::Bot(Level::Easy));
    assert_eq!(entry.game_name, "sevens-from-hell");
}

/// At the smallest supported size the friends page scrolls, and its words stop short of the
/// scroll bar instead of running under it.
#[test]
fn the_friends_page_keeps_its_words_clear_of_the_scroll_bar_at_900_by_600() {
    let settings = settings(1);
    let mut h = Harness::builder()
        .with_size(egui::vec2(900.0, 600.0))
        .build_eframe(move |cc| SevenfoldApp::new(&cc.egui_ctx, Some(3), settings));
    run_frames(&mut h);
    h.get_by_label("Play with friends").click();
    run_frames(&mut h);
    h.get_by_label_contains("One of you hosts the table");
    // What the bar takes from the page's width (room it shares with nothing).
    let bar = h.ctx.global_style().spacing.scroll.allocated_width();
    assert!(bar > 0.0, "the scroll bar has a lane of its own");
    for node in h.query_all_by_role(egui::accesskit::Role::Label) {
        let r = node.rect();
        assert!(
            r.max.x <= 900.0 - bar,
            "{:?} ends at x = {} under the scroll bar ({} wide)",
            node.accesskit_node().label(),
            r.max.x,
            bar
        );
    }
}
