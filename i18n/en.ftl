# Sevenfold's words in English: the source the Czech and Polish files translate.
# Every message the window shows is here; `t!("id", name = value)` in the code fills the
# { $name } placeholders. Ids are grouped by the screen that shows them.

## Cards

# A rank on its own. $pack is german or french; $case (nom, acc, gen, ins) matters in the
# languages that decline; a card's label (case label) spells a number out for screen readers. .gender tells the suit's word how to agree with the rank.
rank-word = { $rank ->
        [two] { $case ->
            [label] two
           *[other] 2
        }
        [three] { $case ->
            [label] three
           *[other] 3
        }
        [four] { $case ->
            [label] four
           *[other] 4
        }
        [five] { $case ->
            [label] five
           *[other] 5
        }
        [six] { $case ->
            [label] six
           *[other] 6
        }
        [seven] { $case ->
            [label] seven
           *[other] 7
        }
        [eight] { $case ->
            [label] eight
           *[other] 8
        }
        [nine] { $case ->
            [label] nine
           *[other] 9
        }
        [ten] { $case ->
            [label] ten
           *[other] 10
        }
        [jack] { $pack ->
            [german] Unter
           *[french] jack
        }
        [queen] { $pack ->
            [german] Ober
           *[french] queen
        }
        [king] king
       *[ace] ace
    }
    .gender = n
# The suit in a card's name, agreeing with the rank's $gender in $case.
card-suit = { $pack ->
        [german] { $suit ->
            [clubs] acorns
            [diamonds] bells
            [hearts] hearts
           *[spades] leaves
        }
       *[french] { $suit ->
            [clubs] clubs
            [diamonds] diamonds
            [hearts] hearts
           *[spades] spades
        }
    }
# A card: "ace of hearts". Sentences add the article.
card-name = { $rank } of { $suit }
joker-word = joker
# A suit on its own: "hearts are trumps".
suit-name = { $pack ->
        [german] { $suit ->
            [clubs] acorns
            [diamonds] bells
            [hearts] hearts
           *[spades] leaves
        }
       *[french] { $suit ->
            [clubs] clubs
            [diamonds] diamonds
            [hearts] hearts
           *[spades] spades
        }
    }
card-count = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }

## Seats and people

# The person at the start of a sentence, and inside one.
you-start = You
you-inside = you
# A seat named by where it sits; $seat is north, east, south, west, north_east, south_east,
# south_west or north_west.
seat-compass = { $seat ->
        [north] North
        [east] East
        [south] South
        [west] West
        [north_east] North-East
        [south_east] South-East
        [south_west] South-West
       *[north_west] North-West
    }

## The games

game-title = { $game ->
        [sedma] Sedma
        [all-fours] All Fours
       *[sevens-from-hell] Sevens from Hell
    }
game-blurb = { $game ->
        [sedma] Czech trick-taking for 2, 3 or 4 players. A card is beaten only by one of the same rank, or by a seven; only aces and tens score.
        [all-fours] Seven Up (Siódemki) for 2, 3 or 4: trumps, begging, and a point each for High, Low, Jack and Game.
       *[sevens-from-hell] The partnership meld game for 4 or 6 with six decks: books of seven, wild 2s and jokers, a hand and a foot, four rounds.
    }
# Hand $number of a game, as its players call a hand.
hand-label = { $game ->
        [sedma] hand { $number }
        [all-fours] deal { $number }
       *[sevens-from-hell] round { $number }
    }

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

## The menu bar

menu-games = Games
menu-new-game = New game
menu-table = Table
menu-learn = Learn
menu-back-to-match = Back to your match
menu-history = History
menu-statistics = Statistics
menu-settings = Settings
menu-rules = Rules
menu-score-sheet = Score sheet
menu-match = Match
menu-practise = Practise this hand again
menu-give-up = Give up the match…
menu-leave = Leave the match…
menu-language = Language
# The language choice that follows the system's; $language is the one that gives.
language-system = System ({ $language })

## Buttons several screens share

button-cancel = Cancel
button-dismiss = Dismiss
button-give-up = Give up
button-leave-match = Leave the match
button-reset-stats = Reset statistics
button-resume = Resume
button-leave-it = Leave it
button-start-new-game = Start new game
button-use-next-game = Use them next game

## Questions before something ends

