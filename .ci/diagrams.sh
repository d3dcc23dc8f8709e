#!/usr/bin/env bash
# Regenerates the pictures of docs/images/ (listed in docs/images/diagrams.list) with the
# `diagram` example (examples/diagram.rs) and fails if any committed picture differs or is missing.
# `.ci/diagrams.sh --write` writes them instead.
set -euo pipefail
cd "$(dirname "$0")/.."
write=false
[[ "${1:-}" == "--write" ]] && write=true

cargo build --quiet -p skazka-examples --example diagram
bin="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')/debug/examples/diagram"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0
while IFS= read -r line; do
  [[ -z "$line" || "$line" == \#* ]] && continue
  file="${line%% *}"
  args="${line#* }"
  eval "set -- $args"
  "$bin" "$@" --svg "$tmp/$file"
  if $write; then
    cp "$tmp/$file" "docs/images/$file"
  elif ! cmp -s "$tmp/$file" "docs/images/$file"; then
    echo "docs/images/$file is out of date (run .ci/diagrams.sh --write)" >&2
    status=1
  fi
done < docs/images/diagrams.list
exit $status
