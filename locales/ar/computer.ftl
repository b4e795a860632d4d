# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated; $move, $pit and $pits hold
# them ($pits: pit names joined by commas).

## The opponent picker of a play board.
computer-label = الخصم
# $level: 1 to 4.
computer-level = { $level ->
    [1] الحاسوب، المستوى 1 (مبتدئ)
    [2] الحاسوب، المستوى 2 (متعلّم)
    [3] الحاسوب، المستوى 3 (قوي)
   *[4] الحاسوب، المستوى 4 (خبير)
}
computer-none = لا أحد (لاعبان)
computer-side-label = الحاسوب يلعب بـ
computer-thinking = الحاسوب يفكّر…
computer-wait = انتظر: الدور للحاسوب.
# $kind: "position", "move", "over", "worker" or "other".
computer-error = { $kind ->
    [position] لا يستطيع الحاسوب قراءة هذه الوضعية.
    [move] أعطى الحاسوب نقلة غير قانونية هنا.
    [over] لا يستطيع الحاسوب أن يلعب: انتهت المباراة.
    [worker] تعذّر تشغيل الحاسوب في هذا المتصفح.
   *[other] تعذّر على الحاسوب أن يجيب.
}
computer-you-win = لقد فزت!
computer-it-wins = فاز الحاسوب.
computer-draw = تعادل.

## The Hint button of a play board.
btn-computer-hint = تلميح
    .title = أفضل نقلة هنا، ولماذا
hint-thinking = يبحث عن أفضل نقلة…
# $move: the move; $text: one of the hint-... sentences below.
hint-best = العب { $move }: { $text }
# $rule: the rule that ends the game (K30, M6, G8...).
hint-wins = تفوز بالمباراة ({ $rule }).
# $count: seeds taken; $pits: the pits captured.
hint-captures = تأسر { $count ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتين
    [few] { $count } حبات
    [many] { $count } حبة
   *[other] { $count } حبة
} ({ $pits }).
# Bao la Kimasai: $count stones taken, from $pits.
hint-captures-stones = تأخذ { $count ->
    [zero] لا حصى
    [one] حصاة واحدة
    [two] حصاتين
    [few] { $count } حصيات
    [many] { $count } حصاة
   *[other] { $count } حصاة
} ({ $pits }).
# Bao Kingulu, G7: the opponent's holes it reserves.
hint-reserves = تحجز { $pits } (kuweka mtoto، G7).
# The mover's pits the opponent could capture before the move and cannot after it.
hint-prevents = تحمي { $pits } من الأسر.
# $count: seeds the mover could capture next turn, in $pits.
hint-threatens = تهدّد بأسر { $count ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتين
    [few] { $count } حبات
    [many] { $count } حبة
   *[other] { $count } حبة
} ({ $pits }) في الدور القادم.
hint-threatens-stones = تهدّد بأخذ { $count ->
    [zero] لا حصى
    [one] حصاة واحدة
    [two] حصاتين
    [few] { $count } حصيات
    [many] { $count } حصاة
   *[other] { $count } حصاة
} ({ $pits }) في الدور القادم.
# K22: the opponent's pit it blocks.
hint-takasia = تضع { $pit } تحت takasia (K22).
# K15.2
hint-safari = تلعب البيت (safari، K15.2).
hint-quiet = تُبقي وضعيتك في أكبر قدر من الأمان.
# $moves: plies (moves of either side) until the win, proven by the search.
hint-forced-win = باللعب الأفضل تفوز في { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
    [many] { $moves } نقلة
   *[other] { $moves } نقلة
} على الأكثر.
hint-forced-loss = كل نقلة تخسر أمام اللعب الأفضل؛ وهذه تصمد أطول مدة ({ $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
    [many] { $moves } نقلة
   *[other] { $moves } نقلة
}).

## The editor's analysis panel.
analysis-title = التحليل
analysis-thinking = يحلّل كل نقلة قانونية…
# $depth: plies searched; $nodes: positions searched.
analysis-depth = عمق البحث بالنقلات: { $depth } (الوضعيات المفحوصة: { $nodes }).
# A finished iteration of the analysis, shown while it goes on. $depth: plies searched; $move: the best move so far; $score: its score (analysis-seeds, -win or -loss); $nodes: positions searched (already written as digits).
analysis-progress = بحث بعمق { $depth ->
    [zero] { $depth } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $depth } نقلات
    [many] { $depth } نقلة
   *[other] { $depth } نقلة
}: الأفضل حتى الآن { $move } ({ $score })؛ الوضعيات المفحوصة: { $nodes }.
# The button that stops the analysis while it runs.
analysis-stop = أوقف
analysis-stopped = توقّف التحليل. في الأعلى: أفضل نقلة وُجدت عند كل عمق أتمّه البحث.
analysis-help = النتائج بالحبات لصاحب الدور: الأعلى أفضل. اختر نقلة لتتبّع خطها الرئيسي خطوة بخطوة على اللوحة.
analysis-move = النقلة
analysis-score = النتيجة
analysis-line = الخط الرئيسي
# A score in seeds: $score, signed, with the language's digits and decimal sign from CLDR (+1.25).
analysis-seeds = { $score }
# $moves: plies (moves of either side), proven by the search.
analysis-win = فوز في { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
    [many] { $moves } نقلة
   *[other] { $moves } نقلة
}
analysis-loss = خسارة في { $moves ->
    [zero] { $moves } نقلة
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
    [many] { $moves } نقلة
   *[other] { $moves } نقلة
}
btn-close = إغلاق
