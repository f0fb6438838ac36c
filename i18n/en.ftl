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
settings-size-percent = { $percent } %
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
