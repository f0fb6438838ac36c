//! The games the window plays, from the registry's list: [`GameKind`] names one, and each game
//! supplies its table, options forms, start-page blurb and rules page through [`GameUi`], in its
//! own folder under `ui/`. `with_kind!` runs code with a kind's type, which implements
//! [`GameUi`].

use crate::ai::GameBots;
use crate::cards::PackStyle;
use crate::engine::Match;
pub use crate::registry::GameKind;
use crate::registry::Lesson;
use crate::store::game::each_match;
use crate::store::{AnyMatch, HistoryEntry, InSettings, SavedMatch, StoredGame};
use crate::ui::bots::policy;
use crate::ui::persist::Persist;
use crate::ui::table::frame::{TableFrame, TableGame};
use crate::ui::table::people::Seats;
use crate::ui::table::remote::{Remote, Seated, read_state};
use crate::ui::table::{GameTable, Presentation};
use egui::Ui;
use sevenfold_core::with_kind;
use sevenfold_net::protocol::SeatInfo;

/// What a game supplies to the window.
pub trait GameUi: StoredGame + GameBots + InSettings {
    /// What the game's table adds to the shared one.
    type Own: TableGame<Game = Self>;

    /// A table for a new match with these options; the error is the options' problem in words.
    fn open(
        options: Self::Config,
        seed: u64,
        presentation: Presentation,
        seats: &Seats,
        ctx: &egui::Context,
    ) -> Result<Box<dyn GameTable>, String> {
        let table = TableFrame::<Self::Own>::start(
            options,
            seed,
            presentation,
            seats,
            ctx,
            policy::<Self>,
        )?;
        Ok(Box::new(table))
    }

    /// A table that goes on with a match rebuilt from a save.
    fn resume(
        m: Match<Self>,
        presentation: Presentation,
        seats: &Seats,
        ctx: &egui::Context,
    ) -> Box<dyn GameTable> {
        Box::new(TableFrame::<Self::Own>::resume(m, presentation, seats, ctx))
    }

    /// A table playing a match on a table server from the seat `seated` holds; the error
    /// says why it cannot be opened (a first state that does not read).
    fn networked(
        seated: Seated,
        options: Self::Config,
        presentation: Presentation,
        ctx: &egui::Context,
    ) -> Result<Box<dyn GameTable>, String>
    where
        Self::View: serde::de::DeserializeOwned,
        Self::Event: serde::de::DeserializeOwned,
    {
        let seat = seated.seat;
        let watching = seated.watching;
        // Everyone at the table is named: a watcher has no seat of their own.
        let friends = seated
            .seats
            .iter()
            .enumerate()
            .map(|(s, info)| match info {
                SeatInfo::Person { name, .. } if s != seat || watching => Some(name.clone()),
                _ => None,
            })
            .collect();
        let remote = Remote::<Self>::new(seated, options, read_state::<Self>, Self::write_action);
        let table = TableFrame::<Self::Own>::networked(remote, seat, friends, presentation, ctx)?;
        Ok(Box::new(table))
    }

    /// The game's options forms, from its `settings` module.
    const FORMS: OptionsForms<Self::Config>;

    /// Players, pack and match length: what the new-game page asks.
    fn basics_ui(ui: &mut Ui, options: &mut Self::Config) {
        (Self::FORMS.basics)(ui, options);
    }

    /// Every variant and scoring option, each with what it does.
    fn variants_ui(ui: &mut Ui, options: &mut Self::Config) {
        (Self::FORMS.variants)(ui, options);
    }

    /// The game's rules; `style` is the pack the page shows, which the game may let the
    /// reader switch.
    fn rules_ui(ui: &mut Ui, style: &mut PackStyle);

    /// How a match with these options is won, in the window's language ("first to 10 game
    /// points"); the engine's own words are English, for the command line.
    fn match_goal(config: &Self::Config) -> String;
}

/// The forms of a game's options on the new-game page.
pub struct OptionsForms<C> {
    /// Players, pack and match length.
    pub basics: fn(&mut Ui, &mut C),
    /// Every variant and scoring option, each with what it does.
    pub variants: fn(&mut Ui, &mut C),
}

/// How `m` is won, in the window's language.
pub fn match_goal(m: &AnyMatch) -> String {
    each_match!(m, |G, m| <G as GameUi>::match_goal(m.config()))
}

