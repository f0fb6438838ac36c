//! Playing from the keyboard alone: once a match is started, a Sedma hand, an All Fours deal and
//! Sevens from Hell turns are played to their summaries with the keys the tables show (number
//! keys, arrows and Enter, the decisions' letters), never a click.
#![allow(clippy::unwrap_used)]

use crate::common::window::{app_in, run_frames};
use crate::store_common::TempDir;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use sevenfold::engine::Game;
use sevenfold::registry::GameKind;
use sevenfold::store::{self, Store};
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::table::frame::{TableFrame, TableGame};
use sevenfold::ui::table::stage::DIGITS;

type H = Harness<'static, SevenfoldApp>;

/// A window whose settings choose `game` for `players`, at the instant speed against easy
/// bots, with the match started from the set-up page.
pub(crate) fn started(dir: &std::path::Path, game: GameKind, players: u8) -> H {
    started_from(dir, game, players, 21)
}

/// [`started`] with the window's games dealt from `seed`.
pub(crate) fn started_from(dir: &std::path::Path, game: GameKind, players: u8, seed: u64) -> H {
    use sevenfold::engine::GameDef;
    let store = Store::at(dir);
    store.save_profiles(&store::Profiles::first_run()).unwrap();
    let mut s = store::Settings {
        game,
        animation: store::AnimationSpeed::Instant,
        bots: store::Level::Easy,
        ..store::Settings::default()
    };
    match game {
        GameKind::Sedma => {
            s.sedma = sevenfold::games::sedma::Sedma::options_with(players, &[]).unwrap()
        }
        GameKind::AllFours => {
            s.all_fours = sevenfold::games::all_fours::AllFours::options_with(players, &[]).unwrap()
        }
        GameKind::SevensFromHell => {
            s.sevens_from_hell =
                sevenfold::games::sevens_from_hell::SevensFromHell::options_with(players, &[])
                    .unwrap()
        }
    }
    store.save_settings(&s).unwrap();
    let mut h = app_in(dir, seed);
    run_frames(&mut h);
    h.get_by_label(&format!("Play {}", game.info().title))
        .click();
    run_frames(&mut h);
    h.get_by_label("Start game").click();
    run_frames(&mut h);
    h
}

pub(crate) fn press(h: &mut H, key: Key) {
    h.key_press(key);
    h.step();
    h.step();
}

/// Frames until the table waits for the person.
pub(crate) fn settle<K: TableGame>(h: &mut H, table: fn(&H) -> &TableFrame<K>) {
    crate::common::window::settle(h, table);
}

/// The key that picks the card `card` in `hand` as the table shows it: its number (1 to 9),
/// or the arrows to it and Enter.
pub(crate) fn choose_card(
    h: &mut H,
    hand: &[sevenfold::cards::Card],
    card: sevenfold::cards::Card,
    selected: Option<usize>,
) {
    let at = hand.iter().position(|&c| c == card).unwrap();
    if at < 9 {
        press(h, DIGITS[at]);
        return;
    }
    let from = selected.unwrap_or(0) as i64;
    let key = if (at as i64) >= from {
        Key::ArrowRight
    } else {
        Key::ArrowLeft
    };
    for _ in 0..(at as i64 - from).abs() + usize::from(selected.is_none()) as i64 {
        press(h, key);
    }
    press(h, Key::Enter);
}

pub(crate) fn sedma(h: &H) -> &sevenfold::ui::sedma::SedmaTable {
    h.state().table_of().unwrap()
}

/// Plays the Sedma hand on the table to its summary from the keyboard: E ends a trick, P
/// passes, a card goes by its number or the arrows and Enter.
pub(crate) fn sedma_hand_by_keys(h: &mut H) {
    use sevenfold::games::sedma::SedmaAction;
    for _ in 0..200 {
        settle(h, sedma);
        let t = sedma(h);
        if t.shows_hand_summary() {
            return;
        }
        let legal = t.game().hand().legal_actions();
        match legal.as_ref()[0] {
            SedmaAction::EndTrick => press(h, Key::E),
            SedmaAction::Pass => press(h, Key::P),
            SedmaAction::Play(card) => {
                let hand = t.scene().hands.mine.clone();
                let selected = t.selected();
                choose_card(h, &hand, card, selected);
            }
        }
    }
}

#[test]
fn a_sedma_hand_is_played_from_the_keyboard() {
    let dir = TempDir::new("keys-sedma");
    let mut h = started(dir.path(), GameKind::Sedma, 2);
    sedma_hand_by_keys(&mut h);
    assert!(
        sedma(&h).shows_hand_summary(),
        "the hand was played to its summary"
    );
    let hands = sedma(&h).game().records().len();
    press(&mut h, Key::Enter);
    settle(&mut h, sedma);
    assert!(!sedma(&h).shows_hand_summary() || sedma(&h).game().is_over());
    assert_eq!(hands, 1);
}

