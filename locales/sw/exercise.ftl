# Mazoezi: malengo, majibu, madokezo, maendeleo.
# $pit: jina la shimo; $move: hatua kwa nukuu; $moves: hatua zilizotenganishwa kwa koma.

goal-capture = Kula kete za { $pit } kwa hatua moja.
goal-takasia = Fanya takasia: baada ya hatua yako, shimo moja la mpinzani linazuiwa.
goal-win = Shinda mchezo kwa hatua moja.
goal-safari = Cheza nyumba (safari) kwa hatua moja.
goal-reserve = Hifadhi shimo (kuweka mtoto) kwa hatua moja.
goal-end = Cheza hatua ambayo mzunguko wake wa mwisho unaishia { $pit }.
goal-move = Cheza hatua inayoombwa na swali.
goal-legal = Weka alama kwenye kila shimo ambalo hatua halali inaanzia, kisha bonyeza Hakiki.
# $goal: lengo kama lilivyoandikwa kwenye kizuizi.
goal-unknown = Lengo la zoezi “{ $goal }” halijulikani.
goal-no-solution = Zoezi hili halina jibu katika mpangilio huu.

# $stars: nyota zilizopatikana (ujumbe wa ex-stars, k.m. "nyota 3").
ex-solved = Hongera! { $move } ndilo jibu: { $stars }.
# $stars: 1 hadi 3.
ex-stars = { $stars ->
    [one] nyota { $stars }
   *[other] nyota { $stars }
}
ex-solved-before = Ulishalitatua zoezi hili.
ex-wrong-illegal = { $move } si halali: { $text }
# $pits: mashimo ambayo hatua ilikula.
ex-wrong-captured = { $move } inakula { $pits } ({ $rule }), si kilichoulizwa.
# $pit: ambapo hatua iliishia; $rule: kanuni iliyoimaliza.
ex-wrong-ended = { $move } inaishia { $pit } ({ $rule }) na haifikii lengo.
ex-wrong-other = { $move } haifikii lengo.
goal-win-two = Shinda kwa hatua mbili: chochote Kaskazini atakachojibu, utashinda kwa hatua yako inayofuata.
goal-safe = Mstari wako wa mbele uko hatarini: tafuta hatua ambayo baada yake Kaskazini hana jibu la kushinda.
goal-nothing-wrong = Kila hatua ni salama katika mpangilio huu: zoezi haliulizi chochote.
# Jibu la mpinzani baada ya jibu lisilo sahihi. $side: mpinzani ("Kaskazini" au "Kusini");
# $move: jibu lake; $rule: kanuni inayomaliza mchezo.
ex-reply-wins = Kisha { $side } anajibu { $move } na kushinda ({ $rule }).
# $count: kete ambazo jibu linakula.
ex-reply-captures = Kisha { $side } anajibu { $move } na kula kete { $count }.
ex-reply-escapes = Kisha { $side } anajibu { $move }, na huna hatua ya kushinda.
ex-reply-escapes-endgame = Kisha { $side } anajibu { $move }, na huwezi tena kushinda katika hatua zilizobaki.
# Kushinda kwa hatua mbili: hatua ya kwanza ilikuwa sahihi; $reply ni utetezi bora wa mpinzani.
ex-win-two-then = { $side } anajitetea kwa { $reply }. Sasa shinda kwa hatua moja.
# $stars: nyota ambazo jibu bado lingepata (1 hadi 3).
ex-stars-left = { $stars ->
    [one] bado unaweza kupata nyota { $stars }
   *[other] bado unaweza kupata nyota { $stars }
}
# Madokezo yana hatua tatu: wazo, shimo, hatua. Wazo:
hint-idea-capture = Hesabu: moja ya mashimo yako lenye { $count ->
    [one] kete { $count }
   *[other] kete { $count }
} linafika { $by }, linalokabiliana na { $pit }.
hint-idea-capture-namua = Katika kipindi cha namua, kete ya mkononi inawekwa katika shimo la mbele lenye kete, na shimo hilo hula shimo la mpinzani linalokabiliana nalo, likiwa na kete (K12).
hint-idea-capture-later = Hakuna mzunguko wa kwanza unaofika { $pit }: kula kwanza, kisha mzunguko wa baadaye lazima uishie { $by }, linalokabiliana na { $pit } (K19).
hint-idea-capture-any = Fuata kila hatua unayoweza kucheza, mzunguko kwa mzunguko: unayoitafuta inamaliza mzunguko katika shimo linalokabiliana na { $pit }.
# $laps: mizunguko ya hatua inayoishia $pit.
hint-idea-end = Hesabu ukifuata duara: hatua inayoishia { $pit } ina { $laps ->
    [one] mzunguko mmoja
   *[other] mizunguko { $laps }
}.
hint-idea-end-any = Hesabu ukifuata duara kwa kila hatua unayoweza kucheza, mzunguko kwa mzunguko, mpaka kete ya mwisho ianguke { $pit }.
hint-idea-takasia = Takasia hufuata takasa katika kipindi cha mtaji: baada ya hatua yako { $side } asiwe na kula, na awe na shimo moja tu la mbele ambalo ungeweza kula kete zake mara moja (K22).
# $why: "front", "no-moves", "no-stones" au "score"; $rule: kanuni yake.
hint-idea-win = { $why ->
    [no-moves] Mwache { $side } bila hatua halali ({ $rule }).
    [no-stones] Chukua mawe ya mwisho ya { $side } ({ $rule }).
    [score] Maliza mchezo ukiwa na kete nyingi kuliko { $side } ({ $rule }).
   *[front] Fanya mstari wa mbele wa { $side } uwe mtupu ({ $rule }): kula kete zake za mwisho za mbele.
}
hint-idea-win-two = Fikiria hatua mbili mbele: baada ya hatua sahihi, kila jibu la { $side } linakuachia hatua ya kushinda.
hint-idea-safe = Baada ya nyingi kati ya hatua unazoweza kucheza, { $side } anashinda kwa jibu kama { $reply }. Tafuta hatua isiyomwachia jibu lolote la kushinda.
hint-idea-safari = Hatua ya kula inaweza kumaliza mzunguko katika nyumba yako inayofanya kazi: hapo unaweza kucheza nyumba, safari (K15.2).
hint-idea-reserve = Fanya mzunguko uishie katika shimo la mpinzani lenye kete 3: linakuwa lako, kuweka mtoto (G7).
hint-idea-move-capture = Hatua unayoitafuta inakula { $pits }.
hint-idea-move-end = Hatua unayoitafuta inaishia { $pit }.
hint-idea-move-kichwa = Kete zinazoliwa na hatua unayoitafuta zinaingia { $pit }.
hint-idea-move-any = Cheza kila hatua yako akilini, mzunguko kwa mzunguko, na uilinganishe na swali.
hint-idea-legal-capture = Hapa kula kunawezekana, na kula ni lazima (K10): hatua za kula tu ndizo halali.
hint-idea-legal-namua = Hakuna kula kunakowezekana: takasa ya namua inaanzia shimo la mbele lenye kete (K13).
hint-idea-legal-takasa = Hakuna kula kunakowezekana: takasa inaanzia shimo la mbele lenye kete 2 au zaidi likiwepo, vinginevyo kutoka mstari wa nyuma (K20).
hint-idea-legal-other = Pima kila shimo lako kwa kanuni za mchezo: hatua ambayo kanuni zinaikataza si halali.
hint-pit = Dokezo: anza na { $pit }.
# $dir: "left" au "right"; $move: hatua nzima.
hint-dir = Dokezo: cheza { $move }, ukisambaza kwenda { $dir ->
    [left] kushoto
   *[right] kulia
}.
hint-move = Dokezo: cheza { $move }.
hint-none = Hakuna madokezo zaidi.
# Zoezi la hatua halali. $count: idadi ya mashimo.
# $stars: nyota zilizopatikana (ujumbe wa ex-stars).
legal-correct = Sahihi: haya ndiyo mashimo yote ambayo hatua halali inaanzia: { $stars }.
legal-missing = Umesahau { $pits }: hatua inaanzia hapo (k.m. { $move }).
# $pit: shimo lililowekwa alama; $text: kwa nini hakuna hatua inayoanzia hapo.
legal-extra = Hakuna hatua inayoanzia { $pit }: { $text }
legal-marked = { $count ->
    [one] shimo { $count } limewekwa alama
   *[other] mashimo { $count } yamewekwa alama
}
progress-reset = Maendeleo yamefutwa.
progress-not-saved = Kivinjari hiki hakiwezi kuhifadhi maendeleo yako (dirisha la faragha, au hifadhi imejaa au imezimwa): mazoezi bado yanafanya kazi, lakini nyota zako hazitabaki ukiondoka.

