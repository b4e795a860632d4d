# Why a move cannot be played. Each message gets $rule (the rule number) and, where it names
# a pit, $pit. Shown after "A6< is not legal: ".

illegal-game-over = انتهت المباراة ({ $rule }).
illegal-not-your-pit = { $pit } ليست حفرتك ({ $rule }).
illegal-wrong-shape = النقلة تحتاج إلى اتجاه في هذه اللعبة، أو فيها اتجاه لا ينبغي أن يكون ({ $rule }).
illegal-no-safari-choice = خيار لعب البيت لا يُطرح أبدًا في هذه النقلة ({ $rule }).
illegal-must-capture = الأسر ممكن، فعليك أن تأسر ({ $rule }).
illegal-namua-empty-pit = { $pit } فارغة؛ في namua تدخل الحبة حفرة أمامية مشغولة ({ $rule }).
illegal-namua-back-row = { $pit } ليست في الصف الأمامي ({ $rule }).
illegal-kichwa-forced = الأسر من { $pit } يجب أن يدخل من kichwa التي في جهتها ({ $rule }).
illegal-nyumba-not-alone = لا تبدأ nyumba { $pit } نقلة takasa إلا إذا كانت حفرتك الأمامية المشغولة الوحيدة ({ $rule }).
illegal-singleton-no-nyumba = من دون nyumba، تحتاج { $pit } إلى حبتين أو أكثر ({ $rule }).
illegal-too-few-seeds = في { $pit } أقل من حبتين ({ $rule }).
illegal-sixteen-no-capture = في { $pit } 16 حبة أو أكثر، فلا يمكنها أن تبدأ أسرًا ({ $rule }).
illegal-front-row-first = { $pit } في الصف الخلفي، لكن في حفرة أمامية حبتان أو أكثر ({ $rule }).
illegal-takasia = { $pit } تحت takasia ({ $rule }).
illegal-empties-front-row = بذر { $pit } في هذا الاتجاه يُفرغ صفك الأمامي ({ $rule }).
illegal-never-ending = النقلة لا تنتهي أبدًا: تستمر 10,000 شوط ({ $rule }).
# $next: the occupied hole in the way.
illegal-blocked = لا تستطيع { $pit } أن تتقدّم: { $next } مشغولة ({ $rule }).
illegal-empty-hole = { $pit } فارغة ({ $rule }).
illegal-reserved = { $pit } محجوزة ({ $rule }).
# $end: the own occupied hole where the first lap would end.
illegal-first-lap-own-hole = الشوط الأول من { $pit } ينتهي في حفرتك المشغولة { $end } ({ $rule }).
illegal-no-stone = ليس في { $pit } حصاة ({ $rule }).
