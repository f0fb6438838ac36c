//! A game's own fields in the shared parts of a scenario file. A deal, the expectations of a hand,
//! of a trick and of a position are written once for every game; a game that needs more (Sevens
//! from Hell's feet and decks, Sedma's rounds of a trick) names its own fields, written beside
//! the shared ones. The shared format keeps them as written ([`GameFields`]) until the game reads
//! them into its own type.

use serde::de::{self, DeserializeOwned, MapAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};
use std::sync::Mutex;

/// A game's own fields as the file wrote them, in the file's order.
#[derive(Clone, Debug, Default)]
pub struct GameFields(pub Vec<(String, ron::Value)>);

/// Fields are named: the same fields in another order are the same.
impl PartialEq for GameFields {
    fn eq(&self, other: &GameFields) -> bool {
        self.0.len() == other.0.len() && self.0.iter().all(|f| other.0.contains(f))
    }
}

impl GameFields {
    /// Typed fields as the file writes them, in the order their type declares them (fields the
    /// type leaves out stay out).
    pub fn of<T: Serialize + DeserializeOwned>(fields: &T) -> Result<GameFields, String> {
        let mut entries = match to_value(fields)? {
            ron::Value::Map(map) => map
                .into_iter()
                .filter_map(|(k, v)| match k {
                    ron::Value::String(k) => Some((k, v)),
                    _ => None,
                })
                .collect(),
            // A type without fields writes `()`.
            _ => Vec::new(),
        };
        let order = declared_fields::<T>();
        entries.sort_by_key(|(k, _)| order.iter().position(|n| n == k));
        Ok(GameFields(entries))
    }

    /// The fields as the game's type `T`. `what` names the part ("a Sedma deal") and `shared`
    /// the fields every game has there, for the error about a field the game does not have.
    pub fn read<T: DeserializeOwned>(&self, what: &str, shared: &[&str]) -> Result<T, String> {
        // Written out and read again as the file's dialect, so `rounds: 2` fills an
        // `Option<u32>` as it does in a file (a plain value reads only `Some(2)` there).
        let mut text = String::from("(");
        for (name, value) in &self.0 {
            text.push_str(&format!("{name}: "));
            write_value(&mut text, value).map_err(|e| format!("{what}: {e}"))?;
            text.push_str(", ");
        }
        text.push(')');
        super::ron_options()
            .from_str(&text)
            .map_err(|e| match e.code {
                ron::Error::NoSuchStructField {
                    expected, found, ..
                } => {
                    let fields: Vec<&str> = shared.iter().chain(expected).copied().collect();
                    format!(
                        "{what} has no field '{found}'; its fields are {}",
                        fields.join(", ")
                    )
                }
                other => format!("{what}: {other}"),
            })
    }
}

/// The fields of a game that adds none: a file naming one is refused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NoFields {}

/// A shared part of a file (`T`, every game's fields) with the game's own fields beside it.
/// Reading keeps the fields `T` does not name as written; writing puts them after `T`'s.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WithGame<T> {
    pub shared: T,
    pub game: GameFields,
}

impl<T> From<T> for WithGame<T> {
    fn from(shared: T) -> WithGame<T> {
        WithGame {
            shared,
            game: GameFields::default(),
        }
    }
}

impl<T> Deref for WithGame<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.shared
    }
}

impl<T> DerefMut for WithGame<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.shared
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for WithGame<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<WithGame<T>, D::Error> {
        // Under `T`'s own name, so a file that writes it (`Deal(dealer: 0, …)`) still reads.
        let (name, fields) = declared::<T>();
        d.deserialize_struct(name, fields, Split(PhantomData))
    }
}

/// Reads a struct's entries: `T`'s straight from the file (positions and the file's dialect
/// kept), the others into [`GameFields`].
struct Split<T>(PhantomData<T>);

impl<'de, T: DeserializeOwned> Visitor<'de> for Split<T> {
    type Value = WithGame<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("named fields in parentheses: (name: value, …)")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<WithGame<T>, A::Error> {
        let mut filter = SharedOnly {
            map,
            shared: declared_fields::<T>(),
            game: Vec::new(),
        };
        let shared = T::deserialize(de::value::MapAccessDeserializer::new(&mut filter))?;
        Ok(WithGame {
            shared,
            game: GameFields(filter.game),
        })
    }
}

