# Exercices : objectifs, réponses, indices, progression.
# $pit : un nom de case ; $move : un coup en notation ; $moves : des coups séparés par des virgules.

goal-capture = Capturez les graines de { $pit } en un coup.
goal-takasia = Créez une takasia : après votre coup, une case de l'adversaire est bloquée.
goal-win = Gagnez la partie en un coup.
goal-win-two = Gagnez en deux coups : quelle que soit la réponse de Nord, vous gagnez au coup suivant.
goal-safe = Votre rangée avant est en danger : trouvez un coup après lequel Nord n'a aucune réponse gagnante.
goal-safari = Jouez la maison (safari) en un coup.
goal-reserve = Réservez une case (kuweka mtoto) en un coup.
goal-end = Jouez un coup dont le dernier tour se termine dans { $pit }.
# Un objectif `move` : la question (dans le texte au-dessus du plateau) dit ce que le coup doit faire.
goal-move = Jouez le coup que demande la question.
goal-legal = Marquez chaque case d'où part un coup légal, puis appuyez sur Vérifier.
# $goal : l'objectif tel qu'écrit dans le bloc.
goal-unknown = Objectif d'exercice inconnu « { $goal } ».
goal-no-solution = Cet exercice n'a pas de solution dans cette position.
goal-nothing-wrong = Tous les coups sont sûrs dans cette position : l'exercice ne demande rien.

