//! The history screen: finished matches, newest first, filtered by game; an opened match shows
//! its score sheet and replays any hand move by move with every hand face up (a finished
//! match has no secrets, and seeing all cards is what makes a replay worth studying).
//!
//! The list, the score sheet and the stepping are shared; drawing a hand is each game's own
//! ([`ReplayGame`], in each game's ui folder).

use crate::cards::{Card, PackStyle};
use crate::engine::MatchRecord;
use crate::i18n::{Language, capitalised, card_plain, yes_no};
use crate::registry::GameKind;
use crate::store::{
    HandPlay, HistoryEntry, MatchFilter, ProfileId, Profiles, StoredGame, first_person_seat,
};
use crate::ui::advice::Advice;
use crate::ui::card_art::{self, CardLook};
use crate::ui::games;
use crate::ui::review::HandReview;
use crate::ui::score_chart::{ItemsChart, ScoreChart};
use crate::ui::score_sheet::{Sheet, SheetRow};
use crate::ui::table::names::Names;
use egui::{Key, RichText, Ui};

/// How one game's hands are drawn in the replay viewer and on its score sheet.
pub trait ReplayGame: StoredGame {
    /// Draws the hand after `step` of its actions, every seat's cards face up.
    fn replay_ui(ui: &mut Ui, names: &Names, hand: &HandPlay<Self>, step: usize);
    /// Each seat's cards as dealt, a line per seat ("North: ace of bells, …"), for the
    /// plain-text hand record.
    fn dealt_lines(names: &Names, hand: &HandPlay<Self>) -> Vec<String>;
    /// Every move of the hand in words ("North plays the nine of bells"), in order.
    fn move_lines(names: &Names, hand: &HandPlay<Self>) -> Vec<String>;
    /// The hand's row on the score sheet (`number` from 1).
    fn sheet_row(
        names: &Names,
        number: usize,
        record: &MatchRecord,
        hand: &HandPlay<Self>,
    ) -> SheetRow;
    /// The hands' score items as the sheet's bars, for a game that itemises them (none by
    /// default); `hands` are the finished hands.
    fn items_chart(_names: &Names, _hands: &[HandPlay<Self>]) -> Option<ItemsChart> {
        None
    }
}

/// An opened match's hands, whatever its game.
trait Hands {
    fn count(&self) -> usize;
    /// Actions in hand `hand`.
    fn actions(&self, hand: usize) -> usize;
    fn ui(&self, ui: &mut Ui, names: &Names, hand: usize, step: usize);
    /// Hand `hand`'s deal and moves in words: each seat's cards, then each move.
    fn record_lines(&self, names: &Names, hand: usize) -> (Vec<String>, Vec<String>);
    /// The score sheet's rows, one per hand of `records`.
    fn rows(&self, names: &Names, records: &[MatchRecord]) -> Vec<SheetRow>;
    /// The finished hands' score items as bars, if the game itemises them.
    fn items_chart(&self, names: &Names) -> Option<ItemsChart>;
    /// Starts the review of `seat`'s play in hand `hand` (0-based).
    fn review(
        &self,
        ctx: &egui::Context,
        hand: usize,
        seat: usize,
        seed: u64,
    ) -> Option<HandReview>;
}

