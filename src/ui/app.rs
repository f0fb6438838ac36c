//! The app shell: screens, the menu bar, dialogs, and the one place per frame where commands
//! from the UI are applied.

use crate::cards::{GameRng, rng_from_seed};
use crate::i18n::Language;
use crate::registry::GameSetup;
use crate::store::{
    InSettings, LessonProgress, Player, ProfileId, Statistics, Store, StoreError, StoreLock,
    ZOOM_RANGE,
};
use crate::ui::frame_stats::FrameStats;
use crate::ui::friends::{FriendsPage, Started};
use crate::ui::games::GameKind;
use crate::ui::history_page::HistoryPage;
use crate::ui::look::Look;
use crate::ui::persist::{Notice, Pending, Persist};
use crate::ui::players::{self, PlayerForms};
use crate::ui::settings::SettingsUi;
use crate::ui::settings::{self, Settings};
use crate::ui::table::people::Seats;
use crate::ui::table::remote::Seated;
use crate::ui::table::sentence;
use crate::ui::table::{GameTable, TableRequest};
use crate::ui::{learn, rules_page, screens, stats_page, store_text};
use egui::{Id, RichText, Ui};
use rand::{Rng, RngExt};
use sevenfold_core::scenario::ScenarioGame;
use sevenfold_core::with_kind;

pub use crate::ui::command::{Answer, Command, Screen};

/// A question the app is asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dialog {
    /// Starting a new game would end the running match.
    AbandonMatch,
    /// The settings change the game; a running match keeps its rules unless restarted.
    SettingsNeedNewGame,
    /// A match was saved when the app last closed.
    Resume,
    /// Resetting the statistics starts them afresh.
    ResetStats,
    /// Giving the match up ends it as lost.
    Concede,
    /// Leaving the match ends it unfinished.
    Leave,
    /// Leaving a table played with friends: the match goes on there without the person.
    LeaveFriends,
}

/// The Sevenfold window.
pub struct SevenfoldApp {
    /// What the player chose; applies to new games.
    settings: Settings,
    /// The settings or new-game form being edited.
    draft: Settings,
    screen: Screen,
    /// The screen drawn last frame: a notice about the players belongs to the page it answered
    /// on and goes when the page changes.
    drawn_screen: Screen,
    /// Where "Back" on the settings and rules pages returns to.
    back: Screen,
    table: Option<Box<dyn GameTable>>,
    /// The match waiting while one of its hands is practised at `table`.
    parked: Option<Box<dyn GameTable>>,
    /// A recorded hand replayed on its table, opened from the history.
    replay: Option<Box<dyn GameTable>>,
    score_sheet_open: bool,
    dialog: Option<Dialog>,
    /// Deals one seed per match, so `--seed` makes the whole sequence of deals reproducible.
    seeds: GameRng,
    commands: Vec<Command>,
    /// Why the last start failed.
    error: Option<String>,
    /// That failure was the seats' (nobody, or a person twice): it goes once they are fixed.
    seats_refused: bool,
    /// Which game's rules, and which pack, the rules page shows.
    rules_game: GameKind,
    rules_pack: crate::cards::PackStyle,
    stats: FrameStats,
    /// When this frame's logic began (for the frame statistics).
    frame_start: Option<std::time::Instant>,
    /// Settings, autosave, history and statistics on disk.
    persist: Persist,
    /// The saved match offered for resuming.
    pending: Option<Pending>,
    history: HistoryPage,
    statistics: Statistics,
    /// What the last statistics reset did.
    stats_notice: Option<String>,
    /// Whether the high-contrast colours are in force (`None` before the first frame).
    contrast_set: Option<bool>,
    /// The zoom factor this app last set (a different one was set with Ctrl+plus/minus).
    zoom_set: Option<f32>,
    /// No window size was kept from an earlier run: fit the first window to the screen.
    size_to_screen: bool,
    /// The lessons shipped, in teaching order, and those finished.
    lessons: crate::lesson_catalogue::Catalogue,
    lesson_progress: LessonProgress,
    /// The names being typed in the player forms.
    forms: PlayerForms,
    /// Whose statistics the statistics page shows.
    stats_player: ProfileId,
    /// The statistics page shows this game only (its name in files), or every game.
    stats_game: Option<String>,
    /// The statistics page counts the matches of this period.
    stats_period: crate::store::Period,
    /// The games the shown player has statistics of in that period (the page's game filter).
    stats_games: Vec<String>,
    /// Since when the import of older history files has been under way (seen by a frame),
    /// and when the page shown was last read again for it.
    importing_since: Option<(std::time::Instant, std::time::Instant)>,
    /// The import's progress as the statistics page shows it.
    stats_importing: Option<(usize, usize)>,
    /// The language "follow the system" gives.
    system_language: Language,
    /// Why taking the data folder over did not work (another window still has it).
    take_over_notice: Option<Notice>,
    /// Playing with friends on other computers: the page, its lobby and a hosted server.
    friends: FriendsPage,
    /// The window calls for the person's attention: their turn at a table with friends.
    calling: bool,
    /// What to do once the person has agreed to leave the table with friends.
    after_leave: Option<Command>,
}

/// The window's size before the player resizes it, in points (scaled by the OS factor).
pub const DEFAULT_SIZE: [f32; 2] = [1280.0, 800.0];

impl SevenfoldApp {
    /// The app with default settings. `seed` fixes the sequence of deals; without one each
    /// run deals differently.
    /// Nothing is read from or written to disk.
    pub fn new(ctx: &egui::Context, seed: Option<u64>, settings: Settings) -> SevenfoldApp {
        Self::build(ctx, seed, settings, Persist::none())
    }

    /// The app keeping its settings, games, history and statistics in `store`: settings are
    /// loaded, and a match saved last time is offered for resuming. Without a store (the
    /// error says why) it runs with defaults and says so.
    pub fn with_store(
        ctx: &egui::Context,
        seed: Option<u64>,
        store: Result<Store, StoreError>,
    ) -> SevenfoldApp {
        let locked = store.map(|s| {
            let lock = s.lock();
            (s, lock)
        });
        Self::with_locked_store(ctx, seed, locked)
    }

    /// [`Self::with_store`] with the store's lock already tried: `Err(InUse)` makes this a
    /// window that shares the store with the one that owns it.
    pub fn with_locked_store(
        ctx: &egui::Context,
        seed: Option<u64>,
        store: Result<(Store, Result<StoreLock, StoreError>), StoreError>,
    ) -> SevenfoldApp {
        match store {
            Ok((store, lock)) => {
                // The window that owns the data folder keeps the person's seats at tables.
                let seats_dir = lock.is_ok().then(|| store.data_dir().to_path_buf());
                let (persist, settings, pending) = Persist::open_locked(store, lock);
                let mut app = Self::build(ctx, seed, settings.unwrap_or_default(), persist);
                if let Some(dir) = seats_dir {
                    app.friends.keep_seats_in(&dir);
                }
                app.lesson_progress = app.persist.lesson_progress();
                if pending.is_some() {
                    app.pending = pending;
                    app.dialog = Some(Dialog::Resume);
                }
                app
            }
            Err(e) => {
                let mut persist = Persist::none();
                persist.warn(move || t!("warn-nothing-saved", error = store_text::error(&e)));
                Self::build(ctx, seed, Settings::default(), persist)
            }
        }
    }

    fn build(
        ctx: &egui::Context,
        seed: Option<u64>,
        settings: Settings,
        persist: Persist,
    ) -> SevenfoldApp {
        style(ctx);
        let seed = seed.unwrap_or_else(|| rand::rng().random());
        SevenfoldApp {
            draft: settings.clone(),
            rules_game: settings.game,
            rules_pack: with_kind!(settings.game, |G| G::pack_style(G::options_in(&settings))),
            settings,
            screen: Screen::Start,
            drawn_screen: Screen::Start,
            back: Screen::Start,
            table: None,
            parked: None,
            replay: None,
            score_sheet_open: false,
            dialog: None,
            seeds: rng_from_seed(seed),
            commands: Vec::new(),
            error: None,
            seats_refused: false,
            stats: FrameStats::from_env(),
            frame_start: None,
            persist,
            pending: None,
            history: HistoryPage::default(),
            statistics: Statistics::default(),
            stats_notice: None,
            zoom_set: None,
            contrast_set: None,
            size_to_screen: false,
            lessons: crate::lesson_catalogue::catalogue(),
            lesson_progress: LessonProgress::default(),
            forms: PlayerForms::default(),
            stats_player: ProfileId::DEFAULT,
            stats_game: None,
            stats_period: crate::store::Period::All,
            stats_games: Vec::new(),
            importing_since: None,
            stats_importing: None,
            system_language: Language::English,
            take_over_notice: None,
            friends: FriendsPage::default(),
            calling: false,
            after_leave: None,
        }
    }

    /// Follows `language` where the settings leave the choice to the system (the window reads
    /// the system's; tests fix it, so they run alike everywhere).
    pub fn with_system_language(mut self, language: Language) -> SevenfoldApp {
        self.system_language = language;
        self
    }

    /// The language the window speaks now.
    pub fn language(&self) -> Language {
        self.settings.language.unwrap_or(self.system_language)
    }

    /// Fits the first window to the screen (about four fifths of it), when no size was kept
    /// from an earlier run.
    pub fn size_to_screen(mut self) -> SevenfoldApp {
        self.size_to_screen = true;
        self
    }

