# Sedma in English: the words only this game uses (its table, options, rules
# and lessons). Shared words are in i18n/en.ftl; the window loads both.

## The games
variant-sedma-osmova = osmová
variant-sedma-eight-beats-seven = eight beats seven
variant-sedma-osmova-trick-points = osmová trick points
variant-sedma-tricks-only = tricks only
variant-sedma-slovak = Slovak rules
variant-sedma-burn-a = burning (1 game point, sevens 3)
variant-sedma-burn-b = burning (4 game points)
variant-sedma-burn-c = burning (5 game points, tens 10, sevens 15)
variant-sedma-burn-hand = burned hand
variant-sedma-king-of-leaves = king of leaves plays alone
variant-sedma-king-of-hearts = king of hearts plays alone
variant-sedma-eight-and-nine = 8 and 9 of hearts out
variant-sedma-three-32 = 32 cards for three
variant-sedma-three-32-pass = 32 cards for three, with a pass
variant-sedma-continue-only-when-losing = continue only when losing
variant-sedma-dealer-by-draw = dealer by draw

## Game options: Sedma, All Fours, Sevens from Hell
sedma-opt-cards = Cards
sedma-opt-german-suits-hearts-bells = German suits (hearts, bells, acorns, leaves)
sedma-opt-french-suits-hearts-diamonds = French suits (hearts, diamonds, clubs, spades)
sedma-opt-match = Match
sedma-opt-first-to = First to
sedma-opt-game-points = { $count ->
        [one] { $count } game point
       *[other] { $count } game points
    }
sedma-opt-fixed-number-of-hands = Fixed number of hands:
sedma-opt-hands = { $count ->
        [one] { $count } hand
       *[other] { $count } hands
    }
sedma-opt-wild-cards = Wild cards
sedma-opt-sedma-osmov-eights-are = Sedma osmová: eights are wild too
sedma-opt-an-eight-beats-any = An eight beats any card, like a seven.
sedma-opt-when-a-seven-and = When a seven and an eight meet:
sedma-opt-the-first-one-holds = the first one holds
sedma-opt-an-eight-beats-an = an eight beats an earlier seven
sedma-opt-scoring = Scoring
sedma-opt-aces-and-tens-10 = Aces and tens 10 each, last trick 10 (90 in all)
sedma-opt-osmov-trick-points = Osmová trick points
sedma-opt-every-trick-won-is = Every trick won is worth 10 more besides its aces and tens (needs osmová).
sedma-opt-tricks-only = Tricks only
sedma-opt-aces-and-tens-count = Aces and tens count nothing; each trick won is 1 point.
sedma-opt-slovak-rules = Slovak rules
sedma-opt-no-10-for-the = No 10 for the last trick (80 in all); the deal passes on only when the dealer's opponents take 60 or more.
sedma-opt-burning = Burning
sedma-opt-when-the-last-four = When the last four cards played to a trick are of one rank, the hand ends at once:
sedma-opt-no-burning = no burning
sedma-opt-it-wins-1-game = it wins 1 game point (3 for four sevens)
sedma-opt-it-wins-4-game = it wins 4 game points
sedma-opt-it-wins-5-game = it wins 5 game points (10 for tens, 15 for sevens)
sedma-opt-with-two-or-four = With two or four players only.
sedma-opt-burned-hand = Burned hand
sedma-opt-a-player-who-holds = A player who holds four cards of one rank wins the hand for their side at once, for 4 game points.
sedma-opt-three-players = Three players
sedma-opt-pack = Pack:
sedma-opt-30-cards-two-eights = 30 cards, two eights out
sedma-opt-30-cards-8-and = 30 cards, 8 and 9 of hearts out
sedma-opt-32-cards = 32 cards
sedma-opt-32-cards-with-a = 32 cards with a pass
sedma-opt-with-32-cards-one = With 32 cards one player ends each hand a card short; with the pass, once per hand a player who did not lead may sit a round out instead.
sedma-opt-a-king-plays-alone = A king plays alone:
sedma-opt-whoever-holds-that-king = Whoever holds that king plays alone against the other two, and the king plays as a seven.
sedma-opt-play = Play
sedma-opt-continue-a-trick-only = Continue a trick only when losing it
sedma-opt-the-leader-may-continue = The leader may continue only while the other side is winning the trick.
sedma-opt-draw-cards-for-the = Draw cards for the first dealer
sedma-opt-everyone-draws-a-card = Everyone draws a card: the lowest deals first (and with four players the two lowest play together).
sedma-opt-no-king = no

