//! The rules of All Fours in the app's own words, from the rule book's second section; the
//! questions the sources leave open are marked "House choice".

use crate::ui::rules_page::Block::{self, Bullet, Heading, House, Para};

pub const RULES: &[Block] = &[
    Para(
        "All Fours (Seven Up; in Poland Siódemki) is a trick-taking game with trumps for two, \
         three or four players. In every deal there are four points to win: High, Low, Jack \
         and Game. The first side to 7 points wins the match.",
    ),
    Heading("The cards"),
    Bullet("A standard 52-card pack; aces are high: A K Q J 10 9 8 7 6 5 4 3 2."),
    Bullet(
        "For the point called Game, cards count: each ten 10, ace 4, king 3, queen 2, jack 1; \
         the others nothing.",
    ),
    Heading("Players and the deal"),
    Bullet(
        "Two or three play each for themselves; four play as two partnerships, partners \
         sitting opposite.",
    ),
    Bullet(
        "The dealer gives everyone six cards in two rounds of three, starting on the left, and \
         turns the next card face up: the upcard. Its suit is proposed as trumps. The upcard \
         itself is out of play.",
    ),
    Bullet(
        "If the upcard is a jack, the dealer's side scores a point at once (the turn-up jack); \
         if that reaches the target, the dealer wins the match there and then.",
    ),
    Bullet(
        "With three or four players only the dealer and eldest (the player on the dealer's \
         left) look at their cards until trumps are settled.",
    ),
    Bullet("The first dealer is chosen at random; the deal then passes to the left."),
    Heading("Standing or begging"),
    Bullet("Eldest decides first: stand (the upcard's suit is trumps) or beg."),
    Bullet(
        "After a beg the dealer either gives eldest's side a point and keeps the trump, or \
         runs the cards. The dealer may not give when that point would take eldest's side to \
         the target: then the dealer must run.",
    ),
    Bullet(
        "Running: three more cards to every player, in the order of the deal, and a new \
         upcard. A new suit becomes trumps (a jack turned up scores for the dealer again). If \
         the rejected suit turns up again, that card is set aside and the cards are run again.",
    ),
    Bullet("After a run everyone discards face down until they hold six cards."),
    House(
        "If the pack is too short for another run, the deal is abandoned and the same dealer \
         deals again; a point already scored for a turned-up jack stands.",
    ),
    Heading("Playing the tricks"),
    Bullet("Eldest leads to the first trick; the winner of each trick leads the next."),
    Bullet(
        "You must follow the suit led if you can. Only when you cannot may you play a trump \
         or any other card.",
    ),
    Bullet(
        "The highest trump takes the trick; if no trump was played, the highest card of the \
         suit led.",
    ),
    Heading("Scoring a deal"),
    Bullet(
        "High: a point to the side of the player who was dealt the highest trump that is \
         played. Low: a point to the side of the player who was dealt the lowest trump that is \
         played, even if someone else captures it.",
    ),
    Bullet(
        "Jack: a point to the side that wins the trick holding the jack of trumps (nobody \
         scores it if the jack is not played).",
    ),
    Bullet(
        "Game: a point to the side with the most counting cards in its tricks. If the dealer's \
         side ties with another side, the other side scores it; if two other sides tie for the \
         most, nobody does.",
    ),
    Bullet(
        "A single trump in play scores both High and Low for its holder (and Jack too, if it is \
         the jack).",
    ),
    Bullet(
        "Points are counted in the order High, Low, Jack, Game: the first side to reach the \
         target wins, and counting stops.",
    ),
    Heading("Variants (in Settings)"),
    Bullet("Classic rule: a trump may be played even when you can follow suit."),
    Bullet("After a run everyone keeps all their cards, or (Foster) keeps nine after one run."),
    Bullet("The gift goes to every opposing side, not only eldest's."),
    Bullet("With three or four players, only the dealer and eldest receive the run's cards."),
    Bullet("Play to 10 or 11 points, or a single deal."),
    House(
        "In a single-deal match a tie goes to the side that took High, then Low, then Jack, \
         then Game.",
    ),
    Bullet(
        "Revokes punished: a card may be played against the follow-suit rule, and the side that \
         did it is punished when the deal is scored. By the Polish rule it cannot reach the \
         target in that deal and loses 1 point, or 2 when the jack of trumps was not played; \
         by Foster's rule it also scores no Game, and loses 1, or 2 when the jack was played.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_house_choice_of_the_rule_book_is_marked() {
        // Rule book 2.4 (and 2.11.3): the abandoned deal; 2.7: single-deal ties.
        let houses = RULES.iter().filter(|b| matches!(b, House(_))).count();
        assert_eq!(houses, 2);
    }
}