pub(crate) fn all_fours(h: &H) -> &sevenfold::ui::all_fours::AllFoursTable {
    h.state().table_of().unwrap()
}

/// Plays the deal on the table to its summary (or the match's end) from the keyboard: the
/// decisions' letters, the discards marked by their numbers and made with D, the cards by their
/// numbers or the arrows and Enter.
pub(crate) fn all_fours_deal_by_keys(h: &mut H) {
    use sevenfold::games::all_fours::AllFoursAction;
    for _ in 0..300 {
        settle(h, all_fours);
        let t = all_fours(h);
        if t.shows_hand_summary() || t.game().is_over() {
            return;
        }
        let need = t.to_discard();
        let legal: Vec<AllFoursAction> = t.game().hand().legal_actions().as_ref().to_vec();
        if need > 0 {
            // Mark the first cards by their numbers, then discard them with D.
            for &key in DIGITS.iter().take(need) {
                press(h, key);
            }
            press(h, Key::D);
            continue;
        }
        match legal[0] {
            AllFoursAction::Stand => press(h, Key::S),
            AllFoursAction::Beg => press(h, Key::B),
            AllFoursAction::Give => press(h, Key::G),
            AllFoursAction::Run => press(h, Key::R),
            AllFoursAction::Play(card) | AllFoursAction::Discard(card) => {
                let hand = t.scene().hands.mine.clone();
                let selected = t.selected();
                choose_card(h, &hand, card, selected);
            }
        }
    }
}

#[test]
fn an_all_fours_deal_is_played_from_the_keyboard() {
    let dir = TempDir::new("keys-all-fours");
    let mut h = started(dir.path(), GameKind::AllFours, 2);
    all_fours_deal_by_keys(&mut h);
    assert!(
        all_fours(&h).shows_hand_summary(),
        "the deal was played to its summary"
    );
}

fn hell(h: &H) -> &sevenfold::ui::sevens_from_hell::HellTable {
    h.state().table_of().unwrap()
}

/// Two Sevens from Hell turns from the keyboard: draw (D), pick the card to discard by its
/// group's number key or, past key 0, by the arrows and Enter, and discard it (X).
#[test]
fn sevens_from_hell_turns_are_played_from_the_keyboard() {
    use sevenfold::games::sevens_from_hell::HellAction;
    use sevenfold::ui::sevens_from_hell::Group;
    let dir = TempDir::new("keys-hell");
    let mut h = started(dir.path(), GameKind::SevensFromHell, 4);
    let mut turns = 0;
    let mut by_arrows = false;
    while turns < 2 {
        settle(&mut h, hell);
        assert!(hell(&h).my_turn(), "the person's turn comes");
        let before = hell(&h).game().actions().len();
        press(&mut h, Key::D);
        settle(&mut h, hell);
        let t = hell(&h);
        let me = t.me();
        let hand = *t.round().hand(me);
        let card = t
            .round()
            .legal_actions()
            .as_slice()
            .iter()
            .rev()
            .find_map(|a| match a {
                HellAction::Discard(c) => Some(*c),
                _ => None,
            })
            .unwrap();
        let group = Group::of(card);
        match t.keys().of(group) {
            // The second turn goes by the arrows, as for a group past key 0.
            Some(key) if turns == 0 => press(&mut h, DIGITS[key - 1]),
            _ => {
                by_arrows = true;
                for _ in 0..20 {
                    press(&mut h, Key::ArrowRight);
                    if hell(&h).cursor() == Some(group) {
                        break;
                    }
                }
                assert_eq!(hell(&h).cursor(), Some(group));
                press(&mut h, Key::Enter);
            }
        }
        assert_eq!(hell(&h).selection().of(group), 1, "{group:?} picked");
        // One card is spoken of as one: added to a book or discarded, not "meld them".
        let said: Vec<String> = crate::common::window::texts(&h)
            .into_iter()
            .filter(|t| t.starts_with("Picked: "))
            .collect();
        assert!(
            said.iter()
                .any(|t| t.ends_with("add it there, or discard it.")),
            "{said:?}"
        );
        press(&mut h, Key::X);
        settle(&mut h, hell);
        assert!(hell(&h).game().actions().len() > before + 1);
        assert!(
            group.count(hell(&h).round().hand(me)) < group.count(&hand)
                || hell(&h).round().foot_taken(me)
        );
        turns += 1;
    }
    assert!(by_arrows);
}
