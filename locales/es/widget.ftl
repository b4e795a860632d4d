# Widgets de Bao Kitabu: botones, etiquetas, líneas de estado.
# Los nombres de huecos (A5, b12) y la notación de movimientos (A7<, a5>+) nunca se traducen.
# Las variables $pit, $move y $kichwa contienen esos nombres.

## Juegos (primer campo de la notación).
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## Bandos. $side es "south" o "north".
side-name = { $side ->
    [south] Sur
   *[north] Norte
}

## Sentidos desde el punto de vista de quien mueve. $dir es "left" o "right".
dir-name = { $dir ->
    [left] izquierda
   *[right] derecha
}

## Línea de estado bajo el tablero.
# $side: "south" o "north".
status-to-move = { $side ->
    [south] Juega Sur
   *[north] Juega Norte
}
# Mientras se siembra un movimiento (semillas por sembrar). $side: "south" o "north".
status-moving = { $side ->
    [south] Sur está jugando
   *[north] Norte está jugando
}
status-stage-namua = Etapa namua
status-stage-mtaji = Etapa mtaji
# $count: semillas del montón (en la mano) de $side ("south" o "north").
status-store = { $side ->
    [south] Montón de Sur
   *[north] Montón de Norte
}: { $count }
# $count: semillas capturadas por $side (Bao Kingulu).
status-captured = { $side ->
    [south] Capturadas por Sur
   *[north] Capturadas por Norte
}: { $count }
# $count: semillas que se están sembrando (en la mano del jugador) durante una animación.
status-in-hand = { $count ->
    [one] { $count } semilla por sembrar
    [many] { $count } de semillas por sembrar
   *[other] { $count } semillas por sembrar
}
# $side: el ganador ("south" o "north"); $rule: el número de regla (K29, K30, M6, G8).
status-winner = { $side ->
    [south] Gana Sur
   *[north] Gana Norte
} ({ $rule })
# $rule: M7 o G8.
status-draw = Empate ({ $rule })

## Etiquetas de los huecos para lectores de pantalla.
# $pit: el nombre del hueco; $count: sus semillas; $kind: "nyumba", "kichwa", "kimbi" o "plain";
# $state: "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] , nyumba
    [kichwa] , kichwa
    [kimbi] , kimbi
   *[plain] {""}
}, { $count ->
    [one] { $count } semilla
    [many] { $count } de semillas
   *[other] { $count } semillas
}{ $state ->
    [takasia] , bajo takasia
    [reserved-south] , reservado por Sur
    [reserved-north] , reservado por Norte
    [last] , última semilla
    [captured] , capturado
    [hand] , semillas por sembrar
   *[none] {""}
}
# Nombre accesible del tablero. $game: el nombre del juego.
board-label = Tablero de { $game }
# Nombres accesibles de los montones junto al tablero.
store-label = { $side ->
    [south] Montón de Sur
   *[north] Montón de Norte
}

## Botones y controles.
btn-flip = Girar tablero
    .title = Ver el tablero desde el otro lado
btn-labels = Nombres
    .title = Mostrar u ocultar los nombres de los huecos
btn-start = Inicio
    .title = Ir al principio
btn-end = Final
    .title = Ir al final
btn-play = Reproducir
    .title = Reproducir la animación
btn-pause = Pausa
    .title = Pausar la animación
btn-back-seed = ◀ Semilla
    .title = Un paso atrás
btn-next-seed = Semilla ▶
    .title = Un paso adelante
btn-back-lap = ◀◀ Tramo
    .title = Volver al final del tramo anterior
btn-next-lap = Tramo ▶▶
    .title = Avanzar hasta el final de este tramo
btn-back-move = |◀ Movimiento
    .title = Volver al movimiento anterior
btn-next-move = Movimiento ▶|
    .title = Avanzar hasta el final de este movimiento
label-speed = Velocidad
btn-undo = Deshacer
btn-redo = Rehacer
btn-new-game = Reiniciar
btn-share = Copiar enlace para compartir
btn-copy-position = Copiar posición
btn-open-play = Abrir en modo de juego libre
btn-open-step = Abrir en modo paso a paso
btn-check = Comprobar
btn-hint = Pista
btn-retry = Reintentar
btn-reset = Borrar progreso
btn-cancel = Cancelar
# Una elección pedida durante un movimiento. $dir: "left" o "right"; $kichwa: el hueco kichwa.
choice-dir = Sembrar hacia la { $dir ->
    [left] izquierda
   *[right] derecha
}
choice-kichwa = Entrar por la kichwa { $kichwa }
choice-safari = Jugar la casa (safari)
choice-stop = Detenerse en la casa
# Se muestra sobre los botones de elección. $pit: el hueco pulsado.
choice-prompt = { $pit }: elige cómo jugar
copied = Copiado.
copy-failed = No se pudo copiar; selecciona el texto y cópialo a mano.

