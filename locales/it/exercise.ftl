# Exercises: goals, feedback, hints, progress.
# $pit: a pit name; $move: a move in notation; $moves: moves separated by commas.

goal-capture = Cattura i semi di { $pit } con una sola mossa.
goal-takasia = Produci una takasia: dopo la tua mossa una buca dell'avversario è bloccata.
goal-win = Vinci la partita con una sola mossa.
goal-safari = Gioca la nyumba (safari) con una sola mossa.
goal-reserve = Riserva una buca (kuweka mtoto) con una sola mossa.
goal-end = Gioca una mossa il cui ultimo giro termini in { $pit }.
goal-move = Trova la mossa migliore.
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
ex-wrong-captured = { $move } cattura { $pits }, non ciò che era richiesto.
# $pit: where the move ended; $rule: the rule that ended it.
ex-wrong-ended = { $move } termina in { $pit } ({ $rule }) e non raggiunge l'obiettivo.
ex-wrong-other = { $move } non raggiunge l'obiettivo.
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