dialog-new-game = Start a new game?
dialog-new-game-text = A match is being played. Starting a new game ends it; the history keeps it as abandoned.
dialog-settings-change-game = These settings change the game
dialog-settings-change-game-text = A match is being played with the old rules. Start a new game with the new settings now, or keep playing and use them from the next game?
dialog-reset-stats = Reset the statistics?
dialog-reset-stats-text = The statistics start again from zero. The match history is kept, and so are today's figures, in a backup file in the data folder.
dialog-give-up = Give up the match?
# $side: who gives up ("you", "you and North", "Anna").
dialog-give-up-text = The match ends now and counts as lost for { $side }; the history keeps it with the hands finished so far.
dialog-leave = Leave the match?
dialog-leave-text = The match ends now, unfinished; the history keeps it as abandoned, and it counts neither as won nor as lost.
dialog-resume = Resume the last match?
# $hand is "hand 3" or "round 2"; $dealer_person is you or other; $turn one of the resume-turn
# messages; $score the sides' totals.
dialog-resume-text = A match of { $game } ({ $players } players, { $goal }) was being played when Sevenfold closed. It stopped in { $hand }, which { $dealer_person ->
        [you] you
       *[other] { $dealer }
    } dealt; { $turn }. The score: { $score }.
resume-turn-yours = it is your turn
resume-turn-of = it is { $name }'s turn
resume-turn-over = the match was over
dialog-resume-question = Resume it where it stopped, or leave it? A match you leave is kept in the history as abandoned.

## Notes from the store

warn-note = Note:
warn-nothing-saved = Nothing will be saved (settings, games, history): { $error }
warn-replay-failed = This hand cannot be replayed on the table: { $error }
warn-no-lesson = There is no lesson '{ $id }' in this version.
warn-lesson-failed = The lesson "{ $lesson }" cannot be opened: { $error }
no-game-played = No game is being played.
no-hand-replayed = No hand is being replayed.

## The start page

start-tagline = Card games built around the seven
start-learn = Learn to play
start-learn-hover = Short lessons on real hands, one idea at a time
start-back-to-table = Back to the table
start-play = Play { $game }
start-quit = Quit

## The new-game page

setup-heading = New game:
setup-variants-none = Variants: none (standard rules)
setup-variants = Variants: { $variants }
setup-variants-header = Variants and scoring options
setup-start = Start game
options-players = Players
options-players-two = 2 — head to head
options-players-three = 3 — each for themselves
options-players-four = 4 — partners sit opposite

## Players

welcome-title = Welcome to Sevenfold
welcome-question = What is your name? Your history and statistics are kept under it.
welcome-your-name = Your name:
welcome-save = Save my name
seats-who-plays = Who plays
seats-computer = Computer ({ $level })
seats-team = Team { $number }
seats-hot-seat-hint = Several people play at this screen: between turns a cover hides the cards until the next person clicks that they are ready.
seats-undo-agreed = Everyone agrees that decisions may be taken back (Undo)
profiles-heading = Who plays here
profiles-hint = Each person has their own history and statistics. Renaming keeps them; merging two players counts the first one's matches as the second one's from now on.
profiles-name-of = Name of { $name }:
profiles-rename = Rename { $name }
profiles-choose = choose
profiles-merge = Merge
profiles-merge-into = into
profiles-merge-button = Merge players
profiles-new-player = New player:
profiles-name-hint = Name
profiles-add = Add player
profile-renamed = Saved: { $name } is the name now.
profile-added = { $name } was added: choose them for a seat in a new game.
profile-merged = { $from }'s matches now count as { $into }'s.

## Computer opponents

level-easy = Easy
level-normal = Normal
level-expert = Expert
level-easy-describe = plays by rules of thumb and now and then makes a human mistake
level-normal-describe = searches a few thousand possible deals before each move
# What the expert level does; in some games it does more than search longer.
level-expert-describe = searches longer; in Sedma it also reads what the others' play says about their cards, expects sensible replies while their play looks sensible, and once a two-player stock is gone plays perfectly, or, when best play cannot save the hand, the line a sensible opponent gets wrong

## The settings page

