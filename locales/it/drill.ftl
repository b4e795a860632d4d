# Drills: endless fresh positions, one question each, with a streak counter.
# $side: the player to move ("Sud" or "Nord", a side-name message); $move: a move.

drill-prompt-legal = Segna ogni mossa legale di { $side }: clicca una buca una volta per entrambe le direzioni, di nuovo per solo <, ancora per solo >, poi premi Verifica.
drill-prompt-legal-pits = Segna ogni buca da cui { $side } può iniziare una mossa legale, poi premi Verifica.
drill-prompt-last-seed = { $side } gioca { $move }. Dove cade l'ultimo seme del suo primo giro? Clicca la buca.
drill-prompt-capture = { $side } gioca { $move }. La mossa cattura, o è una takasa?
drill-prompt-kichwa = { $side } gioca { $move }, una cattura. In quale kichwa entrano i semi catturati? Cliccalo.
drill-none = Da questo tavoliere non si è trovata alcuna posizione per questo allenamento.
drill-right = Giusto!
drill-wrong = Questa volta no.
# The last-seed answer: $count seeds of $from sown to $dir ("left" or "right"); the last in $pit.
drill-last-seed = { $count ->
    [one] Il { $count } seme di { $from } va
    [many] I { $count } di semi di { $from } vanno
   *[other] I { $count } semi di { $from } vanno
} verso { $dir ->
    [left] sinistra
   *[right] destra
}: l'ultimo cade in { $pit } ({ $rule }).
# Why a move is a takasa. $why: "namua", "sixteen", "back-row", "was-empty", "faces-empty" or "other".
drill-takasa = Takasa: { $why ->
    [namua] il seme dalla mano va in { $pit }, che non sta di fronte ad alcun seme ({ $rule }).
    [sixteen] una buca con 16 semi o più non cattura mai ({ $rule }).
    [back-row] il primo giro termina in { $pit }, nella fila esterna ({ $rule }).
    [was-empty] il primo giro termina in { $pit }, che era vuota ({ $rule }).
    [faces-empty] il primo giro termina in { $pit }, che sta di fronte a una buca vuota ({ $rule }).
   *[other] la mossa non comincia con una cattura ({ $rule }).
}
# $count: the pits a legal move starts from; $text: the rule that decides them.
drill-legal-right = Giusto: { $count ->
    [one] l'unica buca
    [many] tutte le { $count } di buche
   *[other] tutte le { $count } buche
}. { $text }
drill-legal-both = Da { $pit } sono legali entrambe le direzioni: { $left } e { $right }.
drill-legal-only = Da { $pit } è legale solo { $move }; { $other } no: { $text }
btn-capture = Cattura
btn-takasa = Takasa
btn-next = Posizione successiva
# $count: right answers in a row; $best: the best streak kept in this browser.
drill-streak = Serie: { $count } · Record: { $best }
drill-answer-shown = La risposta giusta è segnata sul tavoliere.
