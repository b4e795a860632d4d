# Exercises: goals, feedback, hints, progress.
# $pit: a pit name; $move: a move in notation; $moves: moves separated by commas.

goal-capture = Capturează semințele din { $pit } într-o singură mutare.
goal-takasia = Fă o takasia: după mutarea ta, o gaură a adversarului este blocată.
goal-win = Câștigă partida cu o singură mutare.
goal-safari = Joacă casa (safari) într-o singură mutare.
goal-reserve = Rezervă o gaură (kuweka mtoto) într-o singură mutare.
goal-end = Joacă o mutare a cărei ultimă tură se termină în { $pit }.
goal-move = Joacă mutarea pe care o cere întrebarea.
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
ex-wrong-captured = { $move } capturează { $pits } ({ $rule }), nu ce se cerea.
# $pit: where the move ended; $rule: the rule that ended it.
ex-wrong-ended = { $move } se termină în { $pit } ({ $rule }) și nu atinge obiectivul.
ex-wrong-other = { $move } nu atinge obiectivul.
goal-win-two = Câștigă în două mutări: orice ar răspunde Nord, câștigi cu mutarea următoare.
goal-safe = Rândul tău din față este în pericol: găsește o mutare după care Nord nu are un răspuns câștigător.
goal-nothing-wrong = În această poziție orice mutare este sigură: exercițiul nu întreabă nimic.
# The opponent's reply after a wrong answer. $side: the opponent ("Nord" or "Sud", a
# side-name message); $move: his reply; $rule: the rule that ends the game.
ex-reply-wins = Apoi { $side } răspunde { $move } și câștigă ({ $rule }).
# $count: the seeds the reply captures.
ex-reply-captures = Apoi { $side } răspunde { $move } și capturează { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
}.
ex-reply-escapes = Apoi { $side } răspunde { $move } și nu mai ai o mutare câștigătoare.
ex-reply-escapes-endgame = Apoi { $side } răspunde { $move } și nu mai poți câștiga în mutările rămase.
# A win in two: the first move was right; $reply is the opponent's best defence.
ex-win-two-then = { $side } se apără cu { $reply }. Acum câștigă într-o mutare.
# $stars: the stars a solution would still earn (1 to 3).
ex-stars-left = { $stars ->
    [one] mai poți câștiga { $stars } stea
    [few] mai poți câștiga { $stars } stele
   *[other] mai poți câștiga { $stars } de stele
}
# Hints come in three steps: the idea, the pit, the move. The idea:
hint-idea-capture = Numără: una dintre găurile tale, cu { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
}, ajunge în { $by }, care este în fața lui { $pit }.
hint-idea-capture-namua = În etapa namua, o sămânță din mână intră într-o gaură ocupată din rândul din față, iar acea gaură capturează gaura adversarului din fața ei, dacă are semințe (K12).
hint-idea-capture-later = Nicio primă tură nu ajunge la { $pit }: capturează întâi, apoi o tură ulterioară trebuie să se termine în { $by }, care este în fața lui { $pit } (K19).
hint-idea-capture-any = Urmărește tură cu tură fiecare mutare pe care o poți juca: cea pe care o cauți termină o tură în gaura din fața lui { $pit }.
# $laps: the laps of the move that ends in $pit.
hint-idea-end = Numără de-a lungul cercului: mutarea care se termină în { $pit } are { $laps ->
    [one] o singură tură
    [few] { $laps } ture
   *[other] { $laps } de ture
}.
hint-idea-end-any = Numără de-a lungul cercului, tură cu tură, fiecare mutare pe care o poți juca, până când o ultimă sămânță cade în { $pit }.
hint-idea-takasia = O takasia urmează după o takasa în etapa mtaji: după mutarea ta, { $side } nu trebuie să aibă nicio captură, iar exact una dintre găurile lui din față trebuie să fie una pe care ai putea-o captura imediat (K22).
# $why: "front", "no-moves", "no-stones" or "score"; $rule: its rule.
hint-idea-win = { $why ->
    [no-moves] Lasă-l pe { $side } fără mutări legale ({ $rule }).
    [no-stones] Ia ultimele pietre ale lui { $side } ({ $rule }).
    [score] Încheie partida cu mai multe semințe decât { $side } ({ $rule }).
   *[front] Golește rândul din față al lui { $side } ({ $rule }): capturează-i ultimele semințe din față.
}
hint-idea-win-two = Gândește cu două mutări înainte: după mutarea corectă, orice răspuns al lui { $side } îți lasă o mutare câștigătoare.
hint-idea-safe = După cele mai multe dintre mutările tale, { $side } câștigă cu un răspuns precum { $reply }. Găsește o mutare care nu-i lasă niciunul.
hint-idea-safari = O mutare de captură poate termina o tură în nyumba ta funcțională: atunci poți juca casa, safari (K15.2).
hint-idea-reserve = Fă ca o tură să se termine într-o gaură a adversarului cu 3 semințe: devine a ta, kuweka mtoto (G7).
hint-idea-move-capture = Mutarea pe care o cauți capturează { $pits }.
hint-idea-move-end = Mutarea pe care o cauți se termină în { $pit }.
hint-idea-move-kichwa = Semințele capturate de mutarea pe care o cauți intră în { $pit }.
hint-idea-move-any = Joacă în minte fiecare dintre mutările tale, tură cu tură, și compară-o cu întrebarea.
hint-idea-legal-capture = Aici se poate captura, iar captura este obligatorie (K10): doar mutările de captură sunt legale.
hint-idea-legal-namua = Nu se poate captura: o takasa namua pornește dintr-o gaură ocupată din rândul din față (K13).
hint-idea-legal-takasa = Nu se poate captura: o takasa pornește dintr-o gaură din față cu cel puțin 2 semințe, dacă există una; altfel, din rândul din spate (K20).
hint-idea-legal-other = Verifică fiecare gaură a ta după regulile jocului: o mutare pe care ele o interzic nu este legală.
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
progress-not-saved = Acest browser nu îți poate păstra progresul (o fereastră privată sau spațiu de stocare plin ori dezactivat): exercițiile funcționează în continuare, dar stelele tale nu vor fi păstrate când pleci.

