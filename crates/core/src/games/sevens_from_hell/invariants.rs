//! The round's structural invariants, for simulation and property tests: every card of the
//! round in exactly one place, every book keeping the composition rule, sizes agreeing.

use super::books::{BOOK_SIZE, composition_ok};
use super::pack::{BookKind, Counts};
use super::{Phase, SevensFromHell};

pub fn check(g: &SevensFromHell) -> Result<(), String> {
    let mut all = Counts::EMPTY;
    for s in 0..g.players() {
        if g.hand(s).total() != g.hand_len(s) as u32 {
            return Err(format!(
                "seat {s}'s hand holds {} cards but counts {}",
                g.hand(s).total(),
                g.hand_len(s)
            ));
        }
        if g.foot_taken(s) && !g.foot(s).is_empty() {
            return Err(format!("seat {s} picked up a foot that still holds cards"));
        }
        if !g.hand(s).covers(g.known(s)) {
            return Err(format!("seat {s}'s known cards are not all in its hand"));
        }
        all.add_all(g.hand(s));
        all.add_all(g.foot(s));
    }
    for side in 0..g.team_count() {
        let team = g.team(side);
        all.add_all(&team.table);
        for kind in BookKind::ALL {
            let book = team.open_book(kind);
            if !book.is_empty()
                && (book.len() < 3
                    || book.len() >= BOOK_SIZE
                    || !composition_ok(kind, book.naturals(), book.wilds()))
            {
                return Err(format!(
                    "team {side}'s book of {} breaks the composition rule: {:?}",
                    kind.plural(),
                    book.cards().collect::<Vec<_>>()
                ));
            }
        }
        if !team.melded && team.table.total() > 0 {
            return Err(format!("team {side} has cards on the table without a meld"));
        }
    }
    for d in 0..2 {
        for c in g.deck(d) {
            all.add(c);
        }
    }
    for &c in g.pile() {
        all.add(c);
    }
    for kind in BookKind::ALL {
        let book = &g.stage()[kind.index()];
        if !book.is_empty() && !composition_ok(kind, book.naturals(), book.wilds()) {
            return Err(format!(
                "the staged {} break the composition rule",
                kind.plural()
            ));
        }
        for c in book.cards() {
            all.add(c);
        }
    }
    for &c in g.pending() {
        all.add(c);
    }
    if all != *g.pack() {
        return Err(format!(
            "cards not conserved: {} counted, the round has {}",
            all.total(),
            g.pack().total()
        ));
    }
    if (g.phase() == Phase::Over) != g.end().is_some() {
        return Err("the round's end and its phase disagree".into());
    }
    Ok(())
}
