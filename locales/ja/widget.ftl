# Bao Kitabu ウィジェット：ボタン、ラベル、状態表示。
# 穴の名前（A5、b12）と手の記法（A7<、a5>+）は翻訳しません。
# $pit、$move、$kichwa という変数にはそのような名前が入ります。

## ゲーム（記法の最初のフィールド）。
game-kiswahili = Bao la Kiswahili
game-kujifunza = Bao la Kujifunza
game-kimasai = Bao la Kimasai
game-kingulu = Bao Kingulu

## 対局者。$side は "south" または "north"。
side-name = { $side ->
    [south] 南
   *[north] 北
}

## 手を指す側から見た方向。$dir は "left" または "right"。
dir-name = { $dir ->
    [left] 左
   *[right] 右
}

## 盤の下の状態表示。
# $side："south" または "north"。
status-to-move = { $side ->
    [south] 南の番
   *[north] 北の番
}
# 手をまいている間（まき残りの種があるとき）。$side："south" または "north"。
status-moving = { $side ->
    [south] 南の手の途中
   *[north] 北の手の途中
}
status-stage-namua = namua 段階
status-stage-mtaji = mtaji 段階
# $count：$side（"south" または "north"）の手持ち（手の中）の数。
status-store = { $side ->
    [south] 南の手持ち
   *[north] 北の手持ち
}：{ $count }
# $count：$side が取った種の数（Bao Kingulu）。
status-captured = { $side ->
    [south] 南が取った種
   *[north] 北が取った種
}：{ $count }
# $count：アニメーション中にまいている（手の中の）種の数。
status-in-hand = { $count ->
   *[other] まき残りの種{ $count }個
}
# $side：勝者（"south" または "north"）；$rule：ルール番号（K29、K30、M6、G8）。
status-winner = { $side ->
    [south] 南の勝ち
   *[north] 北の勝ち
}（{ $rule }）
# $rule：M7 または G8。
status-draw = 引き分け（{ $rule }）

## スクリーンリーダーが読み上げる穴のラベル。
# $pit：穴の名前；$count：中の種の数；$kind："nyumba"、"kichwa"、"kimbi" または "plain"；
# $state："none"、"takasia"、"reserved-south"、"reserved-north"、"last"、"captured"、"hand"。
pit-label = { $pit }{ $kind ->
    [nyumba] 、nyumba
    [kichwa] 、kichwa
    [kimbi] 、kimbi
   *[plain] {""}
}、{ $count ->
   *[other] 種 { $count } 個
}{ $state ->
    [takasia] 、takasia で封鎖中
    [reserved-south] 、南が確保
    [reserved-north] 、北が確保
    [last] 、最後の種
    [captured] 、取られた
    [hand] 、まき残りの種
   *[none] {""}
}
# 盤のアクセシブルな名前。$game：ゲームの名前。
board-label = { $game } の盤
# 盤の横に表示される手持ちのアクセシブルな名前。
store-label = { $side ->
    [south] 南の手持ち
   *[north] 北の手持ち
}

## ボタンとコントロール。
btn-flip = 盤を反転
    .title = 盤を反対側から表示します
btn-labels = 穴の名前
    .title = 穴の名前を表示または非表示にします
btn-start = 最初
    .title = 最初に戻ります
btn-end = 最後
    .title = 最後に進みます
btn-play = 再生
    .title = アニメーションを再生します
btn-pause = 一時停止
    .title = アニメーションを一時停止します
btn-back-seed = ◀ 種
    .title = 1ステップ戻ります
btn-next-seed = 種 ▶
    .title = 1ステップ進みます
btn-back-lap = ◀◀ 周
    .title = 前の周の終わりに戻ります
btn-next-lap = 周 ▶▶
    .title = この周の終わりに進みます
btn-back-move = |◀ 手
    .title = 前の手に戻ります
btn-next-move = 手 ▶|
    .title = この手の終わりに進みます
label-speed = 速さ
btn-undo = 元に戻す
btn-redo = やり直す
btn-new-game = 最初から
btn-share = 共有リンクをコピー
btn-copy-position = 局面をコピー
btn-open-play = 対局モードで開く
btn-open-step = ステップモードで開く
btn-check = 答え合わせ
btn-hint = ヒント
btn-retry = もう一度
btn-reset = 進み具合をリセット
btn-cancel = キャンセル
# 手の途中で尋ねる選択。$dir："left" または "right"；$kichwa：kichwa の穴。
choice-dir = { $dir ->
    [left] 左
   *[right] 右
}へまく
choice-kichwa = kichwa { $kichwa } から入れる
choice-safari = nyumba をまく（safari）
choice-stop = nyumba で止まる
# 選択ボタンの上に表示。$pit：クリックした穴。
choice-prompt = { $pit }：指し方を選んでください
copied = コピーしました。
copy-failed = コピーできませんでした。テキストを選択して、手動でコピーしてください。

