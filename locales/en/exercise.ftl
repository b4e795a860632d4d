# Exercises: goals, feedback, hints, progress.
# $pit: a pit name; $move: a move in notation; $moves: moves separated by commas.

goal-capture = Capture the seeds of { $pit } in one move.
goal-takasia = Make a takasia: after your move a pit of the opponent is blocked.
goal-win = Win the game with one move.
goal-win-two = Win in two moves: whatever North replies, you win with your next move.
goal-safe = Your front row is in danger: find a move after which North has no winning reply.
goal-safari = Play the house (safari) in one move.
goal-reserve = Reserve a hole (kuweka mtoto) in one move.
goal-end = Play a move whose last lap ends in { $pit }.
# A `move` goal: the question (in the text above the board) names what the move must do.
goal-move = Play the move the question asks for.
goal-legal = Mark every pit from which a legal move starts, then press Check.
# $goal: the goal as written in the block.
goal-unknown = Unknown exercise goal “{ $goal }”.
goal-no-solution = This exercise has no solution in this position.
goal-nothing-wrong = Every move is safe in this position: the exercise asks nothing.

# $stars: the stars earned (an ex-stars message, e.g. "3 stars").
ex-solved = Well done! { $move } solves it: { $stars }.
# $stars: 1 to 3.
ex-stars = { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}
ex-solved-before = You solved this exercise before.
ex-wrong-illegal = { $move } is not legal: { $text }
# $pits: the pits the move captured; $rule: the rule of its (first) capture.
ex-wrong-captured = { $move } captures { $pits } ({ $rule }), not what was asked.
# $pit: where the move ended; $rule: the rule that ended it.
ex-wrong-ended = { $move } ends in { $pit } ({ $rule }) and does not reach the goal.
ex-wrong-other = { $move } does not reach the goal.
# The opponent's reply after a wrong answer. $side: the opponent ("North" or "South", a
# side-name message); $move: his reply; $rule: the rule that ends the game.
ex-reply-wins = Then { $side } replies { $move } and wins ({ $rule }).
# $count: the seeds the reply captures.
ex-reply-captures = Then { $side } replies { $move } and captures { $count } seeds.
ex-reply-escapes = Then { $side } replies { $move }, and you have no winning move.
ex-reply-escapes-endgame = Then { $side } replies { $move }, and you can no longer win in the moves left.
# A win in two: the first move was right; $reply is the opponent's best defence.
ex-win-two-then = { $side } defends with { $reply }. Now win in one move.
# $stars: the stars a solution would still earn (1 to 3).
ex-stars-left = { $stars ->
    [one] { $stars } star to win
   *[other] { $stars } stars to win
}
# Hints come in three steps: the idea, the pit, the move. The idea:
# $count seeds sown from one of your pits (the one to find) reach $by, which faces $pit.
hint-idea-capture = Count: one of your pits with { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} reaches { $by }, which faces { $pit }.
hint-idea-capture-namua = In the namua stage a seed from your store goes into an occupied front pit, and that pit captures the opponent's pit it faces, if it holds seeds (K12).
hint-idea-capture-later = No first lap reaches { $pit }: capture first, then a later lap must end in { $by }, which faces { $pit } (K19).
# The general idea of a capture, when a more telling one would give the answer away.
hint-idea-capture-any = Follow each move you may play, lap by lap: the one you want ends a lap in the pit that faces { $pit }.
# $laps: the laps of the move that ends in $pit.
hint-idea-end = Count along the ring: the move that ends in { $pit } has { $laps ->
    [one] one lap
   *[other] { $laps } laps
}.
# The general idea of an "end" goal, when a more telling one would give the answer away.
hint-idea-end-any = Count along the ring for each move you may play, lap by lap, until a last seed falls in { $pit }.
# $side: the opponent ("North" or "South").
hint-idea-takasia = A takasia follows a takasa in the mtaji stage: after your move { $side } must have no capture, and exactly one of his front pits must be one you could capture at once (K22).
# $why: "front" (empty front row), "no-moves", "no-stones" or "score"; $rule: its rule.
hint-idea-win = { $why ->
    [no-moves] Leave { $side } without a legal move ({ $rule }).
    [no-stones] Take { $side }'s last stones ({ $rule }).
    [score] End the game with more seeds than { $side } ({ $rule }).
   *[front] Empty { $side }'s front row ({ $rule }): capture his last front seeds.
}
hint-idea-win-two = Think two moves ahead: after the right move, every reply of { $side } leaves you a move that wins.
# $reply: a reply that wins against a losing move.
hint-idea-safe = After most of your moves, { $side } wins with a reply such as { $reply }. Find a move that leaves him none.
hint-idea-safari = A capturing move may end a lap in your functional nyumba: then you may play the house, safari (K15.2).
hint-idea-reserve = Make a lap end in an opponent's hole that holds 3 seeds: it becomes yours, kuweka mtoto (G7).
# $pits: what the move to find captures.
hint-idea-move-capture = The move you want captures { $pits }.
hint-idea-move-end = The move you want ends in { $pit }.
# $pit: the kichwa where the captured seeds of the move to find enter.
hint-idea-move-kichwa = The captured seeds of the move you want enter at { $pit }.
hint-idea-move-any = Play each of your moves in your head, lap by lap, and compare it with the question.
hint-idea-legal-capture = A capture is possible here, and capturing is compulsory (K10): only the capturing moves are legal.
hint-idea-legal-namua = No capture is possible: a namua takasa starts from an occupied front pit (K13).
hint-idea-legal-takasa = No capture is possible: a takasa starts from a front pit with 2 seeds or more if there is one, else from the back row (K20).
hint-idea-legal-other = Try each of your pits against the rules of the game: a move they forbid is not legal.
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
progress-not-saved = This browser cannot keep your progress (a private window, or storage full or switched off): the exercises still work, but your stars will not be kept when you leave.

