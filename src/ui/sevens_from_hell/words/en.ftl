# Sevens from Hell in English: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/en.ftl; the window loads both.

## The games
variant-sevens-from-hell-three-teams = three teams of two
variant-sevens-from-hell-hand-and-foot-minimums = Hand and Foot meld minimums
    .summary = Initial melds of 50, 90, 120 and 150, as in plain Hand and Foot.
variant-sevens-from-hell-steep-minimums = steep meld minimums
    .summary = Initial melds of 60, 120, 180 and 240.
variant-sevens-from-hell-red-threes-500 = costly threes (red 500, black 300)
    .summary = A red 3 left in hand or foot costs 500, a black one 300.
variant-sevens-from-hell-red-threes-only = costly red threes (red 500, black 5)
    .summary = A red 3 left in hand or foot costs 500, a black one 5.
variant-sevens-from-hell-big-books = big book bonuses
    .summary = A book of wilds is worth 1000 and a book of sevens 3000 (and cost as much when missing).
variant-sevens-from-hell-manual-foot = claim your own foot
variant-sevens-from-hell-sevens-discardable = sevens may go once a sevens book is closed
variant-sevens-from-hell-end-on-empty-deck = the round ends with the first empty deck

## Game options: Sedma, All Fours, Sevens from Hell
hell-opt-players = Players
hell-opt-4-two-teams-of = 4 — two teams of two
hell-opt-six-players-as = Six players as:
hell-opt-two-teams-of-three = two teams of three
hell-opt-three-teams-of-two = three teams of two
hell-opt-partners-sit-in-every = Partners sit in every other seat
hell-opt-partners-sit-opposite = Partners sit opposite
hell-opt-initial-meld = Initial meld
hell-opt-minimum = Minimum:
hell-opt-what-the-cards-of = What the cards of a team's first meld must be worth in each round; higher minimums make the first meld harder.
hell-opt-threes-left-in-hand = Threes left in hand or foot
hell-opt-5-each-like-any = 5 each, like any low card
hell-opt-a-red-3-costs = A red 3 costs
hell-opt-and-a-black-3 = and a black 3
hell-opt-what-each-3-still = What each 3 still in a player's hand or foot costs the team when the round ends.
hell-opt-book-bonuses = Book bonuses
hell-opt-what-a-closed-book = What a closed book scores on top of its cards; a required book that is missing at the end of a round costs the same.
hell-opt-the-foot = The foot
hell-opt-claim-your-own-foot = Claim your own foot
hell-opt-you-must-pick-up = You must pick up your foot yourself when the rules allow it, and nobody reminds you; otherwise it is picked up for you.
hell-opt-discarding-sevens = Discarding sevens
hell-opt-sevens-may-be-discarded = Sevens may be discarded once a book of sevens is closed
hell-opt-a-house-rule-of = A house rule of Hand and Foot Remastered: once any team has closed a book of sevens, sevens may go on the pile. Otherwise sevens are never discarded.
hell-opt-when-a-draw-deck = When a draw deck is empty
hell-opt-draw-both-cards-from = Draw both cards from the other deck
hell-opt-the-round-ends-when = The round ends when both decks are empty.
hell-opt-the-round-ends = The round ends
hell-opt-the-round-ends-as = The round ends as soon as either deck is empty; the player who emptied it finishes the turn.
hell-opt-seats-and-decks = { $seats }. { $decks } decks and { $jokers } jokers shuffled together: { $cards } cards.
hell-opt-bonus-clean = clean
hell-opt-bonus-dirty = dirty
hell-opt-bonus-sevens = sevens
hell-opt-bonus-wild = wild

## "Play the 7 of hearts") or "choice" (one choice among others: "playing the 7 of hearts").
# $kind: the kind of book in the genitive ("kings"); $piece: one card in the accusative ("a
# joker"); $card: accusative.
hell-advice = { $form ->
        [advice] { $action ->
            [draw] Draw two
            [take] Take the pile
            [start] Start a book of { $kind }
            [start-dirty] Start a book of { $kind } with a wild card
            [start-wild] Start the book of wild cards
            [add] Add { $piece } to the { $kind }
            [meld] Lay down the initial meld
            [cancel] Take the staged cards back
            [foot] Pick up your foot
            [discard] Discard the { $card }
           *[end] End your turn
        }
       *[choice] { $action ->
            [draw] drawing two
            [take] taking the pile
            [start] starting a book of { $kind }
            [start-dirty] starting a book of { $kind } with a wild card
            [start-wild] starting the book of wild cards
            [add] adding { $piece } to the { $kind }
            [meld] laying down the initial meld
            [cancel] taking the staged cards back
            [foot] picking up your foot
            [discard] discarding the { $card }
           *[end] ending your turn
        }
    }
