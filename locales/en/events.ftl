# Narration of each event of a move, shown and read aloud during the step animation.
# Every message gets $rule, the rule number (K12, G4.3...), to cite in parentheses.
# Pit names ($pit, $by, $kichwa, $from, $to) are never translated.
# $dir is "left" or "right" from the mover's point of view; $side is "south" or "north".

# K12: namua: a seed from the store goes into $pit.
event-store-seed = A seed from the store goes into { $pit } ({ $rule }).
# $count seeds lifted from $pit, sown towards $dir.
event-lift = { $pit }: { $count ->
    [one] { $count } seed lifted
   *[other] { $count } seeds lifted
}, sown to the { $dir ->
    [left] left
   *[right] right
} ({ $rule }).
# K13.1: the nyumba $pit is taxed: $count seeds lifted, $left stay.
event-tax = Tax ({ $rule }): only { $count } seeds are lifted from the nyumba { $pit }; { $left } stay.
# One seed dropped into $pit, which now holds $now seeds.
event-drop = A seed into { $pit } ({ $now ->
    [one] { $now } seed
   *[other] { $now } seeds
}).
# K8.5: relay: $count seeds lifted from $pit.
event-relay = Relay ({ $rule }): the lap ends in { $pit }; its { $count ->
    [one] { $count } seed is
   *[other] { $count } seeds are
} lifted and sown on.
# K15.2: safari: $count seeds lifted from the nyumba $pit.
event-safari = Safari ({ $rule }): the house { $pit } is played, { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} lifted.
# K15: stop in the nyumba $pit. $chosen: "yes" when the player chose to stop, "no" when forced.
event-nyumba-stop = { $chosen ->
    [yes] The player stops in the house { $pit } ({ $rule }).
   *[no] The lap ends in the house { $pit }; the move stops ({ $rule }).
}
# K11, K12: $by captures $count seeds from $pit; they enter at $kichwa, a kichwa of $side (the
# mover, "south" or "north"), and are sown towards $dir. $end: which end of the mover's front row
# $kichwa is, seen from the mover's seat: "left" (A1, a1) or "right" (A8, a8). $end and $dir
# differ: seeds that enter at the left kichwa are sown to the right.
# $why: "left-zone", "right-zone", "chosen" or "keeps-direction" (K11.1, K11.2).
event-capture = Capture ({ $rule }): { $by } takes { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} from { $pit }; { $count ->
    [one] it enters
   *[other] they enter
} at { $side ->
    [south] South's
   *[north] North's
} { $end ->
    [left] left
   *[right] right
} kichwa { $kichwa } and { $count ->
    [one] is
   *[other] are
} sown to the { $dir ->
    [left] left
   *[right] right
}{ $why ->
    [left-zone] {""} (left end zone, K11.1).
    [right-zone] {""} (right end zone, K11.1).
    [chosen] {""} (chosen, K11.2).
   *[keeps-direction] {""} (the move keeps its direction, K11.2).
}
# K16, K21: $side loses the nyumba. $why: "lifted", "captured" or "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] South
   *[north] North
} loses the nyumba ({ $rule }{ $why ->
    [lifted] : its seeds were sown
    [captured] : it was captured
   *[mtaji-capture] : first capture of the mtaji stage
}).
# K25: the lap ends in the takasia pit $pit.
event-takasia-stop = The lap ends in { $pit }, the takasia pit: the move ends ({ $rule }).
# K8.6: the last seed fell into the empty pit $pit.
event-move-end = The last seed falls into the empty pit { $pit }: the move ends ({ $rule }).
# K22: $pit is blocked for the opponent's next move.
event-takasia = Takasia ({ $rule }): { $pit } is blocked for the opponent's next move.
# K6: the stage changes. $stage: "namua" or "mtaji".
event-stage-change = { $stage ->
    [namua] The namua stage begins ({ $rule }).
   *[mtaji] Both stores are empty: the mtaji stage begins ({ $rule }).
}
# M4: a stone steps from $from to the empty hole $to.
event-step = The stone in { $from } steps to { $to } ({ $rule }).
# M5: the stone in $pit is removed.
event-remove = The stone in { $pit } is removed ({ $rule }).
# G4.3: the last seed in $by captures $count seeds of $pit; the mover banks $total.
event-kingulu-capture = Capture ({ $rule }): the last seed in { $by } takes the { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} of { $pit }; { $total } banked.
# G7: $pit (now $count seeds) is reserved by $side.
event-reserve = Kuweka mtoto ({ $rule }): { $pit } ({ $count }) is reserved by { $side ->
    [south] South
   *[north] North
}.
# G7: the last-but-one seed in $from moves into the newly reserved hole $to.
event-reserve-extra = The seed in { $from } moves into the reserved hole { $to } ({ $rule }).
# G4.1, G7: a seed in the reserved hole $pit goes to $side's captured seeds.
event-bank = The seed in the reserved hole { $pit } goes to { $side ->
    [south] South
   *[north] North
} ({ $rule }).
# The game is over. $winner: "south", "north" or "none" (a draw); $rule: K29, K30, M6, M7, G8;
# $south, $north: the score in Bao Kingulu (0 elsewhere).
event-game-over = { $winner ->
    [south] South wins ({ $rule }).
    [north] North wins ({ $rule }).
   *[none] The game is drawn ({ $rule }).
}
