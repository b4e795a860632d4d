# Las herramientas para docentes: registros de partidas (modo registro, grabación en el editor),
# incrustación, imágenes, presentación. Los nombres de los huecos y los movimientos (A7<, a5>) y los
# números de movimiento (1., 1...) no se traducen.

## Modo registro.
mode-record = Registro de la partida
# $number: el número del movimiento como lo escriben los registros ("1." para el Sur, "1..." para el
# Norte); $move: el movimiento; $text: la narración del evento.
narrate-record-move = { $number } { $move }: { $text }
# Nombre accesible de una fila de la lista de movimientos que contiene una variante.
record-variation = Variante
# Nombre accesible de la lista de movimientos.
record-moves = Movimientos, con variantes y comentarios

## Un registro que no se puede leer. $line, $column: dónde (desde 1); $text: qué.
error-record = No se puede leer este registro de partida: { $text }
record-error = línea { $line }, columna { $column }: { $text }
record-empty = un registro empieza con una posición (start, start:<juego> o la notación).
record-position = la posición inicial: { $text }
record-move = { $move } no es un movimiento: { $text }
record-illegal = el movimiento { $number } { $move } no se puede jugar: { $text }
record-move-number = el número de movimiento { $found } no encaja: el movimiento que sigue es el { $expected }
record-number-without-move = el número de movimiento { $found } no va seguido de un movimiento.
record-unclosed-comment = esta {"{"} no tiene su {"}"}.
record-stray-brace = {"}"} fuera de un comentario.
record-nothing-to-replace = una variante debe ir después del movimiento que sustituye.
record-unclosed-variation = este ( no tiene su ).
record-stray-paren = ) sin su (.
record-empty-variation = una variante sin movimientos.

## Grabar una demostración en el editor.
btn-record = Grabar una demostración
    .title = Juega movimientos desde esta posición, con variantes y comentarios, y cópialos como registro de la partida
btn-record-stop = Volver al editor
recorder-help = Juega movimientos en el tablero. Para añadir una variante, pulsa un movimiento anterior en la lista y juega allí otro movimiento.
recorder-invalid = Corrige la posición antes de grabar: { $text }
recorder-comment = Comentario sobre este movimiento
recorder-comment-start = Comentario antes del primer movimiento
btn-move-back = ◀ Atrás
    .title = Mostrar el movimiento anterior
btn-move-forward = Adelante ▶
    .title = Mostrar el movimiento siguiente de esta línea
btn-delete-move = Borrar desde este movimiento
    .title = Borra el movimiento mostrado y los que lo siguen en su línea
btn-copy-record = Copiar registro
btn-copy-block = Copiar bloque bao
recorder-load = Pega aquí un registro de partida (o suelta un archivo de registro sobre el tablero):
btn-load-record = Cargar registro
recorder-loaded = El registro está cargado.
# $name: el nombre del archivo.
recorder-drop-failed = No se puede leer el archivo { $name } como texto.
recorder-lost = Este movimiento ya no está en el registro.

## Incrustación, imágenes, presentación.
btn-embed = Copiar código para incrustar
    .title = Un marco HTML con este tablero, para otra página web o una plataforma de aprendizaje
# El título del marco de un tablero incrustado. $mode: el nombre del modo (un mensaje mode-*).
embed-frame-title = Tablero de bao: { $mode }
btn-svg = Descargar SVG
    .title = Una imagen del tablero tal como se ve (vectorial, para imprimir y para fichas)
btn-png = Descargar PNG
    .title = Una imagen del tablero tal como se ve (para diapositivas)
btn-present = Presentar
    .title = El tablero a pantalla completa con botones grandes, para un proyector
btn-present-exit = Salir de la presentación
present-keys = ← → un paso · Re Pág / Av Pág un movimiento · Espacio reproducir o pausar · Esc salir
record-too-long = una partida anotada tiene como máximo { $limit } KB.
record-too-many-moves = una partida anotada tiene como máximo { $limit } movimientos, variantes incluidas.
record-too-deep = las variantes se anidan como máximo { $limit } niveles.
record-comment-too-long = un comentario tiene como máximo { $limit } caracteres.
