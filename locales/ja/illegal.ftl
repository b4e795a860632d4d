# 手が指せない理由。どのメッセージにも $rule（ルール番号）があり、穴の名前を挙げるものには
# $pit もあります。「A6< は指せません：」のあとに表示されます。

illegal-game-over = ゲームは終わっています（{ $rule }）。
illegal-not-your-pit = { $pit } はあなたの穴ではありません（{ $rule }）。
illegal-wrong-shape = このゲームでは手に方向が必要です。または、あってはならない方向があります（{ $rule }）。
illegal-no-safari-choice = この手では nyumba をまくかどうかを選ぶ場面は来ません（{ $rule }）。
illegal-must-capture = 取る手があるので、取らなければなりません（{ $rule }）。
illegal-namua-empty-pit = { $pit } は空です。namua では種は種の入った前列の穴に入ります（{ $rule }）。
illegal-namua-back-row = { $pit } は前列の穴ではありません（{ $rule }）。
illegal-kichwa-forced = { $pit } から取った種は、同じ側の kichwa から入らなければなりません（{ $rule }）。
illegal-nyumba-not-alone = nyumba { $pit } から takasa を始められるのは、それが種の入った唯一の前列の穴のときだけです（{ $rule }）。
illegal-singleton-no-nyumba = nyumba がないときは、{ $pit } に種が2個以上必要です（{ $rule }）。
illegal-too-few-seeds = { $pit } の種は2個より少ないです（{ $rule }）。
illegal-sixteen-no-capture = { $pit } には種が16個以上あるので、取る手を始められません（{ $rule }）。
illegal-front-row-first = { $pit } は後列の穴ですが、種が2個以上ある前列の穴があります（{ $rule }）。
illegal-takasia = { $pit } は takasia で封鎖されています（{ $rule }）。
illegal-empties-front-row = { $pit } をこの方向にまくと、あなたの前列が空になります（{ $rule }）。
illegal-never-ending = この手は終わりません：10,000周続きます（{ $rule }）。
# $next：じゃまになっている、石のある穴。
illegal-blocked = { $pit } は動けません：{ $next } に石があります（{ $rule }）。
illegal-empty-hole = { $pit } は空です（{ $rule }）。
illegal-reserved = { $pit } は確保されています（{ $rule }）。
# $end：最初の周が終わる、自分の種のある穴。
illegal-first-lap-own-hole = { $pit } からの最初の周は、種のある自分の穴 { $end } で終わります（{ $rule }）。
illegal-no-stone = { $pit } に石がありません（{ $rule }）。
