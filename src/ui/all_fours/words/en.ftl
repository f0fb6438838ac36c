# All Fours in English: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/en.ftl; the window loads both.

## The games
variant-all-fours-classic-trump-anytime = trump at any time
variant-all-fours-keep-all-after-run = keep all cards after a run
variant-all-fours-foster-discard = Foster's discard
variant-all-fours-gift-to-each-opponent = gift to each opponent
variant-all-fours-run-dealer-and-eldest-only = run to dealer and eldest only
variant-all-fours-single-deal = a single deal
variant-all-fours-target-10 = to 10 points
variant-all-fours-target-11 = to 11 points
variant-all-fours-seed-revoke = revokes punished (Polish rule)
variant-all-fours-foster-revoke = revokes punished (Foster's rule)

## Game options: Sedma, All Fours, Sevens from Hell
all-fours-opt-match = Match
all-fours-opt-seven-up-first-to = Seven Up: first to 7
all-fours-opt-first-to-10 = First to 10
all-fours-opt-first-to-11 = First to 11
all-fours-opt-a-single-deal = A single deal
all-fours-opt-one-deal-decides-the = One deal decides: the most points wins (a tie goes to High, then Low, Jack, Game).
all-fours-opt-following-suit = Following suit
all-fours-opt-a-trump-may-be = A trump may be played even when you can follow suit
all-fours-opt-the-classic-english-rule = The classic English rule. Without it you must follow suit whenever you can.
all-fours-opt-after-a-run = After a run
all-fours-opt-everybody-discards-face-down = Everybody discards face down to six cards
all-fours-opt-everybody-keeps-every-card = Everybody keeps every card and plays more tricks
all-fours-opt-keep-all-nine-after = Keep all nine after one run; discard to six after two or more
all-fours-opt-in-a-run-only = In a run only the dealer and eldest receive cards (3 and 4 players)
all-fours-opt-the-dealer-s-gift = The dealer's gift
all-fours-opt-one-point-to-eldest = One point to eldest
all-fours-opt-one-point-to-every = One point to every opposing side
all-fours-opt-when-eldest-begs-and = When eldest begs and the dealer keeps the trumps: who gets the point (they differ with three players).
all-fours-opt-playing-against-the-rules = Playing against the rules
all-fours-opt-never-a-card-that = Never: a card that breaks the follow-suit rule is refused
all-fours-opt-allowed-and-punished-when = Allowed, and punished when the deal is scored (Polish rule)
all-fours-opt-a-side-that-fails = A side that fails to follow suit cannot reach the target in that deal and loses 1 point, or 2 when the jack of trumps was not played.
all-fours-opt-allowed-and-punished-when-2 = Allowed, and punished when the deal is scored (Foster's rule)
all-fours-opt-a-side-that-fails-2 = A side that fails to follow suit cannot reach the target in that deal, scores no Game, and loses 1 point, or 2 when the jack of trumps was played.

## "Play the 7 of hearts") or "choice" (one choice among others: "playing the 7 of hearts").
# $card: accusative.
all-fours-advice = { $form ->
        [advice] { $action ->
            [stand] Stand
            [beg] Beg
            [give] Give a point
            [run] Run the cards
            [discard] Discard the { $card }
           *[play] Play the { $card }
        }
       *[choice] { $action ->
            [stand] standing
            [beg] begging
            [give] giving a point
            [run] running the cards
            [discard] discarding the { $card }
           *[play] playing the { $card }
        }
    }

## Rules: All Fours
rules-all-fours-intro = All Fours (Seven Up; in Poland Siódemki) is a trick-taking game with trumps for two, three or four players. In every deal there are four points to win: High, Low, Jack and Game. The first side to 7 points wins the match.
rules-all-fours-cards = The cards
rules-all-fours-cards-pack = A standard 52-card pack; aces are high: A K Q J 10 9 8 7 6 5 4 3 2.
rules-all-fours-cards-count = For the point called Game, cards count: each ten 10, ace 4, king 3, queen 2, jack 1; the others nothing.
rules-all-fours-deal = Players and the deal
rules-all-fours-deal-players = Two or three play each for themselves; four play as two partnerships, partners sitting opposite.
rules-all-fours-deal-six = The dealer gives everyone six cards in two rounds of three, starting on the left, and turns the next card face up: the upcard. Its suit is proposed as trumps. The upcard itself is out of play.
rules-all-fours-deal-jack = If the upcard is a jack, the dealer's side scores a point at once (the turn-up jack); if that reaches the target, the dealer wins the match there and then.
rules-all-fours-deal-look = With three or four players only the dealer and eldest (the player on the dealer's left) look at their cards until trumps are settled.
rules-all-fours-deal-first = The first dealer is chosen at random; the deal then passes to the left.
rules-all-fours-begging = Standing or begging
rules-all-fours-begging-stand = Eldest decides first: stand (the upcard's suit is trumps) or beg.
rules-all-fours-begging-give = After a beg the dealer either gives eldest's side a point and keeps the trump, or runs the cards. The dealer may not give when that point would take eldest's side to the target: then the dealer must run.
rules-all-fours-begging-run = Running: three more cards to every player, in the order of the deal, and a new upcard. A new suit becomes trumps (a jack turned up scores for the dealer again). If the rejected suit turns up again, that card is set aside and the cards are run again.
rules-all-fours-begging-discard = After a run everyone discards face down until they hold six cards.
rules-all-fours-begging-short-pack = If the pack is too short for another run, the deal is abandoned and the same dealer deals again; a point already scored for a turned-up jack stands.
rules-all-fours-tricks = Playing the tricks
rules-all-fours-tricks-lead = Eldest leads to the first trick; the winner of each trick leads the next.
rules-all-fours-tricks-follow = You must follow the suit led if you can. Only when you cannot may you play a trump or any other card.
rules-all-fours-tricks-winner = The highest trump takes the trick; if no trump was played, the highest card of the suit led.
rules-all-fours-scoring = Scoring a deal
rules-all-fours-scoring-high-low = High: a point to the side of the player who was dealt the highest trump that is played. Low: a point to the side of the player who was dealt the lowest trump that is played, even if someone else captures it.
rules-all-fours-scoring-jack = Jack: a point to the side that wins the trick holding the jack of trumps (nobody scores it if the jack is not played).
rules-all-fours-scoring-game = Game: a point to the side with the most counting cards in its tricks. If the dealer's side ties with another side, the other side scores it; if two other sides tie for the most, nobody does.
rules-all-fours-scoring-single-trump = A single trump in play scores both High and Low for its holder (and Jack too, if it is the jack).
rules-all-fours-scoring-order = Points are counted in the order High, Low, Jack, Game: the first side to reach the target wins, and counting stops.
rules-all-fours-variants = Variants (in Settings)
rules-all-fours-classic-trump = Classic rule: a trump may be played even when you can follow suit.
rules-all-fours-keep-after-run = After a run everyone keeps all their cards, or (Foster) keeps nine after one run.
rules-all-fours-gift-each = The gift goes to every opposing side, not only eldest's.
rules-all-fours-run-dealer-eldest = With three or four players, only the dealer and eldest receive the run's cards.
rules-all-fours-targets = Play to 10 or 11 points, or a single deal.
rules-all-fours-single-deal-tie = In a single-deal match a tie goes to the side that took High, then Low, then Jack, then Game.
rules-all-fours-revokes = Revokes punished: a card may be played against the follow-suit rule, and the side that did it is punished when the deal is scored. By the Polish rule it cannot reach the target in that deal and loses 1 point, or 2 when the jack of trumps was not played; by Foster's rule it also scores no Game, and loses 1, or 2 when the jack was played.

## All Fours at the table
all-fours-goal-target = first to { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
all-fours-goal-single = one deal: the most points
all-fours-deal = Deal { $number }
all-fours-deal-over = The deal is over.
all-fours-deal-over-heading = Deal { $number } is over
all-fours-next-deal = Next deal
all-fours-resumed = Deal { $number } goes on where it stopped.
all-fours-new-deal = Deal { $number }: { $dealer_person ->
        [you] you deal
       *[other] { $dealer } deals
    } the cards; { $eldest_person ->
        [you] you decide
       *[other] { $eldest } decides
    } first: stand or beg.
# $proposed is "yes" when the card's suit is offered as trumps, "no" when the card is set
# aside; $jack is "yes" when it is a jack that scores for the dealer's side ($who, $person).
all-fours-turned-up = { $proposed ->
        [yes] The { $card } is turned up: { $suit } are proposed as trumps
       *[no] The { $card } is turned up and set aside: the suit that was refused comes again, so another card is turned
    }{ $jack ->
        [yes] . A jack: { $person ->
            [you] you score
            [you-and] { $who } score
            [one] { $who } scores
           *[many] { $who } score
        } a point for turning it up
       *[no] {""}
    }
all-fours-stood = { $person ->
        [you] You stand
       *[other] { $who } stands
    }: { $suit } are trumps
# $who begs; $dealer decides; $to is the one who begged, inside a sentence.
all-fours-begged = { $person ->
        [you] You beg
       *[other] { $who } begs
    }: { $dealer_person ->
        [you] you, the dealer, give a point or run the cards
       *[other] { $dealer } (the dealer) gives { $to } a point or runs the cards
    }
# $to: the sides that receive the point; $to_person: "you", "you-and", "one" or "many" for them.
all-fours-gave = { $person ->
        [you] You give
       *[other] { $who } gives
    } a point to { $to }: { $suit } stay trumps
all-fours-ran = { $person ->
        [you] You run
       *[other] { $who } runs
    } the cards: three more each and a new upcard
all-fours-trumps = Trumps: { $suit }
all-fours-proposed = Proposed trumps: { $suit }
all-fours-abandoned = The pack is too short for another run ({ $left ->
        [one] { $left } card
       *[other] { $left } cards
    } left, { $needed } needed): the deal is abandoned and the same dealer deals again
all-fours-revoked = { $person ->
        [you] You play
       *[other] { $who } plays
    } the { $card } without following suit: a revoke, penalised when the deal is scored
# Who took a trick, and $why: one of the all-fours-why messages.
all-fours-trick-taken = { $person ->
        [you] You take
       *[other] { $who } takes
    } the trick: { $why }
all-fours-why-highest-trump = the { $card } takes it: the highest trump played
all-fours-why-trumped = the { $card } takes it: a trump beats any card of the led suit
all-fours-why-trumps-led = the { $card } takes it: the highest trump, and trumps were led
all-fours-why-led-suit = the { $card } takes it: the highest card of the led suit, and no trump was played
# A point of the deal by its key (high, low, jack, game, turn-up-jack or gift); $to: the side
# that takes it, inside a sentence.
all-fours-point-scored = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Turn-up jack
       *[gift] Gift
    }: a point to { $to }
all-fours-point-not-counted = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Turn-up jack
       *[gift] Gift
    } would go to { $to }, but it does not count
all-fours-penalty = { $person ->
        [you] You lose
        [you-and] { $who } lose
        [one] { $who } loses
       *[many] { $who } lose
    } { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for revoking

## All Fours: the person's turn and choices
all-fours-turn-stand-or-beg = Your turn: stand ({ $suit } are trumps) or beg for a new trump (S or B).
all-fours-turn-give-or-run = Your turn: { $who } begged. Give a point and keep { $suit } as trumps, or run the cards (G or R).
all-fours-turn-discard = Your turn: mark { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to discard, then press Discard.
all-fours-turn-any-card = Your turn: you have no { $suit }, so any card may be played.
# $anytime is "yes" when a trump may be played instead.
all-fours-turn-follow = Your turn: follow { $suit }{ $anytime ->
        [yes] {" "}or play a trump
       *[no] {""}
    }.
all-fours-turn-lead = Your turn: lead any card (click it, or press its number).
all-fours-face-down = Your cards stay face down until trumps are settled: with three or four players only the dealer and eldest look at theirs before.
all-fours-stand-or-beg = Stand: { $suit } are trumps and you lead. Beg: { $dealer } (the dealer) either gives you a point and keeps { $suit }, or runs the cards for a new trump suit.
all-fours-stand = Stand ({ $suit })
all-fours-beg = Beg
all-fours-give-or-run = Give: { $who } scores a point and { $suit } stay trumps. Run: three more cards each and a new upcard; a jack turned up scores for you.
all-fours-give = Give a point (keep { $suit })
all-fours-run = Run the cards
all-fours-discard-help = After the run everybody discards face down to six. Keep trumps, the jack and counting cards (10 = 10, A = 4, K = 3, Q = 2, J = 1). Marked: { $marked } of { $need }.
all-fours-discard = Discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
all-fours-must-follow = You hold { $suit }: you must follow suit{ $anytime ->
        [yes] {" "}or trump
       *[no] {""}
    }.
# The keys of the choices, each a letter of the word on its button (Stand, Beg, Give, Run,
# Discard); a language whose words start otherwise gives its own (Žebrám: Z). Choices offered
# together need different letters, and L and H are taken (the last trick, the hint).
all-fours-key-stand = S
all-fours-key-beg = B
all-fours-key-give = G
all-fours-key-run = R
all-fours-key-discard = D
all-fours-tag-trumps = trumps
all-fours-tag-proposed = proposed
all-fours-discards = Discards: { $count }
all-fours-pile-tricks = { $who }: { $count ->
        [one] { $count } trick
       *[other] { $count } tricks
    }
all-fours-plate-eldest = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · eldest
all-fours-strip-early = This deal so far: { $points }
all-fours-nobody-scored = Nobody scored a point in this deal.
all-fours-this-deal = This deal: { $gains }

## All Fours: refusals
all-fours-refuse-cannot-mark = You discard only after a run, when you hold more than six cards.
all-fours-refuse-unmark = You discard { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }: unmark one first.
all-fours-refuse-mark-first = Mark { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to discard first.
# $led and $trump are suits; $anytime is "yes" when a trump may be played instead.
all-fours-refuse-follow = You hold { $led }, which were led: { $anytime ->
        [yes] follow suit or play a trump ({ $trump })
       *[no] you must follow suit
    }.
# $who: eldest's side, which the gift would take to the $target.
all-fours-refuse-gift = You cannot give: the point would bring { $who } to { $target }, the target; run the cards instead.
all-fours-refuse-eldest-you = You are eldest: first stand (S) or beg (B).
all-fours-refuse-eldest = { $who } decides first: stand or beg.
# $who begged; $dealer decides.
all-fours-refuse-dealer = { $person ->
        [you] You begged
       *[other] { $who } begged
    }: { $dealer_person ->
        [you] give a point (G) or run the cards (R) first
       *[other] { $dealer } (the dealer) gives a point or runs the cards first
    }.
all-fours-refuse-play = Trumps are settled: play a card.
all-fours-refuse-discard = After the run everybody discards down to six: mark { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } and press Discard.

## All Fours: the score sheet
# Why a point went where it went: $point as in all-fours-point-scored, $to the side that takes it and
# $why one of the all-fours-reason messages.
all-fours-point-goes = { $point ->
        [high] High
        [low] Low
        [jack] Jack
        [game] Game
        [turn-up-jack] Turn-up jack
       *[gift] Gift
    } goes to { $to }: { $why }
# $only is "yes" when the only trump in play was both High and Low.
all-fours-reason-held = { $person ->
        [you] you were dealt
       *[other] { $who } was dealt
    } the { $card }{ $only ->
        [yes] {" "}(the only trump in play counts as both High and Low)
       *[no] {""}
    }
all-fours-reason-captured = { $person ->
        [you] you won
       *[other] { $who } won
    } the trick with the { $card } in it
# $others: the other sides' counts, each an all-fours-count-of message.
all-fours-reason-counted = { $total ->
        [one] { $total } counting point
       *[other] { $total } counting points
    } against { $others } (tens count 10, aces 4, kings 3, queens 2, jacks 1)
all-fours-reason-counted-tie = { $total ->
        [one] { $total } counting point
       *[other] { $total } counting points
    } against { $others }; a tie with the dealer's side goes to the other side
all-fours-count-of = { $count } for { $who }
all-fours-reason-turned-up = the dealer turned up the { $card }
all-fours-reason-given = { $person ->
        [you] you kept
       *[other] { $who } kept
    } the trumps and gave a point
all-fours-not-counted = { $why } (not counted)
all-fours-abandoned-line = The deal was abandoned: the stock ran short for a run, so the same dealer deals again.
all-fours-sheet-empty = No deal has been finished yet. Each deal scores a point for High, Low, Jack and Game; a turned-up jack and the dealer's gift score at once.
all-fours-sheet-early = In this deal so far: { $points }
all-fours-sheet-not-counted = A point marked "not counted" was taken but did not count: the match was already won earlier in the count (High, Low, Jack, Game), or a revoke barred it.

## All Fours: replays
all-fours-replay-turned-up = Turned up: the { $card }
all-fours-replay-deal = The deal. { $dealer_person ->
        [you] You deal and turn up
       *[other] { $dealer } deals and turns up
    } the { $card }; { $eldest_person ->
        [you] you decide
       *[other] { $eldest } decides
    } first.
# $doing: stand-or-beg, give-or-run, discard or play.
all-fours-replay-next = Next: { $who } ({ $doing ->
        [stand-or-beg] stand or beg
        [give-or-run] give or run
        [discard] discard down to six
       *[play] play a card
    })
# $role: dealer, eldest or none.
all-fours-replay-seat = { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }, { $count } for Game{ $role ->
        [dealer] , dealer
        [eldest] , eldest
       *[none] {""}
    }
all-fours-replay-discarded = Discarded
all-fours-replay-upcard = Upcard
# $state: trumps, proposed or abandoned.
all-fours-replay-upcard-state = { $state ->
        [trumps] { $suit } are trumps
        [abandoned] the deal was abandoned
       *[proposed] { $suit } proposed as trumps
    }
all-fours-replay-turned-before = Turned up before
all-fours-replay-stock = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, { $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    }
all-fours-replay-points-so-far = Points so far
all-fours-replay-early = { $points } (turn-up jacks and gifts)
all-fours-act-stand = { $person ->
        [you] You stand
       *[other] { $who } stands
    }
all-fours-act-beg = { $person ->
        [you] You beg
       *[other] { $who } begs
    }
all-fours-act-give = { $person ->
        [you] You give
       *[other] { $who } gives
    }
all-fours-act-run = { $person ->
        [you] You run
       *[other] { $who } runs
    } the cards
all-fours-act-discard = { $person ->
        [you] You discard
       *[other] { $who } discards
    } the { $card }
all-fours-act-play = { $person ->
        [you] You play
       *[other] { $who } plays
    } the { $card }
all-fours-act-trumps = { $suit } are trumps
all-fours-act-gave = 1 point to { $to }
# $proposed: "no" when the card is set aside; $jack: "yes" for a jack that scores for the dealer.
all-fours-act-turned = the { $card } is { $proposed ->
        [yes] turned up
       *[no] turned up in the rejected suit and set aside
    }{ $jack ->
        [yes] , a jack: 1 point to the dealer
       *[no] {""}
    }
all-fours-act-abandoned = the stock is too short for another run: the deal is abandoned
all-fours-act-revoked = a revoke, punished when the deal is scored
all-fours-act-trick = { $person ->
        [you] you win
       *[other] { $who } wins
    } the trick

## The shared screens: this game's title, blurb and hand names
all-fours-title = All Fours
all-fours-blurb = Seven Up (Siódemki) for 2, 3 or 4: trumps, begging, and a point each for High, Low, Jack and Game.
all-fours-hand-label = deal { $number }
# The command line's words: one hand as the game calls it, several, and what a hand's own points count.
all-fours-hand-word = deal
all-fours-hands-word = deals
all-fours-points-word = points toward Game
all-fours-stats-hands-played = Deals played
all-fours-stats-hands-won = Deals won
all-fours-stats-hands-lost = Deals lost
all-fours-stats-hands-tied = Deals tied for the most points
all-fours-stats-hands-with-hints = Deals played with hints
all-fours-stats-hands-with-undo = Deals played with undo
all-fours-stats-average-points = Average points per deal
all-fours-stats-points-chart = Points made per deal, deals counted
all-fours-stats-best-hand = Best deal
all-fours-stats-best-hand-text = { $game_points } { $points ->
        [one] point
       *[other] points
    }, { $card_points } counted for Game
all-fours-hand-count =
    { $count ->
            [one] { $count } deal
           *[other] { $count } deals
        }
all-fours-history-hands = Deals:
