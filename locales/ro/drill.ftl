# Drills: endless fresh positions, one question each, with a streak counter.
# $side: the player to move ("Sud" or "Nord", a side-name message); $move: a move.

drill-prompt-legal = Marchează fiecare mutare legală a lui { $side }: apasă o gaură o dată pentru ambele direcții, încă o dată pentru doar <, încă o dată pentru doar >, apoi apasă Verifică.
drill-prompt-legal-pits = Marchează fiecare gaură din care { $side } poate începe o mutare legală, apoi apasă Verifică.
drill-prompt-last-seed = { $side } joacă { $move }. Unde cade ultima sămânță a primei sale ture? Apasă gaura.
drill-prompt-capture = { $side } joacă { $move }. Mutarea capturează sau este o takasa?
drill-prompt-kichwa = { $side } joacă { $move }, o captură. În ce kichwa intră semințele capturate? Apasă-l.
drill-none = Nu s-a găsit nicio poziție pentru acest antrenament pornind de la această tablă.
drill-right = Corect!
drill-wrong = De data aceasta, nu.
# The last-seed answer: $count seeds of $from sown to $dir ("left" or "right"); the last in $pit.
drill-last-seed = { $count ->
    [one] Sămânța din { $from } merge
    [few] Cele { $count } semințe din { $from } merg
   *[other] Cele { $count } de semințe din { $from } merg
} spre { $dir ->
    [left] stânga
   *[right] dreapta
}: ultima cade în { $pit } ({ $rule }).
# Why a move is a takasa. $why: "namua", "sixteen", "back-row", "was-empty", "faces-empty" or "other".
drill-takasa = Takasa: { $why ->
    [namua] sămânța din mână intră în { $pit }, care nu are semințe în față ({ $rule }).
    [sixteen] o gaură cu 16 semințe sau mai multe nu capturează niciodată ({ $rule }).
    [back-row] prima tură se termină în { $pit }, în rândul din spate ({ $rule }).
    [was-empty] prima tură se termină în { $pit }, care era goală ({ $rule }).
    [faces-empty] prima tură se termină în { $pit }, care are în față o gaură goală ({ $rule }).
   *[other] mutarea nu începe cu o captură ({ $rule }).
}
# $count: the pits a legal move starts from; $text: the rule that decides them.
drill-legal-right = Corect: { $count ->
    [one] singura gaură
    [few] toate cele { $count } găuri
   *[other] toate cele { $count } de găuri
}. { $text }
drill-legal-both = Din { $pit } sunt legale ambele direcții: { $left } și { $right }.
drill-legal-only = Din { $pit } este legală doar { $move }; { $other } nu este: { $text }
btn-capture = Captură
btn-takasa = Takasa
btn-next = Poziția următoare
# $count: right answers in a row; $best: the best streak kept in this browser.
drill-streak = Serie: { $count } · Record: { $best }
drill-answer-shown = Răspunsul corect este marcat pe tablă.
