//! What the store needs to know of each game it records, in one trait, and a match of any of
//! them in one enum. Everything else in the store is written once, generic over [`StoredGame`];
//! the only `match` over the games is in this file ([`with_game!`] and [`AnyMatch`]).

use crate::cards::Card;
use crate::engine::{Game, HandGame, HandScore, HandStart, Match, Seat, Side};
use crate::games::all_fours::{AllFours, AllFoursAction, AllFoursEvent, AllFoursOptions};
use crate::games::sedma::{Sedma, SedmaAction, SedmaOptions};
use crate::scenario::GameSetup;

/// A game whose matches the store saves, records, counts and exports.
pub trait StoredGame: HandGame {
    /// The name in files and on the command line ("sedma", "all-fours").
    const NAME: &'static str;
    /// The name people read ("Sedma", "All Fours").
    const TITLE: &'static str;
    /// What [`StoredGame::deal_points`] counts, for "average … per hand".
    const POINTS: &'static str;
    /// What one hand is called ("hand", "deal").
    const HAND: &'static str;

    /// The config as saved in files.
    fn setup(config: &Self::Config) -> GameSetup;

    /// The config of a saved setup, if it is of this game.
    fn config_of(setup: &GameSetup) -> Option<&Self::Config>;

    /// Wraps a match of this game.
    fn wrap(m: Match<Self>) -> AnyMatch;

    /// The match inside an [`AnyMatch`], if it is of this game.
    fn of_any(any: &AnyMatch) -> Option<&Match<Self>>;

    /// The match inside an [`AnyMatch`], or the value back if it is of another game.
    fn from_any(any: AnyMatch) -> Result<Match<Self>, Box<AnyMatch>>;

    /// The names of the variants a config turns on (empty: the basic game).
    fn variant_names(config: &Self::Config) -> Vec<&'static str>;

    /// The title people read of the variant called `name`.
    fn variant_title(name: &str) -> String;

    /// The scoring side a seat plays for.
    fn seat_side(config: &Self::Config, seat: Seat) -> Side;

    /// How the match ends, in words ("first to 7 points").
    fn match_goal(config: &Self::Config) -> String;

    /// Reads one action of the log in the context of the hand it applies to.
    fn read_action(state: &Self, text: &str) -> Result<Self::Action, String>;

    /// Writes one action as the log and scenarios have it.
    fn write_action(action: Self::Action) -> String;

    /// The hand's own points of a side, for statistics: Sedma card points, All Fours the
    /// points the side made in the deal.
    fn deal_points(score: &HandScore, side: Side) -> i32;

    /// A best hand in words, from its game points and card points.
    fn best_hand_text(game_points: i32, card_points: i32) -> String;

    /// A dealt hand as a scenario's deal writes it: each seat's cards, the stock top first
    /// (as far as the hand's `actions` use it) and the leader if the scenario names one.
    fn scenario_deal(dealt: &Self, start: HandStart, actions: &[Self::Action]) -> ScenarioDeal;

    /// Where a hand is, for grouping its actions into scenario entries: the entry ends when
    /// this changes (a trick was played, a decision settled).
    fn stage(state: &Self) -> u32;
}

/// The deal part of an exported scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioDeal {
    pub hands: Vec<Vec<Card>>,
    pub stock: Vec<Card>,
    pub leader: Option<Seat>,
}

/// Runs `$body` with `$g` naming the game of a [`GameSetup`] and `$cfg` bound to its config.
/// The one place that lists the games for dispatch on a saved setup.
macro_rules! with_game {
    ($setup:expr, |$g:ident, $cfg:ident| $body:expr) => {
        match $setup {
            $crate::scenario::GameSetup::Sedma($cfg) => {
                #[allow(dead_code)]
                type $g = $crate::games::sedma::Sedma;
                $body
            }
            $crate::scenario::GameSetup::AllFours($cfg) => {
                #[allow(dead_code)]
                type $g = $crate::games::all_fours::AllFours;
                $body
            }
        }
    };
}
pub(crate) use with_game;

