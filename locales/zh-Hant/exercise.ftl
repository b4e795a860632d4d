# 練習：目標、回饋、提示、進度。
# $pit：坑名；$move：以記譜法寫的一步；$moves：以逗號分隔的多步。

goal-capture = 用一步吃掉 { $pit } 的種子。
goal-takasia = 造成 takasia：走完這一步後，對手的一個坑被封鎖。
goal-win = 用一步贏得對局。
goal-safari = 用一步播出 nyumba（safari）。
goal-reserve = 用一步保留一個洞（kuweka mtoto）。
goal-end = 走一步，讓最後一圈在 { $pit } 結束。
goal-move = 找出最好的一步。
goal-legal = 標出所有可以開始合法步的坑，然後按「檢查」。
# $goal：區塊中寫的目標。
goal-unknown = 未知的練習目標「{ $goal }」。
goal-no-solution = 這個練習在此局面下無解。

# $stars：得到的星數（一則 ex-stars 訊息，例如「3 顆星」）。
ex-solved = 做得好！{ $move } 解開了這題：{ $stars }。
# $stars：1 到 3。
ex-stars = { $stars ->
   *[other] { $stars } 顆星
}
ex-solved-before = 你之前已解開這個練習。
ex-wrong-illegal = { $move } 不合法：{ $text }
# $pits：這一步吃掉的坑。
ex-wrong-captured = { $move } 吃掉的是 { $pits }，不是題目要求的。
# $pit：這一步結束的位置；$rule：使它結束的規則。
ex-wrong-ended = { $move } 在 { $pit } 結束（{ $rule }），沒有達成目標。
ex-wrong-other = { $move } 沒有達成目標。
hint-pit = 提示：從 { $pit } 開始。
# $dir："left" 或 "right"；$move：完整的一步。
hint-dir = 提示：走 { $move }，向{ $dir ->
    [left] 左
   *[right] 右
}播種。
hint-move = 提示：走 { $move }。
hint-none = 沒有更多提示了。
# 合法步練習。$count：坑數。
# $stars：得到的星數（一則 ex-stars 訊息）。
legal-correct = 正確：合法步可以開始的坑就是這些：{ $stars }。
legal-missing = 你漏了 { $pits }：可以從那裡開始一步（例如 { $move }）。
# $pit：標出的坑；$text：為何不能從那裡開始。
legal-extra = 不能從 { $pit } 開始任何一步：{ $text }
legal-marked = { $count ->
   *[other] 已標出 { $count } 個坑
}
progress-reset = 進度已重設。
