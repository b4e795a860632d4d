btn-play-again = Cheza tena
btn-analyse = Chambua
    .title = Kila hatua halali pamoja na alama yake na mfuatano wake mkuu
