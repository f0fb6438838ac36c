//! People at the table: the first run's question, hot-seat play behind a cover, players with
//! their own history and statistics, giving a match up, and practising a hand.
#![allow(clippy::unwrap_used)]

use crate::common;
use crate::common::window::sedma_table as table;
use crate::store_common;

use crate::common::window::decide_sedma as decide;
use crate::common::window::{app_in, settle, stored};
use crate::store_common::{TempDir, play_some};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::cards::Card;
use sevenfold::engine::{Game, Match};
use sevenfold::games::sedma::{Sedma, SedmaOptions};
use sevenfold::store::{self, HistoryEntry, Level, Player, ProfileId, Profiles, SavedMatch, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::app::Screen;
use sevenfold::ui::sedma::SedmaTable;

const ANNA: ProfileId = ProfileId::DEFAULT;
const BEN: ProfileId = ProfileId(1);

/// Two people in the player list: Anna (the default profile) and Ben.
fn two_people(store: &Store) {
    let mut profiles = Profiles::first_run();
    profiles.rename(ANNA, "Anna").unwrap();
    assert_eq!(profiles.add("Ben").unwrap(), BEN);
    store.save_profiles(&profiles).unwrap();
}

/// Two people, Anna (the default profile) and Ben, and settings for a Sedma table.
fn prepare(dir: &std::path::Path, seats: Vec<Player>, undo_agreed: bool) {
    let store = Store::at(dir);
    two_people(&store);
    let s = store::Settings {
        sedma: SedmaOptions::for_players(seats.len() as u8),
        animation: store::AnimationSpeed::Instant,
        bots: Level::Easy,
        seats,
        undo_agreed,
        ..store::Settings::default()
    };
    store.save_settings(&s).unwrap();
}

fn start_sedma(h: &mut Harness<'_, SevenfoldApp>) {
    h.get_by_label("Play Sedma").click();
    common::window::run_frames(h);
    h.get_by_label("Start game").click();
    h.step();
    assert_eq!(h.state().screen(), Screen::Table);
    settle(h, table);
}

/// The cards of `seat`'s hand whose names appear anywhere in the window's accessibility tree.
fn named_cards(h: &Harness<'_, SevenfoldApp>, seat: usize) -> Vec<Card> {
    let t = table(h);
    let style = t.game().config().pack;
    let hand = t.game().hand().view(seat).hand;
    hand.iter()
        .filter(|c| {
            h.query_all_by_label_contains(&c.name(style))
                .next()
                .is_some()
        })
        .copied()
        .collect()
}

/// Anna and Ben play Sedma head to head at one screen: a cover hides the table between them,
/// and neither the cover nor a person's turn ever puts the other's hidden cards in the window.
#[test]
fn a_hot_seat_hand_shows_each_person_only_their_own_cards() {
    let dir = TempDir::new("hot-seat");
    prepare(
        dir.path(),
        vec![Player::Person(ANNA), Player::Person(BEN)],
        false,
    );
    let mut h = app_in(dir.path(), 5);
    start_sedma(&mut h);
    let mut handovers = 0;
    for _ in 0..12 {
        let t = table(&h);
        if !t.game().records().is_empty() {
            break;
        }
        if let Some(seat) = t.handover() {
            let name = t.names().seat(seat);
            h.get_by_label(&format!("Pass to {name}"));
            assert!(named_cards(&h, 0).is_empty() && named_cards(&h, 1).is_empty());
            assert!(
                h.query_by_label("Hint (H)").is_none(),
                "nothing of the table shows"
            );
            h.get_by_label(&format!("I am {name}: show my cards"))
                .click();
            common::window::run_frames(&mut h);
            settle(&mut h, table);
            handovers += 1;
            let t = table(&h);
            assert_eq!(t.me(), seat, "the table shows the person named");
            let hand_size = t.game().hand().view(seat).hand.len();
            assert_eq!(
                named_cards(&h, seat).len(),
                hand_size,
                "their own cards show"
            );
            assert!(
                named_cards(&h, 1 - seat).is_empty(),
                "{name} never sees the other hand"
            );
            // Nobody is "you" at a shared table: the words name each person.
            assert_eq!(t.names().seat(seat), name);
            assert!(!t.can_undo(), "undo is off unless everyone agreed");
            continue;
        }
        assert!(t.my_turn());
        let me = t.me();
        decide(&mut h);
        // During the other person's turn, before the cover comes down, the table is not theirs.
        let t = table(&h);
        if t.handover().is_none() && t.my_turn() {
            assert_eq!(t.me(), me);
        }
    }
    assert!(handovers >= 3, "the table was passed on {handovers} times");
    let saved = stored(&mut h, dir.path())
        .load_match()
        .unwrap()
        .value
        .unwrap();
    assert_eq!(
        saved.players,
        vec![Player::Person(ANNA), Player::Person(BEN)]
    );
}

/// With everyone's agreement, a shared table takes the last decision back, whoever made it.
#[test]
fn a_hot_seat_table_takes_back_when_everyone_agreed() {
    let dir = TempDir::new("hot-seat-undo");
    prepare(
        dir.path(),
        vec![Player::Person(ANNA), Player::Person(BEN)],
        true,
    );
    let mut h = app_in(dir.path(), 6);
    start_sedma(&mut h);
    let seat = table(&h).handover().unwrap();
    let name = table(&h).names().seat(seat);
    h.get_by_label(&format!("I am {name}: show my cards"))
        .click();
    common::window::run_frames(&mut h);
    settle(&mut h, table);
    decide(&mut h);
    let other = table(&h).handover().expect("passed to the other person");
    let name = table(&h).names().seat(other);
    h.get_by_label(&format!("I am {name}: show my cards"))
        .click();
    common::window::run_frames(&mut h);
    settle(&mut h, table);
    let before = table(&h).game().actions().len();
    assert!(table(&h).can_undo());
    h.get_by_label("Undo (Ctrl+Z)").click();
    common::window::run_frames(&mut h);
    settle(&mut h, table);
    let t = table(&h);
    assert_eq!(t.game().actions().len(), before - 1);
    assert_eq!(
        t.handover(),
        Some(seat),
        "back to the first person, behind the cover"
    );
    let saved = stored(&mut h, dir.path())
        .load_match()
        .unwrap()
        .value
        .unwrap();
    assert!(saved.undo_agreed);
    assert_eq!(
        saved.undone_hands,
        vec![1],
        "the hand is marked as played with undo"
    );
}

/// The first run asks for a name, keeps it, and does not ask again.
#[test]
fn the_first_run_asks_for_a_name() {
    let dir = TempDir::new("first-run");
    {
        let mut h = app_in(dir.path(), 1);
        h.get_by_label("Welcome to Sevenfold");
        let field = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
            n.role() == egui::accesskit::Role::TextInput
                && n.label().as_deref() == Some("Your name:")
        };
        assert_eq!(
            h.get_by(field).value().unwrap_or_default(),
            store::account_name().unwrap_or_default(),
            "the field offers the account's name, or nothing"
        );
        h.get_by(field).focus();
        common::window::run_frames(&mut h);
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        h.key_press(egui::Key::Backspace);
        common::window::run_frames(&mut h);
        // An empty name is refused with a reason, which goes once the person types.
        h.get_by_label("Save my name").click();
        common::window::run_frames(&mut h);
        h.get_by_label("Type a name");
        assert!(h.query_by_label("Welcome to Sevenfold").is_some());
        h.get_by(field).focus();
        common::window::run_frames(&mut h);
        h.get_by(field).type_text("Anna");
        common::window::run_frames(&mut h);
        assert!(
            h.query_by_label("Type a name").is_none(),
            "the refusal stays after typing"
        );
        // Enter saves the name, as the button does.
        h.key_press(egui::Key::Enter);
        common::window::run_frames(&mut h);
        assert!(h.query_by_label("Welcome to Sevenfold").is_none());
        // The answer is said where the name was given, and belongs to that moment: the next
        // pages do not repeat it.
        h.get_by_label("Saved: Anna is the name now.");
        for page in ["New game", "Settings", "Games"] {
            h.get_by_label(page).click();
            common::window::run_frames(&mut h);
            assert!(
                h.query_by_label("Saved: Anna is the name now.").is_none(),
                "the notice stays on {page}"
            );
        }
    }
    let profiles = Store::at(dir.path()).profiles().unwrap().value.unwrap();
    assert_eq!(profiles.name_of(ProfileId::DEFAULT), "Anna");
    let h = app_in(dir.path(), 2);
    assert!(h.query_by_label("Welcome to Sevenfold").is_none());
}

