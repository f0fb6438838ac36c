//! One decision of the seat to act, and its notation: one token per action in save files and
//! scenarios (see `docs/scenarios.md`).
//!
//! | token | action |
//! |---|---|
//! | `draw` | take the top card of each draw deck |
//! | `take`, `take+Jk`, `take+Jk+Jk` | take the discard pile; with a wild on top, how many of the two wilds from hand are jokers (the rest are 2s) |
//! | `K+K+K`, `K+K+Jk`, `K+K+2`, `Jk+2+2` | start a book with three cards (a wild book when all three are wild) |
//! | `K@K`, `Jk@K`, `2@W` | add one card to the unfinished book of a kind (`W`: the wild book) |
//! | `meld` | lay down the staged initial meld |
//! | `cancel` | take the staged cards back into the hand |
//! | `foot` | pick up the foot (only with the manual foot option) |
//! | `9h`, `3d`, `Jk` | discard that card, ending the turn |
//! | `end` | end the turn without a discard (no card may be discarded) |

use super::pack::{BookKind, Piece};
use crate::cards::Card;
use std::fmt;
use std::str::FromStr;

/// One decision of the seat to act.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum HellAction {
    /// Draw the top card of each draw deck.
    #[default]
    Draw,
    /// Take the discard pile; with a wild on top, `jokers` of the two wilds from hand are
    /// jokers and the rest 2s (0 with a natural on top).
    Take { jokers: u8 },
    /// Start a book of `kind` with three cards, `wilds` of them wild (all three for the wild
    /// book) and `jokers` of those jokers, the rest 2s.
    Start {
        kind: BookKind,
        wilds: u8,
        jokers: u8,
    },
    /// Add one card to the unfinished (or staged) book of `kind`.
    Add { kind: BookKind, piece: Piece },
    /// Lay down the staged initial meld.
    Meld,
    /// Take the staged cards back into the hand (a picked-up trio stays).
    Cancel,
    /// Pick up the foot (manual foot option).
    Foot,
    /// Discard a card; ends the turn.
    Discard(Card),
    /// End the turn without discarding, when no card may be discarded.
    End,
}

impl HellAction {
    /// The three cards a [`HellAction::Start`] lays, as pieces: naturals, then jokers, then 2s.
    pub fn start_pieces(wilds: u8, jokers: u8) -> [Piece; 3] {
        let mut p = [Piece::Natural; 3];
        let naturals = 3 - wilds.min(3) as usize;
        for (i, slot) in p.iter_mut().enumerate().skip(naturals) {
            *slot = if i - naturals < jokers as usize {
                Piece::Joker
            } else {
                Piece::Two
            };
        }
        p
    }
}

fn piece_token(piece: Piece, kind: BookKind) -> &'static str {
    match piece {
        Piece::Joker => "Jk",
        Piece::Two => "2",
        Piece::Natural => kind.symbol(),
    }
}

impl fmt::Display for HellAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HellAction::Draw => f.write_str("draw"),
            HellAction::Take { jokers } => {
                f.write_str("take")?;
                for _ in 0..jokers {
                    f.write_str("+Jk")?;
                }
                Ok(())
            }
            HellAction::Start {
                kind,
                wilds,
                jokers,
            } => {
                let p = HellAction::start_pieces(wilds, jokers);
                write!(
                    f,
                    "{}+{}+{}",
                    piece_token(p[0], kind),
                    piece_token(p[1], kind),
                    piece_token(p[2], kind)
                )
            }
            HellAction::Add { kind, piece } => {
                write!(f, "{}@{}", piece_token(piece, kind), kind.symbol())
            }
            HellAction::Meld => f.write_str("meld"),
            HellAction::Cancel => f.write_str("cancel"),
            HellAction::Foot => f.write_str("foot"),
            HellAction::Discard(c) => write!(f, "{c}"),
            HellAction::End => f.write_str("end"),
        }
    }
}

const HELP: &str = "write draw, take, take+Jk, a book start like K+K+K or K+K+2, an addition like \
    K@K or Jk@W, meld, cancel, foot, end, or a card to discard like 9h";

/// Reads one piece of a start or addition: `Jk`, `2`, or a natural rank.
fn read_piece(token: &str, text: &str) -> Result<(Piece, Option<BookKind>), String> {
    if token.eq_ignore_ascii_case("jk") {
        return Ok((Piece::Joker, None));
    }
    if token == "2" {
        return Ok((Piece::Two, None));
    }
    if token == "3" {
        return Err(format!("'{text}': threes never go into a book"));
    }
    match BookKind::parse(token) {
        Some(k) if !k.is_wild() => Ok((Piece::Natural, Some(k))),
        _ => Err(format!(
            "'{text}': '{token}' is not a card of a book; use a rank (4-10, J, Q, K, A), 2 or Jk"
        )),
    }
}

impl FromStr for HellAction {
    type Err = String;

    fn from_str(s: &str) -> Result<HellAction, String> {
        let t = s.trim();
        match t.to_ascii_lowercase().as_str() {
            "draw" => return Ok(HellAction::Draw),
            "take" => return Ok(HellAction::Take { jokers: 0 }),
            "take+jk" => return Ok(HellAction::Take { jokers: 1 }),
            "take+jk+jk" => return Ok(HellAction::Take { jokers: 2 }),
            "meld" => return Ok(HellAction::Meld),
            "cancel" => return Ok(HellAction::Cancel),
            "foot" => return Ok(HellAction::Foot),
            "end" => return Ok(HellAction::End),
            _ => {}
        }
        if let Some((piece, kind)) = t.split_once('@') {
            let kind = BookKind::parse(kind).ok_or_else(|| {
                format!("'{t}': '{kind}' is not a kind of book; use a rank (4-10, J, Q, K, A) or W")
            })?;
            let (piece, natural) = read_piece(piece, t)?;
            if let Some(n) = natural
                && n != kind
            {
                return Err(format!(
                    "'{t}': {} goes only into a book of {}",
                    n.one(),
                    n.plural()
                ));
            }
            return Ok(HellAction::Add { kind, piece });
        }
        let parts: Vec<&str> = t.split('+').collect();
        if parts.len() == 3 {
            let read: Vec<(Piece, Option<BookKind>)> = parts
                .iter()
                .map(|p| read_piece(p, t))
                .collect::<Result<_, _>>()?;
            let naturals: Vec<BookKind> = read.iter().filter_map(|r| r.1).collect();
            let wilds: Vec<Piece> = read.iter().map(|r| r.0).filter(|p| p.is_wild()).collect();
            if naturals.windows(2).any(|w| w[0] != w[1]) {
                return Err(format!("'{t}': a book holds one rank only"));
            }
            let jokers = wilds.iter().filter(|&&p| p == Piece::Joker).count() as u8;
            return Ok(HellAction::Start {
                kind: naturals.first().copied().unwrap_or(BookKind::WILD),
                wilds: wilds.len() as u8,
                jokers,
            });
        }
        match t.parse::<Card>() {
            Ok(c) => Ok(HellAction::Discard(c)),
            Err(_) => Err(format!("'{t}' is not an action: {HELP}")),
        }
    }
}
