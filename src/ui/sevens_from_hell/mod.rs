//! The Sevens from Hell table: four rounds against computer partners and opponents. The person
//! picks cards in a hand grouped by rank, lays them as new books or onto a book they click
//! (an initial meld is staged first and laid down once it makes the round's minimum), and
//! ends the turn with a discard; every button that cannot be used says why. Others' turns play
//! action by action at the chosen speed, each summed up in one line of the log.

mod advice;
mod compose;
mod draw;
mod fit;
mod flight;
mod group;
mod refusal;
pub mod rules;
pub mod scene;
pub mod settings;
pub mod sheet;
mod words;

use crate::cards::{Card, PackStyle};
use crate::engine::{Game, Match, MatchEvent, MatchRecord, Seat};
use crate::games::sevens_from_hell::{
    HellAction, HellEvent, HellOptions, SevensFromHell, TeamScore,
};
use crate::ui::games::{GameUi, OptionsForms};
use crate::ui::table::driver::{Busy, Events};
use crate::ui::table::frame::{TableFrame, TableGame, scene_from_view};
use crate::ui::table::line::Line;
use crate::ui::table::names::Names;
use crate::ui::table::stage;
pub use compose::{Cursor, Keys, Selection, Target};
pub use draw::{book_label, hand_label};
pub use group::Group;
use scene::Scene;

/// Sevens from Hell is played with French cards and jokers.
const STYLE: PackStyle = PackStyle::French;

/// Something that happened, as the table plays it.
#[derive(Clone, Debug)]
pub enum Step {
    /// The table after one action: the scene it leaves, and what to tell (if anything).
    Show {
        /// Who acted.
        actor: Option<Seat>,
        scene: Box<Scene>,
        text: Option<Line>,
        seconds: f64,
        /// The cards that move while it plays.
        flights: Vec<flight::Flight>,
    },
    /// A new round is dealt.
    NewRound {
        number: usize,
        scene: Box<Scene>,
    },
    /// The round's summary, until the person goes on.
    RoundOver {
        record: Box<MatchRecord>,
        number: usize,
        scores: Vec<TeamScore>,
    },
    MatchOver {
        text: Line,
    },
}

/// What only the Sevens from Hell table asks of the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Meld {
    /// Pick one more card of a group (or let the group go after its last card).
    Pick(Group),
    /// Pick every card of a group.
    PickAll(Group),
    /// Let every picked card go.
    Clear,
    /// Lay the picked cards as books of their own ranks.
    Books,
    /// Lay the picked cards on the team's book (or staged group) of this kind.
    OnBook(crate::games::sevens_from_hell::BookKind),
    /// Discard the single picked card.
    Discard,
    /// Return this turn's melds to the hand (back to the draw or the last foot pickup).
    TakeBack,
}

/// Input from the person, queued during layout and applied once per frame.
pub type Input = stage::Input<HellAction, Meld>;

/// The Sevens from Hell table.
pub type HellTable = TableFrame<HellOwn>;

/// What only the Sevens from Hell table keeps.
pub struct HellOwn {
    /// The cards picked in hand.
    selection: Selection,
    /// Which number key picks in which group of the hand.
    keys: Keys,
    /// The group the arrow keys have come to.
    cursor: Cursor,
    /// The pile the person took waits for their initial meld to come into the hand.
    pile_waits: bool,
    /// How large the teams' books are drawn.
    book_fit: fit::BookFit,
    /// The match as it stood when the person's turn last showed them new cards (a draw, the
    /// pile, the foot): "Take back" returns to it and never past it. `None` outside their
    /// turn.
    turn_start: Option<Box<Match<SevensFromHell>>>,
    /// How much of the turn's summary was said by then.
    parts_at_start: usize,
    /// Where the table's parts were drawn last frame, for cards in flight.
    spots: flight::Spots,
    /// The match's finished rounds as they ended, for the score sheet.
    rounds: Vec<SevensFromHell>,
    /// What the seat to act has done this turn, for its one-line summary.
    /// Each part, how to word it, and how many times in a row it happened (parts that read
    /// alike are counted together).
    turn_parts: Vec<(HellEvent, u32)>,
    /// The groups of the hand that cards just came into (a draw, the pile, the foot), marked
    /// until the time with them so the person sees what they got.
    fresh: Vec<Group>,
    fresh_until: f64,
}

