btn-play-again = Gioca ancora
btn-analyse = Analizza
    .title = Ogni mossa legale con il suo punteggio e la sua variante principale
