# Exercícios: objectivos, respostas, sugestões, progresso.
# $pit: um nome de cova; $move: uma jogada em notação; $moves: jogadas separadas por vírgulas.

goal-capture = Captura as sementes de { $pit } numa jogada.
goal-takasia = Faz uma takasia: depois da tua jogada, uma cova do adversário fica bloqueada.
goal-win = Ganha a partida com uma jogada.
goal-win-two = Ganha em duas jogadas: responda o Norte o que responder, ganhas com a jogada seguinte.
goal-safe = A tua fila da frente está em perigo: encontra uma jogada depois da qual o Norte não tenha nenhuma resposta vencedora.
goal-safari = Joga a casa (safari) numa jogada.
goal-reserve = Reserva uma cova (kuweka mtoto) numa jogada.
goal-end = Faz uma jogada cuja última volta termine em { $pit }.
# Um objectivo `move`: a pergunta (no texto acima do tabuleiro) diz o que a jogada deve fazer.
goal-move = Faz a jogada que a pergunta pede.
goal-legal = Marca todas as covas de onde começa uma jogada legal e depois carrega em Verificar.
# $goal: o objectivo tal como está escrito no bloco.
goal-unknown = Objectivo de exercício desconhecido “{ $goal }”.
goal-no-solution = Este exercício não tem solução nesta posição.
goal-nothing-wrong = Todas as jogadas são seguras nesta posição: o exercício não pede nada.