/// How long new cards stay marked in the hand, in seconds.
const FRESH_SECONDS: f64 = 4.0;

/// Seconds at normal speed a bot's draw, pile pickup or discard is shown for.
const BOT_STEP_SECONDS: f64 = 0.4;
/// Seconds at normal speed each of a bot's melds is shown for.
const BOT_MELD_SECONDS: f64 = 0.15;

impl HellTable {
    /// The cards picked in hand.
    pub fn selection(&self) -> &Selection {
        &self.own.selection
    }

    /// Which number key picks in which group of the hand, as shown on the groups.
    pub fn keys(&self) -> &Keys {
        &self.own.keys
    }

    /// The group of the hand the arrow keys have come to, if they were used.
    pub fn cursor(&self) -> Option<Group> {
        self.own.cursor.group()
    }

    /// Whether cards came into `group` of the hand a moment ago (it is marked).
    pub fn is_fresh(&self, group: Group) -> bool {
        self.now() < self.own.fresh_until && self.own.fresh.contains(&group)
    }

    /// Marks the groups that the person's `cards` came into.
    fn mark_fresh(&mut self, cards: impl IntoIterator<Item = Card>) {
        if self.now() >= self.own.fresh_until {
            self.own.fresh.clear();
        }
        for card in cards {
            let group = Group::of(card);
            if !self.own.fresh.contains(&group) {
                self.own.fresh.push(group);
            }
        }
        self.own.fresh_until = self.now() + FRESH_SECONDS;
    }

    /// The round as the engine has it now.
    pub fn round(&self) -> &SevensFromHell {
        self.game().hand()
    }

    /// Whether the person may act now and it is the part of the turn after drawing.
    fn melding(&self) -> bool {
        self.my_turn()
            && self.banner.is_none()
            && self.round().phase() == crate::games::sevens_from_hell::Phase::Play
    }

    /// Why the person's `action` cannot be made now, in words; `None` when it can.
    pub fn why_not(&self, action: HellAction) -> Option<String> {
        if !self.my_turn() || self.banner.is_some() {
            return Some(match self.to_act() {
                Some(s) if !self.names().is_me(s) => {
                    t!("hell-not-your-turn", who = self.names().seat(s))
                }
                _ => t!("hell-wait-turn"),
            });
        }
        self.round()
            .check(action)
            .err()
            .map(|e| refusal::refusal(&e))
    }

    /// Applies actions one after the other, as one move of the person (a lesson judges each
    /// one); stops at the first refusal (after `compose::try_all` found none, there is none).
    /// Returns whether every action was made.
    fn act_all(&mut self, actions: &[HellAction]) -> bool {
        let busy = if self.banner.is_some() {
            Busy::Summary
        } else {
            Busy::Free
        };
        actions.iter().all(|&a| self.act_while(a, busy))
    }

    /// Lays the picked cards where `target` says, all or nothing.
    fn lay(&mut self, target: Target) {
        if !self.melding() {
            return self.refuse(match self.why_not(HellAction::Meld) {
                Some(why) if !self.my_turn() => why,
                _ => t!("hell-draw-first"),
            });
        }
        let actions = match compose::compose(self.round(), &self.own.selection, target) {
            Ok(a) => a,
            Err(text) => return self.refuse(text),
        };
        if let Err((_, e)) = compose::try_all(self.round(), &actions) {
            return self.refuse(refusal::refusal(&e));
        }
        // The picks stay when a lesson asks for another move.
        if self.act_all(&actions) {
            self.own.selection.clear();
        }
    }

