//! The deal a scenario or lesson starts from. Every game's deal has a dealer, hands, a stock and
//! won cards; a game whose position holds more (Sevens from Hell's feet, decks, pile and books)
//! names its own fields ([`ScenarioGame::DealFields`]), which the file writes beside the shared
//! ones. The shared format keeps them as written until the game reads them.

use super::{Cards, ScenarioError, ScenarioGame, invalid};
use crate::engine::{FixedDeal, HandGame, Seat};
use serde::de::{self, DeserializeOwned, MapAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::sync::Mutex;

/// The position the scenario starts from: what every game's deal has, and the fields a game
/// adds ([`GameFields`]; Sevens from Hell's feet, decks, pile and books), which that game
/// reads when the deal is laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct Deal {
    pub dealer: Seat,
    /// Who leads the first trick; the dealer's left when left out.
    pub leader: Option<Seat>,
    /// Each seat's hand, seat 0 first.
    pub hands: Vec<Cards>,
    /// The stock, top card first.
    pub stock: Cards,
    /// Cards each seat has already won (empty, or one pile per seat).
    pub won: Vec<Cards>,
    /// Match totals per side before this hand (a fresh match when left out).
    pub match_totals: Option<Vec<i32>>,
    /// Hands already played in the match (for matches of a fixed number of hands; Sevens
    /// from Hell plays round `hands_played + 1`).
    pub hands_played: usize,
    /// The game's own fields, as written.
    pub game_fields: GameFields,
}

impl Deal {
    /// The deal for game `G` with these options; the error says what does not fit (the
    /// options themselves, the dealer's seat, the match totals).
    pub fn fixed<G: ScenarioGame>(
        &self,
        config: &G::Config,
    ) -> Result<FixedDeal<G::Table>, ScenarioError> {
        G::validate(config).map_err(|e| invalid(format!("the {} options: {e}", G::TITLE)))?;
        let n = G::seat_count(config);
        if self.dealer >= n {
            return Err(invalid(format!(
                "the deal: the dealer must be a seat from 0 to {}, not {}",
                n - 1,
                self.dealer
            )));
        }
        let fields: G::DealFields = self.game_fields.read(G::TITLE).map_err(invalid)?;
        Ok(FixedDeal {
            dealer: self.dealer,
            leader: self.leader,
            hands: self.hands.iter().map(|h| h.0.clone()).collect(),
            stock: self.stock.0.clone(),
            won: self.won.iter().map(|w| w.0.clone()).collect(),
            totals: self.totals_before::<G>(config)?,
            hands_played: self.hands_played,
            table: G::table_of(fields),
        })
    }

    /// The match totals before the hand (zero for each side when not given); the error says
    /// when the count does not fit the game's sides.
    fn totals_before<G: HandGame>(&self, config: &G::Config) -> Result<Vec<i32>, ScenarioError> {
        let sides = G::side_names(config).len();
        match &self.match_totals {
            Some(t) if t.len() != sides => Err(invalid(format!(
                "the deal: match_totals lists {} numbers; this game has {sides} sides",
                t.len()
            ))),
            Some(t) => Ok(t.clone()),
            None => Ok(vec![0; sides]),
        }
    }
}

/// A game's own deal fields as the file wrote them, in the file's order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameFields(pub Vec<(String, ron::Value)>);

impl GameFields {
    /// A game's typed fields as a deal writes them (fields its type leaves out stay out).
    pub fn of<T: Serialize>(fields: &T) -> Result<GameFields, String> {
        let text = ron::to_string(fields).map_err(|e| e.to_string())?;
        match ron::from_str::<ron::Value>(&text).map_err(|e| e.to_string())? {
            ron::Value::Map(map) => Ok(GameFields(
                map.into_iter()
                    .filter_map(|(k, v)| match k {
                        ron::Value::String(k) => Some((k, v)),
                        _ => None,
                    })
                    .collect(),
            )),
            // A unit type (a game without fields) writes `()`.
            _ => Ok(GameFields::default()),
        }
    }