/// What the statistics and history screens show of a game known only by name.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    pub name: &'static str,
    pub title: &'static str,
    /// What the average per hand counts ("card points").
    pub points: &'static str,
    /// What one hand is called ("hand", "deal").
    pub hand: &'static str,
    pub best_hand_text: fn(i32, i32) -> String,
    /// The title people read of a variant name.
    pub variant_title: fn(&str) -> String,
}

impl GameInfo {
    pub fn of<G: StoredGame>() -> GameInfo {
        GameInfo {
            name: G::NAME,
            title: G::TITLE,
            points: G::POINTS,
            hand: G::HAND,
            best_hand_text: G::best_hand_text,
            variant_title: G::variant_title,
        }
    }

    /// Variants by their names in files, as people read them: "osmová, burned hand".
    pub fn variants_text(&self, names: &[String]) -> String {
        names
            .iter()
            .map(|n| (self.variant_title)(n))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The game called `name` in files, if this build knows it.
    pub fn by_name(name: &str) -> Option<GameInfo> {
        [GameInfo::of::<Sedma>(), GameInfo::of::<AllFours>()]
            .into_iter()
            .find(|g| g.name == name)
    }

    /// The game of a saved setup.
    pub fn of_setup(setup: &GameSetup) -> GameInfo {
        with_game!(setup, |G, _c| GameInfo::of::<G>())
    }
}

/// Seats at the table of a saved setup.
pub fn seat_count(setup: &GameSetup) -> usize {
    with_game!(setup, |G, c| G::seat_count(c))
}

/// The scoring side of a seat in a saved setup.
pub fn side_of(setup: &GameSetup, seat: Seat) -> Side {
    with_game!(setup, |G, c| G::seat_side(c, seat))
}

/// How the match of a saved setup ends, in words.
pub fn match_goal(setup: &GameSetup) -> String {
    with_game!(setup, |G, c| G::match_goal(c))
}

/// A match of any game the store records.
#[derive(Clone)]
pub enum AnyMatch {
    Sedma(Match<Sedma>),
    AllFours(Match<AllFours>),
}

/// Runs `$body` with `$m` bound to the match inside an [`AnyMatch`] and `$g` naming its game.
macro_rules! each_match {
    ($any:expr, |$g:ident, $m:ident| $body:expr) => {
        match $any {
            $crate::store::AnyMatch::Sedma($m) => {
                #[allow(dead_code)]
                type $g = $crate::games::sedma::Sedma;
                $body
            }
            $crate::store::AnyMatch::AllFours($m) => {
                #[allow(dead_code)]
                type $g = $crate::games::all_fours::AllFours;
                $body
            }
        }
    };
}
pub(crate) use each_match;

impl AnyMatch {
    /// The game's name as people read it ("Sedma").
    pub fn game_title(&self) -> &'static str {
        each_match!(self, |G, _m| G::TITLE)
    }

    /// The game's name in files ("sedma").
    pub fn game_name(&self) -> &'static str {
        each_match!(self, |G, _m| G::NAME)
    }

    /// Seats at the table.
    pub fn players(&self) -> usize {
        each_match!(self, |G, m| G::seat_count(m.config()))
    }

    /// The config as saved.
    pub fn setup(&self) -> GameSetup {
        each_match!(self, |G, m| G::setup(m.config()))
    }

    /// How the match ends, in words.
    pub fn match_goal(&self) -> String {
        each_match!(self, |G, m| G::match_goal(m.config()))
    }

    /// What one hand is called ("hand", "deal").
    pub fn hand_word(&self) -> &'static str {
        each_match!(self, |G, _m| G::HAND)
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

/// Players 2 and 3 play alone; with 4, partners sit opposite.
fn partners_opposite(players: u8, seat: Seat) -> Side {
    crate::engine::Seating::trick_game(players as usize).side_of(seat)
}

