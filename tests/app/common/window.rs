//! Driving the window in tests: an app over a data folder, and stepping frames until a trick
//! table waits for the person.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::games::sevens_from_hell::{BookKind, HellAction, Piece};
use sevenfold::store::Store;
use sevenfold::ui::SevenfoldApp;
use sevenfold::ui::sevens_from_hell::{Group, HellTable, book_label, hand_label};
use sevenfold::ui::table::frame::{TableFrame, TableGame};
use std::path::Path;

/// The window over the data folder `dir`, its games dealt from `seed`.
pub fn app_in(dir: &Path, seed: u64) -> Harness<'static, SevenfoldApp> {
    let dir = dir.to_path_buf();
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |cc| {
            SevenfoldApp::with_store(&cc.egui_ctx, Some(seed), Ok(Store::at(&dir)))
        })
}

/// What a node says: a label's words are its value, another widget's its label.
pub fn node_text(n: &egui_kittest::Node<'_>) -> String {
    let node = n.accesskit_node();
    node.label()
        .or_else(|| node.value())
        .unwrap_or_default()
        .to_string()
}

/// Every text the window shows now, in the window's order.
pub fn texts<S>(h: &Harness<'_, S>) -> Vec<String> {
    h.query_all_by(|_| true)
        .map(|n| node_text(&n))
        .filter(|t| !t.is_empty())
        .collect()
}

/// Whether a table waits for the person: nothing moves, and it is their move, the hand summary
/// is up, the match is over or a hot-seat table waits to be passed on.
pub fn waits_for_person<K: TableGame>(t: &TableFrame<K>) -> bool {
    t.is_settled()
        && (t.my_turn() || t.shows_hand_summary() || t.game().is_over() || t.handover().is_some())
}

/// Steps frames until the table `table` finds in the harness waits for the person (the bots
/// answer on their own thread).
pub fn settle<'h, S, K: TableGame>(
    h: &mut Harness<'h, S>,
    table: impl for<'x> Fn(&'x Harness<'h, S>) -> &'x TableFrame<K>,
) {
    for _ in 0..20_000 {
        h.step();
        if waits_for_person(table(h)) {
            // A bot's answer may have landed during that frame, after it was drawn: draw the
            // settled table once more so its buttons and texts can be found.
            h.step();
            return;
        }
        std::thread::sleep(std::time::Duration::from_micros(100));
    }
    panic!("the table never waited for the person");
}

/// Runs frames until the window is idle. A bot answering on its own thread asks for a repaint,
/// and under load that can land after kittest's step limit: not a failure, the frames that
/// follow (or `settle`) pick it up.
pub fn run_frames<S>(h: &mut Harness<'_, S>) {
    let _ = h.try_run();
}

