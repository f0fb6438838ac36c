//! Sevens from Hell invariants over random rounds, 4 and 6 players and every variant: cards
//! conserved and books well formed at every step (`check_invariants`), every listed action
//! applies, views hide other hands, feet and the decks, replaying the log rebuilds the round,
//! and the score's items add up.

#![allow(clippy::unwrap_used)]

use sevenfold_core::cards::Card;
use sevenfold_core::cards::{GameRng, rng_from_seed};
use sevenfold_core::engine::{Game, GameDef, HandGame, HandStart};
use sevenfold_core::games::sevens_from_hell::{
    BookKind, HellAction, HellOptions, Piece, SevensFromHell, VARIANTS,
};

fn configs() -> Vec<HellOptions> {
    let mut out = vec![HellOptions::for_players(4), HellOptions::for_players(6)];
    for v in VARIANTS {
        for players in [4, 6] {
            let mut o = HellOptions::for_players(players);
            (v.apply)(&mut o);
            if o.validate().is_ok() {
                out.push(o);
            }
        }
    }
    out
}

fn play(
    o: &HellOptions,
    seed: u64,
    mut each: impl FnMut(&SevensFromHell, &mut GameRng),
) -> SevensFromHell {
    let mut rng = rng_from_seed(seed);
    let start = HandStart::new(0, 1).numbered(1 + (seed % 4) as usize);
    let mut g = SevensFromHell::deal(o, start, &mut rng);
    let mut steps = 0;
    while let Some(a) = g.random_action(&mut rng) {
        each(&g, &mut rng);
        g.apply(a).unwrap();
        g.check_invariants().unwrap();
        steps += 1;
        assert!(steps < SevensFromHell::MAX_ACTIONS, "the round did not end");
    }
    g
}

#[test]
fn every_listed_action_applies_and_invariants_hold() {
    for (i, o) in configs().iter().enumerate() {
        for seed in 0..6 {
            let g = play(o, seed * 31 + i as u64, |g, _| {
                let legal = g.legal_actions();
                assert!(!legal.is_empty(), "a seat to act has no action");
                for a in legal.iter() {
                    let mut h = g.clone();
                    h.apply(a)
                        .unwrap_or_else(|e| panic!("{a} listed but refused: {e}"));
                }
            });
            let score = g.hand_score().unwrap();
            for side in 0..g.team_count() {
                let items: i32 = score
                    .items
                    .iter()
                    .filter(|x| x.side == side)
                    .map(|x| x.points)
                    .sum();
                assert_eq!(items, score.game_points[side], "items add up");
                assert_eq!(g.team_score(side).total(), score.game_points[side]);
            }
        }
    }
}

/// Every action there is: each book start and addition with every mix of pieces, each take,
/// each discard.
fn every_action() -> Vec<HellAction> {
    let mut all = vec![
        HellAction::Draw,
        HellAction::Meld,
        HellAction::Cancel,
        HellAction::Foot,
        HellAction::End,
    ];
    all.extend((0..=2).map(|jokers| HellAction::Take { jokers }));
    for kind in BookKind::ALL {
        for wilds in 0..=3 {
            for jokers in 0..=wilds {
                all.push(HellAction::Start {
                    kind,
                    wilds,
                    jokers,
                });
            }
        }
        for piece in [Piece::Natural, Piece::Joker, Piece::Two] {
            all.push(HellAction::Add { kind, piece });
        }
    }
    all.extend(
        (0..53)
            .filter_map(Card::from_index)
            .map(HellAction::Discard),
    );
    all
}

/// The legal list is exact: it holds every action the rules accept and no other. (Listing
/// skips by count what the hand cannot do, so this guards the shortcut against the rules.)
#[test]
fn the_legal_list_is_exactly_what_the_rules_accept() {
    let universe = every_action();
    for (i, o) in configs().iter().enumerate() {
        for seed in 0..2 {
            play(o, seed * 17 + i as u64, |g, _| {
                let legal = g.legal_actions();
                for &a in &universe {
                    let listed = legal.contains(&a);
                    let accepted = g.check(a).is_ok();
                    assert_eq!(
                        listed, accepted,
                        "{a}: listed {listed}, accepted {accepted}"
                    );
                }
            });
        }
    }
}

