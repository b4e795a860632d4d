# 基本功：源源不絕的新局面，每個局面一道題，並計算連勝。
# $side：輪到走的一方（「南方」或「北方」，side-name 訊息）；$move：一步。

drill-prompt-legal = 標出{ $side }的每一個合法步：點一下坑表示兩個方向都可以，再點一下表示只能 <，再點一下表示只能 >，然後按「檢查」。
drill-prompt-legal-pits = 標出{ $side }可以開始合法步的每一個坑，然後按「檢查」。
drill-prompt-last-seed = { $side }走 { $move }。第一圈的最後一顆種子落在哪裡？請點那個坑。
drill-prompt-capture = { $side }走 { $move }。這一步會吃子，還是 takasa？
drill-prompt-kichwa = { $side }走 { $move }，這是吃子的一步。被吃的種子從哪個 kichwa 進入？請點它。
drill-none = 從這個棋盤找不到適合這項基本功的局面。
drill-right = 答對了！
drill-wrong = 這次不對。
# 最後一顆種子的答案：$from 的 $count 顆種子向 $dir（"left" 或 "right"）播；最後一顆在 $pit。
drill-last-seed = { $from } 的 { $count } 顆種子向{ $dir ->
    [left] 左
   *[right] 右
}播：最後一顆落在 { $pit }（{ $rule }）。
# 為什麼這一步是 takasa。$why："namua"、"sixteen"、"back-row"、"was-empty"、"faces-empty" 或 "other"。
drill-takasa = Takasa：{ $why ->
    [namua] 儲備種子放進 { $pit }，它對面沒有種子（{ $rule }）。
    [sixteen] 有 16 顆以上種子的坑永遠不能吃子（{ $rule }）。
    [back-row] 第一圈在後排的 { $pit } 結束（{ $rule }）。
    [was-empty] 第一圈在原本是空的 { $pit } 結束（{ $rule }）。
    [faces-empty] 第一圈在 { $pit } 結束，它對面是空坑（{ $rule }）。
   *[other] 這一步不是以吃子開始的（{ $rule }）。
}
# $count：可以開始合法步的坑數；$text：決定它們的規則。
drill-legal-right = 正確：全部 { $count } 個坑。{ $text }
drill-legal-both = 從 { $pit } 兩個方向都合法：{ $left } 和 { $right }。
drill-legal-only = 從 { $pit } 只有 { $move } 合法；{ $other } 不合法：{ $text }
btn-capture = 吃子
btn-takasa = Takasa
btn-next = 下一個局面
# $count：連續答對的次數（連勝）；$best：這個瀏覽器保存的最佳連勝紀錄。
drill-streak = 連續答對：{ $count } · 最佳：{ $best }
drill-answer-shown = 正確答案已標在棋盤上。