hell-why-draw-over-pile = two cards from the decks serve you better than the pile
hell-why-pile-closed = the pile cannot be taken now
hell-why-take-pile = the pile's { $cards ->
        [one] card comes
       *[other] { $cards } cards come
    } to your hand and your pair goes on the table
hell-why-foot = your foot's cards are yours to play now
hell-why-meld-enough = the staged meld is worth { $value }, enough for the { $minimum } this round needs
hell-why-meld-short = the staged cards cannot reach the minimum: keep them for a later turn
# $kind: accusative.
hell-why-stage = stage the { $kind } towards your initial meld of { $minimum } or more
hell-why-sevens = the book of sevens is one of the five your team needs, and sevens cannot be discarded
hell-why-wilds = a book of wild cards is required, and wild cards left in hand cost 20 or 50 each
hell-why-on-table = cards on the table score for you; cards left in hand count against you
hell-why-dirty-book = a pair and a wild card make a book: a dirty book your team can close
# $kind: genitive.
hell-why-closes-clean = it closes the book of { $kind }
hell-why-more-on-table = more cards on the table score for you, and fewer stay in your hand
hell-why-closes-dirty-needed = it closes a dirty book, and your team still needs two
hell-why-closes = it closes the book
hell-why-wilds-grow = the book of wild cards grows towards the seven it needs
hell-why-wild-late = late in the round a wild card on the table is worth more than in your hand
hell-why-discard-three = a 3 is of no use in a book, and on top of the pile it freezes it for the next player
hell-why-discard-theirs = the opponents already build that rank, so they seldom hold the pair that takes the pile with it
hell-why-discard-single = a single card with no book of yours to go to is the one you need least
hell-why-discard-least = it is the card your hand needs least
hell-why-nothing-to-discard = nothing you hold may be discarded