/// A finished match record with `players`, played with random moves.
fn recorded(store: &Store, players: Vec<Player>, seed: u64) -> HistoryEntry {
    let mut m = Match::<Sedma>::new(SedmaOptions::for_players(2), seed).unwrap();
    play_some(&mut m, seed, 10_000);
    assert!(m.is_over());
    let saved = SavedMatch::start(&m, players);
    store.finish_match(&saved, &m).unwrap()
}

/// Each person has their own statistics and history; merging counts one as the other.
#[test]
fn players_have_their_own_history_and_statistics() {
    let dir = TempDir::new("profiles");
    prepare(dir.path(), Vec::new(), false);
    let store = Store::at(dir.path());
    recorded(
        &store,
        vec![Player::Bot(Level::Easy), Player::Person(ANNA)],
        1,
    );
    recorded(&store, vec![Player::Person(BEN), Player::Person(ANNA)], 2);
    recorded(
        &store,
        vec![Player::Person(BEN), Player::Bot(Level::Easy)],
        3,
    );
    let mut h = app_in(dir.path(), 1);
    h.get_by_label("Statistics").click();
    common::window::run_frames(&mut h);
    let matches_of = |h: &Harness<'_, SevenfoldApp>, who| -> u32 {
        h.state().statistics().of(who).map(|g| g.matches).sum()
    };
    assert_eq!((matches_of(&h, ANNA), matches_of(&h, BEN)), (2, 2));
    h.get_by_label("Every match Anna played counts; matches left unfinished count apart, as abandoned, and matches given up count as lost.");
    h.get_by_label("Ben").click();
    common::window::run_frames(&mut h);
    h.get_by_label_contains("Every match Ben played counts");
    // The history shows Ben's matches alone when asked.
    h.get_by_label("History").click();
    common::window::run_frames(&mut h);
    assert_eq!(h.query_all_by_label_contains("Sedma, 2 players").count(), 3);
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some("Ben"))
        .click();
    common::window::run_frames(&mut h);
    assert_eq!(h.query_all_by_label_contains("Sedma, 2 players").count(), 2);
    // The shared match names both people.
    assert!(
        h.query_by_label_contains("Anna wins").is_some()
            || h.query_by_label_contains("Ben wins").is_some()
    );
    // Merge Ben into Anna: his matches count as hers.
    h.get_by_label("Settings").click();
    common::window::run_frames(&mut h);
    let merge = |h: &mut Harness<'_, SevenfoldApp>, combo: &str, pick: &str| {
        h.get_by(|n| {
            n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some(combo)
        })
        .scroll_to_me();
        common::window::run_frames(h);
        h.get_by(|n| {
            n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some(combo)
        })
        .click();
        common::window::run_frames(h);
        h.get_all_by_label(pick).last().unwrap().click();
        common::window::run_frames(h);
    };
    merge(&mut h, "Merge", "Ben");
    merge(&mut h, "into", "Anna");
    h.get_by_label("Merge players").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Ben's matches now count as Anna's.");
    h.get_by_label("Statistics").click();
    common::window::run_frames(&mut h);
    // The shared match counts once for Anna.
    assert_eq!(matches_of(&h, ANNA), 3);
    assert_eq!(matches_of(&h, BEN), 0);
    let profiles = store.profiles().unwrap().value.unwrap();
    assert_eq!(profiles.active().count(), 1);
}

