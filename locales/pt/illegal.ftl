# Porque é que uma jogada não pode ser feita. Cada mensagem recebe $rule (o número da regra) e,
# quando nomeia uma cova, $pit. Mostrada depois de "A6< não é legal: ".

illegal-game-over = a partida terminou ({ $rule }).
illegal-not-your-pit = { $pit } não é uma cova tua ({ $rule }).
illegal-wrong-shape = neste jogo a jogada precisa de um sentido, ou tem um que não devia ter ({ $rule }).
illegal-no-safari-choice = nesta jogada nunca surge a escolha de jogar a casa ({ $rule }).
illegal-must-capture = há uma captura possível, portanto tens de capturar ({ $rule }).
illegal-namua-empty-pit = { $pit } está vazia; na fase namua a semente vai para uma cova ocupada da fila da frente ({ $rule }).
illegal-namua-back-row = { $pit } não está na fila da frente ({ $rule }).
illegal-kichwa-forced = uma captura a partir de { $pit } tem de entrar pelo kichwa do seu próprio lado ({ $rule }).
illegal-nyumba-not-alone = o nyumba { $pit } só pode começar uma takasa quando é a única cova ocupada da tua fila da frente ({ $rule }).
illegal-singleton-no-nyumba = sem nyumba, { $pit } precisa de 2 sementes ou mais ({ $rule }).
illegal-too-few-seeds = { $pit } tem menos de 2 sementes ({ $rule }).
illegal-sixteen-no-capture = { $pit } tem 16 sementes ou mais e não pode começar uma captura ({ $rule }).
illegal-front-row-first = { $pit } está na fila de trás, mas uma cova da fila da frente tem 2 sementes ou mais ({ $rule }).
illegal-takasia = { $pit } está sob takasia ({ $rule }).
illegal-empties-front-row = semear { $pit } neste sentido esvaziaria a tua fila da frente ({ $rule }).
illegal-never-ending = a jogada nunca termina: continua durante 10 000 voltas ({ $rule }).
# $next: a cova ocupada que está no caminho.
illegal-blocked = { $pit } não pode avançar: { $next } está ocupada ({ $rule }).
illegal-empty-hole = { $pit } está vazia ({ $rule }).
illegal-reserved = { $pit } está reservada ({ $rule }).
# $end: a cova própria ocupada onde a primeira volta terminaria.
illegal-first-lap-own-hole = a primeira volta a partir de { $pit } termina numa cova tua ocupada, { $end } ({ $rule }).
illegal-no-stone = { $pit } não tem nenhuma pedra ({ $rule }).
