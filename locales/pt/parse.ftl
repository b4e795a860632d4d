# Erros numa posição ou numa jogada tal como está escrita (notação). Cada mensagem recebe $field (o nome
# do campo, uma das mensagens field-* abaixo, já traduzida) e $column (a contar de 1).

field-game = jogo
field-rows = tabuleiro
field-to-move = lado que joga
field-stores = sementes na mão
field-nyumba = nyumba
field-takasia = takasia
field-captured = sementes capturadas
field-reserved = covas reservadas
field-move = jogada
field-position = posição

parse-empty = nada para ler.
parse-unknown-game = { $field }, coluna { $column }: jogo desconhecido (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }, coluna { $column }: falta este campo.
parse-extra-field = { $field }, coluna { $column }: um campo a mais.
# $found: o carácter inesperado.
parse-bad-char = { $field }, coluna { $column }: carácter inesperado “{ $found }”.
parse-bad-number = { $field }, coluna { $column }: falta um número, ou é grande demais.
# $expected: as filas que o jogo tem; $found: as filas escritas.
parse-row-count = { $field }, coluna { $column }: { $found } filas, o jogo tem { $expected }.
# $expected: covas numa fila; $found: contagens escritas.
parse-row-length = { $field }, coluna { $column }: { $found } covas na fila, esperavam-se { $expected }.
# $expected: o total de sementes do jogo (ou o máximo); $found: as sementes contadas.
parse-seed-total = { $field }: { $found } sementes, esperavam-se { $expected }.
# $pit: a cova; $max: o máximo que pode ter.
parse-pit-too-full = { $field }: { $pit } tem mais de { $max }.
# $side: "south" ou "north"; $max: o máximo de pedras que um lado pode ter.
parse-side-too-full = { $field }: { $side ->
    [south] o Sul
   *[north] o Norte
} tem mais de { $max } pedras.
parse-bad-pit = { $field }, coluna { $column }: não é uma cova deste tabuleiro.
# $what: um identificador curto da contradição, p. ex. "takasia-not-front".
parse-contradiction = { $field }, coluna { $column }: estes campos contradizem-se ({ $what }).
parse-not-sorted = { $field }, coluna { $column }: indica cada cova uma só vez, por ordem do nome.