/// A hand practised again from its deal is not saved or counted, and the match waits; a match
/// given up goes to the history as lost by the side that gave up.
#[test]
fn practise_a_hand_then_give_the_match_up() {
    let dir = TempDir::new("practice");
    prepare(dir.path(), Vec::new(), false);
    let mut h = app_in(dir.path(), 9);
    start_sedma(&mut h);
    decide(&mut h);
    let played = table(&h).game().actions().to_vec();
    let autosave = std::fs::read_to_string(stored(&mut h, dir.path()).autosave_path()).unwrap();
    h.get_by_label("Match").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Practise this hand again").click();
    common::window::run_frames(&mut h);
    settle(&mut h, table);
    let t = table(&h);
    assert!(sevenfold::ui::table::GameTable::is_practice(t));
    assert!(t.game().actions().len() < played.len(), "back at the deal");
    h.get_by_label_contains("Nothing here is saved or counted");
    decide(&mut h);
    decide(&mut h);
    let now = std::fs::read_to_string(stored(&mut h, dir.path()).autosave_path()).unwrap();
    assert_eq!(now, autosave, "the practice leaves the save alone");
    h.get_by_label("Back to the match").click();
    common::window::run_frames(&mut h);
    settle(&mut h, table);
    assert_eq!(table(&h).game().actions(), &played[..], "the match waited");
    h.get_by_label("Match").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Give up the match…").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Give up").click();
    common::window::run_frames(&mut h);
    assert_eq!(h.state().screen(), Screen::History);
    let history = stored(&mut h, dir.path()).history().unwrap().value;
    assert_eq!(history.len(), 1);
    let e = &history[0];
    let side = e.human_side().unwrap();
    assert_eq!(e.conceded_by, Some(side));
    assert_ne!(e.winner, side);
    h.get_by_label_contains("gave up at");
    assert!(
        stored(&mut h, dir.path())
            .load_match()
            .unwrap()
            .value
            .is_none()
    );
    let stats = stored(&mut h, dir.path()).stats().unwrap().value;
    let g = &stats.groups[0];
    assert_eq!((g.matches, g.matches_lost, g.matches_conceded), (1, 1, 1));
}

