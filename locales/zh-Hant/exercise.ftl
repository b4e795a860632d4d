# 練習：目標、回饋、提示、進度。
# $pit：坑名；$move：以記譜法寫的一步；$moves：以逗號分隔的多步。

goal-capture = 用一步吃掉 { $pit } 的種子。
goal-takasia = 造成 takasia：走完這一步後，對手的一個坑被封鎖。
goal-win = 用一步贏得對局。
goal-safari = 用一步播出 nyumba（safari）。
goal-reserve = 用一步保留一個洞（kuweka mtoto）。
goal-end = 走一步，讓最後一圈在 { $pit } 結束。
goal-move = 走題目要求的那一步。
goal-legal = 標出所有可以開始合法步的坑，然後按「檢查」。
# $goal：區塊中寫的目標。
goal-unknown = 未知的練習目標「{ $goal }」。
goal-no-solution = 這個練習在此局面下無解。

# $stars：得到的星數（一則 ex-stars 訊息，例如「3 顆星」）。
ex-solved = 做得好！{ $move } 解開了這題：{ $stars }。
# $stars：1 到 3。
ex-stars = { $stars ->
   *[other] { $stars } 顆星
}
ex-solved-before = 你之前已解開這個練習。
ex-wrong-illegal = { $move } 不合法：{ $text }
# $pits：這一步吃掉的坑。
ex-wrong-captured = { $move } 吃掉的是 { $pits }（{ $rule }），不是題目要求的。
# $pit：這一步結束的位置；$rule：使它結束的規則。
ex-wrong-ended = { $move } 在 { $pit } 結束（{ $rule }），沒有達成目標。
ex-wrong-other = { $move } 沒有達成目標。
goal-win-two = 兩步取勝：不論北方如何應對，你的下一步都能獲勝。
goal-safe = 你的前排有危險：找出一步，走完後北方沒有致勝的應手。
goal-nothing-wrong = 這個局面中每一步都安全：這道練習沒有可問的。
# 答錯後對手的應手。$side：對手（「北方」或「南方」，side-name 訊息）；$move：他的應手；
# $rule：結束對局的規則。
ex-reply-wins = 接著{ $side }以 { $move } 應對，並且獲勝（{ $rule }）。
# $count：應手吃掉的種子數。
ex-reply-captures = 接著{ $side }以 { $move } 應對，吃掉 { $count } 顆種子。
ex-reply-escapes = 接著{ $side }以 { $move } 應對，你就沒有致勝的一步了。
ex-reply-escapes-endgame = 接著{ $side }以 { $move } 應對，你就無法在剩下的步數內獲勝了。
# 兩步取勝：第一步正確；$reply 是對手最好的防守。
ex-win-two-then = { $side }以 { $reply } 防守。現在用一步取勝。
# $stars：答對仍能得到的星數（1 到 3）。
ex-stars-left = { $stars ->
   *[other] 還能得到 { $stars } 顆星
}
# 提示分三步：想法、坑、一步。想法：
hint-idea-capture = 數一數：你有一個裝著 { $count } 顆種子的坑，播種後會到達 { $by }，它正對著 { $pit }。
hint-idea-capture-namua = 在 namua 階段，一顆儲備種子放進前排一個有子的坑；如果正對著它的對手坑裡有種子，這個坑就吃掉它（K12）。
hint-idea-capture-later = 沒有一步的第一圈能到達 { $pit }：先吃子，之後要有一圈在 { $by } 結束，它正對著 { $pit }（K19）。
hint-idea-capture-any = 把你能走的每一步一圈一圈地跟一遍：你要找的那一步會有一圈在正對著 { $pit } 的坑結束。
# $laps：在 $pit 結束的那一步的圈數。
hint-idea-end = 沿著環數一數：在 { $pit } 結束的那一步共有 { $laps } 圈。
hint-idea-end-any = 對你能走的每一步，沿著環一圈一圈地數，直到最後一顆種子落在 { $pit }。
hint-idea-takasia = takasia 出現在 mtaji 階段的 takasa 之後：走完這一步後，{ $side }不能有吃子的步，而且他的前排坑中恰好只有一個是你能立刻吃到的（K22）。
# $why："front"、"no-moves"、"no-stones" 或 "score"；$rule：其規則。
hint-idea-win = { $why ->
    [no-moves] 讓{ $side }沒有合法步可走（{ $rule }）。
    [no-stones] 拿走{ $side }最後的石子（{ $rule }）。
    [score] 以比{ $side }更多的種子結束對局（{ $rule }）。
   *[front] 清空{ $side }的前排（{ $rule }）：吃掉他前排最後的種子。
}
hint-idea-win-two = 往前想兩步：走對之後，{ $side }不論怎麼應，你都有一步能獲勝。
hint-idea-safe = 你大多數的步走完後，{ $side }都能以 { $reply } 這樣的應手獲勝。找出一步，讓他沒有任何致勝應手。
hint-idea-safari = 吃子的步可以讓一圈在你功能性的 nyumba 結束：這時你可以播出 nyumba，也就是 safari（K15.2）。
hint-idea-reserve = 讓一圈在對手有 3 顆種子的洞結束：它就歸你了，這就是 kuweka mtoto（G7）。
hint-idea-move-capture = 你要找的那一步會吃掉 { $pits }。
hint-idea-move-end = 你要找的那一步在 { $pit } 結束。
hint-idea-move-kichwa = 你要找的那一步吃到的種子從 { $pit } 進入。
hint-idea-move-any = 在腦中把你的每一步一圈一圈地走一遍，再和題目比較。
hint-idea-legal-capture = 這裡可以吃子，而吃子是強制的（K10）：只有吃子的步合法。
hint-idea-legal-namua = 沒有子可吃：namua takasa 從前排有子的坑開始（K13）。
hint-idea-legal-takasa = 沒有子可吃：takasa 從有 2 顆以上種子的前排坑開始；若沒有，才從後排開始（K20）。
hint-idea-legal-other = 用遊戲規則逐一檢查你的每個坑：規則禁止的步就不合法。
hint-pit = 提示：從 { $pit } 開始。
# $dir："left" 或 "right"；$move：完整的一步。
hint-dir = 提示：走 { $move }，向{ $dir ->
    [left] 左
   *[right] 右
}播種。
hint-move = 提示：走 { $move }。
hint-none = 沒有更多提示了。
# 合法步練習。$count：坑數。
# $stars：得到的星數（一則 ex-stars 訊息）。
legal-correct = 正確：合法步可以開始的坑就是這些：{ $stars }。
legal-missing = 你漏了 { $pits }：可以從那裡開始一步（例如 { $move }）。
# $pit：標出的坑；$text：為何不能從那裡開始。
legal-extra = 不能從 { $pit } 開始任何一步：{ $text }
legal-marked = { $count ->
   *[other] 已標出 { $count } 個坑
}
progress-reset = 進度已重設。
progress-not-saved = 這個瀏覽器無法保存你的進度（無痕視窗，或儲存空間已滿或已關閉）：練習仍然可以做，但離開後你的星星不會保留。

