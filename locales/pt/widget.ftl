# Widgets do Bao Kitabu: botões, etiquetas, linhas de estado.
# Os nomes das covas (A5, b12) e a notação das jogadas (A7<, a5>+) nunca se traduzem.
# As variáveis chamadas $pit, $move, $kichwa contêm esses nomes.

## Jogos (o primeiro campo da notação).
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## Lados. $side é "south" ou "north".
side-name = { $side ->
    [south] Sul
   *[north] Norte
}

## Sentidos do ponto de vista de quem joga. $dir é "left" ou "right".
dir-name = { $dir ->
    [left] esquerda
   *[right] direita
}

## Linha de estado por baixo do tabuleiro.
# $side: "south" ou "north".
status-to-move = { $side ->
    [south] Joga o Sul
   *[north] Joga o Norte
}
# Enquanto uma jogada está a ser semeada (sementes por semear). $side: "south" ou "north".
status-moving = { $side ->
    [south] O Sul está a jogar
   *[north] O Norte está a jogar
}
status-stage-namua = Fase namua
status-stage-mtaji = Fase mtaji
# $count: sementes na mão de $side ("south" ou "north").
status-store = { $side ->
    [south] Sementes na mão do Sul
   *[north] Sementes na mão do Norte
}: { $count }
# $count: sementes capturadas por $side (Bao Kingulu).
status-captured = { $side ->
    [south] Capturadas pelo Sul
   *[north] Capturadas pelo Norte
}: { $count }
# $count: sementes a ser semeadas (na mão do jogador) durante uma animação.
status-in-hand = { $count ->
    [one] { $count } semente por semear
    [many] { $count } de sementes por semear
   *[other] { $count } sementes por semear
}
# $side: o vencedor ("south" ou "north"); $rule: o número da regra (K29, K30, M6, G8).
status-winner = { $side ->
    [south] O Sul ganha
   *[north] O Norte ganha
} ({ $rule })
# $rule: M7 ou G8.
status-draw = Empate ({ $rule })

## Etiquetas das covas lidas pelos leitores de ecrã.
# $pit: o nome da cova; $count: as sementes que tem; $kind: "nyumba", "kichwa", "kimbi" ou "plain";
# $state: "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] , nyumba
    [kichwa] , kichwa
    [kimbi] , kimbi
   *[plain] {""}
}, { $count ->
    [one] { $count } semente
    [many] { $count } de sementes
   *[other] { $count } sementes
}{ $state ->
    [takasia] , sob takasia
    [reserved-south] , reservada pelo Sul
    [reserved-north] , reservada pelo Norte
    [last] , última semente
    [captured] , capturada
    [hand] , sementes por semear
   *[none] {""}
}
# Nome acessível do tabuleiro. $game: o nome do jogo.
board-label = Tabuleiro de { $game }
# Nomes acessíveis das sementes na mão mostradas ao lado do tabuleiro.
store-label = { $side ->
    [south] Sementes na mão do Sul
   *[north] Sementes na mão do Norte
}

## Botões e comandos.
btn-flip = Virar o tabuleiro
    .title = Mostrar o tabuleiro do outro lado
btn-labels = Nomes das covas
    .title = Mostrar ou esconder os nomes das covas
btn-start = Início
    .title = Ir para o início
btn-end = Fim
    .title = Ir para o fim
btn-play = Reproduzir
    .title = Reproduzir a animação
btn-pause = Pausar
    .title = Pausar a animação
btn-back-seed = ◀ Semente
    .title = Um passo para trás
btn-next-seed = Semente ▶
    .title = Um passo para a frente
btn-back-lap = ◀◀ Volta
    .title = Voltar ao fim da volta anterior
btn-next-lap = Volta ▶▶
    .title = Avançar até ao fim desta volta
btn-back-move = |◀ Jogada
    .title = Voltar à jogada anterior
btn-next-move = Jogada ▶|
    .title = Avançar até ao fim desta jogada
label-speed = Velocidade
btn-undo = Anular
btn-redo = Refazer
btn-new-game = Recomeçar
btn-share = Copiar ligação de partilha
btn-copy-position = Copiar posição
btn-open-play = Abrir no modo de jogo
btn-open-step = Abrir no modo passo a passo
btn-check = Verificar
btn-hint = Sugestão
btn-retry = Tentar outra vez
btn-reset = Apagar o progresso
btn-cancel = Cancelar
# Uma escolha pedida durante uma jogada. $dir: "left" ou "right"; $kichwa: a cova kichwa.
choice-dir = Semear para a { $dir ->
    [left] esquerda
   *[right] direita
}
choice-kichwa = Entrar pelo kichwa { $kichwa }
choice-safari = Jogar a casa (safari)
choice-stop = Parar na casa
# Mostrado por cima dos botões de escolha. $pit: a cova clicada.
choice-prompt = { $pit }: escolhe como jogar
copied = Copiado.
copy-failed = Não foi possível copiar; selecciona o texto e copia-o à mão.

