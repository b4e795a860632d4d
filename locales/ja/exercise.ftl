# 問題：目標、答えへの反応、ヒント、進み具合。
# $pit：穴の名前；$move：記法で書いた手；$moves：コンマで区切った手。

goal-capture = 1手で { $pit } の種を取りましょう。
goal-takasia = takasia を作りましょう：あなたの手のあと、相手の穴の一つが封鎖されます。
goal-win = 1手でゲームに勝ちましょう。
goal-win-two = 2手で勝ちましょう：北がどう応じても、次の手であなたが勝ちます。
goal-safe = あなたの前列が危険です：北に勝つ応手がなくなる手を見つけましょう。
goal-safari = 1手で nyumba をまきましょう（safari）。
goal-reserve = 1手で穴を確保しましょう（kuweka mtoto）。
goal-end = 最後の周が { $pit } で終わる手を指しましょう。
# `move` の目標：問い（盤の上の文章）が、その手がすべきことを述べます。
goal-move = 問いが求める手を指しましょう。
goal-legal = 指せる手が始まる穴をすべて選んでから、「答え合わせ」を押しましょう。
# $goal：ブロックに書かれた目標。
goal-unknown = 問題の目標「{ $goal }」は不明です。
goal-no-solution = この局面では、この問題に答えがありません。
goal-nothing-wrong = この局面ではどの手も安全です。この問題には問うことがありません。