/// The engine lists in place for random playouts; the pick must be the one the provided
/// method makes from `legal_actions`, draw for draw.
#[test]
fn a_random_action_is_the_listed_one_the_draw_names() {
    for (i, o) in configs().iter().enumerate() {
        play(o, 5 + i as u64, |g, rng| {
            let legal = g.legal_actions();
            let mut twin = rng.clone();
            let expected = legal.as_slice()
                [sevenfold_core::cards::below(&mut twin, legal.len() as u32) as usize];
            assert_eq!(g.random_action(&mut rng.clone()), Some(expected));
        });
    }
}

#[test]
fn replaying_the_log_rebuilds_the_round() {
    let o = HellOptions::for_players(4);
    for seed in 0..10 {
        let mut rng = rng_from_seed(seed);
        let start = HandStart::new(0, 1);
        let mut g = SevensFromHell::deal(&o, start, &mut rng.clone());
        let fresh = g.clone();
        let mut log = Vec::new();
        let mut play_rng = rng_from_seed(seed + 100);
        while let Some(a) = g.random_action(&mut play_rng) {
            g.apply(a).unwrap();
            log.push(SevensFromHell::write_action(a));
        }
        let mut again = fresh;
        for t in &log {
            let a = SevensFromHell::read_action(&again, t).unwrap();
            again.apply(a).unwrap();
        }
        assert_eq!(again.hand_score(), g.hand_score());
        for s in 0..4 {
            assert_eq!(again.hand(s), g.hand(s));
        }
        let _ = &mut rng;
    }
}

#[test]
fn views_never_show_hidden_cards() {
    for o in [HellOptions::for_players(4), HellOptions::for_players(6)] {
        play(&o, 77, |g, _| {
            for seat in 0..g.players() {
                let v = g.view(seat);
                for other in (0..g.players()).filter(|&s| s != seat) {
                    // Cards everyone saw go in: the known ones, and a pickup waiting for its meld.
                    let mut seen = *g.known(other);
                    if other == g.turn() {
                        for &c in g.pending() {
                            seen.add(c);
                        }
                    }
                    assert!(
                        seen.covers(v.public.hand(other)),
                        "only seen cards of another hand"
                    );
                }
                for s in 0..g.players() {
                    assert!(
                        v.public.foot(s).is_empty(),
                        "no foot's cards, not even its own"
                    );
                }
                assert!(
                    v.public
                        .deck(0)
                        .iter()
                        .chain(&v.public.deck(1))
                        .all(|c| c.is_joker())
                );
                assert_eq!(v.public.deck_sizes(), g.deck_sizes());
            }
        });
    }
}

#[test]
fn bad_deals_and_tokens_are_refused_with_reasons() {
    use sevenfold_core::registry::Scenario;
    let text = |hands: &str| {
        format!(
            r#"(version: 1, game: SevensFromHell(players: 4), deal: (dealer: 0, hands: [{hands}, "5c", "5d", "5h"], feet: ["", "", "", ""], decks: ["4c", "4d"], pile: "6c"), actions: ["draw"])"#
        )
    };
    let e = Scenario::from_ron(&text(r#""Kh Kh Kh Kh Kh Kh Kh""#))
        .unwrap_err()
        .to_string();
    assert!(e.contains("7 copies of Kh") && e.contains("hold 6"), "{e}");
    let e = Scenario::from_ron(&text(r#""Kh""#).replace("\"draw\"", "\"K+K\""))
        .unwrap_err()
        .to_string();
    assert!(e.contains("not an action"), "{e}");
    let e = Scenario::from_ron(
        &text(r#""Kh""#).replace("players: 4", "players: 4, sevens_galore: true"),
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("sevens_galore"), "{e}");
    let bad_book =
        text(r#""Kh""#).replace("pile: \"6c\"", "pile: \"6c\", books: [[\"8c 2c Jk\"], []]");
    let e = Scenario::from_ron(&bad_book).unwrap_err().to_string();
    assert!(e.contains("more naturals than wilds"), "{e}");
}
