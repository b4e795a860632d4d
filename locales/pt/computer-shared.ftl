# Widgets do Bao Kitabu: as palavras das funções do computador que todos os pacotes com modo de
# jogo ou de edição mostram (o resto, só nos pacotes com o computador, está em computer.ftl).
# O resultado de uma partida: jogar outra vez.
btn-play-again = Jogar outra vez
# O botão do editor que abre o painel de análise.
btn-analyse = Analisar
    .title = Todas as jogadas legais com a sua pontuação e a linha principal
