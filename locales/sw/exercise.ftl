# Mazoezi: malengo, majibu, madokezo, maendeleo.
# $pit: jina la shimo; $move: hatua kwa nukuu; $moves: hatua zilizotenganishwa kwa koma.

goal-capture = Kula kete za { $pit } kwa hatua moja.
goal-takasia = Fanya takasia: baada ya hatua yako, shimo moja la mpinzani linazuiwa.
goal-win = Shinda mchezo kwa hatua moja.
goal-safari = Cheza nyumba (safari) kwa hatua moja.
goal-reserve = Hifadhi shimo (kuweka mtoto) kwa hatua moja.
goal-end = Cheza hatua ambayo mzunguko wake wa mwisho unaishia { $pit }.
goal-move = Tafuta hatua bora.
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
ex-wrong-captured = { $move } inakula { $pits }, si kilichoulizwa.
# $pit: ambapo hatua iliishia; $rule: kanuni iliyoimaliza.
ex-wrong-ended = { $move } inaishia { $pit } ({ $rule }) na haifikii lengo.
ex-wrong-other = { $move } haifikii lengo.
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
