//! Sedma's settings: player count, pack face, every variant of the rule book's table 1.8 and the
//! match end. One serde value, so settings files, scenarios and saved matches share it.

use crate::cards::{Card, CardSet, PackStyle, Rank, Suit};
use serde::{Deserialize, Serialize};

/// How osmová resolves a 7 and an 8 in one trick (rule book 1.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OsmovaWildClash {
    /// The first wild holds: a 7 cannot beat an 8 and an 8 cannot beat a 7.
    #[default]
    FirstWildHolds,
    /// An 8 beats a 7 played before it (a 7 still cannot beat an 8).
    EightBeatsSeven,
}

/// What a hand's points count.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scoring {
    /// Aces and tens 10 each, last trick 10 (90 in all).
    #[default]
    Standard,
    /// Osmová trick points: aces and tens 10, each trick won 10, last trick 10.
    OsmovaTrickPoints,
    /// Only tricks count, 1 each.
    TricksOnly,
}

/// The stakes of a four-in-a-row burn (rule book 1.8, `BurnConsecutive`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BurnPreset {
    /// Ordinary burn 1, tens 1, sevens 3.
    A,
    /// Every burn 4.
    B,
    /// Ordinary 5, tens 10, sevens 15.
    C,
}

impl BurnPreset {
    /// Stakes for four consecutive cards of `rank` (rank value 2..=14).
    pub fn stake(self, rank: u8) -> i32 {
        match (self, rank) {
            (BurnPreset::A, 7) => 3,
            (BurnPreset::A, _) => 1,
            (BurnPreset::B, _) => 4,
            (BurnPreset::C, 7) => 15,
            (BurnPreset::C, 10) => 10,
            (BurnPreset::C, _) => 5,
        }
    }
}

/// Which king makes the soloist in the 3-player king variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KingTeams {
    KingOfLeaves,
    KingOfHearts,
}

impl KingTeams {
    pub fn card(self) -> Card {
        match self {
            KingTeams::KingOfLeaves => Card::new(Rank::King, Suit::Spades),
            KingTeams::KingOfHearts => Card::new(Rank::King, Suit::Hearts),
        }
    }
}

/// The pack for three players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ThreePlayerPack {
    /// 30 cards: the 8 of hearts and 8 of diamonds removed.
    #[default]
    TwoEights,
    /// 30 cards: the 8 and 9 of hearts removed.
    EightAndNine,
    /// All 32 cards; one player ends a card short (Svoboda).
    Full32,
    /// All 32 cards; once per hand a non-leader may pass a round (Hartmann).
    Full32Pass,
}

/// When the match ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MatchEnd {
    /// First side to reach this many game points (net balance with three players).
    Target(u32),
    /// After this many hands, the most game points; a tie plays on until broken (house choice).
    FixedHands(u32),
}

impl Default for MatchEnd {
    fn default() -> Self {
        MatchEnd::Target(10)
    }
}

/// Every Sedma setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct SedmaOptions {
    /// 2, 3 or 4.
    pub players: u8,
    /// German or French faces (display only).
    pub pack: PackStyle,
    /// Sedma osmová: eights are wild too.
    pub osmova: bool,
    pub wild_clash: OsmovaWildClash,
    pub scoring: Scoring,
    /// Slovak rules: no last-trick bonus, 40–40 goes to the last trick, special deal rotation.
    pub slovak: bool,
    /// Four cards of one rank in a row within a trick end the hand (2 and 4 players).
    pub burn: Option<BurnPreset>,
    /// Four of a rank in one hand end the hand for 4 stakes.
    pub burn_hand: bool,
    /// 3 players: the holder of this king plays alone and the king is wild.
    pub king_teams: Option<KingTeams>,
    pub three_player: ThreePlayerPack,
    /// The leader may continue only while his side is not winning the trick.
    pub continue_only_when_losing: bool,
    /// The first dealer (and 4-player partnerships) by drawing cards.
    pub dealer_by_draw: bool,
    pub match_end: MatchEnd,
}

impl Default for SedmaOptions {
    fn default() -> Self {
        SedmaOptions {
            players: 2,
            pack: PackStyle::German,
            osmova: false,
            wild_clash: OsmovaWildClash::FirstWildHolds,
            scoring: Scoring::Standard,
            slovak: false,
            burn: None,
            burn_hand: false,
            king_teams: None,
            three_player: ThreePlayerPack::TwoEights,
            continue_only_when_losing: false,
            dealer_by_draw: false,
            match_end: MatchEnd::Target(10),
        }
    }
}

/// A named variant of Sedma.
pub type Variant = crate::engine::Variant<SedmaOptions>;