impl<G: ReplayGame + Advice + Send> Hands for Vec<HandPlay<G>>
where
    G::Action: Send,
{
    fn count(&self) -> usize {
        self.len()
    }

    fn record_lines(&self, names: &Names, hand: usize) -> (Vec<String>, Vec<String>) {
        match self.get(hand) {
            Some(h) => (G::dealt_lines(names, h), G::move_lines(names, h)),
            None => (Vec::new(), Vec::new()),
        }
    }

    fn rows(&self, names: &Names, records: &[MatchRecord]) -> Vec<SheetRow> {
        records
            .iter()
            .zip(self)
            .enumerate()
            .map(|(i, (record, hand))| G::sheet_row(names, i + 1, record, hand))
            .collect()
    }

    fn items_chart(&self, names: &Names) -> Option<ItemsChart> {
        // An abandoned match's last hand is unfinished; the others come first.
        let finished = self.iter().take_while(|h| h.record.is_some()).count();
        G::items_chart(names, &self[..finished])
    }

    fn actions(&self, hand: usize) -> usize {
        self.get(hand).map_or(0, |h| h.actions.len())
    }

    fn ui(&self, ui: &mut Ui, names: &Names, hand: usize, step: usize) {
        if let Some(h) = self.get(hand) {
            G::replay_ui(ui, names, h, step);
        }
    }

    fn review(
        &self,
        ctx: &egui::Context,
        hand: usize,
        seat: usize,
        seed: u64,
    ) -> Option<HandReview> {
        let h = self.get(hand)?;
        Some(HandReview::start(
            Some(ctx),
            hand + 1,
            h.dealt.clone(),
            h.actions.clone(),
            seat,
            seed ^ hand as u64,
        ))
    }
}

/// The hands of a match, split by its own game.
fn split(entry: &HistoryEntry) -> Result<Box<dyn Hands>, String> {
    sevenfold_core::with_setup!(&entry.game, |G, _c| entry
        .split::<G>()
        .map(|h| Box::new(h) as Box<dyn Hands>))
}

/// Seat and side names of a recorded match: the one person's seat is "You"; at a table of
/// several people each is called by name.
fn names_of(entry: &HistoryEntry, profiles: &Profiles) -> Names {
    let people: Vec<Option<String>> = entry
        .players
        .iter()
        .map(|p| p.person().map(|id| profiles.name_of(id)))
        .collect();
    let several = people.iter().flatten().count() > 1;
    Names {
        players: entry.seat_count(),
        me: first_person_seat(&entry.players).unwrap_or(usize::MAX),
        people: if several { people } else { Vec::new() },
        you: crate::ui::table::names::You::Viewer,
        seating: entry.seating(),
        friends: entry
            .friends
            .iter()
            .map(|n| (!n.is_empty()).then(|| n.clone()))
            .collect(),
    }
}

/// An opened match.
struct Opened {
    entry: HistoryEntry,
    hands: Box<dyn Hands>,
    hand: usize,
    /// Actions of the hand applied so far.
    step: usize,
    /// The review of the person's play in one of the hands.
    review: Option<HandReview>,
    /// The sheet's rows and bars in the language they were worded in: a Sevens from Hell
    /// round is replayed to its end for them, once rather than every frame.
    sheet: Option<(Language, Vec<SheetRow>, Option<ItemsChart>)>,
}

/// Matches a page of the list shows.
pub const PAGE: usize = crate::store::HISTORY_PAGE;

/// A page of matches the list asks the store for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    pub filter: MatchFilter,
    pub offset: usize,
    pub limit: usize,
}

/// The history screen's state.
pub struct HistoryPage {
    /// The page shown: its matches, how many the filter lets through, the games there are.
    page: crate::store::HistoryPage,
    /// Where the page starts among the matches the filter lets through.
    offset: usize,
    /// Every match, when they were given whole ([`HistoryPage::set_entries`]): filtered and
    /// paged here. Without them the page asks the store ([`HistoryPage::take_query`]).
    held: Option<Vec<HistoryEntry>>,
    /// A page to read, asked for by a filter or a page button, for the app.
    asked: Option<Query>,
    /// The import of older files under way: read, of how many.
    importing: Option<(usize, usize)>,
    /// Show only this game ("sedma"); `None`: all.
    filter: Option<String>,
    /// Show only the matches of this player; `None`: everyone's.
    player: Option<ProfileId>,
    /// Who the people are.
    profiles: Profiles,
    opened: Option<Opened>,
    error: Option<String>,
    /// A hand to watch on the live table (the match and the hand's index), for the app.
    watch: Option<(HistoryEntry, usize)>,
    /// What the last copy put on the clipboard, or why it failed.
    copied: Option<Result<String, String>>,
    /// The person asked to save the history as CSV, for the app.
    export_asked: bool,
    /// Where the last export went, or why it failed.
    exported: Option<String>,
}

