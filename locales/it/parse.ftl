# Errors in a position or a move as written (notation). Each message gets $field (the name of
# the field, one of the field-* messages below, already translated) and $column (1-based).

field-game = gioco
field-rows = tavoliere
field-to-move = chi ha la mossa
field-stores = semi in mano
field-nyumba = nyumba
field-takasia = takasia
field-captured = semi catturati
field-reserved = buche riservate
field-move = mossa
field-position = posizione

parse-empty = non c'è niente da leggere.
parse-unknown-game = { $field }, colonna { $column }: gioco sconosciuto (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }, colonna { $column }: manca questo campo.
parse-extra-field = { $field }, colonna { $column }: un campo di troppo.
# $found: the unexpected character.
parse-bad-char = { $field }, colonna { $column }: carattere inatteso «{ $found }».
parse-bad-number = { $field }, colonna { $column }: manca un numero, oppure è troppo grande.
# $expected: rows the game has; $found: rows written.
parse-row-count = { $field }, colonna { $column }: { $found ->
    [one] { $found } fila
   *[other] { $found } file
}, il gioco ne ha { $expected }.
# $expected: pits in a row; $found: counts written.
parse-row-length = { $field }, colonna { $column }: { $found ->
    [one] { $found } buca
   *[other] { $found } buche
} nella fila, ne servono { $expected }.
# $expected: the game's seed total (or maximum); $found: the seeds counted.
parse-seed-total = { $field }: { $found ->
    [one] { $found } seme
    [many] { $found } di semi
   *[other] { $found } semi
}, ne servono { $expected }.
# $pit: the pit; $max: the most it may hold.
parse-pit-too-full = { $field }: { $pit } contiene più di { $max }.
# $side: "south" or "north"; $max: the most stones a side may have.
parse-side-too-full = { $field }: { $side ->
    [south] Sud
   *[north] Nord
} ha più di { $max } pietre.
parse-bad-pit = { $field }, colonna { $column }: non è una buca di questo tavoliere.
# $what: a short id of the contradiction, e.g. "takasia-not-front".
parse-contradiction = { $field }, colonna { $column }: questi campi si contraddicono ({ $what }).
parse-not-sorted = { $field }, colonna { $column }: elenca ogni buca una sola volta, in ordine di nome.
