//! The window's link to the store: settings kept between runs, the match in progress saved
//! after every action, finished matches recorded in the history. Writes go to the store's
//! writer thread, so the window never waits for the disk; reads (a page opening) first wait
//! for the writes asked for before them. A failing file never stops the game: each problem
//! becomes a message the window shows, and play goes on.

use crate::engine::Match;
use crate::engine::Side;
use crate::store::writer::{Job, Pace, Writer};
use crate::store::{
    AnyMatch, HistoryEntry, HistoryPage, LessonProgress, Loaded, Player, ProfileError, ProfileId,
    Profiles, SavedMatch, Settings, Statistics, StatsFilter, Store, StoreError, StoreLock,
    StoredGame,
};
use crate::ui::store_text;

/// A message for the person, worded each time it is shown so that it follows the window's
/// language (the first ones are made before the window knows it).
pub struct Notice(Box<dyn Fn() -> String>);

impl Notice {
    pub fn new(words: impl Fn() -> String + 'static) -> Notice {
        Notice(Box::new(words))
    }

    /// A file that could not be read or written; `what` says which (a `store-problem` case).
    fn problem(what: &'static str, e: StoreError) -> Notice {
        Notice::new(move || t!("store-problem", what = what, error = store_text::error(&e)))
    }

    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl std::fmt::Debug for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

/// A saved match found at start, waiting for the person to resume or discard it.
pub struct Pending {
    pub saved: SavedMatch,
    pub game: AnyMatch,
}

/// The store as the window uses it; without a store (tests, or no home folder) nothing is
/// kept and every call is a no-op.
pub struct Persist {
    /// For reading; `None` keeps nothing.
    store: Option<Store>,
    /// Every write goes through it (present whenever `store` is).
    writer: Option<Writer>,
    /// The settings as last read or written, so an unchanged file is not written again
    /// (`None` after a failed write: the next save tries again).
    stored_settings: Option<Settings>,
    /// False when the settings file is from a newer Sevenfold: never write over it.
    settings_writable: bool,
    /// The save of the match at the table.
    saved: Option<SavedMatch>,
    /// How many actions the last write held.
    saved_actions: usize,
    /// Messages for the person: files set aside, writes that failed.
    warnings: Vec<Notice>,
    /// The people who play here.
    profiles: Profiles,
    /// Whether the first person has given their name (the profile file exists).
    named: bool,
    /// The language the stand-in name was last worded in.
    stand_in_language: Option<crate::i18n::Language>,
    /// This window owns the store while it holds this (see [`Store::lock`]).
    _lock: Option<StoreLock>,
    /// Another window owns this store: this one reads it and keeps nothing but finished
    /// lessons (see [`Persist::shares`]); the store to take over once that window closes.
    shared: Option<Store>,
}

impl Persist {
    /// Keeps nothing.
    pub fn none() -> Persist {
        Persist {
            store: None,
            writer: None,
            stored_settings: None,
            settings_writable: false,
            saved: None,
            saved_actions: 0,
            warnings: Vec::new(),
            profiles: Profiles::first_run(),
            named: true,
            stand_in_language: None,
            _lock: None,
            shared: None,
        }
    }

    /// Opens the store: the settings to use, and a match to offer resuming. When another
    /// window owns the store, this one only reads it ([`Persist::shares`]) and offers no
    /// match.
    pub fn open(store: Store) -> (Persist, Option<Settings>, Option<Pending>) {
        let lock = store.lock();
        Persist::open_locked(store, lock)
    }

    /// [`Persist::open`] with the store's lock already tried (the window tries it first, to
    /// know whether to keep its size and place).
    pub fn open_locked(
        store: Store,
        lock: Result<StoreLock, StoreError>,
    ) -> (Persist, Option<Settings>, Option<Pending>) {
        match lock {
            Ok(lock) => Persist::own(store, Some(lock)),
            Err(StoreError::InUse { .. }) => {
                let (p, settings) = Persist::share(store);
                (p, settings, None)
            }
            // No lock can be had here (a lock file that cannot be made, a network share
            // that refuses locks): the window works as before locks, and says what that risks.
            Err(e) => {
                let (mut p, settings, pending) = Persist::own(store, None);
                p.warnings.push(Notice::problem("lock", e));
                (p, settings, pending)
            }
        }
    }

