//! Writes Sedma practice puzzles as lesson files: 2-player endgames (the stock gone, every card
//! known) found in hands the rule bots play, where the exact solver says one move alone keeps
//! the best result, by at least 10 card points, and the rule of thumb picks another. Each file
//! names what every wrong move costs and, after the attempt, the solver's line.
//!
//! `cargo run --release -p sevenfold-ai --example sedma_puzzles -- config/puzzles/sedma [COUNT]`
//!
//! The search is seeded, so the same build writes the same puzzles.

use sevenfold_ai::sedma::{EndgameSolver, SedmaRuleBot};
use sevenfold_core::cards::{Card, CardSet, PackStyle, format_cards, rng_from_seed};
use sevenfold_core::engine::{Game, HandStart, Seat};
use sevenfold_core::games::sedma::{Sedma, SedmaAction, SedmaOptions};
use std::fmt::Write as _;
use std::path::PathBuf;

/// The learner's seat, as in the lessons (North is seat 0).
const YOU: Seat = 1;
/// Every hand's card points: aces and tens, and the last trick.
const HAND_POINTS: i32 = 90;

/// A position worth a puzzle.
struct Found {
    /// The current trick's start: hands, piles and who leads.
    start: Sedma,
    /// The moves of the trick so far.
    opening: Vec<SedmaAction>,
    /// The position the learner decides in.
    at: Sedma,
    /// Every legal move with the card points the learner finishes with, best first.
    values: Vec<(SedmaAction, i32)>,
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let out = PathBuf::from(args.next().ok_or("usage: sedma_puzzles OUT_DIR [COUNT]")?);
    let count: usize = match args.next() {
        Some(n) => n.parse().map_err(|e| format!("COUNT: {e}"))?,
        None => 24,
    };
    let mut found = search(count);
    // Easiest first: fewer cards in hand, then fewer moves to choose from.
    found.sort_by_key(|f| (f.at.hand(YOU).len(), f.values.len()));
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    for (i, f) in found.iter().enumerate() {
        let n = i + 1;
        let path = out.join(format!("{n:02}.ron"));
        std::fs::write(&path, puzzle_file(n, f)).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    println!("wrote {} puzzles to {}", found.len(), out.display());
    Ok(())
}

/// Plays seeded hands with the rule bot on both seats and keeps the first position of each
/// hand that makes a puzzle.
fn search(count: usize) -> Vec<Found> {
    let opts = SedmaOptions::for_players(2);
    let mut rng = rng_from_seed(2026);
    let rule = SedmaRuleBot::new();
    let mut found = Vec::new();
    let mut hand = 0usize;
    while found.len() < count && hand < 100_000 {
        let start = HandStart::new(hand % 2, (hand + 1) % 2);
        hand += 1;
        let mut g = Sedma::deal_random(&opts, start, &mut rng);
        let mut trick_start = g;
        let mut opening = Vec::new();
        while let Some(seat) = g.to_act() {
            if g.trick().next().is_none() && !g.leader_deciding() {
                trick_start = g;
                opening.clear();
            }
            let thumb = rule.best_in(&g).expect("a seat to act has a move");
            if seat == YOU && g.stock().is_empty() && g.hand(YOU).len() >= 2 {
                let mut values = EndgameSolver::new().values(&g, YOU);
                values.sort_by_key(|v| std::cmp::Reverse(v.1));
                let unique = values.len() >= 2 && values[0].1 >= values[1].1 + 10;
                if unique && thumb != values[0].0 {
                    found.push(Found {
                        start: trick_start,
                        opening: opening.clone(),
                        at: g,
                        values,
                    });
                    break;
                }
            }
            g.apply(thumb).expect("the rule bot plays legally");
            opening.push(thumb);
        }
    }
    found
}

/// The solver's line from `g` to the end of the hand in words, a move each, saying who takes
/// each trick as it ends.
fn line(mut g: Sedma) -> Vec<String> {
    let mut out = Vec::new();
    while let Some(seat) = g.to_act() {
        let mut values = EndgameSolver::new().values(&g, seat);
        values.sort_by_key(|v| std::cmp::Reverse(v.1));
        let a = values[0].0;
        let mut move_said = said(&g, a);
        let tricks = g.tricks_played();
        g.apply(a).expect("the solver's move is legal");
        if g.tricks_played() > tricks {
            let whose = match g.last_trick_winner() {
                Some(YOU) => "yours",
                _ => "North's",
            };
            move_said += &format!(" (the trick is {whose})");
        }
        out.push(move_said);
    }
    out
}

fn style(g: &Sedma) -> PackStyle {
    g.options().pack
}

/// "you lead the ace of hearts", "North continues with the 7 of bells".
fn said(g: &Sedma, a: SedmaAction) -> String {
    let seat = g.to_act().expect("a move is made by the seat to act");
    let (who, s) = if seat == YOU {
        ("you", "")
    } else {
        ("North", "s")
    };
    match a {
        SedmaAction::Play(c) if g.leader_deciding() => {
            format!("{who} continue{s} with the {}", c.phrase(style(g)))
        }
        SedmaAction::Play(c) if g.trick().next().is_none() => {
            format!("{who} lead{s} the {}", c.phrase(style(g)))
        }
        SedmaAction::Play(c) => format!("{who} play{s} the {}", c.phrase(style(g))),
        SedmaAction::EndTrick => format!("{who} end{s} the trick"),
        SedmaAction::Pass => format!("{who} pass{}", if seat == YOU { "" } else { "es" }),
    }
}

/// The learner's move as a phrase: "leading the ace of hearts", "ending the trick".
fn doing(g: &Sedma, a: SedmaAction) -> String {
    match a {
        SedmaAction::Play(c) if g.leader_deciding() => {
            format!("continuing with the {}", c.phrase(style(g)))
        }
        SedmaAction::Play(c) if g.trick().next().is_none() => {
            format!("leading the {}", c.phrase(style(g)))
        }
        SedmaAction::Play(c) => format!("playing the {}", c.phrase(style(g))),
        SedmaAction::EndTrick => "ending the trick".into(),
        SedmaAction::Pass => "passing".into(),
    }
}

/// A list in words: "a, b and c".
fn listed(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn cards_said(g: &Sedma, cards: CardSet) -> String {
    let named: Vec<String> = cards
        .iter()
        .map(|c: Card| format!("the {}", c.phrase(style(g))))
        .collect();
    listed(&named)
}

/// What the learner faces, in a sentence.
fn situation(f: &Found) -> (String, &'static str) {
    let g = &f.at;
    let trick: Vec<String> = g
        .trick()
        .map(|p| {
            let who = if p.seat == YOU { "your" } else { "North's" };
            format!("{who} {}", p.card.phrase(style(g)))
        })
        .collect();
    if g.leader_deciding() {
        (
            format!(
                "On the table: {}. Continue the trick, or end it?",
                listed(&trick)
            ),
            "continue or end the trick",
        )
    } else if trick.is_empty() {
        ("You lead.".into(), "what to lead")
    } else {
        (
            format!("On the table: {}. What do you play?", listed(&trick)),
            "what to play",
        )
    }
}

fn quoted(s: &str) -> String {
    format!("{s:?}")
}

fn puzzle_file(n: usize, f: &Found) -> String {
    let g = &f.at;
    let (best, best_pts) = f.values[0];
    let (second, second_pts) = f.values[1];
    let points = g.seat_points().0;
    let (mine, theirs) = (points[YOU], points[1 - YOU]);
    let left = HAND_POINTS - mine - theirs;
    let (situation, kind) = situation(f);
    let you_hold = cards_said(g, g.hand(YOU));
    let north_holds = cards_said(g, g.hand(1 - YOU));

    let mut t = String::new();
    let _ = writeln!(
        t,
        "// Sedma practice puzzle {n}, written by the `sedma_puzzles` example from a hand the rule\n\
         // bots played: every card is known, and the exact solver finds one best move ({best}),\n\
         // worth {best_pts} card points against {second_pts} for the next best; the rule of thumb\n\
         // plays another."
    );
    let _ = writeln!(t, "(");
    let _ = writeln!(t, "    version: 1,");
    let _ = writeln!(t, "    id: \"sedma-puzzle-{n:02}\",");
    let _ = writeln!(t, "    kind: Puzzle,");
    let _ = writeln!(t, "    title: {},", quoted(&format!("Puzzle {n}: {kind}")));
    let _ = writeln!(
        t,
        "    goal: {},",
        quoted(&format!(
            "{} cards each, the stock gone: find the one move that keeps the most points.",
            f.start.hand(YOU).len()
        ))
    );
    let _ = writeln!(t, "    game: Sedma(players: 2),");
    let _ = writeln!(t, "    deal: (");
    let _ = writeln!(t, "        dealer: {},", f.start.dealer());
    let _ = writeln!(t, "        leader: {},", f.start.leader());
    let _ = writeln!(t, "        hands: [");
    let _ = writeln!(
        t,
        "            \"{}\", // North",
        format_cards(&f.start.hand(0).iter().collect::<Vec<_>>())
    );
    let _ = writeln!(
        t,
        "            \"{}\", // you",
        format_cards(&f.start.hand(1).iter().collect::<Vec<_>>())
    );
    let _ = writeln!(t, "        ],");
    let _ = writeln!(t, "        won: [");
    for (seat, who) in [(0, "North"), (1, "you")] {
        let _ = writeln!(
            t,
            "            \"{}\", // {who}: {} points",
            format_cards(&f.start.won(seat).iter().collect::<Vec<_>>()),
            f.start.seat_points().0[seat]
        );
    }
    let _ = writeln!(t, "        ],");
    let _ = writeln!(t, "    ),");
    let _ = writeln!(t, "    seat: {YOU},");
    if !f.opening.is_empty() {
        let moves: Vec<String> = f.opening.iter().map(|a| quoted(&a.to_string())).collect();
        let _ = writeln!(t, "    opening: [{}],", moves.join(", "));
    }
    let _ = writeln!(t, "    steps: [");
    // The decision.
    let task = format!(
        "Every card is known: you hold {you_hold}; North holds {north_holds}. You have {mine} \
         card points, North {theirs}; {left} are still to win, the last trick's 10 among them. \
         {situation}"
    );
    let why = format!(
        "With best play on both sides, one move alone finishes with {best_pts} card points; \
         every other gets you fewer. Count what each of North's cards can still take."
    );
    let _ = writeln!(t, "        (");
    let _ = writeln!(t, "            title: \"Find the best move\",");
    let _ = writeln!(t, "            task: {},", quoted(&task));
    let _ = writeln!(t, "            why: {},", quoted(&why));
    let mut hand_cards: Vec<Card> = g.hand(YOU).iter().collect();
    hand_cards.sort();
    let _ = writeln!(
        t,
        "            spotlight: [Cards(\"{}\"){}],",
        format_cards(&hand_cards),
        if g.trick().next().is_some() {
            ", Trick"
        } else {
            ""
        }
    );
    let _ = writeln!(t, "            moves: [{}],", quoted(&best.to_string()));
    let _ = writeln!(
        t,
        "            off_script: {},",
        quoted(&format!(
            "Not the best move: with best play on both sides it finishes with fewer than \
             {best_pts} card points. Try again."
        ))
    );
    let _ = writeln!(t, "            answers: [");
    for &(a, pts) in &f.values[1..] {
        let mut after = *g;
        after.apply(a).expect("a legal move");
        let rest = line(after);
        let answer = format!(
            "Not this one: after {}, best play goes on: {}. You finish with {pts} card points \
             instead of {best_pts}. Try again.",
            doing(g, a),
            listed(&rest)
        );
        let _ = writeln!(
            t,
            "                ({}, {}),",
            quoted(&a.to_string()),
            quoted(&answer)
        );
    }
    let _ = writeln!(t, "            ],");
    let _ = writeln!(t, "        ),");
    // The solver's line.
    let whole = line(*g);
    let task = format!(
        "Right. Best play from here: {}. You finish with {best_pts} card points, North with {}.",
        listed(&whole),
        HAND_POINTS - best_pts
    );
    let why = format!(
        "{} would have left you {second_pts} card points: {} points less.",
        capitalised(&doing(g, second)),
        best_pts - second_pts
    );
    let _ = writeln!(t, "        (");
    let _ = writeln!(t, "            title: \"The solver's line\",");
    let _ = writeln!(t, "            task: {},", quoted(&task));
    let _ = writeln!(t, "            why: {},", quoted(&why));
    let _ = writeln!(t, "            spotlight: [Piles],");
    let _ = writeln!(t, "        ),");
    let _ = writeln!(t, "    ],");
    let _ = writeln!(t, "    recap: [");
    let _ = writeln!(
        t,
        "        \"Once the stock is gone every card is known: count what each card can still take.\","
    );
    let _ = writeln!(
        t,
        "        \"A seven takes anything; the last card that matches the lead, or the last seven, wins the trick.\","
    );
    let _ = writeln!(
        t,
        "        \"The last trick is worth 10: plan for it from the start.\","
    );
    let _ = writeln!(t, "    ],");
    let _ = writeln!(t, ")");
    t
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
