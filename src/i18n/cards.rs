//! Card names in the window's language. Czech and Polish decline the rank and make the suit
//! an adjective that agrees with it ("zelenou desítku", "dziesiątkę kier"), so a sentence asks
//! for the grammatical case it needs and the language file builds the name from the rank's
//! word, its gender and the suit's word.

use crate::cards::{Card, PackStyle, Rank, Suit};
use crate::t;

/// The grammatical case a card's name is wanted in. English ignores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// The subject: "the ace takes the trick".
    Nom,
    /// The object: "you play the ace".
    Acc,
    /// After "of", "without", and counting: "no ace".
    Gen,
    /// With "with" or "by": "beaten with the ace".
    Ins,
    /// A card's name standing alone as a label, as a screen reader reads it ("Seven of
    /// hearts"); the subject's form in the languages that decline.
    Label,
}

impl Case {
    fn key(self) -> &'static str {
        match self {
            Case::Nom => "nom",
            Case::Acc => "acc",
            Case::Gen => "gen",
            Case::Ins => "ins",
            Case::Label => "label",
        }
    }
}

/// The pack as messages select on it ("german", "french").
pub fn pack_key(style: PackStyle) -> &'static str {
    match style {
        PackStyle::German => "german",
        PackStyle::French => "french",
    }
}

/// A rank's key in the messages ("seven", "ace"); a value that is no rank is the ace's.
pub fn rank_key(rank: Rank) -> &'static str {
    [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
        "king", "ace",
    ][rank as usize - 2]
}

/// The key of the rank of value `value` (7 for a seven, 14 for an ace).
pub fn rank_value_key(value: u8) -> &'static str {
    Rank::from_value(value).map_or("ace", rank_key)
}

fn suit_key(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "clubs",
        Suit::Diamonds => "diamonds",
        Suit::Hearts => "hearts",
        Suit::Spades => "spades",
    }
}

/// The word for `rank` alone ("ace", "eso", "as"; "Ober", "svršek", "wyżnik").
pub fn rank_word(rank: Rank, style: PackStyle, case: Case) -> String {
    t!(
        "rank-word",
        rank = rank_key(rank),
        pack = pack_key(style),
        case = case.key()
    )
}

/// The name of `suit` alone, as a trump or a column heading names it ("hearts", "srdce",
/// "kier").
pub fn suit_word(suit: Suit, style: PackStyle) -> String {
    t!("suit-name", suit = suit_key(suit), pack = pack_key(style))
}

/// The card's name inside a sentence, in `case`: "ace of hearts", "červené eso", "as kier".
/// The article English puts before it belongs to the sentence.
pub fn card(card: Card, style: PackStyle, case: Case) -> String {
    let (Some(rank), Some(suit)) = (card.rank(), card.suit()) else {
        return t!("joker-word", case = case.key());
    };
    let mut args = crate::i18n::FluentArgs::new();
    args.set("rank", rank_key(rank));
    args.set("pack", pack_key(style));
    let gender = crate::i18n::attribute("rank-word", "gender", Some(&args));
    let rank_word = rank_word(rank, style, case);
    let suit = t!(
        "card-suit",
        suit = suit_key(suit),
        pack = pack_key(style),
        gender = gender,
        case = case.key()
    );
    t!("card-name", rank = rank_word, suit = suit)
}

/// The card's name on its own, as a label or a screen reader gives it: "Ace of hearts".
pub fn card_plain(c: Card, style: PackStyle) -> String {
    capitalised(&card(c, style, Case::Label))
}

/// `text` with its first letter a capital.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    fn named(l: Language, text: &str, style: PackStyle, case: Case) -> String {
        set_language(l);
        let c: Card = text.parse().expect("a card");
        let name = card(c, style, case);
        set_language(Language::English);
        name
    }

    #[test]
    fn cards_are_named_in_each_language_and_case() {
        use Case::*;
        use Language::*;
        use PackStyle::*;
        assert_eq!(named(English, "10s", German, Nom), "10 of leaves");
        assert_eq!(named(English, "Qc", German, Acc), "Ober of acorns");
        assert_eq!(named(English, "Ah", French, Nom), "ace of hearts");
        assert_eq!(named(English, "7h", French, Label), "seven of hearts");
        assert_eq!(named(Czech, "7h", German, Label), "červená sedma");
        assert_eq!(named(Czech, "10s", German, Nom), "zelená desítka");
        assert_eq!(named(Czech, "10s", German, Acc), "zelenou desítku");
        assert_eq!(named(Czech, "Qc", German, Nom), "žaludský svršek");
        assert_eq!(named(Czech, "Jd", German, Acc), "kulového spodka");
        assert_eq!(named(Czech, "Ah", German, Ins), "červeným esem");
        assert_eq!(named(Czech, "Kd", French, Nom), "kárový král");
        assert_eq!(named(Czech, "7c", French, Gen), "křížové sedmy");
        assert_eq!(named(Polish, "10h", French, Nom), "dziesiątka kier");
        assert_eq!(named(Polish, "10h", French, Acc), "dziesiątkę kier");
        assert_eq!(named(Polish, "Ks", French, Acc), "króla pik");
        assert_eq!(named(Polish, "Ac", German, Nom), "as żołędny");
        assert_eq!(named(Polish, "7h", German, Ins), "siódemką czerwienną");
    }

    #[test]
    fn suits_alone() {
        set_language(Language::Czech);
        assert_eq!(suit_word(Suit::Spades, PackStyle::German), "listy");
        assert_eq!(suit_word(Suit::Clubs, PackStyle::French), "kříže");
        set_language(Language::Polish);
        assert_eq!(suit_word(Suit::Clubs, PackStyle::French), "trefl");
        set_language(Language::English);
        assert_eq!(suit_word(Suit::Diamonds, PackStyle::German), "bells");
    }
}