/// A match's title: game, variants and players ("Sedma (osmová), 4 players").
pub fn match_title(e: &HistoryEntry) -> String {
    let game = e.game.kind();
    if e.variants.is_empty() {
        return t!(
            "history-match-title",
            game = games::title(game),
            players = e.seat_count()
        );
    }
    let variants: Vec<String> = e
        .variants
        .iter()
        .map(|v| games::variant_title(game, v))
        .collect();
    t!(
        "history-match-title-variants",
        game = games::title(game),
        variants = variants.join(", "),
        players = e.seat_count()
    )
}

/// The result from the person's chair, their score first: "won 10 : 7", "lost 4 : 7", or with
/// three sides or more every side by name; with no person or several people at the table, who
/// won.
pub fn result_text(e: &HistoryEntry, profiles: &Profiles) -> String {
    let names = names_of(e, profiles);
    let lone = e.people().count() == 1;
    if let Some(side) = e.conceded_by.filter(|_| !lone) {
        return t!(
            "history-gave-up-at",
            who = names.side(side),
            person = names.side_person(side),
            totals = names.totals_text(&e.totals)
        );
    }
    match e.human_side().filter(|_| lone) {
        Some(side) => {
            // Two sides read as "mine : theirs"; with more, a bare pair would hide a side.
            let score = if e.totals.len() <= 2 {
                let mine = e.totals.get(side).copied().unwrap_or(0);
                let theirs = (e.totals.iter().enumerate())
                    .find(|&(s, _)| s != side)
                    .map_or(0, |(_, &t)| t);
                t!("history-score-two", mine = mine, best = theirs)
            } else {
                t!("history-score-many", totals = names.totals_text(&e.totals))
            };
            // With one person at the table, only their side can have given up.
            let how = if e.conceded_by.is_some() {
                "gave-up"
            } else if e.ended_by_host {
                "ended"
            } else if e.abandoned {
                "abandoned"
            } else if e.won_by(side) && e.winners.len() > 1 {
                "shared"
            } else if e.won_by(side) {
                "won"
            } else {
                "lost"
            };
            t!("history-my-result", how = how, score = score)
        }
        None if e.abandoned => t!(
            "history-abandoned-at",
            totals = names.totals_text(&e.totals)
        ),
        None => t!(
            "table-match-over-result",
            won = names.match_won(&e.winners),
            totals = names.totals_text(&e.totals)
        ),
    }
}

/// Hand `hand` (from 0) of a recorded match as plain text people can paste into a message:
/// the game, each seat's cards as dealt, every move in words, and the result.
pub fn hand_record(
    entry: &HistoryEntry,
    profiles: &Profiles,
    hand: usize,
) -> Result<String, String> {
    let game = entry.game.kind();
    let hands = split(entry)?;
    if hand >= hands.count() {
        return Err(t!(
            "record-no-such-hand",
            hand = games::hand_label(game, hand + 1)
        ));
    }
    // A record is read away from the table: the person is named, not "you".
    let mut names = names_of(entry, profiles);
    names.people = entry
        .players
        .iter()
        .map(|p| p.person().map(|id| profiles.name_of(id)))
        .collect();
    names.you = crate::ui::table::names::You::Nobody;
    let records = records_of(entry);
    let row = hands
        .rows(&names, &records)
        .into_iter()
        .nth(hand)
        .ok_or_else(|| t!("record-no-score"))?;
    let (dealt, moves) = hands.record_lines(&names, hand);
    let start = entry.hands[hand].start;
    let mut out = vec![
        t!("record-title"),
        t!(
            "record-heading",
            title = match_title(entry),
            when = crate::ui::when::local_time(&entry.finished),
            hand = games::hand_label(game, hand + 1),
            hands = entry.hands.len()
        ),
        t!(
            "record-dealer",
            who = names.seat(start.dealer),
            person = names.person(start.dealer)
        ),
        String::new(),
        t!("record-deal"),
    ];
    out.extend(dealt.iter().map(|l| format!("  {l}")));
    out.push(String::new());
    out.push(t!("record-play"));
    for (i, m) in moves.iter().enumerate() {
        let stop = if m.ends_with('.') { "" } else { "." };
        out.push(format!("  {}. {m}{stop}", i + 1));
    }
    out.push(String::new());
    out.push(t!("record-result"));
    out.push(format!("  {}", row.result));
    out.extend(row.lines.iter().map(|l| format!("  {l}")));
    out.push(format!(
        "  {}",
        t!("record-score-after", totals = row.totals)
    ));
    Ok(out.join("\n") + "\n")
}

