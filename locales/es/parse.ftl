# Errores en una posición o un movimiento escritos en notación. Cada mensaje recibe $field (el
# nombre del campo, uno de los mensajes field-* de abajo, ya traducido) y $column (desde 1).

field-game = juego
field-rows = tablero
field-to-move = turno
field-stores = semillas en la mano
field-nyumba = nyumba
field-takasia = takasia
field-captured = semillas capturadas
field-reserved = huecos reservados
field-move = movimiento
field-position = posición

parse-empty = no hay nada que leer.
parse-unknown-game = { $field }, columna { $column }: juego desconocido (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }, columna { $column }: falta este campo.
parse-extra-field = { $field }, columna { $column }: sobra un campo.
# $found: el carácter inesperado.
parse-bad-char = { $field }, columna { $column }: carácter inesperado «{ $found }».
parse-bad-number = { $field }, columna { $column }: falta un número o es demasiado grande.
# $expected: filas que tiene el juego; $found: filas escritas.
parse-row-count = { $field }, columna { $column }: hay { $found } filas y el juego tiene { $expected }.
# $expected: huecos de una fila; $found: cantidades escritas.
parse-row-length = { $field }, columna { $column }: hay { $found } huecos en la fila y se esperaban { $expected }.
# $expected: el total de semillas del juego (o el máximo); $found: las semillas contadas.
parse-seed-total = { $field }: hay { $found } semillas y se esperaban { $expected }.
# $pit: el hueco; $max: lo máximo que puede contener.
parse-pit-too-full = { $field }: { $pit } tiene más de { $max }.
# $side: "south" o "north"; $max: el máximo de piedras de un bando.
parse-side-too-full = { $field }: { $side ->
    [south] Sur
   *[north] Norte
} tiene más de { $max } piedras.
parse-bad-pit = { $field }, columna { $column }: no es un hueco de este tablero.
# $what: un identificador breve de la contradicción, p. ej. "takasia-not-front".
parse-contradiction = { $field }, columna { $column }: estos campos se contradicen ({ $what }).
parse-not-sorted = { $field }, columna { $column }: escribe cada hueco una sola vez, en orden de nombre.