## Rules: Sevens from Hell
rules-hell-intro = Sevens from Hell is a team game of the Hand and Foot family, played with many decks shuffled together. Teams lay down books of seven cards of a rank. Before anyone on a team may go out, the team must close five particular books, among them a book of sevens and a book of wild cards. A game has four rounds, and the highest total wins.
rules-hell-teams = The pack and the teams
rules-hell-teams-four = Four players play as two teams of two, partners sitting opposite. Six standard decks with their jokers are shuffled together: 324 cards, 12 of them jokers.
rules-hell-teams-six = Six players play as two teams of three, with the same six decks, or as three teams of two, partners sitting opposite, with eight decks: 432 cards, 16 of them jokers.
rules-hell-teams-of-three = In two teams of three, partners sit in every other seat.
rules-hell-teams-left = Play passes to the left.
rules-hell-cards = The cards
rules-hell-cards-wild = Jokers and 2s are wild: they can stand for any rank, except in a book of sevens.
rules-hell-cards-naturals = The other cards are naturals.
rules-hell-cards-threes = Threes can never be laid on the table.
rules-hell-cards-sevens = Sevens can never be discarded.
rules-hell-cards-values = Card values: a joker is worth 50, a 2 or an ace 20, and a 7, 6, 5 or 4 is worth 5. These values count for the initial meld, for the cards on the table at the end of a round, and against you for cards left in your hand or foot.
rules-hell-cards-values-tens = Kings, queens, jacks, tens, nines and eights are worth 10 each.
rules-hell-cards-values-threes = A 3 is worth 5, and it only ever counts against you, since threes never reach the table.
rules-hell-books = Books
rules-hell-books-closed = A book is a group of cards on the table belonging to a team. It is closed when it holds seven cards, and nothing more can be added to it.
rules-hell-books-clean-dirty = A clean book holds seven naturals of one rank. A dirty book mixes naturals of one rank with wild cards.
rules-hell-books-sevens = A book of sevens holds sevens only: no wild card may ever join it, so it is always clean.
rules-hell-books-wild = A wild book holds wild cards only (jokers and 2s in any mix).
rules-hell-books-naturals = A book with natural cards must always have more naturals than wild cards, after every card added. A full dirty book therefore holds at most three wild cards, and a book of two eights and a wild card can take no more wild cards until another eight joins it.
rules-hell-books-one-unfinished = A team may own several closed books of the same rank, but only one unfinished book of each rank at a time (the wild book counts as a rank).
rules-hell-deal = The deal
rules-hell-deal-hand-foot = Every player receives a hand of 13 cards and a foot of 11 cards. The foot stays face down: its owner cannot look at it until picking it up.
rules-hell-deal-decks = The remaining cards form two draw decks of about the same size, with the discard pile between them.
rules-hell-deal-pile = The discard pile starts with five cards turned face up from the two decks in turn. A seven turned up goes back into a deck and another card replaces it, so the pile never starts with a seven in it. Wild cards and threes among the five stay.
rules-hell-deal-starter = The player who starts the first round is chosen at random; each later round is started by the player to the left of the previous starter.
rules-hell-turn = Your turn
rules-hell-turn-steps = First you either draw the top card of each draw deck (two cards), or take the discard pile. Then you may lay down cards. Finally you discard one card, which ends your turn.
rules-hell-turn-empty-deck = If one draw deck is empty, you draw both cards from the other.
rules-hell-pile = Taking the discard pile
rules-hell-pile-match = You may take the pile only if you hold two cards that match its top card: two naturals of the same rank for a natural on top (wild cards cannot help), or two wild cards for a wild card on top.
rules-hell-pile-take = The top card and your two matching cards go straight onto the table as a book of three. The next four cards of the pile go into your hand; if the pile was shorter than five cards, the missing ones are drawn from the draw decks.
rules-hell-pile-new-book = If your team has already melded, the three cards must be able to start a new book of that rank (the team has no unfinished one).
rules-hell-pile-unfinished-book = If your team already has an unfinished book of that rank, the three cards may go onto it instead, as long as it does not pass seven cards, and you may close it if it reaches seven.
rules-hell-pile-initial-meld = If your team has not melded yet, taking the pile is your initial meld, made at once. The top card and the cards already in your hand must make the round's minimum; the other four cards of the pile do not count towards it.
rules-hell-pile-frozen = A 3 on top freezes the pile: nobody may take it until another card covers the 3.
rules-hell-meld = The initial meld
rules-hell-meld-what = A team lays down nothing until one of its players makes the initial meld: one or more new books of at least three cards each, laid down together, whose cards are worth at least the round's minimum. Only the values of the cards laid down count.
rules-hell-meld-once = Only one player of a team needs to make it. After that, every player of the team may lay down cards freely for the rest of the round.
rules-hell-meld-minimums = The minimum is 90 in round 1, 120 in round 2, 150 in round 3 and 180 in round 4 (the figures can be changed in Settings).
rules-hell-meld-minimums-source = Only the 120 of round 2 comes from the traditional rules; 90, 150 and 180 continue it in steps of 30.
rules-hell-meld-examples = Examples in round 2: a joker, a joker and a 2 as a wild book make 120, enough. Three aces and three fours with a joker added to either group make 125, enough; without the joker they make 75, too little.
rules-hell-meld-one-close = An initial meld may close one book at most: only one of its books may reach seven cards. With a minimum of 140, seven kings and seven queens are not enough (two closed books); six kings and seven queens make 130.
rules-hell-meld-room = A book need not take every natural you hold. Since a book keeps more naturals than wild cards, leaving a natural in your hand can make room for another wild card: in round 3, six nines and two jokers make 150 as five nines with both jokers, the sixth nine staying in your hand.
rules-hell-meld-staging = While you put the initial meld together, the app refuses a card only when no meld worth the minimum would be left; it works this out over every way to split your cards into books.
rules-hell-lay = Laying down cards
rules-hell-lay-books = Once your team has melded, you may start a new book with at least three cards or add cards to your team's unfinished books, as often as you like in your turn.
rules-hell-lay-close = Bringing a book to seven cards closes it. Your first close in a round is always allowed. To close a second book you must wait until each of your partners has closed one too.
rules-hell-foot = The foot
rules-hell-foot-lay-last = If you lay down the last card of your hand during your turn, you pick up your foot at once and play on; you must still discard at the end of the turn.
rules-hell-foot-discard-last = If you discard the last card of your hand, you pick up your foot, and play it from your next turn.
rules-hell-foot-close = If you close a book, you pick up your foot after your discard, and play it from your next turn.
rules-hell-foot-auto = The app picks the foot up for you at the right moment, unless you ask in Settings to claim it yourself.
rules-hell-discard = Discarding
rules-hell-discard-one = You end your turn by putting one card from your hand on the discard pile. A seven may never be discarded.
rules-hell-discard-three = A discarded 3 freezes the pile for the next player, who cannot take it.
rules-hell-discard-only-sevens = If you hold nothing but sevens, or none of your cards may be discarded and none can be laid down, your turn ends without a discard.
rules-hell-out = Going out
rules-hell-out-required = Before any player of a team may go out, the team must have closed five required books: a book of sevens, a wild book, a clean book and two dirty books.
rules-hell-out-clean-slot = The clean book may be any other clean book: a natural clean book, or a second book of sevens or a second wild book.
rules-hell-out-dirty-slots = A clean book never stands in for one of the two dirty books.
rules-hell-out-how = You go out when, having already picked up your foot, you get rid of your last card, either by laying it down or by discarding it. Going out ends the round.
rules-hell-out-keep-card = Until your team has the five required books, a player who has picked up the foot must always end the turn with at least one card.
rules-hell-out-last-meld = You may go out by laying your last cards one by one when the last of them closes the book that completes the five: going out is checked after that final card. Once only that card is left, you must lay it.
rules-hell-decks-out = When the draw decks run out
rules-hell-decks-out-ends = The round also ends when the draw decks are used up. Nobody gets the going-out bonus.
rules-hell-decks-out-when = The round ends when both decks are empty: the player who takes the last card, by drawing or to make up a short pile, finishes the turn, and then the round is over.
rules-hell-scoring = Scoring a round
rules-hell-scoring-closed = Each closed book scores the values of its cards plus a bonus: 500 for a clean book, 300 for a dirty book, 500 for a book of sevens and 500 for a wild book.
rules-hell-scoring-unfinished = Each unfinished book scores the values of its cards, without a bonus.
rules-hell-scoring-left = The values of all cards left in your team's hands, and in feet not yet picked up, count against the team.
rules-hell-scoring-missing = Each of the five required books the team has not closed counts against it for its bonus: 500 for the book of sevens, the wild book and the clean book, 300 for each missing dirty book. This applies to every team at the end of every round, however the round ended.
rules-hell-scoring-out = The team of the player who goes out scores 100 more.
rules-hell-scoring-example = Example: a team that did not go out has a closed clean book of kings (70 + 500 = 570), a closed dirty book of five nines, a 2 and a joker (50 + 20 + 50 + 300 = 420) and an unfinished book of three queens (30). One of its players still holds an ace and a 3 (minus 25). It lacks the book of sevens, the wild book and a second dirty book (minus 1300). Its score for the round is minus 305.
rules-hell-winner = The winner
rules-hell-winner-total = A game is four rounds. The scores of the rounds are added up, and the team with the highest total wins.
rules-hell-winner-tie = Teams with equal highest totals share the win.
rules-hell-variants = Variants (in Settings)
rules-hell-variant-minimums = Other initial meld minimums: 50, 90, 120 and 150 as in plain Hand and Foot, 60, 120, 180 and 240, or any figures you choose.
rules-hell-variant-threes = Costly threes: a red 3 left in hand or foot costs 500 and a black one 300, or a red 3 costs 500 and a black one 5.
rules-hell-variant-bonuses = Other book bonuses, such as 1000 for a wild book and 3000 for a book of sevens; a missing required book then costs as much.
rules-hell-variant-foot = Claim your own foot: you must pick it up yourself when you may, and nobody reminds you.
rules-hell-variant-sevens = Sevens may be discarded once any team has closed a book of sevens.
rules-hell-variant-empty-deck = The round ends as soon as either draw deck is empty, not only when both are.

