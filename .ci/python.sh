#!/usr/bin/env bash
# The Python module (crates/skazka-python): builds it with maturin into a virtual environment
# kept under target/ (made once, reused), then runs its tests with pytest: the API of every
# game, hostile input, the GIL released in long calls, and a differential against the real
# pyffish wheel (SKAZKA_DIFF_GAMES and SKAZKA_DIFF_PLIES raise its sample).
set -euo pipefail
cd "$(dirname "$0")/.."

venv="$(realpath -m "${SKAZKA_PY_VENV:-target/pyenv}")"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet "maturin>=1.5,<2" pytest pyffish==0.0.90

# The module's own profile: release speed, panics unwind into Python exceptions.
(cd crates/skazka-python && VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" \
  maturin develop --profile python --quiet)

"$venv/bin/python" -m pytest -q crates/skazka-python/tests