# $stars : les étoiles gagnées (un message ex-stars, par exemple « 3 étoiles »).
ex-solved = Bravo ! { $move } résout l'exercice : { $stars }.
# $stars : de 1 à 3.
ex-stars = { $stars ->
    [one] { $stars } étoile
    [many] { $stars } d'étoiles
   *[other] { $stars } étoiles
}
ex-solved-before = Vous avez déjà résolu cet exercice.
ex-wrong-illegal = { $move } n'est pas légal : { $text }
# $pits : les cases que le coup a capturées ; $rule : la règle de sa (première) capture.
ex-wrong-captured = { $move } capture { $pits } ({ $rule }), ce n'est pas ce qui était demandé.
# $pit : là où le coup s'est terminé ; $rule : la règle qui l'a terminé.
ex-wrong-ended = { $move } se termine dans { $pit } ({ $rule }) et n'atteint pas l'objectif.
ex-wrong-other = { $move } n'atteint pas l'objectif.
# La réponse de l'adversaire après une mauvaise réponse. $side : l'adversaire ("Nord" ou "Sud", un
# message side-name) ; $move : sa réponse ; $rule : la règle qui termine la partie.
ex-reply-wins = Alors { $side } répond { $move } et gagne ({ $rule }).
# $count : les graines que capture la réponse.
ex-reply-captures = Alors { $side } répond { $move } et capture { $count ->
    [one] { $count } graine
    [many] { $count } de graines
   *[other] { $count } graines
}.
ex-reply-escapes = Alors { $side } répond { $move }, et vous n'avez aucun coup gagnant.
ex-reply-escapes-endgame = Alors { $side } répond { $move }, et vous ne pouvez plus gagner dans les coups qui restent.
# Un gain en deux coups : le premier coup était juste ; $reply est la meilleure défense de l'adversaire.
ex-win-two-then = { $side } se défend par { $reply }. Gagnez maintenant en un coup.
# $stars : les étoiles qu'une solution rapporterait encore (de 1 à 3).
ex-stars-left = { $stars ->
    [one] { $stars } étoile à gagner
    [many] { $stars } d'étoiles à gagner
   *[other] { $stars } étoiles à gagner
}
# Les indices viennent en trois temps : l'idée, la case, le coup. L'idée :
# $count graines semées depuis une de vos cases (celle à trouver) atteignent $by, qui fait face à $pit.
hint-idea-capture = Comptez : une de vos cases avec { $count ->
    [one] { $count } graine
    [many] { $count } de graines
   *[other] { $count } graines
} atteint { $by }, qui fait face à { $pit }.
hint-idea-capture-namua = Dans la phase namua, une graine en main va dans une case avant occupée, et cette case capture la case de l'adversaire qui lui fait face, si elle contient des graines (K12).
hint-idea-capture-later = Aucun premier tour n'atteint { $pit } : capturez d'abord, puis un tour suivant doit se terminer dans { $by }, qui fait face à { $pit } (K19).
# L'idée générale d'une capture, quand une idée plus parlante donnerait la réponse.
hint-idea-capture-any = Suivez chaque coup que vous pouvez jouer, tour par tour : celui que vous cherchez termine un tour dans la case qui fait face à { $pit }.
# $laps : les tours du coup qui se termine dans $pit.
hint-idea-end = Comptez le long de l'anneau : le coup qui se termine dans { $pit } a { $laps ->
    [one] un seul tour
    [many] { $laps } de tours
   *[other] { $laps } tours
}.
# L'idée générale d'un objectif « end », quand une idée plus parlante donnerait la réponse.
hint-idea-end-any = Comptez le long de l'anneau pour chaque coup que vous pouvez jouer, tour par tour, jusqu'à ce qu'une dernière graine tombe dans { $pit }.
# $side : l'adversaire ("Nord" ou "Sud").
hint-idea-takasia = Une takasia suit un takasa dans la phase mtaji : après votre coup, { $side } ne doit avoir aucune capture, et exactement une de ses cases avant doit être une case que vous pourriez capturer tout de suite (K22).
# $why : "front" (rangée avant vide), "no-moves", "no-stones" ou "score" ; $rule : sa règle.
hint-idea-win = { $why ->
    [no-moves] Laissez { $side } sans coup légal ({ $rule }).
    [no-stones] Prenez les dernières pierres de { $side } ({ $rule }).
    [score] Terminez la partie avec plus de graines que { $side } ({ $rule }).
   *[front] Videz la rangée avant de { $side } ({ $rule }) : capturez les dernières graines de sa rangée avant.
}
hint-idea-win-two = Pensez deux coups à l'avance : après le bon coup, chaque réponse de { $side } vous laisse un coup gagnant.
# $reply : une réponse qui gagne contre un coup perdant.
hint-idea-safe = Après la plupart de vos coups, { $side } gagne avec une réponse comme { $reply }. Trouvez un coup qui ne lui en laisse aucune.
hint-idea-safari = Un coup qui capture peut terminer un tour dans votre nyumba fonctionnelle : vous pouvez alors jouer la maison, safari (K15.2).
hint-idea-reserve = Faites finir un tour dans une case de l'adversaire qui contient 3 graines : elle devient la vôtre, kuweka mtoto (G7).
# $pits : ce que capture le coup à trouver.
hint-idea-move-capture = Le coup que vous cherchez capture { $pits }.
hint-idea-move-end = Le coup que vous cherchez se termine dans { $pit }.
# $pit : le kichwa par lequel entrent les graines capturées du coup à trouver.
hint-idea-move-kichwa = Les graines capturées du coup que vous cherchez entrent par { $pit }.
hint-idea-move-any = Jouez chacun de vos coups dans votre tête, tour par tour, et comparez avec la question.
hint-idea-legal-capture = Une capture est possible ici, et la capture est obligatoire (K10) : seuls les coups qui capturent sont légaux.
hint-idea-legal-namua = Aucune capture n'est possible : un takasa namua part d'une case avant occupée (K13).
hint-idea-legal-takasa = Aucune capture n'est possible : un takasa part d'une case avant de 2 graines ou plus s'il y en a une, sinon de la rangée arrière (K20).
hint-idea-legal-other = Essayez chacune de vos cases avec les règles du jeu : un coup qu'elles interdisent n'est pas légal.
hint-pit = Indice : partez de { $pit }.
# $dir : "left" ou "right" ; $move : le coup complet.
hint-dir = Indice : jouez { $move }, en semant vers la { $dir ->
    [left] gauche
   *[right] droite
}.
hint-move = Indice : jouez { $move }.
hint-none = Plus d'indice.
# Exercice des coups légaux. $count : le nombre de cases.
# $stars : les étoiles gagnées (un message ex-stars).
legal-correct = Juste : ce sont toutes les cases d'où part un coup légal : { $stars }.
legal-missing = Vous avez oublié { $pits } : un coup part de là (par exemple { $move }).
# $pit : une case marquée ; $text : pourquoi aucun coup ne part de là.
legal-extra = Aucun coup ne part de { $pit } : { $text }
legal-marked = { $count ->
    [one] { $count } case marquée
    [many] { $count } de cases marquées
   *[other] { $count } cases marquées
}
progress-reset = Progression remise à zéro.
progress-not-saved = Ce navigateur ne peut pas garder votre progression (une fenêtre privée, ou un stockage plein ou désactivé) : les exercices marchent quand même, mais vos étoiles ne seront pas gardées quand vous partirez.