## Sevens from Hell at the table
# $kind is a kind of book: four, five, six, seven, eight, nine, ten, jack, queen, king, ace, or
# wild (the wild book); $case is nom, gen (a book "of" them) or acc.
hell-kind = { $kind ->
        [four] fours
        [five] fives
        [six] sixes
        [seven] sevens
        [eight] eights
        [nine] nines
        [ten] tens
        [jack] jacks
        [queen] queens
        [king] kings
        [ace] aces
       *[wild] wild cards
    }
# $count cards of a group of the hand: a rank as in hell-kind, or joker, two, red-three,
# black-three; $case is nom or acc. English puts "a" before one card.
hell-cards = { $count ->
        [one] { $group ->
            [four] a 4
            [five] a 5
            [six] a 6
            [seven] a 7
            [eight] an 8
            [nine] a 9
            [ten] a 10
            [jack] a jack
            [queen] a queen
            [king] a king
            [ace] an ace
            [joker] a joker
            [two] a 2
            [red-three] a red 3
           *[black-three] a black 3
        }
       *[other] { $count } { $group ->
            [four] fours
            [five] fives
            [six] sixes
            [seven] sevens
            [eight] eights
            [nine] nines
            [ten] tens
            [jack] jacks
            [queen] queens
            [king] kings
            [ace] aces
            [joker] jokers
            [two] 2s
            [red-three] red 3s
           *[black-three] black 3s
        }
    }