    /// The fields as `game`'s type; the error names a field the game does not have or a value
    /// that does not fit.
    pub fn read<T: DeserializeOwned>(&self, game: &str) -> Result<T, String> {
        let map: ron::Map = self
            .0
            .iter()
            .map(|(k, v)| (ron::Value::String(k.clone()), v.clone()))
            .collect();
        ron::Value::Map(map).into_rust().map_err(|e| match e {
            ron::Error::NoSuchStructField {
                expected, found, ..
            } => {
                let fields: Vec<&str> = SHARED.iter().chain(expected).copied().collect();
                format!(
                    "a {game} deal has no field '{found}'; its fields are {}",
                    fields.join(", ")
                )
            }
            other => format!("the {game} deal: {other}"),
        })
    }
}

/// The deal fields of a game that has none of its own: a deal naming one is refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoFields {}

/// The fields every deal has, as files name them.
const SHARED: &[&str] = &[
    "dealer",
    "leader",
    "hands",
    "stock",
    "won",
    "match_totals",
    "hands_played",
];

impl<'de> Deserialize<'de> for Deal {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Deal, D::Error> {
        d.deserialize_struct("Deal", SHARED, DealVisitor)
    }
}

struct DealVisitor;

impl<'de> Visitor<'de> for DealVisitor {
    type Value = Deal;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a deal: (dealer: …, hands: […], …)")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Deal, A::Error> {
        let mut dealer = None;
        let mut leader = None;
        let mut hands = None;
        let mut stock = None;
        let mut won = None;
        let mut match_totals = None;
        let mut hands_played = None;
        let mut game_fields: Vec<(String, ron::Value)> = Vec::new();
        fn once<'de, A: MapAccess<'de>, T: Deserialize<'de>>(
            map: &mut A,
            slot: &mut Option<T>,
            name: &'static str,
        ) -> Result<(), A::Error> {
            if slot.is_some() {
                return Err(de::Error::duplicate_field(name));
            }
            *slot = Some(map.next_value()?);
            Ok(())
        }
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "dealer" => once(&mut map, &mut dealer, "dealer")?,
                "leader" => once(&mut map, &mut leader, "leader")?,
                "hands" => once(&mut map, &mut hands, "hands")?,
                "stock" => once(&mut map, &mut stock, "stock")?,
                "won" => once(&mut map, &mut won, "won")?,
                "match_totals" => once(&mut map, &mut match_totals, "match_totals")?,
                "hands_played" => once(&mut map, &mut hands_played, "hands_played")?,
                _ if game_fields.iter().any(|(k, _)| *k == key) => {
                    return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
                }
                _ => {
                    let value = map.next_value::<ron::Value>()?;
                    game_fields.push((key, value));
                }
            }
        }
        Ok(Deal {
            dealer: dealer.ok_or_else(|| de::Error::missing_field("dealer"))?,
            leader: leader.flatten(),
            hands: hands.ok_or_else(|| de::Error::missing_field("hands"))?,
            stock: stock.unwrap_or_default(),
            won: won.unwrap_or_default(),
            match_totals: match_totals.flatten(),
            hands_played: hands_played.unwrap_or(0),
            game_fields: GameFields(game_fields),
        })
    }
}

impl Serialize for Deal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Deal", SHARED.len() + self.game_fields.0.len())?;
        st.serialize_field("dealer", &self.dealer)?;
        match &self.leader {
            Some(leader) => st.serialize_field("leader", leader)?,
            None => st.skip_field("leader")?,
        }
        st.serialize_field("hands", &self.hands)?;
        st.serialize_field("stock", &self.stock)?;
        if self.won.is_empty() {
            st.skip_field("won")?;
        } else {
            st.serialize_field("won", &self.won)?;
        }
        match &self.match_totals {
            Some(totals) => st.serialize_field("match_totals", totals)?,
            None => st.skip_field("match_totals")?,
        }
        if self.hands_played == 0 {
            st.skip_field("hands_played")?;
        } else {
            st.serialize_field("hands_played", &self.hands_played)?;
        }
        for (name, value) in &self.game_fields.0 {
            st.serialize_field(static_name(name), value)?;
        }
        st.end()
    }
}

/// `name` for as long as the program runs. Serde writes a struct's fields under `'static`
/// names, and a game's deal fields are known by name only once read: each distinct name is
/// kept once (the games have a handful).
fn static_name(name: &str) -> &'static str {
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(known) = names.iter().find(|n| **n == name) {
        return known;
    }
    let kept: &'static str = Box::leak(name.to_owned().into_boxed_str());
    names.push(kept);
    kept
}
