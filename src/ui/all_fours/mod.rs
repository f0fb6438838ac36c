//! The All Fours table: a match against computer opponents, animated. The upcard and the trump
//! suit stay in view; eldest's stand or beg and the dealer's give or run are buttons with a
//! line that says what each does; after a run the person marks the cards to discard.
//!
//! As on the Sedma table the engine moves at once and the table plays its events as timed
//! steps over a [`Scene`]; the match, the names and the bots are the shared
//! [`Driver`](crate::ui::table::driver::Driver).

mod advice;
mod draw;
pub mod replay;
pub mod rules;
pub mod scene;
pub mod settings;
pub mod sheet;

use crate::cards::{Card, CardSet, PackStyle, Suit};
use crate::engine::{Game, Match, MatchRecord, Play, RuleArg, Seat, Side};
use crate::games::all_fours::{
    AllFours, AllFoursAction, AllFoursEvent, AllFoursOptions, MatchEnd, ViewPhase,
    trick::TrickReason,
};
use crate::i18n::{Case, card as card_in, yes_no};
use crate::ui::games::{GameUi, OptionsForms};
use crate::ui::table::driver::Busy;
use crate::ui::table::frame::{TableFrame, TableGame, scene_from_view};
use crate::ui::table::line::Line;
use crate::ui::table::names::{Names, listed};
use crate::ui::table::stage;
use crate::ui::table::trick::layout::Spot;
use crate::ui::table::trick::{Flight, Reveal};
use scene::{Scene, sort_hand};
use sheet::DealPoints;

/// The pack style of All Fours: the French 52-card pack.
const STYLE: PackStyle = PackStyle::French;

/// Something that happened, as the table plays it.
#[derive(Clone, Debug)]
pub enum Step {
    /// A new deal: the pack gathers at the stock.
    NewHand {
        number: usize,
        dealer: Seat,
    },
    /// A packet of cards dealt to a seat (faces only for the person's own cards, and only
    /// once they may look at them).
    Deal {
        seat: Seat,
        cards: Vec<Option<Card>>,
    },
    /// A card turned up from the stock: proposed as trumps, or set aside.
    TurnUp {
        card: Card,
        text: Line,
    },
    Discard {
        seat: Seat,
        card: Option<Card>,
    },
    Play {
        seat: Seat,
        card: Card,
    },
    /// The full trick stays in view for a moment with its explanation.
    TrickTaken {
        text: Line,
    },
    /// The trick slides to the winner's pile.
    Collect {
        winner: Seat,
    },
    /// Trumps are settled: the person may look at their cards.
    Settled {
        trump: Suit,
        text: Line,
        /// The person's cards, which a seat that could not look at them sees from now on.
        hand: Vec<Card>,
    },
    /// A message that needs time to be read.
    Note {
        text: Line,
    },
    /// A message shown while play goes on.
    Say {
        text: Line,
    },
    /// The deal's summary, until the person goes on.
    HandOver {
        record: Box<MatchRecord>,
        number: usize,
        points: Option<DealPoints>,
    },
    MatchOver {
        text: Line,
    },
}

/// What only All Fours asks of the person: choosing the cards to discard after a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Discarding {
    /// Mark or unmark a card to discard.
    Mark(Card),
    /// Discard the marked cards.
    Confirm,
}

/// Input from the person, queued during layout and applied once per frame.
pub type Input = stage::Input<AllFoursAction, Discarding>;

/// The All Fours table.
pub type AllFoursTable = TableFrame<AllFoursOwn>;

/// What only the All Fours table keeps.
pub struct AllFoursOwn {
    /// The points of each finished deal, for the score sheet.
    deals: Vec<Option<DealPoints>>,
    /// Cards marked for discarding.
    marked: CardSet,
}

impl AllFoursTable {
    /// The points of each finished deal (for the score sheet and tests).
    pub fn deal_points(&self) -> &[Option<DealPoints>] {
        &self.own.deals
    }

