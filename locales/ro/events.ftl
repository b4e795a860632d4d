# Narration of each event of a move, shown and read aloud during the step animation.
# Every message gets $rule, the rule number (K12, G4.3...), to cite in parentheses.
# Pit names ($pit, $by, $kichwa, $from, $to) are never translated.
# $dir is "left" or "right" from the mover's point of view; $side is "south" or "north".
# Romanian plurals: one (1), few (0, 2-19, 101-119...), other (20 de semințe...).

# K12: namua: a seed from the store goes into $pit.
event-store-seed = O sămânță din mână intră în { $pit } ({ $rule }).
# $count seeds lifted from $pit, sown towards $dir.
event-lift = { $pit }: { $count ->
    [one] { $count } sămânță ridicată
    [few] { $count } semințe ridicate
   *[other] { $count } de semințe ridicate
}, semănate spre { $dir ->
    [left] stânga
   *[right] dreapta
} ({ $rule }).
# K13.1: the nyumba $pit is taxed: $count seeds lifted, $left stay.
event-tax = Taxă ({ $rule }): din nyumba { $pit } se ridică doar { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
}; { $left ->
    [one] { $left } rămâne
   *[other] { $left } rămân
} pe loc.
# One seed dropped into $pit, which now holds $now seeds.
event-drop = O sămânță în { $pit } ({ $now ->
    [one] { $now } sămânță
    [few] { $now } semințe
   *[other] { $now } de semințe
}).
# K8.5: relay: $count seeds lifted from $pit.
event-relay = Ștafetă ({ $rule }): tura se termină în { $pit }; { $count ->
    [one] sămânța ei este ridicată și semănată mai departe
    [few] cele { $count } semințe ale ei sunt ridicate și semănate mai departe
   *[other] cele { $count } de semințe ale ei sunt ridicate și semănate mai departe
}.
# K15.2: safari: $count seeds lifted from the nyumba $pit.
event-safari = Safari ({ $rule }): se joacă casa { $pit }, { $count ->
    [one] { $count } sămânță ridicată
    [few] { $count } semințe ridicate
   *[other] { $count } de semințe ridicate
}.
# K15: stop in the nyumba $pit. $chosen: "yes" when the player chose to stop, "no" when forced.
event-nyumba-stop = { $chosen ->
    [yes] Jucătorul se oprește în casa { $pit } ({ $rule }).
   *[no] Tura se termină în casa { $pit }; mutarea se oprește ({ $rule }).
}
# K11, K12: $by capturează $count semințe din $pit; ele intră prin $kichwa, un kichwa al lui $side
# (cel care mută, "south" sau "north"), și sunt semănate spre $dir. $end: la ce capăt al rândului din
# față al celui care mută se află $kichwa, văzut de pe locul lui: "left" (A1, a1) sau "right" (A8,
# a8). $end și $dir diferă: semințele care intră prin kichwa din stânga sunt semănate spre dreapta.
# $why: "left-zone", "right-zone", "chosen" sau "keeps-direction" (K11.1, K11.2).
event-capture = Captură ({ $rule }): { $by } ia { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
} din { $pit }; { $count ->
    [one] ea intră
   *[other] ele intră
} prin kichwa din { $end ->
    [left] stânga
   *[right] dreapta
} al lui { $side ->
    [south] Sud
   *[north] Nord
}, { $kichwa }, și { $count ->
    [one] este semănată
   *[other] sunt semănate
} spre { $dir ->
    [left] stânga
   *[right] dreapta
}{ $why ->
    [left-zone] {""} (zona de capăt din stânga, K11.1).
    [right-zone] {""} (zona de capăt din dreapta, K11.1).
    [chosen] {""} (alegerea jucătorului, K11.2).
   *[keeps-direction] {""} (mutarea își păstrează direcția, K11.2).
}
# K16, K21: $side loses the nyumba. $why: "lifted", "captured" or "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] Sud
   *[north] Nord
} pierde nyumba ({ $rule }{ $why ->
    [lifted] : semințele ei au fost semănate
    [captured] : a fost capturată
   *[mtaji-capture] : prima captură din etapa mtaji
}).
# K25: the lap ends in the takasia pit $pit.
event-takasia-stop = Tura se termină în { $pit }, gaura takasia: mutarea se încheie ({ $rule }).
# K8.6: the last seed fell into the empty pit $pit.
event-move-end = Ultima sămânță cade în gaura goală { $pit }: mutarea se încheie ({ $rule }).
# K22: $pit is blocked for the opponent's next move.
event-takasia = Takasia ({ $rule }): { $pit } este blocată pentru următoarea mutare a adversarului.
# K6: the stage changes. $stage: "namua" or "mtaji".
event-stage-change = { $stage ->
    [namua] Începe etapa namua ({ $rule }).
   *[mtaji] Niciun jucător nu mai are semințe în mână: începe etapa mtaji ({ $rule }).
}
# M4: a stone steps from $from to the empty hole $to.
event-step = Piatra din { $from } trece în { $to } ({ $rule }).
# M5: the stone in $pit is removed.
event-remove = Piatra din { $pit } este scoasă din joc ({ $rule }).
# G4.3: the last seed in $by captures $count seeds of $pit; the mover banks $total.
event-kingulu-capture = Captură ({ $rule }): ultima sămânță, în { $by }, ia { $count ->
    [one] sămânța
    [few] cele { $count } semințe
   *[other] cele { $count } de semințe
} din { $pit }; { $total ->
    [one] { $total } sămânță pusă deoparte
    [few] { $total } semințe puse deoparte
   *[other] { $total } de semințe puse deoparte
}.
# G7: $pit (now $count seeds) is reserved by $side.
event-reserve = Kuweka mtoto ({ $rule }): { $pit } ({ $count }) este rezervată de { $side ->
    [south] Sud
   *[north] Nord
}.
# G7: the last-but-one seed in $from moves into the newly reserved hole $to.
event-reserve-extra = Sămânța din { $from } trece în gaura rezervată { $to } ({ $rule }).
# G4.1, G7: a seed in the reserved hole $pit goes to $side's captured seeds.
event-bank = Sămânța din gaura rezervată { $pit } îi revine lui { $side ->
    [south] Sud
   *[north] Nord
} ({ $rule }).
# The game is over. $winner: "south", "north" or "none" (a draw); $rule: K29, K30, M6, M7, G8;
# $south, $north: the score in Bao Kingulu (0 elsewhere).
event-game-over = { $winner ->
    [south] Sud câștigă ({ $rule }).
    [north] Nord câștigă ({ $rule }).
   *[none] Partida este remiză ({ $rule }).
}
