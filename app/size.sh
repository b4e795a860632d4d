#!/usr/bin/env bash
# Builds the widget bundles exactly as the book does (bao-book wasm) and prints the gzipped size
# of each (target: <= 250 KB for wasm + JS glue, each: a page loads one of them). Exit status 1
# when one is over the target.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
cargo run --quiet --release -p bao-book -- wasm >/dev/null
dir="$target/bao-widgets"
status=0
# bao_app: the book's pages; bao_app_full: pages with an editor (and the share and embed pages);
# bao_app_teach: the editor's recorder, loaded when first used; bao_app_train: pages with a drill,
# the course map, a test's score or "my mistakes".
for bundle in bao_app bao_app_full bao_app_teach bao_app_train; do
    total=0
    for f in "${bundle}_bg.wasm" "${bundle}.js"; do
        raw=$(wc -c < "$dir/$f")
        gz=$(gzip -9 -c "$dir/$f" | wc -c)
        total=$((total + gz))
        echo "$f: $raw bytes, gzipped $gz"
    done
    echo "$bundle gzipped: $((total / 1024)) KB (limit 250 KB)"
    [ "$total" -le $((250 * 1024)) ] || status=1
done
exit "$status"
