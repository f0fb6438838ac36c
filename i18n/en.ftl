# Sevenfold's words in English: the source the Czech and Polish files translate.
# Every message the window shows is here; `t!("id", name = value)` in the code fills the
# { $name } placeholders. Ids are grouped by the screen that shows them.

## Cards

# A rank on its own. $pack is german or french; $case (nom, acc, gen, ins) matters in the
# languages that decline. .gender tells the suit's word how to agree with the rank.
rank-word = { $rank ->
        [two] 2
        [three] 3
        [four] 4
        [five] 5
        [six] 6
        [seven] 7
        [eight] 8
        [nine] 9
        [ten] 10
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
variant-sevens-from-hell-steep-minimums = steep meld minimums
variant-sevens-from-hell-red-threes-500 = costly threes (red 500, black 300)
variant-sevens-from-hell-red-threes-only = costly red threes (red 500, black 5)
variant-sevens-from-hell-big-books = big book bonuses
variant-sevens-from-hell-manual-foot = claim your own foot
variant-sevens-from-hell-sevens-discardable = sevens may go once a sevens book is closed
variant-sevens-from-hell-end-on-empty-deck = the round ends with the first empty deck

## The menu bar

menu-games = Games
menu-new-game = New game
menu-table = Table
menu-learn = Learn
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
button-start-lesson = Start the lesson
button-start-new-game = Start new game
button-use-next-game = Use them next game

## Questions before something ends

dialog-new-game = Start a new game?
dialog-new-game-text = A match is being played. Starting a new game ends it; the history keeps it as abandoned.
dialog-lesson = Start the lesson?
dialog-lesson-text = A match is being played. Starting a lesson ends it; the history keeps it as abandoned.
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
