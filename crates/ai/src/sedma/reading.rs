//! Reading the other players' play: which hidden hands make what they did this hand likely.
//!
//! Sedma has no duty to follow, so play proves nothing about a hand. But players are not
//! random: whoever lets a ten go when a seven would have taken it most likely holds no seven,
//! and whoever leads an ace probably holds a way to win it back. A reader weighs sampled hands
//! by how likely each makes every decision the others took this hand, judged by a model of a
//! sensible player (the rule-of-thumb bot's values, softened, with room for surprises).
//!
//! Not everybody plays sensibly. The reader weighs a second explanation beside the model: that
//! the others play at random this hand, which makes every hand equally likely. Against random
//! play that explanation soon wins and the reading goes flat instead of drawing wrong lessons;
//! the reader also says how much it trusts the model ([`Reading::sensible`]), so that a search
//! can stop expecting sensible replies from players who do not make them.
//!
//! Each particle is a sampled position consistent with the seat's view. The hand is replayed
//! from its deal: walking the public record backwards from the sampled hands gives each hidden
//! hand at every moment (a card drawn is any card held right after the draw, each equally
//! likely since hands refill to a fixed size), and the replay asks the model how likely each
//! recorded decision was. The search then samples particles in proportion to their weights,
//! with the stock reshuffled each time (nobody has seen it, so play says nothing about it).
//!
//! With four players only the opponents' decisions are read: the search plans for a partner
//! who plays as well as it does, not by the model, and reading the partner by the model
//! misleads more than it tells (the expert won 65.0 % of 4,000 hands against the rules of
//! thumb reading the opponents alone, 64.4 % reading its partner too).
//!
//! The reader sees only the seat's view: its own hand and draws and the public record.

use super::SedmaRuleBot;
use crate::cards::{Card, CardSet, GameRng, below, shuffle};
use crate::engine::{Game, HandStart, Seat};
use crate::games::sedma::{
    Determinizer, Public, Sedma, SedmaAction, SedmaView, ThreePlayerPack, side_of,
};

/// How sharply the model prefers better actions: a value gap of this many card points makes
/// an action e (2.7) times likelier. Against the rule-of-thumb bot (2 players, 600 hands) a
/// temperature of 2 won 60 %, 1 won 60 %, 0.5 won 65.5 %; the record's facts alone, 56 %.
const TEMPERATURE: f32 = 0.5;
/// The share of decisions the model leaves to chance: a player may err, or play by other
/// rules than the model's; it also bounds what one decision can prove.
const SURPRISE: f32 = 0.05;
/// How likely the others are to play sensibly rather than at random, before this hand's play
/// says anything.
pub const SENSIBLE_PRIOR: f32 = 0.5;
/// Weights are flattened until this many particles carry real weight, so that a few lucky
/// samples never stand for the whole reading.
const MIN_EFFECTIVE: f32 = 24.0;

/// Sampled hidden hands weighted by how well they explain the others' play.
#[derive(Clone, Debug)]
pub struct Reading {
    hands: Vec<[CardSet; 4]>,
    /// Running sums of the weights, for sampling in proportion.
    cumulative: Vec<f32>,
    /// The chance that the others play sensibly, given their play this hand.
    sensible: f32,
}

