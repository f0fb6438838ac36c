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

/// Stacked deals: each hand (and some feet) holds four to eight copies of one rank and up to
/// six wild cards, the big early melds that shuffled deals almost never make; a card of a
/// stacked rank often tops the pile; the round's minimum is one of every round's, a preset's
/// or one made up (up to 250); the draw decks hold 20 to 60 cards, so rounds stay short.
mod stacked {
    use super::*;
    use sevenfold_core::cards::{PackKind, below, shuffle};
    use sevenfold_core::engine::FixedDeal;
    use sevenfold_core::games::sevens_from_hell::HellLayout;

    /// Takes a card of `rank` (0: a wild card, joker or 2) out of `pack`, if any is left.
    fn take(pack: &mut Vec<Card>, rank: u8, rng: &mut GameRng) -> Option<Card> {
        let wild = |c: &Card| c.is_joker() || c.rank_value() == 2;
        let joker_first = below(rng, 2) == 0;
        let at = pack.iter().position(|c| {
            if rank == 0 {
                wild(c) && (c.is_joker() == joker_first)
            } else {
                c.rank_value() == rank
            }
        });
        let at = at.or_else(|| (rank == 0).then(|| pack.iter().position(wild)).flatten())?;
        Some(pack.swap_remove(at))
    }

    /// `len` cards with `copies` of `rank` and `wilds` wild cards among them.
    fn stacked(
        pack: &mut Vec<Card>,
        len: usize,
        rank: u8,
        copies: u32,
        wilds: u32,
        rng: &mut GameRng,
    ) -> Vec<Card> {
        let mut cards = Vec::new();
        for _ in 0..copies {
            cards.extend(take(pack, rank, rng));
        }
        for _ in 0..wilds {
            cards.extend(take(pack, 0, rng));
        }
        cards.truncate(len);
        while cards.len() < len {
            cards.push(pack.pop().unwrap());
        }
        cards
    }

    pub fn options(n: u64) -> HellOptions {
        let sizes = [(4, 2), (6, 2), (6, 3)];
        let (players, teams) = sizes[n as usize % 3];
        let mut o = HellOptions::for_players(players);
        o.teams = teams;
        let variant = (n / 3) as usize % (VARIANTS.len() + 1);
        if let Some(v) = VARIANTS.get(variant) {
            (v.apply)(&mut o);
        }
        if variant == VARIANTS.len() {
            let mut rng = rng_from_seed(n);
            o.meld_minimums = [0; 4].map(|_| 50 + 10 * below(&mut rng, 21));
        }
        o.players = players;
        o.teams = teams;
        o
    }

    pub fn deal(o: &HellOptions, n: u64) -> SevensFromHell {
        let mut rng = rng_from_seed(1_000_003 * n + 17);
        let mut pack = PackKind::Decks {
            decks: o.decks(),
            jokers: 2,
        }
        .cards();
        shuffle(&mut pack, &mut rng);
        let seats = o.players as usize;
        let ranks: Vec<u8> = (0..seats).map(|_| 4 + below(&mut rng, 11) as u8).collect();
        let mut hands = Vec::new();
        for &rank in &ranks {
            let (copies, wilds) = (4 + below(&mut rng, 5), below(&mut rng, 7));
            hands.push(stacked(&mut pack, 13, rank, copies, wilds, &mut rng));
        }
        let mut feet = Vec::new();
        for _ in 0..seats {
            let (copies, wilds) = if below(&mut rng, 2) == 0 {
                (4 + below(&mut rng, 5), below(&mut rng, 7))
            } else {
                (0, 0)
            };
            let rank = 4 + below(&mut rng, 11) as u8;
            feet.push(stacked(&mut pack, 11, rank, copies, wilds, &mut rng));
        }
        let mut pile: Vec<Card> = (0..5).map(|_| pack.pop().unwrap()).collect();
        if below(&mut rng, 2) == 0 {
            // A stacked rank on top invites a pickup.
            let rank = ranks[below(&mut rng, seats as u32) as usize];
            if let Some(c) = take(&mut pack, rank, &mut rng) {
                pile.push(c);
            }
        }
        let deck_len = 10 + below(&mut rng, 21) as usize;
        let decks = vec![
            pack.split_off(pack.len() - deck_len),
            pack.split_off(pack.len() - deck_len),
        ];
        let deal = FixedDeal {
            dealer: below(&mut rng, seats as u32) as usize,
            hands_played: (n / 7 % 4) as usize,
            hands,
            layout: HellLayout {
                feet,
                decks,
                pile,
                ..HellLayout::default()
            },
            ..FixedDeal::default()
        };
        SevensFromHell::from_deal(o, &deal).unwrap()
    }