## 棋譜と実況。
moves-title = 棋譜
moves-none = まだ手がありません。
# $side："south" または "north"。
narrate-start = 開始局面。{ $side ->
    [south] 南の番です。
   *[north] 北の番です。
}
# $number：手の番号（1、2…）；$move：記法で書いた手；$text：出来事の実況。
narrate-move = { $number }. { $move }：{ $text }
# $side：いま指す側（"south" または "north"）。
narrate-your-turn = { $side ->
    [south] 南の番です。
   *[north] 北の番です。
}
# $move：指した手。
narrate-played = { $move } を指しました。
# $move：手；$text：指せない理由（illegal-* のメッセージのひとつ）。
narrate-illegal = { $move } は指せません：{ $text }
# $pit：クリックした穴；$text：そこから手が始まらない理由。
narrate-no-move = { $pit } から始まる手はありません：{ $text }
# $count：この手の出来事の数；$step：現在の出来事。
step-position = ステップ { $step }／{ $count }

## エディター。
edit-title = 局面エディター
edit-game = ゲーム
edit-to-move = 手番
edit-stores = 手持ち（南、北）
edit-captured = 取った種（南、北）
edit-nyumba-south = 南が nyumba を持っている
edit-nyumba-north = 北が nyumba を持っている
edit-takasia = takasia の穴
edit-takasia-none = なし
edit-reserved = 確保された穴（例：a3=S,A5=N）
edit-position = 局面
edit-help = 穴をクリックすると種が1個増え、Shift+クリックまたは右クリックで1個減ります。穴を選んで数字、+、- を入力することもできます。
edit-valid = この局面は正しい局面です。
# $total：盤の上と手持ちの種の数；$expected：そのゲームの合計。
edit-seed-total = 種を{ $total }個置きました（全部で{ $expected }個）。

## ウィジェットの内容の代わりに表示されるエラー。
# $text：理由（parse-* または illegal-* のメッセージ）。
error-position = この局面は読み取れません：{ $text }
# $number：手順の中の手の番号；$move：書かれた手；$text：理由。
error-move = { $number } 手目（{ $move }）は指せません：{ $text }
error-mode = ウィジェットのモード「{ $mode }」は不明です（view、step、play、edit、exercise、record、drill、score、map、review）。
# $key：ウィジェットの設定（flip、labels、computer…）；$value：その誤った値。
error-value = ウィジェットの「{ $key }」の値「{ $value }」が正しくありません。
# $key：ウィジェットのモードに必要な設定（例：goal）。
error-missing = ウィジェットには「{ $key }」の設定が必要です。
# $key：設定；$mode：ウィジェットのモード（view、step、play、edit、exercise）。
error-not-for-mode = 設定「{ $key }」はモード「{ $mode }」では使えません。
# $drill：ドリルの種類（legal-moves、last-seed…）；$game：ゲームの名前。
error-drill-game = ドリル「{ $drill }」は { $game } では使えません。
error-shown-start = 代わりに開始局面を表示しています。
# 共有リンク（play.html#...）。$key：不明なキー。
fragment-unknown-key = リンクに不明な部分「{ $key }」があります。
fragment-bad-encoding = リンクが壊れています（%エンコードの誤り）。
# $value：誤った値；$key：そのキー。
fragment-bad-value = リンクの「{ $key }」の値「{ $value }」が正しくありません。
fragment-title = この共有リンクを開けませんでした。

## モードの名前（スクリーンリーダー向けにウィジェットの見出しとして表示）。
mode-view = 盤
mode-step = ステップ再生
mode-play = 自由対局
mode-edit = 局面エディター
mode-exercise = 練習問題
mode-drill = ドリル
mode-score = テストのスコア
mode-map = コースの地図
mode-review = 間違えた問題
# $limit：リンクの最大の長さ（キロバイト）。
fragment-too-long = リンクが長すぎます（最大 { $limit } KB）。
# $limit：id の最大の長さ（バイト）。
embed-bad-id = リンクの id は1行で、最大 { $limit } バイトでなければなりません。
embed-no-progress-page = コースの進み具合のページは埋め込めません。本そのものを開いてください。
