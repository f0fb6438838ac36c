//! Statistics computed from the history, from the person's seat: per game, player count and
//! set of variants. Resetting them never deletes history: it records the moment from which
//! matches count (and keeps a copy of the statistics as they were).

use super::clock::Stamp;
use super::format::{Versioned, decode_current};
use super::game::{GameInfo, with_game};
use super::history::HistoryEntry;
use super::players::{Level, ProfileId};
use super::problem::FileKind;
use super::saved::MatchId;
use serde::{Deserialize, Serialize};
use sevenfold_core::engine::GameDef;
use sevenfold_core::engine::HandScore;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// The person's best hand in a group.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestHand {
    pub match_id: MatchId,
    /// When its match finished (RFC 3339; empty in files written before it was kept).
    #[serde(default)]
    pub finished: String,
    /// 1-based.
    pub hand: usize,
    pub game_points: i32,
    pub card_points: i32,
}

/// One player's statistics of one game with one player count and one set of variants.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GroupStats {
    /// Whose (files written before profiles are the default profile's).
    #[serde(default)]
    pub player: ProfileId,
    pub game: String,
    pub players: u8,
    /// The variant names (empty: the basic game).
    pub variants: Vec<String>,
    /// Matches played to the end or given up (abandoned ones are counted apart).
    pub matches: u32,
    pub matches_won: u32,
    pub matches_lost: u32,
    /// Matches left unfinished.
    #[serde(default)]
    pub matches_abandoned: u32,
    /// Matches given up at the table (counted as lost by the side that gave up).
    #[serde(default)]
    pub matches_conceded: u32,
    /// Matches won / matches, 0 to 1.
    pub win_rate: f64,
    /// Most matches won in a row.
    pub longest_winning_streak: u32,
    pub hands: u32,
    /// Hands in which the side made more of the game's points than every other side.
    pub hands_won: u32,
    /// Hands in which another side made more.
    pub hands_lost: u32,
    /// Hands in which the side tied for the most: won, lost and tied add up to `hands`.
    #[serde(default)]
    pub hands_tied: u32,
    /// Hands in which a hint was asked for at the table (at a hot-seat table, by anyone).
    #[serde(default)]
    pub hands_with_hints: u32,
    /// Hands in which a decision was taken back with Undo (at a hot-seat table, by anyone).
    #[serde(default)]
    pub hands_with_undo: u32,
    /// The person's side's own points per hand, as the game counts them: Sedma card points,
    /// All Fours the points made in the deal (each game's messages say which).
    #[serde(alias = "average_card_points")]
    pub average_points: f64,
    pub best_hand: Option<BestHand>,
    /// Each match won or lost, oldest first (abandoned ones are not results), for the page's
    /// chart of results over time. Not written out: a list as long as the history.
    #[serde(default, skip_serializing)]
    pub results: Vec<bool>,
    /// The side's own points in each hand, oldest first ([`GroupStats::average_points`]
    /// averages them), for the page's histogram. Not written out, likewise.
    #[serde(default, skip_serializing)]
    pub hand_points: Vec<i32>,
    /// Matches won and played against each kind of opposition, in the order of
    /// [`Opposition`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub against: Vec<Against>,
}

/// Who sat on the other sides of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Opposition {
    /// Computer opponents of this level only.
    Computer(Level),
    /// Computer opponents of different levels.
    MixedComputers,
    /// Only people (a hot-seat table).
    People,
    /// People and computers.
    PeopleAndComputers,
}

impl Opposition {
    /// The opposition of `side` in match `e`.
    pub fn of(e: &HistoryEntry, side: usize) -> Opposition {
        let mut levels = Vec::new();
        let mut people = false;
        for (seat, p) in e.players.iter().enumerate() {
            if e.game.side_of(seat) == side {
                continue;
            }
            match p.level() {
                Some(l) if !levels.contains(&l) => levels.push(l),
                Some(_) => {}
                None => people = true,
            }
        }
        match (people, levels.as_slice()) {
            (true, []) => Opposition::People,
            (true, _) => Opposition::PeopleAndComputers,
            (false, [one]) => Opposition::Computer(*one),
            (false, _) => Opposition::MixedComputers,
        }
    }
}

/// Who sat on the person's own side: the seating as seen from their chair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Partner {
    /// Nobody: each plays for themselves.
    #[default]
    Alone,
    /// Computer partners only.
    Computer,
    /// At least one person as partner.
    Person,
}

impl Partner {
    /// The partners of the person at `seat` in match `e`.
    pub fn of(e: &HistoryEntry, seat: usize) -> Partner {
        let side = e.game.side_of(seat);
        let partners = e
            .players
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat && e.game.side_of(s) == side);
        let mut out = Partner::Alone;
        for (_, p) in partners {
            out = out.max(if p.is_human() {
                Partner::Person
            } else {
                Partner::Computer
            });
        }
        out
    }
}

/// The matches played and won against one kind of opposition, with one kind of partner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Against {
    pub opposition: Opposition,
    #[serde(default)]
    pub partner: Partner,
    pub matches: u32,
    pub won: u32,
}