settings-intro = Once applied, the language, the size of text and cards, the table's look, the animation speed and the computer opponents change at once, in a running match too. The game options apply to the next game; if a match is running you are asked first.
settings-apply = Apply
settings-language = Language
settings-language-hint = The language changes at once. Following the system uses the language your computer is set to, when Sevenfold speaks it, and English otherwise.
settings-size = Size of text and cards
settings-size-fit = Fit the window
percent-value = { $percent } %
settings-size-hint = Fit the window grows text and cards with a large window. Ctrl+plus and Ctrl+minus change the size at any time, Ctrl+0 sets it back to 100 %.
settings-contrast = Contrast
settings-high-contrast = High contrast: white text on black, with strong outlines
settings-table = Table
settings-cloth = Cloth:
settings-backs = Card backs:
look-cloth-green = Green
look-cloth-blue = Blue
look-cloth-burgundy = Burgundy
look-cloth-grey = Grey
look-back-red = Red
look-back-blue = Blue
look-back-green = Green
look-back-black = Black
# The preview patch, as a screen reader names it: "Blue cloth with black backs".
settings-look-preview = { $cloth } cloth with { $back } backs
settings-four-colours = Four-colour French pack: diamonds blue, clubs green
settings-four-colours-hint = No two suits then share a colour. The German pack has four colours already.
settings-speed = Animation speed
speed-instant = Instant
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
settings-speed-hint = Instant skips every animation and pause.
settings-bots = Computer opponents
settings-bots-hint = { $level }: { $describe }.
settings-cannot-start = Cannot start: { $problem }
settings-game-problem = { $game }: { $problem }

## Learning

learn-intro = Each lesson is a real hand with one idea: the table shows what to do and why, and the other players follow the lesson. A few minutes each.
learn-section = { $title } — { $done } of { $total } done
learn-puzzles = { $game }: practice puzzles
learn-puzzles-intro = Endgames where every card is known and one move alone keeps the most points. After your try, the exact solver shows its line.
learn-puzzle-done = { $title } (done)
learn-done = Done

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
sedma-opt-no-king = no
hell-opt-seats-and-decks = { $seats }. { $decks } decks and { $jokers } jokers shuffled together: { $cards } cards.
hell-opt-bonus-clean = clean
hell-opt-bonus-dirty = dirty
hell-opt-bonus-sevens = sevens
hell-opt-bonus-wild = wild

## Statistics

stats-reset = Reset statistics…
stats-player = Player:
stats-counted-since = Matches finished since { $since } count (the last reset). The history is kept in full.
stats-counted-all = Every match { $name } played counts; matches left unfinished count apart, as abandoned, and matches given up count as lost.
stats-none-yet = No finished matches of { $name } to count yet.
stats-standard-rules = standard rules
# A group of matches: "Sedma, 2 players, osmová".
stats-group = { $game }, { $players } players, { $variants }
stats-matches-played = Matches played
stats-matches-won = Matches won
stats-matches-lost = Matches lost
stats-matches-abandoned = Matches abandoned
stats-matches-given-up = Matches given up
stats-win-rate = Win rate
stats-longest-streak = Longest winning streak
stats-hands-played = { $game ->
        [sedma] Hands played
        [all-fours] Deals played
       *[other] Rounds played
    }
stats-hands-won = { $game ->
        [sedma] Hands won
        [all-fours] Deals won
       *[other] Rounds won
    }
stats-hands-lost = { $game ->
        [sedma] Hands lost
        [all-fours] Deals lost
       *[other] Rounds lost
    }
stats-hands-with-hints = { $game ->
        [sedma] Hands played with hints
        [all-fours] Deals played with hints
       *[other] Rounds played with hints
    }
stats-hands-with-undo = { $game ->
        [sedma] Hands played with undo
        [all-fours] Deals played with undo
       *[other] Rounds played with undo
    }
stats-average-points = { $game ->
        [sedma] Average card points per hand
        [all-fours] Average points per deal
       *[other] Average points per round
    }
stats-best-hand = { $game ->
        [sedma] Best hand
        [all-fours] Best deal
       *[other] Best round
    }
# The best hand's score ($game_points comes with its sign, "+2"): Sedma counts game and card points, All Fours points and what counted
# for Game, Sevens from Hell the round's points.
stats-best-hand-text = { $game ->
        [sedma] { $game_points } game points, { $card_points } card points
        [all-fours] { $game_points } points, { $card_points } counted for Game
       *[other] { $game_points } points in a round
    }
stats-best-hand-where =
    { $what }
    { $hand }
stats-best-hand-when =
    { $what }
    { $hand } of the match finished { $finished }

## At the table: who did what
# $person is "you" (the person at the window), "other" (a seat named $who); for a side,
# "you" alone, "you-and" with partners, "one" other seat or "many" (partners, $who).

