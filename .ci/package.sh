#!/usr/bin/env bash
# Packaging: every publishable crate packages and builds from its .crate alone, as crates.io
# and docs.rs would see it. `cargo publish --dry-run --workspace` packs the crates in
# dependency order, verifies each against the others' packed versions (a local registry, so
# crates that depend on not yet published siblings work), and skips `publish = false`
# packages. Then each .crate is checked for its licence texts, its own README and the
# documents its rustdoc includes.
set -euo pipefail
cd "$(dirname "$0")/.."

# Cargo unpacks the dry run's local registry under ~/.cargo/registry/src once per registry path,
# and takes a registry crate it has compiled (in the target folder, shared with the verification
# builds) as up to date whatever its source: a later run would verify against the crates of an
# earlier one. Remove the unpacked crates and every compiled skazka crate first.
rm -rf "${CARGO_HOME:-$HOME/.cargo}"/registry/src/-*/skazka*
target_dir=$(cargo metadata --format-version 1 --no-deps |
  python3 -c "import json,sys; print(json.load(sys.stdin)['target_directory'])")
rm -rf "$target_dir/package" "$target_dir"/debug/.fingerprint/skazka* \
  "$target_dir"/debug/deps/libskazka* "$target_dir"/debug/deps/skazka*
cargo publish --dry-run --workspace ${PACKAGE_ALLOW_DIRTY:+--allow-dirty}

target=$(cargo metadata --format-version 1 --no-deps |
  python3 -c "import json,sys; print(json.load(sys.stdin)['target_directory'])")
status=0
for manifest in crates/*/Cargo.toml; do
  dir=$(dirname "$manifest")
  name=$(basename "$dir")
  if grep -q '^publish = false' "$manifest"; then
    continue
  fi
  version=$(cargo metadata --format-version 1 --no-deps |
    python3 -c "import json,sys; print(next(p['version'] for p in json.load(sys.stdin)['packages'] if p['name']=='$name'))")
  # The dry run leaves the packed crates in its local registry (plain `cargo package` in
  # target/package).
  crate="$target/package/tmp-registry/$name-$version.crate"
  [ -f "$crate" ] || crate="$target/package/$name-$version.crate"
  if [ ! -f "$crate" ]; then
    echo "$name: no $crate" >&2
    status=1
    continue
  fi
  files=$(tar -tzf "$crate")
  for need in LICENSE-MIT LICENSE-APACHE README.md Cargo.toml; do
    if ! grep -qx "$name-$version/$need" <<<"$files"; then
      echo "$name: $need is missing from $crate" >&2
      status=1
    fi
  done
  # Every file that the crate's sources include_str! must be inside the package.
  for included in $(grep -rhoE 'include_str!\("[^"]+"\)' "$dir/src" | sed -E 's/include_str!\("([^"]+)"\)/\1/' | sort -u); do
    path=$(cd "$dir/src" && realpath -s -m --relative-to="$PWD/.." "$included")
    if ! grep -qx "$name-$version/$path" <<<"$files"; then
      echo "$name: $path (included by its sources) is missing from $crate" >&2
      status=1
    fi
  done
  # The licence texts are whole, not pointers.
  # (Read whole first: `grep -q` stopping early would break tar's pipe under pipefail.)
  apache=$(tar -xzOf "$crate" "$name-$version/LICENSE-APACHE")
  if ! grep -q 'END OF TERMS AND CONDITIONS' <<<"$apache"; then
    echo "$name: LICENSE-APACHE is not the full licence text" >&2
    status=1
  fi
  echo "$name $version: $(wc -l <<<"$files") files checked"
done
exit $status