    fn push_hand_event(&mut self, event: AllFoursEvent) {
        let text = {
            let names = self.names().clone();
            let dealer = self.game().hand().dealer();
            let upcard = self.game().hand().upcard();
            let event = event.clone();
            Line::new(move || event_words(&names, dealer, upcard, &event))
        };
        match event {
            AllFoursEvent::TurnedUp { card, .. } => self.push(Step::TurnUp { card, text }),
            AllFoursEvent::Stood { .. }
            | AllFoursEvent::Begged { .. }
            | AllFoursEvent::Gave { .. }
            | AllFoursEvent::Ran { .. }
            | AllFoursEvent::Abandoned { .. }
            | AllFoursEvent::Penalty { .. } => self.push(Step::Note { text }),
            AllFoursEvent::Received { seat, cards } => self.push(Step::Deal { seat, cards }),
            AllFoursEvent::TrumpSettled { trump } => {
                let hand = self.game().hand().view(self.me()).hand;
                self.push(Step::Settled { trump, text, hand })
            }
            AllFoursEvent::Discarded { seat, card } => self.push(Step::Discard { seat, card }),
            AllFoursEvent::Played { seat, card } => self.push(Step::Play { seat, card }),
            AllFoursEvent::Revoked { .. } | AllFoursEvent::PointScored { .. } => {
                self.push(Step::Say { text })
            }
            AllFoursEvent::TrickWon { winner, .. } => {
                self.push(Step::TrickTaken { text });
                self.push(Step::Collect { winner });
            }
            AllFoursEvent::Counted { .. }
            | AllFoursEvent::MatchWon { .. }
            | AllFoursEvent::HandOver { .. } => {}
        }
    }

    /// How many cards the person must still discard (0 when not discarding).
    pub fn to_discard(&self) -> usize {
        let view = self.my_view();
        match view.phase {
            ViewPhase::Discard { seat } if seat == view.seat => view.hand.len().saturating_sub(6),
            _ => 0,
        }
    }

    fn mark(&mut self, card: Card) {
        let need = self.to_discard();
        if need == 0 || !self.my_turn() {
            self.refuse(if self.my_move() {
                t!("refuse-cards-moving")
            } else {
                t!("all-fours-refuse-cannot-mark")
            });
            return;
        }
        if self.own.marked.contains(card) {
            self.own.marked.remove(card);
        } else if self.own.marked.len() as usize >= need {
            self.refuse(t!("all-fours-refuse-unmark", count = need));
            return;
        } else {
            self.own.marked.insert(card);
        }
        self.clear_note();
    }

    fn discard_marked(&mut self) {
        let need = self.to_discard();
        if need == 0 || self.own.marked.len() as usize != need {
            self.refuse(t!("all-fours-refuse-mark-first", count = need));
            return;
        }
        let marked: Vec<Card> = self.own.marked.iter().collect();
        self.own.marked = CardSet::EMPTY;
        for card in marked {
            // The person's discards follow each other without waiting for the animation; a
            // lesson judges each (its step wants the cards together).
            if !self.act_while(AllFoursAction::Discard(card), Busy::Free) {
                return;
            }
        }
    }

    /// What the person is told about whose turn it is.
    pub fn turn_text(&self) -> String {
        let names = &self.names();
        let moving = |step: &Step| match step {
            Step::NewHand { .. } | Step::Deal { .. } => t!("table-dealing"),
            Step::Play { seat, card } => t!(
                "table-plays",
                who = names.seat(*seat),
                person = names.person(*seat),
                card = card_in(*card, STYLE, Case::Acc)
            ),
            _ => String::new(),
        };
        if let Some(text) = self.waiting_text(&t!("all-fours-deal-over"), moving) {
            return text;
        }
        let view = self.my_view();
        let proposed = suit_text(view.trump);
        match view.phase {
            ViewPhase::EldestDecides { seat } if seat == view.seat => {
                t!("all-fours-turn-stand-or-beg", suit = proposed)
            }
            ViewPhase::DealerDecides { seat } if seat == view.seat => t!(
                "all-fours-turn-give-or-run",
                who = names.seat(view.eldest),
                suit = proposed
            ),
            ViewPhase::Discard { seat } if seat == view.seat => t!(
                "all-fours-turn-discard",
                count = view.hand.len().saturating_sub(6)
            ),
            ViewPhase::Play { seat } if seat == view.seat => match view.trick.first() {
                Some(lead) if !view.hand.iter().any(|c| c.suit() == lead.card.suit()) => {
                    t!("all-fours-turn-any-card", suit = card_suit_text(lead.card))
                }
                Some(lead) => t!(
                    "all-fours-turn-follow",
                    suit = card_suit_text(lead.card),
                    anytime = yes_no(view.options.trump_anytime)
                ),
                None => t!("all-fours-turn-lead"),
            },
            ViewPhase::EldestDecides { seat }
            | ViewPhase::DealerDecides { seat }
            | ViewPhase::Discard { seat }
            | ViewPhase::Play { seat } => t!("table-thinking", who = names.seat(seat)),
            ViewPhase::Over => String::new(),
        }
    }