/// A struct's entries with the ones not in `shared` set aside as written.
struct SharedOnly<A> {
    map: A,
    shared: &'static [&'static str],
    game: Vec<(String, ron::Value)>,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for &mut SharedOnly<A> {
    type Error = A::Error;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        while let Some(key) = self.map.next_key::<String>()? {
            if self.shared.contains(&key.as_str()) {
                return seed
                    .deserialize(de::value::StringDeserializer::new(key))
                    .map(Some);
            }
            if self.game.iter().any(|(k, _)| *k == key) {
                return Err(de::Error::custom(format_args!("duplicate field `{key}`")));
            }
            let value = self.map.next_value::<ron::Value>()?;
            self.game.push((key, value));
        }
        Ok(None)
    }

    fn next_value_seed<V: de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

impl<T: Serialize + DeserializeOwned> Serialize for WithGame<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        let mut fields = GameFields::of(&self.shared).map_err(S::Error::custom)?.0;
        fields.extend(self.game.0.iter().cloned());
        let mut st = s.serialize_struct(declared::<T>().0, fields.len())?;
        for (name, value) in &fields {
            st.serialize_field(static_name(name), &AsFile(value))?;
        }
        st.end()
    }
}

/// A plain value written as the file writes it: a map with names for keys as a struct.
struct AsFile<'a>(&'a ron::Value);

impl Serialize for AsFile<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        match self.0 {
            ron::Value::Map(map) if map.keys().all(|k| matches!(k, ron::Value::String(_))) => {
                let mut st = s.serialize_struct("Fields", map.len())?;
                for (k, v) in map.iter() {
                    if let ron::Value::String(k) = k {
                        st.serialize_field(static_name(k), &AsFile(v))?;
                    }
                }
                st.end()
            }
            ron::Value::Seq(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for v in items {
                    seq.serialize_element(&AsFile(v))?;
                }
                seq.end()
            }
            ron::Value::Option(Some(v)) => s.serialize_some(&AsFile(v)),
            other => other.serialize(s),
        }
    }
}

/// A value as the file would write it: a map with names for keys as a struct, `(name: …)`.
fn write_value(out: &mut String, value: &ron::Value) -> Result<(), String> {
    match value {
        ron::Value::Map(map) if map.keys().all(|k| matches!(k, ron::Value::String(_))) => {
            out.push('(');
            for (k, v) in map.iter() {
                if let ron::Value::String(k) = k {
                    out.push_str(k);
                    out.push_str(": ");
                }
                write_value(out, v)?;
                out.push_str(", ");
            }
            out.push(')');
        }
        ron::Value::Seq(items) => {
            out.push('[');
            for v in items {
                write_value(out, v)?;
                out.push_str(", ");
            }
            out.push(']');
        }
        ron::Value::Option(Some(v)) => {
            out.push_str("Some(");
            write_value(out, v)?;
            out.push(')');
        }
        other => out.push_str(&ron::to_string(other).map_err(|e| e.to_string())?),
    }
    Ok(())
}

/// A value as plain RON.
fn to_value<T: Serialize>(value: &T) -> Result<ron::Value, String> {
    let text = ron::to_string(value).map_err(|e| e.to_string())?;
    ron::from_str(&text).map_err(|e| e.to_string())
}

/// The field names a derived `T` reads, in declaration order.
pub(super) fn declared_fields<T: DeserializeOwned>() -> &'static [&'static str] {
    declared::<T>().1
}

/// The name and the field names a derived `T` reads: asked of `T`'s `Deserialize` itself, so
/// no list is kept by hand.
fn declared<T: DeserializeOwned>() -> (&'static str, &'static [&'static str]) {
    struct Ask<'a>(&'a mut (&'static str, &'static [&'static str]));

    #[derive(Debug)]
    struct Asked;
    impl fmt::Display for Asked {
        fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("field names asked")
        }
    }
    impl std::error::Error for Asked {}
    impl de::Error for Asked {
        fn custom<M: fmt::Display>(_: M) -> Asked {
            Asked
        }
    }

    impl<'de> Deserializer<'de> for Ask<'_> {
        type Error = Asked;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Asked> {
            Err(Asked)
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            name: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Asked> {
            *self.0 = (name, fields);
            Err(Asked)
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
            byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map enum
            identifier ignored_any
        }
    }

    let mut asked: (&'static str, &'static [&'static str]) = ("Fields", &[]);
    let _ = T::deserialize(Ask(&mut asked));
    asked
}

/// `name` for as long as the program runs. Serde writes a struct's fields under `'static`
/// names, and a game's own fields are known by name only once read: each distinct name is
/// kept once (the games have a handful).
pub(super) fn static_name(name: &str) -> &'static str {
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(known) = names.iter().find(|n| **n == name) {
        return known;
    }
    let kept: &'static str = Box::leak(name.to_owned().into_boxed_str());
    names.push(kept);
    kept
}
