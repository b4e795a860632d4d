#!/usr/bin/env bash
# Builds the widget bundles exactly as the book does (bao-book wasm) and prints the gzipped size
# (gzip -9) of each, wasm + JS glue. Limits: bao_app, which every page with a board loads,
# 200,000 bytes; every other bundle (loaded when a widget that needs it is first built)
# 250 KB. Exit status 1 when one is over its limit. The bundles are listed in one table,
# bao_schema::Bundle (app/schema/src/bundle.rs).
#
#   bash app/size.sh             # the sizes
#   bash app/size.sh --top       # and the ten largest contributors to bao_app, by crate
#                                # (needs twiggy: cargo install twiggy)
#   bash app/size.sh --site DIR  # the sizes of a built site's bundles (DIR/widgets), no build:
#                                # tests/run.sh checks the limits so after its site build
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == --site ]]; then
    dir="$2/widgets"
    shift 2
    [ -f "$dir/bao_app_bg.wasm" ] || { echo "no widget bundles in $dir" >&2; exit 2; }
else
    target="${CARGO_TARGET_DIR:-target}"
    cargo run --quiet --release -p bao-book -- wasm >/dev/null
    dir="$target/bao-widgets"
fi
status=0
for wasm in "$dir"/bao_app*_bg.wasm; do
    bundle=$(basename "$wasm" _bg.wasm)
    total=0
    for f in "${bundle}_bg.wasm" "${bundle}.js"; do
        raw=$(wc -c < "$dir/$f")
        gz=$(gzip -9 -c "$dir/$f" | wc -c)
        total=$((total + gz))
        echo "$f: $raw bytes, gzipped $gz"
    done
    limit=$((250 * 1024))
    [[ "$bundle" == bao_app ]] && limit=200000
    echo "$bundle gzipped: $total bytes (limit $limit)"
    [ "$total" -le "$limit" ] || status=1
done
if [[ "${1:-}" == --top ]]; then
    names="$(mktemp -d)"
    wasm=$(cargo run --quiet --release -p bao-book -- wasm-names bao_app --out "$names")
    echo
    echo "bao_app: the ten largest contributors (bytes of wasm before compression, by crate;"
    echo "'data' is the constant data: strings, tables)"
    twiggy top -n 1000000 -f csv "$wasm" | awk -F, '
        NR == 1 { next }
        {
            # The name may hold commas (generics): the four numbers are the last fields.
            size = $(NF - 3); name = $1
            for (i = 2; i <= NF - 4; i++) name = name "," $i
            if (name ~ /function names|^"?custom section|subsection/) next
            if (name ~ /data segment/) { key = "data" }
            else {
                gsub(/^"|"$/, "", name); gsub(/^[<&( ]+(dyn |mut )?/, "", name); sub(/^T as /, "", name); sub(/^F as /, "", name)
                if (match(name, /^[a-z_][a-z0-9_]*/) && substr(name, RLENGTH + 1, 1) ~ /[:\[]/) key = substr(name, 1, RLENGTH)
                else key = "(other)"
            }
            sum[key] += size; total += size
        }
        END {
            for (k in sum) printf "%9d %5.1f%%  %s\n", sum[k], 100 * sum[k] / total, k
        }' | sort -rn | head -10
    rm -rf "$names"
fi
exit "$status"