impl Reading {
    /// Reads `particles` samples of the view's hidden hands. `None` when there is nothing to
    /// read (no record, nobody else has decided anything yet) or the record cannot be
    /// replayed (a variant whose deal the replay does not follow).
    pub fn new(
        view: &SedmaView,
        det: &Determinizer,
        particles: usize,
        rng: &mut GameRng,
    ) -> Option<Reading> {
        let history = view.history.as_deref()?;
        let me = view.seat;
        let others_decided = history
            .iter()
            .any(|p| matches!(p, Public::Act { seat, .. } if *seat != me));
        if !others_decided || particles == 0 {
            return None;
        }
        // With the stock gone and one other hand left, every card's place is known: one sample
        // is the position, read only for whether the play looks sensible.
        let hidden_hands = (0..view.players)
            .filter(|&s| s != me && view.hand_sizes[s] > 0)
            .count();
        let particles = if view.stock_len == 0 && hidden_hands <= 1 {
            1
        } else {
            particles
        };
        let shown = shown_by(view, history)?;
        let model = SedmaRuleBot::new();
        let mut hands = Vec::with_capacity(particles);
        let mut explained = Vec::with_capacity(particles);
        for _ in 0..particles {
            let now = det.sample(rng);
            let Some(e) = explain(view, history, &shown, &now, &model, rng) else {
                continue;
            };
            hands.push(std::array::from_fn(|s| {
                if s < now.seats() {
                    now.hand(s)
                } else {
                    CardSet::EMPTY
                }
            }));
            explained.push(e);
        }
        if hands.is_empty() {
            return None;
        }
        // Both explanations, weighed by the prior: a particle's weight, and over all particles
        // the evidence for each (the particles are drawn uniformly, so their mean likelihood
        // under an explanation is that explanation's likelihood).
        let (ls, lr) = (SENSIBLE_PRIOR.ln(), (1.0 - SENSIBLE_PRIOR).ln());
        let logw: Vec<f32> = explained
            .iter()
            .map(|e| log_add(ls + e.sensible, lr + e.random))
            .collect();
        let evidence =
            |f: fn(&Explained) -> f32| explained.iter().map(f).fold(f32::NEG_INFINITY, log_add);
        let (for_sensible, for_random) =
            (ls + evidence(|e| e.sensible), lr + evidence(|e| e.random));
        let sensible = 1.0 / (1.0 + (for_random - for_sensible).exp());
        let best = logw.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        if !best.is_finite() {
            return None;
        }
        // Temper: halve the log-weights' spread until enough particles carry weight.
        let mut beta = 1.0f32;
        let weights = loop {
            let w: Vec<f32> = logw.iter().map(|&l| ((l - best) * beta).exp()).collect();
            let (sum, sq) = w.iter().fold((0.0, 0.0), |(a, b), &x| (a + x, b + x * x));
            let effective = sum * sum / sq;
            if effective >= MIN_EFFECTIVE.min(hands.len() as f32) || beta < 1e-3 {
                break w;
            }
            beta *= 0.5;
        };
        let mut total = 0.0;
        let cumulative = weights
            .iter()
            .map(|&w| {
                total += w;
                total
            })
            .collect();
        Some(Reading {
            hands,
            cumulative,
            sensible,
        })
    }

    /// The chance that the opponents play sensibly (as the model would) rather than at random,
    /// given everything they did this hand.
    pub fn sensible(&self) -> f32 {
        self.sensible
    }

    /// Hidden hands picked in proportion to their weights.
    pub fn pick(&self, rng: &mut GameRng) -> &[CardSet; 4] {
        let total = *self.cumulative.last().expect("a reading has particles");
        let x = below(rng, 1 << 24) as f32 / (1 << 24) as f32 * total;
        let i = self.cumulative.partition_point(|&c| c <= x);
        &self.hands[i.min(self.hands.len() - 1)]
    }

    /// The probability the reading gives to `seat` holding `card` now (for tests and hints).
    pub fn chance_holds(&self, seat: Seat, card: Card) -> f32 {
        let total = *self.cumulative.last().expect("a reading has particles");
        let mut prev = 0.0;
        let mut held = 0.0;
        for (h, &c) in self.hands.iter().zip(&self.cumulative) {
            if h[seat].contains(card) {
                held += c - prev;
            }
            prev = c;
        }
        held / total
    }
}

/// Draw orders tried per sampled position before it is given up as unexplainable.
const WALK_BUDGET: u32 = 1000;

/// What the course of a trick proved about its leader's hand at one point of the record:
/// after a full round the leader is asked whether to continue only when holding a card of the
/// led rank or a wild card, so an ended trick shows such a card held and a trick that ended
/// by itself shows none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Shown {
    seat: Seat,
    cards: CardSet,
    held: bool,
}

