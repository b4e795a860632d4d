# Widgets de Bao Kitabu : boutons, étiquettes, lignes d'état.
# Les noms des cases (A5, b12) et la notation des coups (A7<, a5>+) ne se traduisent jamais.
# Les variables nommées $pit, $move, $kichwa contiennent de tels noms.
# La variante [many] est la catégorie CLDR du français pour les millions (« 1 000 000 de graines »).

## Jeux (le premier champ de la notation).
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## Camps. $side vaut "south" ou "north".
side-name = { $side ->
    [south] Sud
   *[north] Nord
}

## Sens, du point de vue du joueur qui joue. $dir vaut "left" ou "right".
dir-name = { $dir ->
    [left] gauche
   *[right] droite
}

## Ligne d'état sous le plateau.
# $side : "south" ou "north".
status-to-move = { $side ->
    [south] À Sud de jouer
   *[north] À Nord de jouer
}
# Pendant le semis d'un coup (graines à semer). $side : "south" ou "north".
status-moving = { $side ->
    [south] Sud joue
   *[north] Nord joue
}
status-stage-namua = Phase namua
status-stage-mtaji = Phase mtaji
# $count : les graines en main (mkononi) de $side ("south" ou "north").
status-store = { $side ->
    [south] Graines en main de Sud
   *[north] Graines en main de Nord
} : { $count }
# $count : les graines capturées par $side (Bao Kingulu).
status-captured = { $side ->
    [south] Capturées par Sud
   *[north] Capturées par Nord
} : { $count }
# $count : les graines en train d'être semées (dans la main du joueur) pendant une animation.
status-in-hand = { $count ->
    [one] { $count } graine à semer
    [many] { $count } de graines à semer
   *[other] { $count } graines à semer
}
# $side : le gagnant ("south" ou "north") ; $rule : le numéro de la règle (K29, K30, M6, G8).
status-winner = { $side ->
    [south] Sud gagne
   *[north] Nord gagne
} ({ $rule })
# $rule : M7 ou G8.
status-draw = Partie nulle ({ $rule })

## Étiquettes des cases lues par les lecteurs d'écran.
# $pit : le nom de la case ; $count : ses graines ; $kind : "nyumba", "kichwa", "kimbi" ou "plain" ;
# $state : "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] , nyumba
    [kichwa] , kichwa
    [kimbi] , kimbi
   *[plain] {""}
}, { $count ->
    [one] { $count } graine
    [many] { $count } de graines
   *[other] { $count } graines
}{ $state ->
    [takasia] , sous takasia
    [reserved-south] , réservée par Sud
    [reserved-north] , réservée par Nord
    [last] , dernière graine
    [captured] , capturée
    [hand] , graines à semer
   *[none] {""}
}
# Nom accessible du plateau. $game : le nom du jeu.
board-label = Plateau de { $game }
# Noms accessibles des graines en main affichées à côté du plateau.
store-label = { $side ->
    [south] Graines en main de Sud
   *[north] Graines en main de Nord
}

## Boutons et commandes.
btn-flip = Retourner le plateau
    .title = Montrer le plateau depuis l'autre côté
btn-labels = Noms des cases
    .title = Afficher ou masquer les noms des cases
btn-start = Début
    .title = Aller au début
btn-end = Fin
    .title = Aller à la fin
btn-play = Lecture
    .title = Lire l'animation
btn-pause = Pause
    .title = Mettre l'animation en pause
btn-back-seed = ◀ Graine
    .title = Un pas en arrière
btn-next-seed = Graine ▶
    .title = Un pas en avant
btn-back-lap = ◀◀ Tour
    .title = Retour à la fin du tour précédent
btn-next-lap = Tour ▶▶
    .title = Avancer jusqu'à la fin de ce tour
btn-back-move = |◀ Coup
    .title = Retour au coup précédent
btn-next-move = Coup ▶|
    .title = Avancer jusqu'à la fin de ce coup
label-speed = Vitesse
btn-undo = Défaire
btn-redo = Refaire
btn-new-game = Recommencer
btn-share = Copier le lien de partage
btn-copy-position = Copier la position
btn-open-play = Ouvrir en mode jeu
btn-open-step = Ouvrir en mode pas à pas
btn-check = Vérifier
btn-hint = Indice
btn-retry = Réessayer
btn-reset = Remettre la progression à zéro
btn-cancel = Annuler
# Un choix demandé pendant un coup. $dir : "left" ou "right" ; $kichwa : la case kichwa.
choice-dir = Semer vers la { $dir ->
    [left] gauche
   *[right] droite
}
choice-kichwa = Entrer par le kichwa { $kichwa }
choice-safari = Jouer la maison (safari)
choice-stop = S'arrêter dans la maison
# Affiché au-dessus des boutons de choix. $pit : la case cliquée.
choice-prompt = { $pit } : choisissez comment jouer
copied = Copié.
copy-failed = La copie a échoué ; sélectionnez le texte et copiez-le à la main.

