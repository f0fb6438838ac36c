//! A match of any game the store records ([`AnyMatch`]), generated from the registry's list.
//! Everything else in the store is written once, generic over [`StoredGame`].

use sevenfold_core::engine::{Game, GameDef, HandGame, Match, Seat};
use sevenfold_core::registry::GameSetup;
use sevenfold_core::registry::RegisteredGame;

pub use sevenfold_core::registry::GameInfo;
pub use sevenfold_core::scenario::ScenarioDeal;

/// A game whose matches the store saves, records, counts and exports: a listed game, and how
/// its matches sit in an [`AnyMatch`].
pub trait StoredGame: RegisteredGame {
    /// Wraps a match of this game.
    fn wrap(m: Match<Self>) -> AnyMatch;

    /// The match inside an [`AnyMatch`], if it is of this game.
    fn of_any(any: &AnyMatch) -> Option<&Match<Self>>;

    /// The match inside an [`AnyMatch`], or the value back if it is of another game.
    fn from_any(any: AnyMatch) -> Result<Match<Self>, Box<AnyMatch>>;
}

macro_rules! define_any_match {
    ([] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        /// A match of any game the store records. One is held at a time, so the size of the
        /// largest game's state costs nothing worth a box.
        #[derive(Clone)]
        #[allow(clippy::large_enum_variant)]
        pub enum AnyMatch {
            $( $variant(Match<$game>), )*
        }

        $(
            impl StoredGame for $game {
                fn wrap(m: Match<$game>) -> AnyMatch {
                    AnyMatch::$variant(m)
                }

                #[allow(unreachable_patterns)]
                fn of_any(any: &AnyMatch) -> Option<&Match<$game>> {
                    match any {
                        AnyMatch::$variant(m) => Some(m),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn from_any(any: AnyMatch) -> Result<Match<$game>, Box<AnyMatch>> {
                    match any {
                        AnyMatch::$variant(m) => Ok(m),
                        other => Err(Box::new(other)),
                    }
                }
            }
        )*
    };
}
sevenfold_core::for_each_game!(define_any_match;);

#[doc(hidden)]
#[macro_export]
macro_rules! __match_arms {
    ([$any:expr, $g:ident, $m:ident, $body:expr] $( ($variant:ident, $folder:ident, $game:ty) )*) => {
        match $any {
            $( $crate::AnyMatch::$variant($m) => {
                #[allow(dead_code)]
                type $g = $game;
                $body
            } )*
        }
    };
}

/// Runs `$body` with `$m` bound to the match inside an [`AnyMatch`] and `$g` naming its game.
#[macro_export]
macro_rules! each_match {
    ($any:expr, |$g:ident, $m:ident| $body:expr) => {
        $crate::__core::for_each_game!($crate::__match_arms; $any, $g, $m, $body)
    };
}
pub use crate::each_match;

/// Runs `$body` with `$g` naming the game of a saved setup and `$cfg` bound to its options.
pub(crate) use sevenfold_core::with_setup as with_game;

impl AnyMatch {
    /// The game's name as people read it ("Sedma").
    pub fn game_title(&self) -> &'static str {
        each_match!(self, |G, _m| G::TITLE)
    }

    /// Which game this is.
    pub fn kind(&self) -> sevenfold_core::registry::GameKind {
        sevenfold_core::registry::GameKind::from_id(self.game_name()).unwrap_or_default()
    }

    /// The game's name in files ("sedma").
    pub fn game_name(&self) -> &'static str {
        each_match!(self, |G, _m| G::ID)
    }

    /// Seats at the table.
    pub fn players(&self) -> usize {
        each_match!(self, |G, m| G::seat_count(m.config()))
    }

    /// Who plays with whom.
    pub fn seating(&self) -> sevenfold_core::engine::Seating {
        each_match!(self, |G, m| G::seating(m.config()))
    }

    /// The config as saved.
    pub fn setup(&self) -> GameSetup {
        each_match!(self, |G, m| G::setup(m.config()))
    }

    /// The dealer of the hand being played.
    pub fn dealer(&self) -> Seat {
        each_match!(self, |_G, m| m.start().dealer)
    }

    /// The seat to act, while the match goes on.
    pub fn to_act(&self) -> Option<Seat> {
        each_match!(self, |_G, m| if m.is_over() {
            None
        } else {
            m.hand().to_act()
        })
    }

    /// Hands finished so far.
    pub fn hands_played(&self) -> usize {
        each_match!(self, |_G, m| m.records().len())
    }

    pub fn totals(&self) -> &[i32] {
        each_match!(self, |_G, m| m.totals())
    }

    /// The totals as "3 : 1".
    pub fn totals_text(&self) -> String {
        let t: Vec<String> = self.totals().iter().map(i32::to_string).collect();
        t.join(" : ")
    }

    pub fn actions_played(&self) -> usize {
        each_match!(self, |_G, m| m.actions().len())
    }

    pub fn is_over(&self) -> bool {
        each_match!(self, |_G, m| m.is_over())
    }

    /// The match if it is one of `G`.
    pub fn get<G: StoredGame>(&self) -> Option<&Match<G>> {
        G::of_any(self)
    }

    /// The match if it is one of `G`.
    pub fn into_game<G: StoredGame>(self) -> Result<Match<G>, Box<AnyMatch>> {
        G::from_any(self)
    }
}

/// Groups a dealt hand's actions into scenario entries, one per stage of the hand.
pub fn group_actions<G: sevenfold_core::registry::RegisteredGame>(
    dealt: &G,
    actions: &[G::Action],
) -> Vec<String> {
    let mut hand = dealt.clone();
    let mut out = Vec::new();
    let mut from = 0;
    for (i, &a) in actions.iter().enumerate() {
        let stage = hand.stage();
        // The actions were checked as they were played (the history's hands when they were
        // split, an arena's by its bots' checks); a replay of the file would report any.
        let _ = hand.apply(a);
        if hand.stage() != stage || i + 1 == actions.len() {
            let words: Vec<String> = actions[from..=i]
                .iter()
                .map(|&a| G::write_action(a))
                .collect();
            out.push(words.join(" "));
            from = i + 1;
        }
    }
    out
}
