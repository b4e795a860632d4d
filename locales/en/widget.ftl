# Bao Kitabu widgets: buttons, labels, status lines.
# Pit names (A5, b12) and move notation (A7<, a5>+) are never translated.
# Variables named $pit, $move, $kichwa hold such names.

## Games (the notation's first field).
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## Sides. $side is "south" or "north".
side-name = { $side ->
    [south] South
   *[north] North
}

## Directions from the mover's point of view. $dir is "left" or "right".
dir-name = { $dir ->
    [left] left
   *[right] right
}

## Status line under the board.
# $side: "south" or "north".
status-to-move = { $side ->
    [south] South to move
   *[north] North to move
}
# While a move is being sown (seeds in hand). $side: "south" or "north".
status-moving = { $side ->
    [south] South is moving
   *[north] North is moving
}
status-stage-namua = Namua stage
status-stage-mtaji = Mtaji stage
# $count: seeds in the store (in hand) of $side ("south" or "north").
status-store = { $side ->
    [south] South's store
   *[north] North's store
}: { $count }
# $count: seeds captured by $side (Bao Kingulu).
status-captured = { $side ->
    [south] Captured by South
   *[north] Captured by North
}: { $count }
# $count: seeds being sown (in the player's hand) during an animation.
status-in-hand = { $count ->
    [one] { $count } seed in hand
   *[other] { $count } seeds in hand
}
# $side: the winner ("south" or "north"); $rule: the rule number (K29, K30, M6, G8).
status-winner = { $side ->
    [south] South wins
   *[north] North wins
} ({ $rule })
# $rule: M7 or G8.
status-draw = Draw ({ $rule })

## Pit labels read by screen readers.
# $pit: the pit name; $count: seeds in it; $kind: "nyumba", "kichwa", "kimbi" or "plain";
# $state: "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] , nyumba
    [kichwa] , kichwa
    [kimbi] , kimbi
   *[plain] {""}
}, { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}{ $state ->
    [takasia] , under takasia
    [reserved-south] , reserved by South
    [reserved-north] , reserved by North
    [last] , last seed
    [captured] , captured
    [hand] , seeds in hand
   *[none] {""}
}
# Accessible name of the board. $game: the game's name.
board-label = { $game } board
# Accessible names of the stores shown beside the board.
store-label = { $side ->
    [south] South's store
   *[north] North's store
}

## Buttons and controls.
btn-flip = Flip board
    .title = Show the board from the other side
btn-labels = Pit names
    .title = Show or hide the names of the pits
btn-start = Start
    .title = Go to the start
btn-end = End
    .title = Go to the end
btn-play = Play
    .title = Play the animation
btn-pause = Pause
    .title = Pause the animation
btn-back-seed = ◀ Seed
    .title = One step back
btn-next-seed = Seed ▶
    .title = One step forward
btn-back-lap = ◀◀ Lap
    .title = Back to the end of the previous lap
btn-next-lap = Lap ▶▶
    .title = Forward to the end of this lap
btn-back-move = |◀ Move
    .title = Back to the previous move
btn-next-move = Move ▶|
    .title = Forward to the end of this move
label-speed = Speed
btn-undo = Undo
btn-redo = Redo
btn-new-game = Restart
btn-share = Copy share link
btn-copy-position = Copy position
btn-open-play = Open in play mode
btn-open-step = Open in step mode
btn-check = Check
btn-hint = Hint
btn-retry = Try again
btn-reset = Reset progress
btn-cancel = Cancel
# A sub-choice asked during a move. $dir: "left" or "right"; $kichwa: the kichwa pit.
choice-dir = Sow to the { $dir ->
    [left] left
   *[right] right
}
choice-kichwa = Enter at kichwa { $kichwa }
choice-safari = Play the house (safari)
choice-stop = Stop in the house
# Shown above the choice buttons. $pit: the pit clicked.
choice-prompt = { $pit }: choose how to play
copied = Copied.
copy-failed = Could not copy; select the text and copy it by hand.

## Move list and narration.
moves-title = Moves
moves-none = No moves yet.
# $side: "south" or "north".
narrate-start = Start position. { $side ->
    [south] South to move.
   *[north] North to move.
}
# $number: the move number (1, 2...); $move: the move in notation; $text: the event narration.
narrate-move = { $number }. { $move }: { $text }
# $side: the player to move now ("south" or "north").
narrate-your-turn = { $side ->
    [south] South to move.
   *[north] North to move.
}
# $move: the move played.
narrate-played = Played { $move }.
# $move: the move; $text: why it is illegal (one of the illegal-* messages).
narrate-illegal = { $move } is not legal: { $text }
# $pit: the pit clicked; $text: why no move starts there.
narrate-no-move = No move starts at { $pit }: { $text }
# $count: number of events of the move; $step: the current event.
step-position = Step { $step } of { $count }

## Editor.
edit-title = Position editor
edit-game = Game
edit-to-move = Side to move
edit-stores = Stores (South, North)
edit-captured = Captured (South, North)
edit-nyumba-south = South owns the nyumba
edit-nyumba-north = North owns the nyumba
edit-takasia = Takasia pit
edit-takasia-none = none
edit-reserved = Reserved holes (e.g. a3=S,A5=N)
edit-position = Position
edit-help = Click a pit to add a seed, Shift+click or right-click to take one, or focus it and type a number, + or -.
edit-valid = The position is valid.
# $total: seeds on the board and in the stores; $expected: the game's total.
edit-seed-total = { $total } of { $expected } seeds placed.

## Errors shown in place of a widget's content.
# $text: the reason (a parse-* or illegal-* message).
error-position = This position cannot be read: { $text }
# $number: the move's number in the list; $move: the move as written; $text: the reason.
error-move = Move { $number } ({ $move }) cannot be played: { $text }
error-mode = Unknown widget mode “{ $mode }” (view, step, play, edit, exercise, record, drill, score, map, review).
# $key: a widget setting (flip, labels, computer...); $value: its bad value.
error-value = The widget has a bad value “{ $value }” for “{ $key }”.
# $key: a setting the widget's mode needs (e.g. goal).
error-missing = The widget needs a “{ $key }” setting.
# $key: a setting; $mode: the widget's mode (view, step, play, edit, exercise).
error-not-for-mode = The setting “{ $key }” is not for mode “{ $mode }”.
# $drill: a drill kind (legal-moves, last-seed...); $game: a game's name.
error-drill-game = The drill “{ $drill }” is not for { $game }.
error-shown-start = The start position is shown instead.
# Share links (play.html#...). $key: the unknown key.
fragment-unknown-key = The link has an unknown part “{ $key }”.
fragment-bad-encoding = The link is damaged (bad %-encoding).
# $value: the bad value; $key: its key.
fragment-bad-value = The link has a bad value “{ $value }” for “{ $key }”.
fragment-title = This shared link could not be opened.

## Mode names (shown as the widget's caption for screen readers).
mode-view = Board
mode-step = Step-by-step replay
mode-play = Free play
mode-edit = Position editor
mode-exercise = Exercise
mode-drill = Drill
mode-score = Test score
mode-map = Course map
mode-review = My mistakes
# $limit: the longest link, in kilobytes.
fragment-too-long = The link is too long (at most { $limit } KB).
# $limit: the longest id, in bytes.
embed-bad-id = The link's id must be one line of at most { $limit } bytes.
embed-no-progress-page = The course's progress pages cannot be embedded: open the book itself.