/// Groups a dealt hand's actions into scenario entries, one per stage of the hand.
pub fn group_actions<G: StoredGame>(dealt: &G, actions: &[G::Action]) -> Vec<String> {
    let mut hand = dealt.clone();
    let mut out = Vec::new();
    let mut from = 0;
    for (i, &a) in actions.iter().enumerate() {
        let stage = G::stage(&hand);
        // The actions were checked when the hands were split; the export replays the
        // scenario, which would report an error if there were one.
        let _ = hand.apply(a);
        if G::stage(&hand) != stage || i + 1 == actions.len() {
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

impl StoredGame for Sedma {
    const NAME: &'static str = "sedma";
    const TITLE: &'static str = "Sedma";
    const POINTS: &'static str = "card points";
    const HAND: &'static str = "hand";

    fn setup(config: &SedmaOptions) -> GameSetup {
        GameSetup::Sedma(*config)
    }

    fn config_of(setup: &GameSetup) -> Option<&SedmaOptions> {
        match setup {
            GameSetup::Sedma(o) => Some(o),
            _ => None,
        }
    }

    fn wrap(m: Match<Sedma>) -> AnyMatch {
        AnyMatch::Sedma(m)
    }

    fn of_any(any: &AnyMatch) -> Option<&Match<Sedma>> {
        match any {
            AnyMatch::Sedma(m) => Some(m),
            _ => None,
        }
    }

    fn from_any(any: AnyMatch) -> Result<Match<Sedma>, Box<AnyMatch>> {
        match any {
            AnyMatch::Sedma(m) => Ok(m),
            other => Err(Box::new(other)),
        }
    }

    fn variant_names(config: &SedmaOptions) -> Vec<&'static str> {
        config.variant_names()
    }

    fn variant_title(name: &str) -> String {
        crate::engine::variants::title_of(crate::games::sedma::VARIANTS, name)
    }

    fn seat_side(config: &SedmaOptions, seat: Seat) -> Side {
        partners_opposite(config.players, seat)
    }

    fn match_goal(config: &SedmaOptions) -> String {
        use crate::games::sedma::MatchEnd;
        match config.match_end {
            MatchEnd::Target(n) => format!("first to {n} game points"),
            MatchEnd::FixedHands(n) => format!("the most game points after {n} hands"),
        }
    }

    fn read_action(_state: &Sedma, text: &str) -> Result<SedmaAction, String> {
        text.parse()
    }

    fn write_action(action: SedmaAction) -> String {
        action.to_string()
    }

    fn deal_points(score: &HandScore, side: Side) -> i32 {
        score.card_points.get(side).copied().unwrap_or(0)
    }

    fn best_hand_text(game_points: i32, card_points: i32) -> String {
        format!("+{game_points} game points, {card_points} card points")
    }

    fn scenario_deal(dealt: &Sedma, start: HandStart, _actions: &[SedmaAction]) -> ScenarioDeal {
        ScenarioDeal {
            hands: (0..dealt.seats()).map(|s| dealt.hand(s).to_vec()).collect(),
            stock: dealt.stock().to_vec(),
            leader: Some(start.leader),
        }
    }

    fn stage(state: &Sedma) -> u32 {
        state.tricks_played()
    }
}

impl StoredGame for AllFours {
    const NAME: &'static str = "all-fours";
    const TITLE: &'static str = "All Fours";
    const POINTS: &'static str = "points";
    const HAND: &'static str = "deal";

    fn setup(config: &AllFoursOptions) -> GameSetup {
        GameSetup::AllFours(*config)
    }

    fn config_of(setup: &GameSetup) -> Option<&AllFoursOptions> {
        match setup {
            GameSetup::AllFours(o) => Some(o),
            _ => None,
        }
    }

    fn wrap(m: Match<AllFours>) -> AnyMatch {
        AnyMatch::AllFours(m)
    }

    fn of_any(any: &AnyMatch) -> Option<&Match<AllFours>> {
        match any {
            AnyMatch::AllFours(m) => Some(m),
            _ => None,
        }
    }

    fn from_any(any: AnyMatch) -> Result<Match<AllFours>, Box<AnyMatch>> {
        match any {
            AnyMatch::AllFours(m) => Ok(m),
            other => Err(Box::new(other)),
        }
    }

    fn variant_names(config: &AllFoursOptions) -> Vec<&'static str> {
        config.variant_names()
    }

    fn variant_title(name: &str) -> String {
        crate::engine::variants::title_of(crate::games::all_fours::VARIANTS, name)
    }

    fn seat_side(config: &AllFoursOptions, seat: Seat) -> Side {
        partners_opposite(config.players, seat)
    }

    fn match_goal(config: &AllFoursOptions) -> String {
        use crate::games::all_fours::MatchEnd;
        match config.match_end {
            MatchEnd::Target(n) => format!("first to {n} points"),
            MatchEnd::SingleDeal => "one deal: the most points".to_string(),
        }
    }

    /// A card is a discard while discarding and a play otherwise: the log writes both alike.
    fn read_action(state: &AllFours, text: &str) -> Result<AllFoursAction, String> {
        text.parse::<AllFoursAction>().map(|a| state.interpret(a))
    }

    fn write_action(action: AllFoursAction) -> String {
        action.to_string()
    }

    fn deal_points(score: &HandScore, side: Side) -> i32 {
        score.game_points.get(side).copied().unwrap_or(0)
    }

    fn best_hand_text(game_points: i32, card_points: i32) -> String {
        format!("+{game_points} points, {card_points} counted for Game")
    }

    /// The stock as the runs dealt it: the upcard, then each run's batches of three from the
    /// dealer's left and the cards it turned up. The pack is shuffled lazily, so the dealt
    /// state's own stock is in its final order only as far as cards have been taken; the
    /// events of the hand say which cards came next. Cards never dealt follow in pack order
    /// in the scenario, as they would be unused anyway.
    fn scenario_deal(
        dealt: &AllFours,
        _start: HandStart,
        actions: &[AllFoursAction],
    ) -> ScenarioDeal {
        let n = dealt.seats();
        let dealer = dealt.dealer();
        let mut stock = vec![dealt.upcard()];
        let mut hand = *dealt;
        let mut batch: Vec<(Seat, Vec<Card>)> = Vec::new();
        for &a in actions {
            let Ok(events) = hand.apply(a) else { break };
            for e in events {
                match e {
                    AllFoursEvent::Received { seat, cards } => batch.push((seat, cards)),
                    AllFoursEvent::TurnedUp { card, .. } => {
                        batch.sort_by_key(|&(s, _)| (s + n - dealer - 1) % n);
                        for (_, cards) in batch.drain(..) {
                            stock.extend(cards);
                        }
                        stock.push(card);
                    }
                    _ => {}
                }
            }
        }
        ScenarioDeal {
            hands: (0..n).map(|s| dealt.hand(s).to_vec()).collect(),
            stock,
            leader: None,
        }
    }

    fn stage(state: &AllFours) -> u32 {
        if state.eldest_deciding() || state.dealer_deciding() {
            0
        } else if state.discarding() {
            1
        } else {
            2 + state.tricks_played()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Screens name variants by their titles: every variant of every game has one, in words
    /// rather than a command-line name, and no two of a game share one.
    #[test]
    fn every_variant_has_a_title_people_read() {
        for info in [GameInfo::of::<Sedma>(), GameInfo::of::<AllFours>()] {
            let names: Vec<&str> = match info.name {
                "sedma" => crate::games::sedma::VARIANTS
                    .iter()
                    .map(|v| v.name)
                    .collect(),
                _ => crate::games::all_fours::VARIANTS
                    .iter()
                    .map(|v| v.name)
                    .collect(),
            };
            let mut titles: Vec<String> = names.iter().map(|n| (info.variant_title)(n)).collect();
            for (name, title) in names.iter().zip(&titles) {
                assert!(
                    !title.is_empty() && title != name,
                    "{name}: {title:?} is its command-line name"
                );
            }
            let all = titles.len();
            titles.sort();
            titles.dedup();
            assert_eq!(
                titles.len(),
                all,
                "{}: two variants share a title",
                info.title
            );
        }
        assert_eq!(
            GameInfo::of::<Sedma>().variants_text(&["osmova".into(), "burn-hand".into()]),
            "osmová, burned hand"
        );
    }
}