    /// A player who plays toward melds: laying down and staging when he can, else at random.
    pub fn pick(g: &SevensFromHell, rng: &mut GameRng) -> HellAction {
        let legal = g.legal_actions();
        let list = legal.as_slice();
        let melds: Vec<HellAction> = list
            .iter()
            .copied()
            .filter(|a| matches!(a, HellAction::Start { .. } | HellAction::Add { .. }))
            .collect();
        if list.contains(&HellAction::Meld) && below(rng, 5) > 0 {
            HellAction::Meld
        } else if !melds.is_empty() && below(rng, 10) < 7 {
            melds[below(rng, melds.len() as u32) as usize]
        } else if list.contains(&HellAction::Take { jokers: 0 }) && below(rng, 2) == 0 {
            HellAction::Take { jokers: 0 }
        } else {
            list[below(rng, list.len() as u32) as usize]
        }
    }

    /// Plays stacked rounds `rounds`, checking at every step that a seat to act has an action,
    /// that the legal list is exactly what the rules accept, that every listed action applies
    /// and keeps the invariants; panics with the round and step.
    pub fn play(rounds: std::ops::Range<u64>) {
        let universe = every_action();
        for n in rounds {
            let o = options(n);
            let mut g = deal(&o, n);
            let mut rng = rng_from_seed(n);
            let mut steps = 0;
            while g.to_act().is_some() {
                let legal = g.legal_actions();
                assert!(
                    !legal.is_empty(),
                    "round {n} step {steps}: the seat to act has no action: {g:?}"
                );
                for &a in &universe {
                    assert_eq!(
                        legal.contains(&a),
                        g.allows(a),
                        "round {n} step {steps}: {a}: listed {}",
                        legal.contains(&a)
                    );
                }
                for a in legal.iter() {
                    let mut h = g.clone();
                    h.apply_with(a, &mut ());
                    if let Err(e) = h.check_invariants() {
                        panic!("round {n} step {steps}: after {a}: {e}");
                    }
                }
                let a = pick(&g, &mut rng);
                g.apply_with(a, &mut ());
                steps += 1;
                assert!(steps < SevensFromHell::MAX_ACTIONS, "round {n} did not end");
            }
        }
    }

    // 5,000 rounds in two tests, which run side by side.
    #[test]
    fn stacked_rounds_0_to_2500_never_break_a_rule_or_stall() {
        play(0..2500);
    }

    #[test]
    fn stacked_rounds_2500_to_5000_never_break_a_rule_or_stall() {
        play(2500..5000);
    }

    /// The long run: `cargo test -p sevenfold-core --test engine sevens_from_hell_properties -- --ignored`.
    #[test]
    #[ignore = "a long run: 50,000 stacked rounds"]
    fn fifty_thousand_stacked_rounds() {
        play(5000..55_000);
    }

    #[test]
    fn stacked_deals_hold_what_they_promise() {
        let o = options(0);
        let g = deal(&o, 0);
        let most = |s: usize| (4..=14).map(|r| g.hand(s).of_rank(r)).max().unwrap_or(0);
        assert!((0..g.players()).all(|s| most(s) >= 4 && g.hand_len(s) == 13));
    }
}

/// What `view` says, as JSON.
fn wire(view: &sevenfold_core::games::sevens_from_hell::HellView) -> serde_json::Value {
    serde_json::to_value(view).unwrap()
}

/// A network client rebuilds from each view's JSON the same view, and a round sampled from it
/// shows the seat exactly that view; once the round is over every hand and foot is shown.
#[test]
fn views_travel_whole_and_a_round_rebuilt_from_one_shows_it() {
    use sevenfold_core::games::sevens_from_hell::determinize::HellSampler;
    let mut sizes = vec![HellOptions::for_players(4), HellOptions::for_players(6)];
    sizes.push(HellOptions {
        teams: 3,
        ..HellOptions::for_players(6)
    });
    for (i, o) in sizes.iter().enumerate() {
        let mut step = 0;
        let check = |g: &SevensFromHell, rng: &mut GameRng| {
            for seat in 0..g.players() {
                let json = wire(&g.view(seat));
                let back: sevenfold_core::games::sevens_from_hell::HellView =
                    serde_json::from_value(json.clone())
                        .unwrap_or_else(|e| panic!("a true view refused: {e}\n{json}"));
                assert_eq!(wire(&back), json, "the view read back is the view sent");
                let rebuilt = HellSampler::new(&back).unwrap().sample(rng);
                assert_eq!(
                    wire(&rebuilt.view(seat)),
                    json,
                    "the rebuilt round shows it"
                );
            }
        };
        let end = play(o, 500 + i as u64, |g, rng| {
            step += 1;
            if step % 7 == 0 {
                check(g, rng);
            }
        });
        check(&end, &mut rng_from_seed(1));
        for seat in 0..end.players() {
            let v = end.view(seat);
            for s in 0..end.players() {
                assert_eq!(
                    v.public.hand(s),
                    end.hand(s),
                    "hands are counted at the end"
                );
                assert_eq!(v.public.foot(s), end.foot(s), "feet are counted at the end");
            }
        }
    }
}

