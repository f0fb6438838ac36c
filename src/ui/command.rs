//! What the pages ask of the app shell: the [`Screen`] to show and the [`Command`]s the shell
//! applies after each frame's layout. The pages build commands; only the shell carries them out.

use crate::ui::games::GameKind;

/// The pages of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choose a game.
    Start,
    /// Set up a new match of the chosen game.
    Setup,
    Table,
    Settings,
    Rules,
    /// Finished matches, their score sheets and replays.
    History,
    /// A recorded hand replayed on its game's table.
    Replay,
    Statistics,
    /// The lessons of every game.
    Learn,
    /// Host a table for friends on other computers, or join one.
    Friends,
}

/// What the UI asks for; applied after the frame's layout.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Show(Screen),
    /// Open the new-game page for this game.
    Setup(GameKind),
    /// Start a match with the draft settings (asks first if a match is running).
    StartGame,
    /// Start a new match like the finished one at the table: its players and options.
    PlayAgain,
    /// Start the lesson with this id (asks first if a match is running).
    StartLesson(String),
    /// The lesson at the table has been finished: keep that.
    LessonFinished,
    /// Apply the settings page's draft (asks first if it changes a running match).
    ApplySettings,
    /// Throw the draft away.
    RevertSettings,
    ToggleScoreSheet,
    /// Ask before resetting the statistics.
    ResetStats,
    /// Save the statistics' hands (or the history's, with `false`) as a CSV file.
    ExportCsv {
        statistics: bool,
    },
    /// Hide the store message at this index.
    Dismiss(usize),
    /// The answer to the open dialog.
    Answer(Answer),
    /// Give a player this name (the first run's question, or a rename).
    NamePlayer(crate::store::ProfileId, String),
    /// Add a player with this name.
    AddPlayer(String),
    /// Count the first player's matches as the second's from now on.
    MergePlayers(crate::store::ProfileId, crate::store::ProfileId),
    /// Show the statistics of this player.
    ShowStatsOf(crate::store::ProfileId),
    /// Show the statistics of this game only (by its name in files), or of every game.
    ShowStatsGame(Option<String>),
    /// Count only the matches of this period on the statistics page.
    ShowStatsPeriod(crate::store::Period),
    /// Speak this language from now on (`None`: the system's); applied and saved at once.
    SetLanguage(Option<crate::i18n::Language>),
    /// Ask before giving the match up.
    Concede,
    /// Ask before leaving the match unfinished.
    LeaveMatch,
    /// Practise the hand being played again from its deal, without counting it.
    Practise,
    /// Leave the practice for the match it was taken from.
    BackToMatch,
    /// Take the data folder over from the window that had it, now closed.
    TakeOver,
    /// Leave the table played with friends on other computers.
    LeaveNetworkTable,
    Quit,
}

/// Answers to the confirmation dialogs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Abandon the running match and start a new one.
    NewGameNow,
    /// Keep playing; the new settings wait for the next game.
    Later,
    /// Go on with the match saved last time.
    Resume,
    /// Throw the saved match away.
    Discard,
    /// Reset the statistics (a backup is kept).
    ResetNow,
    /// Give the match up now.
    ConcedeNow,
    /// Leave the match unfinished now.
    LeaveNow,
    Cancel,
}
