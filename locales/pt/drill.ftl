# Treinos: posições novas sem fim, uma pergunta cada, com um contador de sequência.
# $side: o jogador que joga ("Sul" ou "Norte", uma mensagem side-name); $move: uma jogada.

drill-prompt-legal = Marca todas as jogadas legais de { $side }: clica numa cova uma vez para os dois sentidos, outra vez só para <, outra vez só para >, e depois carrega em Verificar.
drill-prompt-legal-pits = Marca todas as covas de onde { $side } pode começar uma jogada legal e depois carrega em Verificar.
drill-prompt-last-seed = { $side } joga { $move }. Onde cai a última semente da sua primeira volta? Clica na cova.
drill-prompt-capture = { $side } joga { $move }. A jogada captura ou é uma takasa?
drill-prompt-kichwa = { $side } joga { $move }, uma captura. Em que kichwa entram as sementes capturadas? Clica nele.
drill-none = Não foi possível encontrar, a partir deste tabuleiro, nenhuma posição para este treino.
drill-right = Certo!
drill-wrong = Desta vez não.
# A resposta da última semente: $count sementes de $from semeadas para $dir ("left" ou "right"); a última em $pit.
drill-last-seed = As { $count } sementes de { $from } vão para a { $dir ->
    [left] esquerda
   *[right] direita
}: a última cai em { $pit } ({ $rule }).
# Porque é que uma jogada é uma takasa. $why: "namua" (a semente que estava na mão foi para $pit, que está
# em frente de uma cova vazia), "sixteen", "back-row", "was-empty" ou "faces-empty" (onde a
# primeira volta terminou, em $pit), ou "other".
drill-takasa = Takasa: { $why ->
    [namua] a semente que estava na mão vai para { $pit }, que não tem sementes em frente ({ $rule }).
    [sixteen] uma cova com 16 sementes ou mais nunca captura ({ $rule }).
    [back-row] a primeira volta termina em { $pit }, na fila de trás ({ $rule }).
    [was-empty] a primeira volta termina em { $pit }, que estava vazia ({ $rule }).
    [faces-empty] a primeira volta termina em { $pit }, que está em frente de uma cova vazia ({ $rule }).
   *[other] a jogada não começa com uma captura ({ $rule }).
}
# $count: as covas de onde começa uma jogada legal; $text: a regra que as decide.
drill-legal-right = Certo: { $count ->
    [one] a única cova
    [many] todas as { $count } de covas
   *[other] todas as { $count } covas
}. { $text }
# Uma cova marcada com um só sentido quando os dois são legais: $left e $right são as suas duas jogadas.
drill-legal-both = De { $pit } os dois sentidos são legais: { $left } e { $right }.
# Uma cova onde só $move é legal; $other é o outro sentido, $text porque não é legal.
drill-legal-only = De { $pit } só { $move } é legal; { $other } não é: { $text }
btn-capture = Captura
btn-takasa = Takasa
btn-next = Posição seguinte
# $count: respostas certas seguidas; $best: a melhor sequência guardada neste navegador.
drill-streak = Sequência: { $count } · Recorde: { $best }
drill-answer-shown = A resposta certa está marcada no tabuleiro.
