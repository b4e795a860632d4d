# Pourquoi un coup ne peut pas être joué. Chaque message reçoit $rule (le numéro de la règle) et,
# quand il nomme une case, $pit. Affiché après « A6< n'est pas légal : ».

illegal-game-over = la partie est terminée ({ $rule }).
illegal-not-your-pit = { $pit } n'est pas votre case ({ $rule }).
illegal-wrong-shape = dans ce jeu, le coup doit avoir un sens, ou il en a un qu'il ne doit pas avoir ({ $rule }).
illegal-no-safari-choice = le choix de jouer la maison ne se présente jamais dans ce coup ({ $rule }).
illegal-must-capture = une capture est possible, vous devez donc capturer ({ $rule }).
illegal-namua-empty-pit = { $pit } est vide ; en namua, la graine va dans une case avant occupée ({ $rule }).
illegal-namua-back-row = { $pit } n'est pas dans la rangée avant ({ $rule }).
illegal-kichwa-forced = une capture depuis { $pit } doit entrer par le kichwa de son côté ({ $rule }).
illegal-nyumba-not-alone = la nyumba { $pit } ne peut commencer un takasa que si c'est votre seule case avant occupée ({ $rule }).
illegal-singleton-no-nyumba = sans nyumba, { $pit } doit avoir 2 graines ou plus ({ $rule }).
illegal-too-few-seeds = { $pit } a moins de 2 graines ({ $rule }).
illegal-sixteen-no-capture = { $pit } contient 16 graines ou plus et ne peut pas commencer une capture ({ $rule }).
illegal-front-row-first = { $pit } est dans la rangée arrière, mais une case avant a 2 graines ou plus ({ $rule }).
illegal-takasia = { $pit } est sous takasia ({ $rule }).
illegal-empties-front-row = semer { $pit } dans ce sens viderait votre rangée avant ({ $rule }).
illegal-never-ending = le coup ne finit jamais : il continue pendant 10 000 tours ({ $rule }).
# $next : la case occupée qui barre le chemin.
illegal-blocked = { $pit } ne peut pas avancer : { $next } est occupée ({ $rule }).
illegal-empty-hole = { $pit } est vide ({ $rule }).
illegal-reserved = { $pit } est réservée ({ $rule }).
# $end : la case occupée du joueur lui-même où finirait le premier tour.
illegal-first-lap-own-hole = le premier tour depuis { $pit } finit dans votre propre case occupée { $end } ({ $rule }).
illegal-no-stone = { $pit } n'a pas de pierre ({ $rule }).
