#!/usr/bin/env bash
# Builds the widget bundle exactly as the book does (bao-book wasm) and prints its gzipped size
# (target: <= 250 KB for wasm + JS glue). Exit status 1 when over the target.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
cargo run --quiet --release -p bao-book -- wasm >/dev/null
dir="$target/bao-widgets"
total=0
for f in bao_app_bg.wasm bao_app.js; do
    raw=$(wc -c < "$dir/$f")
    gz=$(gzip -9 -c "$dir/$f" | wc -c)
    total=$((total + gz))
    echo "$f: $raw bytes, gzipped $gz"
done
echo "bundle gzipped: $((total / 1024)) KB (limit 250 KB)"
[ "$total" -le $((250 * 1024)) ]
