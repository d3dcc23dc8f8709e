#!/usr/bin/env bash
# The engine protocols from outside: builds skazka-engine in release mode, installs
# python-chess and plays orthodox games against the engine through python-chess's UCI and
# XBoard clients (crates/skazka-engine/tests/python/test_python_chess.py).
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release -p skazka-engine

python=${PYTHON:-python3}
"$python" -m pip install --quiet chess

"$python" crates/skazka-engine/tests/python/test_python_chess.py target/release/skazka-engine
