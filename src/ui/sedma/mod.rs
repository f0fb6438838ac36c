//! The Sedma table: a match against computer opponents, animated.
//!
//! The engine moves at once; the table turns each action's events into timed steps (a card
//! flying to the trick, the trick sliding to its winner, cards drawn from the stock) and draws a
//! [`Scene`] that follows the steps. Bots are asked only when nothing moves, after a short pause.

mod advice;
mod draw;
pub mod replay;
pub mod rules;
pub mod scene;
pub mod settings;
pub mod sheet;

pub use crate::ui::table::Note;
pub use crate::ui::table::trick::{Flight, Reveal};

use crate::cards::{Card, PackStyle};
use crate::engine::Play;
use crate::engine::{Game, Match, MatchRecord, Seat};
use crate::games::sedma::{
    MatchEnd, Sedma, SedmaAction, SedmaEvent, SedmaOptions, SedmaView, TrickReason, ViewPhase,
};
use crate::i18n::{Case, card as card_in, pack_key, rank_value_key, rank_word};
use crate::ui::games::{GameUi, OptionsForms};
use crate::ui::rules_page;
use crate::ui::table::frame::{TableFrame, TableGame, scene_from_view};
use crate::ui::table::line::Line;
use crate::ui::table::names::Names;
use crate::ui::table::stage::{self, Hands};
use scene::Scene;

/// Something that happened, as the table plays it.
#[derive(Clone, Debug)]
pub enum Step {
    /// A new hand: the pack gathers at the stock.
    NewHand {
        number: usize,
        dealer: Seat,
        leader: Seat,
        pack: usize,
    },
    /// A packet of cards dealt to a seat (faces only for the person's own cards).
    Deal {
        seat: Seat,
        cards: Vec<Option<Card>>,
    },
    Play {
        seat: Seat,
        card: Card,
    },
    Pass {
        seat: Seat,
    },
    /// The full trick stays in view for a moment with its explanation.
    TrickTaken {
        text: Line,
    },
    /// The trick slides to the winner's pile; `points` includes the last-trick bonus.
    Collect {
        winner: Seat,
        count: usize,
        points: i32,
    },
    /// The cards of one refill, drawn one at a time in rotation (faces only for the
    /// person's own cards).
    Draw {
        cards: Vec<(Seat, Option<Card>)>,
    },
    /// A message that needs time to be read (a burn).
    Note {
        text: Line,
    },
    /// A message shown while play goes on.
    Say {
        text: Line,
    },
    /// The hand's summary, until the person goes on.
    HandOver {
        record: MatchRecord,
        number: usize,
    },
    MatchOver {
        text: Line,
    },
}

/// Input from the person (Sedma has no input of its own beyond the shared kinds).
pub type Input = stage::Input<SedmaAction, std::convert::Infallible>;

/// The Sedma table.
pub type SedmaTable = TableFrame<SedmaOwn>;

/// What only the Sedma table keeps: nothing beyond the shared table.
pub struct SedmaOwn;

impl SedmaTable {
    fn style(&self) -> PackStyle {
        self.game().config().pack
    }

    /// What the person is told about whose turn it is.
    pub fn turn_text(&self) -> String {
        let me = self.names().me;
        // Say what is moving.
        let moving = |step: &Step| match step {
            Step::NewHand { .. } | Step::Deal { .. } => t!("table-dealing"),
            Step::Play { seat, card } => t!(
                "table-plays",
                who = self.names().seat(*seat),
                person = self.names().person(*seat),
                card = card_in(*card, self.style(), Case::Acc)
            ),
            Step::Draw { .. } => t!("table-drawing"),
            _ => String::new(),
        };
        if let Some(text) = self.waiting_text(&t!("table-hand-over"), moving) {
            return text;
        }
        let hand = self.game().hand();
        match hand.to_act() {
            Some(s) if s == me => {
                if hand.leader_deciding() {
                    t!("sedma-turn-decide")
                } else {
                    t!("sedma-turn-play", cards = hand.view(me).hand.len().max(1))
                }
            }
            Some(s) => t!("table-thinking", who = self.names().seat(s)),
            None => String::new(),
        }
    }

    /// Whether the person's view says it is deciding whether to continue.
    fn deciding(view: &SedmaView) -> bool {
        matches!(view.phase, ViewPhase::LeaderDecides { seat } if seat == view.seat)
    }
}

/// How the match is won, for the score sheet and the hand summary.
pub fn match_goal(options: &SedmaOptions) -> String {
    match options.match_end {
        MatchEnd::Target(n) => t!("sedma-goal-target", points = n),
        MatchEnd::FixedHands(n) => t!("sedma-goal-hands", hands = n),
    }
}