# A closed book; $kind is hell-kind in the genitive, $state is sevens, wild, clean or dirty,
# $case is nom or acc.
hell-book-name = { $state ->
        [clean] clean book of { $kind }
        [dirty] dirty book of { $kind }
       *[other] book of { $kind }
    }
# A required book a team lacks, as "your team still needs …" continues; $book is sevens, wild,
# clean, two-dirty or second-dirty.
hell-missing-book = { $book ->
        [sevens] a book of sevens
        [wild] a book of wild cards
        [clean] a clean book
        [two-dirty] two dirty books
       *[second-dirty] a second dirty book
    }
# The parts of a turn's one-line summary, after who did it; $person is "you" or "other".
# $cards: the cards drawn, named when seen (hell-cards in the accusative, listed).
hell-part-drew-cards = drew { $cards }
hell-part-drew = { $count ->
        [1] drew a card
        [2] drew two
       *[other] drew { $count } cards
    }
# $count: the cards taken; $kind: hell-kind in the genitive; $drawn: cards drawn besides
# because the pile was short.
hell-part-took-pile = took the pile ({ $count } cards) with a pair of { $kind }{ $drawn ->
        [0] {""}
        [1] {" "}and drew a card
        [2] {" "}and drew two
       *[other] {" "}and drew { $drawn } cards
    }
# Said to the person who took the pile: $cards are the pile's cards that came to the hand
# ("a 9, 2 kings and a joker"); $kind and $drawn as in hell-part-took-pile.
hell-part-took-pile-cards = took the pile with a pair of { $kind }, which brought { $cards } to your hand{ $drawn ->
        [0] {""}
        [1] {" "}and drew a card
        [2] {" "}and drew two
       *[other] {" "}and drew { $drawn } cards
    }
hell-part-started = started a book of { $kind }
# $cards: the cards added ("a queen and a 2", "3 cards").
hell-part-added = added { $cards } to the { $kind }
# $kinds: the books of the meld ("queens and kings").
hell-part-melded = laid down the initial meld ({ $kinds }), worth { $value } of the { $minimum } needed
# $frozen is "yes" when the card is a 3.
hell-part-discarded = discarded { $card }{ $frozen ->
        [yes] : the pile is frozen
       *[no] {""}
    }
hell-part-no-discard = had no card that may be discarded
# A part that happened $count times in a row (2 or more).
hell-times = { $count ->
        [2] { $part } twice
       *[other] { $part } { $count } times
    }
# A turn's summary: $parts are the parts above, listed.
hell-turn-line = { $person ->
        [you] You
       *[other] { $who }
    } { $parts }.
hell-unstaged = You took the staged cards back.
# $book: hell-book-name in the accusative.
hell-closed = { $person ->
        [you] You close
       *[other] { $who } closes
    } a { $book }.
hell-took-foot = { $person ->
        [you] You pick up your foot
       *[other] { $who } picks up the foot
    } ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).
hell-decks-empty = The draw decks are empty: the round ends after this turn.
hell-goes-out = { $person ->
        [you] You go
       *[other] { $who } goes
    } out.
hell-decks-ran-out = The decks ran out: the round is over.
# How a round ended, on its summary and the score sheet.
hell-went-out = { $person ->
        [you] You
       *[other] { $who }
    } went out.
hell-decks-out = The draw decks ran out.
hell-goal = four rounds: the highest total wins
hell-resumed = Round { $number } goes on where it stopped.
hell-new-round = Round { $number }: each player has 13 cards and a foot of 11; { $person ->
        [you] you play
       *[other] { $who } plays
    } first. The initial meld must be worth { $minimum } or more.