/// The score-sheet rows of a recorded match.
fn records_of(entry: &HistoryEntry) -> Vec<MatchRecord> {
    entry
        .hands
        .iter()
        .map(|h| MatchRecord {
            start: h.start,
            score: h.score.clone(),
            totals: h.totals.clone(),
        })
        .collect()
}

/// A list row: when, what, how many hands, the result.
pub fn row_text(e: &HistoryEntry, profiles: &Profiles) -> String {
    t!(
        "history-row",
        when = crate::ui::when::local_time(&e.finished),
        title = match_title(e),
        hands = t!(
            &crate::i18n::game_message(e.game.kind().id(), "hand-count"),
            count = e.hands.len()
        ),
        result = result_text(e, profiles)
    )
}

/// A game's name for the filter buttons ("All Fours"), from its name in files.
fn game_title(name: &str) -> String {
    GameKind::from_id(name).map_or_else(|| name.to_string(), games::title)
}

impl Default for HistoryPage {
    fn default() -> HistoryPage {
        HistoryPage {
            page: crate::store::HistoryPage::default(),
            offset: 0,
            held: None,
            asked: None,
            importing: None,
            filter: None,
            player: None,
            profiles: Profiles::first_run(),
            opened: None,
            error: None,
            watch: None,
            copied: None,
            export_asked: false,
            exported: None,
        }
    }
}

impl HistoryPage {
    /// Every match at once, and who the people are: the page filters and pages them itself.
    /// An open match stays open if it is still there.
    pub fn set_entries(&mut self, entries: Vec<HistoryEntry>, profiles: Profiles) {
        self.held = Some(entries);
        self.profiles = profiles;
        self.refresh_held();
        if let Some(o) = &mut self.opened {
            // The players' names may have changed: the sheet is worded again.
            o.sheet = None;
            let id = o.entry.id.clone();
            if !self.held.iter().flatten().any(|e| e.id == id) {
                self.opened = None;
            }
        }
    }

    /// A page read from the store for [`HistoryPage::query`], and who the people are. An open
    /// match stays open (records are never removed).
    pub fn show_page(&mut self, page: crate::store::HistoryPage, profiles: Profiles) {
        self.held = None;
        self.page = page;
        self.profiles = profiles;
        if let Some(o) = &mut self.opened {
            // The players' names may have changed: the sheet is worded again.
            o.sheet = None;
        }
    }

    /// The page the list shows now, as the store is asked for it.
    pub fn query(&self) -> Query {
        Query {
            filter: MatchFilter {
                game: self.filter.clone(),
                people: self.player.map(|who| self.profiles.same_person(who)),
            },
            offset: self.offset,
            limit: PAGE,
        }
    }

    /// A page the person asked for (a filter, the next page), once.
    pub fn take_query(&mut self) -> Option<Query> {
        self.asked.take()
    }

    /// The import of older files under way (read, of how many), or `None`.
    pub fn set_importing(&mut self, importing: Option<(usize, usize)>) {
        self.importing = importing;
    }

    /// The filter or page changed: read again.
    fn changed(&mut self) {
        if self.held.is_some() {
            self.refresh_held();
        } else {
            self.asked = Some(self.query());
        }
    }

