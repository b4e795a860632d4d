# Drills: endless fresh positions, one question each, with a streak counter.
# $side: the player to move ("South" or "North", a side-name message); $move: a move.

drill-prompt-legal = Mark every legal move of { $side }: click a pit once for both directions, again for < only, again for > only, then press Check.
drill-prompt-legal-pits = Mark every pit from which { $side } may start a legal move, then press Check.
drill-prompt-last-seed = { $side } plays { $move }. Where does the last seed of its first lap fall? Click the pit.
drill-prompt-capture = { $side } plays { $move }. Does the move capture, or is it a takasa?
drill-prompt-kichwa = { $side } plays { $move }, a capture. At which kichwa do the captured seeds enter? Click it.
drill-none = No position for this drill could be found from this board.
drill-right = Right!
drill-wrong = Not this time.
# The last-seed answer: $count seeds of $from sown to $dir ("left" or "right"); the last in $pit.
drill-last-seed = The { $count } seeds of { $from } go to the { $dir ->
    [left] left
   *[right] right
}: the last falls in { $pit } ({ $rule }).
# Why a move is a takasa. $why: "namua" (the seed from the store went into $pit, which faces an
# empty pit), "sixteen", "back-row", "was-empty" or "faces-empty" (where the first lap ended,
# in $pit), or "other".
drill-takasa = Takasa: { $why ->
    [namua] the seed from the store goes into { $pit }, which faces no seeds ({ $rule }).
    [sixteen] a pit with 16 seeds or more never captures ({ $rule }).
    [back-row] the first lap ends in { $pit }, in the back row ({ $rule }).
    [was-empty] the first lap ends in { $pit }, which was empty ({ $rule }).
    [faces-empty] the first lap ends in { $pit }, which faces an empty pit ({ $rule }).
   *[other] the move does not start with a capture ({ $rule }).
}
# $count: the pits a legal move starts from; $text: the rule that decides them.
drill-legal-right = Right: all { $count ->
    [one] { $count } pit
   *[other] { $count } pits
}. { $text }
# A pit marked with one direction where both are legal: $left and $right are its two moves.
drill-legal-both = From { $pit } both directions are legal: { $left } and { $right }.
# A pit where only $move is legal; $other is the other direction, $text why it is not legal.
drill-legal-only = From { $pit } only { $move } is legal; { $other } is not: { $text }
btn-capture = Capture
btn-takasa = Takasa
btn-next = Next position
# $count: right answers in a row; $best: the best streak kept in this browser.
drill-streak = Streak: { $count } · Best: { $best }
drill-answer-shown = The right answer is marked on the board.
