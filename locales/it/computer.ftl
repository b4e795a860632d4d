# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated.

## The opponent picker of a play board.
computer-label = Avversario
computer-level = { $level ->
    [1] Computer, livello 1 (principiante)
    [2] Computer, livello 2 (apprendista)
    [3] Computer, livello 3 (forte)
   *[4] Computer, livello 4 (maestro)
}
computer-none = Nessuno (due giocatori)
computer-side-label = Il computer gioca
computer-thinking = Il computer sta pensando…
computer-wait = Aspetta: tocca al computer.
computer-error = { $kind ->
    [position] Il computer non riesce a leggere questa posizione.
    [move] Il computer ha dato una mossa non legale qui.
    [over] Il computer non può muovere: la partita è finita.
    [worker] Il computer non si è potuto avviare in questo browser.
   *[other] Il computer non ha potuto rispondere.
}
computer-you-win = Hai vinto!
computer-it-wins = Vince il computer.
computer-draw = Patta.

## The Hint button of a play board.
btn-computer-hint = Suggerimento
    .title = La mossa migliore qui, e perché
hint-thinking = Cerco la mossa migliore…
hint-best = Gioca { $move }: { $text }
hint-wins = vince la partita ({ $rule }).
hint-captures = cattura { $count ->
    [one] { $count } seme
    [many] { $count } di semi
   *[other] { $count } semi
} ({ $pits }).
hint-captures-stones = prende { $count ->
    [one] { $count } pietra
    [many] { $count } di pietre
   *[other] { $count } pietre
} ({ $pits }).
hint-reserves = riserva { $pits } (kuweka mtoto, G7).
hint-prevents = salva { $pits } dalla cattura.
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
hint-takasia = mette { $pit } sotto takasia (K22).
hint-safari = gioca la casa (safari, K15.2).
hint-quiet = è la mossa che tiene più al sicuro la tua posizione.
hint-forced-win = Con il gioco migliore vinci in { $moves ->
    [one] { $moves } mossa
    [many] { $moves } di mosse
   *[other] { $moves } mosse
} al massimo.
hint-forced-loss = Contro il gioco migliore ogni mossa perde; questa resiste più a lungo ({ $moves ->
    [one] { $moves } mossa
    [many] { $moves } di mosse
   *[other] { $moves } mosse
}).

## The editor's analysis panel.
analysis-title = Analisi
analysis-thinking = Analizzo tutte le mosse legali…
analysis-depth = Ricerca a { $depth } mosse di profondità ({ $nodes } posizioni).
analysis-help = I punteggi sono in semi per chi muove: più è meglio. Scegli una mossa per seguirne la variante principale sul tavoliere.
analysis-move = Mossa
analysis-score = Punteggio
analysis-line = Variante principale
analysis-seeds = { $sign }{ $whole },{ $cents }
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