    fn discard(&mut self) {
        let Some(group) = self.own.selection.single() else {
            return self.refuse(if self.own.selection.is_empty() {
                t!("hell-pick-discard")
            } else {
                t!("hell-pick-one-discard")
            });
        };
        let Some(card) = group.card(self.round().hand(self.me())) else {
            return;
        };
        if let Some(why) = self.why_not(HellAction::Discard(card)) {
            return self.refuse(why);
        }
        if self.act_all(&[HellAction::Discard(card)]) {
            self.own.selection.clear();
        }
    }

    /// Whether "Take back" has melds of this turn to return.
    pub fn can_take_back(&self) -> bool {
        // A lesson's script follows every move, and a server has made the melds: neither is
        // taken back.
        !self.in_lesson()
            && !self.at_network_table()
            && self.melding()
            && self
                .own
                .turn_start
                .as_ref()
                .is_some_and(|m| m.actions().len() < self.game().actions().len())
    }

    /// Returns this turn's melds to the hand: the match goes back to where it stood after the
    /// person's draw (or the pile, or the foot), so no card they had not seen is involved.
    fn take_back(&mut self) {
        if !self.can_take_back() {
            return self.refuse(t!("hell-nothing-to-take-back"));
        }
        if let Some(start) = &self.own.turn_start {
            self.put_back(Match::clone(start));
        }
        self.own.selection.clear();
        self.own.turn_parts.truncate(self.own.parts_at_start);
        self.own.pile_waits = self.pile_waits_for_me();
        self.scene = Scene::of(self.round(), self.me());
        self.tell_words(|| t!("hell-took-back"));
    }

    /// Whether the pile the person took waits for their team's initial meld.
    fn pile_waits_for_me(&self) -> bool {
        let round = self.round();
        round.turn() == self.me() && !round.pending().is_empty()
    }

    /// What the person is told about whose turn it is.
    pub fn turn_text(&self) -> String {
        let names = &self.names();
        let moving = |step: &Step| match step {
            Step::Show {
                actor: Some(seat), ..
            } if !names.is_me(*seat) => t!("hell-is-playing", who = names.seat(*seat)),
            _ => String::new(),
        };
        if let Some(text) = self.waiting_text(&t!("hell-round-is-over"), moving) {
            return text;
        }
        let s = &self.scene;
        if !self.my_move() {
            return match self.to_act() {
                Some(seat) => t!("table-thinking", who = names.seat(seat)),
                None => String::new(),
            };
        }
        match s.phase {
            crate::games::sevens_from_hell::Phase::Acquire => t!("hell-turn-acquire"),
            _ if !s.my_team_melded() => t!("hell-turn-not-melded", minimum = s.minimum),
            _ => t!("hell-turn-meld"),
        }
    }
}

impl TableGame for HellOwn {
    /// A hint to discard, start a book or add to one rings the groups of the hand it takes
    /// cards from (drawing, the pile and laying down ring their buttons).
    fn advised_cards(t: &HellTable, action: HellAction) -> crate::cards::CardSet {
        use crate::games::sevens_from_hell::Piece;
        let hand = t.round().hand(t.me());
        let group = |piece: Piece, rank: u8| match piece {
            Piece::Natural => Group::Natural(rank),
            Piece::Joker => Group::Joker,
            Piece::Two => Group::Two,
        };
        let groups: Vec<Group> = match action {
            HellAction::Discard(card) => vec![Group::of(card)],
            HellAction::Add { kind, piece } => vec![group(piece, kind.rank())],
            HellAction::Start {
                kind,
                wilds,
                jokers,
            } => HellAction::start_pieces(wilds, jokers)
                .into_iter()
                .map(|p| group(p, kind.rank()))
                .collect(),
            _ => Vec::new(),
        };
        crate::cards::CardSet::from_cards(groups.into_iter().filter_map(|g| g.card(hand)))
    }