/// Steps frames until a label containing `text` shows (work on another thread may take a
/// while under load); panics after a minute.
pub fn wait_for_text<S>(h: &mut Harness<'_, S>, text: &str) {
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_secs(60) {
        h.step();
        if h.query_by_label_contains(text).is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("'{text}' never showed");
}

/// The open Sedma table.
pub fn sedma_table<'a>(h: &'a Harness<'_, SevenfoldApp>) -> &'a sevenfold::ui::sedma::SedmaTable {
    h.state()
        .table_of::<sevenfold::ui::sedma::SedmaTable>()
        .expect("a Sedma table is open")
}

/// Makes the first legal decision of the person at a Sedma table through the window: ends
/// the trick when that is the choice, else clicks the first playable card; then lets the
/// others play until the table waits again.
pub fn decide_sedma(h: &mut Harness<'_, SevenfoldApp>) {
    click_sedma_choice(h);
    run_frames(h);
    settle(h, sedma_table);
}

/// Clicks the person's first legal choice at a Sedma table: "End the trick" when that is the
/// question, else the first playable card.
pub fn click_sedma_choice(h: &mut Harness<'_, SevenfoldApp>) {
    use sevenfold::engine::Game;
    use sevenfold::games::sedma::SedmaAction;
    let t = sedma_table(h);
    let style = t.game().config().pack;
    let view = t.game().hand().view(t.me());
    if t.game().hand().leader_deciding() {
        h.get_by_label("End the trick").click();
    } else {
        let SedmaAction::Play(card) = view.legal[0] else {
            panic!("expected a card to play, got {:?}", view.legal);
        };
        h.get_by_label(&card.name(style)).click();
    }
}

/// Picks one more copy of `group` in the person's hand by clicking it, found by its name.
pub fn pick_group(h: &mut Harness<'_, SevenfoldApp>, group: Group) {
    let t = h
        .state()
        .table_of::<HellTable>()
        .expect("a Sevens from Hell table is open");
    let held = group.count(t.round().hand(t.me()));
    let label = hand_label(group, held, t.selection().of(group));
    h.get_by_label(&label).scroll_to_me();
    run_frames(h);
    h.get_by_label(&label).click();
    h.step();
    h.step();
}

/// Makes a step's move at a Sevens from Hell table with its controls: the keys D, P, L, E and
/// F draw, take the pile, lay down the meld, end the turn and claim the foot; cards are picked
/// by clicking their group in the hand, then M melds them as books, X discards the one picked,
/// and a click on the team's book adds a wild card to it.
pub fn make_hell_move(h: &mut Harness<'_, SevenfoldApp>, m: &str) {
    let action: HellAction = m.parse().unwrap();
    let key = |h: &mut Harness<'_, SevenfoldApp>, key| {
        h.key_press(key);
        h.step();
        h.step();
    };
    let group = |piece: Piece, kind: BookKind| match piece {
        Piece::Natural => Group::Natural(kind.rank()),
        Piece::Joker => Group::Joker,
        Piece::Two => Group::Two,
    };
    match action {
        HellAction::Draw => key(h, egui::Key::D),
        HellAction::Take { .. } => key(h, egui::Key::P),
        HellAction::Meld => key(h, egui::Key::L),
        HellAction::End => key(h, egui::Key::E),
        HellAction::Foot => key(h, egui::Key::F),
        HellAction::Cancel => key(h, egui::Key::T),
        HellAction::Discard(card) => {
            pick_group(h, Group::of(card));
            key(h, egui::Key::X);
        }
        HellAction::Start {
            kind,
            wilds,
            jokers,
        } => {
            for piece in HellAction::start_pieces(wilds, jokers) {
                pick_group(h, group(piece, kind));
            }
            key(h, egui::Key::M);
        }
        HellAction::Add { kind, piece } => {
            pick_group(h, group(piece, kind));
            if piece.is_wild() && !kind.is_wild() {
                // A wild card goes to the book it is put on.
                let t = h
                    .state()
                    .table_of::<HellTable>()
                    .expect("a Sevens from Hell table is open");
                let g = t.round();
                let team = g.team(g.team_of(t.me()));
                let book = if team.melded {
                    team.open_book(kind)
                } else {
                    &g.stage()[kind.index()]
                };
                // The team's book is a button (the others' books of the same size are not).
                let name = book_label(kind, book);
                let button = egui::accesskit::Role::Button;
                h.get_by(|n| n.role() == button && n.label().is_some_and(|l| l.starts_with(&name)))
                    .scroll_to_me();
                // Scrolling is animated: let it end before the click.
                run_frames(h);
                h.get_by(|n| n.role() == button && n.label().is_some_and(|l| l.starts_with(&name)))
                    .click();
                h.step();
                h.step();
            } else {
                key(h, egui::Key::M);
            }
        }
    }
}

/// The store of the window's data folder `dir`, once every write the window asked for has
/// reached it (the window writes on a thread of its own).
pub fn stored(h: &mut Harness<'_, SevenfoldApp>, dir: &Path) -> Store {
    h.state_mut().flush_saves();
    Store::at(dir)
}

/// Makes `action` at the All Fours table through the window: a decision by its button, the
/// cards to discard marked and the discard button, or the card played.
pub fn click_all_fours(
    h: &mut Harness<'static, SevenfoldApp>,
    action: sevenfold::games::all_fours::AllFoursAction,
) {
    use sevenfold::cards::PackStyle;
    use sevenfold::games::all_fours::AllFoursAction;
    use sevenfold::ui::all_fours::AllFoursTable;
    let name = |c: sevenfold::cards::Card| c.name(PackStyle::French);
    match action {
        AllFoursAction::Stand => button_starting(h, "Stand (").click(),
        AllFoursAction::Beg => h.get_by_label("Beg").click(),
        AllFoursAction::Give => button_starting(h, "Give a point").click(),
        AllFoursAction::Run => h.get_by_label("Run the cards").click(),
        AllFoursAction::Discard(_) => {
            let t = h
                .state()
                .table_of::<AllFoursTable>()
                .expect("an All Fours table is open");
            let need = t.to_discard();
            let hand = t.scene().hands.mine.clone();
            for &card in &hand[..need] {
                h.get_by_label(&name(card)).click();
                run_frames(h);
            }
            let s = if need == 1 { "" } else { "s" };
            h.get_by_label(&format!("Discard {need} card{s}")).click();
        }
        AllFoursAction::Play(card) => h.get_by_label(&name(card)).click(),
    }
}

/// The button whose name starts with `prefix` (a decision whose name carries the suit).
fn button_starting<'h>(
    h: &'h Harness<'static, SevenfoldApp>,
    prefix: &'h str,
) -> egui_kittest::Node<'h> {
    h.query_all_by(move |n| {
        n.role() == egui::accesskit::Role::Button
            && n.label().is_some_and(|l| l.starts_with(prefix))
    })
    .next()
    .unwrap_or_else(|| panic!("no button '{prefix}…'"))
}