fn replay<'a>(h: &'a Harness<'_, SevenfoldApp>) -> &'a SedmaTable {
    h.state()
        .replay_of::<SedmaTable>()
        .expect("a Sedma hand is replayed")
}

/// A recorded hand replayed on the live table: forwards with the moves as played, back, from
/// another seat, and with every hand face up.
#[test]
fn a_history_hand_is_replayed_on_the_table() {
    let dir = TempDir::new("replay");
    prepare(dir.path(), Vec::new(), false);
    let store = Store::at(dir.path());
    let entry = recorded(
        &store,
        vec![Player::Bot(Level::Easy), Player::Person(ANNA)],
        4,
    );
    let mut h = app_in(dir.path(), 1);
    h.get_by_label("History").click();
    common::window::run_frames(&mut h);
    h.get_by_label(&sevenfold::ui::history_page::row_text(
        &entry,
        &store.profiles().unwrap().value.unwrap(),
    ))
    .click();
    common::window::run_frames(&mut h);
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some("Hand 2")
    })
    .click();
    common::window::run_frames(&mut h);
    h.get_by_label("Watch hand 2 on the table").click();
    common::window::run_frames(&mut h);
    assert_eq!(h.state().screen(), Screen::Replay);
    let hands = entry.split::<Sedma>().unwrap();
    let total = hands[1].actions.len();
    let before = hands[0].actions.len();
    assert_eq!(replay(&h).replay_position(), Some((0, total)));
    assert_eq!(
        replay(&h).game().actions().len(),
        before,
        "at the deal of hand 2"
    );
    h.get_by_label_contains("Replay of the match of");
    for _ in 0..3 {
        h.get_by_label("Next move").click();
        common::window::run_frames(&mut h);
    }
    let t = replay(&h);
    assert_eq!(t.replay_position(), Some((3, total)));
    assert_eq!(&t.game().actions()[before..], &hands[1].actions[..3]);
    assert!(
        h.query_all_by_label_contains("played by").next().is_some(),
        "the trick shows"
    );
    h.get_by_label("Previous move").click();
    common::window::run_frames(&mut h);
    assert_eq!(replay(&h).replay_position(), Some((2, total)));
    assert_eq!(replay(&h).game().actions().len(), before + 2);
    // The steps show their keys, and the keys step.
    for (label, key) in [("Previous move", "←"), ("Next move", "→")] {
        let shortcut = h
            .get_by_label(label)
            .accesskit_node()
            .data()
            .keyboard_shortcut();
        assert_eq!(shortcut, Some(key), "{label}'s key");
    }
    h.key_press(egui::Key::ArrowRight);
    common::window::run_frames(&mut h);
    assert_eq!(replay(&h).replay_position(), Some((3, total)));
    h.key_press(egui::Key::ArrowLeft);
    common::window::run_frames(&mut h);
    assert_eq!(replay(&h).replay_position(), Some((2, total)));
    // Anna's cards show; North's only once every hand is face up.
    let north: Vec<Card> = replay(&h).game().hand().view(0).hand.to_vec();
    let style = replay(&h).game().config().pack;
    let shown = |h: &Harness<'_, SevenfoldApp>, c: &Card| {
        h.query_all_by_label_contains(&c.name(style))
            .next()
            .is_some()
    };
    assert!(north.iter().all(|c| !shown(&h, c)));
    h.get_by_label("All cards face up").click();
    common::window::run_frames(&mut h);
    assert!(north.iter().all(|c| shown(&h, c)), "North's hand face up");
    assert!(h.query_all_by_label_contains("in North's hand").count() >= north.len());
    // From North's chair, with the table turned.
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some("North")
    })
    .click();
    common::window::run_frames(&mut h);
    assert_eq!(replay(&h).me(), 0);
    assert_eq!(replay(&h).names().seat(1), "You", "Anna stays 'you'");
    h.key_press(egui::Key::End);
    common::window::run_frames(&mut h);
    settle(&mut h, replay);
    assert_eq!(replay(&h).replay_position(), Some((total, total)));
    assert!(
        replay(&h).shows_hand_summary(),
        "the replay ends on the hand's summary"
    );
    h.get_by_label("All cards face up").click();
    common::window::run_frames(&mut h);
    assert!(
        h.query_all_by_label_contains("in North's hand")
            .next()
            .is_none(),
        "the next deal is not shown"
    );
    h.get_by_label("All cards face up").click();
    common::window::run_frames(&mut h);
    // The summary closes (with Enter too), leaving the table at the last move.
    h.key_press(egui::Key::Enter);
    common::window::run_frames(&mut h);
    assert!(!replay(&h).shows_hand_summary(), "the summary closed");
    assert_eq!(replay(&h).replay_position(), Some((total, total)));
    assert!(replay(&h).note().is_none_or(|n| !n.error), "no refusal");
    h.key_press(egui::Key::Home);
    common::window::run_frames(&mut h);
    assert_eq!(replay(&h).replay_position(), Some((0, total)));
    h.key_press(egui::Key::ArrowRight);
    common::window::run_frames(&mut h);
    assert_eq!(replay(&h).replay_position(), Some((1, total)));
    // Nothing of a replay is saved.
    assert!(store.load_match().unwrap().value.is_none());
    h.get_by_label("Back to the history").click();
    common::window::run_frames(&mut h);
    assert_eq!(h.state().screen(), Screen::History);
    assert!(h.state().replay_of::<SedmaTable>().is_none());
}

