# Mazoezi ya kurudia: mipangilio mipya bila mwisho, swali moja kila mmoja, na hesabu ya mfululizo.
# $side: mchezaji wa zamu ("Kusini" au "Kaskazini"); $move: hatua.

drill-prompt-legal = Weka alama kwenye kila hatua halali ya { $side }: bonyeza shimo mara moja kwa mielekeo yote miwili, tena kwa < pekee, tena kwa > pekee, kisha bonyeza Hakiki.
drill-prompt-legal-pits = Weka alama kwenye kila shimo ambalo { $side } anaweza kuanzia hatua halali, kisha bonyeza Hakiki.
drill-prompt-last-seed = { $side } anacheza { $move }. Kete ya mwisho ya mzunguko wake wa kwanza inaangukia wapi? Bonyeza shimo.
drill-prompt-capture = { $side } anacheza { $move }. Je, hatua hii inakula, au ni takasa?
drill-prompt-kichwa = { $side } anacheza { $move }, hatua ya kula. Kete zilizoliwa zinaingia kwenye kichwa kipi? Kibonyeze.
drill-none = Hakuna mpangilio wa zoezi hili la kurudia uliopatikana kutoka ubao huu.
drill-right = Sahihi!
drill-wrong = Hapana, si sahihi.
# Jibu la kete ya mwisho: kete $count za $from zinasambazwa kuelekea $dir; ya mwisho inaangukia $pit.
drill-last-seed = Kete { $count } za { $from } zinaenda { $dir ->
    [left] kushoto
   *[right] kulia
}: ya mwisho inaangukia { $pit } ({ $rule }).
# Kwa nini hatua ni takasa. $why: "namua", "sixteen", "back-row", "was-empty", "faces-empty" au "other".
drill-takasa = Takasa: { $why ->
    [namua] kete ya mkononi inatiwa { $pit }, ambalo halikabiliani na kete yoyote ({ $rule }).
    [sixteen] shimo lenye kete 16 au zaidi halili kamwe ({ $rule }).
    [back-row] mzunguko wa kwanza unaishia { $pit }, katika mstari wa nyuma ({ $rule }).
    [was-empty] mzunguko wa kwanza unaishia { $pit }, ambalo lilikuwa tupu ({ $rule }).
    [faces-empty] mzunguko wa kwanza unaishia { $pit }, ambalo linakabiliana na shimo tupu ({ $rule }).
   *[other] hatua haianzi kwa kula ({ $rule }).
}
# $count: mashimo ambayo hatua halali inaanzia; $text: kanuni inayoyaamua.
drill-legal-right = Sahihi: { $count ->
    [one] shimo { $count } pekee
   *[other] mashimo yote { $count }
}. { $text }
drill-legal-both = Kutoka { $pit } mielekeo yote miwili ni halali: { $left } na { $right }.
drill-legal-only = Kutoka { $pit } ni { $move } pekee iliyo halali; { $other } si halali: { $text }
btn-capture = Kula
btn-takasa = Takasa
btn-next = Mpangilio unaofuata
# $count: majibu sahihi mfululizo; $best: mfululizo bora uliohifadhiwa katika kivinjari hiki.
drill-streak = Mfululizo: { $count } · Bora: { $best }
drill-answer-shown = Jibu sahihi limewekwa alama kwenye ubao.
