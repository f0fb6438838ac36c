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
# Another window has the data folder: what this one is for.
shared-heading = Sevenfold is already open in another window
shared-text = Play your matches there: only one window keeps your matches, history, statistics and settings. Here you can read the rules, do lessons and puzzles, and look at the history and statistics.
shared-take-over = Use this window instead
shared-take-over-hover = Once the other window is closed, this one keeps your matches, history and settings
shared-still-open = Sevenfold is still open in the other window: close it first, then try again.
shared-no-change = Sevenfold is open in another window: make this change there.
shared-play-hover = Matches are played in the other window
shared-settings-note = Sevenfold is open in another window, which keeps the settings: changes made here last until this window closes.
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
level-easy-describe = plays like a beginner, by rules of thumb and with a beginner's mistakes
level-normal-describe = plays sensibly by rules of thumb, without a beginner's mistakes
# What the expert level does; in some games it does more than search.
level-expert-describe = weighs its choices on many possible deals before each move; in Sedma it also reads what the others' play says about their cards, expects sensible replies while their play looks sensible, and once a two-player stock is gone plays perfectly, or, when best play cannot save the hand, the line a sensible opponent gets wrong

## The settings page

settings-intro = Once applied, the language, the size of text and cards, the table's look, the animation speed and the computer opponents change at once, in a running match too. The game options apply to the next game; if a match is running you are asked first.
settings-apply = Apply
settings-language = Language
settings-language-hint = The language changes at once. Following the system uses the language your computer is set to, when Sevenfold speaks it, and English otherwise.
settings-size = Size of text and cards
settings-size-fit = Fit the window
percent-value = { $percent }%
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
settings-look-preview = { $cloth } cloth with { $back } backs, and the 10 of diamonds and the king of clubs { $four ->
        [yes] in four colours
       *[no] in two colours
    }
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

## Statistics

stats-reset = Reset statistics…
stats-chart-results-title = Matches won over the last { $window }, in %
stats-chart-results-line = Share of matches won
stats-chart-results-point = After match { $number }: { $percent }%
stats-chart-results = Chart of the share of matches won over the last { $window } matches, after each match: { $shares }%.
stats-chart-points-bar = { $range }: { $hands }
stats-chart-points = { $what }, as a chart: { $counts }.
stats-chart-range = { $low } to { $high }
stats-chart-against-title = Matches won, by who sat at the table, in %
stats-chart-against-bar = { $against }: { $won } of { $matches }
stats-chart-against = Chart of the matches won by seating: { $each }.
stats-against-level = Computers ({ $level })
stats-against-mixed = Mixed computers
stats-against-people = People
stats-against-people-and-computers = People and computers
stats-with-partner = { $against }, { $partner ->
        [person] partnered by a person
       *[computer] partnered by a computer
    }
stats-show-game = Show:
stats-all-games = All games
stats-show-period = Count:
stats-period = { $period ->
        [year] the last 12 months
        [month] the last 30 days
        [week] the last 7 days
       *[all] all matches
    }
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

## The table's strips, plates, piles and summaries
strip-hand = Hand { $number }
strip-match = Match: { $totals }, { $goal }
strip-last-trick = Last trick (L)
strip-last-trick-hover = Show the last trick taken this hand
last-trick-heading = Last trick
table-stock = Stock: { $count }
# A seat's plate as a screen reader reads it: $name and what the plate says under it.
seat-plate = { $name }: { $detail }
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
# The score sheet's charts. $side names a side ("You & North"), $hand a hand ("Hand 3").
chart-side-totals = { $side }: { $totals }
chart-score = Chart of the match score: { $lines }.
chart-score-target = Chart of the match score: { $lines }. Reaching { $target } wins the match.
chart-start = Start
chart-at-hand = { $hand }: { $totals }
chart-target = Target { $target }
chart-now = Being played
chart-bar = { $hand }, { $side }
chart-bars-order = In each round, the bars from left to right: { $sides }
chart-item = { $item } { $points }
chart-no-items = nothing
chart-hand-items = { $hand }: { $sides }
chart-items = Chart of each round's score items: { $hands }.
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

