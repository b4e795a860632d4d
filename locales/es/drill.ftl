# Entrenamientos: posiciones nuevas sin fin, una pregunta cada una, con un contador de racha.
# $side: quien mueve ("Sur" o "Norte", un mensaje side-name); $move: un movimiento.

drill-prompt-legal = Marca cada movimiento legal de { $side }: pulsa un hueco una vez para las dos direcciones, otra vez para solo <, otra más para solo >, y luego pulsa Comprobar.
drill-prompt-legal-pits = Marca cada hueco desde el que { $side } puede empezar un movimiento legal y pulsa Comprobar.
drill-prompt-last-seed = { $side } juega { $move }. ¿Dónde cae la última semilla de su primer tramo? Pulsa el hueco.
drill-prompt-capture = { $side } juega { $move }. ¿El movimiento captura o es un takasa?
drill-prompt-kichwa = { $side } juega { $move }, una captura. ¿En qué kichwa entran las semillas capturadas? Púlsalo.
drill-none = No se encontró ninguna posición para este entrenamiento a partir de este tablero.
drill-right = ¡Correcto!
drill-wrong = Esta vez no.
# La respuesta de la última semilla: $count semillas de $from hacia $dir ("left" o "right"); la última en $pit.
drill-last-seed = { $count ->
    [one] La { $count } semilla de { $from } va
    [many] Las { $count } de semillas de { $from } van
   *[other] Las { $count } semillas de { $from } van
} hacia la { $dir ->
    [left] izquierda
   *[right] derecha
}: la última cae en { $pit } ({ $rule }).
# Por qué un movimiento es un takasa. $why: "namua", "sixteen", "back-row", "was-empty", "faces-empty" u "other".
drill-takasa = Takasa: { $why ->
    [namua] la semilla del montón entra en { $pit }, que no tiene semillas enfrente ({ $rule }).
    [sixteen] un hueco con 16 semillas o más nunca captura ({ $rule }).
    [back-row] el primer tramo termina en { $pit }, en la fila de atrás ({ $rule }).
    [was-empty] el primer tramo termina en { $pit }, que estaba vacío ({ $rule }).
    [faces-empty] el primer tramo termina en { $pit }, que está frente a un hueco vacío ({ $rule }).
   *[other] el movimiento no empieza con una captura ({ $rule }).
}
# $count: los huecos desde los que empieza un movimiento legal; $text: la regla que los decide.
drill-legal-right = Correcto: { $count ->
    [one] el único hueco
    [many] los { $count } de huecos
   *[other] los { $count } huecos
}. { $text }
drill-legal-both = Desde { $pit } son legales las dos direcciones: { $left } y { $right }.
drill-legal-only = Desde { $pit } solo es legal { $move }; { $other } no: { $text }
btn-capture = Captura
btn-takasa = Takasa
btn-next = Siguiente posición
# $count: respuestas correctas seguidas; $best: la mejor racha guardada en este navegador.
drill-streak = Racha: { $count } · Mejor: { $best }
drill-answer-shown = La respuesta correcta está marcada en el tablero.
