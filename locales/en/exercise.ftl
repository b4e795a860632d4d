# Exercises: goals, feedback, hints, progress.
# $pit: a pit name; $move: a move in notation; $moves: moves separated by commas.

goal-capture = Capture the seeds of { $pit } in one move.
goal-takasia = Make a takasia: after your move a pit of the opponent is blocked.
goal-win = Win the game with one move.
goal-safari = Play the house (safari) in one move.
goal-reserve = Reserve a hole (kuweka mtoto) in one move.
goal-end = Play a move whose last lap ends in { $pit }.
goal-move = Find the best move.
goal-legal = Mark every pit from which a legal move starts, then press Check.
# $goal: the goal as written in the block.
goal-unknown = Unknown exercise goal “{ $goal }”.
goal-no-solution = This exercise has no solution in this position.

# $stars: the stars earned (an ex-stars message, e.g. "3 stars").
ex-solved = Well done! { $move } solves it: { $stars }.
# $stars: 1 to 3.
ex-stars = { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}
ex-solved-before = You solved this exercise before.
ex-wrong-illegal = { $move } is not legal: { $text }
# $pits: the pits the move captured.
ex-wrong-captured = { $move } captures { $pits }, not what was asked.
# $pit: where the move ended; $rule: the rule that ended it.
ex-wrong-ended = { $move } ends in { $pit } ({ $rule }) and does not reach the goal.
ex-wrong-other = { $move } does not reach the goal.
hint-pit = Hint: start from { $pit }.
# $dir: "left" or "right"; $move: the full move.
hint-dir = Hint: play { $move }, sowing to the { $dir ->
    [left] left
   *[right] right
}.
hint-move = Hint: play { $move }.
hint-none = No more hints.
# Legal-moves exercise. $count: number of pits.
# $stars: the stars earned (an ex-stars message).
legal-correct = Right: these are all the pits a legal move starts from: { $stars }.
legal-missing = You missed { $pits }: a move starts there (e.g. { $move }).
# $pit: a marked pit; $text: why no move starts there.
legal-extra = No move starts at { $pit }: { $text }
legal-marked = { $count ->
    [one] { $count } pit marked
   *[other] { $count } pits marked
}
progress-reset = Progress reset.
