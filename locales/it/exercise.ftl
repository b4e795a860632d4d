# Exercises: goals, feedback, hints, progress.
# $pit: a pit name; $move: a move in notation; $moves: moves separated by commas.

goal-capture = Cattura i semi di { $pit } con una sola mossa.
goal-takasia = Produci una takasia: dopo la tua mossa una buca dell'avversario è bloccata.
goal-win = Vinci la partita con una sola mossa.
goal-safari = Gioca la nyumba (safari) con una sola mossa.
goal-reserve = Riserva una buca (kuweka mtoto) con una sola mossa.
goal-end = Gioca una mossa il cui ultimo giro termini in { $pit }.
goal-move = Gioca la mossa richiesta dalla domanda.
goal-legal = Segna ogni buca da cui parte una mossa legale, poi premi Verifica.
# $goal: the goal as written in the block.
goal-unknown = Obiettivo dell'esercizio sconosciuto: «{ $goal }».
goal-no-solution = In questa posizione l'esercizio non ha soluzione.

# $stars: the stars earned (an ex-stars message, e.g. "3 stars").
ex-solved = Ben fatto! { $move } lo risolve: { $stars }.
# $stars: 1 to 3.
ex-stars = { $stars ->
    [one] { $stars } stella
    [many] { $stars } di stelle
   *[other] { $stars } stelle
}
ex-solved-before = Hai già risolto questo esercizio.
ex-wrong-illegal = { $move } non è legale: { $text }
# $pits: the pits the move captured.
ex-wrong-captured = { $move } cattura { $pits } ({ $rule }), non ciò che era richiesto.
# $pit: where the move ended; $rule: the rule that ended it.
ex-wrong-ended = { $move } termina in { $pit } ({ $rule }) e non raggiunge l'obiettivo.
ex-wrong-other = { $move } non raggiunge l'obiettivo.
goal-win-two = Vinci in due mosse: qualunque cosa risponda Nord, vinci con la tua mossa successiva.
goal-safe = La tua fila interna è in pericolo: trova una mossa dopo la quale Nord non abbia risposte vincenti.
goal-nothing-wrong = In questa posizione ogni mossa è sicura: l'esercizio non chiede nulla.
# The opponent's reply after a wrong answer. $side: the opponent ("Nord" or "Sud", a
# side-name message); $move: his reply; $rule: the rule that ends the game.
ex-reply-wins = Poi { $side } risponde { $move } e vince ({ $rule }).
# $count: the seeds the reply captures.
ex-reply-captures = Poi { $side } risponde { $move } e cattura { $count ->
    [one] { $count } seme
    [many] { $count } di semi
   *[other] { $count } semi
}.
ex-reply-escapes = Poi { $side } risponde { $move }, e non hai più una mossa vincente.
ex-reply-escapes-endgame = Poi { $side } risponde { $move }, e non puoi più vincere nelle mosse che restano.
# A win in two: the first move was right; $reply is the opponent's best defence.
ex-win-two-then = { $side } si difende con { $reply }. Ora vinci con una sola mossa.
# $stars: the stars a solution would still earn (1 to 3).
ex-stars-left = { $stars ->
    [one] ancora { $stars } stella in palio
    [many] ancora { $stars } di stelle in palio
   *[other] ancora { $stars } stelle in palio
}
# Hints come in three steps: the idea, the pit, the move. The idea:
hint-idea-capture = Conta: una delle tue buche con { $count ->
    [one] { $count } seme
    [many] { $count } di semi
   *[other] { $count } semi
} arriva in { $by }, che sta di fronte a { $pit }.
hint-idea-capture-namua = Nella fase namua un seme dalla mano va in una buca interna occupata, e quella buca cattura la buca avversaria che ha di fronte, se contiene semi (K12).
hint-idea-capture-later = Nessun primo giro arriva a { $pit }: prima cattura, poi un giro successivo deve terminare in { $by }, che sta di fronte a { $pit } (K19).
hint-idea-capture-any = Segui giro per giro ogni mossa che puoi giocare: quella che cerchi termina un giro nella buca di fronte a { $pit }.
# $laps: the laps of the move that ends in $pit.
hint-idea-end = Conta lungo l'anello: la mossa che termina in { $pit } ha { $laps ->
    [one] un solo giro
    [many] { $laps } di giri
   *[other] { $laps } giri
}.
hint-idea-end-any = Conta lungo l'anello, giro per giro, ogni mossa che puoi giocare, finché un ultimo seme cade in { $pit }.
hint-idea-takasia = Una takasia segue una takasa nella fase mtaji: dopo la tua mossa { $side } non deve avere catture, e dev'esserci esattamente una sua buca interna che potresti catturare subito (K22).
# $why: "front", "no-moves", "no-stones" or "score"; $rule: its rule.
hint-idea-win = { $why ->
    [no-moves] Lascia { $side } senza mosse legali ({ $rule }).
    [no-stones] Prendi le ultime pietre di { $side } ({ $rule }).
    [score] Chiudi la partita con più semi di { $side } ({ $rule }).
   *[front] Svuota la fila interna di { $side } ({ $rule }): cattura gli ultimi semi della sua fila interna.
}
hint-idea-win-two = Pensa due mosse avanti: dopo la mossa giusta, ogni risposta di { $side } ti lascia una mossa vincente.
hint-idea-safe = Dopo la maggior parte delle tue mosse, { $side } vince con una risposta come { $reply }. Trova una mossa che non gliene lasci nessuna.
hint-idea-safari = Una mossa di cattura può terminare un giro nella tua nyumba attiva: allora puoi giocare la casa, il safari (K15.2).
hint-idea-reserve = Fai terminare un giro in una buca avversaria con 3 semi: diventa tua, kuweka mtoto (G7).
hint-idea-move-capture = La mossa che cerchi cattura { $pits }.
hint-idea-move-end = La mossa che cerchi termina in { $pit }.
hint-idea-move-kichwa = I semi catturati dalla mossa che cerchi entrano in { $pit }.
hint-idea-move-any = Gioca a mente ciascuna delle tue mosse, giro per giro, e confrontala con la domanda.
hint-idea-legal-capture = Qui si può catturare, e catturare è obbligatorio (K10): sono legali solo le mosse di cattura.
hint-idea-legal-namua = Nessuna cattura è possibile: una takasa namua parte da una buca interna occupata (K13).
hint-idea-legal-takasa = Nessuna cattura è possibile: una takasa parte da una buca interna con almeno 2 semi se ce n'è una, altrimenti dalla fila esterna (K20).
hint-idea-legal-other = Prova ciascuna delle tue buche con le regole del gioco: una mossa che le regole vietano non è legale.
hint-pit = Suggerimento: parti da { $pit }.
# $dir: "left" or "right"; $move: the full move.
hint-dir = Suggerimento: gioca { $move }, seminando verso { $dir ->
    [left] sinistra
   *[right] destra
}.
hint-move = Suggerimento: gioca { $move }.
hint-none = Non ci sono altri suggerimenti.
# Legal-moves exercise. $count: number of pits.
# $stars: the stars earned (an ex-stars message).
legal-correct = Giusto: sono tutte le buche da cui parte una mossa legale: { $stars }.
legal-missing = Hai dimenticato { $pits }: da lì parte una mossa (per esempio { $move }).
# $pit: a marked pit; $text: why no move starts there.
legal-extra = Da { $pit } non parte alcuna mossa: { $text }
legal-marked = { $count ->
    [one] { $count } buca segnata
    [many] { $count } di buche segnate
   *[other] { $count } buche segnate
}
progress-reset = Progressi azzerati.
progress-not-saved = Questo browser non può conservare i tuoi progressi (una finestra privata, oppure memoria piena o disattivata): gli esercizi funzionano lo stesso, ma le tue stelle non resteranno quando esci.

