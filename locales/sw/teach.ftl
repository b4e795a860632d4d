# Vifaa vya walimu: kumbukumbu za michezo (hali ya kumbukumbu, kurekodi katika kihariri), kupachika,
# picha, uwasilishaji. Majina ya mashimo na hatua (A7<, a5>) na namba za hatua (1., 1...) hayatafsiriwi.

## Hali ya kumbukumbu.
mode-record = Kumbukumbu ya mchezo
# $number: namba ya hatua kama kumbukumbu zinavyoiandika ("1." kwa Kusini, "1..." kwa Kaskazini);
# $move: hatua; $text: maelezo ya tukio.
narrate-record-move = { $number } { $move }: { $text }
# Jina linalosomwa la mstari wa orodha ya hatua wenye tawi.
record-variation = Tawi
# Jina linalosomwa la orodha ya hatua.
record-moves = Hatua, pamoja na matawi na maoni

## Kumbukumbu ya mchezo isiyoweza kusomwa. $line, $column: mahali (kuanzia 1); $text: tatizo.
error-record = Kumbukumbu hii ya mchezo haiwezi kusomwa: { $text }
record-error = mstari { $line }, nafasi ya herufi { $column }: { $text }
record-empty = kumbukumbu huanza na mpangilio (start, start:<mchezo> au nukuu).
record-position = mpangilio wa mwanzo: { $text }
record-move = { $move } si hatua: { $text }
record-illegal = hatua { $number } { $move } haiwezi kuchezwa: { $text }
record-move-number = namba ya hatua { $found } hailingani: hatua inayofuata ni { $expected }
record-number-without-move = namba ya hatua { $found } haina hatua baada yake.
record-unclosed-comment = {"{"} hii haina {"}"}.
record-stray-brace = {"}"} nje ya maoni.
record-nothing-to-replace = tawi lazima lifuate hatua linayoibadilisha.
record-unclosed-variation = ( hii haina ).
record-stray-paren = ) bila ( yake.
record-empty-variation = tawi lisilo na hatua.

## Kurekodi onyesho katika kihariri.
btn-record = Rekodi onyesho
    .title = Cheza hatua kutoka mpangilio huu, pamoja na matawi na maoni, kisha uzinakili kama kumbukumbu ya mchezo
btn-record-stop = Rudi kwenye kihariri
recorder-help = Cheza hatua kwenye ubao. Kuongeza tawi, bonyeza hatua ya awali kwenye orodha na ucheze hatua nyingine hapo.
recorder-invalid = Sahihisha mpangilio kabla ya kurekodi: { $text }
recorder-comment = Maoni kuhusu hatua hii
recorder-comment-start = Maoni kabla ya hatua ya kwanza
btn-move-back = ◀ Nyuma
    .title = Onyesha hatua iliyotangulia
btn-move-forward = Mbele ▶
    .title = Onyesha hatua inayofuata ya mfululizo huu
btn-delete-move = Futa kuanzia hatua hii
    .title = Futa hatua inayoonyeshwa na hatua zinazoifuata katika mfululizo wake
btn-copy-record = Nakili kumbukumbu
btn-copy-block = Nakili kizuizi cha bao
recorder-load = Bandika kumbukumbu ya mchezo hapa (au dondosha faili la kumbukumbu juu ya ubao):
btn-load-record = Pakia kumbukumbu
recorder-loaded = Kumbukumbu imepakiwa.
# $name: jina la faili.
recorder-drop-failed = Faili { $name } haliwezi kusomwa kama maandishi.
recorder-lost = Hatua hii haimo tena katika kumbukumbu.

## Kupachika, picha, uwasilishaji.
btn-embed = Nakili msimbo wa kupachika
    .title = Fremu ya HTML yenye ubao huu, kwa ukurasa mwingine wa wavuti au jukwaa la kujifunzia
# Kichwa cha fremu ya ubao uliopachikwa. $mode: jina la hali (ujumbe wa mode-*).
embed-frame-title = Ubao wa Bao: { $mode }
btn-svg = Pakua SVG
    .title = Picha ya ubao kama unavyoonyeshwa (vekta, kwa kuchapisha na karatasi za darasani)
btn-png = Pakua PNG
    .title = Picha ya ubao kama unavyoonyeshwa (kwa slaidi)
btn-present = Wasilisha
    .title = Ubao kwenye skrini nzima na vitufe vikubwa, kwa projekta
btn-present-exit = Toka kwenye uwasilishaji
present-keys = ← → kete moja · Page Up / Page Down hatua moja · Space cheza au simamisha · Esc toka
record-too-long = kumbukumbu isizidi KB { $limit }.
record-too-many-moves = kumbukumbu isiwe na hatua zaidi ya { $limit }, pamoja na za matawi.
record-too-deep = matawi yasiingiane kwa kina zaidi ya { $limit }.
record-comment-too-long = maoni yasizidi herufi { $limit }.