    type Game = SevensFromHell;
    type Step = Step;
    type Extra = Meld;
    type Banner = (MatchRecord, usize, Vec<TeamScore>);
    type Scene = Scene;

    fn own_and_scene(m: &Match<SevensFromHell>, viewer: Seat) -> (HellOwn, Scene) {
        let own = HellOwn {
            selection: Selection::default(),
            keys: Keys::default(),
            cursor: Cursor::default(),
            pile_waits: false,
            book_fit: fit::BookFit::default(),
            turn_start: None,
            parts_at_start: 0,
            spots: flight::Spots::default(),
            rounds: Vec::new(),
            turn_parts: Vec::new(),
            fresh: Vec::new(),
            fresh_until: 0.0,
        };
        (own, Scene::of(m.hand(), viewer))
    }

    fn begin(t: &mut HellTable) {
        let scene = t.scene.clone();
        let number = t.game().records().len() + 1;
        t.push(Step::NewRound {
            number,
            scene: Box::new(scene),
        });
    }

    /// The finished rounds for the score sheet, and where the person's turn began.
    fn resumed(t: &mut HellTable) -> Line {
        t.own.rounds = sheet::finished_rounds(t.game());
        t.own.turn_start = turn_start_of(t.game(), t.me()).map(Box::new);
        let number = t.shown().hand;
        Line::new(move || t!("hell-resumed", number = number))
    }

    fn seconds(step: &Step) -> Option<f64> {
        match step {
            Step::Show { seconds, .. } => Some(*seconds),
            Step::NewRound { .. } => Some(0.6),
            Step::RoundOver { .. } => None,
            Step::MatchOver { .. } => Some(0.0),
        }
    }

    scene_from_view!();

    /// An action's hand events play as one step (the table it leaves, the turn's line), before
    /// the round's end, the next round and the match's end.
    fn push_events(t: &mut HellTable, events: Events<SevensFromHell>) {
        let me = t.me();
        let over = events.iter().any(|e| matches!(e, MatchEvent::HandOver(_)));
        // The table the action leaves: the finished round's, if it ended.
        let after = match (over, t.game().last_hand()) {
            (true, Some(last)) => Scene::of(last, me),
            _ => Scene::of(t.round(), me),
        };
        let mut tells = Vec::new();
        let mut flights = Vec::new();
        let mut actor = None;
        let mut turn_over = false;
        for event in &events {
            if let MatchEvent::Hand(e) = event {
                match e {
                    HellEvent::Drew { seat, cards } | HellEvent::TookFoot { seat, cards, .. }
                        if *seat == me =>
                    {
                        t.mark_fresh(cards.iter().flatten().copied());
                    }
                    HellEvent::TookPile {
                        seat,
                        to_hand,
                        drawn,
                        staged,
                        ..
                    } if *seat == me => {
                        t.own.pile_waits = *staged;
                        t.mark_fresh(to_hand.iter().chain(drawn.iter().flatten()).copied());
                    }
                    // The pile's cards wait beside the hand until the initial meld is down;
                    // then they come in.
                    HellEvent::Melded { seat, .. } if *seat == me => {
                        t.own.pile_waits = false;
                    }
                    _ => {}
                }
                flights.extend(flight::of_event(e));
                let (seat, part, tell, ends) = words::event(t.names(), e);
                actor = actor.or(seat);
                if let Some(p) = part {
                    let names = t.names().clone();
                    add_part(&mut t.own.turn_parts, &names, e, p);
                }
                if tell.is_some() {
                    // What the seat did before it comes first: a book closes after the cards
                    // that closed it were added.
                    if let Some(seat) = actor {
                        tells.extend(turn_so_far(t, seat));
                    }
                    let e = e.clone();
                    tells.push(Line::of(t.names(), move |names| {
                        words::event(names, &e).2.unwrap_or_default()
                    }));
                }
                turn_over |= ends;
            }
        }
        let bot = actor.is_some_and(|s| s != me);
        // The rest of the turn's one-line summary comes with the action that ended it.
        if turn_over && let Some(seat) = actor {
            tells.extend(turn_so_far(t, seat));
        }
        let text = (!tells.is_empty())
            .then(|| Line::new(move || tells.iter().map(Line::word).collect::<Vec<_>>().join(" ")));
        // A bot's draw and its discard are shown at a pace the eye follows; the melds between
        // them go by quickly (the log keeps each), so that six players' turns do not keep the
        // person waiting.
        let drew = events.iter().any(|e| {
            matches!(
                e,
                MatchEvent::Hand(HellEvent::Drew { .. } | HellEvent::TookPile { .. })
            )
        });
        let seconds = match (bot, drew || turn_over) {
            (false, _) => 0.0,
            (true, true) => BOT_STEP_SECONDS,
            (true, false) => BOT_MELD_SECONDS,
        };
        t.push(Step::Show {
            actor,
            scene: Box::new(after),
            text,
            seconds,
            flights,
        });
        if turn_over || over {
            t.own.turn_start = None;
        } else if actor == Some(me) && events.iter().any(reveals) {
            t.own.turn_start = Some(Box::new(t.game().clone()));
            t.own.parts_at_start = t.own.turn_parts.len();
        }
        t.push_in_order(events);
    }