# $stars：得た星（ex-stars のメッセージ、例：「星3つ」）。
ex-solved = よくできました！ { $move } で正解です：{ $stars }。
# $stars：1〜3。
ex-stars = { $stars ->
   *[other] 星{ $stars }つ
}
ex-solved-before = この問題は前に解いています。
ex-wrong-illegal = { $move } は指せません：{ $text }
# $pits：その手が取った穴；$rule：その（最初の）取りのルール。
ex-wrong-captured = { $move } は { $pits } を取ります（{ $rule }）が、求められたことではありません。
# $pit：手が終わった穴；$rule：手を終わらせたルール。
ex-wrong-ended = { $move } は { $pit } で終わり（{ $rule }）、目標に届きません。
ex-wrong-other = { $move } では目標に届きません。
# 間違えた答えのあとの相手の応手。$side：相手（"North" または "South"、side-name の
# メッセージ）；$move：その応手；$rule：ゲームを終わらせるルール。
ex-reply-wins = すると{ $side }は { $move } と応じて勝ちます（{ $rule }）。
# $count：応手が取る種の数。
ex-reply-captures = すると{ $side }は { $move } と応じて、種を{ $count }個取ります。
ex-reply-escapes = すると{ $side }は { $move } と応じ、あなたには勝つ手がありません。
ex-reply-escapes-endgame = すると{ $side }は { $move } と応じ、あなたは残りの手数ではもう勝てません。
# 2手での勝ち：最初の手は正しかった；$reply は相手の最善の守り。
ex-win-two-then = { $side }は { $reply } で守ります。さあ、1手で勝ちましょう。
# $stars：正解すればまだ得られる星（1〜3）。
ex-stars-left = { $stars ->
   *[other] まだ星{ $stars }つもらえます
}
# ヒントは3段階です：考え方、穴、手。考え方：
# あなたの穴の一つ（見つけるべき穴）からまいた $count 個の種が $by に届き、$by は $pit に向かい合っている。
hint-idea-capture = 数えましょう：{ $count ->
   *[other] 種が{ $count }個
}あるあなたの穴の一つが { $by } に届きます。{ $by } は { $pit } と向かい合っています。
hint-idea-capture-namua = namua 段階では、手持ちの種1個が種の入った前列の穴に入り、その穴は向かい合う相手の穴に種があれば、それを取ります（K12）。
hint-idea-capture-later = 最初の周で { $pit } に届くものはありません。まず取り、そのあとの周が { $pit } と向かい合う { $by } で終わらなければなりません（K19）。
# 取りの一般的な考え方（もっと具体的なヒントでは答えがわかってしまうとき）。
hint-idea-capture-any = 指せる手を一つずつ、周ごとにたどりましょう：求める手は、{ $pit } と向かい合う穴で周が終わります。
# $laps：$pit で終わる手の周の数。
hint-idea-end = 輪に沿って数えましょう：{ $pit } で終わる手は{ $laps ->
   *[other] { $laps }周
}です。
# 「end」の目標の一般的な考え方（もっと具体的なヒントでは答えがわかってしまうとき）。
hint-idea-end-any = 指せる手ごとに、最後の種が { $pit } に落ちるまで、周ごとに輪に沿って数えましょう。
# $side：相手（"North" または "South"）。
hint-idea-takasia = takasia は mtaji 段階の takasa のあとに起こります：あなたの手のあと、{ $side }に取れる手がなく、しかも{ $side }の前列の穴のうち、あなたがすぐに取れるものがちょうど一つでなければなりません（K22）。
# $why："front"（前列が空）、"no-moves"、"no-stones" または "score"；$rule：そのルール。
hint-idea-win = { $why ->
    [no-moves] { $side }に指せる手がないようにしましょう（{ $rule }）。
    [no-stones] { $side }の最後の石を取りましょう（{ $rule }）。
    [score] { $side }より多い種を持ってゲームを終えましょう（{ $rule }）。
   *[front] { $side }の前列を空にしましょう（{ $rule }）：前列に残った最後の種を取ります。
}
hint-idea-win-two = 2手先を考えましょう：正しい手のあとは、{ $side }がどう応じても、あなたに勝つ手が残ります。
# $reply：負ける手に対して勝つ応手。
hint-idea-safe = あなたのほとんどの手に対して、{ $side }は { $reply } のような応手で勝ちます。そのような応手が一つもなくなる手を見つけましょう。
hint-idea-safari = 取る手の周が、機能しているあなたの nyumba で終わることがあります。そのとき nyumba をまく safari ができます（K15.2）。
hint-idea-reserve = 種が3個ある相手の穴で周を終わらせましょう：その穴はあなたのものになります。これが kuweka mtoto です（G7）。
# $pits：見つけるべき手が取るもの。
hint-idea-move-capture = 求める手は { $pits } を取ります。
hint-idea-move-end = 求める手は { $pit } で終わります。
# $pit：見つけるべき手の取った種が入る kichwa。
hint-idea-move-kichwa = 求める手の取った種は { $pit } から入ります。
hint-idea-move-any = 自分の手を一つずつ、周ごとに頭の中で指してみて、問いと比べましょう。
hint-idea-legal-capture = ここでは取ることができ、取るのは義務です（K10）：取る手しか指せません。
hint-idea-legal-namua = 取ることはできません：namua の takasa は種の入った前列の穴から始まります（K13）。
hint-idea-legal-takasa = 取ることはできません：takasa は、種が2個以上ある前列の穴があればそこから、なければ後列から始まります（K20）。
hint-idea-legal-other = あなたの穴を一つずつ、ゲームのルールに照らしてみましょう：ルールが禁じる手は指せません。
hint-pit = ヒント：{ $pit } から始めましょう。
# $dir："left" または "right"；$move：手全体。
hint-dir = ヒント：{ $move } を指し、{ $dir ->
    [left] 左
   *[right] 右
}へまきましょう。
hint-move = ヒント：{ $move } を指しましょう。
hint-none = ヒントはもうありません。
# 指せる手の問題。$count：穴の数。
# $stars：得た星（ex-stars のメッセージ）。
legal-correct = 正解です：指せる手が始まる穴はこれで全部です：{ $stars }。
legal-missing = { $pits } が抜けています：そこから始まる手があります（例：{ $move }）。
# $pit：選んだ穴；$text：そこから手が始まらない理由。
legal-extra = { $pit } から始まる手はありません：{ $text }
legal-marked = { $count ->
   *[other] 選んだ穴：{ $count }個
}
progress-reset = 進み具合をリセットしました。
progress-not-saved = このブラウザーでは進み具合を保存できません（プライベートウィンドウ、または保存領域がいっぱいか無効になっています）。問題は解けますが、ページを離れると星は残りません。

