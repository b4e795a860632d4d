# Bao Kitabu widgets: buttons, labels, status lines.
# Pit names (A5, b12) and move notation (A7<, a5>+) are never translated.
# Variables named $pit, $move, $kichwa hold such names.

## Games (the notation's first field).
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## Sides. $side is "south" or "north".
side-name = { $side ->
    [south] الجنوب
   *[north] الشمال
}

## Directions from the mover's point of view. $dir is "left" or "right".
dir-name = { $dir ->
    [left] اليسار
   *[right] اليمين
}

## Status line under the board.
# $side: "south" or "north".
status-to-move = { $side ->
    [south] دور الجنوب
   *[north] دور الشمال
}
# While a move is being sown (seeds in hand). $side: "south" or "north".
status-moving = { $side ->
    [south] يلعب الجنوب
   *[north] يلعب الشمال
}
status-stage-namua = مرحلة namua
status-stage-mtaji = مرحلة mtaji
# $count: seeds in the store (in hand) of $side ("south" or "north").
status-store = { $side ->
    [south] حبات الجنوب في اليد
   *[north] حبات الشمال في اليد
}: { $count }
# $count: seeds captured by $side (Bao Kingulu).
status-captured = { $side ->
    [south] أسرها الجنوب
   *[north] أسرها الشمال
}: { $count }
# $count: seeds being sown (in the player's hand) during an animation.
status-in-hand = { $count ->
    [zero] لا حبات قيد البذر
    [one] حبة واحدة قيد البذر
    [two] حبتان قيد البذر
    [few] { $count } حبات قيد البذر
    [many] { $count } حبة قيد البذر
   *[other] { $count } حبة قيد البذر
}
# $side: the winner ("south" or "north"); $rule: the rule number (K29, K30, M6, G8).
status-winner = { $side ->
    [south] فاز الجنوب
   *[north] فاز الشمال
} ({ $rule })
# $rule: M7 or G8.
status-draw = تعادل ({ $rule })

## Pit labels read by screen readers.
# $pit: the pit name; $count: seeds in it; $kind: "nyumba", "kichwa", "kimbi" or "plain";
# $state: "none", "takasia", "reserved-south", "reserved-north", "last", "captured", "hand".
pit-label = { $pit }{ $kind ->
    [nyumba] ، nyumba
    [kichwa] ، kichwa
    [kimbi] ، kimbi
   *[plain] {""}
}، { $count ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتان
    [few] { $count } حبات
    [many] { $count } حبة
   *[other] { $count } حبة
}{ $state ->
    [takasia] ، تحت takasia
    [reserved-south] ، حجزها الجنوب
    [reserved-north] ، حجزها الشمال
    [last] ، آخر حبة
    [captured] ، مأسورة
    [hand] ، حبات قيد البذر
   *[none] {""}
}
# Accessible name of the board. $game: the game's name.
board-label = لوحة { $game }
# Accessible names of the stores shown beside the board.
store-label = { $side ->
    [south] حبات الجنوب في اليد
   *[north] حبات الشمال في اليد
}

## Buttons and controls.
btn-flip = اقلب اللوحة
    .title = اعرض اللوحة من الجهة الأخرى
btn-labels = أسماء الحفر
    .title = أظهر أسماء الحفر أو أخفها
btn-start = البداية
    .title = اذهب إلى البداية
btn-end = النهاية
    .title = اذهب إلى النهاية
btn-play = تشغيل
    .title = شغّل التحريك
btn-pause = إيقاف مؤقت
    .title = أوقف التحريك مؤقتًا
btn-back-seed = ◀ حبة
    .title = خطوة واحدة إلى الوراء
btn-next-seed = حبة ▶
    .title = خطوة واحدة إلى الأمام
btn-back-lap = ◀◀ شوط
    .title = رجوع إلى نهاية الشوط السابق
btn-next-lap = شوط ▶▶
    .title = تقدّم إلى نهاية هذا الشوط
btn-back-move = |◀ نقلة
    .title = رجوع إلى النقلة السابقة
btn-next-move = نقلة ▶|
    .title = تقدّم إلى نهاية هذه النقلة
label-speed = السرعة
btn-undo = تراجع
btn-redo = أعد
btn-new-game = ابدأ من جديد
btn-share = انسخ رابط المشاركة
btn-copy-position = انسخ الوضعية
btn-open-play = افتح في وضع اللعب
btn-open-step = افتح في وضع الخطوات
btn-check = تحقّق
btn-hint = تلميح
btn-retry = حاول مرة أخرى
btn-reset = صفّر التقدّم
btn-cancel = إلغاء
# A sub-choice asked during a move. $dir: "left" or "right"; $kichwa: the kichwa pit.
choice-dir = ابذر نحو { $dir ->
    [left] اليسار
   *[right] اليمين
}
choice-kichwa = ادخل من kichwa { $kichwa }
choice-safari = العب البيت (safari)
choice-stop = توقّف في البيت
# Shown above the choice buttons. $pit: the pit clicked.
choice-prompt = { $pit }: اختر طريقة اللعب
copied = تم النسخ.
copy-failed = تعذّر النسخ؛ حدّد النص وانسخه يدويًا.

