# Progress: the course map, a test's score, "my mistakes", the progress file.

course-loading = Se încarcă cursul…
course-unavailable = Indexul cursului nu a putut fi încărcat, așa că progresul tău nu poate fi arătat aici.
# $earned, $possible: stars; $done: stages done out of $stages.
map-total = Stelele tale: { $earned } din { $possible } · trepte terminate: { $done } din { $stages }
map-next = Treapta următoare:
map-complete = Ai terminat toate treptele. Bravo!
# The accessible name of a stage's stars.
map-stage-stars = { $earned } din { $possible ->
    [one] { $possible } stea
    [few] { $possible } stele
   *[other] { $possible } de stele
}
map-reset = Resetează
map-reset-confirm = Resetezi această treaptă?
# $stage: a stage's title.
map-reset-done = Treapta a fost resetată: { $stage }.
btn-progress-save = Salvează progresul într-un fișier
btn-progress-load = Încarcă progresul dintr-un fișier
progress-saved-file = Progresul tău a fost salvat într-un fișier (vezi descărcările).
progress-save-failed = Fișierul nu a putut fi creat în acest browser.
# $count: exercises with stars in the file.
progress-loaded = Progres încărcat: stelele pentru { $count ->
    [one] { $count } exercițiu
    [few] { $count } exerciții
   *[other] { $count } de exerciții
} (se păstrează ce e mai bun din fișier și din acest browser).
import-unreadable = Fișierul nu a putut fi citit. Nu s-a schimbat nimic.
# $offset: where the text stops being JSON.
import-not-json = Acesta nu este un fișier de progres: nu este JSON (se întrerupe la caracterul { $offset }). Nu s-a schimbat nimic.
import-not-progress = Acesta nu este un fișier de progres Bao Kitabu. Nu s-a schimbat nimic.
# $version: the file's version.
import-version = Acest fișier de progres a fost creat de o versiune mai nouă a cărții (versiunea { $version }). Nu s-a schimbat nimic.
# $part: the damaged part (stars, first, mistakes, drills, review or name).
import-bad = Acest fișier de progres este deteriorat ({ $part }). Nu s-a schimbat nimic.
# A test's score. $right: questions solved at the first try without a hint; $tried: questions tried.
score-line = Scorul tău: { $right } din { $total } la prima încercare ({ $tried } din { $total } încercate).
btn-test-again = Dă testul din nou
review-off = Colectarea greșelilor tale este oprită. Pornește-o și fiecare exercițiu la care răspunzi greșit, oriunde în curs, va reveni aici.
review-switch-on = Colectează-mi greșelile
review-switch-off = Oprește colectarea (golește lista)
# $count: exercises on the list.
review-count = { $count ->
    [0] Niciun exercițiu de recapitulat.
    [one] { $count } exercițiu de recapitulat.
    [few] { $count } exerciții de recapitulat.
   *[other] { $count } de exerciții de recapitulat.
}
review-empty = Încă nu ai greșeli de recapitulat. Exercițiile la care răspunzi greșit vor reveni aici.
review-removed = rezolvat: scos din greșelile tale
import-too-big = Acest fișier este prea mare pentru a fi un fișier de progres (cel mult { $limit } MB). Nu s-a schimbat nimic.
import-too-many = Cu acest fișier ar fi mai mult de { $limit } intrări de păstrat. Nu s-a schimbat nimic.
import-not-kept = Acest browser nu a putut păstra progresul (spațiu de stocare plin sau refuzat). Nu s-a schimbat nimic.
