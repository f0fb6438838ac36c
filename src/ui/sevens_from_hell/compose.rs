//! The person's selection in hand and the engine actions it makes: cards are picked by group
//! (a rank, the jokers, the 2s, the red or black threes), then laid as new books or added to
//! a book the person clicks. The rules are the engine's: a composed turn is tried on a copy
//! of the round first, so either every action applies or none does and the first refusal is
//! said.

use super::group::Group;
use super::words::{cards_word, kind_word};
use crate::engine::{Game, RuleError};
use crate::games::sevens_from_hell::{BookKind, Counts, HellAction, Piece, SevensFromHell};
use crate::i18n::Case;
use crate::ui::table::stage;

/// Which number key picks in which group of the hand: the groups in the hand's order as they
/// were when cards last came in (a draw, the pile, the foot, a new round). While cards only
/// leave (staged, melded, discarded) every group keeps its key and an emptied group leaves a
/// gap, so a key never jumps to another group under the person's fingers; a group that had
/// no key (back from the staged meld) takes the next one. Keys 1 to 9, then 0 for the tenth.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keys {
    groups: Vec<Group>,
    /// Cards came in: number afresh once the table has played what is queued.
    stale: bool,
}

impl Keys {
    /// Cards came into the hand: the groups are numbered afresh when it is settled.
    pub fn came_in(&mut self) {
        self.stale = true;
    }

    /// Numbers the groups of `hand` afresh if cards came in and the table is `settled`, and
    /// gives the next keys to groups that have none.
    pub fn fit(&mut self, hand: &Counts, settled: bool) {
        if self.stale && settled {
            *self = Keys::default();
        }
        for g in Group::all().filter(|g| g.count(hand) > 0) {
            if !self.groups.contains(&g) {
                self.groups.push(g);
            }
        }
    }

    /// The key (1 to 10, 10 being written 0) that picks in `group`, if it has one.
    pub fn of(&self, group: Group) -> Option<usize> {
        self.groups
            .iter()
            .position(|&g| g == group)
            .filter(|&i| i < stage::DIGITS.len())
            .map(|i| i + 1)
    }

    /// The groups by key, first key first (an emptied group keeps its place).
    pub fn groups(&self) -> impl Iterator<Item = Group> + '_ {
        self.groups.iter().copied().take(stage::DIGITS.len())
    }
}

/// The cards picked in hand: how many of each group, and the natural rank touched last (the
/// wild cards go to its book).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    picked: Vec<(Group, u8)>,
    last_rank: Option<u8>,
}

impl Selection {
    pub fn is_empty(&self) -> bool {
        self.picked.is_empty()
    }

    /// Cards picked of `group`.
    pub fn of(&self, group: Group) -> u8 {
        self.picked
            .iter()
            .find(|(g, _)| *g == group)
            .map_or(0, |&(_, n)| n)
    }

    /// Cards picked in all.
    pub fn len(&self) -> usize {
        self.picked.iter().map(|&(_, n)| n as usize).sum()
    }

    /// A click on a group holding `held` cards: one more of it is picked, and after the last
    /// copy the group is let go again.
    pub fn click(&mut self, group: Group, held: u8) {
        let now = self.of(group);
        self.set(group, if now >= held { 0 } else { now + 1 });
    }

    /// Picks every copy of the group.
    pub fn pick_all(&mut self, group: Group, held: u8) {
        self.set(group, held);
    }

    fn set(&mut self, group: Group, n: u8) {
        self.picked.retain(|(g, _)| *g != group);
        if n > 0 {
            self.picked.push((group, n));
            if let Group::Natural(r) = group {
                self.last_rank = Some(r);
            }
        }
    }

    /// Lets go of what the hand no longer holds.
    pub fn fit(&mut self, hand: &Counts) {
        for (g, n) in &mut self.picked {
            *n = (*n).min(g.count(hand));
        }
        self.picked.retain(|&(_, n)| n > 0);
    }

    pub fn clear(&mut self) {
        *self = Selection::default();
    }

    /// The single card picked, if exactly one is.
    pub fn single(&self) -> Option<Group> {
        match self.picked.as_slice() {
            [(g, 1)] => Some(*g),
            _ => None,
        }
    }