    /// The person's legal actions now (empty when it is not their turn).
    fn my_legal(&self) -> Vec<AllFoursAction> {
        if self.my_move() {
            self.game().hand().legal_actions().as_ref().to_vec()
        } else {
            Vec::new()
        }
    }
}

/// Why the rules refuse one of the person's moves, said to them from the refusal's facts.
pub(super) fn refusal(t: &AllFoursTable, e: &crate::engine::RuleError) -> String {
    let names = &t.names();
    let view = t.my_view();
    let seat = |name: &str, or: Seat| match e.arg(name) {
        Some(RuleArg::Seat(s)) => s,
        _ => or,
    };
    let suit = |name: &str, or: Suit| match e.arg(name) {
        Some(RuleArg::Key(key)) => suit_of_key(key).unwrap_or(or),
        _ => or,
    };
    match e.rule {
        "must-follow-suit" => {
            let led = view.trick.first().and_then(|p| p.card.suit());
            t!(
                "all-fours-refuse-follow",
                led = suit_text(suit("led", led.unwrap_or(view.trump))),
                trump = suit_text(suit("trump", view.trump)),
                anytime = yes_no(e.number("trump_anytime") != 0)
            )
        }
        "gift-would-win" => t!(
            "all-fours-refuse-gift",
            who = names.side_in(names.side_of(seat("seat", view.eldest))),
            target = e.number("target")
        ),
        "not-in-hand" => t!("refuse-not-in-hand"),
        "eldest-decides" => {
            let eldest = seat("seat", view.eldest);
            if names.is_me(eldest) {
                t!("all-fours-refuse-eldest-you")
            } else {
                t!("all-fours-refuse-eldest", who = names.seat(eldest))
            }
        }
        "dealer-decides" => {
            let (dealer, eldest) = (seat("seat", view.dealer), seat("eldest", view.eldest));
            t!(
                "all-fours-refuse-dealer",
                who = names.seat(eldest),
                person = names.person(eldest),
                dealer = names.seat(dealer),
                dealer_person = names.person(dealer)
            )
        }
        "play-a-card" => t!("all-fours-refuse-play"),
        "hand-over" => t!("all-fours-deal-over"),
        "must-discard" => t!(
            "all-fours-refuse-discard",
            count = (e.number("held") - 6).max(1)
        ),
        _ => crate::ui::table::sentence(&e.reason),
    }
}

/// What the table says of a deal's event, in the window's language (empty for the events
/// it shows without words). `upcard` is the card turned up for trumps.
fn event_words(names: &Names, dealer: Seat, upcard: Card, event: &AllFoursEvent) -> String {
    match *event {
        AllFoursEvent::TurnedUp {
            card,
            proposed,
            jack_point,
        } => {
            let side = names.side_of(dealer);
            t!(
                "all-fours-turned-up",
                card = card_in(card, STYLE, Case::Nom),
                suit = card_suit_text(card),
                proposed = yes_no(proposed),
                jack = yes_no(jack_point),
                who = names.side_in(side),
                person = names.side_person(side)
            )
        }
        AllFoursEvent::Stood { seat, trump } => t!(
            "all-fours-stood",
            who = names.seat(seat),
            person = names.person(seat),
            suit = suit_text(trump)
        ),
        AllFoursEvent::Begged { seat } => t!(
            "all-fours-begged",
            who = names.seat(seat),
            person = names.person(seat),
            dealer = names.seat(dealer),
            dealer_person = names.person(dealer),
            to = names.seat_in(seat)
        ),
        AllFoursEvent::Gave { dealer, ref sides } => t!(
            "all-fours-gave",
            who = names.seat(dealer),
            person = names.person(dealer),
            to = sides_text(names, sides),
            to_person = sides_person(names, sides),
            suit = card_suit_text(upcard)
        ),
        AllFoursEvent::Ran { .. } => t!(
            "all-fours-ran",
            who = names.seat(dealer),
            person = names.person(dealer)
        ),
        AllFoursEvent::TrumpSettled { trump } => t!("all-fours-trumps", suit = suit_text(trump)),
        AllFoursEvent::Abandoned { stock_left, needed } => {
            t!("all-fours-abandoned", left = stock_left, needed = needed)
        }
        AllFoursEvent::Revoked { seat, card } => t!(
            "all-fours-revoked",
            who = names.seat(seat),
            person = names.person(seat),
            card = card_in(card, STYLE, Case::Acc)
        ),
        AllFoursEvent::TrickWon {
            winner, ref reason, ..
        } => t!(
            "all-fours-trick-taken",
            who = names.seat(winner),
            person = names.person(winner),
            why = trick_reason(reason)
        ),
        AllFoursEvent::PointScored {
            point,
            side,
            counted,
            ..
        } => {
            let (key, to, person) = (point.key(), names.side_in(side), names.side_person(side));
            if counted {
                t!(
                    "all-fours-point-scored",
                    point = key,
                    to = to,
                    person = person
                )
            } else {
                t!(
                    "all-fours-point-not-counted",
                    point = key,
                    to = to,
                    person = person
                )
            }
        }
        AllFoursEvent::Penalty { side, points } => penalty_text(names, side, points),
        AllFoursEvent::Received { .. }
        | AllFoursEvent::Discarded { .. }
        | AllFoursEvent::Played { .. }
        | AllFoursEvent::Counted { .. }
        | AllFoursEvent::MatchWon { .. }
        | AllFoursEvent::HandOver { .. } => String::new(),
    }
}

