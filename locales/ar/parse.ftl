# Errors in a position or a move as written (notation). Each message gets $field (the name of
# the field, one of the field-* messages below, already translated) and $column (1-based).

field-game = اللعبة
field-rows = اللوحة
field-to-move = صاحب الدور
field-stores = الحبات في اليد
field-nyumba = nyumba
field-takasia = takasia
field-captured = الحبات المأسورة
field-reserved = الحفر المحجوزة
field-move = النقلة
field-position = الوضعية

parse-empty = لا شيء للقراءة.
parse-unknown-game = { $field }، العمود { $column }: لعبة غير معروفة (kiswahili, kujifunza, kimasai, kingulu).
parse-missing-field = { $field }، العمود { $column }: هذا الحقل ناقص.
parse-extra-field = { $field }، العمود { $column }: حقل زائد.
# $found: the unexpected character.
parse-bad-char = { $field }، العمود { $column }: محرف غير متوقع “{ $found }”.
parse-bad-number = { $field }، العمود { $column }: عدد ناقص أو كبير جدًا.
# $expected: rows the game has; $found: rows written.
parse-row-count = { $field }، العمود { $column }: عدد الصفوف { $found }، وللعبة { $expected }.
# $expected: pits in a row; $found: counts written.
parse-row-length = { $field }، العمود { $column }: عدد الحفر في الصف { $found }، والمتوقع { $expected }.
# $expected: the game's seed total (or maximum); $found: the seeds counted.
parse-seed-total = { $field }: عدد الحبات { $found }، والمتوقع { $expected }.
# $pit: the pit; $max: the most it may hold.
parse-pit-too-full = { $field }: في { $pit } أكثر من { $max }.
# $side: "south" or "north"; $max: the most stones a side may have.
parse-side-too-full = { $field }: لدى { $side ->
    [south] الجنوب
   *[north] الشمال
} أكثر من { $max } من الحصى.
parse-bad-pit = { $field }، العمود { $column }: ليست حفرة من هذه اللوحة.
# $what: a short id of the contradiction, e.g. "takasia-not-front".
parse-contradiction = { $field }، العمود { $column }: هذه الحقول يناقض بعضها بعضًا ({ $what }).
parse-not-sorted = { $field }، العمود { $column }: اذكر كل حفرة مرة واحدة، مرتبة حسب الاسم.
