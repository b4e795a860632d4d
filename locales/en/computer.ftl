# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated; $move, $pit and $pits hold
# them ($pits: pit names joined by commas).

## The opponent picker of a play board.
computer-label = Opponent
# $level: 1 to 4.
computer-level = { $level ->
    [1] Computer, level 1 (beginner)
    [2] Computer, level 2 (learner)
    [3] Computer, level 3 (strong)
   *[4] Computer, level 4 (master)
}
computer-none = Nobody (two players)
computer-side-label = Computer plays
computer-thinking = The computer is thinking…
computer-wait = Wait: it is the computer's move.
# $kind: "position", "move", "over", "worker" or "other".
computer-error = { $kind ->
    [position] The computer cannot read this position.
    [move] The computer gave a move that is not legal here.
    [over] The computer cannot move: the game is over.
    [worker] The computer could not start in this browser.
   *[other] The computer could not answer.
}
computer-you-win = You win!
computer-it-wins = The computer wins.
computer-draw = A draw.

## The Hint button of a play board.
btn-computer-hint = Hint
    .title = The best move here, and why
hint-thinking = Looking for the best move…
# $move: the move; $text: one of the hint-... sentences below.
hint-best = Play { $move }: { $text }
# $rule: the rule that ends the game (K30, M6, G8...).
hint-wins = it wins the game ({ $rule }).
# $count: seeds taken; $pits: the pits captured.
hint-captures = it captures { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} ({ $pits }).
# Bao la Kimasai: $count stones taken, from $pits.
hint-captures-stones = it takes { $count ->
    [one] { $count } stone
   *[other] { $count } stones
} ({ $pits }).
# Bao Kingulu, G7: the opponent's holes it reserves.
hint-reserves = it reserves { $pits } (kuweka mtoto, G7).
# The mover's pits the opponent could capture before the move and cannot after it.
hint-prevents = it saves { $pits } from capture.
# $count: seeds the mover could capture next turn, in $pits.
hint-threatens = it threatens to capture { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} ({ $pits }) next turn.
hint-threatens-stones = it threatens to take { $count ->
    [one] { $count } stone
   *[other] { $count } stones
} ({ $pits }) next turn.
# K22: the opponent's pit it blocks.
hint-takasia = it puts { $pit } under takasia (K22).
# K15.2
hint-safari = it plays the house (safari, K15.2).
hint-quiet = it keeps your position safest.
# $moves: plies (moves of either side) until the win, proven by the search.
hint-forced-win = With best play you win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} at most.
hint-forced-loss = Every move loses against best play; this one holds out longest ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}).

## The editor's analysis panel.
analysis-title = Analysis
analysis-thinking = Analysing every legal move…
# $depth: plies searched; $nodes: positions searched.
analysis-depth = Searched { $depth } moves deep ({ $nodes } positions).
# A finished iteration of the analysis, shown while it goes on. $depth: plies searched; $move: the best move so far; $score: its score (analysis-seeds, -win or -loss); $nodes: positions searched (already written as digits).
analysis-progress = Searched { $depth ->
    [one] { $depth } move
   *[other] { $depth } moves
} deep: best so far { $move } ({ $score }); { $nodes } positions.
# The button that stops the analysis while it runs.
analysis-stop = Stop
analysis-stopped = Analysis stopped. Above: the best move found at each depth the search finished.
analysis-help = Scores are in seeds for the side to move: more is better. Choose a move to step through its main line on the board.
analysis-move = Move
analysis-score = Score
analysis-line = Main line
# A score in seeds: $score, signed, with the language's digits and decimal sign from CLDR (+1.25).
analysis-seeds = { $score }
# $moves: plies (moves of either side), proven by the search.
analysis-win = win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
analysis-loss = loss in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
btn-close = Close