## Sedma at the table
# $cards: how many cards the person holds (the number keys 1 to $cards choose one).
sedma-turn-play = Your turn: play a card (click it, or choose with the arrow keys and press Enter, or press { $cards ->
        [one] 1
       *[other] 1–{ $cards }
    }).
sedma-turn-decide = Your turn: continue the trick (click a highlighted card) or end it (E).
# Why a trick went where it did. $nth counts the cards of the led rank, the lead being 1.
sedma-why-lead-holds = the led { $card } holds, as nobody matched it or played a wild card
sedma-why-seven-on-seven = the { $nth ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
       *[other] eighth
    } 7 takes it, as only a seven beats a led seven
sedma-why-matches = the { $nth ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
       *[other] eighth
    } { $rank_word } takes it, as it matches the lead
sedma-why-seven = the 7 takes it, as sevens beat any card
sedma-why-eight = the 8 takes it, as in osmová eights are wild like sevens
sedma-why-wild = the { $card } takes it as a seven, and sevens beat any card
sedma-why-wild-led-holds = the { $card } was led as a seven and holds, as only a seven beats a led seven and nobody played one
# $points: the trick's points, $bonus: the last trick's 10 (0 when not the last, or when
# nothing scores); $why: one of the sedma-why messages.
sedma-trick-taken = { $person ->
        [you] You take
       *[other] { $who } takes
    } the trick{ $points ->
        [0] { $bonus ->
            [0] {""}
           *[other] {" "}(+{ $bonus } for the last trick)
        }
       *[other] { $bonus ->
            [0] {" "}(+{ $points })
           *[other] {" "}(+{ $points }, plus { $bonus } for the last trick)
        }
    }: { $why }.
sedma-continues = { $person ->
        [you] You continue
       *[other] { $who } continues
    } the trick with the { $card }: everybody plays one more card
# $rank: the burned rank (ace, king, queen, jack, ten, nine, eight, seven).
sedma-burned-trick = Burned! Four { $rank ->
        [ace] aces
        [king] kings
        [queen] { $pack ->
            [german] Obers
           *[french] queens
        }
        [jack] { $pack ->
            [german] Unters
           *[french] jacks
        }
        [ten] tens
        [nine] nines
        [eight] eights
       *[seven] sevens
    } in a row: { $person ->
        [you] you win
        [you-and] { $who } win
        [one] { $who } wins
       *[many] { $who } win
    } the hand for { $stake ->
        [one] { $stake } game point
       *[other] { $stake } game points
    }
sedma-burned-hand = Burned hand! { $person ->
        [you] You hold
       *[other] { $who } holds
    } four { $rank ->
        [ace] aces
        [king] kings
        [queen] { $pack ->
            [german] Obers
           *[french] queens
        }
        [jack] { $pack ->
            [german] Unters
           *[french] jacks
        }
        [ten] tens
        [nine] nines
        [eight] eights
       *[seven] sevens
    }: the hand ends
sedma-new-hand = Hand { $number }: { $dealer_person ->
        [you] You deal
       *[other] { $dealer } deals
    } the cards; { $leader_person ->
        [you] you lead
       *[other] { $leader } leads
    } first.
sedma-passes = { $person ->
        [you] You pass
       *[other] { $who } passes
    } this round (once per hand a player may sit a round out)
