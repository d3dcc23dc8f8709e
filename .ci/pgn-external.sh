#!/usr/bin/env bash
# Game records checked against python-chess, an established PGN reader and writer outside the
# project: orthodox games written by `selfplay chess --pgn` read without an error and reach the
# positions the `pgn` example prints; random games written by python-chess replay through the
# `pgn` example to the same positions (crates/skazka-examples/tests/python/pgn_external.py).
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release -p skazka-examples --example selfplay --example pgn
bin="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')/release/examples"

python=${PYTHON:-python3}
"$python" -m pip install --quiet chess

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$python" crates/skazka-examples/tests/python/pgn_external.py "$bin/selfplay" "$bin/pgn" "$tmp"
