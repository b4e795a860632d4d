# Drills: endless fresh positions, one question each, with a streak counter.
# $side: the player to move ("South" or "North", a side-name message); $move: a move.

drill-prompt-legal = حدّد كل نقلة قانونية يستطيع { $side } أن يلعبها: انقر الحفرة مرة للاتجاهين، ومرة ثانية للرمز < وحده، ومرة ثالثة للرمز > وحده، ثم اضغط «تحقّق».
drill-prompt-legal-pits = حدّد كل حفرة يمكن أن يبدأ منها { $side } نقلة قانونية، ثم اضغط «تحقّق».
drill-prompt-last-seed = يلعب { $side } النقلة { $move }. أين تسقط آخر حبة من شوطها الأول؟ انقر الحفرة.
drill-prompt-capture = يلعب { $side } النقلة { $move }. هل تأسر النقلة، أم هي takasa؟
drill-prompt-kichwa = يلعب { $side } النقلة { $move }، وهي نقلة أسر. من أي kichwa تدخل الحبات المأسورة؟ انقرها.
drill-none = لم توجد وضعية لهذا التدريب انطلاقًا من هذه اللوحة.
drill-right = صحيح!
drill-wrong = ليس هذه المرة.
# The last-seed answer: $count seeds of $from sown to $dir ("left" or "right"); the last in $pit.
drill-last-seed = حبات { $from } وعددها { $count } تذهب نحو { $dir ->
    [left] اليسار
   *[right] اليمين
}: فتسقط آخر حبة منها في { $pit } ({ $rule }).
# Why a move is a takasa. $why: "namua" (the seed from the store went into $pit, which faces an
# empty pit), "sixteen", "back-row", "was-empty" or "faces-empty" (where the first lap ended,
# in $pit), or "other".
drill-takasa = takasa: { $why ->
    [namua] الحبة التي في اليد تدخل { $pit }، وهي لا تقابل أي حبات ({ $rule }).
    [sixteen] الحفرة التي فيها 16 حبة أو أكثر لا تأسر أبدًا ({ $rule }).
    [back-row] ينتهي الشوط الأول في { $pit }، في الصف الخلفي ({ $rule }).
    [was-empty] ينتهي الشوط الأول في { $pit }، وكانت فارغة ({ $rule }).
    [faces-empty] ينتهي الشوط الأول في { $pit }، وهي تقابل حفرة فارغة ({ $rule }).
   *[other] لا تبدأ النقلة بأسر ({ $rule }).
}
# $count: the pits a legal move starts from; $text: the rule that decides them.
drill-legal-right = صحيح: كلها، { $count ->
    [zero] لا حفر
    [one] حفرة واحدة
    [two] حفرتان
    [few] { $count } حفر
    [many] { $count } حفرة
   *[other] { $count } حفرة
}. { $text }
# A pit marked with one direction where both are legal: $left and $right are its two moves.
drill-legal-both = من { $pit } الاتجاهان كلاهما قانونيان: { $left } و{ $right }.
# A pit where only $move is legal; $other is the other direction, $text why it is not legal.
drill-legal-only = من { $pit } النقلة { $move } وحدها قانونية؛ أما { $other } فلا: { $text }
btn-capture = أسر
btn-takasa = takasa
btn-next = الوضعية التالية
# $count: right answers in a row; $best: the best streak kept in this browser.
drill-streak = السلسلة: { $count } · الأفضل: { $best }
drill-answer-shown = الإجابة الصحيحة محدّدة على اللوحة.
