#!/usr/bin/env bash
# skazka in JavaScript: builds the WebAssembly package (crates/skazka-wasm/build.sh), runs its
# Node tests (ffish.js's API for every variant, crates/skazka-wasm/tests/node) and, where npm
# installs Fairy-Stockfish's ffish.js, the differential against it: WASM_DIFF_GAMES random
# games of at most WASM_DIFF_PLIES plies per variant both have (a sample; raise them for a
# deeper run).
set -euo pipefail
cd "$(dirname "$0")/.."

crates/skazka-wasm/build.sh

target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
ffish_dir="$target_dir/wasm-ffish"
mkdir -p "$ffish_dir"
if [[ ! -d "$ffish_dir/node_modules/ffish" ]]; then
  [[ -f "$ffish_dir/package.json" ]] || echo '{ "private": true }' >"$ffish_dir/package.json"
  (cd "$ffish_dir" && npm install --no-audit --no-fund --silent ffish@0.7.10) \
    || echo "ffish.js did not install: the differential is skipped" >&2
fi

export FFISH_DIR="$ffish_dir"
export WASM_DIFF_GAMES="${WASM_DIFF_GAMES:-1}" WASM_DIFF_PLIES="${WASM_DIFF_PLIES:-60}"
tests=crates/skazka-wasm/tests/node
node --test "$tests/api.test.mjs" "$tests/games.test.mjs" "$tests/differential.test.mjs"

# The static web board in headless chromium (Debian's chromium and chromium-driver).
source .ci/chromium.sh
cargo test -p skazka-web --test e2e -- --ignored --nocapture static_board