# 北方會應對的多步目標。$count：還要走的步數。
goal-captures = { $count ->
    [1] 用這一步吃子。
   *[other] 接下來的 { $count } 步每一步都要吃子，不論北方如何應對。
}
goal-guard = { $count ->
    [1] 走一步，走完後北方無子可吃。
   *[other] 在 { $count } 步之內，每走一步之後都讓北方無子可吃。
}
# $reply：對手的應手；$left：剩下的步數。
ex-series-good = 很好：{ $move }。
ex-series-then = { $side }以 { $reply } 應對。還剩 { $left } 步。
ex-reply-no-capture = { $side }以 { $move } 應對，什麼也沒吃到。
ex-reply-stops = 接著{ $side }以 { $move } 應對，你就不能每一步都吃子了。
ex-reply-stops-guard = 接著{ $side }以 { $move } 應對，之後你不論怎麼走，他都有子可吃。
hint-idea-captures = 看看你每一種吃法，以及{ $side }的每一種應手：吃對了之後，不論他怎麼走，你都還能再吃。
hint-idea-guard = 走之前，先看看你走完後{ $side }能吃什麼：吃子是強制的，他有得吃就一定會吃。正確的一步讓他無子可吃。
goal-endgame = { $count ->
    [1] 用這一步贏下這局。
   *[other] 在接下來的 { $count } 步之內贏下這個殘局，不論北方如何應對。
}
hint-idea-endgame = 看看你的每一步，以及{ $side }的每一種應手：走對之後，不論他怎麼走，你都還能在剩下的步數內獲勝。他的前排空了，或他無步可走，你就贏了。
# 第三部（「下得好」）練習的第一則提示：該單元所教的下棋原則（區塊中的 `principle:`），由它選出正確的一步。
# $principle：原則的名稱。
hint-idea-principle = { $principle ->
    [no-capture] 看看你每一步走完之後的棋盤，然後問：那時北方能吃子嗎？正確的一步讓他無子可吃。
    [biggest] 算一算你每一種吃法吃到多少，包括同一步中接著發生的吃子：正確的那一步吃得最多。
    [net-gain] 對你能走的每一步，算一算它吃到多少，減去北方下一步最多能吃回多少：正確的那一步相差最大。
    [front-row] 對你能走的每一步，算一算走完之後你前排的種子：正確的那一步留下最多。
    [front-after-reply] 對你能走的每一步，找出北方會讓你前排剩下最少種子的那個應對：即使他那樣應對，正確的一步仍讓你的前排留下最多種子。
    [keep-nyumba] 對你能走的每一步，看看走完之後你的 nyumba：正確的一步讓它仍歸你所有，而且有 6 顆以上種子。
   *[mobility] 對你能走的每一步，算一算走完之後北方有幾步合法步：正確的那一步留給他的最少。
}
