btn-play-again = Joacă din nou
btn-analyse = Analizează
    .title = Fiecare mutare legală cu scorul și varianta ei principală
