//! Playing a scenario of any game: read its deal and actions ([`prepare`]), apply the actions
//! one by one, record every trick and note from the events, score the hand and the match, and
//! check the expectations along the way ([`replay`]).

use super::checker::Checker;
use super::expect::{Expect, HandExpect, PositionExpect, Steps, TrickExpect, run_steps};
use super::fields::declared_fields;
use super::replay::{ExpectationReport, Record, Replay, ScenarioGame};
use super::{Scenario, ScenarioError, invalid, match_after};

/// A scenario ready to play: the starting position, the parsed actions, the match totals and
/// the game's own expectations.
pub struct Prepared<G: ScenarioGame> {
    pub game: G,
    pub actions: Vec<G::Action>,
    pub totals: Vec<i32>,
    pub own: OwnExpects<G>,
}

/// A game's own expectations, read: of the hand, of each trick, and of each position in the
/// order of `expect.at`.
pub struct OwnExpects<G: ScenarioGame> {
    pub hand: G::OwnHandExpect,
    pub tricks: Vec<G::OwnTrickExpect>,
    pub at: Vec<G::OwnPositionExpect>,
}

/// The scenario's own expectations for game `G`; the error names what `G` does not have.
fn own_expects<G: ScenarioGame>(expect: &Expect) -> Result<OwnExpects<G>, ScenarioError> {
    let hand = expect
        .game
        .read(
            &format!("expect: a {} hand", G::TITLE),
            declared_fields::<HandExpect>(),
        )
        .map_err(invalid)?;
    let tricks = expect
        .tricks
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.game.read(
                &format!("expect: trick {} of a {} hand", i + 1, G::TITLE),
                declared_fields::<TrickExpect>(),
            )
        })
        .collect::<Result<_, _>>()
        .map_err(invalid)?;
    let at = expect
        .at
        .iter()
        .map(|p| {
            p.game.read(
                &format!("expect: the {} position at step {}", G::TITLE, p.step),
                declared_fields::<PositionExpect>(),
            )
        })
        .collect::<Result<_, _>>()
        .map_err(invalid)?;
    Ok(OwnExpects { hand, tricks, at })
}

/// Reads a scenario's deal and actions for game `G`, checking everything that can be checked
/// before play.
pub fn prepare<G: ScenarioGame, S>(
    s: &Scenario<S>,
    opts: &G::Config,
) -> Result<Prepared<G>, ScenarioError> {
    let n = G::seat_count(opts);
    let fixed = s.deal.fixed::<G>(opts)?;
    let totals = fixed.totals.clone();
    let game = G::from_deal(opts, &fixed).map_err(|e| invalid(format!("the deal: {e}")))?;
    let actions = s
        .action_tokens()
        .iter()
        .enumerate()
        .map(|(i, t)| {
            t.parse::<G::Action>()
                .map_err(|e| invalid(format!("action {} ('{t}'): {e}", i + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    s.expect
        .validate(actions.len(), n, |a| a.parse::<G::Action>().map(|_| ()))?;
    let own = own_expects::<G>(&s.expect)?;
    G::validate_own(&own.hand, &own.tricks, n).map_err(invalid)?;
    Ok(Prepared {
        game,
        actions,
        totals,
        own,
    })
}

/// Plays a prepared scenario and checks its expectations.
pub fn replay<G: ScenarioGame, S>(
    scenario: &Scenario<S>,
    opts: &G::Config,
    prepared: Prepared<G>,
) -> Replay {
    let Prepared {
        game: mut g,
        actions,
        totals: before,
        own,
    } = prepared;
    let tokens = scenario.action_tokens();
    let expect = &scenario.expect;
    let n = g.seats();
    let mut rec = G::Recorder::new(&g);
    rec.record(&g, g.opening_events(), None, 0);
    let (dealer, leader) = (g.hand_start().dealer, g.first_leader());
    let mut check = Checker::default();
    let Steps {
        applied,
        refused,
        illegal,
    } = run_steps(
        &mut g,
        (&actions, &tokens),
        expect,
        &mut check,
        |g, typed| g.interpret(typed),
        |check, k, p, g| {
            check.position(p, g);
            let what = |f: &str| format!("before step {}: {f}", p.step);
            g.check_position(&own.at[k], &what, check);
        },
        |g, events, action, step| rec.record(g, events, Some(action), step),
    );
    if illegal.is_none() {
        rec.check(&own.hand, &own.tricks, &mut check);
    }
    let recorded = rec.finish();
    let score = g.hand_score();
    let next_start = score.as_ref().map(|s| g.next_start(s).numbered(2));
    let hands = scenario.deal.hands_played.saturating_add(1);
    let (match_totals, match_winners) = match_after(&g, opts, score.as_ref(), &before, hands);
    let mut replay = Replay {
        title: scenario.title.clone(),
        description: scenario.description.clone(),
        game: G::TITLE,
        players: n,
        variants: G::variant_names(opts),
        pack: G::pack_style(opts),
        seat_names: (0..n).map(|s| crate::engine::seat_name(n, s)).collect(),
        side_names: G::side_names(opts),
        dealer,
        leader,
        tricks: recorded.tricks,
        open_trick: g.open_trick(),
        notes: recorded.notes,
        summary: recorded.summary,
        facts: recorded.facts,
        actions_total: actions.len(),
        actions_applied: applied,
        hand_over: g.is_terminal(),
        card_points: g.points_now(),
        winner: score.as_ref().and_then(|s| s.winner()),
        winners: score
            .as_ref()
            .map(|s| s.winners.clone())
            .unwrap_or_default(),
        stake: score.as_ref().map(|s| s.stake),
        why: score.as_ref().map(|s| s.why.clone()),
        game_points: score.as_ref().map(|s| s.game_points.clone()),
        next_start,
        match_totals_before: before,
        match_totals,
        match_over: !match_winners.is_empty(),
        // A shared win has no single winner to report.
        match_winner: match match_winners[..] {
            [w] => Some(w),
            _ => None,
        },
        to_act: g.to_act(),
        legal: g
            .legal_actions()
            .as_ref()
            .iter()
            .map(|a| a.to_string())
            .collect(),
        hands: (0..n).map(|s| g.hand_cards(s)).collect(),
        stock_left: g.stock_left(),
        refused,
        illegal,
        expectations: ExpectationReport::default(),
    };
    if replay.illegal.is_none() {
        check.outcome(expect, &replay);
    }
    replay.expectations = ExpectationReport {
        checked: check.checked,
        mismatches: check.mismatches,
    };
    replay
}