/// A suit's word in the window's language: "hearts", "srdce", "kier".
pub fn suit_text(suit: Suit) -> String {
    crate::i18n::suit_word(suit, STYLE)
}

fn card_suit_text(card: Card) -> String {
    card.suit().map_or_else(String::new, suit_text)
}

/// The suit a refusal names by its English key ("hearts").
fn suit_of_key(key: &str) -> Option<Suit> {
    Suit::ALL
        .into_iter()
        .find(|s| s.name(STYLE, crate::cards::Lang::En) == key)
}

/// Several sides inside a sentence, the person's first: "you and West".
fn sides_text(names: &Names, sides: &[Side]) -> String {
    let named: Vec<String> = names
        .sides_in_order()
        .into_iter()
        .filter(|s| sides.contains(s))
        .map(|s| names.side_in(s))
        .collect();
    listed(&named)
}

/// The `person` of a sentence about several sides together (see [`Names::side_person`]).
fn sides_person(names: &Names, sides: &[Side]) -> &'static str {
    let mine = |s: &Side| names.members(*s).iter().any(|&m| names.is_me(m));
    match sides {
        [one] => names.side_person(*one),
        _ if sides.iter().any(mine) => "you-and",
        _ => "many",
    }
}

/// Why a trick went where it went.
fn trick_reason(reason: &TrickReason) -> String {
    let card = card_in(reason.card(), STYLE, Case::Nom);
    match *reason {
        TrickReason::Trumped { trumps_played, .. } if trumps_played > 1 => {
            t!("all-fours-why-highest-trump", card = card)
        }
        TrickReason::Trumped { .. } => t!("all-fours-why-trumped", card = card),
        TrickReason::HighestTrumpLed { .. } => t!("all-fours-why-trumps-led", card = card),
        TrickReason::HighestOfLed { .. } => t!("all-fours-why-led-suit", card = card),
    }
}

/// A side's revoke penalty: "You lose 2 points for revoking".
pub fn penalty_text(names: &Names, side: Side, points: i32) -> String {
    t!(
        "all-fours-penalty",
        who = names.side(side),
        person = names.side_person(side),
        points = points
    )
}

/// How the match is won, from the options in the window's language.
pub fn match_goal(options: &AllFoursOptions) -> String {
    match options.match_end {
        MatchEnd::Target(points) => t!("all-fours-goal-target", points = points),
        MatchEnd::SingleDeal => t!("all-fours-goal-single"),
    }
}

impl TableGame for AllFoursOwn {
    /// A hint to play or discard a card rings it in the hand.
    fn advised_cards(
        _t: &TableFrame<Self>,
        action: crate::games::all_fours::AllFoursAction,
    ) -> crate::cards::CardSet {
        use crate::games::all_fours::AllFoursAction;
        match action {
            AllFoursAction::Play(card) | AllFoursAction::Discard(card) => {
                crate::cards::CardSet::from_cards([card])
            }
            _ => crate::cards::CardSet::EMPTY,
        }
    }

    type Game = AllFours;
    type Step = Step;
    type Extra = Discarding;
    type Banner = (MatchRecord, usize, Option<DealPoints>);
    type Scene = Scene;

