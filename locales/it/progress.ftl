# Progress: the course map, a test's score, "my mistakes", the progress file.

course-loading = Caricamento del corso…
course-unavailable = Non è stato possibile caricare l'indice del corso, quindi qui non si possono mostrare i tuoi progressi.
# $earned, $possible: stars; $done: stages done out of $stages.
map-total = Le tue stelle: { $earned } su { $possible } · tappe completate: { $done } su { $stages }
map-next = Prossima tappa:
map-complete = Hai completato tutte le tappe. Ben fatto!
# The accessible name of a stage's stars.
map-stage-stars = { $earned ->
    [one] { $earned } stella
   *[other] { $earned } stelle
} su { $possible }
map-reset = Azzera
map-reset-confirm = Azzerare questa tappa?
# $stage: a stage's title.
map-reset-done = Tappa azzerata: { $stage }.
btn-progress-save = Salva i progressi in un file
btn-progress-load = Carica i progressi da un file
progress-saved-file = I tuoi progressi sono stati salvati in un file (guarda tra i download).
progress-save-failed = In questo browser non è stato possibile creare il file.
# $count: exercises with stars in the file.
progress-loaded = Progressi caricati: stelle di { $count ->
    [one] { $count } esercizio
    [many] { $count } di esercizi
   *[other] { $count } esercizi
} (si conserva il risultato migliore tra il file e questo browser).
import-unreadable = Non è stato possibile leggere il file. Nulla è stato cambiato.
# $offset: where the text stops being JSON.
import-not-json = Questo non è un file di progressi: non è JSON (si interrompe al carattere { $offset }). Nulla è stato cambiato.
import-not-progress = Questo non è un file di progressi di Bao Kitabu. Nulla è stato cambiato.
# $version: the file's version.
import-version = Questo file di progressi è stato creato da una versione più recente del libro (versione { $version }). Nulla è stato cambiato.
# $part: the damaged part (stars, first, mistakes, drills, review or name).
import-bad = Questo file di progressi è danneggiato ({ $part }). Nulla è stato cambiato.
# A test's score. $right: questions solved at the first try without a hint; $tried: questions tried.
score-line = Il tuo punteggio: { $right } su { $total } al primo tentativo ({ $tried } su { $total } affrontate).
btn-test-again = Rifai la verifica
review-off = La raccolta dei tuoi errori è disattivata. Attivala, e ogni esercizio a cui rispondi in modo sbagliato, in qualunque punto del corso, tornerà qui.
review-switch-on = Raccogli i miei errori
review-switch-off = Smetti di raccogliere (svuota l'elenco)
# $count: exercises on the list.
review-count = { $count ->
    [0] Nessun esercizio da ripassare.
    [one] { $count } esercizio da ripassare.
    [many] { $count } di esercizi da ripassare.
   *[other] { $count } esercizi da ripassare.
}
review-empty = Ancora nessun errore da ripassare. Gli esercizi a cui rispondi in modo sbagliato torneranno qui.
review-removed = risolto: tolto dai tuoi errori
import-too-big = Questo file è troppo grande per essere un file di progressi (al massimo { $limit } MB). Nulla è stato cambiato.
import-too-many = Con questo file ci sarebbero più di { $limit } voci da conservare. Nulla è stato cambiato.
import-not-kept = Questo browser non ha potuto conservare i progressi (memoria piena o rifiutata). Nulla è stato cambiato.