# Goals of several moves where North replies. $count: the moves still to play.
goal-captures = { $count ->
    [one] Capture with this move.
   *[other] Capture in each of your next { $count } moves, whatever North replies.
}
goal-guard = { $count ->
    [one] Play a move after which North has no capture.
   *[other] For { $count } moves, play so that North has no capture after any of them.
}
# A right move of such a goal: said at once; then, once the opponent's reply has been played
# on the board, what he replied. $reply: the opponent's reply; $left: the moves left.
ex-series-good = Good: { $move }.
ex-series-then = { $side } replies { $reply }. { $left ->
    [one] One more move.
   *[other] { $left } more moves.
}
# The goal reached: the opponent's reply, which captures nothing.
ex-reply-no-capture = { $side } replies { $move } and captures nothing.
# After a wrong answer to a `captures` goal: a reply after which the series cannot go on.
ex-reply-stops = Then { $side } replies { $move }, and you can no longer capture with every move.
# After a wrong answer to a `guard` goal: a reply that captures nothing, after which none of the
# reader's moves leaves the opponent without a capture.
ex-reply-stops-guard = Then { $side } replies { $move }, and after it each of your moves leaves him a capture.
hint-idea-captures = Look at each of your captures and at every reply of { $side }: after the right capture, whatever he plays, you can capture again.
hint-idea-guard = Before you play, look at what { $side } could capture after your move: captures are compulsory, so if he has one he takes it. The right move leaves him none.
goal-endgame = { $count ->
    [one] Win the game with this move.
   *[other] Win this endgame within your next { $count } moves, whatever North replies.
}
hint-idea-endgame = Look at each of your moves and at every reply of { $side }: after the right move, whatever he plays, you can still win in the moves left. A game is won when his front row is empty or he cannot move.
# The first hint of an exercise of Part 3 ("Playing well"): the principle of play its stage
# teaches (`principle:` in the block), which chooses the right move. $principle: its name.
hint-idea-principle = { $principle ->
    [no-capture] Look at the board after each of your moves and ask: can North capture then? The right move leaves him no capture.
    [biggest] Count what each of your captures takes, with the captures that follow in the same move: the right one takes the most.
    [net-gain] For each of your moves, count what it takes, minus the most North can take back with his next move: the right one gives the biggest difference.
    [front-row] For each of your moves, count the seeds in your front row after it: the right one keeps the most.
    [front-after-reply] For each of your moves, find North's answer that leaves you the fewest seeds in your front row: the right move keeps the most, even after that answer.
    [keep-nyumba] For each of your moves, look at your nyumba after it: the right move leaves it yours, with 6 seeds or more.
   *[mobility] For each of your moves, count North's legal moves after it: the right one leaves him the fewest.
}
