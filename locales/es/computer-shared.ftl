btn-play-again = Jugar otra vez
btn-analyse = Analizar
    .title = Cada movimiento legal con su puntuación y su línea principal
