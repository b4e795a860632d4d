# Vifaa vya Bao Kitabu: maneno ya kompyuta ambayo kila kifurushi chenye hali ya kucheza au ya
# kuhariri huonyesha (mengine, yaliyo tu katika vifurushi vyenye kompyuta, yamo katika computer.ftl).
# Matokeo ya mchezo: ucheze tena.
btn-play-again = Cheza tena
# Kitufe cha kihariri kinachofungua uchambuzi.
btn-analyse = Chambua
    .title = Kila hatua halali pamoja na alama yake na mfululizo wake mkuu
