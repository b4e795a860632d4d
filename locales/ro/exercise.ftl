# Exercises: goals, feedback, hints, progress.
# $pit: a pit name; $move: a move in notation; $moves: moves separated by commas.

goal-capture = Capturează semințele din { $pit } într-o singură mutare.
goal-takasia = Fă o takasia: după mutarea ta, o gaură a adversarului este blocată.
goal-win = Câștigă partida cu o singură mutare.
goal-safari = Joacă casa (safari) într-o singură mutare.
goal-reserve = Rezervă o gaură (kuweka mtoto) într-o singură mutare.
goal-end = Joacă o mutare a cărei ultimă tură se termină în { $pit }.
goal-move = Găsește cea mai bună mutare.
goal-legal = Marchează fiecare gaură din care pornește o mutare legală, apoi apasă Verifică.
# $goal: the goal as written in the block.
goal-unknown = Obiectiv de exercițiu necunoscut: „{ $goal }”.
goal-no-solution = Acest exercițiu nu are soluție în această poziție.

# $stars: the stars earned (an ex-stars message, e.g. "3 stars").
ex-solved = Bravo! { $move } este soluția: { $stars }.
# $stars: 1 to 3.
ex-stars = { $stars ->
    [one] { $stars } stea
    [few] { $stars } stele
   *[other] { $stars } de stele
}
ex-solved-before = Ai mai rezolvat acest exercițiu.
ex-wrong-illegal = { $move } nu este legală: { $text }
# $pits: the pits the move captured.
ex-wrong-captured = { $move } capturează { $pits }, nu ce se cerea.
# $pit: where the move ended; $rule: the rule that ended it.
ex-wrong-ended = { $move } se termină în { $pit } ({ $rule }) și nu atinge obiectivul.
ex-wrong-other = { $move } nu atinge obiectivul.
hint-pit = Indiciu: pornește din { $pit }.
# $dir: "left" or "right"; $move: the full move.
hint-dir = Indiciu: joacă { $move }, semănând spre { $dir ->
    [left] stânga
   *[right] dreapta
}.
hint-move = Indiciu: joacă { $move }.
hint-none = Nu mai sunt indicii.
# Legal-moves exercise. $count: number of pits.
# $stars: the stars earned (an ex-stars message).
legal-correct = Corect: acestea sunt toate găurile din care pornește o mutare legală: { $stars }.
legal-missing = Nu ai marcat { $pits }: de acolo pornește o mutare (de exemplu { $move }).
# $pit: a marked pit; $text: why no move starts there.
legal-extra = Nicio mutare nu pornește din { $pit }: { $text }
legal-marked = { $count ->
    [one] { $count } gaură marcată
    [few] { $count } găuri marcate
   *[other] { $count } de găuri marcate
}
progress-reset = Progresul a fost șters.
