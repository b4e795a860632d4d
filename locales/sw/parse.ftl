# Makosa katika mpangilio au hatua iliyoandikwa (nukuu). Kila ujumbe unapata $field (jina la
# sehemu, mojawapo ya jumbe za field-* hapa chini, ambalo tayari limetafsiriwa) na $column (nafasi ya herufi, kuanzia 1).

field-game = mchezo
field-rows = ubao
field-to-move = upande wa kucheza
field-stores = kete za mkononi
field-nyumba = nyumba
field-takasia = takasia
field-captured = kete zilizoliwa
field-reserved = mashimo yaliyohifadhiwa
field-move = hatua
field-position = mpangilio

parse-empty = hakuna cha kusoma.
parse-unknown-game = { $field }, nafasi { $column }: mchezo usiojulikana (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }, nafasi { $column }: sehemu hii haipo.
parse-extra-field = { $field }, nafasi { $column }: kuna sehemu moja ya ziada.
# $found: herufi isiyotarajiwa.
parse-bad-char = { $field }, nafasi { $column }: herufi isiyotarajiwa “{ $found }”.
parse-bad-number = { $field }, nafasi { $column }: namba haipo au ni kubwa mno.
# $expected: mistari ambayo mchezo unayo; $found: mistari iliyoandikwa.
parse-row-count = { $field }, nafasi { $column }: mistari { $found }, mchezo una { $expected }.
# $expected: mashimo katika mstari; $found: idadi zilizoandikwa.
parse-row-length = { $field }, nafasi { $column }: mashimo { $found } katika mstari, yalitarajiwa { $expected }.
# $expected: jumla ya kete za mchezo (au kiwango cha juu); $found: kete zilizohesabiwa.
parse-seed-total = { $field }: kete { $found }, zilitarajiwa { $expected }.
# $pit: shimo; $max: kiwango cha juu linachoweza kuwa nacho.
parse-pit-too-full = { $field }: { $pit } lina zaidi ya { $max }.
# $side: "south" au "north"; $max: idadi kubwa kabisa ya mawe kwa upande mmoja.
parse-side-too-full = { $field }: { $side ->
    [south] Kusini
   *[north] Kaskazini
} ana mawe zaidi ya { $max }.
parse-bad-pit = { $field }, nafasi { $column }: si shimo la ubao huu.
# $what: kitambulisho kifupi cha mgongano, k.m. "takasia-not-front".
parse-contradiction = { $field }, nafasi { $column }: sehemu hizi zinapingana ({ $what }).
parse-not-sorted = { $field }, nafasi { $column }: taja kila shimo mara moja, kwa mpangilio wa majina.
