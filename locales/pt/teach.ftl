# O material dos professores: registos de partidas (modo registo, gravação no editor), incorporações,
# imagens, apresentação. Os nomes das covas e as jogadas (A7<, a5>) e os números das jogadas
# (1., 1...) nunca se traduzem.

## Modo registo.
mode-record = Registo da partida
# $number: o número da jogada como os registos o escrevem ("1." para o Sul, "1..." para o Norte);
# $move: a jogada; $text: a narração do acontecimento.
narrate-record-move = { $number } { $move }: { $text }
# Nome acessível de uma linha da lista de jogadas que contém uma variante.
record-variation = Variante
# Nome acessível da lista de jogadas.
record-moves = Jogadas, com variantes e comentários

## Um registo que não se consegue ler. $line, $column: onde (a partir de 1); $text: o quê (uma
## das mensagens record-* abaixo).
error-record = Não é possível ler este registo: { $text }
record-error = linha { $line }, coluna { $column }: { $text }
record-empty = um registo começa com uma posição (start, start:<game> ou a notação).
# $text: o que está mal na posição (uma mensagem parse-*).
record-position = a posição inicial: { $text }
# $move: a palavra que não é uma jogada; $text: porquê (uma mensagem parse-*).
record-move = { $move } não é uma jogada: { $text }
# $number: "1." ou "1..."; $move: a jogada; $text: porque é ilegal (uma mensagem illegal-*).
record-illegal = a jogada { $number } { $move } não pode ser feita: { $text }
# $found: o número tal como está escrito; $expected: o número da jogada seguinte.
record-move-number = o número de jogada { $found } não encaixa: a jogada seguinte é a { $expected }
record-number-without-move = o número de jogada { $found } não tem nenhuma jogada a seguir.
record-unclosed-comment = esta {"{"} não tem {"}"}.
record-stray-brace = {"}"} fora de um comentário.
record-nothing-to-replace = uma variante tem de vir a seguir à jogada que substitui.
record-unclosed-variation = este ( não tem ).
record-stray-paren = ) sem o seu (.
record-empty-variation = uma variante sem nenhuma jogada.

## Gravar uma demonstração no editor.
btn-record = Gravar uma demonstração
    .title = Fazer jogadas a partir desta posição, com variantes e comentários, e copiá-las como registo
btn-record-stop = Voltar ao editor
recorder-help = Faz jogadas no tabuleiro. Para acrescentar uma variante, clica numa jogada anterior da lista e faz aí outra jogada.
recorder-invalid = Corrige a posição antes de gravar: { $text }
# A caixa de comentário: sobre a jogada mostrada, ou (no início) antes da primeira jogada.
recorder-comment = Comentário a esta jogada
recorder-comment-start = Comentário antes da primeira jogada
btn-move-back = ◀ Para trás
    .title = Mostrar a jogada anterior
btn-move-forward = Para a frente ▶
    .title = Mostrar a jogada seguinte desta linha
btn-delete-move = Apagar a partir desta jogada
    .title = Apagar a jogada mostrada e as jogadas a seguir na sua linha
btn-copy-record = Copiar registo
btn-copy-block = Copiar bloco bao
recorder-load = Cola aqui um registo (ou larga um ficheiro de registo no tabuleiro):
btn-load-record = Carregar registo
recorder-loaded = O registo está carregado.
# $name: o nome do ficheiro.
recorder-drop-failed = O ficheiro { $name } não pode ser lido como texto.
recorder-lost = Esta jogada já não está no registo.

## Incorporações, imagens, apresentação.
btn-embed = Copiar código de incorporação
    .title = Uma moldura HTML com este tabuleiro, para outra página web ou uma plataforma de aprendizagem
# O título da moldura de um tabuleiro incorporado. $mode: o nome do modo (uma mensagem mode-*).
embed-frame-title = Tabuleiro de Bao: { $mode }
btn-svg = Descarregar SVG
    .title = Uma imagem do tabuleiro tal como está (vectorial, para imprimir e para fichas)
btn-png = Descarregar PNG
    .title = Uma imagem do tabuleiro tal como está (para diapositivos)
btn-present = Apresentar
    .title = O tabuleiro em ecrã inteiro com comandos grandes, para um projector
btn-present-exit = Sair da apresentação
present-keys = ← → um passo · Page Up / Page Down uma jogada · Espaço reproduzir ou pausar · Esc sair
# $limit: o registo mais longo, em kilobytes.
record-too-long = um registo tem no máximo { $limit } KB.
record-too-many-moves = um registo tem no máximo { $limit } jogadas, variantes incluídas.
record-too-deep = as variantes podem estar umas dentro das outras até uma profundidade de { $limit }, no máximo.
record-comment-too-long = um comentário tem no máximo { $limit } caracteres.
