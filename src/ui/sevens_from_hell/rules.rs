//! The rules of Sevens from Hell in the app's own words, from the rule book's third section;
//! the questions the sources leave open are marked "House choice". Each block names a message:
//! the words live in the game's word files (`words/*.ftl`, under `rules-hell-…`).

use crate::ui::rules_page::Block::{self, Bullet, Heading, House, Para};

pub const RULES: &[Block] = &[
    Para("rules-hell-intro"),
    Heading("rules-hell-teams"),
    Bullet("rules-hell-teams-four"),
    Bullet("rules-hell-teams-six"),
    House("rules-hell-teams-of-three"),
    Bullet("rules-hell-teams-left"),
    Heading("rules-hell-cards"),
    Bullet("rules-hell-cards-wild"),
    Bullet("rules-hell-cards-naturals"),
    Bullet("rules-hell-cards-threes"),
    Bullet("rules-hell-cards-sevens"),
    Bullet("rules-hell-cards-values"),
    House("rules-hell-cards-values-tens"),
    House("rules-hell-cards-values-threes"),
    Heading("rules-hell-books"),
    Bullet("rules-hell-books-closed"),
    Bullet("rules-hell-books-clean-dirty"),
    Bullet("rules-hell-books-sevens"),
    Bullet("rules-hell-books-wild"),
    Bullet("rules-hell-books-naturals"),
    Bullet("rules-hell-books-one-unfinished"),
    Heading("rules-hell-deal"),
    Bullet("rules-hell-deal-hand-foot"),
    Bullet("rules-hell-deal-decks"),
    Bullet("rules-hell-deal-pile"),
    Bullet("rules-hell-deal-starter"),
    Heading("rules-hell-turn"),
    Bullet("rules-hell-turn-steps"),
    House("rules-hell-turn-empty-deck"),
    Heading("rules-hell-pile"),
    Bullet("rules-hell-pile-match"),
    Bullet("rules-hell-pile-take"),
    Bullet("rules-hell-pile-new-book"),
    House("rules-hell-pile-unfinished-book"),
    Bullet("rules-hell-pile-initial-meld"),
    Bullet("rules-hell-pile-frozen"),
    Heading("rules-hell-meld"),
    Bullet("rules-hell-meld-what"),
    Bullet("rules-hell-meld-once"),
    Bullet("rules-hell-meld-minimums"),
    House("rules-hell-meld-minimums-source"),
    Bullet("rules-hell-meld-examples"),
    Bullet("rules-hell-meld-one-close"),
    Bullet("rules-hell-meld-room"),
    House("rules-hell-meld-staging"),
    Heading("rules-hell-lay"),
    Bullet("rules-hell-lay-books"),
    Bullet("rules-hell-lay-close"),
    Heading("rules-hell-foot"),
    Bullet("rules-hell-foot-lay-last"),
    Bullet("rules-hell-foot-discard-last"),
    Bullet("rules-hell-foot-close"),
    Bullet("rules-hell-foot-auto"),
    Heading("rules-hell-discard"),
    Bullet("rules-hell-discard-one"),
    Bullet("rules-hell-discard-three"),
    House("rules-hell-discard-only-sevens"),
    Heading("rules-hell-out"),
    Bullet("rules-hell-out-required"),
    House("rules-hell-out-clean-slot"),
    House("rules-hell-out-dirty-slots"),
    Bullet("rules-hell-out-how"),
    Bullet("rules-hell-out-keep-card"),
    House("rules-hell-out-last-meld"),
    Heading("rules-hell-decks-out"),
    Bullet("rules-hell-decks-out-ends"),
    House("rules-hell-decks-out-when"),
    Heading("rules-hell-scoring"),
    Bullet("rules-hell-scoring-closed"),
    Bullet("rules-hell-scoring-unfinished"),
    Bullet("rules-hell-scoring-left"),
    Bullet("rules-hell-scoring-missing"),
    Bullet("rules-hell-scoring-out"),
    Bullet("rules-hell-scoring-example"),
    Heading("rules-hell-winner"),
    Bullet("rules-hell-winner-total"),
    House("rules-hell-winner-tie"),
    Heading("rules-hell-variants"),
    Bullet("rules-hell-variant-minimums"),
    Bullet("rules-hell-variant-threes"),
    Bullet("rules-hell-variant-bonuses"),
    Bullet("rules-hell-variant-foot"),
    Bullet("rules-hell-variant-sevens"),
    Bullet("rules-hell-variant-empty-deck"),
];

#[cfg(test)]
mod tests {
    use super::*;

    use crate::i18n::{Language, text_in};
    use crate::ui::rules_page::block_id;

    /// The rules' texts in English.
    fn texts() -> impl Iterator<Item = String> {
        RULES.iter().map(|b| {
            let id = block_id(b);
            text_in(Language::English, id, None).unwrap_or_else(|| panic!("no English {id}"))
        })
    }

    #[test]
    fn every_house_choice_of_the_rule_book_is_marked() {
        // Rule book 3.1: card values of K to 8, threes, the minimums of rounds 1, 3 and 4;
        // 3.2: teams of three; 3.5: drawing from one deck, no legal discard; 3.8: the clean
        // slot, no clean book for a dirty one, the decks running out; 3.10: shared wins;
        // 3.12.6: a pickup onto an unfinished book. And two of the app's own, where the rule
        // book needed reading (H22, H23): staging refused only when no meld worth the minimum
        // is left, and the last card of a going out laid rather than kept.
        let houses = RULES.iter().filter(|b| matches!(b, House(_))).count();
        assert_eq!(houses, 13);
    }

    #[test]
    fn every_block_has_its_english_text() {
        for t in texts() {
            assert!(!t.trim().is_empty());
            assert!(!t.starts_with("rules-hell-"), "{t}");
        }
    }

    #[test]
    fn no_suit_symbols() {
        // The fonts the tests draw with have no suit glyphs, in no language.
        for l in Language::ALL {
            for b in RULES {
                let id = block_id(b);
                let t = text_in(l, id, None).unwrap_or_else(|| panic!("{} lacks {id}", l.tag()));
                assert!(
                    !t.contains(['\u{2660}', '\u{2665}', '\u{2666}', '\u{2663}']),
                    "{}: {t}",
                    l.tag()
                );
            }
        }
    }
}
