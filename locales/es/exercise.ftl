# Ejercicios: objetivos, respuestas, pistas, progreso.
# $pit: un nombre de hueco; $move: un movimiento en notación; $moves: movimientos separados por comas.

goal-capture = Captura las semillas de { $pit } en un solo movimiento.
goal-takasia = Haz un takasia: después de tu movimiento, un hueco del oponente queda bloqueado.
goal-win = Gana la partida con un solo movimiento.
goal-safari = Juega la casa (safari) en un solo movimiento.
goal-reserve = Reserva un hueco (kuweka mtoto) en un solo movimiento.
goal-end = Juega un movimiento cuyo último tramo termine en { $pit }.
goal-move = Encuentra el mejor movimiento.
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
ex-wrong-captured = { $move } captura { $pits }, pero no es lo que se pedía.
# $pit: donde terminó el movimiento; $rule: la regla que lo terminó.
ex-wrong-ended = { $move } termina en { $pit } ({ $rule }) y no cumple el objetivo.
ex-wrong-other = { $move } no cumple el objetivo.
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
