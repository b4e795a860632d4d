#!/usr/bin/env bash
# Builds the widget bundle as the book does and prints its gzipped size (target: <= 250 KB for
# wasm + JS glue). Needs the wasm32 target and wasm-bindgen-cli at the workspace's pinned version.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
out="$(mktemp -d)"
cargo build -p bao-app --lib --target wasm32-unknown-unknown --release
wasm-bindgen --target web --no-typescript --remove-name-section --out-dir "$out" \
    "$target/wasm32-unknown-unknown/release/bao_app.wasm"
wasm=$(gzip -9 -c "$out/bao_app_bg.wasm" | wc -c)
js=$(gzip -9 -c "$out/bao_app.js" | wc -c)
echo "bao_app_bg.wasm: $(wc -c < "$out/bao_app_bg.wasm") bytes, gzipped $wasm"
echo "bao_app.js: $(wc -c < "$out/bao_app.js") bytes, gzipped $js"
echo "bundle gzipped: $(( (wasm + js) / 1024 )) KB (limit 250 KB)"
rm -rf "$out"
[ $((wasm + js)) -le $((250 * 1024)) ]
