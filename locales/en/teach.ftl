# The teachers' kit: game records (record mode, recording in the editor), embeds, pictures,
# presentation. Pit names and moves (A7<, a5>) and move numbers (1., 1...) are never translated.

## Record mode.
mode-record = Game record
# $number: the move's number as records write it ("1." for South, "1..." for North); $move: the
# move; $text: the narration of the event.
narrate-record-move = { $number } { $move }: { $text }
# Accessible name of a row of the move list that holds a variation.
record-variation = Variation
# Accessible name of the move list.
record-moves = Moves, with variations and comments

## A game record that cannot be read. $line, $column: where (from 1); $text: what (one of the
## record-* messages below).
error-record = This game record cannot be read: { $text }
record-error = line { $line }, column { $column }: { $text }
record-empty = a record starts with a position (start, start:<game> or the notation).
# $text: what is wrong with the position (a parse-* message).
record-position = the start position: { $text }
# $move: the word that is not a move; $text: why (a parse-* message).
record-move = { $move } is not a move: { $text }
# $number: "1." or "1..."; $move: the move; $text: why it is illegal (an illegal-* message).
record-illegal = move { $number } { $move } cannot be played: { $text }
# $found: the number as written; $expected: the number of the move after it.
record-move-number = the move number { $found } does not fit: the move after it is { $expected }
record-number-without-move = the move number { $found } has no move after it.
record-unclosed-comment = this {"{"} has no {"}"}.
record-stray-brace = {"}"} outside a comment.
record-nothing-to-replace = a variation must follow the move it replaces.
record-unclosed-variation = this ( has no ).
record-stray-paren = ) without its (.
record-empty-variation = a variation without a move.

## Recording a demonstration in the editor.
btn-record = Record a demonstration
    .title = Play moves from this position, with variations and comments, and copy them as a game record
btn-record-stop = Back to the editor
recorder-help = Play moves on the board. To add a variation, click an earlier move in the list and play another move there.
recorder-invalid = Fix the position before recording: { $text }
# The comment box: on the move shown, or (at the start) before the first move.
recorder-comment = Comment on this move
recorder-comment-start = Comment before the first move
btn-move-back = ◀ Back
    .title = Show the move before
btn-move-forward = Forward ▶
    .title = Show the next move of this line
btn-delete-move = Delete from this move
    .title = Delete the move shown and the moves after it in its line
btn-copy-record = Copy record
btn-copy-block = Copy bao block
recorder-load = Paste a game record here (or drop a record file on the board):
btn-load-record = Load record
recorder-loaded = The record is loaded.
# $name: the file's name.
recorder-drop-failed = The file { $name } cannot be read as text.
recorder-lost = This move is no longer in the record.

## Embeds, pictures, presentation.
btn-embed = Copy embed code
    .title = An HTML frame with this board, for another web page or a learning platform
# The title of an embedded board's frame. $mode: the mode's name (a mode-* message).
embed-frame-title = Bao board: { $mode }
btn-svg = Download SVG
    .title = A picture of the board as shown (vector, for print and handouts)
btn-png = Download PNG
    .title = A picture of the board as shown (for slides)
btn-present = Present
    .title = The board full screen with large controls, for a projector
btn-present-exit = Leave presentation
present-keys = ← → one step · Page Up / Page Down one move · Space play or pause · Esc leave
# $limit: the longest record, in kilobytes.
record-too-long = a record is at most { $limit } KB long.
record-too-many-moves = a record holds at most { $limit } moves, variations included.
record-too-deep = variations are nested at most { $limit } deep.
record-comment-too-long = a comment is at most { $limit } characters long.