/// The plain-text hand record of every game: the deal, each move in words, the result.
#[test]
fn hand_records_of_every_game() {
    use sevenfold::engine::GameDef;
    use sevenfold::games::all_fours::AllFours;
    use sevenfold::games::sevens_from_hell::SevensFromHell;
    use sevenfold::ui::history_page::hand_record;
    let dir = TempDir::new("records");
    let store = Store::at(dir.path());
    let profiles = Profiles::first_run();
    recorded(
        &store,
        vec![Player::Bot(Level::Easy), Player::Person(ANNA)],
        7,
    );
    store_common::record_match::<AllFours>(&store, AllFours::default_options(), 8);
    store_common::record_match::<SevensFromHell>(&store, SevensFromHell::default_options(), 9);
    for e in store.history().unwrap().value {
        let text = hand_record(&e, &profiles, 0).unwrap();
        let moves = text
            .lines()
            .filter(|l| l.trim_start().starts_with("1. "))
            .count();
        assert_eq!(moves, 1, "{text}");
        for part in [
            "Sevenfold hand record",
            "The deal",
            "The play",
            "The result",
        ] {
            assert!(text.contains(part), "{part} missing from\n{text}");
        }
        assert!(text.contains(" dealt."), "{text}");
        let deal_lines = text
            .split("The deal\n")
            .nth(1)
            .unwrap()
            .split("\n\n")
            .next()
            .unwrap()
            .lines()
            .count();
        assert!(deal_lines >= e.seat_count(), "a line per seat:\n{text}");
        assert!(!text.contains("{"), "no engine notation:\n{text}");
        if e.game_name != "sevens-from-hell" {
            // One numbered line per move.
            let n = e.hands[0].actions.split_whitespace().count();
            assert!(text.contains(&format!("  {n}. ")), "{n} moves in\n{text}");
            assert!(!text.contains(&format!("  {}. ", n + 1)));
        }
        assert!(hand_record(&e, &profiles, e.hands.len()).is_err());
    }
}