/// What each entry of the record proved (`None` for most entries); `None` overall for the
/// variants whose course the reader does not follow: three players with all 32 cards, where
/// one player ends a card short or a player may pass a round.
fn shown_by(view: &SedmaView, history: &[Public]) -> Option<Vec<Option<Shown>>> {
    if view.players == 3
        && matches!(
            view.options.three_player,
            ThreePlayerPack::Full32 | ThreePlayerPack::Full32Pass
        )
    {
        return None;
    }
    let rules = view.options.trick_rules();
    let mut out = vec![None; history.len()];
    let mut trick: Vec<Card> = Vec::new();
    let mut seats: Vec<Seat> = Vec::new();
    let mut ended = false;
    for (i, p) in history.iter().enumerate() {
        match *p {
            Public::Act {
                seat,
                action: SedmaAction::Play(c),
            } => {
                trick.push(c);
                seats.push(seat);
            }
            Public::Act {
                seat,
                action: SedmaAction::EndTrick,
            } => {
                let lead = rules.rank_of(*trick.first()?);
                out[i] = Some(Shown {
                    seat,
                    cards: rules.wild.union(CardSet::of_rank(lead)),
                    held: true,
                });
                ended = true;
            }
            Public::Act { .. } => return None,
            Public::Drew { .. } => {}
            Public::Taken { .. } => {
                let leader = *seats.first()?;
                let winner = seats[rules.winner(&trick)];
                let same_side = side_of(view.players, winner) == side_of(view.players, leader);
                let asked = !(view.options.continue_only_when_losing && same_side);
                if !ended && asked {
                    let lead = rules.rank_of(trick[0]);
                    out[i] = Some(Shown {
                        seat: leader,
                        cards: rules.wild.union(CardSet::of_rank(lead)),
                        held: false,
                    });
                }
                trick.clear();
                seats.clear();
                ended = false;
            }
        }
    }
    Some(out)
}

/// Walks the record back from the hands held now to the deal, choosing which card each hidden
/// draw brought (a card drawn is one held right after the draw), so that every hand agrees with
/// what the record showed. Backtracks on a contradiction, within a budget of choices.
struct WalkBack<'a> {
    history: &'a [Public],
    shown: &'a [Option<Shown>],
    me: Seat,
    /// Whether to try another card for a draw when the one chosen leads to a contradiction.
    backtrack: bool,
    budget: u32,
    /// The card each draw brought, by record entry (`JOKER` elsewhere).
    drawn: Vec<Card>,
}

impl WalkBack<'_> {
    /// Undoes entries `..i` from the hands held right after entry `i - 1`.
    fn undo(
        &mut self,
        i: usize,
        mut hands: [CardSet; 4],
        rng: &mut GameRng,
    ) -> Option<[CardSet; 4]> {
        if i == 0 {
            return Some(hands);
        }
        if let Some(s) = self.shown[i - 1]
            && s.seat != self.me
            && hands[s.seat].intersect(s.cards).is_empty() == s.held
        {
            return None;
        }
        match self.history[i - 1] {
            Public::Act {
                seat,
                action: SedmaAction::Play(c),
            } => {
                hands[seat].insert(c);
                self.undo(i - 1, hands, rng)
            }
            Public::Drew {
                seat,
                card: Some(c),
            } => {
                if seat != self.me || !hands[seat].contains(c) {
                    return None;
                }
                hands[seat].remove(c);
                self.drawn[i - 1] = c;
                self.undo(i - 1, hands, rng)
            }
            Public::Drew { seat, card: None } => {
                if seat == self.me || self.budget == 0 {
                    return None;
                }
                self.budget -= 1;
                let mut options: Vec<Card> = hands[seat].to_vec();
                shuffle(&mut options, rng);
                let tries = if self.backtrack { options.len() } else { 1 };
                for c in options.into_iter().take(tries) {
                    let mut before = hands;
                    before[seat].remove(c);
                    self.drawn[i - 1] = c;
                    if let Some(dealt) = self.undo(i - 1, before, rng) {
                        return Some(dealt);
                    }
                }
                None
            }
            Public::Act { .. } | Public::Taken { .. } => self.undo(i - 1, hands, rng),
        }
    }
}

