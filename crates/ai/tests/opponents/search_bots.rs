//! The searching bots and the levels: they decide from the view alone, always legally, and
//! they beat weaker bots. Budgets are iteration counts, so every run is reproducible.

#![allow(clippy::unwrap_used)]

use crate::common;

use sevenfold_ai::search::{Determinize, Playouts};
use sevenfold_ai::sedma::hint::hint as sedma_hint;
use sevenfold_ai::sedma::level::{Decision, EXPERT_READING, EXPERT_TRUST, SedmaSearch};
use sevenfold_ai::sedma::{SedmaRuleBot, swindle};
use sevenfold_ai::{
    Bot, BotKind, Budget, FlatMc, Ismcts, Level, RandomBot, Why, play_hand_with_bots,
};
use sevenfold_core::cards::{Card, rng_from_seed};
use sevenfold_core::engine::{Game, HandStart};
use sevenfold_core::games::sedma::{Sedma, SedmaAction, SedmaOptions};

fn opts(players: u8, variants: &[&str]) -> SedmaOptions {
    let mut o = SedmaOptions::for_players(players);
    for v in variants {
        o.apply_variant(v).unwrap();
    }
    o
}

fn start(players: u8, dealer: usize) -> HandStart {
    HandStart::new(dealer, (dealer + 1) % players as usize)
}

fn small_bots() -> Vec<Box<dyn Bot<Sedma>>> {
    vec![
        Box::new(FlatMc::new(20)),
        Box::new(Ismcts::<Sedma>::new(Budget::iterations(300))),
        // Reading the others' play must not read their cards.
        Box::new(Ismcts::<Sedma>::new(Budget::iterations(300)).with_reading(200)),
        // Nor may imagining their replies: the model judges from their sampled cards.
        Box::new(
            Ismcts::<Sedma>::new(Budget::iterations(100))
                .with_playouts(Playouts::Model)
                .with_model_opponents(true)
                .with_reading(100),
        ),
    ]
}

/// The same deal with one of seat 0's hidden cards swapped: a card of seat 1 and one of the
/// stock change places. Seat 0 cannot tell the two apart.
fn twin_deals(players: u8, seed: u64) -> (Sedma, Sedma) {
    let o = opts(players, &[]);
    let s = start(players, players as usize - 1);
    let g = Sedma::deal_random(&o, s, &mut rng_from_seed(seed));
    let n = players as usize;
    let mut hands: Vec<Vec<Card>> = (0..n).map(|p| g.hand(p).to_vec()).collect();
    let mut stock = g.stock().to_vec();
    std::mem::swap(&mut hands[1][0], &mut stock[3]);
    let twin = Sedma::from_deal(&o, s, &hands, &stock, &[]).unwrap();
    assert_ne!(g, twin);
    (g, twin)
}

#[test]
fn hidden_cards_do_not_change_decisions() {
    for (players, seed) in [(2u8, 1u64), (4, 2), (3, 3), (2, 4)] {
        let (mut g, mut twin) = twin_deals(players, seed);
        // Play the same actions in both while the views of seat 0 stay equal.
        let mut rng = rng_from_seed(seed);
        let mut checked = 0;
        while let Some(seat) = g.to_act() {
            let (v, tv) = (g.view(0), twin.view(0));
            if v != tv {
                break;
            }
            if seat == 0 {
                for bot in small_bots().iter_mut() {
                    let a = bot.choose(&v, &mut rng_from_seed(99)).unwrap();
                    let b = bot.choose(&tv, &mut rng_from_seed(99)).unwrap();
                    assert_eq!(a, b, "{} decided differently", bot.name());
                    assert!(v.legal.contains(&a));
                }
                checked += 1;
            }
            let Some(a) = g.random_action(&mut rng) else {
                break;
            };
            if twin.check(a).is_err() {
                break;
            }
            g.apply_with(a, &mut ());
            twin.apply_with(a, &mut ());
        }
        assert!(checked > 0);
    }
}

