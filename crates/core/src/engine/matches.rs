//! The match layer: several hands of one game, dealer rotation, game points and the match end.
//!
//! A match is config + seed + actions: the seed drives one [`GameRng`] that deals every hand in
//! turn, so replaying the action log rebuilds every hand exactly (saves and resume rely on it).

use super::{Game, MAX_SEATS, RuleError, Seat, Side};
use crate::cards::{Card, GameRng, rng_from_seed};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Who deals a hand, who leads (or acts) first, and which hand of the match it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandStart {
    pub dealer: Seat,
    pub leader: Seat,
    /// The hand's number in its match, from 1 (a game whose rules change from round to round
    /// reads it in `deal`). The match numbers its hands: a game builds a start with
    /// [`HandStart::new`] and the match sets the number before the deal. Files written before
    /// the number was kept have 0 here until their reader numbers the hands.
    #[serde(default)]
    pub hand: u32,
}

impl HandStart {
    /// The first hand's start; [`Match`] renumbers later hands.
    pub fn new(dealer: Seat, leader: Seat) -> HandStart {
        HandStart {
            dealer,
            leader,
            hand: 1,
        }
    }

    /// This start as the `hand`th hand of its match.
    pub fn numbered(self, hand: usize) -> HandStart {
        HandStart {
            hand: hand as u32,
            ..self
        }
    }
}

/// A hand dealt by hand rather than shuffled: scenarios and lessons start from one. `T` is what
/// the game's position holds beyond hands, stock and won cards ([`HandGame::Layout`]: nothing in
/// the trick games, Sevens from Hell's feet, decks, pile and books).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FixedDeal<T = ()> {
    pub dealer: Seat,
    /// Who leads (or acts) first; `None`: the seat the game's rules make first.
    pub leader: Option<Seat>,
    /// Each seat's cards, seat 0 first.
    pub hands: Vec<Vec<Card>>,
    /// The stock, top card first.
    pub stock: Vec<Card>,
    /// Cards each seat has already won (empty, or one pile per seat).
    pub won: Vec<Vec<Card>>,
    /// The match totals per side before the hand (empty: a fresh match).
    pub totals: Vec<i32>,
    /// Hands of the match already played (a game whose rules change from hand to hand reads
    /// it).
    pub hands_played: usize,
    /// The game's own part of the position.
    pub layout: T,
}

/// The outcome of one hand, in the match's sides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandScore {
    /// Card points (or the variant's points) per side.
    pub card_points: Vec<i32>,
    /// The side(s) that won the hand; empty when nobody did (e.g. 30/30/30 in 3-player Sedma).
    pub winners: Vec<Side>,
    /// The stake the hand was worth (1, 2, 3, or a burn's value).
    pub stake: i32,
    /// Change of each side's match total (negative for payments in individual games).
    pub game_points: Vec<i32>,
    /// Why the stake is what it is, in English for the command line and for records written
    /// before `reason` ("all 90 card points").
    pub why: String,
    /// The same by a stable id and its numbers, which a window words in its own language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
    /// The game points itemised: for each side its items add up to its `game_points`.
    /// Records written before items were kept have none.
    #[serde(default)]
    pub items: Vec<ScoreItem>,
}

/// Why a hand scored as it did, by a stable id ("all-points") and its numbers
/// (`total = 90`): the engine speaks no language, a window words it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    pub id: String,
    #[serde(default)]
    pub args: Vec<(String, i64)>,
}

impl Reason {
    pub fn new(id: &str) -> Reason {
        Reason {
            id: id.to_string(),
            args: Vec::new(),
        }
    }

    /// The reason with one more number.
    pub fn with(mut self, name: &str, value: i64) -> Reason {
        self.args.push((name.to_string(), value));
        self
    }

    /// A number of the reason (0 when it has none by that name).
    pub fn number(&self, name: &str) -> i64 {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map_or(0, |(_, v)| *v)
    }
}

/// One line of a hand's score: points a side gained (or lost) for one reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreItem {
    pub side: Side,
    /// The reason by a stable name ("stake", "high", "jack", "revoke"), which screens word.
    pub what: String,
    pub points: i32,
}

impl ScoreItem {
    pub fn new(side: Side, what: &str, points: i32) -> ScoreItem {
        ScoreItem {
            side,
            what: what.to_string(),
            points,
        }
    }
}

impl HandScore {
    /// The single winning side, if exactly one side won.
    pub fn winner(&self) -> Option<Side> {
        match self.winners[..] {
            [w] => Some(w),
            _ => None,
        }
    }
}