# 北が応じる、何手かにわたる目標。$count：まだ指す手の数。
goal-captures = { $count ->
    [1] この手で取りましょう。
   *[other] 北がどう応じても、これからの{ $count }手で毎回取りましょう。
}
goal-guard = { $count ->
    [1] 指したあと、北に取る手が残らない手を指しましょう。
   *[other] { $count }手のあいだ、北に取る手がないように指しましょう。
}
# そのような目標の正しい手と、それへの応手。$reply：相手の応手；$left：残りの手数。
ex-series-good = いいですね：{ $move }。
ex-series-then = { $side }は { $reply } と応じます。{ $left ->
   *[other] あと{ $left }手です。
}
# 目標を達成：何も取らない相手の応手。
ex-reply-no-capture = { $side }は { $move } と応じ、何も取りません。
# `captures` の目標で間違えたあと：これ以上続けられなくなる応手。
ex-reply-stops = すると{ $side }は { $move } と応じ、あなたはもう毎手取ることはできません。
ex-reply-stops-guard = すると{ $side }は { $move } と応じ、そのあとはあなたがどう指しても{ $side }に取る手が残ります。
hint-idea-captures = あなたの取る手と、それに対する{ $side }のすべての応手を調べましょう：正しい取りのあとは、{ $side }が何を指しても、あなたはまた取れます。
hint-idea-guard = 指す前に、あなたの手のあとで{ $side }が何を取れるかを見ましょう：取るのは義務なので、取れる手があれば{ $side }は取ります。正しい手は、{ $side }に取る手を残しません。
goal-endgame = { $count ->
    [1] この手でゲームに勝ちましょう。
   *[other] 北がどう応じても、これからの{ $count }手以内にこの終盤を勝ち切りましょう。
}
hint-idea-endgame = あなたの手と、それに対する{ $side }のすべての応手を調べましょう：正しい手のあとは、{ $side }が何を指しても、あなたは残りの手数でまだ勝てます。相手の前列が空になるか、相手が指せなくなれば勝ちです。
# 第3部（「上手に指す」）の問題の最初のヒント：そのステージが教える指し方の原則（ブロックの
# `principle:`）。これが正しい手を決めます。$principle：原則の名前。
hint-idea-principle = { $principle ->
    [no-capture] 指せるそれぞれの手について、そのあとの盤を見て、「そのとき北は取れるか？」と考えましょう。正しい手は、北に取る手を残しません。
    [biggest] 取る手のそれぞれについて、同じ手の中で続けて起こる取りも含めて、何個取れるかを数えましょう：正しい手は、いちばん多く取ります。
    [net-gain] 指せるそれぞれの手について、その手で取る種の数から、北が次の手で取り返せる種のいちばん多い数を引きましょう：正しい手は、その差がいちばん大きくなります。
    [front-row] 指せるそれぞれの手について、そのあとで前列にある種を数えましょう：正しい手は、前列に種をいちばん多く残します。
    [front-after-reply] 指せるそれぞれの手について、あなたの前列の種がいちばん少なくなる北の応手を見つけましょう：正しい手は、その応手のあとでも、前列に種をいちばん多く残します。
    [keep-nyumba] 指せるそれぞれの手について、そのあとのあなたの nyumba を見ましょう：正しい手のあとも、nyumba はまだあなたのもので、種が6個以上あります。
   *[mobility] 指せるそれぞれの手について、そのあとで北に指せる手がいくつあるかを数えましょう：正しい手は、北に指せる手をいちばん少なくします。
}
