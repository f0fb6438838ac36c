//! All Fours settings: player count, every option of rule book table 2.9 and the match end. One
//! serde value, so settings files, scenarios and saved matches share it.

use serde::{Deserialize, Serialize};

/// What happens to the extra cards after the dealer runs the cards (rule book 2.4, 2.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AfterRun {
    /// Seed: everybody discards face down to six.
    #[default]
    DiscardToSix,
    /// Nobody discards; as many tricks are played as cards are held.
    KeepAll,
    /// Foster: keep all nine after one run, discard to six after two or more.
    FosterDiscard,
}

/// Who receives the dealer's gift point (rule book 2.4, 2.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GiftTo {
    /// Seed: eldest's party only.
    #[default]
    Eldest,
    /// Hoyle/Foster: every party except the dealer's.
    EachOpponent,
}

/// Who receives the extra three-card batches of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RunTo {
    /// Seed: every player.
    #[default]
    Everyone,
    /// Only the dealer and eldest (3 and 4 players); they always discard back to six.
    DealerAndEldest,
}

/// The table penalty for a revoke (rule book 2.8). With a penalty chosen, the engine lets a
/// player revoke (play a card that breaks the follow rule: such plays are listed as legal) and
/// applies the penalty when the deal is scored, as a table would on finding the revoke after the
/// last trick. The cap below the target applies to target matches; in a single-deal match the
/// revoker only loses the points. The seed's other penalty, for an exposed card, has no
/// counterpart here: the app never shows a card before it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RevokePenalty {
    /// Seed: the offender's party cannot reach the target this deal (capped at target − 1) and
    /// loses 1 point if the jack of trumps was in play, 2 if it was not.
    SeedRevoke,
    /// Foster: capped at target − 1, scores no Game (and no Jack when the jack is in play), and
    /// loses 1 point if the jack was not in play, 2 if it was.
    FosterRevoke,
}

/// When the match ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MatchEnd {
    /// First party to reach this many points (7 = Seven Up; 10 and 11 are options).
    Target(u32),
    /// One deal: the most points wins; a tie goes to the party holding High, then Low, then
    /// Jack, then Game (house choice); a deal nobody wins (abandoned or tied without any of
    /// those four points) is followed by another.
    SingleDeal,
}

impl Default for MatchEnd {
    fn default() -> Self {
        MatchEnd::Target(7)
    }
}

/// Every All Fours setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct AllFoursOptions {
    /// 2 or 3 (each for himself) or 4 (partners opposite).
    pub players: u8,
    /// Classic rule: a trump may be played even when able to follow suit.
    pub trump_anytime: bool,
    pub after_run: AfterRun,
    pub gift: GiftTo,
    pub run_to: RunTo,
    /// Table penalties: revokes allowed and punished at the end of the deal.
    pub revoke_penalty: Option<RevokePenalty>,
    pub match_end: MatchEnd,
}

impl Default for AllFoursOptions {
    fn default() -> Self {
        AllFoursOptions {
            players: 2,
            trump_anytime: false,
            after_run: AfterRun::DiscardToSix,
            gift: GiftTo::Eldest,
            run_to: RunTo::Everyone,
            revoke_penalty: None,
            match_end: MatchEnd::Target(7),
        }
    }
}

/// A named variant of All Fours.
pub type Variant = crate::engine::Variant<AllFoursOptions>;

