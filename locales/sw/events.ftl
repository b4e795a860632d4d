# Masimulizi ya kila tukio la hatua, yanayoonyeshwa na kusomwa kwa sauti wakati wa onyesho la hatua.
# Kila ujumbe unapata $rule, namba ya kanuni (K12, G4.3...), itajwe kwenye mabano.
# Majina ya mashimo ($pit, $by, $kichwa, $from, $to) hayatafsiriwi.
# $dir ni "left" au "right" kwa mtazamo wa mchezaji; $side ni "south" au "north".

# K12: namua: kete moja kutoka mkononi inaingia $pit.
event-store-seed = Kete moja kutoka mkononi inatiwa { $pit } ({ $rule }).
# Kete $count zinaokotwa kutoka $pit na kusambazwa kuelekea $dir.
event-lift = { $pit }: { $count ->
    [one] kete { $count } imeokotwa, inasambazwa
   *[other] kete { $count } zimeokotwa, zinasambazwa
} kwenda { $dir ->
    [left] kushoto
   *[right] kulia
} ({ $rule }).
# K13.1: nyumba $pit inalipa kodi: kete $count zinaokotwa, $left zinabaki.
event-tax = Kodi ({ $rule }): kete { $count } tu zinaokotwa kutoka nyumba { $pit }; { $left } zinabaki.
# Kete moja inadondoshwa $pit, ambalo sasa lina kete $now.
event-drop = Kete moja inatiwa { $pit } ({ $now ->
    [one] sasa kete { $now }
   *[other] sasa kete { $now }
}).
# K8.5: kuendelea: kete $count zinaokotwa kutoka $pit.
event-relay = Kuendelea ({ $rule }): mzunguko unaishia { $pit }; { $count ->
    [one] kete yake { $count } inaokotwa
   *[other] kete zake { $count } zinaokotwa
} na kusambazwa tena.
# K15.2: safari: kete $count zinaokotwa kutoka nyumba $pit.
event-safari = Safari ({ $rule }): nyumba { $pit } inachezwa, { $count ->
    [one] kete { $count } imeokotwa
   *[other] kete { $count } zimeokotwa
}.
# K15: kusimama katika nyumba $pit. $chosen: "yes" mchezaji akichagua kusimama, "no" akilazimika.
event-nyumba-stop = { $chosen ->
    [yes] Mchezaji anasimama katika nyumba { $pit } ({ $rule }).
   *[no] Mzunguko unaishia katika nyumba { $pit }; hatua inakwisha ({ $rule }).
}
# K11, K12: $by anakula kete $count za $pit; zinaingia kwenye $kichwa, kichwa cha $side (anayecheza,
# "south" au "north"), na kusambazwa kuelekea $dir. $end: upande wa safu ya mbele ya anayecheza
# alipo $kichwa, kama anavyoona yeye mwenyewe: "left" (A1, a1) au "right" (A8, a8). $end na $dir
# ni tofauti: kete zinazoingia kwenye kichwa cha kushoto husambazwa kwenda kulia.
# $why: "left-zone", "right-zone", "chosen" au "keeps-direction" (K11.1, K11.2).
event-capture = Kula ({ $rule }): { $by } linakula { $count ->
    [one] kete { $count }
   *[other] kete { $count }
} za { $pit }; { $count ->
    [one] inaingia
   *[other] zinaingia
} kwenye kichwa cha { $end ->
    [left] kushoto
   *[right] kulia
} cha { $side ->
    [south] Kusini
   *[north] Kaskazini
} { $kichwa } na kusambazwa kwenda { $dir ->
    [left] kushoto
   *[right] kulia
}{ $why ->
    [left-zone] {""} (eneo la pembeni kushoto, K11.1).
    [right-zone] {""} (eneo la pembeni kulia, K11.1).
    [chosen] {""} (kimechaguliwa, K11.2).
   *[keeps-direction] {""} (hatua inabaki na mwelekeo wake, K11.2).
}
# K16, K21: $side anapoteza nyumba. $why: "lifted", "captured" au "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] Kusini
   *[north] Kaskazini
} anapoteza nyumba ({ $rule }{ $why ->
    [lifted] : kete zake zimesambazwa
    [captured] : imeliwa
   *[mtaji-capture] : kula kwa kwanza katika kipindi cha mtaji
}).
# K25: mzunguko unaishia katika shimo la takasia $pit.
event-takasia-stop = Mzunguko unaishia { $pit }, shimo la takasia: hatua inakwisha ({ $rule }).
# K8.6: kete ya mwisho imeangukia shimo tupu $pit.
event-move-end = Kete ya mwisho inaangukia shimo tupu { $pit }: hatua inakwisha ({ $rule }).
# K22: $pit limezuiwa kwa hatua inayofuata ya mpinzani.
event-takasia = Takasia ({ $rule }): { $pit } limezuiwa kwa hatua inayofuata ya mpinzani.
# K6: kipindi kinabadilika. $stage: "namua" au "mtaji".
event-stage-change = { $stage ->
    [namua] Kipindi cha namua kinaanza ({ $rule }).
   *[mtaji] Kete za mkononi zimekwisha kwa wote wawili: kipindi cha mtaji kinaanza ({ $rule }).
}
# M4: jiwe linasogea kutoka $from hadi shimo tupu $to.
event-step = Jiwe la { $from } linasogea hadi { $to } ({ $rule }).
# M5: jiwe la $pit linaondolewa.
event-remove = Jiwe la { $pit } linaondolewa ({ $rule }).
# G4.3: kete ya mwisho katika $by inakula kete $count za $pit; mchezaji anaweka akiba $total.
event-kingulu-capture = Kula ({ $rule }): kete ya mwisho katika { $by } inakula { $count ->
    [one] kete { $count } ya { $pit }
   *[other] kete { $count } za { $pit }
}; { $total } zimewekwa akiba.
# G7: $pit (sasa kete $count) limehifadhiwa na $side.
event-reserve = Kuweka mtoto ({ $rule }): { $pit } ({ $count }) limehifadhiwa na { $side ->
    [south] Kusini
   *[north] Kaskazini
}.
# G7: kete ya kabla ya mwisho katika $from inahamia shimo jipya lililohifadhiwa $to.
event-reserve-extra = Kete ya { $from } inahamia shimo lililohifadhiwa { $to } ({ $rule }).
# G4.1, G7: kete katika shimo lililohifadhiwa $pit inakwenda kwenye kete zilizoliwa za $side.
event-bank = Kete katika shimo lililohifadhiwa { $pit } inakwenda kwa { $side ->
    [south] Kusini
   *[north] Kaskazini
} ({ $rule }).
# Mchezo umekwisha. $winner: "south", "north" au "none" (sare); $rule: K29, K30, M6, M7, G8;
# $south, $north: alama katika Bao Kingulu (0 kwingineko).
event-game-over = { $winner ->
    [south] Kusini ameshinda ({ $rule }).
    [north] Kaskazini ameshinda ({ $rule }).
   *[none] Mchezo umeisha sare ({ $rule }).
}