/// A shared table's hand replays without covers, the people named.
#[test]
fn a_hot_seat_hand_replays_without_covers() {
    let dir = TempDir::new("replay-hot-seat");
    prepare(dir.path(), Vec::new(), false);
    let store = Store::at(dir.path());
    let entry = recorded(&store, vec![Player::Person(BEN), Player::Person(ANNA)], 11);
    let mut h = app_in(dir.path(), 1);
    h.get_by_label("History").click();
    common::window::run_frames(&mut h);
    h.get_by_label(&sevenfold::ui::history_page::row_text(
        &entry,
        &store.profiles().unwrap().value.unwrap(),
    ))
    .click();
    common::window::run_frames(&mut h);
    h.get_by_label("Watch hand 1 on the table").click();
    common::window::run_frames(&mut h);
    for _ in 0..6 {
        h.get_by_label("Next move").click();
        common::window::run_frames(&mut h);
        assert!(replay(&h).handover().is_none(), "no cover in a replay");
    }
    let names = replay(&h).names();
    assert_eq!(
        (names.seat(0), names.seat(1)),
        ("Ben".into(), "Anna".into())
    );
}

/// All Fours at one screen: each person sees only their own cards, through the eldest's
/// decision and the first tricks.
#[test]
fn a_hot_seat_all_fours_deal_hides_each_hand() {
    use sevenfold::cards::PackStyle;
    use sevenfold::games::all_fours::{AllFoursAction, AllFoursOptions};
    use sevenfold::ui::all_fours::AllFoursTable;
    let dir = TempDir::new("hot-seat-af");
    let store = Store::at(dir.path());
    two_people(&store);
    store
        .save_settings(&store::Settings {
            all_fours: AllFoursOptions::default(),
            animation: store::AnimationSpeed::Instant,
            seats: vec![Player::Person(ANNA), Player::Person(BEN)],
            ..store::Settings::default()
        })
        .unwrap();
    fn af<'a>(h: &'a Harness<'_, SevenfoldApp>) -> &'a AllFoursTable {
        h.state().table_of::<AllFoursTable>().unwrap()
    }
    let named = |h: &Harness<'_, SevenfoldApp>, seat: usize| -> usize {
        let hand = af(h).game().hand().view(seat).hand;
        hand.iter()
            .filter(|c| {
                h.query_all_by_label_contains(&c.name(PackStyle::French))
                    .next()
                    .is_some()
            })
            .count()
    };
    let mut h = app_in(dir.path(), 3);
    h.get_by_label("Play All Fours").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Start game").click();
    h.step();
    settle(&mut h, af);
    let mut covers = 0;
    let mut plays = 0;
    for _ in 0..16 {
        if plays >= 4 || !af(&h).game().records().is_empty() {
            break;
        }
        let t = af(&h);
        if let Some(seat) = t.handover() {
            assert_eq!(
                (named(&h, 0), named(&h, 1)),
                (0, 0),
                "nothing shows under the cover"
            );
            let name = t.names().seat(seat);
            h.get_by_label(&format!("I am {name}: show my cards"))
                .click();
            common::window::run_frames(&mut h);
            settle(&mut h, af);
            covers += 1;
            let t = af(&h);
            let own = t.game().hand().view(seat).hand.len();
            assert_eq!(named(&h, seat), own, "{name}'s own cards show");
            assert_eq!(named(&h, 1 - seat), 0, "{name} never sees the other hand");
            continue;
        }
        let legal: Vec<AllFoursAction> = t.game().hand().legal_actions().as_ref().to_vec();
        let trump = t.game().hand().view(t.me()).trump;
        if let Some(card) = legal.iter().find_map(|a| match a {
            AllFoursAction::Play(c) => Some(*c),
            _ => None,
        }) {
            h.get_by_label(&card.name(PackStyle::French)).click();
            plays += 1;
        } else if legal.contains(&AllFoursAction::Stand) {
            let trump = trump.name(PackStyle::French, sevenfold::cards::Lang::En);
            h.get_by_label(&format!("Stand ({trump})")).click();
        } else {
            panic!("unexpected choice {legal:?}");
        }
        common::window::run_frames(&mut h);
        settle(&mut h, af);
    }
    assert!(covers >= 3 && plays >= 2, "{covers} covers, {plays} plays");
}