list-and = { $first } and { $last }
list-amp = { $first } & { $last }
match-won = { $person ->
        [you] You win
        [you-and] { $who } win
        [one] { $who } wins
       *[many] { $who } win
    } the match
match-shared = { $who } share the win
table-dealing = Dealing…
table-drawing = Drawing from the stock…
table-hand-over = The hand is over.
table-thinking = { $who } is thinking…
table-match-over = Match over: { $won } ({ $totals })
# $card is the card's name; English puts "the" before it.
table-plays = { $person ->
        [you] You play
       *[other] { $who } plays
    } the { $card }.
refuse-not-in-hand = That card is not in your hand.
refuse-hand-over = The hand is over.

## Sedma at the table
# $cards: how many cards the person holds (the number keys 1 to $cards choose one).
sedma-turn-play = Your turn: play a card (click it, or choose with the arrow keys and press Enter, or press { $cards ->
        [one] 1
       *[other] 1–{ $cards }
    }).
sedma-turn-decide = Your turn: continue the trick (click a highlighted card) or end it (E).
# Why a trick went where it did. $nth counts the cards of the led rank, the lead being 1.
sedma-why-lead-holds = the led { $card } holds: nobody matched it or played a wild card
sedma-why-seven-on-seven = the { $nth ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
       *[other] eighth
    } 7 takes it: only a seven beats a led seven
sedma-why-matches = the { $nth ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
       *[other] eighth
    } { $rank ->
        [ace] ace
        [king] king
        [queen] queen
        [jack] jack
        [ten] 10
        [nine] 9
        [eight] 8
       *[seven] 7
    } takes it: it matches the lead
sedma-why-seven = the 7 takes it: sevens beat any card
sedma-why-eight = the 8 takes it: in osmová eights are wild like sevens
sedma-why-wild = the { $card }, playing as a seven, takes it: sevens beat any card
sedma-why-wild-led-holds = the { $card }, playing as a seven, was led and holds: only a seven beats a led seven, and nobody played one
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
    }: { $why }
sedma-continues = { $person ->
        [you] You continue
       *[other] { $who } continues
    } the trick with the { $card }: everybody plays one more card
# $rank: the burned rank (ace, king, queen, jack, ten, nine, eight, seven).
sedma-burned-trick = Burned! Four { $rank ->
        [ace] aces
        [king] kings
        [queen] queens
        [jack] jacks
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
        [queen] queens
        [jack] jacks
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

## The table's strips, plates, piles and summaries
strip-hand = Hand { $number }
strip-match = Match: { $totals }, { $goal }
strip-last-trick = Last trick (L)
strip-last-trick-hover = Show the last trick taken this hand
last-trick-heading = Last trick
table-stock = Stock: { $count }
plate-cards-dealer = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } · dealer
table-refused-hint = This card cannot be played now: click it to see why
# A card on the table, for screen readers; $winning is "yes" for the card now winning.
trick-card-label = { $card } played by { $person ->
        [you] you
       *[other] { $who }
    }{ $winning ->
        [yes] , winning
       *[no] {""}
    }
trick-winning-tag = winning
# A hand whose cards are face down: whose ($who, $person) and how many ($count).
hand-face-down = { $person ->
        [you] Your hand
       *[other] { $who }'s hand
    }: { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } face down
open-hand-card = { $card } in { $person ->
        [you] your hand
       *[other] { $who }'s hand
    }
summary-hand-over = Hand { $number } is over
summary-match = Match: { $totals } ({ $goal })
summary-match-won = { $won }!
summary-next-hand = Next hand
summary-lesson-goes-on = The lesson goes on in the panel on the right.
summary-show-sheet = Show the score sheet
summary-review = Review my play
summary-review-hover = The review looks at each of your decisions in this hand from what you could see then, against the hint's move, and says which cost points
button-close = Close

## Score sheets and replays
sheet-goal = Goal: { $goal }
sheet-match = Match: { $totals }
sheet-winner = Match winner: { $who }
# A date and time: $day, $month (1 to 12) and $hour as numbers; $mm and $minute two digits.
date-time = { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    } { $year }, { $hh }:{ $minute }
sheet-shared-win = { $who } (a shared win)
sheet-score = Score: { $totals }
sheet-no-points = no points
# What a hand earned, and why: "You & North +2 (all 90 points)".
sheet-result = { $gains } ({ $why })
sheet-empty-hands = No hand has been finished yet.
replay-hand-over = Hand over: { $why }
replay-next = Next: { $who }
replay-stock = Stock
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
        [queen] queens
        [jack] jacks
        [ten] tens
        [nine] nines
        [eight] eights
       *[seven] sevens
    } in a row
