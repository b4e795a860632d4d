# Maendeleo: ramani ya kozi, alama za jaribio, "makosa yangu", faili ya maendeleo.

course-loading = Kozi inapakiwa…
course-unavailable = Faharasa ya kozi haikuweza kupakiwa, kwa hiyo maendeleo yako hayawezi kuonyeshwa hapa.
# $earned, $possible: nyota; $done: masomo yaliyokamilika kati ya $stages.
map-total = Nyota zako: { $earned } kati ya { $possible } · masomo yaliyokamilika: { $done } kati ya { $stages }
map-next = Somo linalofuata:
map-complete = Masomo yote yamekamilika. Hongera!
map-stage-stars = nyota { $earned } kati ya { $possible }
map-reset = Futa
map-reset-confirm = Futa maendeleo ya somo hili?
# $stage: jina la somo.
map-reset-done = Maendeleo ya somo yamefutwa: { $stage }.
btn-progress-save = Hifadhi maendeleo kwenye faili
btn-progress-load = Pakia maendeleo kutoka faili
progress-saved-file = Maendeleo yako yamehifadhiwa kwenye faili (angalia vipakuliwa vyako).
progress-save-failed = Faili haikuweza kutengenezwa katika kivinjari hiki.
# $count: mazoezi yenye nyota katika faili.
progress-loaded = Maendeleo yamepakiwa: nyota za { $count ->
    [one] zoezi { $count }
   *[other] mazoezi { $count }
} (matokeo bora ya faili na ya kivinjari hiki yamebaki).
progress-loaded-not-saved = Maendeleo yamesomwa: nyota za { $count ->
    [one] zoezi { $count }
   *[other] mazoezi { $count }
}, lakini kivinjari hiki hakiwezi kuyahifadhi.
import-unreadable = Faili haikuweza kusomwa. Hakuna kilichobadilishwa.
# $offset: mahali maandishi yanapoacha kuwa JSON.
import-not-json = Hii si faili ya maendeleo: si JSON (imeharibika kwenye herufi { $offset }). Hakuna kilichobadilishwa.
import-not-progress = Hii si faili ya maendeleo ya Bao Kitabu. Hakuna kilichobadilishwa.
# $version: toleo la faili.
import-version = Faili hii ya maendeleo imetengenezwa na toleo jipya zaidi la kitabu (toleo { $version }). Hakuna kilichobadilishwa.
# $part: sehemu iliyoharibika.
import-bad = Faili hii ya maendeleo imeharibika ({ $part }). Hakuna kilichobadilishwa.
# Alama za jaribio. $right: maswali yaliyojibiwa sahihi mara ya kwanza bila dokezo; $tried: maswali yaliyojaribiwa.
score-line = Alama zako: { $right } kati ya { $total } kwa jaribio la kwanza ({ $tried } kati ya { $total } yamejaribiwa).
btn-test-again = Fanya jaribio tena
review-off = Kukusanya makosa yako kumezimwa. Kuwashe, na kila zoezi utakalojibu vibaya, popote katika kozi, litarudi hapa.
review-switch-on = Kusanya makosa yangu
review-switch-off = Acha kukusanya (inafuta orodha)
# $count: mazoezi kwenye orodha.
review-count = { $count ->
    [0] Hakuna zoezi la kurudia.
    [one] Zoezi { $count } la kurudia.
   *[other] Mazoezi { $count } ya kurudia.
}
review-empty = Bado hakuna makosa ya kurudia. Mazoezi utakayojibu vibaya yatarudi hapa.
review-removed = limetatuliwa: limeondolewa kwenye makosa yako
