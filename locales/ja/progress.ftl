# 進み具合：コースの地図、テストのスコア、「間違えた問題」、進み具合のファイル。

course-loading = コースを読み込んでいます…
course-unavailable = コースの目次を読み込めなかったので、ここに進み具合を表示できません。
# $earned、$possible：星；$done：$stages のうち終わったステージの数。
map-total = あなたの星：{ $earned }／{ $possible } · 終わったステージ：{ $done }／{ $stages }
map-next = 次のステージ：
map-complete = すべてのステージが終わりました。よくできました！
# ステージの星のアクセシブルな名前。
map-stage-stars = 星{ $possible }個中{ $earned }個
map-reset = リセット
map-reset-confirm = このステージをリセットしますか？
# $stage：ステージの題名。
map-reset-done = ステージをリセットしました：{ $stage }。
btn-progress-save = 進み具合をファイルに保存
btn-progress-load = 進み具合をファイルから読み込む
progress-saved-file = 進み具合をファイルに保存しました（ダウンロードを見てください）。
progress-save-failed = このブラウザーではファイルを作れませんでした。
# $count：ファイルの中で星のある問題の数。
progress-loaded = 進み具合を読み込みました：{ $count ->
   *[other] { $count }問
}の星（ファイルとこのブラウザーのうち、よいほうを残します）。
import-unreadable = ファイルを読めませんでした。何も変更していません。
# $offset：テキストが JSON でなくなる位置。
import-not-json = これは進み具合のファイルではありません：JSON ではありません（{ $offset }文字目で壊れています）。何も変更していません。
import-not-progress = これは Bao Kitabu の進み具合のファイルではありません。何も変更していません。
# $version：ファイルのバージョン。
import-version = この進み具合のファイルは、この本の新しいバージョン（バージョン { $version }）で作られています。何も変更していません。
# $part：壊れた部分（stars、first、mistakes、drills、review または name）。
import-bad = この進み具合のファイルは壊れています（{ $part }）。何も変更していません。
# テストのスコア。$right：ヒントなしで1回目に解けた問い；$tried：試した問い。
score-line = あなたのスコア：1回目で正解 { $right }／{ $total }（試した問い { $tried }／{ $total }）。
btn-test-again = もう一度テストを受ける
review-off = 間違えた問題の記録はオフです。オンにすると、コースのどこで間違えた問題も、ここに戻ってきます。
review-switch-on = 間違えた問題を記録する
review-switch-off = 記録をやめる（一覧を消します）
# $count：一覧にある問題の数。
review-count = { $count ->
    [0] 復習する問題はありません。
   *[other] 復習する問題：{ $count }問
}
review-empty = 復習する間違いはまだありません。間違えた問題はここに戻ってきます。
review-removed = 正解：間違えた問題から外しました
# $limit：最大のファイルの大きさ（メガバイト）。
import-too-big = このファイルは進み具合のファイルにしては大きすぎます（最大 { $limit } MB）。何も変更していません。
# $limit：問題、1回目の答え、間違い、ドリルを合わせて残せる最大の数。
import-too-many = このファイルでは、残す項目が{ $limit }個を超えてしまいます。何も変更していません。
import-not-kept = このブラウザーは進み具合を残せませんでした（保存領域がいっぱいか、拒否されました）。何も変更していません。
