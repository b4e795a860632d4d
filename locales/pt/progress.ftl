# Progresso: o mapa do curso, a pontuação de um teste, "os meus erros", o ficheiro de progresso.

course-loading = A carregar o curso…
course-unavailable = Não foi possível carregar o índice do curso, por isso o teu progresso não pode ser mostrado aqui.
# $earned, $possible: estrelas; $done: etapas feitas de $stages.
map-total = As tuas estrelas: { $earned } de { $possible } · etapas feitas: { $done } de { $stages }
map-next = Etapa seguinte:
map-complete = Todas as etapas estão feitas. Muito bem!
# O nome acessível das estrelas de uma etapa.
map-stage-stars = { $earned } de { $possible } estrelas
map-reset = Recomeçar
map-reset-confirm = Recomeçar esta etapa?
# $stage: o título de uma etapa.
map-reset-done = Etapa recomeçada: { $stage }.
btn-progress-save = Guardar o progresso num ficheiro
btn-progress-load = Carregar o progresso de um ficheiro
progress-saved-file = O teu progresso foi guardado num ficheiro (vê as tuas transferências).
progress-save-failed = Não foi possível criar o ficheiro neste navegador.
# $count: exercícios com estrelas no ficheiro.
progress-loaded = Progresso carregado: estrelas de { $count ->
    [one] { $count } exercício
    [many] { $count } de exercícios
   *[other] { $count } exercícios
} (fica o melhor do ficheiro e deste navegador).
import-unreadable = Não foi possível ler o ficheiro. Nada foi alterado.
# $offset: onde o texto deixa de ser JSON.
import-not-json = Isto não é um ficheiro de progresso: não é JSON (falha no carácter { $offset }). Nada foi alterado.
import-not-progress = Isto não é um ficheiro de progresso do Bao Kitabu. Nada foi alterado.
# $version: a versão do ficheiro.
import-version = Este ficheiro de progresso foi feito por uma versão mais recente do livro (versão { $version }). Nada foi alterado.
# $part: a parte danificada (stars, first, mistakes, drills, review ou name).
import-bad = Este ficheiro de progresso está danificado ({ $part }). Nada foi alterado.
# A pontuação de um teste. $right: perguntas resolvidas à primeira tentativa sem sugestão; $tried: perguntas tentadas.
score-line = A tua pontuação: { $right } de { $total } à primeira tentativa ({ $tried } de { $total } tentadas).
btn-test-again = Fazer o teste outra vez
review-off = A recolha dos teus erros está desligada. Liga-a, e cada exercício a que respondas mal, em qualquer parte do curso, volta aqui.
review-switch-on = Recolher os meus erros
review-switch-off = Parar a recolha (apaga a lista)
# $count: exercícios na lista.
review-count = { $count ->
    [0] Nenhum exercício para rever.
    [one] { $count } exercício para rever.
    [many] { $count } de exercícios para rever.
   *[other] { $count } exercícios para rever.
}
review-empty = Ainda não há erros para rever. Os exercícios a que responderes mal voltam aqui.
review-removed = resolvido: retirado dos teus erros
# $limit: o maior ficheiro, em megabytes.
import-too-big = Este ficheiro é grande demais para ser um ficheiro de progresso (no máximo { $limit } MB). Nada foi alterado.
# $limit: o máximo de exercícios, primeiras tentativas, erros e treinos guardados em conjunto.
import-too-many = Com este ficheiro haveria mais de { $limit } entradas para guardar. Nada foi alterado.
import-not-kept = Este navegador não conseguiu guardar o progresso (armazenamento cheio ou recusado). Nada foi alterado.