pub const VARIANTS: &[Variant] = &[
    Variant {
        name: "osmova",
        title: "osmová",
        summary: "Sedma osmová: eights are wild as well as sevens",
        apply: |o| o.osmova = true,
    },
    Variant {
        name: "eight-beats-seven",
        title: "eight beats seven",
        summary: "osmová: an eight beats a seven played before it (implies osmova)",
        apply: |o| {
            o.osmova = true;
            o.wild_clash = OsmovaWildClash::EightBeatsSeven;
        },
    },
    Variant {
        name: "osmova-trick-points",
        title: "osmová trick points",
        summary: "osmová scoring: every trick won is worth 10 more (implies osmova)",
        apply: |o| {
            o.osmova = true;
            o.scoring = Scoring::OsmovaTrickPoints;
        },
    },
    Variant {
        name: "tricks-only",
        title: "tricks only",
        summary: "aces and tens count nothing; each trick is 1 point",
        apply: |o| o.scoring = Scoring::TricksOnly,
    },
    Variant {
        name: "slovak",
        title: "Slovak rules",
        summary: "no last-trick bonus (80 points); the dealer's opponents need 60 to pass the deal",
        apply: |o| o.slovak = true,
    },
    Variant {
        name: "burn-a",
        title: "burning (1 game point, sevens 3)",
        summary: "four in a row of one rank end the hand: 1 stake, sevens 3 (2 and 4 players)",
        apply: |o| o.burn = Some(BurnPreset::A),
    },
    Variant {
        name: "burn-b",
        title: "burning (4 game points)",
        summary: "four in a row of one rank end the hand: every burn 4 stakes",
        apply: |o| o.burn = Some(BurnPreset::B),
    },
    Variant {
        name: "burn-c",
        title: "burning (5 game points, tens 10, sevens 15)",
        summary: "four in a row of one rank end the hand: 5 stakes, tens 10, sevens 15",
        apply: |o| o.burn = Some(BurnPreset::C),
    },
    Variant {
        name: "burn-hand",
        title: "burned hand",
        summary: "holding four of a rank ends the hand: that side wins 4 stakes",
        apply: |o| o.burn_hand = true,
    },
    Variant {
        name: "king-of-leaves",
        title: "king of leaves plays alone",
        summary: "3 players: the holder of the king of leaves plays alone; that king is wild",
        apply: |o| o.king_teams = Some(KingTeams::KingOfLeaves),
    },
    Variant {
        name: "king-of-hearts",
        title: "king of hearts plays alone",
        summary: "3 players: the holder of the king of hearts plays alone; that king is wild",
        apply: |o| o.king_teams = Some(KingTeams::KingOfHearts),
    },
    Variant {
        name: "eight-and-nine",
        title: "8 and 9 of hearts out",
        summary: "3 players: remove the 8 and 9 of hearts instead of two eights",
        apply: |o| o.three_player = ThreePlayerPack::EightAndNine,
    },
    Variant {
        name: "three-32",
        title: "32 cards for three",
        summary: "3 players with all 32 cards; one player ends a card short",
        apply: |o| o.three_player = ThreePlayerPack::Full32,
    },
    Variant {
        name: "three-32-pass",
        title: "32 cards for three, with a pass",
        summary: "3 players with all 32 cards; once per hand a non-leader may pass a round",
        apply: |o| o.three_player = ThreePlayerPack::Full32Pass,
    },
    Variant {
        name: "continue-only-when-losing",
        title: "continue only when losing",
        summary: "the leader may continue only while his side is not winning the trick",
        apply: |o| o.continue_only_when_losing = true,
    },
    Variant {
        name: "dealer-by-draw",
        title: "dealer by draw",
        summary: "draw cards for the first dealer (and partners with 4 players)",
        apply: |o| o.dealer_by_draw = true,
    },
];

impl SedmaOptions {
    /// Default options for a player count.
    pub fn for_players(players: u8) -> SedmaOptions {
        SedmaOptions {
            players,
            ..SedmaOptions::default()
        }
    }

    /// Turns on a named variant; the error lists the names there are.
    pub fn apply_variant(&mut self, name: &str) -> Result<(), String> {
        crate::engine::variants::apply_named(VARIANTS, "Sedma", name, self)
    }