/// A view that no round shows, or that is not a view at all, is refused with a reason: a
/// client never panics on what a server sends.
#[test]
fn garbled_views_are_refused_never_panicking() {
    use serde_json::{Value, json};
    let read = |v: &Value| {
        serde_json::from_value::<sevenfold_core::games::sevens_from_hell::HellView>(v.clone())
    };
    let mut views = Vec::new();
    let mut step = 0;
    play(&HellOptions::for_players(4), 9, |g, _| {
        step += 1;
        if step % 40 == 0 {
            views.push(wire(&g.view(g.turn())));
        }
    });
    assert!(views.len() > 3);
    // Lies a server could tell, each refused.
    type Lie = fn(&mut Value);
    let lies: [(&str, Lie); 6] = [
        ("an extra card in one's hand", |v| {
            let seat = v["seat"].as_u64().unwrap() as usize;
            let h = v["hands"][seat].as_str().unwrap().to_string();
            v["hands"][seat] = json!(format!("{h} Jk"));
        }),
        ("a hand smaller than its known cards", |v| {
            v["hand_sizes"][0] = json!(0);
            v["known"][0] = json!("Kh");
        }),
        ("a seat past the table", |v| v["seat"] = json!(9)),
        ("a book kind the game lacks", |v| {
            v["teams"][0]["open"] = json!([[3, "3h 3h 3d"]])
        }),
        ("more jokers than the pack has", |v| {
            v["pile"] = json!(vec!["Jk"; 40].join(" "))
        }),
        ("a deck longer than a round", |v| {
            v["deck_sizes"] = json!([60000, 0])
        }),
    ];
    for (what, lie) in lies {
        let mut v = views[0].clone();
        lie(&mut v);
        assert!(read(&v).is_err(), "{what} was taken for a view");
    }
    // Lies of the right shape, refused for what they say.
    let worded: [(Lie, &str); 3] = [
        (
            |v| v["teams"][0]["open"] = json!([[4, "5h 5d 5s"]]),
            "has a 5h in its book of fours",
        ),
        (
            |v| v["teams"][0]["clean"] = json!([[4, 255]]),
            "a team's table holds",
        ),
        (
            |v| {
                let seat = v["seat"].as_u64().unwrap() as usize;
                let size = v["hand_sizes"][seat].as_u64().unwrap();
                v["hand_sizes"][seat] = json!(size + 1);
            },
            "hand is sent with",
        ),
    ];
    for (lie, said) in worded {
        let mut v = views[0].clone();
        lie(&mut v);
        let err = read(&v).map(|_| ()).unwrap_err().to_string();
        assert!(err.contains(said), "{err}");
    }
    // Random damage: every leaf replaced by junk of every shape, one at a time.
    let junk = [
        json!(null),
        json!(-1),
        json!(70000),
        json!(u64::MAX),
        json!("Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk Jk"),
        json!("zz"),
        json!([]),
        json!([[0, "Jk"]]),
        json!({}),
        json!(true),
    ];
    fn leaves(v: &Value, path: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
        out.push(path.clone());
        match v {
            Value::Object(m) => m.iter().for_each(|(k, x)| {
                path.push(json!(k));
                leaves(x, path, out);
                path.pop();
            }),
            Value::Array(a) => a.iter().enumerate().for_each(|(i, x)| {
                path.push(json!(i));
                leaves(x, path, out);
                path.pop();
            }),
            _ => {}
        }
    }
    fn at<'a>(v: &'a mut Value, path: &[Value]) -> &'a mut Value {
        path.iter().fold(v, |v, k| match k {
            Value::String(s) => &mut v[s.as_str()],
            k => &mut v[k.as_u64().unwrap() as usize],
        })
    }
    let mut refused = 0;
    for view in &views {
        let mut paths = Vec::new();
        leaves(view, &mut Vec::new(), &mut paths);
        for path in paths.iter().skip(1) {
            for j in &junk {
                let mut v = view.clone();
                *at(&mut v, path) = j.clone();
                refused += read(&v).is_err() as usize;
            }
        }
    }
    assert!(
        refused > 1000,
        "junk was read as views: only {refused} refused"
    );
}