# $stars: as estrelas ganhas (uma mensagem ex-stars, p. ex. "3 estrelas").
ex-solved = Muito bem! { $move } resolve-o: { $stars }.
# $stars: 1 a 3.
ex-stars = { $stars ->
    [one] { $stars } estrela
    [many] { $stars } de estrelas
   *[other] { $stars } estrelas
}
ex-solved-before = Já resolveste este exercício antes.
ex-wrong-illegal = { $move } não é legal: { $text }
# $pits: as covas que a jogada capturou; $rule: a regra da sua (primeira) captura.
ex-wrong-captured = { $move } captura { $pits } ({ $rule }), não o que se pedia.
# $pit: onde a jogada terminou; $rule: a regra que a terminou.
ex-wrong-ended = { $move } termina em { $pit } ({ $rule }) e não atinge o objectivo.
ex-wrong-other = { $move } não atinge o objectivo.
# A resposta do adversário depois de uma resposta errada. $side: o adversário ("Norte" ou "Sul",
# uma mensagem side-name); $move: a sua resposta; $rule: a regra que termina a partida.
ex-reply-wins = Então { $side } responde { $move } e ganha ({ $rule }).
# $count: as sementes que a resposta captura.
ex-reply-captures = Então { $side } responde { $move } e captura { $count ->
    [one] { $count } semente
    [many] { $count } de sementes
   *[other] { $count } sementes
}.
ex-reply-escapes = Então { $side } responde { $move }, e tu já não tens nenhuma jogada vencedora.
ex-reply-escapes-endgame = Então { $side } responde { $move }, e tu já não consegues ganhar nas jogadas que faltam.
# Uma vitória em duas: a primeira jogada estava certa; $reply é a melhor defesa do adversário.
ex-win-two-then = { $side } defende-se com { $reply }. Agora ganha numa jogada.
# $stars: as estrelas que uma solução ainda pode ganhar (1 a 3).
ex-stars-left = { $stars ->
    [one] { $stars } estrela a ganhar
    [many] { $stars } de estrelas a ganhar
   *[other] { $stars } estrelas a ganhar
}
# As sugestões vêm em três passos: a ideia, a cova, a jogada. A ideia:
# $count sementes semeadas a partir de uma das tuas covas (a que há que encontrar) chegam a $by, que está em frente de $pit.
hint-idea-capture = Conta: uma das tuas covas com { $count ->
    [one] { $count } semente
    [many] { $count } de sementes
   *[other] { $count } sementes
} chega a { $by }, que está em frente de { $pit }.
hint-idea-capture-namua = Na fase namua, uma das tuas sementes na mão vai para uma cova ocupada da fila da frente, e essa cova captura a cova do adversário que tem em frente, se esta tiver sementes (K12).
hint-idea-capture-later = Nenhuma primeira volta chega a { $pit }: primeiro captura, depois uma volta seguinte tem de terminar em { $by }, que está em frente de { $pit } (K19).
# A ideia geral de uma captura, quando uma mais reveladora daria a resposta.
hint-idea-capture-any = Segue cada jogada que podes fazer, volta a volta: a que procuras termina uma volta na cova em frente de { $pit }.
# $laps: as voltas da jogada que termina em $pit.
hint-idea-end = Conta ao longo do anel: a jogada que termina em { $pit } tem { $laps ->
    [one] uma volta
    [many] { $laps } de voltas
   *[other] { $laps } voltas
}.
# A ideia geral de um objectivo "end", quando uma mais reveladora daria a resposta.
hint-idea-end-any = Conta ao longo do anel para cada jogada que podes fazer, volta a volta, até uma última semente cair em { $pit }.
# $side: o adversário ("Norte" ou "Sul").
hint-idea-takasia = Uma takasia segue-se a uma takasa na fase mtaji: depois da tua jogada, { $side } não pode ter nenhuma captura, e exactamente uma das covas da fila da frente dele tem de ser uma que pudesses capturar logo (K22).
# $why: "front" (fila da frente vazia), "no-moves", "no-stones" ou "score"; $rule: a sua regra.
hint-idea-win = { $why ->
    [no-moves] Deixa { $side } sem nenhuma jogada legal ({ $rule }).
    [no-stones] Toma as últimas pedras de { $side } ({ $rule }).
    [score] Termina a partida com mais sementes do que { $side } ({ $rule }).
   *[front] Esvazia a fila da frente de { $side } ({ $rule }): captura as últimas sementes da fila da frente dele.
}
hint-idea-win-two = Pensa duas jogadas à frente: depois da jogada certa, cada resposta de { $side } deixa-te uma jogada que ganha.
# $reply: uma resposta que ganha contra uma jogada perdedora.
hint-idea-safe = Depois da maioria das tuas jogadas, { $side } ganha com uma resposta como { $reply }. Encontra uma jogada que não lhe deixe nenhuma.
hint-idea-safari = Uma jogada de captura pode terminar uma volta no teu nyumba funcional: então podes jogar a casa, safari (K15.2).
hint-idea-reserve = Faz uma volta terminar numa cova do adversário que tenha 3 sementes: fica tua, kuweka mtoto (G7).
# $pits: o que a jogada a encontrar captura.
hint-idea-move-capture = A jogada que procuras captura { $pits }.
hint-idea-move-end = A jogada que procuras termina em { $pit }.
# $pit: o kichwa por onde entram as sementes capturadas da jogada a encontrar.
hint-idea-move-kichwa = As sementes capturadas da jogada que procuras entram por { $pit }.
hint-idea-move-any = Faz de cabeça cada uma das tuas jogadas, volta a volta, e compara-a com a pergunta.
hint-idea-legal-capture = Aqui é possível uma captura, e capturar é obrigatório (K10): só as jogadas de captura são legais.
hint-idea-legal-namua = Não é possível nenhuma captura: uma takasa namua começa numa cova ocupada da fila da frente (K13).
hint-idea-legal-takasa = Não é possível nenhuma captura: uma takasa começa numa cova da fila da frente com 2 sementes ou mais, se houver alguma, senão na fila de trás (K20).
hint-idea-legal-other = Põe cada uma das tuas covas à prova das regras do jogo: uma jogada que elas proíbem não é legal.
hint-pit = Sugestão: começa em { $pit }.
# $dir: "left" ou "right"; $move: a jogada completa.
hint-dir = Sugestão: joga { $move }, semeando para a { $dir ->
    [left] esquerda
   *[right] direita
}.
hint-move = Sugestão: joga { $move }.
hint-none = Não há mais sugestões.
# Exercício de jogadas legais. $count: número de covas.
# $stars: as estrelas ganhas (uma mensagem ex-stars).
legal-correct = Certo: são todas as covas de onde começa uma jogada legal: { $stars }.
legal-missing = Não marcaste { $pits }: começa aí uma jogada (p. ex. { $move }).
# $pit: uma cova marcada; $text: porque é que daí não começa nenhuma jogada.
legal-extra = Nenhuma jogada começa em { $pit }: { $text }
legal-marked = { $count ->
    [one] { $count } cova marcada
    [many] { $count } de covas marcadas
   *[other] { $count } covas marcadas
}
progress-reset = Progresso apagado.
progress-not-saved = Este navegador não consegue guardar o teu progresso (uma janela privada, ou armazenamento cheio ou desactivado): os exercícios continuam a funcionar, mas as tuas estrelas não ficam guardadas quando saíres.

