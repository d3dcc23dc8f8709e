#!/usr/bin/env bash
# skazka-fairy against Fairy-Stockfish itself: its Python binding pyffish (a wheel on PyPI) is
# the oracle. Seeded random games in every catalogue variant compare, ply by ply, the legal
# move set, the FEN, check, the move played in every notation and the game's end
# (.ci/fairy-differential.py). CI plays a sample
# (FAIRY_GAMES games of at most FAIRY_PLIES plies per variant); raise them for a deeper run.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
"$python" -m pip install --quiet pyffish==0.0.90

cargo build --release -p skazka-checks --bin fairy-oracle
bin="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')/release"

variants="$(cargo run -q --release -p skazka-checks --bin fairy-oracle <<< $'names' | tr ' ' ',')"
"$python" .ci/fairy-differential.py "$bin/fairy-oracle" \
  --games "${FAIRY_GAMES:-4}" --plies "${FAIRY_PLIES:-120}" --seed "${FAIRY_SEED:-1}" \
  --repeat "${FAIRY_REPEAT:-0.5}" \
  --variants "$variants"