    /// The store owned by this window: everything is read, and written as the person plays.
    fn own(store: Store, lock: Option<StoreLock>) -> (Persist, Option<Settings>, Option<Pending>) {
        let mut p = Persist {
            store: Some(store.clone()),
            _lock: lock,
            ..Persist::none()
        };
        let settings = p.read_settings(&store, true);
        p.read_profiles(&store);
        let pending = match store.load_match() {
            Ok(loaded) => {
                p.warn_all(&loaded);
                loaded.value.and_then(|saved| p.rebuild(saved))
            }
            Err(e) => {
                p.warnings.push(Notice::problem("saved-read", e));
                None
            }
        };
        p.writer = p.store.clone().map(Writer::spawn);
        // The history folder's files of older releases go into the database in the
        // background; the pages read what is in so far, and say how far it is.
        p.write(Job::Import);
        p.store = p.store.take().map(Store::database_only);
        (p, settings, pending)
    }

    /// The store another window owns: settings and players are read, never written; the
    /// writer only merges finished lessons in.
    fn share(store: Store) -> (Persist, Option<Settings>) {
        let reading = store.clone().read_only();
        let mut p = Persist {
            store: Some(reading.clone()),
            shared: Some(store),
            ..Persist::none()
        };
        let settings = p.read_settings(&reading, false);
        p.read_profiles(&reading);
        p.writer = p.store.clone().map(Writer::spawn);
        (p, settings)
    }

    fn read_settings(&mut self, store: &Store, writable: bool) -> Option<Settings> {
        match store.load_settings() {
            Ok(loaded) => {
                self.warn_all(&loaded);
                self.settings_writable = writable;
                self.stored_settings = Some(loaded.value.clone());
                Some(loaded.value)
            }
            Err(e) => {
                self.warnings.push(Notice::problem("settings-read", e));
                None
            }
        }
    }

    fn read_profiles(&mut self, store: &Store) {
        match store.profiles() {
            Ok(loaded) => {
                self.warn_all(&loaded);
                self.named = loaded.value.is_some();
                self.profiles = loaded.value.unwrap_or_else(Profiles::first_run);
            }
            Err(e) => {
                // A newer file: play with the default profile and never write over it.
                self.warnings.push(Notice::problem("players-read", e));
                self.store = None;
                self.named = true;
            }
        }
    }

    /// Whether another window owns the store: this one shows the rules, lessons, puzzles,
    /// history and statistics, keeps finished lessons, and writes nothing else.
    pub fn shares(&self) -> bool {
        self.shared.is_some()
    }

    /// Takes the store over once the window that owned it has closed: from then on this
    /// window starts as if it had been opened first (its settings, a match to resume). The
    /// error says why not (the other window is still open).
    pub fn take_over(&mut self) -> Result<(Option<Settings>, Option<Pending>), Notice> {
        let Some(store) = self.shared.clone() else {
            return Ok((None, None));
        };
        match store.lock() {
            Ok(lock) => {
                // The lessons finished meanwhile reach the disk first. Everything else is
                // read again, and says again what is wrong with it.
                self.flush();
                let (owned, settings, pending) = Persist::own(store, Some(lock));
                *self = owned;
                Ok((settings, pending))
            }
            Err(StoreError::InUse { .. }) => Err(Notice::new(|| t!("shared-still-open"))),
            Err(e) => Err(Notice::problem("take-over", e)),
        }
    }

    /// Replaces the writer by one that calls `pace` before each write (a slow disk, in tests);
    /// the old one finishes its writes first.
    pub fn pace_writes(&mut self, pace: Pace) {
        self.flush();
        if let Some(store) = &self.store {
            self.writer = Some(Writer::paced(store.clone(), pace));
            // An import the old writer left half done goes on (nothing to do if it ended).
            if !self.shares() {
                self.write(Job::Import);
            }
        }
    }