    /// The picked cards in words, in `case`: "2 kings and a joker".
    pub fn describe(&self, case: Case) -> String {
        let parts: Vec<String> = self
            .picked
            .iter()
            .map(|&(g, n)| cards_word(g, n, case))
            .collect();
        crate::ui::table::names::listed(&parts)
    }

    /// The natural ranks picked, the one touched last at the end.
    fn ranks(&self) -> Vec<(u8, u8)> {
        let mut ranks: Vec<(u8, u8)> = self
            .picked
            .iter()
            .filter_map(|&(g, n)| match g {
                Group::Natural(r) => Some((r, n)),
                _ => None,
            })
            .collect();
        ranks.sort_by_key(|&(r, _)| Some(r) == self.last_rank);
        ranks
    }
}

/// Where the picked cards go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Each picked rank to its own book (started if the team has none), the wild cards to the
    /// rank touched last, or to the wild book when only wild cards are picked.
    Books,
    /// Everything onto the book of this kind.
    Book(BookKind),
}

/// The actions that lay the selection, in order (naturals before wild cards, so each book
/// keeps more naturals than wilds at every step); an error in words when the selection cannot
/// be laid that way at all.
pub fn compose(
    g: &SevensFromHell,
    sel: &Selection,
    target: Target,
) -> Result<Vec<HellAction>, String> {
    if sel.is_empty() {
        return Err(t!("hell-pick-meld-first"));
    }
    if let Some(n) = [true, false]
        .into_iter()
        .map(|red| sel.of(Group::Three { red }))
        .find(|&n| n > 0)
    {
        return Err(t!("hell-threes-never", count = n));
    }
    let (jokers, twos) = (sel.of(Group::Joker), sel.of(Group::Two));
    let has_book = |kind: BookKind| {
        let team = g.team(g.team_of(g.turn()));
        let books = if team.melded { &team.open } else { g.stage() };
        !books[kind.index()].is_empty()
    };
    let mut out = Vec::new();
    let ranks = sel.ranks();
    match target {
        Target::Book(kind) => {
            if kind.is_wild() && !ranks.is_empty() {
                return Err(t!("hell-refuse-wild-only"));
            }
            if let Some(&(r, _)) = ranks.iter().find(|&&(r, _)| r != kind.rank()) {
                let other = BookKind::natural(r).map_or(String::new(), |k| kind_word(k, Case::Acc));
                return Err(t!(
                    "hell-only-kind",
                    kind = kind_word(kind, Case::Nom),
                    kind_gen = kind_word(kind, Case::Gen),
                    other = other
                ));
            }
            for &(_, n) in &ranks {
                add(&mut out, kind, Piece::Natural, n);
            }
            add(&mut out, kind, Piece::Joker, jokers);
            add(&mut out, kind, Piece::Two, twos);
        }
        Target::Books if ranks.is_empty() => {
            let kind = BookKind::WILD;
            // A new wild book starts with three of the picks, jokers first.
            let (start_jokers, start_twos) = if has_book(kind) {
                (0, 0)
            } else if jokers + twos < 3 {
                return Err(t!("hell-wild-book-three"));
            } else {
                let j = jokers.min(3);
                (j, 3 - j)
            };
            if start_jokers + start_twos > 0 {
                out.push(HellAction::Start {
                    kind,
                    wilds: 3,
                    jokers: start_jokers,
                });
            }
            add(&mut out, kind, Piece::Joker, jokers - start_jokers);
            add(&mut out, kind, Piece::Two, twos - start_twos);
        }
        Target::Books => {
            let last = ranks.len() - 1;
            for (i, &(r, n)) in ranks.iter().enumerate() {
                let Some(kind) = BookKind::natural(r) else {
                    continue;
                };
                // The wild cards join the rank touched last.
                let (mut j, mut t) = if i == last { (jokers, twos) } else { (0, 0) };
                let mut naturals = n;
                if !has_book(kind) {
                    if n >= 3 {
                        out.push(HellAction::Start {
                            kind,
                            wilds: 0,
                            jokers: 0,
                        });
                        naturals -= 3;
                    } else if n == 2 && j + t > 0 {
                        let joker = u8::from(j > 0);
                        out.push(HellAction::Start {
                            kind,
                            wilds: 1,
                            jokers: joker,
                        });
                        naturals = 0;
                        j -= joker;
                        t -= 1 - joker;
                    } else if n == 2 {
                        return Err(t!("hell-two-need-wild", kind = kind_word(kind, Case::Gen)));
                    } else {
                        return Err(t!(
                            "hell-new-book-three",
                            cards = cards_word(Group::Natural(r), n, Case::Nom)
                        ));
                    }
                }
                add(&mut out, kind, Piece::Natural, naturals);
                add(&mut out, kind, Piece::Joker, j);
                add(&mut out, kind, Piece::Two, t);
            }
        }
    }
    Ok(out)
}