/// Random draw orders tried per sampled position: the share that agrees with the record is
/// how likely the record is, before the model judges the decisions.
const WALKS: u32 = 6;
/// Of those, the ones replayed for the model's judgement (a replay costs far more than a walk).
const REPLAYS: u32 = 2;

/// How likely the others' decisions are with one particle's hidden hands (natural logs),
/// under each explanation: sensible play and random play. Both include the share of draw
/// orders that agree with what the record showed.
#[derive(Clone, Copy, Debug)]
struct Explained {
    sensible: f32,
    random: f32,
}

/// `ln(e^a + e^b)` without overflow.
fn log_add(a: f32, b: f32) -> f32 {
    let m = a.max(b);
    if m == f32::NEG_INFINITY {
        return m;
    }
    m + ((a - m).exp() + (b - m).exp()).ln()
}

/// How well the hidden hands of `now` explain the record: the share of draw orders that agree
/// with what the record showed, times the likelihood of the others' decisions under each
/// explanation (averaged over a few of those orders). `None` when no order agrees.
fn explain(
    view: &SedmaView,
    history: &[Public],
    shown: &[Option<Shown>],
    now: &Sedma,
    model: &SedmaRuleBot,
    rng: &mut GameRng,
) -> Option<Explained> {
    let mut agreeing = 0;
    let mut judged = Vec::new();
    for _ in 0..WALKS {
        if let Some(walk) = walk_back(view, history, shown, now, false, 0, rng) {
            agreeing += 1;
            if judged.len() < REPLAYS as usize {
                judged.push(replay(view, history, &walk, now, model)?);
            }
        }
    }
    let share = if agreeing == 0 {
        // Orders that agree are rare: find one by search, and count it as half a walk.
        let walk = walk_back(view, history, shown, now, true, WALK_BUDGET, rng)?;
        judged.push(replay(view, history, &walk, now, model)?);
        0.5 / WALKS as f32
    } else {
        agreeing as f32 / WALKS as f32
    };
    let mean = |f: fn(&Explained) -> f32| {
        judged.iter().map(f).fold(f32::NEG_INFINITY, log_add) - (judged.len() as f32).ln()
    };
    Some(Explained {
        sensible: share.ln() + mean(|e| e.sensible),
        random: share.ln() + mean(|e| e.random),
    })
}

/// The hands as dealt and the card each draw brought (by record entry), for one draw order.
struct Walked {
    dealt: [CardSet; 4],
    drawn: Vec<Card>,
}

/// One draw order that agrees with the record, chosen at random (with `backtrack`, searched
/// for within `budget` choices).
fn walk_back(
    view: &SedmaView,
    history: &[Public],
    shown: &[Option<Shown>],
    now: &Sedma,
    backtrack: bool,
    budget: u32,
    rng: &mut GameRng,
) -> Option<Walked> {
    let n = view.players;
    let mut walk = WalkBack {
        history,
        shown,
        me: view.seat,
        backtrack,
        budget: if backtrack { budget } else { u32::MAX },
        drawn: vec![Card::JOKER; history.len()],
    };
    let current = std::array::from_fn(|s| if s < n { now.hand(s) } else { CardSet::EMPTY });
    let dealt = walk.undo(history.len(), current, rng)?;
    Some(Walked {
        dealt,
        drawn: walk.drawn,
    })
}

