//! What every game's engine must do over random seeds, whatever the game: listed actions apply
//! and unlisted ones are refused with a reason, views hide what they must, and replaying an
//! action log rebuilds the hand and the match.

use proptest::prelude::*;
use sevenfold_core::cards::{CardSet, GameRng, rng_from_seed};
use sevenfold_core::engine::variants::Variant;
use sevenfold_core::engine::{Game, HandGame, Match, MatchEvent};
use std::fmt::Debug;

/// `base` with the named variants applied, or `None` when a name is unknown or the combination
/// is invalid.
pub fn options_for<G: HandGame>(
    base: G::Config,
    variants: &[Variant<G::Config>],
    names: &[&str],
) -> Option<G::Config> {
    let mut o = base;
    for name in names {
        let v = variants.iter().find(|v| v.name == *name)?;
        (v.apply)(&mut o);
    }
    G::validate(&o).ok().map(|()| o)
}

/// Valid options: 2 to 4 players (`base` makes a game's defaults for a count) and up to three
/// named variants, invalid combinations dropped.
pub fn options<G: HandGame>(
    base: fn(u8) -> G::Config,
    variants: &'static [Variant<G::Config>],
) -> impl Strategy<Value = G::Config> {
    let names: Vec<&'static str> = variants.iter().map(|v| v.name).collect();
    (2u8..=4, proptest::sample::subsequence(names, 0..=3)).prop_filter_map(
        "the variant combination is invalid for the player count",
        move |(players, names)| options_for::<G>(base(players), variants, &names),
    )
}

/// One step's checks, before the action is chosen: every listed action is accepted and applies,
/// every other action of `universe` is refused with a reason and a rule name and changes
/// nothing.
pub fn check_step<G>(g: &G, universe: &[G::Action]) -> Result<(), TestCaseError>
where
    G: Game + Copy + PartialEq + Debug,
    G::Action: Debug,
{
    let before = *g;
    g.check_invariants().map_err(TestCaseError::fail)?;
    let legal = g.legal_actions();
    prop_assert_eq!(*g, before, "listing legal actions changed the state");
    prop_assert!(
        !legal.as_ref().is_empty(),
        "seat {:?} is to act with no legal action",
        g.to_act()
    );
    for &a in legal.as_ref() {
        prop_assert!(g.check(a).is_ok(), "listed {a:?} refused: {:?}", g.check(a));
        let mut next = *g;
        let applied = next.apply(a);
        prop_assert!(applied.is_ok(), "listed {a:?} does not apply: {applied:?}");
        next.check_invariants().map_err(TestCaseError::fail)?;
    }
    for &a in universe.iter().filter(|a| !legal.as_ref().contains(a)) {
        match g.check(a) {
            Ok(()) => prop_assert!(false, "{a:?} is not listed but check accepts it"),
            Err(e) => {
                prop_assert!(
                    !e.reason.trim().is_empty(),
                    "{a:?} refused without a reason"
                );
                prop_assert!(!e.rule.is_empty(), "{a:?} refused without a rule name");
            }
        }
        let mut next = *g;
        prop_assert!(next.apply(a).is_err(), "{a:?} is not listed but applies");
        prop_assert_eq!(next, before, "a refused {:?} changed the state", a);
    }
    prop_assert_eq!(*g, before, "checking actions changed the state");
    Ok(())
}

