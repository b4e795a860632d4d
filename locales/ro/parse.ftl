# Errors in a position or a move as written (notation). Each message gets $field (the name of
# the field, one of the field-* messages below, already translated) and $column (1-based).

field-game = joc
field-rows = tablă
field-to-move = jucătorul la mutare
field-stores = semințele din mână
field-nyumba = nyumba
field-takasia = takasia
field-captured = semințe capturate
field-reserved = găuri rezervate
field-move = mutare
field-position = poziție

parse-empty = nu este nimic de citit.
parse-unknown-game = { $field }, coloana { $column }: joc necunoscut (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }, coloana { $column }: acest câmp lipsește.
parse-extra-field = { $field }, coloana { $column }: un câmp în plus.
# $found: the unexpected character.
parse-bad-char = { $field }, coloana { $column }: caracter neașteptat „{ $found }”.
parse-bad-number = { $field }, coloana { $column }: un număr lipsește sau este prea mare.
# $expected: rows the game has; $found: rows written.
parse-row-count = { $field }, coloana { $column }: { $found ->
    [one] { $found } rând
    [few] { $found } rânduri
   *[other] { $found } de rânduri
}, dar jocul are { $expected }.
# $expected: pits in a row; $found: counts written.
parse-row-length = { $field }, coloana { $column }: { $found ->
    [one] { $found } gaură
    [few] { $found } găuri
   *[other] { $found } de găuri
} în rând, în loc de { $expected }.
# $expected: the game's seed total (or maximum); $found: the seeds counted.
parse-seed-total = { $field }: { $found ->
    [one] { $found } sămânță
    [few] { $found } semințe
   *[other] { $found } de semințe
}, în loc de { $expected }.
# $pit: the pit; $max: the most it may hold.
parse-pit-too-full = { $field }: { $pit } conține mai mult de { $max }.
# $side: "south" or "north"; $max: the most stones a side may have.
parse-side-too-full = { $field }: { $side ->
    [south] Sud
   *[north] Nord
} are mai mult de { $max ->
    [one] { $max } piatră
    [few] { $max } pietre
   *[other] { $max } de pietre
}.
parse-bad-pit = { $field }, coloana { $column }: nu este o gaură a acestei table.
# $what: a short id of the contradiction, e.g. "takasia-not-front".
parse-contradiction = { $field }, coloana { $column }: aceste câmpuri se contrazic ({ $what }).
parse-not-sorted = { $field }, coloana { $column }: fiecare gaură o singură dată, în ordinea numelor.
