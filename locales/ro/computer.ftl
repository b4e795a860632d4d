# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated; $move, $pit and $pits hold
# them ($pits: pit names joined by commas).
# Romanian plurals: one (1), few (0, 2-19, 101-119...), other (20 de semințe...).

## The opponent picker of a play board.
computer-label = Adversar
# $level: 1 to 4.
computer-level = { $level ->
    [1] Calculator, nivelul 1 (începător)
    [2] Calculator, nivelul 2 (ucenic)
    [3] Calculator, nivelul 3 (puternic)
   *[4] Calculator, nivelul 4 (maestru)
}
computer-none = Nimeni (doi jucători)
computer-side-label = Calculatorul joacă
computer-thinking = Calculatorul se gândește…
computer-wait = Așteaptă: este rândul calculatorului.
# $kind: "position", "move", "over", "worker" or "other".
computer-error = { $kind ->
    [position] Calculatorul nu poate citi această poziție.
    [move] Calculatorul a ales o mutare care nu este legală aici.
    [over] Calculatorul nu poate muta: partida s-a încheiat.
    [worker] Calculatorul nu a putut porni în acest browser.
   *[other] Calculatorul nu a putut răspunde.
}
computer-you-win = Ai câștigat!
computer-it-wins = Câștigă calculatorul.
computer-draw = Remiză.

## The Hint button of a play board.
btn-computer-hint = Indiciu
    .title = Cea mai bună mutare aici, și de ce
hint-thinking = Caut cea mai bună mutare…
# $move: the move; $text: one of the hint-... sentences below.
hint-best = Joacă { $move }: { $text }
# $rule: the rule that ends the game (K30, M6, G8...).
hint-wins = câștigă partida ({ $rule }).
# $count: seeds taken; $pits: the pits captured.
hint-captures = capturează { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
} ({ $pits }).
# Bao la Kimasai: $count stones taken, from $pits.
hint-captures-stones = ia { $count ->
    [one] { $count } piatră
    [few] { $count } pietre
   *[other] { $count } de pietre
} ({ $pits }).
# Bao Kingulu, G7: the opponent's holes it reserves.
hint-reserves = rezervă { $pits } (kuweka mtoto, G7).
# The mover's pits the opponent could capture before the move and cannot after it.
hint-prevents = ferește { $pits } de captură.
# $count: seeds the mover could capture next turn, in $pits.
hint-threatens = amenință să captureze { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
} ({ $pits }) la următoarea ta mutare.
hint-threatens-stones = amenință să ia { $count ->
    [one] { $count } piatră
    [few] { $count } pietre
   *[other] { $count } de pietre
} ({ $pits }) la următoarea ta mutare.
# K22: the opponent's pit it blocks.
hint-takasia = pune { $pit } sub takasia (K22).
# K15.2
hint-safari = joacă casa (safari, K15.2).
hint-quiet = îți păstrează poziția cât mai sigură.
# $moves: plies (moves of either side) until the win, proven by the search.
hint-forced-win = Cu jocul cel mai bun câștigi în cel mult { $moves ->
    [one] { $moves } mutare
    [few] { $moves } mutări
   *[other] { $moves } de mutări
}.
hint-forced-loss = Împotriva jocului celui mai bun, orice mutare pierde; aceasta rezistă cel mai mult ({ $moves ->
    [one] { $moves } mutare
    [few] { $moves } mutări
   *[other] { $moves } de mutări
}).

## The editor's analysis panel.
analysis-title = Analiză
analysis-thinking = Analizez toate mutările legale…
# $depth: plies searched; $nodes: positions searched (already written as digits).
analysis-depth = Căutare până la { $depth ->
    [one] { $depth } mutare
    [few] { $depth } mutări
   *[other] { $depth } de mutări
} în adâncime (poziții cercetate: { $nodes }).
analysis-progress = Adâncimea de { $depth ->
    [one] { $depth } mutare
    [few] { $depth } mutări
   *[other] { $depth } de mutări
} terminată: cea mai bună mutare până acum este { $move } ({ $score }); poziții cercetate: { $nodes }.
analysis-stop = Oprește
analysis-stopped = Analiză oprită. Mai sus: cea mai bună mutare găsită la fiecare adâncime terminată.
analysis-help = Scorurile sunt în semințe pentru jucătorul la mutare: mai mult este mai bine. Alege o mutare ca să-i urmărești linia principală pe tablă.
analysis-move = Mutare
analysis-score = Scor
analysis-line = Linia principală
# A score in seeds: $score, signed, with the language's digits and decimal sign from CLDR (+1,25).
analysis-seeds = { $score }
# $moves: plies (moves of either side), proven by the search.
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
