#!/usr/bin/env bash
# WebAssembly in Node against the native build, side by side: perft and legalMoves on the cases
# of bench/cases.json, the median of the runs of each (milliseconds; legalMoves per call).
# Builds the package first unless SKIP_BUILD=1.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
[[ "${SKIP_BUILD:-0}" == 1 ]] || crates/skazka-wasm/build.sh >/dev/null
cargo build -q --release -p skazka-wasm --example native_bench
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
native=$("$target_dir/release/examples/native_bench" "$here/cases.json")
wasm=$(node "$here/bench.mjs" "$here/cases.json")
printf '%-12s %-16s %12s %12s %8s\n' what case native_ms wasm_ms ratio
join -t $'\t' <(echo "$native" | awk -F'\t' '{print $1" "$2"\t"$3}' | sort) \
              <(echo "$wasm" | awk -F'\t' '{print $1" "$2"\t"$3}' | sort) |
  awk -F'\t' '{ split($1, k, " "); c = k[2]; if (k[3] != "") c = c " " k[3];
                printf "%-12s %-16s %12s %12s %8.2f\n", k[1], c, $2, $3, $3 / $2 }'
