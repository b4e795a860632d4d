# 每一步中每個事件的敘述，在逐步動畫中顯示並朗讀。
# 每則訊息都有 $rule（規則編號，如 K12、G4.3），放在括號內引用。
# 坑名（$pit、$by、$kichwa、$from、$to）一律不翻譯。
# $dir 為 "left" 或 "right"（從走步者的角度）；$side 為 "south" 或 "north"。

# K12：namua：一顆儲備種子放入 $pit。
event-store-seed = 一顆儲備種子放入 { $pit }（{ $rule }）。
# 從 $pit 拿起 $count 顆種子，向 $dir 播種。
event-lift = { $pit }：拿起 { $count } 顆種子，向{ $dir ->
    [left] 左
   *[right] 右
}播種（{ $rule }）。
# K13.1：nyumba $pit 被抽稅：只拿起 $count 顆，留下 $left 顆。
event-tax = 抽稅（{ $rule }）：nyumba { $pit } 只拿起 { $count } 顆種子，留下 { $left } 顆。
# 一顆種子落入 $pit，該坑現有 $now 顆種子。
event-drop = 一顆種子落入 { $pit }（現有 { $now } 顆）。
# K8.5：接力：從 $pit 拿起 $count 顆種子。
event-relay = 接力（{ $rule }）：這一圈在 { $pit } 結束；拿起其中的 { $count } 顆種子繼續播種。
# K15.2：safari：從 nyumba $pit 拿起 $count 顆種子。
event-safari = Safari（{ $rule }）：播出 nyumba { $pit }，拿起 { $count } 顆種子。
# K15：停在 nyumba $pit。$chosen："yes" 表示玩家選擇停下，"no" 表示被迫停下。
event-nyumba-stop = { $chosen ->
    [yes] 玩家選擇停在 nyumba { $pit }（{ $rule }）。
   *[no] 這一圈在 nyumba { $pit } 結束，這一步隨之結束（{ $rule }）。
}
# K11、K12：$by 吃掉 $pit 的 $count 顆種子；種子從 $kichwa（$side 的 kichwa，$side 是走棋的一方，
# "south" 或 "north"）進入，向 $dir 播種。$end：從走棋者自己的座位看，$kichwa 在他前排的哪一端：
# "left"（A1、a1）或 "right"（A8、a8）。$end 和 $dir 不同：從左邊的 kichwa 進入的種子向右播種。
# $why："left-zone"、"right-zone"、"chosen" 或 "keeps-direction"（K11.1、K11.2）。
event-capture = 吃子（{ $rule }）：{ $by } 吃掉 { $pit } 的 { $count } 顆種子；種子從{ $side ->
    [south] 南方
   *[north] 北方
}{ $end ->
    [left] 左
   *[right] 右
}邊的 kichwa { $kichwa } 進入，向{ $dir ->
    [left] 左
   *[right] 右
}播種{ $why ->
    [left-zone] （左端區，K11.1）。
    [right-zone] （右端區，K11.1）。
    [chosen] （自選，K11.2）。
   *[keeps-direction] （這一步保持原方向，K11.2）。
}
# K16、K21：$side 失去 nyumba。$why："lifted"、"captured" 或 "mtaji-capture"。
event-nyumba-lost = { $side ->
    [south] 南方
   *[north] 北方
}失去 nyumba（{ $rule }{ $why ->
    [lifted] ：其中的種子已播出
    [captured] ：它被吃掉了
   *[mtaji-capture] ：mtaji 階段的第一次吃子
}）。
# K25：這一圈在 takasia 坑 $pit 結束。
event-takasia-stop = 這一圈在 takasia 坑 { $pit } 結束，這一步隨之結束（{ $rule }）。
# K8.6：最後一顆種子落入空坑 $pit。
event-move-end = 最後一顆種子落入空坑 { $pit }，這一步結束（{ $rule }）。
# K22：$pit 在對手的下一步中被封鎖。
event-takasia = Takasia（{ $rule }）：對手的下一步不能使用 { $pit }。
# K6：階段改變。$stage："namua" 或 "mtaji"。
event-stage-change = { $stage ->
    [namua] namua 階段開始（{ $rule }）。
   *[mtaji] 雙方儲備皆空：mtaji 階段開始（{ $rule }）。
}
# M4：一顆石子從 $from 移到空洞 $to。
event-step = { $from } 的石子移到 { $to }（{ $rule }）。
# M5：$pit 的石子被移除。
event-remove = { $pit } 的石子被移除（{ $rule }）。
# G4.3：$by 中的最後一顆種子吃掉 $pit 的 $count 顆種子；走步者共收入 $total 顆。
event-kingulu-capture = 吃子（{ $rule }）：落在 { $by } 的最後一顆種子吃掉 { $pit } 的 { $count } 顆種子；共收入 { $total } 顆。
# G7：$side 保留 $pit（現有 $count 顆種子）。
event-reserve = Kuweka mtoto（{ $rule }）：{ $side ->
    [south] 南方
   *[north] 北方
}保留了 { $pit }（{ $count }）。
# G7：$from 中倒數第二顆種子移入剛保留的洞 $to。
event-reserve-extra = { $from } 的種子移入保留洞 { $to }（{ $rule }）。
# G4.1、G7：保留洞 $pit 中的一顆種子歸入 $side 吃到的種子。
event-bank = 保留洞 { $pit } 中的種子歸{ $side ->
    [south] 南方
   *[north] 北方
}所有（{ $rule }）。
# 對局結束。$winner："south"、"north" 或 "none"（和局）；$rule：K29、K30、M6、M7、G8；
# $south、$north：Bao Kingulu 的得分（其他遊戲為 0）。
event-game-over = { $winner ->
    [south] 南方獲勝（{ $rule }）。
    [north] 北方獲勝（{ $rule }）。
   *[none] 和局（{ $rule }）。
}
