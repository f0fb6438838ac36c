//! The rules of Sedma in the app's own words; questions the sources leave open are marked
//! "House choice". Each block names a message: the words live in the language files
//! (`src/ui/sedma/words/*.ftl`, under `rules-sedma-…`).

use crate::ui::rules_page::Block::{self, Bullet, Heading, House, Para};

pub const RULES: &[Block] = &[
    Para("rules-sedma-intro"),
    Heading("rules-sedma-cards"),
    Bullet("rules-sedma-cards-pack"),
    Bullet("rules-sedma-cards-no-order"),
    Bullet("rules-sedma-cards-points"),
    Heading("rules-sedma-deal"),
    Bullet("rules-sedma-deal-players"),
    Bullet("rules-sedma-deal-four"),
    Bullet("rules-sedma-deal-first"),
    Bullet("rules-sedma-deal-next"),
    House("rules-sedma-deal-three-ties"),
    Heading("rules-sedma-trick"),
    Bullet("rules-sedma-trick-any-card"),
    Bullet("rules-sedma-trick-continue"),
    Bullet("rules-sedma-trick-continue-winning"),
    Bullet("rules-sedma-trick-winner"),
    Bullet("rules-sedma-trick-draw"),
    Heading("rules-sedma-scoring"),
    Bullet("rules-sedma-scoring-count"),
    Bullet("rules-sedma-scoring-game-points"),
    Bullet("rules-sedma-scoring-three"),
    Bullet("rules-sedma-scoring-match"),
    Heading("rules-sedma-variants"),
    Bullet("rules-sedma-osmova"),
    Bullet("rules-sedma-osmova-points"),
    House("rules-sedma-osmova-points-tie"),
    Bullet("rules-sedma-tricks-only"),
    House("rules-sedma-tricks-only-tie"),
    Bullet("rules-sedma-slovak"),
    Bullet("rules-sedma-burning"),
    House("rules-sedma-burning-eights"),
    Bullet("rules-sedma-burned-hand"),
    House("rules-sedma-burned-hand-tie"),
    Bullet("rules-sedma-king"),
    House("rules-sedma-king-stakes"),
    Bullet("rules-sedma-three-32"),
    Bullet("rules-sedma-continue-losing"),
    Bullet("rules-sedma-dealer-draw"),
    Bullet("rules-sedma-fixed-hands"),
    House("rules-sedma-fixed-hands-tie"),
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