## Move list and narration.
moves-title = النقلات
moves-none = لا نقلات بعد.
# $side: "south" or "north".
narrate-start = وضعية البداية. { $side ->
    [south] دور الجنوب.
   *[north] دور الشمال.
}
# $number: the move number (1, 2...); $move: the move in notation; $text: the event narration.
narrate-move = { $number }. { $move }: { $text }
# $side: the player to move now ("south" or "north").
narrate-your-turn = { $side ->
    [south] دور الجنوب.
   *[north] دور الشمال.
}
# $move: the move played.
narrate-played = لُعبت { $move }.
# $move: the move; $text: why it is illegal (one of the illegal-* messages).
narrate-illegal = { $move } غير قانونية: { $text }
# $pit: the pit clicked; $text: why no move starts there.
narrate-no-move = لا تبدأ أي نقلة من { $pit }: { $text }
# $count: number of events of the move; $step: the current event.
step-position = الخطوة { $step } من { $count }

## Editor.
edit-title = محرر الوضعيات
edit-game = اللعبة
edit-to-move = صاحب الدور
edit-stores = الحبات في اليد (الجنوب، الشمال)
edit-captured = المأسورة (الجنوب، الشمال)
edit-nyumba-south = الجنوب يملك nyumba
edit-nyumba-north = الشمال يملك nyumba
edit-takasia = حفرة takasia
edit-takasia-none = لا شيء
edit-reserved = الحفر المحجوزة (مثلًا a3=S,A5=N)
edit-position = الوضعية
edit-help = انقر حفرة لتضيف حبة، أو Shift+نقرة أو نقرة يمنى لتأخذ واحدة، أو ركّز عليها واكتب رقمًا أو + أو -.
edit-valid = الوضعية صحيحة.
# $total: seeds on the board and in the stores; $expected: the game's total.
edit-seed-total = وُضعت { $total } من { $expected } حبة.

## Errors shown in place of a widget's content.
# $text: the reason (a parse-* or illegal-* message).
error-position = تتعذّر قراءة هذه الوضعية: { $text }
# $number: the move's number in the list; $move: the move as written; $text: the reason.
error-move = لا يمكن لعب النقلة { $number } ({ $move }): { $text }
error-mode = وضع أداة غير معروف “{ $mode }” (view, step, play, edit, exercise, record, drill, score, map, review).
# $key: a widget setting (flip, labels, computer...); $value: its bad value.
error-value = للأداة قيمة خاطئة “{ $value }” للإعداد “{ $key }”.
# $key: a setting the widget's mode needs (e.g. goal).
error-missing = تحتاج الأداة إلى الإعداد “{ $key }”.
# $key: a setting; $mode: the widget's mode (view, step, play, edit, exercise).
error-not-for-mode = الإعداد “{ $key }” ليس للوضع “{ $mode }”.
# $drill: a drill kind (legal-moves, last-seed...); $game: a game's name.
error-drill-game = التدريب “{ $drill }” ليس للعبة { $game }.
error-shown-start = تُعرض وضعية البداية بدلًا منها.
# Share links (play.html#...). $key: the unknown key.
fragment-unknown-key = في الرابط جزء غير معروف “{ $key }”.
fragment-bad-encoding = الرابط تالف (ترميز % خاطئ).
# $value: the bad value; $key: its key.
fragment-bad-value = في الرابط قيمة خاطئة “{ $value }” للإعداد “{ $key }”.
fragment-title = تعذّر فتح هذا الرابط المشترك.

## Mode names (shown as the widget's caption for screen readers).
mode-view = لوحة
mode-step = إعادة خطوة بخطوة
mode-play = لعب حر
mode-edit = محرر الوضعيات
mode-exercise = تمرين
mode-drill = تدريب
mode-score = نتيجة الاختبار
mode-map = خريطة الدورة
mode-review = أخطائي
# $limit: the longest link, in kilobytes.
fragment-too-long = الرابط طويل جدًا (على الأكثر { $limit } KB).
# $limit: the longest id, in bytes.
embed-bad-id = يجب أن يكون معرّف الرابط سطرًا واحدًا من { $limit } بايت على الأكثر.
embed-no-progress-page = لا يمكن تضمين صفحات التقدّم في الدورة: افتح الكتاب نفسه.
