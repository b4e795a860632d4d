# Bao Kitabu ウィジェット：対局相手のコンピューター、ヒント、エディターの解析パネル。
# 穴の名前（A5、b12）と手（A7<、a5>+）は翻訳しません。$move、$pit、$pits にはそれが入ります
# （$pits：コンマでつないだ穴の名前）。

## 対局の盤の相手選び。
computer-label = 相手
# $level：1〜4。
computer-level = { $level ->
    [1] コンピューター、レベル1（初心者）
    [2] コンピューター、レベル2（初級）
    [3] コンピューター、レベル3（強い）
   *[4] コンピューター、レベル4（名人）
}
computer-none = なし（2人で対局）
computer-side-label = コンピューターの側
computer-thinking = コンピューターが考えています…
computer-wait = お待ちください：コンピューターの番です。
# $kind："position"、"move"、"over"、"worker" または "other"。
computer-error = { $kind ->
    [position] コンピューターはこの局面を読み取れません。
    [move] コンピューターが、ここでは指せない手を返しました。
    [over] コンピューターは指せません：ゲームは終わっています。
    [worker] このブラウザーではコンピューターを起動できませんでした。
   *[other] コンピューターが答えられませんでした。
}
computer-you-win = あなたの勝ちです！
computer-it-wins = コンピューターの勝ちです。
computer-draw = 引き分けです。

## 対局の盤のヒントボタン。
btn-computer-hint = ヒント
    .title = ここでの最善手と、その理由
hint-thinking = 最善手を探しています…
# $move：手；$text：下の hint-... の文のひとつ。
hint-best = { $move } を指しましょう：{ $text }
# $rule：ゲームを終わらせるルール（K30、M6、G8…）。
hint-wins = この手でゲームに勝ちます（{ $rule }）。
# $count：取る種の数；$pits：取る穴。
hint-captures = この手で{ $count ->
   *[other] 種を{ $count }個
}取ります（{ $pits }）。
# Bao la Kimasai：$pits から石を $count 個取る。
hint-captures-stones = この手で{ $count ->
   *[other] 石を{ $count }個
}取ります（{ $pits }）。
# Bao Kingulu、G7：この手で確保する相手の穴。
hint-reserves = この手で { $pits } を確保します（kuweka mtoto、G7）。
# 手の前には相手に取られえたが、手のあとは取られない、指す側の穴。
hint-prevents = この手で { $pits } が取られるのを防ぎます。
# $count：次の番に指す側が $pits で取れる種の数。
hint-threatens = この手で、次の番に{ $count ->
   *[other] 種を{ $count }個
}取ると脅かします（{ $pits }）。
hint-threatens-stones = この手で、次の番に{ $count ->
   *[other] 石を{ $count }個
}取ると脅かします（{ $pits }）。
# K22：この手が封鎖する相手の穴。
hint-takasia = この手で { $pit } を takasia で封鎖します（K22）。
# K15.2
hint-safari = この手で nyumba をまきます（safari、K15.2）。
hint-quiet = この手があなたの局面をいちばん安全に保ちます。
# $moves：勝ちまでの手数（どちらの側の手も数える）。探索で証明済み。
hint-forced-win = 最善を尽くせば、長くても{ $moves ->
   *[other] { $moves }手
}で勝てます。
hint-forced-loss = 相手が最善を尽くせば、どの手も負けます。この手がいちばん長く持ちこたえます（{ $moves ->
   *[other] { $moves }手
}）。

## エディターの解析パネル。
analysis-title = 解析
analysis-thinking = 指せる手をすべて解析しています…
# $depth：読んだ手数；$nodes：調べた局面の数。
analysis-depth = { $depth }手先まで読みました（{ $nodes }局面）。
# 解析中に表示される、終わった1回の反復。$depth：読んだ手数；$move：これまでの最善手；$score：そのスコア（analysis-seeds、-win または -loss）；$nodes：調べた局面の数（すでに数字で書かれている）。
analysis-progress = { $depth ->
   *[other] { $depth }手
}先まで読みました：これまでの最善手は { $move }（{ $score }）。{ $nodes }局面。
# 解析中に止めるボタン。
analysis-stop = 停止
analysis-stopped = 解析を停止しました。上は、読み終えた深さごとに見つかった最善手です。
analysis-help = スコアは手番の側から見た種の数です：多いほど良い手です。手を選ぶと、その読み筋を盤の上で1手ずつたどれます。
analysis-move = 手
analysis-score = スコア
analysis-line = 読み筋
# 種の数で表したスコア：$score、符号つき、CLDR による言語の数字と小数点（+1.25）。
analysis-seeds = { $score }
# $moves：手数（どちらの側の手も数える）、探索で証明済み。
analysis-win = { $moves ->
   *[other] { $moves }手
}で勝ち
analysis-loss = { $moves ->
   *[other] { $moves }手
}で負け
btn-close = 閉じる
