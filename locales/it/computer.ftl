# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated; $move, $pit and $pits hold
# them ($pits: pit names joined by commas).

## The opponent picker of a play board.
computer-label = Avversario
# $level: 1 to 4.
computer-level = { $level ->
    [1] Computer, livello 1 (principiante)
    [2] Computer, livello 2 (apprendista)
    [3] Computer, livello 3 (forte)
   *[4] Computer, livello 4 (maestro)
}
computer-none = Nessuno (due giocatori)
# Followed by a choice of side: "Sud" or "Nord".
computer-side-label = Il computer gioca
computer-thinking = Il computer sta pensando…
computer-wait = Aspetta: tocca al computer.
# $kind: "position", "move", "over", "worker" or "other".
computer-error = { $kind ->
    [position] Il computer non riesce a leggere questa posizione.
    [move] Il computer ha proposto una mossa che qui non è legale.
    [over] Il computer non può muovere: la partita è finita.
    [worker] Il computer non è riuscito ad avviarsi in questo browser.
   *[other] Il computer non è riuscito a rispondere.
}
computer-you-win = Hai vinto!
computer-it-wins = Ha vinto il computer.
computer-draw = Patta.

## The Hint button of a play board.
btn-computer-hint = Suggerimento
    .title = La mossa migliore qui, e perché
hint-thinking = Cerco la mossa migliore…
# $move: the move; $text: one of the hint-... sentences below (the move is their subject).
hint-best = Gioca { $move }: { $text }
# $rule: the rule that ends the game (K30, M6, G8...).
hint-wins = vince la partita ({ $rule }).
# $count: seeds taken; $pits: the pits captured.
hint-captures = cattura { $count ->
    [one] { $count } seme
    [many] { $count } di semi
   *[other] { $count } semi
} ({ $pits }).
# Bao la Kimasai: $count stones taken, from $pits.
hint-captures-stones = prende { $count ->
    [one] { $count } pietra
    [many] { $count } di pietre
   *[other] { $count } pietre
} ({ $pits }).
# Bao Kingulu, G7: the opponent's holes it reserves.
hint-reserves = riserva { $pits } (kuweka mtoto, G7).
# The mover's pits the opponent could capture before the move and cannot after it.
hint-prevents = salva { $pits } dalla cattura.
# $count: seeds the mover could capture next turn, in $pits.
hint-threatens = minaccia di catturare { $count ->
    [one] { $count } seme
    [many] { $count } di semi
   *[other] { $count } semi
} ({ $pits }) al prossimo turno.
hint-threatens-stones = minaccia di prendere { $count ->
    [one] { $count } pietra
    [many] { $count } di pietre
   *[other] { $count } pietre
} ({ $pits }) al prossimo turno.
# K22: the opponent's pit it blocks.
hint-takasia = mette { $pit } sotto takasia (K22).
# K15.2
hint-safari = gioca la nyumba (safari, K15.2).
hint-quiet = è la mossa che lascia la tua posizione più al sicuro.
# $moves: plies (moves of either side) until the win, proven by the search.
hint-forced-win = Giocando al meglio vinci in { $moves ->
    [one] { $moves } mossa
    [many] { $moves } di mosse
   *[other] { $moves } mosse
} al massimo.
hint-forced-loss = Se l'avversario gioca al meglio, ogni mossa perde; questa resiste più a lungo ({ $moves ->
    [one] { $moves } mossa
    [many] { $moves } di mosse
   *[other] { $moves } mosse
}).

## The editor's analysis panel.
analysis-title = Analisi
analysis-thinking = Analizzo tutte le mosse legali…
# $depth: plies searched; $nodes: positions searched.
analysis-depth = Ricerca fino a { $depth } mosse di profondità ({ $nodes } posizioni).
analysis-progress = Profondità di { $depth ->
    [one] { $depth } mossa
   *[other] { $depth } mosse
} completata: per ora la mossa migliore è { $move } ({ $score }); { $nodes } posizioni.
analysis-stop = Ferma
analysis-stopped = Analisi interrotta. Sopra: la mossa migliore trovata a ogni profondità completata.
analysis-help = I punteggi sono in semi, dal punto di vista di chi ha la mossa: più alto è meglio. Scegli una mossa per seguirne passo passo la linea principale sul tavoliere.
analysis-move = Mossa
analysis-score = Punteggio
analysis-line = Linea principale
# A score in seeds: $score, signed, with the language's digits and decimal sign from CLDR (+1,25).
analysis-seeds = { $score }
# $moves: plies (moves of either side), proven by the search.
analysis-win = vittoria in { $moves ->
    [one] { $moves } mossa
    [many] { $moves } di mosse
   *[other] { $moves } mosse
}
analysis-loss = sconfitta in { $moves ->
    [one] { $moves } mossa
    [many] { $moves } di mosse
   *[other] { $moves } mosse
}
btn-close = Chiudi
