# Erreurs dans une position ou un coup tels qu'écrits (notation). Chaque message reçoit $field (le nom
# du champ, un des messages field-* ci-dessous, déjà traduit) et $column (à partir de 1).

field-game = jeu
field-rows = plateau
field-to-move = camp qui doit jouer
field-stores = graines en main
field-nyumba = nyumba
field-takasia = takasia
field-captured = graines capturées
field-reserved = cases réservées
field-move = coup
field-position = position

parse-empty = rien à lire.
parse-unknown-game = { $field }, colonne { $column } : jeu inconnu (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }, colonne { $column } : ce champ manque.
parse-extra-field = { $field }, colonne { $column } : un champ de trop.
# $found : le caractère inattendu.
parse-bad-char = { $field }, colonne { $column } : caractère inattendu « { $found } ».
parse-bad-number = { $field }, colonne { $column } : un nombre manque ou est trop grand.
# $expected : les rangées du jeu ; $found : les rangées écrites.
parse-row-count = { $field }, colonne { $column } : { $found } rangées, le jeu en a { $expected }.
# $expected : les cases d'une rangée ; $found : les nombres écrits.
parse-row-length = { $field }, colonne { $column } : { $found } cases dans la rangée, { $expected } attendues.
# $expected : le total de graines du jeu (ou son maximum) ; $found : les graines comptées.
parse-seed-total = { $field } : { $found } graines, { $expected } attendues.
# $pit : la case ; $max : le plus qu'elle peut contenir.
parse-pit-too-full = { $field } : { $pit } contient plus de { $max }.
# $side : "south" ou "north" ; $max : le plus de pierres qu'un camp peut avoir.
parse-side-too-full = { $field } : { $side ->
    [south] Sud
   *[north] Nord
} a plus de { $max } pierres.
parse-bad-pit = { $field }, colonne { $column } : ce n'est pas une case de ce plateau.
# $what : un court identifiant de la contradiction, par exemple "takasia-not-front".
parse-contradiction = { $field }, colonne { $column } : ces champs se contredisent ({ $what }).
parse-not-sorted = { $field }, colonne { $column } : citez chaque case une fois, dans l'ordre des noms.