## Lista de jogadas e narração.
moves-title = Jogadas
moves-none = Ainda não há jogadas.
# $side: "south" ou "north".
narrate-start = Posição inicial. { $side ->
    [south] Joga o Sul.
   *[north] Joga o Norte.
}
# $number: o número da jogada (1, 2...); $move: a jogada em notação; $text: a narração do acontecimento.
narrate-move = { $number }. { $move }: { $text }
# $side: o jogador que joga agora ("south" ou "north").
narrate-your-turn = { $side ->
    [south] Joga o Sul.
   *[north] Joga o Norte.
}
# $move: a jogada feita.
narrate-played = Jogada feita: { $move }.
# $move: a jogada; $text: porque é ilegal (uma das mensagens illegal-*).
narrate-illegal = { $move } não é legal: { $text }
# $pit: a cova clicada; $text: porque é que daí não começa nenhuma jogada.
narrate-no-move = Nenhuma jogada começa em { $pit }: { $text }
# $count: número de acontecimentos da jogada; $step: o acontecimento actual.
step-position = Passo { $step } de { $count }

## Editor.
edit-title = Editor de posições
edit-game = Jogo
edit-to-move = Lado que joga
edit-stores = Sementes na mão (Sul, Norte)
edit-captured = Capturadas (Sul, Norte)
edit-nyumba-south = O Sul tem o nyumba
edit-nyumba-north = O Norte tem o nyumba
edit-takasia = Cova de takasia
edit-takasia-none = nenhuma
edit-reserved = Covas reservadas (p. ex. a3=S,A5=N)
edit-position = Posição
edit-help = Clica numa cova para acrescentar uma semente; Shift+clique ou clique com o botão direito para tirar uma; ou selecciona-a e escreve um número, + ou -.
edit-valid = A posição é válida.
# $total: sementes no tabuleiro e na mão; $expected: o total do jogo.
edit-seed-total = { $total } de { $expected } sementes colocadas.

## Erros mostrados no lugar do conteúdo de um widget.
# $text: o motivo (uma mensagem parse-* ou illegal-*).
error-position = Não é possível ler esta posição: { $text }
# $number: o número da jogada na lista; $move: a jogada tal como está escrita; $text: o motivo.
error-move = A jogada { $number } ({ $move }) não pode ser feita: { $text }
error-mode = Modo de widget desconhecido “{ $mode }” (view, step, play, edit, exercise, record, drill, score, map, review).
# $key: um parâmetro do widget (flip, labels, computer...); $value: o seu valor errado.
error-value = O widget tem um valor errado “{ $value }” para “{ $key }”.
# $key: um parâmetro de que o modo do widget precisa (p. ex. goal).
error-missing = O widget precisa do parâmetro “{ $key }”.
# $key: um parâmetro; $mode: o modo do widget (view, step, play, edit, exercise).
error-not-for-mode = O parâmetro “{ $key }” não é para o modo “{ $mode }”.
# $drill: um tipo de treino (legal-moves, last-seed...); $game: o nome de um jogo.
error-drill-game = O treino “{ $drill }” não é para o { $game }.
error-shown-start = Em vez disso, mostra-se a posição inicial.
# Ligações de partilha (play.html#...). $key: a chave desconhecida.
fragment-unknown-key = A ligação tem uma parte desconhecida “{ $key }”.
fragment-bad-encoding = A ligação está danificada (codificação % errada).
# $value: o valor errado; $key: a sua chave.
fragment-bad-value = A ligação tem um valor errado “{ $value }” para “{ $key }”.
fragment-title = Não foi possível abrir esta ligação partilhada.

## Nomes dos modos (mostrados como legenda do widget para os leitores de ecrã).
mode-view = Tabuleiro
mode-step = Reprodução passo a passo
mode-play = Jogo livre
mode-edit = Editor de posições
mode-exercise = Exercício
mode-drill = Treino
mode-score = Pontuação do teste
mode-map = Mapa do curso
mode-review = Os meus erros
# $limit: a ligação mais longa, em kilobytes.
fragment-too-long = A ligação é longa demais (no máximo { $limit } KB).
# $limit: o identificador mais longo, em bytes.
embed-bad-id = O identificador da ligação tem de ser uma só linha de no máximo { $limit } bytes.
embed-no-progress-page = As páginas de progresso do curso não podem ser incorporadas: abre o próprio livro.
