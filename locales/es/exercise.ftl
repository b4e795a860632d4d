# Ejercicios: objetivos, respuestas, pistas, progreso.
# $pit: un nombre de hueco; $move: un movimiento en notación; $moves: movimientos separados por comas.

goal-capture = Captura las semillas de { $pit } en un solo movimiento.
goal-takasia = Haz un takasia: después de tu movimiento, un hueco del oponente queda bloqueado.
goal-win = Gana la partida con un solo movimiento.
goal-safari = Juega la casa (safari) en un solo movimiento.
goal-reserve = Reserva un hueco (kuweka mtoto) en un solo movimiento.
goal-end = Juega un movimiento cuyo último tramo termine en { $pit }.
goal-move = Juega el movimiento que pide la pregunta.
goal-legal = Marca todos los huecos desde los que empieza un movimiento legal y pulsa Comprobar.
# $goal: el objetivo tal como está escrito en el bloque.
goal-unknown = Objetivo de ejercicio desconocido: «{ $goal }».
goal-no-solution = Este ejercicio no tiene solución en esta posición.

# $stars: las estrellas obtenidas (un mensaje ex-stars, p. ej. "3 estrellas").
ex-solved = ¡Muy bien! { $move } lo resuelve: { $stars }.
# $stars: de 1 a 3.
ex-stars = { $stars ->
    [one] { $stars } estrella
    [many] { $stars } de estrellas
   *[other] { $stars } estrellas
}
ex-solved-before = Este ejercicio ya lo habías resuelto.
ex-wrong-illegal = { $move } no es legal: { $text }
# $pits: los huecos que capturó el movimiento.
ex-wrong-captured = { $move } captura { $pits } ({ $rule }), pero no es lo que se pedía.
# $pit: donde terminó el movimiento; $rule: la regla que lo terminó.
ex-wrong-ended = { $move } termina en { $pit } ({ $rule }) y no cumple el objetivo.
ex-wrong-other = { $move } no cumple el objetivo.
goal-win-two = Gana en dos movimientos: responda lo que responda Norte, ganas con tu siguiente movimiento.
goal-safe = Tu primera fila está en peligro: encuentra un movimiento tras el cual Norte no tenga ninguna respuesta ganadora.
goal-nothing-wrong = En esta posición todos los movimientos son seguros: el ejercicio no pide nada.
# La respuesta del oponente tras una respuesta incorrecta. $side: el oponente ("Norte" o "Sur",
# un mensaje side-name); $move: su respuesta; $rule: la regla que termina la partida.
ex-reply-wins = Entonces { $side } responde { $move } y gana ({ $rule }).
# $count: las semillas que captura la respuesta.
ex-reply-captures = Entonces { $side } responde { $move } y captura { $count ->
    [one] { $count } semilla
    [many] { $count } de semillas
   *[other] { $count } semillas
}.
ex-reply-escapes = Entonces { $side } responde { $move } y ya no tienes ningún movimiento ganador.
ex-reply-escapes-endgame = Entonces { $side } responde { $move }, y ya no puedes ganar en los movimientos que quedan.
# Ganar en dos: el primer movimiento era correcto; $reply es la mejor defensa del oponente.
ex-win-two-then = { $side } se defiende con { $reply }. Ahora gana en un movimiento.
# $stars: las estrellas que aún daría una solución (de 1 a 3).
ex-stars-left = { $stars ->
    [one] aún puedes ganar { $stars } estrella
    [many] aún puedes ganar { $stars } de estrellas
   *[other] aún puedes ganar { $stars } estrellas
}
# Las pistas tienen tres pasos: la idea, el hueco, el movimiento. La idea:
hint-idea-capture = Cuenta: uno de tus huecos con { $count ->
    [one] { $count } semilla
    [many] { $count } de semillas
   *[other] { $count } semillas
} llega hasta { $by }, que está frente a { $pit }.
hint-idea-capture-namua = En la etapa namua, una semilla de tu montón va a un hueco ocupado de la primera fila, y ese hueco captura el hueco del oponente que tiene enfrente, si tiene semillas (K12).
hint-idea-capture-later = Ningún primer tramo llega a { $pit }: captura primero; luego un tramo posterior debe terminar en { $by }, que está frente a { $pit } (K19).
hint-idea-capture-any = Sigue tramo a tramo cada movimiento que puedes jugar: el que buscas termina un tramo en el hueco que está frente a { $pit }.
# $laps: los tramos del movimiento que termina en $pit.
hint-idea-end = Cuenta a lo largo del anillo: el movimiento que termina en { $pit } tiene { $laps ->
    [one] un solo tramo
    [many] { $laps } de tramos
   *[other] { $laps } tramos
}.
hint-idea-end-any = Cuenta a lo largo del anillo, tramo a tramo, cada movimiento que puedes jugar, hasta que una última semilla caiga en { $pit }.
hint-idea-takasia = Un takasia sigue a un takasa en la etapa mtaji: tras tu movimiento, { $side } no debe poder capturar, y exactamente uno de sus huecos de la primera fila debe ser uno que tú podrías capturar enseguida (K22).
# $why: "front", "no-moves", "no-stones" o "score"; $rule: su regla.
hint-idea-win = { $why ->
    [no-moves] Deja a { $side } sin movimientos legales ({ $rule }).
    [no-stones] Toma las últimas piedras de { $side } ({ $rule }).
    [score] Termina la partida con más semillas que { $side } ({ $rule }).
   *[front] Vacía la primera fila de { $side } ({ $rule }): captura las últimas semillas de su primera fila.
}
hint-idea-win-two = Piensa dos movimientos por delante: tras el movimiento correcto, cualquier respuesta de { $side } te deja un movimiento ganador.
hint-idea-safe = Después de la mayoría de tus movimientos, { $side } gana con una respuesta como { $reply }. Encuentra un movimiento que no le deje ninguna.
hint-idea-safari = Un movimiento de captura puede terminar un tramo en tu nyumba funcional: entonces puedes jugar la casa, safari (K15.2).
hint-idea-reserve = Haz que un tramo termine en un hueco del oponente con 3 semillas: pasa a ser tuyo, kuweka mtoto (G7).
hint-idea-move-capture = El movimiento que buscas captura { $pits }.
hint-idea-move-end = El movimiento que buscas termina en { $pit }.
hint-idea-move-kichwa = Las semillas capturadas por el movimiento que buscas entran por { $pit }.
hint-idea-move-any = Juega mentalmente cada uno de tus movimientos, tramo a tramo, y compáralo con la pregunta.
hint-idea-legal-capture = Aquí se puede capturar, y capturar es obligatorio (K10): solo son legales los movimientos de captura.
hint-idea-legal-namua = No se puede capturar: un takasa namua empieza en un hueco ocupado de la primera fila (K13).
hint-idea-legal-takasa = No se puede capturar: un takasa empieza en un hueco de la primera fila con 2 semillas o más si lo hay; si no, en la fila de atrás (K20).
hint-idea-legal-other = Comprueba cada uno de tus huecos con las reglas del juego: un movimiento que las reglas prohíben no es legal.
hint-pit = Pista: empieza desde { $pit }.
# $dir: "left" o "right"; $move: el movimiento completo.
hint-dir = Pista: juega { $move }, sembrando hacia la { $dir ->
    [left] izquierda
   *[right] derecha
}.
hint-move = Pista: juega { $move }.
hint-none = No hay más pistas.
# Ejercicio de movimientos legales. $count: número de huecos.
# $stars: las estrellas obtenidas (un mensaje ex-stars).
legal-correct = Correcto: estos son todos los huecos desde los que empieza un movimiento legal: { $stars }.
legal-missing = Falta marcar { $pits }: desde ahí empieza un movimiento (p. ej., { $move }).
# $pit: un hueco marcado; $text: por qué no empieza ningún movimiento ahí.
legal-extra = Desde { $pit } no empieza ningún movimiento: { $text }
legal-marked = { $count ->
    [one] { $count } hueco marcado
    [many] { $count } de huecos marcados
   *[other] { $count } huecos marcados
}
progress-reset = Progreso borrado.
progress-not-saved = Este navegador no puede guardar tu progreso (una ventana privada, o el almacenamiento está lleno o desactivado): los ejercicios siguen funcionando, pero tus estrellas no se guardarán al salir.

