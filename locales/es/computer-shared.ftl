# Widgets de Bao Kitabu: las palabras de las funciones de la máquina que muestra todo paquete con
# modo de juego o de edición (el resto, solo en los paquetes con la máquina, está en computer.ftl).
# El resultado de una partida: jugarla otra vez.
btn-play-again = Jugar otra vez
# El botón del editor que abre el panel de análisis.
btn-analyse = Analizar
    .title = Cada movimiento legal con su puntuación y su línea principal