    /// Played already, together ([`push_events`](TableGame::push_events)).
    fn push_hand_events(_t: &mut HellTable, _events: Vec<HellEvent>) {}

    fn push_hand_over(t: &mut HellTable, record: MatchRecord) {
        if let Some(last) = t.game().last_hand() {
            t.own.rounds.push(last.clone());
        }
        let number = t.hand_number(&record);
        let scores = t
            .game()
            .last_hand()
            .map(sheet::round_scores)
            .unwrap_or_default();
        t.push(Step::RoundOver {
            record: Box::new(record),
            number,
            scores,
        });
    }

    fn push_deal(t: &mut HellTable) {
        let number = t.game().records().len() + 1;
        let scene = Scene::of(t.round(), t.me());
        t.push(Step::NewRound {
            number,
            scene: Box::new(scene),
        });
    }

    fn match_over(text: Line) -> Step {
        Step::MatchOver { text }
    }

    fn start_step(t: &mut HellTable, step: &Step) {
        match step {
            Step::Show { scene, text, .. } => {
                t.scene = Scene::clone(scene);
                if let Some(text) = text {
                    t.tell(text.clone());
                }
            }
            Step::NewRound { number, scene } => {
                t.scene = Scene::clone(scene);
                t.own.selection.clear();
                // A new round's hand is numbered afresh, in its order.
                t.own.keys = Keys::default();
                t.own.cursor.clear();
                t.own.pile_waits = false;
                let starter = t.round().starter();
                let (number, minimum) = (*number, scene.minimum);
                t.new_hand(
                    number,
                    Line::of(t.names(), move |names| {
                        t!(
                            "hell-new-round",
                            number = number,
                            who = names.seat(starter),
                            person = names.person(starter),
                            minimum = minimum
                        )
                    }),
                );
            }
            Step::RoundOver {
                record,
                number,
                scores,
            } => {
                t.banner = Some((MatchRecord::clone(record), *number, scores.clone()));
                t.hand_over(*number, &record.totals);
            }
            Step::MatchOver { text } => t.tell(text.clone()),
        }
        let hand = t.scene.hand;
        t.own.selection.fit(&hand);
        t.own.cursor.fit(&hand);
    }

    fn finish_step(t: &mut HellTable, step: Step) {
        if let Step::RoundOver { .. } = step {
            t.banner = None;
        }
    }

    fn refusal(_t: &HellTable, _action: HellAction, err: &crate::engine::RuleError) -> String {
        refusal::refusal(err)
    }

