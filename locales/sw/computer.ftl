# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated.

## The opponent picker of a play board.
computer-label = Mpinzani
computer-level = { $level ->
    [1] Kompyuta, ngazi 1 (mwanzo)
    [2] Kompyuta, ngazi 2 (mwanafunzi)
    [3] Kompyuta, ngazi 3 (hodari)
   *[4] Kompyuta, ngazi 4 (bingwa)
}
computer-none = Hakuna (wachezaji wawili)
computer-side-label = Kompyuta inacheza
computer-thinking = Kompyuta inafikiri…
computer-wait = Subiri: ni zamu ya kompyuta.
computer-error = { $kind ->
    [position] Kompyuta haiwezi kusoma mpangilio huu.
    [move] Kompyuta imetoa hatua isiyo halali hapa.
    [over] Kompyuta haiwezi kucheza: mchezo umekwisha.
    [worker] Kompyuta haikuweza kuanza katika kivinjari hiki.
   *[other] Kompyuta haikuweza kujibu.
}
computer-you-win = Umeshinda!
computer-it-wins = Kompyuta imeshinda.
computer-draw = Sare.

## The Hint button of a play board.
btn-computer-hint = Dokezo
    .title = Hatua bora hapa, na kwa nini
hint-thinking = Natafuta hatua bora…
hint-best = Cheza { $move }: { $text }
hint-wins = inashinda mchezo ({ $rule }).
hint-captures = inakula { $count ->
    [one] kete { $count }
   *[other] kete { $count }
} ({ $pits }).
hint-captures-stones = inaondoa { $count ->
    [one] jiwe { $count }
   *[other] mawe { $count }
} ({ $pits }).
hint-reserves = inahifadhi { $pits } (kuweka mtoto, G7).
hint-prevents = inaokoa { $pits } yasiliwe.
hint-threatens = inatishia kula { $count ->
    [one] kete { $count }
   *[other] kete { $count }
} ({ $pits }) katika zamu ijayo.
hint-threatens-stones = inatishia kuondoa { $count ->
    [one] jiwe { $count }
   *[other] mawe { $count }
} ({ $pits }) katika zamu ijayo.
hint-takasia = inaweka { $pit } chini ya takasia (K22).
hint-safari = inacheza nyumba (safari, K15.2).
hint-quiet = ndiyo hatua inayoweka mpangilio wako salama zaidi.
hint-forced-win = Ukicheza vizuri kabisa unashinda katika hatua { $moves } au chache.
hint-forced-loss = Dhidi ya mchezo bora kila hatua inashindwa; hii inadumu muda mrefu zaidi (hatua { $moves }).

## The editor's analysis panel.
analysis-title = Uchambuzi
analysis-thinking = Nachambua kila hatua halali…
analysis-depth = Utafutaji wa kina cha hatua { $depth } (mipangilio { $nodes }).
analysis-help = Alama ni kete kwa anayecheza: zaidi ni bora. Chagua hatua kufuatilia mfuatano wake mkuu ubaoni.
analysis-move = Hatua
analysis-score = Alama
analysis-line = Mfuatano mkuu
analysis-seeds = { $sign }{ $whole }.{ $cents }
analysis-win = ushindi katika hatua { $moves }
analysis-loss = kushindwa katika hatua { $moves }
btn-close = Funga
