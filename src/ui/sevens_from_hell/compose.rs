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

/// Which number key picks in which group of the hand. A group keeps its key for as long as
/// the person holds cards of it, whatever comes in or goes out meanwhile, so a key never jumps
/// to another group under the person's fingers; an emptied group keeps its key until a new
/// group needs one (so a group back from the staged meld usually finds its own again). New
/// groups take the free keys in the hand's order. Keys 1 to 9, then 0 for the tenth; a hand of
/// more groups reaches the rest with the arrow keys (see [`Cursor`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Keys {
    /// The group each key picks in, key 1 first.
    slots: [Option<Group>; stage::DIGITS.len()],
}

impl Keys {
    /// Gives keys to the groups of `hand` that have none: first the keys nobody has, then
    /// those of groups the hand no longer holds.
    pub fn fit(&mut self, hand: &Counts) {
        for g in Group::all().filter(|g| g.count(hand) > 0) {
            if self.slots.contains(&Some(g)) {
                continue;
            }
            let free = self.slots.iter().position(Option::is_none).or_else(|| {
                self.slots
                    .iter()
                    .position(|s| s.is_some_and(|held| held.count(hand) == 0))
            });
            if let Some(i) = free {
                self.slots[i] = Some(g);
            }
        }
    }

    /// The key (1 to 10, 10 being written 0) that picks in `group`, if it has one.
    pub fn of(&self, group: Group) -> Option<usize> {
        self.slots
            .iter()
            .position(|&g| g == Some(group))
            .map(|i| i + 1)
    }

    /// Each key with the group it picks in, key 1 first.
    pub fn groups(&self) -> impl Iterator<Item = (egui::Key, Group)> + '_ {
        stage::DIGITS
            .iter()
            .zip(&self.slots)
            .filter_map(|(&key, g)| g.map(|g| (key, g)))
    }
}

/// The group of the hand the arrow keys have come to (Enter or Space picks in it), so that a
/// hand of more groups than number keys is reached from the keyboard too. Shown only once an
/// arrow key was pressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cursor(Option<Group>);

impl Cursor {
    pub fn group(self) -> Option<Group> {
        self.0
    }

    /// Moves `delta` groups along the hand's groups as drawn (held ones only), wrapping; from
    /// nowhere, Right goes to the first and Left to the last.
    pub fn step(&mut self, hand: &Counts, delta: i32) {
        let held: Vec<Group> = Group::all().filter(|g| g.count(hand) > 0).collect();
        if held.is_empty() {
            self.0 = None;
            return;
        }
        let n = held.len() as i32;
        let at = self.0.and_then(|g| held.iter().position(|&h| h == g));
        let next = match at {
            Some(i) => (i as i32 + delta).rem_euclid(n),
            None if delta > 0 => 0,
            None => n - 1,
        };
        self.0 = Some(held[next as usize]);
    }

    /// Keeps to a group the hand holds: an emptied group hands the cursor to its neighbour.
    pub fn fit(&mut self, hand: &Counts) {
        let Some(g) = self.0 else { return };
        if g.count(hand) > 0 {
            return;
        }
        let later = Group::all()
            .skip_while(|&h| h != g)
            .find(|h| h.count(hand) > 0);
        self.0 = later.or_else(|| Group::all().filter(|h| h.count(hand) > 0).last());
    }

    pub fn clear(&mut self) {
        self.0 = None;
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

    /// How many cards are picked.
    pub fn count(&self) -> usize {
        self.picked.iter().map(|&(_, n)| usize::from(n)).sum()
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