    /// Checks that the options make a playable game; the error says what to change.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.players;
        if !(2..=4).contains(&n) {
            return Err(format!("Sedma is for 2, 3 or 4 players, not {n}"));
        }
        if self.scoring == Scoring::OsmovaTrickPoints && !self.osmova {
            return Err(
                "osmová trick points need osmová (eights wild): add the osmova variant".into(),
            );
        }
        if self.wild_clash == OsmovaWildClash::EightBeatsSeven && !self.osmova {
            return Err("eight-beats-seven only applies to osmová: add the osmova variant".into());
        }
        if self.burn.is_some() && n == 3 {
            return Err("burning four in a row is played by 2 or 4 players only".into());
        }
        if self.king_teams.is_some() {
            if n != 3 {
                return Err("the king-of-leaves/hearts teams variant is for 3 players".into());
            }
            if self.burn_hand {
                return Err("burning is disabled in the king teams variant: drop burn-hand".into());
            }
            if matches!(
                self.three_player,
                ThreePlayerPack::Full32 | ThreePlayerPack::Full32Pass
            ) {
                return Err("the king teams variant is played with 30 cards".into());
            }
        }
        if n != 3 && self.three_player != ThreePlayerPack::TwoEights {
            return Err("the 3-player pack options need 3 players".into());
        }
        match self.match_end {
            MatchEnd::Target(0) => return Err("the match target must be at least 1".into()),
            MatchEnd::FixedHands(0) => {
                return Err("a fixed-hands match needs at least 1 hand".into());
            }
            _ => {}
        }
        Ok(())
    }

    /// The cards in play for these options.
    pub fn pack(&self) -> CardSet {
        let mut set = (7..=14).fold(CardSet::EMPTY, |s, r| s.union(CardSet::of_rank(r)));
        if self.players == 3 {
            let removed: &[Card] = match self.three_player {
                ThreePlayerPack::TwoEights => &[
                    Card::new(Rank::Eight, Suit::Hearts),
                    Card::new(Rank::Eight, Suit::Diamonds),
                ],
                ThreePlayerPack::EightAndNine => &[
                    Card::new(Rank::Eight, Suit::Hearts),
                    Card::new(Rank::Nine, Suit::Hearts),
                ],
                ThreePlayerPack::Full32 | ThreePlayerPack::Full32Pass => &[],
            };
            for &c in removed {
                set.remove(c);
            }
        }
        set
    }

    /// How a trick is resolved under these options.
    pub fn trick_rules(&self) -> super::TrickRules {
        super::TrickRules {
            wild: self.wild(),
            osmova: self.osmova,
            clash: self.wild_clash,
            king: self.king_teams.map(|k| k.card()),
        }
    }

    /// The wild cards: sevens, eights in osmová, the chosen king.
    pub fn wild(&self) -> CardSet {
        let mut w = CardSet::of_rank(7);
        if self.osmova {
            w = w.union(CardSet::of_rank(8));
        }
        if let Some(k) = self.king_teams {
            w.insert(k.card());
        }
        w
    }

    pub fn pass_rule(&self) -> bool {
        self.players == 3 && self.three_player == ThreePlayerPack::Full32Pass
    }

    /// Whether the side that took the last trick gets 10 more.
    pub fn last_trick_bonus(&self) -> bool {
        !self.slovak && self.scoring != Scoring::TricksOnly
    }

    /// Whether equal points go to the side that took the last trick.
    pub fn tie_to_last_trick(&self) -> bool {
        self.slovak || self.scoring != Scoring::Standard
    }

    /// The names of the variants that are on, for reports.
    pub fn variant_names(&self) -> Vec<&'static str> {
        crate::engine::variants::names_on(VARIANTS, self)
            .into_iter()
            .filter(|&name| {
                // "osmova" is implied by its refinements; list only the most specific.
                !(name == "osmova"
                    && (self.scoring == Scoring::OsmovaTrickPoints
                        || self.wild_clash == OsmovaWildClash::EightBeatsSeven))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_a_valid_player_count() {
        for v in VARIANTS {
            let ok = (2..=4).any(|n| {
                let mut o = SedmaOptions::for_players(n);
                (v.apply)(&mut o);
                o.validate().is_ok()
            });
            assert!(ok, "{} is valid for no player count", v.name);
        }
    }

    #[test]
    fn unknown_variant_lists_the_names() {
        let e = SedmaOptions::default().apply_variant("osmosa").unwrap_err();
        assert!(e.contains("osmova") && e.contains("burn-a"), "{e}");
    }

    #[test]
    fn variant_names_round_trip() {
        let mut o = SedmaOptions::for_players(4);
        o.apply_variant("osmova-trick-points").unwrap();
        o.apply_variant("burn-c").unwrap();
        assert_eq!(o.variant_names(), vec!["osmova-trick-points", "burn-c"]);
    }

    #[test]
    fn packs_by_player_count() {
        assert_eq!(SedmaOptions::for_players(2).pack().len(), 32);
        assert_eq!(SedmaOptions::for_players(3).pack().len(), 30);
        let mut o = SedmaOptions::for_players(3);
        o.apply_variant("three-32").unwrap();
        assert_eq!(o.pack().len(), 32);
    }
}