# Malengo ya hatua kadhaa ambapo Kaskazini anajibu. $count: hatua zilizobaki.
goal-captures = { $count ->
    [one] Kula kwa hatua hii.
   *[other] Kula katika kila moja ya hatua zako { $count } zijazo, chochote Kaskazini atakachojibu.
}
goal-guard = { $count ->
    [one] Cheza hatua ambayo baada yake Kaskazini hana cha kula.
   *[other] Kwa hatua { $count }, cheza ili baada ya kila moja Kaskazini asiwe na cha kula.
}
# Hatua sahihi ya lengo kama hilo, na jibu lake. $reply: jibu la mpinzani; $left: hatua zilizobaki.
ex-series-good = Vizuri: { $move }.
ex-series-then = { $side } anajibu { $reply }. { $left ->
    [one] Imebaki hatua moja.
   *[other] Zimebaki hatua { $left }.
}
ex-reply-no-capture = { $side } anajibu { $move } na hali chochote.
ex-reply-stops = Kisha { $side } anajibu { $move }, na huwezi tena kula kwa kila hatua.
ex-reply-stops-guard = Kisha { $side } anajibu { $move }, na baada yake kila hatua yako inamwachia cha kula.
hint-idea-captures = Angalia kila ulaji wako na kila jibu la { $side }: baada ya ulaji sahihi, chochote atakachocheza, utaweza kula tena.
hint-idea-guard = Kabla ya kucheza, angalia { $side } angeweza kula nini baada ya hatua yako: kula ni lazima, kwa hiyo akiwa na ulaji ataufanya. Hatua sahihi haimwachii hata mmoja.
goal-endgame = { $count ->
    [one] Shinda mchezo kwa hatua hii.
   *[other] Shinda mwisho huu wa mchezo ndani ya hatua zako { $count } zijazo, chochote Kaskazini atakachojibu.
}
hint-idea-endgame = Angalia kila hatua yako na kila jibu la { $side }: baada ya hatua sahihi, chochote atakachocheza, bado unaweza kushinda katika hatua zilizobaki. Mchezo unashindwa mstari wake wa mbele ukiwa mtupu au asipoweza kucheza.
# Dokezo la kwanza la zoezi la Sehemu ya 3 ("Kucheza vizuri"): kanuni ya uchezaji inayofundishwa na somo lake
# (`principle:` kwenye kizuizi), inayochagua hatua sahihi. $principle: jina lake.
hint-idea-principle = { $principle ->
    [no-capture] Angalia ubao baada ya kila hatua yako na ujiulize: je, Kaskazini ataweza kula hapo? Hatua sahihi inamwacha bila nafasi ya kula.
    [biggest] Hesabu kete ambazo kila njia yako ya kula inachukua, pamoja na kula kunakofuata katika hatua ile ile: hatua sahihi ndiyo inayokula kete nyingi zaidi.
    [net-gain] Kwa kila hatua unayoweza kucheza, hesabu kete inazokula, ukitoa idadi kubwa zaidi ya kete ambazo Kaskazini anaweza kula kwa kujibu katika hatua yake inayofuata: hatua sahihi ndiyo yenye tofauti kubwa zaidi.
    [front-row] Kwa kila hatua unayoweza kucheza, hesabu kete zilizo katika mstari wako wa mbele baada yake: hatua sahihi ndiyo inayobakiza kete nyingi zaidi.
    [front-after-reply] Kwa kila hatua unayoweza kucheza, tafuta jibu la Kaskazini ambalo lingekuachia kete chache zaidi katika mstari wako wa mbele: hatua sahihi ndiyo inayobakiza kete nyingi zaidi, hata baada ya jibu hilo.
    [keep-nyumba] Kwa kila hatua unayoweza kucheza, angalia nyumba yako baada yake: hatua sahihi inaiacha nyumba bado ikiwa yako, yenye kete 6 au zaidi.
   *[mobility] Kwa kila hatua unayoweza kucheza, hesabu hatua halali ambazo Kaskazini angekuwa nazo baada yake: hatua sahihi ndiyo inayomwachia hatua chache zaidi.
}
