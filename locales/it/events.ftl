# Narration of each event of a move, shown and read aloud during the step animation.
# Every message gets $rule, the rule number (K12, G4.3...), to cite in parentheses.
# Pit names ($pit, $by, $kichwa, $from, $to) are never translated.
# $dir is "left" or "right" from the mover's point of view; $side is "south" or "north".
# Italiano: buca, seme, semina, giro, staffetta, fila interna/esterna, in mano (the store).

# K12: namua: a seed from the store goes into $pit.
event-store-seed = Un seme dalla mano va in { $pit } ({ $rule }).
# $count seeds lifted from $pit, sown towards $dir.
event-lift = { $pit }: { $count ->
    [one] preso { $count } seme, seminato
    [many] presi { $count } di semi, seminati
   *[other] presi { $count } semi, seminati
} verso { $dir ->
    [left] sinistra
   *[right] destra
} ({ $rule }).
# K13.1: the nyumba $pit is taxed: $count seeds lifted, $left stay.
event-tax = Tassa ({ $rule }): dalla nyumba { $pit } si prendono solo { $count } semi; ne restano { $left }.
# One seed dropped into $pit, which now holds $now seeds.
event-drop = Un seme in { $pit } (ora { $now ->
    [one] { $now } seme
    [many] { $now } di semi
   *[other] { $now } semi
}).
# K8.5: relay: $count seeds lifted from $pit.
event-relay = Staffetta ({ $rule }): il giro termina in { $pit }; { $count ->
    [one] si prende il suo { $count } seme
    [many] si prendono i suoi { $count } di semi
   *[other] si prendono i suoi { $count } semi
} e la semina continua.
# K15.2: safari: $count seeds lifted from the nyumba $pit.
event-safari = Safari ({ $rule }): si gioca la nyumba { $pit } e se ne { $count ->
    [one] prende { $count } seme
    [many] prendono { $count } di semi
   *[other] prendono { $count } semi
}.
# K15: stop in the nyumba $pit. $chosen: "yes" when the player chose to stop, "no" when forced.
event-nyumba-stop = { $chosen ->
    [yes] Il giocatore si ferma nella nyumba { $pit } ({ $rule }).
   *[no] Il giro termina nella nyumba { $pit }; la mossa si ferma ({ $rule }).
}
# K11, K12: $by cattura $count semi da $pit; entrano da $kichwa, un kichwa di $side (chi muove,
# "south" o "north"), e sono seminati verso $dir. $end: a quale estremità della fila anteriore di
# chi muove si trova $kichwa, vista dal suo posto: "left" (A1, a1) o "right" (A8, a8). $end e $dir
# sono diversi: i semi che entrano dal kichwa sinistro sono seminati verso destra.
# $why: "left-zone", "right-zone", "chosen" o "keeps-direction" (K11.1, K11.2).
event-capture = Cattura ({ $rule }): { $by } prende { $count ->
    [one] { $count } seme
    [many] { $count } di semi
   *[other] { $count } semi
} da { $pit }; { $count ->
    [one] entra
   *[other] entrano
} dal kichwa { $end ->
    [left] sinistro
   *[right] destro
} di { $side ->
    [south] Sud
   *[north] Nord
}, { $kichwa }, e { $count ->
    [one] viene seminato
   *[other] vengono seminati
} verso { $dir ->
    [left] sinistra
   *[right] destra
}{ $why ->
    [left-zone] {""} (zona terminale sinistra, K11.1).
    [right-zone] {""} (zona terminale destra, K11.1).
    [chosen] {""} (scelto dal giocatore, K11.2).
   *[keeps-direction] {""} (la mossa mantiene la sua direzione, K11.2).
}
# K16, K21: $side loses the nyumba. $why: "lifted", "captured" or "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] Sud
   *[north] Nord
} perde la nyumba ({ $rule }{ $why ->
    [lifted] : i suoi semi sono stati seminati
    [captured] : è stata catturata
   *[mtaji-capture] : prima cattura della fase mtaji
}).
# K25: the lap ends in the takasia pit $pit.
event-takasia-stop = Il giro termina in { $pit }, la buca sotto takasia: la mossa termina ({ $rule }).
# K8.6: the last seed fell into the empty pit $pit.
event-move-end = L'ultimo seme cade nella buca vuota { $pit }: la mossa termina ({ $rule }).
# K22: $pit is blocked for the opponent's next move.
event-takasia = Takasia ({ $rule }): { $pit } è bloccata per la prossima mossa dell'avversario.
# K6: the stage changes. $stage: "namua" or "mtaji".
event-stage-change = { $stage ->
    [namua] Comincia la fase namua ({ $rule }).
   *[mtaji] Entrambe le mani sono vuote: comincia la fase mtaji ({ $rule }).
}
# M4: a stone steps from $from to the empty hole $to.
event-step = La pietra in { $from } avanza nella buca vuota { $to } ({ $rule }).
# M5: the stone in $pit is removed.
event-remove = La pietra in { $pit } viene tolta dal gioco ({ $rule }).
# G4.3: the last seed in $by captures $count seeds of $pit; the mover banks $total.
event-kingulu-capture = Cattura ({ $rule }): l'ultimo seme in { $by } prende { $count ->
    [one] il seme
    [many] i { $count } di semi
   *[other] i { $count } semi
} di { $pit }; { $total } vanno tra i semi catturati.
# G7: $pit (now $count seeds) is reserved by $side.
event-reserve = Kuweka mtoto ({ $rule }): { $pit } ({ $count }) viene riservata da { $side ->
    [south] Sud
   *[north] Nord
}.
# G7: the last-but-one seed in $from moves into the newly reserved hole $to.
event-reserve-extra = Il seme in { $from } passa nella buca riservata { $to } ({ $rule }).
# G4.1, G7: a seed in the reserved hole $pit goes to $side's captured seeds.
event-bank = Il seme nella buca riservata { $pit } va a { $side ->
    [south] Sud
   *[north] Nord
} ({ $rule }).
# The game is over. $winner: "south", "north" or "none" (a draw); $rule: K29, K30, M6, M7, G8;
# $south, $north: the score in Bao Kingulu (0 elsewhere).
event-game-over = { $winner ->
    [south] Vince Sud ({ $rule }).
    [north] Vince Nord ({ $rule }).
   *[none] La partita è patta ({ $rule }).
}
