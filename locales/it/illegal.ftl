# Why a move cannot be played. Each message gets $rule (the rule number) and, where it names
# a pit, $pit. Shown after "A6< non è legale: ".

illegal-game-over = la partita è finita ({ $rule }).
illegal-not-your-pit = { $pit } non è una tua buca ({ $rule }).
illegal-wrong-shape = in questo gioco la mossa richiede una direzione, oppure ne ha una che non dovrebbe avere ({ $rule }).
illegal-no-safari-choice = in questa mossa la scelta di giocare la nyumba non si presenta mai ({ $rule }).
illegal-must-capture = c'è una cattura possibile, quindi devi catturare ({ $rule }).
illegal-namua-empty-pit = { $pit } è vuota; nella fase namua il seme va in una buca interna occupata ({ $rule }).
illegal-namua-back-row = { $pit } non è nella fila interna ({ $rule }).
illegal-kichwa-forced = una cattura da { $pit } deve entrare dal kichwa del suo stesso lato ({ $rule }).
illegal-nyumba-not-alone = la nyumba { $pit } può iniziare una takasa solo quando è la tua unica buca interna occupata ({ $rule }).
illegal-singleton-no-nyumba = senza nyumba, { $pit } deve contenere almeno 2 semi ({ $rule }).
illegal-too-few-seeds = { $pit } ha meno di 2 semi ({ $rule }).
illegal-sixteen-no-capture = { $pit } contiene 16 semi o più e non può iniziare una cattura ({ $rule }).
illegal-front-row-first = { $pit } è nella fila esterna, ma una buca interna ha almeno 2 semi ({ $rule }).
illegal-takasia = { $pit } è sotto takasia ({ $rule }).
illegal-empties-front-row = seminare { $pit } in questa direzione svuoterebbe la tua fila interna ({ $rule }).
illegal-never-ending = la mossa non termina mai: va avanti per 10.000 giri ({ $rule }).
# $next: the occupied hole in the way.
illegal-blocked = { $pit } non può avanzare: { $next } è occupata ({ $rule }).
illegal-empty-hole = { $pit } è vuota ({ $rule }).
illegal-reserved = { $pit } è riservata ({ $rule }).
# $end: the own occupied hole where the first lap would end.
illegal-first-lap-own-hole = il primo giro da { $pit } termina in una tua buca occupata, { $end } ({ $rule }).
illegal-no-stone = in { $pit } non c'è una pietra ({ $rule }).