#[test]
fn hidden_cards_do_not_change_decisions_mid_hand() {
    // Any position sampled from seat 0's view looks the same to seat 0, so it decides the same.
    let o = opts(4, &[]);
    let mut rng = rng_from_seed(21);
    let mut g = Sedma::deal_random(&o, start(4, 3), &mut rng);
    for _ in 0..9 {
        let a = g.random_action(&mut rng).unwrap();
        g.apply_with(a, &mut ());
    }
    let seat = g.to_act().unwrap();
    let view = g.view(seat);
    let other = Sedma::sample(&Sedma::sampler(&view).unwrap(), &mut rng);
    assert_eq!(other.view(seat), view);
    for bot in small_bots().iter_mut() {
        let a = bot.choose(&view, &mut rng_from_seed(5));
        let b = bot.choose(&other.view(seat), &mut rng_from_seed(5));
        assert_eq!(a, b);
    }
}

#[test]
fn the_expert_decides_from_the_view_alone() {
    // The expert's search as the window builds it (reading, the sensible-reply search and the
    // plain one, the endgame), decided on the true deal and on another with the same view.
    for (players, seed, prefix) in [(2u8, 31u64, 5), (2, 32, 11), (4, 33, 9), (3, 34, 7)] {
        let o = opts(players, &[]);
        let mut rng = rng_from_seed(seed);
        let mut g = Sedma::deal_random(&o, start(players, 0), &mut rng);
        let mut rule = SedmaRuleBot::new();
        for _ in 0..prefix {
            let seat = g.to_act().unwrap();
            let a = rule.choose(&g.view(seat), &mut rng).unwrap();
            g.apply_with(a, &mut ());
        }
        let seat = g.to_act().unwrap();
        let view = g.view(seat);
        let other = Sedma::sample(&Sedma::sampler(&view).unwrap(), &mut rng);
        assert_ne!(other, g);
        assert_eq!(other.view(seat), view);
        // The others have played: the expert reads their play (three players too).
        let sampler = Sedma::reading_sampler(&view, EXPERT_READING, &mut rng_from_seed(6));
        assert!(sampler.unwrap().reading().is_some(), "{players} players");
        // Untimed: the timed expert stops on the clock, so two runs on one view may differ
        // on a busy machine whatever they read.
        let a = SedmaSearch::expert()
            .untimed()
            .choose(&view, &mut rng_from_seed(6));
        let b = SedmaSearch::expert()
            .untimed()
            .choose(&other.view(seat), &mut rng_from_seed(6));
        assert_eq!(a, b, "{players} players, seed {seed}");
        assert!(view.legal.contains(&a.unwrap()));
    }
}

#[test]
fn the_modelled_search_models_the_opponents_and_searches_the_partner() {
    // The sensible-reply search models only the seats of other sides: with four players the
    // partner opposite is searched with the seat's own decisions; with two or three every
    // other seat is an opponent.
    for players in [2u8, 3, 4] {
        let g = Sedma::deal_random(
            &opts(players, &[]),
            start(players, 0),
            &mut rng_from_seed(1),
        );
        common::seats::assert_partners_sit_opposite(players, |a, b| g.same_side(a, b));
    }
}

/// 2-player endgame positions, with the seat to act, where a line wins against rule-of-thumb
/// replies though best play loses; the hands are played by `rule_of_thumb` or at random.
fn swindle_positions(rule_of_thumb: bool, wanted: usize) -> Vec<(Sedma, SedmaAction)> {
    let o = opts(2, &[]);
    let mut rule = SedmaRuleBot::new();
    let sensible = SedmaRuleBot::new();
    let mut out = Vec::new();
    for hand in 0..2000u64 {
        let mut rng = rng_from_seed(500 + hand);
        let mut g = Sedma::deal_random(&o, start(2, hand as usize % 2), &mut rng);
        while let Some(seat) = g.to_act() {
            if g.stock().is_empty()
                && let Some(a) = swindle(&g, seat, &|p: &Sedma| sensible.best_in(p))
            {
                out.push((g, a));
                break;
            }
            let a = if rule_of_thumb {
                rule.choose(&g.view(seat), &mut rng).unwrap()
            } else {
                g.random_action(&mut rng).unwrap()
            };
            g.apply_with(a, &mut ());
        }
        if out.len() == wanted {
            break;
        }
    }
    assert_eq!(
        out.len(),
        wanted,
        "too few lost endgames to try a swindle in"
    );
    out
}