/// Why a hand scored as it did, in the window's language (records from before reasons were
/// kept say it in English).
pub fn why_text(score: &crate::engine::HandScore, style: PackStyle) -> String {
    let Some(r) = &score.reason else {
        return score.why.clone();
    };
    let rank = || rank_value_key(r.number("rank").clamp(7, 14) as u8);
    let pack = pack_key(style);
    match r.id.as_str() {
        "burned-in-trick" => t!("sedma-why-burned-in-trick", rank = rank(), pack = pack),
        "burned-hand" => t!("sedma-why-burned-hand", rank = rank(), pack = pack),
        "every-trick" => t!("sedma-why-every-trick"),
        "all-points" => t!("sedma-why-all-points", total = r.number("total")),
        "last-trick-decides" => t!("sedma-why-last-trick-decides", points = r.number("points")),
        "majority" => t!("sedma-why-majority"),
        "two-tie-for-most" => t!("sedma-why-two-tie"),
        "all-equal" => t!("sedma-why-all-equal"),
        _ => score.why.clone(),
    }
}

/// Why a trick went where it did, in the window's language.
fn trick_reason(reason: &TrickReason, style: PackStyle) -> String {
    match *reason {
        TrickReason::LeadHolds { card } => t!(
            "sedma-why-lead-holds",
            card = card_in(card, style, Case::Nom)
        ),
        TrickReason::MatchesLead { card, nth } if card.rank_value() == 7 => {
            t!("sedma-why-seven-on-seven", nth = nth)
        }
        TrickReason::MatchesLead { card, nth } => t!(
            "sedma-why-matches",
            nth = nth,
            rank_word = card
                .rank()
                .map_or(String::new(), |r| rank_word(r, style, Case::Nom)),
            card = card_in(card, style, Case::Nom)
        ),
        TrickReason::Wild { card } => match card.rank_value() {
            7 => t!("sedma-why-seven"),
            8 => t!("sedma-why-eight"),
            _ => t!("sedma-why-wild", card = card_in(card, style, Case::Nom)),
        },
        TrickReason::KingLedHolds { card } => {
            t!(
                "sedma-why-wild-led-holds",
                card = card_in(card, style, Case::Nom)
            )
        }
    }
}

/// "East takes the trick (+20, plus 10 for the last trick): the 7 takes it, as sevens beat any
/// card". `points` are what the trick's cards earn (in the game's unit), `bonus` the last
/// trick's extra.
fn trick_text(
    names: &Names,
    options: &SedmaOptions,
    winner: Seat,
    points: i32,
    bonus: i32,
    why: &str,
) -> String {
    let tricks_only = options.scoring == crate::games::sedma::Scoring::TricksOnly;
    let (points, bonus) = if tricks_only { (0, 0) } else { (points, bonus) };
    t!(
        "sedma-trick-taken",
        who = names.seat(winner),
        person = names.person(winner),
        points = points,
        bonus = bonus,
        why = why
    )
}

impl TableGame for SedmaOwn {
    /// A hint to play a card rings it in the hand (a decision's button is ringed by the frame).
    fn advised_cards(
        _t: &TableFrame<Self>,
        action: crate::games::sedma::SedmaAction,
    ) -> crate::cards::CardSet {
        match action {
            crate::games::sedma::SedmaAction::Play(card) => {
                crate::cards::CardSet::from_cards([card])
            }
            _ => crate::cards::CardSet::EMPTY,
        }
    }

    type Game = Sedma;
    type Step = Step;
    type Extra = std::convert::Infallible;
    type Banner = (MatchRecord, usize);
    type Scene = Scene;

    fn own_and_scene(m: &Match<Sedma>, viewer: Seat) -> (SedmaOwn, Scene) {
        let options = m.config();
        let players = options.players as usize;
        let pack = options.pack().len() as usize;
        let scene = Scene::before_deal(players, viewer, m.start().dealer, pack);
        (SedmaOwn, scene)
    }

    /// Hands burned at the deal are already scored: they are shown, then the live hand is
    /// dealt.
    fn begin(t: &mut SedmaTable) {
        let records = t.game().records().to_vec();
        for (i, record) in records.into_iter().enumerate() {
            t.push(Step::HandOver {
                record,
                number: i + 1,
            });
        }
        if !t.game().is_over() {
            SedmaOwn::push_deal(t);
        }
    }

    fn resumed(t: &mut SedmaTable) -> Line {
        let number = t.shown().hand;
        Line::new(move || t!("sedma-resumed", number = number))
    }

    fn seconds(step: &Step) -> Option<f64> {
        Some(match step {
            Step::NewHand { .. } => 0.3,
            Step::Deal { .. } => 0.24,
            Step::Play { .. } => 0.38,
            Step::Pass { .. } => 0.9,
            Step::TrickTaken { .. } => 1.2,
            Step::Collect { .. } => 0.5,
            Step::Draw { cards } => 0.2 + 0.1 * cards.len() as f64,
            Step::Note { .. } => 1.6,
            Step::Say { .. } => 0.0,
            Step::HandOver { .. } => return None,
            Step::MatchOver { .. } => 0.0,
        })
    }

