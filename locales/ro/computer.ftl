# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated.

## The opponent picker of a play board.
computer-label = Adversar
computer-level = { $level ->
    [1] Calculator, nivelul 1 (începător)
    [2] Calculator, nivelul 2 (ucenic)
    [3] Calculator, nivelul 3 (puternic)
   *[4] Calculator, nivelul 4 (maestru)
}
computer-none = Nimeni (doi jucători)
computer-side-label = Calculatorul joacă
computer-thinking = Calculatorul se gândește…
computer-wait = Așteaptă: este mutarea calculatorului.
computer-error = { $kind ->
    [position] Calculatorul nu poate citi această poziție.
    [move] Calculatorul a dat o mutare care nu este legală aici.
    [over] Calculatorul nu poate muta: partida s-a încheiat.
    [worker] Calculatorul nu a putut porni în acest browser.
   *[other] Calculatorul nu a putut răspunde.
}
computer-you-win = Ai câștigat!
computer-it-wins = Câștigă calculatorul.
computer-draw = Egalitate.

## The Hint button of a play board.
btn-computer-hint = Indiciu
    .title = Cea mai bună mutare aici, și de ce
hint-thinking = Caut cea mai bună mutare…
hint-best = Joacă { $move }: { $text }
hint-wins = câștigă partida ({ $rule }).
hint-captures = capturează { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
} ({ $pits }).
hint-captures-stones = ia { $count ->
    [one] { $count } piatră
    [few] { $count } pietre
   *[other] { $count } de pietre
} ({ $pits }).
hint-reserves = rezervă { $pits } (kuweka mtoto, G7).
hint-prevents = salvează { $pits } de la captură.
hint-threatens = amenință să captureze { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
} ({ $pits }) la mutarea următoare.
hint-threatens-stones = amenință să ia { $count ->
    [one] { $count } piatră
    [few] { $count } pietre
   *[other] { $count } de pietre
} ({ $pits }) la mutarea următoare.
hint-takasia = pune { $pit } sub takasia (K22).
hint-safari = joacă casa (safari, K15.2).
hint-quiet = este mutarea care îți lasă poziția cea mai sigură.
hint-forced-win = Cu jocul cel mai bun câștigi în cel mult { $moves ->
    [one] { $moves } mutare
    [few] { $moves } mutări
   *[other] { $moves } de mutări
}.
hint-forced-loss = Împotriva jocului celui mai bun orice mutare pierde; aceasta rezistă cel mai mult ({ $moves ->
    [one] { $moves } mutare
    [few] { $moves } mutări
   *[other] { $moves } de mutări
}).

## The editor's analysis panel.
analysis-title = Analiză
analysis-thinking = Analizez toate mutările legale…
analysis-depth = Căutare la { $depth } mutări adâncime ({ $nodes } poziții).
analysis-help = Scorurile sunt în semințe pentru cel care mută: mai mult este mai bine. Alege o mutare pentru a-i urmări varianta principală pe tablă.
analysis-move = Mutare
analysis-score = Scor
analysis-line = Varianta principală
analysis-seeds = { $sign }{ $whole },{ $cents }
analysis-win = câștig în { $moves ->
    [one] { $moves } mutare
    [few] { $moves } mutări
   *[other] { $moves } de mutări
}
analysis-loss = pierdere în { $moves ->
    [one] { $moves } mutare
    [few] { $moves } mutări
   *[other] { $moves } de mutări
}
btn-close = Închide
