#!/usr/bin/env bash
# The test command: unit and integration tests, the full site build, the translation check
# and (when present) the end-to-end browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
# Each step says how long it took (the whole run must stay under 20 minutes on a cold 2-core
# machine: these lines show where the time goes).
step_start=$SECONDS
took() { echo "   (took $((SECONDS - step_start)) s; $((SECONDS / 60)) min in all)"; step_start=$SECONDS; }

# The toolchain's parts now; the browser, its fonts and the test packages (mostly downloads) in
# the background while cargo compiles, waited for before the browser tests.
bash tests/setup.sh
browser_log=$(mktemp)
bash tests/setup.sh browser-only >"$browser_log" 2>&1 &
browser_setup=$!
echo "== setup"; took

echo "== cargo fmt --check"
cargo fmt --all --check
took

echo "== cargo clippy (native and wasm32) and cargo doc"
cargo clippy --workspace --all-targets --quiet -- -D warnings
cargo clippy -p bao-app -p bao-worker --target wasm32-unknown-unknown --quiet -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
took

echo "== cargo test --workspace"
cargo test --workspace --quiet
took

# The builder runs from the test build that `cargo test` has just made (no release build of it
# and of its dependencies: about 5 minutes on a cold 2-core machine; the crates its HTML pass
# spends its time in are optimised in test builds too, see Cargo.toml).
echo "== site build"
SITE="${BAO_SITE:-$PWD/site}"
cargo run --quiet -p bao-book -- build --out "$SITE"
took

echo "== widget bundle sizes (gzip -9; the book's bundle at most 200,000 bytes, the others 250 KB)"
bash app/size.sh --site "$SITE"
took

echo "== translation check"
status=0
cargo run --quiet -p bao-book -- check --site "$SITE" || status=$?
took

if compgen -G "tests/e2e/*.mjs" >/dev/null || compgen -G "tests/e2e/*.js" >/dev/null; then
    echo "== end-to-end tests (headless Chromium)"
    if ! wait "$browser_setup"; then
        cat "$browser_log" >&2
        echo "tests/setup.sh browser-only failed" >&2
        exit 1
    fi
    # Two test files at a time (each its own browser): the machine has two cores, and a test
    # file spends much of its time waiting on the page.
    BAO_SITE="$SITE" node --test --test-concurrency=2 tests/e2e/
    took
fi

exit "$status"
