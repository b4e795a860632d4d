# ドリル：新しい局面が次々に出て、それぞれに問いが一つ。連続正解を数えます。
# $side：指す側（"South" または "North"、side-name のメッセージ）；$move：手。

drill-prompt-legal = { $side }の指せる手をすべて選びましょう：穴を1回クリックすると両方向、もう1回で < だけ、もう1回で > だけになります。それから「答え合わせ」を押しましょう。
drill-prompt-legal-pits = { $side }が指せる手を始められる穴をすべて選んでから、「答え合わせ」を押しましょう。
drill-prompt-last-seed = { $side }が { $move } を指します。最初の周の最後の種はどこに落ちるでしょう？ その穴をクリックしましょう。
drill-prompt-capture = { $side }が { $move } を指します。この手は取る手でしょうか、それとも takasa でしょうか？
drill-prompt-kichwa = { $side }が { $move } を指します。取る手です。取った種はどちらの kichwa から入るでしょう？ その穴をクリックしましょう。
drill-none = この盤からは、このドリルの局面が見つかりませんでした。
drill-right = 正解！
drill-wrong = 今回は違います。
# 最後の種の答え：$from の種 $count 個を $dir（"left" または "right"）へまく；最後は $pit に。
drill-last-seed = { $from } の種{ $count }個は{ $dir ->
    [left] 左
   *[right] 右
}へ進みます：最後の種は { $pit } に落ちます（{ $rule }）。
# 手が takasa である理由。$why："namua"（手持ちの種が $pit に入り、$pit は空の穴と向かい合う）、
# "sixteen"、"back-row"、"was-empty" または "faces-empty"（最初の周が終わった $pit について）、
# または "other"。
drill-takasa = takasa：{ $why ->
    [namua] 手持ちの種は { $pit } に入りますが、{ $pit } と向かい合う穴に種がありません（{ $rule }）。
    [sixteen] 種が16個以上ある穴は決して取りません（{ $rule }）。
    [back-row] 最初の周は後列の { $pit } で終わります（{ $rule }）。
    [was-empty] 最初の周は、空だった { $pit } で終わります（{ $rule }）。
    [faces-empty] 最初の周は { $pit } で終わりますが、向かい合う穴は空です（{ $rule }）。
   *[other] この手は取ることから始まりません（{ $rule }）。
}
# $count：指せる手が始まる穴の数；$text：それを決めるルール。
drill-legal-right = 正解：{ $count ->
   *[other] { $count }個の穴
}すべてです。{ $text }
# 両方向とも指せるのに、一方向だけ選んだ穴：$left と $right はその二つの手。
drill-legal-both = { $pit } からは両方向とも指せます：{ $left } と { $right }。
# $move だけが指せる穴；$other は逆方向の手、$text はそれが指せない理由。
drill-legal-only = { $pit } からは { $move } だけが指せます。{ $other } は指せません：{ $text }
btn-capture = 取る
btn-takasa = takasa
btn-next = 次の局面
# $count：続けて正解した数；$best：このブラウザーに残る最高の連続正解。
drill-streak = 連続正解：{ $count } · 最高：{ $best }
drill-answer-shown = 正しい答えを盤に示しました。