    fn own_and_scene(m: &Match<AllFours>, viewer: Seat) -> (AllFoursOwn, Scene) {
        let players = m.config().players as usize;
        let own = AllFoursOwn {
            deals: Vec::new(),
            marked: CardSet::EMPTY,
        };
        (own, Scene::before_deal(players, viewer, m.start().dealer))
    }

    fn begin(t: &mut AllFoursTable) {
        AllFoursOwn::push_deal(t);
    }

    /// The points of the deals already played, for the score sheet.
    fn resumed(t: &mut AllFoursTable) -> Line {
        let m = t.game();
        t.own.deals = sheet::replay_points(m.config(), m.seed(), m.actions(), t.names());
        let number = t.shown().hand;
        Line::new(move || t!("all-fours-resumed", number = number))
    }

    fn seconds(step: &Step) -> Option<f64> {
        Some(match step {
            Step::NewHand { .. } => 0.3,
            Step::Deal { .. } => 0.3,
            Step::TurnUp { .. } => 0.9,
            Step::Discard { .. } => 0.3,
            Step::Play { .. } => 0.38,
            Step::TrickTaken { .. } => 1.2,
            Step::Collect { .. } => 0.5,
            Step::Settled { .. } => 0.6,
            Step::Note { .. } => 1.3,
            Step::Say { .. } => 0.0,
            Step::HandOver { .. } => return None,
            Step::MatchOver { .. } => 0.0,
        })
    }

    scene_from_view!();

    fn push_hand_events(t: &mut AllFoursTable, events: Vec<AllFoursEvent>) {
        for event in events {
            t.push_hand_event(event);
        }
    }

    /// A finished deal: its points (read from the finished hand) and the summary.
    fn push_hand_over(t: &mut AllFoursTable, record: MatchRecord) {
        let number = t.hand_number(&record);
        let points = (number == t.game().records().len())
            .then(|| {
                let names = &t.names();
                t.game().last_hand().and_then(|h| DealPoints::of(h, names))
            })
            .flatten();
        if t.own.deals.len() < number {
            t.own.deals.resize(number, None);
        }
        t.own.deals[number - 1] = points.clone();
        t.push(Step::HandOver {
            record: Box::new(record),
            number,
            points,
        });
    }

    /// Queues the deal of the current hand as the person may see it, then its upcard.
    fn push_deal(t: &mut AllFoursTable) {
        let n = t.names().players;
        let me = t.names().me;
        let hand = *t.game().hand();
        let dealer = hand.dealer();
        let view = hand.view(me);
        let number = t.game().records().len() + 1;
        t.push(Step::NewHand { number, dealer });
        let packets = stage::deal_packets(&view.hand, scene::sort_hand, n, me, dealer, 2, 3);
        for (seat, cards) in packets {
            t.push(Step::Deal { seat, cards });
        }
        for event in hand.opening_events() {
            t.push_hand_event(event);
        }
    }

    fn match_over(text: Line) -> Step {
        Step::MatchOver { text }
    }

