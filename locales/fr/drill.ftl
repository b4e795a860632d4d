# Entraînements : des positions toujours nouvelles, une question chacune, avec un compteur de série.
# $side : le joueur qui doit jouer ("Sud" ou "Nord", un message side-name) ; $move : un coup.

drill-prompt-legal = Marquez chaque coup légal de { $side } : cliquez une fois sur une case pour les deux sens, encore pour < seulement, encore pour > seulement, puis appuyez sur Vérifier.
drill-prompt-legal-pits = Marquez chaque case d'où { $side } peut commencer un coup légal, puis appuyez sur Vérifier.
drill-prompt-last-seed = { $side } joue { $move }. Où tombe la dernière graine de son premier tour ? Cliquez sur la case.
drill-prompt-capture = { $side } joue { $move }. Le coup capture-t-il, ou est-ce un takasa ?
drill-prompt-kichwa = { $side } joue { $move }, une capture. Par quel kichwa les graines capturées entrent-elles ? Cliquez dessus.
drill-none = Aucune position pour cet entraînement n'a pu être trouvée à partir de ce plateau.
drill-right = Juste !
drill-wrong = Pas cette fois.
# La réponse sur la dernière graine : $count graines de $from semées vers $dir ("left" ou "right") ; la dernière dans $pit.
drill-last-seed = Les { $count } graines de { $from } vont vers la { $dir ->
    [left] gauche
   *[right] droite
} : la dernière tombe dans { $pit } ({ $rule }).
# Pourquoi un coup est un takasa. $why : "namua" (la graine en main est allée dans $pit, qui fait face à
# une case vide), "sixteen", "back-row", "was-empty" ou "faces-empty" (là où le premier tour s'est terminé,
# dans $pit), ou "other".
drill-takasa = Takasa : { $why ->
    [namua] la graine en main va dans { $pit }, qui ne fait face à aucune graine ({ $rule }).
    [sixteen] une case de 16 graines ou plus ne capture jamais ({ $rule }).
    [back-row] le premier tour se termine dans { $pit }, dans la rangée arrière ({ $rule }).
    [was-empty] le premier tour se termine dans { $pit }, qui était vide ({ $rule }).
    [faces-empty] le premier tour se termine dans { $pit }, qui fait face à une case vide ({ $rule }).
   *[other] le coup ne commence pas par une capture ({ $rule }).
}
# $count : les cases d'où part un coup légal ; $text : la règle qui les détermine.
drill-legal-right = Juste : { $count ->
    [one] { $count } case en tout
    [many] { $count } de cases en tout
   *[other] { $count } cases en tout
}. { $text }
# Une case marquée avec un seul sens alors que les deux sont légaux : $left et $right sont ses deux coups.
drill-legal-both = Depuis { $pit }, les deux sens sont légaux : { $left } et { $right }.
# Une case d'où seul $move est légal ; $other est l'autre sens, $text dit pourquoi il n'est pas légal.
drill-legal-only = Depuis { $pit }, seul { $move } est légal ; { $other } ne l'est pas : { $text }
btn-capture = Capture
btn-takasa = Takasa
btn-next = Position suivante
# $count : les bonnes réponses d'affilée ; $best : la meilleure série gardée dans ce navigateur.
drill-streak = Série : { $count } · Record : { $best }
drill-answer-shown = La bonne réponse est marquée sur le plateau.
