#!/usr/bin/env bash
# WebAssembly against the native build, side by side: the cases of bench/cases.json (perft,
# legalMoves, the engine to a fixed depth, a click on the static board) timed natively
# (examples/native_bench.rs), in Node and in headless chromium (bench/page.html, served by
# bench/serve.py), the median of the runs of each in milliseconds, with the ratios to native.
# Builds the package first unless SKIP_BUILD=1; CHROMIUM names the browser (no browser, no
# browser column).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
[[ "${SKIP_BUILD:-0}" == 1 ]] || crates/skazka-wasm/build.sh >/dev/null
cargo build -q --release -p skazka-wasm --example native_bench
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$target_dir/release/examples/native_bench" "$here/cases.json" >"$work/native"
node "$here/bench.mjs" "$here/cases.json" >"$work/node"

chromium=${CHROMIUM:-$(command -v chromium || true)}
: >"$work/browser"
if [[ -n "$chromium" ]]; then
  python3 "$here/serve.py" "$work/port" >"$work/browser" &
  server=$!
  while [[ ! -s "$work/port" ]]; do sleep 0.1; done
  "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --user-data-dir="$work/profile" "http://127.0.0.1:$(cat "$work/port")/bench/page.html" \
    >/dev/null 2>&1 &
  browser=$!
  # The page posts its lines when it is done; the server then exits.
  for _ in $(seq 600); do kill -0 "$server" 2>/dev/null || break; sleep 1; done
  kill "$browser" "$server" 2>/dev/null || true
  wait 2>/dev/null || true
fi

# One row per case: native, Node and chromium milliseconds, the ratios, the searches' nodes.
awk -F'\t' '
  FNR == 1 { side++ }
  { key = $1 "\t" $2; ms[side, key] = $3; if ($4 != "") nodes[side, key] = $4
    if (!(key in seen)) { seen[key] = 1; order[++n] = key } }
  function ratio(a, b) { return (a != "" && b != "" && b > 0) ? sprintf("%.2f", a / b) : "-" }
  function or_dash(x) { return x == "" ? "-" : x }
  END {
    printf "%-10s %-14s %10s %10s %10s %6s %6s %s\n", "what", "case", "native", "node", "chromium", "node/n", "chr/n", "nodes (native node chromium)"
    for (i = 1; i <= n; i++) {
      k = order[i]; split(k, p, "\t")
      printf "%-10s %-14s %10s %10s %10s %6s %6s %s\n", p[1], p[2], or_dash(ms[1, k]), or_dash(ms[2, k]), or_dash(ms[3, k]),
        ratio(ms[2, k], ms[1, k]), ratio(ms[3, k], ms[1, k]),
        (nodes[1, k] nodes[2, k] nodes[3, k] == "") ? "" : nodes[1, k] " " nodes[2, k] " " nodes[3, k]
    }
  }' "$work/native" "$work/node" "$work/browser"