impl GroupStats {
    /// The game's name as people read it.
    pub fn game_title(&self) -> String {
        GameInfo::by_name(&self.game).map_or_else(|| self.game.clone(), |g| g.title.to_string())
    }
}

/// All statistics.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Statistics {
    /// Matches finished after this moment count (RFC 3339); `None`: all of them.
    pub counted_since: Option<String>,
    pub groups: Vec<GroupStats>,
}

impl Statistics {
    /// Statistics of the matches finished after `since`, per person at the table (a merged
    /// profile counts as the one `resolve` gives). `entries` may be in any order; matches
    /// without a person at the table do not count.
    pub fn compute(
        entries: &[HistoryEntry],
        since: Option<&str>,
        resolve: impl Fn(ProfileId) -> ProfileId,
    ) -> Statistics {
        let mut groups: BTreeMap<(ProfileId, String, u8, Vec<String>), Acc> = BTreeMap::new();
        for (e, person, side) in counted(entries, since, resolve) {
            let key = (
                person,
                e.game_name.clone(),
                e.seat_count() as u8,
                e.variants.clone(),
            );
            groups.entry(key).or_default().add(e, side, points_of(e));
        }
        Statistics {
            counted_since: since.map(str::to_string),
            groups: groups
                .into_iter()
                .map(|((player, game, players, variants), a)| {
                    a.finish(player, game, players, variants)
                })
                .collect(),
        }
    }

    /// The groups of one player.
    pub fn of(&self, player: ProfileId) -> impl Iterator<Item = &GroupStats> {
        self.groups.iter().filter(move |g| g.player == player)
    }
}

/// The matches the statistics count (finished after `since`), oldest first, once per person
/// at the table (a merged profile as the one `resolve` gives) with that person's side.
pub(super) fn counted<'a>(
    entries: &'a [HistoryEntry],
    since: Option<&str>,
    resolve: impl Fn(ProfileId) -> ProfileId,
) -> Vec<(&'a HistoryEntry, ProfileId, usize)> {
    let mut list: Vec<&HistoryEntry> = entries
        .iter()
        .filter(|e| since.is_none_or(|s| e.finished.as_str() > s))
        .collect();
    list.sort_by(|a, b| (&a.finished, &a.id).cmp(&(&b.finished, &b.id)));
    let mut out = Vec::new();
    for e in list {
        for (person, side) in people_counted(e, &resolve) {
            out.push((e, person, side));
        }
    }
    out
}

/// The people the statistics count a match for (a merged profile as the one `resolve`
/// gives), each once, with the side of the first seat they sat in.
pub(super) fn people_counted(
    e: &HistoryEntry,
    resolve: impl Fn(ProfileId) -> ProfileId,
) -> Vec<(ProfileId, usize)> {
    let mut out: Vec<(ProfileId, usize)> = Vec::new();
    for (person, side) in e.people() {
        let person = resolve(person);
        // Two seats of one person (after a merge) count the match once.
        if !out.iter().any(|&(p, _)| p == person) {
            out.push((person, side));
        }
    }
    out
}

/// The first seat of `side` a person sat in (the side's first seat if none did).
pub(super) fn person_seat(e: &HistoryEntry, side: usize) -> usize {
    let seats = 0..e.players.len();
    let mut of_side = seats.filter(|&s| e.game.side_of(s) == side);
    let first = of_side.clone().next().unwrap_or(0);
    of_side.find(|&s| e.players[s].is_person()).unwrap_or(first)
}

/// The game's own points of a side in a hand of `e`'s game.
pub(super) fn points_of(e: &HistoryEntry) -> PointsOf {
    with_game!(&e.game, |G, _c| G::deal_points as PointsOf)
}

#[derive(Default)]
struct Acc {
    matches: u32,
    abandoned: u32,
    conceded: u32,
    won: u32,
    streak: u32,
    longest: u32,
    hands: u32,
    hands_won: u32,
    hands_lost: u32,
    hands_tied: u32,
    hinted: u32,
    undone: u32,
    points: i64,
    best: Option<BestHand>,
    results: Vec<bool>,
    hand_points: Vec<i32>,
    against: BTreeMap<(Opposition, Partner), (u32, u32)>,
}

/// The matches the page counts: all since the last reset, or only the latest ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Period {
    #[default]
    All,
    Year,
    Month,
    Week,
}

impl Period {
    pub const ALL: [Period; 4] = [Period::All, Period::Year, Period::Month, Period::Week];

    /// The moment (RFC 3339) after which matches count, for a page opened at `now`.
    pub fn start(self, now: Stamp) -> Option<String> {
        let days = match self {
            Period::All => return None,
            Period::Year => 365,
            Period::Month => 30,
            Period::Week => 7,
        };
        let start = Stamp {
            secs: now.secs - days * 86_400,
            millis: now.millis,
        };
        Some(start.rfc3339())
    }
}

