# Bao Kitabu widgets: the computer opponent, the Hint and the editor's analysis panel.
# Pit names (A5, b12) and moves (A7<, a5>+) are never translated.

## The opponent picker of a play board.
computer-label = 對手
computer-level = { $level ->
    [1] 電腦，第 1 級（初學）
    [2] 電腦，第 2 級（學習中）
    [3] 電腦，第 3 級（強）
   *[4] 電腦，第 4 級（大師）
}
computer-none = 無（兩人對弈）
computer-side-label = 電腦執
computer-thinking = 電腦思考中…
computer-wait = 請稍候：輪到電腦走。
computer-error = { $kind ->
    [position] 電腦無法讀取這個局面。
    [move] 電腦給出的走法在這裡不合法。
    [over] 電腦無法走棋：對局已經結束。
    [worker] 電腦無法在這個瀏覽器中啟動。
   *[other] 電腦無法回答。
}
computer-you-win = 你贏了！
computer-it-wins = 電腦獲勝。
computer-draw = 和局。

## The Hint button of a play board.
btn-computer-hint = 提示
    .title = 這裡最好的一步，以及原因
hint-thinking = 正在尋找最好的一步…
hint-best = 走 { $move }：{ $text }
hint-wins = 這一步贏得對局（{ $rule }）。
hint-captures = 這一步吃掉 { $count } 顆種子（{ $pits }）。
hint-captures-stones = 這一步吃掉 { $count } 顆石子（{ $pits }）。
hint-reserves = 這一步保留了 { $pits }（kuweka mtoto，G7）。
hint-prevents = 這一步讓 { $pits } 免於被吃。
hint-threatens = 這一步威脅下一輪吃掉 { $count } 顆種子（{ $pits }）。
hint-threatens-stones = 這一步威脅下一輪吃掉 { $count } 顆石子（{ $pits }）。
hint-takasia = 這一步使 { $pit } 成為 takasia（K22）。
hint-safari = 這一步播出 nyumba（safari，K15.2）。
hint-quiet = 這一步讓你的局面最安全。
hint-forced-win = 以最佳走法，你最多 { $moves } 步內獲勝。
hint-forced-loss = 面對最佳走法，每一步都會輸；這一步撐得最久（{ $moves } 步）。

## The editor's analysis panel.
analysis-title = 分析
analysis-thinking = 正在分析每一個合法走法…
analysis-depth = 搜尋深度 { $depth } 步（{ $nodes } 個局面）。
analysis-help = 分數以種子計，從輪到走的一方來看：越高越好。選擇一步，即可在棋盤上逐步查看它的主要變化。
analysis-move = 走法
analysis-score = 分數
analysis-line = 主要變化
analysis-seeds = { $sign }{ $whole }.{ $cents }
analysis-win = { $moves } 步內獲勝
analysis-loss = { $moves } 步內落敗
btn-close = 關閉