/// A hand's result in fixed arrays, so hot loops (simulation, search) never allocate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// How many match sides there are; the arrays are filled up to here.
    pub sides: u8,
    pub card_points: [i32; MAX_SEATS],
    pub game_points: [i32; MAX_SEATS],
    /// Bit `s` set when side `s` won.
    pub winners: u8,
    pub stake: i32,
}

impl Outcome {
    /// The score-sheet form, with the explanation of the stake; each side's game points are
    /// one item, the hand's stake (a game that scores several items replaces them).
    pub fn to_score(&self, why: String) -> HandScore {
        let n = self.sides as usize;
        HandScore {
            card_points: self.card_points[..n].to_vec(),
            winners: (0..n).filter(|&s| self.winners >> s & 1 == 1).collect(),
            stake: self.stake,
            game_points: self.game_points[..n].to_vec(),
            why,
            reason: None,
            items: (0..n)
                .filter(|&s| self.game_points[s] != 0)
                .map(|s| ScoreItem::new(s, "stake", self.game_points[s]))
                .collect(),
        }
    }
}

/// A game whose hands are strung into a match.
pub trait HandGame: Game {
    /// Every option of the game; saved with the match.
    type Config: Clone + fmt::Debug + PartialEq + Serialize + for<'de> Deserialize<'de> + Send;

    /// What a fixed deal lays out beyond hands, stock and won cards ([`FixedDeal::layout`]);
    /// `()` when the game has nothing more.
    type Layout: Clone + fmt::Debug + Default + PartialEq;

    /// Checks a config before a match starts; the error says what to change.
    fn validate(config: &Self::Config) -> Result<(), String>;

    /// Seats at the table for this config.
    fn seat_count(config: &Self::Config) -> usize;

    /// Names of the match's scoring sides ("North–South", "East–West", or seat names).
    fn side_names(config: &Self::Config) -> Vec<String>;

    /// Who deals and leads the first hand (may draw cards with `rng`).
    fn first_start(config: &Self::Config, rng: &mut GameRng) -> HandStart;

    /// Shuffles and deals a hand.
    fn deal(config: &Self::Config, start: HandStart, rng: &mut GameRng) -> Self;

    /// The hand as `deal` lays it out, with the match totals already told; the error says
    /// what is wrong with the deal (a card twice, a hand of the wrong size).
    fn from_deal(config: &Self::Config, deal: &FixedDeal<Self::Layout>) -> Result<Self, String>;

    /// Who dealt this hand and who leads (or acts) first.
    fn hand_start(&self) -> HandStart;

    /// The side a seat scores for in this hand, as far as the hand has shown it: usually its
    /// match side ([`GameDef::seat_side`](super::GameDef::seat_side)), but Sedma's king teams
    /// are known only once the kings are seen.
    fn scoring_side(&self, seat: Seat) -> Side;

    /// Tells a freshly dealt hand the match totals per side before anyone acts. Games whose
    /// rules depend on the match score use it (All Fours: the gift may not reach the target,
    /// and a turn-up jack that reaches it ends the hand and the match at once).
    fn set_match_totals(&mut self, _totals: &[i32]) {}

    /// The side(s) a finished hand makes the match winners by itself, before the totals are
    /// consulted (All Fours: a single-deal match and its tie-breaks). Empty by default.
    fn match_decided(&self) -> Vec<Side> {
        Vec::new()
    }

    /// The result of a finished hand without allocating (`None` while it is being played).
    fn outcome(&self) -> Option<Outcome>;

    /// The score of a finished hand as the score sheet shows it.
    fn hand_score(&self) -> Option<HandScore>;

    /// How a finished hand ended, for games with more than one way to end (Sevens from Hell:
    /// a player went out, or the decks ran out): a short phrase the reports count. `None`
    /// for games whose hands always end the same way, and while the hand is being played.
    fn ending(&self) -> Option<&'static str> {
        None
    }

    /// Who deals and leads the next hand, from this finished one.
    fn next_start(&self, score: &HandScore) -> HandStart;

    /// The winners of the match given the totals after `hands` hands: one side, several that
    /// share the win (Sevens from Hell), or none to play on.
    fn match_winners(config: &Self::Config, totals: &[i32], hands: usize) -> Vec<Side>;
}

/// Why a match could not be started or continued.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    #[error("invalid settings: {0}")]
    Config(String),
    #[error("the deal: {0}")]
    Deal(String),
    #[error("the match is over")]
    Over,
    #[error(transparent)]
    Rule(#[from] RuleError),
}

