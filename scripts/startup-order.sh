#!/usr/bin/env bash
# Writes scripts/startup-order.txt: the functions a start of bridge-run runs, which the linker
# places side by side (Package.swift; docs/performance.md, "The installed program"), so that a
# start touches few pages of the program's code. Run after changing what a start does; it
# needs valgrind (apt-get install -y valgrind). Each program given is profiled and the lists
# are joined: the installed program (scripts/install.sh) and `swift build -c release`'s name
# some functions differently (generic metadata through accessors in the former).
# Usage: scripts/startup-order.sh [PROGRAM…]
#   (default: .build/install/release/bridge-run and .build/release/bridge-run, those that exist)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "startup-order: valgrind is needed" >&2; exit 1; }
programs=("$@")
if [ ${#programs[@]} -eq 0 ]; then
  for candidate in .build/install/release/bridge-run .build/release/bridge-run; do
    [ -x "$candidate" ] && programs+=("$candidate")
  done
fi
[ ${#programs[@]} -gt 0 ] || { echo "startup-order: no bridge-run built (scripts/install.sh or swift build -c release)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "console.log('hello')" > "$work/hello.js"
for i in "${!programs[@]}"; do
  # What callgrind reads the symbols from (it is slow on the full debug information).
  objcopy --strip-debug "${programs[$i]}" "$work/program"
  valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-instr=no \
    --callgrind-out-file="$work/profile.$i" "$work/program" "$work/hello.js" >/dev/null 2>&1
done
# Each function once, in the order the profiles first name it; only the program's own.
awk '/^ob=/ { own = index($0, "/program") > 0 } /^fn=/ && own { name = substr($0, 4); if (!(name in seen)) { seen[name] = 1; print name } }' \
  "$work"/profile.* > scripts/startup-order.txt
echo "startup-order: $(wc -l < scripts/startup-order.txt) functions in scripts/startup-order.txt" >&2
