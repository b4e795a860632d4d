# Kwa nini hatua haiwezi kuchezwa. Kila ujumbe unapata $rule (namba ya kanuni) na, unapotaja
# shimo, $pit. Huonyeshwa baada ya "A6< si halali: ".

illegal-game-over = mchezo umekwisha ({ $rule }).
illegal-not-your-pit = { $pit } si shimo lako ({ $rule }).
illegal-wrong-shape = katika mchezo huu hatua inahitaji mwelekeo, au ina mwelekeo usiohitajika ({ $rule }).
illegal-no-safari-choice = katika hatua hii hakuna nafasi ya kuchagua kucheza nyumba ({ $rule }).
illegal-must-capture = kuna kula, kwa hiyo lazima ule ({ $rule }).
illegal-namua-empty-pit = { $pit } ni tupu; katika namua kete inatiwa kwenye shimo la mstari wa mbele lenye kete ({ $rule }).
illegal-namua-back-row = { $pit } haliko kwenye mstari wa mbele ({ $rule }).
illegal-kichwa-forced = kula kutoka { $pit } lazima kuingie kwenye kichwa cha upande wake ({ $rule }).
illegal-nyumba-not-alone = nyumba { $pit } inaweza kuanzisha takasa tu ikiwa ndilo shimo lako pekee lenye kete katika mstari wa mbele ({ $rule }).
illegal-singleton-no-nyumba = bila nyumba, { $pit } linahitaji kete 2 au zaidi ({ $rule }).
illegal-too-few-seeds = { $pit } lina kete chini ya 2 ({ $rule }).
illegal-sixteen-no-capture = { $pit } lina kete 16 au zaidi, haliwezi kuanzisha kula ({ $rule }).
illegal-front-row-first = { $pit } liko mstari wa nyuma, lakini kuna shimo la mbele lenye kete 2 au zaidi ({ $rule }).
illegal-takasia = { $pit } limetakatiwa ({ $rule }).
illegal-empties-front-row = kusambaza { $pit } upande huu kungeacha mstari wako wa mbele mtupu ({ $rule }).
illegal-never-ending = hatua haiishi: haijaisha baada ya mizunguko 10,000 ({ $rule }).
# $next: shimo lenye kitu linalozuia njia.
illegal-blocked = { $pit } haliwezi kusogea: { $next } lina jiwe ({ $rule }).
illegal-empty-hole = { $pit } ni tupu ({ $rule }).
illegal-reserved = { $pit } limehifadhiwa ({ $rule }).
# $end: shimo lako lenye kete ambapo mzunguko wa kwanza ungeishia.
illegal-first-lap-own-hole = mzunguko wa kwanza kutoka { $pit } unaishia kwenye shimo lako lenye kete { $end } ({ $rule }).
illegal-no-stone = { $pit } halina jiwe ({ $rule }).
