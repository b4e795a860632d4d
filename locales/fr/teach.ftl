# La trousse des enseignants : relevés de partie (mode relevé, enregistrement dans l'éditeur), intégrations,
# images, présentation. Les noms des cases et les coups (A7<, a5>) et les numéros de coups (1., 1...) ne se traduisent jamais.

## Mode relevé.
mode-record = Relevé de partie
# $number : le numéro du coup tel que l'écrivent les relevés ("1." pour Sud, "1..." pour Nord) ; $move : le
# coup ; $text : la narration de l'événement.
narrate-record-move = { $number } { $move } : { $text }
# Nom accessible d'une ligne de la liste des coups qui contient une variante.
record-variation = Variante
# Nom accessible de la liste des coups.
record-moves = Coups, avec variantes et commentaires

## Un relevé de partie illisible. $line, $column : où (à partir de 1) ; $text : quoi (un des
## messages record-* ci-dessous).
error-record = Ce relevé de partie ne peut pas être lu : { $text }
record-error = ligne { $line }, colonne { $column } : { $text }
record-empty = un relevé commence par une position (start, start:<jeu> ou la notation).
# $text : ce qui ne va pas dans la position (un message parse-*).
record-position = la position de départ : { $text }
# $move : le mot qui n'est pas un coup ; $text : pourquoi (un message parse-*).
record-move = { $move } n'est pas un coup : { $text }
# $number : "1." ou "1..." ; $move : le coup ; $text : pourquoi il est illégal (un message illegal-*).
record-illegal = le coup { $number } { $move } ne peut pas être joué : { $text }
# $found : le numéro tel qu'écrit ; $expected : le numéro du coup qui le suit.
record-move-number = le numéro de coup { $found } ne convient pas : le coup qui le suit est le { $expected }
record-number-without-move = le numéro de coup { $found } n'est suivi d'aucun coup.
record-unclosed-comment = cette {"{"} n'a pas de {"}"}.
record-stray-brace = {"}"} hors d'un commentaire.
record-nothing-to-replace = une variante doit suivre le coup qu'elle remplace.
record-unclosed-variation = cette ( n'a pas de ).
record-stray-paren = ) sans sa (.
record-empty-variation = une variante sans coup.

## Enregistrer une démonstration dans l'éditeur.
btn-record = Enregistrer une démonstration
    .title = Jouez des coups depuis cette position, avec variantes et commentaires, et copiez-les comme relevé de partie
btn-record-stop = Retour à l'éditeur
recorder-help = Jouez des coups sur le plateau. Pour ajouter une variante, cliquez sur un coup précédent dans la liste et jouez-y un autre coup.
recorder-invalid = Corrigez la position avant d'enregistrer : { $text }
# La zone de commentaire : sur le coup affiché, ou (au début) avant le premier coup.
recorder-comment = Commentaire sur ce coup
recorder-comment-start = Commentaire avant le premier coup
btn-move-back = ◀ Reculer
    .title = Afficher le coup précédent
btn-move-forward = Avancer ▶
    .title = Afficher le coup suivant de cette ligne
btn-delete-move = Supprimer à partir de ce coup
    .title = Supprimer le coup affiché et les coups qui le suivent dans sa ligne
btn-copy-record = Copier le relevé
btn-copy-block = Copier le bloc bao
recorder-load = Collez un relevé de partie ici (ou déposez un fichier de relevé sur le plateau) :
btn-load-record = Charger le relevé
recorder-loaded = Le relevé est chargé.
# $name : le nom du fichier.
recorder-drop-failed = Le fichier { $name } ne peut pas être lu comme du texte.
recorder-lost = Ce coup n'est plus dans le relevé.

## Intégrations, images, présentation.
btn-embed = Copier le code d'intégration
    .title = Un cadre HTML avec ce plateau, pour une autre page web ou une plateforme d'apprentissage
# Le titre du cadre d'un plateau intégré. $mode : le nom du mode (un message mode-*).
embed-frame-title = Plateau de Bao : { $mode }
btn-svg = Télécharger le SVG
    .title = Une image du plateau tel qu'il est affiché (vectorielle, pour l'impression et les fiches)
btn-png = Télécharger le PNG
    .title = Une image du plateau tel qu'il est affiché (pour les diapositives)
btn-present = Présenter
    .title = Le plateau en plein écran avec de grandes commandes, pour un projecteur
btn-present-exit = Quitter la présentation
present-keys = ← → un pas · Page préc. / Page suiv. un coup · Espace lecture ou pause · Échap quitter
# $limit : le plus long relevé, en kilo-octets.
record-too-long = un relevé fait au plus { $limit } Ko.
record-too-many-moves = un relevé contient au plus { $limit } coups, variantes comprises.
record-too-deep = les variantes sont imbriquées sur { $limit } niveaux au plus.
record-comment-too-long = un commentaire fait au plus { $limit } caractères.
