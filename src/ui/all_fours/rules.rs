//! The rules of All Fours in the app's own words, from the rule book's second section; the
//! questions the sources leave open are marked "House choice". Each block names a message: the
//! words live in the game's word files (`words/*.ftl`, under `rules-all-fours-…`).

use crate::ui::rules_page::Block::{self, Bullet, Heading, House, Para};

pub const RULES: &[Block] = &[
    Para("rules-all-fours-intro"),
    Heading("rules-all-fours-cards"),
    Bullet("rules-all-fours-cards-pack"),
    Bullet("rules-all-fours-cards-count"),
    Heading("rules-all-fours-deal"),
    Bullet("rules-all-fours-deal-players"),
    Bullet("rules-all-fours-deal-six"),
    Bullet("rules-all-fours-deal-jack"),
    Bullet("rules-all-fours-deal-look"),
    Bullet("rules-all-fours-deal-first"),
    Heading("rules-all-fours-begging"),
    Bullet("rules-all-fours-begging-stand"),
    Bullet("rules-all-fours-begging-give"),
    Bullet("rules-all-fours-begging-run"),
    Bullet("rules-all-fours-begging-discard"),
    House("rules-all-fours-begging-short-pack"),
    Heading("rules-all-fours-tricks"),
    Bullet("rules-all-fours-tricks-lead"),
    Bullet("rules-all-fours-tricks-follow"),
    Bullet("rules-all-fours-tricks-winner"),
    Heading("rules-all-fours-scoring"),
    Bullet("rules-all-fours-scoring-high-low"),
    Bullet("rules-all-fours-scoring-jack"),
    Bullet("rules-all-fours-scoring-game"),
    Bullet("rules-all-fours-scoring-single-trump"),
    Bullet("rules-all-fours-scoring-order"),
    Heading("rules-all-fours-variants"),
    Bullet("rules-all-fours-classic-trump"),
    Bullet("rules-all-fours-keep-after-run"),
    Bullet("rules-all-fours-gift-each"),
    Bullet("rules-all-fours-run-dealer-eldest"),
    Bullet("rules-all-fours-targets"),
    House("rules-all-fours-single-deal-tie"),
    Bullet("rules-all-fours-revokes"),
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
