# Vifaa vya Bao Kitabu: vitufe, lebo, mistari ya hali.
# Majina ya mashimo (A5, b12) na nukuu ya hatua (A7<, a5>+) hayatafsiriwi kamwe.
# Vigezo vinavyoitwa $pit, $move, $kichwa vinashika majina hayo.

## Michezo (sehemu ya kwanza ya nukuu).
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## Pande. $side ni "south" au "north".
side-name = { $side ->
    [south] Kusini
   *[north] Kaskazini
}

## Mielekeo kwa mtazamo wa mchezaji. $dir ni "left" au "right".
dir-name = { $dir ->
    [left] kushoto
   *[right] kulia
}

## Mstari wa hali chini ya ubao.
# $side: "south" au "north".
status-to-move = { $side ->
    [south] Zamu ya Kusini
   *[north] Zamu ya Kaskazini
}
# Wakati hatua inasambazwa (kete za kusambaza). $side: "south" au "north".
status-moving = { $side ->
    [south] Kusini anacheza
   *[north] Kaskazini anacheza
}
status-stage-namua = Kipindi cha namua
status-stage-mtaji = Kipindi cha mtaji
# $count: kete za mkononi za $side ("south" au "north").
status-store = { $side ->
    [south] Mkononi mwa Kusini
   *[north] Mkononi mwa Kaskazini
}: { $count }
# $count: kete zilizoliwa na $side (Bao Kingulu).
status-captured = { $side ->
    [south] Zilizoliwa na Kusini
   *[north] Zilizoliwa na Kaskazini
}: { $count }
# $count: kete zinazosambazwa (mkononi mwa mchezaji) wakati wa onyesho.
status-in-hand = { $count ->
    [one] kete { $count } ya kusambaza
   *[other] kete { $count } za kusambaza
}
# $side: mshindi ("south" au "north"); $rule: namba ya kanuni (K29, K30, M6, G8).
status-winner = { $side ->
    [south] Kusini ameshinda
   *[north] Kaskazini ameshinda
} ({ $rule })
# $rule: M7 au G8.
status-draw = Sare ({ $rule })

## Lebo za mashimo zinazosomwa na visoma skrini.
# $pit: jina la shimo; $count: kete zilizomo; $kind: "nyumba", "kichwa", "kimbi" au "plain";
# $state: "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] , nyumba
    [kichwa] , kichwa
    [kimbi] , kimbi
   *[plain] {""}
}, { $count ->
    [one] kete { $count }
   *[other] kete { $count }
}{ $state ->
    [takasia] , limetakatiwa
    [reserved-south] , limehifadhiwa na Kusini
    [reserved-north] , limehifadhiwa na Kaskazini
    [last] , kete ya mwisho
    [captured] , limeliwa
    [hand] , kete za kusambaza
   *[none] {""}
}
# Jina la ubao kwa visoma skrini. $game: jina la mchezo.
board-label = Ubao wa { $game }
# Majina ya kete za mkononi yanayoonyeshwa kando ya ubao.
store-label = { $side ->
    [south] Mkononi mwa Kusini
   *[north] Mkononi mwa Kaskazini
}

## Vitufe na vidhibiti.
btn-flip = Geuza ubao
    .title = Onyesha ubao kutoka upande mwingine
btn-labels = Majina ya mashimo
    .title = Onyesha au ficha majina ya mashimo
btn-start = Mwanzo
    .title = Nenda mwanzoni
btn-end = Mwisho
    .title = Nenda mwishoni
btn-play = Cheza
    .title = Cheza onyesho
btn-pause = Simamisha
    .title = Simamisha onyesho
btn-back-seed = ◀ Kete
    .title = Rudi kete moja nyuma
btn-next-seed = Kete ▶
    .title = Songa kete moja mbele
btn-back-lap = ◀◀ Mzunguko
    .title = Rudi mwisho wa mzunguko uliopita
btn-next-lap = Mzunguko ▶▶
    .title = Songa hadi mwisho wa mzunguko huu
btn-back-move = |◀ Hatua
    .title = Rudi kwenye hatua iliyopita
btn-next-move = Hatua ▶|
    .title = Songa hadi mwisho wa hatua hii
label-speed = Kasi
btn-undo = Tendua
btn-redo = Rudia
btn-new-game = Anza upya
btn-share = Nakili kiungo cha kushiriki
btn-copy-position = Nakili mpangilio
btn-open-play = Fungua kwa kucheza
btn-open-step = Fungua hatua kwa hatua
btn-check = Hakiki
btn-hint = Dokezo
btn-retry = Jaribu tena
btn-reset = Futa maendeleo
btn-cancel = Ghairi
# Chaguo dogo linaloulizwa katikati ya hatua. $dir: "left" au "right"; $kichwa: shimo la kichwa.
choice-dir = Sambaza kwenda { $dir ->
    [left] kushoto
   *[right] kulia
}
choice-kichwa = Ingiza kwenye kichwa { $kichwa }
choice-safari = Cheza nyumba (safari)
choice-stop = Simama katika nyumba
# Huonyeshwa juu ya vitufe vya kuchagua. $pit: shimo lililobonyezwa.
choice-prompt = { $pit }: chagua jinsi ya kucheza
copied = Imenakiliwa.
copy-failed = Imeshindikana kunakili; chagua maandishi na uyanakili mwenyewe.