# Obiettivi di più mosse a cui Nord risponde. $count: le mosse ancora da giocare.
goal-captures = { $count ->
    [one] Cattura con questa mossa.
   *[other] Cattura in ciascuna delle tue prossime { $count } mosse, qualunque cosa risponda Nord.
}
goal-guard = { $count ->
    [one] Gioca una mossa dopo la quale Nord non ha catture.
   *[other] Per { $count } mosse, gioca in modo che dopo ognuna Nord non abbia catture.
}
# $reply: la risposta dell'avversario; $left: le mosse rimaste.
ex-series-good = Bene: { $move }.
ex-series-then = { $side } risponde { $reply }. { $left ->
    [one] Ancora una mossa.
   *[other] Ancora { $left } mosse.
}
ex-reply-no-capture = { $side } risponde { $move } e non cattura nulla.
ex-reply-stops = Poi { $side } risponde { $move }, e non puoi più catturare a ogni mossa.
ex-reply-stops-guard = Poi { $side } risponde { $move }, e dopo ogni tua mossa gli resta una cattura.
hint-idea-captures = Guarda ciascuna delle tue catture e ogni risposta di { $side }: dopo la cattura giusta, qualunque cosa giochi, puoi catturare di nuovo.
hint-idea-guard = Prima di giocare, guarda che cosa potrebbe catturare { $side } dopo la tua mossa: catturare è obbligatorio, quindi se ha una cattura la fa. La mossa giusta non gliene lascia nessuna.
goal-endgame = { $count ->
    [one] Vinci la partita con questa mossa.
   *[other] Vinci questo finale entro le tue prossime { $count } mosse, qualunque cosa risponda Nord.
}
hint-idea-endgame = Guarda ciascuna delle tue mosse e ogni risposta di { $side }: dopo la mossa giusta, qualunque cosa giochi, puoi ancora vincere nelle mosse che restano. Si vince quando la sua fila interna è vuota o quando non può muovere.
# Il primo suggerimento di un esercizio della Parte 3 («Giocare bene»): il principio di gioco che la sua tappa
# insegna (`principle:` nel blocco), che sceglie la mossa giusta. $principle: il suo nome.
hint-idea-principle = { $principle ->
    [no-capture] Guarda il tavoliere dopo ciascuna delle tue mosse e chiediti: a quel punto Nord può catturare? La mossa giusta non gli lascia nessuna cattura.
    [biggest] Conta quello che prende ciascuna delle tue catture, comprese le catture che seguono nella stessa mossa: quella giusta prende di più.
    [net-gain] Per ciascuna delle tue mosse, conta quello che prende, meno il massimo che Nord può riprendersi con la sua mossa successiva: quella giusta ha la differenza più grande.
    [front-row] Per ciascuna delle tue mosse, conta i semi nella tua fila interna dopo di essa: quella giusta ne tiene di più.
    [front-after-reply] Per ciascuna delle tue mosse, trova la risposta di Nord che ti lascerebbe meno semi nella tua fila interna: la mossa giusta ne tiene di più, anche dopo quella risposta.
    [keep-nyumba] Per ciascuna delle tue mosse, guarda la tua nyumba dopo di essa: la mossa giusta la lascia tua, con 6 semi o più.
   *[mobility] Per ciascuna delle tue mosse, conta le mosse legali di Nord dopo di essa: quella giusta gliene lascia di meno.
}
