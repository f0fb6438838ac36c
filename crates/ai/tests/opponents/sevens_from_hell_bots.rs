//! Sevens from Hell bots decide from the seat's view only: two rounds that differ only in
//! what the seat cannot see (another hand's unseen cards, the feet, the decks' order) get the
//! same decision from every level.

#![allow(clippy::unwrap_used)]

use sevenfold_ai::{GameBots, Level};
use sevenfold_core::cards::rng_from_seed;
use sevenfold_core::engine::{FixedDeal, Game, HandGame};
use sevenfold_core::games::sevens_from_hell::{HellLayout, HellOptions, SevensFromHell};

fn cards(t: &str) -> Vec<sevenfold_core::cards::Card> {
    sevenfold_core::cards::parse_cards(t).unwrap()
}

fn round(east: &str, foot: &str, deck: &str) -> SevensFromHell {
    let deal = FixedDeal {
        dealer: 3,
        leader: Some(0),
        hands: vec![
            cards("Kc Kd Kh 9s 9d 5c 3h"),
            cards(east),
            cards("6c 6d"),
            cards("8h 8s"),
        ],
        layout: HellLayout {
            feet: vec![
                cards("Qc Qd"),
                cards(foot),
                cards("Jc Jd"),
                cards("10c 10d"),
            ],
            decks: vec![cards(deck), cards("4h 4s 5h 5s")],
            pile: cards("9h 9c"),
            ..HellLayout::default()
        },
        ..FixedDeal::default()
    };
    SevensFromHell::from_deal(&HellOptions::default(), &deal).unwrap()
}

#[test]
fn every_level_decides_from_the_view_only() {
    let a = round("Ac Ad", "Ah As", "4c 4d 2c 7c");
    let b = round("Ah As", "Ac Ad", "7c 2c 4d 4c");
    assert_eq!(format!("{:?}", a.view(0)), format!("{:?}", b.view(0)));
    for level in [Level::Easy, Level::Normal, Level::Expert] {
        for seed in 0..3 {
            let pick = |g: &SevensFromHell| {
                SevensFromHell::level_bot(level).choose(&g.view(0), &mut rng_from_seed(seed))
            };
            assert_eq!(pick(&a), pick(&b), "{level} read hidden cards");
        }
    }
    // The rule bot plays whole rounds to their end at every table size.
    for players in [4, 6] {
        let o = HellOptions::for_players(players);
        let mut g = SevensFromHell::deal(
            &o,
            sevenfold_core::engine::HandStart::new(0, 1),
            &mut rng_from_seed(3),
        );
        let mut bot = SevensFromHell::rule_bot();
        let mut rng = rng_from_seed(4);
        while let Some(s) = g.to_act() {
            let a = bot.choose(&g.view(s), &mut rng).unwrap();
            g.apply(a).unwrap();
        }
        assert!(g.hand_score().is_some());
    }
}

/// No level throws a wild card away while another discard is legal, nor does the hint: over
/// every discard of many rounds where the hand holds a wild and something else to discard,
/// each level decides (the easy level many times, for its slips).
#[test]
fn no_bot_discards_a_wild_card_while_another_discard_is_legal() {
    use sevenfold_core::games::sevens_from_hell::HellAction;
    use sevenfold_core::games::sevens_from_hell::pack::is_wild;
    let wild_thrown = |a: HellAction| matches!(a, HellAction::Discard(c) if is_wild(c));
    let (mut positions, mut expert_asked) = (0, 0);
    for seed in 0..6 {
        let o = HellOptions::for_players(if seed % 2 == 0 { 4 } else { 6 });
        let mut g = SevensFromHell::deal(
            &o,
            sevenfold_core::engine::HandStart::new(0, 1),
            &mut rng_from_seed(seed),
        );
        let mut bot = SevensFromHell::level_bot(Level::Easy);
        let mut rng = rng_from_seed(100 + seed);
        while let Some(s) = g.to_act() {
            let view = g.view(s);
            let legal = view.legal.to_vec();
            let tempting = legal.iter().any(|&a| wild_thrown(a))
                && legal
                    .iter()
                    .any(|&a| matches!(a, HellAction::Discard(_)) && !wild_thrown(a));
            if tempting {
                positions += 1;
                for level in [Level::Easy, Level::Normal] {
                    let mut b = SevensFromHell::level_bot(level);
                    for roll in 0..40 {
                        let a = b.choose(&view, &mut rng_from_seed(roll)).unwrap();
                        assert!(!wild_thrown(a), "{level} threw away {a:?}");
                    }
                }
                if expert_asked < 12 {
                    expert_asked += 1;
                    let a = SevensFromHell::level_bot(Level::Expert)
                        .choose(&view, &mut rng_from_seed(seed))
                        .unwrap();
                    assert!(!wild_thrown(a), "expert threw away {a:?}");
                }
                let hint = sevenfold_ai::review::hint_of::<SevensFromHell>(&view).unwrap();
                assert!(
                    !wild_thrown(hint.action),
                    "the hint throws {:?}",
                    hint.action
                );
            }
            let a = bot.choose(&view, &mut rng).unwrap();
            g.apply(a).unwrap();
        }
    }
    assert!(positions >= 50, "only {positions} positions tempted a bot");
}

/// How often a bot, at the decisions of rounds played by the rules of thumb, adds a wild card
/// to a natural book where it could add one.
fn wild_adds(make: fn() -> sevenfold_ai::sevens_from_hell::HellRuleBot, rounds: u64) -> f64 {
    use sevenfold_ai::Bot;
    use sevenfold_core::games::sevens_from_hell::HellAction;
    let wild_add = |a: &HellAction| matches!(a, HellAction::Add { kind, piece } if piece.is_wild() && !kind.is_wild());
    let (mut added, mut could) = (0u32, 0u32);
    for seed in 0..rounds {
        let o = HellOptions::for_players(4);
        let start =
            sevenfold_core::engine::HandStart::new(seed as usize % 4, (seed as usize + 1) % 4);
        let mut g = SevensFromHell::deal(&o, start, &mut rng_from_seed(seed));
        let (mut bot, mut rule) = (make(), sevenfold_ai::sevens_from_hell::HellRuleBot::new());
        let mut rng = rng_from_seed(seed + 5);
        while let Some(s) = g.to_act() {
            let view = g.view(s);
            let chosen = bot.choose(&view, &mut rng).unwrap();
            if view.legal.iter().any(|a| wild_add(&a)) {
                could += 1;
                added += u32::from(wild_add(&chosen));
            }
            // The round goes on as the rules of thumb play it, so both bots meet the same
            // positions.
            let action = rule.choose(&view, &mut rng).unwrap();
            g.apply(action).unwrap();
        }
    }
    added as f64 / could.max(1) as f64
}

#[test]
fn the_easy_level_makes_a_beginners_mistakes() {
    use sevenfold_ai::sevens_from_hell::HellRuleBot;
    let rule = wild_adds(HellRuleBot::new, 200);
    let easy = wild_adds(HellRuleBot::easy, 200);
    println!(
        "adds a wild to a natural book where it may: rule {:.1}%, easy {:.1}%",
        100.0 * rule,
        100.0 * easy
    );
    // Measured: 27.8 % against 7.6 % over 200 rounds.
    assert!(easy > 2.5 * rule + 0.05);
}