    /// Asks the writer for `job` (nothing without a store).
    fn write(&mut self, job: Job) {
        if let Some(writer) = &self.writer {
            writer.send(job);
        }
    }

    /// Waits until every write asked for is on disk, and takes in the failures.
    pub fn flush(&mut self) {
        if let Some(writer) = &self.writer {
            writer.flush();
        }
        self.collect_failures();
    }

    /// While the history folder's files of older releases are being brought into the
    /// database: how many have been read, of how many.
    pub fn import_progress(&self) -> Option<(usize, usize)> {
        self.writer.as_ref().and_then(Writer::import_progress)
    }

    /// Turns the writes that failed into messages (called every frame).
    pub fn collect_failures(&mut self) {
        let warnings = self.writer.as_ref().map(Writer::warnings);
        for w in warnings.into_iter().flatten() {
            self.warnings
                .push(Notice::new(move || store_text::warning(&w)));
        }
        let failures = self.writer.as_ref().map(Writer::failures);
        for f in failures.into_iter().flatten() {
            if f.what == "settings-save" {
                self.stored_settings = None;
            }
            self.warnings.push(Notice::problem(f.what, f.error));
        }
    }

    /// How many writes wait for the disk.
    pub fn writes_waiting(&self) -> usize {
        self.writer.as_ref().map_or(0, Writer::waiting)
    }

    /// Rebuilds a saved match; one that is already over goes to the history instead.
    fn rebuild(&mut self, saved: SavedMatch) -> Option<Pending> {
        let store = self.store.as_ref()?;
        match saved.rebuild() {
            Ok(game) if game.is_over() => {
                if let Err(e) = store.finish_any(&saved, &game) {
                    self.warnings.push(Notice::problem("finished-record", e));
                }
                None
            }
            // Left or given up in another window that had it open too: its record stands.
            Ok(_) if store.is_recorded(&saved.id) => {
                match store.set_aside_recorded(&saved) {
                    Ok(w) => self
                        .warnings
                        .push(Notice::new(move || store_text::warning(&w))),
                    Err(e) => self.warnings.push(Notice::problem("saved-remove", e)),
                }
                None
            }
            Ok(game) => Some(Pending { saved, game }),
            Err(e) => {
                self.warnings.push(Notice::problem("saved-resume", e));
                None
            }
        }
    }

    fn warn_all<T>(&mut self, loaded: &Loaded<T>) {
        // A file skipped (not moved) is met again at every reload: say it once.
        for w in &loaded.warnings {
            let text = store_text::warning(w);
            if !self.warnings.iter().any(|n| n.text() == text) {
                let w = w.clone();
                self.warnings
                    .push(Notice::new(move || store_text::warning(&w)));
            }
        }
    }

    /// The people who play here.
    pub fn profiles(&self) -> &Profiles {
        &self.profiles
    }

    /// Whether the first person still has to say their name (the first run).
    pub fn asks_name(&self) -> bool {
        // A window sharing the store could not keep the name: the owner asks.
        !self.named && self.shared.is_none()
    }

    /// Until the first person has said their name, they are called by the computer account's
    /// name or, when the system gives none, "Player 1" in the window's language (the store's
    /// stand-in is English). Called every frame; works only when the language has changed.
    pub fn word_stand_in(&mut self) {
        let language = crate::i18n::language();
        if self.named || self.stand_in_language == Some(language) {
            return;
        }
        self.stand_in_language = Some(language);
        if crate::store::account_name().is_some() {
            return;
        }
        let name = t!("profile-stand-in", number = 1);
        if self.profiles.name_of(ProfileId::DEFAULT) != name {
            // The stand-in of one language is never refused as another's.
            let _ = self.profiles.rename(ProfileId::DEFAULT, &name);
        }
    }

