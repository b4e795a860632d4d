# Widgets de Bao Kitabu : les mots des fonctions de l'ordinateur que montre chaque paquet avec le
# mode jeu ou le mode édition (le reste, seulement dans les paquets avec l'ordinateur, est dans computer.ftl).
# Le résultat d'une partie : la rejouer.
btn-play-again = Rejouer
# Le bouton de l'éditeur qui ouvre le panneau d'analyse.
btn-analyse = Analyser
    .title = Chaque coup légal avec son score et sa ligne principale