#[test]
fn the_expert_swindles_only_players_whose_play_looks_sensible() {
    for (rule_of_thumb, seed) in [(true, 1u64), (false, 2)] {
        let mut swindled = 0;
        for (g, line) in swindle_positions(rule_of_thumb, 8) {
            let seat = g.to_act().unwrap();
            let view = g.view(seat);
            let sampler = Sedma::reading_sampler(&view, EXPERT_READING, &mut rng_from_seed(seed));
            let sensible = sampler.unwrap().reading().unwrap().sensible();
            let mut expert = SedmaSearch::for_level(Level::Expert);
            let decision = expert.decide(&view, &mut rng_from_seed(seed)).unwrap();
            if sensible >= EXPERT_TRUST {
                assert_eq!(decision, Decision::Swindle(line), "{g:?}");
                // The hint says why it plays a line perfect play would punish.
                let hint = sedma_hint(&view, Level::Expert, &mut rng_from_seed(seed)).unwrap();
                assert_eq!(hint.action, line);
                assert_eq!(hint.why, Why::Swindle);
                swindled += 1;
            } else {
                assert!(
                    matches!(decision, Decision::Solved(_)),
                    "{decision:?} in {g:?}"
                );
            }
            // The quick search behind the normal level's hints never reads play, so never
            // swindles.
            let mut normal = SedmaSearch::for_level(Level::Normal);
            let decision = normal.decide(&view, &mut rng_from_seed(seed));
            assert!(!matches!(decision, Some(Decision::Swindle(_))));
        }
        if rule_of_thumb {
            assert!(
                swindled >= 6,
                "rule-of-thumb play read as sensible {swindled} times in 8"
            );
        } else {
            assert_eq!(swindled, 0, "random play read as sensible");
        }
    }
}

#[test]
fn searching_bots_play_legally_in_every_variant() {
    let tables: &[(u8, &[&str])] = &[
        (2, &[]),
        (3, &[]),
        (4, &[]),
        (4, &["osmova"]),
        (3, &["three-32-pass"]),
        (3, &["king-of-leaves"]),
        (2, &["burn-a", "burn-hand"]),
        (4, &["continue-only-when-losing"]),
        (2, &["tricks-only"]),
    ];
    for (i, &(players, variants)) in tables.iter().enumerate() {
        let o = opts(players, variants);
        let n = players as usize;
        let mut bots: Vec<Box<dyn Bot<Sedma>>> = (0..n)
            .map(|s| match s % 3 {
                0 => Box::new(Ismcts::<Sedma>::new(Budget::iterations(200))) as Box<dyn Bot<Sedma>>,
                1 => Box::new(FlatMc::new(10)),
                _ => Box::new(RandomBot),
            })
            .collect();
        for hand in 0..3u64 {
            let mut rng = rng_from_seed(i as u64 * 10 + hand);
            let mut g = Sedma::deal_random(&o, start(players, hand as usize % n), &mut rng);
            // play_hand_with_bots checks every action against the rules.
            play_hand_with_bots(&mut g, &mut bots, &mut rng).unwrap();
            assert!(g.is_terminal());
            g.check_invariants().unwrap();
        }
    }
}