    /// Changes the profiles by `edit` and keeps them; the error says what was wrong (and
    /// nothing changes then).
    pub fn edit_profiles<T>(
        &mut self,
        edit: impl FnOnce(&mut Profiles) -> Result<T, ProfileError>,
    ) -> Result<T, Notice> {
        if self.shares() {
            return Err(Notice::new(|| t!("shared-no-change")));
        }
        let mut next = self.profiles.clone();
        let out = edit(&mut next).map_err(|e| Notice::new(move || store_text::profile(&e)))?;
        // The profiles change only once they are on disk: a person added in memory alone
        // would hand their id, and their recorded matches, to the next one added after a
        // restart. Edits are rare, so the window waits for this write.
        self.collect_failures();
        if let Some(writer) = &self.writer {
            writer.send(Job::Profiles(Box::new(next.clone())));
            writer.flush();
            let mut refused = None;
            for f in writer.failures() {
                if f.what == "players-save" && refused.is_none() {
                    refused = Some(f.error);
                } else {
                    self.warnings.push(Notice::problem(f.what, f.error));
                }
            }
            if let Some(e) = refused {
                return Err(Notice::problem("players-save", e));
            }
        }
        self.profiles = next;
        self.named = true;
        Ok(out)
    }

    /// The name a person is called by.
    pub fn name_of(&self, id: ProfileId) -> String {
        self.profiles.name_of(id)
    }

    /// Whether files are kept at all.
    pub fn is_open(&self) -> bool {
        self.store.is_some()
    }

    /// Whether any message waits to be dismissed (without wording them).
    pub fn has_warnings(&self) -> bool {
        !self.warnings.is_empty()
    }

    /// The messages not yet dismissed, in the window's language.
    pub fn warnings(&self) -> Vec<String> {
        self.warnings.iter().map(Notice::text).collect()
    }

    /// Shows a message until it is dismissed; `words` words it in the window's language.
    pub fn warn(&mut self, words: impl Fn() -> String + 'static) {
        self.warnings.push(Notice::new(words));
    }

    pub fn dismiss(&mut self, index: usize) {
        if index < self.warnings.len() {
            self.warnings.remove(index);
        }
    }

    pub fn save_settings(&mut self, settings: &Settings) {
        if self.store.is_none()
            || !self.settings_writable
            || self.stored_settings.as_ref() == Some(settings)
        {
            return;
        }
        self.stored_settings = Some(settings.clone());
        self.write(Job::Settings(Box::new(settings.clone())));
    }

    /// A new match is at the table: it replaces any save.
    pub fn started<G: StoredGame>(
        &mut self,
        game: &Match<G>,
        players: Vec<Player>,
        undo_agreed: bool,
    ) {
        if self.store.is_none() || self.shares() {
            return;
        }
        let mut saved = SavedMatch::start(game, players);
        saved.undo_agreed = undo_agreed;
        self.saved = Some(saved);
        self.saved_actions = usize::MAX;
        self.track(game);
    }

    /// A match played on a table server is over: its record goes to the history beside the
    /// matches played here (`friends`: the names at [`Player::Friend`] seats), touching
    /// nothing else (a match of this computer's waiting meanwhile keeps its save).
    pub fn record_elsewhere<G: StoredGame>(
        &mut self,
        game: &Match<G>,
        players: Vec<Player>,
        friends: Vec<String>,
    ) {
        if self.store.is_none() || self.shares() {
            return;
        }
        let saved = SavedMatch::start(game, players);
        // A match the host ended before its end is kept as left unfinished, by the host.
        let entry = if game.is_over() {
            HistoryEntry::from_match(&saved, game)
        } else {
            HistoryEntry::from_abandoned(&saved, game)
        };
        match entry {
            Ok(mut entry) => {
                entry.ended_by_host = !game.is_over();
                entry.friends = friends;
                self.write(Job::Record(Box::new(entry)));
            }
            Err(e) => self.warnings.push(Notice::problem("finished-record", e)),
        }
    }