    fn extra_input(t: &mut HellTable, input: Meld) {
        let hand = *t.round().hand(t.me());
        match input {
            Meld::Pick(g) => {
                t.own.selection.click(g, g.count(&hand));
                t.clear_note();
            }
            Meld::PickAll(g) => {
                t.own.selection.pick_all(g, g.count(&hand));
                t.clear_note();
            }
            Meld::Clear => t.own.selection.clear(),
            Meld::Books => t.lay(Target::Books),
            Meld::OnBook(kind) => t.lay(Target::Book(kind)),
            Meld::Discard => t.discard(),
            Meld::TakeBack => t.take_back(),
        }
    }

    /// After an undo the turn's picks, summary and take-back point start again from the
    /// match as it now stands.
    fn rebuilt(t: &mut HellTable) {
        t.own.selection.clear();
        // Another person may be at the table now (hot-seat): their groups are numbered
        // afresh.
        t.own.keys = Keys::default();
        t.own.cursor.clear();
        t.own.pile_waits = t.pile_waits_for_me();
        t.own.turn_parts.clear();
        t.own.parts_at_start = 0;
        let reveal = last_reveal(t.game(), t.me());
        // A draw played again by Redo marks its cards as the draw did.
        if let Some((_, cards)) = &reveal
            && !cards.is_empty()
        {
            t.mark_fresh(cards.clone());
        }
        t.own.turn_start = reveal.map(|(start, _)| Box::new(start));
    }

    fn draw(t: &mut HellTable, ui: &mut egui::Ui) {
        draw::table_ui(t, ui);
    }

    fn score_sheet(t: &HellTable, ui: &mut egui::Ui) {
        sheet::show(ui, t.names(), t.game(), &t.own.rounds);
    }
}

/// Adds a part of a turn (worded `worded` now) to the turn's parts: cards added to the book
/// the seat added to just before join that part ("added 4 cards to the nines", not "added 3
/// cards to the nines, added a 9 to the nines"), and a part worded as the one before counts
/// it again.
fn add_part(parts: &mut Vec<(HellEvent, u32)>, names: &Names, e: &HellEvent, worded: String) {
    if let Some((last, n)) = parts.last_mut() {
        if let (
            HellEvent::Laid {
                seat,
                kind,
                cards,
                started: false,
                ..
            },
            HellEvent::Laid {
                seat: now_seat,
                kind: now_kind,
                cards: now_cards,
                started: false,
                ..
            },
        ) = (&mut *last, e)
            && seat == now_seat
            && kind == now_kind
        {
            cards.extend_from_slice(now_cards);
            return;
        }
        // Compared as worded now: the language may have changed mid-turn.
        if words::event(names, last).1.as_deref() == Some(worded.as_str()) {
            *n += 1;
            return;
        }
    }
    parts.push((e.clone(), 1));
}

/// The line that says what `seat` has done so far this turn (nothing when it has done nothing
/// yet, or all of it was said); the parts are said once.
fn turn_so_far(t: &mut HellTable, seat: Seat) -> Option<Line> {
    let parts = std::mem::take(&mut t.own.turn_parts);
    t.own.parts_at_start = 0;
    (!parts.is_empty()).then(|| {
        Line::of(t.names(), move |names| {
            let parts: Vec<String> = parts
                .iter()
                .map(|(e, n)| words::times(words::event(names, e).1.unwrap_or_default(), *n))
                .collect();
            words::turn_line(names, seat, &parts)
        })
    })
}

/// Where "Take back" returns to in a match resumed during the person's turn: the match as it
/// stood after their last draw, pile or foot pickup of this turn (replayed from the seed).
fn turn_start_of(m: &Match<SevensFromHell>, me: usize) -> Option<Match<SevensFromHell>> {
    last_reveal(m, me).map(|(start, _)| start)
}