# Objetivos de varios movimientos a los que Norte responde. $count: los movimientos que quedan.
goal-captures = { $count ->
    [one] Captura con este movimiento.
   *[other] Captura en cada uno de tus próximos { $count } movimientos, responda lo que responda Norte.
}
goal-guard = { $count ->
    [one] Juega un movimiento tras el cual Norte no tenga ninguna captura.
   *[other] Durante { $count } movimientos, juega de modo que tras cada uno Norte no tenga ninguna captura.
}
# $reply: la respuesta del oponente; $left: los movimientos que quedan.
ex-series-good = Bien: { $move }.
ex-series-then = { $side } responde { $reply }. { $left ->
    [one] Queda un movimiento.
   *[other] Quedan { $left } movimientos.
}
ex-reply-no-capture = { $side } responde { $move } y no captura nada.
ex-reply-stops = Entonces { $side } responde { $move }, y ya no puedes capturar en cada movimiento.
ex-reply-stops-guard = Entonces { $side } responde { $move }, y después cualquier movimiento tuyo le deja una captura.
hint-idea-captures = Mira cada una de tus capturas y cada respuesta de { $side }: tras la captura correcta, juegue lo que juegue, puedes volver a capturar.
hint-idea-guard = Antes de jugar, mira qué podría capturar { $side } después de tu movimiento: capturar es obligatorio, así que si tiene una captura la hace. El movimiento correcto no le deja ninguna.
goal-endgame = { $count ->
    [one] Gana la partida con este movimiento.
   *[other] Gana este final en tus próximos { $count } movimientos, responda lo que responda Norte.
}
hint-idea-endgame = Mira cada uno de tus movimientos y cada respuesta de { $side }: tras el movimiento correcto, juegue lo que juegue, todavía puedes ganar en los movimientos que quedan. Se gana cuando su primera fila está vacía o cuando no puede mover.
# La primera pista de un ejercicio de la Parte 3 («Jugar bien»): el principio de juego que enseña su lección
# (`principle:` en el bloque), que elige el movimiento correcto. $principle: su nombre.
hint-idea-principle = { $principle ->
    [no-capture] Mira el tablero después de cada uno de tus movimientos y pregúntate: ¿podrá capturar Norte entonces? El movimiento correcto no le deja ninguna captura.
    [biggest] Cuenta lo que se lleva cada una de tus capturas, incluidas las capturas que siguen en el mismo movimiento: la correcta es la que más se lleva.
    [net-gain] Para cada uno de tus movimientos, cuenta lo que se lleva, menos el máximo que Norte puede recuperar con su siguiente movimiento: el correcto tiene la mayor diferencia.
    [front-row] Para cada uno de tus movimientos, cuenta las semillas de tu primera fila después de él: el correcto conserva más.
    [front-after-reply] Para cada uno de tus movimientos, busca la respuesta de Norte que te dejaría menos semillas en tu primera fila: el movimiento correcto conserva más, incluso después de esa respuesta.
    [keep-nyumba] Para cada uno de tus movimientos, mira tu nyumba después de él: con el movimiento correcto sigue siendo tuya, con 6 semillas o más.
   *[mobility] Para cada uno de tus movimientos, cuenta los movimientos legales de Norte después de él: el correcto le deja menos.
}