hell-is-playing = { $who } is playing…
hell-round-is-over = The round is over.
hell-turn-acquire = Your turn: draw two (D) or take the pile (P).
hell-turn-not-melded = Your turn: your team has not melded yet. Lay down books worth { $minimum } or more, or discard (X) to end your turn.
hell-turn-meld = Your turn: meld what you can, then discard a card (X) to end your turn.
hell-not-your-turn = It is { $who }'s turn
hell-wait-turn = Wait for your turn
hell-draw-first = Draw two or take the pile first; then meld
hell-pick-discard = Pick the card to discard first: click it in your hand
hell-pick-one-discard = Pick exactly one card to discard
hell-nothing-to-take-back = Nothing to take back since your draw
hell-took-back = You took back this turn's melds.
# The table: the strip above it, the other seats, the decks and the pile, the teams' books.
hell-strip-round = Round { $number } of 4
hell-strip-minimum = Initial meld: { $minimum } or more
hell-strip-last-turn = Last turn: the decks are empty
# $role is partner or opponent.
hell-seat-plate = { $who } ({ $role ->
        [partner] partner
       *[opponent] opponent
    })
# $count: cards in hand; $taken is "yes" once the foot is picked up, $foot its cards.
hell-seat-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · { $taken ->
        [yes] foot taken
       *[no] foot of { $foot }
    }
# A seat in one line, on a narrow table: $cards is hell-seat-cards; $turn is "yes" on its turn.
hell-seat-line = { $who }: { $cards }{ $turn ->
        [yes] {" "}· to play
       *[no] {""}
    }
hell-to-play = to play
hell-deck-label = Draw deck { $number }: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
hell-deck = Deck { $number }: { $count }
hell-pile-label = Discard pile: the { $card } on top, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
hell-pile-empty-label = Discard pile: empty
hell-pile-count = Pile: { $count }
hell-frozen = Frozen: a 3 is on top
hell-team-melded = melded
hell-team-not-melded = not melded yet
hell-no-books = No books yet
hell-required = Required:
hell-check-sevens = Sevens
hell-check-wild = Wild
hell-check-clean = Clean
hell-check-dirty = Dirty
# An unfinished book, read out and shown on hover: $kind is hell-kind in the nominative
# (capitalised by the table), $count its cards of $size; $state is "clean", "dirty" or "none"
# (sevens, wild cards).
hell-book-label = { $kind }: { $count } of { $size }{ $state ->
        [clean] , clean
        [dirty] , dirty
       *[other] {""}
    }
hell-book-add = { $book }. Add the picked cards
# An unfinished book's caption under its fan: the kind first (as hell-book-label), short.
hell-book-caption-short = { $kind } { $count }/{ $size }{ $state ->
        [clean] {" "}· clean
        [dirty] {" "}· dirty
       *[other] {""}
    }
# A closed book's chip: $book is hell-book-name in the nominative, $count how many of them.
hell-closed-chip = Closed: { $book }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }
# A closed book's chip, short: $kind is hell-kind in the nominative, $state "clean", "dirty" or
# "none" (sevens, wild cards); the full name is read out and shown on hover.
hell-closed-chip-short = { $kind }{ $state ->
        [clean] {" "}· clean
        [dirty] {" "}· dirty
       *[other] {""}
    }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }
# The pile's cards waiting beside the initial meld; $count how many.
hell-pile-waits = { $count ->
        [one] The card you took with the pile waits here for your meld: it comes to your hand once the meld is down.
       *[other] The { $count } cards you took with the pile wait here for your meld: they come to your hand once the meld is down.
    }
# One of them, for screen readers: $card is its name.
hell-waiting-card = { $card }, waiting for your meld
hell-staged-value = Your initial meld: { $value } of the { $minimum } needed
hell-staging-help = Pick cards of one rank (three or more, or two and a wild card) and press Meld picked cards; each group is checked as you stage it.
hell-my-hand = Your hand: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }; { $taken ->
        [yes] you have picked up your foot
       *[no] your foot of { $foot } waits
    }
# A group in the hand, for screen readers: $group as in hell-cards.
hell-hand-label = { $group ->
        [four] Fours
        [five] Fives
        [six] Sixes
        [seven] Sevens
        [eight] Eights
        [nine] Nines
        [ten] Tens
        [jack] Jacks
        [queen] Queens
        [king] Kings
        [ace] Aces
        [joker] Jokers
        [two] 2s
        [red-three] Red 3s
       *[black-three] Black 3s
    }, { $held } held, { $picked } picked
# The buttons; the letter in brackets is the key.
hell-button-draw = Draw two (D)
hell-button-take = Take the pile (P)
# $jokers: how many of the two wild cards that take a wild top card are jokers.
hell-button-take-with = Take the pile with { $jokers ->
        [0] two 2s
        [1] a joker and a 2
       *[other] two jokers
    }