/// `n` additions of `piece` to the book of `kind`.
fn add(out: &mut Vec<HellAction>, kind: BookKind, piece: Piece, n: u8) {
    out.extend((0..n).map(|_| HellAction::Add { kind, piece }));
}

/// Tries `actions` in order on a copy of the round: the first refusal, with the action it
/// refused, or `Ok` when all of them apply.
pub fn try_all(g: &SevensFromHell, actions: &[HellAction]) -> Result<(), (HellAction, RuleError)> {
    let mut copy = g.clone();
    for &a in actions {
        copy.check(a).map_err(|e| (a, e))?;
        copy.apply_with(a, &mut ());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sevens_from_hell::HellOptions;

    /// A dealt round: the composition is worked out before the rules are asked, so any
    /// deal serves.
    fn round() -> SevensFromHell {
        use crate::engine::HandGame;
        SevensFromHell::deal(
            &HellOptions::for_players(4),
            crate::engine::HandStart::new(0, 0),
            &mut crate::cards::rng_from_seed(3),
        )
    }

    #[test]
    fn clicks_pick_one_more_copy_then_let_go() {
        let mut s = Selection::default();
        s.click(Group::Natural(13), 2);
        s.click(Group::Natural(13), 2);
        assert_eq!(s.of(Group::Natural(13)), 2);
        s.click(Group::Natural(13), 2);
        assert!(s.is_empty());
        s.pick_all(Group::Joker, 3);
        s.click(Group::Natural(9), 4);
        assert_eq!(s.describe(Case::Nom), "3 jokers and a 9");
    }

    #[test]
    fn wild_cards_join_the_rank_touched_last_after_its_naturals() {
        let g = round();
        let mut s = Selection::default();
        s.pick_all(Group::Natural(12), 2);
        s.pick_all(Group::Natural(9), 3);
        s.click(Group::Two, 1);
        s.pick_all(Group::Natural(12), 2);
        // The queens were touched last: they get the 2.
        let actions = compose(&g, &s, Target::Books).unwrap();
        let q = BookKind::natural(12).unwrap();
        let nine = BookKind::natural(9).unwrap();
        assert_eq!(
            actions,
            vec![
                HellAction::Start {
                    kind: nine,
                    wilds: 0,
                    jokers: 0
                },
                HellAction::Start {
                    kind: q,
                    wilds: 1,
                    jokers: 0
                },
            ]
        );
    }

    /// Only wild cards picked: a new wild book starts with three of them, jokers first, and
    /// the rest are added.
    #[test]
    fn wild_cards_alone_start_the_wild_book() {
        let g = round();
        let mut s = Selection::default();
        s.pick_all(Group::Joker, 2);
        s.pick_all(Group::Two, 2);
        let w = BookKind::WILD;
        assert_eq!(
            compose(&g, &s, Target::Books).unwrap(),
            vec![
                HellAction::Start {
                    kind: w,
                    wilds: 3,
                    jokers: 2
                },
                HellAction::Add {
                    kind: w,
                    piece: Piece::Two
                },
            ]
        );
    }

    #[test]
    fn threes_and_lone_naturals_are_refused_in_words() {
        let g = round();
        let mut s = Selection::default();
        s.click(Group::Three { red: true }, 1);
        assert!(
            compose(&g, &s, Target::Books)
                .unwrap_err()
                .contains("never melded")
        );
        let mut s = Selection::default();
        s.click(Group::Natural(11), 1);
        let err = compose(&g, &s, Target::Books).unwrap_err();
        assert!(err.contains("you picked a jack"), "{err}");
        let mut s = Selection::default();
        s.pick_all(Group::Two, 2);
        assert!(
            compose(&g, &s, Target::Books)
                .unwrap_err()
                .contains("three wild cards")
        );
    }
}