/// One finished hand as the score sheet shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchRecord {
    pub start: HandStart,
    pub score: HandScore,
    /// Match totals per side after this hand.
    pub totals: Vec<i32>,
}

/// The events of one or more match actions of game `G`, in order.
pub type MatchEvents<G> = Vec<MatchEvent<<G as Game>::Event>>;

/// What a match action caused: the hand's events, and the hand and match ends.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum MatchEvent<E> {
    Hand(E),
    HandOver(MatchRecord),
    NewHand(HandStart),
    /// The match is over: its winning side, or the sides that share the win.
    MatchOver {
        winners: Vec<Side>,
    },
}

impl<E: Clone> MatchEvent<E> {
    /// The events of one match action as `seat` may see them: each hand event through
    /// [`Game::event_for`].
    pub fn seen_by<G: Game<Event = E>>(events: &[MatchEvent<E>], seat: Seat) -> Vec<MatchEvent<E>> {
        events
            .iter()
            .map(|e| match e {
                MatchEvent::Hand(h) => MatchEvent::Hand(G::event_for(h, seat)),
                other => other.clone(),
            })
            .collect()
    }
}

/// A match in progress.
#[derive(Clone)]
pub struct Match<G: HandGame> {
    config: G::Config,
    seed: u64,
    rng: GameRng,
    hand: G,
    start: HandStart,
    records: Vec<MatchRecord>,
    totals: Vec<i32>,
    actions: Vec<G::Action>,
    /// Empty while the match is played.
    winners: Vec<Side>,
    /// The last hand to finish, as it ended (the next one is dealt at once).
    last_hand: Option<Box<G>>,
    /// The first hand was a fixed deal, not dealt from the seed.
    fixed_deal: bool,
}

impl<G: HandGame> Match<G> {
    /// Starts a match: validates the config and deals the first hand from `seed`.
    pub fn new(config: G::Config, seed: u64) -> Result<Self, MatchError> {
        G::validate(&config).map_err(MatchError::Config)?;
        let mut rng = rng_from_seed(seed);
        let start = G::first_start(&config, &mut rng).numbered(1);
        let mut hand = G::deal(&config, start, &mut rng);
        let sides = G::side_names(&config).len();
        hand.set_match_totals(&vec![0; sides]);
        let mut m = Match {
            config,
            seed,
            rng,
            hand,
            start,
            records: Vec::new(),
            totals: vec![0; sides],
            actions: Vec::new(),
            winners: Vec::new(),
            last_hand: None,
            fixed_deal: false,
        };
        // A hand can end at the deal (a burned hand): settle it before anyone acts.
        m.settle(&mut Vec::new());
        Ok(m)
    }

    /// Starts a match from a fixed first hand (a lesson, a scenario); later hands are dealt
    /// from `seed`. The deal's totals are the match's totals before it.
    pub fn from_deal(
        config: G::Config,
        deal: &FixedDeal<G::Layout>,
        seed: u64,
    ) -> Result<Self, MatchError> {
        G::validate(&config).map_err(MatchError::Config)?;
        let sides = G::side_names(&config).len();
        let totals = if deal.totals.is_empty() {
            vec![0; sides]
        } else if deal.totals.len() == sides {
            deal.totals.clone()
        } else {
            return Err(MatchError::Deal(format!(
                "the deal lists {} match totals; this game has {sides} sides",
                deal.totals.len()
            )));
        };
        let mut hand = G::from_deal(&config, deal).map_err(MatchError::Deal)?;
        hand.set_match_totals(&totals);
        let mut m = Match {
            config,
            seed,
            rng: rng_from_seed(seed),
            start: hand.hand_start().numbered(1),
            hand,
            records: Vec::new(),
            totals,
            actions: Vec::new(),
            winners: Vec::new(),
            last_hand: None,
            fixed_deal: true,
        };
        m.settle(&mut Vec::new());
        Ok(m)
    }

    /// The match as one seat knows it from a table server: `hand` (and `last_hand`, the hand
    /// finished last at its end) is a position consistent with the seat's view (its hidden
    /// cards a guess, never shown), with the server's hand start, finished hands, totals and
    /// winners. It cannot be replayed: it has no actions.
    pub fn as_seen(
        config: G::Config,
        (hand, last_hand): (G, Option<G>),
        start: HandStart,
        records: Vec<MatchRecord>,
        winners: Vec<Side>,
    ) -> Self {
        let sides = G::side_names(&config).len();
        let totals = records
            .last()
            .map_or_else(|| vec![0; sides], |r| r.totals.clone());
        Match {
            config,
            seed: 0,
            rng: rng_from_seed(0),
            hand,
            start,
            records,
            totals,
            actions: Vec::new(),
            winners,
            last_hand: last_hand.map(Box::new),
            fixed_deal: true,
        }
    }

