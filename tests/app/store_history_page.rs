//! The history screen with All Fours matches: the list names the game, an opened match shows
//! its score sheet and steps through a deal with every decision in words.
#![allow(clippy::unwrap_used)]

use crate::store_common;

use crate::store_common::{TempDir, play_and_record, record_match, short};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use sevenfold::games::all_fours::{AllFours, AllFoursOptions};
use sevenfold::ui::history_page::{HistoryPage, row_text};

fn page_with(entries: Vec<sevenfold::store::HistoryEntry>) -> Harness<'static, HistoryPage> {
    let mut page = HistoryPage::default();
    page.set_entries(entries, sevenfold::store::Profiles::first_run());
    Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .build_ui_state(|ui, page: &mut HistoryPage| page.ui(ui), page)
}

#[test]
fn an_all_fours_deal_replays_step_by_step() {
    let dir = TempDir::new("af-page");
    let store = dir.store();
    // A match whose first deal has a beg and a run, so every kind of step shows.
    let o = AllFoursOptions::for_players(2);
    let seed = (0..200u64)
        .find(|&s| {
            let m = sevenfold::engine::Match::<AllFours>::new(o, s).unwrap();
            let mut m2 = m.clone();
            store_common::play_some(&mut m2, s ^ 0xabcd ^ 0x5eed, 2);
            m2.actions().first().is_some_and(|a| a.to_string() == "beg")
                && m2.actions().get(1).is_some_and(|a| a.to_string() == "run")
        })
        .expect("a first deal with a beg and a run");
    record_match::<AllFours>(&store, o, seed);
    play_and_record(&store, short(2), 1);
    let entries = store.history().unwrap().value;
    let entry = entries
        .iter()
        .find(|e| e.game_name == "all-fours")
        .unwrap()
        .clone();
    let mut h = page_with(entries);
    h.run();
    h.get_by_label("All Fours");
    h.get_by_label("Sedma");
    let row = row_text(&entry, &sevenfold::store::Profiles::first_run());
    assert!(
        row.contains("All Fours") && row.contains("2 players"),
        "{row}"
    );
    h.get_by_label(&row).click();
    h.run_steps(3);
    assert_eq!(h.state().position(), Some((entry.id.as_str(), 0, 0)));
    h.get_by_label("Score sheet");
    h.get_by_label_contains("The deal.");
    h.get_by_label_contains("proposed as trumps");
    let moves = entry.hands[0].actions.split_whitespace().count();
    h.get_by_label(&format!("Move 0 of {moves}"));
    h.get_by_label("Next move").click();
    h.run_steps(3);
    h.get_by_label_contains(" beg");
    h.get_by_label("Next move").click();
    h.run_steps(3);
    h.get_by_label_contains("the cards;");
    // Past the discards into the first trick.
    let mut seen_discard = false;
    for _ in 2..moves {
        h.key_press(egui::Key::ArrowRight);
        h.run_steps(3);
        seen_discard |= h.query_by_label_contains("discards the").is_some()
            || h.query_by_label_contains("You discard the").is_some();
        if h.query_by_label_contains("the trick.").is_some() {
            break;
        }
    }
    h.get_by_label_contains("the trick.");
    assert!(
        seen_discard || o.after_run != sevenfold::games::all_fours::AfterRun::DiscardToSix,
        "a run with discarding to six shows the discards"
    );
    h.key_press(egui::Key::End);
    h.run_steps(3);
    assert_eq!(h.state().position().unwrap().2, moves);
    h.get_by_label("The deal is over.");
    h.get_by_label("Back to the list").click();
    h.run_steps(3);
    assert_eq!(h.state().position(), None);
}

/// From the history, the expert reviews the person's play in a hand on its own thread; a
/// finding's "Show" steps the replay to that move.
#[test]
fn a_recorded_hand_is_reviewed_and_its_mistakes_shown() {
    let dir = TempDir::new("review-page");
    let store = dir.store();
    // The person (seat 0) played at random: some decision costs points.
    let (_, m) = play_and_record(&store, short(2), 3);
    let entries = store.history().unwrap().value;
    let entry = entries[0].clone();
    let hand = entry
        .split::<sevenfold::games::sedma::Sedma>()
        .unwrap()
        .remove(0);
    let review =
        sevenfold::ai::review::review_hand(&hand.dealt, &hand.actions, 0, m.seed(), |_, _| true)
            .unwrap()
            .unwrap();
    let report = sevenfold::ui::review::report(&hand.dealt, &hand.actions, &review);
    assert!(
        !report.findings.is_empty(),
        "random play is marked: {}",
        report.summary
    );

    let mut h = page_with(entries);
    h.run();
    h.get_by_label(&row_text(&entry, &sevenfold::store::Profiles::first_run()))
        .click();
    h.run_steps(3);
    h.get_by_label("Review my play in this hand").click();
    h.run_steps(2);
    let start = std::time::Instant::now();
    while h.query_by_label(&report.summary).is_none() {
        assert!(start.elapsed().as_secs() < 60, "the review never came");
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    for f in &report.findings {
        h.get_by_label(&f.text);
    }
    h.get_all_by_label("Show").next().unwrap().click();
    h.run_steps(3);
    assert_eq!(h.state().position().unwrap().2, report.findings[0].step);
    h.get_by_label(&format!(
        "Move {} of {}",
        report.findings[0].step,
        hand.actions.len()
    ));
}

/// A recorded Sevens from Hell match: its rounds on the score sheet item by item, and a round
/// stepped through with each action in words and every hand face up.
#[test]
fn a_sevens_from_hell_round_replays_with_its_itemised_score() {
    use sevenfold::games::sevens_from_hell::{HellOptions, SevensFromHell};
    let dir = TempDir::new("hell-page");
    let store = dir.store();
    let (_, m) = record_match::<SevensFromHell>(&store, HellOptions::for_players(4), 3);
    let entries = store.history().unwrap().value;
    let entry = entries[0].clone();
    let mut h = page_with(entries);
    h.run();
    let row = row_text(&entry, &sevenfold::store::Profiles::first_run());
    assert!(row.contains("Sevens from Hell"), "{row}");
    h.get_by_label(&row).click();
    h.run_steps(3);
    h.get_by_label_contains("The deal: 13 cards and a foot of 11 each");
    // Every hand face up, each card named; no card runs over the teams' lines below.
    let cards: Vec<egui::Rect> = h
        .query_all_by(|n| n.role() == egui::accesskit::Role::Image)
        .map(|n| n.rect())
        .collect();
    assert_eq!(cards.len(), 4 * 13, "every dealt card is shown");
    for books in h.get_all_by_label("No books yet") {
        let books = books.rect();
        assert!(
            cards.iter().all(|c| !c.intersects(books)),
            "a card lies over 'No books yet' at {books:?}"
        );
    }
    // The sheet's first round: each team's items, summing to the round's points.
    assert!(h.query_all_by_label("Round 1").count() >= 1);
    let first = m.records()[0].score.game_points.clone();
    for points in first {
        let total = if points < 0 {
            format!("= −{}", -points)
        } else {
            format!("= {points}")
        };
        h.get_by_label_contains(&total);
    }
    h.get_by_label("Next move").click();
    h.run_steps(3);
    assert!(
        // A replay shows every hand, so the cards drawn are named.
        h.query_by_label_contains(" drew ").is_some()
            || h.query_by_label_contains("took the pile").is_some(),
        "the first action is said in words"
    );
    h.get_by_label("Previous move").click();
    h.run_steps(3);
    h.get_by_label_contains("The deal: 13 cards and a foot of 11 each");
}

/// Every round of a recorded Sevens from Hell match exports as a scenario that replays, through
/// its text, to the round's own result; six players in three teams too.
#[test]
fn every_sevens_from_hell_round_exports_and_replays() {
    use sevenfold::games::sevens_from_hell::{HellOptions, SevensFromHell};
    use sevenfold::registry::{GameSetup, Scenario};
    use sevenfold::store::export_hand;
    let dir = TempDir::new("hell-export");
    let store = dir.store();
    let mut six = HellOptions::for_players(6);
    six.teams = 3;
    for (i, o) in [HellOptions::for_players(4), six].into_iter().enumerate() {
        record_match::<SevensFromHell>(&store, o, 30 + i as u64);
    }
    let mut exported = 0;
    for e in &store.history().unwrap().value {
        for round in 1..=e.hands.len() {
            let scenario = export_hand(e, round).unwrap();
            assert!(matches!(scenario.game, GameSetup::SevensFromHell(_)));
            let text = scenario.to_ron().unwrap();
            let replay = Scenario::from_ron(&text).unwrap().replay().unwrap();
            assert!(replay.passed(), "{text}\n{:?}", replay.expectations);
            exported += 1;
        }
    }
    assert_eq!(exported, 8, "four rounds of each match");
}

/// A recorded match of each game opens with its score drawn: the chart's points are the
/// sheet's totals after each hand, as the engine counted them, with the target where reaching
/// one wins; Sevens from Hell's rounds are drawn item by item too.
#[test]
fn every_games_recorded_match_charts_the_sheets_totals() {
    use crate::common::chart::assert_chart_is_sheet;
    use sevenfold::engine::Match;
    use sevenfold::games::sedma::Sedma;
    use sevenfold::games::sevens_from_hell::{HellOptions, SevensFromHell};

    fn check<G: sevenfold::store::StoredGame>(config: G::Config, seed: u64, target: Option<&str>) {
        let dir = TempDir::new("chart-page");
        let store = dir.store();
        let (_, m): (_, Match<G>) = record_match::<G>(&store, config, seed);
        let entries = store.history().unwrap().value;
        let entry = entries[0].clone();
        let mut h = page_with(entries);
        h.run();
        h.get_by_label(&row_text(&entry, &sevenfold::store::Profiles::first_run()))
            .click();
        h.run_steps(3);
        let hands = m.records().len();
        let lines = assert_chart_is_sheet(&h, hands, &vec![0; m.totals().len()]);
        // The chart ends where the engine's match ended, side by side.
        let mut last: Vec<i32> = lines.iter().map(|(_, t)| t[hands]).collect();
        let mut totals = m.totals().to_vec();
        last.sort_unstable();
        totals.sort_unstable();
        assert_eq!(last, totals);
        let named = h
            .query_all_by(|n| {
                n.label()
                    .is_some_and(|l| l.starts_with("Chart of the match score: "))
            })
            .next()
            .unwrap()
            .accesskit_node()
            .label()
            .unwrap_or_default()
            .to_string();
        match target {
            Some(t) => assert!(named.ends_with(t), "{named}"),
            None => assert!(!named.contains("Reaching"), "{named}"),
        }
    }

    check::<Sedma>(short(2), 5, Some("Reaching 3 wins the match."));
    check::<AllFours>(
        AllFoursOptions::for_players(2),
        7,
        Some("Reaching 7 wins the match."),
    );
    check::<SevensFromHell>(HellOptions::for_players(4), 3, None);
    // The rounds' items, each team's summing to what its round scored.
    let dir = TempDir::new("chart-items");
    let store = dir.store();
    let (_, m) = record_match::<SevensFromHell>(&store, HellOptions::for_players(4), 3);
    let entries = store.history().unwrap().value;
    let mut h = page_with(entries.clone());
    h.run();
    h.get_by_label(&row_text(
        &entries[0],
        &sevenfold::store::Profiles::first_run(),
    ))
    .click();
    h.run_steps(3);
    let items = h
        .query_all_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with("Chart of each round's score items: "))
        })
        .next()
        .expect("the rounds' items are drawn")
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    let rounds = items["Chart of each round's score items: ".len()..].trim_end_matches('.');
    let rounds: Vec<&str> = rounds.split(". ").collect();
    assert_eq!(rounds.len(), m.records().len(), "{items}");
    for (i, (round, record)) in rounds.iter().zip(m.records()).enumerate() {
        let (name, teams) = round.split_once(": ").unwrap();
        assert_eq!(name, format!("Round {}", i + 1));
        let mut sums: Vec<i32> = teams
            .split("; ")
            .map(|team| {
                let (_, items) = team.split_once(": ").unwrap();
                items
                    .split(", ")
                    .filter(|item| !item.is_empty())
                    .map(|item| item.rsplit_once(' ').unwrap().1.parse::<i32>().unwrap())
                    .sum()
            })
            .collect();
        let mut scored = record.score.game_points.clone();
        sums.sort_unstable();
        scored.sort_unstable();
        assert_eq!(sums, scored, "round {}'s items add up to its score", i + 1);
    }
}
