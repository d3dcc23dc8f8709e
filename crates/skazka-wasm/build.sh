#!/usr/bin/env bash
# Builds skazka's WebAssembly package: crates/skazka-wasm/pkg (or the folder given as $1) gets
# package.json, skazka_wasm_bg.wasm, the JavaScript glue skazka_wasm.js (an ES module for
# browsers, Web Workers and Node: see docs/javascript.md) and its TypeScript declarations.
#
# Installs what it needs: the wasm32-unknown-unknown target (rustup) and the wasm-bindgen CLI at
# the version of the wasm-bindgen crate in Cargo.lock (cargo install, kept under ~/.cargo).
# Optimises the module with wasm-opt from binaryen, pinned like wasm-bindgen: npm's `binaryen`
# package (binaryen compiled to WebAssembly, run by Node), installed once under the target
# folder. WASM_OPT=0 skips it; WASM_OPT=/path/to/wasm-opt uses that one instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
out=${1:-"$root/crates/skazka-wasm/pkg"}

rustup target add wasm32-unknown-unknown >/dev/null
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
if [[ -z "$version" ]]; then
  echo "wasm-bindgen is not in Cargo.lock" >&2
  exit 1
fi
bindgen="$HOME/.cargo/bin/wasm-bindgen"
if ! [[ -x "$bindgen" ]] || [[ "$("$bindgen" --version)" != "wasm-bindgen $version" ]]; then
  echo "installing wasm-bindgen-cli $version"
  cargo install wasm-bindgen-cli --version "$version" --force
fi

cargo build -p skazka-wasm --release --target wasm32-unknown-unknown
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
wasm="$target_dir/wasm32-unknown-unknown/release/skazka_wasm.wasm"

rm -rf "$out"
mkdir -p "$out"
"$bindgen" --target web --out-dir "$out" --out-name skazka_wasm "$wasm"

binaryen_version=132.0.0
wasm_opt=${WASM_OPT:-1}
if [[ "$wasm_opt" == 1 ]]; then
  # Debian's binaryen (108) predates the reference types this wasm-bindgen writes.
  tools="$target_dir/wasm-tools"
  wasm_opt="$tools/node_modules/.bin/wasm-opt"
  if ! [[ -x "$wasm_opt" ]] || [[ "$("$wasm_opt" --version)" != *"version ${binaryen_version%%.*} "* ]]; then
    mkdir -p "$tools"
    [[ -f "$tools/package.json" ]] || echo '{ "private": true }' >"$tools/package.json"
    (cd "$tools" && npm install --no-audit --no-fund --silent "binaryen@$binaryen_version") ||
      echo "binaryen did not install: the package keeps the unoptimised module" >&2
  fi
fi
if [[ "$wasm_opt" != 0 ]] && [[ -x "$wasm_opt" ]]; then
  # The features Rust 1.95 turns on for wasm32-unknown-unknown, no more: a module that asks
  # for none beyond them loads wherever the unoptimised one does. Keep the result only when
  # Node loads it and makes a board.
  #
  # -fimfs 64 inlines leaf functions (no loops, no calls) of up to 64 instructions, not 20:
  # chiefly the 128-bit shifts LLVM leaves as calls (__ashlti3, __lshrti3; WebAssembly has no
  # 128-bit integers), which the u128 bitboards of the variants defined as data do at every
  # step of move generation. The engine reaches the same depth 5 to 10 % sooner in them.
  if "$wasm_opt" -O3 -fimfs 64 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
    --enable-nontrapping-float-to-int --enable-reference-types --enable-multivalue \
    "$out/skazka_wasm_bg.wasm" -o "$out/opt.wasm" &&
    node --input-type=module -e "
      import { readFileSync } from 'node:fs';
      const m = await import('$out/skazka_wasm.js');
      m.initSync({ module: readFileSync('$out/opt.wasm') });
      new m.Board('chess').legalMoves();"; then
    echo "wasm-opt -O3 -fimfs 64: $(wc -c <"$out/skazka_wasm_bg.wasm") -> $(wc -c <"$out/opt.wasm") bytes"
    mv "$out/opt.wasm" "$out/skazka_wasm_bg.wasm"
  else
    echo "wasm-opt's module does not load; the package keeps the unoptimised one" >&2
    rm -f "$out/opt.wasm"
  fi
fi

crate_version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
cat >"$out/package.json" <<JSON
{
  "name": "skazka",
  "version": "$crate_version",
  "description": "Rules of chess variants in WebAssembly: every skazka game with ffish.js's API",
  "license": "MIT OR Apache-2.0",
  "repository": "https://github.com/skazka-chess/skazka",
  "type": "module",
  "main": "skazka_wasm.js",
  "types": "skazka_wasm.d.ts",
  "files": ["skazka_wasm.js", "skazka_wasm.d.ts", "skazka_wasm_bg.wasm", "skazka_wasm_bg.wasm.d.ts"],
  "sideEffects": false
}
JSON
echo "built $out: $(wc -c <"$out/skazka_wasm_bg.wasm") bytes of WebAssembly"

# The web board as static files: the server board's page, script and style, with the rules in
# the page (www/local.js) and the engine in a Web Worker (www/worker.js). Serve the folder with
# any static file server, `python3 -m http.server` say.
board=${SKAZKA_WASM_BOARD:-"$root/crates/skazka-wasm/board"}
rm -rf "$board"
mkdir -p "$board/pkg"
cp "$out"/skazka_wasm.js "$out"/skazka_wasm_bg.wasm "$board/pkg/"
cp crates/skazka-web/static/app.js crates/skazka-web/static/style.css \
  crates/skazka-wasm/www/local.js crates/skazka-wasm/www/worker.js "$board/"
sed -e 's|href="/style.css"|href="style.css"|' \
  -e 's|<script src="/app.js"></script>|<script>window.skazkaLocal = new Promise((ready) => { window.skazkaLocalReady = ready; });</script>\n<script src="app.js"></script>\n<script type="module" src="local.js"></script>|' \
  crates/skazka-web/static/index.html >"$board/index.html"
grep -q 'local.js' "$board/index.html"
echo "built the static web board in $board"