sedma-why-burned-hand = burned hand: four { $rank ->
        [ace] aces
        [king] kings
        [queen] queens
        [jack] jacks
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
history-sheet-empty = This match has no finished hand.
## The history page
history-heading = Match history
history-show = Show:
history-all-games = All games
history-player = Player:
history-everyone = Everyone
history-none-yet = No finished matches yet. Matches appear here when they end.
history-newest-first = Newest first. Open a match to see its score sheet and replay its hands.
# $when: when the match ended; $error: what is wrong with it; $file: its file's name.
history-cannot-replay = The match of { $when } cannot be replayed: { $error }. Its file ({ $file }) may have been edited by hand.
# $game: the game's name; $players: seats at the table.
history-match-title = { $game }, { $players } players
# $variants: the variants' names, separated by commas.
history-match-title-variants = { $game } ({ $variants }), { $players } players
# A match in the list: $when it ended, its $title (a history-match-title), how many $hands
# (a hand-count) and its $result.
history-row = { $when } · { $title } · { $hands } · { $result }
# $count hands of a game, as its players call them.
hand-count = { $game ->
        [sedma] { $count ->
            [one] { $count } hand
           *[other] { $count } hands
        }
        [all-fours] { $count ->
            [one] { $count } deal
           *[other] { $count } deals
        }
       *[sevens-from-hell] { $count ->
            [one] { $count } round
           *[other] { $count } rounds
        }
    }
history-back = Back to the list
# $abandoned: yes when the match was left unfinished; $when: when; $result: how it ended.
history-ended = { $abandoned ->
        [yes] Left
       *[no] Finished
    } { $when }: { $result }
# The label before the buttons of a match's hands.
history-hands = { $game ->
        [sedma] Hands:
        [all-fours] Deals:
       *[sevens-from-hell] Rounds:
    }
# $hand: a hand-label, capitalised ("Hand 3").
history-hand-undone = { $hand } (played with undo)
# $hand: a hand-label ("hand 3").
history-watch = Watch { $hand } on the table
history-watch-hover = Step through it move by move on the game's own table, from any seat or with every hand face up
history-copy-record = Copy the hand record
history-copy-record-hover = The deal, every move and the result as plain text
history-record-copied = The hand record was copied: paste it into a message.
history-copy-scenario = Copy as a scenario file
history-copy-scenario-hover = The hand as a scenario for `sevenfold replay`, with its outcome as the expected result
history-scenario-copied = The scenario was copied: paste it into a file ending in .ron.
history-copy-failed = Nothing was copied: { $error }
history-review = Review my play in this hand
history-review-hover = The review looks at each of your decisions from what you could see then, against the hint's move, and says which cost points
history-previous-move = Previous move
history-next-move = Next move
history-move-of = Move { $step } of { $total }
history-keys = (the left and right arrow keys step, Home and End jump)
replay-trick = Trick
replay-no-cards = no cards
# The plain-text record of a hand, to paste into a message.
record-title = Sevenfold hand record
# $title: a history-match-title; $when: when the match ended; $hand: a hand-label; $hands: how many.
record-heading = { $title } · the match of { $when } · { $hand } of { $hands }
# $who dealt ($person: you or other).
record-dealer = { $person ->
        [you] You dealt.
       *[other] { $who } dealt.
    }
record-deal = The deal
record-play = The play
record-result = The result
record-score-after = The score after it: { $totals }
# $hand: a hand-label.
record-no-such-hand = the match has no { $hand }
record-no-score = the hand has no score

## The table's frame: hints, undo, lessons, replays, practice
table-hint = Hint (H)
table-hint-hover = What the normal level would play here, and why
table-hint-thinking = Thinking about your move.
table-undo = Undo (Ctrl+Z)
table-undo-hover = Take back your last decision and the others' replies to it
table-redo = Redo (Ctrl+Shift+Z)
table-redo-hover = Play again the decision you took back, and the replies that followed it
table-no-review = This hand cannot be reviewed.
review-heading = The review of your play
review-moves-counted = Moves are counted from the deal, as the history's replay counts them.
## Hints and the review. An action is named in $form "advice" (the advice itself:
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
hint-nothing = No hint here: there is nothing to decide.
# $action: the advice.
hint-only = Hint: { $action }: it is the only legal move.
# $unit: card-points (Sedma: expected card points by the end of the hand) or points (All
# Fours: points from this deal for the person's side); $value: the points expected.
hint-expected = Hint: { $action }: about { $unit ->
        [card-points] { $value } card points expected by the end of the hand
       *[points] { $value } { $value ->
            [one] point
           *[other] points
        } from this deal for your side
    }.
# $next: the next best choice; $other: what it is expected to bring.
hint-expected-against = Hint: { $action }: about { $unit ->
        [card-points] { $value } card points expected by the end of the hand, against { $other } for { $next }
       *[points] { $value } { $value ->
            [one] point
           *[other] points
        } from this deal for your side, against { $other } for { $next }
    }.
hint-expected-alike = Hint: { $action }: about { $unit ->
        [card-points] { $value } card points expected by the end of the hand
       *[points] { $value } { $value ->
            [one] point
           *[other] points
        } from this deal for your side
    }; { $next } is about as good.
# Every card is known (Sedma's endgame); $points: card points with best play on both sides.
hint-solved = Hint: { $action }: with best play on both sides you finish with { $points } card points.
hint-solved-against = Hint: { $action }: with best play on both sides you finish with { $points } card points, against { $other } for { $next }.
hint-solved-alike = Hint: { $action }: every card is known now, and with best play you finish with { $points } card points whatever you do.
hint-swindle = Hint: { $action }: with best play on both sides this hand is lost, but this line wins it if your opponent replies as a sensible player would.
# A rule of thumb of Sevens from Hell: $why is one of the hell-why messages.
hint-rule = Hint: { $action }: { $why }.
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
# An amount in the review: $unit is card-points or points; $value may have a decimal.
review-amount = { $unit ->
        [card-points] { $value } { $value ->
            [one] card point
           *[other] card points
        }
       *[points] { $value } { $value ->
            [one] point
           *[other] points
        }
    }
review-looking = Reviewing your play…
review-progress = Reviewing your decisions: { $done } of { $total }.
review-lost = The review failed unexpectedly; try again.
review-stopped = The review was stopped.
# $number: the move (from 1) that the rules refuse: the record is damaged.
review-misfit = This hand cannot be reviewed: its move { $number } does not fit the deal.
review-forced = Every move you made in this hand was forced: there was nothing to decide.
# $judged: the person's decisions the expert looked at.
review-clean = The review looked at { $judged ->
        [one] your one decision and would not change it
       *[other] your { $judged } decisions and would not change any of them
    }. Well played.
# $changed of $judged decisions would be changed; $exact: yes when every card was known;
# $cost: a review-amount; $error: the total's 95 % margin, a number; $margin: yes when it is
# shown (not 0).
review-changed = The review would change { $judged ->
        [one] your one decision; it cost
       *[other] { $changed ->
            [one] one of your { $judged } decisions; it cost
           *[other] { $changed } of your { $judged } decisions; together they cost
        }
    } { $exact ->
        [yes] exactly { $cost }.
       *[no] about { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }.
    }
# $step: the move, counted from the deal; $played and $best: choices; $error: the half-width of
# the cost's 95 % interval, a number in the cost's unit; $margin: yes when it is shown (not 0).
review-finding = Move { $step }: { $played } cost { $exact ->
        [yes] exactly { $cost }; { $best }, as the hint says, was better (every card was known).
       *[no] about { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }; { $best }, as the hint says, was better.
    }
review-show = Show
review-measure = Each cost is measured against the hint's move from the same position: how much less your side could expect by the end of the hand, played out both ways on the same sampled deals; ± is the 95 % margin, and only costs clear of it are told.
# $won: a match-won sentence.
table-match-won-again = { $won }. Start a new game to play again.
table-match-is-over = The match is over.
undo-nothing = There is no decision of yours to take back now.
undo-done = You took back your last decision.
undo-done-hot-seat = The last decision was taken back.
redo-done = You played your decision again.
redo-done-hot-seat = The decision was played again.
refuse-match-over = The match is over: start a new game to play again.
refuse-summary-open = This one is over: close the summary to go on.
refuse-wait-turn = Please wait: it is { $who }'s turn.
refuse-cards-moving = One moment: the cards are still moving.
bot-stopped = A computer player stopped working; a random legal move was made for it.
bot-illegal-move = { $who } tried a move the rules do not allow; a random legal move was made instead.
lesson-move-broken = The lesson's move "{ $text }" cannot be played: { $reason }
lesson-started = Lesson: { $title }
lesson-read-step = Read the step in the lesson panel, then press Next.
lesson-read-first = Read the step, then press Next.
lesson-over-say = The lesson is over: play a real game, or go back to the lessons.
puzzle-over-say = The puzzle is solved: play a real game, or go back to the puzzles.
lesson-kind-lesson = Lesson
lesson-kind-puzzle = Practice puzzle
lesson-step-of = Step { $step } of { $steps }
lesson-next = Next
lesson-done = Well done: the lesson is over.
puzzle-solved = Well done: puzzle solved.
lesson-remember = What to remember:
lesson-play-real = Play a real game now
lesson-restart = Restart the lesson
lesson-back = Back to the lessons
puzzle-again = Try the puzzle again
puzzle-back = Back to the puzzles
watch-next = Next: { $who }. Next move (or the right arrow key) shows what { $person ->
        [you] you
       *[other] { $who }
    } did.
watch-refuse = This is a replay: Next move plays the move that was made here.
watch-back = Back to the history
watch-title = Replay of { $title }
watch-previous = Previous move
watch-next-move = Next move
watch-move-of = Move { $done } of { $total }
watch-keys = (the arrow keys step, Home and End jump)
watch-seen-from = Seen from:
watch-face-up = All cards face up
# $hand: the hand's name with its number ("hand 3").
practice-strip = Practice: { $hand } again from its deal. Nothing here is saved or counted.
practice-again = Deal it again
practice-back = Back to the match
cover-score = The score: { $totals }

# The rules pages in English, for i18n/en.ftl: the page around the rules, then each game's
# rules, one message per heading, paragraph or bullet, in the order the page shows them.
# Rules marked "House choice" are this app's decisions on questions the traditional rules leave open.

## Rules: the page

rules-page-heading = How to play
rules-page-lessons = Learn by playing: the lessons
rules-page-house-note = Rules marked "House choice" are questions the traditional rules leave open; this is how Sevenfold settles them.
rules-page-house-tag = House choice
rules-page-pack = The pack
rules-page-german = German suits
rules-page-french = French suits
rules-page-german-pack = German pack: hearts, bells, acorns and leaves; Ace, King, Ober (O), Unter (U), 10, 9, 8, 7.
rules-page-french-pack = French pack: hearts, diamonds, clubs and spades; Ace, King, Queen, Jack, 10, 9, 8, 7.

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

## The history's results
history-gave-up-at = { $who } gave up at { $totals }
# $how: won, lost, gave-up or abandoned; then the person's score and the best other.
history-my-result = { $how ->
        [won] won
        [lost] lost
        [shared] shared the win at
        [gave-up] gave up at
       *[abandoned] abandoned at
    } { $mine } : { $best }
history-abandoned-at = abandoned at { $totals }
table-match-over-result = { $won } ({ $totals })


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
    } in hand · { $taken ->
        [yes] foot picked up
       *[no] foot { $foot }
    }