# $cards: what may continue ("another 10 or a seven"); $card: the card that may not.
sedma-refuse-continue = To continue the trick you must play { $cards }; the { $card } is not one.
sedma-refuse-end-not-now = Only the player who led can end the trick, once everyone has played to the round.
sedma-refuse-no-pass-rule = Passing is allowed only with three players, 32 cards and the pass rule.
sedma-refuse-leader-cannot-pass = The player who led cannot pass: end the trick or continue it.
sedma-refuse-pass-used = Somebody has already passed this hand; only one pass is allowed.
sedma-refuse-pass-stock-empty = Passing is allowed only while the stock has cards.

# The keys of the choices, each a letter of the word on its button (End the trick, Pass this
# round out); a language whose words start otherwise gives its own (Ukončit štych: U).
sedma-key-end = E
sedma-key-pass = P

## Score sheets and replays
sedma-replay-deal = The deal. { $dealer_person ->
        [you] You deal
       *[other] { $dealer } deals
    }; { $leader_person ->
        [you] you lead
       *[other] { $leader } leads
    }.
sedma-replay-seat = { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }, { $points } points{ $dealer ->
        [yes] , dealer
       *[no] {""}
    }
sedma-ends-trick = { $person ->
        [you] You end
       *[other] { $who } ends
    } the trick

## Sedma's hand results
sedma-summary-points = Card points: { $totals }
sedma-summary-tricks = Tricks: { $totals }
sedma-pile-points = { $who }: { $count } points
sedma-pile-tricks = { $who }: { $count ->
        [one] { $count } trick
       *[other] { $count } tricks
    }
sedma-nobody-wins = Nobody wins the hand: { $why }
sedma-side-wins = { $person ->
        [you] You win
        [you-and] { $who } win
        [one] { $who } wins
       *[many] { $who } win
    } { $stake ->
        [one] { $stake } game point
       *[other] { $stake } game points
    }: { $why }
sedma-sides-win = { $who } each win { $stake ->
        [one] { $stake } game point
       *[other] { $stake } game points
    }: { $why }
sedma-why-burned-in-trick = burned: four { $rank ->
        [ace] aces
        [king] kings
        [queen] { $pack ->
            [german] Obers
           *[french] queens
        }
        [jack] { $pack ->
            [german] Unters
           *[french] jacks
        }
        [ten] tens
        [nine] nines
        [eight] eights
       *[seven] sevens
    } in a row
sedma-why-burned-hand = burned hand: four { $rank ->
        [ace] aces
        [king] kings
        [queen] { $pack ->
            [german] Obers
           *[french] queens
        }
        [jack] { $pack ->
            [german] Unters
           *[french] jacks
        }
        [ten] tens
        [nine] nines
        [eight] eights
       *[seven] sevens
    } held
sedma-why-every-trick = every trick
sedma-why-all-points = all { $total } points
sedma-why-last-trick-decides = { $points }–{ $points }: the last trick decides
sedma-why-majority = majority of the points
sedma-why-two-tie = two tie for most: the third pays each 1
sedma-why-all-equal = all equal: nothing is paid

## Sedma's action bar
sedma-end-trick = End the trick
sedma-continue-with = Continue: { $card }
sedma-pass-round = Pass this round
sedma-pass-explained = Once per hand a player other than the leader may sit a round out and draw one card fewer.
# What continues a trick. $eights is "yes" when eights are wild as well as sevens; $rank is
# the led rank's word, $card the led card.
sedma-continue-wild = { $eights ->
        [yes] a seven or an eight
       *[no] a seven
    }
sedma-continue-another = another { $rank } or { $eights ->
        [yes] a seven or an eight
       *[no] a seven
    }
sedma-continue-wild-led = { $eights ->
        [yes] a seven or an eight
       *[no] a seven
    } (the { $card } was led and plays as a seven)
sedma-end-or-continue = End it: { $person ->
        [you] you take
       *[other] { $who } takes
    } the { $cards } cards on the table ({ $points } points). Continue: play { $another }, and everyone plays one more card.