    /// Sizes the window to the screen once the screen's size is known.
    fn fit_to_screen(&mut self, ctx: &egui::Context) {
        if !self.size_to_screen {
            return;
        }
        let Some(monitor) = ctx.input(|i| i.viewport().monitor_size) else {
            return;
        };
        self.size_to_screen = false;
        let default = egui::Vec2::from(DEFAULT_SIZE);
        let size = (monitor * 0.8).max(default);
        if size.x > default.x + 1.0 && size.x < monitor.x && size.y < monitor.y {
            ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(size));
            let pos = (monitor - size) * 0.5;
            ctx.send_viewport_cmd(egui::ViewportCommand::OuterPosition(pos.to_pos2()));
        }
    }

    /// Applies the chosen size of text and cards: a fixed percentage, or following the
    /// window (100 % up to 1280×800 points, growing with a larger window up to 200 %). A
    /// change made with Ctrl+plus/minus becomes the chosen size.
    fn apply_zoom(&mut self, ctx: &egui::Context) {
        let current = ctx.zoom_factor();
        if let Some(set) = self.zoom_set
            && (current - set).abs() > 0.001
        {
            let percent = (current * 100.0).round() as u16;
            let percent = percent.clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end());
            self.settings.zoom = Some(percent);
            self.draft.zoom = Some(percent);
            self.persist.save_settings(&self.settings);
            self.zoom_set = Some(current);
            return;
        }
        let want = match self.settings.zoom {
            Some(p) => f32::from(p) / 100.0,
            None => {
                let size = ctx.content_rect().size() * current;
                let fit = (size.x / DEFAULT_SIZE[0]).min(size.y / DEFAULT_SIZE[1]);
                // In steps of 5 %, so a window resized a little does not reflow everything.
                ((fit.clamp(1.0, 2.0) * 20.0).floor() / 20.0).max(1.0)
            }
        };
        if (want - current).abs() > 0.001 {
            ctx.set_zoom_factor(want);
        }
        self.zoom_set = Some(want);
    }

    /// Whether the app is asking to resume a saved match.
    pub fn offers_resume(&self) -> bool {
        self.dialog == Some(Dialog::Resume)
    }

    /// Whether the app is asking before resetting the statistics.
    pub fn asks_reset(&self) -> bool {
        self.dialog == Some(Dialog::ResetStats)
    }

    /// Reads the statistics the page shows: SQL aggregates of the period and the game
    /// chosen (a game the player has no figures of filters nothing), per player.
    fn load_stats(&mut self) {
        let from = self.stats_period.start(crate::store::Stamp::now());
        let player = self.persist.profiles().resolve(self.stats_player);
        self.stats_games = self.persist.stats_games(player, from.as_deref());
        let game = (self.stats_game.clone()).filter(|g| self.stats_games.contains(g));
        let filter = crate::store::StatsFilter { player: None, game };
        self.statistics = self.persist.stats(&filter, from.as_deref());
    }

    /// The import of older history files: once it has taken more than a second, the pages
    /// say how far it is; the page shown is read again every two seconds as it goes, and
    /// when it ends.
    fn follow_import(&mut self, ctx: &egui::Context) {
        let now = std::time::Instant::now();
        let progress = self.persist.import_progress();
        let reread = match (progress, self.importing_since) {
            (Some(_), None) => {
                self.importing_since = Some((now, now));
                false
            }
            (Some(_), Some((_, read))) => now.duration_since(read).as_secs() >= 2,
            (None, Some(_)) => {
                self.importing_since = None;
                true
            }
            (None, None) => false,
        };
        let shown = self
            .importing_since
            .filter(|(since, _)| now.duration_since(*since).as_secs() >= 1)
            .and(progress);
        self.history.set_importing(shown);
        self.stats_importing = shown;
        if reread {
            if let Some((_, read)) = &mut self.importing_since {
                *read = now;
            }
            match self.screen {
                Screen::History => self.load_history(),
                Screen::Statistics => self.load_stats(),
                _ => {}
            }
        }
        if progress.is_some() {
            ctx.request_repaint_after(std::time::Duration::from_millis(500));
        }
    }

    /// Reads the history page the list shows.
    fn load_history(&mut self) {
        let page = self.persist.history_page(&self.history.query());
        self.history
            .show_page(page, self.persist.profiles().clone());
    }

    pub fn history(&self) -> &HistoryPage {
        &self.history
    }

    /// The statistics as last shown.
    pub fn statistics(&self) -> &Statistics {
        &self.statistics
    }

    /// Store messages not yet dismissed.
    pub fn warnings(&self) -> Vec<String> {
        self.persist.warnings()
    }

    /// Waits until every save asked for is on disk (the window does so on quitting and on
    /// leaving a match; tests before they read the folder).
    pub fn flush_saves(&mut self) {
        self.persist.flush();
    }

    /// Slows the disk down: `pace` runs before every write (tests of a slow disk).
    pub fn pace_writes(&mut self, pace: crate::store::writer::Pace) {
        self.persist.pace_writes(pace);
    }

    /// How many writes wait for the disk.
    pub fn writes_waiting(&self) -> usize {
        self.persist.writes_waiting()
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The game the rules page shows.
    pub fn rules_game(&self) -> GameKind {
        self.rules_game
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The page for playing with friends on other computers.
    pub fn friends(&self) -> &FriendsPage {
        &self.friends
    }

    /// [`Self::friends`], to change what the page does not ask (tests host on the loopback).
    pub fn friends_mut(&mut self) -> &mut FriendsPage {
        &mut self.friends
    }

    /// The open table, if it is a `T` (a game's table type).
    pub fn table_of<T: 'static>(&self) -> Option<&T> {
        self.table.as_ref()?.as_any().downcast_ref::<T>()
    }

    /// The table replaying a recorded hand, if it is a `T`.
    pub fn replay_of<T: 'static>(&self) -> Option<&T> {
        self.replay.as_ref()?.as_any().downcast_ref::<T>()
    }

    pub fn score_sheet_open(&self) -> bool {
        self.score_sheet_open
    }

    fn match_running(&self) -> bool {
        self.parked.is_some() || self.table.as_ref().is_some_and(|t| t.in_progress())
    }

    /// The match being played goes to the history as abandoned (with the practice table, if
    /// one of its hands is practised).
    fn abandon_table(&mut self) {
        if let Some(parked) = self.parked.take() {
            parked.abandon(&mut self.persist);
        }
        if let Some(old) = &self.table {
            old.abandon(&mut self.persist);
        }
    }

    /// The match being played (not a practice of one of its hands).
    fn real_table(&self) -> Option<&dyn GameTable> {
        self.parked.as_deref().or(self.table.as_deref())
    }

    /// A new match at the table with the finished one's players and options, dealt afresh.
    fn play_again(&mut self, ctx: &egui::Context) {
        // With friends: the seat goes back to the lobby of the match to come.
        if let Some(seated) = self
            .table
            .as_mut()
            .and_then(|t| t.play_again_with_friends())
        {
            self.friends.reopen(seated);
            self.table = self.parked.take();
            self.score_sheet_open = false;
            self.screen = Screen::Friends;
            return;
        }
        let seed = self.seeds.next_u64();
        let Some((m, seats)) = self.table.as_ref().and_then(|t| t.rematch(seed)) else {
            return;
        };
        let presentation = self.settings.presentation();
        let table = crate::store::game::each_match!(m, |G, m| {
            <G as crate::ui::games::GameUi>::resume(m, presentation, &seats, ctx)
        });
        table.started(&mut self.persist);
        self.table = Some(table);
        self.score_sheet_open = false;
        self.screen = Screen::Table;
    }

    /// Opens a practice of the hand being played, from its deal; the match waits.
    fn practise(&mut self, ctx: &egui::Context) {
        let Some((m, seats)) = self.real_table().and_then(|t| t.practice_match()) else {
            return;
        };
        let presentation = self.settings.presentation();
        let mut practice = crate::store::game::each_match!(m, |G, m| {
            <G as crate::ui::games::GameUi>::resume(m, presentation, &seats, ctx)
        });
        practice.make_practice();
        let table = self.table.replace(practice);
        if self.parked.is_none() {
            self.parked = table;
        }
        self.score_sheet_open = false;
        self.screen = Screen::Table;
    }

    /// Whether a match with friends is being played at the table.
    fn at_friends_table(&self) -> bool {
        self.table
            .as_ref()
            .is_some_and(|t| t.is_networked() && t.in_progress())
    }

    /// Leaves the table played with friends (its line closes); a match of this computer's that
    /// it set aside comes back.
    fn leave_friends_table(&mut self) {
        // The seat is among the kept seats: the friends page and the start page offer the
        // way back.
        if self.table.as_ref().is_some_and(|t| t.is_networked()) {
            self.table = self.parked.take();
            self.score_sheet_open = false;
        }
    }

    /// When it is the person's turn at a table with friends and the window is not in front,
    /// asks the system for attention and says so in the title (and puts the title back).
    fn call_for_turn(&mut self, ctx: &egui::Context) {
        let turn = self
            .table
            .as_ref()
            .is_some_and(|t| t.is_networked() && t.your_turn());
        let focused = ctx.input(|i| i.viewport().focused).unwrap_or(true);
        let calling = turn && !focused;
        if calling == self.calling {
            return;
        }
        self.calling = calling;
        let title = if calling {
            t!("title-your-turn")
        } else {
            "Sevenfold".to_string()
        };
        ctx.send_viewport_cmd(egui::ViewportCommand::Title(title));
        if calling {
            ctx.send_viewport_cmd(egui::ViewportCommand::RequestUserAttention(
                egui::UserAttentionType::Informational,
            ));
        }
    }

    /// Opens the table of a match with friends that has just started on its server; a match
    /// being played here waits for it, as for a lesson.
    fn open_network_table(&mut self, seated: Seated, setup: &GameSetup, ctx: &egui::Context) {
        let presentation = self.settings.presentation();
        match crate::ui::games::networked(seated, setup, presentation, ctx) {
            Ok(table) => {
                let old = self.table.replace(table);
                if self.parked.is_none() {
                    self.parked = old.filter(|t| t.in_progress() && !t.is_networked());
                }
                self.score_sheet_open = false;
                self.screen = Screen::Table;
            }
            Err(e) => self.friends.fail(e),
        }
    }

    /// Opens hand `hand` (from 0) of a recorded match on its game's table.
    fn watch_hand(&mut self, entry: &crate::store::HistoryEntry, hand: usize, ctx: &egui::Context) {
        let seats = Seats::named(&entry.players, self.persist.profiles(), false);
        let presentation = self.settings.presentation();
        let opened = sevenfold_core::with_setup!(&entry.game, |G, _c| {
            crate::ui::games::open_replay::<G>(entry, hand, presentation, &seats, ctx)
        });
        match opened {
            Ok(table) => {
                self.replay = Some(table);
                self.screen = Screen::Replay;
            }
            Err(e) => self
                .persist
                .warn(move || t!("warn-replay-failed", error = e.as_str())),
        }
    }

    /// Shows the history with the match just ended at its top.
    fn show_history(&mut self) {
        self.load_history();
        self.table = None;
        self.score_sheet_open = false;
        self.screen = Screen::History;
    }

    fn start_game(&mut self, ctx: &egui::Context) {
        if self.at_friends_table() {
            self.after_leave = Some(Command::StartGame);
            self.dialog = Some(Dialog::LeaveFriends);
            return;
        }
        let seed = self.seeds.next_u64();
        self.settings = self.draft.clone();
        let game = self.settings.game;
        let seats = self.seats_for(game);
        if let Err(e) = Settings::check_seats(&seats.players) {
            let why = store_text::seats(e, |p| self.persist.name_of(p));
            self.error = Some(sentence(&why));
            self.seats_refused = true;
            return;
        }
        match self.settings.open_table(seed, &seats, ctx) {
            Ok(table) => {
                self.abandon_table();
                self.persist.save_settings(&self.settings);
                table.started(&mut self.persist);
                self.table = Some(table);
                self.error = None;
                self.screen = Screen::Table;
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// Who plays `game`'s next match, as the settings seat them: people by their profiles
    /// (a merged profile plays as the one it was merged into), bots by level.
    fn seats_for(&self, game: GameKind) -> Seats {
        self.seats_in(&self.settings, game)
    }

    /// [`Self::seats_for`] as `settings` seat them (the settings, or the draft being edited).
    fn seats_in(&self, settings: &Settings, game: GameKind) -> Seats {
        let profiles = self.persist.profiles();
        let players: Vec<Player> = settings
            .seats_for(settings.players(game) as usize)
            .into_iter()
            .map(|p| profiles.resolve_player(p))
            .collect();
        let people = players.iter().filter(|p| p.is_person()).count();
        Seats::named(&players, profiles, people > 1 && settings.undo_agreed)
    }

    /// Opens a lesson on a fresh table; a running match ends (the caller has asked).
    fn start_lesson(&mut self, id: &str, ctx: &egui::Context) {
        let Some(lesson) = self.lessons.find(id).cloned() else {
            let id = id.to_string();
            self.persist
                .warn(move || t!("warn-no-lesson", id = id.as_str()));
            return;
        };
        let seed = self.seeds.next_u64();
        let presentation = self.settings.presentation();
        let opened = sevenfold_core::with_setup!(&lesson.game, |G, config| {
            crate::ui::games::open_lesson::<G>(&lesson, config, seed, presentation, ctx)
        });
        match opened {
            Ok(table) => {
                // A match being played waits for the lesson (it is saved as it stands), as it
                // waits for a practice; the menu bar leads back to it.
                let old = self.table.replace(table);
                if self.parked.is_none() {
                    self.parked = old.filter(|t| t.in_progress());
                }
                self.score_sheet_open = false;
                self.screen = Screen::Table;
            }
            Err(e) => self.persist.warn(move || {
                t!(
                    "warn-lesson-failed",
                    lesson = lesson.title.as_str(),
                    error = e.as_str()
                )
            }),
        }
    }

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        match command {
            // A window sharing the data folder plays no matches: it could not keep them.
            Command::Setup(_) | Command::StartGame | Command::Show(Screen::Setup)
                if self.persist.shares() =>
            {
                self.screen = Screen::Start;
            }
            Command::Show(screen) => {
                if screen != Screen::Replay {
                    self.replay = None;
                }
                if matches!(screen, Screen::Settings | Screen::Rules) && self.screen != screen {
                    self.back = if matches!(self.screen, Screen::Settings | Screen::Rules) {
                        self.back
                    } else {
                        self.screen
                    };
                }
                if matches!(screen, Screen::Settings | Screen::Setup) {
                    self.draft = self.settings.clone();
                }
                // From the table the rules open on the game being played there.
                if screen == Screen::Rules
                    && matches!(self.screen, Screen::Table | Screen::Replay)
                    && let Some(game) =
                        (self.table.as_ref()).and_then(|t| GameKind::from_id(t.game_id()))
                {
                    self.rules_game = game;
                }
                match screen {
                    Screen::History => self.load_history(),
                    Screen::Statistics => self.load_stats(),
                    _ => {}
                }
                self.error = None;
                self.screen = screen;
            }
            Command::Setup(game) => {
                self.draft = self.settings.clone();
                self.draft.game = game;
                self.error = None;
                self.screen = Screen::Setup;
            }
            Command::StartGame | Command::StartLesson(_) | Command::BackToMatch
                if self.at_friends_table() =>
            {
                // The match with friends is not set aside: ask first.
                self.after_leave = Some(command);
                self.dialog = Some(Dialog::LeaveFriends);
            }
            Command::StartLesson(id) => {
                self.start_lesson(&id, ctx);
            }
            Command::LessonFinished => {
                if let Some(id) = self
                    .table
                    .as_ref()
                    .and_then(|t| t.lesson())
                    .map(|l| l.id.clone())
                {
                    let progress = std::mem::take(&mut self.lesson_progress);
                    self.lesson_progress = self.persist.lesson_done(&id, progress);
                }
            }
            Command::StartGame => {
                if self.match_running() {
                    self.dialog = Some(Dialog::AbandonMatch);
                } else {
                    self.start_game(ctx);
                }
            }
            Command::ApplySettings => {
                let changes_game = self.settings.changes_game(&self.draft);
                if changes_game && self.match_running() {
                    self.dialog = Some(Dialog::SettingsNeedNewGame);
                } else {
                    self.settings = self.draft.clone();
                    self.persist.save_settings(&self.settings);
                    self.present(ctx);
                    self.screen = self.back;
                }
            }
            Command::RevertSettings => {
                self.draft = self.settings.clone();
                self.screen = self.back;
            }
            Command::ToggleScoreSheet => self.score_sheet_open = !self.score_sheet_open,
            Command::ResetStats => self.dialog = Some(Dialog::ResetStats),
            Command::ExportCsv { statistics } => {
                let notice = match self.persist.export_csv(statistics) {
                    Ok(done) | Err(done) => done,
                };
                if statistics {
                    self.stats_notice = Some(notice);
                } else {
                    self.history.exported(notice);
                }
            }
            Command::Dismiss(i) => self.persist.dismiss(i),
            Command::Answer(answer) => {
                let dialog = self.dialog.take();
                match (dialog, answer) {
                    (Some(Dialog::Resume), Answer::Resume) => self.resume(ctx),
                    (Some(Dialog::Resume), Answer::Discard) => {
                        if let Some(pending) = self.pending.take() {
                            self.persist.abandon_pending(&pending);
                        }
                    }
                    (Some(Dialog::ResetStats), Answer::ResetNow) => {
                        self.stats_notice = Some(match self.persist.reset_stats() {
                            Ok(done) => done,
                            Err(e) => e,
                        });
                        self.load_stats();
                    }
                    (
                        Some(Dialog::AbandonMatch | Dialog::SettingsNeedNewGame),
                        Answer::NewGameNow,
                    ) => self.start_game(ctx),
                    (Some(Dialog::Concede), Answer::ConcedeNow) => {
                        if let Some(t) = self.parked.as_deref().or(self.table.as_deref()) {
                            t.concede(&mut self.persist);
                        }
                        self.parked = None;
                        self.show_history();
                    }
                    (Some(Dialog::LeaveFriends), Answer::LeaveNow) => {
                        self.leave_friends_table();
                        match self.after_leave.take() {
                            Some(next) => self.commands.push(next),
                            None => self.screen = Screen::Friends,
                        }
                    }
                    (Some(Dialog::LeaveFriends), _) => self.after_leave = None,
                    (Some(Dialog::Leave), Answer::LeaveNow) => {
                        self.abandon_table();
                        // The record of the match left is on disk before anything else.
                        self.persist.flush();
                        self.show_history();
                    }
                    (Some(Dialog::SettingsNeedNewGame), Answer::Later) => {
                        self.settings = self.draft.clone();
                        self.persist.save_settings(&self.settings);
                        self.present(ctx);
                        self.screen = self.back;
                    }
                    _ => {}
                }
            }
            Command::NamePlayer(id, name) => {
                let done = self
                    .persist
                    .edit_profiles(|p| p.rename(id, &name))
                    .map(|()| {
                        self.forms.welcome = None;
                        self.forms.renames.remove(&id);
                        let name = self.persist.name_of(id);
                        Notice::new(move || t!("profile-renamed", name = name.as_str()))
                    });
                self.forms.tell(done);
            }
            Command::AddPlayer(name) => {
                let done = self.persist.edit_profiles(|p| p.add(&name)).map(|id| {
                    self.forms.new_name.clear();
                    let name = self.persist.name_of(id);
                    Notice::new(move || t!("profile-added", name = name.as_str()))
                });
                self.forms.tell(done);
            }
            Command::MergePlayers(from, into) => {
                let before = self.persist.name_of(from);
                let done = self
                    .persist
                    .edit_profiles(|p| p.merge(from, into))
                    .map(|()| {
                        self.forms.merge_from = None;
                        self.forms.merge_into = None;
                        let (from, into) = (before.clone(), self.persist.name_of(into));
                        Notice::new(move || {
                            t!("profile-merged", from = from.as_str(), into = into.as_str())
                        })
                    });
                self.forms.tell(done);
                self.load_stats();
                self.stats_player = self.persist.profiles().resolve(self.stats_player);
            }
            Command::ShowStatsOf(id) => {
                self.stats_player = id;
                self.stats_game = None;
                self.load_stats();
            }
            Command::ShowStatsGame(game) => {
                self.stats_game = game;
                self.load_stats();
            }
            Command::ShowStatsPeriod(period) => {
                self.stats_period = period;
                self.load_stats();
            }
            Command::SetLanguage(language) => {
                self.settings.language = language;
                self.draft.language = language;
                self.persist.save_settings(&self.settings);
                crate::i18n::set_language(self.language());
            }
            Command::Concede => self.dialog = Some(Dialog::Concede),
            Command::LeaveMatch => self.dialog = Some(Dialog::Leave),
            Command::Practise => self.practise(ctx),
            Command::PlayAgain => self.play_again(ctx),
            Command::BackToMatch => {
                if let Some(parked) = self.parked.take() {
                    self.table = Some(parked);
                    self.score_sheet_open = false;
                    self.screen = Screen::Table;
                }
            }
            Command::TakeOver => self.take_over(ctx),
            Command::LeaveNetworkTable if self.at_friends_table() => {
                self.after_leave = None;
                self.dialog = Some(Dialog::LeaveFriends);
            }
            Command::LeaveNetworkTable => {
                self.leave_friends_table();
                self.screen = Screen::Friends;
            }
            Command::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
        }
    }

    /// The window that owned the data folder has closed: this one becomes an ordinary start
    /// (its settings read again, a match left by the other offered for resuming).
    fn take_over(&mut self, ctx: &egui::Context) {
        match self.persist.take_over() {
            Ok((settings, pending)) => {
                self.take_over_notice = None;
                if let Some(settings) = settings {
                    self.settings = settings;
                    self.draft = self.settings.clone();
                    self.present(ctx);
                }
                // A lesson finished here whose save failed is asked for again.
                let finished_here = std::mem::take(&mut self.lesson_progress);
                self.lesson_progress = self.persist.lesson_progress();
                for id in finished_here.done {
                    let progress = std::mem::take(&mut self.lesson_progress);
                    self.lesson_progress = self.persist.lesson_done(&id, progress);
                }
                if pending.is_some() {
                    self.pending = pending;
                    self.dialog = Some(Dialog::Resume);
                }
            }
            Err(notice) => self.take_over_notice = Some(notice),
        }
    }

    /// Goes on with the saved match, with the bots it was played against.
    fn resume(&mut self, ctx: &egui::Context) {
        let Some(Pending { saved, game }) = self.pending.take() else {
            return;
        };
        let mut presentation = self.settings.presentation();
        if let Some(level) = saved.players.iter().find_map(|p| p.level()) {
            presentation.bots = level;
        }
        let table = crate::ui::games::resume(game, saved, &mut self.persist, presentation, ctx);
        self.table = Some(table);
        self.screen = Screen::Table;
    }

    /// Gives the table the settings that apply at once.
    fn present(&mut self, ctx: &egui::Context) {
        let p = self.settings.presentation();
        if let Some(t) = &mut self.table {
            t.set_presentation(p, ctx);
        }
    }

    fn menu_bar(&mut self, ui: &mut Ui) {
        // Wraps onto a second line in a narrow window or a language with longer words.
        ui.horizontal_wrapped(|ui| {
            // The window's title names the program: a narrow window keeps the room for the
            // items, which then fit one row.
            if ui.ctx().content_rect().width() >= 1100.0 {
                ui.label(RichText::new("Sevenfold").strong().size(18.0));
                ui.separator();
            }
            // Every item keeps its place whatever is open, so a click never lands on a
            // neighbour that moved: the Table item is there all along, off while no table is.
            let mut tab = |ui: &mut Ui, screen: Screen, label: &str, enabled: bool| {
                let item = egui::Button::selectable(self.screen == screen, label);
                if ui.add_enabled(enabled, item).clicked() {
                    self.commands.push(Command::Show(screen));
                }
            };
            tab(ui, Screen::Start, &t!("menu-games"), true);
            if !self.persist.shares() {
                tab(ui, Screen::Setup, &t!("menu-new-game"), true);
            }
            tab(ui, Screen::Table, &t!("menu-table"), self.table.is_some());
            tab(ui, Screen::Learn, &t!("menu-learn"), true);
            tab(ui, Screen::Friends, &t!("menu-friends"), true);
            tab(ui, Screen::History, &t!("menu-history"), true);
            tab(ui, Screen::Statistics, &t!("menu-statistics"), true);
            tab(ui, Screen::Settings, &t!("menu-settings"), true);
            tab(ui, Screen::Rules, &t!("menu-rules"), true);
            ui.separator();
            self.language_menu(ui);
            if self.table.is_some() && self.screen == Screen::Table {
                // (The score sheet's button is on the strip above the table.)
                // A table played with friends is left from its own strip.
                // Nor a lesson, which is no match (the one it parks waits behind "Back to
                // your match").
                let networked = self.table.as_ref().is_some_and(|t| t.is_networked());
                let lesson = self.table.as_ref().is_some_and(|t| t.is_lesson());
                if self.match_running() && !networked && !lesson {
                    ui.separator();
                    ui.menu_button(t!("menu-match"), |ui| {
                        if ui.button(t!("menu-practise")).clicked() {
                            self.commands.push(Command::Practise);
                        }
                        let may_give_up = self
                            .parked
                            .as_deref()
                            .or(self.table.as_deref())
                            .is_some_and(|t| t.giving_up().is_some());
                        if ui
                            .add_enabled(may_give_up, egui::Button::new(t!("menu-give-up")))
                            .clicked()
                        {
                            self.commands.push(Command::Concede);
                        }
                        if ui.button(t!("menu-leave")).clicked() {
                            self.commands.push(Command::LeaveMatch);
                        }
                    });
                }
            }
            // Last, so that nothing moves when it comes or goes. A match waits while a lesson
            // is at the table (a practice has its own way back).
            if self.parked.is_some() && self.table.as_ref().is_none_or(|t| !t.is_practice()) {
                ui.separator();
                if ui
                    .button(RichText::new(t!("menu-back-to-match")).strong())
                    .clicked()
                {
                    self.commands.push(Command::BackToMatch);
                }
            }
        });
    }

    /// The menu bar's language menu: each language by its own name, and the system's.
    fn language_menu(&mut self, ui: &mut Ui) {
        ui.menu_button(t!("menu-language"), |ui| {
            if let Some(choice) = language_options(ui, self.settings.language, self.system_language)
            {
                self.commands.push(Command::SetLanguage(choice));
                ui.close();
            }
        });
    }

    /// The settings page's language section, which applies at once like the menu's.
    fn language_choice(&mut self, ui: &mut Ui) {
        settings::section(ui, &t!("settings-language"));
        ui.horizontal_wrapped(|ui| {
            if let Some(choice) = language_options(ui, self.settings.language, self.system_language)
            {
                self.commands.push(Command::SetLanguage(choice));
            }
        });
        settings::hint(ui, &t!("settings-language-hint"));
    }

    fn settings_page(&mut self, ui: &mut Ui) {
        // Apply and Cancel stay in view below the long form.
        egui::Panel::bottom("settings-buttons").show(ui, |ui| {
            ui.add_space(6.0);
            let valid = settings::validation_ui(ui, self.draft.validate_all());
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(valid, egui::Button::new(t!("settings-apply")))
                    .clicked()
                {
                    self.commands.push(Command::ApplySettings);
                }
                if ui.button(t!("button-cancel")).clicked() {
                    self.commands.push(Command::RevertSettings);
                }
            });
            ui.add_space(6.0);
        });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show(ui, |ui| {
                    ui.set_max_width(ui.available_width().min(900.0));
                    ui.heading(t!("menu-settings"));
                    ui.label(RichText::new(t!("settings-intro")).weak());
                    if self.persist.shares() {
                        ui.label(
                            RichText::new(t!("shared-settings-note"))
                                .color(ui.visuals().warn_fg_color),
                        );
                    }
                    self.language_choice(ui);
                    settings::presentation_ui(ui, &mut self.draft);
                    players::profiles_ui(
                        ui,
                        self.persist.profiles(),
                        &mut self.forms,
                        &mut self.commands,
                    );
                    for &game in GameKind::ALL {
                        ui.separator();
                        ui.label(RichText::new(crate::ui::games::title(game)).heading());
                        self.draft.basics_ui(ui, game);
                        self.draft.variants_ui(ui, game);
                    }
                    ui.add_space(12.0);
                });
        });
    }

    fn dialog(&mut self, ctx: &egui::Context) {
        let Some(dialog) = self.dialog else {
            return;
        };
        if dialog == Dialog::Resume {
            self.resume_dialog(ctx);
            return;
        }
        let giving_up = self
            .parked
            .as_deref()
            .or(self.table.as_deref())
            .and_then(|t| t.giving_up());
        let (title, text) = match dialog {
            Dialog::AbandonMatch => (t!("dialog-new-game"), t!("dialog-new-game-text")),
            Dialog::SettingsNeedNewGame => (
                t!("dialog-settings-change-game"),
                t!("dialog-settings-change-game-text"),
            ),
            Dialog::ResetStats => (t!("dialog-reset-stats"), t!("dialog-reset-stats-text")),
            Dialog::Concede => {
                let Some(who) = giving_up else {
                    self.dialog = None;
                    return;
                };
                (t!("dialog-give-up"), t!("dialog-give-up-text", side = who))
            }
            Dialog::Leave => (t!("dialog-leave"), t!("dialog-leave-text")),
            Dialog::LeaveFriends => (t!("dialog-leave-friends"), t!("dialog-leave-friends-text")),
            Dialog::Resume => return,
        };
        let modal = egui::Modal::new(Id::unique("confirm-dialog")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.heading(title);
            ui.label(text);
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if dialog == Dialog::Concede {
                    if ui.button(t!("button-give-up")).clicked() {
                        self.commands.push(Command::Answer(Answer::ConcedeNow));
                    }
                } else if dialog == Dialog::LeaveFriends {
                    if ui.button(t!("dialog-leave-friends-button")).clicked() {
                        self.commands.push(Command::Answer(Answer::LeaveNow));
                    }
                } else if dialog == Dialog::Leave {
                    if ui.button(t!("button-leave-match")).clicked() {
                        self.commands.push(Command::Answer(Answer::LeaveNow));
                    }
                } else if dialog == Dialog::ResetStats {
                    if ui.button(t!("button-reset-stats")).clicked() {
                        self.commands.push(Command::Answer(Answer::ResetNow));
                    }
                } else if ui.button(t!("button-start-new-game")).clicked() {
                    self.commands.push(Command::Answer(Answer::NewGameNow));
                }
                if dialog == Dialog::SettingsNeedNewGame
                    && ui.button(t!("button-use-next-game")).clicked()
                {
                    self.commands.push(Command::Answer(Answer::Later));
                }
                if ui.button(t!("button-cancel")).clicked() {
                    self.commands.push(Command::Answer(Answer::Cancel));
                }
            });
        });
        if modal.should_close() {
            self.commands.push(Command::Answer(Answer::Cancel));
        }
    }
}

impl SevenfoldApp {
    fn resume_dialog(&mut self, ctx: &egui::Context) {
        let Some(pending) = &self.pending else {
            return;
        };
        let m = &pending.game;
        let names = Seats::named(&pending.saved.players, self.persist.profiles(), false)
            .names(m.seating(), m.to_act());
        let turn = match m.to_act() {
            Some(s) if names.is_me(s) => t!("resume-turn-yours"),
            Some(s) => t!("resume-turn-of", name = names.seat(s)),
            None => t!("resume-turn-over"),
        };
        let dealer = m.dealer();
        let text = t!(
            "dialog-resume-text",
            game = crate::ui::games::title(m.kind()),
            players = m.players(),
            goal = crate::ui::games::match_goal(m),
            hand = crate::ui::games::hand_label(m.kind(), m.hands_played() + 1),
            dealer = names.seat(dealer),
            dealer_person = if names.is_me(dealer) { "you" } else { "other" },
            turn = turn,
            score = names.totals_text(m.totals()),
        );
        // No closing by Escape or a click outside: the save waits for an answer.
        egui::Modal::new(Id::unique("resume-dialog")).show(ctx, |ui| {
            ui.set_max_width(440.0);
            ui.heading(t!("dialog-resume"));
            ui.label(text);
            ui.label(t!("dialog-resume-question"));
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(t!("button-resume")).clicked() {
                    self.commands.push(Command::Answer(Answer::Resume));
                }
                if ui.button(t!("button-leave-it")).clicked() {
                    self.commands.push(Command::Answer(Answer::Discard));
                }
            });
        });
    }

    /// Store messages, each with a button to hide it.
    fn warnings_banner(&mut self, ui: &mut Ui) {
        for (i, w) in self.persist.warnings().iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(t!("warn-note"))
                        .strong()
                        .color(ui.visuals().warn_fg_color),
                );
                ui.label(w);
                if ui.small_button(t!("button-dismiss")).clicked() {
                    self.commands.push(Command::Dismiss(i));
                }
            });
        }
    }
}

/// One radio button per language and one for the system's; returns the choice clicked.
fn language_options(
    ui: &mut Ui,
    chosen: Option<Language>,
    system: Language,
) -> Option<Option<Language>> {
    let mut picked = None;
    let system_label = t!("language-system", language = system.autonym());
    if ui.radio(chosen.is_none(), system_label).clicked() {
        picked = Some(None);
    }
    for language in Language::ALL {
        if ui
            .radio(chosen == Some(language), language.autonym())
            .clicked()
        {
            picked = Some(Some(language));
        }
    }
    picked
}

/// A slightly larger type scale than egui's default, for a game seen from a little distance.
fn style(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        for (text_style, font) in style.text_styles.iter_mut() {
            font.size = match text_style {
                egui::TextStyle::Heading => 22.0,
                egui::TextStyle::Small => 12.0,
                _ => 15.0,
            };
        }
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
        // Scroll bars that take their own room: text never runs under them, and they show
        // whenever there is more, not only under the pointer.
        style.spacing.scroll = egui::style::ScrollStyle::solid();
    });
}

impl eframe::App for SevenfoldApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.frame_start = Some(std::time::Instant::now());
        // The game runs while its table is on screen; other pages pause it.
        if self.screen == Screen::Table
            && let Some(table) = &mut self.table
        {
            table.logic(ctx);
            self.stats.table_times(table.take_times());
        }
        if self.screen == Screen::Replay
            && let Some(replay) = &mut self.replay
        {
            replay.logic(ctx);
        }
    }

    /// A window sharing the data folder leaves the toolkit's file of the owner alone.
    fn persist_egui_memory(&self) -> bool {
        !self.persist.shares()
    }

    /// Quitting: the last saves reach the disk before the process ends.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.persist.flush();
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        crate::i18n::set_language(self.language());
        self.persist.word_stand_in();
        self.persist.collect_failures();
        Look::set(&ctx, Look::of_settings(&self.settings));
        if self.contrast_set != Some(self.settings.high_contrast) {
            crate::ui::look::apply_contrast(&ctx, self.settings.high_contrast);
            self.contrast_set = Some(self.settings.high_contrast);
        }
        self.fit_to_screen(&ctx);
        self.apply_zoom(&ctx);
        if let Some(Started(seated, setup)) = self.friends.poll() {
            self.open_network_table(seated, &setup, &ctx);
        }
        self.call_for_turn(&ctx);
        // A match with friends that is over (or that the person was removed from) has no way
        // back to offer.
        if let Some((code, true)) = self.table.as_ref().and_then(|t| t.network_table()) {
            let code = code.to_string();
            self.friends.forget(&code);
        }
        egui::Panel::top("menu-bar").show(ui, |ui| self.menu_bar(ui));
        if self.persist.has_warnings() {
            egui::Panel::top("store-warnings").show(ui, |ui| self.warnings_banner(ui));
        }
        if self.screen == Screen::Table
            && self.score_sheet_open
            && let Some(table) = &self.table
        {
            egui::Panel::right("score-sheet-panel")
                .resizable(true)
                .default_size(380.0)
                .min_size(300.0)
                .show(ui, |ui| table.score_sheet(ui));
        }
        if self.drawn_screen != self.screen {
            self.forms.notice = None;
            self.drawn_screen = self.screen;
        }
        egui::CentralPanel::default().show(ui, |ui| match self.screen {
            Screen::Start => {
                if self.persist.asks_name() {
                    ui.vertical_centered(|ui| {
                        ui.add_space(8.0);
                        players::welcome_ui(ui, &mut self.forms, &mut self.commands);
                    });
                } else if self.forms.notice.is_some() {
                    // The answer to the welcome's name, where it was given.
                    ui.vertical_centered(|ui| self.forms.notice_ui(ui));
                }
                let shares = self.persist.shares();
                if shares {
                    let notice = self.take_over_notice.as_ref().map(Notice::text);
                    screens::shared(ui, notice.as_deref(), &mut self.commands);
                }
                // The way back to the tables whose matches go on without the person.
                let back = (!self.at_friends_table())
                    .then(|| {
                        ui.vertical_centered(|ui| {
                            crate::ui::friends::back_buttons(ui, self.friends.kept_seats())
                        })
                        .inner
                    })
                    .flatten();
                if let Some(code) = back {
                    let persist = &self.persist;
                    self.friends
                        .prepare(|| persist.name_of(ProfileId::DEFAULT), &self.settings);
                    let wake = ctx.clone();
                    self.friends.go_back(&code, move || wake.request_repaint());
                    self.screen = Screen::Friends;
                }
                screens::start(ui, self.table.is_some(), !shares, &mut self.commands);
            }
            Screen::Setup => {
                if self.seats_refused
                    && Settings::check_seats(&self.seats_in(&self.draft, self.draft.game).players)
                        .is_ok()
                {
                    self.error = None;
                    self.seats_refused = false;
                }
                screens::setup(
                    ui,
                    &mut self.draft,
                    self.error.as_deref(),
                    &mut self.commands,
                    |ui, draft, commands| {
                        players::seats_ui(
                            ui,
                            draft,
                            self.persist.profiles(),
                            &mut self.forms,
                            commands,
                        );
                    },
                );
            }
            Screen::Table => match &mut self.table {
                Some(table) => {
                    table.set_sheet_open(self.score_sheet_open);
                    table.ui(ui);
                }
                None => {
                    ui.label(t!("no-game-played"));
                }
            },
            Screen::Settings => self.settings_page(ui),
            Screen::Rules => rules_page::show(
                ui,
                &mut self.rules_game,
                &mut self.rules_pack,
                &mut self.commands,
            ),
            Screen::Learn => {
                learn::show(ui, &self.lessons, &self.lesson_progress, &mut self.commands);
            }
            Screen::Friends => {
                let at_table = self.at_friends_table();
                let persist = &self.persist;
                self.friends
                    .prepare(|| persist.name_of(ProfileId::DEFAULT), &self.settings);
                let wake = ctx.clone();
                self.friends
                    .ui(ui, at_table, move || wake.request_repaint());
            }
            Screen::History => self.history.ui(ui),
            Screen::Replay => match &mut self.replay {
                Some(replay) => replay.ui(ui),
                None => {
                    ui.label(t!("no-hand-replayed"));
                }
            },
            Screen::Statistics => {
                let shown = stats_page::Shown {
                    stats: &self.statistics,
                    player: self.stats_player,
                    game: self.stats_game.as_deref(),
                    period: self.stats_period,
                    games: &self.stats_games,
                    importing: self.stats_importing,
                    profiles: self.persist.profiles(),
                    notice: self.stats_notice.as_deref(),
                    read_only: self.persist.shares(),
                };
                stats_page::show(ui, &shown, &mut self.commands);
            }
        });
        self.dialog(&ctx);

        // The one point in the frame where input changes state.
        if let Some(table) = &mut self.table {
            for request in table.apply_input(&ctx) {
                self.commands.push(match request {
                    TableRequest::NewGame => Command::Show(Screen::Setup),
                    TableRequest::PlayAgain => Command::PlayAgain,
                    TableRequest::LessonFinished => Command::LessonFinished,
                    TableRequest::ShowLessons => Command::Show(Screen::Learn),
                    TableRequest::RestartLesson => match table.lesson() {
                        Some(l) => Command::StartLesson(l.id.clone()),
                        None => continue,
                    },
                    TableRequest::SetUpGame => match table.lesson() {
                        Some(l) => match GameKind::from_id(l.info().name) {
                            Some(kind) => Command::Setup(kind),
                            None => continue,
                        },
                        None => continue,
                    },
                    TableRequest::BackToMatch => Command::BackToMatch,
                    TableRequest::LeaveReplay => continue,
                    TableRequest::LeaveTable => Command::LeaveNetworkTable,
                    TableRequest::PracticeAgain => Command::Practise,
                    TableRequest::ShowScoreSheet => {
                        if self.score_sheet_open {
                            continue;
                        }
                        Command::ToggleScoreSheet
                    }
                    TableRequest::ToggleScoreSheet => Command::ToggleScoreSheet,
                });
            }
        }
        if self.history.take_export() {
            self.commands.push(Command::ExportCsv { statistics: false });
        }
        if let Some(query) = self.history.take_query() {
            let page = self.persist.history_page(&query);
            self.history
                .show_page(page, self.persist.profiles().clone());
        }
        self.follow_import(&ctx);
        if let Some((entry, hand)) = self.history.take_watch() {
            self.watch_hand(&entry, hand, &ctx);
        }
        if let Some(replay) = &mut self.replay
            && self.screen == Screen::Replay
            && replay
                .apply_input(&ctx)
                .contains(&TableRequest::LeaveReplay)
        {
            self.commands.push(Command::Show(Screen::History));
        }
        // Autosave: a write only when the match moved on since the last one.
        if let Some(t) = &mut self.table {
            t.autosave(&mut self.persist);
        }
        let commands = std::mem::take(&mut self.commands);
        if !commands.is_empty() {
            for command in commands {
                self.apply(command, &ctx);
            }
            ctx.request_repaint();
        }
        if let Some(start) = self.frame_start.take() {
            self.stats.record(start.elapsed());
        }
    }
}