# Objectifs de plusieurs coups où Nord répond. $count : les coups qui restent à jouer.
goal-captures = { $count ->
    [one] Capturez avec ce coup.
    [many] Capturez à chacun de vos { $count } de prochains coups, quelle que soit la réponse de Nord.
   *[other] Capturez à chacun de vos { $count } prochains coups, quelle que soit la réponse de Nord.
}
goal-guard = { $count ->
    [one] Jouez un coup après lequel Nord n'a aucune capture.
    [many] Pendant { $count } de coups, jouez de sorte que Nord n'ait aucune capture après chacun d'eux.
   *[other] Pendant { $count } coups, jouez de sorte que Nord n'ait aucune capture après chacun d'eux.
}
# Un bon coup d'un tel objectif, avec la réponse. $reply : la réponse de l'adversaire ; $left : les coups qui restent.
ex-series-good = Bien : { $move }.
ex-series-then = { $side } répond { $reply }. { $left ->
    [one] Encore un coup.
    [many] Encore { $left } de coups.
   *[other] Encore { $left } coups.
}
# L'objectif atteint : la réponse de l'adversaire, qui ne capture rien.
ex-reply-no-capture = { $side } répond { $move } et ne capture rien.
# Après une mauvaise réponse à un objectif `captures` : une réponse après laquelle la suite de captures ne peut pas continuer.
ex-reply-stops = Alors { $side } répond { $move }, et vous ne pouvez plus capturer à chaque coup.
ex-reply-stops-guard = Alors { $side } répond { $move }, et ensuite chacun de vos coups lui laisse une capture.
hint-idea-captures = Regardez chacune de vos captures et chaque réponse de { $side } : après la bonne capture, quoi qu'il joue, vous pouvez capturer encore.
hint-idea-guard = Avant de jouer, regardez ce que { $side } pourrait capturer après votre coup : la capture est obligatoire, donc s'il en a une, il la fait. Le bon coup ne lui en laisse aucune.
goal-endgame = { $count ->
    [one] Gagnez la partie avec ce coup.
    [many] Gagnez cette fin de partie dans vos { $count } de prochains coups, quelle que soit la réponse de Nord.
   *[other] Gagnez cette fin de partie dans vos { $count } prochains coups, quelle que soit la réponse de Nord.
}
hint-idea-endgame = Regardez chacun de vos coups et chaque réponse de { $side } : après le bon coup, quoi qu'il joue, vous pouvez encore gagner dans les coups qui restent. La partie est gagnée quand sa rangée avant est vide ou qu'il ne peut pas jouer.
# Le premier indice d'un exercice de la partie 3 (« Bien jouer ») : le principe de jeu qu'enseigne
# son étape (`principle:` dans le bloc), qui choisit le bon coup. $principle : son nom.
hint-idea-principle = { $principle ->
    [no-capture] Regardez le plateau après chacun de vos coups et demandez-vous : Nord pourra-t-il alors capturer ? Le bon coup ne lui laisse aucune capture.
    [biggest] Comptez ce que rapporte chacune de vos captures, y compris les captures qui suivent dans le même coup : la bonne est celle qui rapporte le plus.
    [net-gain] Pour chacun de vos coups, comptez les graines qu'il capture, moins le plus grand nombre de graines que Nord peut capturer en retour avec son coup suivant : le bon coup donne la plus grande différence.
    [front-row] Pour chacun de vos coups, comptez les graines de votre rangée avant après lui : le bon coup en garde le plus.
    [front-after-reply] Pour chacun de vos coups, trouvez la réponse de Nord qui vous laisserait le moins de graines dans votre rangée avant : le bon coup en garde le plus, même après cette réponse.
    [keep-nyumba] Pour chacun de vos coups, regardez votre nyumba après lui : après le bon coup, elle est toujours à vous et contient 6 graines ou plus.
   *[mobility] Pour chacun de vos coups, comptez les coups légaux de Nord après lui : le bon coup lui en laisse le moins.
}
