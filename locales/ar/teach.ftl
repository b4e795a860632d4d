# The teachers' kit: game records (record mode, recording in the editor), embeds, pictures,
# presentation. Pit names and moves (A7<, a5>) and move numbers (1., 1...) are never translated.

## Record mode.
mode-record = سجل المباراة
# $number: the move's number as records write it ("1." for South, "1..." for North); $move: the
# move; $text: the narration of the event.
narrate-record-move = { $number } { $move }: { $text }
# Accessible name of a row of the move list that holds a variation.
record-variation = فرع بديل
# Accessible name of the move list.
record-moves = النقلات، مع الفروع البديلة والتعليقات

## A game record that cannot be read. $line, $column: where (from 1); $text: what (one of the
## record-* messages below).
error-record = تتعذّر قراءة سجل المباراة هذا: { $text }
record-error = السطر { $line }، العمود { $column }: { $text }
record-empty = يبدأ السجل بوضعية (start أو start:<game> أو الترميز).
# $text: what is wrong with the position (a parse-* message).
record-position = وضعية البداية: { $text }
# $move: the word that is not a move; $text: why (a parse-* message).
record-move = { $move } ليست نقلة: { $text }
# $number: "1." or "1..."; $move: the move; $text: why it is illegal (an illegal-* message).
record-illegal = لا يمكن لعب النقلة { $number } { $move }: { $text }
# $found: the number as written; $expected: the number of the move after it.
record-move-number = رقم النقلة { $found } لا يناسب: النقلة التي بعده هي { $expected }
record-number-without-move = رقم النقلة { $found } ليس بعده نقلة.
record-unclosed-comment = هذا القوس {"{"} ليس له {"}"}.
record-stray-brace = {"}"} خارج التعليق.
record-nothing-to-replace = يجب أن يأتي الفرع البديل بعد النقلة التي يحل محلها.
record-unclosed-variation = هذا القوس ( ليس له ).
record-stray-paren = ) من دون (.
record-empty-variation = فرع بديل بلا نقلة.

## Recording a demonstration in the editor.
btn-record = سجّل عرضًا
    .title = العب نقلات من هذه الوضعية، مع فروع بديلة وتعليقات، وانسخها سجلًّا للمباراة
btn-record-stop = العودة إلى المحرر
recorder-help = العب نقلات على اللوحة. لتضيف فرعًا بديلًا، انقر نقلة سابقة في القائمة والعب هناك نقلة أخرى.
recorder-invalid = أصلح الوضعية قبل التسجيل: { $text }
# The comment box: on the move shown, or (at the start) before the first move.
recorder-comment = تعليق على هذه النقلة
recorder-comment-start = تعليق قبل النقلة الأولى
btn-move-back = ◀ رجوع
    .title = اعرض النقلة السابقة
btn-move-forward = تقدّم ▶
    .title = اعرض النقلة التالية في هذا الخط
btn-delete-move = احذف من هذه النقلة
    .title = احذف النقلة المعروضة والنقلات التي بعدها في خطها
btn-copy-record = انسخ السجل
btn-copy-block = انسخ كتلة bao
recorder-load = الصق سجل مباراة هنا (أو أسقط ملف سجل على اللوحة):
btn-load-record = حمّل السجل
recorder-loaded = حُمّل السجل.
# $name: the file's name.
recorder-drop-failed = لا يمكن قراءة الملف { $name } نصًّا.
recorder-lost = لم تعد هذه النقلة في السجل.

## Embeds, pictures, presentation.
btn-embed = انسخ شيفرة التضمين
    .title = إطار HTML فيه هذه اللوحة، لصفحة ويب أخرى أو منصة تعليمية
# The title of an embedded board's frame. $mode: the mode's name (a mode-* message).
embed-frame-title = لوحة Bao: { $mode }
btn-svg = نزّل SVG
    .title = صورة للوحة كما تظهر (متجهة، للطباعة والأوراق الموزعة)
btn-png = نزّل PNG
    .title = صورة للوحة كما تظهر (للشرائح)
btn-present = اعرض على الشاشة
    .title = اللوحة بملء الشاشة مع أزرار كبيرة، لجهاز العرض
btn-present-exit = اخرج من العرض التقديمي
present-keys = ← → خطوة واحدة · Page Up / Page Down نقلة واحدة · Space تشغيل أو إيقاف مؤقت · Esc خروج
# $limit: the longest record, in kilobytes.
record-too-long = لا يتجاوز طول السجل { $limit } KB.
record-too-many-moves = لا يحوي السجل أكثر من { $limit } نقلة، مع الفروع البديلة.
record-too-deep = لا تتداخل الفروع البديلة بعمق يزيد على { $limit }.
record-comment-too-long = لا يتجاوز طول التعليق { $limit } محرفًا.
