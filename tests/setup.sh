#!/usr/bin/env bash
# Installs what the build and the tests need, quietly and only when missing (idempotent).
#   bash tests/setup.sh          # wasm target (for the widgets)
#   bash tests/setup.sh browser  # also Debian's chromium + chromedriver and playwright-core
#   bash tests/setup.sh browser-only  # only the browser part (tests/run.sh runs it in the background)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" != browser-only ]] && ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown >/dev/null
fi

for component in rustfmt clippy; do
    if [[ "${1:-}" != browser-only ]] && ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
        rustup component add "$component" >/dev/null 2>&1
    fi
done

if [[ "${1:-}" == browser || "${1:-}" == browser-only ]]; then
    # CJK fonts too, so that the zh-Hant and ja screenshots show characters, not boxes:
    # Noto Sans CJK, the font of Android phones, in its Japanese form on ja pages (lang="ja");
    # WenQuanYi for Chinese. Arabic is in DejaVu Sans, which chromium brings.
    fonts=(fonts-wqy-zenhei fonts-noto-cjk)
    missing=()
    for f in "${fonts[@]}"; do dpkg -s "$f" >/dev/null 2>&1 || missing+=("$f"); done
    if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null || ((${#missing[@]})); then
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >/dev/null
        apt-get install -y -qq chromium chromium-driver "${fonts[@]}" >/dev/null
    fi
    # npm ci when a dev dependency of tests/package.json (playwright-core, axe-core) is missing
    # or not at the version the lock file pins.
    if [[ -f tests/package.json ]] && ! node -e '
        const lock = require("./tests/package-lock.json").packages || {};
        const deps = Object.keys(require("./tests/package.json").devDependencies || {});
        const ok = deps.every((d) => { try {
            return require(`./tests/node_modules/${d}/package.json`).version === lock[`node_modules/${d}`].version;
        } catch { return false; } });
        process.exit(ok ? 0 : 1);' 2>/dev/null; then
        (cd tests && if [[ -f package-lock.json ]]; then npm ci --silent --no-audit --no-fund; else npm install --silent --no-audit --no-fund; fi) >/dev/null
    fi
fi