    /// A resumed match is at the table.
    pub fn resumed<G: StoredGame>(&mut self, saved: SavedMatch, game: &Match<G>) {
        self.saved_actions = game.actions().len();
        self.saved = Some(saved);
    }

    /// The person declined to resume: forget the save.
    pub fn discard(&mut self) {
        self.write(Job::Discard);
    }

    /// The saved match offered at start is thrown away: it goes to the history as abandoned.
    pub fn abandon_pending(&mut self, pending: &Pending) {
        crate::store::game::each_match!(&pending.game, |_G, m| self.left(&pending.saved, m));
    }

    /// A match the person left: its record, if it has one, and the save removed even when the
    /// record cannot be made.
    fn left<G: StoredGame>(&mut self, saved: &SavedMatch, game: &Match<G>) {
        if self.store.is_none() {
            return;
        }
        let entry = match HistoryEntry::of_left(saved, game) {
            Ok(entry) => entry,
            Err(e) => {
                self.warnings.push(Notice::problem("abandoned-record", e));
                None
            }
        };
        self.write(Job::Close {
            entry: entry.map(Box::new),
            discard_anyway: true,
            what: "abandoned-record",
        });
    }

    /// The person asked for a hint in hand `hand` (from 1) of the match at the table; the
    /// save is written again with the next action.
    pub fn hint_used(&mut self, hand: u32) {
        if let Some(saved) = &mut self.saved {
            saved.hint_used(hand);
            self.saved_actions = usize::MAX;
        }
    }

    /// A decision was taken back in hand `hand` (from 1) of the match at the table; the save
    /// is written again at the next autosave (every frame, once something changed).
    pub fn undo_used(&mut self, hand: u32) {
        if let Some(saved) = &mut self.saved {
            saved.undo_used(hand);
            self.saved_actions = usize::MAX;
        }
    }

    /// The match at the table is given up by `side`: it goes to the history as conceded.
    pub fn concede<G: StoredGame>(&mut self, game: &Match<G>, side: Side) {
        let Some(saved) = self.saved.take() else {
            return;
        };
        if G::config_of(&saved.game) != Some(game.config()) || saved.seed != game.seed() {
            return;
        }
        let mut saved = saved;
        saved.update(game);
        match HistoryEntry::from_conceded(&saved, game, side) {
            Ok(entry) => self.write(Job::Close {
                entry: Some(Box::new(entry)),
                discard_anyway: false,
                what: "given-up-record",
            }),
            Err(e) => self.warnings.push(Notice::problem("given-up-record", e)),
        }
    }

    /// The match at the table is left for a new one: it goes to the history as abandoned.
    pub fn abandon<G: StoredGame>(&mut self, game: &Match<G>) {
        let Some(saved) = self.saved.take() else {
            return;
        };
        if G::config_of(&saved.game) != Some(game.config()) || saved.seed != game.seed() {
            return;
        }
        self.left(&saved, game);
    }

    /// Saves the match if it moved on since the last write (called every frame; a write only
    /// happens after an action, and the file is a few hundred bytes). A finished match goes to
    /// the history; returns its record then.
    pub fn track<G: StoredGame>(&mut self, game: &Match<G>) -> Option<HistoryEntry> {
        self.store.as_ref()?;
        let saved = self.saved.as_mut()?;
        // Only the match the save was started for (another table's match is not ours).
        if game.actions().len() == self.saved_actions
            || G::config_of(&saved.game) != Some(game.config())
            || saved.seed != game.seed()
        {
            return None;
        }
        saved.update(game);
        self.saved_actions = game.actions().len();
        if game.is_over() {
            let saved = self.saved.take()?;
            return match HistoryEntry::from_match(&saved, game) {
                Ok(entry) => {
                    self.write(Job::Close {
                        entry: Some(Box::new(entry.clone())),
                        discard_anyway: false,
                        what: "finished-record",
                    });
                    Some(entry)
                }
                Err(e) => {
                    self.warnings.push(Notice::problem("finished-record", e));
                    None
                }
            };
        }
        let job = Job::Autosave(Box::new(saved.clone()));
        self.write(job);
        None
    }

