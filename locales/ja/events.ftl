# 一手の中の出来事ひとつひとつの実況。ステップのアニメーション中に表示され、読み上げられます。
# どのメッセージにも $rule（ルール番号：K12、G4.3…）があり、かっこの中に示します。
# 穴の名前（$pit、$by、$kichwa、$from、$to）は翻訳しません。
# $dir は手を指す側から見た "left" または "right"；$side は "south" または "north"。

# K12：namua：手持ちの種1個が $pit に入る。
event-store-seed = 手持ちの種1個が { $pit } に入ります（{ $rule }）。
# $pit から $count 個の種を持ち上げ、$dir の方向へまく。
event-lift = { $pit }：{ $count ->
   *[other] 種{ $count }個を持ち上げ
}、{ $dir ->
    [left] 左
   *[right] 右
}へまきます（{ $rule }）。
# K13.1：nyumba $pit に税がかかる：$count 個を持ち上げ、$left 個が残る。
event-tax = 課税（{ $rule }）：nyumba { $pit } から持ち上げる種は{ $count }個だけで、{ $left }個が残ります。
# 種1個が $pit に入り、$pit の種は $now 個になる。
event-drop = { $pit } に1個（{ $now ->
   *[other] 種{ $now }個
}）。
# K8.5：リレー：$pit から $count 個の種を持ち上げる。
event-relay = リレー（{ $rule }）：周は { $pit } で終わります。その{ $count ->
   *[other] 種{ $count }個
}を持ち上げて、まき続けます。
# K15.2：safari：nyumba $pit から $count 個の種を持ち上げる。
event-safari = safari（{ $rule }）：nyumba { $pit } をまきます。{ $count ->
   *[other] 種{ $count }個
}を持ち上げます。
# K15：nyumba $pit で止まる。$chosen：自分で止まることを選んだときは "yes"、強制のときは "no"。
event-nyumba-stop = { $chosen ->
    [yes] プレイヤーは nyumba { $pit } で止まります（{ $rule }）。
   *[no] 周は nyumba { $pit } で終わり、手はそこで止まります（{ $rule }）。
}
# K11、K12：$by が $pit から $count 個の種を取る。種は $side（指す側、"south" または "north"）の
# kichwa $kichwa から入り、$dir の方向へまかれる。$end：$kichwa が指す側の前列のどちらの端か
# （指す側の席から見て）："left"（A1、a1）または "right"（A8、a8）。$end と $dir は違う：
# 左の kichwa から入った種は右へまかれる。
# $why："left-zone"、"right-zone"、"chosen" または "keeps-direction"（K11.1、K11.2）。
event-capture = 取る（{ $rule }）：{ $by } が { $pit } から{ $count ->
   *[other] 種{ $count }個
}を取ります。種は{ $side ->
    [south] 南
   *[north] 北
}の{ $end ->
    [left] 左
   *[right] 右
}の kichwa { $kichwa } から入り、{ $dir ->
    [left] 左
   *[right] 右
}へまかれます{ $why ->
    [left-zone] {""}（左端の区域、K11.1）。
    [right-zone] {""}（右端の区域、K11.1）。
    [chosen] {""}（選択、K11.2）。
   *[keeps-direction] {""}（手は方向を保ちます、K11.2）。
}
# K16、K21：$side が nyumba を失う。$why："lifted"、"captured" または "mtaji-capture"。
event-nyumba-lost = { $side ->
    [south] 南
   *[north] 北
}は nyumba を失います（{ $rule }{ $why ->
    [lifted] ：その種がまかれた
    [captured] ：取られた
   *[mtaji-capture] ：mtaji 段階の最初の取り
}）。
# K25：周が takasia の穴 $pit で終わる。
event-takasia-stop = 周は takasia の穴 { $pit } で終わります。手はここで終わりです（{ $rule }）。
# K8.6：最後の種が空の穴 $pit に落ちた。
event-move-end = 最後の種は空の穴 { $pit } に入ります。手はここで終わりです（{ $rule }）。
# K22：$pit は相手の次の手で封鎖される。
event-takasia = takasia（{ $rule }）：{ $pit } は相手の次の手で使えません。
# K6：段階が変わる。$stage："namua" または "mtaji"。
event-stage-change = { $stage ->
    [namua] namua 段階が始まります（{ $rule }）。
   *[mtaji] 両者の手持ちがなくなりました。mtaji 段階が始まります（{ $rule }）。
}
# M4：石が $from から空の穴 $to へ動く。
event-step = { $from } の石が { $to } へ動きます（{ $rule }）。
# M5：$pit の石が取り除かれる。
event-remove = { $pit } の石が取り除かれます（{ $rule }）。
# G4.3：$by に入った最後の種が $pit の種 $count 個を取る；指す側は $total 個を得る。
event-kingulu-capture = 取る（{ $rule }）：{ $by } に入った最後の種が { $pit } の{ $count ->
   *[other] 種{ $count }個
}を取ります。{ $total }個を自分の取った種に加えます。
# G7：$pit（いま種 $count 個）が $side に確保される。
event-reserve = kuweka mtoto（{ $rule }）：{ $pit }（{ $count }）は{ $side ->
    [south] 南
   *[north] 北
}が確保します。
# G7：$from にある最後から2番目の種が、新しく確保された穴 $to に移る。
event-reserve-extra = { $from } の種が、確保された穴 { $to } に移ります（{ $rule }）。
# G4.1、G7：確保された穴 $pit に入った種は $side の取った種になる。
event-bank = 確保された穴 { $pit } の種は{ $side ->
    [south] 南
   *[north] 北
}のものになります（{ $rule }）。
# ゲーム終了。$winner："south"、"north" または "none"（引き分け）；$rule：K29、K30、M6、M7、G8；
# $south、$north：Bao Kingulu のスコア（ほかのゲームでは 0）。
event-game-over = { $winner ->
    [south] 南の勝ちです（{ $rule }）。
    [north] 北の勝ちです（{ $rule }）。
   *[none] 引き分けです（{ $rule }）。
}
