# Narración de cada suceso de un movimiento, mostrada y leída en voz alta durante la animación paso a paso.
# Cada mensaje recibe $rule, el número de regla (K12, G4.3...), citado entre paréntesis.
# Los nombres de huecos ($pit, $by, $kichwa, $from, $to) nunca se traducen.
# $dir es "left" o "right" desde el punto de vista de quien mueve; $side es "south" o "north".
# La variante [many] es la categoría CLDR del español para los millones («1 000 000 de semillas»).

# K12: namua: una semilla del montón entra en $pit.
event-store-seed = Una semilla del montón entra en { $pit } ({ $rule }).
# Se recogen $count semillas de $pit y se siembran hacia $dir.
event-lift = { $pit }: { $count ->
    [one] se recoge { $count } semilla y se siembra
    [many] se recogen { $count } de semillas y se siembran
   *[other] se recogen { $count } semillas y se siembran
} hacia la { $dir ->
    [left] izquierda
   *[right] derecha
} ({ $rule }).
# K13.1: la nyumba $pit paga impuesto: se recogen $count semillas y quedan $left.
event-tax = Impuesto ({ $rule }): de la nyumba { $pit } solo se recogen { $count } semillas; quedan { $left }.
# Cae una semilla en $pit, que ahora tiene $now semillas.
event-drop = Una semilla en { $pit } ({ $now ->
    [one] { $now } semilla
    [many] { $now } de semillas
   *[other] { $now } semillas
}).
# K8.5: relevo: se recogen $count semillas de $pit.
event-relay = Relevo ({ $rule }): el tramo termina en { $pit }; { $count ->
    [one] su { $count } semilla se recoge y se sigue sembrando
    [many] sus { $count } de semillas se recogen y se siguen sembrando
   *[other] sus { $count } semillas se recogen y se siguen sembrando
}.
# K15.2: safari: se recogen $count semillas de la nyumba $pit.
event-safari = Safari ({ $rule }): se juega la casa { $pit } y se { $count ->
    [one] recoge { $count } semilla
    [many] recogen { $count } de semillas
   *[other] recogen { $count } semillas
}.
# K15: parada en la nyumba $pit. $chosen: "yes" si el jugador eligió parar, "no" si fue obligado.
event-nyumba-stop = { $chosen ->
    [yes] El jugador se detiene en la casa { $pit } ({ $rule }).
   *[no] El tramo termina en la casa { $pit }; el movimiento se detiene ({ $rule }).
}
# K11, K12: $by captura $count semillas de $pit; entran por $kichwa, una kichwa de $side (quien
# mueve, "south" o "north"), y se siembran hacia $dir. $end: en qué extremo de la fila delantera de
# quien mueve está $kichwa, visto desde su asiento: "left" (A1, a1) o "right" (A8, a8). $end y $dir
# son distintos: las semillas que entran por la kichwa izquierda se siembran hacia la derecha.
# $why: "left-zone", "right-zone", "chosen" o "keeps-direction" (K11.1, K11.2).
event-capture = Captura ({ $rule }): { $by } toma { $count ->
    [one] { $count } semilla
    [many] { $count } de semillas
   *[other] { $count } semillas
} de { $pit }; { $count ->
    [one] entra
   *[other] entran
} por la kichwa { $end ->
    [left] izquierda
   *[right] derecha
} de { $side ->
    [south] Sur
   *[north] Norte
}, { $kichwa }, y { $count ->
    [one] se siembra
   *[other] se siembran
} hacia la { $dir ->
    [left] izquierda
   *[right] derecha
}{ $why ->
    [left-zone] {""} (zona del extremo izquierdo, K11.1).
    [right-zone] {""} (zona del extremo derecho, K11.1).
    [chosen] {""} (elegida, K11.2).
   *[keeps-direction] {""} (el movimiento mantiene su sentido, K11.2).
}
# K16, K21: $side pierde la nyumba. $why: "lifted", "captured" o "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] Sur
   *[north] Norte
} pierde la nyumba ({ $rule }{ $why ->
    [lifted] : se sembraron sus semillas
    [captured] : fue capturada
   *[mtaji-capture] : primera captura de la etapa mtaji
}).
# K25: el tramo termina en el hueco en takasia $pit.
event-takasia-stop = El tramo termina en { $pit }, el hueco en takasia: el movimiento termina ({ $rule }).
# K8.6: la última semilla cayó en el hueco vacío $pit.
event-move-end = La última semilla cae en el hueco vacío { $pit }: el movimiento termina ({ $rule }).
# K22: $pit queda bloqueado para el próximo movimiento del oponente.
event-takasia = Takasia ({ $rule }): { $pit } queda bloqueado para el próximo movimiento del oponente.
# K6: cambia la etapa. $stage: "namua" o "mtaji".
event-stage-change = { $stage ->
    [namua] Comienza la etapa namua ({ $rule }).
   *[mtaji] A ninguno de los dos le quedan semillas en la mano: comienza la etapa mtaji ({ $rule }).
}
# M4: una piedra avanza de $from al hueco vacío $to.
event-step = La piedra de { $from } avanza a { $to } ({ $rule }).
# M5: se retira la piedra de $pit.
event-remove = Se retira la piedra de { $pit } ({ $rule }).
# G4.3: la última semilla en $by captura $count semillas de $pit; quien mueve suma $total.
event-kingulu-capture = Captura ({ $rule }): la última semilla en { $by } toma { $count ->
    [one] la { $count } semilla
    [many] las { $count } de semillas
   *[other] las { $count } semillas
} de { $pit }; total capturado: { $total }.
# G7: $side reserva $pit (ahora con $count semillas).
event-reserve = Kuweka mtoto ({ $rule }): { $side ->
    [south] Sur
   *[north] Norte
} reserva { $pit } ({ $count }).
# G7: la penúltima semilla, en $from, pasa al hueco recién reservado $to.
event-reserve-extra = La semilla de { $from } pasa al hueco reservado { $to } ({ $rule }).
# G4.1, G7: una semilla en el hueco reservado $pit va a las semillas capturadas de $side.
event-bank = La semilla del hueco reservado { $pit } es para { $side ->
    [south] Sur
   *[north] Norte
} ({ $rule }).
# Fin de la partida. $winner: "south", "north" o "none" (empate); $rule: K29, K30, M6, M7, G8;
# $south, $north: el tanteo en Bao Kingulu (0 en los demás juegos).
event-game-over = { $winner ->
    [south] Gana Sur ({ $rule }).
    [north] Gana Norte ({ $rule }).
   *[none] La partida termina en empate ({ $rule }).
}