/// Replays the record from the deal `walk` found and returns the log-likelihood of the others'
/// decisions under each explanation; `None` when the replay departs from the record.
fn replay(
    view: &SedmaView,
    history: &[Public],
    walk: &Walked,
    now: &Sedma,
    model: &SedmaRuleBot,
) -> Option<Explained> {
    let n = view.players;
    let me = view.seat;
    let stock: Vec<Card> = history
        .iter()
        .zip(&walk.drawn)
        .filter(|(p, _)| matches!(p, Public::Drew { .. }))
        .map(|(_, &c)| c)
        .chain(now.stock().iter().copied())
        .collect();
    let dealt: Vec<Vec<Card>> = walk.dealt[..n].iter().map(|h| h.to_vec()).collect();
    let leader = history
        .iter()
        .find_map(|p| match p {
            Public::Act { seat, .. } => Some(*seat),
            _ => None,
        })
        .unwrap_or(view.leader);
    let start = HandStart::new(view.dealer, leader);
    let mut g = Sedma::from_deal(&view.options, start, &dealt, &stock, &[]).ok()?;
    let mut out = Explained {
        sensible: 0.0,
        random: 0.0,
    };
    for p in history {
        let Public::Act { seat, action } = *p else {
            continue;
        };
        if g.to_act() != Some(seat) {
            return None;
        }
        let legal = g.legal_actions();
        if !legal.as_slice().contains(&action) {
            return None;
        }
        // Only the opponents are read (see the module's notes).
        if side_of(n, seat) != side_of(n, me) && legal.len() > 1 {
            out.sensible += likelihood(&model.values_in(&g), action).ln();
            out.random -= (legal.len() as f32).ln();
        }
        g.apply_with(action, &mut ());
    }
    Some(out)
}

