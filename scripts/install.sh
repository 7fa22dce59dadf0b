#!/usr/bin/env bash
# Builds bridge-run for release and installs it under a prefix (default /usr/local), as Debian
# installs programs: the program without its debug information in PREFIX/bin, and the debug
# information in PREFIX/lib/debug/.build-id/xx/rest.debug (found by its build ID, or through
# the .gnu_debuglink the program keeps, by gdb, perf and backtraces).
# Usage: scripts/install.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-${PREFIX:-/usr/local}}"
bash scripts/setup.sh
command -v objcopy >/dev/null || { echo "install: objcopy (binutils) is needed" >&2; exit 1; }

# Built apart from .build/release (its own flags would otherwise rebuild everything there) with
# metadata of generic types reached through accessor functions instead of mangled names: the
# Swift runtime resolves a mangled name's conformances (a dictionary's `String: Hashable`) by
# scanning every conformance record of the program the first time, which cost about 9 % of
# every start's instructions (docs/performance.md).
scratch=".build/install"
swift build -c release --product bridge-run --scratch-path "$scratch" \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
built="$scratch/release/bridge-run"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build_id="$(readelf -n "$built" | awk '/Build ID/ { print $3 }')"
debug="$work/bridge-run.debug"
objcopy --only-keep-debug --compress-debug-sections=zlib "$built" "$debug"
objcopy --strip-debug --strip-unneeded --remove-section=.comment "$built" "$work/bridge-run"
(cd "$work" && objcopy --add-gnu-debuglink=bridge-run.debug bridge-run)

install -d "$prefix/bin"
install -m 755 "$work/bridge-run" "$prefix/bin/bridge-run"
if [ -n "$build_id" ]; then
  target="$prefix/lib/debug/.build-id/${build_id:0:2}/${build_id:2}.debug"
  install -d "$(dirname "$target")"
  install -m 644 "$debug" "$target"
  echo "install: $prefix/bin/bridge-run ($(du -h "$prefix/bin/bridge-run" | cut -f1)), debug information in $target" >&2
else
  install -m 644 "$debug" "$prefix/bin/bridge-run.debug"
  echo "install: $prefix/bin/bridge-run, debug information in $prefix/bin/bridge-run.debug" >&2
fi
