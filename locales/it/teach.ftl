# Gli strumenti per gli insegnanti: trascrizioni delle partite (modalità trascrizione, registrazione
# nell'editor), incorporamento, immagini, presentazione. Nomi delle buche e mosse (A7<, a5>) e numeri
# delle mosse (1., 1...) non si traducono.

## Modalità trascrizione.
mode-record = Trascrizione della partita
# $number: il numero della mossa come lo scrivono le trascrizioni ("1." per Sud, "1..." per Nord);
# $move: la mossa; $text: la narrazione dell'evento.
narrate-record-move = { $number } { $move }: { $text }
# Nome accessibile di una riga dell'elenco delle mosse che contiene una variante.
record-variation = Variante
# Nome accessibile dell'elenco delle mosse.
record-moves = Mosse, con varianti e commenti

## Una trascrizione che non si può leggere. $line, $column: dove (da 1); $text: che cosa.
error-record = Impossibile leggere questa trascrizione: { $text }
record-error = riga { $line }, colonna { $column }: { $text }
record-empty = una trascrizione comincia con una posizione (start, start:<gioco> o la notazione).
record-position = la posizione iniziale: { $text }
record-move = { $move } non è una mossa: { $text }
record-illegal = impossibile giocare la mossa { $number } { $move }: { $text }
record-move-number = il numero di mossa { $found } non corrisponde: la mossa che segue è la { $expected }
record-number-without-move = il numero di mossa { $found } non è seguito da una mossa.
record-unclosed-comment = questa {"{"} non ha la sua {"}"}.
record-stray-brace = {"}"} fuori da un commento.
record-nothing-to-replace = una variante deve seguire la mossa che sostituisce.
record-unclosed-variation = questa ( non ha la sua ).
record-stray-paren = ) senza la sua (.
record-empty-variation = una variante senza mosse.

## Registrare una dimostrazione nell'editor.
btn-record = Registra una dimostrazione
    .title = Gioca mosse da questa posizione, con varianti e commenti, e copiale come trascrizione della partita
btn-record-stop = Torna all'editor
recorder-help = Gioca le mosse sul tavoliere. Per aggiungere una variante, fai clic su una mossa precedente nell'elenco e gioca lì un'altra mossa.
recorder-invalid = Correggi la posizione prima di registrare: { $text }
recorder-comment = Commento a questa mossa
recorder-comment-start = Commento prima della prima mossa
btn-move-back = ◀ Indietro
    .title = Mostra la mossa precedente
btn-move-forward = Avanti ▶
    .title = Mostra la mossa successiva di questa linea
btn-delete-move = Elimina da questa mossa
    .title = Elimina la mossa mostrata e le mosse che la seguono nella sua linea
btn-copy-record = Copia trascrizione
btn-copy-block = Copia blocco bao
recorder-load = Incolla qui una trascrizione (oppure trascina un file di trascrizione sul tavoliere):
btn-load-record = Carica trascrizione
recorder-loaded = La trascrizione è caricata.
# $name: il nome del file.
recorder-drop-failed = Impossibile leggere il file { $name } come testo.
recorder-lost = Questa mossa non è più nella trascrizione.

## Incorporamento, immagini, presentazione.
btn-embed = Copia codice di incorporamento
    .title = Un riquadro HTML con questo tavoliere, per un'altra pagina web o una piattaforma di apprendimento
# Il titolo del riquadro di un tavoliere incorporato. $mode: il nome della modalità (un messaggio mode-*).
embed-frame-title = Tavoliere da Bao: { $mode }
btn-svg = Scarica SVG
    .title = Un'immagine del tavoliere così come è mostrato (vettoriale, per la stampa e le dispense)
btn-png = Scarica PNG
    .title = Un'immagine del tavoliere così come è mostrato (per le diapositive)
btn-present = Presenta
    .title = Il tavoliere a schermo intero con comandi grandi, per un proiettore
btn-present-exit = Esci dalla presentazione
present-keys = ← → un passo · Pag Su / Pag Giù una mossa · Spazio avvia o mette in pausa · Esc esce
record-too-long = una partita trascritta è lunga al massimo { $limit } KB.
record-too-many-moves = una partita trascritta contiene al massimo { $limit } mosse, varianti comprese.
record-too-deep = le varianti si annidano al massimo { $limit } livelli.
record-comment-too-long = un commento è lungo al massimo { $limit } caratteri.