sedma-end-or-continue-as-is = End it: the trick is taken as it stands. Continue: play { $another }, and everyone plays one more card.
sedma-goal-target = first to { $points ->
        [one] { $points } game point
       *[other] { $points } game points
    }
sedma-goal-hands = the most game points after { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }

## "Play the 7 of hearts") or "choice" (one choice among others: "playing the 7 of hearts").
# $card: the card in the case the action takes (continue: instrumental; play: accusative).
sedma-advice = { $form ->
        [advice] { $action ->
            [continue] Continue with the { $card }
            [end] End the trick
            [pass] Pass this round
           *[play] Play the { $card }
        }
       *[choice] { $action ->
            [continue] continuing with the { $card }
            [end] ending the trick
            [pass] passing this round
           *[play] playing the { $card }
        }
    }

## Rules: Sedma
rules-sedma-intro = Sedma (Czech for "seven") is a trick-taking game for two, three or four players. Only aces and tens score, and a card can be beaten only by a card of the same rank, or by a seven.
rules-sedma-cards = The cards
rules-sedma-cards-pack = A 32-card pack: German suits (hearts, bells, acorns, leaves) with the ranks Ace, King, Ober, Unter, 10, 9, 8 and 7, or French suits (hearts, diamonds, clubs, spades) with Ace, King, Queen, Jack, 10, 9, 8 and 7.
rules-sedma-cards-no-order = Suits play no part, and ranks have no order: a king is no better than a nine.
rules-sedma-cards-points = Every ace and every ten is worth 10 points, and the last trick 10 more: 90 points in a hand.
rules-sedma-deal = Players and the deal
rules-sedma-deal-players = Two play head to head. Four play as two partnerships, partners sitting opposite. Three play each for themselves with 30 cards (two eights are taken out).
rules-sedma-deal-four = The dealer gives everyone four cards, two at a time, starting on the left. The rest is the stock, face down.
rules-sedma-deal-first = The first dealer is chosen at random; the player on the dealer's left leads.
rules-sedma-deal-next = After a hand a loser deals and a winner leads: with two players the loser deals; with four, the deal passes to the left if the dealing side won, and to the dealer's partner if it lost. The new dealer's left-hand opponent leads.
rules-sedma-deal-three-ties = With three players the one with the fewest points deals and the one with the most leads. If two tie for most, the third deals and the tied player first to the dealer's left leads; if all three tie, the deal passes left; if two tie for fewest, the one first after the previous dealer deals.
rules-sedma-trick = Playing a trick
rules-sedma-trick-any-card = The leader plays any card, then everybody else in turn plays any card: there is no need to follow suit or rank.
rules-sedma-trick-continue = When everyone has played, the leader decides: end the trick, or continue it by playing another card of the rank that was led, or a seven. Then everybody plays one more card, and the leader decides again. A leader with neither card cannot continue, and the trick ends by itself.
rules-sedma-trick-continue-winning = The leader may continue even when their own side is winning the trick.
rules-sedma-trick-winner = The trick goes to whoever played the last card that matches the rank led or is a seven. If nobody matched it or played a seven, the leader's card holds. A led seven is beaten only by another seven.
rules-sedma-trick-draw = The winner takes all the cards of the trick. Then, starting with the winner, everyone draws one card at a time from the stock until all hold four or the stock runs out. The winner leads the next trick; once the stock is gone the hands are played out.
rules-sedma-scoring = Scoring
rules-sedma-scoring-count = When all cards are played each side counts its aces and tens, plus 10 for the last trick. The side with more points wins the hand.
rules-sedma-scoring-game-points = The winner scores 1 game point for a majority, 2 for taking all 90 points while the others took a trick, and 3 for taking every trick.
rules-sedma-scoring-three = With three players the winner collects that many from each of the other two. If two tie for the most, the third pays each of them 1; if all three have 30, nobody pays.
rules-sedma-scoring-match = The first side to reach 10 game points wins the match (you can change the target).
rules-sedma-variants = Variants (in Settings)
rules-sedma-osmova = Sedma osmová: eights are wild as well as sevens and may continue a trick. A card equal to the lead beats anything; a seven beats lead-rank cards and sevens but not an eight; an eight beats lead-rank cards and eights but not a seven. The sources do not say what happens when an eight follows a seven: by default the seven holds, and an option lets the eight win.
rules-sedma-osmova-points = Osmová trick points: besides aces and tens, every trick won is worth 10, and the last trick 10 more.
rules-sedma-osmova-points-tie = With osmová trick points, equal points go to the side that took the last trick.
rules-sedma-tricks-only = Tricks only: aces and tens count nothing; each trick is worth 1.
rules-sedma-tricks-only-tie = With tricks only, equal tricks go to the side that took the last trick.
rules-sedma-slovak = Slovak rules: no bonus for the last trick (80 points in all), and a 40–40 tie goes to the side that took the last trick. The deal passes on only if the dealer's opponents took at least 60 points; otherwise the same player deals again.
rules-sedma-burning = Burning (two or four players): when the last four cards played to a trick are of one rank, the hand ends at once and the side that played the fourth wins it, for 1 game point (3 for sevens), 4 game points, or 5 game points (10 for tens, 15 for sevens), as chosen in the settings.
rules-sedma-burning-eights = With osmová, four eights in a row burn like any ordinary rank.
rules-sedma-burned-hand = Burned hand: a player who holds four cards of one rank (after the deal or a refill) wins the hand for their side at once, for 4 game points.
rules-sedma-burned-hand-tie = If two players hold four of a rank at the same moment, the one earlier in the order of drawing wins.
rules-sedma-king = King plays alone (three players): whoever holds the chosen king plays against the other two together, and that king acts exactly like a seven. Nobody knows the teams until the king is played. No burning in this variant.
rules-sedma-king-stakes = The lone player wins or loses the hand's game points from or to each of the other two.
rules-sedma-three-32 = Three players with all 32 cards: one player ends a card short, and a trick may have only two cards. With the pass rule instead, once per hand a player who is not leading may sit out a round while the stock lasts and draws one card fewer.
rules-sedma-continue-losing = Continue only when losing: the leader may continue a trick only while their side is not winning it.
rules-sedma-dealer-draw = Draw for the dealer: everybody draws a card; the lowest deals, and with four players the two lowest play together against the two highest.
rules-sedma-fixed-hands = Fixed number of hands: after that many hands, the side with the most game points wins.
rules-sedma-fixed-hands-tie = If sides are tied after the fixed number of hands, play goes on until the tie is broken.