    scene_from_view!();

    fn push_hand_events(t: &mut SedmaTable, events: Vec<SedmaEvent>) {
        let style = t.style();
        let mut pending_draws: Option<Vec<(Seat, Option<Card>)>> = None;
        for event in events {
            if let Some(cards) =
                pending_draws.take_if(|_| !matches!(event, SedmaEvent::Drew { .. }))
            {
                t.push(Step::Draw { cards });
            }
            match event {
                SedmaEvent::Played {
                    seat,
                    card,
                    continued,
                    ..
                } => {
                    if continued {
                        let text = Line::of(t.names(), move |names| {
                            t!(
                                "sedma-continues",
                                who = names.seat(seat),
                                person = names.person(seat),
                                card = card_in(card, style, Case::Ins)
                            )
                        });
                        t.push(Step::Say { text });
                    }
                    t.push(Step::Play { seat, card });
                }
                SedmaEvent::Passed { seat } => t.push(Step::Pass { seat }),
                SedmaEvent::TrickWon {
                    winner,
                    plays,
                    points,
                    reason,
                    last,
                } => {
                    let bonus = if last && t.game().config().last_trick_bonus() {
                        10
                    } else {
                        0
                    };
                    let options = *t.game().config();
                    let text = Line::of(t.names(), move |names| {
                        let why = trick_reason(&reason, style);
                        trick_text(names, &options, winner, points, bonus, &why)
                    });
                    t.push(Step::TrickTaken { text });
                    t.push(Step::Collect {
                        winner,
                        count: plays.len(),
                        points: points + bonus,
                    });
                }
                SedmaEvent::Drew { seat, card } => {
                    // A refill's draws fly one after another within one step.
                    match &mut pending_draws {
                        Some(cards) => cards.push((seat, card)),
                        None => pending_draws = Some(vec![(seat, card)]),
                    }
                    continue;
                }
                SedmaEvent::BurnedInTrick { seat, rank, stake } => {
                    let side = t.names().side_of(seat);
                    let text = Line::of(t.names(), move |names| {
                        t!(
                            "sedma-burned-trick",
                            rank = rank_value_key(rank),
                            pack = pack_key(style),
                            who = names.side(side),
                            person = names.side_person(side),
                            stake = stake
                        )
                    });
                    t.push(Step::Note { text });
                }
                SedmaEvent::BurnedHand { seat, rank } => {
                    let text = Line::of(t.names(), move |names| {
                        t!(
                            "sedma-burned-hand",
                            who = names.seat(seat),
                            person = names.person(seat),
                            rank = rank_value_key(rank),
                            pack = pack_key(style)
                        )
                    });
                    t.push(Step::Note { text });
                }
                SedmaEvent::HandOver { .. } => {}
            }
        }
        if let Some(cards) = pending_draws {
            t.push(Step::Draw { cards });
        }
    }

    fn push_hand_over(t: &mut SedmaTable, record: MatchRecord) {
        let number = t.hand_number(&record);
        t.push(Step::HandOver { record, number });
    }

    /// Queues the deal of the current hand, as the person may see it.
    fn push_deal(t: &mut SedmaTable) {
        let hand = t.game().hand();
        let n = t.names().players;
        let me = t.names().me;
        let start = t.game().start();
        let view = hand.view(me);
        let pack = hand.options().pack().len() as usize;
        let number = t.game().records().len() + 1;
        t.push(Step::NewHand {
            number,
            dealer: start.dealer,
            leader: start.leader,
            pack,
        });
        let packets = stage::deal_packets(&view.hand, scene::sort_hand, n, me, start.dealer, 2, 2);
        for (seat, cards) in packets {
            t.push(Step::Deal { seat, cards });
        }
    }

    fn match_over(text: Line) -> Step {
        Step::MatchOver { text }
    }

    /// A step begins: cards leave their place and take flight.
    fn start_step(t: &mut SedmaTable, step: &Step) {
        let me = t.names().me;
        let names = &t.names().clone();
        match step {
            Step::NewHand {
                number,
                dealer,
                leader,
                pack,
            } => {
                t.scene = Scene::before_deal(names.players, me, *dealer, *pack);
                let (number, dealer, leader) = (*number, *dealer, *leader);
                t.new_hand(
                    number,
                    Line::of(names, move |names| {
                        t!(
                            "sedma-new-hand",
                            number = number,
                            dealer = names.seat(dealer),
                            dealer_person = names.person(dealer),
                            leader = names.seat_in(leader),
                            leader_person = names.person(leader)
                        )
                    }),
                );
            }
            Step::Deal { seat, cards } => {
                t.scene.stock = t.scene.stock.saturating_sub(cards.len());
                let flights = t.scene.hands.deal_flights(*seat, cards, true, 0.3);
                t.fly(flights);
            }
            Step::Play { seat, card } => {
                let nth = t.scene.played_by(*seat);
                if *seat == me {
                    t.deselect();
                }
                let flight = t.scene.hands.play(*seat, *card, nth);
                t.fly([flight]);
            }
            Step::Pass { seat } => {
                let seat = *seat;
                t.tell(Line::of(names, move |names| {
                    t!(
                        "sedma-passes",
                        who = names.seat(seat),
                        person = names.person(seat)
                    )
                }));
            }
            Step::TrickTaken { text }
            | Step::Note { text }
            | Step::Say { text }
            | Step::MatchOver { text } => t.tell(text.clone()),
            Step::Collect { winner, .. } => {
                let trick = std::mem::take(&mut t.scene.trick);
                t.collect_trick(&trick, *winner);
            }
            Step::Draw { cards } => {
                t.scene.stock = t.scene.stock.saturating_sub(cards.len());
                // Each card waits for the one before it; a seat's second card goes beside
                // its first.
                let mut drawn = Hands::clone(&t.scene.hands);
                let share = 1.0 / cards.len().max(1) as f32;
                let mut flights = Vec::new();
                for (k, (seat, card)) in cards.iter().enumerate() {
                    for mut f in drawn.deal_flights(*seat, &[*card], true, 0.0) {
                        f.delay = k as f32 * share * 0.7;
                        flights.push(f);
                    }
                    drawn.add(*seat, &[*card]);
                }
                t.fly(flights);
            }
            Step::HandOver { record, number } => {
                // The piles now show the final count, last-trick bonus included.
                for side in 0..names.sides() {
                    for (k, seat) in names.members(side).into_iter().enumerate() {
                        t.scene.points[seat] = if k == 0 {
                            record.score.card_points.get(side).copied().unwrap_or(0)
                        } else {
                            0
                        };
                    }
                }
                t.banner = Some((record.clone(), *number));
                t.hand_over(*number, &record.totals);
            }
        }
    }

    /// A step ends: cards land.
    fn finish_step(t: &mut SedmaTable, step: Step) {
        match step {
            Step::Deal { seat, cards } => t.scene.hands.add(seat, &cards),
            Step::Play { seat, card } => t.scene.trick.push(Play { seat, card }),
            Step::Collect {
                winner,
                count,
                points,
            } => {
                t.scene.pile[winner] += count;
                t.scene.points[winner] += points;
            }
            Step::Draw { cards } => {
                for (seat, card) in cards {
                    t.scene.hands.add(seat, &[card]);
                }
            }
            Step::HandOver { .. } => t.banner = None,
            _ => {}
        }
    }

    fn refusal(t: &SedmaTable, action: SedmaAction, err: &crate::engine::RuleError) -> String {
        match (err.rule, action) {
            ("continue-needs-match", SedmaAction::Play(card)) => {
                let view = t.my_view();
                t!(
                    "sedma-refuse-continue",
                    cards = draw::continue_cards_text(t, &view),
                    card = card_in(card, t.style(), Case::Nom)
                )
            }
            ("not-in-hand", _) => t!("refuse-not-in-hand"),
            ("end-not-now", _) => t!("sedma-refuse-end-not-now"),
            ("hand-over", _) => t!("refuse-hand-over"),
            ("no-pass-rule", _) => t!("sedma-refuse-no-pass-rule"),
            ("leader-cannot-pass", _) => t!("sedma-refuse-leader-cannot-pass"),
            ("pass-used", _) => t!("sedma-refuse-pass-used"),
            ("pass-stock-empty", _) => t!("sedma-refuse-pass-stock-empty"),
            _ => crate::ui::table::sentence(&err.reason),
        }
    }

    fn extra_input(_t: &mut SedmaTable, input: std::convert::Infallible) {
        match input {}
    }

    fn draw(t: &mut SedmaTable, ui: &mut egui::Ui) {
        draw::table_ui(t, ui);
    }

    fn score_sheet(t: &SedmaTable, ui: &mut egui::Ui) {
        sheet::show(ui, t.names(), t.game());
    }
}

impl GameUi for Sedma {
    type Own = SedmaOwn;

    const FORMS: OptionsForms<SedmaOptions> = OptionsForms {
        basics: settings::basics_ui,
        variants: settings::variants_ui,
    };

    fn match_goal(config: &SedmaOptions) -> String {
        match_goal(config)
    }

    /// Sedma is played with German or French cards: the reader may switch and see them.
    fn rules_ui(ui: &mut egui::Ui, style: &mut PackStyle) {
        rules_page::pack_choice_ui(ui, style);
        rules_page::blocks_ui(ui, rules::RULES);
    }
}
