# 書かれた局面や手（記法）の誤り。どのメッセージにも $field（フィールドの名前：下の field-* の
# メッセージのひとつ、翻訳済み）と $column（1から数える）があります。

field-game = ゲーム
field-rows = 盤
field-to-move = 手番
field-stores = 手持ち
field-nyumba = nyumba
field-takasia = takasia
field-captured = 取った種
field-reserved = 確保された穴
field-move = 手
field-position = 局面

parse-empty = 読むものがありません。
parse-unknown-game = { $field }、{ $column }文字目：不明なゲームです（kiswahili、kujifunza、kimasai、kingulu）。
parse-missing-field = { $field }、{ $column }文字目：このフィールドがありません。
parse-extra-field = { $field }、{ $column }文字目：フィールドが一つ多すぎます。
# $found：予期しない文字。
parse-bad-char = { $field }、{ $column }文字目：予期しない文字「{ $found }」があります。
parse-bad-number = { $field }、{ $column }文字目：数がないか、大きすぎます。
# $expected：ゲームの列の数；$found：書かれた列の数。
parse-row-count = { $field }、{ $column }文字目：{ $found }列ありますが、このゲームは{ $expected }列です。
# $expected：1列の穴の数；$found：書かれた数の個数。
parse-row-length = { $field }、{ $column }文字目：列の穴が{ $found }個ありますが、{ $expected }個のはずです。
# $expected：ゲームの種の合計（または最大）；$found：数えた種。
parse-seed-total = { $field }：種が{ $found }個ありますが、{ $expected }個のはずです。
# $pit：穴；$max：入れてよい最大の数。
parse-pit-too-full = { $field }：{ $pit } に{ $max }個より多く入っています。
# $side："south" または "north"；$max：一方が持てる石の最大の数。
parse-side-too-full = { $field }：{ $side ->
    [south] 南
   *[north] 北
}の石が{ $max }個より多くあります。
parse-bad-pit = { $field }、{ $column }文字目：この盤の穴ではありません。
# $what：矛盾を表す短い id（例："takasia-not-front"）。
parse-contradiction = { $field }、{ $column }文字目：これらのフィールドは互いに矛盾しています（{ $what }）。
parse-not-sorted = { $field }、{ $column }文字目：それぞれの穴を一度だけ、名前の順に並べてください。
