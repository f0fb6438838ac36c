//! The rules of Sedma in the app's own words; questions the sources leave open are marked
//! "House choice".

use crate::ui::rules_page::Block::{self, Bullet, Heading, House, Para};

pub const RULES: &[Block] = &[
    Para(
        "Sedma (Czech for \"seven\") is a trick-taking game for two, three or four players. \
         Only aces and tens score, and a card can be beaten only by a card of the same rank, or \
         by a seven.",
    ),
    Heading("The cards"),
    Bullet(
        "A 32-card pack: German suits (hearts, bells, acorns, leaves) with the ranks Ace, King, \
         Ober, Unter, 10, 9, 8 and 7, or French suits (hearts, diamonds, clubs, spades) with \
         Ace, King, Queen, Jack, 10, 9, 8 and 7.",
    ),
    Bullet("Suits play no part, and ranks have no order: a king is no better than a nine."),
    Bullet(
        "Every ace and every ten is worth 10 points, and the last trick 10 more: 90 points in a \
         hand.",
    ),
    Heading("Players and the deal"),
    Bullet(
        "Two play head to head. Four play as two partnerships, partners sitting opposite. Three \
         play each for themselves with 30 cards (two eights are taken out).",
    ),
    Bullet(
        "The dealer gives everyone four cards, two at a time, starting on the left. The rest is \
         the stock, face down.",
    ),
    Bullet("The first dealer is chosen at random; the player on the dealer's left leads."),
    Bullet(
        "After a hand a loser deals and a winner leads: with two players the loser deals; with \
         four, the deal passes to the left if the dealing side won, and to the dealer's partner \
         if it lost. The new dealer's left-hand opponent leads.",
    ),
    House(
        "With three players the one with the fewest points deals and the one with the most \
         leads. If two tie for most, the third deals and the tied player first to the dealer's \
         left leads; if all three tie, the deal passes left; if two tie for fewest, the one \
         first after the previous dealer deals.",
    ),
    Heading("Playing a trick"),
    Bullet(
        "The leader plays any card, then everybody else in turn plays any card: there is no \
         need to follow suit or rank.",
    ),
    Bullet(
        "When everyone has played, the leader decides: end the trick, or continue it by playing \
         another card of the rank that was led, or a seven. Then everybody plays one more card, \
         and the leader decides again. A leader with neither card cannot continue, and the \
         trick ends by itself.",
    ),
    Bullet("The leader may continue even when their own side is winning the trick."),
    Bullet(
        "The trick goes to whoever played the last card that matches the rank led or is a \
         seven. If nobody matched it or played a seven, the leader's card holds. A led seven \
         is beaten only by another seven.",
    ),
    Bullet(
        "The winner takes all the cards of the trick. Then, starting with the winner, everyone \
         draws one card at a time from the stock until all hold four or the stock runs out. \
         The winner leads the next trick; once the stock is gone the hands are played out.",
    ),
    Heading("Scoring"),
    Bullet(
        "When all cards are played each side counts its aces and tens, plus 10 for the last \
         trick. The side with more points wins the hand.",
    ),
    Bullet(
        "The winner scores 1 game point for a majority, 2 for taking all 90 points while the \
         others took a trick, and 3 for taking every trick.",
    ),
    Bullet(
        "With three players the winner collects that many from each of the other two. If two \
         tie for the most, the third pays each of them 1; if all three have 30, nobody pays.",
    ),
    Bullet("The first side to reach 10 game points wins the match (you can change the target)."),
    Heading("Variants (in Settings)"),
    Bullet(
        "Sedma osmová: eights are wild as well as sevens and may continue a trick. A card equal \
         to the lead beats anything; a seven beats lead-rank cards and sevens but not an eight; \
         an eight beats lead-rank cards and eights but not a seven. The sources do not say what \
         happens when an eight follows a seven: by default the seven holds, and an option lets \
         the eight win.",
    ),
    Bullet(
        "Osmová trick points: besides aces and tens, every trick won is worth 10, and the last \
         trick 10 more.",
    ),
    House("With osmová trick points, equal points go to the side that took the last trick."),
    Bullet("Tricks only: aces and tens count nothing; each trick is worth 1."),
    House("With tricks only, equal tricks go to the side that took the last trick."),
    Bullet(
        "Slovak rules: no bonus for the last trick (80 points in all), and a 40–40 tie goes to \
         the side that took the last trick. The deal passes on only if the dealer's opponents \
         took at least 60 points; otherwise the same player deals again.",
    ),
    Bullet(
        "Burning (two or four players): when the last four cards played to a trick are of one \
         rank, the hand ends at once and the side that played the fourth wins it, for 1 game \
         point (3 for sevens), 4 game points, or 5 game points (10 for tens, 15 for sevens), as \
         chosen in the settings.",
    ),
    House("With osmová, four eights in a row burn like any ordinary rank."),
    Bullet(
        "Burned hand: a player who holds four cards of one rank (after the deal or a refill) \
         wins the hand for their side at once, for 4 game points.",
    ),
    House(
        "If two players hold four of a rank at the same moment, the one earlier in the order of \
         drawing wins.",
    ),
    Bullet(
        "King plays alone (three players): whoever holds the chosen king plays against the \
         other two together, and that king acts exactly like a seven. Nobody knows the teams \
         until the king is played. No burning in this variant.",
    ),
    House("The lone player wins or loses the hand's game points from or to each of the other two."),
    Bullet(
        "Three players with all 32 cards: one player ends a card short, and a trick may have \
         only two cards. With the pass rule instead, once per hand a player who is not leading \
         may sit out a round while the stock lasts and draws one card fewer.",
    ),
    Bullet(
        "Continue only when losing: the leader may continue a trick only while their side is \
         not winning it.",
    ),
    Bullet(
        "Draw for the dealer: everybody draws a card; the lowest deals, and with four players \
         the two lowest play together against the two highest.",
    ),
    Bullet(
        "Fixed number of hands: after that many hands, the side with the most game points wins.",
    ),
    House(
        "If sides are tied after the fixed number of hands, play goes on until the tie is broken.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_house_choice_of_the_rule_book_is_marked() {
        // Six in the rule book's section 1, and the engine's tie rule for fixed-length matches.
        let houses = RULES.iter().filter(|b| matches!(b, House(_))).count();
        assert_eq!(houses, 7);
    }
}
