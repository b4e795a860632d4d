# Bao Kitabu widgets: the words of the computer's features that every bundle with play or
# edit mode shows (the rest, only in the bundles with the computer, is in computer.ftl).
# The result of a game: play it again.
btn-play-again = العب مرة أخرى
# The editor's button that opens the analysis panel.
btn-analyse = حلّل
    .title = كل نقلة قانونية مع نتيجتها وخطها الرئيسي
