# Progress: the course map, a test's score, "my mistakes", the progress file.

course-loading = Loading the course…
course-unavailable = The course index could not be loaded, so your progress cannot be shown here.
# $earned, $possible: stars; $done: stages done out of $stages.
map-total = Your stars: { $earned } of { $possible } · stages done: { $done } of { $stages }
map-next = Next stage:
map-complete = Every stage is done. Well done!
# The accessible name of a stage's stars.
map-stage-stars = { $earned } of { $possible } stars
map-reset = Reset
map-reset-confirm = Reset this stage?
# $stage: a stage's title.
map-reset-done = Stage reset: { $stage }.
btn-progress-save = Save progress to a file
btn-progress-load = Load progress from a file
progress-saved-file = Your progress was saved to a file (see your downloads).
progress-save-failed = The file could not be made in this browser.
# $count: exercises with stars in the file.
progress-loaded = Progress loaded: stars of { $count ->
    [one] { $count } exercise
   *[other] { $count } exercises
} (the best of the file and of this browser are kept).
import-unreadable = The file could not be read. Nothing was changed.
# $offset: where the text stops being JSON.
import-not-json = This is not a progress file: it is not JSON (broken at character { $offset }). Nothing was changed.
import-not-progress = This is not a Bao Kitabu progress file. Nothing was changed.
# $version: the file's version.
import-version = This progress file was made by a newer version of the book (version { $version }). Nothing was changed.
# $part: the damaged part (stars, first, mistakes, drills, review or name).
import-bad = This progress file is damaged ({ $part }). Nothing was changed.
# A test's score. $right: questions solved at the first try without a hint; $tried: questions tried.
score-line = Your score: { $right } of { $total } at the first try ({ $tried } of { $total } tried).
btn-test-again = Take the test again
review-off = Collecting your mistakes is off. Switch it on, and every exercise you answer wrongly, anywhere in the course, comes back here.
review-switch-on = Collect my mistakes
review-switch-off = Stop collecting (clears the list)
# $count: exercises on the list.
review-count = { $count ->
    [0] No exercise to review.
    [one] { $count } exercise to review.
   *[other] { $count } exercises to review.
}
review-empty = No mistakes to review yet. Exercises you answer wrongly will come back here.
review-removed = solved: removed from your mistakes
# $limit: the largest file, in megabytes.
import-too-big = This file is too big to be a progress file (at most { $limit } MB). Nothing was changed.
# $limit: the most exercises, first tries, mistakes and drills kept together.
import-too-many = With this file there would be more than { $limit } entries to keep. Nothing was changed.
import-not-kept = This browser could not keep the progress (storage full or refused). Nothing was changed.