    /// Filters and pages the matches given whole, as the store would.
    fn refresh_held(&mut self) {
        let Some(all) = &self.held else { return };
        let mut games: Vec<String> = all.iter().map(|e| e.game_name.clone()).collect();
        games.sort();
        games.dedup();
        let who = self.player.map(|p| self.profiles.resolve(p));
        let shown: Vec<&HistoryEntry> = all
            .iter()
            .filter(|e| self.filter.as_ref().is_none_or(|g| &e.game_name == g))
            .filter(|e| {
                who.is_none_or(|who| e.people().any(|(p, _)| self.profiles.resolve(p) == who))
            })
            .collect();
        self.page = crate::store::HistoryPage {
            total: shown.len(),
            entries: shown
                .into_iter()
                .skip(self.offset)
                .take(PAGE)
                .cloned()
                .collect(),
            games,
        };
    }

    /// The matches of the page shown.
    pub fn entries(&self) -> &[HistoryEntry] {
        &self.page.entries
    }

    /// The open match's id, hand (0-based) and step, for tests.
    pub fn position(&self) -> Option<(&str, usize, usize)> {
        self.opened
            .as_ref()
            .map(|o| (o.entry.id.as_str(), o.hand, o.step))
    }

    fn open(&mut self, entry: HistoryEntry) {
        match split(&entry) {
            Ok(hands) => {
                self.error = None;
                self.copied = None;
                self.opened = Some(Opened {
                    entry,
                    hands,
                    hand: 0,
                    step: 0,
                    review: None,
                    sheet: None,
                });
            }
            Err(e) => {
                self.error = Some(t!(
                    "history-cannot-replay",
                    when = crate::ui::when::local_time(&entry.finished),
                    error = e,
                    file = entry.file_name()
                ))
            }
        }
    }

    /// The hand asked to be watched on the table, once.
    pub fn take_watch(&mut self) -> Option<(HistoryEntry, usize)> {
        self.watch.take()
    }

    /// Whether the person asked to save the history as CSV (once).
    pub fn take_export(&mut self) -> bool {
        std::mem::take(&mut self.export_asked)
    }

    /// Says where the export went, or why it failed.
    pub fn exported(&mut self, notice: String) {
        self.exported = Some(notice);
    }

    pub fn ui(&mut self, ui: &mut Ui) {
        if self.opened.is_some() {
            self.match_ui(ui);
        } else {
            self.list_ui(ui);
        }
    }

