# Widgets de Bao Kitabu : l'ordinateur adversaire, l'Indice et le panneau d'analyse de l'éditeur.
# Les noms des cases (A5, b12) et les coups (A7<, a5>+) ne se traduisent jamais ; $move, $pit et
# $pits les contiennent ($pits : des noms de cases séparés par des virgules).

## Le choix de l'adversaire d'un plateau de jeu.
computer-label = Adversaire
# $level : de 1 à 4.
computer-level = { $level ->
    [1] Ordinateur, niveau 1 (débutant)
    [2] Ordinateur, niveau 2 (apprenti)
    [3] Ordinateur, niveau 3 (fort)
   *[4] Ordinateur, niveau 4 (maître)
}
computer-none = Personne (deux joueurs)
computer-side-label = L'ordinateur joue
computer-thinking = L'ordinateur réfléchit…
computer-wait = Attendez : c'est à l'ordinateur de jouer.
# $kind : "position", "move", "over", "worker" ou "other".
computer-error = { $kind ->
    [position] L'ordinateur ne peut pas lire cette position.
    [move] L'ordinateur a donné un coup qui n'est pas légal ici.
    [over] L'ordinateur ne peut pas jouer : la partie est terminée.
    [worker] L'ordinateur n'a pas pu démarrer dans ce navigateur.
   *[other] L'ordinateur n'a pas pu répondre.
}
computer-you-win = Vous avez gagné !
computer-it-wins = L'ordinateur a gagné.
computer-draw = Partie nulle.

## Le bouton Indice d'un plateau de jeu.
btn-computer-hint = Indice
    .title = Le meilleur coup ici, et pourquoi
hint-thinking = Recherche du meilleur coup…
# $move : le coup ; $text : une des phrases hint-... ci-dessous.
hint-best = Jouez { $move } : { $text }
# $rule : la règle qui termine la partie (K30, M6, G8...).
hint-wins = il gagne la partie ({ $rule }).
# $count : les graines prises ; $pits : les cases capturées.
hint-captures = il capture { $count ->
    [one] { $count } graine
    [many] { $count } de graines
   *[other] { $count } graines
} ({ $pits }).
# Bao la Kimasai : $count pierres prises, dans $pits.
hint-captures-stones = il prend { $count ->
    [one] { $count } pierre
    [many] { $count } de pierres
   *[other] { $count } pierres
} ({ $pits }).
# Bao Kingulu, G7 : les cases de l'adversaire qu'il réserve.
hint-reserves = il réserve { $pits } (kuweka mtoto, G7).
# Les cases du joueur que l'adversaire pouvait capturer avant le coup et ne peut plus capturer après.
hint-prevents = il met { $pits } à l'abri de la capture.
# $count : les graines que le joueur pourrait capturer au coup suivant, dans $pits.
hint-threatens = il menace de capturer { $count ->
    [one] { $count } graine
    [many] { $count } de graines
   *[other] { $count } graines
} ({ $pits }) au coup suivant.
hint-threatens-stones = il menace de prendre { $count ->
    [one] { $count } pierre
    [many] { $count } de pierres
   *[other] { $count } pierres
} ({ $pits }) au coup suivant.
# K22 : la case de l'adversaire qu'il bloque.
hint-takasia = il met { $pit } sous takasia (K22).
# K15.2
hint-safari = il joue la maison (safari, K15.2).
hint-quiet = il laisse votre position la plus sûre possible.
# $moves : les demi-coups (coups de l'un ou l'autre camp) jusqu'à la victoire, prouvés par la recherche.
hint-forced-win = Avec le meilleur jeu, vous gagnez en { $moves ->
    [one] { $moves } coup
    [many] { $moves } de coups
   *[other] { $moves } coups
} au plus.
hint-forced-loss = Chaque coup perd contre le meilleur jeu ; celui-ci résiste le plus longtemps ({ $moves ->
    [one] { $moves } coup
    [many] { $moves } de coups
   *[other] { $moves } coups
}).

## Le panneau d'analyse de l'éditeur.
analysis-title = Analyse
analysis-thinking = Analyse de chaque coup légal…
# $depth : les demi-coups explorés ; $nodes : les positions explorées.
analysis-depth = Recherche à { $depth } coups de profondeur ({ $nodes } positions).
# Une itération terminée de l'analyse, montrée pendant qu'elle continue. $depth : les demi-coups explorés ; $move : le meilleur coup jusqu'ici ; $score : son score (analysis-seeds, -win ou -loss) ; $nodes : les positions explorées (déjà écrites en chiffres).
analysis-progress = Recherche à { $depth ->
    [one] { $depth } coup
    [many] { $depth } de coups
   *[other] { $depth } coups
} de profondeur : meilleur coup jusqu'ici { $move } ({ $score }) ; { $nodes } positions.
# Le bouton qui arrête l'analyse pendant qu'elle tourne.
analysis-stop = Arrêter
analysis-stopped = Analyse arrêtée. Ci-dessus : le meilleur coup trouvé à chaque profondeur que la recherche a terminée.
analysis-help = Les scores sont en graines pour le camp qui doit jouer : plus, c'est mieux. Choisissez un coup pour parcourir sa ligne principale sur le plateau.
analysis-move = Coup
analysis-score = Score
analysis-line = Ligne principale
# Un score en graines : $score, avec son signe, les chiffres et le séparateur décimal de la langue selon CLDR (+1,25).
analysis-seeds = { $score }
# $moves : les demi-coups (coups de l'un ou l'autre camp), prouvés par la recherche.
analysis-win = victoire en { $moves ->
    [one] { $moves } coup
    [many] { $moves } de coups
   *[other] { $moves } coups
}
analysis-loss = défaite en { $moves ->
    [one] { $moves } coup
    [many] { $moves } de coups
   *[other] { $moves } coups
}
btn-close = Fermer