/// How a match set up as `setup` is won, in the window's language.
pub fn setup_goal(setup: &crate::registry::GameSetup) -> String {
    sevenfold_core::with_setup!(setup, |G, c| <G as GameUi>::match_goal(c))
}

/// The game's name as people read it: "Sedma".
pub fn title(game: GameKind) -> String {
    t!(&crate::i18n::game_message(game.id(), "title"))
}

/// What the start page says of `game`, in a sentence or two.
pub fn blurb(game: GameKind) -> String {
    t!(&crate::i18n::game_message(game.id(), "blurb"))
}

/// The title of `game`'s variant called `name` in files: "osmová". The message's id is made
/// from the game and the variant, so every variant in the registry has one (a test checks).
pub fn variant_title(game: GameKind, name: &str) -> String {
    crate::i18n::text(&variant_message(game, name), None)
}

/// The id of the message naming `game`'s variant `name`.
pub fn variant_message(game: GameKind, name: &str) -> String {
    format!("variant-{}-{}", game.id(), name)
}

/// Hand `number` (from 1) of `game`, as its players call a hand: "hand 3", "round 2".
pub fn hand_label(game: GameKind, number: usize) -> String {
    t!(
        &crate::i18n::game_message(game.id(), "hand-label"),
        number = number
    )
}

/// `game`'s rules page.
pub fn rules_ui(game: GameKind, ui: &mut Ui, style: &mut PackStyle) {
    with_kind!(game, |G| G::rules_ui(ui, style))
}

/// A table playing `lesson` (of game `G`, with these options) from its deal.
pub fn open_lesson<G: GameUi>(
    lesson: &Lesson,
    config: &G::Config,
    seed: u64,
    presentation: Presentation,
    ctx: &egui::Context,
) -> Result<Box<dyn GameTable>, String> {
    let deal = lesson.deal.fixed::<G>(config).map_err(|e| e.to_string())?;
    let m = Match::<G>::from_deal(*config, &deal, seed).map_err(|e| e.to_string())?;
    let mut table = G::resume(m, presentation, &Seats::default(), ctx);
    table.start_lesson(lesson)?;
    Ok(table)
}

/// A table replaying hand `hand` (from 0) of a recorded match of game `G`, from its deal.
pub fn open_replay<G: GameUi>(
    entry: &HistoryEntry,
    hand: usize,
    presentation: Presentation,
    seats: &Seats,
    ctx: &egui::Context,
) -> Result<Box<dyn GameTable>, String> {
    let hands = entry.split::<G>()?;
    let label = hand_label(entry.game.kind(), hand + 1);
    let Some(played) = hands.get(hand) else {
        return Err(t!("record-no-such-hand", hand = label));
    };
    let before: usize = hands[..hand].iter().map(|h| h.actions.len()).sum();
    let all = entry.all_actions::<G>()?;
    let config = G::config_of(&entry.game).ok_or("the match is of another game")?;
    let m = Match::<G>::replay(*config, entry.seed, &all[..before]).map_err(|e| e.to_string())?;
    let moves: Vec<String> = played.actions.iter().map(|&a| G::write_action(a)).collect();
    let mut table = G::resume(m, presentation, seats, ctx);
    let title = t!(
        "watch-match",
        when = crate::ui::when::local_time(&entry.finished),
        hand = label
    );
    table.watch(&moves, title)?;
    Ok(table)
}

/// A table for a match rebuilt from a save, played by the seats it was saved with, which the
/// store then keeps saving.
pub fn resume(
    game: AnyMatch,
    saved: SavedMatch,
    persist: &mut Persist,
    presentation: Presentation,
    ctx: &egui::Context,
) -> Box<dyn GameTable> {
    let seats = Seats::named(&saved.players, persist.profiles(), saved.undo_agreed);
    each_match!(game, |G, m| {
        persist.resumed(saved, &m);
        G::resume(m, presentation, &seats, ctx)
    })
}

/// A table for the match a server plays at the seat `seated` holds, of the game its options
/// name.
pub fn networked(
    seated: Seated,
    setup: &crate::registry::GameSetup,
    presentation: Presentation,
    ctx: &egui::Context,
) -> Result<Box<dyn GameTable>, String> {
    sevenfold_core::with_setup!(setup, |G, config| {
        <G as GameUi>::networked(seated, *config, presentation, ctx)
    })
}
