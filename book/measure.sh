#!/usr/bin/env bash
# Measures the issue's three targets and prints them:
#   1. full site build (widget bundle + every language) from warm caches  (target < 60 s)
#   2. rebuild after a one-line change to a chapter                        (target < 10 s)
#   3. gzipped transfer of one chapter page with its widgets               (target < 400 KB)
# Usage: bash book/measure.sh [chapter.html]   (default: board.html)
#
#        bash book/measure.sh lighthouse [--site DIR] [--plain] [--runs N] [page.html ...]
# The performance budget (issue 18): Lighthouse in simulated mobile mode on the welcome page,
# course stages, a reference chapter, the computer page and a zh-Hant stage, as a table
# (tests/lighthouse/lighthouse.mjs). Builds the site in English and zh-Hant unless --site is
# given; installs Lighthouse (tests/lighthouse/package.json) the first time.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" == lighthouse ]]; then
    shift
    site=""
    if [[ "${1:-}" == --site ]]; then site="$(realpath "$2")"; shift 2; fi
    if [[ ! -d tests/lighthouse/node_modules/lighthouse ]]; then
        (cd tests/lighthouse && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    fi
    if [[ -z "$site" ]]; then
        site="$(mktemp -d)/site"
        cargo run --quiet --release -p bao-book -- build --out "$site" --lang en --lang zh-Hant >/dev/null 2>&1
    fi
    echo "load: $(uptime)" >&2
    CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" exec node tests/lighthouse/lighthouse.mjs "$site" "$@"
fi
PAGE="${1:-board.html}"
SITE="$(mktemp -d)/site"
BIN=(cargo run --quiet --release -p bao-book --)
"${BIN[@]}" help >/dev/null   # compile the builder first: not part of the site build

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# 1. Full build, warm cargo caches, the widget step forced to run (cargo + wasm-bindgen).
"${BIN[@]}" build --out "$SITE" >/dev/null 2>&1
CACHE="${CARGO_TARGET_DIR:-$PWD/target}/bao-widgets/.fingerprint"
rm -f "$CACHE"
t0=$(now); "${BIN[@]}" build --out "$SITE" >/dev/null 2>&1; t1=$(now)
full=$(secs "$t0" "$t1")

# 2. One-line change to a chapter, then the same command again (restored afterwards).
CH=book/src/welcome.md
cp "$CH" "$CH.measure-backup"
trap 'mv -f "$CH.measure-backup" "$CH"' EXIT
echo "" >> "$CH"
t0=$(now); "${BIN[@]}" build --out "$SITE" >/dev/null 2>&1; t1=$(now)
incr=$(secs "$t0" "$t1")

# 3. What a browser downloads for one chapter page: the HTML, its stylesheets and scripts,
# the fonts the theme uses for text, and the widget bundle (glue + wasm). The search index
# is fetched only when the reader searches and is not counted.
gz() { gzip -9 -c "$1" | wc -c; }
total=0
add() { local f="$1" n; n=$(gz "$f"); total=$((total + n)); printf "  %8d  %s\n" "$n" "${f#"$SITE"/}"; }
echo "transfer of $PAGE (gzip -9 bytes):"
add "$SITE/$PAGE"
dir=$(dirname "$SITE/$PAGE")
for ref in $(grep -oE '(href|src)="[^"]+\.(css|js)"' "$SITE/$PAGE" | sed -E 's/^(href|src)="//; s/"$//' | sort -u); do
    case "$ref" in *searchindex*) continue ;; esac
    [[ -f "$dir/$ref" ]] && add "$dir/$ref"
done
for font in open-sans-v17-all-charsets-regular open-sans-v17-all-charsets-600 open-sans-v17-all-charsets-italic source-code-pro-v11-all-charsets-500; do
    f=$(ls "$SITE"/fonts/$font*.woff2 2>/dev/null | head -1) && [[ -n "$f" ]] && add "$f"
done
# A chapter's boards need the book's bundle (bao_app; other modes' bundles load when their
# widget is first built) and the page language's messages (English here).
for f in "$SITE"/widgets/bao_app.js "$SITE"/widgets/bao_app_bg.wasm "$SITE"/widgets/locales/en.ftl; do [[ -f "$f" ]] && add "$f"; done

echo
echo "full build (warm caches):        ${full} s   (target < 60 s)"
echo "rebuild after a chapter edit:    ${incr} s   (target < 10 s)"
echo "chapter page transfer (gzipped): $((total / 1024)) KB   (target < 400 KB)"
rm -rf "$(dirname "$SITE")"
