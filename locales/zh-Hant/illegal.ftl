# 一步不能走的原因。每則訊息都有 $rule（規則編號），提到坑時還有 $pit。
# 顯示在「A6< 不合法：」之後。

illegal-game-over = 對局已經結束（{ $rule }）。
illegal-not-your-pit = { $pit } 不是你的坑（{ $rule }）。
illegal-wrong-shape = 這個遊戲的一步需要方向，或者這一步帶了不該有的方向（{ $rule }）。
illegal-no-safari-choice = 這一步中不會出現是否播出 nyumba 的選擇（{ $rule }）。
illegal-must-capture = 有子可吃，所以必須吃子（{ $rule }）。
illegal-namua-empty-pit = { $pit } 是空的；namua 時種子要放進前排有子的坑（{ $rule }）。
illegal-namua-back-row = { $pit } 不在前排（{ $rule }）。
illegal-kichwa-forced = 從 { $pit } 吃子時，種子必須從同一側的 kichwa 進入（{ $rule }）。
illegal-nyumba-not-alone = 只有當 nyumba { $pit } 是你前排唯一有子的坑時，才能用它開始 takasa 步（{ $rule }）。
illegal-singleton-no-nyumba = 沒有 nyumba 時，{ $pit } 需要有 2 顆以上的種子（{ $rule }）。
illegal-too-few-seeds = { $pit } 的種子少於 2 顆（{ $rule }）。
illegal-sixteen-no-capture = { $pit } 有 16 顆以上的種子，不能開始吃子（{ $rule }）。
illegal-front-row-first = { $pit } 在後排，但前排有坑有 2 顆以上的種子（{ $rule }）。
illegal-takasia = { $pit } 受到 takasia 封鎖（{ $rule }）。
illegal-empties-front-row = 這樣播種 { $pit } 會讓你的前排變空（{ $rule }）。
illegal-never-ending = 這一步永遠不會結束：已經走了 10,000 圈（{ $rule }）。
# $next：擋路的有子的洞。
illegal-blocked = { $pit } 無法移動：{ $next } 已有石子（{ $rule }）。
illegal-empty-hole = { $pit } 是空的（{ $rule }）。
illegal-reserved = { $pit } 已被保留（{ $rule }）。
# $end：第一圈會結束在的自己有子的洞。
illegal-first-lap-own-hole = 從 { $pit } 開始的第一圈會結束在你自己有子的洞 { $end }（{ $rule }）。
illegal-no-stone = { $pit } 沒有石子（{ $rule }）。
