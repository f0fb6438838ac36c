//! Playing a scenario of any game: read its deal and actions ([`prepare`]), apply the actions
//! one by one, record every trick and note from the events, score the hand and the match, and
//! check the expectations along the way ([`replay`]).

use super::expect::{Checker, Steps, run_steps};
use super::replay::{ExpectationReport, Record, Replay, ScenarioGame};
use super::{Scenario, ScenarioError, invalid, match_after};
use crate::engine::Game;

/// A scenario ready to play: the starting position, the parsed actions and the match totals.
pub struct Prepared<G: Game> {
    pub game: G,
    pub actions: Vec<G::Action>,
    pub totals: Vec<i32>,
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
    Ok(Prepared {
        game,
        actions,
        totals,
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
        |check, p, g| check.position(p, g),
        |g, events, action, step| rec.record(g, events, Some(action), step),
    );
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
        burn: recorded.burn,
        trump: g.trump(),
        notes: recorded.notes,
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
