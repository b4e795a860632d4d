# Progression : la carte du cours, le score d'un test, « mes erreurs », le fichier de progression.

course-loading = Chargement du cours…
course-unavailable = L'index du cours n'a pas pu être chargé : votre progression ne peut donc pas être affichée ici.
# $earned, $possible : des étoiles ; $done : les étapes terminées sur $stages.
map-total = Vos étoiles : { $earned } sur { $possible } · étapes terminées : { $done } sur { $stages }
map-next = Étape suivante :
map-complete = Toutes les étapes sont terminées. Bravo !
# Le nom accessible des étoiles d'une étape.
map-stage-stars = { $earned ->
    [one] { $earned } étoile sur { $possible }
    [many] { $earned } d'étoiles sur { $possible }
   *[other] { $earned } étoiles sur { $possible }
}
map-reset = Remettre à zéro
map-reset-confirm = Remettre cette étape à zéro ?
# $stage : le titre d'une étape.
map-reset-done = Étape remise à zéro : { $stage }.
btn-progress-save = Enregistrer la progression dans un fichier
btn-progress-load = Charger la progression depuis un fichier
progress-saved-file = Votre progression a été enregistrée dans un fichier (voir vos téléchargements).
progress-save-failed = Le fichier n'a pas pu être créé dans ce navigateur.
# $count : les exercices qui ont des étoiles dans le fichier.
progress-loaded = Progression chargée : les étoiles de { $count ->
    [one] { $count } exercice
    [many] { $count } d'exercices
   *[other] { $count } exercices
} (le meilleur du fichier et de ce navigateur est gardé).
import-unreadable = Le fichier n'a pas pu être lu. Rien n'a été changé.
# $offset : l'endroit où le texte cesse d'être du JSON.
import-not-json = Ce n'est pas un fichier de progression : ce n'est pas du JSON (cassé au caractère { $offset }). Rien n'a été changé.
import-not-progress = Ce n'est pas un fichier de progression de Bao Kitabu. Rien n'a été changé.
# $version : la version du fichier.
import-version = Ce fichier de progression a été créé par une version plus récente du livre (version { $version }). Rien n'a été changé.
# $part : la partie abîmée (stars, first, mistakes, drills, review ou name).
import-bad = Ce fichier de progression est abîmé ({ $part }). Rien n'a été changé.
# Le score d'un test. $right : les questions résolues au premier essai sans indice ; $tried : les questions essayées.
score-line = Votre score : { $right } sur { $total } au premier essai ({ $tried } sur { $total } essayées).
btn-test-again = Refaire le test
review-off = La collecte de vos erreurs est désactivée. Activez-la, et chaque exercice auquel vous répondez mal, n'importe où dans le cours, reviendra ici.
review-switch-on = Collecter mes erreurs
review-switch-off = Arrêter la collecte (vide la liste)
# $count : les exercices de la liste.
review-count = { $count ->
    [0] Aucun exercice à revoir.
    [one] { $count } exercice à revoir.
    [many] { $count } d'exercices à revoir.
   *[other] { $count } exercices à revoir.
}
review-empty = Aucune erreur à revoir pour l'instant. Les exercices auxquels vous répondez mal reviendront ici.
review-removed = résolu : retiré de vos erreurs
# $limit : le plus gros fichier, en mégaoctets.
import-too-big = Ce fichier est trop gros pour être un fichier de progression (au plus { $limit } Mo). Rien n'a été changé.
# $limit : le plus grand nombre d'exercices, de premiers essais, d'erreurs et d'entraînements gardés ensemble.
import-too-many = Avec ce fichier, il y aurait plus de { $limit } entrées à garder. Rien n'a été changé.
import-not-kept = Ce navigateur n'a pas pu garder la progression (stockage plein ou refusé). Rien n'a été changé.