hell-button-foot = Pick up your foot (F)
hell-button-meld = Meld picked cards (M)
hell-button-lay-down = Lay down the meld (L)
hell-button-take-back = Take back (T)
hell-take-back-hover = Return this turn's melds to your hand (back to your draw)
# $cards: the one picked card, in the accusative ("a 7").
hell-button-discard-card = Discard { $cards } (X)
hell-button-discard = Discard (X)
hell-button-end = End turn (E)
hell-button-clear = Clear picks (Esc)
hell-picked = Picked: { $cards }. { $count ->
        [one] Click one of your team's books to add it there, or discard it.
       *[other] Meld them as books, click one of your team's books to add them there, or discard a single card.
    }
hell-pick-help = Click a card in your hand (or press the number on it, or go to it with the arrow keys and press Enter) to pick one copy, again for the next; double-click, right-click, or Shift with the number or Enter picks every copy.
hell-may-go-out = Your team has the five required books: you may go out by melding or discarding your last card.
# $books: the missing books, from hell-missing-book.
hell-going-out-needs = Going out: your team still needs { $books }.
# Why picked cards cannot be laid as the person asks.
hell-pick-meld-first = Pick the cards to meld first: click them in your hand
hell-threes-never = Threes are never melded: { $count ->
        [one] a 3 only goes
       *[other] threes only go
    } on the pile
# $kind and $kind_gen: the book's cards (nominative, genitive); $other: the picked cards of
# another rank (accusative).
hell-only-kind = Only { $kind } and wild cards go on the book of { $kind_gen }; put the { $other } back or meld them on their own
hell-wild-book-three = A book of wild cards starts with three wild cards; pick more, or pick naturals for them to join
hell-two-need-wild = Two { $kind } need a wild card to start a book: pick a 2 or a joker too, or a third one
hell-new-book-three = A new book needs three cards, at least two of them natural: you picked { $cards }
# The rules' refusals, continued after a button's name ("Discard a 7: sevens can never be
# discarded"), so without a full stop. $kind is hell-kind in the genitive.
hell-refuse-round-over = The round is over
hell-refuse-acquire-first = First draw two cards or take the discard pile
hell-refuse-already-acquired = You have already drawn or taken the pile this turn
hell-refuse-pile-empty = The discard pile is empty
hell-refuse-pile-frozen = The pile is frozen: a 3 is on top
hell-refuse-take-wild = To take a wild card you need two wild cards in your hand
# $have: the cards of the rank in hand (0 or 1); $one: one of them ("a queen").
hell-refuse-take-pair = To take the pile you need two { $kind } in your hand; { $have ->
        [0] you have none
       *[other] you have only { $one }
    }
hell-refuse-take-jokers = A wild card on top is taken with two wild cards from your hand; you asked for { $jokers } { $jokers ->
        [one] joker
       *[other] jokers
    } and hold { $have_jokers } { $have_jokers ->
        [one] joker
       *[other] jokers
    } and { $have_twos } { $have_twos ->
        [one] 2
       *[other] 2s
    }
# $card: the top card's rank, one card in the nominative ("a queen").
hell-refuse-take-natural-top = The top card is { $card }: it is taken with two naturals of its rank, not with wild cards
hell-refuse-take-book-full = Your team's book of { $kind } has { $count } cards: three more would make { $total }
hell-refuse-close-permission = You have already closed a book this round: each of your partners must close one before you close another
hell-refuse-take-meld-minimum = Your team has not melded: the best meld with the top card and your hand makes { $best } of the { $minimum } needed
hell-refuse-take-meld-one-close = Your team has not melded: the top card and your hand make { $minimum } only by closing two books, and an initial meld closes one; the best meld makes { $best } of the { $minimum } needed
# $piece is natural (cards of $kind), joker or two.
hell-refuse-not-enough = You do not have enough { $piece ->
        [joker] jokers
        [two] 2s
       *[natural] { $kind }
    } in your hand
hell-refuse-too-many = A book has at most seven cards; this would make { $total }
hell-refuse-wild-only = The book of wild cards holds only jokers and 2s
hell-refuse-sevens-no-wild = A book of sevens takes no wild cards: jokers and 2s never join it
# $rank: the book's rank alone, in the accusative.
hell-refuse-more-naturals = A dirty book needs more naturals than wilds: add another { $rank } before another wild
hell-refuse-composition = That book would break the composition rule
# $place is staged (the person's initial meld being composed) or table (the team's books).
hell-refuse-book-exists = { $place ->
        [staged] You have already staged a group of { $kind }: add to it
       *[table] Your team already has an unfinished book of { $kind }: add to it
    }
