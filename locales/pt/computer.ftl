# Widgets do Bao Kitabu: o computador adversário, a Sugestão e o painel de análise do editor.
# Os nomes das covas (A5, b12) e as jogadas (A7<, a5>+) nunca se traduzem; $move, $pit e $pits
# contêm-nos ($pits: nomes de covas separados por vírgulas).

## A escolha do adversário num tabuleiro de jogo.
computer-label = Adversário
# $level: 1 a 4.
computer-level = { $level ->
    [1] Computador, nível 1 (principiante)
    [2] Computador, nível 2 (aprendiz)
    [3] Computador, nível 3 (forte)
   *[4] Computador, nível 4 (mestre)
}
computer-none = Ninguém (dois jogadores)
computer-side-label = O computador joga com
computer-thinking = O computador está a pensar…
computer-wait = Espera: é a vez do computador.
# $kind: "position", "move", "over", "worker" ou "other".
computer-error = { $kind ->
    [position] O computador não consegue ler esta posição.
    [move] O computador deu uma jogada que não é legal aqui.
    [over] O computador não pode jogar: a partida terminou.
    [worker] O computador não conseguiu arrancar neste navegador.
   *[other] O computador não conseguiu responder.
}
computer-you-win = Ganhaste!
computer-it-wins = O computador ganha.
computer-draw = Empate.

## O botão Sugestão de um tabuleiro de jogo.
btn-computer-hint = Sugestão
    .title = A melhor jogada aqui, e porquê
hint-thinking = À procura da melhor jogada…
# $move: a jogada; $text: uma das frases hint-... abaixo.
hint-best = Joga { $move }: { $text }
# $rule: a regra que termina a partida (K30, M6, G8...).
hint-wins = ganha a partida ({ $rule }).
# $count: sementes tomadas; $pits: as covas capturadas.
hint-captures = captura { $count ->
    [one] { $count } semente
    [many] { $count } de sementes
   *[other] { $count } sementes
} ({ $pits }).
# Bao la Kimasai: $count pedras tomadas, de $pits.
hint-captures-stones = toma { $count ->
    [one] { $count } pedra
    [many] { $count } de pedras
   *[other] { $count } pedras
} ({ $pits }).
# Bao Kingulu, G7: as covas do adversário que reserva.
hint-reserves = reserva { $pits } (kuweka mtoto, G7).
# As covas do jogador que o adversário podia capturar antes da jogada e já não pode depois dela.
hint-prevents = salva { $pits } da captura.
# $count: sementes que o jogador poderá capturar na jogada seguinte, em $pits.
hint-threatens = ameaça capturar { $count ->
    [one] { $count } semente
    [many] { $count } de sementes
   *[other] { $count } sementes
} ({ $pits }) na jogada seguinte.
hint-threatens-stones = ameaça tomar { $count ->
    [one] { $count } pedra
    [many] { $count } de pedras
   *[other] { $count } pedras
} ({ $pits }) na jogada seguinte.
# K22: a cova do adversário que bloqueia.
hint-takasia = põe { $pit } sob takasia (K22).
# K15.2
hint-safari = joga a casa (safari, K15.2).
hint-quiet = deixa a tua posição o mais segura possível.
# $moves: meias-jogadas (jogadas de qualquer dos lados) até à vitória, provada pela pesquisa.
hint-forced-win = Com o melhor jogo, ganhas em { $moves ->
    [one] { $moves } jogada
    [many] { $moves } de jogadas
   *[other] { $moves } jogadas
} no máximo.
hint-forced-loss = Todas as jogadas perdem contra o melhor jogo; esta é a que resiste mais tempo ({ $moves ->
    [one] { $moves } jogada
    [many] { $moves } de jogadas
   *[other] { $moves } jogadas
}).

## O painel de análise do editor.
analysis-title = Análise
analysis-thinking = A analisar todas as jogadas legais…
# $depth: meias-jogadas pesquisadas; $nodes: posições pesquisadas.
analysis-depth = Pesquisa até { $depth } jogadas de profundidade ({ $nodes } posições).
# Uma iteração terminada da análise, mostrada enquanto continua. $depth: meias-jogadas pesquisadas; $move: a melhor jogada até agora; $score: a sua pontuação (analysis-seeds, -win ou -loss); $nodes: posições pesquisadas (já escritas em algarismos).
analysis-progress = Pesquisa até { $depth ->
    [one] { $depth } jogada
    [many] { $depth } de jogadas
   *[other] { $depth } jogadas
} de profundidade: a melhor até agora é { $move } ({ $score }); { $nodes } posições.
# O botão que pára a análise enquanto decorre.
analysis-stop = Parar
analysis-stopped = Análise parada. Acima: a melhor jogada encontrada em cada profundidade que a pesquisa terminou.
analysis-help = As pontuações estão em sementes, para o lado que joga: mais é melhor. Escolhe uma jogada para percorrer a sua linha principal no tabuleiro.
analysis-move = Jogada
analysis-score = Pontuação
analysis-line = Linha principal
# Uma pontuação em sementes: $score, com sinal, com os algarismos e o separador decimal da língua, do CLDR (+1,25).
analysis-seeds = { $score }
# $moves: meias-jogadas (jogadas de qualquer dos lados), provadas pela pesquisa.
analysis-win = vitória em { $moves ->
    [one] { $moves } jogada
    [many] { $moves } de jogadas
   *[other] { $moves } jogadas
}
analysis-loss = derrota em { $moves ->
    [one] { $moves } jogada
    [many] { $moves } de jogadas
   *[other] { $moves } jogadas
}
btn-close = Fechar