/// Whether `side` won a hand (`Greater`), lost it or tied for the most, by the game's own
/// points of the hand as the sheet shows them. Not the hand's `winners`: in All Fours they
/// name the side the deal made match winner, or every side tied for the most.
pub(super) fn hand_result(s: &HandScore, side: usize, points: PointsOf) -> Ordering {
    let sides = s.game_points.len().max(s.card_points.len());
    (0..sides)
        .filter(|&o| o != side)
        .map(|o| points(s, o))
        .max()
        .map_or(Ordering::Equal, |best| points(s, side).cmp(&best))
}

/// A game's own points of a side in a hand.
pub(super) type PointsOf = fn(&HandScore, usize) -> i32;

impl Acc {
    /// Adds a match: a finished or given-up one counts as won or lost; an abandoned one only
    /// as abandoned (and ends a winning streak). The hands finished in any count.
    fn add(&mut self, e: &HistoryEntry, side: usize, points: PointsOf) {
        if let Some(gave_up) = e.conceded_by {
            self.conceded += u32::from(gave_up == side);
            self.add_result(e, side);
        } else if e.abandoned {
            self.abandoned += 1;
            self.streak = 0;
        } else {
            self.add_result(e, side);
        }
        self.add_hands(e, side, points);
    }

    fn add_result(&mut self, e: &HistoryEntry, side: usize) {
        let won = e.won_by(side);
        self.results.push(won);
        let seat = person_seat(e, side);
        let against = self
            .against
            .entry((Opposition::of(e, side), Partner::of(e, seat)))
            .or_default();
        against.0 += 1;
        against.1 += u32::from(won);
        self.matches += 1;
        if won {
            self.won += 1;
            self.streak += 1;
            self.longest = self.longest.max(self.streak);
        } else {
            self.streak = 0;
        }
    }

    fn add_hands(&mut self, e: &HistoryEntry, side: usize, points: PointsOf) {
        for (i, h) in e.hands.iter().enumerate() {
            let s = &h.score;
            self.hands += 1;
            self.hinted += u32::from(h.hinted);
            self.undone += u32::from(h.undone);
            match hand_result(s, side, points) {
                Ordering::Greater => self.hands_won += 1,
                Ordering::Less => self.hands_lost += 1,
                Ordering::Equal => self.hands_tied += 1,
            }
            let cp = s.card_points.get(side).copied().unwrap_or(0);
            let gp = s.game_points.get(side).copied().unwrap_or(0);
            self.points += i64::from(points(s, side));
            self.hand_points.push(points(s, side));
            let better = self
                .best
                .as_ref()
                .is_none_or(|b| (gp, cp) > (b.game_points, b.card_points));
            if better {
                self.best = Some(BestHand {
                    match_id: e.id.clone(),
                    finished: e.finished.clone(),
                    hand: i + 1,
                    game_points: gp,
                    card_points: cp,
                });
            }
        }
    }

    fn finish(
        self,
        player: ProfileId,
        game: String,
        players: u8,
        variants: Vec<String>,
    ) -> GroupStats {
        let ratio = |a: f64, b: u32| if b == 0 { 0.0 } else { a / f64::from(b) };
        GroupStats {
            player,
            game,
            players,
            variants,
            matches: self.matches,
            matches_won: self.won,
            matches_lost: self.matches - self.won,
            matches_abandoned: self.abandoned,
            matches_conceded: self.conceded,
            win_rate: ratio(f64::from(self.won), self.matches),
            longest_winning_streak: self.longest,
            hands: self.hands,
            hands_won: self.hands_won,
            hands_lost: self.hands_lost,
            hands_tied: self.hands_tied,
            hands_with_hints: self.hinted,
            hands_with_undo: self.undone,
            average_points: ratio(self.points as f64, self.hands),
            best_hand: self.best,
            results: self.results,
            hand_points: self.hand_points,
            against: self
                .against
                .into_iter()
                .map(|((opposition, partner), (matches, won))| Against {
                    opposition,
                    partner,
                    matches,
                    won,
                })
                .collect(),
        }
    }
}

/// The small file that says from when statistics count.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct StatsMarker {
    pub version: u32,
    /// Matches finished after this moment count; `None`: all.
    pub counted_since: Option<String>,
    /// Every reset so far, oldest first.
    #[serde(default)]
    pub resets: Vec<ResetRecord>,
}

/// One reset of the statistics.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResetRecord {
    /// When (RFC 3339).
    pub at: String,
    /// The file (in the data folder) that keeps the statistics as they were.
    pub backup: String,
}

impl Versioned for StatsMarker {
    const KIND: FileKind = FileKind::StatsMarker;
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<StatsMarker, String> {
        decode_current(Self::KIND, Self::VERSION, version, text)
    }
}

/// The statistics as they were before a reset, kept in their own file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StatsBackup {
    pub version: u32,
    pub reset_at: String,
    pub statistics: Statistics,
}

impl Versioned for StatsBackup {
    const KIND: FileKind = FileKind::StatsBackup;
    const VERSION: u32 = 1;

    fn decode(version: u32, text: &str) -> Result<StatsBackup, String> {
        decode_current(Self::KIND, Self::VERSION, version, text)
    }
}