## Lista de movimientos y narración.
moves-title = Movimientos
moves-none = Todavía no hay movimientos.
# $side: "south" o "north".
narrate-start = Posición inicial. { $side ->
    [south] Juega Sur.
   *[north] Juega Norte.
}
# $number: el número del movimiento (1, 2...); $move: el movimiento en notación; $text: la narración.
narrate-move = { $number }. { $move }: { $text }
# $side: el jugador al que le toca ahora ("south" o "north").
narrate-your-turn = { $side ->
    [south] Juega Sur.
   *[north] Juega Norte.
}
# $move: el movimiento jugado.
narrate-played = Se jugó { $move }.
# $move: el movimiento; $text: por qué es ilegal (uno de los mensajes illegal-*).
narrate-illegal = { $move } no es legal: { $text }
# $pit: el hueco pulsado; $text: por qué no empieza ningún movimiento ahí.
narrate-no-move = Desde { $pit } no empieza ningún movimiento: { $text }
# $count: número de sucesos del movimiento; $step: el suceso actual.
step-position = Paso { $step } de { $count }

## Editor.
edit-title = Editor de posiciones
edit-game = Juego
edit-to-move = Turno
edit-stores = Semillas en la mano (Sur, Norte)
edit-captured = Capturadas (Sur, Norte)
edit-nyumba-south = Sur tiene la nyumba
edit-nyumba-north = Norte tiene la nyumba
edit-takasia = Hueco en takasia
edit-takasia-none = ninguno
edit-reserved = Huecos reservados (p. ej. a3=S,A5=N)
edit-position = Posición
edit-help = Pulsa un hueco para añadir una semilla, Mayús+clic o clic derecho para quitar una, o selecciónalo y escribe un número, + o -.
edit-valid = La posición es válida.
# $total: semillas en el tablero y en la mano; $expected: el total del juego.
edit-seed-total = { $total } de { $expected } semillas colocadas.

## Errores que se muestran en lugar del contenido de un widget.
# $text: el motivo (un mensaje parse-* o illegal-*).
error-position = No se puede leer esta posición: { $text }
# $number: el número del movimiento en la lista; $move: el movimiento tal como está escrito; $text: el motivo.
error-move = El movimiento { $number } ({ $move }) no se puede jugar: { $text }
error-mode = Modo de widget desconocido: «{ $mode }» (view, step, play, edit, exercise, record, drill, score, map, review).
error-value = El widget tiene un valor incorrecto, «{ $value }», para «{ $key }».
error-missing = Al widget le falta el ajuste «{ $key }».
error-not-for-mode = El ajuste «{ $key }» no es para el modo «{ $mode }».
# $drill: un tipo de práctica (legal-moves, last-seed...); $game: el nombre de un juego.
error-drill-game = La práctica «{ $drill }» no es para { $game }.
error-shown-start = En su lugar se muestra la posición inicial.
# Enlaces para compartir (play.html#...). $key: la clave desconocida.
fragment-unknown-key = El enlace tiene una parte desconocida: «{ $key }».
fragment-bad-encoding = El enlace está dañado (codificación % incorrecta).
# $value: el valor incorrecto; $key: su clave.
fragment-bad-value = El enlace tiene un valor incorrecto, «{ $value }», para «{ $key }».
fragment-title = No se pudo abrir este enlace compartido.

## Nombres de los modos (título del widget para lectores de pantalla).
mode-view = Tablero
mode-step = Reproducción paso a paso
mode-play = Juego libre
mode-edit = Editor de posiciones
mode-exercise = Ejercicio
mode-drill = Práctica
mode-score = Puntuación de la prueba
mode-map = Mapa del curso
mode-review = Mis errores
fragment-too-long = El enlace es demasiado largo (como máximo { $limit } KB).
embed-bad-id = El id del enlace debe ser una sola línea de como máximo { $limit } bytes.
embed-no-progress-page = Las páginas de progreso del curso no se pueden incrustar: abre el libro mismo.