# Obiective de mai multe mutări la care Nord răspunde. $count: mutările rămase.
goal-captures = { $count ->
    [one] Capturează cu această mutare.
    [few] Capturează la fiecare dintre următoarele { $count } mutări, orice ar răspunde Nord.
   *[other] Capturează la fiecare dintre următoarele { $count } de mutări, orice ar răspunde Nord.
}
goal-guard = { $count ->
    [one] Joacă o mutare după care Nord nu are nicio captură.
    [few] Timp de { $count } mutări, joacă astfel încât după fiecare Nord să nu aibă nicio captură.
   *[other] Timp de { $count } de mutări, joacă astfel încât după fiecare Nord să nu aibă nicio captură.
}
# $reply: răspunsul adversarului; $left: mutările rămase.
ex-series-good = Bine: { $move }.
ex-series-then = { $side } răspunde { $reply }. { $left ->
    [one] Mai ai o mutare.
    [few] Mai ai { $left } mutări.
   *[other] Mai ai { $left } de mutări.
}
ex-reply-no-capture = { $side } răspunde { $move } și nu capturează nimic.
ex-reply-stops = Apoi { $side } răspunde { $move } și nu mai poți captura la fiecare mutare.
ex-reply-stops-guard = Apoi { $side } răspunde { $move } și după aceea orice mutare a ta îi lasă o captură.
hint-idea-captures = Uită-te la fiecare captură a ta și la fiecare răspuns al lui { $side }: după captura corectă, orice ar juca el, poți captura din nou.
hint-idea-guard = Înainte să joci, uită-te ce ar putea captura { $side } după mutarea ta: capturile sunt obligatorii, deci dacă are una, o face. Mutarea corectă nu-i lasă niciuna.
goal-endgame = { $count ->
    [one] Câștigă partida cu această mutare.
    [few] Câștigă acest final în următoarele { $count } mutări, orice ar răspunde Nord.
   *[other] Câștigă acest final în următoarele { $count } de mutări, orice ar răspunde Nord.
}
hint-idea-endgame = Uită-te la fiecare mutare a ta și la fiecare răspuns al lui { $side }: după mutarea corectă, orice ar juca el, poți câștiga în mutările rămase. Partida este câștigată când rândul lui din față este gol sau când nu mai poate muta.
# Primul indiciu al unui exercițiu din Partea 3 („Cum să joci bine”): principiul de joc pe care îl predă treapta lui
# (`principle:` în bloc), care alege mutarea corectă. $principle: numele lui.
hint-idea-principle = { $principle ->
    [no-capture] Uită-te la tablă după fiecare mutare a ta și întreabă-te: poate Nord să captureze atunci? Mutarea corectă nu-i lasă nicio captură.
    [biggest] Numără ce ia fiecare captură a ta, inclusiv capturile care urmează în aceeași mutare: cea corectă ia cele mai multe semințe.
    [net-gain] Pentru fiecare mutare a ta, numără ce ia, minus cel mai mare număr de semințe pe care Nord le poate lua înapoi cu următoarea lui mutare: cea corectă are cea mai mare diferență.
    [front-row] Pentru fiecare mutare a ta, numără semințele din rândul tău din față după ea: cea corectă păstrează cele mai multe.
    [front-after-reply] Pentru fiecare mutare a ta, găsește răspunsul lui Nord care ți-ar lăsa cele mai puține semințe în rândul din față: mutarea corectă păstrează cele mai multe, chiar și după acel răspuns.
    [keep-nyumba] Pentru fiecare mutare a ta, uită-te la nyumba ta după ea: mutarea corectă o lasă tot a ta, cu 6 sau mai multe semințe.
   *[mobility] Pentru fiecare mutare a ta, numără mutările legale ale lui Nord după ea: cea corectă îi lasă cele mai puține.
}
