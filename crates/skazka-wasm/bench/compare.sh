#!/usr/bin/env bash
# WebAssembly against the native build, side by side: the cases of bench/cases.json (perft,
# legalMoves, the engine to a fixed depth, a click on the static board) timed natively
# (examples/native_bench.rs), in Node and in headless chromium (bench/page.html, served by
# bench/serve.py), the median of the runs of each in milliseconds, with the ratios to native.
# Builds the package first unless SKIP_BUILD=1; CHROMIUM names the browser (no browser, no
# browser column). ROUNDS=N (default 1) runs the three sides N times in turn, a fresh Node and
# a fresh browser each round, and reports for each side the median of its rounds' medians (the
# lower middle one of an even number): on a machine shared with other work, the load then
# weighs on the three sides alike.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
[[ "${SKIP_BUILD:-0}" == 1 ]] || crates/skazka-wasm/build.sh >/dev/null
cargo build -q --release -p skazka-wasm --example native_bench
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

chromium=${CHROMIUM:-$(command -v chromium || true)}
rounds=${ROUNDS:-1}
for round in $(seq "$rounds"); do
  "$target_dir/release/examples/native_bench" "$here/cases.json" >"$work/native.$round"
  node "$here/bench.mjs" "$here/cases.json" >"$work/node.$round"
  : >"$work/browser.$round"
  if [[ -n "$chromium" ]]; then
    rm -f "$work/port"
    python3 "$here/serve.py" "$work/port" >"$work/browser.$round" &
    server=$!
    while [[ ! -s "$work/port" ]]; do sleep 0.1; done
    "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
      --user-data-dir="$work/profile.$round" \
      "http://127.0.0.1:$(cat "$work/port")/bench/page.html" >/dev/null 2>&1 &
    browser=$!
    # The page posts its lines when it is done; the server then exits.
    for _ in $(seq 600); do kill -0 "$server" 2>/dev/null || break; sleep 1; done
    kill "$browser" "$server" 2>/dev/null || true
    wait 2>/dev/null || true
  fi
done

# One row per case: native, Node and chromium milliseconds (the median over the rounds), the
# ratios, the searches' nodes.
files=()
for side in native node browser; do
  files+=("side=$side")
  for round in $(seq "$rounds"); do files+=("$work/$side.$round"); done
done
awk -F'\t' '
  { key = $1 "\t" $2; n_ms[side, key]++; ms[side, key, n_ms[side, key]] = $3
    if ($4 != "") nodes[side, key] = $4
    if (!(key in seen)) { seen[key] = 1; order[++n] = key } }
  # The middle round as it was printed (the lower middle of an even number of rounds).
  function median(s, k,   m, i, j, t, v) {
    m = n_ms[s, k]; if (m == 0) return ""
    for (i = 1; i <= m; i++) v[i] = ms[s, k, i]
    for (i = 2; i <= m; i++) for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
    return v[int((m + 1) / 2)]
  }
  function ratio(a, b) { return (a != "" && b != "" && b > 0) ? sprintf("%.2f", a / b) : "-" }
  function or_dash(x) { return x == "" ? "-" : x }
  END {
    printf "%-10s %-14s %10s %10s %10s %6s %6s %s\n", "what", "case", "native", "node", "chromium", "node/n", "chr/n", "nodes (native node chromium)"
    for (i = 1; i <= n; i++) {
      k = order[i]; split(k, p, "\t")
      a = median("native", k); b = median("node", k); c = median("browser", k)
      printf "%-10s %-14s %10s %10s %10s %6s %6s %s\n", p[1], p[2], or_dash(a), or_dash(b), or_dash(c),
        ratio(b, a), ratio(c, a),
        (nodes["native", k] nodes["node", k] nodes["browser", k] == "") ? "" : nodes["native", k] " " nodes["node", k] " " nodes["browser", k]
    }
  }' "${files[@]}"