hell-to-play = to play
hell-more-below = More below: scroll
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
# An unfinished book: $kind is hell-kind in the genitive, $count its cards of $size; $clean
# is "yes" or "no".
hell-book-label = Book of { $kind }: { $count } of { $size }, { $clean ->
        [yes] clean
       *[no] dirty
    }
hell-book-add = { $book }. Add the picked cards
# A book's full caption, shown on hover: $kind is hell-kind in the genitive.
hell-book-caption = { $kind } { $count }/{ $size } { $clean ->
        [yes] clean
       *[no] dirty
    }
# An unfinished book's caption under its fan, short (the cards show the kind): $count of
# $size cards, $clean is "yes" or "no".
hell-book-caption-short = { $count }/{ $size } · { $clean ->
        [yes] clean
       *[no] dirty
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
hell-picked = Picked: { $cards }. Meld them as books, click one of your team's books to add them there, or discard a single card.
hell-pick-help = Click a card in your hand (or press its number, 1 to 9 and 0) to pick one copy, again for the next; double-click, right-click or Shift with the number picks every copy.
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


## All Fours at the table
# $suit is a suit's word ("hearts"), $card a card's name; $person, $dealer_person and the like
# are "you" or "other" for a seat, and "you", "you-and", "one" or "many" for a side.

all-fours-goal-target = first to { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
all-fours-goal-single = one deal: the most points
all-fours-deal = Deal { $number }
all-fours-deal-over = The deal is over.
all-fours-deal-over-heading = Deal { $number } is over
all-fours-next-deal = Next deal
sedma-resumed = Hand { $number } goes on where it stopped.
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

## Files, players and the shared screen
# A file could not be read or written; $what says which and $error why.
store-problem = { $what ->
        [settings-read] The settings could not be read, so the defaults are used and not saved
        [players-read] The player list could not be read
        [saved-read] The saved match could not be read
        [saved-resume] The saved match could not be resumed
        [saved-remove] The saved match could not be removed
        [finished-record] The finished match could not be recorded
        [abandoned-record] The abandoned match could not be recorded
        [given-up-record] The match you gave up could not be recorded
        [players-save] The player list could not be saved
        [settings-save] The settings could not be saved
        [match-save] The match could not be saved
        [history-read] The history could not be read
        [lessons-read] The lessons you finished could not be read
        [lesson-save] That the lesson was finished could not be saved
        [stats-read] The statistics could not be read
       *[stats-reset] The statistics could not be reset
    }: { $error }
# What a kind of file is called, inside a sentence about it.
file-kind = { $kind ->
        [settings] the settings
        [players] the player list
        [saved] the saved match
        [record] a match record
        [lessons] the record of finished lessons
        [stats-marker] the record of statistics resets
       *[stats-backup] a backup of the statistics
    }
# What was wrong with a file.
file-problem-large = it is larger than { $mib } MiB, the limit for these files
file-problem-empty = it is empty
file-problem-not-text = it is not text (a bad byte at offset { $offset })
# $detail: where and what, in the words of the program that reads the file (in English).
file-problem-unreadable = its contents do not fit ({ $detail })
file-problem-newer = it was written by a newer Sevenfold (file format { $found }; this one reads up to { $supported }); update Sevenfold to use it
# A damaged file: $file, what it holds ($what), what was wrong ($problem), where it was moved ($kept).
file-warning-moved = { $file } ({ $what }) could not be read: { $problem }; it was kept as { $kept }
file-warning-skipped = { $file }: { $problem }; it was left untouched and skipped
# Why reading or writing a file failed.
store-error-no-home = no folder for settings and saved games was found (is there a home folder?); set { $env } or start Sevenfold with --data-dir FOLDER
store-error-io = { $path }: { $reason ->
        [missing] it does not exist
        [denied] permission denied
        [full] the disk is full
        [read-only] the disk is read-only
       *[other] { $detail }
    }; check that the folder exists and that you may write to it
store-error-newer = { $path } was written by a newer Sevenfold (file format { $found }; this one reads up to { $supported }); it was left untouched: update Sevenfold to use it
store-error-encode = { $what } could not be written ({ $detail })
store-error-replay = the moves kept for match { $id } cannot be replayed ({ $detail })
store-error-unknown-match = there is no match { $id } in the history
store-error-ambiguous-match = “{ $prefix }” fits several matches ({ $ids }); give more of the id
store-error-no-such-hand = match { $id } has { $count ->
        [one] one hand
       *[other] { $count } hands
    }; there is no hand { $hand }
store-error-duplicate = match { $id } is already in the history
stats-reset-no-folder = No data folder is open, so there is nothing to reset.
# $backup: the file the old figures are kept in.
stats-reset-done = Statistics were reset. The figures as they were are kept in { $backup }
# A recorded hand watched on the table: $when the match ended, $hand a hand-label.
watch-match = the match of { $when }, { $hand }
undo-failed = This cannot be taken back: { $error }
replay-move-failed = This move cannot be replayed: { $error }
# The cover over a shared screen between turns; $name is the person to sit down.
cover-pass-to = Pass to { $name }
cover-ready = { $name }, click when you are ready: your cards will show. The others should look away.
cover-show = I am { $name }: show my cards
seats-no-person = choose a person for at least one seat
seats-twice = { $name } sits in two seats; choose another player for one of them
# The name of a person who has not given one yet; $number counts the players.
profile-stand-in = Player { $number }
profile-list-full = the player list is full; merge players you no longer need
profile-unknown = there is no such player
profile-merge-same = choose two different players to merge
profile-name-empty = type a name
# $most: the longest name allowed.
profile-name-long = a name may have at most { $most } letters; shorten it
profile-name-control = a name cannot hold line breaks or tabs
profile-name-taken = another player is already called { $name }; choose another name