    /// One page of the history (`query` says which), newest first.
    pub fn history_page(&mut self, query: &crate::ui::history_page::Query) -> HistoryPage {
        self.flush();
        let Some(store) = &self.store else {
            return HistoryPage::default();
        };
        match store.history_page(&query.filter, query.offset, query.limit) {
            Ok(page) => page,
            Err(e) => {
                self.warnings.push(Notice::problem("history-read", e));
                HistoryPage::default()
            }
        }
    }

    /// The lessons finished so far.
    pub fn lesson_progress(&mut self) -> LessonProgress {
        self.flush();
        let Some(store) = &self.store else {
            return LessonProgress::default();
        };
        match store.lesson_progress() {
            Ok(loaded) => {
                self.warn_all(&loaded);
                loaded.value
            }
            Err(e) => {
                self.warnings.push(Notice::problem("lessons-read", e));
                LessonProgress::default()
            }
        }
    }

    /// Keeps that a lesson was finished; returns the progress now (a write that fails says
    /// so in a message, and the progress holds until the window closes).
    pub fn lesson_done(&mut self, id: &str, mut progress: LessonProgress) -> LessonProgress {
        if progress.done.insert(id.to_string()) {
            self.write(Job::Lesson(id.to_string()));
        }
        progress
    }

    /// The statistics `filter` asks for, of the matches finished after `from` (RFC 3339;
    /// `None`: since the last reset).
    pub fn stats(&mut self, filter: &StatsFilter, from: Option<&str>) -> Statistics {
        self.flush();
        let Some(store) = &self.store else {
            return Statistics::default();
        };
        match store.stats_of(filter, from) {
            Ok(loaded) => {
                self.warn_all(&loaded);
                loaded.value
            }
            Err(e) => {
                self.warnings.push(Notice::problem("stats-read", e));
                Statistics::default()
            }
        }
    }

    /// The games `player` has statistics of, of the matches finished after `from`.
    pub fn stats_games(&mut self, player: ProfileId, from: Option<&str>) -> Vec<String> {
        let Some(store) = &self.store else {
            return Vec::new();
        };
        match store.stats_games(Some(player), from) {
            Ok(loaded) => {
                self.warn_all(&loaded);
                loaded.value
            }
            Err(e) => {
                self.warnings.push(Notice::problem("stats-read", e));
                Vec::new()
            }
        }
    }

    /// Saves the hands the statistics count (or with `statistics` false, every hand of the
    /// history) as a new CSV file; the answer says where it went, or why it did not.
    pub fn export_csv(&mut self, statistics: bool) -> Result<String, String> {
        self.flush();
        let Some(store) = &self.store else {
            return Err(t!("export-no-folder"));
        };
        let (what, problem) = if statistics {
            ("statistics", "stats-export")
        } else {
            ("history", "history-export")
        };
        // Written to the file as the rows come: the history is never held whole.
        let written = store.export_csv_with(what, |out| {
            if statistics {
                store.write_stats_csv(None, out)
            } else {
                store.write_history_csv(None, out)
            }
        });
        match written {
            Ok(loaded) => {
                self.warn_all(&loaded);
                Ok(t!("export-done", path = loaded.value.display().to_string()))
            }
            Err(e) => Err(Notice::problem(problem, e).text()),
        }
    }

    /// Starts the statistics afresh; the answer says where the old ones are kept.
    pub fn reset_stats(&mut self) -> Result<String, String> {
        self.flush();
        let Some(store) = &self.store else {
            return Err(t!("stats-reset-no-folder"));
        };
        if self.shares() {
            return Err(t!("shared-no-change"));
        }
        match store.reset_stats() {
            Ok(loaded) => {
                self.warn_all(&loaded);
                Ok(t!(
                    "stats-reset-done",
                    backup = loaded.value.backup.display().to_string()
                ))
            }
            Err(e) => Err(Notice::problem("stats-reset", e).text()),
        }
    }
}
