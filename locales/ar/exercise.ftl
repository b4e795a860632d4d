# Exercises: goals, feedback, hints, progress.
# $pit: a pit name; $move: a move in notation; $moves: moves separated by commas.

goal-capture = العب نقلة واحدة تأسر حبات { $pit }.
goal-takasia = أحدث takasia: بعد نقلتك تُسد إحدى حفر الخصم.
goal-win = فز بالمباراة بنقلة واحدة.
goal-win-two = فز في نقلتين: مهما ردّ الشمال، تفوز بنقلتك التالية.
goal-safe = صفك الأمامي في خطر: جد نقلة لا يبقى بعدها للشمال رد رابح.
goal-safari = العب البيت (safari) في نقلة واحدة.
goal-reserve = احجز حفرة (kuweka mtoto) في نقلة واحدة.
goal-end = العب نقلة ينتهي شوطها الأخير في { $pit }.
# A `move` goal: the question (in the text above the board) names what the move must do.
goal-move = العب النقلة التي يطلبها السؤال.
goal-legal = حدّد كل حفرة تبدأ منها نقلة قانونية، ثم اضغط «تحقّق».
# $goal: the goal as written in the block.
goal-unknown = هدف تمرين غير معروف “{ $goal }”.
goal-no-solution = ليس لهذا التمرين حل في هذه الوضعية.
goal-nothing-wrong = كل نقلة آمنة في هذه الوضعية: التمرين لا يطلب شيئًا.

