# Bao Kitabu widgets: buttons, labels, status lines.
# Pit names (A5, b12) and move notation (A7<, a5>+) are never translated.
# Variables named $pit, $move, $kichwa hold such names.
# Romanian plurals: one (1), few (0, 2-19, 101-119...), other (20 de semințe...).

## Games (the notation's first field).
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## Sides. $side is "south" or "north".
side-name = { $side ->
    [south] Sud
   *[north] Nord
}

## Directions from the mover's point of view. $dir is "left" or "right".
dir-name = { $dir ->
    [left] stânga
   *[right] dreapta
}

## Status line under the board.
# $side: "south" or "north".
status-to-move = { $side ->
    [south] Mută Sud
   *[north] Mută Nord
}
# While a move is being sown (seeds in hand). $side: "south" or "north".
status-moving = { $side ->
    [south] Sud își face mutarea
   *[north] Nord își face mutarea
}
status-stage-namua = Etapa namua
status-stage-mtaji = Etapa mtaji
# $count: seeds in the store (in hand) of $side ("south" or "north").
status-store = { $side ->
    [south] În mâna lui Sud
   *[north] În mâna lui Nord
}: { $count }
# $count: seeds captured by $side (Bao Kingulu).
status-captured = { $side ->
    [south] Capturate de Sud
   *[north] Capturate de Nord
}: { $count }
# $count: seeds being sown (in the player's hand) during an animation.
status-in-hand = { $count ->
    [one] { $count } sămânță de semănat
    [few] { $count } semințe de semănat
   *[other] { $count } de semințe de semănat
}
# $side: the winner ("south" or "north"); $rule: the rule number (K29, K30, M6, G8).
status-winner = { $side ->
    [south] Sud câștigă
   *[north] Nord câștigă
} ({ $rule })
# $rule: M7 or G8.
status-draw = Remiză ({ $rule })

## Pit labels read by screen readers.
# $pit: the pit name; $count: seeds in it; $kind: "nyumba", "kichwa", "kimbi" or "plain";
# $state: "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] , nyumba
    [kichwa] , kichwa
    [kimbi] , kimbi
   *[plain] {""}
}, { $count ->
    [one] { $count } sămânță
    [few] { $count } semințe
   *[other] { $count } de semințe
}{ $state ->
    [takasia] , sub takasia
    [reserved-south] , rezervată de Sud
    [reserved-north] , rezervată de Nord
    [last] , ultima sămânță
    [captured] , capturată
    [hand] , semințe de semănat
   *[none] {""}
}
# Accessible name of the board. $game: the game's name.
board-label = Tabla de { $game }
# Accessible names of the stores shown beside the board.
store-label = { $side ->
    [south] Semințele din mâna lui Sud
   *[north] Semințele din mâna lui Nord
}

## Buttons and controls.
btn-flip = Întoarce tabla
    .title = Arată tabla din partea cealaltă
btn-labels = Numele găurilor
    .title = Arată sau ascunde numele găurilor
btn-start = Început
    .title = Mergi la început
btn-end = Sfârșit
    .title = Mergi la sfârșit
btn-play = Redă
    .title = Redă animația
btn-pause = Pauză
    .title = Oprește animația
btn-back-seed = ◀ Sămânță
    .title = Un pas înapoi
btn-next-seed = Sămânță ▶
    .title = Un pas înainte
btn-back-lap = ◀◀ Tură
    .title = Înapoi la sfârșitul turei anterioare
btn-next-lap = Tură ▶▶
    .title = Înainte la sfârșitul acestei ture
btn-back-move = |◀ Mutare
    .title = Înapoi la mutarea anterioară
btn-next-move = Mutare ▶|
    .title = Înainte la sfârșitul acestei mutări
label-speed = Viteză
btn-undo = Anulează
btn-redo = Refă
btn-new-game = Ia de la capăt
btn-share = Copiază linkul de partajare
btn-copy-position = Copiază poziția
btn-open-play = Deschide în modul joc
btn-open-step = Deschide în modul pas cu pas
btn-check = Verifică
btn-hint = Indiciu
btn-retry = Încearcă din nou
btn-reset = Șterge progresul
btn-cancel = Renunță
# A sub-choice asked during a move. $dir: "left" or "right"; $kichwa: the kichwa pit.
choice-dir = Seamănă spre { $dir ->
    [left] stânga
   *[right] dreapta
}
choice-kichwa = Intră prin kichwa { $kichwa }
choice-safari = Joacă casa (safari)
choice-stop = Oprește-te în casă
# Shown above the choice buttons. $pit: the pit clicked.
choice-prompt = { $pit }: alege cum joci
copied = Copiat.
copy-failed = Nu s-a putut copia; selectează textul și copiază-l manual.

## Move list and narration.
moves-title = Mutări
moves-none = Încă nicio mutare.
# $side: "south" or "north".
narrate-start = Poziția de început. { $side ->
    [south] Mută Sud.
   *[north] Mută Nord.
}
# $number: the move number (1, 2...); $move: the move in notation; $text: the event narration.
narrate-move = { $number }. { $move }: { $text }
# $side: the player to move now ("south" or "north").
narrate-your-turn = { $side ->
    [south] Mută Sud.
   *[north] Mută Nord.
}
# $move: the move played.
narrate-played = S-a jucat { $move }.
# $move: the move; $text: why it is illegal (one of the illegal-* messages).
narrate-illegal = { $move } nu este legală: { $text }
# $pit: the pit clicked; $text: why no move starts there.
narrate-no-move = Nicio mutare nu pornește din { $pit }: { $text }
# $count: number of events of the move; $step: the current event.
step-position = Pasul { $step } din { $count }

## Editor.
edit-title = Editor de poziții
edit-game = Joc
edit-to-move = Jucătorul la mutare
edit-stores = Semințe în mână (Sud, Nord)
edit-captured = Capturate (Sud, Nord)
edit-nyumba-south = Sud deține nyumba
edit-nyumba-north = Nord deține nyumba
edit-takasia = Gaura takasia
edit-takasia-none = niciuna
edit-reserved = Găuri rezervate (de exemplu a3=S,A5=N)
edit-position = Poziție
edit-help = Clic pe o gaură adaugă o sămânță; Shift+clic sau clic dreapta scoate una; sau selectează gaura și tastează un număr, + sau -.
edit-valid = Poziția este validă.
# $total: seeds on the board and in the stores; $expected: the game's total.
edit-seed-total = { $total } din { $expected ->
    [one] { $expected } sămânță așezate
    [few] { $expected } semințe așezate
   *[other] { $expected } de semințe așezate
}.

## Errors shown in place of a widget's content.
# $text: the reason (a parse-* or illegal-* message).
error-position = Această poziție nu poate fi citită: { $text }
# $number: the move's number in the list; $move: the move as written; $text: the reason.
error-move = Mutarea { $number } ({ $move }) nu poate fi jucată: { $text }
error-mode = Mod de widget necunoscut „{ $mode }” (view, step, play, edit, exercise, record, drill, score, map, review).
error-value = Widgetul are o valoare greșită „{ $value }” pentru „{ $key }”.
error-missing = Widgetului îi lipsește setarea „{ $key }”.
error-not-for-mode = Setarea „{ $key }” nu este pentru modul „{ $mode }”.
# $drill: a drill kind (legal-moves, last-seed...); $game: a game's name.
error-drill-game = Exercițiul rapid „{ $drill }” nu este pentru { $game }.
error-shown-start = În schimb se arată poziția de început.
# Share links (play.html#...). $key: the unknown key.
fragment-unknown-key = Linkul are o parte necunoscută: „{ $key }”.
fragment-bad-encoding = Linkul este deteriorat (codificare % greșită).
# $value: the bad value; $key: its key.
fragment-bad-value = Linkul are o valoare greșită „{ $value }” pentru „{ $key }”.
fragment-title = Acest link partajat nu a putut fi deschis.

## Mode names (shown as the widget's caption for screen readers).
mode-view = Tablă
mode-step = Redare pas cu pas
mode-play = Joc liber
mode-edit = Editor de poziții
mode-exercise = Exercițiu
mode-drill = Exercițiu rapid
mode-score = Scorul testului
mode-map = Harta cursului
mode-review = Greșelile mele
fragment-too-long = Linkul este prea lung (cel mult { $limit } KB).
embed-bad-id = Id-ul linkului trebuie să fie un singur rând de cel mult { $limit } octeți.
embed-no-progress-page = Paginile de progres ale cursului nu pot fi încorporate: deschide cartea însăși.
