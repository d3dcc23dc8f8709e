#!/usr/bin/env bash
# The web board in a real browser: installs Debian's chromium and chromium-driver when they are
# missing, then plays every game by clicking in headless chromium (crates/skazka-web/tests/e2e.rs).
# Screenshots land in target/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."

source .ci/chromium.sh
# The server board here; the static board (which needs the WebAssembly build) in .ci/wasm.sh.
cargo test -p skazka-web --test e2e -- --ignored --nocapture --test-threads 1 --skip static_board
echo "screenshots: $(ls target/e2e/*.png | tr '\n' ' ')"