/// Hands won by `a` against `b` over `deals` deals, each played with both seatings (2 players).
fn duel(
    a: &mut dyn FnMut() -> Box<dyn Bot<Sedma>>,
    b: &mut dyn FnMut() -> Box<dyn Bot<Sedma>>,
    deals: u64,
) -> f64 {
    let o = opts(2, &[]);
    common::duel::duel(a, b, deals, 1000, |n, rng| {
        Sedma::deal_random(&o, start(2, n as usize % 2), rng)
    })
}

#[test]
fn ismcts_beats_random_play() {
    let rate = duel(
        &mut || Box::new(Ismcts::<Sedma>::new(Budget::iterations(500))),
        &mut || Box::new(RandomBot),
        15,
    );
    assert!(rate >= 0.8, "ismcts scored {rate} against random");
}

#[test]
fn bot_kinds_and_levels_by_name() {
    let names: Vec<&str> = BotKind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(names, ["random", "rule", "flatmc", "ismcts"]);
    for k in BotKind::ALL {
        assert_eq!(k.name().parse::<BotKind>(), Ok(k));
        assert_eq!(k.bot::<Sedma>().name(), k.name());
    }
    let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    assert_eq!(levels, ["easy", "normal", "expert"]);
    for l in Level::ALL {
        assert_eq!(l.name().parse::<Level>(), Ok(l));
        assert_eq!(l.bot::<Sedma>().name(), l.name());
    }
    let err = "hard".parse::<Level>().unwrap_err();
    assert!(err.contains("easy, normal, expert"), "{err}");
}

#[test]
fn level_bots_play_legally() {
    // The easy and normal levels at full size, for one 4-player hand each.
    let o = opts(4, &[]);
    for level in [Level::Easy, Level::Normal] {
        let mut rng = rng_from_seed(8);
        let mut g = Sedma::deal_random(&o, start(4, 0), &mut rng);
        let mut bots: Vec<Box<dyn Bot<Sedma>>> = vec![
            level.bot::<Sedma>(),
            Box::new(SedmaRuleBot::new()),
            level.bot::<Sedma>(),
            Box::new(RandomBot),
        ];
        play_hand_with_bots(&mut g, &mut bots, &mut rng).unwrap();
        assert!(g.is_terminal());
    }
}

#[test]
fn hints_name_a_legal_action_with_a_reason() {
    let o = opts(2, &[]);
    let mut rng = rng_from_seed(12);
    let mut g = Sedma::deal_random(&o, start(2, 1), &mut rng);
    let mut seen_endgame = false;
    while let Some(seat) = g.to_act() {
        let view = g.view(seat);
        if view.legal.len() > 1 {
            let level = if view.stock_len == 0 {
                Level::Expert
            } else {
                Level::Normal
            };
            let hint = sedma_hint(&view, level, &mut rng).unwrap();
            assert!(view.legal.contains(&hint.action));
            // Card points of a 32-card hand: at most 90 with the last trick's ten.
            match hint.why {
                Why::Expected { value, .. } => {
                    assert_eq!(level, Level::Normal);
                    assert!((0.0..=90.0).contains(&value), "{value}")
                }
                Why::Solved { points, .. } | Why::SolvedAlike { points } => {
                    assert_eq!(view.stock_len, 0);
                    assert!((0..=90).contains(&points), "{points}")
                }
                Why::Swindle => assert_eq!(view.stock_len, 0),
                ref why => panic!("{why:?} at {level:?}"),
            }
            seen_endgame |= view.stock_len == 0;
        }
        let a = g.random_action(&mut rng).unwrap();
        g.apply_with(a, &mut ());
    }
    assert!(seen_endgame);
    // A searched hint at a small scale: the normal level's reason is the points it expects.
    let g = Sedma::deal_random(&o, start(2, 0), &mut rng_from_seed(4));
    let hint = sedma_hint(&g.view(1), Level::Normal, &mut rng).unwrap();
    assert!(
        matches!(hint.why, Why::Expected { next: Some(_), .. }),
        "{:?}",
        hint.why
    );
    assert!(matches!(hint.action, SedmaAction::Play(_)));
}
