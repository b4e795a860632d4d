#!/usr/bin/env bash
# Builds Bao Kitabu (widgets + every language) and serves it on 127.0.0.1.
#   bash book/serve.sh [--port 3000]
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/setup.sh
exec cargo run --quiet --release -p bao-book -- serve "$@"