    /// A step begins: cards leave their place and take flight.
    fn start_step(t: &mut AllFoursTable, step: &Step) {
        let me = t.names().me;
        let names = &t.names().clone();
        match step {
            Step::NewHand { number, dealer } => {
                t.scene = Scene::before_deal(names.players, me, *dealer);
                let view = t.game().hand().view(me);
                // With three or four players only the dealer and eldest see their cards
                // before trumps are settled.
                t.scene.may_look = view.may_look || view.trump_settled;
                t.own.marked = CardSet::EMPTY;
                let eldest = (*dealer + 1) % names.players;
                let (number, dealer) = (*number, *dealer);
                t.new_hand(
                    number,
                    Line::of(names, move |names| {
                        t!(
                            "all-fours-new-deal",
                            number = number,
                            dealer = names.seat(dealer),
                            dealer_person = names.person(dealer),
                            eldest = names.seat_in(eldest),
                            eldest_person = names.person(eldest)
                        )
                    }),
                );
            }
            Step::Deal { seat, cards } => {
                t.scene.stock = t.scene.stock.saturating_sub(cards.len());
                let shown = t.scene.may_look;
                let flights = t.scene.hands.deal_flights(*seat, cards, shown, 0.25);
                t.fly(flights);
            }
            Step::TurnUp { card, text } => {
                if let Some(old) = t.scene.upcard.take() {
                    t.scene.turned.push(old);
                }
                t.scene.stock = t.scene.stock.saturating_sub(1);
                t.fly([Flight {
                    card: *card,
                    from: Spot::Stock,
                    to: Spot::Upcard,
                    reveal: Reveal::FlipUp,
                    delay: 0.0,
                }]);
                t.tell(text.clone());
            }
            Step::Discard { seat, card } => {
                let (index, count) = t.scene.hands.take(*seat, *card);
                t.fly([Flight {
                    card: card.unwrap_or(Card::JOKER),
                    from: Spot::Hand {
                        seat: *seat,
                        index,
                        count,
                    },
                    to: Spot::Discards,
                    reveal: if card.is_some() {
                        Reveal::FlipDown
                    } else {
                        Reveal::Back
                    },
                    delay: 0.0,
                }]);
            }
            Step::Play { seat, card } => {
                let nth = t.scene.played_by(*seat);
                if *seat == me {
                    t.deselect();
                }
                let flight = t.scene.hands.play(*seat, *card, nth);
                t.fly([flight]);
            }
            Step::Collect { winner } => {
                let trick = std::mem::take(&mut t.scene.trick);
                t.collect_trick(&trick, *winner);
            }
            Step::Settled { trump, text, hand } => {
                t.scene.trump = Some(*trump);
                if !t.scene.may_look {
                    // Until now the seat was not told its cards (rule book 2.3).
                    let mut cards = hand.clone();
                    sort_hand(&mut cards);
                    t.scene.hands.mine = cards;
                }
                t.scene.may_look = true;
                t.tell(text.clone());
            }
            Step::TrickTaken { text }
            | Step::Note { text }
            | Step::Say { text }
            | Step::MatchOver { text } => t.tell(text.clone()),
            Step::HandOver {
                record,
                number,
                points,
            } => {
                t.banner = Some((MatchRecord::clone(record), *number, points.clone()));
                t.hand_over(*number, &record.totals);
            }
        }
    }

    /// A step ends: cards land.
    fn finish_step(t: &mut AllFoursTable, step: Step) {
        match step {
            Step::Deal { seat, cards } => t.scene.hands.add(seat, &cards),
            Step::TurnUp { card, .. } => t.scene.upcard = Some(card),
            Step::Discard { .. } => t.scene.discards += 1,
            Step::Play { seat, card } => t.scene.trick.push(Play { seat, card }),
            Step::Collect { winner } => {
                let cards = t.names().players;
                t.scene.pile[winner] += cards;
            }
            Step::HandOver { .. } => t.banner = None,
            _ => {}
        }
    }

    fn extra_input(t: &mut AllFoursTable, input: Discarding) {
        match input {
            Discarding::Mark(card) => t.mark(card),
            Discarding::Confirm => t.discard_marked(),
        }
    }

    fn refusal(
        t: &AllFoursTable,
        _action: AllFoursAction,
        err: &crate::engine::RuleError,
    ) -> String {
        refusal(t, err)
    }

    /// A clicked card is a discard mark while discarding, else a play.
    fn prepare_input(t: &AllFoursTable, inputs: &mut [Input]) {
        for input in inputs {
            if let Input::Act(AllFoursAction::Play(card)) = *input
                && t.to_discard() > 0
            {
                *input = Input::Game(Discarding::Mark(card));
            }
        }
    }

    /// After an undo no card is marked for discarding.
    fn rebuilt(t: &mut AllFoursTable) {
        t.own.marked = CardSet::EMPTY;
    }

    fn draw(t: &mut AllFoursTable, ui: &mut egui::Ui) {
        draw::table_ui(t, ui);
    }

    fn score_sheet(t: &AllFoursTable, ui: &mut egui::Ui) {
        let early = draw::early_points_shown(t);
        sheet::show(ui, t.names(), t.game(), &t.own.deals, early);
    }
}

impl GameUi for AllFours {
    type Own = AllFoursOwn;

    const FORMS: OptionsForms<AllFoursOptions> = OptionsForms {
        basics: settings::basics_ui,
        variants: settings::variants_ui,
    };

    fn match_goal(options: &AllFoursOptions) -> String {
        match_goal(options)
    }

    /// All Fours is played with French cards only.
    fn rules_ui(ui: &mut egui::Ui, _style: &mut PackStyle) {
        crate::ui::rules_page::blocks_ui(ui, rules::RULES);
    }
}
