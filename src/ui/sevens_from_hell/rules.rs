//! The rules of Sevens from Hell in the app's own words, from the rule book's third section;
//! the questions the sources leave open are marked "House choice".

use crate::ui::rules_page::Block::{self, Bullet, Heading, House, Para};

pub const RULES: &[Block] = &[
    Para(
        "Sevens from Hell is a team game of the Hand and Foot family, played with many decks \
         shuffled together. Teams lay down books of seven cards of a rank. Before anyone on a \
         team may go out, the team must close five particular books, among them a book of \
         sevens and a book of wild cards. A game has four rounds, and the highest total wins.",
    ),
    Heading("The pack and the teams"),
    Bullet(
        "Four players play as two teams of two, partners sitting opposite. Six standard decks \
         with their jokers are shuffled together: 324 cards, 12 of them jokers.",
    ),
    Bullet(
        "Six players play as two teams of three, with the same six decks, or as three teams of \
         two, partners sitting opposite, with eight decks: 432 cards, 16 of them jokers.",
    ),
    House("In two teams of three, partners sit in every other seat."),
    Bullet("Play passes to the left."),
    Heading("The cards"),
    Bullet("Jokers and 2s are wild: they can stand for any rank, except in a book of sevens."),
    Bullet("The other cards are naturals."),
    Bullet("Threes can never be laid on the table."),
    Bullet("Sevens can never be discarded."),
    Bullet(
        "Card values: a joker is worth 50, a 2 or an ace 20, and a 7, 6, 5 or 4 is worth 5. \
         These values count for the initial meld, for the cards on the table at the end of a \
         round, and against you for cards left in your hand or foot.",
    ),
    House("Kings, queens, jacks, tens, nines and eights are worth 10 each."),
    House(
        "A 3 is worth 5, and it only ever counts against you, since threes never reach the \
         table.",
    ),
    Heading("Books"),
    Bullet(
        "A book is a group of cards on the table belonging to a team. It is closed when it \
         holds seven cards, and nothing more can be added to it.",
    ),
    Bullet(
        "A clean book holds seven naturals of one rank. A dirty book mixes naturals of one \
         rank with wild cards.",
    ),
    Bullet(
        "A book of sevens holds sevens only: no wild card may ever join it, so it is always \
         clean.",
    ),
    Bullet("A wild book holds wild cards only (jokers and 2s in any mix)."),
    Bullet(
        "A book with natural cards must always have more naturals than wild cards, after every \
         card added. A full dirty book therefore holds at most three wild cards, and a book of \
         two eights and a wild card can take no more wild cards until another eight joins it.",
    ),
    Bullet(
        "A team may own several closed books of the same rank, but only one unfinished book of \
         each rank at a time (the wild book counts as a rank).",
    ),
    Heading("The deal"),
    Bullet(
        "Every player receives a hand of 13 cards and a foot of 11 cards. The foot stays face \
         down: its owner cannot look at it until picking it up.",
    ),
    Bullet(
        "The remaining cards form two draw decks of about the same size, with the discard pile \
         between them.",
    ),
    Bullet(
        "The discard pile starts with five cards turned face up from the two decks in turn. A \
         seven turned up goes back into a deck and another card replaces it, so the pile never \
         starts with a seven in it. Wild cards and threes among the five stay.",
    ),
    Bullet(
        "The player who starts the first round is chosen at random; each later round is \
         started by the player to the left of the previous starter.",
    ),
    Heading("Your turn"),
    Bullet(
        "First you either draw the top card of each draw deck (two cards), or take the discard \
         pile. Then you may lay down cards. Finally you discard one card, which ends your turn.",
    ),
    House("If one draw deck is empty, you draw both cards from the other."),
    Heading("Taking the discard pile"),
    Bullet(
        "You may take the pile only if you hold two cards that match its top card: two \
         naturals of the same rank for a natural on top (wild cards cannot help), or two wild \
         cards for a wild card on top.",
    ),
    Bullet(
        "The top card and your two matching cards go straight onto the table as a book of \
         three. The next four cards of the pile go into your hand; if the pile was shorter \
         than five cards, the missing ones are drawn from the draw decks.",
    ),
    Bullet(
        "If your team has already melded, the three cards must be able to start a new book of \
         that rank (the team has no unfinished one).",
    ),
    House(
        "If your team already has an unfinished book of that rank, the three cards may go onto \
         it instead, as long as it does not pass seven cards, and you may close it if it \
         reaches seven.",
    ),
    Bullet(
        "If your team has not melded yet, taking the pile is your initial meld, made at once. \
         The top card and the cards already in your hand must make the round's minimum; the \
         other four cards of the pile do not count towards it.",
    ),
    Bullet("A 3 on top freezes the pile: nobody may take it until another card covers the 3."),
    Heading("The initial meld"),
    Bullet(
        "A team lays down nothing until one of its players makes the initial meld: one or more \
         new books of at least three cards each, laid down together, whose cards are worth at \
         least the round's minimum. Only the values of the cards laid down count.",
    ),
    Bullet(
        "Only one player of a team needs to make it. After that, every player of the team may \
         lay down cards freely for the rest of the round.",
    ),
    Bullet(
        "The minimum is 90 in round 1, 120 in round 2, 150 in round 3 and 180 in round 4 (the \
         figures can be changed in Settings).",
    ),
    House(
        "Only the 120 of round 2 comes from the traditional rules; 90, 150 and 180 continue it \
         in steps of 30.",
    ),
    Bullet(
        "Examples in round 2: a joker, a joker and a 2 as a wild book make 120, enough. Three \
         aces and three fours with a joker added to either group make 125, enough; without the \
         joker they make 75, too little.",
    ),
    Heading("Laying down cards"),
    Bullet(
        "Once your team has melded, you may start a new book with at least three cards or add \
         cards to your team's unfinished books, as often as you like in your turn.",
    ),
    Bullet(
        "Bringing a book to seven cards closes it. Your first close in a round is always \
         allowed. To close a second book you must wait until each of your partners has closed \
         one too.",
    ),
    Heading("The foot"),
    Bullet(
        "If you lay down the last card of your hand during your turn, you pick up your foot at \
         once and play on; you must still discard at the end of the turn.",
    ),
    Bullet(
        "If you discard the last card of your hand, you pick up your foot, and play it from \
         your next turn.",
    ),
    Bullet(
        "If you close a book, you pick up your foot after your discard, and play it from your \
         next turn.",
    ),
    Bullet(
        "The app picks the foot up for you at the right moment, unless you ask in Settings to \
         claim it yourself.",
    ),
    Heading("Discarding"),
    Bullet(
        "You end your turn by putting one card from your hand on the discard pile. A seven may \
         never be discarded.",
    ),
    Bullet("A discarded 3 freezes the pile for the next player, who cannot take it."),
    House("If you hold nothing but sevens, your turn ends without a discard."),
    Heading("Going out"),
    Bullet(
        "Before any player of a team may go out, the team must have closed five required \
         books: a book of sevens, a wild book, a clean book and two dirty books.",
    ),
    House(
        "The clean book may be any other clean book: a natural clean book, or a second book of \
         sevens or a second wild book.",
    ),
    House("A clean book never stands in for one of the two dirty books."),
    Bullet(
        "You go out when, having already picked up your foot, you get rid of your last card, \
         either by laying it down or by discarding it. Going out ends the round.",
    ),
    Bullet(
        "Until your team has the five required books, a player who has picked up the foot must \
         always end the turn with at least one card.",
    ),
    Heading("When the draw decks run out"),
    Bullet("The round also ends when the draw decks are used up. Nobody gets the going-out bonus."),
    House(
        "The round ends when both decks are empty: the player who takes the last card, by \
         drawing or to make up a short pile, finishes the turn, and then the round is over.",
    ),
    Heading("Scoring a round"),
    Bullet(
        "Each closed book scores the values of its cards plus a bonus: 500 for a clean book, \
         300 for a dirty book, 500 for a book of sevens and 500 for a wild book.",
    ),
    Bullet("Each unfinished book scores the values of its cards, without a bonus."),
    Bullet(
        "The values of all cards left in your team's hands, and in feet not yet picked up, \
         count against the team.",
    ),
    Bullet(
        "Each of the five required books the team has not closed counts against it for its \
         bonus: 500 for the book of sevens, the wild book and the clean book, 300 for each \
         missing dirty book. This applies to every team at the end of every round, however the \
         round ended.",
    ),
    Bullet("The team of the player who goes out scores 100 more."),
    Bullet(
        "Example: a team that did not go out has a closed clean book of kings (70 + 500 = 570), \
         a closed dirty book of five nines, a 2 and a joker (50 + 20 + 50 + 300 = 420) and an \
         unfinished book of three queens (30). One of its players still holds an ace and a 3 \
         (minus 25). It lacks the book of sevens, the wild book and a second dirty book (minus \
         1300). Its score for the round is minus 305.",
    ),
    Heading("The winner"),
    Bullet(
        "A game is four rounds. The scores of the rounds are added up, and the team with the \
         highest total wins.",
    ),
    House("Teams with equal highest totals share the win."),
    Heading("Variants (in Settings)"),
    Bullet(
        "Other initial meld minimums: 50, 90, 120 and 150 as in plain Hand and Foot, 60, 120, \
         180 and 240, or any figures you choose.",
    ),
    Bullet(
        "Costly threes: a red 3 left in hand or foot costs 500 and a black one 300, or a red 3 \
         costs 500 and a black one 5.",
    ),
    Bullet(
        "Other book bonuses, such as 1000 for a wild book and 3000 for a book of sevens; a \
         missing required book then costs as much.",
    ),
    Bullet(
        "Claim your own foot: you must pick it up yourself when you may, and nobody reminds you.",
    ),
    Bullet("Sevens may be discarded once any team has closed a book of sevens."),
    Bullet("The round ends as soon as either draw deck is empty, not only when both are."),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn texts() -> impl Iterator<Item = &'static str> {
        RULES.iter().map(|b| match b {
            Heading(t) | Para(t) | Bullet(t) | House(t) => *t,
        })
    }

    #[test]
    fn every_house_choice_of_the_rule_book_is_marked() {
        // Rule book 3.1: card values of K to 8, threes, the minimums of rounds 1, 3 and 4;
        // 3.2: teams of three; 3.5: drawing from one deck, no legal discard; 3.8: the clean
        // slot, no clean book for a dirty one, the decks running out; 3.10: shared wins;
        // 3.12.6: a pickup onto an unfinished book.
        let houses = RULES.iter().filter(|b| matches!(b, House(_))).count();
        assert_eq!(houses, 11);
    }

    #[test]
    fn no_suit_symbols() {
        // The fonts the tests draw with have no suit glyphs.
        for t in texts() {
            assert!(
                !t.contains(['\u{2660}', '\u{2665}', '\u{2666}', '\u{2663}']),
                "{t}"
            );
        }
    }
}