/// Plays `g` out with random actions: every event of every action, as each seat sees it
/// ([`Game::event_for`]), names none of the cards `hidden_from` that seat once the action is done
/// (another's draw, a card received in a run, a face-down discard).
pub fn check_events_hide<G>(
    mut g: G,
    rng: &mut GameRng,
    hidden_from: fn(&G, usize) -> CardSet,
) -> Result<(), TestCaseError>
where
    G: Game<Event: serde::Serialize>,
{
    while let Some(a) = g.random_action(rng) {
        let events = g.apply(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for seat in 0..g.seats() {
            let seen: Vec<G::Event> = events.iter().map(|e| G::event_for(e, seat)).collect();
            check_json_hides(&seen, seat, hidden_from(&g, seat))?;
        }
    }
    Ok(())
}

/// `seat`'s view as JSON names none of the `hidden` cards.
pub fn check_json_hides<V: serde::Serialize>(
    view: &V,
    seat: usize,
    hidden: CardSet,
) -> Result<(), TestCaseError> {
    let json = serde_json::to_string(view).map_err(|e| TestCaseError::fail(e.to_string()))?;
    for c in hidden {
        prop_assert!(
            !json.contains(&format!("\"{c}\"")),
            "seat {seat}'s serialized view names hidden {c}: {json}"
        );
    }
    Ok(())
}

/// Plays one hand dealt by `deal` with random actions, checking every step against `universe`
/// and every state's views with `check_views`, within `max_actions`; returns the final state
/// and the log.
pub fn play_checked<G>(
    deal: impl FnOnce() -> (G, GameRng),
    universe: &[G::Action],
    max_actions: usize,
    check_views: impl Fn(&G) -> Result<(), TestCaseError>,
) -> Result<(G, Vec<G::Action>), TestCaseError>
where
    G: Game + Copy + PartialEq + Debug,
    G::Action: Debug,
{
    let (mut g, mut rng) = deal();
    let mut log = Vec::new();
    check_views(&g)?;
    while g.to_act().is_some() {
        prop_assert!(
            log.len() <= max_actions,
            "the hand did not end within {max_actions} actions"
        );
        check_step(&g, universe)?;
        let legal = g.legal_actions();
        let a = g.random_action(&mut rng);
        prop_assert!(
            a.is_some_and(|a| legal.as_ref().contains(&a)),
            "random_action gave {a:?}, not one of {:?}",
            legal.as_ref()
        );
        let Some(a) = a else { break };
        g.apply(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        log.push(a);
        check_views(&g)?;
    }
    prop_assert!(
        g.legal_actions().as_ref().is_empty(),
        "a finished hand lists actions"
    );
    prop_assert!(g.random_action(&mut rng).is_none());
    g.check_invariants().map_err(TestCaseError::fail)?;
    Ok((g, log))
}

/// Replaying `log` on the same deal reaches `end`.
pub fn check_replay<G: Game + PartialEq + Debug>(
    mut again: G,
    end: &G,
    log: &[G::Action],
) -> Result<(), TestCaseError> {
    for &a in log {
        again
            .apply(a)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
    prop_assert_eq!(&again, end, "replaying the log gave another state");
    Ok(())
}

/// Plays a match for up to `hands` hands with random actions (at most `per_hand` actions a
/// hand), then replays its log: the replay ends in the same hand, records and result. The
/// match numbers its hands 1, 2, 3… in its records, its current start and its new-hand events,
/// and each record's score items add up to its game points.
pub fn check_match_replay<G>(
    opts: &G::Config,
    seed: u64,
    hands: usize,
    per_hand: usize,
) -> Result<(), TestCaseError>
where
    G: HandGame + PartialEq + Debug,
{
    let mut m =
        Match::<G>::new(opts.clone(), seed).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut rng = rng_from_seed(seed ^ 0x5eed);
    while !m.is_over() && m.records().len() < hands {
        prop_assert!(
            m.actions().len() < hands * per_hand,
            "the match does not progress"
        );
        let Some(a) = m.hand().random_action(&mut rng) else {
            prop_assert!(false, "a live match hand offers no action");
            break;
        };
        let before = m.records().len();
        let events = m.apply(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut ended = before;
        for e in events {
            match e {
                MatchEvent::HandOver(_) => ended += 1,
                MatchEvent::NewHand(start) => prop_assert_eq!(start.hand as usize, ended + 1),
                _ => {}
            }
        }
    }
    for (i, r) in m.records().iter().enumerate() {
        prop_assert_eq!(r.start.hand as usize, i + 1);
        // The itemised score adds up to each side's game points.
        for (side, &points) in r.score.game_points.iter().enumerate() {
            let items: i32 = r
                .score
                .items
                .iter()
                .filter(|i| i.side == side)
                .map(|i| i.points)
                .sum();
            prop_assert_eq!(items, points, "side {}: {:?}", side, r.score);
        }
    }
    if !m.is_over() {
        prop_assert_eq!(m.start().hand as usize, m.records().len() + 1);
    }
    let r = Match::<G>::replay(opts.clone(), seed, m.actions())
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(r.hand(), m.hand());
    prop_assert_eq!(r.records(), m.records());
    prop_assert_eq!(r.totals(), m.totals());
    prop_assert_eq!(r.start(), m.start());
    prop_assert_eq!(r.winner(), m.winner());
    Ok(())
}