# $stars: the stars earned (an ex-stars message, e.g. "3 stars").
ex-solved = أحسنت! { $move } هي الحل: { $stars }.
# $stars: 1 to 3.
ex-stars = { $stars ->
    [zero] لا نجوم
    [one] نجمة واحدة
    [two] نجمتان
    [few] { $stars } نجوم
    [many] { $stars } نجمة
   *[other] { $stars } نجمة
}
ex-solved-before = لقد حللت هذا التمرين من قبل.
ex-wrong-illegal = { $move } غير قانونية: { $text }
# $pits: the pits the move captured; $rule: the rule of its (first) capture.
ex-wrong-captured = { $move } تأسر { $pits } ({ $rule })، وهذا ليس المطلوب.
# $pit: where the move ended; $rule: the rule that ended it.
ex-wrong-ended = { $move } تنتهي في { $pit } ({ $rule }) ولا تبلغ الهدف.
ex-wrong-other = { $move } لا تبلغ الهدف.
# The opponent's reply after a wrong answer. $side: the opponent ("North" or "South", a
# side-name message); $move: his reply; $rule: the rule that ends the game.
ex-reply-wins = عندئذ يردّ { $side } بـ{ $move } ويفوز ({ $rule }).
# $count: the seeds the reply captures.
ex-reply-captures = عندئذ يردّ { $side } بـ{ $move } ويأسر { $count ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتين
    [few] { $count } حبات
    [many] { $count } حبة
   *[other] { $count } حبة
}.
ex-reply-escapes = عندئذ يردّ { $side } بـ{ $move }، ولا تبقى لك نقلة رابحة.
ex-reply-escapes-endgame = عندئذ يردّ { $side } بـ{ $move }، ولا تعود قادرا على الفوز في النقلات الباقية.
# A win in two: the first move was right; $reply is the opponent's best defence.
ex-win-two-then = يدافع { $side } بـ{ $reply }. والآن فز بنقلة واحدة.
# $stars: the stars a solution would still earn (1 to 3).
ex-stars-left = { $stars ->
    [zero] لا نجوم يمكن كسبها
    [one] نجمة واحدة يمكن كسبها
    [two] نجمتان يمكن كسبهما
    [few] { $stars } نجوم يمكن كسبها
    [many] { $stars } نجمة يمكن كسبها
   *[other] { $stars } نجمة يمكن كسبها
}
# Hints come in three steps: the idea, the pit, the move. The idea:
# $count seeds sown from one of your pits (the one to find) reach $by, which faces $pit.
hint-idea-capture = عُدّ: إحدى حفرك التي فيها { $count ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتان
    [few] { $count } حبات
    [many] { $count } حبة
   *[other] { $count } حبة
} تصل إلى { $by }، التي تقابل { $pit }.
hint-idea-capture-namua = في مرحلة namua توضع حبة من الحبات في يدك في حفرة أمامية مشغولة، فتأسر تلك الحفرة حفرة الخصم التي تقابلها، إن كان فيها حبات (K12).
hint-idea-capture-later = لا يصل أي شوط أول إلى { $pit }: ابدأ بالأسر، ثم يجب أن ينتهي شوط لاحق في { $by }، التي تقابل { $pit } (K19).
# The general idea of a capture, when a more telling one would give the answer away.
hint-idea-capture-any = تتبّع كل نقلة يمكنك لعبها، شوطًا بعد شوط: النقلة التي تريدها تُنهي شوطًا في الحفرة التي تقابل { $pit }.
# $laps: the laps of the move that ends in $pit.
hint-idea-end = عُدّ على طول الحلقة: النقلة التي تنتهي في { $pit } { $laps ->
    [zero] ليس لها أي شوط
    [one] لها شوط واحد
    [two] لها شوطان
    [few] لها { $laps } أشواط
    [many] لها { $laps } شوطًا
   *[other] لها { $laps } شوط
}.
# The general idea of an "end" goal, when a more telling one would give the answer away.
hint-idea-end-any = عُدّ على طول الحلقة لكل نقلة يمكنك لعبها، شوطًا بعد شوط، حتى تسقط آخر حبة في { $pit }.
# $side: the opponent ("North" or "South").
hint-idea-takasia = تأتي takasia بعد takasa في مرحلة mtaji: بعد نقلتك يجب ألا يكون لدى { $side } أي أسر، وأن تكون حفرة واحدة بالضبط من حفره الأمامية حفرةً تستطيع أسرها فورًا (K22).
# $why: "front" (empty front row), "no-moves", "no-stones" or "score"; $rule: its rule.
hint-idea-win = { $why ->
    [no-moves] اترك { $side } بلا نقلة قانونية ({ $rule }).
    [no-stones] خذ آخر حصى { $side } ({ $rule }).
    [score] أنهِ المباراة بحبات أكثر من { $side } ({ $rule }).
   *[front] أفرغ صف { $side } الأمامي ({ $rule }): بأسر آخر حبات صفه الأمامي.
}
hint-idea-win-two = فكّر نقلتين إلى الأمام: بعد النقلة الصحيحة، يترك لك كل رد من { $side } نقلة رابحة.
# $reply: a reply that wins against a losing move.
hint-idea-safe = بعد معظم نقلاتك، يفوز { $side } برد مثل { $reply }. جد نقلة لا تترك له أي رد كهذا.
hint-idea-safari = قد تُنهي نقلة أسر شوطًا في nyumba الفعالة: عندئذ يمكنك لعب البيت، safari (K15.2).
hint-idea-reserve = اجعل شوطًا ينتهي في حفرة للخصم فيها 3 حبات: تصبح لك، kuweka mtoto (G7).
# $pits: what the move to find captures.
hint-idea-move-capture = النقلة التي تريدها تأسر { $pits }.
hint-idea-move-end = النقلة التي تريدها تنتهي في { $pit }.
# $pit: the kichwa where the captured seeds of the move to find enter.
hint-idea-move-kichwa = الحبات المأسورة في النقلة التي تريدها تدخل من { $pit }.
hint-idea-move-any = العب كل نقلة من نقلاتك في ذهنك، شوطًا بعد شوط، وقارنها بالسؤال.
hint-idea-legal-capture = الأسر ممكن هنا، والأسر إلزامي (K10): نقلات الأسر وحدها قانونية.
hint-idea-legal-namua = لا أسر ممكن: takasa في namua تبدأ من حفرة أمامية مشغولة (K13).
hint-idea-legal-takasa = لا أسر ممكن: takasa تبدأ من حفرة أمامية فيها حبتان أو أكثر إن وُجدت، وإلا فمن الصف الخلفي (K20).
hint-idea-legal-other = جرّب كل حفرة من حفرك وفق قواعد اللعبة: النقلة التي تمنعها القواعد غير قانونية.
hint-pit = تلميح: ابدأ من { $pit }.
# $dir: "left" or "right"; $move: the full move.
hint-dir = تلميح: العب { $move }، باذرًا نحو { $dir ->
    [left] اليسار
   *[right] اليمين
}.
hint-move = تلميح: العب { $move }.
hint-none = لا مزيد من التلميحات.
# Legal-moves exercise. $count: number of pits.
# $stars: the stars earned (an ex-stars message).
legal-correct = صحيح: هذه كل الحفر التي تبدأ منها نقلة قانونية: { $stars }.
legal-missing = فاتتك { $pits }: تبدأ منها نقلة (مثلًا { $move }).
# $pit: a marked pit; $text: why no move starts there.
legal-extra = لا تبدأ أي نقلة من { $pit }: { $text }
legal-marked = { $count ->
    [zero] لا حفر محدّدة
    [one] حفرة واحدة محدّدة
    [two] حفرتان محدّدتان
    [few] { $count } حفر محدّدة
    [many] { $count } حفرة محدّدة
   *[other] { $count } حفرة محدّدة
}
progress-reset = صُفّر التقدّم.
progress-not-saved = لا يستطيع هذا المتصفح حفظ تقدّمك (نافذة خاصة، أو التخزين ممتلئ أو معطّل): التمارين تعمل، لكن نجومك لن تُحفظ عندما تغادر.

