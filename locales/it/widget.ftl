# Bao Kitabu widgets: buttons, labels, status lines.
# Pit names (A5, b12) and move notation (A7<, a5>+) are never translated.
# Variables named $pit, $move, $kichwa hold such names.

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
    [left] sinistra
   *[right] destra
}

## Status line under the board.
# $side: "south" or "north".
status-to-move = { $side ->
    [south] Tocca a Sud
   *[north] Tocca a Nord
}
# While a move is being sown (seeds in hand). $side: "south" or "north".
status-moving = { $side ->
    [south] Sud sta giocando
   *[north] Nord sta giocando
}
status-stage-namua = Fase namua
status-stage-mtaji = Fase mtaji
# $count: seeds in the store (in hand) of $side ("south" or "north").
status-store = { $side ->
    [south] In mano a Sud
   *[north] In mano a Nord
}: { $count }
# $count: seeds captured by $side (Bao Kingulu).
status-captured = { $side ->
    [south] Catturati da Sud
   *[north] Catturati da Nord
}: { $count }
# $count: seeds being sown (in the player's hand) during an animation.
# ("in mano" is the store in this translation, so these are "semi da seminare".)
status-in-hand = { $count ->
    [one] { $count } seme da seminare
    [many] { $count } di semi da seminare
   *[other] { $count } semi da seminare
}
# $side: the winner ("south" or "north"); $rule: the rule number (K29, K30, M6, G8).
status-winner = { $side ->
    [south] Vince Sud
   *[north] Vince Nord
} ({ $rule })
# $rule: M7 or G8.
status-draw = Patta ({ $rule })

## Pit labels read by screen readers.
# $pit: the pit name; $count: seeds in it; $kind: "nyumba", "kichwa", "kimbi" or "plain";
# $state: "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] , nyumba
    [kichwa] , kichwa
    [kimbi] , kimbi
   *[plain] {""}
}, { $count ->
    [one] { $count } seme
    [many] { $count } di semi
   *[other] { $count } semi
}{ $state ->
    [takasia] , sotto takasia
    [reserved-south] , riservata da Sud
    [reserved-north] , riservata da Nord
    [last] , ultimo seme
    [captured] , catturata
    [hand] , semi da seminare
   *[none] {""}
}
# Accessible name of the board. $game: the game's name.
board-label = Tavoliere del { $game }
# Accessible names of the stores shown beside the board.
store-label = { $side ->
    [south] Semi in mano a Sud
   *[north] Semi in mano a Nord
}

## Buttons and controls.
btn-flip = Gira il tavoliere
    .title = Mostra il tavoliere dall'altro lato
btn-labels = Nomi delle buche
    .title = Mostra o nascondi i nomi delle buche
btn-start = Inizio
    .title = Vai all'inizio
btn-end = Fine
    .title = Vai alla fine
btn-play = Avvia
    .title = Avvia l'animazione
btn-pause = Pausa
    .title = Metti in pausa l'animazione
btn-back-seed = ◀ Seme
    .title = Un passo indietro
btn-next-seed = Seme ▶
    .title = Un passo avanti
btn-back-lap = ◀◀ Giro
    .title = Indietro alla fine del giro precedente
btn-next-lap = Giro ▶▶
    .title = Avanti alla fine di questo giro
btn-back-move = |◀ Mossa
    .title = Indietro alla mossa precedente
btn-next-move = Mossa ▶|
    .title = Avanti alla fine di questa mossa
label-speed = Velocità
btn-undo = Annulla mossa
btn-redo = Ripeti mossa
btn-new-game = Ricomincia
btn-share = Copia link di condivisione
btn-copy-position = Copia posizione
btn-open-play = Apri in modalità gioco
btn-open-step = Apri in modalità passo passo
btn-check = Verifica
btn-hint = Suggerimento
btn-retry = Riprova
btn-reset = Azzera i progressi
btn-cancel = Annulla
# A sub-choice asked during a move. $dir: "left" or "right"; $kichwa: the kichwa pit.
choice-dir = Semina verso { $dir ->
    [left] sinistra
   *[right] destra
}
choice-kichwa = Entra dal kichwa { $kichwa }
choice-safari = Gioca la nyumba (safari)
choice-stop = Fermati nella nyumba
# Shown above the choice buttons. $pit: the pit clicked.
choice-prompt = { $pit }: scegli come giocare
copied = Copiato.
copy-failed = Impossibile copiare; seleziona il testo e copialo a mano.

## Move list and narration.
moves-title = Mosse
moves-none = Ancora nessuna mossa.
# $side: "south" or "north".
narrate-start = Posizione iniziale. { $side ->
    [south] Tocca a Sud.
   *[north] Tocca a Nord.
}
# $number: the move number (1, 2...); $move: the move in notation; $text: the event narration.
narrate-move = { $number }. { $move }: { $text }
# $side: the player to move now ("south" or "north").
narrate-your-turn = { $side ->
    [south] Tocca a Sud.
   *[north] Tocca a Nord.
}
# $move: the move played.
narrate-played = Giocata { $move }.
# $move: the move; $text: why it is illegal (one of the illegal-* messages).
narrate-illegal = { $move } non è legale: { $text }
# $pit: the pit clicked; $text: why no move starts there.
narrate-no-move = Da { $pit } non parte alcuna mossa: { $text }
# $count: number of events of the move; $step: the current event.
step-position = Passo { $step } di { $count }

## Editor.
edit-title = Editor di posizioni
edit-game = Gioco
edit-to-move = Chi ha la mossa
edit-stores = Semi in mano (Sud, Nord)
edit-captured = Catturati (Sud, Nord)
edit-nyumba-south = Sud possiede la nyumba
edit-nyumba-north = Nord possiede la nyumba
edit-takasia = Buca sotto takasia
edit-takasia-none = nessuna
edit-reserved = Buche riservate (es. a3=S,A5=N)
edit-position = Posizione
edit-help = Fai clic su una buca per aggiungere un seme, Maiusc+clic o clic destro per toglierne uno, oppure selezionala e digita un numero, + o -.
edit-valid = La posizione è valida.
# $total: seeds on the board and in the stores; $expected: the game's total.
edit-seed-total = { $total ->
    [one] Piazzato { $total } seme
   *[other] Piazzati { $total } semi
} su { $expected }.

## Errors shown in place of a widget's content.
# $text: the reason (a parse-* or illegal-* message).
error-position = Impossibile leggere questa posizione: { $text }
# $number: the move's number in the list; $move: the move as written; $text: the reason.
error-move = Impossibile giocare la mossa { $number } ({ $move }): { $text }
error-mode = Modalità del widget sconosciuta «{ $mode }» (view, step, play, edit, exercise, record, drill, score, map, review).
error-value = Il widget contiene un valore non valido «{ $value }» per «{ $key }».
error-missing = Al widget manca l'impostazione «{ $key }».
error-not-for-mode = L'impostazione «{ $key }» non vale per la modalità «{ $mode }».
# $drill: a drill kind (legal-moves, last-seed...); $game: a game's name.
error-drill-game = L'esercitazione «{ $drill }» non vale per il { $game }.
error-shown-start = Al suo posto è mostrata la posizione iniziale.
# Share links (play.html#...). $key: the unknown key.
fragment-unknown-key = Il link contiene una parte sconosciuta «{ $key }».
fragment-bad-encoding = Il link è danneggiato (codifica % non valida).
# $value: the bad value; $key: its key.
fragment-bad-value = Il link contiene un valore non valido «{ $value }» per «{ $key }».
fragment-title = Impossibile aprire questo link condiviso.

## Mode names (shown as the widget's caption for screen readers).
mode-view = Tavoliere
mode-step = Riproduzione passo passo
mode-play = Gioco libero
mode-edit = Editor di posizioni
mode-exercise = Esercizio
mode-drill = Esercitazione
mode-score = Punteggio della verifica
mode-map = Mappa del corso
mode-review = I miei errori
fragment-too-long = Il link è troppo lungo (al massimo { $limit } KB).
embed-bad-id = L'id del link deve essere una sola riga di al massimo { $limit } byte.
embed-no-progress-page = Le pagine dei progressi del corso non si possono incorporare: apri il libro stesso.