## Sedma's action bar
history-sheet-empty = This match has no finished hand.
## The history page
history-heading = Match history
history-show = Show:
history-all-games = All games
history-player = Player:
history-everyone = Everyone
history-none-yet = No finished matches yet. Matches appear here when they end.
history-newest-first = Newest first. Open a match to see its score sheet and replay its hands.
history-page = Matches { $first }–{ $last } of { $total }
history-newer = Newer matches
history-older = Older matches
# The history files of earlier versions are being brought into the database.
history-importing = Bringing the history of earlier versions into its database: { $done } of { $total } files. The lists and figures grow as they come in.
# $when: when the match ended; $error: what is wrong with it; $file: its file's name.
history-cannot-replay = The match of { $when } cannot be replayed: { $error }. Its file ({ $file }) may have been edited by hand.
# $game: the game's name; $players: seats at the table.
history-match-title = { $game }, { $players } players
# $variants: the variants' names, separated by commas.
history-match-title-variants = { $game } ({ $variants }), { $players } players
# A match in the list: $when it ended, its $title (a history-match-title), how many $hands
# (a hand-count) and its $result.
history-row = { $when } · { $title } · { $hands } · { $result }
history-back = Back to the list
# $abandoned: yes when the match was left unfinished; $when: when; $result: how it ended.
history-ended = { $abandoned ->
        [yes] Left
       *[no] Finished
    } { $when }: { $result }
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
table-hint-hover = A good move here, and why it is good
table-hint-thinking = Thinking about your move.
table-undo = Undo (Ctrl+Z)
table-undo-hover = Take back your last decision and the others' replies to it
table-redo = Redo (Ctrl+Shift+Z)
table-redo-hover = Play again the decision you took back, and the replies that followed it
table-no-review = This hand cannot be reviewed.
review-heading = The review of your play
review-moves-counted = Moves are counted from the deal, as the history's replay counts them.
## "Play the 7 of hearts") or "choice" (one choice among others: "playing the 7 of hearts").
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
# $changed of $judged decisions would be changed. Their costs are told one by one, not added:
# each is measured from its own position.
review-changed = The review would change { $judged ->
        [one] your one decision.
       *[other] { $changed ->
            [one] one of your { $judged } decisions.
           *[other] { $changed } of your { $judged } decisions; the costliest comes first.
        }
    }
# $decision: which of the person's decisions (from 1); $step: the move, counted from the deal;
# $played and $best: choices; $error: the half-width of the cost's 95 % interval, a number in
# the cost's unit; $margin: yes when it is shown (not 0).
review-finding = Your decision { $decision } (move { $step }): { $played } cost { $exact ->
        [yes] exactly { $cost }; { $best }, as the hint says, was better (every card was known).
       *[no] about { $cost }{ $margin ->
            [yes] {" "}(± { $error })
           *[no] {""}
        }; { $best }, as the hint says, was better.
    }
review-show = Show
review-measure = Each cost is measured against the hint's move from the same position: how much less your side could expect by the end of the hand, played out both ways on the same sampled deals; ± is the 95 % margin, and only costs clear of it are told.
# $won: a match-won sentence.
table-match-won-again = { $won }. Play again with the same players, or start a new game.
summary-play-again = Play again
summary-play-again-hover = A new match with the same players and rules
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

## The history's results
history-gave-up-at = { $who } gave up at { $totals }
# The score in a history row: two sides as "mine : theirs"; three or more by name.
history-score-two = { $mine } : { $best }
history-score-many = ({ $totals })
# $how: won, lost, gave-up or abandoned; $score: a history-score-two or history-score-many.
history-my-result = { $how ->
        [won] won
        [lost] lost
        [shared] shared the win at
        [gave-up] gave up at
        [ended] ended by the host at
       *[abandoned] abandoned at
    } { $score }