/// Sevens from Hell with two partners at one screen: under the cover no hand is in the window,
/// and on a person's turn the hand shown is exactly theirs.
#[test]
fn a_hot_seat_sevens_from_hell_round_shows_one_hand_at_a_time() {
    use sevenfold::ui::sevens_from_hell::HellTable;
    let dir = TempDir::new("hot-seat-hell");
    let store = Store::at(dir.path());
    two_people(&store);
    let easy = Player::Bot(Level::Easy);
    store
        .save_settings(&store::Settings {
            game: sevenfold::registry::GameKind::from_id("sevens-from-hell").unwrap(),
            animation: store::AnimationSpeed::Instant,
            seats: vec![easy, Player::Person(BEN), easy, Player::Person(ANNA)],
            ..store::Settings::default()
        })
        .unwrap();
    fn hell<'a>(h: &'a Harness<'_, SevenfoldApp>) -> &'a HellTable {
        h.state().table_of::<HellTable>().unwrap()
    }
    /// The cards the hand groups in the window say are held.
    fn held(h: &Harness<'_, SevenfoldApp>) -> usize {
        h.query_all_by(|n| n.label().is_some_and(|l| l.contains(" held, ")))
            .map(|n| {
                let l = n.accesskit_node().label().unwrap_or_default();
                let count = l.split(", ").nth(1).unwrap_or("0 held");
                count
                    .trim_end_matches(" held")
                    .parse::<usize>()
                    .unwrap_or(0)
            })
            .sum()
    }
    let mut h = app_in(dir.path(), 8);
    h.get_by_label("Play Sevens from Hell").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Start game").click();
    h.step();
    settle(&mut h, hell);
    let (mut covers, mut turns) = (0, 0);
    for _ in 0..12 {
        if turns >= 4 {
            break;
        }
        let t = hell(&h);
        if let Some(seat) = t.handover() {
            assert_eq!(held(&h), 0, "no hand shows under the cover");
            let name = t.names().seat(seat);
            h.get_by_label(&format!("I am {name}: show my cards"))
                .click();
            common::window::run_frames(&mut h);
            settle(&mut h, hell);
            covers += 1;
            let t = hell(&h);
            assert_eq!(t.me(), seat);
            assert_eq!(
                held(&h),
                t.round().hand(seat).total() as usize,
                "{name}'s hand"
            );
            continue;
        }
        assert!(t.my_turn());
        h.get_by_label("Draw two (D)").click();
        common::window::run_frames(&mut h);
        settle(&mut h, hell);
        assert_eq!(
            held(&h),
            hell(&h).round().hand(hell(&h).me()).total() as usize
        );
        // Discard one card of a natural rank other than sevens.
        let group = h
            .query_all_by(|n| {
                n.label().is_some_and(|l| {
                    l.contains(" held, ")
                        && !["Sevens", "Jokers", "2s", "Red 3s", "Black 3s"]
                            .iter()
                            .any(|w| l.starts_with(w))
                })
            })
            .next()
            .map(|n| n.accesskit_node().label().unwrap_or_default())
            .expect("a card to discard");
        h.get_by_label(&group).click();
        common::window::run_frames(&mut h);
        h.get_by(|n| n.label().is_some_and(|l| l.starts_with("Discard a")))
            .click();
        common::window::run_frames(&mut h);
        settle(&mut h, hell);
        turns += 1;
    }
    assert!(covers >= 3 && turns >= 3, "{covers} covers, {turns} turns");
}

