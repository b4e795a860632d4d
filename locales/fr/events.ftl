# Narration de chaque événement d'un coup, affichée et lue à voix haute pendant l'animation pas à pas.
# Chaque message reçoit $rule, le numéro de la règle (K12, G4.3...), à citer entre parenthèses.
# Les noms des cases ($pit, $by, $kichwa, $from, $to) ne se traduisent jamais.
# $dir vaut "left" ou "right" du point de vue du joueur qui joue ; $side vaut "south" ou "north".
# La variante [many] est la catégorie CLDR du français pour les millions (« 1 000 000 de graines »).

# K12 : namua : une graine en main va dans $pit.
event-store-seed = Une graine en main va dans { $pit } ({ $rule }).
# $count graines levées de $pit, semées vers $dir.
event-lift = { $pit } : { $count ->
    [one] { $count } graine levée
    [many] { $count } de graines levées
   *[other] { $count } graines levées
}, semées vers la { $dir ->
    [left] gauche
   *[right] droite
} ({ $rule }).
# K13.1 : la nyumba $pit est taxée : $count graines levées, $left restent.
event-tax = Taxe ({ $rule }) : seules { $count } graines sont levées dans la nyumba { $pit } ; { $left } restent.
# Une graine déposée dans $pit, qui en contient maintenant $now.
event-drop = Une graine dans { $pit } ({ $now ->
    [one] { $now } graine
    [many] { $now } de graines
   *[other] { $now } graines
}).
# K8.5 : relais : $count graines levées de $pit.
event-relay = Relais ({ $rule }) : le tour se termine dans { $pit } ; { $count ->
    [one] sa { $count } graine est levée et semée plus loin
    [many] ses { $count } de graines sont levées et semées plus loin
   *[other] ses { $count } graines sont levées et semées plus loin
}.
# K15.2 : safari : $count graines levées de la nyumba $pit.
event-safari = Safari ({ $rule }) : la maison { $pit } est jouée, { $count ->
    [one] { $count } graine levée
    [many] { $count } de graines levées
   *[other] { $count } graines levées
}.
# K15 : arrêt dans la nyumba $pit. $chosen : "yes" quand le joueur a choisi de s'arrêter, "no" quand il y est obligé.
event-nyumba-stop = { $chosen ->
    [yes] Le joueur s'arrête dans la maison { $pit } ({ $rule }).
   *[no] Le tour se termine dans la maison { $pit } ; le coup s'arrête ({ $rule }).
}
# K11, K12 : $by capture $count graines de $pit ; elles entrent par le kichwa $kichwa de $side (le
# joueur qui joue, "south" ou "north"), et sont semées vers $dir. $end : à quel bout de la rangée
# avant du joueur se trouve $kichwa, vu de sa place : "left" (A1, a1) ou "right" (A8, a8). $end et
# $dir diffèrent : les graines qui entrent par le kichwa de gauche sont semées vers la droite.
# $why : "left-zone", "right-zone", "chosen" ou "keeps-direction" (K11.1, K11.2).
event-capture = Capture ({ $rule }) : { $by } capture { $count ->
    [one] { $count } graine
    [many] { $count } de graines
   *[other] { $count } graines
} de { $pit } ; { $count ->
    [one] elle entre
    [many] elles entrent
   *[other] elles entrent
} par le kichwa { $end ->
    [left] de gauche
   *[right] de droite
} de { $side ->
    [south] Sud
   *[north] Nord
}, { $kichwa }, et { $count ->
    [one] est semée
    [many] sont semées
   *[other] sont semées
} vers la { $dir ->
    [left] gauche
   *[right] droite
}{ $why ->
    [left-zone] {""} (zone du bout gauche, K11.1).
    [right-zone] {""} (zone du bout droit, K11.1).
    [chosen] {""} (choisi, K11.2).
   *[keeps-direction] {""} (le coup garde son sens, K11.2).
}
# K16, K21 : $side perd la nyumba. $why : "lifted", "captured" ou "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] Sud
   *[north] Nord
} perd la nyumba ({ $rule }{ $why ->
    [lifted] : ses graines ont été semées
    [captured] : elle a été capturée
   *[mtaji-capture] : première capture de la phase mtaji
}).
# K25 : le tour se termine dans la case sous takasia $pit.
event-takasia-stop = Le tour se termine dans { $pit }, la case sous takasia : le coup se termine ({ $rule }).
# K8.6 : la dernière graine est tombée dans la case vide $pit.
event-move-end = La dernière graine tombe dans la case vide { $pit } : le coup se termine ({ $rule }).
# K22 : $pit est bloquée pour le prochain coup de l'adversaire.
event-takasia = Takasia ({ $rule }) : { $pit } est bloquée pour le prochain coup de l'adversaire.
# K6 : la phase change. $stage : "namua" ou "mtaji".
event-stage-change = { $stage ->
    [namua] La phase namua commence ({ $rule }).
   *[mtaji] Plus aucune graine en main : la phase mtaji commence ({ $rule }).
}
# M4 : une pierre avance de $from à la case vide $to.
event-step = La pierre de { $from } avance en { $to } ({ $rule }).
# M5 : la pierre de $pit est retirée.
event-remove = La pierre de { $pit } est retirée ({ $rule }).
# G4.3 : la dernière graine dans $by capture $count graines de $pit ; le joueur en met $total de côté.
event-kingulu-capture = Capture ({ $rule }) : la dernière graine dans { $by } capture { $count ->
    [one] la { $count } graine
    [many] les { $count } de graines
   *[other] les { $count } graines
} de { $pit } ; { $total } mises de côté.
# G7 : $pit (qui a maintenant $count graines) est réservée par $side.
event-reserve = Kuweka mtoto ({ $rule }) : { $pit } ({ $count }) est réservée par { $side ->
    [south] Sud
   *[north] Nord
}.
# G7 : l'avant-dernière graine, dans $from, passe dans la case nouvellement réservée $to.
event-reserve-extra = La graine de { $from } passe dans la case réservée { $to } ({ $rule }).
# G4.1, G7 : une graine de la case réservée $pit va aux graines capturées de $side.
event-bank = La graine de la case réservée { $pit } va à { $side ->
    [south] Sud
   *[north] Nord
} ({ $rule }).
# La partie est terminée. $winner : "south", "north" ou "none" (partie nulle) ; $rule : K29, K30, M6, M7, G8 ;
# $south, $north : le score au Bao Kingulu (0 ailleurs).
event-game-over = { $winner ->
    [south] Sud gagne ({ $rule }).
    [north] Nord gagne ({ $rule }).
   *[none] La partie est nulle ({ $rule }).
}