    /// The last hand to finish, as it stood at its end (a finished hand is replaced by the
    /// next deal at once, so this is where its final position can be read).
    pub fn last_hand(&self) -> Option<&G> {
        self.last_hand.as_deref()
    }

    /// Whether [`replay`](Match::replay) from the config, the seed and the actions rebuilds
    /// this match: not when its first hand was a fixed deal.
    pub fn replayable(&self) -> bool {
        !self.fixed_deal
    }

    /// Rebuilds a match from its config, seed and action log.
    pub fn replay(config: G::Config, seed: u64, actions: &[G::Action]) -> Result<Self, MatchError> {
        let mut m = Self::new(config, seed)?;
        for &a in actions {
            m.apply(a)?;
        }
        Ok(m)
    }

    pub fn config(&self) -> &G::Config {
        &self.config
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The hand being played (or the last one, once the match is over).
    pub fn hand(&self) -> &G {
        &self.hand
    }

    pub fn start(&self) -> HandStart {
        self.start
    }

    pub fn records(&self) -> &[MatchRecord] {
        &self.records
    }

    pub fn totals(&self) -> &[i32] {
        &self.totals
    }

    /// Every action applied so far, across all hands.
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// The side that won the match alone; `None` while it is played or when the win is shared.
    pub fn winner(&self) -> Option<Side> {
        match self.winners[..] {
            [w] => Some(w),
            _ => None,
        }
    }

    /// The sides that won the match (empty while it is played).
    pub fn winners(&self) -> &[Side] {
        &self.winners
    }

    pub fn is_over(&self) -> bool {
        !self.winners.is_empty()
    }

    /// Applies an action to the current hand; finishing a hand scores it and deals the next.
    pub fn apply(&mut self, action: G::Action) -> Result<Vec<MatchEvent<G::Event>>, MatchError> {
        if self.is_over() {
            return Err(MatchError::Over);
        }
        let events = self.hand.apply(action)?;
        self.actions.push(action);
        let mut out: Vec<_> = events.into_iter().map(MatchEvent::Hand).collect();
        self.settle(&mut out);
        Ok(out)
    }

    /// Scores finished hands and deals new ones until a hand is live or the match is over.
    fn settle(&mut self, out: &mut Vec<MatchEvent<G::Event>>) {
        while self.winners.is_empty() {
            let Some(score) = self.hand.hand_score() else {
                return;
            };
            for (t, g) in self.totals.iter_mut().zip(&score.game_points) {
                *t += g;
            }
            let record = MatchRecord {
                start: self.start,
                score: score.clone(),
                totals: self.totals.clone(),
            };
            self.records.push(record.clone());
            self.last_hand = Some(Box::new(self.hand.clone()));
            out.push(MatchEvent::HandOver(record));
            let mut winners = self.hand.match_decided();
            if winners.is_empty() {
                winners = G::match_winners(&self.config, &self.totals, self.records.len());
            }
            if !winners.is_empty() {
                self.winners = winners.clone();
                out.push(MatchEvent::MatchOver { winners });
                return;
            }
            self.start = self
                .hand
                .next_start(&score)
                .numbered(self.records.len() + 1);
            self.hand = G::deal(&self.config, self.start, &mut self.rng);
            self.hand.set_match_totals(&self.totals);
            out.push(MatchEvent::NewHand(self.start));
        }
    }
}

/// First side whose total reaches `target` (ties: the higher total, then the lower index).
pub fn first_to_target(totals: &[i32], target: i32) -> Option<Side> {
    let best = (0..totals.len()).max_by_key(|&s| (totals[s], std::cmp::Reverse(s)))?;
    (totals[best] >= target).then_some(best)
}

/// After `n` hands, the side with the most points; a tie plays on (house choice).
pub fn best_after_hands(totals: &[i32], hands: usize, n: usize) -> Option<Side> {
    if hands < n {
        return None;
    }
    let max = *totals.iter().max()?;
    let mut leaders = (0..totals.len()).filter(|&s| totals[s] == max);
    let first = leaders.next()?;
    leaders.next().is_none().then_some(first)
}
