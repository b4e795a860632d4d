# 教師工具：棋譜（棋譜模式、在編輯器中錄製）、嵌入、圖片、簡報。坑名與步（A7<、a5>）以及步的編號（1.、1...）不翻譯。

## 棋譜模式。
mode-record = 棋譜
# $number：棋譜寫法的步號（南方為「1.」，北方為「1...」）；$move：這一步；$text：事件的說明。
narrate-record-move = { $number } { $move }：{ $text }
# 步列表中含有變化的一列的無障礙名稱。
record-variation = 變化
# 步列表的無障礙名稱。
record-moves = 棋步，含變化與註解

## 無法讀取的棋譜。$line、$column：位置（從 1 起算）；$text：問題。
error-record = 無法讀取這份棋譜：{ $text }
record-error = 第 { $line } 行，第 { $column } 欄：{ $text }
record-empty = 棋譜必須以局面開頭（start、start:<game> 或以記譜法寫的局面）。
record-position = 起始局面：{ $text }
record-move = { $move } 不是一步棋：{ $text }
record-illegal = { $number } { $move } 這一步無法走：{ $text }
record-move-number = 步號 { $found } 不對：它後面那一步的步號是 { $expected }
record-number-without-move = 步號 { $found } 後面沒有棋步。
record-unclosed-comment = 這個 {"{"} 沒有對應的 {"}"}。
record-stray-brace = 註解之外出現了 {"}"}。
record-nothing-to-replace = 變化必須接在它所取代的那一步之後。
record-unclosed-variation = 這個 ( 沒有對應的 )。
record-stray-paren = ) 沒有對應的 (。
record-empty-variation = 沒有任何棋步的變化。

## 在編輯器中錄製示範。
btn-record = 錄製示範
    .title = 從這個局面走棋，可加入變化與註解，再複製成棋譜
btn-record-stop = 回到編輯器
recorder-help = 在棋盤上走棋。要加入變化，請點選列表中較早的一步，再在那裡走另一步。
recorder-invalid = 錄製前請先修正局面：{ $text }
recorder-comment = 這一步的註解
recorder-comment-start = 第一步之前的註解
btn-move-back = ◀ 上一步
    .title = 顯示前一步
btn-move-forward = 下一步 ▶
    .title = 顯示這條路線的下一步
btn-delete-move = 從這一步起刪除
    .title = 刪除顯示中的這一步，以及它所在路線上其後的各步
btn-copy-record = 複製棋譜
btn-copy-block = 複製 bao 區塊
recorder-load = 在此貼上棋譜（或把棋譜檔案拖放到棋盤上）：
btn-load-record = 載入棋譜
recorder-loaded = 棋譜已載入。
# $name：檔案名稱。
recorder-drop-failed = 無法以文字讀取檔案 { $name }。
recorder-lost = 這一步已不在棋譜中。

## 嵌入、圖片、簡報。
btn-embed = 複製嵌入碼
    .title = 含有這個棋盤的 HTML 框架，可放進其他網頁或學習平台
# 嵌入棋盤的框架標題。$mode：模式名稱（mode-* 訊息）。
embed-frame-title = Bao 棋盤：{ $mode }
btn-svg = 下載 SVG
    .title = 目前顯示的棋盤圖片（向量圖，適合列印與講義）
btn-png = 下載 PNG
    .title = 目前顯示的棋盤圖片（適合投影片）
btn-present = 簡報
    .title = 以大按鈕全螢幕顯示棋盤，適合投影機
btn-present-exit = 離開簡報
present-keys = ← → 一顆種子 · Page Up / Page Down 一步 · 空白鍵 播放或暫停 · Esc 離開
record-too-long = 棋譜最多 { $limit } KB。
record-too-many-moves = 棋譜最多 { $limit } 步（包括變化）。
record-too-deep = 變化最多巢狀 { $limit } 層。
record-comment-too-long = 註解最多 { $limit } 個字元。