pub const VARIANTS: &[Variant] = &[
    Variant {
        name: "classic-trump-anytime",
        title: "trump at any time",
        summary: "a trump may be played even when able to follow suit (pagat, Hoyle)",
        apply: |o| o.trump_anytime = true,
    },
    Variant {
        name: "keep-all-after-run",
        title: "keep all cards after a run",
        summary: "no discarding after a run: play as many tricks as cards held",
        apply: |o| o.after_run = AfterRun::KeepAll,
    },
    Variant {
        name: "foster-discard",
        title: "Foster's discard",
        summary: "keep all nine after one run; discard to six after two or more",
        apply: |o| o.after_run = AfterRun::FosterDiscard,
    },
    Variant {
        name: "gift-to-each-opponent",
        title: "gift to each opponent",
        summary: "the dealer's gift gives 1 point to every opposing party",
        apply: |o| o.gift = GiftTo::EachOpponent,
    },
    Variant {
        name: "run-dealer-and-eldest-only",
        title: "run to dealer and eldest only",
        summary: "3-4 players: only dealer and eldest receive run cards, then discard to six",
        apply: |o| o.run_to = RunTo::DealerAndEldest,
    },
    Variant {
        name: "single-deal",
        title: "a single deal",
        summary: "one deal decides the match: the most points wins",
        apply: |o| o.match_end = MatchEnd::SingleDeal,
    },
    Variant {
        name: "target-10",
        title: "to 10 points",
        summary: "play to 10 points instead of 7",
        apply: |o| o.match_end = MatchEnd::Target(10),
    },
    Variant {
        name: "target-11",
        title: "to 11 points",
        summary: "play to 11 points (1911 Britannica)",
        apply: |o| o.match_end = MatchEnd::Target(11),
    },
    Variant {
        name: "seed-revoke",
        title: "revokes punished (Polish rule)",
        summary: "table penalties: revokes allowed; offender capped below the target, loses 1 (jack in play) or 2",
        apply: |o| o.revoke_penalty = Some(RevokePenalty::SeedRevoke),
    },
    Variant {
        name: "foster-revoke",
        title: "revokes punished (Foster's rule)",
        summary: "table penalties (Foster): revoker capped, no Game, loses 1 (jack not in play) or 2",
        apply: |o| o.revoke_penalty = Some(RevokePenalty::FosterRevoke),
    },
];

impl AllFoursOptions {
    /// Default options for a player count.
    pub fn for_players(players: u8) -> AllFoursOptions {
        AllFoursOptions {
            players,
            ..AllFoursOptions::default()
        }
    }

    /// Turns on a named variant; the error lists the names there are.
    pub fn apply_variant(&mut self, name: &str) -> Result<(), String> {
        crate::engine::variants::apply_named(VARIANTS, "All Fours", name, self)
    }

    /// Checks the settings; the error says what to change.
    pub fn validate(&self) -> Result<(), String> {
        if !(2..=4).contains(&self.players) {
            return Err(format!(
                "All Fours is for 2, 3 or 4 players, not {}",
                self.players
            ));
        }
        if let MatchEnd::Target(t) = self.match_end
            && !(1..=100).contains(&t)
        {
            return Err(format!(
                "the target must be 1 to 100 points (7, 10 or 11 are usual), not {t}"
            ));
        }
        Ok(())
    }

    /// The target, or `None` for a single-deal match.
    pub fn target(&self) -> Option<i32> {
        match self.match_end {
            MatchEnd::Target(t) => Some(t as i32),
            MatchEnd::SingleDeal => None,
        }
    }

    /// The names of the variants these options turn on.
    pub fn variant_names(&self) -> Vec<&'static str> {
        crate::engine::variants::names_on(VARIANTS, self)
    }

    /// Every option combination the property tests cover, for a player count.
    pub fn every_variant(players: u8) -> Vec<AllFoursOptions> {
        let mut out = vec![AllFoursOptions::for_players(players)];
        for v in VARIANTS {
            let mut o = AllFoursOptions::for_players(players);
            (v.apply)(&mut o);
            out.push(o);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_round_trip() {
        for v in VARIANTS {
            let mut o = AllFoursOptions::for_players(3);
            o.apply_variant(v.name).unwrap();
            assert_eq!(o.variant_names(), vec![v.name]);
            assert!(o.validate().is_ok());
        }
    }

    #[test]
    fn unknown_variant_lists_the_names() {
        let e = AllFoursOptions::default()
            .apply_variant("nope")
            .unwrap_err();
        assert!(e.contains("single-deal"), "{e}");
        assert!(AllFoursOptions::for_players(5).validate().is_err());
    }
}