/// How likely a sensible player, valuing the legal actions so, was to take `action`.
fn likelihood(values: &[(SedmaAction, f32)], action: SedmaAction) -> f32 {
    let top = values
        .iter()
        .map(|&(_, v)| v)
        .fold(f32::NEG_INFINITY, f32::max);
    let (mut sum, mut mine) = (0.0, 0.0);
    for &(a, v) in values {
        let e = ((v - top) / TEMPERATURE).exp();
        sum += e;
        if a == action {
            mine = e;
        }
    }
    SURPRISE / values.len() as f32 + (1.0 - SURPRISE) * mine / sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Bot;
    use crate::cards::{parse_cards, rng_from_seed};
    use crate::games::sedma::SedmaOptions;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    /// Positions of random play by rule bots, with 2, 3 and 4 players.
    fn positions() -> Vec<Sedma> {
        let mut rng = rng_from_seed(9);
        let mut out = Vec::new();
        for players in [2u8, 3, 4] {
            let opts = SedmaOptions::for_players(players);
            for hand in 0..12usize {
                let n = players as usize;
                let start = HandStart::new(hand % n, (hand + 1) % n);
                let mut g = Sedma::deal_random(&opts, start, &mut rng);
                let mut bot = SedmaRuleBot::new();
                while let Some(seat) = g.to_act() {
                    out.push(g);
                    let a = bot.choose(&g.view(seat), &mut rng).unwrap();
                    g.apply_with(a, &mut ());
                }
            }
        }
        out
    }

    #[test]
    fn the_record_replays_the_true_hand() {
        let model = SedmaRuleBot::new();
        let mut rng = rng_from_seed(4);
        for g in positions() {
            let seat = g.to_act().unwrap();
            let view = g.view(seat);
            let history = view
                .history
                .as_deref()
                .expect("a dealt hand keeps its record");
            let shown = shown_by(&view, history).unwrap();
            let walk = walk_back(&view, history, &shown, &g, true, u32::MAX, &mut rng);
            let walk = walk.unwrap_or_else(|| panic!("no draw order agrees: {history:?}"));
            let w = replay(&view, history, &walk, &g, &model);
            assert!(
                w.is_some_and(|w| w.sensible.is_finite() && w.sensible <= 0.0 && w.random <= 0.0),
                "{w:?}: {history:?}"
            );
        }
    }

    #[test]
    fn a_ten_let_go_reads_as_holding_no_ten() {
        // Seat 0 leads the ten of hearts; seat 1, holding no seven and no ten, lets it go.
        // Taking a ten with a ten costs little, so the others' tens are now unlikely.
        let opts = SedmaOptions::for_players(2);
        let hands = [cards("10h 8c 9c Jc"), cards("8d 9d Jd Qd")];
        let rest =
            cards("7s 7h 7d 7c 8s 8h 9s 9h 10s 10d 10c Js Jh Qs Qh Qc Ks Kh Kd Kc As Ah Ad Ac");
        let start = HandStart::new(1, 0);
        let mut g = Sedma::from_deal(&opts, start, &hands, &rest, &[]).unwrap();
        let mut rng = rng_from_seed(2);
        g.apply_with(SedmaAction::Play(cards("10h")[0]), &mut ());
        let reply = SedmaRuleBot::new().choose(&g.view(1), &mut rng).unwrap();
        assert!(matches!(reply, SedmaAction::Play(c) if c.rank_value() != 7));
        g.apply_with(reply, &mut ());
        if g.to_act() == Some(0) && g.trick().count() > 0 {
            g.apply_with(SedmaAction::EndTrick, &mut ());
        }
        assert_eq!(g.to_act(), Some(0), "seat 0 took the trick and leads");
        let view = g.view(0);
        let det = Determinizer::new(&view).unwrap();
        let reading = Reading::new(&view, &det, 4000, &mut rng).expect("something to read");
        let unseen = det.cards_unseen().len() as f32;
        let prior = 4.0 / unseen;
        // One decision is little evidence that the player is sensible at all, so the reader
        // hedges: the tens lose a good part of their chance, not all of it.
        for ten in cards("10s 10d 10c") {
            let p = reading.chance_holds(1, ten);
            assert!(
                p < 0.75 * prior,
                "{ten}: {p} against {prior} before reading"
            );
        }
        // Cards the reply says nothing about keep about their prior share.
        let p = reading.chance_holds(1, cards("Kd")[0]);
        assert!(
            p > 0.7 * prior && p < 1.6 * prior,
            "Kd: {p} against {prior}"
        );
    }

    /// How much a 2-player reader at seat 0 trusts seat 1 to play sensibly after `decisions`
    /// of seat 1's decisions in each of `hands` hands, seat 1 played by `bot`.
    fn trust(bot: &mut dyn Bot<Sedma>, hands: usize, decisions: usize) -> Vec<f32> {
        let opts = SedmaOptions::for_players(2);
        let mut rng = rng_from_seed(31);
        let mut me = SedmaRuleBot::new();
        let mut out = Vec::new();
        for hand in 0..hands {
            let start = HandStart::new(hand % 2, (hand + 1) % 2);
            let mut g = Sedma::deal_random(&opts, start, &mut rng);
            let mut seen = 0;
            while let Some(seat) = g.to_act() {
                let view = g.view(seat);
                if seat == 1 {
                    seen += usize::from(view.legal.len() > 1);
                } else if seen >= decisions && view.stock_len > 0 {
                    let det = Determinizer::new(&view).unwrap();
                    let r = Reading::new(&view, &det, 200, &mut rng).unwrap();
                    out.push(r.sensible());
                    break;
                }
                let bot: &mut dyn Bot<Sedma> = if seat == 1 { &mut *bot } else { &mut me };
                let a = bot.choose(&view, &mut rng).unwrap();
                g.apply_with(a, &mut ());
            }
        }
        out
    }

    #[test]
    fn sensible_play_reads_as_sensible_and_random_play_as_random() {
        use crate::RandomBot;
        let trusted = |v: &[f32]| v.iter().filter(|&&p| p > 0.5).count() as f32 / v.len() as f32;
        let rule = trust(&mut SedmaRuleBot::new(), 12, 4);
        assert!(rule.len() >= 10 && trusted(&rule) >= 0.9, "{rule:?}");
        // A random player now and then plays what a sensible one would: it takes a few more
        // decisions to tell.
        let random = trust(&mut RandomBot, 12, 8);
        assert!(random.len() >= 10 && trusted(&random) <= 0.2, "{random:?}");
    }
}
