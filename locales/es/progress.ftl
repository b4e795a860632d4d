# Progreso: el mapa del curso, la puntuación de una prueba, "mis errores", el archivo de progreso.

course-loading = Cargando el curso…
course-unavailable = No se pudo cargar el índice del curso, así que aquí no se puede mostrar tu progreso.
# $earned, $possible: estrellas; $done: lecciones terminadas de $stages.
map-total = Tus estrellas: { $earned } de { $possible } · lecciones terminadas: { $done } de { $stages }
map-next = Siguiente lección:
map-complete = Has terminado todas las lecciones. ¡Enhorabuena!
# El nombre accesible de las estrellas de una lección.
map-stage-stars = { $earned } de { $possible } estrellas
map-reset = Reiniciar
map-reset-confirm = ¿Reiniciar esta lección?
# $stage: el título de una lección.
map-reset-done = Lección reiniciada: { $stage }.
btn-progress-save = Guardar el progreso en un archivo
btn-progress-load = Cargar el progreso desde un archivo
progress-saved-file = Tu progreso se ha guardado en un archivo (mira tus descargas).
progress-save-failed = No se pudo crear el archivo en este navegador.
# $count: ejercicios con estrellas en el archivo.
progress-loaded = Progreso cargado: estrellas de { $count ->
    [one] { $count } ejercicio
    [many] { $count } de ejercicios
   *[other] { $count } ejercicios
} (se conserva lo mejor del archivo y de este navegador).
import-unreadable = No se pudo leer el archivo. No se ha cambiado nada.
# $offset: dónde deja el texto de ser JSON.
import-not-json = Esto no es un archivo de progreso: no es JSON (falla en el carácter { $offset }). No se ha cambiado nada.
import-not-progress = Esto no es un archivo de progreso de Bao Kitabu. No se ha cambiado nada.
# $version: la versión del archivo.
import-version = Este archivo de progreso lo creó una versión más reciente del libro (versión { $version }). No se ha cambiado nada.
# $part: la parte dañada.
import-bad = Este archivo de progreso está dañado ({ $part }). No se ha cambiado nada.
# La puntuación de una prueba. $right: preguntas resueltas al primer intento sin pista; $tried: preguntas intentadas.
score-line = Tu puntuación: { $right } de { $total } al primer intento ({ $tried } de { $total } intentadas).
btn-test-again = Repetir la prueba
review-off = La lista de tus errores está desactivada. Actívala y cada ejercicio que respondas mal, en cualquier parte del curso, volverá a aparecer aquí.
review-switch-on = Recoger mis errores
review-switch-off = Dejar de recoger (vacía la lista)
# $count: ejercicios en la lista.
review-count = { $count ->
    [0] Ningún ejercicio por repasar.
    [one] { $count } ejercicio por repasar.
    [many] { $count } de ejercicios por repasar.
   *[other] { $count } ejercicios por repasar.
}
review-empty = Aún no hay errores por repasar. Los ejercicios que respondas mal volverán a aparecer aquí.
review-removed = resuelto: sale de tu lista de errores
import-too-big = Este archivo es demasiado grande para ser un archivo de progreso (como máximo { $limit } MB). No se ha cambiado nada.
import-too-many = Con este archivo habría más de { $limit } entradas que guardar. No se ha cambiado nada.
import-not-kept = Este navegador no pudo guardar el progreso (almacenamiento lleno o rechazado). No se ha cambiado nada.
