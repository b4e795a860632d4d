# Bao Kitabu 小工具：按鈕、標籤、狀態列。
# 坑名（A5、b12）和記譜（A7<、a5>+）一律不翻譯。
# 名為 $pit、$move、$kichwa 的變數存放這類名稱。

## 遊戲（記譜法的第一個欄位）。
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## 雙方。$side 為 "south" 或 "north"。
side-name = { $side ->
    [south] 南方
   *[north] 北方
}

## 從走步者角度的方向。$dir 為 "left" 或 "right"。
dir-name = { $dir ->
    [left] 左
   *[right] 右
}

## 棋盤下方的狀態列。
# $side："south" 或 "north"。
status-to-move = { $side ->
    [south] 輪到南方
   *[north] 輪到北方
}
# 正在播種一步時（種子在玩家手中）。$side："south" 或 "north"。
status-moving = { $side ->
    [south] 南方正在走棋
   *[north] 北方正在走棋
}
status-stage-namua = namua 階段
status-stage-mtaji = mtaji 階段
# $count：$side（"south" 或 "north"）儲備（手中）的種子數。
status-store = { $side ->
    [south] 南方儲備
   *[north] 北方儲備
}：{ $count }
# $count：$side 吃到的種子數（Bao Kingulu）。
status-captured = { $side ->
    [south] 南方吃到
   *[north] 北方吃到
}：{ $count }
# $count：動畫中正在播種（玩家手中）的種子數。
status-in-hand = { $count ->
   *[other] 手中有 { $count } 顆種子
}
# $side：勝方（"south" 或 "north"）；$rule：規則編號（K29、K30、M6、G8）。
status-winner = { $side ->
    [south] 南方獲勝
   *[north] 北方獲勝
}（{ $rule }）
# $rule：M7 或 G8。
status-draw = 和局（{ $rule }）

## 螢幕閱讀器讀出的坑標籤。
# $pit：坑名；$count：坑中的種子數；$kind："nyumba"、"kichwa"、"kimbi" 或 "plain"；
# $state："none"、"takasia"、"reserved-south"、"reserved-north"、"last"、"captured"、"hand"。
pit-label = { $pit }{ $kind ->
    [nyumba] ，nyumba
    [kichwa] ，kichwa
    [kimbi] ，kimbi
   *[plain] {""}
}， { $count ->
   *[other] { $count } 顆種子
}{ $state ->
    [takasia] ，受 takasia 封鎖
    [reserved-south] ，由南方保留
    [reserved-north] ，由北方保留
    [last] ，最後一顆種子
    [captured] ，被吃掉
    [hand] ，手中的種子
   *[none] {""}
}
# 棋盤的無障礙名稱。$game：遊戲名稱。
board-label = { $game } 棋盤
# 棋盤旁儲備區的無障礙名稱。
store-label = { $side ->
    [south] 南方儲備
   *[north] 北方儲備
}

## 按鈕與控制項。
btn-flip = 翻轉棋盤
    .title = 從另一側顯示棋盤
btn-labels = 坑名
    .title = 顯示或隱藏坑的名稱
btn-start = 開頭
    .title = 回到開頭
btn-end = 結尾
    .title = 跳到結尾
btn-play = 播放
    .title = 播放動畫
btn-pause = 暫停
    .title = 暫停動畫
btn-back-seed = ◀ 種子
    .title = 後退一顆種子
btn-next-seed = 種子 ▶
    .title = 前進一顆種子
btn-back-lap = ◀◀ 圈
    .title = 回到上一圈的結尾
btn-next-lap = 圈 ▶▶
    .title = 前進到這一圈的結尾
btn-back-move = |◀ 步
    .title = 回到上一步
btn-next-move = 步 ▶|
    .title = 前進到這一步的結尾
label-speed = 速度
btn-undo = 復原
btn-redo = 重做
btn-new-game = 重新開始
btn-share = 複製分享連結
btn-copy-position = 複製局面
btn-open-play = 以對弈模式開啟
btn-open-step = 以逐步模式開啟
btn-check = 檢查
btn-hint = 提示
btn-retry = 再試一次
btn-reset = 重設進度
btn-cancel = 取消
# 走步過程中詢問的子選擇。$dir："left" 或 "right"；$kichwa：kichwa 坑。
choice-dir = 向{ $dir ->
    [left] 左
   *[right] 右
}播種
choice-kichwa = 從 kichwa { $kichwa } 進入
choice-safari = 播出 nyumba（safari）
choice-stop = 停在 nyumba
# 顯示在選擇按鈕上方。$pit：點選的坑。
choice-prompt = { $pit }：請選擇怎麼走
copied = 已複製。
copy-failed = 無法複製；請選取文字後手動複製。

