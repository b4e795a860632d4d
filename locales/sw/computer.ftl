# Vifaa vya Bao Kitabu: mpinzani wa kompyuta, kitufe cha Dokezo na uchambuzi wa kihariri.
# Majina ya mashimo (A5, b12) na hatua (A7<, a5>+) hayatafsiriwi kamwe; $move, $pit na $pits
# yanayashika ($pits: majina ya mashimo yaliyotenganishwa kwa koma).

## Chaguo la mpinzani kwenye ubao wa kucheza.
computer-label = Mpinzani
# $level: 1 hadi 4.
computer-level = { $level ->
    [1] Kompyuta, kiwango cha 1 (anayeanza)
    [2] Kompyuta, kiwango cha 2 (mwanafunzi)
    [3] Kompyuta, kiwango cha 3 (hodari)
   *[4] Kompyuta, kiwango cha 4 (bingwa)
}
computer-none = Hakuna (wachezaji wawili)
computer-side-label = Kompyuta inacheza
computer-thinking = Kompyuta inafikiri…
computer-wait = Subiri: ni zamu ya kompyuta.
# $kind: "position", "move", "over", "worker" au "other".
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

## Kitufe cha Dokezo kwenye ubao wa kucheza.
btn-computer-hint = Dokezo
    .title = Hatua bora hapa, na kwa nini
hint-thinking = Kompyuta inatafuta hatua bora…
# $move: hatua; $text: mojawapo ya sentensi za hint-... zilizo hapa chini.
hint-best = Cheza { $move }: { $text }
# $rule: kanuni inayomaliza mchezo (K30, M6, G8...).
hint-wins = inashinda mchezo ({ $rule }).
# $count: kete zinazoliwa; $pits: mashimo yanayoliwa.
hint-captures = inakula { $count ->
    [one] kete { $count }
   *[other] kete { $count }
} ({ $pits }).
# Bao la Kimasai: mawe $count yanaondolewa, kutoka $pits.
hint-captures-stones = inaondoa { $count ->
    [one] jiwe { $count }
   *[other] mawe { $count }
} ({ $pits }).
# Bao Kingulu, G7: mashimo ya mpinzani inayoyahifadhi.
hint-reserves = inahifadhi { $pits } (kuweka mtoto, G7).
# Mashimo ya mchezaji ambayo mpinzani angeweza kuyala kabla ya hatua, na hawezi baada yake.
hint-prevents = inaokoa kete za { $pits } zisiliwe.
# $count: kete ambazo mchezaji angeweza kula katika zamu ijayo, kutoka $pits.
hint-threatens = inatishia kula { $count ->
    [one] kete { $count }
   *[other] kete { $count }
} ({ $pits }) katika zamu ijayo.
hint-threatens-stones = inatishia kuondoa { $count ->
    [one] jiwe { $count }
   *[other] mawe { $count }
} ({ $pits }) katika zamu ijayo.
# K22: shimo la mpinzani linalozuiwa.
hint-takasia = inatakatia { $pit } (takasia, K22).
# K15.2
hint-safari = inacheza nyumba (safari, K15.2).
hint-quiet = inauacha mpangilio wako salama kuliko hatua nyingine yoyote.
# $moves: hatua (za upande wowote) hadi ushindi, uliothibitishwa na utafutaji.
hint-forced-win = Kwa mchezo bora unashinda katika { $moves ->
    [one] hatua { $moves }
   *[other] hatua zisizozidi { $moves }
}.
hint-forced-loss = Dhidi ya mchezo bora utashindwa kwa hatua yoyote; hii inachelewesha kushindwa kuliko zote (hatua { $moves }).

## Uchambuzi wa kihariri.
analysis-title = Uchambuzi
analysis-thinking = Kompyuta inachambua kila hatua halali…
# $depth: hatua (za upande wowote) zilizoangaliwa mbele; $nodes: mipangilio iliyochunguzwa.
analysis-depth = Imeangalia hatua { $depth } mbele (mipangilio { $nodes }).
analysis-progress = Imeangalia hatua { $depth } mbele: bora hadi sasa { $move } ({ $score }); mipangilio { $nodes }.
analysis-stop = Simamisha
analysis-stopped = Uchambuzi umesimamishwa. Juu: hatua bora iliyopatikana kwa kila kina kilichokamilika.
analysis-help = Alama ni kete, kwa mtazamo wa mchezaji ambaye ni zamu yake: kubwa zaidi ni bora. Chagua hatua ili kupitia mfululizo wake mkuu kwenye ubao.
analysis-move = Hatua
analysis-score = Alama
analysis-line = Mfululizo mkuu
# Alama kwa kete: $score, pamoja na ishara yake, kwa tarakimu na alama ya desimali za lugha kutoka CLDR (+1.25).
analysis-seeds = { $score }
# $moves: hatua (za upande wowote), zilizothibitishwa na utafutaji.
analysis-win = ushindi katika hatua { $moves }
analysis-loss = kushindwa katika hatua { $moves }
btn-close = Funga
