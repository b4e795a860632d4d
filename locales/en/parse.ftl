# Errors in a position or a move as written (notation). Each message gets $field (the name of
# the field, one of the field-* messages below, already translated) and $column (1-based).

field-game = game
field-rows = board
field-to-move = side to move
field-stores = stores
field-nyumba = nyumba
field-takasia = takasia
field-captured = captured seeds
field-reserved = reserved holes
field-move = move
field-position = position

parse-empty = nothing to read.
parse-unknown-game = { $field }, column { $column }: unknown game (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }, column { $column }: this field is missing.
parse-extra-field = { $field }, column { $column }: one field too many.
# $found: the unexpected character.
parse-bad-char = { $field }, column { $column }: unexpected character “{ $found }”.
parse-bad-number = { $field }, column { $column }: a number is missing or too large.
# $expected: rows the game has; $found: rows written.
parse-row-count = { $field }, column { $column }: { $found } rows, the game has { $expected }.
# $expected: pits in a row; $found: counts written.
parse-row-length = { $field }, column { $column }: { $found } pits in the row, expected { $expected }.
# $expected: the game's seed total (or maximum); $found: the seeds counted.
parse-seed-total = { $field }: { $found } seeds, expected { $expected }.
# $pit: the pit; $max: the most it may hold.
parse-pit-too-full = { $field }: { $pit } holds more than { $max }.
# $side: "south" or "north"; $max: the most stones a side may have.
parse-side-too-full = { $field }: { $side ->
    [south] South
   *[north] North
} has more than { $max } stones.
parse-bad-pit = { $field }, column { $column }: not a pit of this board.
# $what: a short id of the contradiction, e.g. "takasia-not-front".
parse-contradiction = { $field }, column { $column }: these fields contradict each other ({ $what }).
parse-not-sorted = { $field }, column { $column }: list each pit once, sorted by name.