## Liste des coups et narration.
moves-title = Coups
moves-none = Aucun coup pour l'instant.
# $side : "south" ou "north".
narrate-start = Position de départ. { $side ->
    [south] C'est à Sud de jouer.
   *[north] C'est à Nord de jouer.
}
# $number : le numéro du coup (1, 2...) ; $move : le coup en notation ; $text : la narration de l'événement.
narrate-move = { $number }. { $move } : { $text }
# $side : le joueur qui doit jouer maintenant ("south" ou "north").
narrate-your-turn = { $side ->
    [south] C'est à Sud de jouer.
   *[north] C'est à Nord de jouer.
}
# $move : le coup joué.
narrate-played = { $move } joué.
# $move : le coup ; $text : pourquoi il est illégal (un des messages illegal-*).
narrate-illegal = { $move } n'est pas légal : { $text }
# $pit : la case cliquée ; $text : pourquoi aucun coup ne part de là.
narrate-no-move = Aucun coup ne part de { $pit } : { $text }
# $count : le nombre d'événements du coup ; $step : l'événement actuel.
step-position = Pas { $step } sur { $count }

## Éditeur.
edit-title = Éditeur de position
edit-game = Jeu
edit-to-move = Qui doit jouer
edit-stores = Graines en main (Sud, Nord)
edit-captured = Capturées (Sud, Nord)
edit-nyumba-south = Sud possède la nyumba
edit-nyumba-north = Nord possède la nyumba
edit-takasia = Case sous takasia
edit-takasia-none = aucune
edit-reserved = Cases réservées (par ex. a3=S,A5=N)
edit-position = Position
edit-help = Cliquez sur une case pour ajouter une graine, Maj+clic ou clic droit pour en retirer une, ou sélectionnez-la et tapez un nombre, + ou -.
edit-valid = La position est valide.
# $total : les graines sur le plateau et en main ; $expected : le total du jeu.
edit-seed-total = { $total } graines placées sur { $expected }.

## Erreurs affichées à la place du contenu d'un widget.
# $text : la raison (un message parse-* ou illegal-*).
error-position = Cette position ne peut pas être lue : { $text }
# $number : le numéro du coup dans la liste ; $move : le coup tel qu'écrit ; $text : la raison.
error-move = Le coup { $number } ({ $move }) ne peut pas être joué : { $text }
error-mode = Mode de widget inconnu « { $mode } » (view, step, play, edit, exercise, record, drill, score, map, review).
# $key : un paramètre du widget (flip, labels, computer...) ; $value : sa mauvaise valeur.
error-value = Le widget a une valeur incorrecte « { $value } » pour « { $key } ».
# $key : un paramètre dont le mode du widget a besoin (par ex. goal).
error-missing = Le widget a besoin d'un paramètre « { $key } ».
# $key : un paramètre ; $mode : le mode du widget (view, step, play, edit, exercise).
error-not-for-mode = Le paramètre « { $key } » ne s'applique pas au mode « { $mode } ».
# $drill : un type d'entraînement (legal-moves, last-seed...) ; $game : le nom d'un jeu.
error-drill-game = L'entraînement « { $drill } » ne s'applique pas au { $game }.
error-shown-start = La position de départ est affichée à la place.
# Liens de partage (play.html#...). $key : la clé inconnue.
fragment-unknown-key = Le lien contient une partie inconnue « { $key } ».
fragment-bad-encoding = Le lien est abîmé (mauvais encodage %).
# $value : la mauvaise valeur ; $key : sa clé.
fragment-bad-value = Le lien a une valeur incorrecte « { $value } » pour « { $key } ».
fragment-title = Ce lien partagé n'a pas pu être ouvert.

## Noms des modes (affichés comme légende du widget pour les lecteurs d'écran).
mode-view = Plateau
mode-step = Rejeu pas à pas
mode-play = Jeu libre
mode-edit = Éditeur de position
mode-exercise = Exercice
mode-drill = Entraînement
mode-score = Score du test
mode-map = Carte du cours
mode-review = Mes erreurs
# $limit : le plus long lien, en kilo-octets.
fragment-too-long = Le lien est trop long ({ $limit } Ko au plus).
# $limit : le plus long identifiant, en octets.
embed-bad-id = L'identifiant du lien doit tenir sur une ligne d'au plus { $limit } octets.
embed-no-progress-page = Les pages de progression du cours ne peuvent pas être intégrées : ouvrez le livre lui-même.
