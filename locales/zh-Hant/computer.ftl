# Bao Kitabu 小工具：電腦對手、「提示」按鈕和編輯器的分析面板。
# 坑名（A5、b12）和步（A7<、a5>+）一律不翻譯；$move、$pit、$pits 存放這類名稱
# （$pits：以逗號連接的坑名）。

## 對弈棋盤的對手選擇器。
computer-label = 對手
# $level：1 到 4。
computer-level = { $level ->
    [1] 電腦，第 1 級（初學者）
    [2] 電腦，第 2 級（學習者）
    [3] 電腦，第 3 級（高手）
   *[4] 電腦，第 4 級（大師）
}
computer-none = 無（兩人對弈）
computer-side-label = 電腦執
computer-thinking = 電腦思考中…
computer-wait = 請稍候：現在輪到電腦走。
# $kind："position"、"move"、"over"、"worker" 或 "other"。
computer-error = { $kind ->
    [position] 電腦無法讀取這個局面。
    [move] 電腦給出的步在這裡不合法。
    [over] 電腦無法走棋：對局已經結束。
    [worker] 電腦無法在這個瀏覽器中啟動。
   *[other] 電腦無法回答。
}
computer-you-win = 你贏了！
computer-it-wins = 電腦獲勝。
computer-draw = 和局。

## 對弈棋盤的「提示」按鈕。
btn-computer-hint = 提示
    .title = 這裡的最佳步，以及它好在哪裡
hint-thinking = 正在尋找最佳步…
# $move：這一步；$text：下面某一句 hint-... 說明。
hint-best = 走 { $move }：{ $text }
# $rule：結束對局的規則（K30、M6、G8……）。
hint-wins = 這一步贏得對局（{ $rule }）。
# $count：吃到的種子數；$pits：被吃的坑。
hint-captures = 這一步吃掉 { $count } 顆種子（{ $pits }）。
# Bao la Kimasai：從 $pits 吃掉 $count 顆石子。
hint-captures-stones = 這一步吃掉 { $count } 顆石子（{ $pits }）。
# Bao Kingulu，G7：這一步保留的對手的洞。
hint-reserves = 這一步保留 { $pits }（kuweka mtoto，G7）。
# 走步者的坑：走這一步之前對手可以吃掉，走了之後就吃不到。
hint-prevents = 這一步保住 { $pits }，不被對手吃掉。
# $count：走步者下次輪到時可以吃到的種子數，在 $pits 中。
hint-threatens = 這一步威脅下次輪到你時吃掉 { $count } 顆種子（{ $pits }）。
hint-threatens-stones = 這一步威脅下次輪到你時吃掉 { $count } 顆石子（{ $pits }）。
# K22：這一步封鎖的對手的坑。
hint-takasia = 這一步對 { $pit } 造成 takasia（K22）。
# K15.2
hint-safari = 這一步播出 nyumba（safari，K15.2）。
hint-quiet = 這一步讓你的局面最安全。
# $moves：到獲勝為止的步數（雙方的步都算），由搜尋證明。
hint-forced-win = 雙方都走最佳走法時，你最多 { $moves } 步內獲勝。
hint-forced-loss = 面對最佳走法，每一步都會輸；這一步撐得最久（{ $moves } 步）。

## 編輯器的分析面板。
analysis-title = 分析
analysis-thinking = 正在分析每一個合法步…
# $depth：搜尋的步數；$nodes：搜尋的局面數。
analysis-depth = 已搜尋 { $depth } 步深（{ $nodes } 個局面）。
analysis-progress = 已搜尋 { $depth } 步深：目前最佳 { $move }（{ $score }），{ $nodes } 個局面。
analysis-stop = 停止
analysis-stopped = 分析已停止。上方列出每個已完成深度找到的最佳步。
analysis-help = 分數以種子計，從輪到走的一方來看：越高越好。選擇一步，就能在棋盤上逐步查看它的主線。
analysis-move = 步
analysis-score = 分數
analysis-line = 主線
# 以種子計的分數：$score，帶正負號，數字和小數點依 CLDR 的語言習慣（+1.25）。
analysis-seeds = { $score }
# $moves：步數（雙方的步都算），由搜尋證明。
analysis-win = { $moves } 步內獲勝
analysis-loss = { $moves } 步內落敗
btn-close = 關閉
