//! What each game tells the rest of the program about itself ([`GameDef`]): names, players,
//! seating, named variants, the match's target and how its actions are written. Words for
//! people (what a hand is called, the match goal) are each game's messages, not the engine's. One implementation
//! per game, in the game's folder; the registry lists the games.

use super::variants::{self, Variant};
use super::{HandGame, HandScore, MatchEvent, Seat, Seating, Side};

/// A game as the program knows it: everything a screen, a file or a command needs that is not
/// the rules themselves.
pub trait GameDef: HandGame<Config: Copy + PartialEq + Default + Sync> {
    /// The name in files and on the command line ("sedma", "all-fours").
    const ID: &'static str;
    /// The name people read ("Sedma", "All Fours").
    const TITLE: &'static str;
    /// The player counts the game is played with, fewest first.
    const PLAYERS: &'static [u8];
    /// The most actions one hand can take; a hand that takes more never ends (a bug the
    /// simulator reports).
    const MAX_ACTIONS: u32;

    /// The named variants: what `--variant NAME` and the settings turn on.
    fn variants() -> &'static [Variant<Self::Config>];

    /// The default options for a player count.
    fn options_for(players: u8) -> Self::Config;

    /// The options a new player starts with.
    fn default_options() -> Self::Config {
        Self::Config::default()
    }

    /// The player count of a config.
    fn players(config: &Self::Config) -> u8 {
        Self::seat_count(config) as u8
    }

    /// Who plays with whom.
    fn seating(config: &Self::Config) -> Seating;

    /// The total that wins the match, when reaching one does (none by default).
    fn match_target(_config: &Self::Config) -> Option<i32> {
        None
    }

    /// Whether options are within the rule book, as a table open to strangers takes them:
    /// stricter than [`HandGame::validate`], which also lets tests and scenarios play odd
    /// lengths of match. The error says what is allowed.
    fn within_rule_book(_config: &Self::Config) -> Result<(), String> {
        Ok(())
    }

    /// What someone watching the table sees of `hand`: the view of `seat` (whose place the
    /// watcher's table is drawn from) with everything only that seat knows taken out (its
    /// cards, its own draws and discards, a meld it is composing, its legal actions), so
    /// that it shows no card of any hand that every seat has not seen.
    fn watcher_view(hand: &Self, seat: Seat) -> Self::View;

    /// Whether a hand's every card is public once it is over (its summary reads the finished
    /// hand: All Fours' tally, Sevens from Hell's counted round), so that a seat may be sent
    /// the finished hand as it saw it at its end.
    const FINISHED_HAND_PUBLIC: bool = false;

    /// The events of one action as `seat` may see them, `view` being its view after the
    /// action: each hand event through [`Game::event_for`], and whatever else the game's view
    /// withholds from the seat at that moment.
    fn events_seen(
        events: &[MatchEvent<Self::Event>],
        seat: Seat,
        _view: &Self::View,
    ) -> Vec<MatchEvent<Self::Event>>
    where
        Self::Event: Clone,
    {
        MatchEvent::seen_by::<Self>(events, seat)
    }

    /// The hand's own points of a side, for statistics (Sedma: card points; All Fours: the
    /// points the side made in the deal).
    fn deal_points(score: &HandScore, side: Side) -> i32;

    /// Reads one action as logs and scenarios write it, in the context of the hand it applies
    /// to (All Fours writes a discard like a play).
    fn read_action(state: &Self, text: &str) -> Result<Self::Action, String>;

    /// Writes one action as logs and scenarios have it.
    fn write_action(action: Self::Action) -> String;

    /// Turns on the variant called `name`; the error lists the names there are.
    fn apply_variant(config: &mut Self::Config, name: &str) -> Result<(), String> {
        variants::apply_named(Self::variants(), Self::TITLE, name, config)
    }

    /// The options for a table of `players` with the named variants on, checked; the error
    /// says what to change.
    fn options_with(players: u8, variants: &[String]) -> Result<Self::Config, String> {
        let mut config = Self::options_for(players);
        for name in variants {
            Self::apply_variant(&mut config, name.trim())?;
        }
        Self::validate(&config)?;
        Ok(config)
    }

    /// The names of the variants a config turns on (empty: the basic game).
    fn variant_names(config: &Self::Config) -> Vec<&'static str> {
        variants::names_on(Self::variants(), config)
    }

    /// The title people read of the variant called `name`.
    fn variant_title(name: &str) -> String {
        variants::title_of(Self::variants(), name)
    }

    /// The match side a seat plays for, from the seating alone: whose match total the seat's
    /// results go to. Within one hand a game may team seats otherwise (Sedma's king teams):
    /// [`HandGame::scoring_side`] says so once the hand shows it.
    fn seat_side(config: &Self::Config, seat: super::Seat) -> Side {
        Self::seating(config).side_of(seat)
    }
}