# Goals of several moves where North replies. $count: the moves still to play.
goal-captures = { $count ->
    [zero] لتكن هذه النقلة نقلة أسر.
    [one] لتكن هذه النقلة نقلة أسر.
    [two] لتكن كل واحدة من نقلتيك التاليتين نقلة أسر، مهما ردّ الشمال.
    [few] لتكن كل واحدة من نقلاتك التالية ({ $count }) نقلة أسر، مهما ردّ الشمال.
    [many] لتكن كل واحدة من نقلاتك التالية ({ $count }) نقلة أسر، مهما ردّ الشمال.
   *[other] لتكن كل واحدة من نقلاتك التالية ({ $count }) نقلة أسر، مهما ردّ الشمال.
}
goal-guard = { $count ->
    [zero] العب نقلة لا يبقى بعدها للشمال أي أسر.
    [one] العب نقلة لا يبقى بعدها للشمال أي أسر.
    [two] طوال نقلتين، العب بحيث لا يبقى للشمال أي أسر بعد أيّ منهما.
    [few] طوال { $count } نقلات، العب بحيث لا يبقى للشمال أي أسر بعد أيّ منها.
    [many] طوال { $count } نقلة، العب بحيث لا يبقى للشمال أي أسر بعد أيّ منها.
   *[other] طوال { $count } نقلة، العب بحيث لا يبقى للشمال أي أسر بعد أيّ منها.
}
# A right move of such a goal, answered. $reply: the opponent's reply; $left: the moves left.
ex-series-good = جيد: { $move }.
ex-series-then = يردّ { $side } بـ{ $reply }. { $left ->
    [zero] لا نقلات باقية.
    [one] بقيت نقلة واحدة.
    [two] بقيت نقلتان.
    [few] بقيت { $left } نقلات.
    [many] بقيت { $left } نقلة.
   *[other] بقيت { $left } نقلة.
}
# The goal reached: the opponent's reply, which captures nothing.
ex-reply-no-capture = يردّ { $side } بـ{ $move } ولا يأسر شيئًا.
# After a wrong answer to a `captures` goal: a reply after which the series cannot go on.
ex-reply-stops = عندئذ يردّ { $side } بـ{ $move }، ولم يعد بإمكانك أن تأسر في كل نقلة.
ex-reply-stops-guard = عندئذ يردّ { $side } بـ{ $move }، وبعده تترك له كلُّ نقلة من نقلاتك أسرًا.
hint-idea-captures = انظر في كل أسر متاح لك وفي كل رد من { $side }: بعد الأسر الصحيح، مهما لعب، تستطيع أن تأسر مرة أخرى.
hint-idea-guard = قبل أن تلعب، انظر فيما يستطيع { $side } أسره بعد نقلتك: الأسر إلزامي، فإن كان لديه أسر أخذه. النقلة الصحيحة لا تترك له أيًّا منه.
goal-endgame = { $count ->
    [zero] فز بالمباراة بهذه النقلة.
    [one] فز بالمباراة بهذه النقلة.
    [two] فز في نهاية المباراة هذه خلال نقلتيك التاليتين، مهما ردّ الشمال.
    [few] فز في نهاية المباراة هذه خلال نقلاتك الـ{ $count } التالية، مهما ردّ الشمال.
    [many] فز في نهاية المباراة هذه خلال نقلاتك الـ{ $count } التالية، مهما ردّ الشمال.
   *[other] فز في نهاية المباراة هذه خلال نقلاتك الـ{ $count } التالية، مهما ردّ الشمال.
}
hint-idea-endgame = انظر في كل نقلة من نقلاتك وفي كل رد من { $side }: بعد النقلة الصحيحة، مهما لعب، يبقى بإمكانك أن تفوز في النقلات الباقية. تُكسب المباراة حين يصبح صفه الأمامي فارغا أو حين لا يستطيع أن يلعب أي نقلة.
# The first hint of an exercise of Part 3 ("Playing well"): the principle of play its stage
# teaches (`principle:` in the block), which chooses the right move. $principle: its name.
hint-idea-principle = { $principle ->
    [no-capture] انظر إلى اللوحة بعد كل نقلة من نقلاتك واسأل: هل يستطيع الشمال أن يأسر عندئذ؟ النقلة الصحيحة لا تترك له أي أسر.
    [biggest] احسب ما يأخذه كل أسر متاح لك، بما في ذلك الأسر الذي يليه في النقلة نفسها: الأسر الصحيح هو الذي يأخذ أكبر عدد من الحبات.
    [net-gain] لكل نقلة من نقلاتك، احسب ما تأخذه، ناقص أكبر عدد من الحبات يستطيع الشمال أن يأسره في المقابل بنقلته التالية: النقلة الصحيحة هي التي تعطي أكبر فرق.
    [front-row] لكل نقلة من نقلاتك، احسب الحبات التي في صفك الأمامي بعدها: النقلة الصحيحة هي التي تُبقي أكبر عدد منها.
    [front-after-reply] لكل نقلة من نقلاتك، جد رد الشمال الذي يترك لك أقل عدد من الحبات في صفك الأمامي: النقلة الصحيحة هي التي تُبقي لك أكبر عدد منها، حتى بعد ذلك الرد.
    [keep-nyumba] لكل نقلة من نقلاتك، انظر إلى nyumba الخاصة بك بعدها: بعد النقلة الصحيحة تبقى ملكا لك وفيها 6 حبات أو أكثر.
   *[mobility] لكل نقلة من نقلاتك، احسب النقلات القانونية التي تكون للشمال بعدها: النقلة الصحيحة هي التي تترك له أقل عدد منها.
}
