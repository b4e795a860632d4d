# Bao Kitabu widgets: the editor's button that opens the analysis panel (the panel's own
# words are in computer.ftl).
btn-analyse = Analyse
    .title = Every legal move with its score and main line
