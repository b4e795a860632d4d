# Why a move cannot be played. Each message gets $rule (the rule number) and, where it names
# a pit, $pit. Shown after "A6< is not legal: ".

illegal-game-over = the game is over ({ $rule }).
illegal-not-your-pit = { $pit } is not your pit ({ $rule }).
illegal-wrong-shape = the move needs a direction in this game, or has one it should not ({ $rule }).
illegal-no-safari-choice = the choice to play the house never comes up in this move ({ $rule }).
illegal-must-capture = a capture is available, so you must capture ({ $rule }).
illegal-namua-empty-pit = { $pit } is empty; in namua the seed goes into an occupied front pit ({ $rule }).
illegal-namua-back-row = { $pit } is not in the front row ({ $rule }).
illegal-kichwa-forced = a capture from { $pit } must enter at the kichwa on its own side ({ $rule }).
illegal-nyumba-not-alone = the nyumba { $pit } may start a takasa only when it is your only occupied front pit ({ $rule }).
illegal-singleton-no-nyumba = without a nyumba, { $pit } needs 2 or more seeds ({ $rule }).
illegal-too-few-seeds = { $pit } has fewer than 2 seeds ({ $rule }).
illegal-sixteen-no-capture = { $pit } holds 16 or more seeds and cannot start a capture ({ $rule }).
illegal-front-row-first = { $pit } is in the back row, but a front pit has 2 or more seeds ({ $rule }).
illegal-takasia = { $pit } is under takasia ({ $rule }).
illegal-empties-front-row = sowing { $pit } this way would empty your front row ({ $rule }).
illegal-never-ending = the move never ends: it goes on for 10,000 laps ({ $rule }).
# $next: the occupied hole in the way.
illegal-blocked = { $pit } cannot step: { $next } is occupied ({ $rule }).
illegal-empty-hole = { $pit } is empty ({ $rule }).
illegal-reserved = { $pit } is reserved ({ $rule }).
# $end: the own occupied hole where the first lap would end.
illegal-first-lap-own-hole = the first lap from { $pit } ends in your own occupied hole { $end } ({ $rule }).
illegal-no-stone = { $pit } has no stone ({ $rule }).