history-abandoned-at = abandoned at { $totals }
table-match-over-result = { $won } ({ $totals })

## All Fours at the table
# $suit is a suit's word ("hearts"), $card a card's name; $person, $dealer_person and the like
# are "you" or "other" for a seat, and "you", "you-and", "one" or "many" for a side.

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
        [take-over] This window could not take over the data folder
        [lock] The data folder could not be locked, so a second Sevenfold window would not know that this one is open
        [stats-read] The statistics could not be read
        [stats-export] The statistics could not be saved as CSV
        [history-export] The history could not be saved as CSV
        [history-import] The history of earlier versions could not be brought into its database
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
        [history-database] the history database
       *[stats-backup] a backup of the statistics
    }
# What was wrong with a file.
file-problem-large = it is larger than { $mib } MiB, the limit for these files
file-problem-empty = it is empty
file-problem-not-text = it is not text (a bad byte at offset { $offset })
# $detail: where and what, in the words of the program that reads the file (in English).
file-problem-unreadable = its contents do not fit ({ $detail })
file-problem-newer = it was written by a newer Sevenfold (file format { $found }; this one reads up to { $supported }); update Sevenfold to use it
file-problem-recorded = its match { $id } is already in the history
file-problem-importing = the window that has the data folder open is still bringing these match files into its database; the matches not yet brought in are left out
# A damaged file: $file, what it holds ($what), what was wrong ($problem), where it was moved ($kept).
file-warning-moved = { $file } ({ $what }) could not be read: { $problem }; it was kept as { $kept }
file-warning-skipped = { $file }: { $problem }; it was left untouched and skipped
# A saved match ended in another window: $kept is where its moves were kept.
file-warning-recorded = The saved match { $id } was not offered for resuming: the history already records it (it was left or given up earlier). The save was kept as { $kept }
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
store-error-database = { $path }: the history database could not be used ({ $detail })
store-error-in-use = { $dir } is in use by another Sevenfold window, so nothing was written; close that window and try again
stats-reset-no-folder = No data folder is open, so there is nothing to reset.
# $backup: the file the old figures are kept in.
stats-reset-done = Statistics were reset. The figures as they were are kept in { $backup }
export-csv = Export as CSV
export-csv-stats-hover = Saves, as a spreadsheet file (CSV), every hand the statistics count, of every player and game, a row per hand
export-csv-history-hover = Saves, as a spreadsheet file (CSV), every hand of every match in the history, a row per hand
export-done = Saved as { $path }
export-no-folder = No data folder is open, so there is nothing to export.
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
# Playing with friends on other computers.
menu-friends = With friends
start-friends = Play with friends
start-friends-hover = Host a table for friends on other computers, or join theirs
friends-heading = Play with friends
friends-intro = Play Sedma, All Fours or Sevens from Hell with friends on other computers. One of you hosts the table on their computer; the others join it with the host's address and the table's code. Computer players can take the seats nobody takes.
friends-name = Your name at the table
friends-name-missing = Type the name your friends will see at the table.
friends-join-heading = Join a friend's table
friends-address = Host's address
friends-address-hover = The address and port the host gives you, such as 192.168.1.20:7878
friends-code = Table code
friends-join = Join the table
friends-join-missing = Type the host's address and the table's code.
friends-host-heading = Host a table
friends-game = Game:
friends-port = Port
friends-port-bad = { $port } is not a port: give a number from 1 to 65535, such as 7878.
# $port: the port asked for; $reason: the system's words.
friends-host-failed = The table cannot be hosted on port { $port }: { $reason }. Choose another port.
friends-host = Host the table
friends-internet = Friends on your home network use your address shown once the table is open. Across the internet, they need your public address, and your router must forward the port to this computer.
friends-seat-you = you
friends-seat-friend = a friend
# $level: easy, normal or expert, as the level's button says it.
friends-seat-computer = computer ({ $level })
friends-seat-open = open: waiting for a friend to join
friends-seat-away = { $name } (away: the line was lost)
friends-connecting = Connecting to { $place }…
friends-table = Table { $code }
friends-tell-port = Your friends join with this computer's address, port { $port }, and the code { $code }.
# $address: host:port as friends type it.
friends-tell = Your friends join with the address { $address } and the code { $code }.
friends-joined = You are at the table on { $place }.
friends-start = Start the match
friends-start-wait = A seat is still open: wait for your friends to join, or leave and host the table again with a computer player in that seat
friends-wait-host = The host starts the match once everybody is seated.
friends-leave = Leave the table
net-strip = Playing with friends at table { $code } on { $place }
# $away: who lost their line, as a list.
net-strip-away = Playing with friends at table { $code } on { $place }. { $away } { $count ->
    [one] is away; the table waits for them to come back.
   *[other] are away; the table waits for them to come back.
}
net-strip-closed = The line to the table is gone: { $reason }
net-leave = Leave the table
net-waiting = That move is on its way to the table.
net-refused = The table says: { $reason }
net-line-back = The line to the table is back.
net-line-closed = The line to the table is gone: { $reason }
net-unreadable = The table sent something this version cannot read: { $reason }
net-no-state = The table has not sent the match yet; try joining again.
friends-seats = Seats
friends-hosting-on = Tables are hosted on this computer's port { $port }.
friends-here = On this computer
friends-on-server = On a table server
friends-server = at
friends-server-hover = The address and port of a computer running sevenfold serve, such as 203.0.113.5:7878
friends-server-missing = Type the table server's address, or host on this computer.
net-record-failed = The match is over, but its record could not be read back, so it is not in your history: { $reason }
net-strip-away-played = Playing with friends at table { $code } on { $place }. { $away } { $count ->
    [one] is away; a computer player takes the seat until they are back.
   *[other] are away; computer players take the seats until they are back.
}
friends-at-table = You are at a table with friends. To join or host another, go back to it first and press “Leave the table” on the strip above the cards.
dialog-leave-friends = Leave the table?
dialog-leave-friends-text = The match goes on at the table without you: your seat waits for you, or a computer player takes it if the host chose so. You can sit down again from the Play with friends page while this window is open.
dialog-leave-friends-button = Leave
net-unreachable = Nobody answers at { $place }: check the address and the port, and that the table is hosted there.
net-why-no-table = No table has the code { $code }: check it with the host.
net-why-too-many-codes = Too many codes that fit no table: wait a minute, and check the code with the host.
net-why-seats-taken = Every seat at this table is taken.
net-why-no-seat = Your seat at this table is no more: the table was closed or forgotten.
net-why-seat-waits = The match has started: your seat waits for you to come back.
net-why-not-host = Only the host starts the match.
net-why-started = The match has started already.
net-why-seat-open = A seat is still open: wait for your friends to join.
net-why-not-started = The match has not started yet.
net-why-version = The table speaks protocol { $server } and this window { $client }: use the same version of Sevenfold as the host.
net-why-host-closed = The host closed the table before the match began.
net-why-name-empty = Give a name to sit down with.
net-why-name-bad = A name has at most { $most } characters, without invisible ones or ones that turn the text's direction.
net-why-name-taken = Another player at this table already has that name: choose another.
net-why-options = These options are outside the rules the server plays: choose them again.
net-why-too-many-tables = You have { $most } tables open on this server already: close one before you open another.
net-why-seat-elsewhere = Your seat is held by another connection (your program in another window or on another computer).
net-why-seated-already = You already have a seat at this table.
# The seats the person holds at tables, offered after a restart. $game: the game's name.
friends-back-with = Back to your table with { $host } ({ $game }, { $code })
friends-back-own = Back to the table you host ({ $game }, { $code })
friends-kept-error = Your seats at tables could not be remembered: { $reason }
friends-ask = Ask the host for my seat
friends-ask-hover = Lost your seat's program, or playing from another computer? Type your name as the table knows it, the address and the code: the host sees your request and can give you your seat back.
friends-asking = Asking the host at { $place } for your seat…
friends-away = When a friend is away:
friends-away-wait = the table waits for them
friends-away-now = a computer plays for them at once
friends-away-after = { $minutes ->
    [one] a computer plays for them after a minute
   *[other] a computer plays for them after { $minutes } minutes
}
friends-remove = Remove { $name }
friends-asks = { $name } asks for their seat back.
friends-allow = Give { $name } the seat
friends-refuse = Refuse
net-removed = The host removed you from the table.
net-ended = The host ended the match.
net-paused = The host has paused the match.
net-paused-you = You have paused the match: go on with it from Table controls.
net-seat-open = { $who }'s seat waits for someone to join with the code.
net-away-computer-in = { $who } is away: a computer player takes the seat if they are not back within { $seconds ->
    [one] a second.
   *[other] { $seconds } seconds.
}
net-away-waits = { $who } is away; the table waits for them.
net-away-played = A computer player plays for { $who } while they are away.
net-table-menu = Table controls
net-give = Let a computer play for { $who }
net-give-back = Wait for { $who } again
net-remove = Remove { $who }
net-remove-computer = A computer player ({ $level }) takes the seat
net-remove-open = The seat waits for someone new
net-pause = Pause the match
net-resume = Go on with the match
net-end = End the match for everybody
net-why-not-away = That player is at the table and plays their own seat.
net-why-not-a-person = No friend sits at that seat.
net-why-paused = The host has paused the match.
net-why-over = The match is over.
net-why-no-name = Nobody of that name sits at this table: type your name as the table knows it.
net-why-host-away = The host is not at the table to give you your seat: try again when they are.
net-why-asked-already = Someone has asked for that seat already: wait for the host's answer.
net-why-ask-refused = The host did not give you that seat.
net-why-grace = A friend away can be waited for at most { $most } seconds.
net-why-no-ask = Nobody is asking for that seat now.
# One line with the table's address and code; a friend pastes it into the address field.
friends-invitation = Invitation: { $invitation }
friends-copy-invitation = Copy invitation
# The window's title when it is the person's turn at a table with friends and the window is not in front.
title-your-turn = Your turn – Sevenfold
net-again-hover = Another match at the same seats with the same options: your friends say whether they play it.
net-again-wait = When the host offers another match, you can sit down again here.
friends-seat-pending = { $name }: has not said yet whether they play again
net-why-not-back = A friend has not said they play again yet: wait for them, or remove them.
net-why-no-again = The host offers another match once this one is over.
chat-button = Chat
chat-button-unread = Chat ({ $count } new)
chat-field = Message
chat-send = Send
chat-phrases = Quick phrases
chat-mute = Mute
chat-you = You
chat-line = { $name }: { $text }
chat-phrase-hello = Hello!
chat-phrase-good-luck = Good luck!
chat-phrase-well-played = Well played!
chat-phrase-good-game = Good game!
chat-phrase-thanks = Thanks!
chat-phrase-one-moment = One moment, please.
chat-phrase-sorry = Sorry!
net-why-chat-bad = Say one thing: a message of at most { $most } characters that all show, or a quick phrase.
net-why-chat-slow = You have said a lot just now: wait a few seconds.
net-strip-away-soon = Playing with friends at table { $code } on { $place }. { $away } { $count ->
    [one] is away.
   *[other] are away.
}
friends-watch = Watch the table
friends-watch-hover = See the match as every player sees it, without a seat and without anybody's cards
friends-watchable = Others may watch the table (they see no cards in anyone's hand)
friends-watching = You watch the table on { $place }; the match shows here once the host starts it.
net-strip-watching = Watching table { $code } on { $place }: no cards in anyone's hand are shown.
net-watching-turn = { $who } is to play.
net-why-no-watching = The host lets nobody watch this table.
net-why-too-many-watchers = { $most } people watch this table already, the most it takes.