/// A start refused for its seats says why, and the reason goes once a person sits down.
#[test]
fn a_seats_refusal_goes_once_the_seats_are_fixed() {
    let dir = TempDir::new("seats-refused");
    prepare(
        dir.path(),
        vec![Player::Bot(Level::Easy), Player::Bot(Level::Easy)],
        false,
    );
    let mut h = app_in(dir.path(), 3);
    common::window::run_frames(&mut h);
    h.get_by_label("Play Sedma").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Start game").click();
    common::window::run_frames(&mut h);
    h.get_by_label("Choose a person for at least one seat");
    // South's seat: Anna instead of a computer player.
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::ComboBox && n.label().as_deref() == Some("South")
    })
    .click();
    common::window::run_frames(&mut h);
    h.get_by_label("Anna").click();
    common::window::run_frames(&mut h);
    assert!(
        h.query_by_label("Choose a person for at least one seat")
            .is_none(),
        "the refusal stays after the seats are fixed"
    );
    h.get_by_label("Start game").click();
    common::window::run_frames(&mut h);
    assert_eq!(h.state().screen(), sevenfold::ui::app::Screen::Table);
}

/// The hot-seat cover answers Enter and Space as its button does, and names its key.
#[test]
fn the_hot_seat_cover_passes_with_enter_or_space() {
    let dir = TempDir::new("hot-seat-keys");
    prepare(
        dir.path(),
        vec![Player::Person(ANNA), Player::Person(BEN)],
        false,
    );
    let mut h = app_in(dir.path(), 5);
    start_sedma(&mut h);
    for key in [egui::Key::Enter, egui::Key::Space] {
        let seat = table(&h).handover().expect("the cover is up");
        let name = table(&h).names().seat(seat);
        let label = format!("I am {name}: show my cards");
        let button = h.get_by_label(&label);
        assert_eq!(
            button.accesskit_node().data().keyboard_shortcut(),
            Some("Enter")
        );
        h.key_press(key);
        common::window::run_frames(&mut h);
        settle(&mut h, table);
        let t = table(&h);
        assert!(t.handover().is_none(), "{key:?} took the cover away");
        assert_eq!(t.me(), seat);
        decide(&mut h);
    }
}