hell-refuse-no-book = { $place ->
        [staged] You have no staged group of { $kind }: start one with three cards
       *[table] Your team has no unfinished book of { $kind }: start one with three cards
    }
hell-refuse-meld-minimum = The initial meld must be worth at least { $minimum } in round { $round }; these cards make { $value }
hell-refuse-meld-out-of-reach = That would leave an initial meld of at most { $best }, short of the { $minimum } needed
hell-refuse-meld-out-of-reach-one-close = That would leave an initial meld of at most { $best }, short of the { $minimum } needed: { $minimum } would take two closed books, and an initial meld closes one
hell-refuse-nothing-staged = No cards are staged for an initial meld
hell-refuse-pickup-stays = You took the pile: finish the initial meld with the cards you have staged
hell-refuse-lay-down-first = Lay down your staged meld or take it back before you discard
hell-refuse-pickup-meld-first = You took the pile: lay down your initial meld first
hell-refuse-no-sevens = Sevens can never be discarded
# $books: the missing books, from hell-missing-book.
hell-refuse-going-out = You cannot go out yet: your team still needs { $books }; keep a card
hell-refuse-keep-a-card = Your team still needs { $books } before you may go out, so keep a card to discard
hell-refuse-must-discard = Discard a card to end your turn
hell-refuse-finish-going-out = Your last card closes your team's last required book: lay it down to go out
hell-refuse-foot-automatic = Your foot is picked up for you when the rules allow
hell-refuse-foot-taken = You have already picked up your foot
hell-refuse-foot-not-now = You may pick up your foot only after emptying your hand or closing a book
# The round's summary and the score sheet.
hell-round-over = Round { $number } is over
hell-next-round = Next round
hell-round-total = Round total
# A score item: $item is closed-books, book-bonuses, unfinished-books, cards-left,
# missing-sevens, missing-wild, missing-clean, missing-dirty or went-out.
hell-item = { $item ->
        [closed-books] Closed books (card values)
        [book-bonuses] Book bonuses
        [unfinished-books] Unfinished books
        [cards-left] Cards left in hands and feet
        [missing-sevens] Missing book of sevens
        [missing-wild] Missing book of wild cards
        [missing-clean] Missing clean book
        [missing-dirty] Missing dirty books
        [went-out] Going out
       *[other] Other
    }
hell-nothing = nothing
hell-sheet-round = Round { $number }
hell-sheet-empty = No round has been finished yet.
# A round in the history's replay.
hell-dealt-line = { $who }: { $cards }; a foot of { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
hell-replay-deal = The deal: 13 cards and a foot of 11 each; { $person ->
        [you] you play
       *[other] { $who } plays
    } first.
hell-replay-foot = { $taken ->
        [yes] foot picked up
       *[no] foot of { $count }
    }
hell-replay-pile = Pile
hell-replay-pile-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, the { $card } on top
hell-pile-empty = empty
# $kind: hell-kind in the nominative.
hell-replay-open-book = { $kind } { $count }/{ $size }
# $book: hell-book-name in the nominative.
hell-replay-closed = { $book } closed{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    }

## The shared screens: this game's title, blurb and hand names
sevens-from-hell-title = Sevens from Hell
sevens-from-hell-blurb = The partnership meld game for 4 or 6 with six decks: books of seven, wild 2s and jokers, a hand and a foot, four rounds.
sevens-from-hell-hand-label = round { $number }
# The command line's words: one hand as the game calls it, several, and what a hand's own points count.
sevens-from-hell-hand-word = round
sevens-from-hell-hands-word = rounds
sevens-from-hell-points-word = points
sevens-from-hell-stats-hands-played = Rounds played
sevens-from-hell-stats-hands-won = Rounds won
sevens-from-hell-stats-hands-lost = Rounds lost
sevens-from-hell-stats-hands-tied = Rounds tied
sevens-from-hell-stats-hands-with-hints = Rounds played with hints
sevens-from-hell-stats-hands-with-undo = Rounds played with undo
sevens-from-hell-stats-average-points = Average points per round
sevens-from-hell-stats-points-chart = Points per round, rounds counted
sevens-from-hell-stats-best-hand = Best round
sevens-from-hell-stats-best-hand-text = { $game_points } { $points ->
        [one] point
       *[other] points
    } in a round
sevens-from-hell-hand-count =
    { $count ->
            [one] { $count } round
           *[other] { $count } rounds
        }
sevens-from-hell-history-hands = Rounds:
