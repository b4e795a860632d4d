# Narração de cada acontecimento de uma jogada, mostrada e lida em voz alta durante a animação passo a passo.
# Todas as mensagens recebem $rule, o número da regra (K12, G4.3...), para citar entre parênteses.
# Os nomes das covas ($pit, $by, $kichwa, $from, $to) nunca se traduzem.
# $dir é "left" ou "right" do ponto de vista de quem joga; $side é "south" ou "north".

# K12: namua: uma semente que estava na mão vai para $pit.
event-store-seed = Uma semente que estava na mão vai para { $pit } ({ $rule }).
# $count sementes levantadas de $pit, semeadas para $dir.
event-lift = { $pit }: { $count ->
    [one] { $count } semente levantada
    [many] { $count } de sementes levantadas
   *[other] { $count } sementes levantadas
}, semeadas para a { $dir ->
    [left] esquerda
   *[right] direita
} ({ $rule }).
# K13.1: o nyumba $pit paga imposto: $count sementes levantadas, $left ficam.
event-tax = Imposto ({ $rule }): só se levantam { $count } sementes do nyumba { $pit }; ficam { $left }.
# Uma semente deixada em $pit, que tem agora $now sementes.
event-drop = Uma semente em { $pit } ({ $now ->
    [one] { $now } semente
    [many] { $now } de sementes
   *[other] { $now } sementes
}).
# K8.5: estafeta: $count sementes levantadas de $pit.
event-relay = Estafeta ({ $rule }): a volta termina em { $pit }; { $count ->
    [one] a sua { $count } semente é levantada e semeada
    [many] as suas { $count } de sementes são levantadas e semeadas
   *[other] as suas { $count } sementes são levantadas e semeadas
} em seguida.
# K15.2: safari: $count sementes levantadas do nyumba $pit.
event-safari = Safari ({ $rule }): joga-se a casa { $pit }, { $count ->
    [one] { $count } semente levantada
    [many] { $count } de sementes levantadas
   *[other] { $count } sementes levantadas
}.
# K15: paragem no nyumba $pit. $chosen: "yes" quando o jogador escolheu parar, "no" quando foi forçado.
event-nyumba-stop = { $chosen ->
    [yes] O jogador pára na casa { $pit } ({ $rule }).
   *[no] A volta termina na casa { $pit }; a jogada pára ({ $rule }).
}
# K11, K12: $by captura $count sementes de $pit; entram pelo kichwa $kichwa, um kichwa de $side
# (quem joga, "south" ou "north"), e são semeadas para $dir. $end: em que ponta da fila da frente
# de quem joga está o $kichwa, visto do lugar de quem joga: "left" (A1, a1) ou "right" (A8, a8).
# $end e $dir são diferentes: as sementes que entram pelo kichwa da esquerda são semeadas para a direita.
# $why: "left-zone", "right-zone", "chosen" ou "keeps-direction" (K11.1, K11.2).
event-capture = Captura ({ $rule }): { $by } toma { $count ->
    [one] { $count } semente
    [many] { $count } de sementes
   *[other] { $count } sementes
} de { $pit }; { $count ->
    [one] entra
   *[other] entram
} pelo kichwa da { $end ->
    [left] esquerda
   *[right] direita
} { $side ->
    [south] do Sul
   *[north] do Norte
}, { $kichwa }, e { $count ->
    [one] é semeada
   *[other] são semeadas
} para a { $dir ->
    [left] esquerda
   *[right] direita
}{ $why ->
    [left-zone] {""} (zona da ponta esquerda, K11.1).
    [right-zone] {""} (zona da ponta direita, K11.1).
    [chosen] {""} (escolhido, K11.2).
   *[keeps-direction] {""} (a jogada mantém o seu sentido, K11.2).
}
# K16, K21: $side perde o nyumba. $why: "lifted", "captured" ou "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] O Sul
   *[north] O Norte
} perde o nyumba ({ $rule }{ $why ->
    [lifted] : as suas sementes foram semeadas
    [captured] : foi capturado
   *[mtaji-capture] : primeira captura da fase mtaji
}).
# K25: a volta termina na cova de takasia $pit.
event-takasia-stop = A volta termina em { $pit }, a cova de takasia: a jogada termina ({ $rule }).
# K8.6: a última semente caiu na cova vazia $pit.
event-move-end = A última semente cai na cova vazia { $pit }: a jogada termina ({ $rule }).
# K22: $pit fica bloqueada para a próxima jogada do adversário.
event-takasia = Takasia ({ $rule }): { $pit } fica bloqueada para a próxima jogada do adversário.
# K6: a fase muda. $stage: "namua" ou "mtaji".
event-stage-change = { $stage ->
    [namua] Começa a fase namua ({ $rule }).
   *[mtaji] Nenhum dos jogadores tem sementes na mão: começa a fase mtaji ({ $rule }).
}
# M4: uma pedra avança de $from para a cova vazia $to.
event-step = A pedra de { $from } avança para { $to } ({ $rule }).
# M5: a pedra de $pit é retirada.
event-remove = A pedra de { $pit } é retirada ({ $rule }).
# G4.3: a última semente em $by captura $count sementes de $pit; quem joga guarda $total.
event-kingulu-capture = Captura ({ $rule }): a última semente em { $by } toma { $count ->
    [one] a { $count } semente
    [many] as { $count } de sementes
   *[other] as { $count } sementes
} de { $pit }; quem joga guarda { $total }.
# G7: $pit (agora com $count sementes) é reservada por $side.
event-reserve = Kuweka mtoto ({ $rule }): { $pit } ({ $count }) é reservada pelo { $side ->
    [south] Sul
   *[north] Norte
}.
# G7: a penúltima semente, em $from, passa para a cova acabada de reservar $to.
event-reserve-extra = A semente de { $from } passa para a cova reservada { $to } ({ $rule }).
# G4.1, G7: uma semente na cova reservada $pit vai para as sementes capturadas de $side.
event-bank = A semente da cova reservada { $pit } vai para o { $side ->
    [south] Sul
   *[north] Norte
} ({ $rule }).
# A partida terminou. $winner: "south", "north" ou "none" (empate); $rule: K29, K30, M6, M7, G8;
# $south, $north: a pontuação no Bao Kingulu (0 nos outros).
event-game-over = { $winner ->
    [south] O Sul ganha ({ $rule }).
    [north] O Norte ganha ({ $rule }).
   *[none] A partida termina empatada ({ $rule }).
}
