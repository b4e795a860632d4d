# 以記譜法寫的局面或步中的錯誤。每則訊息都有 $field（欄位名稱，即下方已翻譯的 field-* 訊息）
# 和 $column（從 1 起算）。

field-game = 遊戲
field-rows = 棋盤
field-to-move = 輪到哪方
field-stores = 儲備
field-nyumba = nyumba
field-takasia = takasia
field-captured = 吃到的種子
field-reserved = 保留洞
field-move = 步
field-position = 局面

parse-empty = 沒有可讀取的內容。
parse-unknown-game = { $field }，第 { $column } 欄：未知的遊戲（kiswahili、kujifunza、kimasai、kingulu）。
parse-missing-field = { $field }，第 { $column } 欄：缺少這個欄位。
parse-extra-field = { $field }，第 { $column } 欄：多了一個欄位。
# $found：意外的字元。
parse-bad-char = { $field }，第 { $column } 欄：意外的字元「{ $found }」。
parse-bad-number = { $field }，第 { $column } 欄：缺少數字或數字太大。
# $expected：遊戲的排數；$found：寫出的排數。
parse-row-count = { $field }，第 { $column } 欄：寫了 { $found } 排，這個遊戲有 { $expected } 排。
# $expected：一排的坑數；$found：寫出的數目。
parse-row-length = { $field }，第 { $column } 欄：這一排有 { $found } 個坑，應為 { $expected } 個。
# $expected：遊戲的種子總數（或上限）；$found：數到的種子。
parse-seed-total = { $field }：共 { $found } 顆種子，應為 { $expected } 顆。
# $pit：坑；$max：最多可容納的數目。
parse-pit-too-full = { $field }：{ $pit } 超過 { $max } 顆。
# $side："south" 或 "north"；$max：一方最多可有的石子數。
parse-side-too-full = { $field }：{ $side ->
    [south] 南方
   *[north] 北方
}的石子超過 { $max } 顆。
parse-bad-pit = { $field }，第 { $column } 欄：不是這個棋盤上的坑。
# $what：矛盾的簡短代號，例如 "takasia-not-front"。
parse-contradiction = { $field }，第 { $column } 欄：這些欄位互相矛盾（{ $what }）。
parse-not-sorted = { $field }，第 { $column } 欄：每個坑只列一次，並依名稱排序。
