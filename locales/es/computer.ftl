# Widgets de Bao Kitabu: la máquina como rival, la Pista y el panel de análisis del editor.
# Los nombres de huecos (A5, b12) y los movimientos (A7<, a5>+) nunca se traducen; $move, $pit y
# $pits los contienen ($pits: nombres de huecos separados por comas).

## El selector de rival de un tablero de juego.
computer-label = Oponente
# $level: de 1 a 4.
computer-level = { $level ->
    [1] Máquina, nivel 1 (principiante)
    [2] Máquina, nivel 2 (aprendiz)
    [3] Máquina, nivel 3 (fuerte)
   *[4] Máquina, nivel 4 (maestro)
}
computer-none = Nadie (dos jugadores)
# Etiqueta del selector de bando (Sur, Norte).
computer-side-label = La máquina juega con
computer-thinking = La máquina está pensando…
computer-wait = Espera: le toca a la máquina.
# $kind: "position", "move", "over", "worker" u "other".
computer-error = { $kind ->
    [position] La máquina no puede leer esta posición.
    [move] La máquina ha propuesto un movimiento que no es legal aquí.
    [over] La máquina no puede mover: la partida ha terminado.
    [worker] La máquina no ha podido arrancar en este navegador.
   *[other] La máquina no ha podido responder.
}
computer-you-win = ¡Has ganado!
computer-it-wins = Gana la máquina.
computer-draw = Empate.

## El botón Pista de un tablero de juego.
btn-computer-hint = Pista
    .title = El mejor movimiento en esta posición, y por qué
hint-thinking = Buscando el mejor movimiento…
# $move: el movimiento; $text: una de las frases hint-... de abajo.
hint-best = Juega { $move }: { $text }
# $rule: la regla que termina la partida (K30, M6, G8...).
hint-wins = gana la partida ({ $rule }).
# $count: semillas capturadas; $pits: los huecos capturados.
hint-captures = captura { $count ->
    [one] { $count } semilla
    [many] { $count } de semillas
   *[other] { $count } semillas
} ({ $pits }).
# Bao la Kimasai: $count piedras tomadas, de $pits.
hint-captures-stones = toma { $count ->
    [one] { $count } piedra
    [many] { $count } de piedras
   *[other] { $count } piedras
} ({ $pits }).
# Bao Kingulu, G7: los huecos del rival que reserva.
hint-reserves = reserva { $pits } (kuweka mtoto, G7).
# Los huecos de quien mueve que el rival podía capturar antes del movimiento y ya no puede después.
hint-prevents = pone a salvo { $pits } de una captura.
# $count: semillas que quien mueve podrá capturar en el próximo turno, en $pits.
hint-threatens = amenaza con capturar { $count ->
    [one] { $count } semilla
    [many] { $count } de semillas
   *[other] { $count } semillas
} ({ $pits }) en el próximo turno.
hint-threatens-stones = amenaza con tomar { $count ->
    [one] { $count } piedra
    [many] { $count } de piedras
   *[other] { $count } piedras
} ({ $pits }) en el próximo turno.
# K22: el hueco del rival que bloquea.
hint-takasia = deja { $pit } en takasia (K22).
# K15.2
hint-safari = juega la casa (safari, K15.2).
hint-quiet = es el movimiento que deja tu posición más segura.
# $moves: movimientos (de los dos bandos) hasta la victoria, demostrada por la búsqueda.
hint-forced-win = Con el mejor juego ganas en { $moves ->
    [one] { $moves } movimiento
    [many] { $moves } de movimientos
   *[other] { $moves } movimientos
} como mucho.
hint-forced-loss = Contra el mejor juego, todos los movimientos pierden; este es el que más resiste ({ $moves ->
    [one] { $moves } movimiento
    [many] { $moves } de movimientos
   *[other] { $moves } movimientos
}).

## El panel de análisis del editor.
analysis-title = Análisis
analysis-thinking = Analizando todos los movimientos legales…
# $depth: movimientos de profundidad; $nodes: posiciones examinadas.
analysis-depth = Profundidad de búsqueda: { $depth } movimientos ({ $nodes } posiciones).
analysis-progress = Profundidad de { $depth ->
    [one] { $depth } movimiento
   *[other] { $depth } movimientos
} completada: por ahora el mejor movimiento es { $move } ({ $score }); { $nodes } posiciones.
analysis-stop = Detener
analysis-stopped = Análisis detenido. Arriba: el mejor movimiento hallado en cada profundidad completada.
analysis-help = Las puntuaciones se dan en semillas, desde el punto de vista de quien mueve: cuanto más, mejor. Elige un movimiento para recorrer su línea principal en el tablero.
analysis-move = Movimiento
analysis-score = Puntuación
analysis-line = Línea principal
# Una puntuación en semillas: $score, con su signo, las cifras y el signo decimal del idioma según CLDR (+1,25).
analysis-seeds = { $score }
# $moves: movimientos (de los dos bandos), demostrados por la búsqueda.
analysis-win = victoria en { $moves ->
    [one] { $moves } movimiento
    [many] { $moves } de movimientos
   *[other] { $moves } movimientos
}
analysis-loss = derrota en { $moves ->
    [one] { $moves } movimiento
    [many] { $moves } de movimientos
   *[other] { $moves } movimientos
}
btn-close = Cerrar
