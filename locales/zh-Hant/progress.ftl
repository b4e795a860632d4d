# 進度：課程地圖、測驗分數、「我的錯題」、進度檔。

course-loading = 正在載入課程…
course-unavailable = 無法載入課程索引，所以這裡無法顯示你的進度。
# $earned、$possible：星數；$done：已完成的單元數，共 $stages 個單元。
map-total = 你的星星：{ $earned } / { $possible } · 已完成的單元：{ $done } / { $stages }
map-next = 下一個單元：
map-complete = 所有單元都完成了。做得好！
# 一個單元的星數的無障礙名稱。
map-stage-stars = { $possible } 顆星中得到 { $earned } 顆
map-reset = 重設
map-reset-confirm = 重設這個單元？
# $stage：單元標題。
map-reset-done = 已重設單元：{ $stage }。
btn-progress-save = 把進度存成檔案
btn-progress-load = 從檔案載入進度
progress-saved-file = 你的進度已存成檔案（請看下載資料夾）。
progress-save-failed = 這個瀏覽器無法建立檔案。
# $count：檔案中有星星的練習數。
progress-loaded = 已載入進度：{ $count } 個練習的星星（保留檔案與這個瀏覽器中較好的成績）。
import-unreadable = 無法讀取這個檔案。沒有任何變更。
# $offset：文字在哪裡不再是 JSON。
import-not-json = 這不是進度檔：它不是 JSON（在第 { $offset } 個字元處出錯）。沒有任何變更。
import-not-progress = 這不是 Bao Kitabu 的進度檔。沒有任何變更。
# $version：檔案的版本。
import-version = 這個進度檔是由較新版本的書建立的（版本 { $version }）。沒有任何變更。
# $part：損壞的部分。
import-bad = 這個進度檔已損壞（{ $part }）。沒有任何變更。
# 測驗分數。$right：第一次就不靠提示答對的題數；$tried：已作答的題數。
score-line = 你的分數：第一次就答對 { $right } / { $total } 題（已作答 { $tried } / { $total } 題）。
btn-test-again = 重新測驗
review-off = 收集錯題的功能已關閉。開啟後，你在課程任何地方答錯的練習都會回到這裡。
review-switch-on = 收集我的錯題
review-switch-off = 停止收集（清空清單）
# $count：清單上的練習數。
review-count = { $count ->
    [0] 沒有需要複習的練習。
   *[other] 有 { $count } 個練習需要複習。
}
review-empty = 還沒有需要複習的錯題。你答錯的練習會回到這裡。
review-removed = 已解開：已從「我的錯題」中移除
import-too-big = 這個檔案太大，不是進度檔（最多 { $limit } MB）。沒有任何變更。
import-too-many = 加上這個檔案，要保存的項目會超過 { $limit } 個。沒有任何變更。
import-not-kept = 這個瀏覽器無法保存進度（儲存空間已滿或被拒絕）。沒有任何變更。
