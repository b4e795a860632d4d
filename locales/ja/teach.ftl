# 先生のための道具：棋譜（record モード、エディターでの記録）、埋め込み、画像、
# プレゼンテーション。穴の名前と手（A7<、a5>）と手の番号（1.、1...）は翻訳しません。

## record モード。
mode-record = 棋譜
# $number：棋譜での手の番号（南は "1."、北は "1..."）；$move：手；$text：出来事の実況。
narrate-record-move = { $number } { $move }：{ $text }
# 変化を含む棋譜の行のアクセシブルな名前。
record-variation = 変化
# 棋譜のアクセシブルな名前。
record-moves = 棋譜（変化とコメントつき）

## 読めない棋譜。$line、$column：位置（1から）；$text：内容（下の record-* のメッセージの
## ひとつ）。
error-record = この棋譜は読めません：{ $text }
record-error = { $line }行目、{ $column }文字目：{ $text }
record-empty = 棋譜は局面から始まります（start、start:<game> または記法）。
# $text：局面の誤り（parse-* のメッセージ）。
record-position = 開始局面：{ $text }
# $move：手ではない語；$text：理由（parse-* のメッセージ）。
record-move = { $move } は手ではありません：{ $text }
# $number："1." または "1..."；$move：手；$text：指せない理由（illegal-* のメッセージ）。
record-illegal = { $number } { $move } は指せません：{ $text }
# $found：書かれた番号；$expected：そのあとの手の番号。
record-move-number = 手の番号 { $found } が合いません：そのあとの手は { $expected } です
record-number-without-move = 手の番号 { $found } のあとに手がありません。
record-unclosed-comment = この {"{"} に対応する {"}"} がありません。
record-stray-brace = コメントの外に {"}"} があります。
record-nothing-to-replace = 変化は、置き換える手のあとに書かなければなりません。
record-unclosed-variation = この ( に対応する ) がありません。
record-stray-paren = 対応する ( のない ) があります。
record-empty-variation = 手のない変化があります。

## エディターで実演を記録する。
btn-record = 実演を記録
    .title = この局面から手を指し、変化やコメントをつけて、棋譜としてコピーします
btn-record-stop = エディターに戻る
recorder-help = 盤の上で手を指しましょう。変化を加えるには、棋譜の前の手をクリックして、そこで別の手を指します。
recorder-invalid = 記録する前に局面を直してください：{ $text }
# コメント欄：表示中の手について、または（開始時は）最初の手の前に。
recorder-comment = この手へのコメント
recorder-comment-start = 最初の手の前のコメント
btn-move-back = ◀ 戻る
    .title = 前の手を表示します
btn-move-forward = 進む ▶
    .title = この筋の次の手を表示します
btn-delete-move = この手から削除
    .title = 表示中の手と、その筋のそれ以降の手を削除します
btn-copy-record = 棋譜をコピー
btn-copy-block = bao ブロックをコピー
recorder-load = ここに棋譜を貼り付けてください（または棋譜のファイルを盤にドロップしてください）：
btn-load-record = 棋譜を読み込む
recorder-loaded = 棋譜を読み込みました。
# $name：ファイルの名前。
recorder-drop-failed = ファイル { $name } はテキストとして読めません。
recorder-lost = この手はもう棋譜にありません。

## 埋め込み、画像、プレゼンテーション。
btn-embed = 埋め込みコードをコピー
    .title = この盤を入れた HTML フレーム。ほかのウェブページや学習プラットフォームに使えます
# 埋め込んだ盤のフレームの題名。$mode：モードの名前（mode-* のメッセージ）。
embed-frame-title = Bao の盤：{ $mode }
btn-svg = SVG をダウンロード
    .title = 表示どおりの盤の画像（ベクター形式、印刷や配布資料に）
btn-png = PNG をダウンロード
    .title = 表示どおりの盤の画像（スライドに）
btn-present = プレゼンテーション
    .title = 盤を全画面に大きな操作ボタンで表示します（プロジェクター用）
btn-present-exit = プレゼンテーションを終了
present-keys = ← → 1ステップ · Page Up / Page Down 1手 · Space 再生／一時停止 · Esc 終了
# $limit：最も長い棋譜（キロバイト）。
record-too-long = 棋譜は最大 { $limit } KB です。
record-too-many-moves = 棋譜の手は、変化も含めて最大{ $limit }手です。
record-too-deep = 変化の入れ子は最大{ $limit }段です。
record-comment-too-long = コメントは最大{ $limit }文字です。
