# Progress: the course map, a test's score, "my mistakes", the progress file.

course-loading = يجري تحميل الدورة…
course-unavailable = تعذّر تحميل فهرس الدورة، لذلك لا يمكن عرض تقدّمك هنا.
# $earned, $possible: stars; $done: stages done out of $stages.
map-total = نجومك: { $earned } من { $possible } · الوحدات المنجزة: { $done } من { $stages }
map-next = الوحدة التالية:
map-complete = أُنجزت كل الوحدات. أحسنت!
# The accessible name of a stage's stars.
map-stage-stars = النجوم: { $earned } من { $possible }
map-reset = صفّر
map-reset-confirm = أتريد تصفير هذه الوحدة؟
# $stage: a stage's title.
map-reset-done = صُفّرت الوحدة: { $stage }.
btn-progress-save = احفظ التقدّم في ملف
btn-progress-load = حمّل التقدّم من ملف
progress-saved-file = حُفظ تقدّمك في ملف (انظر مجلد التنزيلات).
progress-save-failed = تعذّر إنشاء الملف في هذا المتصفح.
# $count: exercises with stars in the file.
progress-loaded = حُمّل التقدّم: نجوم { $count ->
    [zero] لا تمارين
    [one] تمرين واحد
    [two] تمرينين
    [few] { $count } تمارين
    [many] { $count } تمرينًا
   *[other] { $count } تمرين
} (يُحتفظ بالأفضل بين الملف وهذا المتصفح).
import-unreadable = تعذّرت قراءة الملف. لم يتغيّر شيء.
# $offset: where the text stops being JSON.
import-not-json = هذا ليس ملف تقدّم: إنه ليس JSON (ينكسر عند المحرف { $offset }). لم يتغيّر شيء.
import-not-progress = هذا ليس ملف تقدّم من Bao Kitabu. لم يتغيّر شيء.
# $version: the file's version.
import-version = أُنشئ ملف التقدّم هذا بإصدار أحدث من الكتاب (الإصدار { $version }). لم يتغيّر شيء.
# $part: the damaged part (stars, first, mistakes, drills, review or name).
import-bad = ملف التقدّم هذا تالف ({ $part }). لم يتغيّر شيء.
# A test's score. $right: questions solved at the first try without a hint; $tried: questions tried.
score-line = نتيجتك: { $right } من { $total } من المحاولة الأولى (جرّبت { $tried } من { $total }).
btn-test-again = أعد الاختبار
review-off = جمع أخطائك متوقف. شغّله، فيعود إلى هنا كل تمرين تجيب عنه إجابة خاطئة، في أي مكان من الدورة.
review-switch-on = اجمع أخطائي
review-switch-off = أوقف الجمع (يمسح القائمة)
# $count: exercises on the list.
review-count = { $count ->
    [0] لا تمرين للمراجعة.
    [zero] لا تمرين للمراجعة.
    [one] تمرين واحد للمراجعة.
    [two] تمرينان للمراجعة.
    [few] { $count } تمارين للمراجعة.
    [many] { $count } تمرينًا للمراجعة.
   *[other] { $count } تمرين للمراجعة.
}
review-empty = لا أخطاء للمراجعة بعد. التمارين التي تجيب عنها إجابة خاطئة ستعود إلى هنا.
review-removed = حُلّ: أُزيل من أخطائك
# $limit: the largest file, in megabytes.
import-too-big = هذا الملف أكبر من أن يكون ملف تقدّم (على الأكثر { $limit } MB). لم يتغيّر شيء.
# $limit: the most exercises, first tries, mistakes and drills kept together.
import-too-many = مع هذا الملف سيكون عدد المدخلات المحفوظة أكثر من { $limit }. لم يتغيّر شيء.
import-not-kept = لم يستطع هذا المتصفح حفظ التقدّم (التخزين ممتلئ أو مرفوض). لم يتغيّر شيء.