## Orodha ya hatua na masimulizi.
moves-title = Hatua
moves-none = Bado hakuna hatua.
# $side: "south" au "north".
narrate-start = Mpangilio wa mwanzo. { $side ->
    [south] Zamu ya Kusini.
   *[north] Zamu ya Kaskazini.
}
# $number: namba ya hatua (1, 2...); $move: hatua kwa nukuu; $text: masimulizi ya tukio.
narrate-move = { $number }. { $move }: { $text }
# $side: mchezaji ambaye sasa ni zamu yake ("south" au "north").
narrate-your-turn = { $side ->
    [south] Zamu ya Kusini.
   *[north] Zamu ya Kaskazini.
}
# $move: hatua iliyochezwa.
narrate-played = Imechezwa { $move }.
# $move: hatua; $text: kwa nini si halali (mojawapo ya jumbe za illegal-*).
narrate-illegal = { $move } si halali: { $text }
# $pit: shimo lililobonyezwa; $text: kwa nini hakuna hatua inayoanzia hapo.
narrate-no-move = Hakuna hatua inayoanzia { $pit }: { $text }
# $count: idadi ya matukio ya hatua; $step: tukio la sasa.
step-position = Tukio { $step } kati ya { $count }

## Kihariri.
edit-title = Kihariri cha mpangilio
edit-game = Mchezo
edit-to-move = Upande wa kucheza
edit-stores = Kete za mkononi (Kusini, Kaskazini)
edit-captured = Zilizoliwa (Kusini, Kaskazini)
edit-nyumba-south = Kusini anamiliki nyumba
edit-nyumba-north = Kaskazini anamiliki nyumba
edit-takasia = Shimo la takasia
edit-takasia-none = hakuna
edit-reserved = Mashimo yaliyohifadhiwa (k.m. a3=S,A5=N)
edit-position = Mpangilio
edit-help = Bonyeza shimo kuongeza kete, Shift+bonyeza au bonyeza kulia kuondoa moja, au lichague na uandike namba, + au -.
edit-valid = Mpangilio ni sahihi.
# $total: kete ubaoni na mkononi; $expected: jumla ya mchezo.
edit-seed-total = Kete { $total } kati ya { $expected } zimewekwa.

## Makosa yanayoonyeshwa badala ya maudhui ya kifaa.
# $text: sababu (ujumbe wa parse-* au illegal-*).
error-position = Mpangilio huu hauwezi kusomwa: { $text }
# $number: namba ya hatua katika orodha; $move: hatua kama ilivyoandikwa; $text: sababu.
error-move = Hatua ya { $number } ({ $move }) haiwezi kuchezwa: { $text }
error-mode = Hali ya kifaa “{ $mode }” haijulikani (view, step, play, edit, exercise, record, drill, score, map, review).
error-value = Kifaa kina thamani mbaya “{ $value }” kwa “{ $key }”.
error-missing = Kifaa kinahitaji sehemu “{ $key }”.
error-not-for-mode = Sehemu “{ $key }” haitumiki katika hali “{ $mode }”.
# $drill: aina ya zoezi la kurudia (legal-moves, last-seed...); $game: jina la mchezo.
error-drill-game = Zoezi la kurudia “{ $drill }” si la { $game }.
error-shown-start = Badala yake unaonyeshwa mpangilio wa mwanzo.
# Viungo vya kushiriki (play.html#...). $key: sehemu isiyojulikana.
fragment-unknown-key = Kiungo kina sehemu isiyojulikana “{ $key }”.
fragment-bad-encoding = Kiungo kimeharibika (usimbaji-% mbaya).
# $value: thamani mbaya; $key: ufunguo wake.
fragment-bad-value = Kiungo kina thamani mbaya “{ $value }” kwa “{ $key }”.
fragment-title = Kiungo hiki cha kushiriki hakikuweza kufunguliwa.

## Majina ya hali (yanaonyeshwa kama maelezo ya kifaa kwa visoma skrini).
mode-view = Ubao
mode-step = Marudio hatua kwa hatua
mode-play = Mchezo huru
mode-edit = Kihariri cha mpangilio
mode-exercise = Zoezi
mode-drill = Mazoezi ya kurudia
mode-score = Alama za mtihani
mode-map = Ramani ya kozi
mode-review = Makosa yangu
fragment-too-long = Kiungo ni kirefu mno (kisichozidi KB { $limit }).
embed-bad-id = Kitambulisho (id) cha kiungo lazima kiwe mstari mmoja wa baiti zisizozidi { $limit }.
embed-no-progress-page = Kurasa za maendeleo ya kozi haziwezi kupachikwa: fungua kitabu chenyewe.