# Objectivos de várias jogadas em que o Norte responde. $count: as jogadas que ainda faltam.
goal-captures = { $count ->
    [one] Captura com esta jogada.
    [many] Captura em cada uma das tuas próximas { $count } de jogadas, responda o Norte o que responder.
   *[other] Captura em cada uma das tuas próximas { $count } jogadas, responda o Norte o que responder.
}
goal-guard = { $count ->
    [one] Faz uma jogada depois da qual o Norte não tenha nenhuma captura.
    [many] Durante { $count } de jogadas, joga de modo que o Norte não tenha nenhuma captura depois de qualquer uma delas.
   *[other] Durante { $count } jogadas, joga de modo que o Norte não tenha nenhuma captura depois de qualquer uma delas.
}
# Uma jogada certa de um objectivo destes, com resposta. $reply: a resposta do adversário; $left: as jogadas que faltam.
ex-series-good = Bem: { $move }.
ex-series-then = { $side } responde { $reply }. { $left ->
    [one] Mais uma jogada.
    [many] Mais { $left } de jogadas.
   *[other] Mais { $left } jogadas.
}
# O objectivo atingido: a resposta do adversário, que não captura nada.
ex-reply-no-capture = { $side } responde { $move } e não captura nada.
# Depois de uma resposta errada a um objectivo `captures`: uma resposta depois da qual a série não pode continuar.
ex-reply-stops = Então { $side } responde { $move }, e tu já não consegues capturar em todas as jogadas.
ex-reply-stops-guard = Então { $side } responde { $move }, e depois qualquer jogada tua lhe deixa uma captura.
hint-idea-captures = Vê cada uma das tuas capturas e cada resposta de { $side }: depois da captura certa, jogue ele o que jogar, podes capturar outra vez.
hint-idea-guard = Antes de jogares, vê o que { $side } poderia capturar depois da tua jogada: as capturas são obrigatórias, portanto, se tiver uma, fá-la. A jogada certa não lhe deixa nenhuma.
goal-endgame = { $count ->
    [one] Ganha a partida com esta jogada.
    [many] Ganha este final nas tuas próximas { $count } de jogadas, responda o Norte o que responder.
   *[other] Ganha este final nas tuas próximas { $count } jogadas, responda o Norte o que responder.
}
hint-idea-endgame = Vê cada uma das tuas jogadas e cada resposta de { $side }: depois da jogada certa, jogue ele o que jogar, ainda consegues ganhar nas jogadas que faltam. Uma partida ganha-se quando a fila da frente dele está vazia ou quando ele não pode jogar.
# A primeira sugestão de um exercício da Parte 3 ("Jogar bem"): o princípio de jogo que a sua
# etapa ensina (`principle:` no bloco), que escolhe a jogada certa. $principle: o nome dele.
hint-idea-principle = { $principle ->
    [no-capture] Olha para o tabuleiro depois de cada uma das tuas jogadas e pergunta: o Norte pode capturar então? A jogada certa não lhe deixa nenhuma captura.
    [biggest] Conta o que cada uma das tuas capturas tira, incluindo as capturas que se seguem na mesma jogada: a certa é a que tira mais.
    [net-gain] Para cada uma das tuas jogadas, conta o que ela tira, menos o máximo que o Norte pode recuperar com a jogada seguinte dele: a certa é a que dá a maior diferença.
    [front-row] Para cada uma das tuas jogadas, conta as sementes da tua fila da frente depois dela: a certa é a que te deixa mais.
    [front-after-reply] Para cada uma das tuas jogadas, encontra a resposta do Norte que te deixaria menos sementes na fila da frente: a jogada certa é a que te deixa mais, mesmo depois dessa resposta.
    [keep-nyumba] Para cada uma das tuas jogadas, olha para o teu nyumba depois dela: depois da jogada certa, ainda és dono dele e ele tem 6 sementes ou mais.
   *[mobility] Para cada uma das tuas jogadas, conta as jogadas legais do Norte depois dela: a certa é a que lhe deixa menos.
}
