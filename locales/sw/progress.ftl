# Maendeleo: ramani ya kozi, alama za mtihani, "makosa yangu", faili la maendeleo.

course-loading = Kozi inapakiwa…
course-unavailable = Orodha ya masomo ya kozi haikuweza kupakiwa, kwa hiyo maendeleo yako hayawezi kuonyeshwa hapa.
# $earned, $possible: nyota; $done: masomo yaliyokamilika kati ya $stages.
map-total = Nyota zako: { $earned } kati ya { $possible } · masomo yaliyokamilika: { $done } kati ya { $stages }
map-next = Somo linalofuata:
map-complete = Masomo yote yamekamilika. Hongera!
map-stage-stars = nyota { $earned } kati ya { $possible }
map-reset = Anza upya
map-reset-confirm = Anza somo hili upya?
# $stage: jina la somo.
map-reset-done = Somo limeanzishwa upya: { $stage }.
btn-progress-save = Hifadhi maendeleo kwenye faili
btn-progress-load = Pakia maendeleo kutoka faili
progress-saved-file = Maendeleo yako yamehifadhiwa kwenye faili (angalia vipakuliwa vyako).
progress-save-failed = Faili halikuweza kutengenezwa katika kivinjari hiki.
# $count: mazoezi yenye nyota katika faili.
progress-loaded = Maendeleo yamepakiwa: nyota za { $count ->
    [one] zoezi { $count }
   *[other] mazoezi { $count }
} (yanabaki matokeo bora kati ya faili na kivinjari hiki).
import-unreadable = Faili halikuweza kusomwa. Hakuna kilichobadilishwa.
# $offset: mahali maandishi yanapoacha kuwa JSON.
import-not-json = Hili si faili la maendeleo: si JSON (limeharibika kwenye herufi { $offset }). Hakuna kilichobadilishwa.
import-not-progress = Hili si faili la maendeleo la Bao Kitabu. Hakuna kilichobadilishwa.
# $version: toleo la faili.
import-version = Faili hili la maendeleo limetengenezwa na toleo jipya zaidi la kitabu (toleo { $version }). Hakuna kilichobadilishwa.
# $part: sehemu iliyoharibika.
import-bad = Faili hili la maendeleo limeharibika ({ $part }). Hakuna kilichobadilishwa.
# Alama za mtihani. $right: maswali yaliyojibiwa sahihi mara ya kwanza bila dokezo; $tried: maswali yaliyojaribiwa.
score-line = Alama zako: { $right } kati ya { $total } kwa jaribio la kwanza ({ $tried } kati ya { $total } yamejaribiwa).
btn-test-again = Fanya mtihani tena
review-off = Kukusanya makosa yako kumezimwa. Kuwashe, na kila zoezi utakalojibu vibaya, popote katika kozi, litarudi hapa.
review-switch-on = Kusanya makosa yangu
review-switch-off = Acha kukusanya (inafuta orodha)
# $count: mazoezi kwenye orodha.
review-count = { $count ->
    [0] Hakuna zoezi la kupitia tena.
    [one] Zoezi { $count } la kupitia tena.
   *[other] Mazoezi { $count } ya kupitia tena.
}
review-empty = Bado hakuna makosa ya kupitia tena. Mazoezi utakayojibu vibaya yatarudi hapa.
review-removed = limetatuliwa: limeondolewa kwenye makosa yako
import-too-big = Faili hili ni kubwa mno kuwa faili la maendeleo (lisilozidi MB { $limit }). Hakuna kilichobadilishwa.
import-too-many = Pamoja na faili hili kungekuwa na vipengele zaidi ya { $limit } vya kuhifadhi. Hakuna kilichobadilishwa.
import-not-kept = Kivinjari hiki hakikuweza kuhifadhi maendeleo (hifadhi imejaa au imekataliwa). Hakuna kilichobadilishwa.
