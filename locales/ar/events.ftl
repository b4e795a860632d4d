# Narration of each event of a move, shown and read aloud during the step animation.
# Every message gets $rule, the rule number (K12, G4.3...), to cite in parentheses.
# Pit names ($pit, $by, $kichwa, $from, $to) are never translated.
# $dir is "left" or "right" from the mover's point of view; $side is "south" or "north".

# K12: namua: a seed from the store goes into $pit.
event-store-seed = توضع حبة من الحبات في اليد في { $pit } ({ $rule }).
# $count seeds lifted from $pit, sown towards $dir.
event-lift = { $pit }: { $count ->
    [zero] لم تُرفع أي حبة
    [one] رُفعت حبة واحدة
    [two] رُفعت حبتان
    [few] رُفعت { $count } حبات
    [many] رُفعت { $count } حبة
   *[other] رُفعت { $count } حبة
}، وتُبذر نحو { $dir ->
    [left] اليسار
   *[right] اليمين
} ({ $rule }).
# K13.1: the nyumba $pit is taxed: $count seeds lifted, $left stay.
event-tax = الضريبة ({ $rule }): لا يُرفع من nyumba { $pit } إلا { $count } من حباتها؛ ويبقى فيها { $left }.
# One seed dropped into $pit, which now holds $now seeds.
event-drop = حبة في { $pit } ({ $now ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتان
    [few] { $now } حبات
    [many] { $now } حبة
   *[other] { $now } حبة
}).
# K8.5: relay: $count seeds lifted from $pit.
event-relay = التتابع ({ $rule }): ينتهي الشوط في { $pit }؛ { $count ->
    [zero] ولا حبات فيها تُرفع
    [one] فتُرفع حبتها الواحدة
    [two] فتُرفع حبتاها
    [few] فتُرفع حباتها، وعددها { $count }،
    [many] فتُرفع حباتها، وعددها { $count }،
   *[other] فتُرفع حباتها، وعددها { $count }،
} وتُبذر من جديد.
# K15.2: safari: $count seeds lifted from the nyumba $pit.
event-safari = safari ({ $rule }): يُلعب البيت { $pit }، { $count ->
    [zero] ولا تُرفع أي حبة
    [one] وتُرفع حبة واحدة
    [two] وتُرفع حبتان
    [few] وتُرفع { $count } حبات
    [many] وتُرفع { $count } حبة
   *[other] وتُرفع { $count } حبة
}.
# K15: stop in the nyumba $pit. $chosen: "yes" when the player chose to stop, "no" when forced.
event-nyumba-stop = { $chosen ->
    [yes] يتوقف اللاعب في البيت { $pit } ({ $rule }).
   *[no] ينتهي الشوط في البيت { $pit }؛ فتتوقف النقلة ({ $rule }).
}
# K11, K12: $by captures $count seeds from $pit; they enter at $kichwa, a kichwa of $side (the
# mover, "south" or "north"), and are sown towards $dir. $end: which end of the mover's front row
# $kichwa is, seen from the mover's seat: "left" (A1, a1) or "right" (A8, a8). $end and $dir
# differ: seeds that enter at the left kichwa are sown to the right.
# $why: "left-zone", "right-zone", "chosen" or "keeps-direction" (K11.1, K11.2).
event-capture = أسر ({ $rule }): تأخذ { $by } { $count ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتين
    [few] { $count } حبات
    [many] { $count } حبة
   *[other] { $count } حبة
} من { $pit }؛ فتدخل من kichwa { $side ->
    [south] الجنوب
   *[north] الشمال
} { $end ->
    [left] اليسرى
   *[right] اليمنى
}، { $kichwa }، وتُبذر نحو { $dir ->
    [left] اليسار
   *[right] اليمين
}{ $why ->
    [left-zone] {""} (منطقة الطرف الأيسر، K11.1).
    [right-zone] {""} (منطقة الطرف الأيمن، K11.1).
    [chosen] {""} (باختيار اللاعب، K11.2).
   *[keeps-direction] {""} (النقلة تحافظ على اتجاهها، K11.2).
}
# K16, K21: $side loses the nyumba. $why: "lifted", "captured" or "mtaji-capture".
event-nyumba-lost = { $side ->
    [south] يخسر الجنوب
   *[north] يخسر الشمال
} nyumba ({ $rule }{ $why ->
    [lifted] : بُذرت حباتها
    [captured] : أُسرت
   *[mtaji-capture] : أول أسر في مرحلة mtaji
}).
# K25: the lap ends in the takasia pit $pit.
event-takasia-stop = ينتهي الشوط في { $pit }، حفرة takasia: فتنتهي النقلة ({ $rule }).
# K8.6: the last seed fell into the empty pit $pit.
event-move-end = تسقط آخر حبة في الحفرة الفارغة { $pit }: فتنتهي النقلة ({ $rule }).
# K22: $pit is blocked for the opponent's next move.
event-takasia = takasia ({ $rule }): { $pit } مسدودة في نقلة الخصم التالية.
# K6: the stage changes. $stage: "namua" or "mtaji".
event-stage-change = { $stage ->
    [namua] تبدأ مرحلة namua ({ $rule }).
   *[mtaji] لم تبقَ حبات في اليد لدى أي من اللاعبين: تبدأ مرحلة mtaji ({ $rule }).
}
# M4: a stone steps from $from to the empty hole $to.
event-step = تتقدّم الحصاة التي في { $from } إلى { $to } ({ $rule }).
# M5: the stone in $pit is removed.
event-remove = تُزال الحصاة التي في { $pit } ({ $rule }).
# G4.3: the last seed in $by captures $count seeds of $pit; the mover banks $total.
event-kingulu-capture = أسر ({ $rule }): آخر حبة في { $by } تأخذ حبات { $pit } ({ $count ->
    [zero] لا حبات
    [one] حبة واحدة
    [two] حبتان
    [few] { $count } حبات
    [many] { $count } حبة
   *[other] { $count } حبة
})؛ الحبات المأسورة المضافة: { $total }.
# G7: $pit (now $count seeds) is reserved by $side.
event-reserve = kuweka mtoto ({ $rule }): { $pit } ({ $count }) { $side ->
    [south] يحجزها الجنوب
   *[north] يحجزها الشمال
}.
# G7: the last-but-one seed in $from moves into the newly reserved hole $to.
event-reserve-extra = تنتقل الحبة التي في { $from } إلى الحفرة المحجوزة { $to } ({ $rule }).
# G4.1, G7: a seed in the reserved hole $pit goes to $side's captured seeds.
event-bank = الحبة التي في الحفرة المحجوزة { $pit } تذهب إلى { $side ->
    [south] الجنوب
   *[north] الشمال
} ({ $rule }).
# The game is over. $winner: "south", "north" or "none" (a draw); $rule: K29, K30, M6, M7, G8;
# $south, $north: the score in Bao Kingulu (0 elsewhere).
event-game-over = { $winner ->
    [south] فاز الجنوب ({ $rule }).
    [north] فاز الشمال ({ $rule }).
   *[none] انتهت المباراة بالتعادل ({ $rule }).
}