    fn list_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            ui.heading(t!("history-heading"));
            ui.add_space(16.0);
            let export = ui
                .add_enabled(
                    !self.page.games.is_empty(),
                    egui::Button::new(t!("export-csv")),
                )
                .on_hover_text(t!("export-csv-history-hover"));
            if export.clicked() {
                self.export_asked = true;
            }
        });
        if let Some(notice) = &self.exported {
            ui.label(notice);
        }
        if let Some((done, total)) = self.importing {
            ui.label(
                RichText::new(t!("history-importing", done = done, total = total))
                    .color(ui.visuals().warn_fg_color),
            );
        }
        let games = self.page.games.clone();
        let mut changed = false;
        ui.horizontal(|ui| {
            ui.label(t!("history-show"));
            changed |= ui
                .selectable_value(&mut self.filter, None, t!("history-all-games"))
                .changed();
            for g in &games {
                changed |= ui
                    .selectable_value(&mut self.filter, Some(g.clone()), game_title(g))
                    .changed();
            }
        });
        let people: Vec<(ProfileId, String)> = self
            .profiles
            .active()
            .map(|p| (p.id, p.name.clone()))
            .collect();
        if people.len() > 1 {
            ui.horizontal_wrapped(|ui| {
                ui.label(t!("history-player"));
                changed |= ui
                    .selectable_value(&mut self.player, None, t!("history-everyone"))
                    .changed();
                for (id, name) in people {
                    changed |= ui
                        .selectable_value(&mut self.player, Some(id), name)
                        .changed();
                }
            });
        }
        if changed {
            self.offset = 0;
            self.changed();
        }
        if let Some(e) = &self.error {
            ui.label(RichText::new(e).color(ui.visuals().error_fg_color));
        }
        ui.separator();
        if self.page.entries.is_empty() {
            ui.label(t!("history-none-yet"));
            return;
        }
        ui.label(RichText::new(t!("history-newest-first")).weak());
        let total = self.page.total;
        if total > PAGE {
            let mut to = None;
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(self.offset > 0, egui::Button::new(t!("history-newer")))
                    .clicked()
                {
                    to = Some(self.offset.saturating_sub(PAGE));
                }
                ui.label(t!(
                    "history-page",
                    first = self.offset + 1,
                    last = self.offset + self.page.entries.len(),
                    total = total
                ));
                if ui
                    .add_enabled(
                        self.offset + PAGE < total,
                        egui::Button::new(t!("history-older")),
                    )
                    .clicked()
                {
                    to = Some(self.offset + PAGE);
                }
            });
            if let Some(offset) = to {
                self.offset = offset;
                self.changed();
            }
        }
        let mut open = None;
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .show(ui, |ui| {
                for e in &self.page.entries {
                    if ui.button(row_text(e, &self.profiles)).clicked() {
                        open = Some(e.clone());
                    }
                }
            });
        if let Some(e) = open {
            self.open(e);
        }
    }

    fn match_ui(&mut self, ui: &mut Ui) {
        let Some(o) = &mut self.opened else { return };
        let names = names_of(&o.entry, &self.profiles);
        let mut back = false;
        egui::Panel::right("history-score-sheet")
            .resizable(true)
            .default_size(380.0)
            .min_size(300.0)
            .show(ui, |ui| {
                let records = records_of(&o.entry);
                let goal = crate::ui::games::setup_goal(&o.entry.game);
                let language = crate::i18n::language();
                if o.sheet.as_ref().is_none_or(|(l, ..)| *l != language) {
                    let rows = o.hands.rows(&names, &records);
                    o.sheet = Some((language, rows, o.hands.items_chart(&names)));
                }
                let (rows, items) = match &o.sheet {
                    Some((_, rows, items)) => (rows.clone(), items.clone()),
                    None => (Vec::new(), None),
                };
                let target = sevenfold_core::with_setup!(&o.entry.game, |G, c| {
                    <G as crate::engine::GameDef>::match_target(c)
                });
                let chart = ScoreChart::of(&names, &records, target, true, |n| {
                    rows.get(n - 1).map(|r| r.title.clone()).unwrap_or_default()
                });
                crate::ui::score_sheet::show_sheet(
                    ui,
                    &Sheet {
                        goal: &goal,
                        totals: names.totals_text(&o.entry.totals),
                        winner: (!o.entry.abandoned)
                            .then(|| names.sheet_winner(&o.entry.winners))
                            .flatten(),
                        rows,
                        empty: t!("history-sheet-empty"),
                        chart,
                        items,
                    },
                );
            });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            ui.horizontal(|ui| {
                if ui.button(t!("history-back")).clicked() {
                    back = true;
                }
                ui.heading(match_title(&o.entry));
            });
            ui.label(t!(
                "history-ended",
                abandoned = yes_no(o.entry.abandoned),
                when = crate::ui::when::local_time(&o.entry.finished),
                result = result_text(&o.entry, &self.profiles)
            ));
            ui.separator();
            let game = o.entry.game.kind();
            ui.horizontal_wrapped(|ui| {
                ui.label(t!(&crate::i18n::game_message(game.id(), "history-hands")));
                for i in 0..o.hands.count() {
                    let undone = o.entry.hands.get(i).is_some_and(|h| h.undone);
                    let hand = capitalised(&games::hand_label(game, i + 1));
                    let label = if undone {
                        t!("history-hand-undone", hand = hand)
                    } else {
                        hand
                    };
                    if ui.selectable_label(o.hand == i, label).clicked() {
                        o.hand = i;
                        o.step = 0;
                    }
                }
            });
            if o.hand >= o.hands.count() {
                return;
            }
            if ui
                .button(t!(
                    "history-watch",
                    hand = games::hand_label(game, o.hand + 1)
                ))
                .on_hover_text(t!("history-watch-hover"))
                .clicked()
            {
                self.watch = Some((o.entry.clone(), o.hand));
            }
            ui.horizontal_wrapped(|ui| {
                if ui
                    .button(t!("history-copy-record"))
                    .on_hover_text(t!("history-copy-record-hover"))
                    .clicked()
                {
                    let text = hand_record(&o.entry, &self.profiles, o.hand);
                    if let Ok(t) = &text {
                        ui.ctx().copy_text(t.clone());
                    }
                    self.copied = Some(text.map(|_| t!("history-record-copied")));
                }
                if ui
                    .button(t!("history-copy-scenario"))
                    .on_hover_text(t!("history-copy-scenario-hover"))
                    .clicked()
                {
                    let text = crate::store::export_hand(&o.entry, o.hand + 1)
                        .map_err(|e| crate::ui::store_text::error(&e))
                        .and_then(|s| s.to_ron());
                    if let Ok(t) = &text {
                        ui.ctx().copy_text(t.clone());
                    }
                    self.copied = Some(text.map(|_| t!("history-scenario-copied")));
                }
                match &self.copied {
                    Some(Ok(done)) => {
                        ui.label(done);
                    }
                    Some(Err(e)) => {
                        ui.label(
                            RichText::new(t!("history-copy-failed", error = e.as_str()))
                                .color(ui.visuals().error_fg_color),
                        );
                    }
                    None => {}
                }
            });
            let me = first_person_seat(&o.entry.players);
            if let Some(seat) = me {
                let this_hand = o.review.as_ref().is_some_and(|r| r.hand == o.hand + 1);
                ui.horizontal(|ui| {
                    if !this_hand
                        && ui
                            .button(t!("history-review"))
                            .on_hover_text(t!("history-review-hover"))
                            .clicked()
                    {
                        o.review = o.hands.review(ui.ctx(), o.hand, seat, o.entry.seed);
                    }
                });
                if let Some(r) = o.review.as_mut().filter(|_| this_hand)
                    && let Some(step) = r.ui(ui, true)
                {
                    o.step = step;
                }
            }
            let total = o.hands.actions(o.hand);
            let (mut prev, mut next) = (false, false);
            ui.horizontal(|ui| {
                prev = ui
                    .add_enabled(o.step > 0, egui::Button::new(t!("history-previous-move")))
                    .clicked();
                next = ui
                    .add_enabled(o.step < total, egui::Button::new(t!("history-next-move")))
                    .clicked();
                ui.label(t!("history-move-of", step = o.step, total = total));
                ui.label(RichText::new(t!("history-keys")).weak());
            });
            let (left, right, home, end) = ui.input(|i| {
                (
                    i.key_pressed(Key::ArrowLeft),
                    i.key_pressed(Key::ArrowRight),
                    i.key_pressed(Key::Home),
                    i.key_pressed(Key::End),
                )
            });
            if (prev || left) && o.step > 0 {
                o.step -= 1;
            }
            if (next || right) && o.step < total {
                o.step += 1;
            }
            if home {
                o.step = 0;
            }
            if end {
                o.step = total;
            }
            o.hands.ui(ui, &names, o.hand, o.step);
        });
        if back {
            self.opened = None;
        }
    }
}

/// The "Trick" row of a replay's grid: the cards on the table, or a dash.
pub fn trick_row(ui: &mut Ui, trick: &[Card], style: PackStyle) {
    ui.strong(t!("replay-trick"));
    if trick.is_empty() {
        ui.label("—");
    } else {
        cards_row(ui, trick, style, 80.0);
    }
    ui.end_row();
}

/// A row of cards face up, each named when hovered and to a screen reader; a long hand wraps
/// onto more rows rather than running off the page.
pub fn cards_row(ui: &mut Ui, cards: &[Card], style: PackStyle, height: f32) {
    ui.horizontal_wrapped(|ui| {
        if cards.is_empty() {
            ui.label(RichText::new(t!("replay-no-cards")).weak());
        }
        for &card in cards {
            let (rect, response) =
                ui.allocate_exact_size(card_art::card_size(height), egui::Sense::hover());
            card_art::paint_face(ui.painter(), rect, card, style, CardLook::default());
            let name = card_plain(card, style);
            response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name.clone()));
            response.on_hover_text(name);
        }
    });
}