## All Fours at the table
sedma-resumed = Hand { $number } goes on where it stopped.

## The shared screens: this game's title, blurb and hand names
sedma-title = Sedma
sedma-blurb = Czech trick-taking for 2, 3 or 4 players. A card is beaten only by one of the same rank, or by a seven; only aces and tens score.
# Hand $number of a game, as its players call a hand.
sedma-hand-label = hand { $number }
# The command line's words: one hand as the game calls it, several, and what a hand's own points count.
sedma-hand-word = hand
sedma-hands-word = hands
sedma-points-word = card points
sedma-stats-hands-played = Hands played
sedma-stats-hands-won = Hands won
sedma-stats-hands-lost = Hands lost
sedma-stats-hands-tied = Hands tied
sedma-stats-hands-with-hints = Hands played with hints
sedma-stats-hands-with-undo = Hands played with undo
sedma-stats-average-points = Average card points per hand
sedma-stats-points-chart = Card points per hand, hands counted
sedma-stats-best-hand = Best hand
# The best hand's score ($game_points comes with its sign, "+2"): Sedma counts game and card points, All Fours points and what counted
# for Game, Sevens from Hell the round's points.
sedma-stats-best-hand-text = { $game_points } game { $points ->
        [one] point
       *[other] points
    }, { $card_points } card points
# $count hands of a game, as its players call them.
sedma-hand-count =
    { $count ->
            [one] { $count } hand
           *[other] { $count } hands
        }
# The label before the buttons of a match's hands.
sedma-history-hands = Hands:
