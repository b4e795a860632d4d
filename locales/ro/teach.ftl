# Trusa profesorilor: înregistrări de partide (modul înregistrare, înregistrarea în editor),
# încorporare, imagini, prezentare. Numele găurilor și mutările (A7<, a5>) și numerele mutărilor
# (1., 1...) nu se traduc.

## Modul înregistrare.
mode-record = Înregistrare de partidă
# $number: numărul mutării așa cum îl scriu înregistrările („1.” pentru Sud, „1...” pentru Nord);
# $move: mutarea; $text: narațiunea evenimentului.
narrate-record-move = { $number } { $move }: { $text }
# Numele accesibil al unui rând din lista de mutări care conține o variantă.
record-variation = Variantă
# Numele accesibil al listei de mutări.
record-moves = Mutări, cu variante și comentarii

## O înregistrare care nu poate fi citită. $line, $column: unde (de la 1); $text: ce anume.
error-record = Această înregistrare de partidă nu poate fi citită: { $text }
record-error = rândul { $line }, coloana { $column }: { $text }
record-empty = o înregistrare începe cu o poziție (start, start:<joc> sau notația).
record-position = poziția de început: { $text }
record-move = { $move } nu este o mutare: { $text }
record-illegal = mutarea { $number } { $move } nu poate fi jucată: { $text }
record-move-number = numărul de mutare { $found } nu se potrivește: mutarea de după el are numărul { $expected }
record-number-without-move = numărul de mutare { $found } nu este urmat de o mutare.
record-unclosed-comment = această {"{"} nu are {"}"}.
record-stray-brace = {"}"} în afara unui comentariu.
record-nothing-to-replace = o variantă trebuie să urmeze mutarea pe care o înlocuiește.
record-unclosed-variation = această ( nu are ) de închidere.
record-stray-paren = o ) fără ( de deschidere.
record-empty-variation = o variantă fără nicio mutare.

## Înregistrarea unei demonstrații în editor.
btn-record = Înregistrează o demonstrație
    .title = Joacă mutări din această poziție, cu variante și comentarii, și copiază-le ca înregistrare de partidă
btn-record-stop = Înapoi la editor
recorder-help = Joacă mutări pe tablă. Ca să adaugi o variantă, fă clic pe o mutare anterioară din listă și joacă acolo o altă mutare.
recorder-invalid = Corectează poziția înainte de înregistrare: { $text }
recorder-comment = Comentariu la această mutare
recorder-comment-start = Comentariu înaintea primei mutări
btn-move-back = ◀ Înapoi
    .title = Arată mutarea dinainte
btn-move-forward = Înainte ▶
    .title = Arată mutarea următoare de pe această linie
btn-delete-move = Șterge de la această mutare
    .title = Șterge mutarea arătată și mutările care o urmează pe linia ei
btn-copy-record = Copiază înregistrarea
btn-copy-block = Copiază blocul bao
recorder-load = Lipește aici o înregistrare de partidă (sau trage pe tablă un fișier cu o înregistrare):
btn-load-record = Încarcă înregistrarea
recorder-loaded = Înregistrarea este încărcată.
# $name: numele fișierului.
recorder-drop-failed = Fișierul { $name } nu poate fi citit ca text.
recorder-lost = Această mutare nu mai este în înregistrare.

## Încorporare, imagini, prezentare.
btn-embed = Copiază codul de încorporare
    .title = Un cadru HTML cu această tablă, pentru altă pagină web sau o platformă de învățare
# Titlul cadrului unei table încorporate. $mode: numele modului (un mesaj mode-*).
embed-frame-title = Tablă de bao: { $mode }
btn-svg = Descarcă SVG
    .title = O imagine a tablei așa cum se vede (vectorială, pentru tipărire și fișe)
btn-png = Descarcă PNG
    .title = O imagine a tablei așa cum se vede (pentru diapozitive)
btn-present = Prezintă
    .title = Tabla pe tot ecranul, cu butoane mari, pentru un proiector
btn-present-exit = Ieși din prezentare
present-keys = ← → un pas · Page Up / Page Down o mutare · Spațiu pornește sau pune pe pauză · Esc ieșire
record-too-long = o partidă notată are cel mult { $limit } KB.
record-too-many-moves = o partidă notată are cel mult { $limit } mutări, cu tot cu variante.
record-too-deep = variantele se imbrică pe cel mult { $limit } niveluri.
record-comment-too-long = un comentariu are cel mult { $limit } caractere.
