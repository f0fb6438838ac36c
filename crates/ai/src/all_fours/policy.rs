//! A quick playout policy for All Fours: random playouts waste the search's time on deals
//! nobody would play (10s thrown under aces, tricks full of counting cards left to the
//! opponents, trumps discarded after a run). The policy follows a few habits and plays at
//! random now and then, so the playouts still cover every line. It reads the full position,
//! so a search uses it only on positions it sampled itself.

use super::know::{count, suit_cards};
use super::rule::{GIVE_AT, STAND_AT, strength};
use crate::cards::{Card, CardSet, GameRng, below};
use crate::engine::Game;
use crate::games::all_fours::trick::beats;
use crate::games::all_fours::{AllFours, AllFoursAction};

/// One decision in `PLAYOUT_NOISE` is uniformly random.
const PLAYOUT_NOISE: u32 = 8;

/// Plays `g` to the end of the deal with the habits below.
pub fn all_fours_playout(g: &mut AllFours, rng: &mut GameRng) {
    while let Some(action) = all_fours_policy_action(g, rng) {
        g.apply_with(action, &mut ());
    }
}

/// The policy's action for the seat to act (`None` once the deal is over).
pub fn all_fours_policy_action(g: &AllFours, rng: &mut GameRng) -> Option<AllFoursAction> {
    g.to_act()?;
    if below(rng, PLAYOUT_NOISE) == 0 {
        return g.random_action(rng);
    }
    habit(g)
}

/// The policy's action without the random ones: the habits themselves. Bids are the rule
/// bot's at full strength ([`STAND_AT`], [`GIVE_AT`]), without its caution near the target or
/// with several receivers of the gift.
fn habit(g: &AllFours) -> Option<AllFoursAction> {
    let seat = g.to_act()?;
    let trump = g.trump_suit() as u8;
    let hand = g.hand(seat);
    if g.eldest_deciding() {
        return Some(if strength(hand, trump) >= STAND_AT {
            AllFoursAction::Stand
        } else {
            AllFoursAction::Beg
        });
    }
    if g.dealer_deciding() {
        let legal = g.legal_actions();
        let give = legal.contains(&AllFoursAction::Give) && strength(hand, trump) >= GIVE_AT;
        return Some(if give {
            AllFoursAction::Give
        } else {
            AllFoursAction::Run
        });
    }
    if g.discarding() {
        return lowest(hand.minus(suit_cards(trump)))
            .or_else(|| lowest(hand))
            .map(AllFoursAction::Discard);
    }
    let legal = g.legal_actions();
    let mut cards = CardSet::EMPTY;
    for a in legal.iter() {
        if let AllFoursAction::Play(c) = a {
            cards.insert(c);
        }
    }
    let trumps = suit_cards(trump);
    let mut trick = g.trick();
    let Some(first) = trick.next() else {
        // Leading: the top trump when no trump is higher among the others' cards, else a low
        // side card.
        let others = (0..g.seats())
            .filter(|&s| s != seat)
            .fold(CardSet::EMPTY, |acc, s| acc.union(g.hand(s)));
        let top = highest(cards.intersect(trumps));
        if let Some(t) = top
            && others.intersect(trumps).0 >> t.index() == 0
            && !others.intersect(trumps).is_empty()
        {
            return Some(AllFoursAction::Play(t));
        }
        return lowest(cards.minus(trumps))
            .or_else(|| lowest(cards))
            .map(AllFoursAction::Play);
    };
    let (mut win_seat, mut win) = (first.seat, first.card);
    let mut stake = count(first.card);
    for p in trick {
        stake += count(p.card);
        if beats(p.card, win, trump) {
            (win_seat, win) = (p.seat, p.card);
        }
    }
    let ours = g.side_of(win_seat) == g.side_of(seat);
    let winners = CardSet::from_cards(cards.iter().filter(|&c| beats(c, win, trump)));
    if ours {
        // A partner's trick: add counting cards that are not trumps.
        return highest_count(cards.minus(trumps))
            .or_else(|| lowest(cards))
            .map(AllFoursAction::Play);
    }
    let taker = lowest(winners.minus(trumps)).or_else(|| lowest(winners));
    if let Some(t) = taker
        && (stake > 0 || count(t) > 0 || t.suit_index() != trump)
    {
        return Some(AllFoursAction::Play(t));
    }
    lowest(cards.minus(trumps))
        .or_else(|| lowest(cards))
        .map(AllFoursAction::Play)
}

/// The card worth least: the smallest count, then the lowest rank.
fn lowest(set: CardSet) -> Option<Card> {
    set.iter().min_by_key(|&c| (count(c), c.rank_value()))
}

fn highest(set: CardSet) -> Option<Card> {
    set.iter().max_by_key(|&c| c.rank_value())
}

fn highest_count(set: CardSet) -> Option<Card> {
    set.iter()
        .filter(|&c| count(c) > 0)
        .max_by_key(|&c| (count(c), c.rank_value()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Bot;
    use crate::all_fours::AllFoursRuleBot;
    use crate::cards::rng_from_seed;
    use crate::games::all_fours::AllFoursOptions;

    /// The playouts bid as the rule bot does: over many deals for two, three and four players,
    /// eldest stands or begs, and after a beg the dealer gives or runs, alike. (With the
    /// default options the gift goes to one side and nobody is near the target, where the rule
    /// bot asks more of the dealer.)
    #[test]
    fn the_playouts_bid_as_the_rule_bot_does() {
        let mut deals = rng_from_seed(61);
        // How often each bid was made, and how many hands were within a point of its threshold.
        let mut seen = std::collections::BTreeMap::new();
        let mut close = 0;
        let mut bid = |g: &AllFours, threshold: f32| {
            let seat = g.to_act().unwrap();
            let hand = g.hand(seat);
            let near = strength(hand, g.trump_suit() as u8) - threshold;
            close += usize::from(near.abs() < 1.0);
            let ours = habit(g).unwrap();
            let rule = AllFoursRuleBot::new().choose(&g.view(seat), &mut rng_from_seed(1));
            assert_eq!(
                Some(ours),
                rule,
                "{hand:?}, strength {near:+} from the threshold"
            );
            *seen.entry(format!("{ours:?}")).or_insert(0) += 1;
        };
        for players in 2..=4u8 {
            let opts = AllFoursOptions::for_players(players);
            for d in 0..1500 {
                let mut g = AllFours::deal_random(&opts, d % usize::from(players), &mut deals);
                if !g.eldest_deciding() {
                    continue;
                }
                bid(&g, STAND_AT);
                g.apply_with(AllFoursAction::Beg, &mut ());
                if g.dealer_deciding() {
                    bid(&g, GIVE_AT);
                }
            }
        }
        assert_eq!(seen.len(), 4, "{seen:?}");
        assert!(seen.values().all(|&n| n > 100), "{seen:?}");
        assert!(close > 1000, "{close}");
    }
}
