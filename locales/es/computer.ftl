# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated.

## The opponent picker of a play board.
computer-label = Rival
computer-level = { $level ->
    [1] Computadora, nivel 1 (principiante)
    [2] Computadora, nivel 2 (aprendiz)
    [3] Computadora, nivel 3 (fuerte)
   *[4] Computadora, nivel 4 (maestro)
}
computer-none = Nadie (dos jugadores)
computer-side-label = La computadora juega
computer-thinking = La computadora está pensando…
computer-wait = Espera: le toca a la computadora.
computer-error = { $kind ->
    [position] La computadora no puede leer esta posición.
    [move] La computadora dio un movimiento que no es legal aquí.
    [over] La computadora no puede mover: la partida ha terminado.
    [worker] La computadora no pudo iniciarse en este navegador.
   *[other] La computadora no pudo responder.
}
computer-you-win = ¡Ganaste!
computer-it-wins = Gana la computadora.
computer-draw = Empate.

## The Hint button of a play board.
btn-computer-hint = Pista
    .title = El mejor movimiento aquí, y por qué
hint-thinking = Buscando el mejor movimiento…
hint-best = Juega { $move }: { $text }
hint-wins = gana la partida ({ $rule }).
hint-captures = captura { $count ->
    [one] { $count } semilla
    [many] { $count } de semillas
   *[other] { $count } semillas
} ({ $pits }).
hint-captures-stones = toma { $count ->
    [one] { $count } piedra
    [many] { $count } de piedras
   *[other] { $count } piedras
} ({ $pits }).
hint-reserves = reserva { $pits } (kuweka mtoto, G7).
hint-prevents = salva { $pits } de la captura.
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
hint-takasia = pone { $pit } en takasia (K22).
hint-safari = juega la casa (safari, K15.2).
hint-quiet = es el movimiento que deja tu posición más segura.
hint-forced-win = Con el mejor juego ganas en { $moves ->
    [one] { $moves } movimiento
    [many] { $moves } de movimientos
   *[other] { $moves } movimientos
} como mucho.
hint-forced-loss = Contra el mejor juego todo movimiento pierde; este resiste más ({ $moves ->
    [one] { $moves } movimiento
    [many] { $moves } de movimientos
   *[other] { $moves } movimientos
}).

## The editor's analysis panel.
analysis-title = Análisis
analysis-thinking = Analizando todos los movimientos legales…
analysis-depth = Búsqueda a { $depth } movimientos de profundidad ({ $nodes } posiciones).
analysis-help = Las puntuaciones están en semillas para quien mueve: más es mejor. Elige un movimiento para recorrer su línea principal en el tablero.
analysis-move = Movimiento
analysis-score = Puntuación
analysis-line = Línea principal
analysis-seeds = { $sign }{ $whole },{ $cents }
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