/// The match just after the person's last draw, pile or foot pickup of the turn they are
/// playing, with the cards it brought to their hand (replayed from the seed).
fn last_reveal(m: &Match<SevensFromHell>, me: usize) -> Option<(Match<SevensFromHell>, Vec<Card>)> {
    let round = m.hand();
    if !m.replayable()
        || m.is_over()
        || round.to_act() != Some(me)
        || round.phase() != crate::games::sevens_from_hell::Phase::Play
    {
        return None;
    }
    let mut replay = Match::<SevensFromHell>::new(*m.config(), m.seed()).ok()?;
    let mut start = None;
    for &a in m.actions() {
        let actor = replay.hand().to_act();
        let events = replay.apply(a).ok()?;
        let turn_over = events.iter().any(|e| {
            matches!(
                e,
                MatchEvent::HandOver(_)
                    | MatchEvent::Hand(HellEvent::Discarded { .. } | HellEvent::NoDiscard { .. })
            )
        });
        if turn_over {
            start = None;
        } else if actor == Some(me) && events.iter().any(reveals) {
            let cards = events.iter().flat_map(came_in).collect();
            start = Some((replay.clone(), cards));
        }
    }
    start
}

/// The cards an event brought to its seat's hand (those the seat sees).
fn came_in(e: &MatchEvent<HellEvent>) -> Vec<Card> {
    match e {
        MatchEvent::Hand(HellEvent::Drew { cards, .. } | HellEvent::TookFoot { cards, .. }) => {
            cards.iter().flatten().copied().collect()
        }
        MatchEvent::Hand(HellEvent::TookPile { to_hand, drawn, .. }) => to_hand
            .iter()
            .copied()
            .chain(drawn.iter().flatten().copied())
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether an event showed the person cards they had not seen: a draw, the pile, the foot.
fn reveals(e: &MatchEvent<HellEvent>) -> bool {
    matches!(
        e,
        MatchEvent::Hand(
            HellEvent::Drew { .. } | HellEvent::TookPile { .. } | HellEvent::TookFoot { .. }
        )
    )
}

impl GameUi for SevensFromHell {
    type Own = HellOwn;

    const FORMS: OptionsForms<HellOptions> = OptionsForms {
        basics: settings::basics_ui,
        variants: settings::variants_ui,
    };

    /// Played with French cards and jokers only.
    fn rules_ui(ui: &mut egui::Ui, _style: &mut PackStyle) {
        crate::ui::rules_page::blocks_ui(ui, rules::RULES);
    }

    fn match_goal(options: &HellOptions) -> String {
        match_goal(options)
    }
}

/// How the match is won: every match is four rounds, whatever the options.
pub fn match_goal(_options: &HellOptions) -> String {
    t!("hell-goal")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sevens_from_hell::Phase;

    /// A match resumed after the person drew and laid a book goes back to just after the draw.
    #[test]
    fn a_resumed_turn_takes_back_to_its_draw() {
        let me = 2;
        let mut rng = crate::cards::rng_from_seed(1);
        for seed in 0..40 {
            let mut m = Match::<SevensFromHell>::new(HellOptions::for_players(4), seed).unwrap();
            // Random play until the person has drawn and may lay something.
            let mut drawn_at = None;
            for _ in 0..2000 {
                let g = m.hand();
                if g.to_act() == Some(me) && g.phase() == Phase::Play && drawn_at.is_some() {
                    break;
                }
                let a = g.random_action(&mut rng).unwrap();
                let mine = g.to_act() == Some(me);
                m.apply(a).unwrap();
                drawn_at = (mine && a == HellAction::Draw).then(|| m.actions().len());
            }
            let lay = m
                .hand()
                .legal_actions()
                .iter()
                .find(|a| matches!(a, HellAction::Start { .. } | HellAction::Add { .. }));
            let (Some(at), Some(lay)) = (drawn_at, lay) else {
                continue;
            };
            assert_eq!(turn_start_of(&m, me).unwrap().actions().len(), at);
            m.apply(lay).unwrap();
            let back = turn_start_of(&m, me).unwrap();
            assert_eq!(back.actions(), &m.actions()[..at]);
            return;
        }
        panic!("no seed gave the person a meld right after a draw");
    }
}
