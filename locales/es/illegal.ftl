# Por qué no se puede jugar un movimiento. Cada mensaje recibe $rule (el número de regla) y,
# cuando nombra un hueco, $pit. Se muestra tras "A6< no es legal: ".

illegal-game-over = la partida ya ha terminado ({ $rule }).
illegal-not-your-pit = { $pit } no es un hueco tuyo ({ $rule }).
illegal-wrong-shape = en este juego el movimiento necesita un sentido, o lleva uno que no debe llevar ({ $rule }).
illegal-no-safari-choice = en este movimiento nunca se presenta la opción de jugar la casa ({ $rule }).
illegal-must-capture = hay una captura posible, así que debes capturar ({ $rule }).
illegal-namua-empty-pit = { $pit } está vacío; en namua la semilla va a un hueco ocupado de la primera fila ({ $rule }).
illegal-namua-back-row = { $pit } no está en la primera fila ({ $rule }).
illegal-kichwa-forced = una captura desde { $pit } debe entrar por la kichwa de su mismo lado ({ $rule }).
illegal-nyumba-not-alone = la nyumba { $pit } solo puede iniciar un takasa cuando es tu único hueco ocupado de la primera fila ({ $rule }).
illegal-singleton-no-nyumba = sin nyumba, { $pit } necesita 2 semillas o más ({ $rule }).
illegal-too-few-seeds = { $pit } tiene menos de 2 semillas ({ $rule }).
illegal-sixteen-no-capture = { $pit } tiene 16 semillas o más y no puede iniciar una captura ({ $rule }).
illegal-front-row-first = { $pit } está en la fila de atrás, pero hay un hueco de la primera fila con 2 semillas o más ({ $rule }).
illegal-takasia = { $pit } está bajo takasia ({ $rule }).
illegal-empties-front-row = sembrar { $pit } en este sentido vaciaría tu primera fila ({ $rule }).
illegal-never-ending = el movimiento no termina nunca: sigue durante 10 000 tramos ({ $rule }).
# $next: el hueco ocupado que cierra el paso.
illegal-blocked = { $pit } no puede avanzar: { $next } está ocupado ({ $rule }).
illegal-empty-hole = { $pit } está vacío ({ $rule }).
illegal-reserved = { $pit } está reservado ({ $rule }).
# $end: el hueco propio ocupado donde terminaría el primer tramo.
illegal-first-lap-own-hole = el primer tramo desde { $pit } termina en { $end }, un hueco propio ocupado ({ $rule }).
illegal-no-stone = { $pit } no tiene piedra ({ $rule }).