## 步的列表與敘述。
moves-title = 棋譜
moves-none = 尚未走任何一步。
# $side："south" 或 "north"。
narrate-start = 開局局面。{ $side ->
    [south] 輪到南方。
   *[north] 輪到北方。
}
# $number：步數（1、2……）；$move：以記譜法寫的一步；$text：事件敘述。
narrate-move = { $number }. { $move }：{ $text }
# $side：現在輪到的一方（"south" 或 "north"）。
narrate-your-turn = { $side ->
    [south] 輪到南方。
   *[north] 輪到北方。
}
# $move：走過的一步。
narrate-played = 已走 { $move }。
# $move：這一步；$text：不合法的原因（某則 illegal-* 訊息）。
narrate-illegal = { $move } 不合法：{ $text }
# $pit：點選的坑；$text：為何不能從那裡開始。
narrate-no-move = 不能從 { $pit } 開始任何一步：{ $text }
# $count：這一步的事件數；$step：目前的事件。
step-position = 步驟 { $step }／{ $count }

## 編輯器。
edit-title = 局面編輯器
edit-game = 遊戲
edit-to-move = 輪到哪方
edit-stores = 儲備（南方、北方）
edit-captured = 吃到的種子（南方、北方）
edit-nyumba-south = 南方擁有 nyumba
edit-nyumba-north = 北方擁有 nyumba
edit-takasia = Takasia 坑
edit-takasia-none = 無
edit-reserved = 保留洞（例如 a3=S,A5=N）
edit-position = 局面
edit-help = 點一下坑可加入一顆種子，Shift+點選或按右鍵可取出一顆；也可以選取坑後輸入數字、+ 或 -。
edit-valid = 局面有效。
# $total：棋盤上與儲備中的種子數；$expected：遊戲的總數。
edit-seed-total = 已放置 { $total } 顆種子，共需 { $expected } 顆。

## 取代小工具內容顯示的錯誤訊息。
# $text：原因（某則 parse-* 或 illegal-* 訊息）。
error-position = 無法讀取這個局面：{ $text }
# $number：這一步在列表中的序號；$move：寫出的步；$text：原因。
error-move = 第 { $number } 步（{ $move }）無法走：{ $text }
error-mode = 未知的小工具模式「{ $mode }」（view、step、play、edit、exercise、record、drill、score、map、review）。
error-value = 小工具中「{ $key }」的值「{ $value }」有誤。
error-missing = 小工具缺少「{ $key }」設定。
error-not-for-mode = 「{ $key }」設定不適用於「{ $mode }」模式。
# $drill：基本功的種類（legal-moves、last-seed……）；$game：遊戲名稱。
error-drill-game = 基本功「{ $drill }」不適用於 { $game }。
error-shown-start = 改為顯示開局局面。
# 分享連結（play.html#...）。$key：未知的鍵。
fragment-unknown-key = 連結中有未知的部分「{ $key }」。
fragment-bad-encoding = 連結已損壞（%-編碼錯誤）。
# $value：錯誤的值；$key：它的鍵。
fragment-bad-value = 連結中「{ $key }」的值「{ $value }」有誤。
fragment-title = 無法開啟這個分享連結。

## 模式名稱（作為小工具的標題供螢幕閱讀器使用）。
mode-view = 棋盤
mode-step = 逐步重播
mode-play = 自由對弈
mode-edit = 局面編輯器
mode-exercise = 練習
mode-drill = 基本功
mode-score = 測驗分數
mode-map = 課程地圖
mode-review = 我的錯題
fragment-too-long = 連結太長（最多 { $limit } KB）。
embed-bad-id = 連結的 id 必須是一行，最多 { $limit } 位元組。
embed-no-progress-page = 課程的進度頁面不能嵌入：請開啟書本身。
